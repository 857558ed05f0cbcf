#include "app/models/turn_texts.h"

#include "app/models/city_model.h"
#include "app/models/round_names.h"
#include "engine/yields.h"

#include <QRegularExpression>
#include <algorithm>

namespace cor::app {

QString TurnTexts::status(const PlayerView* view, bool yourTurn, const QString& actor) {
    if (view == nullptr) {
        return tr("The game is being set up…");
    }
    QStringList parts;
    switch (view->phase) {
    case Phase::Draft:
        parts << RoundNames::name(0);
        break;
    case Phase::Emissaries:
        parts << RoundNames::name(view->round, view->rounds) << tr("Emissaries");
        break;
    case Phase::Actions:
        parts << RoundNames::name(view->round, view->rounds) << tr("Actions");
        break;
    case Phase::Over:
        return tr("The game is over");
    }
    parts << (yourTurn ? tr("Your turn") : tr("%1 is to act").arg(actor));
    return parts.join(QStringLiteral(" · "));
}

QString TurnTexts::hint(const PlayerView& view, bool yourTurn, const ActionList& choices,
                        const Selection& selection) {
    if (!yourTurn) {
        return {};
    }
    const TurnState& turn = view.turn;
    switch (view.phase) {
    case Phase::Draft:
        return tr("Keep one of these cards; the others go on to the next player.");
    case Phase::Emissaries:
        return tr("Place your emissary on a free space of the action strip.");
    case Phase::Actions:
        break;
    case Phase::Over:
        return {};
    }
    if (turn.schoolPending()) {
        return turn.schoolDeck < 0
                   ? tr("Choose the deck to draw from.")
                   : tr("Keep one card; the others go back under the deck in the order shown.");
    }
    if (!turn.took && view.offerSize > 0) {
        return tr("Take a card from the offer.");
    }
    if (selection.hand >= 0) {
        return tr("Choose where to build it: the glowing spaces of your city.");
    }
    const bool build = std::any_of(choices.begin(), choices.end(),
                                   [](const Action& a) { return a.kind == ActionKind::Build; });
    const bool produce = choices.contains(Action::produce());
    if (build && produce) {
        return tr("Build (select a card in your hand), produce, or end your turn.");
    }
    if (build) {
        return tr("Build (select a card in your hand) or end your turn.");
    }
    if (produce) {
        return tr("Produce or end your turn.");
    }
    return tr("Nothing more to do: end your turn.");
}

QString TurnTexts::produce(const PlayerView& view, int cogs) {
    if (view.viewer < 0) {
        return {};
    }
    const Yield yield = produceYield(view.players[static_cast<std::size_t>(view.viewer)].city);
    const int price = producePrice(cogs);
    // "+1 brick token" stays on one line where the Produce button breaks its words.
    static const QRegularExpression amount(QStringLiteral("(\\+\\d+) "));
    QString text = yieldText(yield).replace(amount, QStringLiteral("\\1\u00A0"));
    if (price > 0) {
        text += (text.isEmpty() ? QString() : QStringLiteral(", ")) +
                tr("pay %n coin(s) for cogs", nullptr, price);
    }
    return text;
}

} // namespace cor::app
