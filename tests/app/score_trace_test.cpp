// A score you can read (issue 27): every change of a player's score in a game — the engine's
// score sheet total, as the panel shows it — is told in the log on the line of the move that
// made it, with by how much, the score it came to, and the sheet's rows that changed; in a
// replay of a scripted game (checked against the engine, move by move) and in a game watched
// live (which tells the same as its replay).
#include "app/models/local_game.h"
#include "app/models/replay_model.h"
#include "app/models/settings.h"
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "tests/net/net_test_support.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

// A score change as a log line tells it: "+1 point, now 17: coins +1" (without the English
// plural forms loaded: "point(s)").
const QRegularExpression
    kChange(QStringLiteral("([+−])(\\d+) point(?:s|\\(s\\))?, now (\\d+): ([^·]*)"));

struct Told {
    int seat = -1;
    int points = 0;
    int total = 0;
    QString rows;
};

// A log line as the log shows it: the move, then what it changed in the scores.
QString shownLine(LogModel& log, int row) {
    const QString score = log.data(log.index(row), LogModel::ScoreRole).toString();
    return log.data(log.index(row), LogModel::TextRole).toString() +
           (score.isEmpty() ? QString() : QStringLiteral(" · ") + score);
}

// The score changes the log's rows [first, last) tell: on a seat's own line, or named.
std::vector<Told> toldIn(LogModel& log, int first, int last,
                         const std::function<QString(int)>& nameOf, int players) {
    std::vector<Told> told;
    for (int row = first; row < last; ++row) {
        const QString text = shownLine(log, row);
        const QStringList parts = text.split(QStringLiteral(" · "));
        for (qsizetype i = 1; i < parts.size(); ++i) {
            QString part = parts[i];
            int seat = log.data(log.index(row), LogModel::SeatRole).toInt();
            for (int other = 0; other < players; ++other) {
                if (!nameOf(other).isEmpty() &&
                    part.startsWith(nameOf(other) + QStringLiteral(": "))) {
                    seat = other;
                    part = part.mid(nameOf(other).size() + 2);
                }
            }
            const QRegularExpressionMatch match = kChange.match(part);
            if (match.hasMatch() && match.capturedStart() == 0) {
                const int points = match.captured(2).toInt();
                told.push_back(Told{seat,
                                    match.captured(1) == QStringLiteral("−") ? -points : points,
                                    match.captured(3).toInt(), match.captured(4).trimmed()});
            }
        }
    }
    return told;
}

TEST(ScoreTrace, EveryScoreChangeOfAScriptedGameIsToldOnItsMovesLines) {
    // The script: a whole 3-player game of random moves with the Shrine.
    Table table(GameSetup{.players = 3, .seed = 27, .shrine = true});
    std::vector<std::vector<ScoreSheet>> sheets{table.scores()};
    std::vector<std::size_t> events; // how many events each move made
    Rng rng(27);
    ActionList legal;
    while (!table.over()) {
        const int seat = table.toAct();
        table.legal(seat, legal);
        EventLog happened;
        ASSERT_EQ(table.submit(
                      seat,
                      legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))],
                      &happened),
                  ActionError::None);
        sheets.push_back(table.scores());
        events.push_back(happened.size());
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(saveText(table.record())));
    }
    ReplayModel replay;
    ASSERT_TRUE(replay.open(path)) << replay.error().toStdString();
    replay.stepTo(replay.steps());
    LogModel& log = *replay.game()->log();
    const auto nameOf = [&](int seat) { return replay.seatName(seat); };

    int row = 0;
    int changes = 0;
    for (std::size_t move = 0; move < events.size(); ++move) {
        const int next = row + static_cast<int>(events[move]);
        const std::vector<Told> told = toldIn(log, row, next, nameOf, 3);
        for (int seat = 0; seat < 3; ++seat) {
            SCOPED_TRACE("move " + std::to_string(move) + ", seat " + std::to_string(seat));
            const ScoreSheet& before = sheets[move][static_cast<std::size_t>(seat)];
            const ScoreSheet& after = sheets[move + 1][static_cast<std::size_t>(seat)];
            int score = before.total;
            QStringList rows;
            for (const Told& t : told) {
                if (t.seat == seat) {
                    score += t.points;
                    EXPECT_EQ(t.total, score) << "the score it came to";
                    rows << t.rows;
                }
            }
            EXPECT_EQ(score, after.total) << "by how much";
            changes += after.total != before.total ? 1 : 0;
            // Why: each row of the sheet that changed is named with its change.
            const auto expectRow = [&](int was, int is, const QString& name) {
                if (was != is && after.total != before.total) {
                    const QString change = (is > was ? QStringLiteral("+") : QStringLiteral("−")) +
                                           QString::number(std::abs(is - was));
                    EXPECT_TRUE(rows.join(QStringLiteral(", ")).contains(name + ' ' + change))
                        << name.toStdString() << ' ' << change.toStdString() << " in "
                        << rows.join(QStringLiteral(" | ")).toStdString();
                }
            };
            expectRow(before.residential2, after.residential2, "residential areas of value 2");
            expectRow(before.residential3, after.residential3, "residential areas of value 3");
            expectRow(before.residential4, after.residential4, "residential areas of value 4");
            expectRow(before.aqueducts, after.aqueducts, "aqueducts");
            expectRow(before.temples, after.temples, "temples");
            expectRow(before.coins, after.coins, "coins");
            expectRow(before.influenceTokens, after.influenceTokens, "influence tokens");
            expectRow(before.influenceCards, after.influenceCards, "influence cards");
        }
        row = next;
    }
    EXPECT_EQ(row, log.count());
    EXPECT_GT(changes, 20) << "a game whose scores move";
}

// The score changes the whole log tells, in order.
std::vector<QString> changesIn(LogModel& log) {
    std::vector<QString> changes;
    for (int row = 0; row < log.count(); ++row) {
        const QString text = shownLine(log, row);
        for (auto it = kChange.globalMatch(text); it.hasNext();) {
            changes.push_back(it.next().captured(0).trimmed());
        }
    }
    return changes;
}

TEST(ScoreTrace, AGameWatchedLiveTellsTheScoreChangesItsReplayTells) {
    Settings::instance()->setAnimationSpeed(Settings::Instant);
    LocalGame local;
    LocalSetup setup;
    setup.seats = {{"Livia", 1, "random"}, {"Marcus", 2, "greedy"}};
    setup.seed = 27;
    setup.watch = true;
    local.start(setup);
    ASSERT_TRUE(net::test::waitFor([&] { return local.game()->over(); }, 120'000));
    ReplayModel replay;
    ASSERT_TRUE(replay.openTable(&local));
    replay.stepTo(replay.steps());
    const std::vector<QString> live = changesIn(*local.game()->log());
    EXPECT_GT(live.size(), 20u);
    EXPECT_EQ(live, changesIn(*replay.game()->log()));
}

} // namespace
} // namespace cor::app::test
