#include "app/models/hint_words.h"

#include "app/models/card_list_model.h"

#include <QStringList>

namespace cor::app {

QString HintWords::line(const Hint& hint) {
    QStringList reasons;
    for (int i = 0; i < hint.reasonCount; ++i) {
        reasons << reason(hint.reasons[static_cast<std::size_t>(i)]);
    }
    if (reasons.isEmpty()) {
        return deed(hint.action);
    }
    //: A hint: %1 what to do, %2 why ("Take Market: +3 coins now; keeps the lead in influence")
    return tr("%1: %2").arg(deed(hint.action), reasons.join(QStringLiteral("; ")));
}

QString HintWords::deed(const Action& action) {
    switch (action.kind) {
    case ActionKind::Place:
        return tr("Place your emissary on space %1").arg(action.amount);
    case ActionKind::Draft:
        //: The setup draft: the card to keep in hand
        return tr("Keep %1").arg(faceName(action.card));
    case ActionKind::Take:
        return tr("Take %1").arg(faceName(action.card));
    case ActionKind::Build:
        return tr("Build %1 on the glowing space").arg(faceName(action.card));
    case ActionKind::Produce:
        return tr("Produce");
    case ActionKind::Pass:
        return tr("End your turn");
    case ActionKind::School:
        return tr("Draw from deck %1").arg(deckText(static_cast<DeckId>(action.amount)));
    case ActionKind::Keep:
        //: A school's draw: the card to keep
        return tr("Keep %1").arg(faceName(action.card));
    }
    return {};
}

QString HintWords::reason(const HintReason& r) {
    switch (r.kind) {
    case HintReasonKind::Residential:
        //: Points a build adds to the score pad's rows of residential areas; %1 the area's value
        return tr("+%n point(s) in your value-%1 residential area", "", r.value).arg(r.detail);
    case HintReasonKind::Aqueducts:
        return tr("+%n point(s) for your aqueducts", "", r.value);
    case HintReasonKind::Temples:
        return tr("+%n point(s) for your temples", "", r.value);
    case HintReasonKind::Coins:
        return tr("+%n coin(s) now", "", r.value);
    case HintReasonKind::BrickTokens:
        return tr("+%n brick token(s)", "", r.value);
    case HintReasonKind::Influence:
        return tr("+%n influence token(s)", "", r.value);
    case HintReasonKind::InfluenceLead:
        //: Gaining influence tokens gives the player the most at the table
        return tr("+%n influence token(s): the most at the table", "", r.value);
    case HintReasonKind::Card:
        // The deed names the card already.
        //: Why take or keep a card now: "Take Market: to build on a later turn"
        return tr("to build on a later turn");
    case HintReasonKind::Space:
        //: What an emissary space gives this round: "2 bricks and 1 cog for your turn"
        return tr("%1 and %2 for your turn")
            .arg(tr("%n brick(s)", "", r.value), tr("%n cog(s)", "", r.detail));
    }
    return {};
}

} // namespace cor::app
