// New game starts from the last table's set-up (issue 40: it forgot the bots): the seats' kinds,
// names and colours, how many play and the Shrine, kept in the settings file; read back within
// range whatever the file says; the player's own name follows the settings.
#include "app/models/new_table.h"
#include "app/models/settings.h"

#include <QSettings>
#include <gtest/gtest.h>

namespace cor::app {
namespace {

QVariant seatRole(const NewTable& table, int seat, NewTable::Role role) {
    return table.data(table.index(seat), role);
}

TEST(NewTable, AFirstGameIsThePlayerAgainstTwoBots) {
    QSettings().remove(QStringLiteral("newGame"));
    const NewTable table;
    EXPECT_EQ(table.players(), 3);
    EXPECT_FALSE(table.shrine());
    EXPECT_EQ(seatRole(table, 0, NewTable::KindRole).toInt(), 0) << "a person";
    EXPECT_EQ(seatRole(table, 0, NewTable::NameRole).toString(),
              Settings::instance()->playerName());
    EXPECT_EQ(seatRole(table, 1, NewTable::KindRole).toInt(), 3) << "a bot, normal";
    EXPECT_EQ(seatRole(table, 1, NewTable::NameRole).toString(), QStringLiteral("Livia"));
    EXPECT_EQ(table.names().size(), 3);
}

TEST(NewTable, TheNextNewGameStartsFromTheLastTable) {
    QSettings().remove(QStringLiteral("newGame"));
    {
        NewTable table;
        table.setPlayers(2);
        table.setShrine(true);
        table.setKind(1, 5); // expert
        table.setName(1, QStringLiteral("  Gaius "));
        table.setColour(1, 0); // seat 0 takes seat 1's old colour
        table.setKind(3, 1);   // not playing, kept too
        const QVariantList seats = table.confirm();
        ASSERT_EQ(seats.size(), 2);
        EXPECT_EQ(seats[0].toMap()[QStringLiteral("name")].toString(),
                  Settings::instance()->playerName());
        EXPECT_EQ(seats[0].toMap()[QStringLiteral("colour")].toInt(), 1);
        EXPECT_EQ(seats[0].toMap()[QStringLiteral("bot")].toString(), QString());
        EXPECT_EQ(seats[1].toMap()[QStringLiteral("name")].toString(), QStringLiteral("Gaius"));
        EXPECT_EQ(seats[1].toMap()[QStringLiteral("colour")].toInt(), 0);
        EXPECT_EQ(seats[1].toMap()[QStringLiteral("bot")].toString(), QStringLiteral("expert"));
    }
    const NewTable again;
    EXPECT_EQ(again.players(), 2);
    EXPECT_TRUE(again.shrine());
    EXPECT_EQ(seatRole(again, 1, NewTable::KindRole).toInt(), 5);
    EXPECT_EQ(seatRole(again, 1, NewTable::NameRole).toString(), QStringLiteral("Gaius"));
    EXPECT_EQ(seatRole(again, 0, NewTable::ColourRole).toInt(), 1);
    EXPECT_EQ(seatRole(again, 1, NewTable::ColourRole).toInt(), 0);
    EXPECT_EQ(seatRole(again, 3, NewTable::KindRole).toInt(), 1);
    EXPECT_EQ(again.names(), (QStringList{Settings::instance()->playerName(), "Gaius"}));
}

TEST(NewTable, ThePlayersOwnSeatFollowsTheirName) {
    QSettings().remove(QStringLiteral("newGame"));
    Settings::instance()->setPlayerName(QStringLiteral("Flavia"));
    {
        NewTable table;
        table.setName(0, QStringLiteral("Flavia"));
        table.confirm();
    }
    Settings::instance()->setPlayerName(QStringLiteral("Flavia Secunda"));
    const NewTable again;
    EXPECT_EQ(seatRole(again, 0, NewTable::NameRole).toString(), QStringLiteral("Flavia Secunda"));
}

TEST(NewTable, IsReadBackWithinRangeWhateverTheFileSays) {
    QSettings file;
    file.remove(QStringLiteral("newGame"));
    file.beginGroup(QStringLiteral("newGame"));
    file.setValue(QStringLiteral("players"), 9);
    file.beginWriteArray(QStringLiteral("seats"));
    for (int i = 0; i < 6; ++i) {
        file.setArrayIndex(i);
        file.setValue(QStringLiteral("bot"), i == 1 ? QStringLiteral("grandmaster") : QString());
        file.setValue(QStringLiteral("colour"), 2); // every seat one colour
        file.setValue(QStringLiteral("name"), QStringLiteral("\tNero\a"));
    }
    file.endArray();
    file.endGroup();
    const NewTable::Setup setup = NewTable::read();
    EXPECT_EQ(setup.players, 4);
    EXPECT_EQ(setup.seats[1].bot, NewTable::firstSetup().seats[1].bot) << "a level not offered";
    EXPECT_EQ(setup.seats[2].bot, QString());
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(setup.seats[static_cast<std::size_t>(i)].colour, i);
        EXPECT_EQ(setup.seats[static_cast<std::size_t>(i)].name, QStringLiteral("Nero"));
    }
}

} // namespace
} // namespace cor::app
