#include "app/cli/hint_command.h"

#include "app/cli/args.h"
#include "app/cli/cli_error.h"
#include "app/cli/core_application.h"
#include "app/cli/json_input.h"
#include "app/cli/save_io.h"
#include "app/cli/why_json.h"
#include "app/models/hint_words.h"
#include "engine/action.h"
#include "engine/assist.h"
#include "engine/table.h"

#include <QCoreApplication>
#include <QTranslator>
#include <optional>
#include <ostream>

namespace cor::cli {

const char* const kHintUsage =
    "usage: cityofrome-cli hint FILE --step N [--lang en|de] [--no-assist] [--iterations K]\n"
    "\n"
    "The hint the app would give the seat to act after step N of a save file (N as replay\n"
    "--trace numbers steps), from that seat's own view only; deterministic.\n"
    "\n"
    "  --step N         the decision at the state of replay --trace's line N\n"
    "  --lang en|de     the language of \"text\" (default en)\n"
    "  --no-assist      choose among every legal action, not assisted play's offer\n"
    "  --iterations K   the search (default 20000, the app's)\n"
    "\n"
    "Prints one JSON object: {\"step\", \"seat\", \"round\", \"action\", \"offered\", \"line\",\n"
    "\"worth\", \"next_best\", \"reasons\": [{\"kind\", \"value\"}, ...], \"why\": [{\"kind\",\n"
    "...}, ...], \"text\"}; \"why\" gives the reasons that carried the decision (scores,\n"
    "denies, order, income, influence, cost, later), each with the figures it states.\n";

namespace {

const char* reasonKind(HintReasonKind kind) {
    switch (kind) {
    case HintReasonKind::Residential:
        return "residential";
    case HintReasonKind::Aqueducts:
        return "aqueducts";
    case HintReasonKind::Temples:
        return "temples";
    case HintReasonKind::Coins:
        return "coins";
    case HintReasonKind::BrickTokens:
        return "brick_tokens";
    case HintReasonKind::Influence:
        return "influence";
    case HintReasonKind::InfluenceLead:
        return "influence_lead";
    case HintReasonKind::Space:
        return "space";
    }
    return "";
}

// The state after step `step` of the record (step 0: after setup).
GameState stateAt(const GameRecord& record, int step) {
    std::optional<GameState> found;
    const Table::Loaded loaded =
        Table::load(record, [&](const GameState& state, int at, const Action*, int) {
            if (at == step) {
                found = state;
            }
        });
    if (loaded.failedAt >= 0 && loaded.failedAt < step) {
        throw Failure("the save file does not replay (cityofrome-cli replay names the action)");
    }
    if (!found) {
        throw Failure("the save file has no step " + std::to_string(step));
    }
    return *found;
}

// The hint's words in `language`: the app's own translations (an application object is made
// for them when there is none).
QString hintText(const Hint& hint, const std::string& language) {
    const auto application = coreApplicationIfNone();
    QTranslator translator;
    if (!translator.load(
            QStringLiteral(":/i18n/cityofrome_%1.qm").arg(QString::fromStdString(language)))) {
        throw Failure("the words of \"" + language + "\" are missing from this program");
    }
    QCoreApplication::installTranslator(&translator);
    const QString text = app::HintWords::line(hint);
    QCoreApplication::removeTranslator(&translator);
    return text;
}

} // namespace

int hintCommand(const std::vector<std::string>& args, std::ostream& out) {
    const ParsedArgs parsed = parseArgs(
        args, ArgSpec{{"--step", "--lang", "--iterations"}, {"--no-assist"}, 1, 1, "FILE"});
    if (parsed.help) {
        out << kHintUsage;
        return kExitOk;
    }
    if (!parsed.value("--step")) {
        throw InputError("missing --step N");
    }
    const int step =
        static_cast<int>(parseUnsigned(*parsed.value("--step"), "--step", 0, 10'000'000));
    const GameRecord record = [&] {
        try {
            return readSaveFile(parsed.positional[0]);
        } catch (const InputError& e) {
            throw Failure(e.what()); // the contract: a bad file is a failure (exit 1)
        }
    }();
    const std::string language = parsed.value("--lang").value_or("en");
    if (language != "en" && language != "de") {
        throw InputError("--lang must be en or de");
    }
    const int iterations = parsed.value("--iterations")
                               ? static_cast<int>(parseUnsigned(*parsed.value("--iterations"),
                                                                "--iterations", 1, 10'000'000))
                               : kHintIterations;
    const GameState state = stateAt(record, step);
    if (isOver(state)) {
        throw Failure("the game is over at step " + std::to_string(step));
    }
    const int seat = seatToAct(state);
    const PlayerView view = makeView(state, seat);
    ActionList legal;
    legalActions(state, legal);
    ActionList offered;
    if (parsed.has("--no-assist")) {
        offered = legal;
    } else {
        assistedChoices(view, legal, offered);
    }
    if (offered.size() < 2) {
        throw Failure("step " + std::to_string(step) + " has no decision to make");
    }
    const Hint hint = hintFor(view, offered, iterations);
    Json result = Json::object();
    result["step"] = step;
    result["seat"] = seat;
    result["round"] = static_cast<int>(view.round);
    result["action"] = toText(hint.action);
    Json offeredTexts = Json::array();
    for (const Action& a : offered) {
        offeredTexts.push_back(toText(a));
    }
    result["offered"] = std::move(offeredTexts);
    Json line = Json::array();
    for (const HintStep& s : hint.line) {
        line.push_back(toText(s.action));
    }
    result["line"] = std::move(line);
    result["worth"] = hint.worth();
    result["next_best"] = hint.nextBest ? Json(toText(*hint.nextBest)) : Json(nullptr);
    Json reasons = Json::array();
    for (int i = 0; i < hint.reasonCount; ++i) {
        const HintReason& r = hint.reasons[static_cast<std::size_t>(i)];
        Json reason = Json::object();
        reason["kind"] = reasonKind(r.kind);
        reason["value"] = r.value;
        if (r.kind == HintReasonKind::Residential || r.kind == HintReasonKind::Space) {
            reason["detail"] = r.detail; // the area's value; the space's cogs
        }
        reasons.push_back(std::move(reason));
    }
    result["reasons"] = std::move(reasons);
    result["why"] = whyToJson(hint.why);
    result["text"] = hintText(hint, language).toStdString();
    out << result.dump() << '\n';
    out.flush();
    return kExitOk;
}

} // namespace cor::cli
