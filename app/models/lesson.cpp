#include "app/models/lesson.h"

#include "app/models/table_projection.h"
#include "engine/cards.h"

#include <algorithm>
#include <bit>

namespace cor::app {
namespace {

bool residential(Card card) {
    return residenceValue(card) > 0 && !isStartingBuilding(card);
}

// Where a card the lesson is about lies in sight: its card in the offer, else the hand.
QString whereIs(const PlayerView& view, bool (*kind)(Card)) {
    for (int i = 0; i < view.offerSize; ++i) {
        const Card card = view.offer[static_cast<std::size_t>(i)];
        if (kind(card)) {
            const std::string_view id = cardId(card);
            return QStringLiteral("offer-") +
                   QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
        }
    }
    const PlayerPublicView& own = view.players[static_cast<std::size_t>(view.viewer)];
    for (int i = 0; i < own.handSize; ++i) {
        const Card card = own.hand[static_cast<std::size_t>(i)].card;
        if (card != Card::None && kind(card)) {
            return QStringLiteral("hand");
        }
    }
    return {};
}

bool publicBuilding(Card card) {
    return isPublic(card);
}

// The cell of the viewer's city where a building of `kind` stands, by the name the city's cell
// has on screen ("cell-SEAT-X-Y"); "" for none.
QString cellOf(const PlayerView& view, bool (*kind)(const City&, int)) {
    const City& city = view.players[static_cast<std::size_t>(view.viewer)].city;
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        if (kind(city, i)) {
            return QStringLiteral("cell-%1-%2-%3")
                .arg(static_cast<int>(view.viewer))
                .arg(cellX(i))
                .arg(cellY(i));
        }
    }
    return {};
}

bool productionAt(const City& city, int cell) {
    return isProduction(city.cells[static_cast<std::size_t>(cell)]);
}

bool brickTokenAt(const City& city, int cell) {
    return (city.brickTokens & bit(cell)) != 0;
}

bool shrineAt(const City& city, int cell) {
    return city.cells[static_cast<std::size_t>(cell)] == Card::Shrine;
}

bool buildsShrine(const ActionList& choices) {
    return std::any_of(choices.begin(), choices.end(), [](const Action& action) {
        return action.kind == ActionKind::Build && action.card == Card::Shrine;
    });
}

bool ownEmissaryOnStrip(const PlayerView& view) {
    return std::find(view.emissaries.begin(), view.emissaries.end(), view.viewer) !=
           view.emissaries.end();
}

} // namespace

Lesson::Lesson(GameModel& game, QObject* parent) : QObject(parent), game_(game) {
    connect(&game_, &GameModel::updated, this, &Lesson::refresh);
    connect(game_.feed(), &Feed::becameIdle, this, &Lesson::refresh);
    connect(game_.feed(), &Feed::bannerChanged, this, &Lesson::refresh);
    // The player's own move of the kind the lesson waits for ends it.
    connect(&game_, &GameModel::submitted, this, [this](const Action& action, bool automatic) {
        if (!automatic && current_ && waitsFor() != Wait::Acknowledge) {
            const Wait made = action.kind == ActionKind::Draft     ? Wait::Draft
                              : action.kind == ActionKind::Place   ? Wait::Place
                              : action.kind == ActionKind::Take    ? Wait::Take
                              : action.kind == ActionKind::Build   ? Wait::Build
                              : action.kind == ActionKind::Produce ? Wait::Produce
                              : action.kind == ActionKind::School  ? Wait::School
                                                                   : Wait::Acknowledge;
            if (made == waitsFor()) {
                finish();
            }
        }
    });
}

void Lesson::begin(bool on) {
    on_ = on;
    given_.reset();
    current_.reset();
    emit changed();
    refresh();
}

void Lesson::acknowledge() {
    if (current_ && waitsFor() == Wait::Acknowledge) {
        finish();
    }
}

void Lesson::skip() {
    on_ = false;
    current_.reset();
    emit changed();
}

