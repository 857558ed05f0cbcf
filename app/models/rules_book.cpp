#include "app/models/rules_book.h"

#include "app/models/card_list_model.h"
#include "app/models/card_texts.h"
#include "engine/rules.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <array>
#include <utility>

namespace cor::app {
namespace {

class RulesBook {
    Q_DECLARE_TR_FUNCTIONS(RulesBook)
};

// The buildings of each kind follow the section that introduces the kind.
constexpr std::array<std::pair<const char*, Category>, 5> kKindSections{{
    {"production-buildings", Category::Production},
    {"residential-buildings", Category::Residential},
    {"public-buildings", Category::Public},
    {"aqueducts", Category::Aqueduct},
    {"temples", Category::Temple},
}};
constexpr const char* kInfluenceSection = "influence-cards";

RulesEntry buildingEntry(Card card) {
    RulesEntry entry;
    entry.kind = RulesEntry::Kind::Building;
    entry.id = cardIdText(card);
    entry.card = card;
    const CardTexts texts = cardTexts(card);
    entry.title = texts.name;
    //: The rules reference, under a building's rule: how many of it the game has
    entry.body =
        texts.rule + QStringLiteral("\n\n") + RulesBook::tr("**Cards:** %1").arg(copiesText(card));
    return entry;
}

// How many buildings of deck I lie above the influence card `index` in a new game of
// `players`, or -1 if that game has no such card: the engine's setup, read back.
int buildingsAbove(int index, int players) {
    if ((influenceCardsInGame(players) & (1u << index)) == 0) {
        return -1;
    }
    GameSetup setup;
    setup.players = players;
    const Deck deck = newGame(setup).decks[0];
    int buildings = 0;
    for (int i = 0; i < deck.size; ++i) {
        const DeckItem item = deck.at(i);
        if (!item.isInfluence()) {
            ++buildings;
        } else if (item.influenceIndex() == index) {
            return buildings;
        }
    }
    return -1;
}

RulesEntry influenceEntry(int index) {
    const int value = kInfluenceValues[static_cast<std::size_t>(index)];
    RulesEntry entry;
    entry.kind = RulesEntry::Kind::InfluenceCard;
    entry.id = QStringLiteral("influence-%1").arg(value);
    entry.influenceValue = value;
    entry.title = RulesBook::tr("Influence card %1").arg(value);
    QStringList lines;
    // The player counts that place the card alike, e.g. 3 and 4.
    std::vector<std::pair<int, QStringList>> places;
    for (int players = 2; players <= kMaxPlayers; ++players) {
        const int above = buildingsAbove(index, players);
        if (above < 0) {
            continue;
        }
        if (places.empty() || places.back().first != above) {
            places.push_back({above, {}});
        }
        places.back().second << QString::number(players);
    }
    for (const auto& [above, counts] : places) {
        const QString who =
            counts.size() == 1
                ? counts.front()
                //: Player counts: "3 or 4", "2, 3 or 4" (players)
                : RulesBook::tr("%1 or %2")
                      .arg(counts.mid(0, counts.size() - 1).join(QStringLiteral(", ")),
                           counts.back());
        //: An influence card's place: %1 the player counts ("3 or 4"), %n how many buildings
        //: of deck I lie above it
        lines << RulesBook::tr("With %1 players it lies in deck I under the first %n building(s).",
                               nullptr, above)
                     .arg(who);
    }
    lines << RulesBook::tr("It comes up in the upkeep phase when it reaches the top of deck I; "
                           "the next influence scoring awards it. At the end of the game it "
                           "scores %1 points.")
                 .arg(value);
    entry.body = lines.join(QStringLiteral("\n\n"));
    return entry;
}

QString readBook(const QString& language) {
    QFile file(QStringLiteral(":/rules/rules_%1.md").arg(language));
    if (!file.open(QIODevice::ReadOnly)) {
        file.setFileName(QStringLiteral(":/rules/rules_en.md"));
        if (!file.open(QIODevice::ReadOnly)) {
            return {};
        }
    }
    return QString::fromUtf8(file.readAll());
}

} // namespace

std::vector<RulesEntry> parseRulesBook(const QString& markdown) {
    static const QRegularExpression heading(QStringLiteral(R"(^# (.+?)\s*\{#([a-z0-9-]+)\}\s*$)"));
    std::vector<RulesEntry> sections;
    QStringList body;
    const auto close = [&] {
        if (!sections.empty()) {
            sections.back().body = body.join(QLatin1Char('\n')).trimmed();
        }
        body.clear();
    };
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (const QRegularExpressionMatch match = heading.match(line); match.hasMatch()) {
            close();
            RulesEntry section;
            section.title = match.captured(1);
            section.id = match.captured(2);
            sections.push_back(section);
        } else {
            body << line;
        }
    }
    close();
    return sections;
}

std::vector<RulesEntry> rulesBook(const QString& language) {
    std::vector<RulesEntry> book;
    for (RulesEntry& section : parseRulesBook(readBook(language))) {
        const QString id = section.id;
        book.push_back(std::move(section));
        for (const auto& [kindSection, category] : kKindSections) {
            if (id != QLatin1String(kindSection)) {
                continue;
            }
            for (int c = 1; c < kCardKinds; ++c) {
                if (info(static_cast<Card>(c)).category == category) {
                    book.push_back(buildingEntry(static_cast<Card>(c)));
                }
            }
        }
        if (id == QLatin1String(kInfluenceSection)) {
            for (int i = 0; i < static_cast<int>(kInfluenceValues.size()); ++i) {
                book.push_back(influenceEntry(i));
            }
        }
    }
    return book;
}

QString copiesText(Card card) {
    if (isStartingBuilding(card)) {
        return RulesBook::tr("one per player, in every city from the start");
    }
    if (card == Card::Shrine) {
        //: The Shrine's copies: only with the mini-expansion "The Shrine"
        return RulesBook::tr("one per player, in the hand from the start (mini-expansion)");
    }
    QStringList decks;
    for (int d = 0; d < kDeckCount; ++d) {
        if (const int copies = deckCopies(card, static_cast<DeckId>(d)); copies > 0) {
            //: How many copies of a building a deck has: "deck II: 5"
            decks << RulesBook::tr("deck %1: %2").arg(deckText(static_cast<DeckId>(d))).arg(copies);
        }
    }
    return decks.join(QStringLiteral(" · "));
}

} // namespace cor::app
