#include "net/invitation.h"

#include "net/invite_code.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace cor::net {
namespace {

// The fingerprint's hex digits alone ("AB:cd…" -> "ABCD…"); "" when they are not the 64 of a
// SHA-256 digest.
QString fingerprintDigits(const QString& written) {
    QString digits = written;
    digits.remove(QLatin1Char(':'));
    digits = digits.toUpper();
    static const QRegularExpression hex(QStringLiteral("^[0-9A-F]{64}$"));
    return hex.match(digits).hasMatch() ? digits : QString();
}

// "ABCD…" -> "AB:CD:…", as certificateFingerprint() writes it.
QString withColons(const QString& digits) {
    QString text;
    for (qsizetype i = 0; i < digits.size(); i += 2) {
        if (i > 0) {
            text.append(QLatin1Char(':'));
        }
        text.append(digits.mid(i, 2));
    }
    return text;
}

// The link in `text`: from the scheme to the first character no link holds; what a sentence or
// a mail puts right after it (a full stop, a bracket) is not the link's.
QString linkIn(const QString& text) {
    static const QRegularExpression link(
        QStringLiteral("%1://[^\\s<>\"'()\\[\\]{}]*(?:\\[[0-9A-Fa-f:.]+\\][^\\s<>\"'(){}]*)?")
            .arg(QLatin1String(kInvitationScheme)),
        QRegularExpression::CaseInsensitiveOption);
    QString found = link.match(text).captured(0);
    while (!found.isEmpty() && QStringLiteral(".,;:!?").contains(found.back())) {
        found.chop(1);
    }
    return found;
}

} // namespace

QString Invitation::server() const {
    const QString shown = host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]").arg(host) : host;
    return QStringLiteral("%1:%2").arg(shown).arg(port);
}

QString invitationLink(const Invitation& invitation) {
    QUrl url;
    url.setScheme(QLatin1String(kInvitationScheme));
    url.setHost(invitation.host);
    url.setPort(invitation.port);
    url.setPath(QLatin1Char('/') + QString::fromStdString(invitation.code));
    QUrlQuery query;
    if (!invitation.tls) {
        query.addQueryItem(QStringLiteral("tls"), QStringLiteral("0"));
    } else if (const QString digits = fingerprintDigits(invitation.fingerprint);
               !digits.isEmpty()) {
        query.addQueryItem(QStringLiteral("fp"), digits);
    }
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

std::optional<Invitation> readInvitation(const QString& text) {
    const QUrl url(linkIn(text), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || url.port() <= 0) {
        return std::nullopt;
    }
    const auto code = readInviteCode(url.path().mid(1).toStdString());
    if (!code) {
        return std::nullopt;
    }
    Invitation invitation;
    invitation.host = url.host();
    invitation.port = static_cast<quint16>(url.port());
    invitation.code = *code;
    const QUrlQuery query(url);
    invitation.tls = query.queryItemValue(QStringLiteral("tls")) != QLatin1String("0");
    if (query.hasQueryItem(QStringLiteral("fp"))) {
        const QString digits = fingerprintDigits(query.queryItemValue(QStringLiteral("fp")));
        if (digits.isEmpty() || !invitation.tls) {
            return std::nullopt; // a broken or a contradictory link is none
        }
        invitation.fingerprint = withColons(digits);
    }
    return invitation;
}

} // namespace cor::net
