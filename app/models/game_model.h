// A game as one seat (or a spectator) sees it, for QML: where the game stands, the table's
// models, and the gestures a player makes. Everything playable comes from the legal actions
// the host sent (filtered by assisted play, engine/assist.h); QML only shows and forwards.
// The updates go through the Feed, which paces and presents them; what the table shows is
// the projection (table_projection.h) of the view, the choices and the Selection.
#pragma once

#include "app/models/audience.h"
#include "app/models/card_list_model.h"
#include "app/models/city_model.h"
#include "app/models/feed.h"
#include "app/models/hint_request.h"
#include "app/models/log_model.h"
#include "app/models/move_clock.h"
#include "app/models/outbox.h"
#include "app/models/players_model.h"
#include "app/models/score_model.h"
#include "app/models/selection.h"
#include "app/models/strip_model.h"
#include "app/models/table_marks.h"
#include "engine/rules.h"
#include "net/client_session.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariant>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace cor::app {

class GameModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameModel comes from a LocalGame")

    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(int rounds READ rounds NOTIFY roundsChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int toAct READ toAct NOTIFY toActChanged)
    Q_PROPERTY(bool yourTurn READ yourTurn NOTIFY yourTurnChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QString hint READ hint NOTIFY hintChanged)

    Q_PROPERTY(cor::app::PlayersModel* players READ players CONSTANT)
    Q_PROPERTY(cor::app::StripModel* strip READ strip CONSTANT)
    Q_PROPERTY(cor::app::CardListModel* offer READ offer CONSTANT)
    Q_PROPERTY(cor::app::CardListModel* draftPack READ draftPack CONSTANT)
    Q_PROPERTY(cor::app::CardListModel* hand READ hand CONSTANT)
    Q_PROPERTY(cor::app::CardListModel* drawn READ drawn CONSTANT)
    Q_PROPERTY(cor::app::CardListModel* putBack READ putBack CONSTANT)
    // The viewer's own city with its build options (empty for a spectator); other seats'
    // cities are the players model's.
    Q_PROPERTY(cor::app::CityModel* city READ city CONSTANT)
    Q_PROPERTY(cor::app::LogModel* log READ log CONSTANT)
    Q_PROPERTY(cor::app::ScoreModel* scores READ scores CONSTANT)
    Q_PROPERTY(cor::app::Feed* feed READ feed CONSTANT)
    // The Hint button's: the expert's choice for the viewer's decision.
    Q_PROPERTY(cor::app::HintRequest* hints READ hints CONSTANT)
    // The move the host has not answered yet, kept through a lost connection.
    Q_PROPERTY(cor::app::Outbox* outbox READ outbox CONSTANT)
    // The time per move's clock, where the table has one.
    Q_PROPERTY(cor::app::MoveClock* clock READ clock CONSTANT)

    // [{deck: 1, name: "I", size: n}] for the decks in the game (deck: 1..4).
    Q_PROPERTY(QVariantList decks READ decks NOTIFY decksChanged)
    Q_PROPERTY(QVariantList openInfluence READ openInfluence NOTIFY openInfluenceChanged)
    // The strips after this round's, as far as seen: "▰⚙▰▰⚙" from the emperor's end, or "?".
    Q_PROPERTY(QStringList stripsToCome READ stripsToCome NOTIFY stripsToComeChanged)
    // [{value: 6, position: 4}]: influence cards still in deck I, counted from its top.
    Q_PROPERTY(QVariantList influenceInDeck READ influenceInDeck NOTIFY influenceInDeckChanged)

    // The viewer's own: bricks and cogs of the viewer's turn (0 in another's), brick tokens
    // and coins, whichever city is shown and whoever acts.
    Q_PROPERTY(int bricks READ bricks NOTIFY bricksChanged)
    Q_PROPERTY(int cogs READ cogs NOTIFY cogsChanged)
    Q_PROPERTY(int brickTokens READ brickTokens NOTIFY brickTokensChanged)
    Q_PROPERTY(int coins READ coins NOTIFY coinsChanged)
    Q_PROPERTY(int selectedCard READ selectedCard NOTIFY selectedCardChanged)
    Q_PROPERTY(bool canProduce READ canProduce NOTIFY canProduceChanged)
    Q_PROPERTY(QString produceText READ produceText NOTIFY produceTextChanged)
    Q_PROPERTY(bool canEndTurn READ canEndTurn NOTIFY canEndTurnChanged)
    // Ending the turn now would end it with nothing built or produced while the table still
    // offers either (Enter asks first; a click on End turn is meant).
    Q_PROPERTY(bool endingEarly READ endingEarly NOTIFY endingEarlyChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    // The decks a school may draw from now: [{deck: 2, name: "II"}].
    Q_PROPERTY(QVariantList deckChoices READ deckChoices NOTIFY deckChoicesChanged)
    Q_PROPERTY(bool keeping READ keeping NOTIFY keepingChanged)
    Q_PROPERTY(int kept READ kept NOTIFY keptChanged)
    // The keyboard's pick in the decision at hand (a deck: its index in deckChoices), -1: none.
    Q_PROPERTY(int picked READ picked NOTIFY pickedChanged)
    // The seat whose city the board shows (showCity; a spectator's board follows the seat to act).
    Q_PROPERTY(int shownSeat READ shownSeat NOTIFY shownSeatChanged)
    // The players a hint's (or the look back's) reasons name: their panels ring with the hint.
    Q_PROPERTY(QList<int> hintedSeats READ hintedSeats NOTIFY hintedSeatsChanged)
    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    Q_PROPERTY(QVariantList winners READ winners NOTIFY winnersChanged)
    // Each seat's colour (0..3) and name, by seat.
    Q_PROPERTY(QVariantList seatColours READ seatColours NOTIFY seatColoursChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY seatNamesChanged)
    // At the end, by seat: the rounds a bot played for the seat's absent person ("rounds
    // 6–11"), "" where its person played throughout.
    Q_PROPERTY(QStringList standIns READ standIns NOTIFY standInsChanged)
    // Hot seat: the person the curtain waits for (the table behind it shows only what everyone
    // may know); "" when there is no curtain.
    Q_PROPERTY(QString curtain READ curtain NOTIFY curtainChanged)

  public:
    enum class Phase { Setup, Draft, Emissaries, Actions, Over };
    Q_ENUM(Phase)
    // Where a gesture was made, so that a refusal shows there.
    enum class Place { Strip, Draft, Offer, Hand, City, Choice, Controls };
    Q_ENUM(Place)

    explicit GameModel(QObject* parent = nullptr);

    // Forgets the game shown (a new one begins) and says who sits at this screen.
    void reset(Audience audience);
    // The people at this screen change (a LAN seat taken): the view shown follows.
    void setAudience(Audience audience);
    const Audience& audience() const { return audience_; }
    // The session whose view to show (hot seat switches it); not owned.
    void setSession(net::ClientSession* session);
    // A still view without a session (a replay's step): `view` and the whole log up to it,
    // already redacted for its viewer. Nothing is playable and no gesture submits anything;
    // the city shown stays the one chosen (showCity) from one still to the next.
    // The seat's player is away while a bot plays for them (the app hosts in the background):
    // the model follows the game but takes no decision and begins no turn until they are back.
    void setAway(bool away);
    // `scores`: the score changes each event's line tells (score_trace.h), by event.
    void showStill(const PlayerView& view, const EventLog& log,
                   const std::vector<net::Actor>& by = {},
                   const std::vector<std::vector<ScoreChange>>& scores = {});
    net::ClientSession* session() const { return session_; }
    // The names, colours and kinds of the seats, as the host's lobby says.
    void setSeats(std::vector<SeatInfo> seats);
    // Milliseconds each update stays before the next one shows, when another seat acted.
    void setPace(int ms) { feed_.setPace(ms); }
    void setAssisted(bool on);
    // Assisted play may also place the round's last emissary (where one sensible space is left).
    void setAssistLastEmissary(bool on) { assistLastEmissary_ = on; }
    // Updates waiting to be shown (0: the model shows the latest view).
    int pending() const { return feed_.pending(); }
    // The view the table shows: the session's, or only what everyone knows when the people at
    // this screen may not all see it (hot seat, between turns).
    const std::optional<PlayerView>& view() const { return view_; }
    // A line of chat: in the log at once, after the moves the host had sent before it.
    void appendChat(int seat, const QString& name, const QString& text, bool unread);
    // What happened at the table (a person dropped or is back, a bot stands in), the same way.
    void appendNote(int seat, net::NoteKind kind);
    // The actions offered now (legal, filtered by assisted play).
    const ActionList& choices() const { return choices_; }
    // The legal actions the host sent for the view shown.
    const std::vector<Action>& legal() const { return legal_; }
    // The action a hint names glows on the table (nullopt: none).
    // `played`: the look back's move played at the moment shown (its space, card or cell
    // marked beside the better one); one projection for all three.
    void setHinted(const std::optional<Action>& action, const std::vector<int>& seats = {},
                   const std::optional<Action>& played = std::nullopt);

    bool ready() const { return view_.has_value(); }
    int viewer() const { return view_ ? view_->viewer : -1; }
    int round() const { return view_ ? view_->round : 0; }
    int rounds() const { return view_ ? view_->rounds : 0; }
    Phase phase() const;
    int toAct() const { return view_ ? view_->toAct : -1; }
    bool yourTurn() const;
    QString status() const;
    QString hint() const;
    PlayersModel* players() { return &players_; }
    StripModel* strip() { return &strip_; }
    CardListModel* offer() { return &offer_; }
    CardListModel* draftPack() { return &draftPack_; }
    CardListModel* hand() { return &hand_; }
    CardListModel* drawn() { return &drawn_; }
    CardListModel* putBack() { return &putBack_; }
    CityModel* city() { return &city_; }
    LogModel* log() { return &log_; }
    ScoreModel* scores() { return &scores_; }
    Feed* feed() { return &feed_; }
    HintRequest* hints() { return &hints_; }
    Outbox* outbox() { return &outbox_; }
    MoveClock* clock() { return &clock_; }
    QVariantList decks() const;
    QVariantList openInfluence() const;
    QVariantList influenceInDeck() const;
    QStringList stripsToCome() const;
    int bricks() const { return ownTurn() ? view_->turn.bricksLeft() : 0; }
    int cogs() const { return ownTurn() ? view_->turn.cogsLeft() : 0; }
    int brickTokens() const;
    int coins() const;
    int selectedCard() const { return selection_.hand; }
    bool canProduce() const { return choices_.contains(Action::produce()); }
    QString produceText() const;
    bool canEndTurn() const { return choices_.contains(Action::pass()); }
    bool endingEarly() const;
    bool canUndo() const { return yourTurn() && undoable_ > 0; }
    QVariantList deckChoices() const;
    bool keeping() const;
    int kept() const { return selection_.kept; }
    int picked() const { return selection_.picked; }
    int shownSeat() const;
    QList<int> hintedSeats() const;
    bool over() const { return over_; }
    QVariantList winners() const;
    QVariantList seatColours() const;
    QStringList seatNames() const;
    QString curtain() const;
    QStringList standIns() const;

    // The person the curtain waits for lifts it: curtainLifted() asks for their session.
    Q_INVOKABLE void liftCurtain();
    Q_INVOKABLE void select(int handIndex);
    // Keyboard (game_model_keys.cpp): the next (step 1) or previous (-1) of the cards to act
    // on (those of the decision at hand: the offer, the draft, a school's; then the playable
    // hand cards); the nearest space the selected card may go on in a direction (dx, dy: the
    // arrows, rows down; the city's cursor), or a card going back under a school moved later or
    // earlier; Enter: choose the card picked, or build the selected one at the cursor (false:
    // nothing to do, the turn may end).
    Q_INVOKABLE void selectNext(int step);
    Q_INVOKABLE void moveCursor(int dx, int dy);
    Q_INVOKABLE bool confirm();
    Q_INVOKABLE void showCity(int seat);
    Q_INVOKABLE void placeEmissary(int space);
    // The key of a strip space (1-5): places the emissary there; at a hot-seat table it first
    // picks the space (Enter, or the same key again, places).
    Q_INVOKABLE void spaceKey(int space);
    Q_INVOKABLE void draft(int packIndex);
    Q_INVOKABLE void take(int offerIndex);
    // Builds the selected card; tokens -1: as many brick tokens as help (assisted play).
    Q_INVOKABLE void build(int x, int y, int tokens = -1);
    // The numbers of brick tokens the selected card may be built with at x, y.
    Q_INVOKABLE QVariantList tokenChoices(int x, int y) const;
    Q_INVOKABLE void produce();
    Q_INVOKABLE void endTurn();
    Q_INVOKABLE void undo();
    // `deck`: 1..4, as deckChoices numbers them.
    Q_INVOKABLE void chooseDeck(int deck);
    // A school's draw: keep this card; the others go back in the putBack order, which
    // movePutBack changes; confirmKeep sends the decision.
    Q_INVOKABLE void keep(int drawnIndex);
    Q_INVOKABLE void movePutBack(int from, int to);
    Q_INVOKABLE void confirmKeep();
    Q_INVOKABLE void retranslate();

  signals:
    // Each property's own, when its value changed (publish()).
    void readyChanged();
    void viewerChanged();
    void roundChanged();
    void roundsChanged();
    void phaseChanged();
    void toActChanged();
    void yourTurnChanged();
    void statusChanged();
    void hintChanged();
    void decksChanged();
    void openInfluenceChanged();
    void stripsToComeChanged();
    void influenceInDeckChanged();
    void bricksChanged();
    void cogsChanged();
    void brickTokensChanged();
    void coinsChanged();
    void selectedCardChanged();
    void canProduceChanged();
    void produceTextChanged();
    void canEndTurnChanged();
    void endingEarlyChanged();
    void canUndoChanged();
    void deckChoicesChanged();
    void keepingChanged();
    void keptChanged();
    void pickedChanged();
    void shownSeatChanged();
    void hintedSeatsChanged();
    void overChanged();
    void winnersChanged();
    void seatColoursChanged();
    void seatNamesChanged();
    void standInsChanged();
    void curtainChanged();
    // After anything the model shows may have changed (for C++ watchers).
    void updated();
    // Hot seat: the person at `seat` lifted the curtain; their session should show.
    void curtainLifted(int seat);
    // It has become this viewer's turn (for the window alert).
    void turnBegan();
    // The end of the game, once it shows.
    void gameEnded();
    // An action of the viewer's was sent to the host (`automatic`: assisted play chose it).
    void submitted(const cor::Action& action, bool automatic);
    // A refusal, translated, to show where the gesture was made.
    void refused(const QString& reason, cor::app::GameModel::Place place);

  private:
    void enqueue();
    void apply(const Update& update);
    // view_, legal_ and undoable_ from the update received, as the audience may see it.
    void present();
    void refreshChoices();
    void refreshModels();
    // Sends `action` when it is legal; otherwise asks the host, whose refusal shows at `place`.
    void attempt(const Action& action, Place place);
    void submit(const Action& action, bool automatic = false);
    void refuse(const QString& reason, Place place);
    // Why assisted play does not offer `action`, legal as it is.
    QString notOfferedText(const Action& action) const;
    // What a click on the viewer's city at x, y needs with no card selected, or why nothing can
    // be built now; "" where it needs nothing (a building).
    QString noCardText(int x, int y) const;
    void decideIfOnlyChoice();
    // Assisted play may take `only`, the one choice left: where the rules leave one, or one
    // sensible choice of a kind the player lets it take.
    bool mayDecideFor(const Action& only) const;
    void onFeedIdle();
    // The audience follows the view shown (`settled`: nothing more is on its way).
    void followAudience(bool settled);
    void finishGame();
    // Announces the properties whose values changed, then updated().
    void publish();
    // The score pad of the game's end: `sheets` with the tie-breakers of the view shown.
    void fillScorePad(const std::vector<ScoreSheet>& sheets);
    // The viewer's turn is the one in progress (its bricks and cogs are the viewer's).
    bool ownTurn() const;
    std::optional<Card> selectedCardId() const;
    std::vector<DeckId> schoolDecks() const;
    int viewerSeat() const { return view_ ? view_->viewer : -1; }
    // The seat's name as the lobby or the game's setup says it; "" for none.
    QString seatName(int seat) const;

    // By property index: the value publish() last said (first: the members after it may
    // publish as they go).
    std::vector<QVariant> announced_;
    QPointer<net::ClientSession> session_;
    std::vector<SeatInfo> seats_;
    Audience audience_;
    TableMarks marks_;               // of the game that ended
    std::optional<Update> received_; // the session's latest update, as it came
    std::optional<PlayerView> view_;
    std::vector<Action> legal_;
    ActionList choices_;
    int undoable_ = 0;
    bool assisted_ = true;
    bool assistLastEmissary_ = false;
    bool still_ = false; // showStill: nobody plays
    bool away_ = false;  // setAway: a bot plays for the seat's player
    bool over_ = false;
    bool endPending_ = false;
    Place lastPlace_ = Place::Controls; // where the last gesture sent to the host was made
    Selection selection_;
    QTimer assist_; // assisted play acts after a moment, so that it is seen

    PlayersModel players_;
    StripModel strip_;
    CardListModel offer_;
    CardListModel draftPack_;
    CardListModel hand_;
    CardListModel drawn_;
    CardListModel putBack_;
    CityModel city_;
    LogModel log_;
    ScoreModel scores_;
    Feed feed_;
    Outbox outbox_;
    MoveClock clock_;
    std::optional<net::History> toRecall_; // a (re)joined seat's history, for its story
    HintRequest hints_{*this};             // last: it watches the others
};

} // namespace cor::app
