// Reading a file from the saves folder: whatever lies there, it is refused with a reason rather
// than read into memory when it cannot be a save.
#include "engine/json/save_file.h"
#include "net/saved_game.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace cor::net::test {
namespace {

TEST(SavedGameFile, AFileTooLargeForASaveIsRefusedWithoutReadingIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(kMaxSavedGameBytes + 1)); // sparse: no disk space taken
    file.close();
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
    const QString path = dir.filePath(QStringLiteral("zeros.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(kMaxSavedGameBytes));
    file.close();
    try {
        readSavedGame(path);
        FAIL() << "zeros were read as a save";
    } catch (const SaveError& e) {
        EXPECT_EQ(std::string(e.what()).find("too large"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace cor::net::test
