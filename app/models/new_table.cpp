#include "app/models/new_table.h"

#include "app/models/settings.h"
#include "engine/bots/bot.h"
#include "engine/state.h"
#include "net/seats.h"

#include <QSettings>
#include <algorithm>

namespace cor::app {
namespace {

constexpr int kSeats = static_cast<int>(std::tuple_size_v<decltype(NewTable::Setup::seats)>);
static_assert(kSeats == kMaxPlayers && kSeats == net::kColourCount);

// The bot level of a seat kind (1: the weakest), "" for a person (0) or no level.
QString botKey(int kind) {
    if (kind < 1 || kind > static_cast<int>(kDifficultyNames.size())) {
        return {};
    }
    const std::string_view key = kDifficultyNames[static_cast<std::size_t>(kind - 1)];
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

// The seat kind of a bot level; -1 for a level not offered.
int kindOf(const QString& bot) {
    if (bot.isEmpty()) {
        return 0;
    }
    for (int kind = 1; kind <= static_cast<int>(kDifficultyNames.size()); ++kind) {
        if (botKey(kind) == bot) {
            return kind;
        }
    }
    return -1;
}

bool coloursDiffer(const NewTable::Setup& setup) {
    std::array<bool, kSeats> taken{};
    for (const NewTable::Seat& seat : setup.seats) {
        if (seat.colour < 0 || seat.colour >= kSeats ||
            taken[static_cast<std::size_t>(seat.colour)]) {
            return false;
        }
        taken[static_cast<std::size_t>(seat.colour)] = true;
    }
    return true;
}

} // namespace

NewTable::Setup NewTable::firstSetup() {
    const QString normal = QStringLiteral("normal"); // the middle level
    return {3,
            false,
            {{{{}, {}, 0},
              {normal, QStringLiteral("Livia"), 1},
              {normal, QStringLiteral("Marcus"), 2},
              {normal, QStringLiteral("Cornelia"), 3}}}};
}

NewTable::Setup NewTable::read() {
    QSettings file;
    file.beginGroup(QStringLiteral("newGame"));
    const Setup first = firstSetup();
    Setup setup = first;
    setup.players = std::clamp(file.value(QStringLiteral("players"), first.players).toInt(),
                               kMinPlayers, kMaxPlayers);
    setup.shrine = file.value(QStringLiteral("shrine"), first.shrine).toBool();
    const int stored = std::min(file.beginReadArray(QStringLiteral("seats")), kSeats);
    for (int i = 0; i < stored; ++i) {
        file.setArrayIndex(i);
        Seat& seat = setup.seats[static_cast<std::size_t>(i)];
        const QString bot = file.value(QStringLiteral("bot")).toString();
        seat.bot = kindOf(bot) >= 0 ? bot : first.seats[static_cast<std::size_t>(i)].bot;
        seat.name = Settings::cleanName(file.value(QStringLiteral("name")).toString());
        seat.colour = file.value(QStringLiteral("colour"), -1).toInt();
    }
    file.endArray();
    if (!coloursDiffer(setup)) {
        for (int i = 0; i < kSeats; ++i) {
            setup.seats[static_cast<std::size_t>(i)].colour = i;
        }
    }
    return setup;
}

void NewTable::write(const Setup& setup) {
    QSettings file;
    file.beginGroup(QStringLiteral("newGame"));
    file.setValue(QStringLiteral("players"), setup.players);
    file.setValue(QStringLiteral("shrine"), setup.shrine);
    file.beginWriteArray(QStringLiteral("seats"), kSeats);
    for (int i = 0; i < kSeats; ++i) {
        const Seat& seat = setup.seats[static_cast<std::size_t>(i)];
        file.setArrayIndex(i);
        file.setValue(QStringLiteral("bot"), seat.bot);
        file.setValue(QStringLiteral("name"), seat.name);
        file.setValue(QStringLiteral("colour"), seat.colour);
    }
    file.endArray();
}

NewTable::NewTable(QObject* parent) : QAbstractListModel(parent), setup_(read()) {
    // A person's seat without a name of its own shows the player's name of the moment.
    connect(Settings::instance(), &Settings::playerNameChanged, this, [this] {
        emit dataChanged(index(0), index(kSeats - 1), {NameRole});
        emit namesChanged();
    });
}

int NewTable::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kSeats;
}

QVariant NewTable::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= kSeats) {
        return {};
    }
    const Seat& seat = setup_.seats[static_cast<std::size_t>(index.row())];
    switch (role) {
    case KindRole:
        return kindOf(seat.bot);
    case NameRole:
        return shownName(index.row());
    case ColourRole:
        return seat.colour;
    default:
        return {};
    }
}

