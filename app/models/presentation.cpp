#include "app/models/presentation.h"

#include "app/models/card_list_model.h"
#include "app/models/card_texts.h"
#include "app/models/city_model.h"
#include "app/models/log_model.h"
#include "app/models/strip_model.h"

#include <algorithm>

namespace cor::app {
namespace {

bool isGain(EventKind kind) {
    return kind == EventKind::CoinsGained || kind == EventKind::InfluenceGained ||
           kind == EventKind::BrickTokenPlaced || kind == EventKind::PointTokensPlaced;
}

// Events that say what a seat did (the rest either add to it or happen by themselves).
bool isDeed(EventKind kind) {
    switch (kind) {
    case EventKind::DraftPicked:
    case EventKind::EmissaryPlaced:
    case EventKind::CardTaken:
    case EventKind::Built:
    case EventKind::Produced:
    case EventKind::SchoolDeckChosen:
    case EventKind::SchoolKept:
    case EventKind::TurnEnded:
        return true;
    default:
        return false;
    }
}

// Adds a gain event to the yield it is part of.
void addGain(Yield& yield, const Event& e) {
    switch (e.kind) {
    case EventKind::CoinsGained:
        yield.coins += e.value;
        break;
    case EventKind::InfluenceGained:
        yield.influence += e.value;
        break;
    case EventKind::BrickTokenPlaced:
        yield.brickTokens += 1;
        break;
    case EventKind::PointTokensPlaced:
        yield.pointTokens += e.value;
        break;
    default:
        break;
    }
}

Presented& banner(std::vector<Presented>& out, Presented::Kind kind) {
    if (out.empty() || out.back().kind != kind) {
        Presented item;
        item.kind = kind;
        out.push_back(std::move(item));
    }
    return out.back();
}

} // namespace

QString standInName(const QString& name) {
    //: A move a bot made for the absent person of this seat
    return Presentation::tr("%1 (bot)").arg(name);
}

std::vector<Presented> present(const EventLog& events, int rounds, const NameOf& nameOf) {
    std::vector<Presented> out;
    int deed = -1; // the action the gains that follow belong to
    Yield gains;
    QStringList revealed;
    EventLog revealEvents;
    const auto closeDeed = [&] {
        if (const QString gained = yieldText(gains); deed >= 0 && !gained.isEmpty()) {
            Presented& action = out[static_cast<std::size_t>(deed)];
            //: An action and what it gave: "Livia builds Market: +3 coins"
            action.title = Presentation::tr("%1: %2").arg(action.title, gained);
            action.gained = gained;
            action.coinsGained = gains.coins;
        }
        deed = -1;
        gains = {};
    };
    // The cards a round adds to the offer join its banner (where a continued game's history
    // holds many rounds, each its own).
    const auto closeOffer = [&] {
        if (revealed.isEmpty()) {
            return;
        }
        const auto round = std::find_if(out.rbegin(), out.rend(), [](const Presented& item) {
            return item.kind == Presented::Kind::RoundStart;
        });
        Presented& banner =
            round != out.rend() ? *round : ::cor::app::banner(out, Presented::Kind::RoundStart);
        //: The cards a new round adds to the offer
        banner.lines.prepend(
            Presentation::tr("New in the offer: %1").arg(revealed.join(QStringLiteral(", "))));
        banner.events.insert(banner.events.end(), revealEvents.begin(), revealEvents.end());
        revealed.clear();
        revealEvents.clear();
    };
    for (const Event& e : events) {
        if (isDeed(e.kind)) {
            closeDeed();
            Presented action;
            action.seat = e.seat;
            action.title = LogModel::eventText(e, nameOf(e.seat));
            action.event = e.kind;
            action.card = e.card;
            action.x = e.x;
            action.y = e.y;
            action.space = e.kind == EventKind::EmissaryPlaced ? e.value : 0;
            action.events = {e};
            out.push_back(std::move(action));
            deed = static_cast<int>(out.size()) - 1;
        } else if (isGain(e.kind)) {
            addGain(gains, e);
            if (deed >= 0) {
                out[static_cast<std::size_t>(deed)].events.push_back(e);
            }
        } else if (e.kind == EventKind::RoundStarted) {
            closeDeed();
            closeOffer();
            Presented& round = banner(out, Presented::Kind::RoundStart);
            round.events.push_back(e);
            round.title =
                e.value >= rounds
                    //: The banner of the game's last round
                    ? Presentation::tr("Last round: round %1 of %2").arg(e.value).arg(rounds)
                    : Presentation::tr("Round %1 of %2").arg(e.value).arg(rounds);
            //: The banner of a new round: its action strip from the emperor's end, ▰ bricks, ⚙ cogs
            round.lines.prepend(Presentation::tr("Action strip: %1")
                                    .arg(stripText(static_cast<std::uint8_t>(e.amount))));
        } else if (e.kind == EventKind::CardRevealed) {
            revealed << cardTexts(e.card).name;
            revealEvents.push_back(e);
        } else if (e.kind == EventKind::InfluenceRevealed) {
            Presented& round = banner(out, Presented::Kind::RoundStart);
            round.lines << Presentation::tr("Influence card %1 comes up").arg(e.value);
            round.events.push_back(e);
        } else if (e.kind == EventKind::InfluenceAwarded ||
                   e.kind == EventKind::InfluencePostponed) {
            closeDeed();
            Presented& scoring = banner(out, Presented::Kind::InfluenceScoring);
            scoring.title = Presentation::tr("Influence scoring");
            scoring.seat = e.seat;
            scoring.lines << LogModel::eventText(e, nameOf(e.seat));
            scoring.events.push_back(e);
        } else if (e.kind == EventKind::GameEnded) {
            closeDeed();
            Presented& end = banner(out, Presented::Kind::GameEnd);
            end.title = Presentation::tr("Final scoring");
            end.events.push_back(e);
        }
    }
    closeDeed();
    closeOffer();
    return out;
}

} // namespace cor::app
