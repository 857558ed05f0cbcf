// libFuzzer target for `cityofrome-cli score`'s input (app/cli/score_json.h): any text is
// refused with an InputError or scores a city whose sheet adds up, with no part negative.
#include "app/cli/cli_error.h"
#include "app/cli/json_input.h"
#include "app/cli/score_json.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    cor::ScoreSheet sheet;
    try {
        sheet = cor::cli::score(cor::cli::scoreInputFromJson(cor::cli::parseJson(text, "-")));
    } catch (const cor::cli::InputError&) {
        return 0;
    }
    const int parts[] = {sheet.residential2,    sheet.residential3,  sheet.residential4,
                         sheet.aqueducts,       sheet.temples,       sheet.coins,
                         sheet.influenceTokens, sheet.influenceCards};
    int sum = 0;
    for (const int part : parts) {
        if (part < 0) {
            __builtin_trap();
        }
        sum += part;
    }
    if (sum != sheet.total) {
        __builtin_trap();
    }
    (void)cor::scoreSheetToJson(sheet).dump();
    return 0;
}