QHash<int, QByteArray> NewTable::roleNames() const {
    return {{KindRole, "kind"}, {NameRole, "name"}, {ColourRole, "colour"}};
}

void NewTable::setPlayers(int players) {
    players = std::clamp(players, kMinPlayers, kMaxPlayers);
    if (players != setup_.players) {
        setup_.players = players;
        emit playersChanged();
        emit namesChanged();
    }
}

void NewTable::setShrine(bool on) {
    if (on != setup_.shrine) {
        setup_.shrine = on;
        emit shrineChanged();
    }
}

QStringList NewTable::names() const {
    QStringList names;
    for (int i = 0; i < setup_.players; ++i) {
        names << shownName(i);
    }
    return names;
}

QString NewTable::shownName(int seat) const {
    const Seat& shown = setup_.seats[static_cast<std::size_t>(seat)];
    if (!shown.bot.isEmpty() || !shown.name.isEmpty()) {
        return shown.name;
    }
    // The first person's seat: the player's (a second person at this screen names their own).
    for (int i = 0; i < seat; ++i) {
        if (setup_.seats[static_cast<std::size_t>(i)].bot.isEmpty()) {
            return {};
        }
    }
    return Settings::instance()->playerName();
}

void NewTable::changed(int seat, int role) {
    emit dataChanged(index(seat), index(seat), {role});
    if (role != ColourRole) {
        emit namesChanged();
    }
}

void NewTable::setKind(int seat, int kind) {
    if (seat < 0 || seat >= kSeats || kind < 0 ||
        kind > static_cast<int>(kDifficultyNames.size())) {
        return;
    }
    const QString before = shownName(seat);
    setup_.seats[static_cast<std::size_t>(seat)].bot = botKey(kind);
    changed(seat, KindRole);
    if (shownName(seat) != before) {
        changed(seat, NameRole);
    }
}

void NewTable::setName(int seat, const QString& name) {
    if (seat < 0 || seat >= kSeats) {
        return;
    }
    Seat& named = setup_.seats[static_cast<std::size_t>(seat)];
    const QString clean = Settings::cleanName(name);
    // The player's own name is kept as theirs: it follows a change in the settings.
    named.name =
        named.bot.isEmpty() && clean == Settings::instance()->playerName() ? QString() : clean;
    changed(seat, NameRole);
}

void NewTable::setColour(int seat, int colour) {
    if (seat < 0 || seat >= kSeats || colour < 0 || colour >= kSeats) {
        return;
    }
    const int old = setup_.seats[static_cast<std::size_t>(seat)].colour;
    for (int i = 0; i < kSeats; ++i) {
        if (setup_.seats[static_cast<std::size_t>(i)].colour == colour) {
            setup_.seats[static_cast<std::size_t>(i)].colour = old;
            changed(i, ColourRole);
        }
    }
    setup_.seats[static_cast<std::size_t>(seat)].colour = colour;
    changed(seat, ColourRole);
}

QVariantList NewTable::confirm() const {
    write(setup_);
    QVariantList seats;
    for (int i = 0; i < setup_.players; ++i) {
        const Seat& seat = setup_.seats[static_cast<std::size_t>(i)];
        const QString name = shownName(i);
        seats << QVariantMap{
            {QStringLiteral("name"), name.isEmpty() ? tr("Player %1").arg(i + 1) : name},
            {QStringLiteral("colour"), seat.colour},
            {QStringLiteral("bot"), seat.bot}};
    }
    return seats;
}

} // namespace cor::app
