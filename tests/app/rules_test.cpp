// The rules reference: every section in both languages, in the same order; every building and
// influence card in it; the search in either language; the links from the game (a phase, a
// log line, a card) land on entries that exist; the card texts it shows tell the truth
// (copies of the starting buildings and the Shrine, brick tokens staying on the farms, the
// rulebook's residential names).
#include "app/models/card_texts.h"
#include "app/models/log_model.h"
#include "app/models/rules_book.h"
#include "app/models/rules_links.h"
#include "app/models/rules_model.h"
#include "app/models/settings.h"

#include <QSignalSpy>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

class Rules : public ::testing::Test {
  protected:
    // English with its plural forms, as the app's start installs it.
    void SetUp() override {
        Settings::instance()->setLanguage(QStringLiteral("en"));
        Settings::instance()->applyLanguage();
    }
    void TearDown() override { Settings::instance()->setLanguage(QStringLiteral("en")); }

    static QStringList ids(const std::vector<RulesEntry>& book) {
        QStringList ids;
        for (const RulesEntry& entry : book) {
            ids << entry.id;
        }
        return ids;
    }
    static QStringList shown(const RulesModel& model) {
        QStringList ids;
        for (int row = 0; row < model.count(); ++row) {
            ids << model.sectionAt(row);
        }
        return ids;
    }
    static const RulesEntry& entryOf(const std::vector<RulesEntry>& book, const QString& id) {
        static const RulesEntry none;
        for (const RulesEntry& entry : book) {
            if (entry.id == id) {
                return entry;
            }
        }
        ADD_FAILURE() << "no entry " << id.toStdString();
        return none;
    }
};

// The sections the issue asks for, in the rulebook's order.
const QStringList kSections{"introduction",
                            "setup",
                            "round",
                            "upkeep",
                            "emissaries",
                            "actions",
                            "buying",
                            "build",
                            "produce",
                            "round-end",
                            "influence-scoring",
                            "influence-cards",
                            "game-end",
                            "final-scoring",
                            "two-players",
                            "shrine-expansion",
                            "production-buildings",
                            "residential-buildings",
                            "public-buildings",
                            "aqueducts",
                            "temples",
                            "assisted-play"};

TEST_F(Rules, EverySectionIsInBothLanguagesInTheSameOrderWithTitleAndText) {
    Settings::instance()->setLanguage(QStringLiteral("en"));
    const std::vector<RulesEntry> english = rulesBook(QStringLiteral("en"));
    Settings::instance()->setLanguage(QStringLiteral("de"));
    const std::vector<RulesEntry> german = rulesBook(QStringLiteral("de"));
    EXPECT_EQ(ids(english), ids(german));
    EXPECT_EQ(ids(english).removeDuplicates(), 0) << "every id names one entry";
    QStringList sections;
    for (const RulesEntry& entry : english) {
        if (entry.kind == RulesEntry::Kind::Section) {
            sections << entry.id;
        }
    }
    EXPECT_EQ(sections, kSections);
    for (std::size_t i = 0; i < english.size() && i < german.size(); ++i) {
        EXPECT_FALSE(english[i].title.isEmpty()) << english[i].id.toStdString();
        EXPECT_FALSE(english[i].body.isEmpty()) << english[i].id.toStdString();
        EXPECT_FALSE(german[i].title.isEmpty()) << german[i].id.toStdString();
        EXPECT_FALSE(german[i].body.isEmpty()) << german[i].id.toStdString();
        if (english[i].kind == RulesEntry::Kind::Section) {
            EXPECT_NE(english[i].title, german[i].title) << english[i].id.toStdString();
            EXPECT_NE(english[i].body, german[i].body) << english[i].id.toStdString();
        }
    }
    // The rulebook's facts the issue lists, in its words.
    EXPECT_TRUE(entryOf(english, "setup").body.contains("five coins"));
    EXPECT_TRUE(entryOf(german, "setup").body.contains("5 Geld"));
    EXPECT_TRUE(entryOf(english, "round").body.contains("14 rounds"));
    EXPECT_TRUE(entryOf(english, "two-players").body.contains("seven rounds"));
    EXPECT_TRUE(entryOf(german, "two-players").body.contains("7 Runden"));
    EXPECT_TRUE(entryOf(english, "game-end").body.contains("most coins"));
    EXPECT_TRUE(entryOf(german, "influence-scoring").body.contains("Gleichstand"));
}

