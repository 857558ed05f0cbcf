// Reading a file from the saves folder: whatever lies there, it is refused with a reason rather
// than read into memory when it cannot be a save.
#include "engine/json/save_file.h"
#include "net/saved_game.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

// A file of `size` zero bytes; sparse, so it takes no disk space.
QString zeros(const QTemporaryDir& dir, qint64 size) {
    const QString path = dir.filePath(QStringLiteral("zeros.json"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly) && file.resize(size));
    return path;
}

TEST(SavedGameFile, AFileTooLargeForASaveIsRefusedWithoutReadingIt) {
    QTemporaryDir dir;
    const QString path = zeros(dir, kMaxSavedGameBytes + 1);
    try {
        readSavedGame(path);
        FAIL() << "a file larger than any save was read as one";
    } catch (const SaveError& e) {
        EXPECT_NE(std::string(e.what()).find("too large"), std::string::npos) << e.what();
        EXPECT_EQ(e.kind(), SaveError::Kind::Damaged);
    }
}

TEST(SavedGameFile, AFileAtTheLimitIsReadWhole) {
    QTemporaryDir dir;
    const QString path = zeros(dir, kMaxSavedGameBytes);
    try {
        readSavedGame(path);
        FAIL() << "zeros were read as a save";
    } catch (const SaveError& e) {
        EXPECT_EQ(std::string(e.what()).find("too large"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace cor::net::test
