// What the Play online screen reads in its fields (issue 38): a friend's whole invitation pasted
// into the code field (or the server field), or a code typed by hand beside a server's address.
#pragma once

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

class Invitations : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

  public:
    // The invitation `text` holds, to show before joining: "server" ("host:port"), "code" and
    // "secure"; empty when it holds none.
    Q_INVOKABLE QVariantMap read(const QString& text) const;
    // Join can go: `code` holds an invitation, or it is a code and `server` a server's address.
    Q_INVOKABLE bool joinable(const QString& code, const QString& server) const;
};

} // namespace cor::app
