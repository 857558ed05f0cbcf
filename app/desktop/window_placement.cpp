#include "app/desktop/window_placement.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>
#include <algorithm>

namespace cor::desktop {
namespace {

constexpr QSize kDesignSize{1280, 720}; // what the screens are drawn for first
constexpr QSize kMinimumSize{960, 540}; // the window's minimum (qml/Main.qml)

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kMaximisedKey = QStringLiteral("window/maximised");

} // namespace

QVariantMap WindowPlacement::initialProperties(QSize asked, bool remember) {
    const auto sized = [](QSize size) {
        return QVariantMap{{QStringLiteral("width"), size.width()},
                           {QStringLiteral("height"), size.height()}};
    };
    if (!asked.isEmpty()) {
        return sized(asked);
    }
    if (!remember) {
        return sized(kDesignSize);
    }
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QRect available = screen != nullptr ? screen->availableGeometry() : QRect();
    QRect placed = QSettings().value(kGeometryKey).toRect();
    // A placement kept on a screen that is gone (or much smaller now) is not used.
    if (!placed.isValid() || available.intersected(placed).width() < placed.width() / 2) {
        placed = firstPlacement(available);
    }
    QVariantMap properties = sized(placed.size());
    properties.insert(QStringLiteral("x"), placed.x());
    properties.insert(QStringLiteral("y"), placed.y());
    return properties;
}

QRect WindowPlacement::firstPlacement(const QRect& available) {
    QSize size = kDesignSize;
    // A screen too small for the window's minimum gains nothing from being measured.
    if (available.width() >= kMinimumSize.width() && available.height() >= kMinimumSize.height()) {
        size = QSize(
            std::max(available.width() * 4 / 5, std::min(kDesignSize.width(), available.width())),
            std::max(available.height() * 4 / 5,
                     std::min(kDesignSize.height(), available.height())));
    }
    QRect placed(QPoint(), size);
    placed.moveCenter(available.center());
    return placed;
}

WindowPlacement::WindowPlacement(QQuickWindow& window, bool remember)
    : window_(window), remember_(remember) {
    if (!remember_) {
        return;
    }
    normal_ = window_.geometry();
    if (QSettings().value(kMaximisedKey, false).toBool()) {
        window_.showMaximized();
    }
    for (const auto changed : {&QWindow::xChanged, &QWindow::yChanged, &QWindow::widthChanged,
                               &QWindow::heightChanged}) {
        connect(&window_, changed, this, &WindowPlacement::track);
    }
    connect(&window_, &QWindow::windowStateChanged, this, &WindowPlacement::track);
}

WindowPlacement::~WindowPlacement() {
    keep();
}

void WindowPlacement::track() {
    if (window_.windowState() == Qt::WindowNoState && window_.isVisible()) {
        normal_ = window_.geometry();
    }
}

void WindowPlacement::keep() const {
    if (!remember_ || !normal_.isValid()) {
        return;
    }
    QSettings settings;
    settings.setValue(kGeometryKey, normal_);
    settings.setValue(kMaximisedKey, window_.windowState() == Qt::WindowMaximized);
}

} // namespace cor::desktop
