// The text format settings_fuzzer reads, shared with the seed corpus generator: the settings
// file as QSettings keeps it (INI), then the files of the saves folder, each after a line
// "--- NAME" (at most kMaxSaveFiles; later ones are part of the last file):
//
//   language=de
//   [joinedGames]
//   ...
//   --- local-20250101-120000-000.json
//   {"version":1,...}
//   --- notes.txt
//   ...
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cor::app::fuzz {

inline constexpr std::string_view kFileMark = "\n--- ";
inline constexpr std::size_t kMaxSaveFiles = 8;

struct SaveFile {
    std::string name;
    std::string bytes;
};

struct SettingsInput {
    std::string settings;
    std::vector<SaveFile> files;
};

inline SettingsInput splitSettingsInput(std::string_view text) {
    SettingsInput input;
    std::size_t mark = text.find(kFileMark);
    input.settings = text.substr(0, mark);
    while (mark != std::string_view::npos) {
        const std::size_t nameAt = mark + kFileMark.size();
        const std::size_t nameEnd = std::min(text.find('\n', nameAt), text.size());
        mark = input.files.size() + 1 < kMaxSaveFiles ? text.find(kFileMark, nameEnd)
                                                      : std::string_view::npos;
        // The name's line break may begin the next mark: then the file is empty.
        const std::size_t bytesAt = std::min(nameEnd + 1, text.size());
        const std::size_t bytesEnd = std::max(std::min(mark, text.size()), bytesAt);
        input.files.push_back({std::string(text.substr(nameAt, nameEnd - nameAt)),
                               std::string(text.substr(bytesAt, bytesEnd - bytesAt))});
    }
    return input;
}

inline std::string settingsInputText(const SettingsInput& input) {
    std::string text = input.settings;
    for (const SaveFile& file : input.files) {
        text += std::string(kFileMark) + file.name + '\n' + file.bytes;
    }
    return text;
}

} // namespace cor::app::fuzz
