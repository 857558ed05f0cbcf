#include "tests/app/play_support.h"

namespace cor::app::test {

std::vector<int> trueRows(QAbstractItemModel& model, const QByteArray& role) {
    const int key = model.roleNames().key(role);
    std::vector<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.data(model.index(row, 0), key).toBool()) {
            rows.push_back(row);
        }
    }
    return rows;
}

void act(GameModel& game, std::uint32_t& acted) {
    const auto& view = game.view();
    if (!game.yourTurn() || game.pending() > 0 || !view || view->stateId == acted) {
        return;
    }
    acted = view->stateId;
    if (const auto pack = trueRows(*game.draftPack(), "playable"); !pack.empty()) {
        game.draft(pack.front());
    } else if (const auto spaces = trueRows(*game.strip(), "placeable"); !spaces.empty()) {
        game.placeEmissary(spaces.back() + 1);
    } else if (!game.deckChoices().isEmpty()) {
        game.chooseDeck(game.deckChoices().front());
    } else if (game.keeping()) {
        game.keep(0);
        game.confirmKeep();
    } else if (const auto offer = trueRows(*game.offer(), "playable"); !offer.empty()) {
        game.take(offer.front());
    } else if (const auto hand = trueRows(*game.hand(), "playable"); !hand.empty()) {
        game.select(hand.front());
        game.moveCursor(1);
        game.buildAtCursor();
    } else if (game.canProduce()) {
        game.produce();
    } else if (game.canEndTurn()) {
        game.endTurn();
    }
}

} // namespace cor::app::test
