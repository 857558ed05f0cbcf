<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Cards</name>
    <message>
        <location filename="../app/models/card_texts.cpp" line="27"/>
        <source>Vegetable Farm (start)</source>
        <extracomment>One of the two buildings every city starts with; the German rulebook calls these &quot;Startgebäude&quot;.</extracomment>
        <translation>Gemüsehof (Startgebäude)</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="29"/>
        <location filename="../app/models/card_texts.cpp" line="47"/>
        <source>Produce: +1 coin</source>
        <extracomment>Face line of a vegetable farm: what the produce action gives for it.</extracomment>
        <translation>Produktion: +1 Geld</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="30"/>
        <source>Starting building: it is in your city from the start, so it has no building cost. Otherwise it is a normal vegetable farm: when you produce, take 1 coin for it.</source>
        <translation>Dieser Gemüsehof ist ein Startgebäude: Er hat keine Baukosten, da er bei Spielbeginn schon gebaut ist. Ansonsten wird er wie jeder andere Gemüsehof behandelt: Führt der Spieler die Aktion Produktion aus, erhält er für ihn 1 Geld.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="36"/>
        <source>Residence 2 (start)</source>
        <extracomment>One of the two buildings every city starts with; the German rulebook calls these &quot;Startgebäude&quot;.</extracomment>
        <translation>Wohnhaus Wert 2 (Startgebäude)</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="39"/>
        <location filename="../app/models/card_texts.cpp" line="71"/>
        <location filename="../app/models/card_texts.cpp" line="98"/>
        <source>Area: 2 × neighbouring public colours</source>
        <extracomment>Face line of every 2-value residential building: its residential area scores the sum of its values times the number of different colours of adjacent public buildings.</extracomment>
        <translation>Wohngebiet: 2 × angrenzende Gebäudefarben</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="40"/>
        <source>Starting building: it is in your city from the start, so it has no building cost. Otherwise it is a normal 2-value residential building: touching 2-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Dieses Wohnhaus ist ein Startgebäude: Es hat keine Baukosten, da es bei Spielbeginn schon gebaut ist. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 2 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 2 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="47"/>
        <source>Vegetable Farm</source>
        <translation>Gemüsehof</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="48"/>
        <source>When you produce, take 1 coin for this vegetable farm.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für diesen Gemüsehof 1 Geld.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="50"/>
        <source>Grain Farm</source>
        <translation>Getreidehof</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="53"/>
        <source>Produce: 1 brick token on it (max. 1)</source>
        <extracomment>Face line of the grain farm: produce puts a brick token on it unless one lies there already (never more than one).</extracomment>
        <translation>Produktion: 1 Baupunktmarker (max. 1)</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="54"/>
        <source>When you produce, place a brick token on this grain farm if it has none (never more than one). When you build, each brick token you spend gives 1 brick, even in the turn it was placed.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für diesen Getreidehof 1 Baupunktmarker, wenn darauf aktuell kein Baupunktmarker liegt (nie mehr als 1). Der Spieler darf seine Baupunktmarker bei der Aktion Bauen einsetzen, um je 1 zusätzlichen Baupunkt zu haben, auch bereits in der gleichen Aktionsphase, in der er sie erhalten hat.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="58"/>
        <source>Sheep Farm</source>
        <translation>Schafhof</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="59"/>
        <source>Produce: +1 influence token</source>
        <translation>Produktion: +1 Einflussmarker</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="60"/>
        <source>When you produce, take 1 influence token for this sheep farm.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für diesen Schafhof 1 Einflussmarker.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="62"/>
        <source>Vineyard</source>
        <translation>Weinhof</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="64"/>
        <source>Produce: +1 coin, 1 brick token (max. 1)</source>
        <extracomment>Face line of the vineyard: a coin, and a brick token on it unless one lies there already.</extracomment>
        <translation>Produktion: +1 Geld, 1 Baupunktmarker (max. 1)</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="65"/>
        <source>When you produce, take 1 coin and place a brick token on the vineyard if it has none (never more than one). When you build, each brick token you spend gives 1 brick, even in the turn it was placed.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für den Weinhof 1 Geld und – wenn aktuell keiner dort liegt – 1 Baupunktmarker (nie mehr als 1). Der Spieler darf seine Baupunktmarker bei der Aktion Bauen einsetzen, um je 1 zusätzlichen Baupunkt zu haben, auch bereits in der gleichen Aktionsphase, in der er sie erhalten hat.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="70"/>
        <source>Residence 2</source>
        <translation>Wohnhaus Wert 2</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="72"/>
        <source>2-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation>Waagerecht und senkrecht zusammenhängende Wohnhäuser mit dem Wert 2 bilden ein Wohngebiet. Bei der Schlusswertung bringt jedes Wohngebiet Siegpunkte entsprechend der Summe seiner Wohnhauswerte, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern. Ein Wohngebiet, an das kein öffentliches Gebäude angrenzt, bringt keine Siegpunkte.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="79"/>
        <source>Residence 3</source>
        <translation>Wohnhaus Wert 3</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="80"/>
        <location filename="../app/models/card_texts.cpp" line="107"/>
        <source>Area: 3 × neighbouring public colours</source>
        <translation>Wohngebiet: 3 × angrenzende Gebäudefarben</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="81"/>
        <source>3-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation>Waagerecht und senkrecht zusammenhängende Wohnhäuser mit dem Wert 3 bilden ein Wohngebiet. Bei der Schlusswertung bringt jedes Wohngebiet Siegpunkte entsprechend der Summe seiner Wohnhauswerte, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern. Ein Wohngebiet, an das kein öffentliches Gebäude angrenzt, bringt keine Siegpunkte.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="88"/>
        <source>Residence 4</source>
        <translation>Wohnhaus Wert 4</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="89"/>
        <location filename="../app/models/card_texts.cpp" line="116"/>
        <source>Area: 4 × neighbouring public colours</source>
        <translation>Wohngebiet: 4 × angrenzende Gebäudefarben</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="90"/>
        <source>4-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation>Waagerecht und senkrecht zusammenhängende Wohnhäuser mit dem Wert 4 bilden ein Wohngebiet. Bei der Schlusswertung bringt jedes Wohngebiet Siegpunkte entsprechend der Summe seiner Wohnhauswerte, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern. Ein Wohngebiet, an das kein öffentliches Gebäude angrenzt, bringt keine Siegpunkte.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="97"/>
        <source>Luxury Residence 2</source>
        <translation>Luxus-Wohnhaus Wert 2</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="99"/>
        <source>When built: take 1 influence token. Otherwise it is a normal 2-value residential building: touching 2-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 2 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 2 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="106"/>
        <source>Luxury Residence 3</source>
        <translation>Luxus-Wohnhaus Wert 3</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="108"/>
        <source>When built: take 1 influence token. Otherwise it is a normal 3-value residential building: touching 3-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 3 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 3 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="115"/>
        <source>Luxury Residence 4</source>
        <translation>Luxus-Wohnhaus Wert 4</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="117"/>
        <source>When built: take 1 influence token. Otherwise it is a normal 4-value residential building: touching 4-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 4 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 4 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="124"/>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="126"/>
        <source>+1 coin per neighbouring building</source>
        <extracomment>Face line of a public building: what it gives once, when it is built.</extracomment>
        <translation>+1 Geld je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="127"/>
        <source>When you build it, take 1 coin for each building horizontally or vertically adjacent to this market. At the end, it counts as a yellow public building for adjacent residential areas.</source>
        <translation>Baut der Spieler einen Markt, erhält er sofort je 1 Geld für jede zu diesem Markt waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt er als gelbes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="131"/>
        <source>Forum Romanum</source>
        <translation>Forum Romanum</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="132"/>
        <source>+1 coin, +1 more per neighbouring building</source>
        <translation>+1 Geld plus 1 je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="133"/>
        <source>When you build it, take 1 coin plus 1 coin for each building horizontally or vertically adjacent to it. At the end, it counts like a market: a yellow public building for adjacent residential areas.</source>
        <translation>Baut der Spieler das Forum Romanum, erhält er sofort 1 Geld plus je 1 Geld für jede zum Forum Romanum waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt es wie ein Markt als gelbes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="138"/>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="139"/>
        <source>+1 influence per neighbouring building</source>
        <translation>+1 Einflussmarker je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="140"/>
        <source>When you build it, take 1 influence token for each building horizontally or vertically adjacent to this arena. At the end, it counts as a red public building for adjacent residential areas.</source>
        <translation>Baut der Spieler eine Arena, erhält er sofort je 1 Einflussmarker für jede zu dieser Arena waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt sie als rotes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="144"/>
        <source>Colosseum</source>
        <translation>Kolosseum</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="145"/>
        <source>+1 influence, +1 more per neighbouring building</source>
        <translation>+1 Einflussmarker plus 1 je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="146"/>
        <source>When you build it, take 1 influence token plus 1 for each building horizontally or vertically adjacent to it. At the end, it counts like an arena: a red public building for adjacent residential areas.</source>
        <translation>Baut der Spieler das Kolosseum, erhält er sofort 1 Einflussmarker plus je 1 Einflussmarker für jede zum Kolosseum waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt es wie eine Arena als rotes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="151"/>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="154"/>
        <source>Draw 1 per neighbouring building, keep 1</source>
        <extracomment>Face line of the school: draw one card per adjacent building (from a deck other than deck I), keep one of them in hand.</extracomment>
        <translation>Je angrenzendes Gebäude 1 ziehen, 1 behalten</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="155"/>
        <source>When you build it, choose a deck other than deck I and draw 1 building from it for each building horizontally or vertically adjacent to this school. Keep one of them in your hand and put the rest under that deck in any order. At the end, it counts as a green public building.</source>
        <translation>Baut der Spieler eine Schule, zieht er sofort je 1 Gebäudekarte für jede zu dieser Schule waagerecht oder senkrecht angrenzende Gebäudekarte, und zwar von einem der Stapel II, III oder IV – sofern im Spiel. Anschließend wählt er 1 der gezogenen Karten aus und nimmt sie auf die Hand; die restlichen legt er in der Reihenfolge seiner Wahl verdeckt unter den Stapel, von dem er sie gezogen hat. Bei der Schlusswertung zählt sie als grünes öffentliches Gebäude.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="161"/>
        <source>University</source>
        <translation>Universität</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="163"/>
        <source>Draw 1, +1 per neighbouring building, keep 1</source>
        <extracomment>Face line of the university: like the school, but draws one card more.</extracomment>
        <translation>1 ziehen, +1 je angrenzendes Gebäude, 1 behalten</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="164"/>
        <source>When you build it, choose a deck other than deck I and draw 1 building from it plus 1 for each building horizontally or vertically adjacent to it. Keep one of them in your hand and put the rest under that deck in any order. At the end, it counts like a school: a green public building.</source>
        <translation>Baut der Spieler die Universität, zieht er sofort 1 Gebäudekarte plus je 1 Gebäudekarte für jede zur Universität waagerecht oder senkrecht angrenzende Gebäudekarte, und zwar von einem der Stapel II, III oder IV – sofern im Spiel. Anschließend wählt er 1 der gezogenen Karten aus und nimmt sie auf die Hand; die restlichen legt er in der Reihenfolge seiner Wahl verdeckt unter den Stapel, von dem er sie gezogen hat. Bei der Schlusswertung zählt sie wie eine Schule als grünes öffentliches Gebäude.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="170"/>
        <source>Thermal Baths</source>
        <translation>Therme</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="172"/>
        <source>1 point token per neighbouring building</source>
        <extracomment>Face line of the thermal baths: point tokens placed on the card when it is built.</extracomment>
        <translation>1 Siegpunktmarker je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="173"/>
        <source>When you build it, place 1 point token on it for each building horizontally or vertically adjacent to it. At the end, each adjacent residential area scores 1 extra point per token, but an area counts only its adjacent thermal bath with the most tokens. It is a blue public building.</source>
        <translation>Baut der Spieler eine Therme, legt er sofort je 1 Siegpunktmarker für jede zu dieser Therme waagerecht oder senkrecht angrenzende Karte auf diese Therme. Bei der Schlusswertung erhöht jeder dieser Marker die Siegpunkte für jedes angrenzende Wohngebiet um 1; für jedes Wohngebiet wird jedoch nur die angrenzende Therme mit den meisten Siegpunktmarkern berücksichtigt. Sie zählt als blaues öffentliches Gebäude.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="179"/>
        <source>Imperial Thermal Baths</source>
        <translation>Kaiser-Therme</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="180"/>
        <source>1 point token, +1 more per neighbouring building</source>
        <translation>1 Siegpunktmarker plus 1 je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="181"/>
        <source>When you build it, place 1 point token on it plus 1 for each building horizontally or vertically adjacent to it. At the end, each adjacent residential area scores 1 extra point per token, but an area counts only its adjacent thermal bath with the most tokens. It is a blue public building.</source>
        <translation>Baut der Spieler die Kaiser-Therme, legt er sofort 1 Siegpunktmarker plus je 1 Siegpunktmarker für jede zur Kaiser-Therme waagerecht oder senkrecht angrenzende Karte auf die Kaiser-Therme. Bei der Schlusswertung erhöht jeder dieser Marker die Siegpunkte für jedes angrenzende Wohngebiet um 1; für jedes Wohngebiet wird jedoch nur die angrenzende Therme mit den meisten Siegpunktmarkern berücksichtigt. Sie zählt als blaues öffentliches Gebäude.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="187"/>
        <source>Aqueduct</source>
        <translation>Aquädukt</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="190"/>
        <location filename="../app/models/card_texts.cpp" line="198"/>
        <source>1 per row and column, may replace a building</source>
        <extracomment>Face line of the aqueducts: at most one aqueduct in each row and each column of a city; an aqueduct may be built in place of a building of the city.</extracomment>
        <translation>1 pro Reihe und Spalte, Überbauen erlaubt</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="191"/>
        <source>Build it on an empty space as usual, or in place of any building of your city, which leaves the game (a brick token on it may first help pay for the aqueduct). There may be only one aqueduct in each row and each column of your city. At the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.</source>
        <translation>Ein Aquädukt darf wie gewohnt auf einen freien Platz gebaut werden oder ein Gebäude der eigenen Stadt ersetzen, das dann aus dem Spiel genommen wird (ein Baupunktmarker darauf darf vorher noch für das Aquädukt eingesetzt werden). In jeder Reihe und Spalte einer Stadt darf nur 1 Aquädukt liegen. Für 1 / 2 / 3 / 4 Aquädukte gibt es bei Spielende 4 / 12 / 24 / 40 Punkte.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="197"/>
        <source>Grand Aqueduct</source>
        <translation>Großes Aquädukt</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="199"/>
        <source>When built: take 1 influence token. Otherwise it is a normal aqueduct: built on an empty space or in place of any building of your city, at most one aqueduct in each row and each column; at the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Aquädukt behandelt: Es darf auf einen freien Platz gebaut werden oder ein Gebäude der eigenen Stadt ersetzen, in jeder Reihe und Spalte darf nur 1 Aquädukt liegen, und für 1 / 2 / 3 / 4 Aquädukte gibt es bei Spielende 4 / 12 / 24 / 40 Punkte.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="204"/>
        <source>Temple of Luna</source>
        <translation>Tempel der Luna</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="206"/>
        <source>1 point per star in your city</source>
        <extracomment>Face line of a temple: what it scores at the end of the game.</extracomment>
        <translation>1 Siegpunkt je Sternsymbol in der Stadt</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="207"/>
        <source>When built: take 1 influence token. At the end, score 1 point for each star on the buildings in your city, the star of the Temple of Luna included.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Bei der Schlusswertung erhält der Spieler 1 Siegpunkt für jedes Sternsymbol auf den Karten in seiner Stadt; das Sternsymbol auf dem Tempel der Luna selbst zählt auch dazu.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="211"/>
        <source>Temple of Mars</source>
        <translation>Tempel des Mars</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="212"/>
        <source>5 points if you have a 4-value residence</source>
        <translation>5 Siegpunkte bei mind. 1 Wohnhaus Wert 4</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="213"/>
        <source>When built: take 3 influence tokens. At the end, score 5 points if your city has at least one 4-value residential building.</source>
        <translation>Beim Bau: Der Spieler erhält 3 Einflussmarker. Bei der Schlusswertung erhält der Spieler 5 Siegpunkte, wenn er mindestens 1 Wohnhaus mit dem Wert 4 in seiner Stadt hat.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="216"/>
        <source>Temple of Venus</source>
        <translation>Tempel der Venus</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="217"/>
        <source>2 points per 2-value residence</source>
        <translation>2 Siegpunkte je Wohnhaus Wert 2</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="218"/>
        <source>When built: take 1 influence token. At the end, score 2 points for each 2-value residential building in your city (the starting and the luxury one included).</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Bei der Schlusswertung erhält der Spieler 2 Siegpunkte für jedes Wohnhaus mit dem Wert 2 in seiner Stadt (auch das Startgebäude und das Luxus-Wohnhaus).</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="222"/>
        <source>Temple of Jupiter</source>
        <translation>Tempel des Jupiter</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="223"/>
        <source>2 points per temple, this one included</source>
        <translation>2 Siegpunkte je Tempel, auch dieser</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="224"/>
        <source>When built: take 2 influence tokens. At the end, score 2 points for each temple in your city; the Temple of Jupiter itself and the shrine count too.</source>
        <translation>Beim Bau: Der Spieler erhält 2 Einflussmarker. Bei der Schlusswertung erhält der Spieler 2 Siegpunkte für jeden Tempel in seiner Stadt; der Tempel des Jupiter selbst und der Schrein zählen auch dazu.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="228"/>
        <source>Temple of Mercury</source>
        <translation>Tempel des Merkur</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="230"/>
        <source>1 extra point per 3 coins</source>
        <extracomment>Face line: one point per three coins on top of the usual point per coin.</extracomment>
        <translation>Zusätzlich 1 Siegpunkt je 3 Geld</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="231"/>
        <source>When built: take 2 influence tokens. At the end, score 1 point for every 3 coins you have, in addition to the points normally scored for coins.</source>
        <translation>Beim Bau: Der Spieler erhält 2 Einflussmarker. Bei der Schlusswertung erhält der Spieler zusätzlich 1 Siegpunkt für je 3 Geld, die er besitzt.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="235"/>
        <source>Temple of Minerva</source>
        <translation>Tempel der Minerva</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="236"/>
        <source>10 points if your city has 16 buildings</source>
        <translation>10 Siegpunkte bei 16 Karten (4x4)</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="237"/>
        <source>At the end, score 10 points if there are sixteen buildings in your city (4×4).</source>
        <translation>Bei der Schlusswertung erhält der Spieler 10 Siegpunkte, wenn seine Stadt aus insgesamt 16 Karten (4x4) besteht.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="240"/>
        <source>Temple of Fortuna</source>
        <translation>Tempel der Fortuna</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="242"/>
        <source>15 points for all 4 public colours</source>
        <extracomment>Face line: 15 points if the city has public buildings of all four colours.</extracomment>
        <translation>15 Siegpunkte bei allen 4 Gebäudefarben</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="243"/>
        <source>At the end, score 15 points if you have at least one public building of each colour in your city.</source>
        <translation>Bei der Schlusswertung erhält der Spieler 15 Siegpunkte, wenn er mindestens je 1 öffentliches Gebäude in allen 4 Farben in seiner Stadt hat.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="246"/>
        <source>Temple of Cupid</source>
        <translation>Tempel des Amor</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="247"/>
        <source>10 points for 4 or more 2-value residences</source>
        <translation>10 Siegpunkte ab 4 Wohnhäusern Wert 2</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="248"/>
        <source>At the end, score 10 points if you have at least four 2-value residential buildings in your city (the starting and the luxury one included).</source>
        <translation>Bei der Schlusswertung erhält der Spieler 10 Siegpunkte, wenn er mindestens 4 Wohnhäuser mit dem Wert 2 in seiner Stadt hat (auch das Startgebäude und das Luxus-Wohnhaus).</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="252"/>
        <source>Temple of Juno</source>
        <translation>Tempel der Juno</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="253"/>
        <source>10 points for 4 or more temples</source>
        <translation>10 Siegpunkte ab 4 Tempeln</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="254"/>
        <source>At the end, score 10 points if you have at least four temples in your city; the Temple of Juno itself and the shrine count too.</source>
        <translation>Bei der Schlusswertung erhält der Spieler 10 Siegpunkte, wenn er mindestens 4 Tempel in seiner Stadt hat; der Tempel der Juno selbst und der Schrein zählen auch dazu.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="257"/>
        <source>Temple of Saturn</source>
        <translation>Tempel des Saturnus</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="258"/>
        <source>15 points for 4 or more production buildings</source>
        <translation>15 Siegpunkte ab 4 Produktionsgebäuden</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="259"/>
        <source>At the end, score 15 points if you have at least four production buildings in your city (the starting vegetable farm and the vineyard included).</source>
        <translation>Bei der Schlusswertung erhält der Spieler 15 Siegpunkte, wenn er mindestens 4 Produktionsgebäude in seiner Stadt hat (auch der Gemüsehof als Startgebäude und der Weinhof).</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="264"/>
        <source>Shrine</source>
        <extracomment>The building of the mini-expansion &quot;The Shrine&quot;.</extracomment>
        <translation>Schrein</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="265"/>
        <source>2 points per neighbouring building</source>
        <translation>2 Siegpunkte je angrenzendes Gebäude</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="266"/>
        <source>Mini-expansion: every player starts with the shrine in hand; it costs no bricks and counts as a temple. At the end, score 2 points for each building horizontally or vertically adjacent to the shrine.</source>
        <translation>Mini-Erweiterung: Jeder Spieler erhält den Schrein als zusätzliche Handkarte; er wird wie jede andere Tempel-Karte behandelt, braucht aber keine Baupunkte. Bei der Schlusswertung erhält der Spieler 2 Punkte pro Gebäudekarte, die waagerecht oder senkrecht an den Schrein angrenzt.</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="275"/>
        <source>purple</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Violett</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="277"/>
        <source>orange</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="279"/>
        <source>white</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="281"/>
        <source>brown</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Braun</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="288"/>
        <source>yellow</source>
        <extracomment>Colour of public buildings (market, forum), shown on its own.</extracomment>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="290"/>
        <source>red</source>
        <extracomment>Colour of public buildings (arena, colosseum), shown on its own.</extracomment>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="292"/>
        <source>green</source>
        <extracomment>Colour of public buildings (school, university), shown on its own.</extracomment>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../app/models/card_texts.cpp" line="294"/>
        <source>blue</source>
        <extracomment>Colour of public buildings (thermal baths), shown on its own.</extracomment>
        <translation>Blau</translation>
    </message>
</context>
</TS>
