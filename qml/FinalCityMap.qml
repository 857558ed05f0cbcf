// What FinalCity loads: the city, compact, with its scoring marks over it.
import QtQuick

Item {
    id: map
    required property var city
    required property var scoring
    CityView {
        id: cityView
        anchors.fill: parent
        city: map.city
        compact: true
        interactive: false
    }
    ScoringMarks { anchors.fill: cityView; view: cityView; marks: map.scoring }
}