void Lesson::finish() {
    given_.set(static_cast<std::size_t>(*current_));
    current_.reset();
    emit changed();
    refresh();
}

bool Lesson::due(Topic topic) const {
    const std::optional<PlayerView>& view = game_.view();
    const ActionList& choices = game_.choices();
    switch (topic) {
    case Topic::Draft:
        return offers(choices, ActionKind::Draft);
    case Topic::Emissaries:
        return offers(choices, ActionKind::Place) && !ownEmissaryOnStrip(*view);
    case Topic::TwoPlayers:
        // The second emissary of a 2-player game.
        return view->playerCount == 2 && offers(choices, ActionKind::Place) &&
               ownEmissaryOnStrip(*view);
    case Topic::TurnOrder:
        return view->phase == Phase::Actions;
    case Topic::Take:
        return offers(choices, ActionKind::Take);
    case Topic::Build:
        return offers(choices, ActionKind::Build);
    case Topic::Public:
        return view->phase == Phase::Actions && !whereIs(*view, publicBuilding).isEmpty();
    case Topic::Farms:
        return view->phase == Phase::Actions && !cellOf(*view, productionAt).isEmpty() &&
               view->turn.took;
    case Topic::BrickTokens:
        return view->phase == Phase::Actions && !cellOf(*view, brickTokenAt).isEmpty();
    case Topic::School:
        return offers(choices, ActionKind::School);
    case Topic::Shrine:
        // Not with the first build, which has a lesson of its own (and may have been the
        // Shrine's: then the lesson is about the one built).
        return given_.test(static_cast<std::size_t>(Topic::Build)) &&
               view->phase == Phase::Actions &&
               (buildsShrine(choices) || !cellOf(*view, shrineAt).isEmpty());
    case Topic::Residential:
        return view->phase == Phase::Actions && !whereIs(*view, residential).isEmpty();
    case Topic::Temple:
        return view->phase == Phase::Actions && !whereIs(*view, isTemple).isEmpty();
    case Topic::Aqueduct:
        return view->phase == Phase::Actions && !whereIs(*view, isAqueduct).isEmpty();
    case Topic::Produce:
        return offers(choices, ActionKind::Produce);
    case Topic::Influence:
        return view->openInfluence != 0 && view->phase != Phase::Draft;
    case Topic::LastRound:
        return view->round == view->rounds && view->phase != Phase::Draft;
    }
    return false;
}

void Lesson::refresh() {
    std::optional<Topic> next;
    // A lesson speaks only to the player whose turn it is, once the table has settled and no
    // banner holds it.
    if (on_ && game_.view() && game_.yourTurn() && game_.pending() == 0 &&
        !game_.feed()->bannerShown() && game_.curtain().isEmpty()) {
        for (int i = 0; i < kTopics && !next; ++i) {
            const auto topic = static_cast<Topic>(i);
            if (!given_.test(static_cast<std::size_t>(i)) && due(topic)) {
                next = topic;
            }
        }
    }
    if (next != current_) {
        current_ = next;
        emit changed();
    }
}

Lesson::Wait Lesson::waitsFor() const {
    switch (current_.value_or(Topic::Residential)) {
    case Topic::Draft:
        return Wait::Draft;
    case Topic::Emissaries:
    case Topic::TwoPlayers:
        return Wait::Place;
    case Topic::Take:
        return Wait::Take;
    case Topic::Build:
        return Wait::Build;
    case Topic::Produce:
        return Wait::Produce;
    case Topic::School:
        return Wait::School;
    case Topic::TurnOrder:
    case Topic::Shrine:
    case Topic::Public:
    case Topic::Farms:
    case Topic::BrickTokens:
    case Topic::Residential:
    case Topic::Temple:
    case Topic::Aqueduct:
    case Topic::Influence:
    case Topic::LastRound:
        break;
    }
    return Wait::Acknowledge;
}

