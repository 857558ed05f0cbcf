<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionStrip</name>
    <message>
        <source>Emperor</source>
        <translation>Kaiser</translation>
    </message>
    <message>
        <source>Bricks</source>
        <translation>Baupunkte</translation>
    </message>
    <message>
        <source>Cogs</source>
        <translation>Produktionspunkte</translation>
    </message>
    <message numerus="yes">
        <source>Space %1: %n brick(s)</source>
        <extracomment>A strip space for screen readers: &quot;Space 3: 2 bricks, 1 cog&quot;</extracomment>
        <translation>
            <numerusform>Feld %1: %n Baupunkt</numerusform>
            <numerusform>Feld %1: %n Baupunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cog(s)</source>
        <translation>
            <numerusform>%n Produktionspunkt</numerusform>
            <numerusform>%n Produktionspunkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Click or press Space to go on</source>
        <extracomment>Under a banner: a click or a key dismisses it</extracomment>
        <translation>Klicken oder Leertaste drücken, um weiterzuspielen</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Card from deck %1</source>
        <translation>Karte vom Stapel %1</translation>
    </message>
    <message>
        <source>known</source>
        <extracomment>A small mark on a card of another player that this player knows</extracomment>
        <translation>bekannt</translation>
    </message>
    <message>
        <source>start</source>
        <extracomment>A small badge on the starting buildings (which cost nothing)</extracomment>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <source>F1: its rules</source>
        <extracomment>Under the zoomed card: F1 opens its entry in the rules reference</extracomment>
        <translation>F1: die Regeln dazu</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Vegetable Farm (start)</source>
        <extracomment>One of the two buildings every city starts with; the German rulebook calls these &quot;Startgebäude&quot;.</extracomment>
        <translation>Gemüsehof (Startgebäude)</translation>
    </message>
    <message>
        <source>Produce: +1 coin</source>
        <extracomment>Face line of a vegetable farm: what the produce action gives for it.</extracomment>
        <translation>Produktion: +1 Geld</translation>
    </message>
    <message>
        <source>Starting building: it is in your city from the start, so it has no building cost. Otherwise it is a normal vegetable farm: when you produce, take 1 coin for it.</source>
        <translation>Dieser Gemüsehof ist ein Startgebäude: Er hat keine Baukosten, da er bei Spielbeginn schon gebaut ist. Ansonsten wird er wie jeder andere Gemüsehof behandelt: Führt der Spieler die Aktion Produktion aus, erhält er für ihn 1 Geld.</translation>
    </message>
    <message>
        <source>Area: 2 × neighbouring public colours</source>
        <extracomment>Face line of every 2-value residential building: its residential area scores the sum of its values times the number of different colours of adjacent public buildings.</extracomment>
        <translation>Wohngebiet: 2 × angrenzende öffentliche Farben</translation>
    </message>
    <message>
        <source>Starting building: it is in your city from the start, so it has no building cost. Otherwise it is a normal 2-value residential building: touching 2-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Dieses Wohnhaus ist ein Startgebäude: Es hat keine Baukosten, da es bei Spielbeginn schon gebaut ist. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 2 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 2 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <source>Vegetable Farm</source>
        <translation>Gemüsehof</translation>
    </message>
    <message>
        <source>When you produce, take 1 coin for this vegetable farm.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für diesen Gemüsehof 1 Geld.</translation>
    </message>
    <message>
        <source>Grain Farm</source>
        <translation>Getreide­hof</translation>
    </message>
    <message>
        <source>Produce: 1 brick token on it (max. 1)</source>
        <extracomment>Face line of the grain farm: produce puts a brick token on it unless one lies there already (never more than one).</extracomment>
        <translation>Produktion: 1 Baupunktmarker (max. 1)</translation>
    </message>
    <message>
        <source>Sheep Farm</source>
        <translation>Schafhof</translation>
    </message>
    <message>
        <source>Produce: +1 influence token</source>
        <translation>Produktion: +1 Einflussmarker</translation>
    </message>
    <message>
        <source>When you produce, take 1 influence token for this sheep farm.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für diesen Schafhof 1 Einflussmarker.</translation>
    </message>
    <message>
        <source>Vineyard</source>
        <translation>Weinhof</translation>
    </message>
    <message>
        <source>Produce: +1 coin, 1 brick token (max. 1)</source>
        <extracomment>Face line of the vineyard: a coin, and a brick token on it unless one lies there already.</extracomment>
        <translation>Produktion: +1 Geld, 1 Baupunktmarker (max. 1)</translation>
    </message>
    <message>
        <source>2-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation>Waagerecht und senkrecht zusammenhängende Wohnhäuser mit dem Wert 2 bilden ein Wohngebiet. Bei der Schlusswertung bringt jedes Wohngebiet Siegpunkte entsprechend der Summe seiner Wohnhauswerte, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern. Ein Wohngebiet, an das kein öffentliches Gebäude angrenzt, bringt keine Siegpunkte.</translation>
    </message>
    <message>
        <source>Area: 3 × neighbouring public colours</source>
        <translation>Wohngebiet: 3 × angrenzende öffentliche Farben</translation>
    </message>
    <message>
        <source>3-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation>Waagerecht und senkrecht zusammenhängende Wohnhäuser mit dem Wert 3 bilden ein Wohngebiet. Bei der Schlusswertung bringt jedes Wohngebiet Siegpunkte entsprechend der Summe seiner Wohnhauswerte, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern. Ein Wohngebiet, an das kein öffentliches Gebäude angrenzt, bringt keine Siegpunkte.</translation>
    </message>
    <message>
        <source>Area: 4 × neighbouring public colours</source>
        <translation>Wohngebiet: 4 × angrenzende öffentliche Farben</translation>
    </message>
    <message>
        <source>4-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation>Waagerecht und senkrecht zusammenhängende Wohnhäuser mit dem Wert 4 bilden ein Wohngebiet. Bei der Schlusswertung bringt jedes Wohngebiet Siegpunkte entsprechend der Summe seiner Wohnhauswerte, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern. Ein Wohngebiet, an das kein öffentliches Gebäude angrenzt, bringt keine Siegpunkte.</translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal 2-value residential building: touching 2-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 2 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 2 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal 3-value residential building: touching 3-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 3 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 3 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal 4-value residential building: touching 4-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Wohnhaus mit dem Wert 4 behandelt: Zusammenhängende Wohnhäuser mit dem Wert 4 bilden ein Wohngebiet, das Siegpunkte entsprechend der Summe seiner Wohnhauswerte bringt, multipliziert mit der Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude, plus 1 je Siegpunktmarker auf der angrenzenden Therme mit den meisten Siegpunktmarkern.</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>+1 coin per neighbouring building</source>
        <extracomment>Face line of a public building: what it gives once, when it is built.</extracomment>
        <translation>+1 Geld je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>When you build it, take 1 coin for each building horizontally or vertically adjacent to this market. At the end, it counts as a yellow public building for adjacent residential areas.</source>
        <translation>Baut der Spieler einen Markt, erhält er sofort je 1 Geld für jede zu diesem Markt waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt er als gelbes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <source>Forum Romanum</source>
        <translation>Forum Romanum</translation>
    </message>
    <message>
        <source>+1 coin, +1 more per neighbouring building</source>
        <translation>+1 Geld plus 1 je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>When you build it, take 1 coin plus 1 coin for each building horizontally or vertically adjacent to it. At the end, it counts like a market: a yellow public building for adjacent residential areas.</source>
        <translation>Baut der Spieler das Forum Romanum, erhält er sofort 1 Geld plus je 1 Geld für jede zum Forum Romanum waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt es wie ein Markt als gelbes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>+1 influence per neighbouring building</source>
        <translation>+1 Einflussmarker je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>When you build it, take 1 influence token for each building horizontally or vertically adjacent to this arena. At the end, it counts as a red public building for adjacent residential areas.</source>
        <translation>Baut der Spieler eine Arena, erhält er sofort je 1 Einflussmarker für jede zu dieser Arena waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt sie als rotes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <source>Colosseum</source>
        <translation>Kolosseum</translation>
    </message>
    <message>
        <source>+1 influence, +1 more per neighbouring building</source>
        <translation>+1 Einflussmarker plus 1 je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>When you build it, take 1 influence token plus 1 for each building horizontally or vertically adjacent to it. At the end, it counts like an arena: a red public building for adjacent residential areas.</source>
        <translation>Baut der Spieler das Kolosseum, erhält er sofort 1 Einflussmarker plus je 1 Einflussmarker für jede zum Kolosseum waagerecht oder senkrecht angrenzende Gebäudekarte. Bei der Schlusswertung zählt es wie eine Arena als rotes öffentliches Gebäude für angrenzende Wohngebiete.</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <source>Draw 1 per neighbouring building, keep 1</source>
        <extracomment>Face line of the school: draw one card per adjacent building (from a deck other than deck I), keep one of them in hand.</extracomment>
        <translation>Je angrenzendes Gebäude 1 ziehen, 1 behalten</translation>
    </message>
    <message>
        <source>When you build it, choose a deck other than deck I and draw 1 building from it for each building horizontally or vertically adjacent to this school. Keep one of them in your hand and put the rest under that deck in any order. At the end, it counts as a green public building.</source>
        <translation>Baut der Spieler eine Schule, zieht er sofort je 1 Gebäudekarte für jede zu dieser Schule waagerecht oder senkrecht angrenzende Gebäudekarte, und zwar von einem der Stapel II, III oder IV – sofern im Spiel. Anschließend wählt er 1 der gezogenen Karten aus und nimmt sie auf die Hand; die restlichen legt er in der Reihenfolge seiner Wahl verdeckt unter den Stapel, von dem er sie gezogen hat. Bei der Schlusswertung zählt sie als grünes öffentliches Gebäude.</translation>
    </message>
    <message>
        <source>University</source>
        <translation>Uni­ver­si­tät</translation>
    </message>
    <message>
        <source>Draw 1, +1 per neighbouring building, keep 1</source>
        <extracomment>Face line of the university: like the school, but draws one card more.</extracomment>
        <translation>1 ziehen, +1 je angrenzendes Gebäude, 1 behalten</translation>
    </message>
    <message>
        <source>When you build it, choose a deck other than deck I and draw 1 building from it plus 1 for each building horizontally or vertically adjacent to it. Keep one of them in your hand and put the rest under that deck in any order. At the end, it counts like a school: a green public building.</source>
        <translation>Baut der Spieler die Universität, zieht er sofort 1 Gebäudekarte plus je 1 Gebäudekarte für jede zur Universität waagerecht oder senkrecht angrenzende Gebäudekarte, und zwar von einem der Stapel II, III oder IV – sofern im Spiel. Anschließend wählt er 1 der gezogenen Karten aus und nimmt sie auf die Hand; die restlichen legt er in der Reihenfolge seiner Wahl verdeckt unter den Stapel, von dem er sie gezogen hat. Bei der Schlusswertung zählt sie wie eine Schule als grünes öffentliches Gebäude.</translation>
    </message>
    <message>
        <source>Thermal Baths</source>
        <translation>Therme</translation>
    </message>
    <message>
        <source>1 point token per neighbouring building</source>
        <extracomment>Face line of the thermal baths: point tokens placed on the card when it is built.</extracomment>
        <translation>1 Siegpunktmarker je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>When you build it, place 1 point token on it for each building horizontally or vertically adjacent to it. At the end, each adjacent residential area scores 1 extra point per token, but an area counts only its adjacent thermal bath with the most tokens. It is a blue public building.</source>
        <translation>Baut der Spieler eine Therme, legt er sofort je 1 Siegpunktmarker für jede zu dieser Therme waagerecht oder senkrecht angrenzende Karte auf diese Therme. Bei der Schlusswertung erhöht jeder dieser Marker die Siegpunkte für jedes angrenzende Wohngebiet um 1; für jedes Wohngebiet wird jedoch nur die angrenzende Therme mit den meisten Siegpunktmarkern berücksichtigt. Sie zählt als blaues öffentliches Gebäude.</translation>
    </message>
    <message>
        <source>Imperial Thermal Baths</source>
        <translation>Kaiser-Therme</translation>
    </message>
    <message>
        <source>1 point token, +1 more per neighbouring building</source>
        <translation>1 Siegpunktmarker plus 1 je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>When you build it, place 1 point token on it plus 1 for each building horizontally or vertically adjacent to it. At the end, each adjacent residential area scores 1 extra point per token, but an area counts only its adjacent thermal bath with the most tokens. It is a blue public building.</source>
        <translation>Baut der Spieler die Kaiser-Therme, legt er sofort 1 Siegpunktmarker plus je 1 Siegpunktmarker für jede zur Kaiser-Therme waagerecht oder senkrecht angrenzende Karte auf die Kaiser-Therme. Bei der Schlusswertung erhöht jeder dieser Marker die Siegpunkte für jedes angrenzende Wohngebiet um 1; für jedes Wohngebiet wird jedoch nur die angrenzende Therme mit den meisten Siegpunktmarkern berücksichtigt. Sie zählt als blaues öffentliches Gebäude.</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aquädukt</translation>
    </message>
    <message>
        <source>1 per row and column, may replace a building</source>
        <extracomment>Face line of the aqueducts: at most one aqueduct in each row and each column of a city; an aqueduct may be built in place of a building of the city.</extracomment>
        <translation>1 pro Reihe und Spalte, Überbauen erlaubt</translation>
    </message>
    <message>
        <source>Build it on an empty space as usual, or in place of any building of your city, which leaves the game (a brick token on it may first help pay for the aqueduct). There may be only one aqueduct in each row and each column of your city. At the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.</source>
        <translation>Ein Aquädukt darf wie gewohnt auf einen freien Platz gebaut werden oder ein Gebäude der eigenen Stadt ersetzen, das dann aus dem Spiel genommen wird (ein Baupunktmarker darauf darf vorher noch für das Aquädukt eingesetzt werden). In jeder Reihe und Spalte einer Stadt darf nur 1 Aquädukt liegen. Für 1 / 2 / 3 / 4 Aquädukte gibt es bei Spielende 4 / 12 / 24 / 40 Siegpunkte.</translation>
    </message>
    <message>
        <source>Grand Aqueduct</source>
        <translation>Großes Aquädukt</translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal aqueduct: built on an empty space or in place of any building of your city, at most one aqueduct in each row and each column; at the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Ansonsten wird es wie jedes andere Aquädukt behandelt: Es darf auf einen freien Platz gebaut werden oder ein Gebäude der eigenen Stadt ersetzen, in jeder Reihe und Spalte darf nur 1 Aquädukt liegen, und für 1 / 2 / 3 / 4 Aquädukte gibt es bei Spielende 4 / 12 / 24 / 40 Siegpunkte.</translation>
    </message>
    <message>
        <source>Temple of Luna</source>
        <translation>Tempel der Luna</translation>
    </message>
    <message>
        <source>1 point per star in your city</source>
        <extracomment>Face line of a temple: what it scores at the end of the game.</extracomment>
        <translation>1 Siegpunkt je Sternsymbol in der Stadt</translation>
    </message>
    <message>
        <source>When built: take 1 influence token. At the end, score 1 point for each star on the buildings in your city, the star of the Temple of Luna included.</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Bei der Schlusswertung erhält der Spieler 1 Siegpunkt für jedes Sternsymbol auf den Karten in seiner Stadt; das Sternsymbol auf dem Tempel der Luna selbst zählt auch dazu.</translation>
    </message>
    <message>
        <source>Temple of Mars</source>
        <translation>Tempel des Mars</translation>
    </message>
    <message>
        <source>5 points if you have a 4-value residence</source>
        <translation>5 Siegpunkte bei mind. 1 Wohnhaus Wert 4</translation>
    </message>
    <message>
        <source>When built: take 3 influence tokens. At the end, score 5 points if your city has at least one 4-value residential building.</source>
        <translation>Beim Bau: Der Spieler erhält 3 Einflussmarker. Bei der Schlusswertung erhält der Spieler 5 Siegpunkte, wenn er mindestens 1 Wohnhaus mit dem Wert 4 in seiner Stadt hat.</translation>
    </message>
    <message>
        <source>Temple of Venus</source>
        <translation>Tempel der Venus</translation>
    </message>
    <message>
        <source>2 points per 2-value residence</source>
        <translation>2 Siegpunkte je Wohnhaus Wert 2</translation>
    </message>
    <message>
        <source>When built: take 1 influence token. At the end, score 2 points for each 2-value residential building in your city (the starting and the luxury one included).</source>
        <translation>Beim Bau: Der Spieler erhält 1 Einflussmarker. Bei der Schlusswertung erhält der Spieler 2 Siegpunkte für jedes Wohnhaus mit dem Wert 2 in seiner Stadt (auch das Startgebäude und das Luxus-Wohnhaus).</translation>
    </message>
    <message>
        <source>Temple of Jupiter</source>
        <translation>Tempel des Jupiter</translation>
    </message>
    <message>
        <source>2 points per temple, this one included</source>
        <translation>2 Siegpunkte je Tempel, auch dieser</translation>
    </message>
    <message>
        <source>When built: take 2 influence tokens. At the end, score 2 points for each temple in your city; the Temple of Jupiter itself and the shrine count too.</source>
        <translation>Beim Bau: Der Spieler erhält 2 Einflussmarker. Bei der Schlusswertung erhält der Spieler 2 Siegpunkte für jeden Tempel in seiner Stadt; der Tempel des Jupiter selbst und der Schrein zählen auch dazu.</translation>
    </message>
    <message>
        <source>Temple of Mercury</source>
        <translation>Tempel des Merkur</translation>
    </message>
    <message>
        <source>1 extra point per 3 coins</source>
        <extracomment>Face line: one point per three coins on top of the usual point per coin.</extracomment>
        <translation>Zusätzlich 1 Siegpunkt je 3 Geld</translation>
    </message>
    <message>
        <source>When built: take 2 influence tokens. At the end, score 1 point for every 3 coins you have, in addition to the points normally scored for coins.</source>
        <translation>Beim Bau: Der Spieler erhält 2 Einflussmarker. Bei der Schlusswertung erhält der Spieler zusätzlich 1 Siegpunkt für je 3 Geld, die er besitzt.</translation>
    </message>
    <message>
        <source>Temple of Minerva</source>
        <translation>Tempel der Minerva</translation>
    </message>
    <message>
        <source>10 points if your city has 16 buildings</source>
        <translation>10 Siegpunkte bei 16 Karten (4x4)</translation>
    </message>
    <message>
        <source>At the end, score 10 points if there are sixteen buildings in your city (4×4).</source>
        <translation>Bei der Schlusswertung erhält der Spieler 10 Siegpunkte, wenn seine Stadt aus insgesamt 16 Karten (4x4) besteht.</translation>
    </message>
    <message>
        <source>Temple of Fortuna</source>
        <translation>Tempel der Fortuna</translation>
    </message>
    <message>
        <source>15 points for all 4 public colours</source>
        <extracomment>Face line: 15 points if the city has public buildings of all four colours.</extracomment>
        <translation>15 Siegpunkte bei allen 4 öffentlichen Farben</translation>
    </message>
    <message>
        <source>At the end, score 15 points if you have at least one public building of each colour in your city.</source>
        <translation>Bei der Schlusswertung erhält der Spieler 15 Siegpunkte, wenn er mindestens je 1 öffentliches Gebäude in allen 4 Farben in seiner Stadt hat.</translation>
    </message>
    <message>
        <source>Temple of Cupid</source>
        <translation>Tempel des Amor</translation>
    </message>
    <message>
        <source>10 points for 4 or more 2-value residences</source>
        <translation>10 Siegpunkte ab 4 Wohnhäusern Wert 2</translation>
    </message>
    <message>
        <source>At the end, score 10 points if you have at least four 2-value residential buildings in your city (the starting and the luxury one included).</source>
        <translation>Bei der Schlusswertung erhält der Spieler 10 Siegpunkte, wenn er mindestens 4 Wohnhäuser mit dem Wert 2 in seiner Stadt hat (auch das Startgebäude und das Luxus-Wohnhaus).</translation>
    </message>
    <message>
        <source>Temple of Juno</source>
        <translation>Tempel der Juno</translation>
    </message>
    <message>
        <source>10 points for 4 or more temples</source>
        <translation>10 Siegpunkte ab 4 Tempeln</translation>
    </message>
    <message>
        <source>At the end, score 10 points if you have at least four temples in your city; the Temple of Juno itself and the shrine count too.</source>
        <translation>Bei der Schlusswertung erhält der Spieler 10 Siegpunkte, wenn er mindestens 4 Tempel in seiner Stadt hat; der Tempel der Juno selbst und der Schrein zählen auch dazu.</translation>
    </message>
    <message>
        <source>Temple of Saturn</source>
        <translation>Tempel des Saturnus</translation>
    </message>
    <message>
        <source>15 points for 4 or more production buildings</source>
        <translation>15 Siegpunkte ab 4 Produktionsgebäuden</translation>
    </message>
    <message>
        <source>At the end, score 15 points if you have at least four production buildings in your city (the starting vegetable farm and the vineyard included).</source>
        <translation>Bei der Schlusswertung erhält der Spieler 15 Siegpunkte, wenn er mindestens 4 Produktionsgebäude in seiner Stadt hat (auch der Gemüsehof als Startgebäude und der Weinhof).</translation>
    </message>
    <message>
        <source>Shrine</source>
        <extracomment>The building of the mini-expansion &quot;The Shrine&quot;.</extracomment>
        <translation>Schrein</translation>
    </message>
    <message>
        <source>2 points per neighbouring building</source>
        <translation>2 Siegpunkte je angrenzendes Gebäude</translation>
    </message>
    <message>
        <source>Mini-expansion: every player starts with the shrine in hand; it costs no bricks and counts as a temple. At the end, score 2 points for each building horizontally or vertically adjacent to the shrine.</source>
        <translation>Mini-Erweiterung: Jeder Spieler erhält den Schrein als zusätzliche Handkarte; er wird wie jede andere Tempel-Karte behandelt, braucht aber keine Baupunkte. Bei der Schlusswertung erhält der Spieler 2 Siegpunkte pro Gebäudekarte, die waagerecht oder senkrecht an den Schrein angrenzt.</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Violett</translation>
    </message>
    <message>
        <source>orange</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Orange</translation>
    </message>
    <message>
        <source>white</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation>Braun</translation>
    </message>
    <message>
        <source>yellow</source>
        <extracomment>Colour of public buildings (market, forum), shown on its own.</extracomment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>red</source>
        <extracomment>Colour of public buildings (arena, colosseum), shown on its own.</extracomment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>green</source>
        <extracomment>Colour of public buildings (school, university), shown on its own.</extracomment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>Colour of public buildings (thermal baths), shown on its own.</extracomment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>2-Value Residential (start)</source>
        <extracomment>One of the two buildings every city starts with; the German rulebook calls these &quot;Startgebäude&quot;.</extracomment>
        <translation>Wohnhaus Wert 2 (Startgebäude)</translation>
    </message>
    <message>
        <source>When you produce, place a brick token on this grain farm if it has none (never more than one). When you build, each brick token you spend gives 1 brick, even in the turn it was placed. Brick tokens remain on grain farms between rounds until they are spent.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für diesen Getreidehof 1 Baupunktmarker, wenn darauf aktuell kein Baupunktmarker liegt (nie mehr als 1). Der Spieler darf seine Baupunktmarker bei der Aktion Bauen einsetzen, um je 1 zusätzlichen Baupunkt zu haben, auch bereits in der gleichen Aktionsphase, in der er sie erhalten hat. Nicht eingesetzte Baupunktmarker dürfen mit in die neue Runde genommen werden und bleiben auf den Karten liegen.</translation>
    </message>
    <message>
        <source>When you produce, take 1 coin and place a brick token on the vineyard if it has none (never more than one). When you build, each brick token you spend gives 1 brick, even in the turn it was placed. Brick tokens remain on the vineyard between rounds until they are spent.</source>
        <translation>Führt der Spieler die Aktion Produktion aus, erhält er für den Weinhof 1 Geld und – wenn aktuell keiner dort liegt – 1 Baupunktmarker (nie mehr als 1). Der Spieler darf seine Baupunktmarker bei der Aktion Bauen einsetzen, um je 1 zusätzlichen Baupunkt zu haben, auch bereits in der gleichen Aktionsphase, in der er sie erhalten hat. Nicht eingesetzte Baupunktmarker dürfen mit in die neue Runde genommen werden und bleiben auf den Karten liegen.</translation>
    </message>
    <message>
        <source>2-Value Residential</source>
        <translation>Wohnhaus Wert 2</translation>
    </message>
    <message>
        <source>3-Value Residential</source>
        <translation>Wohnhaus Wert 3</translation>
    </message>
    <message>
        <source>4-Value Residential</source>
        <translation>Wohnhaus Wert 4</translation>
    </message>
    <message>
        <source>Luxury 2-Value Residential</source>
        <translation>Luxus-Wohnhaus Wert 2</translation>
    </message>
    <message>
        <source>Luxury 3-Value Residential</source>
        <translation>Luxus-Wohnhaus Wert 3</translation>
    </message>
    <message>
        <source>Luxury 4-Value Residential</source>
        <translation>Luxus-Wohnhaus Wert 4</translation>
    </message>
    <message>
        <source>Residential</source>
        <extracomment>A residence&apos;s name on a tiny space of a city, its value shown beside it</extracomment>
        <translation>Wohnhaus</translation>
    </message>
    <message>
        <source>Luxury Residential</source>
        <extracomment>A luxury residence&apos;s name on a tiny space of a city, its value shown beside it</extracomment>
        <translation>Luxus-Wohnhaus</translation>
    </message>
