// A player's final city on the score pad with every group its rows count marked. Built after
// the pad shows: four cities at once held the event loop for about 60 ms at the game's last
// move. Loaded from its file: Qt 6.4 will not let a Loader instantiate a bound inline
// component ("Cannot instantiate bound component outside its creation context").
import QtQuick

Loader {
    id: finalCity
    required property var city
    required property var scoring
    required property int seat
    objectName: "finalCity-" + finalCity.seat
    asynchronous: true
    Component.onCompleted: finalCity.setSource(Qt.resolvedUrl("FinalCityMap.qml"),
                                               { city: finalCity.city, scoring: finalCity.scoring })
}
