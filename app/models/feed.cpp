#include "app/models/feed.h"

#include "app/models/card_list_model.h"

#include <algorithm>

namespace cor::app {
namespace {

// The summary's lines; earlier ones are counted (the log has them all).
constexpr qsizetype kSummaryLines = 10;
// The news kept for a seat, however long it waits (a bound, not a view).
constexpr qsizetype kNewsKept = 500;
// How long a banner holds the table at least (unless everything is shown at once).
constexpr int kBannerMinimumMs = 2000;

void addNews(QStringList& news, const QString& line) {
    news << line;
    while (news.size() > kNewsKept) {
        news.removeFirst();
    }
}

} // namespace

Feed::Feed(Release release, NameOf nameOf, QObject* parent)
    : QObject(parent), release_(std::move(release)), nameOf_(std::move(nameOf)) {
    hold_.setSingleShot(true);
    bannerTimer_.setSingleShot(true);
    connect(&hold_, &QTimer::timeout, this, &Feed::releaseNext);
    connect(&bannerTimer_, &QTimer::timeout, this, &Feed::hideBanner);
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

bool Feed::present(const Update& update) {
    const int viewer = update.view.viewer;
    std::vector<Presented> banners;
    // A bot standing in for a person is named as one.
    const int mover = update.events.empty() ? -1 : update.events.front().seat;
    const NameOf nameOf =
        update.by != net::Actor::StandIn ? nameOf_ : NameOf([this, mover](int seat) {
            return seat == mover ? standInName(nameOf_(seat)) : nameOf_(seat);
        });
    const bool automatic = update.by == net::Actor::Assisted;
    for (Presented& item : ::cor::app::present(update.events, update.view.rounds, nameOf)) {
        if (item.banner()) {
            banners.push_back(item);
            for (QStringList& news : since_) {
                addNews(news, item.title);
            }
        } else {
            if (automatic) {
                //: A decision assisted play took for the player, announced so it is seen
                item.title = tr("Assisted play: %1").arg(item.title);
            }
            move(item);
            if (item.seat != viewer || automatic || update.by == net::Actor::StandIn) {
                announcement_ = item.title;
                announcementSeat_ = item.seat;
                emit announced();
            }
            // A bot's move for an absent person is news to that person too.
            for (int seat = 0; seat < kMaxPlayers; ++seat) {
                if (seat != item.seat || update.by == net::Actor::StandIn) {
                    addNews(since_[static_cast<std::size_t>(seat)], item.title);
                }
            }
        }
        history_.push_back(std::move(item));
    }
    if (!banners.empty()) {
        showBanner(banners);
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
    if (seat >= 0 && seat < kMaxPlayers) {
        since_[static_cast<std::size_t>(seat)].clear();
    }
    if (!automatic) {
        dismissSummary();
    }
}

void Feed::turnBegan(int seat) {
    if (seat < 0 || seat >= kMaxPlayers) {
        return;
    }
    const QStringList& news = since_[static_cast<std::size_t>(seat)];
    summary_ = news.mid(std::max<qsizetype>(0, news.size() - kSummaryLines));
    summaryEarlier_ = static_cast<int>(news.size() - summary_.size());
    emit summaryChanged();
}

void Feed::dismissSummary() {
    if (!summary_.isEmpty()) {
        summary_.clear();
        summaryEarlier_ = 0;
        emit summaryChanged();
    }
}

void Feed::clear() {
    queue_.clear();
    hold_.stop();
}

void Feed::reset() {
    clear();
    hideBanner();
    history_.clear();
    for (QStringList& news : since_) {
        news.clear();
    }
    announcement_.clear();
    announcementSeat_ = -1;
    emit announced();
    dismissSummary();
}

} // namespace cor::app
