// What a running process holds, read from /proc (Linux): its resident memory and its open
// file descriptors. The soak watches the server's with them.
#pragma once

#include <QtGlobal>

namespace cor::programs {

struct ProcessUsage {
    qint64 residentKb = -1; // VmRSS; -1 when it cannot be read
    int openFds = -1;       // entries of /proc/PID/fd; -1 when it cannot be read
};

ProcessUsage processUsage(qint64 pid);

} // namespace cor::programs
