// An online table's invitation (issue 38): one line a friend can paste anywhere (a chat, a mail)
// and the app or the command line reads whole. Its link carries all a client needs:
//
//   cityofrome://tables.example.org:45655/K7QXM-2PR9D?fp=AB12…(64 hex digits)
//
// the server, the table's code and, when the server speaks TLS, the SHA-256 fingerprint of its
// certificate as the owner's app was shown it: the friend's app trusts that certificate, and no
// other, without a question (the owner vouched for it by sending it). A server without TLS
// says so (`?tls=0`). Whatever surrounds the link (the human sentence, angle brackets, a full
// stop) is ignored.
#pragma once

#include <QString>
#include <optional>
#include <string>

namespace cor::net {

inline constexpr char kInvitationScheme[] = "cityofrome";

struct Invitation {
    QString host;
    quint16 port = 0;
    std::string code; // as shown: "K7QXM-2PR9D"
    bool tls = true;
    QString fingerprint; // as certificateFingerprint() writes it; "" none

    // "host:port" ("[::1]:port" for an IPv6 address), as the app's server field holds it.
    QString server() const;
};

QString invitationLink(const Invitation& invitation);

// The invitation `text` holds: the bare link, or any text around it. None when it holds no
// link, or a link that cannot be one (no port, no code, a fingerprint that is not 64 hex
// digits). A code alone is no invitation: readInviteCode reads that.
std::optional<Invitation> readInvitation(const QString& text);

} // namespace cor::net
