#include "app/cli/why_json.h"

#include <string>

namespace cor::cli {
namespace {

const char* rowName(ScoreRow row) {
    switch (row) {
    case ScoreRow::Residential2:
        return "residential_2";
    case ScoreRow::Residential3:
        return "residential_3";
    case ScoreRow::Residential4:
        return "residential_4";
    case ScoreRow::Aqueducts:
        return "aqueducts";
    case ScoreRow::Temples:
        return "temples";
    case ScoreRow::Coins:
        return "coins";
    case ScoreRow::InfluenceTokens:
        return "influence_tokens";
    case ScoreRow::InfluenceCards:
        return "influence_cards";
    }
    return "";
}

std::string cardName(Card card) {
    return std::string(cardId(card));
}

Json reasonToJson(const Why& why) {
    Json r = Json::object();
    switch (why.kind) {
    case WhyKind::Scores:
        r["kind"] = "scores";
        r["row"] = rowName(why.row);
        r["points"] = why.points;
        if (why.card != Card::None) {
            r["card"] = cardName(why.card);
            r["count"] = why.count;
            r["needed"] = why.needed;
            if (why.projected != 0) {
                r["projected"] = why.projected;
            }
        } else if (why.row == ScoreRow::Aqueducts) {
            r["count"] = why.count;
        }
        break;
    case WhyKind::Denies:
        r["kind"] = "denies";
        r["seat"] = why.seat;
        r["points"] = why.points;
        r["card"] = cardName(why.card);
        r["share"] = why.share;
        r["this_round"] = why.thisRound;
        break;
    case WhyKind::Order:
        r["kind"] = "order";
        r["seat"] = why.seat;
        r["card"] = cardName(why.card);
        r["share"] = why.share;
        break;
    case WhyKind::Income:
        r["kind"] = "income";
        r["card"] = cardName(why.card);
        r["change"] = why.change;
        r["count"] = why.count;
        r["kept"] = why.kept;
        break;
    case WhyKind::Influence:
        r["kind"] = "influence";
        r["seat"] = why.seat;
        r["tokens"] = why.count;
        r["card_points"] = why.points;
        break;
    case WhyKind::Cost:
        r["kind"] = "cost";
        r["coins"] = why.coins;
        r["brick_tokens"] = why.brickTokens;
        r["other_coins"] = why.otherCoins;
        r["other_brick_tokens"] = why.otherBrickTokens;
        break;
    case WhyKind::Turn:
        r["kind"] = "turn";
        r["bricks"] = why.bricks;
        r["cogs"] = why.cogs;
        r["other_bricks"] = why.otherBricks;
        r["other_cogs"] = why.otherCogs;
        break;
    case WhyKind::Later:
        r["kind"] = "later";
        r["points"] = why.points;
        break;
    case WhyKind::Spread:
        r["kind"] = "spread";
        r["points"] = why.points;
        break;
    }
    return r;
}

} // namespace

Json whyToJson(const std::vector<Why>& reasons) {
    Json list = Json::array();
    for (const Why& why : reasons) {
        list.push_back(reasonToJson(why));
    }
    return list;
}

} // namespace cor::cli
