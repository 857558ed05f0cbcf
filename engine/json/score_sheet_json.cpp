#include "engine/json/score_sheet_json.h"

namespace cor {

Json scoreSheetToJson(const ScoreSheet& sheet) {
    Json json = Json::object();
    json["residential_2"] = sheet.residential2;
    json["residential_3"] = sheet.residential3;
    json["residential_4"] = sheet.residential4;
    json["aqueducts"] = sheet.aqueducts;
    json["temples"] = sheet.temples;
    json["coins"] = sheet.coins;
    json["influence_tokens"] = sheet.influenceTokens;
    json["influence_cards"] = sheet.influenceCards;
    json["total"] = sheet.total;
    return json;
}

Json scoreSheetsToJson(const std::vector<ScoreSheet>& sheets) {
    Json json = Json::array();
    for (const ScoreSheet& sheet : sheets) {
        json.push_back(scoreSheetToJson(sheet));
    }
    return json;
}

Json winnersToJson(unsigned winnerMask, int players) {
    Json seats = Json::array();
    for (int seat = 0; seat < players; ++seat) {
        if ((winnerMask & (1u << seat)) != 0) {
            seats.push_back(seat);
        }
    }
    return seats;
}

Json resultToJson(const std::vector<ScoreSheet>& sheets, unsigned winnerMask, bool over) {
    Json result = Json::object();
    result["scores"] = scoreSheetsToJson(sheets);
    result["winners"] = winnersToJson(winnerMask, static_cast<int>(sheets.size()));
    result["over"] = over;
    return result;
}

} // namespace cor
