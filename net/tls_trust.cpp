#include "net/tls_trust.h"

#include <QCryptographicHash>
#include <QSslCertificate>

namespace cor::net {
namespace {

QString bare(const QString& fingerprint) {
    QString digits;
    for (const QChar c : fingerprint) {
        if (c.isLetterOrNumber()) {
            digits.append(c.toUpper());
        }
    }
    return digits;
}

} // namespace

QString certificateFingerprint(const QSslCertificate& certificate) {
    const QByteArray hex = certificate.digest(QCryptographicHash::Sha256).toHex().toUpper();
    QString text;
    for (qsizetype i = 0; i < hex.size(); i += 2) {
        if (i > 0) {
            text.append(QLatin1Char(':'));
        }
        text.append(QLatin1String(hex.mid(i, 2)));
    }
    return text;
}

bool sameFingerprint(const QString& a, const QString& b) {
    return !bare(a).isEmpty() && bare(a) == bare(b);
}

} // namespace cor::net
