#include "app/models/feed.h"

#include "app/models/card_list_model.h"
#include "app/models/sounds.h"
#include "engine/table.h"

#include <algorithm>

namespace cor::app {
namespace {

// The news kept for a seat, however long it waits (a bound, not a view).
constexpr std::size_t kNewsKept = 500;
// The story slot of one who only watches.
constexpr std::size_t kWatcher = kMaxPlayers;
// How long a banner holds the table at least (unless everything is shown at once).
constexpr int kBannerMinimumMs = 2000;

} // namespace

Feed::Feed(Release release, NameOf nameOf, QObject* parent)
    : QObject(parent), release_(std::move(release)), nameOf_(std::move(nameOf)) {
    hold_.setSingleShot(true);
    bannerTimer_.setSingleShot(true);
    connect(&hold_, &QTimer::timeout, this, &Feed::releaseNext);
    connect(&bannerTimer_, &QTimer::timeout, this, &Feed::hideBanner);
}

NameOf Feed::namesFor(net::Actor by, int mover) const {
    if (by != net::Actor::StandIn) {
        return nameOf_;
    }
    return [this, mover](int seat) {
        return seat == mover ? standInName(nameOf_(seat)) : nameOf_(seat);
    };
}

Feed::Told Feed::told(const Presented& item, int rounds, net::Actor by, int action) const {
    // A seat's move under the name it was made with, then who decided it; the table's moment
    // with what it brought.
    Told news{{}, item.events, rounds, by, action};
    if (item.banner()) {
        news.line = StoryLine{-1, item.title, item.lines.join(QStringLiteral(" · "))};
        return news;
    }
    const int mover = item.events.empty() ? item.seat : item.events.front().seat;
    news.line = StoryLine{item.seat, namesFor(by, mover)(item.seat), item.title};
    if (by == net::Actor::Assisted) {
        //: In the story since your last move: a move assisted play decided
        news.line.text = tr("%1 (assisted play)").arg(news.line.text);
    }
    return news;
}

int Feed::number(const Presented& item) {
    const int action = actions_++;
    if (!item.events.empty() && beginsUndoableAction(item.events.front())) {
        // Only the seat to act undoes, and only its newest actions: older ones are safe.
        undoable_.push_back(Undoable{action, item.seat});
        if (undoable_.size() > static_cast<std::size_t>(kMaxUndo)) {
            undoable_.erase(undoable_.begin());
        }
    }
    return action;
}

void Feed::takeBack(int seat) {
    const auto newest = std::find_if(undoable_.rbegin(), undoable_.rend(),
                                     [seat](const Undoable& told) { return told.seat == seat; });
    if (newest == undoable_.rend()) {
        return;
    }
    const int action = newest->action;
    undoable_.erase(std::prev(newest.base()));
    for (std::size_t slot = 0; slot < since_.size(); ++slot) {
        const auto gone = std::erase_if(
            since_[slot], [action](const Told& news) { return news.action == action; });
        if (gone > 0 && slot == shownSlot_) {
            story_.show(linesOf(since_[slot]));
        }
    }
    if (announcementSeat_ == seat) {
        announceNewest();
    }
}

void Feed::announceNewest() {
    const std::vector<Told>& news = since_[shownSlot_];
    const auto newest = std::find_if(news.rbegin(), news.rend(),
                                     [](const Told& told) { return told.line.seat >= 0; });
    announcement_ = newest != news.rend() ? newest->line.text : QString();
    announcementSeat_ = newest != news.rend() ? newest->line.seat : -1;
    emit announced();
}

std::vector<StoryLine> Feed::linesOf(const std::vector<Told>& told) {
    std::vector<StoryLine> lines;
    lines.reserve(told.size());
    for (const Told& news : told) {
        lines.push_back(news.line);
    }
    return lines;
}

void Feed::retranslate() {
    for (std::vector<Told>& story : since_) {
        for (Told& news : story) {
            const int mover = news.events.empty() ? -1 : news.events.front().seat;
            const std::vector<Presented> again =
                ::cor::app::present(news.events, news.rounds, namesFor(news.by, mover));
            if (again.size() == 1) {
                news = told(again.front(), news.rounds, news.by, news.action);
            }
        }
    }
    story_.show(linesOf(since_[shownSlot_]));
    if (!announcement_.isEmpty()) {
        announceNewest(); // the ticker's line in the new language too
    }
}

int Feed::bannerMs() const {
    return paceMs_ > 0 ? std::max(kBannerMinimumMs, 3 * paceMs_) : 0;
}

void Feed::push(Update update) {
    queue_.push_back(std::move(update));
    if (!hold_.isActive()) {
        releaseNext();
    }
}

void Feed::releaseNext() {
    while (!queue_.empty()) {
        const Update update = std::move(queue_.front());
        queue_.pop_front();
        // Presented first: the turn that the view may begin finds its summary complete.
        const bool banner = present(update);
        release_(update);
        const int viewer = update.view.viewer;
        const int next = update.view.toAct;
        int hold = banner ? bannerMs() : 0;
        if (next >= 0 && next != viewer) {
            hold = std::max(hold, paceMs_); // another seat acts next: let this one be seen
        }
        if (hold > 0 || !queue_.empty()) {
            // One update per turn of the event loop even at the fastest pace: the window
            // stays responsive while a burst of bot moves is shown.
            hold_.start(hold);
            return;
        }
    }
    emit becameIdle();
}

void Feed::follow(int viewer) {
    const std::size_t slot =
        viewer >= 0 && viewer < kMaxPlayers ? static_cast<std::size_t>(viewer) : kWatcher;
    if (slot != shownSlot_) {
        shownSlot_ = slot;
        story_.show(linesOf(since_[slot]));
        // The newest move this viewer has not seen made is the one announced (hot seat: the
        // last person's own move was none of theirs, and the line went stale).
        announceNewest();
    }
}

void Feed::recall(const net::History& history, const std::vector<int>& seats, int rounds) {
    EventLog events;
    for (const net::HistoryItem& item : history) {
        if (const auto* happened = std::get_if<net::HistoryEvent>(&item)) {
            events.push_back(happened->event);
        }
    }
    const std::vector<Presented> presented = ::cor::app::present(events, rounds, nameOf_);
    std::vector<int> numbers; // each item's, the same in every story
    for (const Presented& item : presented) {
        numbers.push_back(item.banner() ? -1 : number(item));
    }
    for (const int seat : seats) {
        if (seat < 0 || seat >= kMaxPlayers) {
            continue;
        }
        const auto slot = static_cast<std::size_t>(seat);
        std::vector<Told>& news = since_[slot];
        news.clear();
        for (std::size_t i = 0; i < presented.size(); ++i) {
            const Presented& item = presented[i];
            if (!item.banner() && item.seat == seat) {
                news.clear(); // a decision of the seat's own: what came before it is read
            } else {
                news.push_back(told(item, rounds, net::Actor::Person, numbers[i]));
            }
        }
        if (news.size() > kNewsKept) {
            news.erase(news.begin(), news.end() - static_cast<std::ptrdiff_t>(kNewsKept));
        }
        if (slot == shownSlot_) {
            story_.show(linesOf(news));
        }
    }
}

void Feed::tell(std::size_t slot, const Told& told) {
    std::vector<Told>& news = since_[slot];
    news.push_back(told);
    if (news.size() > kNewsKept) {
        news.erase(news.begin());
        if (slot == shownSlot_) {
            story_.show(linesOf(news));
        }
    } else if (slot == shownSlot_) {
        story_.append(told.line);
    }
}

bool Feed::present(const Update& update) {
    const int viewer = update.view.viewer;
    follow(viewer);
    for (const Event& event : update.events) {
        if (event.kind == EventKind::Undone) {
            takeBack(event.seat);
        }
    }
    std::vector<Presented> banners;
    // A bot standing in for a person is named as one.
    const int mover = update.events.empty() ? -1 : update.events.front().seat;
    const NameOf nameOf = namesFor(update.by, mover);
    const bool automatic = update.by == net::Actor::Assisted;
    for (Presented& item : ::cor::app::present(update.events, update.view.rounds, nameOf)) {
        if (item.banner()) {
            banners.push_back(item);
            if (item.kind == Presented::Kind::RoundStart) {
                since_[kWatcher].clear(); // one who watches reads the round that begins
                if (shownSlot_ == kWatcher) {
                    story_.show({});
                }
                // The ticker says what happens in this round (the last one's line went stale).
                announcement_.clear();
                announcementSeat_ = -1;
                emit announced();
            }
            const Told line = told(item, update.view.rounds, update.by);
            for (std::size_t slot = 0; slot < since_.size(); ++slot) {
                tell(slot, line);
            }
        } else {
            // The story names the player first, then the move, then who decided it.
            const Told line = told(item, update.view.rounds, update.by, number(item));
            if (automatic) {
                //: A decision assisted play took for the player, announced so it is seen
                item.title = tr("Assisted play: %1").arg(item.title);
            }
            move(item);
            if (paceMs_ > 0 || item.seat == viewer) { // at once: the bots' moves in silence
                cue(item);
            }
            if (item.seat != viewer || automatic || update.by == net::Actor::StandIn) {
                announcement_ = item.title;
                announcementSeat_ = item.seat;
                emit announced();
            } else if (announcementSeat_ == viewer) {
                // The player moves again: what was decided for them before is old news.
                announcement_.clear();
                announcementSeat_ = -1;
                emit announced();
            }
            // A bot's move for an absent person is news to that person too.
            for (std::size_t slot = 0; slot < since_.size(); ++slot) {
                if (static_cast<int>(slot) != item.seat || update.by == net::Actor::StandIn) {
                    tell(slot, line);
                }
            }
        }
        history_.push_back(std::move(item));
    }
    if (!banners.empty()) {
        showBanner(banners);
        const bool round = std::any_of(banners.begin(), banners.end(), [](const Presented& b) {
            return b.kind == Presented::Kind::RoundStart;
        });
        if (round && paceMs_ > 0) {
            Sounds::play(Sounds::Cue::Round);
        }
    }
    return !banners.empty();
}

void Feed::move(const Presented& action) {
    const QString card = action.card != Card::None ? cardIdText(action.card) : QString();
    switch (action.event) {
    case EventKind::CardTaken:
        emit moved(Motion::Take, action.seat, card, 0, 0, 0, {});
        break;
    case EventKind::Built:
        emit moved(Motion::Build, action.seat, card, action.x, action.y, 0, {});
        break;
    case EventKind::EmissaryPlaced:
        emit moved(Motion::Emissary, action.seat, {}, 0, 0, action.space, {});
        break;
    default:
        break;
    }
    if (!action.gained.isEmpty()) {
        emit moved(Motion::Gain, action.seat, {}, 0, 0, 0, action.gained);
    }
}

void Feed::cue(const Presented& action) {
    if (action.event == EventKind::CardTaken) {
        Sounds::play(Sounds::Cue::Card);
    } else if (action.event == EventKind::Built) {
        Sounds::play(Sounds::Cue::Build);
    }
    if (action.coinsGained > 0) {
        Sounds::play(Sounds::Cue::Coins);
    }
}

void Feed::showBanner(const std::vector<Presented>& banners) {
    // One banner for one moment: the round that begins names it; a scoring before it and the
    // cards it brings are its lines.
    bannerTitle_.clear();
    bannerLines_.clear();
    if (paceMs_ == 0) {
        return; // everything at once: the ticker and the log say it, nothing holds the table
    }
    bannerTitle_ = banners.back().title;
    for (const Presented& banner : banners) {
        bannerLines_ << banner.lines;
    }
    bannerTimer_.start(bannerMs());
    emit bannerChanged();
}

void Feed::hideBanner() {
    bannerTimer_.stop();
    if (!bannerTitle_.isEmpty()) {
        bannerTitle_.clear();
        bannerLines_.clear();
        emit bannerChanged();
    }
}

void Feed::dismissBanner() {
    hideBanner();
    if (hold_.isActive()) {
        hold_.stop();
        releaseNext();
    }
}

void Feed::decided(int seat, bool automatic) {
    if (automatic || seat < 0 || seat >= kMaxPlayers) {
        return; // the player has not acted: what happened still waits to be read
    }
    const auto slot = static_cast<std::size_t>(seat);
    since_[slot].clear();
    if (slot == shownSlot_) {
        story_.show({});
    }
}

void Feed::clear() {
    queue_.clear();
    hold_.stop();
    undoable_.clear(); // an undo to come may take back what was dropped: no older action goes
}

void Feed::reset() {
    clear();
    hideBanner();
    history_.clear();
    for (std::vector<Told>& news : since_) {
        news.clear();
    }
    story_.show({});
    announcement_.clear();
    announcementSeat_ = -1;
    emit announced();
}

} // namespace cor::app
