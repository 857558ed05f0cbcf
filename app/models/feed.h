// The presented events of a game: what each view change means on screen, released at the pace
// the player chose so that a person can follow. Every update the seat receives goes through
// one queue; each is presented as announcements of seats' actions ("Livia builds the Market:
// +3 coins") and banners that hold the table for the moments that change the game (a new
// round and its cards, an influence scoring, the final scoring). The story tells the viewing
// seat everything that happened since its last decision. An undo takes the action it undid out
// of every story and the announcement, so nobody reads what was taken back. The game screen,
// hot seat and the LAN game share it.
#pragma once

#include "app/models/presentation.h"
#include "app/models/story_model.h"
#include "engine/action.h"
#include "engine/view.h"
#include "net/history.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <deque>
#include <functional>
#include <vector>

namespace cor::app {

// One view change as the seat received it.
struct Update {
    PlayerView view;
    EventLog events;
    std::vector<Action> legal;
    int undoable = 0;
    net::Actor by = net::Actor::Person; // who made the move that led here
};

class Feed : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the feed comes from a GameModel")
    // The latest action of another seat, in one line, and whose it was (-1: none yet).
    Q_PROPERTY(QString announcement READ announcement NOTIFY announced)
    Q_PROPERTY(int announcementSeat READ announcementSeat NOTIFY announced)
    // A banner over the table: a new round, an influence scoring, the final scoring.
    Q_PROPERTY(bool bannerShown READ bannerShown NOTIFY bannerChanged)
    Q_PROPERTY(QString bannerTitle READ bannerTitle NOTIFY bannerChanged)
    Q_PROPERTY(QStringList bannerLines READ bannerLines NOTIFY bannerChanged)
    // Everything that happened since the viewing seat's last decision (for one who only
    // watches: since the round began), until it decides.
    Q_PROPERTY(cor::app::StoryModel* story READ story CONSTANT)

  public:
    // What moves on screen for an action.
    enum class Motion {
        Take,     // a card from the offer to the seat
        Build,    // a card from the seat to a cell of its city
        Emissary, // an emissary from the seat to a strip space
        Gain,     // what an action gave, rising from the seat's panel
    };
    Q_ENUM(Motion)

    using Release = std::function<void(const Update&)>;

    Feed(Release release, NameOf nameOf, QObject* parent = nullptr);

    // Milliseconds another seat's action stays before the next one shows; banners hold longer.
    // 0: everything at once (watching bots at full speed).
    void setPace(int ms) { paceMs_ = ms; }
    int pace() const { return paceMs_; }
    void push(Update update);
    // Drops what is queued (another seat's eyes in hot seat); stories stay.
    void clear();
    // Forgets everything (a new game).
    void reset();
    // Updates waiting to be shown.
    int pending() const { return static_cast<int>(queue_.size()); }
    // Nothing is queued and no banner holds the table.
    bool idle() const { return queue_.empty() && !hold_.isActive(); }
    // `seat` made a decision: its story starts again, unless assisted play decided (the
    // player has not acted yet).
    void decided(int seat, bool automatic = false);
    // The story shown is `viewer`'s (-1: one who only watches): the seat whose eyes the screen
    // has now (hot seat: the person who lifted the curtain).
    void follow(int viewer);
    // A game is (re)joined or continued: the story of each of `seats` (the people at this
    // screen) is what the history the host kept says happened since that seat's last decision
    // (the events as this screen may show them).
    void recall(const net::History& history, const std::vector<int>& seats, int rounds);
    // Everything presented so far, oldest first (an action since taken back included).
    const std::vector<Presented>& history() const { return history_; }
    // The stories told again in the language now chosen.
    void retranslate();

    QString announcement() const { return announcement_; }
    int announcementSeat() const { return announcementSeat_; }
    bool bannerShown() const { return !bannerTitle_.isEmpty(); }
    QString bannerTitle() const { return bannerTitle_; }
    QStringList bannerLines() const { return bannerLines_; }
    StoryModel* story() { return &story_; }

    // The player has read the banner (a click, Esc): the game goes on at once.
    Q_INVOKABLE void dismissBanner();

  signals:
    void announced();
    // Something moves: `card` (an id) for a take or build, the cell x, y of a build, the
    // `space` of an emissary, the `text` of a gain.
    void moved(cor::app::Feed::Motion motion, int seat, const QString& card, int x, int y,
               int space, const QString& text);
    void bannerChanged();
    // Everything queued has been shown and no banner holds: the player may be acted for.
    void becameIdle();

  private:
    void releaseNext();
    // Presents one update; true when it brought a banner.
    bool present(const Update& update);
    void move(const Presented& action);
    // The sounds of an action: a card taken, a building placed, coins.
    static void cue(const Presented& action);
    void showBanner(const std::vector<Presented>& banners);
    void hideBanner();
    int bannerMs() const;
    // A line of a story and what it tells, to be told again in another language; `action`:
    // the number of the seat's action it tells (-1: the table's moment), the same in every story.
    struct Told {
        StoryLine line;
        EventLog events;
        int rounds = 0;
        net::Actor by = net::Actor::Person;
        int action = -1;
    };
    // An action told that an undo may still take back.
    struct Undoable {
        int action = 0;
        int seat = 0;
    };
    // The names of a move's words: a bot standing in for the mover's absent person is one.
    NameOf namesFor(net::Actor by, int mover) const;
    // The line of a presented item made by `by`; `action`: its number.
    Told told(const Presented& item, int rounds, net::Actor by, int action = -1) const;
    // Numbers the presented action `item`, which an undo may take back if the engine says so.
    int number(const Presented& item);
    // `seat` took back its newest action: no story tells it any longer.
    void takeBack(int seat);
    // The announcement is the shown story's newest move, or none.
    void announceNewest();
    static std::vector<StoryLine> linesOf(const std::vector<Told>& told);
    // The story of `slot` is news: it is the one shown when `slot` views.
    void tell(std::size_t slot, const Told& news);

    Release release_;
    NameOf nameOf_;
    int paceMs_ = 0;
    std::deque<Update> queue_;
    QTimer hold_;        // the table is held: the next update waits
    QTimer bannerTimer_; // how long the banner stays on screen
    std::vector<Presented> history_;
    QString announcement_;
    int announcementSeat_ = -1;
    QString bannerTitle_;
    QStringList bannerLines_;
    // Each seat's news since its last decision, and (last) a watcher's since the round began.
    std::array<std::vector<Told>, kMaxPlayers + 1> since_;
    int actions_ = 0;                // the actions numbered so far
    std::vector<Undoable> undoable_; // the newest ones, last
    std::size_t shownSlot_ = kMaxPlayers;
    StoryModel story_;
};

} // namespace cor::app