TEST_F(Rules, EveryBuildingAndInfluenceCardHasItsEntryUnderItsKind) {
    const std::vector<RulesEntry> book = rulesBook(QStringLiteral("en"));
    const QStringList all = ids(book);
    for (int c = 1; c < kCardKinds; ++c) {
        const auto card = static_cast<Card>(c);
        const QString id =
            QString::fromLatin1(cardId(card).data(), static_cast<qsizetype>(cardId(card).size()));
        ASSERT_TRUE(all.contains(id)) << id.toStdString();
        EXPECT_EQ(entryOf(book, id).card, card);
        EXPECT_EQ(entryOf(book, id).title, cardTexts(card).name);
    }
    EXPECT_GT(all.indexOf("market"), all.indexOf("public-buildings"));
    EXPECT_LT(all.indexOf("market"), all.indexOf("aqueducts"));
    EXPECT_GT(all.indexOf("shrine"), all.indexOf("temples")) << "the Shrine's card, a temple";
    for (int value : kInfluenceValues) {
        const QString id = QStringLiteral("influence-%1").arg(value);
        ASSERT_TRUE(all.contains(id)) << id.toStdString();
        EXPECT_EQ(entryOf(book, id).influenceValue, value);
        EXPECT_TRUE(entryOf(book, id).body.contains(QStringLiteral("scores %1 points").arg(value)));
    }
    // Where the engine's setup puts them.
    EXPECT_TRUE(entryOf(book, "influence-3")
                    .body.contains("With 3 or 4 players it lies in deck I under the first 3 "
                                   "buildings."));
    EXPECT_FALSE(entryOf(book, "influence-3").body.contains("With 2 players"));
    EXPECT_TRUE(entryOf(book, "influence-8")
                    .body.contains("With 2 players it lies in deck I under the first 8 "
                                   "buildings."));
    EXPECT_TRUE(entryOf(book, "influence-14")
                    .body.contains("With 2, 3 or 4 players it lies in deck I under the first 14 "
                                   "buildings."));
}

TEST_F(Rules, TheSearchFindsTermsInEitherLanguage) {
    Settings::instance()->setLanguage(QStringLiteral("en"));
    RulesModel model;
    QSignalSpy counted(&model, &RulesModel::countChanged);
    model.setFilter(QStringLiteral("postponed"));
    EXPECT_TRUE(shown(model).contains("influence-scoring")) << shown(model).join(' ').toStdString();
    EXPECT_FALSE(shown(model).contains("setup"));
    EXPECT_GT(counted.count(), 0);
    EXPECT_EQ(model.current(), shown(model).front()) << "the first match is read";
    model.setFilter(QStringLiteral("grain farm"));
    EXPECT_TRUE(shown(model).contains("grain_farm"));
    model.setFilter(QStringLiteral("no such words anywhere"));
    EXPECT_EQ(model.count(), 0);

    Settings::instance()->setLanguage(QStringLiteral("de"));
    model.setFilter(QStringLiteral("einflusswertung"));
    EXPECT_TRUE(shown(model).contains("influence-scoring"));
    model.setFilter(QStringLiteral("Getreidehof"));
    EXPECT_TRUE(shown(model).contains("grain_farm"));
    model.setFilter(QString());
    EXPECT_EQ(model.count(), static_cast<int>(rulesBook(QStringLiteral("de")).size()));
}

TEST_F(Rules, TheEntryReadFollowsTheLanguage) {
    Settings::instance()->setLanguage(QStringLiteral("en"));
    RulesModel model;
    model.setCurrent(QStringLiteral("influence-scoring"));
    EXPECT_EQ(model.entry().value("title").toString(), QStringLiteral("Influence Scoring"));
    model.setCurrent(QStringLiteral("no-such-entry"));
    EXPECT_EQ(model.current(), QStringLiteral("influence-scoring")) << "an unknown id is ignored";
    QSignalSpy changed(&model, &RulesModel::currentChanged);
    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(model.entry().value("title").toString(), QStringLiteral("Einflusswertung"));
    model.setCurrent(QStringLiteral("market"));
    EXPECT_EQ(model.entry().value("kind").toString(), QStringLiteral("building"));
    EXPECT_EQ(model.entry().value("name").toString(), QStringLiteral("Markt"));
    EXPECT_EQ(model.entry().value("cost").toInt(), 3);
    model.setCurrent(QStringLiteral("influence-10"));
    EXPECT_EQ(model.entry().value("value").toInt(), 10);
}

