#!/usr/bin/env bash
# Installs dependencies, builds the release preset and starts the desktop game. Arguments go to
# the game (e.g. --lang de); without a display it runs offscreen (see README).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
cmake --preset release
cmake --build --preset release -j "$(nproc)"
bash scripts/register-links.sh # invitations' cityofrome:// links open this build

exec build/release/app/cityofrome "$@"
