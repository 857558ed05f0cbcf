#include "net/save_lock.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <string>

namespace cor::net {
namespace {

QString lockPath(const QString& savePath) {
    return savePath + QStringLiteral(".lock");
}

QString serverPath(const QString& savePath) {
    return savePath + QStringLiteral(".server");
}

// Locks `lock` now, taking over a lock file too damaged to name its holder once no live
// process holds it (QLockFile's own stale test needs the holder's name; removeStaleLockFile()
// removes nothing a live process still holds).
bool takeLock(QLockFile& lock) {
    lock.setStaleLockTime(0); // a server holds its save for days: only a dead holder is stale
    if (lock.tryLock(0)) {
        return true;
    }
    qint64 pid = 0;
    QString host;
    QString app;
    return lock.error() == QLockFile::LockFailedError && !lock.getLockInfo(&pid, &host, &app) &&
           lock.removeStaleLockFile() && lock.tryLock(0);
}

} // namespace

SaveLock::SaveLock(const QString& savePath)
    : savePath_(savePath), lock_(std::make_unique<QLockFile>(lockPath(savePath))) {}

SaveLock::~SaveLock() {
    if (held()) {
        QFile::remove(serverPath(savePath_));
        lock_->unlock();
    }
}

bool SaveLock::acquire() {
    return held() || takeLock(*lock_);
}

void SaveLock::announce(int port) const {
    QSaveFile file(serverPath(savePath_));
    const QByteArray text =
        QJsonDocument(QJsonObject{{QStringLiteral("pid"), QCoreApplication::applicationPid()},
                                  {QStringLiteral("port"), port}})
            .toJson(QJsonDocument::Compact);
    if (file.open(QIODevice::WriteOnly)) {
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        file.write(text);
        file.commit();
    }
}

std::optional<SaveHolder> SaveLock::holderOf(const QString& savePath) {
    QLockFile probe(lockPath(savePath));
    if (takeLock(probe)) {
        probe.unlock(); // nobody holds it
        return std::nullopt;
    }
    if (probe.error() != QLockFile::LockFailedError) {
        return std::nullopt;
    }
    SaveHolder holder;
    QString host;
    QString app;
    probe.getLockInfo(&holder.pid, &host, &app);
    QFile file(serverPath(savePath));
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonObject said = QJsonDocument::fromJson(file.read(4096)).object();
        if (said.value(QStringLiteral("pid")).toInteger() == holder.pid) {
            holder.port = said.value(QStringLiteral("port")).toInt();
        }
    }
    return holder;
}

std::string SaveLock::whyNot() const {
    if (lock_->error() != QLockFile::LockFailedError) {
        return "cannot lock " + lockPath(savePath_).toStdString() +
               (lock_->error() == QLockFile::PermissionError ? ": permission denied"
                                                             : ": the folder cannot be written");
    }
    const std::optional<SaveHolder> holder = holderOf(savePath_);
    std::string message = savePath_.toStdString() + " is held by another cityofrome-server";
    if (holder) {
        message += " (process " + std::to_string(holder->pid);
        if (holder->port > 0) {
            message += ", port " + std::to_string(holder->port);
        }
        message += ")";
    }
    return message;
}

} // namespace cor::net
