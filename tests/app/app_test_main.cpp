// The app's model tests run in a QGuiApplication on the offscreen platform, with settings kept
// in a scratch place (cleared at start) so a developer's own settings are neither read nor changed.
#include "net/log.h"

#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <gtest/gtest.h>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("CityOfRomeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("app_tests"));
    QSettings().clear(); // every run starts from the defaults
    ::testing::InitGoogleTest(&argc, argv);
    cor::net::netLog().set_level(spdlog::level::warn);
    return RUN_ALL_TESTS();
}
