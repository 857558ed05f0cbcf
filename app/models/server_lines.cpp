#include "app/models/server_lines.h"

#include <QRegularExpression>

namespace cor::app {

ServerLine readServerLine(const QString& line, const QString& savePath) {
    static const QRegularExpression listening(QStringLiteral("^listening on \\S*:(\\d+)$"));
    if (const QRegularExpressionMatch found = listening.match(line); found.hasMatch()) {
        return {ServerLine::Kind::Listening, found.captured(1).toInt(), {}};
    }
    if (savePath.isEmpty()) {
        return {};
    }
    // net::Host::save's log lines, after the log's time and level.
    const QString failed = QStringLiteral("] cannot save to ") + savePath + QStringLiteral(": ");
    if (const qsizetype at = line.indexOf(failed); at >= 0) {
        return {ServerLine::Kind::SaveFailed, 0, line.mid(at + failed.size())};
    }
    if (line.endsWith(QStringLiteral("] saving to ") + savePath + QStringLiteral(" works again"))) {
        return {ServerLine::Kind::SaveRecovered, 0, {}};
    }
    return {};
}

} // namespace cor::app
