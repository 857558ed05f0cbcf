// The app's model tests run in a QGuiApplication on the offscreen platform, with settings and
// saved games kept in a scratch home of their own, so a developer's own are neither read nor
// changed and tests running side by side (ctest -j) do not share them.
#include "app/models/desktop.h"
#include "net/log.h"

#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication app(argc, argv);
    cor::app::Desktop::useControlsStyle();
    QCoreApplication::setOrganizationName(QStringLiteral("CityOfRomeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("app_tests"));
    QSettings().clear(); // every run starts from the defaults
    ::testing::InitGoogleTest(&argc, argv);
    cor::net::netLog().set_level(spdlog::level::warn);
    return RUN_ALL_TESTS();
}
