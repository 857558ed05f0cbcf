// How a player trusts a table server's certificate: one an authority of their machine signed,
// or one they were shown and chose to trust, by its SHA-256 fingerprint ("AB:CD:…", as
// `openssl x509 -noout -fingerprint -sha256` prints it). A trusted fingerprint that no longer
// matches means another certificate: refused, with a warning.
#pragma once

#include <QString>

class QSslCertificate;

namespace cor::net {

QString certificateFingerprint(const QSslCertificate& certificate);
// The same fingerprint, however it was written (case, colons, spaces).
bool sameFingerprint(const QString& a, const QString& b);

} // namespace cor::net
