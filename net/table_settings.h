// What an online table is made with (issue 29): what the owner's app asks the table server for,
// and what the server keeps.
#pragma once

#include <string>
#include <vector>

namespace cor::net {

struct TableSettings {
    int players = 2;
    std::vector<std::string> bots; // the last seats', by level or kind
    bool shrine = false;
    bool hints = false;
    int moveSeconds = 0; // a person's time per move; 0: none
    std::string name;    // what the friends call the table ("Anna's table"); "" none
};

} // namespace cor::net
