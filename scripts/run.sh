#!/usr/bin/env bash
# Installs dependencies, builds the release preset and starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
cmake --preset release
cmake --build --preset release -j "$(nproc)"

# Once the desktop app exists, this launches the GUI.
if [[ -x build/release/app/cityofrome ]]; then
    exec build/release/app/cityofrome "$@"
fi

# Until then: a headless demo. Three four-player games (ISMCTS, greedy and two random bots),
# one JSON line each with the scores and winners, then 1000 random games as a rules check.
cli=build/release/app/cityofrome-cli
if [[ ! -x "$cli" ]]; then
    echo "error: $cli was not built (app/ not written yet?)" >&2
    exit 1
fi
echo "Three bot games (seat 0 ISMCTS, seat 1 greedy, seats 2-3 random):"
"$cli" selfplay --players 4 --games 3 --seed "${SEED:-$RANDOM}" --bots ismcts,greedy,random,random --jsonl
echo "1000 random games, every move checked by the rules engine:"
exec "$cli" selfplay --players 4 --games 1000 --seed 1
