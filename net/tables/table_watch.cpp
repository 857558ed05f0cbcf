// The table server's watchers (issue 38): a TableQuery with watch keeps its connection, hears how
// its tables stand at once, and then a TableStatus of the tables whose standing changed each time
// one does: a move, the lobby, the game's end, a rematch, expiry. Nothing is sent on a timer but
// the pings that tell a lost watcher from a quiet one.
#include "net/log.h"
#include "net/tables/table_server.h"

#include <algorithm>

namespace cor::net {

wire::TableState TableServer::standingOf(const WatchedTable& watched, std::size_t key) const {
    wire::TableState state;
    fillStanding(watched.code, watched.digest, state);
    state.set_key(static_cast<std::uint32_t>(key));
    if (state.code().empty()) {
        state.set_code(watched.code);
    }
    return state;
}

void TableServer::startWatch(Connection* connection, const wire::TableQuery& query) {
    auto watcher = std::make_unique<Watcher>();
    watcher->connection = connection;
    watcher->lastHeard.start();
    wire::Envelope status;
    for (int key = 0; key < query.tables_size(); ++key) {
        WatchedTable& watched = watcher->tables.emplace_back();
        watched.code = tableOf(query.tables(key), watched.digest);
        wire::TableState& state = *status.mutable_table_status()->add_tables();
        state = standingOf(watched, static_cast<std::size_t>(key));
        watched.said = state.SerializeAsString();
        if (state.code().empty()) { // GONE for good: the code as asked, if any
            state.set_code(query.tables(key).code());
        }
        if (!watched.code.empty()) {
            std::vector<Watcher*>& watchers = tables_.at(watched.code)->watchers;
            if (std::find(watchers.begin(), watchers.end(), watcher.get()) == watchers.end()) {
                watchers.push_back(watcher.get());
            }
        }
    }
    connection->send(status);
    Watcher& kept = *watchers_.emplace_back(std::move(watcher));
    connect(connection, &Connection::received, this,
            [this, &kept](const wire::Envelope& message) { onWatcherMessage(kept, message); });
    connect(connection, &Connection::closed, this,
            [this, connection] { onWatcherClosed(connection); });
    if (!watcherPings_.isActive()) {
        watcherPings_.start(config_.limits.pingIntervalMs);
    }
}

void TableServer::onWatcherMessage(Watcher& watcher, const wire::Envelope& message) {
    watcher.lastHeard.start();
    if (message.has_ping()) {
        wire::Envelope pong;
        pong.mutable_pong()->set_nonce(message.ping().nonce());
        watcher.connection->send(pong);
    } else if (!message.has_pong()) {
        refuse(watcher.connection, wire::ERROR_PROTOCOL, "a watch hears nothing but pongs");
    }
}

void TableServer::onWatcherClosed(Connection* connection) {
    const auto found = std::find_if(watchers_.begin(), watchers_.end(),
                                    [&](const auto& w) { return w->connection == connection; });
    if (found == watchers_.end()) {
        return;
    }
    for (const WatchedTable& watched : (*found)->tables) {
        if (const auto table = tables_.find(watched.code); table != tables_.end()) {
            std::erase(table->second->watchers, found->get());
        }
    }
    watchers_.erase(found);
    if (watchers_.empty()) {
        watcherPings_.stop();
    }
}

void TableServer::tellWatchers(LiveTable& table) {
    for (Watcher* watcher : table.watchers) {
        wire::Envelope status;
        for (std::size_t key = 0; key < watcher->tables.size(); ++key) {
            WatchedTable& watched = watcher->tables[key];
            if (watched.code != table.code) {
                continue;
            }
            const wire::TableState state = standingOf(watched, key);
            std::string now = state.SerializeAsString();
            if (now != watched.said) {
                watched.said = std::move(now);
                *status.mutable_table_status()->add_tables() = state;
            }
        }
        if (status.has_table_status()) {
            watcher->connection->send(status);
        }
    }
}

void TableServer::tableGone(LiveTable& table) {
    for (Watcher* watcher : table.watchers) {
        wire::Envelope status;
        for (std::size_t key = 0; key < watcher->tables.size(); ++key) {
            WatchedTable& watched = watcher->tables[key];
            if (watched.code != table.code) {
                continue;
            }
            watched.digest.reset(); // GONE from now on
            *status.mutable_table_status()->add_tables() = standingOf(watched, key);
            watched.code.clear();
        }
        watcher->connection->send(status);
    }
    table.watchers.clear();
}

void TableServer::pingWatchers() {
    std::vector<Connection*> silent;
    wire::Envelope ping;
    ping.mutable_ping()->set_nonce(1);
    for (const auto& watcher : watchers_) {
        if (!watcher->connection->isOpen()) {
            continue;
        }
        if (watcher->connection->mayGoSilent() &&
            watcher->lastHeard.elapsed() > config_.limits.idleTimeoutMs) {
            silent.push_back(watcher->connection);
        } else {
            watcher->connection->send(ping);
        }
    }
    for (Connection* connection : silent) {
        refuse(connection, wire::ERROR_TIMEOUT, "silent for too long");
    }
}

} // namespace cor::net