</context>
<context>
    <name>ChatToast</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of chat shown at the table: %1 who said it, %2 what</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ChoiceSheet</name>
    <message>
        <source>Setup draft: keep one card</source>
        <translation>Handkartenwahl: Nimm eine Karte auf die Hand</translation>
    </message>
    <message>
        <source>Keep one of the drawn cards</source>
        <translation>Nimm eine der gezogenen Karten auf die Hand</translation>
    </message>
    <message>
        <source>Order the cards going back: the last goes to the bottom</source>
        <translation>Ordne die Karten, die unter den Stapel kommen: Die letzte liegt ganz unten</translation>
    </message>
    <message>
        <source>Deck %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>In dieser Reihenfolge unter den Stapel legen</translation>
    </message>
    <message>
        <source>Draw the cards from which deck?</source>
        <extracomment>A school or university draws cards</extracomment>
        <translation>Von welchem Stapel ziehen?</translation>
    </message>
    <message>
        <source>Move %1 earlier</source>
        <translation>%1 nach vorne schieben</translation>
    </message>
    <message>
        <source>Move %1 later</source>
        <translation>%1 nach hinten schieben</translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Empty space</source>
        <translation>Freier Platz</translation>
    </message>
    <message numerus="yes">
        <source>%n brick token(s)</source>
        <translation>
            <numerusform>%n Baupunktmarker</numerusform>
            <numerusform>%n Baupunktmarker</numerusform>
        </translation>
    </message>
    <message>
        <source>Build here: pay %1</source>
        <translation>Hier bauen: %1 zahlen</translation>
    </message>
    <message numerus="yes">
        <source>✓ Scores %n point(s) now.</source>
        <extracomment>A temple&apos;s condition holds: the points it scores as the city stands</extracomment>
        <translation>
            <numerusform>✓ Bringt jetzt %n Siegpunkt.</numerusform>
            <numerusform>✓ Bringt jetzt %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ Scores no points now: its condition does not hold yet.</source>
        <translation>✗ Bringt jetzt keine Siegpunkte: Die Bedingung ist noch nicht erfüllt.</translation>
    </message>
    <message numerus="yes">
        <source>%n point token(s) on it.</source>
        <translation>
            <numerusform>%n Siegpunktmarker darauf.</numerusform>
            <numerusform>%n Siegpunktmarker darauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>What a build adds to the score (residential areas, aqueducts, temples)</extracomment>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>replaces %1</source>
        <extracomment>On a space where an aqueduct would replace a building</extracomment>
        <translation>ersetzt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>Points a build adds, on a small space: &quot;4 pts&quot; (German &quot;4 SP&quot;)</extracomment>
        <translation>
            <numerusform>%n SP</numerusform>
            <numerusform>%n SP</numerusform>
        </translation>
    </message>
    <message>
        <source>Build here</source>
        <extracomment>A space a build pays no coins for (its bricks pay it all, or brick tokens do)</extracomment>
        <translation>Hier bauen</translation>
    </message>
</context>
<context>
    <name>ContinueView</name>
    <message>
        <source>Continue a game</source>
        <translation>Ein Spiel fortsetzen</translation>
    </message>
    <message>
        <source>No saved games yet. Every game is saved after each move, so you can come back to it here.</source>
        <translation>Noch keine gespeicherten Spiele. Jedes Spiel wird nach jeder Aktion gespeichert, so kannst du es hier fortsetzen.</translation>
    </message>
    <message>
        <source>Your seat is kept for you</source>
        <translation>Dein Platz wird für dich freigehalten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Zurückkehren</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>Watch a saved game&apos;s replay</extracomment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>hosted now</source>
        <extracomment>A game this app hosts whose server runs now (in the background)</extracomment>
        <translation>läuft gerade</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>%1 is ready (R)</source>
        <extracomment>The hot-seat curtain&apos;s button; R is the key that lifts it too</extracomment>
        <translation>%1 ist bereit (R)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Das Spiel verlassen?</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End your turn?</source>
        <translation>Zug beenden?</translation>
    </message>
    <message>
        <source>You have neither built nor produced this turn, and you still could.</source>
        <translation>Du hast in diesem Zug weder gebaut noch produziert, und du könntest es noch.</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn with nothing built or produced</extracomment>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>EndView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiedergabe ansehen</translation>
    </message>
    <message>
        <source>How did I play?</source>
        <translation>Wie habe ich gespielt?</translation>
    </message>
    <message>
        <source>A bot played %1 for %2.</source>
        <extracomment>Under the winner: %1 the rounds (e.g. &quot;rounds 6–11&quot;), %2 the player</extracomment>
        <translation>Ein Bot spielte %1 für %2.</translation>
    </message>
    <message>
        <source>Outlined: what each row counts. A dot: a public building that counts for the area.</source>
        <extracomment>Beside the final cities on the score pad: how to read their marks</extracomment>
        <translation>Umrandet: was jede Zeile wertet. Ein Punkt: ein öffentliches Gebäude, das für das Wohngebiet zählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FollowingList</name>
    <message numerus="yes">
        <source>%n new line(s)</source>
        <extracomment>Below a scrolled-up log, story or chat: lines came since; a click shows them</extracomment>
        <translation>
            <numerusform>%n neue Zeile</numerusform>
            <numerusform>%n neue Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Log</source>
        <translation>Zugaufzeichnung</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Your city</source>
        <translation>Deine Stadt</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <translation>Stadt von %1</translation>
    </message>
    <message>
        <source>Strips to come: %1</source>
        <extracomment>The action strips of the rounds to come, as far as seen; &quot;?&quot; not seen yet</extracomment>
        <translation>Kommende Aktionsstreifen: %1</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbindung verloren – verbinde neu…</translation>
    </message>
    <message>
        <source>The connection to the host is lost: %1
