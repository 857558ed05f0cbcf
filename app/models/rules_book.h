// The rules reference as entries, in the rulebook's order: the sections of the rulebook
// (resources/rules/rules_<language>.md, in each language's rulebook's own words), each
// building after its kind's section, each influence card after theirs.
#pragma once

#include "engine/cards.h"

#include <QString>
#include <vector>

namespace cor::app {

struct RulesEntry {
    enum class Kind { Section, Building, InfluenceCard };
    Kind kind = Kind::Section;
    QString id;             // stable: "influence-scoring", "market" (the card id), "influence-6"
    QString title;          // in the current language
    QString body;           // Markdown
    Card card = Card::None; // a building's card
    int influenceValue = 0; // an influence card's value
};

// The sections of a rules file: "# Title {#id}" starts one, the lines after it are its body.
std::vector<RulesEntry> parseRulesBook(const QString& markdown);

// The whole reference in `language` ("en", "de"; another falls back to English): the
// sections with every building and influence card in place, titles and texts translated
// through the current translator.
std::vector<RulesEntry> rulesBook(const QString& language);

// "one per player, in every city from the start", "deck II: 5 · deck III: 3 · deck IV: 3".
QString copiesText(Card card);

} // namespace cor::app