TEST_F(Rules, EveryLinkFromTheGameLandsOnAnEntry) {
    const RulesModel model;
    for (const auto phase :
         {GameModel::Phase::Setup, GameModel::Phase::Draft, GameModel::Phase::Emissaries,
          GameModel::Phase::Actions, GameModel::Phase::Over}) {
        EXPECT_TRUE(model.has(rulesSectionOfPhase(phase))) << int(phase);
    }
    EXPECT_EQ(rulesSectionOfPhase(GameModel::Phase::Actions), QStringLiteral("actions"));
    for (int kind = 0; kind <= static_cast<int>(EventKind::Undone); ++kind) {
        Event event;
        event.kind = static_cast<EventKind>(kind);
        event.card = Card::Market;
        event.value = 6;
        const QString section = rulesSectionOfEvent(event);
        EXPECT_TRUE(section.isEmpty() || model.has(section))
            << kind << " " << section.toStdString();
    }

    // The log's lines carry them.
    LogModel log([](int) { return QStringLiteral("Livia"); });
    Event awarded;
    awarded.kind = EventKind::InfluenceAwarded;
    awarded.seat = 1;
    Event built;
    built.kind = EventKind::Built;
    built.card = Card::GrainFarm;
    Event revealed;
    revealed.kind = EventKind::InfluenceRevealed;
    revealed.value = 10;
    log.append({awarded, built, revealed}, net::Actor::Person);
    log.appendChat(0, QStringLiteral("Aurelia"), QStringLiteral("Ave!"), true);
    const int role = log.roleNames().key("section");
    EXPECT_EQ(log.data(log.index(0), role).toString(), QStringLiteral("influence-scoring"));
    EXPECT_EQ(log.data(log.index(1), role).toString(), QStringLiteral("grain_farm"));
    EXPECT_EQ(log.data(log.index(2), role).toString(), QStringLiteral("influence-10"));
    EXPECT_EQ(log.data(log.index(3), role).toString(), QString()) << "chat links nowhere";
}

TEST_F(Rules, CardTextsTellTheTruth) {
    Settings::instance()->setLanguage(QStringLiteral("en"));
    for (const Card card : {Card::StartVegetableFarm, Card::StartResidence2, Card::Shrine}) {
        EXPECT_TRUE(copiesText(card).startsWith("one per player"))
            << copiesText(card).toStdString();
    }
    EXPECT_EQ(copiesText(Card::Residence2),
              QStringLiteral("deck II: 5 · deck III: 3 · deck IV: 3"));
    EXPECT_EQ(copiesText(Card::Vineyard), QStringLiteral("deck I: 1"));
    EXPECT_TRUE(cardTexts(Card::GrainFarm).rule.contains("remain on grain farms between rounds"));
    EXPECT_TRUE(cardTexts(Card::Vineyard).rule.contains("remain on the vineyard between rounds"));
    EXPECT_EQ(cardTexts(Card::Residence2).name, QStringLiteral("2-Value Residential"));
    EXPECT_EQ(cardTexts(Card::LuxuryResidence4).name, QStringLiteral("Luxury 4-Value Residential"));
    EXPECT_EQ(cardTexts(Card::StartResidence2).name, QStringLiteral("2-Value Residential (start)"));

    Settings::instance()->setLanguage(QStringLiteral("de"));
    EXPECT_TRUE(copiesText(Card::StartResidence2).startsWith("1 pro Spieler"));
    EXPECT_TRUE(copiesText(Card::Shrine).startsWith("1 pro Spieler"));
    EXPECT_EQ(copiesText(Card::Residence3),
              QStringLiteral("Stapel II: 3 · Stapel III: 3 · Stapel IV: 3"));
    for (const Card card : {Card::GrainFarm, Card::Vineyard}) {
        EXPECT_TRUE(cardTexts(card).rule.contains(
            "Nicht eingesetzte Baupunktmarker dürfen mit in die neue Runde genommen werden"))
            << cardTexts(card).rule.toStdString();
    }
    EXPECT_EQ(cardTexts(Card::Residence2).name, QStringLiteral("Wohnhaus Wert 2"));
    EXPECT_EQ(cardTexts(Card::LuxuryResidence3).name, QStringLiteral("Luxus-Wohnhaus Wert 3"));
}

} // namespace
} // namespace cor::app::test