Your seat is kept: &quot;Continue&quot; in the main menu takes you back.</source>
        <extracomment>%1 why; the seat stays this app&apos;s, to take back from the main menu</extracomment>
        <translation>Die Verbindung zum Gastgeber ist verloren: %1
Dein Platz bleibt dir: „Fortsetzen“ im Hauptmenü bringt dich zurück.</translation>
    </message>
    <message>
        <source>Game log (L)</source>
        <translation>Zugaufzeichnung (L)</translation>
    </message>
    <message>
        <source>Rules (F1)</source>
        <translation>Regeln (F1)</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Das Spiel verlassen?</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Log · %1 new</source>
        <extracomment>The game log&apos;s button; %1 the chat lines not read yet</extracomment>
        <translation>Zugaufzeichnung · %1 neu</translation>
    </message>
    <message>
        <source>%1
Your seat is kept: &quot;Continue&quot; in the main menu takes you back once it is hosted again.</source>
        <extracomment>%1: the host ended the game (it is saved); the seat stays this app&apos;s</extracomment>
        <translation>%1
Dein Platz bleibt dir: „Fortsetzen“ im Hauptmenü bringt dich zurück, sobald das Spiel wieder eröffnet ist.</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Spiel anhalten</translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation>Weiter Gastgeber sein</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
    <message>
        <source>The action strips of the next rounds, in order: each one&apos;s five spaces, a brick or a cog. &quot;?&quot; is a strip nobody has seen yet.</source>
        <extracomment>What the line of the strips to come says</extracomment>
        <translation>Die Aktionsstreifen der nächsten Runden, der Reihe nach: je fünf Felder, Ziegelstein oder Zahnrad. „?“ ist ein Streifen, den noch niemand gesehen hat.</translation>
    </message>
    <message>
        <source>Time left for this move: %1</source>
        <translation>Zeit für diesen Zug: noch %1</translation>
    </message>
    <message>
        <source>Your move “%1” waits and goes as soon as the connection is back, if the game still stands where you made it.</source>
        <extracomment>%1 the player&apos;s move, in words (&quot;Build Market&quot;), kept while offline</extracomment>
        <translation>Dein Zug „%1“ wartet und wird gesendet, sobald die Verbindung wieder steht, wenn das Spiel dann noch so steht wie eben.</translation>
    </message>
    <message>
        <source>Nothing is decided until the connection is back. Your seat is kept.</source>
        <translation>Bis die Verbindung wieder steht, wird nichts entschieden. Dein Platz bleibt dir.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>%1 left, then a bot moves for you</source>
        <extracomment>The clock of the time per move near its end, to the player who must decide: %1 &quot;0:45&quot;</extracomment>
        <translation>noch %1, dann zieht ein Bot für dich</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>The clock of the time per move: %1 &quot;4:05&quot;</extracomment>
        <translation>noch %1</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation>Deine Handkarten</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Du schaust zu</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produzieren</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Handkarten von %1</translation>
    </message>
    <message>
        <source>Bricks of the strip, plus your brick tokens</source>
        <extracomment>Bricks of the strip, plus the player&apos;s brick tokens: &quot;2 + 1&quot;</extracomment>
        <translation>Baupunkte des Aktionsstreifens plus deine Baupunktmarker</translation>
    </message>
    <message>
        <source>Cogs</source>
        <translation>Produktionspunkte</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Hint…</source>
        <extracomment>The button that asks for the expert&apos;s choice (key H)</extracomment>
        <translation>Tipp…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>What would the expert do now? (H) Computed from what you can see only.</source>
        <translation>Was würde der Experte jetzt tun? (H) Berechnet nur aus dem, was du sehen kannst.</translation>
    </message>
</context>
<context>
    <name>HintLine</name>
    <message>
        <source>Hint</source>
        <extracomment>The title before the hint&apos;s line</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>Der Experte überlegt…</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <extracomment>The small cross that closes the hint&apos;s box</extracomment>
        <translation>Tipp schließen (Esc)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A hint: %1 what to do, %2 what it changes now (&quot;Build Market: +3 coins now&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Place your emissary on space %1</source>
        <translation>Setze deinen Baumeister auf Feld %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <extracomment>The setup draft: the card to keep in hand
----------
A school&apos;s draw: the card to keep</extracomment>
        <translation>Nimm %1 auf die Hand</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Nimm %1 aus dem Angebot</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produzieren</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Beende deinen Zug</translation>
    </message>
    <message>
        <source>Draw from deck %1</source>
        <translation>Ziehe vom Stapel %1</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) in your value-%1 residential area</source>
        <extracomment>Points a build adds to the score pad&apos;s rows of residential areas; %1 the area&apos;s value</extracomment>
        <translation>
            <numerusform>+%n Siegpunkt in deinem Wohngebiet Wert %1</numerusform>
            <numerusform>+%n Siegpunkte in deinem Wohngebiet Wert %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) for your aqueducts</source>
        <translation>
            <numerusform>+%n Siegpunkt für deine Aquädukte</numerusform>
            <numerusform>+%n Siegpunkte für deine Aquädukte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) for your temples</source>
        <translation>
            <numerusform>+%n Siegpunkt für deine Tempel</numerusform>
            <numerusform>+%n Siegpunkte für deine Tempel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s) now</source>
        <translation>
            <numerusform>+%n Geld sofort</numerusform>
            <numerusform>+%n Geld sofort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n brick token(s)</source>
        <translation>
            <numerusform>+%n Baupunktmarker</numerusform>
            <numerusform>+%n Baupunktmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n influence token(s)</source>
        <translation>
            <numerusform>+%n Einflussmarker</numerusform>
            <numerusform>+%n Einflussmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n influence token(s): the most at the table</source>
        <extracomment>Gaining influence tokens gives the player the most at the table</extracomment>
        <translation>
            <numerusform>+%n Einflussmarker: die meisten am Tisch</numerusform>
            <numerusform>+%n Einflussmarker: die meisten am Tisch</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 for your turn</source>
        <extracomment>What an emissary space gives this round: &quot;2 bricks and 1 cog for your turn&quot;</extracomment>
        <translation>%1 und %2 für deinen Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n brick(s)</source>
        <translation>
            <numerusform>%n Baupunkt</numerusform>
            <numerusform>%n Baupunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cog(s)</source>
        <translation>
            <numerusform>%n Produktionspunkt</numerusform>
            <numerusform>%n Produktionspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>in round %1, %2</source>
        <extracomment>When a step of a hint&apos;s plan comes: %1 the round, %2 the step (&quot;build Market&quot;)</extracomment>
        <translation>in Runde %1: %2</translation>
    </message>
    <message>
        <source>next turn, %1</source>
        <extracomment>A step of a hint&apos;s plan on the player&apos;s next turn of this round</extracomment>
        <translation>im nächsten Zug: %1</translation>
    </message>
    <message>
        <source>Then %1.</source>
        <extracomment>The plan a hint expects after its first step: &quot;Then take Market, then build Market.&quot;</extracomment>
        <translation>Danach: %1.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>The next best choice, %1, is about as good.</source>
        <extracomment>%1 the next best choice (&quot;take Market&quot;)</extracomment>
        <translation>Die nächstbeste Wahl (%1) ist etwa gleich gut.</translation>
    </message>
    <message numerus="yes">
        <source>About %n point(s) more than the next best choice: %1.</source>
        <extracomment>%1 the next best choice (&quot;take Market&quot;)</extracomment>
        <translation>
            <numerusform>Etwa %n Siegpunkt mehr als die nächstbeste Wahl: %1.</numerusform>
            <numerusform>Etwa %n Siegpunkte mehr als die nächstbeste Wahl: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>place an emissary on space %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation>Baumeister auf Feld %1 setzen</translation>
    </message>
    <message>
        <source>keep %1</source>
        <extracomment>A step inside a hint&apos;s sentence: the card to keep</extracomment>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>take %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation>%1 nehmen</translation>
    </message>
    <message numerus="yes">
        <source>build %1 (+%n point(s))</source>
        <extracomment>A step inside a hint&apos;s sentence: %1 the card; the points its city gains</extracomment>
        <translation>
            <numerusform>%1 bauen (+%n Siegpunkt)</numerusform>
            <numerusform>%1 bauen (+%n Siegpunkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>build %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation>%1 bauen</translation>
    </message>
    <message>
        <source>produce</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation>produzieren</translation>
    </message>
    <message>
        <source>end the turn</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation>den Zug beenden</translation>
    </message>
    <message>
        <source>draw from deck %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation>vom Stapel %1 ziehen</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>Baue %1</translation>
    </message>
    <message>
        <source>build %1 on another space</source>
        <extracomment>A hint&apos;s next best choice: the same card built on another space of the city</extracomment>
        <translation>%1 auf einem anderen Platz bauen</translation>
    </message>
    <message>
        <source>no bricks and no cogs for your turn</source>
        <extracomment>An emissary space that gives no bricks and no cogs this round</extracomment>
        <translation>keine Ziegel und keine Zahnräder für deinen Zug</translation>
    </message>
    <message>
        <source>%1 for your turn</source>
        <extracomment>What an emissary space gives this round: &quot;1 brick for your turn&quot;</extracomment>
        <translation>%1 für deinen Zug</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A build and where (&quot;Build Market (left of Forum)&quot;), where no glow shows the space</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>build %1 there with %n brick token(s)</source>
        <extracomment>A hint&apos;s next best choice: the same build on the same space, paid otherwise; %1 the card, %n the brick tokens it spends</extracomment>
        <translation>
            <numerusform>%1 dort mit %n Baupunktmarker bauen</numerusform>
            <numerusform>%1 dort mit %n Baupunktmarkern bauen</numerusform>
        </translation>
    </message>
    <message>
        <source>on your turn at space %1, %2</source>
        <extracomment>A take in a hint&apos;s plan with two emissaries a player: which of the player&apos;s turns it begins; %1 the emissary&apos;s space, %2 the take (&quot;take Market&quot;)</extracomment>
        <translation>in deinem Zug auf Feld %1 %2</translation>
    </message>
    <message>
        <source>keep %1 and put the others back in another order</source>
        <extracomment>A hint&apos;s next best choice: the same card kept from a school&apos;s draw, the others put back under the deck in another order</extracomment>
        <translation>%1 behalten und die anderen in anderer Reihenfolge zurücklegen</translation>
    </message>
    <message>
        <source>%1 if it is still there</source>
        <extracomment>A take in a hint&apos;s plan: %1 &quot;take Market&quot;</extracomment>
        <translation>%1, falls noch da</translation>
    </message>
    <message>
        <source>Assisted play offers only this choice: the others the rules allow are plainly worse.</source>
        <extracomment>A hint where assisted play offers one choice only: the rules allow others, which are plainly worse (a space that gives less and picks later, say)</extracomment>
        <translation>Die Spielhilfe bietet nur diese Wahl: Die anderen, die die Regeln erlauben, sind deutlich schlechter.</translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s) in your value-%1 residential area</source>
        <extracomment>Points a build takes from the residential areas (it replaces a building); %1 the area&apos;s value</extracomment>
        <translation>
            <numerusform>−%n Siegpunkt in deinem Wohngebiet Wert %1</numerusform>
            <numerusform>−%n Siegpunkte in deinem Wohngebiet Wert %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s) for your temples</source>
        <extracomment>Points a build takes from the temples (it replaces one)</extracomment>
        <translation>
            <numerusform>−%n Siegpunkt für deine Tempel</numerusform>
            <numerusform>−%n Siegpunkte für deine Tempel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostView</name>
    <message>
        <source>Host a LAN game</source>
        <translation>LAN-Spiel eröffnen</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Name des Spiels</translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation>Spiel von %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Play with the Shrine (mini-expansion)</source>
        <translation>Mit dem Schrein spielen (Mini-Erweiterung)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The button that chooses how many players: &quot;3 players&quot;</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Allow hints (each player&apos;s app shows the expert&apos;s choice on request)</source>
        <extracomment>Each player&apos;s app computes its hint from that player&apos;s own view</extracomment>
        <translation>Tipps erlauben (die App jedes Spielers zeigt auf Wunsch die Wahl des Experten)</translation>
    </message>
</context>
<context>
    <name>InfluenceCard</name>
    <message>
        <source>Influence card %1</source>
        <extracomment>The picture of an influence card in the rules; %1 its value</extracomment>
        <translation>Einflusswertungskarte %1</translation>
    </message>
</context>
<context>
    <name>JoinView</name>
    <message>
        <source>Join a LAN game</source>
        <translation>Einem LAN-Spiel beitreten</translation>
    </message>
    <message>
        <source>Looking for games on the LAN…</source>
        <translation>Suche LAN-Spiele…</translation>
    </message>
    <message>
        <source>Games on the LAN</source>
        <translation>LAN-Spiele</translation>
    </message>
    <message>
        <source>under way</source>
        <translation>läuft bereits</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Other version</source>
        <translation>Andere Version</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Zurückkehren</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>A LAN game heard on the network: who hosts it, its size, its free seats</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>Learn to play · %1 of %2</source>
        <extracomment>Learn to play: which lesson of how many</extracomment>
        <translation>Spielen lernen · %1 von %2</translation>
    </message>
    <message>
        <source>Skip the lesson</source>
        <translation>Lektion überspringen</translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Learn to play: the lesson was read</extracomment>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>The key that answers &quot;Got it&quot; in Learn to play</extracomment>
        <translation>Leertaste</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>Lobby</source>
        <translation>Warteraum</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbindung verloren – verbinde neu…</translation>
    </message>
    <message>
        <source>You host this game (port %1). Set bots or wait for players, then start.</source>
        <translation>Du bist Gastgeber dieses Spiels (Port %1). Setze Bots ein oder warte auf Mitspieler, dann starte.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Warte darauf, dass der Gastgeber das Spiel startet.</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nicht bereit</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>Hier Platz nehmen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Schreib etwas…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <extracomment>The lobby&apos;s toggle of the player&apos;s own readiness.</extracomment>
        <translation>Noch nicht bereit</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Ich bin bereit</translation>
    </message>
    <message>
        <source>Sit here: seat %1</source>
        <translation>Hier Platz nehmen: Platz %1</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Deine Farbe</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The host&apos;s menu of a seat a person sits on: the first entry, as it is</extracomment>
        <translation>Mitspieler</translation>
    </message>
    <message>
        <source>Open the seat</source>
        <translation>Platz freigeben</translation>
    </message>
    <message>
        <source>The game begins once every seat is taken and everyone is ready. You may leave: your seat is kept, and Continue brings you back.</source>
        <translation>Das Spiel beginnt, sobald jeder Platz besetzt ist und alle bereit sind. Du kannst gehen: Dein Platz bleibt dir, und „Fortsetzen“ bringt dich zurück.</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation>Tischcode %1</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Einladung kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>Fingerprint: %1</source>
        <translation>Fingerabdruck: %1</translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation>Diesem Server vertrauen</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Leaving the lobby; &quot;Back&quot; where the server refused the table, &quot;Back to the menu&quot; once the host ended the game or the connection failed</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>A line to paste into a chat or a mail: a click on its link opens this table in your friend&apos;s City of Rome.</source>
        <extracomment>Hovering &quot;Copy the invitation&quot;</extracomment>
        <translation>Eine Zeile für einen Chat oder eine Mail: Ein Klick auf ihren Link öffnet diesen Tisch im City of Rome deiner Freunde.</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Zurück zum Menü</translation>
    </message>
    <message>
        <source>Leave the lobby?</source>
        <translation>Die Lobby verlassen?</translation>
    </message>
    <message>
        <source>You host this game. Keep hosting: the lobby stays open for the guests, and the main menu takes you back. Stop hosting: the lobby closes and the guests are told.</source>
        <translation>Du bist Gastgeber dieses Spiels. Weiter Gastgeber sein: Die Lobby bleibt für die Gäste offen, und das Hauptmenü bringt dich zurück. Lobby schließen: Die Lobby schließt, und die Gäste erfahren es.</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Lobby schließen</translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation>Weiter Gastgeber sein</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
