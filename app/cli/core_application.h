// The commands that need Qt's event loop or translations (play, watch, hint) run inside the CLI's
// process or inside a test that already has an application object: one is made only where there
// is none.
#pragma once

#include <QCoreApplication>
#include <memory>

namespace cor::cli {

// A new application object, or null where one exists; keep it as long as Qt is used.
inline std::unique_ptr<QCoreApplication> coreApplicationIfNone() {
    if (QCoreApplication::instance() != nullptr) {
        return nullptr;
    }
    static int argc = 1;
    static char name[] = "cityofrome-cli";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace cor::cli
