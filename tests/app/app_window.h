// The app's main window with its QML loaded, at instant animation speed: the fixture of the
// tests that drive the real screens (every screen, Learn to play, the keyboard).
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <gtest/gtest.h>

namespace cor::app::test {

class AppWindow : public ::testing::Test {
  protected:
    static void SetUpTestSuite();
    static void TearDownTestSuite();

    static QQmlApplicationEngine* engine_;
    static QQuickWindow* window_;
};

} // namespace cor::app::test
