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

# Until then: a headless demo (1000 four-player bot games).
cli=build/release/app/cityofrome-cli
if [[ ! -x "$cli" ]]; then
    echo "error: $cli was not built (app/ not written yet?)" >&2
    exit 1
fi
exec "$cli" selfplay --players 4 --games 1000 --seed 1
