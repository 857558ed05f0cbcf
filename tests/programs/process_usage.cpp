#include "tests/programs/process_usage.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace cor::programs {

ProcessUsage processUsage(qint64 pid) {
    ProcessUsage usage;
    const QString proc = QStringLiteral("/proc/%1").arg(pid);
    QFile status(proc + QStringLiteral("/status"));
    if (status.open(QIODevice::ReadOnly)) {
        static const QRegularExpression rss(QStringLiteral("^VmRSS:\\s+(\\d+) kB$"),
                                            QRegularExpression::MultilineOption);
        const QRegularExpressionMatch match = rss.match(QString::fromLatin1(status.readAll()));
        if (match.hasMatch()) {
            usage.residentKb = match.captured(1).toLongLong();
        }
    }
    const QDir fds(proc + QStringLiteral("/fd"));
    if (fds.exists()) {
        usage.openFds = static_cast<int>(
            fds.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot).size());
    }
    return usage;
}

} // namespace cor::programs