</context>
<context>
    <name>LocalGame</name>
    <message>
        <source>Local game</source>
        <translation>Lokales Spiel</translation>
    </message>
</context>
<context>
    <name>LogDrawer</name>
    <message>
        <source>Game log</source>
        <translation>Zugaufzeichnung</translation>
    </message>
    <message>
        <source>(auto) </source>
        <extracomment>Marks a decision assisted play took for the player</extracomment>
        <translation>(Spielhilfe) </translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Schreib etwas…</translation>
    </message>
    <message>
        <source>Click: open this in the rules</source>
        <extracomment>Hovering a line of the game log that links to the rules</extracomment>
        <translation>Klick: in der Spielregel nachlesen</translation>
    </message>
</context>
<context>
    <name>LookBackCurve</name>
    <message>
        <source>Round %1 · step %2 · %3 points</source>
        <extracomment>The look back&apos;s curve at a decision: %1 the round, %2 the step, %3 the expected margin</extracomment>
        <translation>Runde %1 · Schritt %2 · %3 Siegpunkte</translation>
    </message>
    <message>
        <source>Rounds of the game →</source>
        <extracomment>Under the look back&apos;s curve: its horizontal axis (the numbers are the rounds)</extracomment>
        <translation>Runden des Spiels →</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>How did I play? %1</source>
        <extracomment>The look back&apos;s title: %1 the game&apos;s name or the save file&apos;s</extracomment>
        <translation>Wie habe ich gespielt? %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>The look back was cancelled.</source>
        <translation>Der Rückblick wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Every decision is judged from its player&apos;s view, as the expert bot sees it…</source>
        <extracomment>While the look back runs</extracomment>
        <translation>Jede Entscheidung wird aus der Sicht ihres Spielers bewertet, wie der Bot (Experte) sie sieht …</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <extracomment>The look back&apos;s progress: %1 decisions judged of %2</extracomment>
        <translation>%1 von %2 Entscheidungen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message numerus="yes">
        <source>%n slip(s)</source>
        <extracomment>A seat&apos;s tally in the look back: slips · mistakes · blunders</extracomment>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost per decision, of %n decision(s)</source>
        <extracomment>%1 points lost per decision on average, %n the seat&apos;s decisions</extracomment>
        <translation>
            <numerusform>%1 Siegpunkte Verlust je Entscheidung, bei %n Entscheidung</numerusform>
            <numerusform>%1 Siegpunkte Verlust je Entscheidung, bei %n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s expected final margin over the best other player</source>
        <extracomment>Above the look back&apos;s curve: %1 the seat&apos;s name</extracomment>
        <translation>Erwarteter Vorsprung von %1 am Spielende vor dem besten Mitspieler</translation>
    </message>
    <message>
        <source>Costliest decisions</source>
        <translation>Die teuersten Entscheidungen</translation>
    </message>
    <message>
        <source>No decision cost any points.</source>
        <translation>Keine Entscheidung hat Siegpunkte gekostet.</translation>
    </message>
    <message>
        <source>Show it in the replay</source>
        <translation>In der Wiedergabe zeigen</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 points lost</source>
        <extracomment>A costly decision: %1 slip, mistake or blunder (may be empty), %2 the points</extracomment>
        <translation>%1 Siegpunkte verloren</translation>
    </message>
    <message>
        <source>Show in the replay ›</source>
        <translation>In der Wiedergabe zeigen ›</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Gespielt: %1</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>Besser: %1</translation>
    </message>
</context>
<context>
    <name>MenuView</name>
    <message>
        <source>Build the most splendid city of Rome</source>
        <translation>Baue die prächtigste Stadt Roms</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>LAN-Spiel eröffnen</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Einem LAN-Spiel beitreten</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>You host “%1” in the background: a bot plays your seat.</source>
        <translation>Du bist im Hintergrund Gastgeber von „%1“: Ein Bot spielt deinen Platz.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Spiel anhalten</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>The menu entry that starts a first game with lessons</extracomment>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Play online</source>
        <extracomment>The menu entry for games with friends anywhere, at a table server</extracomment>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Your turn at online tables: %1</source>
        <extracomment>Said of Continue while it is the player&apos;s turn at online tables; %1 how many</extracomment>
        <translation>Du bist an Online-Tischen am Zug: %1</translation>
    </message>
    <message>
        <source>You host “%1” in the background: its lobby stays open for the guests.</source>
        <extracomment>%1 the LAN game this app hosts while its player is at the menu</extracomment>
        <translation>Du bist im Hintergrund Gastgeber von „%1“: Seine Lobby bleibt für die Gäste offen.</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
</context>
<context>
    <name>NewGameView</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name für Platz %1</translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation>Farbe für Platz %1</translation>
    </message>
    <message>
        <source>Play with the Shrine (mini-expansion)</source>
        <translation>Mit der Mini-Erweiterung „Der Schrein“ spielen</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Chosen by lot</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The button that chooses how many players: &quot;3 players&quot;</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ is a bot&apos;s rating (Elo, as in chess): 200 more wins about three games in four.</source>
        <extracomment>Under the seats of a new game; &quot;≈ 1400&quot; stands beside each bot level</extracomment>
        <translation>≈ ist die Spielstärke eines Bots (Elo-Zahl wie im Schach): Wer 200 mehr hat, gewinnt etwa drei von vier Partien.</translation>
    </message>
</context>
<context>
    <name>OfferPanel</name>
    <message>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>The offer is empty.</source>
        <translation>Das Angebot ist leer.</translation>
    </message>
    <message>
        <source>In deck I: %1</source>
        <translation>Im Stapel I: %1</translation>
    </message>
    <message>
        <source>%1 (card %2)</source>
        <translation>%1 (%2. Karte)</translation>
    </message>
    <message numerus="yes">
        <source>Deck %1: %n card(s)</source>
        <translation>
            <numerusform>Stapel %1: %n Karte</numerusform>
            <numerusform>Stapel %1: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>After this round: %1 points for the most influence</source>
        <extracomment>The influence cards beside the offer; %1 their values (&quot;3&quot; or &quot;3 + 6&quot;)</extracomment>
        <translation>Nach dieser Runde: %1 SP für den meisten Einfluss</translation>
    </message>
</context>
<context>
    <name>OnlineView</name>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Secure</source>
        <translation>Sicher</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <extracomment>A table server&apos;s connection is encrypted (TLS)</extracomment>
        <translation>Sichere Verbindung (TLS)</translation>
    </message>
    <message>
        <source>Make a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The button that chooses how many players: &quot;3 players&quot;</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>of them bots</source>
        <translation>davon Bots</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>Play with the Shrine (mini-expansion)</source>
        <translation>Mit dem Schrein spielen (Mini-Erweiterung)</translation>
    </message>
    <message>
        <source>Make the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Level of bot %1</source>
        <extracomment>The level of one bot of a new online table: &quot;Level of bot 2&quot;</extracomment>
        <translation>Stärke von Bot %1</translation>
    </message>
    <message>
        <source>Friends anywhere play at a table server: one of you makes a table and passes its invitation on, the others open its link or paste it below. A game waits for you for days.</source>
        <extracomment>Under the title of Play online</extracomment>
        <translation>Freunde spielen von überall an einem Tisch-Server: Einer von euch eröffnet einen Tisch und gibt die Einladung weiter, die anderen öffnen ihren Link oder fügen sie unten ein. Ein Spiel wartet tagelang auf euch.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 Minuten</translation>
    </message>
    <message>
        <source>3 days</source>
        <translation>3 Tage</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Name des Tisches</translation>
    </message>
    <message>
        <source>K7QXM-2PR9D, or paste the whole invitation</source>
        <extracomment>In the code field of Play online: a code or a whole invitation may go there</extracomment>
        <translation>K7QXM-2PR9D, oder die ganze Einladung einfügen</translation>
    </message>
    <message>
        <source>The invitation to table %1 on %2: Join takes you there.</source>
        <extracomment>Under the code field once a whole invitation is pasted: %1 the table&apos;s code, %2 its server</extracomment>
        <translation>Die Einladung an den Tisch %1 auf %2: „Beitreten“ bringt dich hin.</translation>
    </message>
    <message>
        <source>then a bot makes that move for whoever is late</source>
        <extracomment>Beside the time per move of an online table</extracomment>
        <translation>danach macht ein Bot diesen Zug für den, der säumt</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 Siegpunkte</translation>
    </message>
    <message>
        <source>(S) </source>
        <extracomment>(S) marks the first player, as on the printed score pad</extracomment>
        <translation>(S) </translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Influence cards: %1</source>
        <translation>Einflusswertungskarten: %1</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation>Einflussmarker</translation>
    </message>
    <message>
        <source>Brick tokens</source>
        <translation>Baupunktmarker</translation>
    </message>
    <message>
        <source>not connected · a bot plays for now</source>
        <translation>nicht verbunden · ein Bot spielt so lange</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <extracomment>The host lets a bot play for a player who lost the connection (or stops it)</extracomment>
        <translation>Auf sie warten</translation>
    </message>
    <message>
        <source>Let a bot play</source>
        <translation>Bot spielen lassen</translation>
    </message>
    <message>
        <source>city shown</source>
        <translation>Stadt gezeigt</translation>
    </message>
    <message>
        <source>away · a bot plays for now</source>
        <extracomment>A player who stepped away (the host keeps hosting) or lost the connection</extracomment>
        <translation>abwesend · ein Bot spielt so lange</translation>
    </message>
    <message>
        <source>(S): the start player</source>
        <translation>(S): Startspieler</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>%1: %2</source>
        <extracomment>An action and what it gave: &quot;Livia builds Market: +3 coins&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Last round: round %1 of %2</source>
        <extracomment>The banner of the game&apos;s last round</extracomment>
        <translation>Letzte Runde: Runde %1 von %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Influence card %1 comes up</source>
        <translation>Einflusswertungskarte %1 wird ausgelegt</translation>
    </message>
    <message>
        <source>Influence scoring</source>
        <translation>Einflusswertung</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>New in the offer: %1</source>
        <extracomment>The cards a new round adds to the offer</extracomment>
        <translation>Neu im Angebot: %1</translation>
    </message>
    <message>
        <source>Action strip: %1</source>
        <extracomment>The banner of a new round: its action strip from the emperor&apos;s end, ▰ bricks, ⚙ cogs</extracomment>
        <translation>Aktionsstreifen: %1</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A move a bot made for the absent person of this seat</extracomment>
        <translation>%1 (Bot)</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>That card is not among the cards you draft from.</source>
        <translation>Diese Karte ist nicht unter den Karten, aus denen du deine Handkarte wählst.</translation>
    </message>
    <message>
        <source>There is no such space on the action strip.</source>
        <translation>Dieses Feld gibt es auf dem Aktionsstreifen nicht.</translation>
    </message>
    <message>
        <source>Another emissary stands on that space.</source>
        <translation>Auf diesem Feld steht schon ein anderer Baumeister.</translation>
    </message>
    <message>
        <source>That card is not on offer.</source>
        <translation>Diese Karte liegt nicht im Angebot.</translation>
    </message>
    <message>
        <source>You have taken a card this turn already.</source>
        <translation>Du hast in diesem Zug schon eine Gebäudekarte aus dem Angebot gewählt.</translation>
    </message>
    <message>
        <source>Take a card from the offer first.</source>
        <translation>Wähle zuerst eine Gebäudekarte aus dem Angebot.</translation>
    </message>
    <message>
        <source>You have built this turn already.</source>
        <translation>Du hast in diesem Zug schon gebaut.</translation>
    </message>
    <message>
        <source>You have produced this turn already.</source>
        <translation>Du hast in diesem Zug schon produziert.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>Your city may be at most 4 wide and 4 tall.</source>
        <translation>Deine Stadt darf höchstens 4 Karten breit und 4 Karten hoch sein.</translation>
    </message>
    <message>
        <source>That space is taken; only an aqueduct may replace a building.</source>
        <translation>Dieser Platz ist belegt; nur ein Aquädukt darf ein Gebäude ersetzen.</translation>
    </message>
    <message>
        <source>A building must be next to one of your buildings.</source>
        <translation>Ein Gebäude muss waagerecht oder senkrecht an eines deiner Gebäude angrenzen.</translation>
    </message>
    <message>
        <source>Only one aqueduct per row and per column.</source>
        <translation>In jeder Reihe und Spalte darf nur 1 Aquädukt liegen.</translation>
    </message>
    <message>
        <source>You do not have that many brick tokens.</source>
        <translation>So viele Baupunktmarker hast du nicht.</translation>
    </message>
    <message>
        <source>That is more brick tokens than bricks are missing.</source>
        <translation>Das sind mehr Baupunktmarker, als dir Baupunkte fehlen.</translation>
    </message>
    <message>
        <source>You do not have enough coins.</source>
        <translation>Du hast nicht genug Geld.</translation>
    </message>
    <message>
        <source>That deck is empty.</source>
        <translation>Dieser Stapel ist leer.</translation>
    </message>
    <message>
        <source>The deck is chosen already.</source>
        <translation>Der Stapel ist schon gewählt.</translation>
    </message>
    <message>
        <source>Choose a deck first.</source>
        <translation>Wähle zuerst einen Stapel.</translation>
    </message>
    <message>
        <source>Keep one of the drawn cards and put all the others back.</source>
        <translation>Nimm eine der gezogenen Karten auf die Hand und lege alle anderen unter den Stapel.</translation>
    </message>
    <message>
        <source>That action is not possible.</source>
        <translation>Diese Aktion ist nicht möglich.</translation>
    </message>
    <message>
        <source>The game had moved on; here is how it stands now.</source>
        <translation>Das Spiel ist inzwischen weitergegangen; hier ist der aktuelle Stand.</translation>
    </message>
    <message>
        <source>That can no longer be taken back.</source>
        <translation>Das kann nicht mehr rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>You are watching; you have no seat.</source>
        <translation>Du schaust nur zu und hast keinen Platz im Spiel.</translation>
    </message>
    <message>
        <source>That game runs another version of City of Rome.</source>
        <translation>Dieses Spiel läuft mit einer anderen Version von City of Rome.</translation>
    </message>
    <message>
        <source>That game has no free seat.</source>
        <translation>In diesem Spiel ist kein Platz mehr frei.</translation>
    </message>
    <message>
        <source>That game does not know your seat.</source>
        <translation>Dieses Spiel kennt deinen Platz nicht.</translation>
    </message>
    <message>
        <source>Your seat is in use by another connection.</source>
        <translation>Dein Platz wird von einer anderen Verbindung genutzt.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <source>Only the host may do that, or not now.</source>
        <translation>Das darf nur der Gastgeber, oder nicht jetzt.</translation>
    </message>
    <message>
        <source>Please choose a name of 1 to 24 characters.</source>
        <translation>Bitte wähle einen Namen mit 1 bis 24 Zeichen.</translation>
    </message>
    <message>
        <source>Chat: too long, or too fast.</source>
        <translation>Chat: zu lang oder zu schnell.</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>Die Verbindung hat zu lange nicht geantwortet.</translation>
    </message>
    <message>
        <source>The host takes no more connections.</source>
        <translation>Der Gastgeber nimmt keine weiteren Verbindungen an.</translation>
    </message>
    <message>
        <source>Every seat must be taken and ready.</source>
        <translation>Jeder Platz muss besetzt und bereit sein.</translation>
    </message>
    <message>
        <source>The host refused.</source>
        <translation>Der Gastgeber hat abgelehnt.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>The last two of a list of choices: &quot;II, III or IV&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Finish drawing cards first.</source>
        <translation>Schließe zuerst das Kartenziehen ab.</translation>
    </message>
    <message>
        <source>There is no draw to decide.</source>
        <translation>Es steht kein Kartenziehen an.</translation>
    </message>
    <message>
        <source>This draw can come from deck %1 only.</source>
        <extracomment>A school&apos;s or university&apos;s draw; %1 is the one deck it may draw from</extracomment>
        <translation>Hier darf nur vom Stapel %1 gezogen werden.</translation>
    </message>
    <message>
        <source>Choose deck %1 for this draw.</source>
        <extracomment>A school&apos;s or university&apos;s draw; %1 lists the decks: &quot;II, III or IV&quot;</extracomment>
        <translation>Ziehe vom Stapel %1.</translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). It goes on, and is saved again as soon as that works.</source>
        <extracomment>Saving the game failed (a full disk, a folder that cannot be written); %1 the system&apos;s reason</extracomment>
        <translation>Die Partie kann nicht gespeichert werden (%1). Sie geht weiter und wird wieder gespeichert, sobald das möglich ist.</translation>
    </message>
    <message>
        <source>The host ended the game; it is saved and continues when the host hosts it again.</source>
        <translation>Der Gastgeber hat das Spiel beendet; es ist gespeichert und geht weiter, wenn er es wieder eröffnet.</translation>
    </message>
    <message>
        <source>Another player has that colour.</source>
        <translation>Diese Farbe hat schon ein anderer Spieler.</translation>
    </message>
    <message>
        <source>No table has that code: check it, or it expired after weeks unplayed.</source>
        <translation>Kein Tisch hat diesen Code: Prüfe ihn, oder der Tisch ist nach Wochen ohne Zug verfallen.</translation>
    </message>
    <message>
        <source>Too many wrong codes from here. Please wait a few minutes.</source>
        <translation>Zu viele falsche Codes von hier. Bitte warte ein paar Minuten.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it may now. Finish one first.</source>
        <translation>Der Server hält gerade so viele Tische, wie er darf. Beende zuerst einen.</translation>
    </message>
