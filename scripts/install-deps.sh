#!/usr/bin/env bash
# Installs every Debian 12 package City of Rome needs (build, tests, GUI, tools),
# but only those not yet installed. Safe to run repeatedly.
set -euo pipefail

PACKAGES=(
    # toolchain
    cmake ninja-build g++ git pkg-config clang-format
    # the fuzz preset: Clang 14 and its runtimes (libFuzzer, ASan, UBSan)
    clang-14 libclang-rt-14-dev
    # Qt 6 (Quick app, Linguist tools, qmllint from qt6-declarative-dev-tools)
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
    # the online table server: its SQLite store (Qt SQL), TLS (OpenSSL; the tests make certificates)
    libqt6sql6-sqlite openssl libssl3
    # the table's sounds (QSoundEffect)
    qt6-multimedia-dev
    # SVG image/icon plugins: QML Image cannot load our .svg art without them
    libqt6svg6
    # QML runtime modules
    qml6-module-qtquick qml6-module-qtqml qml6-module-qtqml-models
    qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-window qml6-module-qtquick-layouts
    qml6-module-qtqml-workerscript qml6-module-qtquick-dialogs qml6-module-qttest
    # imported by the non-native QtQuick.Dialogs FileDialog / Basic-style SelectionRectangle
    qml6-module-qt-labs-folderlistmodel qml6-module-qtquick-shapes
    # libraries
    libprotobuf-dev protobuf-compiler libspdlog-dev libfmt-dev nlohmann-json3-dev
    # tests and benchmarks
    libgtest-dev libgmock-dev libbenchmark-dev
    # headless GUI tests
    xvfb xauth
)

missing=()
for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$pkg")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-deps: all ${#PACKAGES[@]} packages already installed"
    exit 0
fi

SUDO=()
if [[ $(id -u) -ne 0 ]]; then
    SUDO=(sudo)
fi

echo "install-deps: installing ${#missing[@]} missing package(s): ${missing[*]}"
"${SUDO[@]}" apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
