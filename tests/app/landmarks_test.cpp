// Landmarks finds the ends of a motion by objectName: the first visible one, depth first;
// hidden items and their children are not on screen, so a motion there is left out.
#include "app/models/landmarks.h"

#include <QQuickItem>
#include <gtest/gtest.h>

namespace cor::app::test {
namespace {

QQuickItem* child(QQuickItem* parent, const QString& name) {
    auto* item = new QQuickItem(parent);
    item->setParentItem(parent);
    item->setObjectName(name);
    return item;
}

TEST(Landmarks, FindsTheFirstVisibleItemOfThatNameAndNothingHidden) {
    QQuickItem table;
    QQuickItem* hiddenPanel = child(&table, QStringLiteral("panel-1"));
    hiddenPanel->setVisible(false);
    QQuickItem* underHidden = child(hiddenPanel, QStringLiteral("cell-1-0-0"));
    QQuickItem* column = child(&table, QStringLiteral("players"));
    QQuickItem* panel = child(column, QStringLiteral("panel-1"));
    QQuickItem* cell = child(panel, QStringLiteral("cell-1-0-0"));

    const Landmarks landmarks;
    EXPECT_EQ(landmarks.find(&table, QStringLiteral("panel-1")), panel);
    EXPECT_EQ(landmarks.find(&table, QStringLiteral("cell-1-0-0")), cell);
    EXPECT_NE(landmarks.find(&table, QStringLiteral("cell-1-0-0")), underHidden);
    EXPECT_EQ(landmarks.find(&table, QStringLiteral("offer-Market")), nullptr);
    EXPECT_EQ(landmarks.find(nullptr, QStringLiteral("panel-1")), nullptr);
    panel->setVisible(false);
    EXPECT_EQ(landmarks.find(&table, QStringLiteral("cell-1-0-0")), nullptr);
}

} // namespace
} // namespace cor::app::test
