// What `cityofrome --audit` finds, on small scenes made for it: a tiny text, an elided text with
// and without a tooltip, overlapping texts, a text cut by the window's edge (not where a list in
// sight scrolls it into view), a text hidden by a page or a covering layer drawn over it,
// buttons with and without an accessible name, the largest part of the window left bare.
#include "app/desktop/audit_inspect.h"
#include "app/desktop/audit_space.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QTest>
#include <gtest/gtest.h>
#include <memory>

namespace cor::desktop {
namespace {

// A 400x300 window with `items` in it, drawn, and what the audit sees there.
AuditFindings inspectScene(const QByteArray& items) {
    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport QtQuick.Controls\n"
                      "Window { width: 400; height: 300; visible: true\n" +
                          items + "\n}",
                      QUrl(QStringLiteral("file:///audit_scene.qml")));
    std::unique_ptr<QObject> created(component.create());
    auto* window = qobject_cast<QQuickWindow*>(created.get());
    EXPECT_NE(window, nullptr) << component.errorString().toStdString();
    if (window == nullptr) {
        return {};
    }
    EXPECT_TRUE(QTest::qWaitForWindowExposed(window));
    window->grabWindow(); // polished and laid out
    return inspectWindow(*window);
}

// The largest rectangle no content touches, in whole cells: a band under a header, a column
// beside a list; nothing where the content covers all.
TEST(Audit, TheLargestEmptyAreaIsFoundBetweenTheContent) {
    const QSize window(400, 300);
    EXPECT_EQ(largestEmptyArea(window, {QRectF(0, 0, 400, 40)}, 10), QRect(0, 40, 400, 260));
    EXPECT_EQ(largestEmptyArea(window, {QRectF(0, 0, 400, 40), QRectF(0, 40, 100, 260)}, 10),
              QRect(100, 40, 300, 260));
    // A text in the middle: the larger of what is above it and what is beside it.
    EXPECT_EQ(largestEmptyArea(window, {QRectF(0, 100, 250, 10)}, 10), QRect(0, 110, 400, 190));
    EXPECT_TRUE(largestEmptyArea(window, {QRectF(0, 0, 400, 300)}, 10).isEmpty());
}

TEST(Audit, PicturesAndTextsAreContentButABackdropIsNot) {
    const AuditFindings found = inspectScene(R"(
        Image { width: 400; height: 300; source: "qrc:/art/table/walnut.svg"
                readonly property bool backdrop: true }
        Text { text: "a title"; font.pixelSize: 20 }
        Image { y: 50; width: 100; height: 250; source: "qrc:/art/table/stone.svg" })");
    // (The title's words are narrower than the picture under it.)
    EXPECT_EQ(found.emptyArea, QRect(100, 0, 300, 300));
}

TEST(Audit, MeasuresTheSmallestText) {
    const AuditFindings found = inspectScene(R"(
        Text { text: "tiny"; font.pixelSize: 6 }
        Text { y: 100; text: "large"; font.pixelSize: 20 })");
    EXPECT_EQ(found.texts, 2);
    EXPECT_EQ(found.minTextPx, 6);
}

TEST(Audit, ScaledTextsAreAsSmallAsTheyAreDrawn) {
    const AuditFindings found = inspectScene(R"(
        Item { scale: 0.5; Text { text: "shrunk"; font.pixelSize: 20 } })");
    EXPECT_EQ(found.minTextPx, 10);
}

TEST(Audit, AnElidedTextIsTruncatedUnlessATooltipShowsItWhole) {
    const QByteArray elided = R"(
        Text { width: 60; elide: Text.ElideRight; text: "Thermal baths of Caracalla" )";
    EXPECT_EQ(inspectScene(elided + "}").truncated,
              QStringList{QStringLiteral("Thermal baths of Caracalla")});
    EXPECT_TRUE(inspectScene(elided + "; ToolTip.text: \"Thermal baths of Caracalla\" }")
                    .truncated.isEmpty());
    EXPECT_TRUE(inspectScene("Item { property bool readableWhole: true\n" + elided + "} }")
                    .truncated.isEmpty());
    // A card's name is read on the card: its zoom does not excuse it.
    EXPECT_EQ(inspectScene("Item { property bool readableWhole: true\n" + elided +
                           "; property bool cardName: true } }")
                  .truncated,
              QStringList{QStringLiteral("Thermal baths of Caracalla")});
}

TEST(Audit, OverlappingTextsArePaired) {
    const AuditFindings found = inspectScene(R"(
        Text { text: "Colosseum"; font.pixelSize: 20 }
        Text { x: 30; y: 5; text: "Market"; font.pixelSize: 20 }
        Text { y: 100; text: "apart"; font.pixelSize: 20 })");
    ASSERT_EQ(found.overlaps.size(), 1U);
    EXPECT_EQ(found.overlaps.front(),
              std::make_pair(QStringLiteral("Colosseum"), QStringLiteral("Market")));
}

TEST(Audit, TextsCutByTheWindowOrTheirClipAreOffscreen) {
    const AuditFindings found = inspectScene(R"(
        Text { x: 360; text: "beyond the edge"; font.pixelSize: 20 }
        Item { y: 100; width: 50; height: 50; clip: true
               Text { text: "clipped away"; font.pixelSize: 20 } }
        Text { y: 200; text: "inside"; font.pixelSize: 20 })");
    EXPECT_EQ(found.offscreen,
              (QStringList{QStringLiteral("beyond the edge"), QStringLiteral("clipped away")}));
}

TEST(Audit, TextsAFlickableInSightScrollsToAreNotOffscreen) {
    // Cut by its own edge, which is the window's: it scrolls into view.
    const AuditFindings inSight = inspectScene(R"(
        Flickable { y: 200; width: 400; height: 100; clip: true; contentHeight: 300
                    Text { y: 90; text: "scrolls into view"; font.pixelSize: 20 } })");
    EXPECT_EQ(inSight.texts, 1);
    EXPECT_TRUE(inSight.offscreen.isEmpty());
    // Itself reaching out of the window: what lies out there cannot be scrolled to.
    const AuditFindings beyond = inspectScene(R"(
        Flickable { y: 250; width: 400; height: 100; clip: true; contentHeight: 300
                    Text { y: 40; text: "out of the window"; font.pixelSize: 20 } })");
    EXPECT_EQ(beyond.offscreen, QStringList{QStringLiteral("out of the window")});
}

TEST(Audit, TextsUnderAPageOrAModalPopupAreNotSeen) {
    const AuditFindings found = inspectScene(R"(
        Text { text: "under the page" }
        Rectangle { anchors.fill: parent; color: "white"
                    Text { y: 50; text: "on the page" } })");
    EXPECT_EQ(found.texts, 1);
    const AuditFindings modal = inspectScene(R"(
        Text { text: "under the dialog" }
        Popup { modal: true; visible: true; x: 100; y: 100; Text { text: "in the dialog" } })");
    EXPECT_EQ(modal.texts, 1);
}

TEST(Audit, TextsUnderALayerThatCoversBelowAreNotSeen) {
    const QByteArray scene = R"(
        Text { text: "under the sheet"; font.pixelSize: 20 }
        Text { x: 150; y: 150; text: "beside the sheet"; font.pixelSize: 20 }
        Rectangle { x: 60; y: 5; width: 80; height: 80; color: "beige"; COVERS
                    Text { text: "on the sheet"; font.pixelSize: 20 } })";
    const AuditFindings covered =
        inspectScene(QByteArray(scene).replace("COVERS", "property bool coversBelow: true"));
    EXPECT_EQ(covered.texts, 2);
    EXPECT_TRUE(covered.overlaps.empty());
    const AuditFindings flat = inspectScene(QByteArray(scene).replace("COVERS", ""));
    EXPECT_EQ(flat.texts, 3);
    ASSERT_EQ(flat.overlaps.size(), 1U);
    EXPECT_EQ(flat.overlaps.front(),
              std::make_pair(QStringLiteral("under the sheet"), QStringLiteral("on the sheet")));
}

TEST(Audit, ControlsWithoutAnAccessibleNameAreListed) {
    const AuditFindings found = inspectScene(R"(
        Button { objectName: "bare" }
        Button { y: 50; text: "Build" }
        Button { y: 100; Accessible.name: "Close" }
        Rectangle { y: 150; width: 40; height: 40; objectName: "card"; MouseArea { anchors.fill: parent } }
        Item { y: 200; width: 40; height: 40; Accessible.name: "Market"
               Rectangle { anchors.fill: parent; MouseArea { anchors.fill: parent } } }
        Rectangle { y: 250; width: 40; height: 40; TapHandler {} }
        MouseArea { anchors.fill: parent; z: -1 })");
    EXPECT_EQ(found.unnamedControls,
              (QStringList{QStringLiteral("bare"), QStringLiteral("MouseArea in Rectangle"),
                           QStringLiteral("TapHandler in Rectangle")}));
}

} // namespace
} // namespace cor::desktop
