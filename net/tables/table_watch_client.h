// A watch on one table server (issue 38), for the desktop app and `cityofrome-cli watch`: one
// connection that asks how some tables stand (TableQuery with watch) and then hears the server
// push each change; it answers the server's pings, takes a server silent too long for lost, and
// after a lost connection watches again by itself, waiting longer after each failure.
#pragma once

#include "net/connection.h"
#include "net/seats.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <string>
#include <vector>

class QSslCertificate;
class QSslError;

namespace cor::net {

struct TableWatchOptions {
    QString host;
    quint16 port = 0;
    // TLS, trusted as ClientOptions says: an authority of this machine, or this fingerprint.
    bool tls = false;
    QString trustedFingerprint;
    struct Key {
        std::string code; // empty: the table where the token holds a seat
        SeatToken token{};
    };
    std::vector<Key> tables;     // at most 64
    int idleTimeoutMs = 30'000;  // a server silent this long is gone (it pings every 5 s)
    int firstRetryMs = 1'000;    // after a lost connection; doubling with each failure
    int longestRetryMs = 60'000; // a server that answers but never pings is asked this often
};

class TableWatchClient : public QObject {
    Q_OBJECT
  public:
    explicit TableWatchClient(TableWatchOptions options, QObject* parent = nullptr);
    ~TableWatchClient() override;

    // Connects, and keeps watching until destroyed or failed().
    void start();

  signals:
    // A table's standing as the server said it: every table at first (and again after each
    // reconnection), then each one whose standing changed. state.key() is its index in
    // TableWatchOptions::tables.
    void standing(const cor::wire::TableState& state);
    // The watch cannot work and is not tried again: the server refused it (another protocol
    // version) or its certificate is not trusted. `refused`: the server said no.
    void failed(const QString& why, bool refused);

  private:
    void dial();
    void onReceived(const wire::Envelope& message);
    void onLost();
    void fail(const QString& why, bool refused);
    bool trusted(const QSslCertificate& certificate, const QList<QSslError>& errors);

    TableWatchOptions options_;
    QPointer<Connection> connection_;
    QTimer retry_;
    QTimer idle_;
    int retryMs_ = 0;
    bool failed_ = false;
    bool pinged_ = false;   // this connection's server keeps watches (an older one answers once)
    bool watching_ = false; // this connection's first status came
};

} // namespace cor::net
