// The network tests run inside a QCoreApplication, so hosts, sockets and timers have an event
// loop; the log shows warnings only, unless COR_NET_LOG asks for more.
#include "net/log.h"

#include <QCoreApplication>
#include <cstdlib>
#include <gtest/gtest.h>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    // COR_NET_LOG=info (or debug) shows what the hosts and clients do.
    const char* level = std::getenv("COR_NET_LOG");
    cor::net::netLog().set_level(level != nullptr ? spdlog::level::from_str(level)
                                                  : spdlog::level::warn);
    return RUN_ALL_TESTS();
}