QString Lesson::target() const {
    if (!current_) {
        return {};
    }
    const PlayerView& view = *game_.view();
    switch (*current_) {
    case Topic::Draft:
        return QStringLiteral("choiceSheet");
    case Topic::Emissaries:
    case Topic::TwoPlayers:
        return QStringLiteral("actionStrip");
    case Topic::Take:
        return QStringLiteral("offerPanel");
    case Topic::Build:
        return QStringLiteral("hand");
    case Topic::Shrine:
        return buildsShrine(game_.choices()) ? QStringLiteral("hand") : cellOf(view, shrineAt);
    case Topic::TurnOrder:
        return QStringLiteral("actionStrip");
    case Topic::Residential:
        return whereIs(view, residential);
    case Topic::Public:
        return whereIs(view, publicBuilding);
    case Topic::Farms:
        return cellOf(view, productionAt);
    case Topic::BrickTokens:
        return cellOf(view, brickTokenAt);
    case Topic::School:
        return QStringLiteral("choiceSheet");
    case Topic::Temple:
        return whereIs(view, isTemple);
    case Topic::Aqueduct:
        return whereIs(view, isAqueduct);
    case Topic::Produce:
        return QStringLiteral("produceButton");
    case Topic::Influence:
        return QStringLiteral("influenceOpen");
    case Topic::LastRound:
        return QStringLiteral("panel-%1").arg(static_cast<int>(view.viewer));
    }
    return {};
}

