#include "net/log.h"

#include <spdlog/sinks/stdout_color_sinks.h>

namespace cor::net {

spdlog::logger& netLog() {
    static const std::shared_ptr<spdlog::logger> logger = [] {
        auto created = spdlog::stderr_color_mt("net");
        created->set_pattern("[%H:%M:%S.%e] [%^%l%$] %v");
        return created;
    }();
    return *logger;
}

} // namespace cor::net
