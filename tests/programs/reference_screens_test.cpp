// The game screen looks as its reference pictures in tests/reference/ show: a change to the look
// shows up in review as changed pictures. Shots from `cityofrome --audit --audit-shots` are
// compared at most 960 px wide (which also smooths anti-aliasing), with a tolerance; on a
// difference the actual picture and a diff land in the build tree.
// COR_UPDATE_REFERENCES=1 writes the current pictures as the new references instead (README).
#include "tests/programs/program_support.h"

#include <QColor>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcessEnvironment>
#include <cstdlib>
#include <gtest/gtest.h>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace cor::programs {
namespace {

constexpr int kComparedWidth = 960;
// A pixel differs when a channel differs by more than this (of 255)...
constexpr int kChannelTolerance = 40;
// ...and a picture differs when more than this share of its pixels do.
constexpr double kDifferingPercentAllowed = 0.5;

const QString kFullCity = QStringLiteral("game-full-city");
const QString kBuild = QStringLiteral("game-build");

struct AuditRun {
    QString lang;
    QString size;
    QString scales;
    QStringList screens;
};

// The file names --audit-shots gives this run's pictures.
QStringList shotNames(const AuditRun& run) {
    QStringList names;
    for (const QString& screen : run.screens) {
        for (const QString& scale : run.scales.split(QLatin1Char(','))) {
            const QString suffix =
                scale == QLatin1String("100") ? QString() : QLatin1Char('@') + scale;
            names << QStringLiteral("%1-%2-%3%4.png").arg(screen, run.lang, run.size, suffix);
        }
    }
    return names;
}

bool updatingReferences() {
    const char* update = std::getenv("COR_UPDATE_REFERENCES");
    return update != nullptr && QByteArray(update) == "1";
}

QImage comparable(const QImage& shot) {
    const QImage reduced = shot.width() > kComparedWidth
                               ? shot.scaledToWidth(kComparedWidth, Qt::SmoothTransformation)
                               : shot;
    return reduced.convertToFormat(QImage::Format_RGB32);
}

bool pixelsDiffer(QRgb a, QRgb b) {
    return std::abs(qRed(a) - qRed(b)) > kChannelTolerance ||
           std::abs(qGreen(a) - qGreen(b)) > kChannelTolerance ||
           std::abs(qBlue(a) - qBlue(b)) > kChannelTolerance;
}

// The differing pixels in red over the actual picture faded towards white.
QImage diffPicture(const QImage& actual, const QImage& reference, qsizetype* differing) {
    QImage diff(actual.size(), QImage::Format_RGB32);
    *differing = 0;
    for (int y = 0; y < actual.height(); ++y) {
        const auto* actualLine = reinterpret_cast<const QRgb*>(actual.constScanLine(y));
        const auto* referenceLine = reinterpret_cast<const QRgb*>(reference.constScanLine(y));
        auto* diffLine = reinterpret_cast<QRgb*>(diff.scanLine(y));
        for (int x = 0; x < actual.width(); ++x) {
            if (pixelsDiffer(actualLine[x], referenceLine[x])) {
                ++*differing;
                diffLine[x] = qRgb(255, 0, 0);
            } else {
                const int grey = qGray(actualLine[x]);
                diffLine[x] = qRgb(191 + grey / 4, 191 + grey / 4, 191 + grey / 4);
            }
        }
    }
    return diff;
}

// Where a differing picture's NAME-KIND.png goes, in the build tree.
QString besideTheDiffs(const QString& name, const QString& kind) {
    return QStringLiteral(COR_REFERENCE_DIFF_DIR "/%1-%2.png").arg(name.chopped(4), kind);
}

// A reference none of whose pixels differs stays as it is: a regeneration changes only the
// pictures whose look changed, and review shows just those.
void writeReference(const QImage& actual, const QString& referencePath) {
    const QImage reference = QImage(referencePath).convertToFormat(QImage::Format_RGB32);
    qsizetype differing = 0;
    if (reference.size() == actual.size()) {
        diffPicture(actual, reference, &differing);
        if (differing == 0) {
            std::cout << "unchanged " << referencePath.toStdString() << std::endl;
            return;
        }
    }
    QDir().mkpath(QStringLiteral(COR_REFERENCE_DIR));
    ASSERT_TRUE(actual.save(referencePath, "PNG", 0)) << referencePath.toStdString();
    std::cout << "wrote " << referencePath.toStdString() << std::endl;
}

void expectLikeReference(const QString& shotsDir, const QString& name) {
    SCOPED_TRACE(name.toStdString());
    const QImage shot(shotsDir + QLatin1Char('/') + name);
    ASSERT_FALSE(shot.isNull()) << "the audit saved no " << name.toStdString();
    const QImage actual = comparable(shot);
    const QString referencePath = QStringLiteral(COR_REFERENCE_DIR "/") + name;
    if (updatingReferences()) {
        writeReference(actual, referencePath);
        return;
    }
    QDir().mkpath(QStringLiteral(COR_REFERENCE_DIFF_DIR));
    const QString actualPath = besideTheDiffs(name, QStringLiteral("actual"));
    const QString diffPath = besideTheDiffs(name, QStringLiteral("diff"));
    QFile::remove(actualPath);
    QFile::remove(diffPath);
    const QImage reference = QImage(referencePath).convertToFormat(QImage::Format_RGB32);
    const auto regenerate = "; if the new look is meant, COR_UPDATE_REFERENCES=1 ctest --test-dir "
                            "build/release -R ReferenceScreens writes it as the reference";
    if (reference.isNull() || reference.size() != actual.size()) {
        actual.save(actualPath);
        FAIL() << (reference.isNull() ? "no reference " + referencePath.toStdString()
                                      : "the size differs from the reference's: " +
                                            std::to_string(actual.width()) + 'x' +
                                            std::to_string(actual.height()) + " against " +
                                            std::to_string(reference.width()) + 'x' +
                                            std::to_string(reference.height()))
               << "; actual: " << actualPath.toStdString() << regenerate;
    }
    qsizetype differing = 0;
    const QImage diff = diffPicture(actual, reference, &differing);
    const double percent = 100.0 * static_cast<double>(differing) /
                           static_cast<double>(actual.width() * actual.height());
    if (percent > kDifferingPercentAllowed) {
        actual.save(actualPath);
        diff.save(diffPath);
        ADD_FAILURE() << QString::number(percent, 'f', 2).toStdString()
                      << " % of the pixels differ from " << referencePath.toStdString() << " ("
                      << kDifferingPercentAllowed
                      << " % allowed); actual: " << actualPath.toStdString()
                      << ", diff (red): " << diffPath.toStdString() << regenerate;
    }
}

// The runs side by side (each mostly waits for its screens to settle), then every picture.
// Always offscreen: the references are drawn so, whatever display the test is started on.
void expectRunsLikeReferences(const std::vector<AuditRun>& runs) {
    QProcessEnvironment offscreen = QProcessEnvironment::systemEnvironment();
    offscreen.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    std::vector<std::unique_ptr<Program>> programs;
    std::vector<QString> dirs;
    for (const AuditRun& run : runs) {
        dirs.push_back(
            scratchDir(QStringLiteral("reference-screens-%1-%2").arg(run.lang, run.size)));
        programs.push_back(std::make_unique<Program>(
            desktopBinary(),
            QStringList{QStringLiteral("--audit"), QStringLiteral("--lang"), run.lang,
                        QStringLiteral("--size"), run.size, QStringLiteral("--scale"), run.scales,
                        QStringLiteral("--screens"), run.screens.join(QLatin1Char(',')),
                        QStringLiteral("--audit-shots"), dirs.back()},
            offscreen));
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        ASSERT_EQ(programs[i]->waitForExit(), 0) << programs[i]->howItEnded().toStdString() << '\n'
                                                 << programs[i]->standardError().toStdString();
        for (const QString& name : shotNames(runs[i])) {
            expectLikeReference(dirs[i], name);
        }
    }
}

TEST(ReferenceScreens, FullCityInEnglishAtThreeWindowSizes) {
    std::vector<AuditRun> runs;
    for (const char* size : {"1280x720", "1920x1080", "3840x2160"}) {
        runs.push_back(
            {QStringLiteral("en"), QLatin1String(size), QStringLiteral("100,150"), {kFullCity}});
    }
    expectRunsLikeReferences(runs);
}

TEST(ReferenceScreens, FullCityAndBuildingInGerman) {
    expectRunsLikeReferences({{QStringLiteral("de"),
                               QStringLiteral("1280x720"),
                               QStringLiteral("100"),
                               {kFullCity, kBuild}}});
}

} // namespace
} // namespace cor::programs
