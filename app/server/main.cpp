// cityofrome-server: everything lives in cor_server (server_command.h).
#include "app/server/server_command.h"

#include <QCoreApplication>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cityofrome-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COR_VERSION));
    const std::vector<std::string> args(argv + 1, argv + argc);
    return cor::server::serverMain(args, std::cout, std::cerr);
}
