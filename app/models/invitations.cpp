#include "app/models/invitations.h"

#include "app/models/online_tables.h"
#include "net/invitation.h"
#include "net/invite_code.h"

namespace cor::app {

QVariantMap Invitations::read(const QString& text) const {
    const auto invitation = net::readInvitation(text);
    if (!invitation) {
        return {};
    }
    return {{QStringLiteral("server"), invitation->server()},
            {QStringLiteral("code"), QString::fromStdString(invitation->code)},
            {QStringLiteral("secure"), invitation->tls}};
}

bool Invitations::joinable(const QString& code, const QString& server) const {
    return net::readInvitation(code).has_value() ||
           (net::readInviteCode(code.toStdString()).has_value() && serverAddress(server).port > 0);
}

} // namespace cor::app
