// `cityofrome-server --tables`: an online table server (spec/CLI.md, issue 29): many games at
// once for players anywhere, each behind an invite code, kept in a data folder that a restarted
// server continues.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cor::server {

// Arguments in (those after the program's name, --tables among them), exit code out: runs until
// SIGTERM or SIGINT (0). Throws cli::Failure when it cannot start, cli::InputError for bad
// arguments (serverMain says them and exits 1 or 2).
int tablesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const char* const kTablesUsage;

} // namespace cor::server
