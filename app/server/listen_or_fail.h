#pragma once
// Both server modes start the same way: listen, or fail saying where; then say where they
// listen, the line scripts wait for (../shared/spec/CLI.md).
#include "app/cli/cli_error.h"

#include <QHostAddress>
#include <ostream>
#include <string>

namespace cor::server {

// Listener: net::TcpListener or net::TableListener.
template <typename Listener>
void listenOrFail(Listener& listener, const QHostAddress& bind, quint16 port, std::ostream& err) {
    if (!listener.listen(bind, port)) {
        throw cli::Failure("cannot listen on " + bind.toString().toStdString() + ":" +
                           std::to_string(port) + ": " + listener.errorString().toStdString());
    }
    err << "listening on " << listener.address().toString().toStdString() << ':' << listener.port()
        << std::endl;
}

} // namespace cor::server
