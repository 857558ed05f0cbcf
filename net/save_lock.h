// One server holds a game's save at a time. The holder locks FILE.lock (Qt's QLockFile: the
// lock of a process that died is taken over, so is a lock file too damaged to name its holder
// once no live process holds it) and says where it listens in FILE.server (its process id and
// port, readable by its owner only), so that the app that started it finds it again after a
// crash, and a second server refuses the file with a clear word.
#pragma once

#include <QLockFile>
#include <QString>
#include <memory>
#include <optional>

namespace cor::net {

// A server that holds a save, as it says of itself.
struct SaveHolder {
    qint64 pid = 0;
    int port = 0; // 0: not listening yet
};

class SaveLock {
  public:
    explicit SaveLock(const QString& savePath);
    ~SaveLock();
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;

    // True when this process holds the save now (a dead holder's lock is taken over).
    bool acquire();
    bool held() const { return lock_->isLocked(); }
    // Says where this holder listens (FILE.server).
    void announce(int port) const;
    const QString& savePath() const { return savePath_; }

    // The live server that holds the save at `savePath`, if any: its process and, once it
    // listens, its port.
    static std::optional<SaveHolder> holderOf(const QString& savePath);
    // Why acquire() failed: "FILE is held by another cityofrome-server (process P, port Q)",
    // or why the lock file cannot be made.
    std::string whyNot() const;

  private:
    QString savePath_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace cor::net
