// cityofrome-cli: everything lives in cor_cli (cli.h) so the tests can run it in-process.
#include "app/cli/cli.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false); // selfplay --jsonl writes a line per game
    const std::vector<std::string> args(argv + 1, argv + argc);
    return cor::cli::run(args, std::cout, std::cerr);
}
