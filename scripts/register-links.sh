#!/usr/bin/env bash
# Registers this build of the game for this user as the opener of cityofrome:// links (a
# table's invitation): a click on one in a chat program or a mail starts `cityofrome LINK`, which
# hands it to the game already running. Idempotent; touches only the user's own files.
set -euo pipefail
cd "$(dirname "$0")/.."

binary="$(pwd)/build/release/app/cityofrome"
applications="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$applications"
sed "s|^Exec=cityofrome |Exec=\"$binary\" |" resources/cityofrome.desktop \
    > "$applications/cityofrome.desktop"

# The default opener of the scheme, as xdg-open and the desktops read it.
mimeapps="${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list"
mkdir -p "$(dirname "$mimeapps")"
touch "$mimeapps"
if ! grep -q '^x-scheme-handler/cityofrome=' "$mimeapps"; then
    if grep -q '^\[Default Applications\]' "$mimeapps"; then
        sed -i '/^\[Default Applications\]/a x-scheme-handler/cityofrome=cityofrome.desktop' "$mimeapps"
    else
        printf '[Default Applications]\nx-scheme-handler/cityofrome=cityofrome.desktop\n' >> "$mimeapps"
    fi
fi
if command -v update-desktop-database > /dev/null; then
    update-desktop-database "$applications" || true
fi