QString Lesson::text() const {
    if (!current_) {
        return {};
    }
    switch (*current_) {
    case Topic::Draft:
        //: Learn to play. Rulebook terms (German: Handkartenwahl, Handkarte).
        return tr("The setup draft: before the first round, each player keeps one of the cards "
                  "handed round for their hand and passes the rest on. Click the card you "
                  "want to keep.");
    case Topic::Emissaries:
        //: Learn to play. Rulebook terms (German: Baumeister, Aktionsstreifen, Kaiser, Angebot,
        //: Baupunkte, Produktionspunkte).
        return tr("Place your emissary on a free space of the action strip. The nearer the "
                  "emperor, the earlier you choose a card from the offer; the farther away, the "
                  "more bricks and cogs you get: those of every space from the emperor up to "
                  "yours. Click a glowing space.");
    case Topic::TwoPlayers:
        //: Learn to play: the 2-player rule (German: Spiel zu zweit, Baumeister, Zug).
        return tr("In a 2-player game each player has two emissaries, placed in turn: first "
                  "player, second player, first, second. Each emissary is a turn of its own; "
                  "bricks and cogs never carry over from one to the other. Place your second "
                  "emissary.");
    case Topic::Take:
        //: Learn to play (German: Gebäudekarte aus dem Angebot wählen).
        return tr("Your turn. First you take one building card from the offer into your hand: "
                  "click a glowing card.");
    case Topic::Build:
        //: Learn to play (German: Bauen, Produktion, Baupunkte, Geld).
        return tr("Now you may build once and produce once, in either order. To build, select "
                  "a card in your hand: the spaces of your city where it may go glow, with "
                  "their price. A building costs bricks; each brick you lack costs 2 coins. "
                  "Click a glowing space.");
    case Topic::TurnOrder:
        //: Learn to play (German: Baumeister, Aktionsstreifen, Kaiser, Startspieler).
        return tr("The turns of the round go along the action strip: the emissary nearest the "
                  "emperor acts first, then the next one outward, whoever placed first. The "
                  "first player only places first.");
    case Topic::Public:
        //: Learn to play (German: öffentliche Gebäude, Farbe, Wohngebiet, Nachbar, Geld,
        //: Einflussmarker).
        return tr("A public building. When you build it, it gives you something for each "
                  "building next to it (coins, influence tokens, cards or point tokens, as the "
                  "card says). At the final scoring it counts for every residential area next "
                  "to it: an area scores the sum of its values times the number of different "
                  "colours of public buildings next to it.");
    case Topic::Farms:
        //: Learn to play (German: Produktionsgebäude, Gemüsehof, Getreidehof, Schafhof,
        //: Weinberg, Baupunktmarker, Geld, Einflussmarker).
        return tr("A production building. When you produce, each one gives what it shows: a "
                  "vegetable farm 1 coin, a grain farm a brick token (one at most on it), a "
                  "sheep farm 1 influence token, a vineyard 1 coin and a brick token. Every "
                  "city starts with a vegetable farm.");
    case Topic::BrickTokens:
        //: Learn to play (German: Baupunktmarker, Baupunkt).
        return tr("A brick token lies on your farm. It stands for 1 brick on any later build, "
                  "in this turn too; a farm holds one at most, so use it before you produce "
                  "again.");
    case Topic::School:
        //: Learn to play (German: Schule, Universität, Stapel, Karten ziehen).
        return tr("Your school draws cards for the buildings next to it, as the card says. "
                  "Choose the deck to draw from, then keep one card and put the others back "
                  "under the deck in the order you like.");
    case Topic::Shrine:
        //: Learn to play: the Shrine mini-expansion (German: Schrein, Mini-Erweiterung, Tempel,
        //: Baupunkte, Schlusswertung, waagerecht, senkrecht, angrenzend).
        return tr("This game is played with the Shrine, a mini-expansion: every player starts "
                  "with a Shrine in hand. It is a temple that costs no bricks (building it is "
                  "still your turn's one build). At the final scoring it scores 2 points for "
                  "each building next to it horizontally or vertically: it does best where your "
                  "city will surround it.");
    case Topic::Residential:
        //: Learn to play (German: Wohnhaus, Wohngebiet, öffentliche Gebäude, Schlusswertung).
        return tr("A residential building (value 2, 3 or 4). Residential buildings of the same "
                  "value connected horizontally or vertically form a residential area. At the "
                  "final scoring an area scores the sum of its values times the number of "
                  "different colours of public buildings next to it; with none next to it, "
                  "nothing.");
    case Topic::Temple:
        //: Learn to play (German: Tempel, Schlusswertung, Sterne, Einflussmarker).
        return tr("A temple. Each temple scores at the final scoring by its own condition "
                  "(point at the card for its rule). The stars on a card give you as many "
                  "influence tokens when you build it.");
    case Topic::Aqueduct:
        //: Learn to play (German: Aquädukt, Baupunkt, Reihe, Spalte, überbauen).
        return tr("An aqueduct. It costs 1 brick and may also be built over a building of your "
                  "city, but each row and each column may hold only one. At the final scoring "
                  "1 / 2 / 3 / 4 aqueducts give 4 / 12 / 24 / 40 points.");
    case Topic::Produce:
        //: Learn to play (German: Produktion, Produktionspunkte, Geld, Produktionsgebäude).
        return tr("Produce: with 2 cogs (each one you lack costs 1 coin) every production "
                  "building of your city produces once; the button says what you get. A farm "
                  "you build first produces too, so build before you produce when you can. Then "
                  "click Produce.");
    case Topic::Influence:
        //: Learn to play (German: Einflusswertungskarte, Einflussmarker, Einflusswertung).
        return tr("An influence card lies open. At the end of the round, the one player with "
                  "the most influence tokens takes every open influence card (its points count "
                  "at the end) and gives back all their tokens; a tie for the most leaves the "
                  "cards for a later round.");
    case Topic::LastRound:
        //: Learn to play (German: Schlusswertung, Wohngebiete, Siegpunkt, Einflussmarker,
        //: Einflusswertungskarten, Spielübersicht).
        return tr("The last round. Then the final scoring: residential areas, temples, "
                  "aqueducts, 1 point per coin, 1 per 2 influence tokens and your influence "
                  "cards. Your panel shows your score as it stands; point at it for its rows.");
    }
    return {};
}

} // namespace cor::app
