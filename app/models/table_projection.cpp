#include "app/models/table_projection.h"

#include "app/models/picking.h"
#include "engine/yields.h"

#include <algorithm>
#include <map>

namespace cor::app {

bool offers(const ActionList& choices, ActionKind kind) {
    return std::any_of(choices.begin(), choices.end(),
                       [kind](const Action& a) { return a.kind == kind; });
}

bool offered(const ActionList& choices, ActionKind kind, Card card) {
    return std::any_of(choices.begin(), choices.end(),
                       [&](const Action& a) { return a.kind == kind && a.card == card; });
}

namespace {

// Marks (`mark`: hinted or played) the first row of `cards` that `action` takes, keeps or
// builds, where it is of `kind` (a hand may hold a card twice).
void markCard(std::vector<CardEntry>& cards, const std::optional<Action>& action, ActionKind kind,
              bool CardEntry::*mark) {
    if (!action || action->kind != kind) {
        return;
    }
    const auto found = std::find_if(cards.begin(), cards.end(), [&](const CardEntry& e) {
        return e.card != Card::None && e.card == action->card;
    });
    if (found != cards.end()) {
        (*found).*mark = true;
    }
}

// Marks what the hint shown and the move played name among `cards`.
void markHinted(std::vector<CardEntry>& cards, const Selection& selection, ActionKind kind) {
    markCard(cards, selection.hinted, kind, &CardEntry::hinted);
    markCard(cards, selection.played, kind, &CardEntry::played);
}

std::vector<CardEntry> offerCards(const PlayerView& v, const ActionList& choices) {
    std::vector<CardEntry> cards;
    for (int i = 0; i < v.offerSize; ++i) {
        const Card card = v.offer[static_cast<std::size_t>(i)];
        cards.push_back(
            CardEntry{card, DeckId::I, true, offered(choices, ActionKind::Take, card), false});
    }
    return cards;
}

std::vector<CardEntry> draftCards(const PlayerView& v, const ActionList& choices) {
    std::vector<CardEntry> cards;
    if (v.viewer >= 0 && v.viewer == v.draftSeat) {
        for (int i = 0; i < v.draftPackSize; ++i) {
            const Card card = v.draftPack[static_cast<std::size_t>(i)];
            cards.push_back(CardEntry{card, DeckId::II, false,
                                      offered(choices, ActionKind::Draft, card), false});
        }
    }
    return cards;
}

std::vector<CardEntry> handCards(const PlayerView& v, const ActionList& choices, int selected) {
    std::vector<CardEntry> cards;
    if (v.viewer >= 0) {
        const PlayerPublicView& self = v.players[static_cast<std::size_t>(v.viewer)];
        for (int i = 0; i < self.handSize; ++i) {
            const ViewHandCard& h = self.hand[static_cast<std::size_t>(i)];
            cards.push_back(
                CardEntry{h.card, h.back, h.open, buildOffered(choices, h.card), i == selected});
        }
    }
    return cards;
}

// Where the selected card may go, by cell index: the build with the most brick tokens shows
// (brick tokens before coins).
std::map<int, BuildOption> buildOptions(const PlayerView& v, const ActionList& choices, Card card,
                                        const City& city, int coins) {
    std::map<int, BuildOption> options;
    for (const Action& a : choices) {
        if (a.kind != ActionKind::Build || a.card != card) {
            continue;
        }
        const int index = cellIndex(a.x, a.y);
        BuildOption& option = options[index];
        if (option.tokens <= a.amount) {
            option =
                BuildOption{a.amount, buildCoinCost(info(card).cost, v.turn.bricks, a.amount),
                            buildYield(city, card, index), buildPoints(city, card, index, coins)};
        }
    }
    return options;
}

} // namespace

int shownSeat(const PlayerView& view, const Selection& selection) {
    if (selection.shownSeat >= 0 && selection.shownSeat < view.playerCount) {
        return selection.shownSeat;
    }
    return view.viewer >= 0 ? view.viewer : std::max<int>(view.toAct, 0);
}

std::optional<Card> selectedCard(const PlayerView& view, const Selection& selection) {
    if (view.viewer < 0 || selection.hand < 0) {
        return std::nullopt;
    }
    const PlayerPublicView& self = view.players[static_cast<std::size_t>(view.viewer)];
    if (selection.hand >= self.handSize) {
        return std::nullopt;
    }
    return self.hand[static_cast<std::size_t>(selection.hand)].card;
}

bool buildOffered(const ActionList& choices, Card card) {
    return offered(choices, ActionKind::Build, card);
}

int keepChoices(const PlayerView& view, bool yourTurn) {
    return yourTurn && view.turn.schoolDeck >= 0 ? view.turn.drawnCount : 0;
}

void project(const PlayerView& v, const ActionList& choices, const std::vector<SeatInfo>& seats,
             bool yourTurn, Selection& selection, TableModels& models) {
    models.players.update(v, seats);

    unsigned placeable = 0;
    for (const Action& a : choices) {
        placeable |= a.kind == ActionKind::Place ? 1u << (a.amount - 1) : 0u;
    }
    const std::optional<Action>& hint = selection.hinted;
    const std::optional<Action>& played = selection.played;
    const PickList picking = pickList(v, choices, selection, yourTurn);
    models.strip.update(v.currentStrip(), v.emissaries, placeable,
                        hint && hint->kind == ActionKind::Place ? hint->amount : 0,
                        picking == PickList::Strip ? selection.picked + 1 : 0,
                        played && played->kind == ActionKind::Place ? played->amount : 0);
    std::vector<CardEntry> offer = offerCards(v, choices);
    markHinted(offer, selection, ActionKind::Take);
    std::vector<CardEntry> pack = draftCards(v, choices);
    markHinted(pack, selection, ActionKind::Draft);
    std::vector<CardEntry> hand = handCards(v, choices, selection.hand);
    markHinted(hand, selection, ActionKind::Build);

    std::vector<CardEntry> drawn;
    std::vector<CardEntry> back;
    if (keepChoices(v, yourTurn) > 0) {
        const auto deck = static_cast<DeckId>(std::max<int>(v.turn.schoolDeck, 1));
        for (int i = 0; i < v.turn.drawnCount; ++i) {
            drawn.push_back(CardEntry{v.turn.drawn[static_cast<std::size_t>(i)], deck, false, true,
                                      i == selection.kept});
        }
        for (Card card : selection.putBack) {
            back.push_back(CardEntry{card, deck, false, false, false});
        }
    }
    markHinted(drawn, selection, ActionKind::Keep);

    // The card the keyboard picked is lifted as a selected one.
    const auto markPicked = [&](std::vector<CardEntry>& cards, PickList list) {
        if (picking == list && selection.picked >= 0 &&
            selection.picked < static_cast<int>(cards.size())) {
            cards[static_cast<std::size_t>(selection.picked)].selected = true;
        }
    };
    markPicked(offer, PickList::Offer);
    markPicked(pack, PickList::Draft);
    markPicked(drawn, PickList::Drawn);
    markPicked(back, PickList::PutBack);
    models.offer.setCards(std::move(offer));
    models.draftPack.setCards(std::move(pack));
    models.hand.setCards(std::move(hand));
    models.drawn.setCards(std::move(drawn));
    models.putBack.setCards(std::move(back));

    // The viewer's own city, with its build options; the board shows another seat's city from
    // the players' models, so that looking from city to city builds nothing again. A spectator
    // has no city of their own.
    if (v.viewer < 0) {
        models.city.update(-1, City{}, {}, 0, -1);
        models.city.setCursor(-1);
        return;
    }
    const PlayerPublicView& player = v.players[static_cast<std::size_t>(v.viewer)];
    std::map<int, BuildOption> options;
    if (const auto card = selectedCard(v, selection)) {
        options = buildOptions(v, choices, *card, player.city, player.coins);
    }
    const bool buildHinted = hint && hint->kind == ActionKind::Build;
    const bool buildPlayed = played && played->kind == ActionKind::Build;
    models.city.update(v.viewer, player.city, options, player.coins,
                       buildHinted ? cellIndex(hint->x, hint->y) : -1,
                       buildPlayed ? cellIndex(played->x, played->y) : -1);
    if (!options.contains(selection.cursor)) {
        selection.cursor = options.empty() ? -1 : options.begin()->first;
    }
    models.city.setCursor(selection.cursor);
}

} // namespace cor::app
