#include "tests/app/app_window.h"

#include "app/models/desktop.h"
#include "app/models/settings.h"

namespace cor::app::test {

QQmlApplicationEngine* AppWindow::engine_ = nullptr;
QQuickWindow* AppWindow::window_ = nullptr;

void AppWindow::SetUpTestSuite() {
    Settings::instance()->setAnimationSpeed(Settings::Instant);
    engine_ = new QQmlApplicationEngine;
    Settings::instance()->setEngine(engine_);
    engine_->load(QUrl(QStringLiteral("qrc:/qt/qml/CityOfRome/Main.qml")));
    ASSERT_FALSE(engine_->rootObjects().isEmpty());
    window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().constFirst());
}

void AppWindow::TearDownTestSuite() {
    Desktop::instance()->local()->stop();
    delete engine_;
    engine_ = nullptr;
    window_ = nullptr;
}

} // namespace cor::app::test