</context>
<context>
    <name>ReplaySteps</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>(auto) </source>
        <extracomment>Marks a decision assisted play took for the player</extracomment>
        <translation>(Spielhilfe) </translation>
    </message>
</context>
<context>
    <name>ReplayTransport</name>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Previous step (Left)</source>
        <translation>Vorheriger Schritt (Pfeil links)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Next step (Right)</source>
        <translation>Nächster Schritt (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <source>Seen by</source>
        <extracomment>Before the buttons that choose whose eyes a replay is seen through</extracomment>
        <translation>Gesehen von</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>What every player knows</source>
        <translation>Was alle Spieler wissen</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>Shows or hides the list of a replay&apos;s steps</extracomment>
        <translation>Schritte</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>The replay screen&apos;s title: %1 the game&apos;s name or the save file&apos;s</extracomment>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Zugaufzeichnung</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>No game to watch.</source>
        <translation>Kein Spiel zum Ansehen.</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Dieses Spiel analysieren</translation>
    </message>
</context>
<context>
    <name>RoundNames</name>
    <message>
        <source>Setup draft</source>
        <translation>Handkartenwahl</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>**Cards:** %1</source>
        <extracomment>The rules reference, under a building&apos;s rule: how many of it the game has</extracomment>
        <translation>**Karten:** %1</translation>
    </message>
    <message>
        <source>Influence card %1</source>
        <translation>Einflusswertungskarte %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Player counts: &quot;3 or 4&quot;, &quot;2, 3 or 4&quot; (players)</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message numerus="yes">
        <source>With %1 players it lies in deck I under the first %n building(s).</source>
        <extracomment>An influence card&apos;s place: %1 the player counts (&quot;3 or 4&quot;), %n how many buildings of deck I lie above it</extracomment>
        <translation>
            <numerusform>Bei %1 Spielern kommt sie nach der %n. Gebäudekarte in den Stapel I.</numerusform>
            <numerusform>Bei %1 Spielern kommt sie nach der %n. Gebäudekarte in den Stapel I.</numerusform>
        </translation>
    </message>
    <message>
        <source>It comes up in the upkeep phase when it reaches the top of deck I; the next influence scoring awards it. At the end of the game it scores %1 points.</source>
        <translation>Sie wird in der Vorbereitungsphase ausgelegt, wenn sie oben auf dem Stapel I liegt; die nächste Einflusswertung vergibt sie. Bei Spielende bringt sie %1 Siegpunkte.</translation>
    </message>
    <message>
        <source>one per player, in every city from the start</source>
        <translation>1 pro Spieler, bei Spielbeginn in jeder Stadt</translation>
    </message>
    <message>
        <source>one per player, in the hand from the start (mini-expansion)</source>
        <extracomment>The Shrine&apos;s copies: only with the mini-expansion &quot;The Shrine&quot;</extracomment>
        <translation>1 pro Spieler, bei Spielbeginn auf der Hand (Mini-Erweiterung)</translation>
    </message>
    <message>
        <source>deck %1: %2</source>
        <extracomment>How many copies of a building a deck has: &quot;deck II: 5&quot;</extracomment>
        <translation>Stapel %1: %2</translation>
    </message>
</context>
<context>
    <name>RulesContents</name>
    <message>
        <source>Nothing found.</source>
        <translation>Nichts gefunden.</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation>In der Spielregel suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>In der Spielregel suchen</translation>
    </message>
    <message>
        <source>↑ ↓ previous / next entry · Page Up / Page Down scroll · Ctrl+F search · Esc back</source>
        <extracomment>The keys of the rules screen</extracomment>
        <translation>↑ ↓ vorheriger / nächster Eintrag · Bild auf / Bild ab blättern · Strg+F suchen · Esc zurück</translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>OK</source>
        <extracomment>Closes the note that the game cannot be saved</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close the note on saving</source>
        <translation>Hinweis zum Speichern schließen</translation>
    </message>
</context>
<context>
    <name>ScoreRows</name>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>easy</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation>schwer</translation>
    </message>
    <message>
        <source>Bot (%1)</source>
        <extracomment>A bot&apos;s seat without a name: &quot;Bot (hard)&quot;; %1 is its level</extracomment>
        <translation>Bot (%1)</translation>
    </message>
    <message>
        <source>%1 (bot, %2)</source>
        <extracomment>A named bot in a list of players: &quot;Livia (bot, easy)&quot;; %2 is its level</extracomment>
        <translation>%1 (Bot, %2)</translation>
    </message>
    <message>
        <source>beginner</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>expert</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Assisted play</source>
        <translation>Spielhilfe</translation>
    </message>
    <message>
        <source>Bots&apos; moves</source>
        <translation>Tempo der Bots</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Deine Farbe</translation>
    </message>
    <message>
        <source>Buys missing bricks and cogs (brick tokens first), offers produce only where it can pay off, and takes decisions that have one sensible choice (never while a banner is up).</source>
        <translation>Kauft fehlende Bau- und Produktionspunkte (setzt zuerst Baupunktmarker ein), bietet die Produktion nur an, wenn sie sich lohnen kann, und trifft Entscheidungen, bei denen es nur eine sinnvolle Wahl gibt (nie, solange eine Einblendung zu sehen ist).</translation>
    </message>
    <message>
        <source>Last emissary by assisted play</source>
        <translation>Letzter Baumeister durch die Spielhilfe</translation>
    </message>
    <message>
        <source>Places the round&apos;s last emissary for you when only one space makes sense. Off: you always place it yourself.</source>
        <translation>Setzt den letzten Baumeister der Runde für dich, wenn nur ein Feld sinnvoll ist. Aus: Du setzt ihn immer selbst.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Größe der Oberfläche</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>An interface size in the settings, in percent of the usual</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Your turn online</source>
        <translation>Online am Zug</translation>
    </message>
    <message>
        <source>While City of Rome is closed, a small watcher started when you log in tells you on the desktop when it is your turn at an online table; its notification opens the table. Only while you sit at one.</source>
        <translation>Während City of Rome geschlossen ist, sagt dir ein kleiner Wächter, der mit deiner Anmeldung startet, auf dem Desktop, wenn du an einem Online-Tisch am Zug bist; seine Benachrichtigung öffnet den Tisch. Nur solange du an einem sitzt.</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <source>This round</source>
        <extracomment>The heading of the game&apos;s story while watching bots play</extracomment>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Since your last move</source>
        <extracomment>The heading of the game&apos;s story: every move since the player&apos;s last decision</extracomment>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message>
        <source>Nothing yet. The log (L) has the whole game.</source>
        <extracomment>The game&apos;s story when nobody has moved since the player&apos;s last decision</extracomment>
        <translation>Noch nichts. Die Zugaufzeichnung (L) hat das ganze Spiel.</translation>
    </message>
</context>
<context>
    <name>TableMarks</name>
    <message>
        <source>the draft</source>
        <translation>die Handkartenwahl</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>rounds %1–%2</source>
        <translation>Runden %1–%2</translation>
    </message>
</context>
<context>
    <name>TurnTexts</name>
    <message>
        <source>The game is being set up…</source>
        <translation>Das Spiel wird vorbereitet…</translation>
    </message>
    <message>
        <source>Emissaries</source>
        <translation>Setzphase</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist an der Reihe</translation>
    </message>
    <message>
        <source>%1 is to act</source>
        <translation>%1 ist an der Reihe</translation>
    </message>
    <message>
        <source>Keep one of these cards; the others go on to the next player.</source>
        <translation>Nimm eine dieser Karten auf die Hand; die anderen gehen an den nächsten Spieler weiter.</translation>
    </message>
    <message>
        <source>Place your emissary on a free space of the action strip.</source>
        <translation>Setze deinen Baumeister auf ein freies Feld des Aktionsstreifens.</translation>
    </message>
    <message>
        <source>Choose the deck to draw from.</source>
        <translation>Wähle den Stapel, von dem gezogen wird.</translation>
    </message>
    <message>
        <source>Keep one card; the others go back under the deck in the order shown.</source>
        <translation>Nimm eine Karte auf die Hand; die anderen kommen in der gezeigten Reihenfolge unter den Stapel.</translation>
    </message>
    <message>
        <source>Take a card from the offer.</source>
        <translation>Wähle eine Gebäudekarte aus dem Angebot.</translation>
    </message>
    <message>
        <source>Choose where to build it: the glowing spaces of your city.</source>
        <translation>Baue auf einem der leuchtenden Plätze deiner Stadt.</translation>
    </message>
    <message>
        <source>Build (select a card in your hand), produce, or end your turn.</source>
        <translation>Baue (wähle eine Handkarte), produziere oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Build (select a card in your hand) or end your turn.</source>
        <translation>Baue (wähle eine Karte auf deiner Hand) oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Produce or end your turn.</source>
        <translation>Produziere oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>Nothing more to do: end your turn.</source>
        <translation>Nichts mehr zu tun: Beende deinen Zug.</translation>
    </message>
    <message numerus="yes">
        <source>pay %n coin(s) for cogs</source>
        <translation>
            <numerusform>Produktion kostet %n Geld</numerusform>
            <numerusform>Produktion kostet %n Geld</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <source>nothing</source>
        <extracomment>What a choice pays now: nothing at all</extracomment>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Geld</numerusform>
            <numerusform>%n Geld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick token(s)</source>
        <translation>
            <numerusform>%n Baupunktmarker</numerusform>
            <numerusform>%n Baupunktmarker</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>A payment: &quot;2 coins and 1 brick token&quot;
----------
What an emissary&apos;s space gives for the turn: &quot;3 bricks and 2 cogs&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>dein Zug</translation>
    </message>
    <message>
        <source>the next best choice</source>
        <translation>die nächstbeste Wahl</translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your value-%1 residential areas</source>
        <extracomment>A reason: the score pad&apos;s rows of residential areas end higher; %1 the value (2..4)</extracomment>
        <translation>
            <numerusform>etwa %n Siegpunkt mehr für deine Wohngebiete mit dem Wert %1</numerusform>
            <numerusform>etwa %n Siegpunkte mehr für deine Wohngebiete mit dem Wert %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your aqueducts (you have %1; 1, 2, 3, 4 aqueducts score 4, 12, 24, 40)</source>
        <extracomment>A reason: %1 the aqueducts the city has now</extracomment>
        <translation>
            <numerusform>etwa %n Siegpunkt mehr für deine Aquädukte (du hast %1; 1, 2, 3, 4 Aquädukte bringen 4, 12, 24, 40)</numerusform>
            <numerusform>etwa %n Siegpunkte mehr für deine Aquädukte (du hast %1; 1, 2, 3, 4 Aquädukte bringen 4, 12, 24, 40)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): about %n point(s) more for your temples</source>
        <extracomment>A reason: %1 the temple, %2 its rule and count (&quot;10 points with 16 buildings; you have 11&quot;)</extracomment>
        <translation>
            <numerusform>%1 (%2): etwa %n Siegpunkt mehr für deine Tempel</numerusform>
            <numerusform>%1 (%2): etwa %n Siegpunkte mehr für deine Tempel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your temples</source>
        <translation>
            <numerusform>etwa %n Siegpunkt mehr für deine Tempel</numerusform>
            <numerusform>etwa %n Siegpunkte mehr für deine Tempel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n coin(s) more at the end, a point each</source>
        <extracomment>A reason: coins left at the end score a point each</extracomment>
        <translation>
            <numerusform>am Ende etwa %n Geld mehr, je 1 Siegpunkt</numerusform>
            <numerusform>am Ende etwa %n Geld mehr, je 1 Siegpunkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your influence tokens</source>
        <translation>
            <numerusform>etwa %n Siegpunkt mehr für deine Einflussmarker</numerusform>
            <numerusform>etwa %n Siegpunkte mehr für deine Einflussmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more from influence cards</source>
        <translation>
            <numerusform>etwa %n Siegpunkt mehr aus Einflusswertungskarten</numerusform>
            <numerusform>etwa %n Siegpunkte mehr aus Einflusswertungskarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can build %2 and picks after you this round (about %n point(s) less for them)</source>
        <extracomment>A reason: taking the card keeps it from an opponent; %1 their name, %2 the card</extracomment>
        <translation>
            <numerusform>%1 kann %2 bauen und wählt in dieser Runde nach dir (etwa %n Siegpunkt weniger für %1)</numerusform>
            <numerusform>%1 kann %2 bauen und wählt in dieser Runde nach dir (etwa %n Siegpunkte weniger für %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can build %2 in a later round (about %n point(s) less for them)</source>
        <extracomment>A reason: taking the card keeps it from an opponent in a later round; %1 their name, %2 the card</extracomment>
        <translation>
            <numerusform>%1 kann %2 in einer späteren Runde bauen (etwa %n Siegpunkt weniger für %1)</numerusform>
            <numerusform>%1 kann %2 in einer späteren Runde bauen (etwa %n Siegpunkte weniger für %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>though it replaces your %1: %2 less whenever you produce (%3 of them left)</source>
        <extracomment>A reason against: the build replaces a production building; %1 the building, %2 what it gave (&quot;1 coin&quot;), %3 how many of that kind are left</extracomment>
        <translation>allerdings ersetzt es dein Gebäude %1: %2 weniger bei jeder Produktion (noch %3 davon)</translation>
    </message>
    <message>
        <source>it keeps your %1 (%2 whenever you produce), which %3 replaces</source>
        <extracomment>A reason: the other choice&apos;s aqueduct would replace a production building; %1 the building, %2 what it gives (&quot;1 coin&quot;), %3 the next best choice or &quot;your move&quot;</extracomment>
        <translation>dein Gebäude %1 bleibt (%2 bei jeder Produktion), das %3 ersetzt</translation>
    </message>
    <message>
        <source>a new %1: %2 more whenever you produce</source>
        <extracomment>A reason: a new production building; %1 the building, %2 what it gives (&quot;1 coin&quot;)</extracomment>
        <translation>ein neues Gebäude %1: %2 mehr bei jeder Produktion</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat where no names are known: &quot;Player 2&quot;</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <extracomment>The reasons that carried a decision, joined by &quot;; &quot;</extracomment>
        <translation>Warum: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n influence token(s) more than %1 for the open influence cards (%2 points) at the end of the round</source>
        <extracomment>A reason: after the choice the player has the most influence tokens; %1 the next most&apos;s name, %2 the points of the open influence cards</extracomment>
        <translation>
            <numerusform>%n Einflussmarker mehr als %1 für die offenen Einflusswertungskarten (%2 Siegpunkte) am Ende der Runde</numerusform>
            <numerusform>%n Einflussmarker mehr als %1 für die offenen Einflusswertungskarten (%2 Siegpunkte) am Ende der Runde</numerusform>
        </translation>
    </message>
    <message>
        <source>it pays %1 where %2 pays %3</source>
        <extracomment>A reason: what the choice pays now against the other; %1 and %3 payments (&quot;4 coins&quot;), %2 the next best choice or &quot;your move&quot;</extracomment>
        <translation>es kostet %1, %2 kostet %3</translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for later rounds: cards in hand, brick tokens, room to build</source>
        <extracomment>A reason: what a choice leaves for later rounds, beyond the points on the score pad</extracomment>
        <translation>
            <numerusform>etwa %n Siegpunkt mehr für spätere Runden: Handkarten, Baupunktmarker, Platz zum Bauen</numerusform>
            <numerusform>etwa %n Siegpunkte mehr für spätere Runden: Handkarten, Baupunktmarker, Platz zum Bauen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>small gains on several rows of the score pad, about %n point(s) in all</source>
        <extracomment>A reason: no single row of the score pad gains a point, but together they do</extracomment>
        <translation>
            <numerusform>kleine Gewinne in mehreren Zeilen des Wertungsblocks, insgesamt etwa %n Siegpunkt</numerusform>
            <numerusform>kleine Gewinne in mehreren Zeilen des Wertungsblocks, insgesamt etwa %n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>5 points with a value-4 residence; you have %1</source>
        <translation>5 Siegpunkte mit einem Wohnhaus mit dem Wert 4; du hast %1</translation>
    </message>
    <message>
        <source>2 points per value-2 residence; you have %1</source>
        <translation>2 Siegpunkte je Wohnhaus mit dem Wert 2; du hast %1</translation>
    </message>
    <message>
        <source>1 point per 3 coins; you have %1</source>
        <translation>1 Siegpunkt je 3 Geld; du hast %1</translation>
    </message>
    <message>
        <source>10 points with 16 buildings; you have %1</source>
        <translation>10 Siegpunkte mit 16 Karten (4x4); du hast %1</translation>
    </message>
    <message>
        <source>15 points with public buildings of 4 colours; you have %1</source>
        <translation>15 Siegpunkte mit öffentlichen Gebäuden in allen 4 Farben; du hast %1</translation>
    </message>
    <message>
        <source>10 points with 4 value-2 residences; you have %1</source>
        <translation>10 Siegpunkte mit 4 Wohnhäusern mit dem Wert 2; du hast %1</translation>
    </message>
    <message>
        <source>15 points with 4 production buildings; you have %1</source>
        <translation>15 Siegpunkte mit 4 Produktionsgebäuden; du hast %1</translation>
    </message>
    <message>
        <source>2 points per neighbouring building</source>
        <translation>2 Siegpunkte je angrenzendem Gebäude</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 Geld</translation>
    </message>
    <message>
        <source>a brick token</source>
        <translation>1 Baupunktmarker</translation>
    </message>
    <message>
        <source>1 influence token</source>
        <translation>1 Einflussmarker</translation>
    </message>
    <message>
        <source>1 coin and a brick token</source>
        <translation>1 Geld und 1 Baupunktmarker</translation>
    </message>
    <message>
        <source>1 point per star in your city, its own included; you have %1</source>
        <extracomment>Temple of Luna&apos;s rule and its count now</extracomment>
        <translation>1 Siegpunkt je Sternsymbol in deiner Stadt, sein eigenes mitgezählt; du hast %1</translation>
    </message>
    <message>
        <source>2 points per temple, itself included; you have %1</source>
        <translation>2 Siegpunkte je Tempel, er selbst mitgezählt; du hast %1</translation>
    </message>
    <message>
        <source>10 points with 4 temples, itself included; you have %1</source>
        <translation>10 Siegpunkte mit 4 Tempeln, er selbst mitgezählt; du hast %1</translation>
    </message>
    <message>
        <source>otherwise %1 picks before your next turn and would likely take %2</source>
        <extracomment>A reason: otherwise an opponent takes the card first; %1 their name, %2 the card</extracomment>
        <translation>sonst wählt %1 vor deinem nächsten Zug und nähme wohl %2</translation>
    </message>
    <message>
        <source>otherwise %1 picks before your next turn and might take %2</source>
        <extracomment>A reason: otherwise an opponent may take the card first; %1 their name, %2 the card</extracomment>
        <translation>sonst wählt %1 vor deinem nächsten Zug und könnte %2 nehmen</translation>
    </message>
    <message>
        <source>10 points with 16 buildings; you have %1, %2 by the end at this pace</source>
        <extracomment>Temple of Minerva&apos;s rule, the buildings now and at the end if the player goes on building as in the rounds so far</extracomment>
        <translation>10 Siegpunkte mit 16 Karten (4x4); du hast %1, bei diesem Tempo %2 bei Spielende</translation>
    </message>
    <message numerus="yes">
        <source>%n brick(s)</source>
        <translation>
            <numerusform>%n Baupunkt</numerusform>
            <numerusform>%n Baupunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cog(s)</source>
        <translation>
            <numerusform>%n Produktionspunkt</numerusform>
            <numerusform>%n Produktionspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>it gives %1 for your turn where %2 gives %3</source>
        <extracomment>A reason: what an emissary&apos;s space gives for the turn against the other&apos;s; %1 and %3 &quot;3 bricks and 2 cogs&quot;, %2 the next best choice or &quot;your move&quot;</extracomment>
        <translation>es bringt %1 für deinen Zug, wo %2 %3 bringt</translation>
    </message>
</context>
<context>
    <name>Yield</name>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <translation>
            <numerusform>+%n Geld</numerusform>
            <numerusform>+%n Geld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n influence</source>
        <translation>
            <numerusform>+%n Einflussmarker</numerusform>
            <numerusform>+%n Einflussmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n brick token(s)</source>
        <translation>
            <numerusform>+%n Baupunktmarker</numerusform>
            <numerusform>+%n Baupunktmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point token(s)</source>
        <translation>
            <numerusform>+%n Siegpunktmarker</numerusform>
            <numerusform>+%n Siegpunktmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>%n Karte ziehen</numerusform>
            <numerusform>%n Karten ziehen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cor::app::BotLevels</name>
    <message>
        <source>Bot (%1) · ≈ %2</source>
        <extracomment>A bot level to choose, with its rating (Elo, as chess players know it): &quot;Bot (expert) · ≈ 1650&quot;; %1 is the level</extracomment>
        <translation>Bot (%1) · ≈ %2</translation>
    </message>
</context>
<context>
    <name>cor::app::Feed</name>
    <message>
        <source>Assisted play: %1</source>
        <extracomment>A decision assisted play took for the player, announced so it is seen</extracomment>
        <translation>Spielhilfe: %1</translation>
    </message>
    <message>
        <source>%1 (assisted play)</source>
        <extracomment>In the story since your last move: a move assisted play decided</extracomment>
        <translation>%1 (Spielhilfe)</translation>
    </message>
</context>
<context>
    <name>cor::app::GameModel</name>
    <message>
        <source>Not now. %1</source>
        <extracomment>A gesture made at the wrong moment; %1 says what to do now</extracomment>
        <translation>Jetzt nicht. %1</translation>
    </message>
    <message>
        <source>Space %2 gives more than space %1 and your turn comes no later: assisted play offers only space %2. (Settings: Assisted play.)</source>
        <extracomment>Assisted play leaves out the round&apos;s last emissary on a space another free space beats: %1 the space clicked, %2 the better one</extracomment>
        <translation>Feld %2 bringt mehr als Feld %1, und dein Zug kommt nicht später: Die Spielhilfe bietet nur Feld %2 an. (Einstellungen: Spielhilfe.)</translation>
    </message>
    <message>
        <source>Assisted play leaves this out: it gains nothing the choices shown do not. (Settings: Assisted play.)</source>
        <extracomment>A legal choice assisted play leaves out (a build paying coins where brick tokens could pay, a produce that gains nothing)</extracomment>
        <translation>Die Spielhilfe lässt das weg: Es bringt nichts, was die gezeigten Möglichkeiten nicht bringen. (Einstellungen: Spielhilfe.)</translation>
    </message>
    <message>
        <source>You build in the action phase: select a card in your hand then.</source>
        <extracomment>A click on an empty space of the player&apos;s city before the action phase</extracomment>
        <translation>Gebaut wird in der Aktionsphase: Wähle dann eine Karte auf deiner Hand.</translation>
    </message>
    <message>
        <source>Select a card in your hand to build here.</source>
        <extracomment>A click on an empty space of the player&apos;s city while no card of the hand is selected</extracomment>
        <translation>Wähle eine Karte auf deiner Hand, um hier zu bauen.</translation>
    </message>
</context>
<context>
    <name>cor::app::HintRequest</name>
    <message>
        <source>The host of this game does not allow hints.</source>
        <translation>Der Gastgeber dieses Spiels erlaubt keine Tipps.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Der Experte überlegt…</translation>
    </message>
    <message>
        <source>A hint is for a decision of yours: wait for your turn.</source>
        <translation>Ein Tipp gilt deinen eigenen Entscheidungen: Warte, bis du an der Reihe bist.</translation>
    </message>
</context>
<context>
    <name>cor::app::Lesson</name>
    <message>
        <source>The setup draft: before the first round, each player keeps one of the cards handed round for their hand and passes the rest on. Click the card you want to keep.</source>
        <extracomment>Learn to play. Rulebook terms (German: Handkartenwahl, Handkarte).</extracomment>
        <translation>Die Handkartenwahl: Vor der ersten Runde behält jeder Spieler eine der weitergereichten Karten als Handkarte und gibt die übrigen weiter. Klicke die Karte an, die du behalten willst.</translation>
    </message>
    <message>
        <source>Place your emissary on a free space of the action strip. The nearer the emperor, the earlier you choose a card from the offer; the farther away, the more bricks and cogs you get: those of every space from the emperor up to yours. Click a glowing space.</source>
        <extracomment>Learn to play. Rulebook terms (German: Baumeister, Aktionsstreifen, Kaiser, Angebot, Baupunkte, Produktionspunkte).</extracomment>
        <translation>Setze deinen Baumeister auf ein freies Feld des Aktionsstreifens. Je näher am Kaiser, desto früher wählst du eine Gebäudekarte aus dem Angebot; je weiter entfernt, desto mehr Bau- und Produktionspunkte bekommst du: die aller Felder vom Kaiser bis zu deinem. Klicke ein leuchtendes Feld an.</translation>
    </message>
    <message>
        <source>In a 2-player game each player has two emissaries, placed in turn: first player, second player, first, second. Each emissary is a turn of its own; bricks and cogs never carry over from one to the other. Place your second emissary.</source>
        <extracomment>Learn to play: the 2-player rule (German: Spiel zu zweit, Baumeister, Zug).</extracomment>
        <translation>Im Spiel zu zweit hat jeder Spieler 2 Baumeister, abwechselnd gesetzt: Startspieler, zweiter Spieler, Startspieler, zweiter Spieler. Jeder Baumeister ist ein eigener Zug; Bau- und Produktionspunkte gehen nie von einem auf den anderen über. Setze deinen zweiten Baumeister.</translation>
    </message>
    <message>
        <source>Your turn. First you take one building card from the offer into your hand: click a glowing card.</source>
        <extracomment>Learn to play (German: Gebäudekarte aus dem Angebot wählen).</extracomment>
        <translation>Du bist an der Reihe. Zuerst wählst du 1 Gebäudekarte aus dem Angebot und nimmst sie auf die Hand: Klicke eine leuchtende Karte an.</translation>
    </message>
    <message>
        <source>Now you may build once and produce once, in either order. To build, select a card in your hand: the spaces of your city where it may go glow, with their price. A building costs bricks; each brick you lack costs 2 coins. Click a glowing space.</source>
        <extracomment>Learn to play (German: Bauen, Produktion, Baupunkte, Geld).</extracomment>
        <translation>Jetzt darfst du 1x bauen und 1x produzieren, in beliebiger Reihenfolge. Zum Bauen wähle eine Handkarte: Die Felder deiner Stadt, auf die sie gebaut werden darf, leuchten mit ihrem Preis. Ein Gebäude kostet Baupunkte; jeder fehlende Baupunkt kostet 2 Geld. Klicke ein leuchtendes Feld an.</translation>
    </message>
    <message>
        <source>A residential building (value 2, 3 or 4). Residential buildings of the same value connected horizontally or vertically form a residential area. At the final scoring an area scores the sum of its values times the number of different colours of public buildings next to it; with none next to it, nothing.</source>
        <extracomment>Learn to play (German: Wohnhaus, Wohngebiet, öffentliche Gebäude, Schlusswertung).</extracomment>
        <translation>Ein Wohnhaus (Wert 2, 3 oder 4). Waagerecht oder senkrecht zusammenhängende Wohnhäuser mit dem gleichen Wert bilden ein Wohngebiet. Bei der Schlusswertung bringt ein Wohngebiet die Summe seiner Werte mal die Anzahl verschiedenfarbiger angrenzender öffentlicher Gebäude; grenzt keines an, nichts.</translation>
    </message>
    <message>
        <source>A temple. Each temple scores at the final scoring by its own condition (point at the card for its rule). The stars on a card give you as many influence tokens when you build it.</source>
        <extracomment>Learn to play (German: Tempel, Schlusswertung, Sterne, Einflussmarker).</extracomment>
        <translation>Ein Tempel. Jeder Tempel bringt bei der Schlusswertung Siegpunkte nach seiner eigenen Bedingung (zeige auf die Karte für ihre Regel). Die Sternsymbole einer Karte bringen dir beim Bauen ebenso viele Einflussmarker.</translation>
    </message>
    <message>
        <source>An aqueduct. It costs 1 brick and may also be built over a building of your city, but each row and each column may hold only one. At the final scoring 1 / 2 / 3 / 4 aqueducts give 4 / 12 / 24 / 40 points.</source>
        <extracomment>Learn to play (German: Aquädukt, Baupunkt, Reihe, Spalte, überbauen).</extracomment>
        <translation>Ein Aquädukt. Es kostet 1 Baupunkt und darf auch ein Gebäude deiner Stadt überbauen, aber in jeder Reihe und jeder Spalte darf nur 1 Aquädukt stehen. Bei der Schlusswertung bringen 1 / 2 / 3 / 4 Aquädukte 4 / 12 / 24 / 40 Siegpunkte.</translation>
    </message>
    <message>
        <source>An influence card lies open. At the end of the round, the one player with the most influence tokens takes every open influence card (its points count at the end) and gives back all their tokens; a tie for the most leaves the cards for a later round.</source>
        <extracomment>Learn to play (German: Einflusswertungskarte, Einflussmarker, Einflusswertung).</extracomment>
        <translation>Eine Einflusswertungskarte liegt offen aus. Am Rundenende nimmt der Spieler mit den meisten Einflussmarkern alle offenen Einflusswertungskarten (ihre Siegpunkte zählen bei Spielende) und gibt alle seine Einflussmarker ab; bei Gleichstand um die meisten bleiben die Karten für eine spätere Runde liegen.</translation>
    </message>
    <message>
        <source>The last round. Then the final scoring: residential areas, temples, aqueducts, 1 point per coin, 1 per 2 influence tokens and your influence cards. Your panel shows your score as it stands; point at it for its rows.</source>
        <extracomment>Learn to play (German: Schlusswertung, Wohngebiete, Siegpunkt, Einflussmarker, Einflusswertungskarten, Spielübersicht).</extracomment>
        <translation>Die letzte Runde. Danach folgt die Schlusswertung: Wohngebiete, Tempel, Aquädukte, 1 Siegpunkt pro Geld, 1 pro 2 Einflussmarker und deine Einflusswertungskarten. Deine Spielübersicht zeigt deinen Punktestand; zeige darauf für die einzelnen Zeilen.</translation>
    </message>
    <message>
        <source>The turns of the round go along the action strip: the emissary nearest the emperor acts first, then the next one outward, whoever placed first. The first player only places first.</source>
        <extracomment>Learn to play (German: Baumeister, Aktionsstreifen, Kaiser, Startspieler).</extracomment>
        <translation>Die Züge der Runde folgen dem Aktionsstreifen: Der Baumeister, der dem Kaiser am nächsten steht, ist zuerst am Zug, dann der nächste weiter außen, gleich wer zuerst eingesetzt hat. Der Startspieler setzt nur als Erster ein.</translation>
    </message>
    <message>
        <source>A production building. When you produce, each one gives what it shows: a vegetable farm 1 coin, a grain farm a brick token (one at most on it), a sheep farm 1 influence token, a vineyard 1 coin and a brick token. Every city starts with a vegetable farm.</source>
        <extracomment>Learn to play (German: Produktionsgebäude, Gemüsehof, Getreidehof, Schafhof, Weinberg, Baupunktmarker, Geld, Einflussmarker).</extracomment>
        <translation>Ein Produktionsgebäude. Bei der Aktion Produktion bringt jedes, was es zeigt: ein Gemüsehof 1 Geld, ein Getreidehof einen Baupunktmarker (höchstens einen darauf), ein Schafhof 1 Einflussmarker, ein Weinhof 1 Geld und einen Baupunktmarker. Jede Stadt beginnt mit einem Gemüsehof.</translation>
    </message>
    <message>
        <source>A brick token lies on your farm. It stands for 1 brick on any later build, in this turn too; a farm holds one at most, so use it before you produce again.</source>
        <extracomment>Learn to play (German: Baupunktmarker, Baupunkt).</extracomment>
        <translation>Auf deinem Hof liegt ein Baupunktmarker. Er zählt bei jedem späteren Bau als 1 Baupunkt, auch in diesem Zug; ein Hof trägt höchstens einen, also nutze ihn, bevor du wieder produzierst.</translation>
    </message>
    <message>
        <source>Your school draws cards for the buildings next to it, as the card says. Choose the deck to draw from, then keep one card and put the others back under the deck in the order you like.</source>
        <extracomment>Learn to play (German: Schule, Universität, Stapel, Karten ziehen).</extracomment>
        <translation>Deine Schule zieht Karten für die angrenzenden Gebäude, wie die Karte sagt. Wähle den Stapel, von dem du ziehst, behalte dann eine Karte und lege die anderen in der Reihenfolge deiner Wahl unter den Stapel zurück.</translation>
    </message>
    <message>
        <source>This game is played with the Shrine, a mini-expansion: every player starts with a Shrine in hand. It is a temple that costs no bricks (building it is still your turn&apos;s one build). At the final scoring it scores 2 points for each building next to it horizontally or vertically: it does best where your city will surround it.</source>
        <extracomment>Learn to play: the Shrine mini-expansion (German: Schrein, Mini-Erweiterung, Tempel, Baupunkte, Schlusswertung, waagerecht, senkrecht, angrenzend).</extracomment>
        <translation>Dieses Spiel wird mit dem Schrein gespielt, einer Mini-Erweiterung: Jeder Spieler hat zu Beginn einen Schrein auf der Hand. Er ist ein Tempel, für den man keine Baupunkte braucht (ihn zu bauen ist trotzdem der eine Bau deines Zuges). Bei der Schlusswertung bringt er 2 Siegpunkte pro Gebäudekarte, die horizontal oder vertikal an ihn angrenzt: Am meisten bringt er dort, wo deine Stadt ihn umschließen wird.</translation>
    </message>
    <message>
        <source>A public building. When you build it, it gives you something for each building next to it (coins, influence tokens, cards or point tokens, as the card says). At the final scoring it counts for every residential area next to it: an area scores the sum of its values times the number of different colours of public buildings next to it.</source>
        <extracomment>Learn to play (German: öffentliche Gebäude, Farbe, Wohngebiet, Nachbar, Geld, Einflussmarker).</extracomment>
        <translation>Ein öffentliches Gebäude. Wenn du es baust, bringt es dir etwas für jedes angrenzende Gebäude (Geld, Einflussmarker, Karten oder Siegpunktmarker, wie die Karte sagt). Bei der Schlusswertung zählt es für jedes angrenzende Wohngebiet: Ein Wohngebiet bringt die Summe seiner Werte mal die Anzahl der verschiedenfarbigen angrenzenden öffentlichen Gebäude.</translation>
    </message>
    <message>
        <source>Produce: with 2 cogs (each one you lack costs 1 coin) every production building of your city produces once; the button says what you get. A farm you build first produces too, so build before you produce when you can. Then click Produce.</source>
        <extracomment>Learn to play (German: Produktion, Produktionspunkte, Geld, Produktionsgebäude).</extracomment>
        <translation>Produzieren: Mit 2 Produktionspunkten (jeder fehlende kostet 1 Geld) produziert jedes Produktionsgebäude deiner Stadt einmal; der Knopf sagt, was du bekommst. Ein Hof, den du vorher baust, produziert mit, also baue vor dem Produzieren, wenn du kannst. Dann klicke auf „Produzieren“.</translation>
    </message>
</context>
<context>
    <name>cor::app::LobbyModel</name>
    <message>
        <source>Open seat</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The player&apos;s own seat in the lobby; %1 is their name.</extracomment>
        <translation>%1 · du</translation>
    </message>
</context>
<context>
    <name>cor::app::LocalGame</name>
    <message>
        <source>This game cannot be continued: %1</source>
        <extracomment>Continuing a saved game failed; %1 says why (in English).</extracomment>
        <translation>Dieses Spiel kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The game stays saved: &quot;Continue&quot; in the main menu takes you back to it.</source>
        <translation>Das Spiel bleibt gespeichert: „Fortsetzen“ im Hauptmenü bringt dich dorthin zurück.</translation>
    </message>
</context>
<context>
    <name>cor::app::LogModel</name>
    <message>
        <source>%1 keeps %2 from the draft</source>
        <translation>%1 wählt %2 als Handkarte</translation>
    </message>
    <message>
        <source>%1 keeps a card from the draft</source>
        <translation>%1 wählt eine Handkarte</translation>
    </message>
    <message>
        <source>Round %1 begins</source>
        <translation>Runde %1 beginnt</translation>
    </message>
    <message>
        <source>%1 comes up from deck %2</source>
        <translation>%1 kommt vom Stapel %2 ins Angebot</translation>
    </message>
    <message>
        <source>Influence card %1 comes up</source>
        <translation>Einflusswertungskarte %1 wird ausgelegt</translation>
    </message>
    <message>
        <source>%1 places an emissary on space %2</source>
        <translation>%1 setzt einen Baumeister auf Feld %2</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 wählt %2 aus dem Angebot</translation>
    </message>
    <message>
        <source>%1 builds %2 in place of %3</source>
        <translation>%1 baut %2 anstelle von %3</translation>
    </message>
    <message>
        <source>%1 builds %2</source>
        <translation>%1 baut %2</translation>
    </message>
    <message numerus="yes">
        <source>, spending %n brick token(s)</source>
        <translation>
            <numerusform>, setzt %n Baupunktmarker ein</numerusform>
            <numerusform>, setzt %n Baupunktmarker ein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, paying %n coin(s)</source>
        <translation>
            <numerusform>, zahlt %n Geld</numerusform>
            <numerusform>, zahlt %n Geld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <translation>
            <numerusform>%1 erhält %n Geld</numerusform>
            <numerusform>%1 erhält %n Geld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n influence token(s)</source>
        <translation>
            <numerusform>%1 erhält %n Einflussmarker</numerusform>
            <numerusform>%1 erhält %n Einflussmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n point token(s) on %2</source>
        <translation>
            <numerusform>%1 legt %n Siegpunktmarker auf %2</numerusform>
            <numerusform>%1 legt %n Siegpunktmarker auf %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 produces, paying %n coin(s) for cogs</source>
        <translation>
            <numerusform>%1 produziert und zahlt %n Geld für Produktionspunkte</numerusform>
            <numerusform>%1 produziert und zahlt %n Geld für Produktionspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 produces</source>
        <translation>%1 produziert</translation>
    </message>
    <message>
        <source>%1 gains a brick token</source>
        <translation>%1 erhält einen Baupunktmarker</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from deck %2</source>
        <translation>
            <numerusform>%1 zieht %n Karte vom Stapel %2</numerusform>
            <numerusform>%1 zieht %n Karten vom Stapel %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and puts %n card(s) back</source>
        <translation>
            <numerusform>%1 nimmt %2 auf die Hand und legt %n Karte unter den Stapel</numerusform>
            <numerusform>%1 nimmt %2 auf die Hand und legt %n Karten unter den Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps a card and puts %n card(s) back</source>
        <translation>
            <numerusform>%1 nimmt eine Karte auf die Hand und legt %n Karte unter den Stapel</numerusform>
            <numerusform>%1 nimmt eine Karte auf die Hand und legt %n Karten unter den Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 beendet den Zug</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the influence scoring: %2 points; returns %n influence token(s)</source>
        <translation>
            <numerusform>%1 gewinnt die Einflusswertung: %2 Siegpunkte; gibt %n Einflussmarker zurück</numerusform>
            <numerusform>%1 gewinnt die Einflusswertung: %2 Siegpunkte; gibt %n Einflussmarker zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie for the most influence: the scoring of %1 points waits</source>
        <translation>Gleichstand bei den meisten Einflussmarkern: Die Einflusswertung über %1 Siegpunkte wird verschoben</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1&apos;s turn: ▰ %2, ⚙ %3</source>
        <extracomment>A turn begins: the player, then the bricks (▰) and cogs (⚙) the strip gives</extracomment>
        <translation>%1 ist an der Reihe: ▰ %2, ⚙ %3</translation>
    </message>
    <message>
        <source>Tie for the most influence in the last round: the influence cards of %1 points are lost</source>
        <extracomment>A tie for the most influence tokens in the last round (rulebook: the influence cards are not awarded to anyone)</extracomment>
        <translation>Gleichstand bei den meisten Einflussmarkern in der letzten Runde: Die Einflusswertungskarten im Wert von %1 Punkten verfallen</translation>
    </message>
    <message>
        <source>%1 lost the connection</source>
        <translation>%1 hat die Verbindung verloren</translation>
    </message>
    <message>
        <source>%1 is back</source>
        <translation>%1 ist zurück</translation>
    </message>
    <message>
        <source>A bot plays for %1</source>
        <translation>Ein Bot spielt für %1</translation>
    </message>
    <message>
        <source>The bot stops playing for %1</source>
        <translation>Der Bot spielt nicht mehr für %1</translation>
    </message>
    <message>
        <source>%1 left the table</source>
        <extracomment>A player left the LAN game on purpose; their seat waits for them</extracomment>
        <translation>%1 hat den Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>cor::app::LookBackModel</name>
    <message>
        <source>Slip</source>
        <extracomment>A decision that cost 2 to 5 points against the best one (chess: an inaccuracy)</extracomment>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>A decision that cost 5 to 10 points against the best one</extracomment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>A decision that cost 10 points or more against the best one</extracomment>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A building in the look back: %1 &quot;Livia builds Market&quot;, %2 where (&quot;below Forum&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Slip: %1 points or more lost</source>
        <translation>Ungenauigkeit: ab %1 Siegpunkten Verlust</translation>
    </message>
    <message>
        <source>Mistake: %1 points or more</source>
        <translation>Fehler: ab %1 Siegpunkten</translation>
    </message>
    <message>
        <source>Blunder: %1 points or more</source>
        <translation>Patzer: ab %1 Siegpunkten</translation>
    </message>
    <message>
        <source>below %1</source>
        <extracomment>Where a building goes in the look back, by a building beside its place (%1)</extracomment>
        <translation>unterhalb von %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>oberhalb von %1</translation>
    </message>
    <message>
        <source>right of %1</source>
        <translation>rechts von %1</translation>
    </message>
    <message>
        <source>left of %1</source>
        <translation>links von %1</translation>
    </message>
    <message>
        <source>%1, %2 points lost. Played: %3. Better: %4</source>
        <extracomment>The look back&apos;s word on a decision, shown in the replay at its moment: %1 slip, mistake or blunder, %2 the points it cost, %3 what was played (in the log&apos;s words), %4 what would have been better and why (the hint&apos;s words)</extracomment>
        <translation>%1, %2 Siegpunkte verloren. Gespielt: %3. Besser: %4</translation>
    </message>
    <message>
        <source>%1 points lost. Played: %2. Better: %3</source>
        <extracomment>The same for a decision opened from the look back that cost less than a slip</extracomment>
        <translation>%1 Siegpunkte verloren. Gespielt: %2. Besser: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back&apos;s played action and what it changed now: %1 &quot;Livia builds Market (below Forum)&quot;, %2 &quot;+3 coins now&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, with %n brick token(s)</source>
        <extracomment>The look back&apos;s better build where only the payment differs from the one played: %1 where it goes (&quot;above Market&quot;), %n the brick tokens it spends</extracomment>
        <translation>
            <numerusform>%1, mit %n Baupunktmarker</numerusform>
            <numerusform>%1, mit %n Baupunktmarkern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cor::app::MoveClock</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>A clock of more than a day: &quot;2 days 3 h&quot;</extracomment>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source> %1 h</source>
        <translation> %1 Std.</translation>
    </message>
</context>
<context>
    <name>cor::app::NetworkGame</name>
    <message>
        <source>The host could not be started: %1</source>
        <translation>Der Gastgeber konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The host cannot be reached.</source>
        <translation>Der Gastgeber ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>The host stopped: %1</source>
        <translation>Der Gastgeber hat das Spiel beendet: %1</translation>
    </message>
    <message>
        <source>This game cannot be continued: %1</source>
        <extracomment>Continuing a saved game failed; %1 says why (in English).</extracomment>
        <translation>Dieses Spiel kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>You host this game. Keep hosting: a bot plays your seat and the others play on; the main menu takes you back. Stop hosting: the game is saved, everyone is told, and it goes on when you host it again (&quot;Continue&quot;).</source>
        <translation>Du bist Gastgeber dieses Spiels. Weiter Gastgeber sein: Ein Bot spielt deinen Platz und die anderen spielen weiter; das Hauptmenü bringt dich zurück. Spiel anhalten: Das Spiel wird gespeichert, alle erfahren es, und es geht weiter, wenn du es wieder eröffnest („Fortsetzen“).</translation>
    </message>
    <message>
        <source>Your seat is kept: &quot;Continue&quot; in the main menu takes you back to this LAN game.</source>
        <translation>Dein Platz bleibt dir: „Fortsetzen“ im Hauptmenü bringt dich zurück in dieses Netzwerkspiel.</translation>
    </message>
    <message>
        <source>Your seat at this online table is kept: &quot;Continue&quot; in the main menu takes you back, today or in a few days.</source>
        <translation>Dein Platz an diesem Online-Tisch bleibt dir: „Fortsetzen“ im Hauptmenü bringt dich zurück, heute oder in ein paar Tagen.</translation>
    </message>
    <message>
        <source>A server&apos;s address is its name or IP address, a colon and its port: tables.example.org:45655.</source>
        <translation>Die Adresse eines Servers ist sein Name oder seine IP-Adresse, ein Doppelpunkt und sein Port: tables.example.org:45655.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>An online table&apos;s name where its owner gave none: its invite code</extracomment>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Played with the Shrine (mini-expansion).</source>
        <translation>Gespielt mit dem Schrein (Mini-Erweiterung).</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints are allowed: each player&apos;s app may show the expert&apos;s choice (H).</source>
        <translation>Tipps sind erlaubt: Die App jedes Spielers kann die Wahl des Experten zeigen (H).</translation>
    </message>
    <message>
        <source>Hints are off in this game.</source>
        <translation>Tipps sind in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>Nobody vouches for %1 yet. That is usual for a server a friend runs at home, but it could also be someone pretending to be it. Ask whoever runs it to read you its fingerprint (the server prints it as it starts; an invitation link carries it) and compare it with this one:</source>
        <translation>Noch bürgt niemand für %1. Das ist üblich bei einem Server, den ein Freund zu Hause betreibt, es könnte aber auch jemand sein, der sich als dieser Server ausgibt. Lass dir von dem, der ihn betreibt, seinen Fingerabdruck vorlesen (der Server nennt ihn beim Start; ein Einladungslink trägt ihn) und vergleiche ihn mit diesem:</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <extracomment>An online table&apos;s name unless its owner gives another; %1 the owner&apos;s name</extracomment>
        <translation>%1s Tisch</translation>
    </message>
    <message>
        <source>Join “%1” in City of Rome: %2 (code %3)</source>
        <extracomment>The invitation copied for friends: %1 the table&apos;s name, %2 the link that opens the table in their app, %3 the table&apos;s code (for typing by hand)</extracomment>
        <translation>Setz dich an „%1“ in City of Rome: %2 (Code %3)</translation>
    </message>
    <message>
        <source>%1 is not the server of the invitation: its certificate differs from the one the invitation names. Someone may be pretending to be it. Ask whoever sent you the invitation.</source>
        <extracomment>%1 the table server&apos;s name</extracomment>
        <translation>%1 ist nicht der Server der Einladung: Sein Zertifikat ist ein anderes als das, das die Einladung nennt. Vielleicht gibt sich jemand als dieser Server aus. Frag den, der dir die Einladung geschickt hat.</translation>
    </message>
    <message>
        <source>%1 is not the server you trusted before: its certificate has changed. Someone may be pretending to be it. Ask whoever runs it before you trust the new one.</source>
        <translation>%1 ist nicht mehr der Server, dem du vertraut hast: Sein Zertifikat hat sich geändert. Vielleicht gibt sich jemand als dieser Server aus. Frag den, der ihn betreibt, bevor du dem neuen vertraust.</translation>
    </message>
    <message>
        <source>The host closed the lobby before the game began.</source>
        <extracomment>A guest&apos;s lobby whose host stopped hosting before the game began</extracomment>
        <translation>Der Gastgeber hat die Lobby geschlossen, bevor das Spiel begann.</translation>
    </message>
    <message>
        <source>%1 per move, then a bot makes that move for whoever is late.</source>
        <extracomment>%1 the time per move of an online table: &quot;10 minutes&quot;</extracomment>
        <translation>%1 pro Zug, danach macht ein Bot diesen Zug für den, der säumt.</translation>
    </message>
</context>
<context>
    <name>cor::app::NewTable</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>cor::app::OnlineWatch</name>
    <message>
        <source>Your turn in City of Rome</source>
        <extracomment>A desktop notification: %1 the online table&apos;s name (&quot;Anna&apos;s table&quot;, or its code), %2 the round (&quot;Round 6&quot;)</extracomment>
        <translation>Du bist am Zug in City of Rome</translation>
    </message>
    <message>
        <source>Your turn at %1 — %2</source>
        <translation>Du bist am Zug an %1 – %2</translation>
    </message>
    <message>
        <source>the table %1</source>
        <translation>dem Tisch %1</translation>
    </message>
</context>
<context>
    <name>cor::app::Outbox</name>
    <message>
        <source>While the connection was lost, your time for the move ran out and a bot moved for you. The log says what it did.</source>
        <translation>Während die Verbindung weg war, lief deine Zeit für den Zug ab, und ein Bot hat für dich gezogen. Die Zugaufzeichnung sagt, was er getan hat.</translation>
    </message>
</context>
<context>
    <name>cor::app::PlayerColours</name>
    <message>
        <source>Purple</source>
        <extracomment>The four players&apos; colours, as the rulebook&apos;s components name them</extracomment>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>Any</source>
        <extracomment>The colour asked for in a LAN game&apos;s lobby; the first entry: no wish</extracomment>
        <translation>Beliebig</translation>
    </message>
</context>
<context>
    <name>cor::app::PlayersModel</name>
    <message>
        <source>Residential areas 2</source>
        <translation>Wohngebiete Wert 2</translation>
    </message>
    <message>
        <source>Residential areas 3</source>
        <translation>Wohngebiete Wert 3</translation>
    </message>
    <message>
        <source>Residential areas 4</source>
        <translation>Wohngebiete Wert 4</translation>
    </message>
    <message>
        <source>Aqueducts</source>
        <translation>Aquädukte</translation>
    </message>
    <message>
        <source>Temples</source>
        <translation>Tempel</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation>Einflussmarker</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Einflusswertungskarten</translation>
    </message>
</context>
<context>
    <name>cor::app::ReplayModel</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a save file of City of Rome: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (in English, from the save file&apos;s reader)</extracomment>
        <translation>%1 ist kein Spielstand von City of Rome: %2</translation>
    </message>
    <message>
        <source>There is no game to watch.</source>
        <translation>Es gibt kein Spiel zum Ansehen.</translation>
    </message>
    <message>
        <source>%1: action %2 is against the rules</source>
        <extracomment>A save file whose action number %1 the rules do not allow</extracomment>
        <translation>%1: Aktion %2 verstößt gegen die Regeln</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Where a replay stands: &quot;Step 12 of 148 · Round 3&quot;</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat of a saved game that has no names: &quot;Player 1&quot; .. &quot;Player 4&quot;</extracomment>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>cor::app::ReplayStepsModel</name>
    <message>
        <source>The cards are dealt</source>
        <extracomment>The first row of a replay&apos;s steps: the game before anybody acted</extracomment>
        <translation>Die Karten sind verteilt</translation>
    </message>
</context>
<context>
    <name>cor::app::SavedGamesModel</name>
    <message>
        <source>%1 (hot seat)</source>
        <extracomment>A saved game of people at one screen: &quot;Aurelia, Brutus (hot seat)&quot;</extracomment>
        <translation>%1 (an einem Bildschirm)</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A saved game: the people at this computer against the bots</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 · LAN game at %2:%3</source>
        <extracomment>A LAN game joined as a guest: its name and where it is hosted</extracomment>
        <translation>%1 · LAN-Spiel bei %2:%3</translation>
    </message>
    <message>
        <source>%1 · hosted on the LAN</source>
        <translation>%1 · von dir im LAN eröffnet</translation>
    </message>
    <message>
        <source>Damaged: move %1 breaks the rules.</source>
        <extracomment>A saved game whose moves do not replay; %1 the first bad move&apos;s number</extracomment>
        <translation>Beschädigt: Zug %1 verstößt gegen die Regeln.</translation>
    </message>
    <message>
        <source>Saved by a newer version of City of Rome: update the game to continue it.</source>
        <translation>Von einer neueren Version von City of Rome gespeichert: Aktualisiere das Spiel, um die Partie fortzusetzen.</translation>
    </message>
    <message>
        <source>Damaged or not a City of Rome save: %1</source>
        <translation>Beschädigt oder kein Spielstand von City of Rome: %1</translation>
    </message>
    <message>
        <source>%1 · LAN game</source>
        <extracomment>A LAN game this app played as a guest, kept for its replay</extracomment>
        <translation>%1 · LAN-Spiel</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Frage den Server …</translation>
    </message>
    <message>
        <source>The server no longer has this table</source>
        <extracomment>An online table its server no longer has (expired, or this seat is not at it)</extracomment>
        <translation>Der Server hat diesen Tisch nicht mehr</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Wartet auf Spieler</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Your turn · %1</source>
        <translation>Du bist am Zug · %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn · %2</source>
        <extracomment>An online table: whose decision it is now, and the round</extracomment>
        <translation>%1 ist am Zug · %2</translation>
    </message>
    <message>
        <source>Online table %1 at %2</source>
        <extracomment>An online table: its code and its server</extracomment>
        <translation>Online-Tisch %1 auf %2</translation>
    </message>
    <message>
        <source>%1 · online at %2</source>
        <extracomment>An online table: its name (&quot;Anna&apos;s table&quot;) and its server</extracomment>
        <translation>%1 · online auf %2</translation>
    </message>
    <message>
        <source>%1 · online</source>
        <extracomment>An online table&apos;s game this app played, kept for its replay; %1 the table&apos;s name (&quot;Anna&apos;s table&quot;, or &quot;Table K7QXM-2PR9D&quot; where its owner gave none)</extracomment>
        <translation>%1 · online</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
</context>
<context>
    <name>cor::app::ScoreModel</name>
    <message>
        <source>Residential area 2</source>
        <translation>Wohngebiete Wert 2</translation>
    </message>
    <message>
        <source>Residential area 3</source>
        <translation>Wohngebiete Wert 3</translation>
    </message>
    <message>
        <source>Residential area 4</source>
        <translation>Wohngebiete Wert 4</translation>
    </message>
    <message>
        <source>Aqueducts</source>
        <translation>Aquädukte</translation>
    </message>
    <message>
        <source>Temples</source>
        <translation>Tempel</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation>Einflussmarker</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Einflusswertungskarten</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Tie-breaker: influence tokens</source>
        <extracomment>Tie-breaker: influence tokens left at the end</extracomment>
        <translation>Gleichstand: meiste Einflussmarker</translation>
    </message>
    <message>
        <source>Tie-breaker: coins</source>
        <extracomment>Tie-breaker: coins left at the end</extracomment>
        <translation>dann: meistes Geld</translation>
    </message>
    <message>
        <source>Hints</source>
        <extracomment>The score pad: how many hints each player asked for</extracomment>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Played by a bot</source>
        <extracomment>The score pad: the rounds a bot played for a player who was away</extracomment>
        <translation>Von einem Bot gespielt</translation>
    </message>
    <message>
        <source>Decisions by assisted play</source>
        <extracomment>The score pad: how many decisions assisted play took for each player</extracomment>
        <translation>Entscheidungen der Spielhilfe</translation>
    </message>
</context>
<context>
    <name>cor::app::ScoreTrace</name>
    <message>
        <source>residential areas of value %1</source>
        <extracomment>A row of the score in a log line: &quot;residential areas of value 2 +4&quot;</extracomment>
        <translation>Wohngebiete Wert %1</translation>
    </message>
    <message>
        <source>aqueducts</source>
        <translation>Aquädukte</translation>
    </message>
    <message>
        <source>temples</source>
        <translation>Tempel</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>influence tokens</source>
        <translation>Einflussmarker</translation>
    </message>
    <message>
        <source>influence cards</source>
        <translation>Einflusswertungskarten</translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n Siegpunkt</numerusform>
            <numerusform>−%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n Siegpunkt</numerusform>
            <numerusform>+%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, now %2: %3</source>
        <extracomment>Why a score changed, after a log line: &quot;+1 point, now 17: coins +1&quot;</extracomment>
        <translation>%1, jetzt %2: %3</translation>
    </message>
</context>
<context>
    <name>cor::app::ScoringMarks</name>
    <message>
        <source>no public building beside it: 0</source>
        <extracomment>A residential area with no public building beside it, on the final score pad</extracomment>
        <translation>kein öffentliches Gebäude grenzt an: 0</translation>
    </message>
    <message>
        <source>%1 × %2 + %3 = %4</source>
        <extracomment>How a residential area scores: the sum of its values × the colours beside it (+ the point tokens of the best thermal bath) = points, as in the rulebook&apos;s example</extracomment>
        <translation>%1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>A temple of a final city and what it scores: &quot;Temple of Luna = 4&quot;</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%n aqueduct(s) = %1</source>
        <extracomment>The aqueducts of a final city: &quot;2 aqueducts = 12&quot;</extracomment>
        <translation>
            <numerusform>%n Aquädukt = %1</numerusform>
            <numerusform>%n Aquädukte = %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cor::desktop::TurnNotices</name>
    <message>
        <source>Open the table</source>
        <extracomment>The action of the notification that it is the player&apos;s turn</extracomment>
        <translation>Tisch öffnen</translation>
    </message>
</context>
</TS>
