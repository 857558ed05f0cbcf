// Chat at the table (issue 38): a line said shows for a moment in the ticker's place, after the
// speaker's colour, and no line of the history a (re)join brings shows again.
#include "app/models/chat_model.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <gtest/gtest.h>
#include <memory>

namespace cor::app::test {
namespace {

TEST(ChatToast, ALineSaidShowsWithItsSpeakerAndTheHistoryDoesNot) {
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import CityOfRome\nChatToast { width: 400; height: 30 }", QUrl());
    ChatModel chat;
    std::unique_ptr<QObject> toast(component.createWithInitialProperties(
        {{QStringLiteral("chat"), QVariant::fromValue(&chat)},
         {QStringLiteral("seatColours"), QVariantList{2, 1}}}));
    ASSERT_TRUE(toast) << component.errorString().toStdString();
    EXPECT_FALSE(toast->property("showing").toBool());

    chat.setHistory({net::ChatLine{1, "Livia", "from before", 0, 0}});
    EXPECT_FALSE(toast->property("showing").toBool()) << "what was said before is in the log";

    chat.append(net::ChatLine{1, "Livia", "Ave!", 3, 0});
    EXPECT_TRUE(toast->property("showing").toBool());
    EXPECT_EQ(toast->property("line").toString(), QStringLiteral("Livia: Ave!"));
    EXPECT_EQ(toast->property("seat").toInt(), 1);
}

} // namespace
} // namespace cor::app::test
