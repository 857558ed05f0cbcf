<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>ActionStrip</name>
    <message>
        <source>Emperor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Space %1: %n brick(s)</source>
        <extracomment>A strip space for screen readers: &quot;Space 3: 2 bricks, 1 cog&quot;</extracomment>
        <translation>
            <numerusform>Space %1: %n brick</numerusform>
            <numerusform>Space %1: %n bricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cog(s)</source>
        <translation>
            <numerusform>%n cog</numerusform>
            <numerusform>%n cogs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Space to go on</source>
        <extracomment>Under a banner: a click or a key dismisses it</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Card from deck %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known</source>
        <extracomment>A small mark on a card of another player that this player knows</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <extracomment>A small badge on the starting buildings (which cost nothing)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <source>F1: its rules</source>
        <extracomment>Under the zoomed card: F1 opens its entry in the rules reference</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Vegetable Farm (start)</source>
        <extracomment>One of the two buildings every city starts with; the German rulebook calls these &quot;Startgebäude&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: +1 coin</source>
        <extracomment>Face line of a vegetable farm: what the produce action gives for it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting building: it is in your city from the start, so it has no building cost. Otherwise it is a normal vegetable farm: when you produce, take 1 coin for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area: 2 × neighbouring public colours</source>
        <extracomment>Face line of every 2-value residential building: its residential area scores the sum of its values times the number of different colours of adjacent public buildings.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting building: it is in your city from the start, so it has no building cost. Otherwise it is a normal 2-value residential building: touching 2-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vegetable Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you produce, take 1 coin for this vegetable farm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: 1 brick token on it (max. 1)</source>
        <extracomment>Face line of the grain farm: produce puts a brick token on it unless one lies there already (never more than one).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheep Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: +1 influence token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you produce, take 1 influence token for this sheep farm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vineyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: +1 coin, 1 brick token (max. 1)</source>
        <extracomment>Face line of the vineyard: a coin, and a brick token on it unless one lies there already.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area: 3 × neighbouring public colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area: 4 × neighbouring public colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-value residential buildings that touch horizontally or vertically form a residential area. At the end, each area scores the sum of its values × the number of different colours of the public buildings adjacent to it, plus the point tokens of the adjacent thermal bath with the most. An area with no adjacent public building scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal 2-value residential building: touching 2-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal 3-value residential building: touching 3-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal 4-value residential building: touching 4-value residential buildings form a residential area that scores the sum of its values × the number of different colours of adjacent public buildings, plus the point tokens of the best adjacent thermal bath.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 coin per neighbouring building</source>
        <extracomment>Face line of a public building: what it gives once, when it is built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, take 1 coin for each building horizontally or vertically adjacent to this market. At the end, it counts as a yellow public building for adjacent residential areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forum Romanum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 coin, +1 more per neighbouring building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, take 1 coin plus 1 coin for each building horizontally or vertically adjacent to it. At the end, it counts like a market: a yellow public building for adjacent residential areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 influence per neighbouring building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, take 1 influence token for each building horizontally or vertically adjacent to this arena. At the end, it counts as a red public building for adjacent residential areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colosseum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 influence, +1 more per neighbouring building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, take 1 influence token plus 1 for each building horizontally or vertically adjacent to it. At the end, it counts like an arena: a red public building for adjacent residential areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 1 per neighbouring building, keep 1</source>
        <extracomment>Face line of the school: draw one card per adjacent building (from a deck other than deck I), keep one of them in hand.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, choose a deck other than deck I and draw 1 building from it for each building horizontally or vertically adjacent to this school. Keep one of them in your hand and put the rest under that deck in any order. At the end, it counts as a green public building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>University</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 1, +1 per neighbouring building, keep 1</source>
        <extracomment>Face line of the university: like the school, but draws one card more.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, choose a deck other than deck I and draw 1 building from it plus 1 for each building horizontally or vertically adjacent to it. Keep one of them in your hand and put the rest under that deck in any order. At the end, it counts like a school: a green public building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thermal Baths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point token per neighbouring building</source>
        <extracomment>Face line of the thermal baths: point tokens placed on the card when it is built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, place 1 point token on it for each building horizontally or vertically adjacent to it. At the end, each adjacent residential area scores 1 extra point per token, but an area counts only its adjacent thermal bath with the most tokens. It is a blue public building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperial Thermal Baths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point token, +1 more per neighbouring building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you build it, place 1 point token on it plus 1 for each building horizontally or vertically adjacent to it. At the end, each adjacent residential area scores 1 extra point per token, but an area counts only its adjacent thermal bath with the most tokens. It is a blue public building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 per row and column, may replace a building</source>
        <extracomment>Face line of the aqueducts: at most one aqueduct in each row and each column of a city; an aqueduct may be built in place of a building of the city.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build it on an empty space as usual, or in place of any building of your city, which leaves the game (a brick token on it may first help pay for the aqueduct). There may be only one aqueduct in each row and each column of your city. At the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand Aqueduct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 1 influence token. Otherwise it is a normal aqueduct: built on an empty space or in place of any building of your city, at most one aqueduct in each row and each column; at the end, 1 / 2 / 3 / 4 aqueducts score 4 / 12 / 24 / 40 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Luna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point per star in your city</source>
        <extracomment>Face line of a temple: what it scores at the end of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 1 influence token. At the end, score 1 point for each star on the buildings in your city, the star of the Temple of Luna included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Mars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 points if you have a 4-value residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 3 influence tokens. At the end, score 5 points if your city has at least one 4-value residential building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Venus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per 2-value residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 1 influence token. At the end, score 2 points for each 2-value residential building in your city (the starting and the luxury one included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Jupiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per temple, this one included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 2 influence tokens. At the end, score 2 points for each temple in your city; the Temple of Jupiter itself and the shrine count too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Mercury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 extra point per 3 coins</source>
        <extracomment>Face line: one point per three coins on top of the usual point per coin.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When built: take 2 influence tokens. At the end, score 1 point for every 3 coins you have, in addition to the points normally scored for coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Minerva</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points if your city has 16 buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end, score 10 points if there are sixteen buildings in your city (4×4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 points for all 4 public colours</source>
        <extracomment>Face line: 15 points if the city has public buildings of all four colours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end, score 15 points if you have at least one public building of each colour in your city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Cupid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points for 4 or more 2-value residences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end, score 10 points if you have at least four 2-value residential buildings in your city (the starting and the luxury one included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Juno</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points for 4 or more temples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end, score 10 points if you have at least four temples in your city; the Temple of Juno itself and the shrine count too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple of Saturn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 points for 4 or more production buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end, score 15 points if you have at least four production buildings in your city (the starting vegetable farm and the vineyard included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shrine</source>
        <extracomment>The building of the mini-expansion &quot;The Shrine&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per neighbouring building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mini-expansion: every player starts with the shrine in hand; it costs no bricks and counts as a temple. At the end, score 2 points for each building horizontally or vertically adjacent to the shrine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>Player colour, shown on its own (e.g. in the seat list).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <extracomment>Colour of public buildings (market, forum), shown on its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <extracomment>Colour of public buildings (arena, colosseum), shown on its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <extracomment>Colour of public buildings (school, university), shown on its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>Colour of public buildings (thermal baths), shown on its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-Value Residential (start)</source>
        <extracomment>One of the two buildings every city starts with; the German rulebook calls these &quot;Startgebäude&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you produce, place a brick token on this grain farm if it has none (never more than one). When you build, each brick token you spend gives 1 brick, even in the turn it was placed. Brick tokens remain on grain farms between rounds until they are spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you produce, take 1 coin and place a brick token on the vineyard if it has none (never more than one). When you build, each brick token you spend gives 1 brick, even in the turn it was placed. Brick tokens remain on the vineyard between rounds until they are spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-Value Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-Value Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-Value Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luxury 2-Value Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luxury 3-Value Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luxury 4-Value Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residential</source>
        <extracomment>A residence&apos;s name on a tiny space of a city, its value shown beside it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luxury Residential</source>
        <extracomment>A luxury residence&apos;s name on a tiny space of a city, its value shown beside it</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatToast</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of chat shown at the table: %1 who said it, %2 what</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceSheet</name>
    <message>
        <source>Setup draft: keep one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of the drawn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the cards going back: the last goes to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the cards from which deck?</source>
        <extracomment>A school or university draws cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Empty space</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n brick token(s)</source>
        <translation>
            <numerusform>%n brick token</numerusform>
            <numerusform>%n brick tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Build here: pay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>✓ Scores %n point(s) now.</source>
        <extracomment>A temple&apos;s condition holds: the points it scores as the city stands</extracomment>
        <translation>
            <numerusform>✓ Scores %n point now.</numerusform>
            <numerusform>✓ Scores %n points now.</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ Scores no points now: its condition does not hold yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point token(s) on it.</source>
        <translation>
            <numerusform>%n point token on it.</numerusform>
            <numerusform>%n point tokens on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>What a build adds to the score (residential areas, aqueducts, temples)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>replaces %1</source>
        <extracomment>On a space where an aqueduct would replace a building</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>Points a build adds, on a small space: &quot;4 pts&quot; (German &quot;4 SP&quot;)</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Build here</source>
        <extracomment>A space a build pays no coins for (its bricks pay it all, or brick tokens do)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContinueView</name>
    <message>
        <source>Continue a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet. Every game is saved after each move, so you can come back to it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat is kept for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>Watch a saved game&apos;s replay</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosted now</source>
        <extracomment>A game this app hosts whose server runs now (in the background)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready (R)</source>
        <extracomment>The hot-seat curtain&apos;s button; R is the key that lifts it too</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End your turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have neither built nor produced this turn, and you still could.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn with nothing built or produced</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How did I play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot played %1 for %2.</source>
        <extracomment>Under the winner: %1 the rounds (e.g. &quot;rounds 6–11&quot;), %2 the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outlined: what each row counts. A dot: a public building that counts for the area.</source>
        <extracomment>Beside the final cities on the score pad: how to read their marks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FollowingList</name>
    <message numerus="yes">
        <source>%n new line(s)</source>
        <extracomment>Below a scrolled-up log, story or chat: lines came since; a click shows them</extracomment>
        <translation>
            <numerusform>%n new line</numerusform>
            <numerusform>%n new lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strips to come: %1</source>
        <extracomment>The action strips of the rounds to come, as far as seen; &quot;?&quot; not seen yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the host is lost: %1
Your seat is kept: &quot;Continue&quot; in the main menu takes you back.</source>
        <extracomment>%1 why; the seat stays this app&apos;s, to take back from the main menu</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log · %1 new</source>
        <extracomment>The game log&apos;s button; %1 the chat lines not read yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Your seat is kept: &quot;Continue&quot; in the main menu takes you back once it is hosted again.</source>
        <extracomment>%1: the host ended the game (it is saved); the seat stays this app&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action strips of the next rounds, in order: each one&apos;s five spaces, a brick or a cog. &quot;?&quot; is a strip nobody has seen yet.</source>
        <extracomment>What the line of the strips to come says</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left for this move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move “%1” waits and goes as soon as the connection is back, if the game still stands where you made it.</source>
        <extracomment>%1 the player&apos;s move, in words (&quot;Build Market&quot;), kept while offline</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is decided until the connection is back. Your seat is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left, then a bot moves for you</source>
        <extracomment>The clock of the time per move near its end, to the player who must decide: %1 &quot;0:45&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>The clock of the time per move: %1 &quot;4:05&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bricks of the strip, plus your brick tokens</source>
        <extracomment>Bricks of the strip, plus the player&apos;s brick tokens: &quot;2 + 1&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint…</source>
        <extracomment>The button that asks for the expert&apos;s choice (key H)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the expert do now? (H) Computed from what you can see only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintLine</name>
    <message>
        <source>Hint</source>
        <extracomment>The title before the hint&apos;s line</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <extracomment>The small cross that closes the hint&apos;s box</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A hint: %1 what to do, %2 what it changes now (&quot;Build Market: +3 coins now&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your emissary on space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1</source>
        <extracomment>The setup draft: the card to keep in hand
----------
A school&apos;s draw: the card to keep</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from deck %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) in your value-%1 residential area</source>
        <extracomment>Points a build adds to the score pad&apos;s rows of residential areas; %1 the area&apos;s value</extracomment>
        <translation>
            <numerusform>+%n point in your value-%1 residential area</numerusform>
            <numerusform>+%n points in your value-%1 residential area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) for your aqueducts</source>
        <translation>
            <numerusform>+%n point for your aqueducts</numerusform>
            <numerusform>+%n points for your aqueducts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) for your temples</source>
        <translation>
            <numerusform>+%n point for your temples</numerusform>
            <numerusform>+%n points for your temples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s) now</source>
        <translation>
            <numerusform>+%n coin now</numerusform>
            <numerusform>+%n coins now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n brick token(s)</source>
        <translation>
            <numerusform>+%n brick token</numerusform>
            <numerusform>+%n brick tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n influence token(s)</source>
        <translation>
            <numerusform>+%n influence token</numerusform>
            <numerusform>+%n influence tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n influence token(s): the most at the table</source>
        <extracomment>Gaining influence tokens gives the player the most at the table</extracomment>
        <translation>
            <numerusform>+%n influence token: the most at the table</numerusform>
            <numerusform>+%n influence tokens: the most at the table</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 for your turn</source>
        <extracomment>What an emissary space gives this round: &quot;2 bricks and 1 cog for your turn&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n brick(s)</source>
        <translation>
            <numerusform>%n brick</numerusform>
            <numerusform>%n bricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cog(s)</source>
        <translation>
            <numerusform>%n cog</numerusform>
            <numerusform>%n cogs</numerusform>
        </translation>
    </message>
    <message>
        <source>in round %1, %2</source>
        <extracomment>When a step of a hint&apos;s plan comes: %1 the round, %2 the step (&quot;build Market&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next turn, %1</source>
        <extracomment>A step of a hint&apos;s plan on the player&apos;s next turn of this round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then %1.</source>
        <extracomment>The plan a hint expects after its first step: &quot;Then take Market, then build Market.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next best choice, %1, is about as good.</source>
        <extracomment>%1 the next best choice (&quot;take Market&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>About %n point(s) more than the next best choice: %1.</source>
        <extracomment>%1 the next best choice (&quot;take Market&quot;)</extracomment>
        <translation>
            <numerusform>About %n point more than the next best choice: %1.</numerusform>
            <numerusform>About %n points more than the next best choice: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>place an emissary on space %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep %1</source>
        <extracomment>A step inside a hint&apos;s sentence: the card to keep</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>build %1 (+%n point(s))</source>
        <extracomment>A step inside a hint&apos;s sentence: %1 the card; the points its city gains</extracomment>
        <translation>
            <numerusform>build %1 (+%n point)</numerusform>
            <numerusform>build %1 (+%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>build %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produce</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the turn</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw from deck %1</source>
        <extracomment>A step inside a hint&apos;s sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build %1 on another space</source>
        <extracomment>A hint&apos;s next best choice: the same card built on another space of the city</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bricks and no cogs for your turn</source>
        <extracomment>An emissary space that gives no bricks and no cogs this round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for your turn</source>
        <extracomment>What an emissary space gives this round: &quot;1 brick for your turn&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A build and where (&quot;Build Market (left of Forum)&quot;), where no glow shows the space</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>build %1 there with %n brick token(s)</source>
        <extracomment>A hint&apos;s next best choice: the same build on the same space, paid otherwise; %1 the card, %n the brick tokens it spends</extracomment>
        <translation>
            <numerusform>build %1 there with %n brick token</numerusform>
            <numerusform>build %1 there with %n brick tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>on your turn at space %1, %2</source>
        <extracomment>A take in a hint&apos;s plan with two emissaries a player: which of the player&apos;s turns it begins; %1 the emissary&apos;s space, %2 the take (&quot;take Market&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep %1 and put the others back in another order</source>
        <extracomment>A hint&apos;s next best choice: the same card kept from a school&apos;s draw, the others put back under the deck in another order</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 if it is still there</source>
        <extracomment>A take in a hint&apos;s plan: %1 &quot;take Market&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted play offers only this choice: the others the rules allow are plainly worse.</source>
        <extracomment>A hint where assisted play offers one choice only: the rules allow others, which are plainly worse (a space that gives less and picks later, say)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s) in your value-%1 residential area</source>
        <extracomment>Points a build takes from the residential areas (it replaces a building); %1 the area&apos;s value</extracomment>
        <translation>
            <numerusform>−%n point in your value-%1 residential area</numerusform>
            <numerusform>−%n points in your value-%1 residential area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s) for your temples</source>
        <extracomment>Points a build takes from the temples (it replaces one)</extracomment>
        <translation>
            <numerusform>−%n point for your temples</numerusform>
            <numerusform>−%n points for your temples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostView</name>
    <message>
        <source>Host a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the Shrine (mini-expansion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The button that chooses how many players: &quot;3 players&quot;</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Allow hints (each player&apos;s app shows the expert&apos;s choice on request)</source>
        <extracomment>Each player&apos;s app computes its hint from that player&apos;s own view</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InfluenceCard</name>
    <message>
        <source>Influence card %1</source>
        <extracomment>The picture of an influence card in the rules; %1 its value</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinView</name>
    <message>
        <source>Join a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for games on the LAN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games on the LAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>A LAN game heard on the network: who hosts it, its size, its free seats</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n seat free</numerusform>
            <numerusform>%n seats free</numerusform>
        </translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>Learn to play · %1 of %2</source>
        <extracomment>Learn to play: which lesson of how many</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Learn to play: the lesson was read</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>The key that answers &quot;Got it&quot; in Learn to play</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>Lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host this game (port %1). Set bots or wait for players, then start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <extracomment>The lobby&apos;s toggle of the player&apos;s own readiness.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit here: seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The host&apos;s menu of a seat a person sits on: the first entry, as it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game begins once every seat is taken and everyone is ready. You may leave: your seat is kept, and Continue brings you back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Leaving the lobby; &quot;Back&quot; where the server refused the table, &quot;Back to the menu&quot; once the host ended the game or the connection failed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line to paste into a chat or a mail: a click on its link opens this table in your friend&apos;s City of Rome.</source>
        <extracomment>Hovering &quot;Copy the invitation&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lobby?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host this game. Keep hosting: the lobby stays open for the guests, and the main menu takes you back. Stop hosting: the lobby closes and the guests are told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalGame</name>
    <message>
        <source>Local game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogDrawer</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(auto) </source>
        <extracomment>Marks a decision assisted play took for the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: open this in the rules</source>
        <extracomment>Hovering a line of the game log that links to the rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LookBackCurve</name>
    <message>
        <source>Round %1 · step %2 · %3 points</source>
        <extracomment>The look back&apos;s curve at a decision: %1 the round, %2 the step, %3 the expected margin</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of the game →</source>
        <extracomment>Under the look back&apos;s curve: its horizontal axis (the numbers are the rounds)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>How did I play? %1</source>
        <extracomment>The look back&apos;s title: %1 the game&apos;s name or the save file&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The look back was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision is judged from its player&apos;s view, as the expert bot sees it…</source>
        <extracomment>While the look back runs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <extracomment>The look back&apos;s progress: %1 decisions judged of %2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n slip(s)</source>
        <extracomment>A seat&apos;s tally in the look back: slips · mistakes · blunders</extracomment>
        <translation>
            <numerusform>%n slip</numerusform>
            <numerusform>%n slips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost per decision, of %n decision(s)</source>
        <extracomment>%1 points lost per decision on average, %n the seat&apos;s decisions</extracomment>
        <translation>
            <numerusform>%1 points lost per decision, of %n decision</numerusform>
            <numerusform>%1 points lost per decision, of %n decisions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s expected final margin over the best other player</source>
        <extracomment>Above the look back&apos;s curve: %1 the seat&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costliest decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision cost any points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show it in the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points lost</source>
        <extracomment>A costly decision: %1 slip, mistake or blunder (may be empty), %2 the points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in the replay ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MenuView</name>
    <message>
        <source>Build the most splendid city of Rome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host “%1” in the background: a bot plays your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>The menu entry that starts a first game with lessons</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play online</source>
        <extracomment>The menu entry for games with friends anywhere, at a table server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn at online tables: %1</source>
        <extracomment>Said of Continue while it is the player&apos;s turn at online tables; %1 how many</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host “%1” in the background: its lobby stays open for the guests.</source>
        <extracomment>%1 the LAN game this app hosts while its player is at the menu</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameView</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the Shrine (mini-expansion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen by lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The button that chooses how many players: &quot;3 players&quot;</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ is a bot&apos;s rating (Elo, as in chess): 200 more wins about three games in four.</source>
        <extracomment>Under the seats of a new game; &quot;≈ 1400&quot; stands beside each bot level</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferPanel</name>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offer is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In deck I: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (card %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deck %1: %n card(s)</source>
        <translation>
            <numerusform>Deck %1: %n card</numerusform>
            <numerusform>Deck %1: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>After this round: %1 points for the most influence</source>
        <extracomment>The influence cards beside the offer; %1 their values (&quot;3&quot; or &quot;3 + 6&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlineView</name>
    <message>
        <source>Play online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <extracomment>A table server&apos;s connection is encrypted (TLS)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The button that chooses how many players: &quot;3 players&quot;</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>of them bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the Shrine (mini-expansion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level of bot %1</source>
        <extracomment>The level of one bot of a new online table: &quot;Level of bot 2&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends anywhere play at a table server: one of you makes a table and passes its invitation on, the others open its link or paste it below. A game waits for you for days.</source>
        <extracomment>Under the title of Play online</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K7QXM-2PR9D, or paste the whole invitation</source>
        <extracomment>In the code field of Play online: a code or a whole invitation may go there</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation to table %1 on %2: Join takes you there.</source>
        <extracomment>Under the code field once a whole invitation is pasted: %1 the table&apos;s code, %2 its server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then a bot makes that move for whoever is late</source>
        <extracomment>Beside the time per move of an online table</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1, %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(S) </source>
        <extracomment>(S) marks the first player, as on the printed score pad</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected · a bot plays for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for them</source>
        <extracomment>The host lets a bot play for a player who lost the connection (or stops it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let a bot play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>city shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away · a bot plays for now</source>
        <extracomment>A player who stepped away (the host keeps hosting) or lost the connection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(S): the start player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>%1: %2</source>
        <extracomment>An action and what it gave: &quot;Livia builds Market: +3 coins&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round: round %1 of %2</source>
        <extracomment>The banner of the game&apos;s last round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence card %1 comes up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New in the offer: %1</source>
        <extracomment>The cards a new round adds to the offer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action strip: %1</source>
        <extracomment>The banner of a new round: its action strip from the emperor&apos;s end, ▰ bricks, ⚙ cogs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A move a bot made for the absent person of this seat</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not among the cards you draft from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such space on the action strip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another emissary stands on that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not on offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have taken a card this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card from the offer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have built this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have produced this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your city may be at most 4 wide and 4 tall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That space is taken; only an aqueduct may replace a building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A building must be next to one of your buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one aqueduct per row and per column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have that many brick tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is more brick tokens than bricks are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have enough coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is chosen already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deck first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of the drawn cards and put all the others back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That action is not possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game had moved on; here is how it stands now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That can no longer be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are watching; you have no seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game runs another version of City of Rome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game has no free seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game does not know your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat is in use by another connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host may do that, or not now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please choose a name of 1 to 24 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat: too long, or too fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host takes no more connections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat must be taken and ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>The last two of a list of choices: &quot;II, III or IV&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish drawing cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no draw to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This draw can come from deck %1 only.</source>
        <extracomment>A school&apos;s or university&apos;s draw; %1 is the one deck it may draw from</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose deck %1 for this draw.</source>
        <extracomment>A school&apos;s or university&apos;s draw; %1 lists the decks: &quot;II, III or IV&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). It goes on, and is saved again as soon as that works.</source>
        <extracomment>Saving the game failed (a full disk, a folder that cannot be written); %1 the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host ended the game; it is saved and continues when the host hosts it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player has that colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table has that code: check it, or it expired after weeks unplayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong codes from here. Please wait a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server holds as many tables as it may now. Finish one first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplaySteps</name>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(auto) </source>
        <extracomment>Marks a decision assisted play took for the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayTransport</name>
    <message>
        <source>First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen by</source>
        <extracomment>Before the buttons that choose whose eyes a replay is seen through</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What every player knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>Shows or hides the list of a replay&apos;s steps</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>The replay screen&apos;s title: %1 the game&apos;s name or the save file&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game to watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundNames</name>
    <message>
        <source>Setup draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>**Cards:** %1</source>
        <extracomment>The rules reference, under a building&apos;s rule: how many of it the game has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Player counts: &quot;3 or 4&quot;, &quot;2, 3 or 4&quot; (players)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>With %1 players it lies in deck I under the first %n building(s).</source>
        <extracomment>An influence card&apos;s place: %1 the player counts (&quot;3 or 4&quot;), %n how many buildings of deck I lie above it</extracomment>
        <translation>
            <numerusform>With %1 players it lies in deck I under the first building.</numerusform>
            <numerusform>With %1 players it lies in deck I under the first %n buildings.</numerusform>
        </translation>
    </message>
    <message>
        <source>It comes up in the upkeep phase when it reaches the top of deck I; the next influence scoring awards it. At the end of the game it scores %1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per player, in every city from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per player, in the hand from the start (mini-expansion)</source>
        <extracomment>The Shrine&apos;s copies: only with the mini-expansion &quot;The Shrine&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deck %1: %2</source>
        <extracomment>How many copies of a building a deck has: &quot;deck II: 5&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesContents</name>
    <message>
        <source>Nothing found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ ↓ previous / next entry · Page Up / Page Down scroll · Ctrl+F search · Esc back</source>
        <extracomment>The keys of the rules screen</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>OK</source>
        <extracomment>Closes the note that the game cannot be saved</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the note on saving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreRows</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>easy</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot (%1)</source>
        <extracomment>A bot&apos;s seat without a name: &quot;Bot (hard)&quot;; %1 is its level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bot, %2)</source>
        <extracomment>A named bot in a list of players: &quot;Livia (bot, easy)&quot;; %2 is its level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beginner</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <extracomment>A bot&apos;s level</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots&apos; moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buys missing bricks and cogs (brick tokens first), offers produce only where it can pay off, and takes decisions that have one sensible choice (never while a banner is up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last emissary by assisted play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places the round&apos;s last emissary for you when only one space makes sense. Off: you always place it yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>An interface size in the settings, in percent of the usual</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While City of Rome is closed, a small watcher started when you log in tells you on the desktop when it is your turn at an online table; its notification opens the table. Only while you sit at one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <source>This round</source>
        <extracomment>The heading of the game&apos;s story while watching bots play</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last move</source>
        <extracomment>The heading of the game&apos;s story: every move since the player&apos;s last decision</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing yet. The log (L) has the whole game.</source>
        <extracomment>The game&apos;s story when nobody has moved since the player&apos;s last decision</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableMarks</name>
    <message>
        <source>the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnTexts</name>
    <message>
        <source>The game is being set up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emissaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of these cards; the others go on to the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your emissary on a free space of the action strip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the deck to draw from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one card; the others go back under the deck in the order shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card from the offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to build it: the glowing spaces of your city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build (select a card in your hand), produce, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build (select a card in your hand) or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more to do: end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>pay %n coin(s) for cogs</source>
        <translation>
            <numerusform>pay %n coin for cogs</numerusform>
            <numerusform>pay %n coins for cogs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <source>nothing</source>
        <extracomment>What a choice pays now: nothing at all</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick token(s)</source>
        <translation type="unfinished">
            <numerusform>%n brick token</numerusform>
            <numerusform>%n brick tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>A payment: &quot;2 coins and 1 brick token&quot;
----------
What an emissary&apos;s space gives for the turn: &quot;3 bricks and 2 cogs&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next best choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your value-%1 residential areas</source>
        <extracomment>A reason: the score pad&apos;s rows of residential areas end higher; %1 the value (2..4)</extracomment>
        <translation>
            <numerusform>about %n point more for your value-%1 residential areas</numerusform>
            <numerusform>about %n points more for your value-%1 residential areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your aqueducts (you have %1; 1, 2, 3, 4 aqueducts score 4, 12, 24, 40)</source>
        <extracomment>A reason: %1 the aqueducts the city has now</extracomment>
        <translation>
            <numerusform>about %n point more for your aqueducts (you have %1; 1, 2, 3, 4 aqueducts score 4, 12, 24, 40)</numerusform>
            <numerusform>about %n points more for your aqueducts (you have %1; 1, 2, 3, 4 aqueducts score 4, 12, 24, 40)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): about %n point(s) more for your temples</source>
        <extracomment>A reason: %1 the temple, %2 its rule and count (&quot;10 points with 16 buildings; you have 11&quot;)</extracomment>
        <translation>
            <numerusform>%1 (%2): about %n point more for your temples</numerusform>
            <numerusform>%1 (%2): about %n points more for your temples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your temples</source>
        <translation>
            <numerusform>about %n point more for your temples</numerusform>
            <numerusform>about %n points more for your temples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n coin(s) more at the end, a point each</source>
        <extracomment>A reason: coins left at the end score a point each</extracomment>
        <translation>
            <numerusform>about %n coin more at the end, a point each</numerusform>
            <numerusform>about %n coins more at the end, a point each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for your influence tokens</source>
        <translation>
            <numerusform>about %n point more for your influence tokens</numerusform>
            <numerusform>about %n points more for your influence tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more from influence cards</source>
        <translation>
            <numerusform>about %n point more from influence cards</numerusform>
            <numerusform>about %n points more from influence cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can build %2 and picks after you this round (about %n point(s) less for them)</source>
        <extracomment>A reason: taking the card keeps it from an opponent; %1 their name, %2 the card</extracomment>
        <translation>
            <numerusform>%1 can build %2 and picks after you this round (about %n point less for them)</numerusform>
            <numerusform>%1 can build %2 and picks after you this round (about %n points less for them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can build %2 in a later round (about %n point(s) less for them)</source>
        <extracomment>A reason: taking the card keeps it from an opponent in a later round; %1 their name, %2 the card</extracomment>
        <translation>
            <numerusform>%1 can build %2 in a later round (about %n point less for them)</numerusform>
            <numerusform>%1 can build %2 in a later round (about %n points less for them)</numerusform>
        </translation>
    </message>
    <message>
        <source>though it replaces your %1: %2 less whenever you produce (%3 of them left)</source>
        <extracomment>A reason against: the build replaces a production building; %1 the building, %2 what it gave (&quot;1 coin&quot;), %3 how many of that kind are left</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps your %1 (%2 whenever you produce), which %3 replaces</source>
        <extracomment>A reason: the other choice&apos;s aqueduct would replace a production building; %1 the building, %2 what it gives (&quot;1 coin&quot;), %3 the next best choice or &quot;your move&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new %1: %2 more whenever you produce</source>
        <extracomment>A reason: a new production building; %1 the building, %2 what it gives (&quot;1 coin&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat where no names are known: &quot;Player 2&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <extracomment>The reasons that carried a decision, joined by &quot;; &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n influence token(s) more than %1 for the open influence cards (%2 points) at the end of the round</source>
        <extracomment>A reason: after the choice the player has the most influence tokens; %1 the next most&apos;s name, %2 the points of the open influence cards</extracomment>
        <translation>
            <numerusform>%n influence token more than %1 for the open influence cards (%2 points) at the end of the round</numerusform>
            <numerusform>%n influence tokens more than %1 for the open influence cards (%2 points) at the end of the round</numerusform>
        </translation>
    </message>
    <message>
        <source>it pays %1 where %2 pays %3</source>
        <extracomment>A reason: what the choice pays now against the other; %1 and %3 payments (&quot;4 coins&quot;), %2 the next best choice or &quot;your move&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s) more for later rounds: cards in hand, brick tokens, room to build</source>
        <extracomment>A reason: what a choice leaves for later rounds, beyond the points on the score pad</extracomment>
        <translation>
            <numerusform>about %n point more for later rounds: cards in hand, brick tokens, room to build</numerusform>
            <numerusform>about %n points more for later rounds: cards in hand, brick tokens, room to build</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>small gains on several rows of the score pad, about %n point(s) in all</source>
        <extracomment>A reason: no single row of the score pad gains a point, but together they do</extracomment>
        <translation>
            <numerusform>small gains on several rows of the score pad, about %n point in all</numerusform>
            <numerusform>small gains on several rows of the score pad, about %n points in all</numerusform>
        </translation>
    </message>
    <message>
        <source>5 points with a value-4 residence; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per value-2 residence; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point per 3 coins; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points with 16 buildings; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 points with public buildings of 4 colours; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points with 4 value-2 residences; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 points with 4 production buildings; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per neighbouring building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a brick token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 influence token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 coin and a brick token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point per star in your city, its own included; you have %1</source>
        <extracomment>Temple of Luna&apos;s rule and its count now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per temple, itself included; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points with 4 temples, itself included; you have %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>otherwise %1 picks before your next turn and would likely take %2</source>
        <extracomment>A reason: otherwise an opponent takes the card first; %1 their name, %2 the card</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>otherwise %1 picks before your next turn and might take %2</source>
        <extracomment>A reason: otherwise an opponent may take the card first; %1 their name, %2 the card</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points with 16 buildings; you have %1, %2 by the end at this pace</source>
        <extracomment>Temple of Minerva&apos;s rule, the buildings now and at the end if the player goes on building as in the rounds so far</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n brick(s)</source>
        <translation type="unfinished">
            <numerusform>%n brick</numerusform>
            <numerusform>%n bricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cog(s)</source>
        <translation type="unfinished">
            <numerusform>%n cog</numerusform>
            <numerusform>%n cogs</numerusform>
        </translation>
    </message>
    <message>
        <source>it gives %1 for your turn where %2 gives %3</source>
        <extracomment>A reason: what an emissary&apos;s space gives for the turn against the other&apos;s; %1 and %3 &quot;3 bricks and 2 cogs&quot;, %2 the next best choice or &quot;your move&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Yield</name>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <translation>
            <numerusform>+%n coin</numerusform>
            <numerusform>+%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n influence</source>
        <translation>
            <numerusform>+%n influence</numerusform>
            <numerusform>+%n influence</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n brick token(s)</source>
        <translation>
            <numerusform>+%n brick token</numerusform>
            <numerusform>+%n brick tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point token(s)</source>
        <translation>
            <numerusform>+%n point token</numerusform>
            <numerusform>+%n point tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>draw %n card</numerusform>
            <numerusform>draw %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cor::app::BotLevels</name>
    <message>
        <source>Bot (%1) · ≈ %2</source>
        <extracomment>A bot level to choose, with its rating (Elo, as chess players know it): &quot;Bot (expert) · ≈ 1650&quot;; %1 is the level</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::Feed</name>
    <message>
        <source>Assisted play: %1</source>
        <extracomment>A decision assisted play took for the player, announced so it is seen</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (assisted play)</source>
        <extracomment>In the story since your last move: a move assisted play decided</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::GameModel</name>
    <message>
        <source>Not now. %1</source>
        <extracomment>A gesture made at the wrong moment; %1 says what to do now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space %2 gives more than space %1 and your turn comes no later: assisted play offers only space %2. (Settings: Assisted play.)</source>
        <extracomment>Assisted play leaves out the round&apos;s last emissary on a space another free space beats: %1 the space clicked, %2 the better one</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted play leaves this out: it gains nothing the choices shown do not. (Settings: Assisted play.)</source>
        <extracomment>A legal choice assisted play leaves out (a build paying coins where brick tokens could pay, a produce that gains nothing)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You build in the action phase: select a card in your hand then.</source>
        <extracomment>A click on an empty space of the player&apos;s city before the action phase</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card in your hand to build here.</source>
        <extracomment>A click on an empty space of the player&apos;s city while no card of the hand is selected</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::HintRequest</name>
    <message>
        <source>The host of this game does not allow hints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is for a decision of yours: wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::Lesson</name>
    <message>
        <source>The setup draft: before the first round, each player keeps one of the cards handed round for their hand and passes the rest on. Click the card you want to keep.</source>
        <extracomment>Learn to play. Rulebook terms (German: Handkartenwahl, Handkarte).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your emissary on a free space of the action strip. The nearer the emperor, the earlier you choose a card from the offer; the farther away, the more bricks and cogs you get: those of every space from the emperor up to yours. Click a glowing space.</source>
        <extracomment>Learn to play. Rulebook terms (German: Baumeister, Aktionsstreifen, Kaiser, Angebot, Baupunkte, Produktionspunkte).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a 2-player game each player has two emissaries, placed in turn: first player, second player, first, second. Each emissary is a turn of its own; bricks and cogs never carry over from one to the other. Place your second emissary.</source>
        <extracomment>Learn to play: the 2-player rule (German: Spiel zu zweit, Baumeister, Zug).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. First you take one building card from the offer into your hand: click a glowing card.</source>
        <extracomment>Learn to play (German: Gebäudekarte aus dem Angebot wählen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now you may build once and produce once, in either order. To build, select a card in your hand: the spaces of your city where it may go glow, with their price. A building costs bricks; each brick you lack costs 2 coins. Click a glowing space.</source>
        <extracomment>Learn to play (German: Bauen, Produktion, Baupunkte, Geld).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A residential building (value 2, 3 or 4). Residential buildings of the same value connected horizontally or vertically form a residential area. At the final scoring an area scores the sum of its values times the number of different colours of public buildings next to it; with none next to it, nothing.</source>
        <extracomment>Learn to play (German: Wohnhaus, Wohngebiet, öffentliche Gebäude, Schlusswertung).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A temple. Each temple scores at the final scoring by its own condition (point at the card for its rule). The stars on a card give you as many influence tokens when you build it.</source>
        <extracomment>Learn to play (German: Tempel, Schlusswertung, Sterne, Einflussmarker).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An aqueduct. It costs 1 brick and may also be built over a building of your city, but each row and each column may hold only one. At the final scoring 1 / 2 / 3 / 4 aqueducts give 4 / 12 / 24 / 40 points.</source>
        <extracomment>Learn to play (German: Aquädukt, Baupunkt, Reihe, Spalte, überbauen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An influence card lies open. At the end of the round, the one player with the most influence tokens takes every open influence card (its points count at the end) and gives back all their tokens; a tie for the most leaves the cards for a later round.</source>
        <extracomment>Learn to play (German: Einflusswertungskarte, Einflussmarker, Einflusswertung).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last round. Then the final scoring: residential areas, temples, aqueducts, 1 point per coin, 1 per 2 influence tokens and your influence cards. Your panel shows your score as it stands; point at it for its rows.</source>
        <extracomment>Learn to play (German: Schlusswertung, Wohngebiete, Siegpunkt, Einflussmarker, Einflusswertungskarten, Spielübersicht).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turns of the round go along the action strip: the emissary nearest the emperor acts first, then the next one outward, whoever placed first. The first player only places first.</source>
        <extracomment>Learn to play (German: Baumeister, Aktionsstreifen, Kaiser, Startspieler).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A production building. When you produce, each one gives what it shows: a vegetable farm 1 coin, a grain farm a brick token (one at most on it), a sheep farm 1 influence token, a vineyard 1 coin and a brick token. Every city starts with a vegetable farm.</source>
        <extracomment>Learn to play (German: Produktionsgebäude, Gemüsehof, Getreidehof, Schafhof, Weinberg, Baupunktmarker, Geld, Einflussmarker).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brick token lies on your farm. It stands for 1 brick on any later build, in this turn too; a farm holds one at most, so use it before you produce again.</source>
        <extracomment>Learn to play (German: Baupunktmarker, Baupunkt).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your school draws cards for the buildings next to it, as the card says. Choose the deck to draw from, then keep one card and put the others back under the deck in the order you like.</source>
        <extracomment>Learn to play (German: Schule, Universität, Stapel, Karten ziehen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played with the Shrine, a mini-expansion: every player starts with a Shrine in hand. It is a temple that costs no bricks (building it is still your turn&apos;s one build). At the final scoring it scores 2 points for each building next to it horizontally or vertically: it does best where your city will surround it.</source>
        <extracomment>Learn to play: the Shrine mini-expansion (German: Schrein, Mini-Erweiterung, Tempel, Baupunkte, Schlusswertung, waagerecht, senkrecht, angrenzend).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A public building. When you build it, it gives you something for each building next to it (coins, influence tokens, cards or point tokens, as the card says). At the final scoring it counts for every residential area next to it: an area scores the sum of its values times the number of different colours of public buildings next to it.</source>
        <extracomment>Learn to play (German: öffentliche Gebäude, Farbe, Wohngebiet, Nachbar, Geld, Einflussmarker).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: with 2 cogs (each one you lack costs 1 coin) every production building of your city produces once; the button says what you get. A farm you build first produces too, so build before you produce when you can. Then click Produce.</source>
        <extracomment>Learn to play (German: Produktion, Produktionspunkte, Geld, Produktionsgebäude).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::LobbyModel</name>
    <message>
        <source>Open seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The player&apos;s own seat in the lobby; %1 is their name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::LocalGame</name>
    <message>
        <source>This game cannot be continued: %1</source>
        <extracomment>Continuing a saved game failed; %1 says why (in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stays saved: &quot;Continue&quot; in the main menu takes you back to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::LogModel</name>
    <message>
        <source>%1 keeps %2 from the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps a card from the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes up from deck %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence card %1 comes up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places an emissary on space %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds %2 in place of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, spending %n brick token(s)</source>
        <translation>
            <numerusform>, spending %n brick token</numerusform>
            <numerusform>, spending %n brick tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, paying %n coin(s)</source>
        <translation>
            <numerusform>, paying %n coin</numerusform>
            <numerusform>, paying %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <translation>
            <numerusform>%1 gains %n coin</numerusform>
            <numerusform>%1 gains %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n influence token(s)</source>
        <translation>
            <numerusform>%1 gains %n influence token</numerusform>
            <numerusform>%1 gains %n influence tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n point token(s) on %2</source>
        <translation>
            <numerusform>%1 puts %n point token on %2</numerusform>
            <numerusform>%1 puts %n point tokens on %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 produces, paying %n coin(s) for cogs</source>
        <translation>
            <numerusform>%1 produces, paying %n coin for cogs</numerusform>
            <numerusform>%1 produces, paying %n coins for cogs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 produces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gains a brick token</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from deck %2</source>
        <translation>
            <numerusform>%1 draws %n card from deck %2</numerusform>
            <numerusform>%1 draws %n cards from deck %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and puts %n card(s) back</source>
        <translation>
            <numerusform>%1 keeps %2 and puts %n card back</numerusform>
            <numerusform>%1 keeps %2 and puts %n cards back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps a card and puts %n card(s) back</source>
        <translation>
            <numerusform>%1 keeps a card and puts %n card back</numerusform>
            <numerusform>%1 keeps a card and puts %n cards back</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the influence scoring: %2 points; returns %n influence token(s)</source>
        <translation>
            <numerusform>%1 wins the influence scoring: %2 points; returns %n influence token</numerusform>
            <numerusform>%1 wins the influence scoring: %2 points; returns %n influence tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie for the most influence: the scoring of %1 points waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn: ▰ %2, ⚙ %3</source>
        <extracomment>A turn begins: the player, then the bricks (▰) and cogs (⚙) the strip gives</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for the most influence in the last round: the influence cards of %1 points are lost</source>
        <extracomment>A tie for the most influence tokens in the last round (rulebook: the influence cards are not awarded to anyone)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot plays for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot stops playing for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the table</source>
        <extracomment>A player left the LAN game on purpose; their seat waits for them</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::LookBackModel</name>
    <message>
        <source>Slip</source>
        <extracomment>A decision that cost 2 to 5 points against the best one (chess: an inaccuracy)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>A decision that cost 5 to 10 points against the best one</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>A decision that cost 10 points or more against the best one</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A building in the look back: %1 &quot;Livia builds Market&quot;, %2 where (&quot;below Forum&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slip: %1 points or more lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake: %1 points or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder: %1 points or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1</source>
        <extracomment>Where a building goes in the look back, by a building beside its place (%1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 points lost. Played: %3. Better: %4</source>
        <extracomment>The look back&apos;s word on a decision, shown in the replay at its moment: %1 slip, mistake or blunder, %2 the points it cost, %3 what was played (in the log&apos;s words), %4 what would have been better and why (the hint&apos;s words)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points lost. Played: %2. Better: %3</source>
        <extracomment>The same for a decision opened from the look back that cost less than a slip</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back&apos;s played action and what it changed now: %1 &quot;Livia builds Market (below Forum)&quot;, %2 &quot;+3 coins now&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, with %n brick token(s)</source>
        <extracomment>The look back&apos;s better build where only the payment differs from the one played: %1 where it goes (&quot;above Market&quot;), %n the brick tokens it spends</extracomment>
        <translation>
            <numerusform>%1, with %n brick token</numerusform>
            <numerusform>%1, with %n brick tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cor::app::MoveClock</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>A clock of more than a day: &quot;2 days 3 h&quot;</extracomment>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source> %1 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::NetworkGame</name>
    <message>
        <source>The host could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be continued: %1</source>
        <extracomment>Continuing a saved game failed; %1 says why (in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host this game. Keep hosting: a bot plays your seat and the others play on; the main menu takes you back. Stop hosting: the game is saved, everyone is told, and it goes on when you host it again (&quot;Continue&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat is kept: &quot;Continue&quot; in the main menu takes you back to this LAN game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat at this online table is kept: &quot;Continue&quot; in the main menu takes you back, today or in a few days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server&apos;s address is its name or IP address, a colon and its port: tables.example.org:45655.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>An online table&apos;s name where its owner gave none: its invite code</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played with the Shrine (mini-expansion).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation type="unfinished">
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints are allowed: each player&apos;s app may show the expert&apos;s choice (H).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are off in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody vouches for %1 yet. That is usual for a server a friend runs at home, but it could also be someone pretending to be it. Ask whoever runs it to read you its fingerprint (the server prints it as it starts; an invitation link carries it) and compare it with this one:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <extracomment>An online table&apos;s name unless its owner gives another; %1 the owner&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join “%1” in City of Rome: %2 (code %3)</source>
        <extracomment>The invitation copied for friends: %1 the table&apos;s name, %2 the link that opens the table in their app, %3 the table&apos;s code (for typing by hand)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the server of the invitation: its certificate differs from the one the invitation names. Someone may be pretending to be it. Ask whoever sent you the invitation.</source>
        <extracomment>%1 the table server&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the server you trusted before: its certificate has changed. Someone may be pretending to be it. Ask whoever runs it before you trust the new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closed the lobby before the game began.</source>
        <extracomment>A guest&apos;s lobby whose host stopped hosting before the game began</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per move, then a bot makes that move for whoever is late.</source>
        <extracomment>%1 the time per move of an online table: &quot;10 minutes&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::NewTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::OnlineWatch</name>
    <message>
        <source>Your turn in City of Rome</source>
        <extracomment>A desktop notification: %1 the online table&apos;s name (&quot;Anna&apos;s table&quot;, or its code), %2 the round (&quot;Round 6&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn at %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::Outbox</name>
    <message>
        <source>While the connection was lost, your time for the move ran out and a bot moved for you. The log says what it did.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::PlayerColours</name>
    <message>
        <source>Purple</source>
        <extracomment>The four players&apos; colours, as the rulebook&apos;s components name them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <extracomment>The colour asked for in a LAN game&apos;s lobby; the first entry: no wish</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::PlayersModel</name>
    <message>
        <source>Residential areas 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residential areas 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residential areas 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aqueducts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::ReplayModel</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a save file of City of Rome: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (in English, from the save file&apos;s reader)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: action %2 is against the rules</source>
        <extracomment>A save file whose action number %1 the rules do not allow</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Where a replay stands: &quot;Step 12 of 148 · Round 3&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat of a saved game that has no names: &quot;Player 1&quot; .. &quot;Player 4&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::ReplayStepsModel</name>
    <message>
        <source>The cards are dealt</source>
        <extracomment>The first row of a replay&apos;s steps: the game before anybody acted</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::SavedGamesModel</name>
    <message>
        <source>%1 (hot seat)</source>
        <extracomment>A saved game of people at one screen: &quot;Aurelia, Brutus (hot seat)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A saved game: the people at this computer against the bots</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · LAN game at %2:%3</source>
        <extracomment>A LAN game joined as a guest: its name and where it is hosted</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · hosted on the LAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged: move %1 breaks the rules.</source>
        <extracomment>A saved game whose moves do not replay; %1 the first bad move&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved by a newer version of City of Rome: update the game to continue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged or not a City of Rome save: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · LAN game</source>
        <extracomment>A LAN game this app played as a guest, kept for its replay</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server no longer has this table</source>
        <extracomment>An online table its server no longer has (expired, or this seat is not at it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn · %2</source>
        <extracomment>An online table: whose decision it is now, and the round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online table %1 at %2</source>
        <extracomment>An online table: its code and its server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · online at %2</source>
        <extracomment>An online table: its name (&quot;Anna&apos;s table&quot;) and its server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · online</source>
        <extracomment>An online table&apos;s game this app played, kept for its replay; %1 the table&apos;s name (&quot;Anna&apos;s table&quot;, or &quot;Table K7QXM-2PR9D&quot; where its owner gave none)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::ScoreModel</name>
    <message>
        <source>Residential area 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residential area 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residential area 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aqueducts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breaker: influence tokens</source>
        <extracomment>Tie-breaker: influence tokens left at the end</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breaker: coins</source>
        <extracomment>Tie-breaker: coins left at the end</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <extracomment>The score pad: how many hints each player asked for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by a bot</source>
        <extracomment>The score pad: the rounds a bot played for a player who was away</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions by assisted play</source>
        <extracomment>The score pad: how many decisions assisted play took for each player</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::ScoreTrace</name>
    <message>
        <source>residential areas of value %1</source>
        <extracomment>A row of the score in a log line: &quot;residential areas of value 2 +4&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aqueducts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>influence tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>influence cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n point</numerusform>
            <numerusform>−%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, now %2: %3</source>
        <extracomment>Why a score changed, after a log line: &quot;+1 point, now 17: coins +1&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cor::app::ScoringMarks</name>
    <message>
        <source>no public building beside it: 0</source>
        <extracomment>A residential area with no public building beside it, on the final score pad</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 + %3 = %4</source>
        <extracomment>How a residential area scores: the sum of its values × the colours beside it (+ the point tokens of the best thermal bath) = points, as in the rulebook&apos;s example</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>A temple of a final city and what it scores: &quot;Temple of Luna = 4&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n aqueduct(s) = %1</source>
        <extracomment>The aqueducts of a final city: &quot;2 aqueducts = 12&quot;</extracomment>
        <translation>
            <numerusform>%n aqueduct = %1</numerusform>
            <numerusform>%n aqueducts = %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cor::desktop::TurnNotices</name>
    <message>
        <source>Open the table</source>
        <extracomment>The action of the notification that it is the player&apos;s turn</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
