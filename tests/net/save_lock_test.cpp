// One server holds a save at a time: a second holder is refused while the first lives; a lock a
// dead process left, or one too damaged to name its holder, is taken over; the holder says where
// it listens.
#include "net/save_lock.h"

#include <QCoreApplication>
#include <QFile>
#include <QHostInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

class SaveLocks : public ::testing::Test {
  protected:
    QString save() const { return dir_.filePath(QStringLiteral("hosted.json")); }
    void writeLockFile(const QByteArray& content) const {
        QFile file(save() + QStringLiteral(".lock"));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    QTemporaryDir dir_;
};

TEST_F(SaveLocks, OneHolderAtATimeAndItSaysWhereItListens) {
    EXPECT_FALSE(SaveLock::holderOf(save()).has_value()) << "nobody holds a new save";
    {
        SaveLock first(save());
        ASSERT_TRUE(first.acquire());
        first.announce(5123);
        SaveLock second(save());
        EXPECT_FALSE(second.acquire()) << "a live holder keeps it";
        const std::optional<SaveHolder> holder = SaveLock::holderOf(save());
        ASSERT_TRUE(holder.has_value());
        EXPECT_EQ(holder->pid, QCoreApplication::applicationPid());
        EXPECT_EQ(holder->port, 5123);
        const std::string message = second.whyNot();
        EXPECT_NE(message.find("process " + std::to_string(holder->pid) + ", port 5123"),
                  std::string::npos)
            << message;
    }
    EXPECT_FALSE(SaveLock::holderOf(save()).has_value()) << "released with its holder";
    EXPECT_FALSE(QFile::exists(save() + QStringLiteral(".server")));
    SaveLock again(save());
    EXPECT_TRUE(again.acquire());
}

TEST_F(SaveLocks, TheLockOfADeadProcessIsTakenOver) {
    QProcess gone; // a process id nobody holds any more
    gone.start(QStringLiteral("true"));
    ASSERT_TRUE(gone.waitForStarted());
    const qint64 pid = gone.processId();
    ASSERT_TRUE(gone.waitForFinished());
    writeLockFile(QByteArray::number(pid) + "\ncityofrome-server\n" +
                  QHostInfo::localHostName().toUtf8() + "\n");
    EXPECT_FALSE(SaveLock::holderOf(save()).has_value());
    SaveLock lock(save());
    EXPECT_TRUE(lock.acquire());
}

TEST_F(SaveLocks, ALockTooDamagedToNameItsHolderIsTakenOverWhenNobodyHoldsIt) {
    writeLockFile(QByteArray("\x01\xff not a lock\n", 14));
    SaveLock lock(save());
    EXPECT_TRUE(lock.acquire());
    SaveLock second(save());
    EXPECT_FALSE(second.acquire()) << "and it is held again";
}

} // namespace
} // namespace cor::net::test
