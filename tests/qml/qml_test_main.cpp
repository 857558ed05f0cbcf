// Qt Quick Test runner for the QML components: our QML modules are linked in statically and
// found in the resources.
#include <QObject>
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(CityOfRome_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(CityOfRomePlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(qml_tests, Setup)

#include "qml_test_main.moc"
