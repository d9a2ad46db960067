<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../desktop/dialogs/about.py" line="63" />
            <source>About Přístav</source>
            <translation>About Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="64" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="65" />
            <source>About &amp;Qt</source>
            <translation>About &amp;Qt</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="81" />
            <source>Five board games on one computer: against bots, hot-seat with friends, or as a companion at a real table.</source>
            <translation>Five board games on one computer: against bots, hot-seat with friends, or as a companion at a real table.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="85" />
            <source>The games and their authors</source>
            <translation>The games and their authors</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="90" />
            <source>The games are the work of their authors and publishers. Přístav plays them by their printed rules; the rules pages (F1) say where it follows one edition or offers another as an option.</source>
            <translation>The games are the work of their authors and publishers. Přístav plays them by their printed rules; the rules pages (F1) say where it follows one edition or offers another as an option.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="95" />
            <source>Your files</source>
            <translation>Your files</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="96" />
            <source>Autosaves and finished games:</source>
            <translation>Autosaves and finished games:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="97" />
            <source>Saved games:</source>
            <translation>Saved games:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="98" />
            <source>Settings:</source>
            <translation>Settings:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="99" />
            <source>Built with</source>
            <translation>Built with</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../desktop/app.py" line="153" />
            <location filename="../desktop/common/i18n.py" line="73" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="20" />
            <source>Přístav cannot open its window: there is no display to show it on (%1). Start it on a desktop. Without a screen it can still draw a game into a picture: QT_QPA_PLATFORM=offscreen python -m desktop --game catan --screenshot game.png</source>
            <translation>Přístav cannot open its window: there is no display to show it on (%1). Start it on a desktop. Without a screen it can still draw a game into a picture: QT_QPA_PLATFORM=offscreen python -m desktop --game catan --screenshot game.png</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="26" />
            <source>Přístav cannot open its window: Qt needs the system library libxcb-cursor0 (on Debian or Ubuntu: sudo apt install libxcb-cursor0).</source>
            <translation>Přístav cannot open its window: Qt needs the system library libxcb-cursor0 (on Debian or Ubuntu: sudo apt install libxcb-cursor0).</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="31" />
            <source>Přístav cannot open its window (its README lists the system libraries Qt needs). Qt says: %1</source>
            <translation>Přístav cannot open its window (its README lists the system libraries Qt needs). Qt says: %1</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="34" />
            <source>DISPLAY and WAYLAND_DISPLAY are not set</source>
            <translation>DISPLAY and WAYLAND_DISPLAY are not set</translation>
        </message>
    </context>
    <context>
        <name>BankDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="266" />
            <source>Trade with the bank</source>
            <translation>Trade with the bank</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="268" />
            <source>Give to the bank, take from it:</source>
            <translation>Give to the bank, take from it:</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="288" />
            <source>The bank has run out of: %1.</source>
            <translation>The bank has run out of: %1.</translation>
        </message>
    </context>
    <context>
        <name>BoardScene</name>
        <message>
            <location filename="../desktop/common/board.py" line="173" />
            <source>%1 is playing.</source>
            <translation>%1 is playing.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="161" />
            <location filename="../desktop/common/board.py" line="214" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="149" />
            <source>Place %1 of %2</source>
            <translation>Place %1 of %2</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="151" />
            <source>%1 (place %2 of %3)</source>
            <translation>%1 (place %2 of %3)</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="170" />
            <source>%1 has only one possible move: it is played automatically.</source>
            <translation>%1 has only one possible move: it is played automatically.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="476" />
            <source>This piece cannot go anywhere now.</source>
            <translation>This piece cannot go anywhere now.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="525" />
            <source>Drop it on one of the lit spaces.</source>
            <translation>Drop it on one of the lit spaces.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="525" />
            <source>Click one of the lit spaces.</source>
            <translation>Click one of the lit spaces.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="564" />
            <source>Choose a lit place with the arrow keys, then press Enter (Esc puts the piece back).</source>
            <translation>Choose a lit place with the arrow keys, then press Enter (Esc puts the piece back).</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="565" />
            <source>Click a lit space, or use the arrow keys and Enter.</source>
            <translation>Click a lit space, or use the arrow keys and Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="616" />
            <source>%1 — Space or Enter chooses it.</source>
            <translation>%1 — Space or Enter chooses it.</translation>
        </message>
    </context>
    <context>
        <name>CardsDialog</name>
        <message numerus="yes">
            <location filename="../desktop/catan/dialogs.py" line="79" />
            <source>Discard %n card(s)</source>
            <translation>
                <numerusform>Discard %n card</numerusform>
                <numerusform>Discard %n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="80" />
            <source>Take two resource cards from the bank</source>
            <translation>Take two resource cards from the bank</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="97" />
            <source>of %1</source>
            <translation>of %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/dialogs.py" line="116" />
            <source>Choose exactly %n card(s).</source>
            <translation>
                <numerusform>Choose exactly %n card.</numerusform>
                <numerusform>Choose exactly %n cards.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Catan</name>
        <message>
            <location filename="../engine/catan/layouts.py" line="16" />
            <source>The board is not valid: {reason}</source>
            <translation>The board is not valid: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="17" />
            <source>the file is not JSON</source>
            <translation>the file is not JSON</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="18" />
            <source>it needs a list of hexes and a list of harbours</source>
            <translation>it needs a list of hexes and a list of harbours</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="19" />
            <source>it has {count} land hexes instead of 19</source>
            <translation>it has {count} land hexes instead of 19</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="20" />
            <source>each hex needs a terrain and a number</source>
            <translation>each hex needs a terrain and a number</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="21" />
            <source>the terrains must be 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert</source>
            <translation>the terrains must be 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="24" />
            <source>the desert, and only the desert, has no number token</source>
            <translation>the desert, and only the desert, has no number token</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="25" />
            <source>the number tokens must be 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12</source>
            <translation>the number tokens must be 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="28" />
            <source>it has {count} harbours instead of 9</source>
            <translation>it has {count} harbours instead of 9</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="29" />
            <source>each harbour needs a coast position from 0 to 29 and a type</source>
            <translation>each harbour needs a coast position from 0 to 29 and a type</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="30" />
            <source>the nine harbours need nine different coast positions</source>
            <translation>the nine harbours need nine different coast positions</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="31" />
            <source>two harbours may not touch the same intersection</source>
            <translation>two harbours may not touch the same intersection</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="32" />
            <source>the harbours must be four 3:1 harbours and one 2:1 harbour of each resource</source>
            <translation>the harbours must be four 3:1 harbours and one 2:1 harbour of each resource</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="13" />
            <source>brick</source>
            <translation>brick</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="14" />
            <source>lumber</source>
            <translation>lumber</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="15" />
            <source>wool</source>
            <translation>wool</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="16" />
            <source>grain</source>
            <translation>grain</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="17" />
            <source>ore</source>
            <translation>ore</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="21" />
            <source>%n brick(s)</source>
            <translation>
                <numerusform>%n brick</numerusform>
                <numerusform>%n brick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="22" />
            <source>%n lumber</source>
            <translation>
                <numerusform>%n lumber</numerusform>
                <numerusform>%n lumber</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="23" />
            <source>%n wool</source>
            <translation>
                <numerusform>%n wool</numerusform>
                <numerusform>%n wool</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="24" />
            <source>%n grain</source>
            <translation>
                <numerusform>%n grain</numerusform>
                <numerusform>%n grain</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="25" />
            <source>%n ore</source>
            <translation>
                <numerusform>%n ore</numerusform>
                <numerusform>%n ore</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="28" />
            <source>Knight</source>
            <translation>Knight</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="29" />
            <source>Victory Point</source>
            <translation>Victory Point</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="30" />
            <source>Road Building</source>
            <translation>Road Building</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="31" />
            <source>Year of Plenty</source>
            <translation>Year of Plenty</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="32" />
            <source>Monopoly</source>
            <translation>Monopoly</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="36" />
            <source>Board</source>
            <translation>Board</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="37" />
            <source>beginner board</source>
            <translation>beginner board</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="38" />
            <source>random board</source>
            <translation>random board</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="39" />
            <source>random board, 6 and 8 never side by side</source>
            <translation>random board, 6 and 8 never side by side</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="40" />
            <source>When the bank runs short</source>
            <translation>When the bank runs short</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="41" />
            <source>nobody gets that resource</source>
            <translation>nobody gets that resource</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="42" />
            <source>a single owed player takes what is left</source>
            <translation>a single owed player takes what is left</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="43" />
            <source>Start player</source>
            <translation>Start player</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="44" />
            <source>the first player</source>
            <translation>the first player</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="45" />
            <source>drawn by lot</source>
            <translation>drawn by lot</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="46" />
            <source>Trading and building</source>
            <translation>Trading and building</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="47" />
            <source>trade first, then build</source>
            <translation>trade first, then build</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="48" />
            <source>in any order</source>
            <translation>in any order</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="51" />
            <source>{player} builds a settlement.</source>
            <translation>{player} builds a settlement.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="52" />
            <source>{player} builds a road.</source>
            <translation>{player} builds a road.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="53" />
            <source>{player} builds a city.</source>
            <translation>{player} builds a city.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="55" />
            <source>{player} rolls {first} and {second}.</source>
            <translation>{player} rolls {first} and {second}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="57" />
            <source>{player} receives {cards}.</source>
            <translation>{player} receives {cards}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="58" />
            <source>The bank is short of {resource}: nobody receives any.</source>
            <translation>The bank is short of {resource}: nobody receives any.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="60" />
            <source>{player} moves the robber.</source>
            <translation>{player} moves the robber.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="61" />
            <source>{player} steals a card from {player2}.</source>
            <translation>{player} steals a card from {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="63" />
            <source>{player} steals {card} from {player2}.</source>
            <translation>{player} steals {card} from {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="64" />
            <source>{player} buys a development card.</source>
            <translation>{player} buys a development card.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="65" />
            <source>{player} plays {card}.</source>
            <translation>{player} plays {card}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="66" />
            <source>{player} takes {first} and {second} from the bank.</source>
            <translation>{player} takes {first} and {second} from the bank.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="67" />
            <source>{player} collects %n {resource} from the other players.</source>
            <translation>
                <numerusform>{player} collects %n {resource} from the other players.</numerusform>
                <numerusform>{player} collects %n {resource} from the other players.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="68" />
            <source>{player} trades %n {give} with the bank for one {get}.</source>
            <translation>
                <numerusform>{player} trades %n {give} with the bank for one {get}.</numerusform>
                <numerusform>{player} trades %n {give} with the bank for one {get}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="69" />
            <source>{player} offers {give} for {get}.</source>
            <translation>{player} offers {give} for {get}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="70" />
            <source>{player} accepts the offer.</source>
            <translation>{player} accepts the offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="71" />
            <source>{player} declines the offer.</source>
            <translation>{player} declines the offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="72" />
            <source>{player} counters: {give} for {get}.</source>
            <translation>{player} counters: {give} for {get}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="73" />
            <source>{player} and {player2} trade.</source>
            <translation>{player} and {player2} trade.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="74" />
            <source>{player} withdraws the offer.</source>
            <translation>{player} withdraws the offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="75" />
            <source>{player} now has the Longest Road.</source>
            <translation>{player} now has the Longest Road.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="76" />
            <source>The Longest Road card is set aside: nobody has the single longest road.</source>
            <translation>The Longest Road card is set aside: nobody has the single longest road.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="79" />
            <source>{player} now has the Largest Army.</source>
            <translation>{player} now has the Largest Army.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="80" />
            <source>{player} reaches %n victory points and wins.</source>
            <translation>
                <numerusform>{player} reaches %n victory point and wins.</numerusform>
                <numerusform>{player} reaches %n victory points and wins.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="81" />
            <source>nothing</source>
            <translation>nothing</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="84" />
            <source>That is not possible now.</source>
            <translation>That is not possible now.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="85" />
            <source>In the set-up, place a settlement first.</source>
            <translation>In the set-up, place a settlement first.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="86" />
            <source>The road must lead from the settlement you have just placed.</source>
            <translation>The road must lead from the settlement you have just placed.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="87" />
            <source>Roll the dice first.</source>
            <translation>Roll the dice first.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="88" />
            <source>You have already rolled this turn.</source>
            <translation>You have already rolled this turn.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="59" />
            <source>{player} discards %n card(s).</source>
            <translation>
                <numerusform>{player} discards %n card.</numerusform>
                <numerusform>{player} discards %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="54" />
            <source>{player} receives {cards} for the second settlement.</source>
            <translation>{player} receives {cards} for the second settlement.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="89" />
            <source>Everyone with more than 7 cards must first discard half of them.</source>
            <translation>Everyone with more than 7 cards must first discard half of them.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="90" />
            <source>You must discard exactly %n card(s).</source>
            <translation>
                <numerusform>You must discard exactly %n card.</numerusform>
                <numerusform>You must discard exactly %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="91" />
            <source>You do not hold the cards you are discarding.</source>
            <translation>You do not hold the cards you are discarding.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="92" />
            <source>You cannot discard a negative number of cards of a resource.</source>
            <translation>You cannot discard a negative number of cards of a resource.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="93" />
            <source>Move the robber first.</source>
            <translation>Move the robber first.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="94" />
            <source>The robber must move to another land hex.</source>
            <translation>The robber must move to another land hex.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="95" />
            <source>You can rob only an opponent with a settlement or city on that hex.</source>
            <translation>You can rob only an opponent with a settlement or city on that hex.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="96" />
            <source>That player has no resource cards to steal.</source>
            <translation>That player has no resource cards to steal.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="97" />
            <source>You cannot afford that: it costs {cost}.</source>
            <translation>You cannot afford that: it costs {cost}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="98" />
            <source>You have no {piece} left.</source>
            <translation>You have no {piece} left.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="99" />
            <source>That place is already taken.</source>
            <translation>That place is already taken.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="100" />
            <source>Distance rule: no settlement may stand next to another settlement or city.</source>
            <translation>Distance rule: no settlement may stand next to another settlement or city.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="101" />
            <source>A road must join one of your roads, settlements or cities.</source>
            <translation>A road must join one of your roads, settlements or cities.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="102" />
            <source>A settlement must be reached by one of your roads.</source>
            <translation>A settlement must be reached by one of your roads.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="103" />
            <source>A city replaces one of your own settlements.</source>
            <translation>A city replaces one of your own settlements.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="104" />
            <source>There are no development cards left.</source>
            <translation>There are no development cards left.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="105" />
            <source>You may play only one development card a turn.</source>
            <translation>You may play only one development card a turn.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="106" />
            <source>A development card cannot be played in the turn it was bought.</source>
            <translation>A development card cannot be played in the turn it was bought.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="107" />
            <source>You have no such development card.</source>
            <translation>You have no such development card.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="108" />
            <source>The bank has no {resource} left.</source>
            <translation>The bank has no {resource} left.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="109" />
            <source>The bank has only one {resource} left: it cannot give two.</source>
            <translation>The bank has only one {resource} left: it cannot give two.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="110" />
            <source>Choose one of the five resources.</source>
            <translation>Choose one of the five resources.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="111" />
            <source>You need %n {resource} for that trade.</source>
            <translation>
                <numerusform>You need %n {resource} for that trade.</numerusform>
                <numerusform>You need %n {resource} for that trade.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="112" />
            <source>Trade one resource for a different one.</source>
            <translation>Trade one resource for a different one.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="113" />
            <source>Only the player whose turn it is opens a trade; when he makes an offer, you may accept it or counter it.</source>
            <translation>Only the player whose turn it is opens a trade; when they make an offer, you may accept it or counter it.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="116" />
            <source>An offer must give something and ask for something.</source>
            <translation>An offer must give something and ask for something.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="117" />
            <source>You do not hold the cards of that offer.</source>
            <translation>You do not hold the cards of that offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="118" />
            <source>The offer holds no {resource} to take away.</source>
            <translation>The offer holds no {resource} to take away.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="119" />
            <source>An offer cannot both give and ask for {resource}.</source>
            <translation>An offer cannot both give and ask for {resource}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="120" />
            <source>That player has not accepted or countered the offer.</source>
            <translation>That player has not accepted or countered the offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="121" />
            <source>You do not hold the cards that player's counter-offer asks for.</source>
            <translation>You do not hold the cards that player's counter-offer asks for.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="122" />
            <source>You hold no cards to offer.</source>
            <translation>You hold no cards to offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="123" />
            <source>Wait for the answers to your offer.</source>
            <translation>Wait for the answers to your offer.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="124" />
            <source>Trading comes before building: you have built this turn, so trading is over.</source>
            <translation>Trading comes before building: you have built this turn, so trading is over.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="127" />
            <source>Place your free roads first.</source>
            <translation>Place your free roads first.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="128" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="131" />
            <source>roads</source>
            <translation>roads</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="132" />
            <source>settlements</source>
            <translation>settlements</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="133" />
            <source>cities</source>
            <translation>cities</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="137" />
            <source>Settlements (1 point each)</source>
            <translation>Settlements (1 point each)</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="138" />
            <source>Cities (2 points each)</source>
            <translation>Cities (2 points each)</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="139" />
            <source>Longest Road</source>
            <translation>Longest Road</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="140" />
            <source>Largest Army</source>
            <translation>Largest Army</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="141" />
            <source>Victory Point cards</source>
            <translation>Victory Point cards</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="142" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="145" />
            <source>Hills: produce brick</source>
            <translation>Hills: produce brick</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="146" />
            <source>Forest: produces lumber</source>
            <translation>Forest: produces lumber</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="147" />
            <source>Pasture: produces wool</source>
            <translation>Pasture: produces wool</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="148" />
            <source>Fields: produce grain</source>
            <translation>Fields: produce grain</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="149" />
            <source>Mountains: produce ore</source>
            <translation>Mountains: produce ore</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="150" />
            <source>Desert: produces nothing</source>
            <translation>Desert: produces nothing</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="152" />
            <source>Harbour: trade 3 cards of one resource for 1 of your choice.</source>
            <translation>Harbour: trade 3 cards of one resource for 1 of your choice.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="153" />
            <source>Harbour: trade 2 {resource} for 1 card of your choice.</source>
            <translation>Harbour: trade 2 {resource} for 1 card of your choice.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="156" />
            <source>The rulebook's beginner board, or tiles and number tokens laid at random (optionally keeping 6 and 8 apart).</source>
            <translation>The rulebook's beginner board, or tiles and number tokens laid at random (optionally keeping 6 and 8 apart).</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="160" />
            <source>When the bank cannot pay everybody a resource, by the Almanac nobody gets it; later editions let a single owed player take what is left.</source>
            <translation>When the bank cannot pay everybody a resource, by the Almanac nobody gets it; later editions let a single owed player take what is left.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="164" />
            <source>The first player starts, or the start player is drawn by lot: the same chance for everybody as the rules' roll for the highest number, without the rolling.</source>
            <translation>The first player starts, or the start player is drawn by lot: the same chance for everybody as the rules' roll for the highest number, without the rolling.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="169" />
            <source>The Almanac: trade first; once you build or buy a card, trading is over for the turn. Later editions let you trade and build in any order.</source>
            <translation>The Almanac: trade first; once you build or buy a card, trading is over for the turn. Later editions let you trade and build in any order.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="188" />
            <source>The last move rolled the dice, stole a card or drew a development card: it cannot be taken back.</source>
            <translation>The last move rolled the dice, stole a card or drew a development card: it cannot be taken back.</translation>
        </message>
    </context>
    <context>
        <name>CatanCompanion</name>
        <message>
            <location filename="../desktop/catan/companion.py" line="259" />
            <source>the robber!</source>
            <translation>the robber!</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="313" />
            <source>More than one player has 10 points: the winner is the first to reach 10 on their own turn (the Longest Road can change hands in another player's turn). Choose the winner above.</source>
            <translation>More than one player has 10 points: the winner is the first to reach 10 on their own turn (the Longest Road can change hands in another player's turn). Choose the winner above.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="356" />
            <source>Counts cannot be negative.</source>
            <translation>Counts cannot be negative.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="357" />
            <source>A player has only 5 settlements.</source>
            <translation>A player has only 5 settlements.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="358" />
            <source>A player has only 4 cities.</source>
            <translation>A player has only 4 cities.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="359" />
            <source>The game has only 5 Victory Point cards.</source>
            <translation>The game has only 5 Victory Point cards.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="361" />
            <source>Every player has at least 2 settlements and cities together: the two settlements of the set-up stay on the board or become cities.</source>
            <translation>Every player has at least 2 settlements and cities together: the two settlements of the set-up stay on the board or become cities.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="375" />
            <source>Board %1</source>
            <translation>Board %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="415" />
            <source>Save the board as a picture</source>
            <translation>Save the board as a picture</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="421" />
            <source>Save the board to print</source>
            <translation>Save the board to print</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="429" />
            <source>The file %1 could not be written. Choose another folder.</source>
            <translation>The file %1 could not be written. Choose another folder.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="434" />
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="435" />
            <source>Score pad</source>
            <translation>Score pad</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="436" />
            <source>Board set-up</source>
            <translation>Board set-up</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="439" />
            <source>Each player takes the pieces of one colour: %1 settlements, %2 cities and %3 roads, and a building cost card.</source>
            <translation>Each player takes the pieces of one colour: %1 settlements, %2 cities and %3 roads, and a building cost card.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="445" />
            <source>The resource cards in five piles face up; the two special cards and the dice beside the board; the robber on the desert.</source>
            <translation>The resource cards in five piles face up; the two special cards and the dice beside the board; the robber on the desert.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="447" />
            <source>Everybody rolls the dice: the highest roll starts.</source>
            <translation>Everybody rolls the dice: the highest roll starts.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="449" />
            <source>Round 1, clockwise from the starting player: a settlement on an intersection (the distance rule holds) and a road along one of its edges.</source>
            <translation>Round 1, clockwise from the starting player: a settlement on an intersection (the distance rule holds) and a road along one of its edges.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="452" />
            <source>Round 2, counter-clockwise: the last player of round 1 begins, the starting player places last. For their second settlement, players take one resource card from every land hex beside it.</source>
            <translation>Round 2, counter-clockwise: the last player of round 1 begins, the starting player places last. For their second settlement, players take one resource card from every land hex beside it.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="454" />
            <source>The starting player begins the game by rolling for production.</source>
            <translation>The starting player begins the game by rolling for production.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="458" />
            <source>Set-up and the founding phase</source>
            <translation>Set-up and the founding phase</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="463" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="464" />
            <source>Winner</source>
            <translation>Winner</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="466" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="467" />
            <source>Settlements</source>
            <translation>Settlements</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="468" />
            <source>Cities</source>
            <translation>Cities</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="469" />
            <source>Victory Point cards</source>
            <translation>Victory Point cards</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="470" />
            <source>Longest Road</source>
            <translation>Longest Road</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="471" />
            <source>Largest Army</source>
            <translation>Largest Army</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="472" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="476" />
            <location filename="../desktop/catan/companion.py" line="477" />
            <source>nobody</source>
            <translation>nobody</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="478" />
            <source>6 and 8 never side by side</source>
            <translation>6 and 8 never side by side</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="479" />
            <source>Another board</source>
            <translation>Another board</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="480" />
            <source>Save as picture…</source>
            <translation>Save as picture…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="481" />
            <source>Save for printing (PDF)…</source>
            <translation>Save for printing (PDF)…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="496" />
            <source>Start a new session? The points and the dice rolls of this one are cleared and a new island is laid out. The names, the number of players and “6 and 8 never side by side” stay.</source>
            <translation>Start a new session? The points and the dice rolls of this one are cleared and a new island is laid out. The names, the number of players and “6 and 8 never side by side” stay.</translation>
        </message>
    </context>
    <context>
        <name>CatanScene</name>
        <message>
            <location filename="../desktop/catan/scene.py" line="82" />
            <source>Roll the dice</source>
            <translation>Roll the dice</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="83" />
            <source>End turn</source>
            <translation>End turn</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="84" />
            <source>Buy a development card</source>
            <translation>Buy a development card</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="85" />
            <source>Trade with the bank…</source>
            <translation>Trade with the bank…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="86" />
            <source>Offer a trade…</source>
            <translation>Offer a trade…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="87" />
            <source>Play a Knight</source>
            <translation>Play a Knight</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="88" />
            <source>Play Road Building</source>
            <translation>Play Road Building</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="89" />
            <source>Play Road Building (no free place for a road: the card is lost)</source>
            <translation>Play Road Building (no free place for a road: the card is lost)</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="90" />
            <source>Play Year of Plenty…</source>
            <translation>Play Year of Plenty…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="91" />
            <source>Play Monopoly…</source>
            <translation>Play Monopoly…</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/scene.py" line="92" />
            <source>Discard %n card(s)…</source>
            <translation>
                <numerusform>Discard %n card…</numerusform>
                <numerusform>Discard %n cards…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="93" />
            <source>Steal from %1</source>
            <translation>Steal from %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="94" />
            <source>Steal from nobody</source>
            <translation>Steal from nobody</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="96" />
            <source>Move the robber elsewhere</source>
            <translation>Move the robber elsewhere</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="97" />
            <source>Accept</source>
            <translation>Accept</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="98" />
            <source>Decline</source>
            <translation>Decline</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="99" />
            <source>Counter-offer…</source>
            <translation>Counter-offer…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="100" />
            <source>Trade with %1</source>
            <translation>Trade with %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="101" />
            <source>Withdraw the offer</source>
            <translation>Withdraw the offer</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="102" />
            <source>Propose</source>
            <translation>Propose</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="103" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="104" />
            <source>Drag a settlement from your supply onto a free intersection.</source>
            <translation>Drag a settlement from your supply onto a free intersection.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="106" />
            <source>Drag your second settlement onto a free intersection: it earns you one resource card from each land hex beside it.</source>
            <translation>Drag your second settlement onto a free intersection: it earns you one resource card from each land hex beside it.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="111" />
            <source>Drag a road onto an edge next to the settlement you have just placed.</source>
            <translation>Drag a road onto an edge next to the settlement you have just placed.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="112" />
            <source>Roll the dice (you may play a development card first).</source>
            <translation>Roll the dice (you may play a development card first).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="113" />
            <source>Roll the dice.</source>
            <translation>Roll the dice.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="115" />
            <source>Build by dragging from your supply, trade, or end your turn.</source>
            <translation>Build by dragging from your supply, trade, or end your turn.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="116" />
            <source>Build by dragging from your supply, or end your turn (trading is over once you have built).</source>
            <translation>Build by dragging from your supply, or end your turn (trading is over once you have built).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="119" />
            <source>Drag the robber onto another land hex.</source>
            <translation>Drag the robber onto another land hex.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="120" />
            <source>Whom do you rob?</source>
            <translation>Whom do you rob?</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="121" />
            <source>You hold more than 7 cards: discard half of them.</source>
            <translation>You hold more than 7 cards: discard half of them.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="122" />
            <source>Road Building: drag your free roads onto the board.</source>
            <translation>Road Building: drag your free roads onto the board.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="17" />
            <source>%1 offers %2 for %3.</source>
            <translation>%1 offers %2 for %3.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="26" />
            <source>Choose whom to trade with, or withdraw the offer.</source>
            <translation>Choose whom to trade with, or withdraw the offer.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="123" />
            <source>Nobody accepts your offer. Withdraw it and play on.</source>
            <translation>Nobody accepts your offer. Withdraw it and play on.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="125" />
            <source>The bank takes one kind of card: %1 for any one card.</source>
            <translation>The bank takes one kind of card: %1 for any one card.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="126" />
            <source>Waiting for the other players…</source>
            <translation>Waiting for the other players…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="18" />
            <source>Not interested? Do nothing: the offer is declined by itself in %1 s.</source>
            <translation>Not interested? Do nothing: the offer is declined by itself in %1 s.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="21" />
            <source>Your offer: %1</source>
            <translation>Your offer: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="22" />
            <source>%1: thinking…</source>
            <translation>%1: thinking…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="23" />
            <source>%1: accepts</source>
            <translation>%1: accepts</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="24" />
            <source>%1: declines</source>
            <translation>%1: declines</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="25" />
            <source>%1: counter-offer</source>
            <translation>%1: counter-offer</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="28" />
            <source>Your offer, not made yet: you give %1 and want %2.</source>
            <translation>Your offer, not made yet: you give %1 and want %2.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="29" />
            <source>Your counter-offer, not made yet: you give %1 and want %2.</source>
            <translation>Your counter-offer, not made yet: you give %1 and want %2.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="27" />
            <source>Your supply</source>
            <translation>Your supply</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="28" />
            <source>Your cards</source>
            <translation>Your cards</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="29" />
            <source>Cards of %1</source>
            <translation>Cards of %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="30" />
            <source>Supply of %1</source>
            <translation>Supply of %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="31" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="32" />
            <source>%n point(s) (hidden: %1)</source>
            <translation>
                <numerusform>%n point (hidden: %1)</numerusform>
                <numerusform>%n points (hidden: %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="33" />
            <source>%n point(s) (Victory Point cards: %1)</source>
            <translation>
                <numerusform>%n point (Victory Point cards: %1)</numerusform>
                <numerusform>%n points (Victory Point cards: %1)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="34" />
            <source>Your points count your Victory Point cards, which the others do not see.</source>
            <translation>Your points count your Victory Point cards, which the others do not see.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="38" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="39" />
            <source>%n development card(s)</source>
            <translation>
                <numerusform>%n development card</numerusform>
                <numerusform>%n development cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="40" />
            <source>Knights: %1</source>
            <translation>Knights: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="41" />
            <source>Road length: %1</source>
            <translation>Road length: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="42" />
            <source>Longest Road</source>
            <translation>Longest Road</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="43" />
            <source>Largest Army</source>
            <translation>Largest Army</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="44" />
            <source>new</source>
            <translation>new</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="46" />
            <source>Bank</source>
            <translation>Bank</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="48" />
            <source>%1 in the bank: %2</source>
            <translation>%1 in the bank: %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="49" />
            <source>Development cards left in the deck: %1</source>
            <translation>Development cards left in the deck: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="15" />
            <source>%1's road. An unbroken road of at least %2 segments can win the Longest Road card (2 points).</source>
            <translation>%1's road. An unbroken road of at least %2 segments can win the Longest Road card (2 points).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="18" />
            <source>%1's settlement. 1 victory point; takes 1 card from each adjoining hex whose number is rolled.</source>
            <translation>%1's settlement. 1 victory point; takes 1 card from each adjoining hex whose number is rolled.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="21" />
            <source>%1's city. 2 victory points; takes 2 cards from each adjoining hex whose number is rolled.</source>
            <translation>%1's city. 2 victory points; takes 2 cards from each adjoining hex whose number is rolled.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="24" />
            <source>Robber: the hex it stands on produces nothing. A 7 or a Knight moves it, and whoever moves it may rob a player with a settlement or city on the new hex.</source>
            <translation>Robber: the hex it stands on produces nothing. A 7 or a Knight moves it, and whoever moves it may rob a player with a settlement or city on the new hex.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="30" />
            <source>Last roll: %1 + %2 = %3. Each hex with this number produces; after a 7 nothing does and the robber moves.</source>
            <translation>Last roll: %1 + %2 = %3. Each hex with this number produces; after a 7 nothing does and the robber moves.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="35" />
            <source>%1: points, cards in hand, development cards, knights played and road length. Longest Road and Largest Army (from %2 knights) are worth 2 points each.</source>
            <translation>%1: points, cards in hand, development cards, knights played and road length. Longest Road and Largest Army (from %2 knights) are worth 2 points each.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="41" />
            <source>Hidden Victory Point cards are not counted in these points.</source>
            <translation>Hidden Victory Point cards are not counted in these points.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="43" />
            <source>Road · cost: %1. Drag it onto an edge that joins your road, settlement or city.</source>
            <translation>Road · cost: %1. Drag it onto an edge that joins your road, settlement or city.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="46" />
            <source>Settlement · cost: %1. Drag it onto a free intersection at your road, with no building next to it. 1 victory point.</source>
            <translation>Settlement · cost: %1. Drag it onto a free intersection at your road, with no building next to it. 1 victory point.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="51" />
            <source>City · cost: %1. Drag it onto one of your settlements: 2 victory points instead of 1, and 2 cards instead of 1.</source>
            <translation>City · cost: %1. Drag it onto one of your settlements: 2 victory points instead of 1, and 2 cards instead of 1.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="58" />
            <source>Road · free in the set-up. Drag it onto an edge at the settlement you have just placed.</source>
            <translation>Road · free in the set-up. Drag it onto an edge at the settlement you have just placed.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="61" />
            <source>Settlement · free in the set-up. Drag it onto any free intersection with no building next to it (no road needed). 1 victory point.</source>
            <translation>Settlement · free in the set-up. Drag it onto any free intersection with no building next to it (no road needed). 1 victory point.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="66" />
            <source>City · not built in the set-up.</source>
            <translation>City · not built in the set-up.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="101" />
            <source>Beside: %1</source>
            <translation>Beside: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="116" />
            <source>Between %1 and %2</source>
            <translation>Between %1 and %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="119" />
            <source>On the coast of %1</source>
            <translation>On the coast of %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="120" />
            <source>On the coast of %1, next to %2</source>
            <translation>On the coast of %1, next to %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="134" />
            <source>%1: no settlement or city, nobody to rob.</source>
            <translation>%1: no settlement or city, nobody to rob.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="135" />
            <source>%1: buildings of %2; nobody to rob.</source>
            <translation>%1: buildings of %2; nobody to rob.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="136" />
            <source>%1: buildings of %2; you may rob %3.</source>
            <translation>%1: buildings of %2; you may rob %3.</translation>
        </message>
    </context>
    <context>
        <name>CatanStatsDock</name>
        <message>
            <location filename="../desktop/catan/stats.py" line="130" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="133" />
            <location filename="../desktop/catan/stats.py" line="142" />
            <source>Dice rolls</source>
            <translation>Dice rolls</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="136" />
            <source>Bars: how often each sum was rolled. Line: how often it is expected.</source>
            <translation>Bars: how often each sum was rolled. Line: how often it is expected.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="134" />
            <location filename="../desktop/catan/stats.py" line="143" />
            <source>Resources gained</source>
            <translation>Resources gained</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="137" />
            <source>Bars: how many cards of each resource each player has gained.</source>
            <translation>Bars: how many cards of each resource each player has gained.</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <location filename="../desktop/common/colours.py" line="45" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="46" />
            <source>Sky blue</source>
            <translation>Sky blue</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="47" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="48" />
            <source>Purple</source>
            <translation>Purple</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="49" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="50" />
            <source>Vermillion</source>
            <translation>Vermilion</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="58" />
            <source>circle</source>
            <translation>circle</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="59" />
            <source>square</source>
            <translation>square</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="60" />
            <source>triangle</source>
            <translation>triangle</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="61" />
            <source>diamond</source>
            <translation>diamond</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="62" />
            <source>star</source>
            <translation>star</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="63" />
            <source>cross</source>
            <translation>cross</translation>
        </message>
    </context>
    <context>
        <name>CompanionBase</name>
        <message>
            <location filename="../desktop/common/companion.py" line="141" />
            <source>Start a new session? The names, scores and rolls of this one are cleared.</source>
            <translation>Start a new session? The names, scores and rolls of this one are cleared.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="270" />
            <source>The kept scores could not be read, so they were set aside as %1 and a new session started.</source>
            <translation>The kept scores could not be read, so they were set aside as %1 and a new session started.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="274" />
            <source>The kept scores could not be read, so a new session started.</source>
            <translation>The kept scores could not be read, so a new session started.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="277" />
            <source>This session cannot be saved (%1): the scores will not be kept after the app closes.</source>
            <translation>This session cannot be saved (%1): the scores will not be kept after the app closes.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="286" />
            <source>Seed %1</source>
            <translation>Seed %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="288" />
            <source>Scroll the page sideways</source>
            <translation>Scroll the page sideways</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="289" />
            <source>Scroll the page up and down</source>
            <translation>Scroll the page up and down</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="242" />
            <location filename="../desktop/common/companion.py" line="290" />
            <source>New session</source>
            <translation>New session</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="287" />
            <source>The same seed draws again what this page drew at random (dice, a set-up).</source>
            <translation>The same seed draws again what this page drew at random (dice, a set-up).</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="291" />
            <source>Second screen</source>
            <translation>Second screen</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="295" />
            <source>A second window that shows the dice or the hourglass large, for everyone at the table: it opens on another screen (a television, a tablet) if there is one. F11 fills the screen.</source>
            <translation>A second window that shows the dice or the hourglass large, for everyone at the table: it opens on another screen (a television, a tablet) if there is one. F11 fills the screen.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="345" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <location filename="../desktop/common/curtain.py" line="226" />
            <source>Paused</source>
            <translation>Paused</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="227" />
            <source>The sand and the bots wait. The board stays hidden until you go on.</source>
            <translation>The sand and the bots wait. The board stays hidden until you go on.</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="228" />
            <source>Go on</source>
            <translation>Go on</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="231" />
            <source>Pass the computer to %1</source>
            <translation>Pass the computer to %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="232" />
            <source>The board stays hidden until %1 is ready.</source>
            <translation>The board stays hidden until %1 is ready.</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="233" />
            <source>I am %1 – show my board</source>
            <translation>I am %1 – show my board</translation>
        </message>
    </context>
    <context>
        <name>DiceMirror</name>
        <message>
            <location filename="../desktop/common/dice.py" line="514" />
            <source>Roll %1</source>
            <translation>Roll %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="514" />
            <source>No roll yet</source>
            <translation>No roll yet</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message numerus="yes">
            <location filename="../desktop/common/dice.py" line="51" />
            <source>Balanced dice: %n outcome(s) left in the deck</source>
            <translation>
                <numerusform>Balanced dice: %n outcome left in the deck</numerusform>
                <numerusform>Balanced dice: %n outcomes left in the deck</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="464" />
            <source>Roll (space bar)</source>
            <translation>Roll (space bar)</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="464" />
            <source>Roll</source>
            <translation>Roll</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="465" />
            <source>Balanced dice</source>
            <translation>Balanced dice</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="466" />
            <source>Rolls so far</source>
            <translation>Rolls so far</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="468" />
            <source>A shuffled deck of the 36 outcomes of two dice: every outcome comes once in 36 rolls.</source>
            <translation>A shuffled deck of the 36 outcomes of two dice: every outcome comes once in 36 rolls.</translation>
        </message>
    </context>
    <context>
        <name>DockButtons</name>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="19" />
            <source>Detach</source>
            <translation>Detach</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="20" />
            <source>Shows the panel in a window of its own, or puts it back in its place</source>
            <translation>Shows the panel in a window of its own, or puts it back in its place</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="23" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="24" />
            <source>Hides the panel</source>
            <translation>Hides the panel</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <location filename="../engine/core/match.py" line="25" />
            <source>There is no move to take back.</source>
            <translation>There is no move to take back.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="26" />
            <source>The game is over: its moves cannot be taken back.</source>
            <translation>The game is over: its moves cannot be taken back.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="27" />
            <source>The last move was another player's: only your own can be taken back.</source>
            <translation>The last move was another player's: only your own can be taken back.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="28" />
            <source>The last move rolled dice or revealed a card or tile: it cannot be taken back.</source>
            <translation>The last move rolled dice or revealed a card or tile: it cannot be taken back.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="31" />
            <source>The last move was in a turn that is over: it cannot be taken back.</source>
            <translation>The last move was in a turn that is over: it cannot be taken back.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="241" />
            <source>There is nothing to redo.</source>
            <translation>There is nothing to redo.</translation>
        </message>
        <message>
            <location filename="../engine/core/options.py" line="12" />
            <source>Unknown option {key}.</source>
            <translation>Unknown option {key}.</translation>
        </message>
        <message>
            <location filename="../engine/core/options.py" line="13" />
            <source>Option {key} cannot be {value}.</source>
            <translation>Option {key} cannot be {value}.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="20" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="21" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="22" />
            <source>This game is for {counts} players, not {number}.</source>
            <translation>This game is for {counts} players, not {number}.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="23" />
            <source>That is not an action of this game.</source>
            <translation>That is not an action of this game.</translation>
        </message>
        <message>
            <location filename="../engine/core/shape.py" line="21" />
            <source>That is not a seat of this game.</source>
            <translation>That is not a seat of this game.</translation>
        </message>
        <message>
            <location filename="../engine/core/shape.py" line="22" />
            <source>That move is malformed: its field {field} holds a value of the wrong kind.</source>
            <translation>That move is malformed: its field {field} holds a value of the wrong kind.</translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <location filename="../desktop/common/find_bar.py" line="85" />
            <source>Find (%1)</source>
            <translation>Find (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/common/find_bar.py" line="200" />
            <source>Not found</source>
            <translation>Not found</translation>
        </message>
        <message>
            <location filename="../desktop/common/find_bar.py" line="203" />
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
    </context>
    <context>
        <name>FinishedGamesDialog</name>
        <message numerus="yes">
            <location filename="../desktop/dialogs/finished_games.py" line="175" />
            <source>Reading %n more game(s)…</source>
            <translation>
                <numerusform>Reading %n more game…</numerusform>
                <numerusform>Reading %n more games…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="236" />
            <source>Reading the finished games…</source>
            <translation>Reading the finished games…</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="238" />
            <source>No finished games yet. Every game played to its end is kept here, to watch again.</source>
            <translation>No finished games yet. Every game played to its end is kept here, to watch again.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="255" />
            <source>This file cannot be read; “Watch the replay” says why.</source>
            <translation>This file cannot be read; “Watch the replay” says why.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="260" />
            <source> (practice)</source>
            <translation> (practice)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="304" />
            <source>%1: %2 of %3</source>
            <translation>%1: %2 of %3</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="307" />
            <source>Wins: %1</source>
            <translation>Wins: %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="364" />
            <source>Cannot start the game</source>
            <translation>Cannot start the game</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="367" />
            <source>Finished games</source>
            <translation>Finished games</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="369" />
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="370" />
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Ended</source>
            <translation>Ended</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Players and points</source>
            <translation>Players and points</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="376" />
            <source>&amp;Watch the replay</source>
            <translation>&amp;Watch the replay</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="377" />
            <source>Watch the chosen game again, move by move</source>
            <translation>Watch the chosen game again, move by move</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="378" />
            <source>&amp;Play again</source>
            <translation>&amp;Play again</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="379" />
            <source>The same players and options, with a new deal</source>
            <translation>The same players and options, with a new deal</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="380" />
            <source>Watch &amp;another file…</source>
            <translation>Watch &amp;another file…</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="381" />
            <source>Watch any saved game again, from a file you choose</source>
            <translation>Watch any saved game again, from a file you choose</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTrucker</name>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="10" />
            <source>Building</source>
            <translation>Building</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="11" />
            <source>in real time, against the hourglass</source>
            <translation>in real time, against the hourglass</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="12" />
            <source>in turns, with action cubes (robot variant)</source>
            <translation>in turns, with action cubes (robot variant)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="13" />
            <source>Building mistakes</source>
            <translation>Building mistakes</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="14" />
            <source>allowed, punished at the ship check</source>
            <translation>allowed, punished at the ship check</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="15" />
            <source>refused at once</source>
            <translation>refused at once</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="16" />
            <source>Ship check</source>
            <translation>Ship check</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="17" />
            <source>harsh: the owner removes tiles until the ship is valid</source>
            <translation>harsh: the owner removes tiles until the ship is valid</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="30" />
            <source>Hourglass starts on</source>
            <translation>Hourglass starts on</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="31" />
            <source>position 3 every round</source>
            <translation>position 3 every round</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="32" />
            <source>the round's number</source>
            <translation>the round's number</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="33" />
            <source>Hourglass flips</source>
            <translation>Turning the hourglass</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="34" />
            <source>automatic</source>
            <translation>automatic</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="35" />
            <source>by hand</source>
            <translation>by hand</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="37" />
            <source>Late order tokens</source>
            <translation>Late order tokens</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="38" />
            <source>drawn at random</source>
            <translation>drawn at random</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="39" />
            <source>in seat order</source>
            <translation>in seat order</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="40" />
            <source>First card of the round's level</source>
            <translation>First card of the round's level</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="42" />
            <source>Ship board in round 3</source>
            <translation>Ship board in round 3</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="18" />
            <source>lenient: only faulty tiles go, and faulty ships start behind the correct ones</source>
            <translation>lenient: only faulty tiles go, and faulty ships start behind the correct ones</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="21" />
            <source>One run of the hourglass</source>
            <translation>One run of the hourglass</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="23" />
            <source>30 seconds</source>
            <translation>30 seconds</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="24" />
            <source>45 seconds</source>
            <translation>45 seconds</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="25" />
            <source>1 minute</source>
            <translation>1 minute</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="26" />
            <source>1½ minutes (as printed)</source>
            <translation>1½ minutes (as printed)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="27" />
            <source>2 minutes</source>
            <translation>2 minutes</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="28" />
            <source>3 minutes</source>
            <translation>3 minutes</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="43" />
            <source>class III</source>
            <translation>class III</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="44" />
            <source>class IIIa</source>
            <translation>class IIIa</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="45" />
            <source>Aliens allowed</source>
            <translation>Aliens allowed</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="46" />
            <source>from the first round</source>
            <translation>from the first round</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="47" />
            <source>from the second round</source>
            <translation>from the second round</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="48" />
            <source>Dice for meteors and shots</source>
            <translation>Dice for meteors and shots</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="49" />
            <source>each ship rolls its own</source>
            <translation>each ship rolls its own</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="50" />
            <source>one roll for all ships</source>
            <translation>one roll for all ships</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="51" />
            <source>Landing on planets costs days</source>
            <translation>Landing on planets costs days</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="52" />
            <source>at once, before the next player chooses</source>
            <translation>at once, before the next player chooses</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="53" />
            <source>after all have chosen, rearmost first</source>
            <translation>after all have chosen, rearmost first</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="54" />
            <source>Stardust moves ships</source>
            <translation>Stardust moves ships</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="55" />
            <source>leader first</source>
            <translation>leader first</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="56" />
            <source>rearmost first</source>
            <translation>rearmost first</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="57" />
            <source>A broken ship keeps</source>
            <translation>A broken ship keeps</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="58" />
            <source>any part</source>
            <translation>any part</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="59" />
            <source>a part with humans, if there is one</source>
            <translation>a part with humans, if there is one</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="60" />
            <source>Combat zone with one ship left</source>
            <translation>Combat zone with one ship left</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="61" />
            <source>applies</source>
            <translation>applies</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="62" />
            <source>is skipped</source>
            <translation>is skipped</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="63" />
            <source>Goods cubes</source>
            <translation>Goods cubes</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="64" />
            <source>limited to the 56 in the box</source>
            <translation>limited to the 56 in the box</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="65" />
            <source>unlimited</source>
            <translation>unlimited</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="66" />
            <source>Fines for lost tiles capped by the board</source>
            <translation>Fines for lost tiles capped by the board</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="67" />
            <source>Mission (special tiles, reconstructed data)</source>
            <translation>Mission (special tiles, reconstructed data)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="68" />
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="69" />
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="70" />
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="72" />
            <source>Hazardous Haul (explosive cargo)</source>
            <translation>Hazardous Haul (explosive cargo)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="73" />
            <source>Handle With Care (fragile cargo)</source>
            <translation>Handle With Care (fragile cargo)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="74" />
            <source>Heavy Metal (heavy cargo)</source>
            <translation>Heavy Metal (heavy cargo)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="75" />
            <source>Waste Disposal (radioactive cargo)</source>
            <translation>Waste Disposal (radioactive cargo)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="76" />
            <source>Relic Recovery (artifacts)</source>
            <translation>Relic Recovery (artifacts)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="77" />
            <source>Mixed Manifest (special tiles in the warehouse)</source>
            <translation>Mixed Manifest (special tiles in the warehouse)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="81" />
            <source>Building is over.</source>
            <translation>Building is over.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="82" />
            <source>You have taken your order token: your ship is finished.</source>
            <translation>You have taken your order token: your ship is finished.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="83" />
            <source>That moment has passed: the clock already shows {now} ms.</source>
            <translation>That moment has passed: the clock already shows {now} ms.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="84" />
            <source>You hold a tile already: place it, reserve it or put it back first.</source>
            <translation>You hold a tile already: place it, reserve it or put it back first.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="85" />
            <source>You hold no tile.</source>
            <translation>You hold no tile.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="86" />
            <source>No face-down tiles are left.</source>
            <translation>No face-down tiles are left.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="87" />
            <source>That tile is not lying face up in the middle.</source>
            <translation>That tile is not lying face up in the middle.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="88" />
            <source>That tile is not in your reserve.</source>
            <translation>That tile is not in your reserve.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="89" />
            <source>Your two reserve slots are taken.</source>
            <translation>Your two reserve slots are taken.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="90" />
            <source>A tile from your reserve cannot go back to the middle.</source>
            <translation>A tile from your reserve cannot go back to the middle.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="94" />
            <source>Your ship board has no space there.</source>
            <translation>Your ship board has no space there.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="95" />
            <source>A tile lies there already.</source>
            <translation>A tile lies there already.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="96" />
            <source>A tile must touch your ship.</source>
            <translation>A tile must touch your ship.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="97" />
            <source>The connectors do not fit their neighbours.</source>
            <translation>The connectors do not fit their neighbours.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="98" />
            <source>Engines must point to the rear.</source>
            <translation>Engines must point to the rear.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="99" />
            <source>The space behind an engine must stay empty.</source>
            <translation>The space behind an engine must stay empty.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="100" />
            <source>The space in front of a cannon must stay empty.</source>
            <translation>The space in front of a cannon must stay empty.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="101" />
            <source>The tile must join the ship with a connector.</source>
            <translation>The tile must join the ship with a connector.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="102" />
            <source>Two radioactive tiles must not be joined.</source>
            <translation>Two radioactive tiles must not be joined.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="103" />
            <source>An artifact must not lie in another artifact's dead zone.</source>
            <translation>An artifact must not lie in another artifact's dead zone.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="104" />
            <source>A rotation is 0 to 3 quarter turns.</source>
            <translation>A rotation is 0 to 3 quarter turns.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="105" />
            <source>Only the tile you placed last can still be moved, until you take another.</source>
            <translation>Only the tile you placed last can still be moved, until you take another.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="108" />
            <source>Place, reserve or return the tile in your hand before you finish.</source>
            <translation>Place, reserve or return the tile in your hand before you finish.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="111" />
            <source>The hourglass can be turned only when its sand has run out.</source>
            <translation>The hourglass can be turned only when its sand has run out.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="113" />
            <source>Only a player who has finished may turn the hourglass onto start.</source>
            <translation>Only a player who has finished may turn the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="167" />
            <source>{player} passes; cubes left: {cubes}.</source>
            <translation>{player} passes; cubes left: {cubes}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="176" />
            <source>{player} takes a brown alien aboard.</source>
            <translation>{player} takes a brown alien aboard.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="177" />
            <source>{player} takes a purple alien aboard.</source>
            <translation>{player} takes a purple alien aboard.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="233" />
            <source>{player} has the fewest crew in the combat zone.</source>
            <translation>{player} has the fewest crew in the combat zone.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="234" />
            <source>{player} has the weakest engines in the combat zone.</source>
            <translation>{player} has the weakest engines in the combat zone.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="235" />
            <source>{player} has the weakest firepower in the combat zone.</source>
            <translation>{player} has the weakest firepower in the combat zone.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="238" />
            <source>A saboteur strikes aboard {player}'s ship in row {row}, column {col}.</source>
            <translation>A saboteur strikes aboard {player}'s ship in row {row}, column {col}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="239" />
            <source>The saboteur aboard {player}'s ship tries row {row}, column {col}: no tile there.</source>
            <translation>The saboteur aboard {player}'s ship tries row {row}, column {col}: no tile there.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="283" />
            <source>{player} lands on planet {planet}.</source>
            <translation>{player} lands on planet {planet}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="288" />
            <source>{player} returns {goods} to the supply.</source>
            <translation>{player} returns {goods} to the supply.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="296" />
            <source>{player} boards the abandoned ship.</source>
            <translation>{player} boards the abandoned ship.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="297" />
            <source>{player} docks at the abandoned station.</source>
            <translation>{player} docks at the abandoned station.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="306" />
            <source>That battery tile is empty.</source>
            <translation>That battery tile is empty.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="117" />
            <source>With more than three cubes you must go on building.</source>
            <translation>With more than three cubes you must go on building.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="36" />
            <source>no hourglass</source>
            <translation>no hourglass</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="41" />
            <source>Flight cards open while building</source>
            <translation>Flight cards open while building</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="91" />
            <source>A mission tile cannot go back to the middle: put it back beside the board.</source>
            <translation>A mission tile cannot go back to the middle: put it back beside the board.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="112" />
            <source>This game is built without the hourglass.</source>
            <translation>This game is built without the hourglass.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="116" />
            <source>Not enough cubes: that needs {cost}, you have {cubes}.</source>
            <translation>Not enough cubes: that needs {cost}, you have {cubes}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="118" />
            <source>Place, reserve or return the tile in your hand before you pass.</source>
            <translation>Place, reserve or return the tile in your hand before you pass.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="119" />
            <source>Passing is for building in turns.</source>
            <translation>Passing is for building in turns.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="120" />
            <source>Waiting is for building in real time.</source>
            <translation>Waiting is for building in real time.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="121" />
            <source>That is not what the game asks now.</source>
            <translation>That is not what the game asks now.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="122" />
            <source>That tile breaks no building rule.</source>
            <translation>That tile breaks no building rule.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="123" />
            <source>The starting cabin stays on the ship: remove the tile beside it that breaks the rule.</source>
            <translation>The starting cabin stays on the ship: remove the tile beside it that breaks the rule.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="126" />
            <source>That tile is no longer joined to the ship: it falls off by itself once the faulty tiles are removed.</source>
            <translation>That tile is no longer joined to the ship: it falls off by itself once the faulty tiles are removed.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="130" />
            <source>That alien cannot live there.</source>
            <translation>That alien cannot live there.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="131" />
            <source>Building in turns uses no hourglass.</source>
            <translation>Building in turns uses no hourglass.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="132" />
            <source>Building in real time is for one human at the screen; with several humans choose building in turns.</source>
            <translation>Building in real time is for one human at the screen; with several humans choose building in turns.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="136" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="139" />
            <source>{player} takes a face-down tile.</source>
            <translation>{player} takes a face-down tile.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="140" />
            <source>{player} takes a face-up tile.</source>
            <translation>{player} takes a face-up tile.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="141" />
            <source>{player} builds a tile onto the ship.</source>
            <translation>{player} builds a tile onto the ship.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="142" />
            <source>{player} reserves a tile.</source>
            <translation>{player} reserves a tile.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="143" />
            <source>{player} puts a mission tile back beside the board.</source>
            <translation>{player} puts a mission tile back beside the board.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="144" />
            <source>{player} puts a tile back face up.</source>
            <translation>{player} puts a tile back face up.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="145" />
            <source>{player} finishes building and takes order token {token}.</source>
            <translation>{player} finishes building and takes order token {token}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="146" />
            <source>{player} gets order token {token}.</source>
            <translation>{player} gets order token {token}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="147" />
            <source>The hourglass is turned onto position {position}.</source>
            <translation>The hourglass is turned onto position {position}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="148" />
            <source>The hourglass is turned onto start for the last time.</source>
            <translation>The hourglass is turned onto start for the last time.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="149" />
            <source>{player} turns the hourglass onto position {position}.</source>
            <translation>{player} turns the hourglass onto position {position}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="150" />
            <source>{player} turns the hourglass onto start for the last time.</source>
            <translation>{player} turns the hourglass onto start for the last time.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="151" />
            <source>The sand has run out on position {position}: anyone may turn the hourglass.</source>
            <translation>The sand has run out on position {position}: anyone may turn the hourglass.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="154" />
            <source>The sand has run out on position 1: only a player who has finished may turn the hourglass onto start.</source>
            <translation>The sand has run out on position 1: only a player who has finished may turn the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="158" />
            <source>The sand has run out on position 1: the first player to finish turns the hourglass onto start.</source>
            <translation>The sand has run out on position 1: the first player to finish turns the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="162" />
            <source>Building ends.</source>
            <translation>Building ends.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="163" />
            <source>{player} loses %n tile(s) not built into the ship: a credit each at the end.</source>
            <translation>
                <numerusform>{player} loses %n tile not built into the ship: a credit at the end.</numerusform>
                <numerusform>{player} loses %n tiles not built into the ship: a credit each at the end.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="166" />
            <source>{player} puts the tile in hand back face up.</source>
            <translation>{player} puts the tile in hand back face up.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="168" />
            <source>Round {round} begins.</source>
            <translation>Round {round} begins.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="169" />
            <source>{player} removes a faulty tile.</source>
            <translation>{player} removes a faulty tile.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="170" />
            <source>{player} has the faulty tiles removed: %n tile(s) lost in all, with those they held on.</source>
            <translation>
                <numerusform>{player} has the faulty tiles removed: %n tile lost in all, including the tiles attached to them.</numerusform>
                <numerusform>{player} has the faulty tiles removed: %n tiles lost in all, including the tiles attached to them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="173" />
            <source>{player} loses %n tile(s) no longer joined to the ship.</source>
            <translation>
                <numerusform>{player} loses %n tile no longer joined to the ship.</numerusform>
                <numerusform>{player} loses %n tiles no longer joined to the ship.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="181" />
            <source>Order of arrival</source>
            <translation>Order of arrival</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="182" />
            <source>Best-looking ship</source>
            <translation>Best-looking ship</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="183" />
            <source>Goods sold</source>
            <translation>Goods sold</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="184" />
            <source>Lost tiles</source>
            <translation>Lost tiles</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="185" />
            <source>Earned in flight</source>
            <translation>Earned in flight</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="186" />
            <source>Mission deliveries</source>
            <translation>Mission deliveries</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="187" />
            <source>Credits</source>
            <translation>Credits</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="191" />
            <source>Open Space</source>
            <translation>Open Space</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="192" />
            <source>Planets</source>
            <translation>Planets</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="193" />
            <source>Meteor Swarm</source>
            <translation>Meteor Swarm</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="194" />
            <source>Abandoned Ship</source>
            <translation>Abandoned Ship</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="195" />
            <source>Abandoned Station</source>
            <translation>Abandoned Station</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="196" />
            <source>Smugglers</source>
            <translation>Smugglers</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="197" />
            <source>Slavers</source>
            <translation>Slavers</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="198" />
            <source>Pirates</source>
            <translation>Pirates</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="199" />
            <source>Combat Zone</source>
            <translation>Combat Zone</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="200" />
            <source>Stardust</source>
            <translation>Stardust</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="201" />
            <source>Epidemic</source>
            <translation>Epidemic</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="202" />
            <source>Sabotage</source>
            <translation>Sabotage</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="205" />
            <source>a small meteor</source>
            <translation>a small meteor</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="206" />
            <source>a large meteor</source>
            <translation>a large meteor</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="207" />
            <source>a light shot</source>
            <translation>a light shot</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="208" />
            <source>a heavy shot</source>
            <translation>a heavy shot</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="210" />
            <source>The ships of round {round} take off.</source>
            <translation>The ships of round {round} take off.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="211" />
            <source>Next card: {card}.</source>
            <translation>Next card: {card}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="212" />
            <source>{player} gives up the flight.</source>
            <translation>{player} gives up the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="213" />
            <source>{player} has been lapped and must give up the flight.</source>
            <translation>{player} has been lapped and must give up the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="214" />
            <source>{player} has no engine strength in open space and must give up the flight.</source>
            <translation>{player} has no engine strength in open space and must give up the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="217" />
            <source>{player} has no human crew left and must give up the flight.</source>
            <translation>{player} has no human crew left and must give up the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="219" />
            <source>{player} has had no human crew since preparation and must give up the flight before the first card.</source>
            <translation>{player} has had no human crew since preparation and must give up the flight before the first card.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="223" />
            <source>{player} has no ship left and must give up the flight.</source>
            <translation>{player} has no ship left and must give up the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="224" />
            <source>{player} declares engine strength {value}.</source>
            <translation>{player} declares engine strength {value}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="225" />
            <source>{player} declares firepower {value}.</source>
            <translation>{player} declares firepower {value}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="226" />
            <source>{player} defeats the enemy.</source>
            <translation>{player} defeats the enemy.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="227" />
            <source>{player} holds the enemy off; it moves on.</source>
            <translation>{player} holds the enemy off; it moves on.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="228" />
            <source>{player} is beaten by the enemy.</source>
            <translation>{player} is beaten by the enemy.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="230" />
            <source>{player} has %n crew member(s) aboard.</source>
            <translation>
                <numerusform>{player} has %n crew member aboard.</numerusform>
                <numerusform>{player} has %n crew members aboard.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="242" />
            <source>The saboteur aboard {player}'s ship finds nothing to break.</source>
            <translation>The saboteur aboard {player}'s ship finds nothing to break.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="244" />
            <source>{player} is targeted in column {roll} by {what} {side}.</source>
            <translation>{player} is targeted in column {roll} by {what} {side}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="245" />
            <source>{player} is targeted in row {roll} by {what} {side}.</source>
            <translation>{player} is targeted in row {roll} by {what} {side}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="247" />
            <source>from the front</source>
            <translation>from the front</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="248" />
            <source>from behind</source>
            <translation>from the rear</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="249" />
            <source>from the left</source>
            <translation>from the left</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="250" />
            <source>from the right</source>
            <translation>from the right</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="252" />
            <source>It flies past {player}'s ship: no tile stands in that line.</source>
            <translation>It flies past {player}'s ship: no tile stands in that line.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="253" />
            <source>The meteor bounces off a smooth side of {player}'s ship.</source>
            <translation>The meteor bounces off a smooth side of {player}'s ship.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="254" />
            <source>The armour of {player}'s heavy cargo takes the blow.</source>
            <translation>The armour of {player}'s heavy cargo takes the blow.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="255" />
            <source>{player} shoots the meteor down.</source>
            <translation>{player} shoots the meteor down.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="256" />
            <source>{player} fends it off with a battery.</source>
            <translation>{player} fends it off with a battery.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="258" />
            <source>{player} shoots the meteor down with a battery.</source>
            <translation>{player} shoots the meteor down with a battery.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="259" />
            <source>{player} loses %n tile(s).</source>
            <translation>
                <numerusform>{player} loses %n tile.</numerusform>
                <numerusform>{player} loses %n tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="263" />
            <source>{player}'s explosive cargo explodes and takes %n neighbouring tile(s) with it.</source>
            <translation>
                <numerusform>{player}'s explosive cargo explodes and takes %n neighbouring tile with it.</numerusform>
                <numerusform>{player}'s explosive cargo explodes and takes %n neighbouring tiles with it.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="266" />
            <source>{player}'s explosive cargo explodes; no other tile around it is left to take.</source>
            <translation>{player}'s explosive cargo explodes; no other tile around it is left to take.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="269" />
            <source>{player} loses %n fragile cargo tile(s) broken when a neighbouring tile was lost.</source>
            <translation>
                <numerusform>{player} loses %n fragile cargo tile, broken when a neighbouring tile was lost.</numerusform>
                <numerusform>{player} loses %n fragile cargo tiles, broken when a neighbouring tile was lost.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="273" />
            <source>{player} keeps one part of the ship and loses the %n tile(s) broken off.</source>
            <translation>
                <numerusform>{player} keeps one part of the ship and loses the %n tile broken off.</numerusform>
                <numerusform>{player} keeps one part of the ship and loses the %n tiles broken off.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="277" />
            <source>{player} loses %n crew member(s) to the epidemic.</source>
            <translation>
                <numerusform>{player} loses %n crew member to the epidemic.</numerusform>
                <numerusform>{player} loses %n crew members to the epidemic.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="278" />
            <source>{player} loses %n crew member(s).</source>
            <translation>
                <numerusform>{player} loses %n crew member.</numerusform>
                <numerusform>{player} loses %n crew members.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="279" />
            <source>{player} loses %n goods cube(s).</source>
            <translation>
                <numerusform>{player} loses %n goods cube.</numerusform>
                <numerusform>{player} loses %n goods cubes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="280" />
            <source>{player} loses %n flight day(s).</source>
            <translation>
                <numerusform>{player} loses %n flight day.</numerusform>
                <numerusform>{player} loses %n flight days.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="281" />
            <source>{player} gets %n credit(s).</source>
            <translation>
                <numerusform>{player} gets %n credit.</numerusform>
                <numerusform>{player} gets %n credits.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="282" />
            <source>{player} loses a battery instead of goods.</source>
            <translation>{player} loses a battery instead of goods.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="286" />
            <source>{player} loads {goods}.</source>
            <translation>{player} loads {goods}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="287" />
            <source>{player} loads no goods.</source>
            <translation>{player} loads no goods.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="289" />
            <source>The supply has none of those goods left: {player} loads nothing.</source>
            <translation>The supply has none of those goods left: {player} loads nothing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="291" />
            <source>%n red cube(s)</source>
            <translation>
                <numerusform>%n red cube</numerusform>
                <numerusform>%n red cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="292" />
            <source>%n yellow cube(s)</source>
            <translation>
                <numerusform>%n yellow cube</numerusform>
                <numerusform>%n yellow cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="293" />
            <source>%n green cube(s)</source>
            <translation>
                <numerusform>%n green cube</numerusform>
                <numerusform>%n green cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="294" />
            <source>%n blue cube(s)</source>
            <translation>
                <numerusform>%n blue cube</numerusform>
                <numerusform>%n blue cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="300" />
            <source>{player} scores %n credit(s) in the round's final scoring.</source>
            <translation>
                <numerusform>{player} scores %n credit in the round's final scoring.</numerusform>
                <numerusform>{player} scores %n credits in the round's final scoring.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="302" />
            <source>{player} loses %n credit(s) in the round's final scoring.</source>
            <translation>
                <numerusform>{player} loses %n credit in the round's final scoring.</numerusform>
                <numerusform>{player} loses %n credits in the round's final scoring.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="304" />
            <source>The card asks another player now.</source>
            <translation>The card asks another player now.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="305" />
            <source>That needs a battery.</source>
            <translation>That needs a battery.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="307" />
            <source>That cannon is powered already.</source>
            <translation>That cannon is powered already.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="308" />
            <source>That is not a double component you can power now.</source>
            <translation>That is not a double component you can power now.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="309" />
            <source>You have no cube of that colour to load.</source>
            <translation>You have no cube of that colour to load.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="310" />
            <source>Goods go only into cargo holds.</source>
            <translation>Goods go only into cargo holds.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="311" />
            <source>Red goods go only into red (special) holds.</source>
            <translation>Red goods go only into red (special) holds.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="312" />
            <source>That hold is full.</source>
            <translation>That hold is full.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="313" />
            <source>That hold has no cube of that colour.</source>
            <translation>That hold has no cube of that colour.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="314" />
            <source>You must give up your most valuable goods first.</source>
            <translation>You must give up your most valuable goods first.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="315" />
            <source>Batteries go only when no goods are left.</source>
            <translation>Batteries go only when no goods are left.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="316" />
            <source>Nobody lives there.</source>
            <translation>Nobody lives there.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="317" />
            <source>Someone has landed on that planet already.</source>
            <translation>Someone has landed on that planet already.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="318" />
            <source>Choose a tile of the part you keep.</source>
            <translation>Choose a tile of the part you keep.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="321" />
            <source>Everybody builds at once against the sand of the hourglass (one human against bots), or in turns with action cubes, for several humans.</source>
            <translation>Everybody builds at once against the sand of the hourglass (one human against bots), or in turns with action cubes, for several humans.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="325" />
            <source>Whether a wrongly joined tile may be placed (and found at the ship check) or is refused at once.</source>
            <translation>Whether a wrongly joined tile may be placed (and found at the ship check) or is refused at once.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="329" />
            <source>How a faulty ship is put right at the ship check: the printed rule, or a gentler one.</source>
            <translation>How a faulty ship is put right at the ship check: the printed rule, or a gentler one.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="332" />
            <source>How long the sand runs each time the hourglass is turned.</source>
            <translation>How long the sand runs each time the hourglass is turned.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="335" />
            <source>Where the hourglass starts: on 3 every round, or on the number of the round.</source>
            <translation>Where the hourglass starts: on 3 every round, or on the number of the round.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="338" />
            <source>Whether the hourglass is turned for you when its sand runs out, or only when a player turns it; or, as the rulebook allows, building without it: it ends when every player has taken an order token.</source>
            <translation>Whether the hourglass is turned for you when its sand runs out, or only when a player turns it; or, as the rulebook allows, building without it: it ends when every player has taken an order token.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="343" />
            <source>The order tokens of players still building when time is up: drawn at random or in seat order.</source>
            <translation>The order tokens of players still building when time is up: drawn at random or in seat order.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="346" />
            <source>The table's custom: the round's flight cards are dealt as four piles when building starts, and anyone may look at the first three while building; the fourth stays hidden. The rulebook draws them unseen before the flight.</source>
            <translation>The table's custom: the round's flight cards are dealt as four piles when building starts, and anyone may look at the first three while building; the fourth stays hidden. The rulebook draws them unseen before the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="352" />
            <source>The flight deck is shuffled until its first card is of the round's level.</source>
            <translation>The flight deck is shuffled until its first card is of the round's level.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="355" />
            <source>The ship board of the third round: class III or the other side, IIIa.</source>
            <translation>The ship board of the third round: class III or the other side, IIIa.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="358" />
            <source>From which round alien life support may carry aliens.</source>
            <translation>From which round alien life support may carry aliens.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="359" />
            <source>Whether every ship rolls its own dice for meteors and shots, or one roll counts for all.</source>
            <translation>Whether every ship rolls its own dice for meteors and shots, or one roll counts for all.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="362" />
            <source>When ships that land on planets lose their flight days: at once, or after everybody has chosen.</source>
            <translation>When ships that land on planets lose their flight days: at once, or after everybody has chosen.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="366" />
            <source>In which order stardust moves the ships back.</source>
            <translation>In which order stardust moves the ships back.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="367" />
            <source>Which part of a ship broken in two the owner may keep.</source>
            <translation>Which part of a ship broken in two the owner may keep.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="370" />
            <source>Whether a combat zone still strikes when only one ship is left in the flight.</source>
            <translation>Whether a combat zone still strikes when only one ship is left in the flight.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="373" />
            <source>Whether the goods cubes can run out, as the 56 in the box do.</source>
            <translation>Whether the goods cubes can run out, as the 56 in the box do.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="374" />
            <source>Whether the fine for lost tiles is capped by the number printed on the ship board.</source>
            <translation>Whether the fine for lost tiles is capped by the number printed on the ship board.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="377" />
            <source>A mission of the Missions expansion: special tiles that pay at the end of each round.</source>
            <translation>A mission of the Missions expansion: special tiles that pay at the end of each round.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="261" />
            <source>Cannon</source>
            <translation>Cannon</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="262" />
            <source>Double cannon: needs a battery per use</source>
            <translation>Double cannon: needs a battery per use</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="263" />
            <source>Engine</source>
            <translation>Engine</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="264" />
            <source>Double engine: needs a battery per use</source>
            <translation>Double engine: needs a battery per use</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="265" />
            <source>Cabin: %1 crew</source>
            <translation>Cabin: %1 crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="266" />
            <source>Starting cabin: %1 crew</source>
            <translation>Starting cabin: %1 crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="267" />
            <source>Life support for a brown alien (engine strength)</source>
            <translation>Life support for a brown alien (engine strength)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="268" />
            <source>Life support for a purple alien (firepower)</source>
            <translation>Life support for a purple alien (firepower)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/tiles.py" line="269" />
            <source>Cargo hold: room for %n goods cube(s)</source>
            <translation>
                <numerusform>Cargo hold: room for %n goods cube</numerusform>
                <numerusform>Cargo hold: room for %n goods cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/tiles.py" line="270" />
            <source>Red cargo hold: room for %n goods cube(s) of any colour, red included</source>
            <translation>
                <numerusform>Red cargo hold: room for %n goods cube of any colour, red included</numerusform>
                <numerusform>Red cargo hold: room for %n goods cubes of any colour, red included</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="273" />
            <source>Battery: %1 cells</source>
            <translation>Battery: %1 cells</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="274" />
            <source>Shield generator: guards two sides, a battery per use</source>
            <translation>Shield generator: guards two sides, a battery per use</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="275" />
            <source>Structural module: connectors only</source>
            <translation>Structural module: connectors only</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="276" />
            <source>Explosive cargo: when lost, the 8 tiles around it are lost too</source>
            <translation>Explosive cargo: when lost, the 8 tiles around it are lost too</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="277" />
            <source>Fragile cargo: lost when a tile around it is lost</source>
            <translation>Fragile cargo: lost when a tile around it is lost</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="278" />
            <source>Heavy cargo: engine strength %1; its smooth sides are armoured</source>
            <translation>Heavy cargo: engine strength %1; its smooth sides are armoured</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="279" />
            <source>Radioactive cargo: neighbouring cabins and batteries stay empty</source>
            <translation>Radioactive cargo: neighbouring cabins and batteries stay empty</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="284" />
            <source>Artifact: the marked line: its column or row is a dead zone</source>
            <translation>Artifact: the marked line: its column or row is a dead zone</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="286" />
            <source>Artifact: the marked line: its column is a dead zone</source>
            <translation>Artifact: the marked line: its column is a dead zone</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="287" />
            <source>Artifact: the marked line: its row is a dead zone</source>
            <translation>Artifact: the marked line: its row is a dead zone</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="288" />
            <source>Artifact: its row and column are a dead zone</source>
            <translation>Artifact: its row and column are a dead zone</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="309" />
            <source>It may not be joined to another radioactive cargo.</source>
            <translation>It may not be joined to another radioactive cargo.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="310" />
            <source>It may not lie in another artifact's dead zone.</source>
            <translation>It may not lie in another artifact's dead zone.</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerCard</name>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="23" />
            <source>flight days −%1</source>
            <translation>flight days −%1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="24" />
            <source>forward by engine strength</source>
            <translation>forward by engine strength</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="25" />
            <source>planet %1</source>
            <translation>planet %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="26" />
            <source>give %1 crew</source>
            <translation>give %1 crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="27" />
            <source>needs %1 crew</source>
            <translation>needs %1 crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="28" />
            <source>+%1 credits</source>
            <translation>+%1 credits</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="29" />
            <source>firepower %1</source>
            <translation>firepower %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="30" />
            <source>Beat them:</source>
            <translation>Beat them:</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="31" />
            <source>Planet %1: %2 has landed here</source>
            <translation>Planet %1: %2 has landed here</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="32" />
            <source>Coming now: %1</source>
            <translation>Coming now: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="33" />
            <source>Lose to them:</source>
            <translation>Lose to them:</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="34" />
            <source>takes %1 goods</source>
            <translation>takes %1 goods</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="35" />
            <source>takes %1 crew</source>
            <translation>takes %1 crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="36" />
            <source>%1 days</source>
            <translation>%1 days</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="37" />
            <source>%1 crew</source>
            <translation>%1 crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="38" />
            <source>%1 goods</source>
            <translation>%1 goods</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="40" />
            <source>fewest crew</source>
            <translation>fewest crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="41" />
            <source>weakest engines</source>
            <translation>weakest engines</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="42" />
            <source>weakest firepower</source>
            <translation>weakest firepower</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="44" />
            <source>a day back for every exposed connector</source>
            <translation>a day back for every exposed connector</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="45" />
            <source>joined occupied cabins lose one crew each</source>
            <translation>joined occupied cabins lose one crew each</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="46" />
            <source>fewest crew: three tries to hit a tile</source>
            <translation>fewest crew: three tries to hit a tile</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="48" />
            <source>from the front</source>
            <translation>from the front</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="49" />
            <source>from the rear</source>
            <translation>from the rear</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="50" />
            <source>from the left</source>
            <translation>from the left</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="51" />
            <source>from the right</source>
            <translation>from the right</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="54" />
            <source>small meteor</source>
            <translation>small meteor</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="55" />
            <source>large meteor</source>
            <translation>large meteor</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="56" />
            <source>light shot</source>
            <translation>light shot</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="57" />
            <source>heavy shot</source>
            <translation>heavy shot</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerCompanion</name>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/companion.py" line="48" />
            <source>There are only %n ship(s) in the flight.</source>
            <translation>
                <numerusform>There is only %n ship in the flight.</numerusform>
                <numerusform>There are only %n ships in the flight.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="279" />
            <source>column %1</source>
            <translation>column %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="279" />
            <source>no column</source>
            <translation>no column</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="280" />
            <source>row %1</source>
            <translation>row %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="280" />
            <source>no row</source>
            <translation>no row</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="300" />
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="347" />
            <source>Two ships cannot share a place in the flight.</source>
            <translation>Two ships cannot share a place in the flight.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="43" />
            <source>1st</source>
            <translation>1st</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="44" />
            <source>2nd</source>
            <translation>2nd</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="45" />
            <source>3rd</source>
            <translation>3rd</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="46" />
            <source>4th</source>
            <translation>4th</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/companion.py" line="49" />
            <source>%n card(s) left in the deck</source>
            <translation>
                <numerusform>%n card left in the deck</numerusform>
                <numerusform>%n cards left in the deck</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="351" />
            <source>A ship that gave up cannot be the best-looking one.</source>
            <translation>A ship that gave up cannot be the best-looking one.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="357" />
            <source>A ship that gave up earns no mission reward.</source>
            <translation>A ship that gave up earns no mission reward.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="360" />
            <source>The game has only %1 red, %2 yellow, %3 green and %4 blue goods cubes.</source>
            <translation>The game has only %1 red, %2 yellow, %3 green and %4 blue goods cubes.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="388" />
            <source>Choose a place or “gave up” for: %1.</source>
            <translation>Choose a place or “gave up” for: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="410" />
            <source>After three rounds: %1</source>
            <translation>After three rounds: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="410" />
            <source>Total so far: %1</source>
            <translation>Total so far: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="413" />
            <source>Round %1 needs fixing.</source>
            <translation>Round %1 needs fixing.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="487" />
            <source>Hourglass</source>
            <translation>Hourglass</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="488" />
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="489" />
            <location filename="../desktop/galaxy_trucker/companion.py" line="527" />
            <source>Credits</source>
            <translation>Credits</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="490" />
            <source>Flight decks</source>
            <translation>Flight decks</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="492" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="493" />
            <source>The top card is of the round's level</source>
            <translation>The top card is of the round's level</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="494" />
            <source>Turn up the next card</source>
            <translation>Turn up the next card</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="496" />
            <source>Ship board</source>
            <translation>Ship board</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="497" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="498" />
            <source>Fines for lost tiles capped</source>
            <translation>Fines for lost tiles capped</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="503" />
            <source>Each lost tile costs 1 credit, but no more than the ship board shows: %1 in round 1, %2 in round 2, %3 in round 3. Untick to pay for every tile.</source>
            <translation>Each lost tile costs 1 credit, but no more than the ship board shows: %1 in round 1, %2 in round 2, %3 in round 3. Untick to pay for every tile.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="515" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="517" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="518" />
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="519" />
            <source>Best-looking</source>
            <translation>Best-looking</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="520" />
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="521" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="522" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="523" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="524" />
            <source>Flight credits</source>
            <translation>Flight credits</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="525" />
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="526" />
            <source>Lost tiles</source>
            <translation>Lost tiles</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="530" />
            <source>The goods cubes of this colour aboard when the flight ends: red sell for 4 credits, yellow 3, green 2, blue 1; a ship that gave up gets half, rounded up.</source>
            <translation>The goods cubes of this colour aboard when the flight ends: red sell for 4 credits, yellow 3, green 2, blue 1; a ship that gave up gets half, rounded up.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="534" />
            <source>The players' names are typed in the boxes at the top.</source>
            <translation>The players' names are typed in the boxes at the top.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="540" />
            <source>Tick the ship still flying with the fewest exposed connectors; ships tied for the fewest all get the reward.</source>
            <translation>Tick the ship still flying with the fewest exposed connectors; ships tied for the fewest all get the reward.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="548" />
            <source>Everything earned during the flight: the credits of the cards (abandoned ships, slavers, pirates).</source>
            <translation>Everything earned during the flight: the credits of the cards (abandoned ships, slavers, pirates).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="551" />
            <source>With the Missions expansion: the mission card's reward for the special tiles this ship delivered. Only a ship still flying when the flight ends earns it.</source>
            <translation>With the Missions expansion: the mission card's reward for the special tiles this ship delivered. Only a ship still flying when the flight ends earns it.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="559" />
            <source>The round's credits: the order reward, the best-looking reward, goods, flight credits and the mission's reward, less the fines for lost tiles.</source>
            <translation>The round's credits: the order reward, the best-looking reward, goods, flight credits and the mission's reward, less the fines for lost tiles.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="584" />
            <source>Start a new session? The credits and the dice rolls of this one are cleared. The names, the number of players, “Fines for lost tiles capped” and the sand's length stay.</source>
            <translation>Start a new session? The credits and the dice rolls of this one are cleared. The names, the number of players, “Fines for lost tiles capped” and the sand's length stay.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="555" />
            <source>Every tile in the lost pile on the ship board: tiles taken off at the ship check, destroyed or cut away in flight, and reserved tiles never placed. Each costs 1 credit.</source>
            <translation>Every tile in the lost pile on the ship board: tiles taken off at the ship check, destroyed or cut away in flight, and reserved tiles never placed. Each costs 1 credit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="536" />
            <source>The ship's place in the flight when the round ends (1st is the leader), or “gave up”. The order rewards go by the ships still flying.</source>
            <translation>The ship's place in the flight when the round ends (1st is the leader), or “gave up”. The order rewards go by the ships still flying.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="563" />
            <source>gave up</source>
            <translation>gave up</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerScene</name>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="54" />
            <source>Take a tile, then drag it onto a lit cell of your ship (R or the wheel turns it).</source>
            <translation>Take a tile, then drag it onto a lit cell of your ship (R or the wheel turns it).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="60" />
            <source>Drag the tile onto your ship, a reserve slot or back to the middle; R turns it.</source>
            <translation>Drag the tile onto your ship, a reserve slot or back to the middle; R turns it.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="99" />
            <source>Your ship is finished: wait for the others and the sand.</source>
            <translation>Your ship is finished: wait for the others and the sand.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="103" />
            <source>Your ship is finished: wait for the others to finish.</source>
            <translation>Your ship is finished: wait for the others to finish.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="104" />
            <source>Ship check: click faulty tiles (outlined in red) to remove them, or let them be removed for you.</source>
            <translation>Ship check: click faulty tiles (outlined in red) to remove them, or let them be removed for you.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="108" />
            <source>Crew: put an alien in a cabin joined to its life support, or put humans in every cabin.</source>
            <translation>Crew: put an alien in a cabin joined to its life support, or put humans in every cabin.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="111" />
            <source>The others are deciding.</source>
            <translation>The others are deciding.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="112" />
            <source>A new card comes: fly on, or give up the flight now?</source>
            <translation>Next card coming up: fly on, or give up the flight now?</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="113" />
            <source>%1: your decision.</source>
            <translation>%1: your decision.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="114" />
            <source>Take a face-down tile</source>
            <translation>Take a face-down tile</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="115" />
            <source>Finish building (order token %1)</source>
            <translation>Finish building (order token %1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="116" />
            <source>Reserve the tile</source>
            <translation>Reserve the tile</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="117" />
            <source>Put it back face up</source>
            <translation>Put it back face up</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="118" />
            <source>Turn the tile (R)</source>
            <translation>Turn the tile (R)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="119" />
            <source>Pass (cubes left: %1)</source>
            <translation>Pass (cubes left: %1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="120" />
            <source>Turn the hourglass</source>
            <translation>Turn the hourglass</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="121" />
            <source>Look at the flight cards</source>
            <translation>Look at the flight cards</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="123" />
            <source>Don't wait: time ×%1 until the bots finish</source>
            <translation>Don't wait: time ×%1 until the bots finish</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="125" />
            <source>Without it, %n tile(s) would no longer be joined and fall off.</source>
            <translation>
                <numerusform>Without it, %n tile would no longer be joined and fall off.</numerusform>
                <numerusform>Without it, %n tiles would no longer be joined and fall off.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="126" />
            <source>Back to normal time</source>
            <translation>Back to normal time</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="127" />
            <source>Remove faulty tiles for me</source>
            <translation>Remove faulty tiles for me</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="133" />
            <source>Fly on</source>
            <translation>Fly on</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="134" />
            <source>Give up the flight</source>
            <translation>Give up the flight</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="129" />
            <source>Brown alien in the cabin at %1</source>
            <translation>Brown alien in the cabin at %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="57" />
            <source>No tile can be taken with the cubes left this turn: pass, or finish your ship.</source>
            <translation>No tile can be taken with the cubes left this turn: pass, or finish your ship.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="63" />
            <source>Drag the tile onto your ship or back to the middle (both reserve slots are taken); R turns it.</source>
            <translation>Drag the tile onto your ship or back to the middle (both reserve slots are taken); R turns it.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="67" />
            <source>Drag the reserved tile onto your ship or back to a reserve slot; R turns it. It cannot go back to the middle.</source>
            <translation>Drag the reserved tile onto your ship or back to a reserve slot; R turns it. It cannot go back to the middle.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="71" />
            <source>Drag the mission tile onto your ship, or put it back beside the board; R turns it.</source>
            <translation>Drag the mission tile onto your ship, or put it back beside the board; R turns it.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="74" />
            <source>The tile placed last (framed) may still be moved or turned until you take the next one; then it is welded.</source>
            <translation>The tile placed last (framed) may still be moved or turned until you take the next one; then it is welded.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="78" />
            <source>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</source>
            <translation>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="81" />
            <source>The sand runs for the last time: when it runs out, building stops and the unfinished take the tokens left.</source>
            <translation>The sand runs for the last time: when it runs out, building stops and players still building take the remaining order tokens.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="85" />
            <source>Round %1: when you are ready, turn the hourglass. Building starts at once, for everyone.</source>
            <translation>Round %1: when you are ready, turn the hourglass. Building starts at once, for everyone.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="88" />
            <source>Turn the hourglass: start building</source>
            <translation>Turn the hourglass: start building</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="89" />
            <source>Put it back beside the board</source>
            <translation>Put it back beside the board</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="90" />
            <source>Finish building (order token %1; %n tile(s) not built in are lost)</source>
            <translation>
                <numerusform>Finish building (order token %1; %n tile not built into the ship is lost)</numerusform>
                <numerusform>Finish building (order token %1; %n tiles not built into the ship are lost)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="93" />
            <source>Placed last: drag it to move it, R turns it, until you take the next tile.</source>
            <translation>Placed last: drag it to move it, R turns it, until you take the next tile.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="96" />
            <source>The starting cabin stays: remove the tile beside it that breaks the rule.</source>
            <translation>The starting cabin stays: remove the tile beside it that breaks the rule.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="100" />
            <source>Your ship is finished, and the sand has run out: turn the hourglass for the others.</source>
            <translation>Your ship is finished, and the sand has run out: turn the hourglass for the others.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="130" />
            <source>Purple alien in the cabin at %1</source>
            <translation>Purple alien in the cabin at %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="132" />
            <source>Crew ready: humans in every cabin without an alien</source>
            <translation>Crew ready: humans in every cabin without an alien</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="135" />
            <source>Give up the flight? It cannot be taken back.</source>
            <translation>Give up the flight? It cannot be taken back.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="136" />
            <source>Your ship leaves the flight before this card: no card touches it any more, and its tiles are not lost. At the round's end it gets no reward for arriving, for the best-looking ship or for a mission, sells its goods for half (rounded up) and pays for lost tiles as everyone does.</source>
            <translation>Your ship leaves the flight before this card: no card touches it any more, and its tiles are not lost. At the round's end it gets no reward for arriving, for the best-looking ship or for a mission, sells its goods for half (rounded up) and pays for lost tiles as everyone does.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="142" />
            <source>Power the %1 at %2 with the battery at %3</source>
            <translation>%1 at %2: power it with the battery at %3</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="143" />
            <source>Declare</source>
            <translation>Declare</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="144" />
            <source>Declare engine strength %1</source>
            <translation>Declare engine strength %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="145" />
            <source>Declare firepower %1</source>
            <translation>Declare firepower %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="146" />
            <source>you leave the flight</source>
            <translation>you leave the flight</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="147" />
            <source>Land on planet %1 (%2)</source>
            <translation>Land on planet %1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="148" />
            <source>Accept</source>
            <translation>Accept</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="150" />
            <source>Accept: %1</source>
            <translation>Accept: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="151" />
            <source>give up %n crew member(s)</source>
            <translation>
                <numerusform>give up %n crew member</numerusform>
                <numerusform>give up %n crew members</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="152" />
            <source>load goods: %1</source>
            <translation>load goods: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="153" />
            <source>+%n credit(s)</source>
            <translation>
                <numerusform>+%n credit</numerusform>
                <numerusform>+%n credits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="154" />
            <source>lose %n flight day(s)</source>
            <translation>
                <numerusform>lose %n flight day</numerusform>
                <numerusform>lose %n flight days</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="155" />
            <source>Decline</source>
            <translation>Decline</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="156" />
            <source>Load %1 into the hold at %2</source>
            <translation>Load %1 into the hold at %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="157" />
            <source>Unload %1 from the hold at %2</source>
            <translation>Unload %1 from the hold at %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="158" />
            <source>Done loading</source>
            <translation>Done loading</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="159" />
            <source>Give up %1 from the hold at %2</source>
            <translation>Give up %1 from the hold at %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="160" />
            <source>Give up a battery at %1</source>
            <translation>Give up a battery at %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="161" />
            <source>Crew member leaves the cabin at %1</source>
            <translation>Crew member leaves the cabin at %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="162" />
            <source>Defend with %1 (battery at %2)</source>
            <translation>%1 defends the ship (battery at %2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="163" />
            <source>Take the hit</source>
            <translation>Take the hit</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="164" />
            <source>Keep the part with the tile at %1 (%2)</source>
            <translation>Keep the part with the tile at %1 (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="166" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="167" />
            <source>%n crew</source>
            <translation>
                <numerusform>%n crew</numerusform>
                <numerusform>%n crew</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="168" />
            <source>%n goods cube(s)</source>
            <translation>
                <numerusform>%n goods cube</numerusform>
                <numerusform>%n goods cubes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="169" />
            <source>no crew</source>
            <translation>no crew</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="170" />
            <source>row %1, column %2</source>
            <translation>row %1, column %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="171" />
            <source>In hand</source>
            <translation>In hand</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="172" />
            <source>Reserve</source>
            <translation>Reserve</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="173" />
            <source>Mission tiles</source>
            <translation>Mission tiles</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="175" />
            <source>Mission tile: it takes no reserve slot and can be built at any time; one not on your ship when building ends is lost and costs a credit.</source>
            <translation>Mission tile: it takes no reserve slot and can be built at any time; one not on your ship when building ends is lost and costs a credit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="181" />
            <source>Mission: %1 · %2</source>
            <translation>Mission: %1 · %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="182" />
            <source>%n credit(s) per delivered tile</source>
            <translation>
                <numerusform>%n credit per delivered tile</numerusform>
                <numerusform>%n credits per delivered tile</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="184" />
            <source>(its number + 1) × %1 credits per delivered tile</source>
            <translation>(its number + 1) × %1 credits per delivered tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="186" />
            <source>Each player gets %n mission tile(s) face up beside the board. They take no reserve slot and can be built at any time, like reserved tiles; one not on the ship when building ends is lost and costs a credit.</source>
            <translation>
                <numerusform>Each player gets %n mission tile face up beside the board. It takes no reserve slot and can be built at any time, like a reserved tile; if it is not on the ship when building ends, it is lost and costs a credit.</numerusform>
                <numerusform>Each player gets %n mission tiles face up beside the board. They take no reserve slot and can be built at any time, like reserved tiles; one not on the ship when building ends is lost and costs a credit.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="191" />
            <source>3 explosive, 3 fragile, 3 heavy and 3 radioactive cargo tiles are shuffled face down among the tiles in the middle: whoever takes one can build it on the ship.</source>
            <translation>3 explosive, 3 fragile, 3 heavy and 3 radioactive cargo tiles are shuffled face down among the tiles in the middle: whoever takes one can build it on the ship.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="197" />
            <source>Each delivered tile pays %1 × the round's number: %n credit(s) this round.</source>
            <translation>
                <numerusform>Each delivered tile pays %1 × the round's number: %n credit this round.</numerusform>
                <numerusform>Each delivered tile pays %1 × the round's number: %n credits this round.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="200" />
            <source>Each delivered heavy cargo tile pays (its number + 1) × the round's number.</source>
            <translation>Each delivered heavy cargo tile pays (its number + 1) × the round's number.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="203" />
            <source>Delivered: still on a ship that is flying when the flight ends; the reward is paid at the round's end. A ship that gave up gets no mission reward.</source>
            <translation>Delivered: still on a ship that is flying when the flight ends; the reward is paid at the round's end. A ship that gave up gets no mission reward.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="209" />
            <source>%n mission tile(s): +%1</source>
            <translation>
                <numerusform>%n mission tile: +%1</numerusform>
                <numerusform>%n mission tiles: +%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="210" />
            <source>Mission tiles on this ship: %n. Delivered, they would pay %1 credits at the round's end.</source>
            <translation>
                <numerusform>Mission tiles on this ship: %n. Delivered, it would pay %1 credits at the round's end.</numerusform>
                <numerusform>Mission tiles on this ship: %n. Delivered, they would pay %1 credits at the round's end.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="214" />
            <source>Mission tiles on this ship: %n. It gave up the flight: no mission reward.</source>
            <translation>
                <numerusform>Mission tiles on this ship: %n. It gave up the flight: no mission reward.</numerusform>
                <numerusform>Mission tiles on this ship: %n. It gave up the flight: no mission reward.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="217" />
            <source>Face-down tiles: %1</source>
            <translation>Face-down tiles: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="218" />
            <source>Face up in the middle</source>
            <translation>Face up in the middle</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="219" />
            <source>Round %1 of 3</source>
            <translation>Round %1 of 3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="220" />
            <source>%n credit(s)</source>
            <translation>
                <numerusform>%n credit</numerusform>
                <numerusform>%n credits</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="221" />
            <source>token %1</source>
            <translation>token %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="222" />
            <source>%n tile(s) lost</source>
            <translation>
                <numerusform>%n tile lost</numerusform>
                <numerusform>%n tiles lost</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="223" />
            <source>cubes %1</source>
            <translation>cubes %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="224" />
            <source>Flight board</source>
            <translation>Flight board</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="225" />
            <source>Every tile taken and built</source>
            <translation>Show all tile moves</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="226" />
            <source>Leader: %1</source>
            <translation>Leader: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="227" />
            <source>Order of flight</source>
            <translation>Order of flight</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="229" />
            <source>%1. %2 · space %3</source>
            <translation>%1. %2 · space %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="231" />
            <source>%1 (costs %n cube(s))</source>
            <translation>
                <numerusform>%1 (costs %n cube)</numerusform>
                <numerusform>%1 (costs %n cubes)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="232" />
            <source>Placing a tile costs 2 cubes, taking one 1, reserving 1.</source>
            <translation>Placing a tile costs 2 cubes, taking one 1, reserving 1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="233" />
            <source>Cubes this turn: %1.</source>
            <translation>Cubes this turn: %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="235" />
            <source>Somebody has finished: %n last turn(s) left for you, each adding %1 cubes.</source>
            <translation>
                <numerusform>Somebody has finished: %n last turn left for you, adding %1 cubes.</numerusform>
                <numerusform>Somebody has finished: %n last turns left for you, each adding %1 cubes.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="238" />
            <source>Their firepower: %1.</source>
            <translation>Their firepower: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="241" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="244" />
            <source>The weakest ship loses %n flight day(s).</source>
            <translation>
                <numerusform>The weakest ship loses %n flight day.</numerusform>
                <numerusform>The weakest ship loses %n flight days.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="245" />
            <source>The weakest ship loses %n crew member(s).</source>
            <translation>
                <numerusform>The weakest ship loses %n crew member.</numerusform>
                <numerusform>The weakest ship loses %n crew members.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="246" />
            <source>The weakest ship gives up %n goods cube(s).</source>
            <translation>
                <numerusform>The weakest ship gives up %n goods cube.</numerusform>
                <numerusform>The weakest ship gives up %n goods cubes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="247" />
            <source>The weakest ship comes under fire: %n shot(s).</source>
            <translation>
                <numerusform>The weakest ship comes under fire: %n shot.</numerusform>
                <numerusform>The weakest ship comes under fire: %n shots.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="251" />
            <source>%1: power double engines with batteries if you wish, then declare the strength.</source>
            <translation>%1: power double engines with batteries if you wish, then declare the strength.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="254" />
            <source>%1: power double cannons with batteries if you wish, then declare the firepower.</source>
            <translation>%1: power double cannons with batteries if you wish, then declare the firepower.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="258" />
            <source>%1: drag the goods into your holds. A cube in a hold can be dragged to another hold, or off the ship to unload it. Then finish loading.</source>
            <translation>%1: drag the goods into your holds. A cube in a hold can be dragged to another hold, or off the ship to unload it. Then finish loading.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="263" />
            <source>%1: give up %n more good(s), the most valuable first.</source>
            <translation>
                <numerusform>%1: give up %n more good, the most valuable first.</numerusform>
                <numerusform>%1: give up %n more goods, the most valuable first.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="265" />
            <source>%1: you have no goods left, so %n more battery(-ies) go instead: choose which.</source>
            <translation>
                <numerusform>%1: you have no goods left, so %n more battery goes instead: choose which.</numerusform>
                <numerusform>%1: you have no goods left, so %n more batteries go instead: choose which.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="268" />
            <source>%1: give up %n more crew member(s): choose the cabins.</source>
            <translation>
                <numerusform>%1: give up %n more crew member: choose the cabins.</numerusform>
                <numerusform>%1: give up %n more crew members: choose the cabins.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="269" />
            <source>%1: your ship has broken apart: choose the part you keep.</source>
            <translation>%1: your ship has broken apart: choose the part you keep.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="274" />
            <source>%1: give up %n good(s), the most valuable first.</source>
            <translation>
                <numerusform>%1: give up %n good, your most valuable.</numerusform>
                <numerusform>%1: give up %n goods, the most valuable first.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="275" />
            <source>%1: give up %n crew member(s): choose the cabins.</source>
            <translation>
                <numerusform>%1: give up %n crew member: choose the cabin.</numerusform>
                <numerusform>%1: give up %n crew members: choose the cabins.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="277" />
            <source>Card: %1 · %2 left in the deck</source>
            <translation>Card: %1 · %2 left in the deck</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="278" />
            <source>Exposed connector (%1 on this ship): the best-looking ship has the fewest</source>
            <translation>Exposed connector (%1 on this ship): the best-looking ship has the fewest</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="282" />
            <source>Goods to load: drag them into your holds</source>
            <translation>Goods to load: drag them into your holds</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="283" />
            <source>Goods at hand. A cube dragged here (or anywhere off the ship) from a hold is unloaded; cubes still here when you finish loading stay behind.</source>
            <translation>Goods at hand. A cube dragged here (or anywhere off the ship) from a hold is unloaded; cubes still here when you finish loading stay behind.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="289" />
            <source>Load or unload a cube…</source>
            <translation>Load or unload a cube…</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="292" />
            <source>Ship board: %1</source>
            <translation>Ship board: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="293" />
            <source>Dead zone of an artifact: nothing here works but connectors, armour plating and cargo.</source>
            <translation>Dead zone of an artifact: nothing here works but connectors, armour plating and cargo.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="296" />
            <source>Empty: a tile placed here must touch the ship, and its connectors must fit those beside it.</source>
            <translation>Empty: a tile placed here must touch the ship, and its connectors must fit those beside it.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="299" />
            <source>Take one into your hand, then place it on your ship, reserve it or put it back face up.</source>
            <translation>Take one into your hand, then place it on your ship, reserve it or put it back face up.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="302" />
            <source>Reserve slot: a tile kept here can be placed later; one still here when building ends is lost.</source>
            <translation>Reserve slot: a tile kept here can be placed later; one still here when building ends is lost.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="306" />
            <source>Face-up tiles: anyone may take one. A tile in hand (not a reserved one) may be put back here, face up.</source>
            <translation>Face-up tiles: anyone may take one. A tile in hand (not a reserved one) may be put back here, face up.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="310" />
            <source>Flight board, space %1: a moving ship skips the spaces other ships stand on.</source>
            <translation>Flight board, space %1: a moving ship skips the spaces other ships stand on.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="313" />
            <source>Here: connectors joined: %1, clashing: %2 (green and red marks; a clash fails the ship check).</source>
            <translation>Here: connectors joined: %1, clashing: %2 (green and red marks; a clash fails the ship check).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="317" />
            <source>Now the battery that powers it: click it, or Tab to it and press Space (Esc: another choice).</source>
            <translation>Now the battery that powers it: click it, or Tab to it and press Space (Esc: another choice).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="321" />
            <source>Take the tile: %1</source>
            <translation>Take the tile: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="322" />
            <source>Remove the tile: %1 at %2</source>
            <translation>Remove the tile: %1 at %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="323" />
            <source>%1 — press Space or Enter.</source>
            <translation>%1 — press Space or Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="324" />
            <source>Beware: %1 The ship check would remove it.</source>
            <translation>Beware: %1 The ship check would remove it.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="326" />
            <source>Here: connectors joined: %1, clashing: %2.</source>
            <translation>Here: connectors joined: %1, clashing: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="328" />
            <source>The tile stays in your hand.</source>
            <translation>The tile stays in your hand.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="330" />
            <source>%1 %2 misses the ship.</source>
            <translation>%1 %2 misses the ship.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="331" />
            <source>%1 %2 bounces off a smooth side.</source>
            <translation>%1 %2 bounces off a smooth side.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="332" />
            <source>%1 %2: the heavy cargo's armour holds.</source>
            <translation>%1 %2: the heavy cargo's armour holds.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="333" />
            <source>%1 %2 is shot down.</source>
            <translation>%1 %2 is shot down.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="334" />
            <source>%1 %2 is coming: defend the ship?</source>
            <translation>%1 %2 is coming: defend the ship?</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="335" />
            <source>%1 %2 is stopped.</source>
            <translation>%1 %2 is stopped.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="336" />
            <source>%1 %2 hits the ship.</source>
            <translation>%1 %2 hits the ship.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="338" />
            <source>in column %1</source>
            <translation>in column %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="339" />
            <source>in row %1</source>
            <translation>in row %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="341" />
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="342" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="343" />
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="344" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="349" />
            <source>The connectors do not fit the tile above.</source>
            <translation>The connectors do not fit the tile above.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="350" />
            <source>The connectors do not fit the tile below.</source>
            <translation>The connectors do not fit the tile below.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="351" />
            <source>The connectors do not fit the tile on its left.</source>
            <translation>The connectors do not fit the tile on its left.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="352" />
            <source>The connectors do not fit the tile on its right.</source>
            <translation>The connectors do not fit the tile on its right.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="355" />
            <source>The connectors do not fit.</source>
            <translation>The connectors do not fit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="356" />
            <source>An engine must point to the rear.</source>
            <translation>An engine must point to the rear.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="357" />
            <source>The space behind an engine must be empty.</source>
            <translation>The space behind an engine must be empty.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="358" />
            <source>The space in front of a cannon must be empty.</source>
            <translation>The space in front of a cannon must be empty.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="359" />
            <source>Not joined to the starting cabin.</source>
            <translation>Not joined to the starting cabin.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="360" />
            <source>Two radioactive tiles are joined.</source>
            <translation>Two radioactive tiles are joined.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="361" />
            <source>An artifact lies in another artifact's dead zone.</source>
            <translation>An artifact lies in another artifact's dead zone.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../desktop/start_page.py" line="355" />
            <source>A game was left here.</source>
            <translation>A game was left here.</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="366" />
            <source>Saved %1 · move %2 · %3</source>
            <translation>Saved %1 · move %2 · %3</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="390" />
            <source>%1 players</source>
            <translation>%1 players</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="392" />
            <source>%1–%2 players</source>
            <translation>%1–%2 players</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="394" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="395" />
            <source>New game of %1</source>
            <translation>New game of %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="396" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="397" />
            <source>How %1 is played</source>
            <translation>How %1 is played</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="398" />
            <source>Rules of %1</source>
            <translation>Rules of %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="399" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="400" />
            <source>Continue the game of %1</source>
            <translation>Continue the game of %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="276" />
            <source>Go on with the game you left</source>
            <translation>Go on with the game you left</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <location filename="../desktop/model.py" line="271" />
            <source>That seat is played by a bot.</source>
            <translation>That seat is played by a bot.</translation>
        </message>
        <message>
            <location filename="../desktop/model.py" line="333" />
            <source>Only a player at this screen can take back a move, on his turn.</source>
            <translation>Only a player at this screen can take back a move, on their own turn.</translation>
        </message>
    </context>
    <context>
        <name>GameOptionsDialog</name>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="41" />
            <source>%1: this game's options</source>
            <translation>%1: this game's options</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="56" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="60" />
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="62" />
            <source>The seed that dealt this game: the same seed and options deal the same game.</source>
            <translation>The seed that dealt this game: the same seed and options deal the same game.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="65" />
            <source>Practice</source>
            <translation>Practice</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="65" />
            <source>yes: moves may be taken back without limits</source>
            <translation>yes: moves may be taken back without limits</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message numerus="yes">
            <location filename="../desktop/game_page.py" line="135" />
            <location filename="../desktop/game_page.py" line="177" />
            <source>More (%n)…</source>
            <translation>
                <numerusform>More (%n)…</numerusform>
                <numerusform>More (%n)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../engine/core/protocol.py" line="62" />
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="9" />
            <source>Golden Horn</source>
            <translation>Golden Horn</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="10" />
            <source>Catan</source>
            <translation>Catan</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="7" />
            <source>Galaxy Trucker</source>
            <translation>Galaxy Trucker</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="10" />
            <source>Shipyard</source>
            <translation>Shipyard</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="7" />
            <source>Störtebeker</source>
            <translation>Störtebeker</translation>
        </message>
    </context>
    <context>
        <name>GoldenHorn</name>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="12" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="13" />
            <source>pink</source>
            <translation>pink</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="14" />
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="15" />
            <source>orange</source>
            <translation>orange</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="16" />
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="17" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="20" />
            <source>one-colour ship</source>
            <translation>one-colour ship</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="21" />
            <source>two-colour ship</source>
            <translation>two-colour ship</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="22" />
            <source>three-colour ship</source>
            <translation>three-colour ship</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="25" />
            <source>Venice</source>
            <translation>Venice</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="26" />
            <source>Constantinople</source>
            <translation>Constantinople</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="27" />
            <source>Modon</source>
            <translation>Modon</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="29" />
            <source>the {colour} sea space</source>
            <translation>the {colour} sea space</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="32" />
            <source>Berths in Modon</source>
            <translation>Berths in Modon</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="33" />
            <source>Draw cards in Modon</source>
            <translation>Draw cards in Modon</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="34" />
            <source>The route for this many players has no Modon.</source>
            <translation>The route for this many players has no Modon.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="35" />
            <source>Pirates</source>
            <translation>Pirates</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="36" />
            <source>Placing the ships</source>
            <translation>Placing the ships</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="37" />
            <source>Start player</source>
            <translation>Start player</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="38" />
            <source>as the rules say</source>
            <translation>as the rules say</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="39" />
            <source>2 berths</source>
            <translation>2 berths</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="40" />
            <source>3 berths</source>
            <translation>3 berths</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="41" />
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="42" />
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="43" />
            <source>chosen by the players</source>
            <translation>chosen by the players</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="44" />
            <source>at random</source>
            <translation>at random</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="45" />
            <source>the first player</source>
            <translation>the first player</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="48" />
            <source>{player} puts the {ship} in {port}.</source>
            <translation>{player} puts the {ship} in {port}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="49" />
            <source>Nine goods are drawn for Venice and nine for Constantinople.</source>
            <translation>Nine goods are drawn for Venice and nine for Constantinople.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="50" />
            <source>The cards are shuffled and each player is dealt five.</source>
            <translation>The cards are shuffled and each player is dealt five.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="51" />
            <source>{player} sends pirates with {card1} and {card2} and steals a {colour} good from {player2}.</source>
            <translation>{player} sends pirates with {card1} and {card2} and steals one {colour} good from {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="54" />
            <source>{player} sends pirates with two {card1} cards and steals a {colour} good from {player2}.</source>
            <translation>{player} sends pirates with two {card1} cards and steals a {colour} good from {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="57" />
            <source>{player} turns the robbed {ship} around.</source>
            <translation>{player} turns the robbed {ship} around.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="58" />
            <source>{player} keeps the robbed {ship} on course.</source>
            <translation>{player} keeps the robbed {ship} on course.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="59" />
            <source>{player} loads %n {colour} good(s) onto the {ship} in {port}.</source>
            <translation>
                <numerusform>{player} loads %n {colour} good onto the {ship} in {port}.</numerusform>
                <numerusform>{player} loads %n {colour} goods onto the {ship} in {port}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="60" />
            <source>{player}'s {ship} leaves {port} empty.</source>
            <translation>{player}'s {ship} leaves {port} empty.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="61" />
            <source>{port} is restocked from the bag.</source>
            <translation>{port} is restocked from the bag.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="62" />
            <source>{player} sails the {ship} to {place}.</source>
            <translation>{player} sails the {ship} to {place}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="63" />
            <source>{player} plays %n wind card(s).</source>
            <translation>
                <numerusform>{player} plays %n wind card.</numerusform>
                <numerusform>{player} plays %n wind cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="64" />
            <source>{player} unloads %n good(s) into the warehouse.</source>
            <translation>
                <numerusform>{player} unloads %n good into the warehouse.</numerusform>
                <numerusform>{player} unloads %n goods into the warehouse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="65" />
            <source>{player} draws %n card(s).</source>
            <translation>
                <numerusform>{player} draws %n card.</numerusform>
                <numerusform>{player} draws %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="66" />
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>The discard pile is shuffled into a new draw pile.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="67" />
            <source>{port} has no goods left: this round is the last.</source>
            <translation>{port} has no goods left: this round is the last.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="68" />
            <source>{player} announces the end of the game: this round is the last.</source>
            <translation>{player} announces the end of the game: this round is the last.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="69" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="72" />
            <source>Ships are being placed in the home ports now.</source>
            <translation>Ships are being placed in the home ports now.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="73" />
            <source>The ships are already placed.</source>
            <translation>The ships are already placed.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="74" />
            <source>That is not one of your ships.</source>
            <translation>That is not one of your ships.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="75" />
            <source>That ship is already placed.</source>
            <translation>That ship is already placed.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="76" />
            <source>Ships start in Venice or Constantinople.</source>
            <translation>Ships start in Venice or Constantinople.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="77" />
            <source>Pirates are switched off in this game.</source>
            <translation>Pirates are switched off in this game.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="78" />
            <source>You may send pirates only once a turn, before you sail.</source>
            <translation>You may send pirates only once a turn, before you sail.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="79" />
            <source>You cannot rob your own ship.</source>
            <translation>You cannot rob your own ship.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="80" />
            <source>Ships in Venice, Constantinople and Modon cannot be robbed.</source>
            <translation>Ships in Venice, Constantinople and Modon cannot be robbed.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="81" />
            <source>That ship carries no goods.</source>
            <translation>That ship carries no goods.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="82" />
            <source>Both pirate cards must match the colours of the target's sails.</source>
            <translation>Both pirate cards must match the colours of the target's sails.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="83" />
            <source>You do not hold those cards.</source>
            <translation>You do not hold those cards.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="84" />
            <source>Pirates take two cards, and you hold only one card of this colour.</source>
            <translation>Pirates take two cards, and you hold only one card of this colour.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="85" />
            <source>Only the owner of the ship just robbed empty decides whether it turns.</source>
            <translation>Only the owner of the ship just robbed empty decides whether it turns.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="86" />
            <source>The owner of the robbed ship must first decide whether it turns.</source>
            <translation>The owner of the robbed ship must first decide whether it turns.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="87" />
            <source>You have already moved a ship this turn.</source>
            <translation>You have already moved a ship this turn.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="88" />
            <source>You must move one of your ships first.</source>
            <translation>You must move one of your ships first.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="89" />
            <source>You must load all goods of one colour that is not on your sails.</source>
            <translation>You must load all goods of one colour that is not on your sails.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="90" />
            <source>Goods are loaded only when a ship leaves Venice or Constantinople.</source>
            <translation>Goods are loaded only when a ship leaves Venice or Constantinople.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="91" />
            <source>The ship cannot reach that space with the cards in your hand.</source>
            <translation>The ship cannot reach that space with the cards in your hand.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="92" />
            <source>A ship sails on the way it is heading: it does not turn at sea, and it must move.</source>
            <translation>A ship sails on the way it is heading: it does not turn at sea, and it must move.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="95" />
            <source>Another ship stands there (or every berth of Modon is taken): a ship sails past it.</source>
            <translation>Another ship stands there (or every berth of Modon is taken): a ship sails past it.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="98" />
            <source>The route has no such space.</source>
            <translation>The route has no such space.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="99" />
            <source>The move ends at the first port, or at Modon with a free berth.</source>
            <translation>The move ends at the first port, or at Modon with a free berth.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="100" />
            <source>You may announce the end only with goods of all six colours in your warehouse.</source>
            <translation>You may announce the end only with goods of all six colours in your warehouse.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="103" />
            <source>The end of the game has already been triggered.</source>
            <translation>The end of the game has already been triggered.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="104" />
            <source>That is not allowed now.</source>
            <translation>That is not allowed now.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="107" />
            <source>Goods in the warehouse</source>
            <translation>Goods in the warehouse</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="108" />
            <source>Bonus for sets of different goods</source>
            <translation>Bonus for sets of different goods</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="109" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="112" />
            <source>How many ships may stop in Modon at once; the rules give 2 berths with 2 players and 3 with 4 (3 players sail without Modon).</source>
            <translation>How many ships may stop in Modon at once; the rules give 2 berths with 2 players and 3 with 4 (3 players sail without Modon).</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="116" />
            <source>Whether a ship arriving in Modon draws cards as in a home port; the rules do so with 4 players.</source>
            <translation>Whether a ship arriving in Modon draws cards as in a home port; the rules do so with 4 players.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="120" />
            <source>Off: nobody may rob ships with pirate cards (a gentler game for beginners).</source>
            <translation>Off: nobody may rob ships with pirate cards (a gentler game for beginners).</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="123" />
            <source>Whether the players put their ships into Venice or Constantinople, or the ships are placed at random.</source>
            <translation>Whether the players put their ships into Venice or Constantinople, or the ships are placed at random.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="127" />
            <source>Who plays first.</source>
            <translation>Who plays first.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="131" />
            <source>The last move drew goods from the bag or cards from the pile: it cannot be taken back.</source>
            <translation>The last move drew goods from the bag or cards from the pile: it cannot be taken back.</translation>
        </message>
    </context>
    <context>
        <name>GoldenHornCompanion</name>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="119" />
            <source>%1 colours +%2</source>
            <translation>%1 colours +%2</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="22" />
            <source>Too many yellow cubes: the game has only %1.</source>
            <translation>Too many yellow cubes: the game has only %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="23" />
            <source>Too many pink cubes: the game has only %1.</source>
            <translation>Too many pink cubes: the game has only %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="24" />
            <source>Too many green cubes: the game has only %1.</source>
            <translation>Too many green cubes: the game has only %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="25" />
            <source>Too many orange cubes: the game has only %1.</source>
            <translation>Too many orange cubes: the game has only %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="26" />
            <source>Too many red cubes: the game has only %1.</source>
            <translation>Too many red cubes: the game has only %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="27" />
            <source>Too many blue cubes: the game has only %1.</source>
            <translation>Too many blue cubes: the game has only %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="181" />
            <source>Start a new session? The warehouses of this one are cleared. The names and the number of players stay.</source>
            <translation>Start a new session? The warehouses of this one are cleared. The names and the number of players stay.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="195" />
            <source>Modon (side with %1 berths up)</source>
            <translation>Modon (side with %1 berths up)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="207" />
            <source>The route for %1 players, from Venice to Constantinople: %2.</source>
            <translation>The route for %1 players, from Venice to Constantinople: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="213" />
            <source>Modon is not used with three players.</source>
            <translation>Modon is not used with three players.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="215" />
            <source>With two players nobody draws cards in Modon.</source>
            <translation>With two players nobody draws cards in Modon.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="218" />
            <source>Each player takes the 3 ships and the warehouse of one emblem and puts the ships into Venice or Constantinople, as he likes. All %1 cubes go into the bag: draw %2 blind into Venice and %2 into Constantinople. Shuffle the %3 cards and deal %4 to each player; the rest are the face-down draw pile. The oldest player starts and takes the start-player figure.</source>
            <translation>Each player takes the 3 ships and the warehouse of one emblem and puts the ships into Venice or Constantinople, as they like. All %1 cubes go into the bag: draw %2 blind into Venice and %2 into Constantinople. Shuffle the %3 cards and deal %4 to each player; the rest are the face-down draw pile. The oldest player starts and takes the start-player figure.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="230" />
            <source>The colours of the sea spaces from Venice, as this app lays them out (a reconstruction: the rulebook prints only the symbols; ▲ stands for red, yellow and blue, ● for orange, pink and green): %1.</source>
            <translation>The colours of the sea spaces from Venice, as this app lays them out (a reconstruction: the rulebook prints only the symbols; ▲ stands for red, yellow and blue, ● for orange, pink and green): %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="252" />
            <source>Warehouses</source>
            <translation>Warehouses</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="253" />
            <source>Set-up</source>
            <translation>Set-up</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="254" />
            <location filename="../desktop/golden_horn/companion.py" line="255" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="257" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="257" />
            <source>Sets</source>
            <translation>Sets</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="257" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
    </context>
    <context>
        <name>GoldenHornScene</name>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="39" />
            <source>Sea space: %1. A ship with this sail colour sails on for free; otherwise a %1 wind card moves it on.</source>
            <translation>Sea space: %1. A ship with this sail colour sails on for free; otherwise a wind card of this colour moves it on.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="43" />
            <source>Modon: %n berth(s). A ship that reaches it with a berth free must stop; a full Modon is skipped. Ships here cannot be robbed.</source>
            <translation>
                <numerusform>Modon: %n berth. A ship that reaches it with a berth free must stop; a full Modon is skipped. Ships here cannot be robbed.</numerusform>
                <numerusform>Modon: %n berths. A ship that reaches it with a berth free must stop; a full Modon is skipped. Ships here cannot be robbed.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="47" />
            <source>Home port: ships arriving here unload into the warehouse and turn; a ship leaving loads all goods of one colour not on its sails.</source>
            <translation>Home port: ships arriving here unload into the warehouse and turn; a ship leaving loads all goods of one colour not on its sails.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="51" />
            <source>%1 goods in the port: %2</source>
            <translation>%1 goods in the port: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="52" />
            <source>%1 of %2 (sails: %3). Draws %n card(s) on arriving in a port.</source>
            <translation>
                <numerusform>%1 of %2 (sails: %3). Draws %n card on arriving in a port.</numerusform>
                <numerusform>%1 of %2 (sails: %3). Draws %n cards on arriving in a port.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="53" />
            <source>%1 of %2 (sails: %3). Draws %n card(s) on arriving in Venice or Constantinople, none in Modon.</source>
            <translation>
                <numerusform>%1 of %2 (sails: %3). Draws %n card on arriving in Venice or Constantinople, none in Modon.</numerusform>
                <numerusform>%1 of %2 (sails: %3). Draws %n cards on arriving in Venice or Constantinople, none in Modon.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="23" />
            <source>Bag: %1 goods · Draw pile: %2 cards · Discards: %3</source>
            <translation>Bag: %1 · Draw pile: %2 · Discards: %3</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="24" />
            <source>Last round!</source>
            <translation>Last round!</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="25" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="26" />
            <source>Warehouse</source>
            <translation>Warehouse</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="27" />
            <source>%n good(s) + %1 set bonus</source>
            <translation>
                <numerusform>%n good + %1 set bonus</numerusform>
                <numerusform>%n goods + %1 set bonus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="28" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="29" />
            <source>Your hand</source>
            <translation>Your hand</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="30" />
            <source>Cards in hand</source>
            <translation>Cards in hand</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="31" />
            <source>%1 card: a wind card on a %1 space, or a pirate card against a ship with a %1 sail. Click two cards, then drag one onto a ship at sea.</source>
            <translation>%1 card: a wind card on a space of this colour, or a pirate card against a ship with a sail of this colour. Click two cards, then drag one onto a ship at sea.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="57" />
            <source> loading %1</source>
            <translation>, loading the %1 goods</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="58" />
            <source>Sail here%1: spends %n wind card(s).</source>
            <translation>
                <numerusform>Sail here%1: spends %n wind card.</numerusform>
                <numerusform>Sail here%1: spends %n wind cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="59" />
            <source>Sail here%1: costs no wind card.</source>
            <translation>Sail here%1: costs no wind card.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="60" />
            <source>Send pirates to this ship.</source>
            <translation>Send pirates to this ship.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="61" />
            <source>Select two cards matching the sails of an opponent's loaded ship at sea.</source>
            <translation>Select two cards matching the sails of an opponent's loaded ship at sea.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="62" />
            <source>This ship cannot move now.</source>
            <translation>This ship cannot move now.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="63" />
            <source>Now click an opponent's ship at sea, or drag a selected card onto it.</source>
            <translation>Now click an opponent's ship at sea, or drag a selected card onto it.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="64" />
            <source>%1 card: Space adds it to the two cards for the pirates.</source>
            <translation>The %1 card: Space adds it to the two cards for the pirates.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="65" />
            <source>%1 card, one of the two for the pirates: Space takes it back.</source>
            <translation>The %1 card, one of the two for the pirates: Space takes it back.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="66" />
            <source>Two cards chosen: choose the ship to rob with the arrow keys, then press Enter.</source>
            <translation>Two cards chosen: choose the ship to rob with the arrow keys, then press Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="70" />
            <source>This turn, a ship leaving this port loads %1, unless that colour is on its sails.</source>
            <translation>This turn, a ship leaving this port loads %1, unless that colour is on its sails.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="73" />
            <source>Leaving this port, the %1 loads the %2 goods.</source>
            <translation>Leaving this port, the %1 loads the %2 goods.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="16" />
            <source>Turn the ship around</source>
            <translation>Turn the ship around</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="17" />
            <source>Keep its course</source>
            <translation>Keep its course</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="18" />
            <source>Announce the end</source>
            <translation>Announce the end</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="19" />
            <source>Drag each of your ships into Venice or Constantinople.</source>
            <translation>Drag each of your ships into Venice or Constantinople.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="20" />
            <source>Pirates took the last goods of your %1 (heading for %2): turn it around?</source>
            <translation>Pirates took the last goods of your %1 (heading for %2): turn it around?</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="74" />
            <source>Heading for %1.</source>
            <translation>Heading for %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="23" />
            <source>End your turn, or announce the end of the game: your warehouse holds every colour.</source>
            <translation>End your turn, or announce the end of the game: your warehouse holds every colour.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="26" />
            <source>The round is then played to its end and the game is scored. Announcing wins nothing by itself.</source>
            <translation>The round is then played to its end and the game is scored. Announcing wins nothing by itself.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="78" />
            <source>%1 sea space</source>
            <translation>%1 sea space</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="79" />
            <source>Ship of %1 (sails: %2)</source>
            <translation>Ship of %1 (sails: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="81" />
            <source>Put the ship into %1.</source>
            <translation>Put the ship into %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="35" />
            <source>The ship leaving this port loads the framed colour: click another to load it, or press L.</source>
            <translation>The ship leaving this port loads the framed colour: click another to load it, or press L.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="21" />
            <source>End your turn (Ctrl+E).</source>
            <translation>End your turn (Ctrl+E).</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="30" />
            <source>End the turn</source>
            <translation>End the turn</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="31" />
            <source>Drag one of your ships along the route. Optional first: pirates with two cards.</source>
            <translation>Drag one of your ships along the route. Optional first: pirates with two cards.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="34" />
            <source>Drag one of your ships along the route.</source>
            <translation>Drag one of your ships along the route.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="38" />
            <source>The cards are dealt, five each, once every ship is in its port.</source>
            <translation>The cards are dealt, five each, once every ship is in its port.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="13" />
            <source>Warehouse of %1 · %2 goods: %3. Each good scores a point; sets of different goods score a bonus.</source>
            <translation>Warehouse of %1 · %2 goods: %3. Each good scores a point; sets of different goods score a bonus.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="17" />
            <source>Cargo · %1 goods: %2. Unloaded into its owner's warehouse when the ship reaches a home port.</source>
            <translation>Cargo · %1 goods: %2. Unloaded into its owner's warehouse when the ship reaches a home port.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="21" />
            <source>Hand of %1 · cards: %2. Their colours are hidden; each card is played as a wind card or a pirate card.</source>
            <translation>Hand of %1 · cards: %2. Their colours are hidden; each card is played as a wind card or a pirate card.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="26" />
            <source>%1: the flags of the ships in this colour carry the same mark.</source>
            <translation>%1: the flags of the ships in this colour carry the same mark.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="27" />
            <source>%1 · points: %2 (goods in the warehouse: %3, set bonus: %4)</source>
            <translation>%1 · points: %2 (goods in the warehouse: %3, set bonus: %4)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="28" />
            <source>Wind card (%1): sailing here spends it.</source>
            <translation>Wind card (%1): sailing here spends it.</translation>
        </message>
    </context>
    <context>
        <name>Hourglass</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="219" />
            <source>Turn the hourglass</source>
            <translation>Turn the hourglass</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="235" />
            <source>The hourglass turns onto 2 and 1 by itself; onto start it is turned by the first player to finish building (Finish building does it for you).</source>
            <translation>The hourglass turns onto 2 and 1 by itself; onto start it is turned by the first player to finish building (Finish building does it for you).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="240" />
            <source>When the sand has run out it may be turned; onto start only by a player who has finished.</source>
            <translation>When the sand has run out it may be turned; onto start only by a player who has finished.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="245" />
            <source>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</source>
            <translation>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="248" />
            <source>The sand on 1 has run out: only a player who has finished may turn the hourglass onto start.</source>
            <translation>The sand on 1 has run out: only a player who has finished may turn the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="251" />
            <source>The sand has run out: anyone may turn the hourglass.</source>
            <translation>The sand has run out: anyone may turn the hourglass.</translation>
        </message>
    </context>
    <context>
        <name>HourglassDock</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="308" />
            <source>Hourglass</source>
            <translation>Hourglass</translation>
        </message>
    </context>
    <context>
        <name>HourglassFace</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="92" />
            <source>start</source>
            <translation>start</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="175" />
            <source>turn it!</source>
            <translation>turn it!</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="38" />
            <location filename="../desktop/dialogs/keys.py" line="84" />
            <source>Arrow keys</source>
            <translation>Arrow keys</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="44" />
            <source>Put a piece back, even one you are carrying with the mouse</source>
            <translation>Put a piece back, even one you are carrying with the mouse</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="46" />
            <source>wheel while carrying</source>
            <translation>wheel while carrying</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="46" />
            <source>right click</source>
            <translation>right click</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="47" />
            <source>Turn a Galaxy Trucker tile or a Shipyard canal</source>
            <translation>Turn a Galaxy Trucker tile or a Shipyard canal</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="49" />
            <source>Golden Horn: the next colour of goods to load</source>
            <translation>Golden Horn: the next colour of goods to load</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="50" />
            <source>The buttons above the board, from the left</source>
            <translation>The buttons above the board, from the left</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="52" />
            <source>Galaxy Trucker's real-time build: pause the sand and the bots</source>
            <translation>Galaxy Trucker's real-time build: pause the sand and the bots</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="55" />
            <source>Find in the game log (in the rules window: in the rules)</source>
            <translation>Find in the game log (in the rules window: in the rules)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="58" />
            <source>Mouse wheel</source>
            <translation>Mouse wheel</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="39" />
            <source>Choose where the picked piece goes: the places in turn (right or down: the next one)</source>
            <translation>Choose where the picked piece goes: the places in turn (right or down: the next one)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="23" />
            <source>Pick the next or the previous piece you may move, then each thing a click chooses (a card, a tile to take or to remove)</source>
            <translation>Pick the next or the previous piece you may move, then each thing a click chooses (a card, a tile to take or to remove)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="31" />
            <source>Like Tab, past the rest of the same kind: to the next or the previous column of ship parts, offer, hand or row of things to choose</source>
            <translation>Like Tab, past the rest of the same kind: to the next or the previous column of ship parts, offer, hand or row of things to choose</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="43" />
            <source>Put the piece there, or choose the thing Tab is on</source>
            <translation>Put the piece there, or choose the thing Tab is on</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="51" />
            <source>Every button above the board in a list, to choose with the arrows</source>
            <translation>Every button above the board in a list, to choose with the arrows</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="59" />
            <source>Zoom the board in or out; 0 fits it to the window</source>
            <translation>Zoom the board in or out; 0 fits it to the window</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="62" />
            <source>Right or middle drag</source>
            <translation>Right or middle drag</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="62" />
            <source>Ctrl+arrow keys</source>
            <translation>Ctrl+arrow keys</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="63" />
            <source>Move the board</source>
            <translation>Move the board</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="69" />
            <source>Play the replay, or pause it</source>
            <translation>Play the replay, or pause it</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="70" />
            <source>One move back or forward</source>
            <translation>One move back or forward</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="71" />
            <source>To the start or to the end of the game</source>
            <translation>To the start or to the end of the game</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="72" />
            <source>Close the replay</source>
            <translation>Close the replay</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="79" />
            <source>Roll the dice or turn the hourglass on the open tab (of two sets of dice, the ones rolled last)</source>
            <translation>Roll the dice or turn the hourglass on the open tab (of two sets of dice, the ones rolled last)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="84" />
            <source>The next or the previous tab</source>
            <translation>The next or the previous tab</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="154" />
            <source>Keyboard and mouse</source>
            <translation>Keyboard and mouse</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="156" />
            <source>Keys</source>
            <translation>Keys</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="156" />
            <source>What they do</source>
            <translation>What they do</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="157" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="159" />
            <source>On the board</source>
            <translation>On the board</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="165" />
            <source>At the table</source>
            <translation>At the table</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="165" />
            <source>In a replay</source>
            <translation>In a replay</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="171" />
            <source>In the menus</source>
            <translation>In the menus</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <location filename="../desktop/common/log_dock.py" line="323" />
            <location filename="../desktop/common/log_dock.py" line="324" />
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../desktop/main_window.py" line="214" />
            <source>Přístav</source>
            <translation>Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="383" />
            <source>Your unfinished game of %1 was kept as %2 (Game ▸ Open Recent).</source>
            <translation>Your unfinished game of %1 was kept as %2 (Game ▸ Open Recent).</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="23" />
            <source>Saving is off: a folder cannot be used</source>
            <translation>Saving is off: a folder cannot be used</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="24" />
            <source>Přístav cannot use %1. Games are kept only until you quit.</source>
            <translation>Přístav cannot use %1. Games are kept only until you quit.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="235" />
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="216" />
            <source>At the table</source>
            <translation>At the table</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="222" />
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="227" />
            <source>Game board</source>
            <translation>Game board</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="230" />
            <source>Tab picks a piece, the arrow keys a place, Enter puts it there; Alt and a digit press the buttons above.</source>
            <translation>Tab picks a piece, the arrow keys a place, Enter puts it there; Alt and a digit press the buttons above.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="236" />
            <source>Open &amp;Recent</source>
            <translation>Open &amp;Recent</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="237" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="238" />
            <source>&amp;Play</source>
            <translation>&amp;Play</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="239" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="240" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="242" />
            <source>&amp;New Game…</source>
            <translation>&amp;New Game…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="243" />
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="244" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="245" />
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="246" />
            <source>&amp;Back to the Start Page</source>
            <translation>&amp;Back to the Start Page</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="247" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="248" />
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="249" />
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="250" />
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="251" />
            <source>&amp;End Turn</source>
            <translation>&amp;End Turn</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="252" />
            <source>&amp;Full Screen</source>
            <translation>&amp;Full Screen</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="253" />
            <source>Zoom &amp;In</source>
            <translation>Zoom &amp;In</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="254" />
            <source>Zoom &amp;Out</source>
            <translation>Zoom &amp;Out</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="255" />
            <source>Fit the &amp;Board</source>
            <translation>Fit the &amp;Board</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="256" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="257" />
            <source>&amp;Settings…</source>
            <translation>&amp;Settings…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="258" />
            <source>&amp;About Přístav</source>
            <translation>&amp;About Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="259" />
            <source>&amp;Keyboard and Mouse</source>
            <translation>&amp;Keyboard and Mouse</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="260" />
            <source>&amp;Finished Games and Replays…</source>
            <translation>&amp;Finished Games and Replays…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="261" />
            <source>This Game's O&amp;ptions…</source>
            <translation>This Game's O&amp;ptions…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="262" />
            <source>Restore the &amp;Panels</source>
            <translation>Restore the &amp;Panels</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="263" />
            <source>&amp;Next Part of the Window</source>
            <translation>&amp;Next Part of the Window</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="264" />
            <source>Pre&amp;vious Part of the Window</source>
            <translation>Pre&amp;vious Part of the Window</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="279" />
            <source>Game &amp;Log</source>
            <translation>Game &amp;Log</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="280" />
            <source>&amp;Score History</source>
            <translation>&amp;Score History</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="675" />
            <source>Hint: %1 (lit on the board).</source>
            <translation>Hint: %1 (lit on the board).</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="23" />
            <source>Cannot open the game</source>
            <translation>Cannot open the game</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="24" />
            <source>%1

The file was left as it is.</source>
            <translation>%1

The file was left as it is.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="25" />
            <source>Not autosaved: another Přístav window plays this game</source>
            <translation>Not autosaved: another Přístav window plays this game</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="26" />
            <source>Only one window at a time keeps a game's autosave, so neither overwrites the other.</source>
            <translation>Only one window at a time keeps a game's autosave, so neither overwrites the other.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="29" />
            <source>Play with the mouse or the keys: Tab picks a piece, the arrows a place, Enter plays. %1 lists all keys.</source>
            <translation>Play with the mouse or the keys: Tab picks a piece, the arrows a place, Enter plays. %1 lists all keys.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="33" />
            <source>Something went wrong inside Přístav; the details are in %1. Your game is kept.</source>
            <translation>Something went wrong inside Přístav; the details are in %1. Your game is kept.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="36" />
            <source>Something went wrong inside Přístav. Your game is kept.</source>
            <translation>Something went wrong inside Přístav. Your game is kept.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="37" />
            <source>A bot failed: %1</source>
            <translation>A bot failed: %1</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="25" />
            <source>Save the game</source>
            <translation>Save the game</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="26" />
            <source>Přístav games (*.json)</source>
            <translation>Přístav games (*.json)</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="27" />
            <source>Cannot save</source>
            <translation>Cannot save</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="28" />
            <source>Saved to %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="29" />
            <source>Open a game</source>
            <translation>Open a game</translation>
        </message>
        <message>
            <location filename="../desktop/recent_menu.py" line="23" />
            <source>The file is not there now.</source>
            <translation>The file is not there now.</translation>
        </message>
        <message>
            <location filename="../desktop/recent_menu.py" line="26" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="505" />
            <source>Wait for your turn.</source>
            <translation>Wait for your turn.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="39" />
            <source>To play: everyone at once</source>
            <translation>To play: everyone at once</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="40" />
            <source>To play: %1</source>
            <translation>To play: %1</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="41" />
            <source>To play: %1 (bot)</source>
            <translation>To play: %1 (bot)</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="42" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="644" />
            <source>You cannot end your turn yet.</source>
            <translation>You cannot end your turn yet.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="656" />
            <source>Looking for a good move…</source>
            <translation>Looking for a good move…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="671" />
            <source>Hint: the highlighted move.</source>
            <translation>Hint: the highlighted move.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="38" />
            <source>%1 is thinking… %2 s</source>
            <translation>%1 is thinking… %2 s</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="341" />
            <source>Every player needs a name.</source>
            <translation>Every player needs a name.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="348" />
            <source>Players %1 and %2 have the same colour (%3). Choose a different colour for one of them.</source>
            <translation>Players %1 and %2 have the same colour (%3). Choose a different colour for one of them.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="472" />
            <source>Easy: plays any move the rules allow.</source>
            <translation>Easy: plays any move the rules allow.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="473" />
            <source>Normal: plays with a plan.</source>
            <translation>Normal: plays with a plan.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="474" />
            <source>Hard: looks ahead before it plays.</source>
            <translation>Hard: looks ahead before it plays.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="481" />
            <source>New game – %1</source>
            <translation>New game – %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="483" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Number of players:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="484" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="485" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="486" />
            <source>Played by</source>
            <translation>Played by</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="487" />
            <source>Bot level</source>
            <translation>Bot level</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="488" />
            <source>Colour</source>
            <translation>Colour</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="491" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="499" />
            <source>Name of player %1</source>
            <translation>Name of player %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="501" />
            <source>Player %1 – played by</source>
            <translation>Player %1 – played by</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="502" />
            <source>Player %1 – bot level</source>
            <translation>Player %1 – bot level</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="503" />
            <source>Player %1 – colour</source>
            <translation>Player %1 – colour</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="504" />
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="505" />
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="511" />
            <source>Game options</source>
            <translation>Game options</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="516" />
            <source>&amp;Seed:</source>
            <translation>&amp;Seed:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="517" />
            <source>The same seed and options deal the same game again.</source>
            <translation>The same seed and options deal the same game again.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="518" />
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="519" />
            <source>&amp;Practice (undo without limits)</source>
            <translation>&amp;Practice (undo without limits)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="523" />
            <source>Any move may be taken back, the bots' too, even past a die roll or a card drawn. Chance stays as it fell: played again, the same moves roll the same dice and draw the same cards. A practice game is not a fair one: you see what chance brings before you choose.</source>
            <translation>Any move may be taken back, the bots' too, even past a die roll or a card drawn. Chance stays as it fell: played again, the same moves roll the same dice and draw the same cards. A practice game is not a fair one: you see what chance brings before you choose.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="529" />
            <source>&amp;Start game</source>
            <translation>&amp;Start game</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="530" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="531" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="532" />
            <source>The rules of the game and what each option changes</source>
            <translation>The rules of the game and what each option changes</translation>
        </message>
    </context>
    <context>
        <name>PauseControl</name>
        <message>
            <location filename="../desktop/pause.py" line="29" />
            <source>&amp;Pause</source>
            <translation>&amp;Pause</translation>
        </message>
        <message>
            <location filename="../desktop/pause.py" line="31" />
            <source>The sand and the bots wait; the board is hidden until you go on</source>
            <translation>The sand and the bots wait; the board is hidden until you go on</translation>
        </message>
    </context>
    <context>
        <name>PilesDialog</name>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="69" />
            <source>Flight cards of round %1: the three open piles, in any order the flight may bring them.</source>
            <translation>Flight cards of round %1: the three open piles, in any order the flight may bring them.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/piles.py" line="74" />
            <source>The fourth pile (%n card(s)) stays hidden until the flight.</source>
            <translation>
                <numerusform>The fourth pile (%n card) stays hidden until the flight.</numerusform>
                <numerusform>The fourth pile (%n cards) stays hidden until the flight.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="83" />
            <source>Pile %1</source>
            <translation>Pile %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="49" />
            <location filename="../desktop/galaxy_trucker/piles.py" line="101" />
            <location filename="../desktop/galaxy_trucker/piles.py" line="108" />
            <source>Flight cards</source>
            <translation>Flight cards</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../desktop/common/qt_words.py" line="32" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="35" />
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="36" />
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <location filename="../desktop/common/qt_words.py" line="37" />
            <source>Drive</source>
            <translation>Drive</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <location filename="../desktop/common/qt_words.py" line="12" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="13" />
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="14" />
            <source>Save All</source>
            <translation>Save All</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="15" />
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="16" />
            <source>&amp;Yes</source>
            <translation>&amp;Yes</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="17" />
            <source>Yes to &amp;All</source>
            <translation>Yes to &amp;All</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="18" />
            <source>&amp;No</source>
            <translation>&amp;No</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="19" />
            <source>N&amp;o to All</source>
            <translation>N&amp;o to All</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="20" />
            <source>Abort</source>
            <translation>Abort</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="21" />
            <source>Retry</source>
            <translation>Retry</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="22" />
            <source>Ignore</source>
            <translation>Ignore</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="23" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="24" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="25" />
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="26" />
            <source>Help</source>
            <translation>Help</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="27" />
            <source>Apply</source>
            <translation>Apply</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="28" />
            <source>Reset</source>
            <translation>Reset</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="29" />
            <source>Restore Defaults</source>
            <translation>Restore Defaults</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../desktop/replay.py" line="166" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="166" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="173" />
            <source>Move %1 of %2</source>
            <translation>Move %1 of %2</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="199" />
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="200" />
            <source>One move back (←)</source>
            <translation>One move back (←)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="201" />
            <source>One move forward (→)</source>
            <translation>One move forward (→)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="202" />
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="203" />
            <source>Drag to any point of the game</source>
            <translation>Drag to any point of the game</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="206" />
            <source>Speed:</source>
            <translation>Speed:</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="209" />
            <source>Close the replay</source>
            <translation>Close the replay</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="210" />
            <source>Close the replay (Esc)</source>
            <translation>Close the replay (Esc)</translation>
        </message>
    </context>
    <context>
        <name>ReplayControl</name>
        <message>
            <location filename="../desktop/replay_control.py" line="41" />
            <source>Watch a replay</source>
            <translation>Watch a replay</translation>
        </message>
        <message>
            <location filename="../desktop/replay_control.py" line="43" />
            <source>Přístav games (*.json)</source>
            <translation>Přístav games (*.json)</translation>
        </message>
        <message>
            <location filename="../desktop/replay_control.py" line="98" />
            <source>Replay: move %1 of %2</source>
            <translation>Replay: move %1 of %2</translation>
        </message>
    </context>
    <context>
        <name>ResourceDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="133" />
            <source>Name the resource everyone must hand over</source>
            <translation>Name the resource everyone must hand over</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="135" />
            <source>Every other player gives you all their cards of the resource you name.</source>
            <translation>Every other player gives you all their cards of the resource you name.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="170" />
            <source>Choose one resource.</source>
            <translation>Choose one resource.</translation>
        </message>
    </context>
    <context>
        <name>RollChart</name>
        <message>
            <location filename="../desktop/common/dice.py" line="117" />
            <source>Sum %1</source>
            <translation>Sum %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/common/dice.py" line="118" />
            <source>Rolled %n time(s)</source>
            <translation>
                <numerusform>Rolled %n time</numerusform>
                <numerusform>Rolled %n times</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="119" />
            <source>Expected: %1</source>
            <translation>Expected: %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="161" />
            <source>Rolls against chance</source>
            <translation>Rolls against chance</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="162" />
            <source>Bars: how often each result came up this session. Line: how often chance expects it.</source>
            <translation>Bars: how often each result came up this session. Line: how often chance expects it.</translation>
        </message>
    </context>
    <context>
        <name>RoundDialog</name>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="135" />
            <source>Round %1 is over</source>
            <translation>Round %1 is over</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="137" />
            <source>Round %1 is over: the credits it paid</source>
            <translation>Round %1 is over: credits earned</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="147" />
            <source>Build the next ship</source>
            <translation>Build the next ship</translation>
        </message>
    </context>
    <context>
        <name>RoundResults</name>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="93" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="100" />
            <source>This round</source>
            <translation>This round</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="89" />
            <source>Credits</source>
            <translation>Credits</translation>
        </message>
    </context>
    <context>
        <name>RoundsChart</name>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="44" />
            <source>Round %1 · %2</source>
            <translation>Round %1 · %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="59" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="60" />
            <source>Credits</source>
            <translation>Credits</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="61" />
            <source>Credits after each round</source>
            <translation>Credits after each round</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="133" />
            <location filename="../desktop/dialogs/rules.py" line="140" />
            <source>No rules page for this game yet.</source>
            <translation>No rules page for this game yet.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="148" />
            <source>Rules – %1</source>
            <translation>Rules – %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="149" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="150" />
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
    </context>
    <context>
        <name>Save</name>
        <message>
            <location filename="../engine/core/match.py" line="32" />
            <source>The file cannot be read: {reason}</source>
            <translation>The file cannot be read: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="33" />
            <source>The file is not a Přístav save (not valid JSON; it may be truncated).</source>
            <translation>The file is not a Přístav save (not valid JSON; it may be truncated).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="34" />
            <source>The file is not a Přístav save.</source>
            <translation>The file is not a Přístav save.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="35" />
            <source>The save is of format version {version}; this version of Přístav reads up to {supported}.</source>
            <translation>The save is of format version {version}; this version of Přístav reads up to {supported}.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="38" />
            <source>The save is of an unknown game "{game}".</source>
            <translation>The save is of an unknown game "{game}".</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="39" />
            <source>The save's field "{field}" is missing or invalid.</source>
            <translation>The save's field "{field}" is missing or invalid.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="40" />
            <source>The save's options are invalid: {reason}</source>
            <translation>The save's options are invalid: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="41" />
            <source>Move {index} in the save is not a valid action: {reason}</source>
            <translation>Move {index} in the save is not a valid action: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="42" />
            <source>Move {index} in the save breaks the rules: {reason}</source>
            <translation>Move {index} in the save breaks the rules: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="43" />
            <source>The game could not be saved: {reason}</source>
            <translation>The game could not be saved: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="44" />
            <source>Move {index} in the save records a chance outcome the game cannot produce.</source>
            <translation>Move {index} in the save records a chance outcome the game cannot produce.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="45" />
            <source>The file is damaged and cannot be loaded ({reason}).</source>
            <translation>The file is damaged and cannot be loaded ({reason}).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="46" />
            <source>The file is too large to be a Přístav save ({size} MB).</source>
            <translation>The file is too large to be a Přístav save ({size} MB).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="48" />
            <source>the file or its folder does not exist</source>
            <translation>the file or its folder does not exist</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="49" />
            <source>permission denied</source>
            <translation>permission denied</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="50" />
            <source>it is a folder, not a file</source>
            <translation>it is a folder, not a file</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="51" />
            <source>a file stands in the path where a folder should be</source>
            <translation>a file stands in the path where a folder should be</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="52" />
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="53" />
            <source>the disk is read-only</source>
            <translation>the disk is read-only</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="54" />
            <source>it is not a text file (UTF-8)</source>
            <translation>it is not a text file (UTF-8)</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="77" />
            <source>the entry is not a move record</source>
            <translation>the entry is not a move record</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="78" />
            <source>it names no seat of this game</source>
            <translation>it names no seat of this game</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="79" />
            <source>its chance outcomes are not a list</source>
            <translation>its chance outcomes are not a list</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="80" />
            <source>it is not a move of this game</source>
            <translation>it is not a move of this game</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="81" />
            <source>its field {field} holds a value of the wrong kind</source>
            <translation>its field {field} holds a value of the wrong kind</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../desktop/common/score_dock.py" line="255" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="354" />
            <source>Turn</source>
            <translation>Turn</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="37" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="38" />
            <source>Credits</source>
            <translation>Credits</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="40" />
            <source>Score breakdown</source>
            <translation>Score breakdown</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="41" />
            <source>Turn %1 · %2</source>
            <translation>Turn %1 · %2</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="356" />
            <location filename="../desktop/common/score_dock.py" line="357" />
            <source>Score history</source>
            <translation>Score history</translation>
        </message>
    </context>
    <context>
        <name>ScoreDock</name>
        <message>
            <location filename="../desktop/common/score_dock.py" line="407" />
            <source>Score history</source>
            <translation>Score history</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <location filename="../desktop/common/i18n.py" line="70" />
            <source>%1 (bot)</source>
            <translation>%1 (bot)</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="135" />
            <source>Fast (no animation)</source>
            <translation>Fast (no animation)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="136" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="137" />
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="143" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="144" />
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="145" />
            <source>System default</source>
            <translation>System default</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="146" />
            <source>&amp;Bot pace:</source>
            <translation>&amp;Bot pace:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="147" />
            <source>How long a bot's move stays on screen before the next one.</source>
            <translation>How long a bot's move stays on screen before the next one.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="150" />
            <source>&amp;Animate moves</source>
            <translation>&amp;Animate moves</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="151" />
            <source>Bots may &amp;offer me trades (Catan)</source>
            <translation>Bots may &amp;offer me trades (Catan)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="152" />
            <source>&amp;Sounds</source>
            <translation>&amp;Sounds</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="154" />
            <source>Dice, a piece built, a card, your turn, the sand running out.</source>
            <translation>Dice, a piece built, a card, your turn, the sand running out.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="156" />
            <source>No program to play sounds was found on this computer.</source>
            <translation>No program to play sounds was found on this computer.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="158" />
            <source>&amp;Volume:</source>
            <translation>&amp;Volume:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="160" />
            <source>Off: bots trade among themselves and never ask you; you can still offer trades to them.</source>
            <translation>Off: bots trade among themselves and never ask you; you can still offer trades to them.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="162" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="163" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>Shipyard</name>
        <message>
            <location filename="../engine/shipyard/texts.py" line="13" />
            <source>Ship Building</source>
            <translation>Ship Building</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="14" />
            <source>Canal Rental</source>
            <translation>Canal Rental</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="15" />
            <source>Equipment Production</source>
            <translation>Equipment Production</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="16" />
            <source>Crew Recruitment</source>
            <translation>Crew Recruitment</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="17" />
            <source>Hire Employees</source>
            <translation>Hire Employees</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="18" />
            <source>Buy Goods</source>
            <translation>Buy Goods</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="19" />
            <source>Stock Exchange</source>
            <translation>Stock Exchange</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="20" />
            <source>Subsidy</source>
            <translation>Subsidy</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="23" />
            <source>sail</source>
            <translation>sail</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="24" />
            <source>funnel</source>
            <translation>funnel</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="25" />
            <source>propeller</source>
            <translation>propeller</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="26" />
            <source>crane</source>
            <translation>crane</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="27" />
            <source>cannon</source>
            <translation>cannon</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="28" />
            <source>captain</source>
            <translation>captain</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="29" />
            <source>merchant</source>
            <translation>merchant</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="30" />
            <source>soldier</source>
            <translation>soldier</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="33" />
            <source>coal</source>
            <translation>coal</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="34" />
            <source>steel</source>
            <translation>steel</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="35" />
            <source>wheat</source>
            <translation>wheat</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="38" />
            <source>engineer</source>
            <translation>engineer</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="39" />
            <source>recruiter</source>
            <translation>recruiter</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="40" />
            <source>merchant (employee)</source>
            <translation>merchant (employee)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="41" />
            <source>constructor</source>
            <translation>constructor</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="42" />
            <source>helmsman</source>
            <translation>helmsman</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="43" />
            <source>yardman</source>
            <translation>yardman</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="44" />
            <source>accountant</source>
            <translation>accountant</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="45" />
            <source>foreman</source>
            <translation>foreman</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="66" />
            <source>Employees on the oval</source>
            <translation>Employees on the oval</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="67" />
            <source>at random</source>
            <translation>at random</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="68" />
            <source>first game: one engineer or recruiter per space</source>
            <translation>first game: one engineer or recruiter per space</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="69" />
            <source>Start player</source>
            <translation>Start player</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="70" />
            <source>chosen at random</source>
            <translation>chosen at random</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="75" />
            <source>{player} chooses {card} as the final action.</source>
            <translation>{player} chooses {card} as the final action.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="76" />
            <source>{player} cannot carry out the action: nothing happens.</source>
            <translation>{player} cannot carry out the action: nothing happens.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="77" />
            <source>{player} pays 6 coins for the bonus action {card}.</source>
            <translation>{player} pays 6 coins for the bonus action {card}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="78" />
            <source>{player} buys %n ship part(s) for {coins}.</source>
            <translation>
                <numerusform>{player} buys %n ship part for {coins}.</numerusform>
                <numerusform>{player} buys %n ship parts for {coins}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="79" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n coin</numerusform>
                <numerusform>%n coins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="82" />
            <source>{player} pays %n coin(s) and hires the {employee}.</source>
            <translation>
                <numerusform>{player} pays %n coin and hires the {employee}.</numerusform>
                <numerusform>{player} pays %n coins and hires the {employee}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="90" />
            <source>{card}, holding two of {player}'s figures, moves to the head of the action track; one figure moves on to {card2}.</source>
            <translation>{card}, holding two of {player}'s figures, moves to the head of the action track; one figure moves on to {card2}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="98" />
            <source>{player} hires the {employee} free of charge.</source>
            <translation>{player} hires the {employee} free of charge.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="101" />
            <source>{player} receives a subsidy of 2 coins.</source>
            <translation>{player} receives a subsidy of 2 coins.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="105" />
            <source>{player}'s ship has no captain: it is dismantled.</source>
            <translation>{player}'s ship has no captain: it is dismantled.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="106" />
            <source>{player}'s canal system is too short for speed {speed}: the ship is dismantled.</source>
            <translation>{player}'s canal system is too short for speed {speed}: the ship is dismantled.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="74" />
            <source>{player} chooses {card} and receives %n coin(s).</source>
            <translation>
                <numerusform>{player} chooses {card} and receives %n coin.</numerusform>
                <numerusform>{player} chooses {card} and receives %n coins.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="80" />
            <source>{player} rents a canal for %n coin(s).</source>
            <translation>
                <numerusform>{player} rents a canal for %n coin.</numerusform>
                <numerusform>{player} rents a canal for %n coins.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="81" />
            <source>{player} pays %n coin(s) and takes: {items}.</source>
            <translation>
                <numerusform>{player} pays %n coin and takes: {items}.</numerusform>
                <numerusform>{player} pays %n coins and takes: {items}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="83" />
            <source>{player} buys a goods wagon card for %n coin(s).</source>
            <translation>
                <numerusform>{player} buys a goods wagon card for %n coin.</numerusform>
                <numerusform>{player} buys a goods wagon card for %n coins.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="84" />
            <source>{player} sells goods for %n coin(s) and takes: {items}.</source>
            <translation>
                <numerusform>{player} sells goods for %n coin and takes: {items}.</numerusform>
                <numerusform>{player} sells goods for %n coins and takes: {items}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="85" />
            <source>{player} sells all the goods for %n coin(s).</source>
            <translation>
                <numerusform>{player} sells all the goods for %n coin.</numerusform>
                <numerusform>{player} sells all the goods for %n coins.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="94" />
            <source>{player} chooses {card} (no income).</source>
            <translation>{player} chooses {card} (no income).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="96" />
            <source>{player} rents a canal free of charge.</source>
            <translation>{player} rents a canal free of charge.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="97" />
            <source>{player} takes free of charge: {items}.</source>
            <translation>{player} takes free of charge: {items}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="99" />
            <source>{player} takes a goods wagon card free of charge.</source>
            <translation>{player} takes a goods wagon card free of charge.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="100" />
            <source>{player} exchanges all the goods for: {items}.</source>
            <translation>{player} exchanges all the goods for: {items}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="102" />
            <source>{player}'s ship of {length} parts (speed {speed}) scores %n point(s) before sailing.</source>
            <translation>
                <numerusform>{player}'s ship of {length} parts (speed {speed}) scores %n point before sailing.</numerusform>
                <numerusform>{player}'s ship of {length} parts (speed {speed}) scores %n points before sailing.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="109" />
            <source>{player}'s ship scores %n point(s) on its maiden voyage.</source>
            <translation>
                <numerusform>{player}'s ship scores %n point on its maiden voyage.</numerusform>
                <numerusform>{player}'s ship scores %n points on its maiden voyage.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="110" />
            <source>The Blue Riband brings %n point(s).</source>
            <translation>
                <numerusform>The Blue Riband brings %n point.</numerusform>
                <numerusform>The Blue Riband brings %n points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="111" />
            <source>The action cards complete a lap: the round counter moves down.</source>
            <translation>The action cards complete a lap: the round counter moves down.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="112" />
            <source>A deck of ship parts is exhausted: the game will end early.</source>
            <translation>A deck of ship parts is exhausted: the game will end early.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="114" />
            <source>{player} plays the last regular turn; then every player takes one final action.</source>
            <translation>{player} plays the last regular turn; then every player takes one final action.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="117" />
            <source>{player} discards contracts face down.</source>
            <translation>{player} discards contracts face down.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="118" />
            <source>Regular play is over: every player takes one final action.</source>
            <translation>Regular play is over: every player takes one final action.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="119" />
            <source>The last chance to complete a ship.</source>
            <translation>The last chance to complete a ship.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="120" />
            <source>{player} buys no part.</source>
            <translation>{player} buys no part.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="121" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="124" />
            <source>That move does not fit this moment of the turn.</source>
            <translation>That move does not fit this moment of the turn.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="125" />
            <source>There is no such action card in play.</source>
            <translation>There is no such action card in play.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="126" />
            <source>The lead action card cannot be chosen.</source>
            <translation>The lead action card cannot be chosen.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="127" />
            <source>A figure already stands on that action card.</source>
            <translation>A figure already stands on that action card.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="137" />
            <source>You cannot carry out that action now: no employee on the oval is one you may hire and pay for (the steps, and for an engineer or a recruiter a surcharge of 1 coin).</source>
            <translation>You cannot carry out that action now: no employee on the oval is one you may hire and pay for (the steps, and for an engineer or a recruiter a surcharge of 1 coin).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="146" />
            <source>A bonus action costs 6 coins.</source>
            <translation>A bonus action costs 6 coins.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="150" />
            <source>Only one bonus action a turn.</source>
            <translation>Only one bonus action a turn.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="151" />
            <source>No bonus action may be bought with the final action.</source>
            <translation>No bonus action may be bought with the final action.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="147" />
            <source>The bonus action must be a different card from the one you chose this turn.</source>
            <translation>The bonus action must be a different card from the one you chose this turn.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="47" />
            <source>{good} merchant (level {level})</source>
            <translation>{good} merchant (level {level})</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="49" />
            <source>{trade} ({item})</source>
            <translation>{trade} ({item})</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="50" />
            <source>any crew</source>
            <translation>any crew</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="71" />
            <source>the first player</source>
            <translation>the first player</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="87" />
            <source>{player} takes back the figure from {card}: the card moves to the head of the action track.</source>
            <translation>{player} takes back the figure from {card}: the card moves to the head of the action track.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="95" />
            <source>{player} takes %n ship part(s) free of charge.</source>
            <translation>
                <numerusform>{player} takes %n ship part free of charge.</numerusform>
                <numerusform>{player} takes %n ship parts free of charge.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="128" />
            <source>You cannot carry out that action now.</source>
            <translation>You cannot carry out that action now.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="130" />
            <source>You cannot carry out that action now: no ship part on offer is one you can pay for and place in your shipyard.</source>
            <translation>You cannot carry out that action now: no ship part on offer is one you can pay for and place in your shipyard.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="134" />
            <source>You cannot carry out that action now: no canal on offer is one you can pay for and lay.</source>
            <translation>You cannot carry out that action now: no canal on offer is one you can pay for and lay.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="142" />
            <source>You cannot carry out that action now: no goods wagon card is left on offer.</source>
            <translation>You cannot carry out that action now: no goods wagon card is left on offer.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="145" />
            <source>Without a goods wagon card the Stock Exchange may not be chosen.</source>
            <translation>Without a goods wagon card the Stock Exchange may not be chosen.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="152" />
            <source>Done first, that bonus action would make your chosen action impossible: carry out your chosen action first.</source>
            <translation>Done first, that bonus action would make your chosen action impossible: carry out your chosen action first.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="156" />
            <source>Finish the action in progress first.</source>
            <translation>Finish the action in progress first.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="157" />
            <source>Carry out your chosen action first.</source>
            <translation>Carry out your chosen action first.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="158" />
            <source>That move belongs to another action card.</source>
            <translation>That move belongs to another action card.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="159" />
            <source>That slot of your shipyard is already occupied.</source>
            <translation>That slot of your shipyard is already occupied.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="160" />
            <source>You may not fill every slot of your shipyard without completing a ship.</source>
            <translation>You may not fill every slot of your shipyard without completing a ship.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="161" />
            <source>Only a bow may stand in the leftmost slot.</source>
            <translation>Only a bow may stand in the leftmost slot.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="162" />
            <source>Only a stern may stand in the rightmost slot.</source>
            <translation>Only a stern may stand in the rightmost slot.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="163" />
            <source>Placed there, the part could never become part of a completed ship.</source>
            <translation>Placed there, the part could never become part of a completed ship.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="164" />
            <source>Your shipyard has slots 1 to 9.</source>
            <translation>Your shipyard has slots 1 to 9.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="165" />
            <source>There is no ship part there.</source>
            <translation>There is no ship part there.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="166" />
            <source>You cannot pay for that ship part.</source>
            <translation>You cannot pay for that ship part.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="167" />
            <source>You may buy at most three ship parts.</source>
            <translation>You may buy at most three ship parts.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="168" />
            <source>A blank part may be taken only when the offer has no part of that kind.</source>
            <translation>A blank part may be taken only when the offer has no part of that kind.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="169" />
            <source>Buy at least one ship part first.</source>
            <translation>Buy at least one ship part first.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="170" />
            <source>The last-chance part must complete a ship.</source>
            <translation>The last-chance part must complete a ship.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="171" />
            <source>There is no canal there in the offer.</source>
            <translation>There is no canal there in the offer.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="172" />
            <source>You cannot pay for that canal.</source>
            <translation>You cannot pay for that canal.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="173" />
            <source>That place of your canal system is already occupied.</source>
            <translation>That place of your canal system is already occupied.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="174" />
            <source>A new canal must touch your canal system along a side.</source>
            <translation>A new canal must touch your canal system along a side.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="175" />
            <source>Your first canal starts the system, with the boat on one of its end spaces.</source>
            <translation>Your first canal starts the system, with the boat on one of its end spaces.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="178" />
            <source>The boat figure is placed only with the first canal.</source>
            <translation>The boat figure is placed only with the first canal.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="179" />
            <source>A canal is turned by 0 to 3 quarter turns.</source>
            <translation>A canal is turned by 0 to 3 quarter turns.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="180" />
            <source>Move the marker 1 to 4 sectors.</source>
            <translation>Move the marker 1 to 4 sectors.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="181" />
            <source>You cannot pay for so many extra steps.</source>
            <translation>You cannot pay for so many extra steps.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="182" />
            <source>Move the marker 1 to 8 spaces and take one of its three employees.</source>
            <translation>Move the marker 1 to 8 spaces and take one of its three employees.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="183" />
            <source>No employee is left there.</source>
            <translation>No employee is left there.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="184" />
            <source>You may not hire the same employee twice.</source>
            <translation>You may not hire the same employee twice.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="185" />
            <source>A level 2 merchant needs the level 1 merchant of the same goods.</source>
            <translation>A level 2 merchant needs the level 1 merchant of the same goods.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="186" />
            <source>You cannot pay for the steps and the surcharge.</source>
            <translation>You cannot pay for the steps and the surcharge.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="187" />
            <source>You cannot pay for the steps to that employee.</source>
            <translation>You cannot pay for the steps to that employee.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="188" />
            <source>There is no goods wagon card there.</source>
            <translation>There is no goods wagon card there.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="189" />
            <source>You cannot pay for that goods wagon card.</source>
            <translation>You cannot pay for that goods wagon card.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="190" />
            <source>You do not hold that goods wagon card.</source>
            <translation>You do not hold that goods wagon card.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="191" />
            <source>No two wagons may be exchanged for the same item.</source>
            <translation>No two wagons may be exchanged for the same item.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="192" />
            <source>Those items cannot be had for the goods on that wagon card.</source>
            <translation>Those items cannot be had for the goods on that wagon card.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="193" />
            <source>No completed ship has its bow on that slot.</source>
            <translation>No completed ship has its bow on that slot.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="194" />
            <source>Finish equipping the ship you have started.</source>
            <translation>Finish equipping the ship you have started.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="195" />
            <source>You have no such item in your supply.</source>
            <translation>You have no such item in your supply.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="196" />
            <source>That equipment needs a free mount of its own type.</source>
            <translation>That equipment needs a free mount of its own type.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="197" />
            <source>That crew member needs a free cabin.</source>
            <translation>That crew member needs a free cabin.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="198" />
            <source>You have no helmsman.</source>
            <translation>You have no helmsman.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="199" />
            <source>The yardman adds at most 1 speed per pair of sails on the ship.</source>
            <translation>The yardman adds at most 1 speed per pair of sails on the ship.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="200" />
            <source>The boat cannot sail there: it never turns back and must use its full speed.</source>
            <translation>The boat cannot sail there: it never turns back and must use its full speed.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="201" />
            <source>Discard exactly {blue} blue and {green} green contracts of your own.</source>
            <translation>Discard exactly this many of your own contracts: {blue} blue, {green} green.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="204" />
            <source>Ships and maiden voyages</source>
            <translation>Ships and maiden voyages</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="205" />
            <source>Blue contract</source>
            <translation>Blue contract</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="206" />
            <source>Green contract</source>
            <translation>Green contract</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="207" />
            <source>Merchant employees</source>
            <translation>Merchant employees</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="208" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="209" />
            <source>Coins (tie-break)</source>
            <translation>Coins (tie-break)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="212" />
            <source>The employees lie on the oval at random, or for a first game one engineer or recruiter on each space.</source>
            <translation>The employees lie on the oval at random, or for a first game one engineer or recruiter on each space.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="216" />
            <source>Who plays first: chosen at random, as the rules say, or the first player.</source>
            <translation>Who plays first: chosen at random, as the rules say, or the first player.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="222" />
            <source>The last move drew or turned up cards: it cannot be taken back.</source>
            <translation>The last move drew or turned up cards: it cannot be taken back.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="225" />
            <source>Equal points: more coins decide ({won} to {other}).</source>
            <translation>Equal points: more coins decide ({won} to {other}).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="226" />
            <source>Equal points and as many coins: the victory is shared.</source>
            <translation>Equal points and as many coins: the victory is shared.</translation>
        </message>
    </context>
    <context>
        <name>ShipyardBoard</name>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="11" />
            <source>Action track</source>
            <translation>Action track</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="12" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="13" />
            <source>Round counter</source>
            <translation>Round counter</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="14" />
            <source>The round counter moves down whenever the lead card reaches the start space. When it reaches the end, every player takes one final action.</source>
            <translation>The round counter moves down whenever the lead card reaches the start space. When it reaches the end, every player takes one final action.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="31" />
            <source>Ship parts</source>
            <translation>Ship parts</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="32" />
            <source>Deck: %1</source>
            <translation>Deck: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="35" />
            <source>Canals</source>
            <translation>Canals</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="36" />
            <source>Goods wagons</source>
            <translation>Goods wagons</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="37" />
            <source>Equipment</source>
            <translation>Equipment</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="38" />
            <source>Crew</source>
            <translation>Crew</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="39" />
            <location filename="../desktop/shipyard/texts.py" line="64" />
            <source>Employees</source>
            <translation>Employees</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="40" />
            <source>Stock exchange</source>
            <translation>Stock exchange</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="50" />
            <source>%1: the offer holds no part of this kind, so a blank one may be taken free of charge. It has no cabins, mounts, lifebuoys, lifeboats or lanterns.</source>
            <translation>%1: the offer holds no part of this kind, so a blank one may be taken free of charge. It has no cabins, mounts, lifebuoys, lifeboats or lanterns.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="54" />
            <source>Your shipyard</source>
            <translation>Your shipyard</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="55" />
            <source>Shipyard of %1</source>
            <translation>Shipyard of %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="56" />
            <source>Slot %1. Only a bow may stand in the leftmost slot and only a stern in the rightmost.</source>
            <translation>Slot %1. Only a bow may stand in the leftmost slot and only a stern in the rightmost.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="59" />
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="63" />
            <source>Contracts</source>
            <translation>Contracts</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="65" />
            <source>Fleet: %n ship(s)</source>
            <translation>
                <numerusform>Fleet: %n ship</numerusform>
                <numerusform>Fleet: %n ships</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="66" />
            <source>Canal system</source>
            <translation>Canal system</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="67" />
            <source>Used canals: %1</source>
            <translation>Used canals: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="69" />
            <source>%n contract(s), face down</source>
            <translation>
                <numerusform>%n contract, face down</numerusform>
                <numerusform>%n contracts, face down</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="71" />
            <source>%n wagon card(s)</source>
            <translation>
                <numerusform>%n wagon card</numerusform>
                <numerusform>%n wagon cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="72" />
            <source>to play</source>
            <translation>to play</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="74" />
            <source>needs a captain</source>
            <translation>needs a captain</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="75" />
            <source>captain aboard</source>
            <translation>captain aboard</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="77" />
            <source>Constructor: %1 more without a mount</source>
            <translation>Constructor: %1 more without a mount</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="78" />
            <source>Final actions</source>
            <translation>Final actions</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="96" />
            <source>Last chance</source>
            <translation>Last chance</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="97" />
            <source>Maiden voyage: %n move(s) left</source>
            <translation>
                <numerusform>Maiden voyage: %n move left</numerusform>
                <numerusform>Maiden voyage: %n moves left</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="100" />
            <source>%1. Choosing it now pays an income of %2.</source>
            <translation>%1. Choosing it now pays an income of %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="102" />
            <source>%1. Figures on it: %2.</source>
            <translation>%1. Figures on it: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="107" />
            <source>%1 is the lead card: it cannot be chosen (except in your first turns).</source>
            <translation>%1 is the lead card: it cannot be chosen (except in your first turns).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="111" />
            <source>Cabins %1 · sail/funnel mounts %2 · propeller %3 · crane %4 · cannon %5 · lifebuoys %6 · lifeboats %7 · lanterns %8</source>
            <translation>Cabins %1 · sail/funnel mounts %2 · propeller %3 · crane %4 · cannon %5 · lifebuoys %6 · lifeboats %7 · lanterns %8</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="116" />
            <source>Bow</source>
            <translation>Bow</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="117" />
            <source>Middle part</source>
            <translation>Middle part</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="118" />
            <source>Stern</source>
            <translation>Stern</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="122" />
            <source>military official (cannons and soldiers)</source>
            <translation>military official (cannons and soldiers)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="123" />
            <source>trade official (cranes and merchants)</source>
            <translation>trade official (cranes and merchants)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="124" />
            <source>lantern inspector</source>
            <translation>lantern inspector</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="125" />
            <source>lifeboat inspector</source>
            <translation>lifeboat inspector</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="126" />
            <source>lifebuoy inspector</source>
            <translation>lifebuoy inspector</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="127" />
            <source>Blue Riband</source>
            <translation>Blue Riband</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="129" />
            <source>none</source>
            <translation>none</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="132" />
            <source>%1 · %n space(s) ahead · steps: %2 · surcharge: %3</source>
            <translation>
                <numerusform>%1 · %n space ahead · steps: %2 · surcharge: %3</numerusform>
                <numerusform>%1 · %n spaces ahead · steps: %2 · surcharge: %3</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="134" />
            <source>%1 × %2 in your supply</source>
            <translation>%1 × %2 in your supply</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="300" />
            <source>Ships in the fleet</source>
            <translation>Ships in the fleet</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="304" />
            <source>3 points for each merchant–crane pair on the same ship.</source>
            <translation>3 points for each merchant–crane pair on the same ship.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="313" />
            <source>Points for the number of different kinds in your fleet: propeller, funnel, sail, crane, cannon, merchant, soldier, officer (3 kinds: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).</source>
            <translation>Points for the number of different kinds in your fleet: propeller, funnel, sail, crane, cannon, merchant, soldier, officer (3 kinds: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="327" />
            <source>Points for the ship parts in your fleet: 9 parts: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.</source>
            <translation>Points for the ship parts in your fleet: 9 parts: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="352" />
            <source>3 points for each soldier–cannon pair on the same ship.</source>
            <translation>3 points for each soldier–cannon pair on the same ship.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="363" />
            <source>Constructor (%1): up to %2 on each ship without a mount or cabin.</source>
            <translation>Constructor (%1): up to %2 on each ship without a mount or cabin.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="138" />
            <source>end</source>
            <translation>end</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="149" />
            <source>Bonus action: pay %1 coins to carry out one more action card this turn (not the one just chosen).</source>
            <translation>Bonus action: pay %1 coins to carry out one more action card this turn (not the one just chosen).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="142" />
            <source>Figure of %1: each turn it goes onto the action card chosen.</source>
            <translation>Figure of %1: each turn it goes onto the action card chosen.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="143" />
            <source>Figure of %1 on %2: a card with a figure cannot be chosen (a bonus action may still use it).</source>
            <translation>Figure of %1 on %2: a card with a figure cannot be chosen (a bonus action may still use it).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="153" />
            <source>Marker of the equipment circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</source>
            <translation>Marker of the equipment circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="157" />
            <source>Marker of the crew circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</source>
            <translation>Marker of the crew circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="161" />
            <source>Marker of the employee oval: it moves 1 to 8 spaces clockwise to the employee hired. The first step is free, each further one costs 1 coin (a foreman frees three more).</source>
            <translation>Marker of the employee oval: it moves 1 to 8 spaces clockwise to the employee hired. The first step is free, each further one costs 1 coin (a foreman frees three more).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="166" />
            <source>Nobody is left to hire here.</source>
            <translation>Nobody is left to hire here.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="173" />
            <source>%1 in slot %2. %3</source>
            <translation>%1 in slot %2. %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="174" />
            <source>Completed ship: it leaves on its maiden voyage this turn. It scores only with a captain and a canal system long enough for its speed.</source>
            <translation>Completed ship: it leaves on its maiden voyage this turn. It scores only with a captain and a canal system long enough for its speed.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="178" />
            <source>Helm: the first captain needs no cabin. A ship without a captain scores nothing.</source>
            <translation>Helm: the first captain needs no cabin. A ship without a captain scores nothing.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="181" />
            <source>Cabins: %1 of %2 taken. Each holds one crew member; every captain after the first needs one.</source>
            <translation>Cabins: %1 of %2 taken. Each holds one crew member; every captain after the first needs one.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="186" />
            <source>Mounts (%1): %2 of %3 taken, one piece on each.</source>
            <translation>Mounts (%1): %2 of %3 taken, one piece on each.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="187" />
            <source>Canal. Officials: %1. An official scores each time the boat enters its space.</source>
            <translation>Canal. Officials: %1. An official scores each time the boat enters its space.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="190" />
            <source>A rented canal may go here; only canals joined to the boat by water can be sailed.</source>
            <translation>A rented canal may go here; only canals joined to the boat by water can be sailed.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="193" />
            <source>The boat can sail on to this space.</source>
            <translation>The boat can sail on to this space.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="194" />
            <source>Goods wagon cards: the Stock Exchange action sells or exchanges the wagons of one card.</source>
            <translation>Goods wagon cards: the Stock Exchange action sells or exchanges the wagons of one card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="198" />
            <source>Contracts discarded face down: %1</source>
            <translation>Contracts discarded face down: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="207" />
            <source>Put the %1 on this ship.</source>
            <translation>Put the %1 on this ship.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="208" />
            <source>Choose %1 and receive an income of %2</source>
            <translation>Choose %1 and receive an income of %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="211" />
            <source>Pay 6 coins and carry out %1 as well.</source>
            <translation>Pay 6 coins and carry out %1 as well.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="216" />
            <source>This cannot be used now.</source>
            <translation>This cannot be used now.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="226" />
            <source>Drag your figure onto a lit action card, or click the card.</source>
            <translation>Drag your figure onto a lit action card, or click the card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="241" />
            <source>Final action: drag your figure onto any action card.</source>
            <translation>Final action: drag your figure onto any action card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="242" />
            <source>Drag up to three ship parts into lit slots of your shipyard, then confirm.</source>
            <translation>Drag up to three ship parts into lit slots of your shipyard, then confirm.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="245" />
            <source>Drag a canal onto a lit place of your canal system; R turns it.</source>
            <translation>Drag a canal onto a lit place of your canal system; R turns it.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="249" />
            <source>Drag the marker of the equipment circle onto a sector.</source>
            <translation>Drag the marker of the equipment circle onto a sector.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="250" />
            <source>Drag the marker of the crew circle onto a sector.</source>
            <translation>Drag the marker of the crew circle onto a sector.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="251" />
            <source>Drag the oval marker onto the employee you hire.</source>
            <translation>Drag the oval marker onto the employee you hire.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="252" />
            <source>Drag a goods wagon card to your wagons.</source>
            <translation>Drag a goods wagon card to your wagons.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="253" />
            <source>Drag one of your wagon cards onto the stock exchange.</source>
            <translation>Drag one of your wagon cards onto the stock exchange.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="254" />
            <source>Click the items to take for wagons of this card; the other wagons are sold. Then confirm.</source>
            <translation>Click the items to take for wagons of this card; the other wagons are sold. Then confirm.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="263" />
            <source>Take your subsidy.</source>
            <translation>Take your subsidy.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="264" />
            <source>End the turn, or drag the 6 coins onto another card for a bonus action.</source>
            <translation>End the turn, or drag the 6 coins onto another card for a bonus action.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="270" />
            <source>Junction: click the space the boat sails on to.</source>
            <translation>Junction: click the space the boat sails on to.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="271" />
            <source>Click %1 blue and %2 green contracts to discard face down, then confirm.</source>
            <translation>Choose the contracts to discard face down (blue: %1, green: %2), then confirm.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="274" />
            <source>Last chance: one part that completes a ship, or buy nothing.</source>
            <translation>Last chance: one part that completes a ship, or buy nothing.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="276" />
            <source>Confirm the purchase</source>
            <translation>Confirm the purchase</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="277" />
            <source>Take 2 coins</source>
            <translation>Take 2 coins</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="278" />
            <source>End the turn</source>
            <translation>End the turn</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="279" />
            <source>Launch (speed %1)</source>
            <translation>Launch (speed %1)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="280" />
            <source>Launch with the helmsman (speed %1)</source>
            <translation>Launch with the helmsman (speed %1)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="281" />
            <source>Launch, yardman +%1 (speed %2)</source>
            <translation>Launch, yardman +%1 (speed %2)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="282" />
            <source>Launch, helmsman and yardman +%1 (speed %2)</source>
            <translation>Launch, helmsman and yardman +%1 (speed %2)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="33" />
            <source>Parts, canals and wagon cards in this row cost %1.</source>
            <translation>Parts, canals and wagon cards in this row cost %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="19" />
            <source>With two players it starts on 2; on the blank space everyone discards 2 blue and 2 green contracts.</source>
            <translation>With two players it starts on 2; on the blank space everyone discards 2 blue and 2 green contracts.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="23" />
            <source>With three players it starts on 3; on 2 and on the blank space everyone discards 1 blue and 1 green contract.</source>
            <translation>With three players it starts on 3; on 2 and on the blank space everyone discards 1 blue and 1 green contract.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="27" />
            <source>With four players it starts on 4; on 2 everyone discards 2 blue and 2 green contracts.</source>
            <translation>With four players it starts on 4; on 2 everyone discards 2 blue and 2 green contracts.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="34" />
            <source>Parts, canals and wagon cards in this row are free of charge.</source>
            <translation>Parts, canals and wagon cards in this row are free of charge.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="41" />
            <source>A wagon sells for (coins): coal %1, steel %2, wheat %3. Coal can be exchanged for a propeller or a funnel, steel for a soldier, a sail or a cannon, wheat for a captain, a merchant or a crane.</source>
            <translation>A wagon sells for (coins): coal %1, steel %2, wheat %3. Coal can be exchanged for a propeller or a funnel, steel for a soldier, a sail or a cannon, wheat for a captain, a merchant or a crane.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="46" />
            <source>Blank bow</source>
            <translation>Blank bow</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="47" />
            <source>Blank middle part</source>
            <translation>Blank middle part</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="48" />
            <source>Blank stern</source>
            <translation>Blank stern</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="60" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n coin</numerusform>
                <numerusform>%n coins</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="61" />
            <source>free of charge</source>
            <translation>free of charge</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="62" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="68" />
            <source>No canals yet: the first canal starts the system here.</source>
            <translation>No canals yet: the first canal starts the system here.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="70" />
            <source>contracts: %1</source>
            <translation>contracts: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="73" />
            <source>Speed %1 · %2 before sailing</source>
            <translation>Speed %1 · %2 before sailing</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="76" />
            <source>the canals allow %n move(s)</source>
            <translation>
                <numerusform>the canals allow %n move</numerusform>
                <numerusform>the canals allow %n moves</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="80" />
            <source>Last round</source>
            <translation>Last round</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="81" />
            <source>A deck of ship parts is exhausted: the game ends early. %1 plays the last regular turn, so that every player has had as many turns. Then each player keeps one blue and one green contract, and every player takes one final action.</source>
            <translation>A deck of ship parts is exhausted: the game ends early. %1 plays the last regular turn, so that every player has had as many turns. Then each player keeps one blue and one green contract, and every player takes one final action.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="89" />
            <source>Last lap</source>
            <translation>Last lap</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="90" />
            <source>The round counter stands on its last space: this lap is the last. %n regular turn(s) left, the one under way included; %1 plays the last of them, in which the lead card reaches the start space. When that turn ends, the counter reaches the end and every player takes one final action.</source>
            <translation>
                <numerusform>The round counter stands on its last space: this lap is the last. Its last regular turn is under way, played by %1, and in it the lead card reaches the start space. When that turn ends, the counter reaches the end and every player takes one final action.</numerusform>
                <numerusform>The round counter stands on its last space: this lap is the last. %n regular turns left, the one under way included; %1 plays the last of them, in which the lead card reaches the start space. When that turn ends, the counter reaches the end and every player takes one final action.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="101" />
            <source>%1. Choosing it now pays nothing.</source>
            <translation>%1. Choosing it now pays nothing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="103" />
            <source>%1 (%n figure(s))</source>
            <translation>
                <numerusform>%1 (%n figure)</numerusform>
                <numerusform>%1 (%n figures)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="104" />
            <source>%1. As a final action it may be chosen whatever figures stand on it; it pays no income.</source>
            <translation>%1. As a final action it may be chosen whatever figures stand on it; it pays no income.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="110" />
            <source>%1 · %2 · %3</source>
            <translation>%1 · %2 · %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="120" />
            <source>Canal · %1 · Officials: %2</source>
            <translation>Canal · %1 · Officials: %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="130" />
            <source>Goods wagon card · %1: %2</source>
            <translation>Goods wagon card · %1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="131" />
            <source>%1 · %n sector(s) ahead, %2</source>
            <translation>
                <numerusform>%1 · %n sector ahead, %2</numerusform>
                <numerusform>%1 · %n sectors ahead, %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="133" />
            <source>Taken with the action card %1: choose it on the action track first.</source>
            <translation>Taken with the action card %1: choose it on the action track first.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="135" />
            <source>%1 × %2 in the supply of %3</source>
            <translation>%1 × %2 in the supply of %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="136" />
            <source>Your boat: it never turns back; its stern shows where it came from.</source>
            <translation>Your boat: it never turns back; its stern shows where it came from.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="137" />
            <source>Boat of %1: it never turns back; its stern shows where it came from.</source>
            <translation>Boat of %1: it never turns back; its stern shows where it came from.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="146" />
            <source>Figure of %1 on %2: as a final action this card may still be chosen.</source>
            <translation>Figure of %1 on %2: as a final action this card may still be chosen.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="165" />
            <source>Employee oval · steps to this space: %1 (%2).</source>
            <translation>Employee oval · steps to this space: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="168" />
            <source>Goods wagon (%1): sold for %2 at the next exchange, or exchanged for one item of this row.</source>
            <translation>Goods wagon (%1): sold for %2 at the next exchange, or exchanged for one item of this row.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="197" />
            <source>%1 discarded face down</source>
            <translation>%1 discarded face down</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="201" />
            <source>Put it in slot %1 (%2).</source>
            <translation>Put it in slot %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="202" />
            <source>Rent it (%1; R, the wheel or a right click turns it).</source>
            <translation>Rent it (%1; R, the wheel or a right click turns it).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="203" />
            <source>Rent it (%1); the boat starts on this end.</source>
            <translation>Rent it (%1); the boat starts on this end.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="204" />
            <source>Move %n sector(s) (%1) and take: %2.</source>
            <translation>
                <numerusform>Move %n sector (%1) and take: %2.</numerusform>
                <numerusform>Move %n sectors (%1) and take: %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="205" />
            <source>Hire the %1 (%2).</source>
            <translation>Hire the %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="206" />
            <source>Buy this wagon card (%1).</source>
            <translation>Buy this wagon card (%1).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="209" />
            <source>Choose %1 (no income).</source>
            <translation>Choose %1 (no income).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="210" />
            <source>Choose %1 as the final action (no income).</source>
            <translation>Choose %1 as the final action (no income).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="212" />
            <source>Take this wagon card to the stock exchange, then choose the items for its wagons.</source>
            <translation>Take this wagon card to the stock exchange, then choose the items for its wagons.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="215" />
            <source>Sail the boat on to this space.</source>
            <translation>Sail the boat on to this space.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="219" />
            <source>%1: Space takes it for a wagon of this card.</source>
            <translation>%1: Space takes it for a wagon of this card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="220" />
            <source>%1, taken for a wagon of this card: Space puts it back.</source>
            <translation>%1, taken for a wagon of this card: Space puts it back.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="221" />
            <source>%1: the goods on this wagon card cannot be exchanged for it.</source>
            <translation>%1: the goods on this wagon card cannot be exchanged for it.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="222" />
            <source>%1 — Space marks it to be discarded.</source>
            <translation>%1 — Space marks it to be discarded.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="223" />
            <source>%1 — marked to be discarded: Space keeps it.</source>
            <translation>%1 — marked to be discarded: Space keeps it.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="227" />
            <source>Drag your figure onto a lit action card, or click the card. With two players your first card takes two of your figures: in later turns one of them moves on to your newer card.</source>
            <translation>Drag your figure onto a lit action card, or click the card. With two players your first card takes two of your figures: in later turns one of them moves on to your newer card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="232" />
            <source>Your last regular turn: the game ends early. Drag your figure onto a lit action card, or click the card.</source>
            <translation>Your last regular turn: the game ends early. Drag your figure onto a lit action card, or click the card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="236" />
            <source>Your last regular turn: this lap is the last, and then every player takes one final action. Drag your figure onto a lit action card, or click the card.</source>
            <translation>Your last regular turn: this lap is the last, and then every player takes one final action. Drag your figure onto a lit action card, or click the card.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="246" />
            <source>Drag a canal onto one of the lit rings: your boat starts on that end of it; R turns it.</source>
            <translation>Drag a canal onto one of the lit rings: your boat starts on that end of it; R turns it.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="258" />
            <source>Tab to the items to take for wagons of this card and press Space on each; the other wagons are sold. Then confirm.</source>
            <translation>Tab to the items to take for wagons of this card and press Space on each; the other wagons are sold. Then confirm.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="265" />
            <source>Drag items from your supply onto the lit mounts and cabins, then launch the ship. A ship with no captain, or faster than your canals reach, is dismantled.</source>
            <translation>Drag items from your supply onto the lit mounts and cabins, then launch the ship. A ship with no captain, or faster than your canals reach, is dismantled.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="284" />
            <source>%1 — dismantled: no captain aboard</source>
            <translation>%1 — dismantled: no captain aboard</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="285" />
            <source>%1 — dismantled: canals too short</source>
            <translation>%1 — dismantled: canals too short</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="286" />
            <source>Exchange %1 and sell the rest for %2</source>
            <translation>Exchange %1 and sell the rest for %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="287" />
            <source>Exchange %1 (nothing left to sell)</source>
            <translation>Exchange %1 (nothing left to sell)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="288" />
            <source>Sell all for %1</source>
            <translation>Sell all for %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="289" />
            <source>Discard the chosen contracts</source>
            <translation>Discard the chosen contracts</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="290" />
            <source>Buy no part</source>
            <translation>Buy no part</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="293" />
            <source>Ships (before sailing)</source>
            <translation>Ships (before sailing)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="294" />
            <source>Maiden voyages</source>
            <translation>Maiden voyages</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="295" />
            <source>Blue contract</source>
            <translation>Blue contract</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="296" />
            <source>Green contract</source>
            <translation>Green contract</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="297" />
            <source>Merchant employees</source>
            <translation>Merchant employees</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="298" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="299" />
            <source>Coins (tie-break)</source>
            <translation>Coins (tie-break)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="305" />
            <source>2 points for each merchant in your fleet beyond the first.</source>
            <translation>2 points for each merchant in your fleet beyond the first.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="306" />
            <source>6 points for each ship with a sail, a funnel and a propeller.</source>
            <translation>6 points for each ship with a sail, a funnel and a propeller.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="307" />
            <source>2 points for each soldier in your fleet beyond the first.</source>
            <translation>2 points for each soldier in your fleet beyond the first.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="308" />
            <source>8 points for each ship with a merchant, a soldier, a crane and a cannon.</source>
            <translation>8 points for each ship with a merchant, a soldier, a crane and a cannon.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="311" />
            <source>3 points for each pair of sails on one ship.</source>
            <translation>3 points for each pair of sails on one ship.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="312" />
            <source>3 points for each officer (a captain beyond the first on a ship).</source>
            <translation>3 points for each officer (a captain beyond the first on a ship).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="317" />
            <source>3 points for each pair of funnels on one ship.</source>
            <translation>3 points for each pair of funnels on one ship.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="318" />
            <source>3 points for each propeller in your fleet.</source>
            <translation>3 points for each propeller in your fleet.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="319" />
            <source>4 points for each used canal.</source>
            <translation>4 points for each used canal.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="320" />
            <source>Points for the lifebuoys in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Points for the lifebuoys in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="324" />
            <source>Points for ships of exactly 5 parts: 3, 8, 15, 22, 30 for 1 to 5 ships.</source>
            <translation>Points for ships of exactly 5 parts: 3, 8, 15, 22, 30 for 1 to 5 ships.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="331" />
            <source>Points for the lanterns in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Points for the lanterns in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="334" />
            <source>Points for ships of exactly 6 parts: 4, 10, 18, 26 for 1 to 4 ships.</source>
            <translation>Points for ships of exactly 6 parts: 4, 10, 18, 26 for 1 to 4 ships.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="335" />
            <source>1 point for each of your first four employees, 2 for each further one.</source>
            <translation>1 point for each of your first four employees, 2 for each further one.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="338" />
            <source>Points for the lifeboats in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Points for the lifeboats in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="342" />
            <source>Points for ships of 7 or more parts: 6, 14, 22, 30 for 1 to 4 ships.</source>
            <translation>Points for ships of 7 or more parts: 6, 14, 22, 30 for 1 to 4 ships.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="343" />
            <source>2 points for each blue, yellow or orange employee.</source>
            <translation>2 points for each blue, yellow or orange employee.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="344" />
            <source>Points for the ships in your fleet: 1, 3, 6, 10, 14, 18, 22, 26 for 1 to 8 ships.</source>
            <translation>Points for the ships in your fleet: 1, 3, 6, 10, 14, 18, 22, 26 for 1 to 8 ships.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="347" />
            <source>5 points for each ship with a lifebuoy, a lifeboat and a lantern.</source>
            <translation>5 points for each ship with a lifebuoy, a lifeboat and a lantern.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="348" />
            <source>Points for the different kinds of employees (brown, green, orange level 1, orange level 2, blue, yellow): 1, 3, 6, 10, 14, 18.</source>
            <translation>Points for the different kinds of employees (brown, green, orange level 1, orange level 2, blue, yellow): 1, 3, 6, 10, 14, 18.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="354" />
            <source>Contract %1 (%2 now): %3</source>
            <translation>Contract %1 (%2 now): %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="355" />
            <location filename="../desktop/shipyard/texts.py" line="380" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="356" />
            <location filename="../desktop/shipyard/texts.py" line="378" />
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="358" />
            <source>Engineer: one more %1 with every Equipment Production.</source>
            <translation>Engineer: one more %1 with every Equipment Production.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="359" />
            <source>Recruiter: one more %1 with every Crew Recruitment.</source>
            <translation>Recruiter: one more %1 with every Crew Recruitment.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="360" />
            <source>Merchant (%1, level %2): 1 coin more for every %1 wagon sold; points at the end: %3.</source>
            <translation>Merchant (%1, level %2): 1 coin more for every %1 wagon sold; points at the end: %3.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="366" />
            <source>Helmsman: +1 speed on a maiden voyage, if you wish.</source>
            <translation>Helmsman: +1 speed on a maiden voyage, if you wish.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="367" />
            <source>Yardman: +1 speed for each pair of sails on the ship, if you wish.</source>
            <translation>Yardman: +1 speed for each pair of sails on the ship, if you wish.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="368" />
            <source>Accountant: two more free sectors on the equipment and crew circles.</source>
            <translation>Accountant: two more free sectors on the equipment and crew circles.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="371" />
            <source>Foreman: three more free steps on the employee oval.</source>
            <translation>Foreman: three more free steps on the employee oval.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="373" />
            <source>crew members</source>
            <translation>crew members</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="375" />
            <source>Card colour: %1.</source>
            <translation>Card colour: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="377" />
            <source>brown</source>
            <translation>brown</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="379" />
            <source>orange</source>
            <translation>orange</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="381" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="385" />
            <source>Your fleet: %n ship(s)</source>
            <translation>
                <numerusform>Your fleet: %n ship</numerusform>
                <numerusform>Your fleet: %n ships</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="386" />
            <source>Fleet of %1: %n ship(s)</source>
            <translation>
                <numerusform>Fleet of %1: %n ship</numerusform>
                <numerusform>Fleet of %1: %n ships</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="387" />
            <source>No ship has sailed yet.</source>
            <translation>No ship has sailed yet.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="389" />
            <source>Ship %1 · %2 · speed %3 · %4</source>
            <translation>Ship %1 · %2 · speed %3 · %4</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="390" />
            <source>%n part(s)</source>
            <translation>
                <numerusform>%n part</numerusform>
                <numerusform>%n parts</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="391" />
            <source>lifebuoys %1 · lifeboats %2 · lanterns %3</source>
            <translation>lifebuoys %1 · lifeboats %2 · lanterns %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="392" />
            <source>Surcharge when hired: %n coin(s).</source>
            <translation>
                <numerusform>Surcharge when hired: %n coin.</numerusform>
                <numerusform>Surcharge when hired: %n coins.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShipyardCompanion</name>
        <message numerus="yes">
            <location filename="../desktop/shipyard/companion.py" line="34" />
            <source>Each player: a shipyard board, the score marker on 0, the boat figure, %n action figure(s), a goods wagon card with one of each good, %1 coins, %2 blue and %3 green contracts dealt face down.</source>
            <translation>
                <numerusform>Each player: a shipyard board, the score marker on 0, the boat figure, %n action figure, a goods wagon card with one of each good, %1 coins, %2 blue and %3 green contracts dealt face down.</numerusform>
                <numerusform>Each player: a shipyard board, the score marker on 0, the boat figure, %n action figures, a goods wagon card with one of each good, %1 coins, %2 blue and %3 green contracts dealt face down.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="171" />
            <source>Ship parts: three decks by their backs (bows, middle parts, sterns), each shuffled; the two middle decks are one, the larger laid on the smaller. Each deck face down on its place.</source>
            <translation>Ship parts: three decks by their backs (bows, middle parts, sterns), each shuffled; the two middle decks are one, the larger laid on the smaller. Each deck face down on its place.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="174" />
            <source>Face up below their decks: %1 middle parts, %2 bows and %3 sterns.</source>
            <translation>Face up below their decks: %1 middle parts, %2 bows and %3 sterns.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="179" />
            <source>Wagon cards and canals: each deck shuffled face down, %1 wagon cards and %2 canals face up below it.</source>
            <translation>Wagon cards and canals: each deck shuffled face down, %1 wagon cards and %2 canals face up below it.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="183" />
            <source>Equipment, crew and coins in the bank.</source>
            <translation>Equipment, crew and coins in the bank.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="186" />
            <source>The main board</source>
            <translation>The main board</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="189" />
            <source>The round counter starts on %1.</source>
            <translation>The round counter starts on %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="190" />
            <source>Deck B of the employees lies face up on the identical cards of deck A.</source>
            <translation>Deck B of the employees lies face up on the identical cards of deck A.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="192" />
            <source>Deck B of the employees stays in the box: only deck A is used.</source>
            <translation>Deck B of the employees stays in the box: only deck A is used.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="193" />
            <source>The Subsidy card stays in the box: it is used with four players only.</source>
            <translation>The Subsidy card stays in the box: it is used with four players only.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="194" />
            <source>Action track</source>
            <translation>Action track</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="195" />
            <source>%1 on the start space; behind it, in this order: %2.</source>
            <translation>%1 on the start space; behind it, in this order: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="198" />
            <source>Equipment circle: the marker on the “%1” sector. Crew circle: the marker on the “%2” sector.</source>
            <translation>Equipment circle: the marker on the “%1” sector. Crew circle: the marker on the “%2” sector.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="201" />
            <source>Employees on the oval (◆ the marker)</source>
            <translation>Employees on the oval (◆ the marker)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="203" />
            <source>Start player: %1</source>
            <translation>Start player: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="204" />
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="232" />
            <source>With two players each merchant card is in the game only once: deck B stays in the box.</source>
            <translation>With two players each merchant card is in the game only once: deck B stays in the box.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="234" />
            <source>Each merchant card is in the game only twice.</source>
            <translation>Each merchant card is in the game only twice.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="239" />
            <source>A level 2 merchant needs the level 1 merchant of the same goods.</source>
            <translation>A level 2 merchant needs the level 1 merchant of the same goods.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="288" />
            <source>Start a new session? The final scores of this one are cleared and the set-up is dealt anew. The names, the number of players and the first game box stay.</source>
            <translation>Start a new session? The final scores of this one are cleared and the set-up is dealt anew. The names, the number of players and the first game box stay.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="293" />
            <source>Set-up</source>
            <translation>Set-up</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="294" />
            <source>Final score</source>
            <translation>Final score</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="295" />
            <source>First game: one engineer or recruiter on each oval space</source>
            <translation>First game: one engineer or recruiter on each oval space</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="296" />
            <source>Deal again</source>
            <translation>Deal again</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="297" />
            <location filename="../desktop/shipyard/companion.py" line="298" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Blue contract</source>
            <translation>Blue contract</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Green contract</source>
            <translation>Green contract</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Score track</source>
            <translation>Score track</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="302" />
            <source>Merchants</source>
            <translation>Merchants</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="304" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="304" />
            <source>Coins (tie-break)</source>
            <translation>Coins (tie-break)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="309" />
            <source>Merchant employee for these goods and this level</source>
            <translation>Merchant employee for these goods and this level</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../desktop/start_page.py" line="614" />
            <source>Board games around one computer: play against bots or pass it round the table.</source>
            <translation>Board games around one computer: play against bots or pass it round the table.</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="615" />
            <source>At the table: dice, hourglass, score pads…</source>
            <translation>At the table: dice, hourglass, score pads…</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="616" />
            <source>Helpers for playing the cardboard games at a real table</source>
            <translation>Helpers for playing the cardboard games at a real table</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="617" />
            <source>Finished games…</source>
            <translation>Finished games…</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="620" />
            <source>Your finished games with their points and winners: watch any of them again, move by move, or play one again</source>
            <translation>Your finished games with their points and winners: watch any of them again, move by move, or play one again</translation>
        </message>
    </context>
    <context>
        <name>Stortebeker</name>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="10" />
            <source>water</source>
            <translation>water</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="11" />
            <source>beans</source>
            <translation>beans</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="12" />
            <source>biscuits</source>
            <translation>biscuits</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="13" />
            <source>meat</source>
            <translation>meat</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="14" />
            <source>rum</source>
            <translation>rum</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="15" />
            <source>bananas</source>
            <translation>bananas</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="18" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="19" />
            <source>black</source>
            <translation>black</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="20" />
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="21" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="22" />
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="26" />
            <source>Extended rules (all of E1–E4, and E5 with two players)</source>
            <translation>Extended rules (all of E1–E4, and E5 with two players)</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="27" />
            <source>E1: colour bonus for three ships of a colour</source>
            <translation>E1: colour bonus for three ships of a colour</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="28" />
            <source>E2: three harbour ships face up</source>
            <translation>E2: three harbour ships face up</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="29" />
            <source>E3: a failed attack ends the boarding</source>
            <translation>E3: a failed attack ends the boarding</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="30" />
            <source>E4: a ship lost to a counter-attack ends the boarding</source>
            <translation>E4: a ship lost to a counter-attack ends the boarding</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="31" />
            <source>E5: three ships at sea (two players)</source>
            <translation>E5: three ships at sea (two players)</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="32" />
            <source>Strict exchange: discard 2 pick 1, discard 3 pick 2</source>
            <translation>Strict exchange: discard 2 pick 1, discard 3 pick 2</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="33" />
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="34" />
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="35" />
            <source>The short sea (E5) is for two players only.</source>
            <translation>The short sea (E5) is for two players only.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="36" />
            <source>Switched on by the extended rules.</source>
            <translation>Switched on by the extended rules.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="37" />
            <source>Only with two players.</source>
            <translation>Only with two players.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="40" />
            <source>{player} lays {what} at the {ship}.</source>
            <translation>{player} lays {what} at the {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="41" />
            <source>{player} lays a pirate face down at the {ship}.</source>
            <translation>{player} lays a pirate face down at the {ship}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="42" />
            <source>{player} discards %n card(s) to exchange them.</source>
            <translation>
                <numerusform>{player} discards %n card to exchange it.</numerusform>
                <numerusform>{player} discards %n cards to exchange them.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="43" />
            <source>{player} picks {what} from the discard pile.</source>
            <translation>{player} picks {what} from the discard pile.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="44" />
            <source>{player} fires the cannons at the {ship}.</source>
            <translation>{player} fires the cannons at the {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="45" />
            <source>The colour dice show {first} and {second}.</source>
            <translation>The colour dice show {first} and {second}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="46" />
            <source>No opponent has {what} there: the shot misses.</source>
            <translation>No opponent has {what} there: the shot misses.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="47" />
            <source>No opponent has {what} there: both shots miss.</source>
            <translation>No opponent has {what} there: both shots miss.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="48" />
            <source>{player} shoots {what} away from {player2} and lays it at the ship.</source>
            <translation>{player} shoots {what} away from {player2} and lays it at the ship.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="49" />
            <source>{player} shoots {what} away from {player2}; it is discarded.</source>
            <translation>{player} shoots {what} away from {player2}; it is discarded.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="50" />
            <source>{player} must discard %n pirate(s) at the {ship} (too few provisions).</source>
            <translation>
                <numerusform>{player} must discard %n pirate at the {ship} (too few provisions).</numerusform>
                <numerusform>{player} must discard %n pirates at the {ship} (too few provisions).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="51" />
            <source>{player} turns up %n pirate(s) at the {ship}: {pirates}.</source>
            <translation>
                <numerusform>{player} turns up %n pirate at the {ship}: {pirates}.</numerusform>
                <numerusform>{player} turns up %n pirates at the {ship}: {pirates}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="56" />
            <source>The boarding succeeds.</source>
            <translation>The boarding succeeds.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="57" />
            <source>The boarding fails.</source>
            <translation>The boarding fails.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="60" />
            <source>{player} loses {what} at the {ship}.</source>
            <translation>{player} loses {what} at the {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="61" />
            <source>{player} has no card of those colours at the {ship}: nothing is lost.</source>
            <translation>{player} has no card of those colours at the {ship}: nothing is lost.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="69" />
            <source>{player} cannot counter-attack: %n provision card(s) missing at the ship, and a counter-attack lays at most 3.</source>
            <translation>
                <numerusform>{player} cannot counter-attack: %n provision card missing at the ship, and a counter-attack lays at most 3.</numerusform>
                <numerusform>{player} cannot counter-attack: %n provision cards missing at the ship, and a counter-attack lays at most 3.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="73" />
            <source>{player} cannot counter-attack: %n provision card(s) missing at the ship, more than their hand holds.</source>
            <translation>
                <numerusform>{player} cannot counter-attack: %n provision card missing at the ship, more than their hand holds.</numerusform>
                <numerusform>{player} cannot counter-attack: %n provision cards missing at the ship, more than their hand holds.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="79" />
            <source>The harbour is empty: the game ends with the round in which the next ship is captured.</source>
            <translation>The harbour is empty: the game ends with the round in which the next ship is captured.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="82" />
            <source>The first ship captured after the harbour emptied: the game ends with this round.</source>
            <translation>The first ship captured after the harbour emptied: the game ends with this round.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="94" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="114" />
            <source>Firing is the last card of a turn: play the turn's other cards first.</source>
            <translation>Firing is the last card of a turn: play the turn's other cards first.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="117" />
            <source>You may not take back a card you have just discarded.</source>
            <translation>You may not take back a card you have just discarded.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="118" />
            <source>That card is not in the discard pile.</source>
            <translation>That card is not in the discard pile.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="161" />
            <source>The last move drew cards or rolled the dice: it cannot be taken back.</source>
            <translation>The last move drew cards or rolled the dice: it cannot be taken back.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="52" />
            <source>{player} boards the {ship}: dice {first} + {second}, strength {strength}: {total} against defence {defence}.</source>
            <translation>{player} boards the {ship}: dice {first} + {second}, strength {strength}: {total} against defence {defence}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="58" />
            <source>{player}'s counter-attack beats the best so far.</source>
            <translation>{player}'s counter-attack beats the best so far.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="59" />
            <source>{player}'s counter-attack fails: it had to beat {best}.</source>
            <translation>{player}'s counter-attack fails: it had to beat {best}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="64" />
            <source>{player} counter-attacks: dice {first} + {second}, strength {strength}: {total} against {best}.</source>
            <translation>{player} counter-attacks: dice {first} + {second}, strength {strength}: {total} against {best}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="67" />
            <source>{player} does not counter-attack.</source>
            <translation>{player} does not counter-attack.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="77" />
            <source>{player} captures the {ship} ({points} points).</source>
            <translation>{player} captures the {ship}: {points} points.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="78" />
            <source>The {ship} sails out of the harbour.</source>
            <translation>The {ship} sails out of the harbour.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="85" />
            <source>Extended rules (E3): after a failed boarding {player} boards no other ship this turn.</source>
            <translation>Extended rules (E3): after a failed boarding {player} boards no other ship this turn.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="88" />
            <source>Extended rules (E4): the ship went to a counter-attack, so {player} boards no other ship this turn.</source>
            <translation>Extended rules (E4): the ship went to a counter-attack, so {player} boards no other ship this turn.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="91" />
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>The discard pile is shuffled into a new draw pile.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="92" />
            <source>{player} draws %n card(s).</source>
            <translation>
                <numerusform>{player} draws %n card.</numerusform>
                <numerusform>{player} draws %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="93" />
            <source>{player} gets a colour bonus (E1) for %n {colour} ship(s): {points}.</source>
            <translation>
                <numerusform>{player} gets a colour bonus (E1) for %n {colour} ship: {points}.</numerusform>
                <numerusform>{player} gets a colour bonus (E1) for %n {colour} ships: {points}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="95" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="96" />
            <source>{colour} ship of {points}</source>
            <translation>{colour} {points}-point ship</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="98" />
            <source>{colour} ship of {points} ({wants})</source>
            <translation>{colour} {points}-point ship ({wants})</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="99" />
            <source>a pirate of {value}</source>
            <translation>a pirate of {value}</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="100" />
            <source>{type}</source>
            <translation>{type}</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="101" />
            <source>{type} with a pirate symbol</source>
            <translation>{type} with a pirate symbol</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="104" />
            <source>That is not possible now.</source>
            <translation>That is not possible now.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="105" />
            <source>That card is not in your hand.</source>
            <translation>That card is not in your hand.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="106" />
            <source>That ship is not at sea.</source>
            <translation>That ship is not at sea.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="107" />
            <source>That ship needs no {type}.</source>
            <translation>That ship needs no {type}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="108" />
            <source>You already have all the {type} that ship needs.</source>
            <translation>You already have all the {type} that ship needs.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="109" />
            <source>Crew limit: no more pirates than provision cards on your side of a ship.</source>
            <translation>Crew limit: no more pirates than provision cards on your side of a ship.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="112" />
            <source>Cards are laid out first, then exchanged, then fired.</source>
            <translation>Cards are laid out first, then exchanged, then fired.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="113" />
            <source>Those cards could not finish a legal turn of exactly %n card(s).</source>
            <translation>
                <numerusform>Those cards could not finish a legal turn of exactly %n card.</numerusform>
                <numerusform>Those cards could not finish a legal turn of exactly %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="115" />
            <source>An exchange discards 2 or 3 cards.</source>
            <translation>An exchange discards 2 or 3 cards.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="119" />
            <source>You can fire only at a ship where you have a provision card.</source>
            <translation>You can fire only at a ship where you have a provision card.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="120" />
            <source>Take a provision card of the die's colour from an opponent at the target ship.</source>
            <translation>Take a provision card of the die's colour from an opponent at the target ship.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="123" />
            <source>Nobody may board in the first round.</source>
            <translation>Nobody may board in the first round.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="124" />
            <source>Your provisions at that ship are not complete.</source>
            <translation>Your provisions at that ship are not complete.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="125" />
            <source>You have already attacked that ship this turn.</source>
            <translation>You have already attacked that ship this turn.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="126" />
            <source>Your boarding is over for this turn.</source>
            <translation>Your boarding is over for this turn.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="127" />
            <source>Lay exactly the missing provision cards from your hand (at most three).</source>
            <translation>Lay exactly the missing provision cards from your hand (at most three).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="132" />
            <source>Ships captured</source>
            <translation>Ships captured</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="133" />
            <source>Points of the ships</source>
            <translation>Points of the ships</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="134" />
            <source>Colour bonus</source>
            <translation>Colour bonus</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="135" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="138" />
            <source>The rulebook's extended rules at once: E1 to E4, and E5 with two players.</source>
            <translation>The rulebook's extended rules at once: E1 to E4, and E5 with two players.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="141" />
            <source>At the end, three or more ships of a colour add the points of your best ship of that colour once more.</source>
            <translation>At the end, three or more ships of a colour add the points of your best ship of that colour once more.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="145" />
            <source>The next three ships of the harbour lie face up, not only the top one.</source>
            <translation>The next three ships of the harbour lie face up, not only the top one.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="148" />
            <source>After a failed attack you may not attack another ship this turn.</source>
            <translation>After a failed attack you may not attack another ship this turn.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="151" />
            <source>When a counter-attack takes the ship you boarded, you may not attack another ship this turn.</source>
            <translation>When a counter-attack takes the ship you boarded, you may not attack another ship this turn.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="154" />
            <source>With two players only three ships lie at sea instead of four.</source>
            <translation>With two players only three ships lie at sea instead of four.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="155" />
            <source>Not in the rulebook: after discarding 2 cards pick at most 1, after discarding 3 at most 2.</source>
            <translation>Not in the rulebook: after discarding 2 cards pick at most 1, after discarding 3 at most 2.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="164" />
            <source>Equal points: more ships taken decide ({won} to {other}).</source>
            <translation>Equal points: more ships taken decide ({won} to {other}).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="165" />
            <source>Equal points and as many ships taken: the victory is shared.</source>
            <translation>Equal points and as many ships taken: the victory is shared.</translation>
        </message>
    </context>
    <context>
        <name>StortebekerBoard</name>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="7" />
            <source>Harbour: %n ship(s)</source>
            <translation>
                <numerusform>Harbour: %n ship</numerusform>
                <numerusform>Harbour: %n ships</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="8" />
            <source>Ships sail out of the harbour in this order. When the harbour is empty, the next capture ends the game after the round.</source>
            <translation>Ships sail out of the harbour in this order. When the harbour is empty, the next capture ends the game after the round.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="13" />
            <source>last round</source>
            <translation>last round</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="14" />
            <source>A ship was captured after the harbour emptied: the game ends after the turn of %1.</source>
            <translation>A ship was captured after the harbour emptied: the game ends after the turn of %1.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="17" />
            <source>Draw pile: %1</source>
            <translation>Draw pile: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="18" />
            <source>Discard pile (face up): %1</source>
            <translation>Discard pile (face up): %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="19" />
            <source>The discard pile is open to everyone. Drag cards here to exchange them, then pick from it.</source>
            <translation>The discard pile is open to everyone. Drag cards here to exchange them, then pick from it.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="22" />
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="23" />
            <source>Score track</source>
            <translation>Score track</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="24" />
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n point</numerusform>
                <numerusform>%1: %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="25" />
            <source>%1 ship: %2 points, defence %3. It needs: %4.</source>
            <translation>%1 ship: %2 points, defence %3. It needs: %4.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="26" />
            <source>%1 at this ship</source>
            <translation>%1 at this ship</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="27" />
            <source>strength %1</source>
            <translation>strength %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="28" />
            <source>%n pirate(s) face down</source>
            <translation>
                <numerusform>%n pirate face down</numerusform>
                <numerusform>%n pirates face down</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="29" />
            <source>still missing: %1</source>
            <translation>still missing: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="30" />
            <source>provisions complete</source>
            <translation>provisions complete</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="31" />
            <source>Pirate of %1: crew, laid face down; no more pirates than provisions at a ship.</source>
            <translation>Pirate of %1: crew, laid face down; no more pirates than provisions at a ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="34" />
            <source>%1: a provision card.</source>
            <translation>%1: a provision card.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="35" />
            <source>%1 with a pirate symbol: a provision that adds 1 to your strength.</source>
            <translation>%1 with a pirate symbol: a provision that adds 1 to your strength.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="38" />
            <source>%1 with a pirate symbol (+1)</source>
            <translation>%1 with a pirate symbol (+1)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="39" />
            <source>Your hand</source>
            <translation>Your hand</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="40" />
            <source>Hand of %1</source>
            <translation>Hand of %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="41" />
            <source>This turn: %1 of %2 cards played (laid %3, exchanged %4, fired %5)</source>
            <translation>This turn: %1 of %2 cards played (laid %3, exchanged %4, fired %5)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="42" />
            <source>To discard for an exchange (click to take back)</source>
            <translation>To discard for an exchange (click to take back)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="43" />
            <source>%1 — set aside for the exchange: Space or Enter takes it back into your hand.</source>
            <translation>%1 — set aside for the exchange: Space or Enter takes it back into your hand.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="46" />
            <source>Picked: they join the hand after the turn</source>
            <translation>Picked: they join the hand after the turn</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="47" />
            <source>%1 · points %2 · ships %3 · cards in hand %4</source>
            <translation>%1 · points %2 · ships %3 · cards in hand %4</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="48" />
            <source>to play</source>
            <translation>to play</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="49" />
            <source>Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points at the end).</source>
            <translation>
                <numerusform>Colour bonus (E1): %n %1 ship (+%2 points at the end).</numerusform>
                <numerusform>Colour bonus (E1): %n %1 ships (+%2 points at the end).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="52" />
            <source>Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points).</source>
            <translation>
                <numerusform>Colour bonus (E1): %n %1 ship (+%2 points).</numerusform>
                <numerusform>Colour bonus (E1): %n %1 ships (+%2 points).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="53" />
            <source>The cannons fire at this ship.</source>
            <translation>The cannons fire at this ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="54" />
            <source>To beat: %1 (%2)</source>
            <translation>To beat: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="55" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="56" />
            <source>At the end of your turn you draw back up to the hand size (%1). An empty draw pile is refilled by shuffling the discard pile.</source>
            <translation>At the end of your turn you draw back up to the hand size (%1). An empty draw pile is refilled by shuffling the discard pile.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="61" />
            <source>A score above 44 goes round the track again; the true total stands beside each player's name.</source>
            <translation>A score above 44 goes round the track again; the true total stands beside each player's name.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="64" />
            <source>Nothing rolled yet.</source>
            <translation>Nothing rolled yet.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="65" />
            <source>Colour dice: %1 and %2</source>
            <translation>Colour dice: %1 and %2</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="66" />
            <source>Cannons: each die shoots away an opponent's provision card of its colour at the target ship; a colour no opponent has there misses. A failed attack: each die costs the attacker one of his own cards of its colour there.</source>
            <translation>Cannons: each die shoots away an opponent's provision card of its colour at the target ship; a colour no opponent has there misses. A failed attack: each die costs the attacker one of their own cards of its colour there.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="72" />
            <source>Number dice: %1 + %2 = %3</source>
            <translation>Number dice: %1 + %2 = %3</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="73" />
            <source>Boarding: dice + strength at least the ship's defence captures it; a counter-attack must beat the best value so far.</source>
            <translation>Boarding: dice + strength at least the ship's defence captures it; a counter-attack must beat the best value so far.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="78" />
            <source>Cutlass: drag it onto a lit ship (or click the ship) to board it.</source>
            <translation>Cutlass: drag it onto a lit ship (or click the ship) to board it.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="79" />
            <source>Cannonball: the die shows %1. Drag it onto an opponent's %1 at the target ship (or click the card) to shoot it away. It goes to your side if it fits there, otherwise to the discard pile.</source>
            <translation>Cannonball: the die shows %1. Drag it onto an opponent's %1 at the target ship (or click the card) to shoot it away. It goes to your side if it fits there, otherwise to the discard pile.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="86" />
            <source>Lay it at this ship.</source>
            <translation>Lay it at this ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="87" />
            <source>Discard it and fire the cannons at this ship.</source>
            <translation>Discard it and fire the cannons at this ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="88" />
            <source>Put it aside for an exchange (2 or 3 cards).</source>
            <translation>Put it aside for an exchange (2 or 3 cards).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="89" />
            <source>Pick this card.</source>
            <translation>Pick this card.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="90" />
            <source>Shoot this card away.</source>
            <translation>Shoot this card away.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="91" />
            <source>Board this ship: dice + strength %1 against defence %2.</source>
            <translation>Board this ship: dice + strength %1 against defence %2.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="92" />
            <source>This card cannot be played now.</source>
            <translation>This card cannot be played now.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="95" />
            <source>%1 of %2 (%3)</source>
            <translation>%1 of %2 (%3)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="98" />
            <source>Play %n more card(s): drag %1.</source>
            <translation>
                <numerusform>Play %n more card: drag %1.</numerusform>
                <numerusform>Play %n more cards: drag %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="100" />
            <source>Play %n card(s): drag %1.</source>
            <translation>
                <numerusform>Play %n card: drag %1.</numerusform>
                <numerusform>Play %n cards: drag %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="103" />
            <source>%n card(s) set aside for an exchange: discard them with the button, set aside one more, or click one to take it back.</source>
            <translation>
                <numerusform>%n card set aside for an exchange: discard it with the button, set aside one more, or click it to take it back.</numerusform>
                <numerusform>%n cards set aside for an exchange: discard them with the button, set aside one more, or click one to take it back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="108" />
            <source>%n card(s) set aside for an exchange: discard them with the button, or click one to take it back.</source>
            <translation>
                <numerusform>%n card set aside for an exchange: discard it with the button, or click it to take it back.</numerusform>
                <numerusform>%n cards set aside for an exchange: discard them with the button, or click one to take it back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="112" />
            <source>%n card(s) set aside for an exchange: set aside more, or click one to take it back.</source>
            <translation>
                <numerusform>%n card set aside for an exchange: set aside more, or click it to take it back.</numerusform>
                <numerusform>%n cards set aside for an exchange: set aside more, or click one to take it back.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="116" />
            <source>An exchange takes %1 cards now.</source>
            <translation>An exchange takes %1 cards now.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="118" />
            <source>%n card(s) make an exchange only after you lay a card out: lay one first, or set aside one more.</source>
            <translation>
                <numerusform>%n card makes an exchange only after you lay a card out: lay one first, or set aside one more.</numerusform>
                <numerusform>%n cards make an exchange only after you lay a card out: lay one first, or set aside one more.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="122" />
            <source>%1 or %2</source>
            <translation>%1 or %2</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="123" />
            <source>onto your side of a ship to lay out</source>
            <translation>onto your side of a ship to lay out</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="124" />
            <source>onto the discard pile to exchange</source>
            <translation>onto the discard pile to exchange</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="125" />
            <source>onto a ship to fire</source>
            <translation>onto a ship to fire</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="126" />
            <source>Pick up to %n card(s) from the discard pile (click them), or pick no more.</source>
            <translation>
                <numerusform>Pick up to %n card from the discard pile (click it), or pick no more.</numerusform>
                <numerusform>Pick up to %n cards from the discard pile (click them), or pick no more.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="129" />
            <source>The die shows %1: click an opponent's %1 at the target ship.</source>
            <translation>The die shows %1: click an opponent's %1 at the target ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="131" />
            <source>First of two shots: the die shows %1. Click an opponent's %1 at the target ship.</source>
            <translation>First of two shots: the die shows %1. Click an opponent's %1 at the target ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="134" />
            <source>Second shot: the die shows %1. Click an opponent's %1 at the target ship.</source>
            <translation>Second shot: the die shows %1. Click an opponent's %1 at the target ship.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="137" />
            <source>Click a lit ship (or drag the cutlass onto it) to board it, or stop.</source>
            <translation>Click a lit ship (or drag the cutlass onto it) to board it, or stop.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="138" />
            <source>%1 took the %2 with a total of %3: counter-attack (you must beat %3) or pass.</source>
            <translation>%1 took the %2 with a total of %3: counter-attack (you must beat %3) or pass.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="143" />
            <source>%1 took the %2 with a total of %3. Your hand cannot complete your provisions there: pass.</source>
            <translation>%1 took the %2 with a total of %3. Your hand cannot complete your provisions there: pass.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="146" />
            <source>Discard %n card(s) for an exchange</source>
            <translation>
                <numerusform>Discard %n card for an exchange</numerusform>
                <numerusform>Discard %n cards for an exchange</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="147" />
            <source>Pick no more</source>
            <translation>Pick no more</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="148" />
            <source>Stop boarding</source>
            <translation>Stop boarding</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="149" />
            <source>Counter-attack</source>
            <translation>Counter-attack</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="150" />
            <source>Counter-attack, laying %1</source>
            <translation>Counter-attack, laying %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="153" />
            <source>Counter-attack: strength %1</source>
            <translation>Counter-attack: strength %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="154" />
            <source>Strength %1</source>
            <translation>Strength %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="155" />
            <source>Strength %1 (☠ %2)</source>
            <translation>Strength %1 (☠ %2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="156" />
            <source>Strength %1 (☠ all)</source>
            <translation>Strength %1 (☠ all)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="157" />
            <source>Dice + strength %1 must beat %2.</source>
            <translation>Dice + strength %1 must beat %2.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="158" />
            <source>Do not counter-attack</source>
            <translation>Pass</translation>
        </message>
    </context>
    <context>
        <name>StortebekerCompanion</name>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="229" />
            <source>Write the points of each captured ship as whole numbers, e.g. 5 9.</source>
            <translation>Write the points of each captured ship as whole numbers, e.g. 5 9.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="233" />
            <source>A ship is worth at most %1 points: write the points of each captured ship apart, e.g. 5 9.</source>
            <translation>A ship is worth at most %1 points: write the points of each captured ship apart, e.g. 5 9.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="244" />
            <source>Only %1 ships are in play with %2 players.</source>
            <translation>Only %1 ships are in play with %2 players.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="238" />
            <source>Only %1 ships are in play with two players and three ships at sea (extended rule 5).</source>
            <translation>Only %1 ships are in play with two players and three ships at sea (extended rule 5).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="279" />
            <source>Shuffle the %1 ships face down. Ships at sea: %2. Harbour: %3 ships face down, the top one face up (three with the harbour preview, extended rule 2). Back to the box unseen: %4 ships.</source>
            <translation>Shuffle the %1 ships face down. Ships at sea: %2. Harbour: %3 ships face down, the top one face up (three with the harbour preview, extended rule 2). Back to the box unseen: %4 ships.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="359" />
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="360" />
            <source>Final score</source>
            <translation>Final score</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="361" />
            <source>Set-up</source>
            <translation>Set-up</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="362" />
            <source>Number dice (boarding, counter-attack)</source>
            <translation>Number dice (boarding, counter-attack)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="363" />
            <source>Colour dice (cannons, a failed attack)</source>
            <translation>Colour dice (cannons, a failed attack)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="364" />
            <location filename="../desktop/stortebeker/companion.py" line="365" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="366" />
            <source>Colour bonus (extended rule 1)</source>
            <translation>Colour bonus (extended rule 1)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="369" />
            <source>For each player and ship colour, write the points of the ships captured, e.g. 5 9. The values printed on your cards count. If your game has ships of a colour that has no column here, write them in the column of a colour nobody captured.</source>
            <translation>For each player and ship colour, write the points of the ships captured, e.g. 5 9. The values printed on your cards count. If your game has ships of a colour that has no column here, write them in the column of a colour nobody captured.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="378" />
            <source>Three ships at sea (extended rule 5, two players)</source>
            <translation>Three ships at sea (extended rule 5, two players)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="375" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="287" />
            <source>Shuffle the %1 action cards and deal %2 to each player; the rest is the face-down draw pile. The discard pile starts empty and lies face up: anyone may look through it.</source>
            <translation>Shuffle the %1 action cards and deal %2 to each player; the rest is the face-down draw pile. The discard pile starts empty and lies face up: anyone may look through it.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="293" />
            <source>Each player takes the two markers of his colour: the large one in front of him, so that everyone sees his colour, the small one on the ship of his colour on the score track.</source>
            <translation>Each player takes the two markers of his colour: the large one in front of him, so that everyone sees his colour, the small one on the ship of his colour on the score track.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="297" />
            <source>The player whose marker is highest on the score track starts (usually yellow); play goes clockwise. Nobody may board a ship in the first round.</source>
            <translation>The player whose marker is highest on the score track starts (usually yellow); play goes clockwise. Nobody may board a ship in the first round.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="302" />
            <source>Extended rules</source>
            <translation>Extended rules</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="304" />
            <source>Extended rule 1, the colour bonus, is counted at the end: tick it on the Final score tab.</source>
            <translation>Extended rule 1, the colour bonus, is counted at the end: tick it on the Final score tab.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="307" />
            <source>Extended rule 2: the top three harbour ships lie face up, in the order they will sail out.</source>
            <translation>Extended rule 2: the top three harbour ships lie face up, in the order they will sail out.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="310" />
            <source>Extended rules 3 and 4 change nothing in the set-up: a failed boarding (3), or a counter-attack that takes the ship just boarded (4), ends the player's boarding for that turn.</source>
            <translation>Extended rules 3 and 4 change nothing in the set-up: a failed boarding (3), or a counter-attack that takes the ship just boarded (4), ends the player's boarding for that turn.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="313" />
            <source>Extended rule 5, two players only: three ships at sea (the box above).</source>
            <translation>Extended rule 5, two players only: three ships at sea (the box above).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="354" />
            <source>Start a new session? The ships' points and the dice rolls of this one are cleared. The names, the number of players and the extended rules ticked (colour bonus, three ships at sea) stay.</source>
            <translation>Start a new session? The ships' points and the dice rolls of this one are cleared. The names, the number of players and the extended rules ticked (colour bonus, three ships at sea) stay.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="375" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
    </context>
    <context>
        <name>TableHourglass</name>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="235" />
            <source>The sand has run out on start: building is over.</source>
            <translation>The sand has run out on start: building is over.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="236" />
            <source>Building is over</source>
            <translation>Building is over</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="240" />
            <source>The sand has run out on 1. Only a player who has finished building (taken an order token) may turn the hourglass onto start.</source>
            <translation>The sand has run out on 1. Only a player who has finished building (taken an order token) may turn the hourglass onto start.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="244" />
            <source>Turn onto start (space bar)</source>
            <translation>Turn onto start (space bar)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="246" />
            <source>The sand has run out. Turn the hourglass when you are ready.</source>
            <translation>The sand has run out. Turn the hourglass when you are ready.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="247" />
            <source>Turn the hourglass (space bar)</source>
            <translation>Turn the hourglass (space bar)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="249" />
            <source>The sand is running.</source>
            <translation>The sand is running.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="250" />
            <source>Running…</source>
            <translation>Running…</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="252" />
            <source>Ready: the hourglass stands on 3.</source>
            <translation>Ready: the hourglass stands on 3.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="253" />
            <source>Start the hourglass (space bar)</source>
            <translation>Start the hourglass (space bar)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="258" />
            <source>Seconds of sand</source>
            <translation>Seconds of sand</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="259" />
            <source>Back to 3</source>
            <translation>Back to 3</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <location filename="../desktop/table_page.py" line="90" />
            <source>At the table</source>
            <translation>At the table</translation>
        </message>
        <message>
            <location filename="../desktop/table_page.py" line="91" />
            <source>Back to the games</source>
            <translation>Back to the games</translation>
        </message>
        <message>
            <location filename="../desktop/table_page.py" line="94" />
            <source>Playing the cardboard game? Pick it on the left: dice, the hourglass, score pads and set-ups, all offline. F11 fills the screen.</source>
            <translation>Playing the cardboard game? Pick it on the left: dice, the hourglass, score pads and set-ups, all offline. F11 fills the screen.</translation>
        </message>
    </context>
    <context>
        <name>TableScreen</name>
        <message>
            <location filename="../desktop/common/table_screen.py" line="119" />
            <source>Second screen – %1</source>
            <translation>Second screen – %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="120" />
            <source>The dice and the hourglass of the page on show appear here, large.</source>
            <translation>The dice and the hourglass of the page on show appear here, large.</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="122" />
            <source>Space bar: roll · F11: full screen · Esc: leave full screen</source>
            <translation>Space bar: roll · F11: full screen · Esc: leave full screen</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="124" />
            <source>Space bar: turn the hourglass · F11: full screen · Esc: leave full screen</source>
            <translation>Space bar: turn the hourglass · F11: full screen · Esc: leave full screen</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="126" />
            <source>Space bar: roll or turn · F11: full screen · Esc: leave full screen</source>
            <translation>Space bar: roll or turn · F11: full screen · Esc: leave full screen</translation>
        </message>
    </context>
    <context>
        <name>TradeDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="194" />
            <source>In your hand</source>
            <translation>In your hand</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="195" />
            <source>You give</source>
            <translation>You give</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="196" />
            <source>You get</source>
            <translation>You get</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="212" />
            <source>You give: %1</source>
            <translation>You give: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="213" />
            <source>You get: %1</source>
            <translation>You get: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="220" />
            <source>Everyone</source>
            <translation>Everyone</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="225" />
            <location filename="../desktop/catan/dialogs.py" line="227" />
            <source>Offer to</source>
            <translation>Offer to</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="234" />
            <source>Counter-offer</source>
            <translation>Counter-offer</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="234" />
            <source>Offer a trade</source>
            <translation>Offer a trade</translation>
        </message>
    </context>
    <context>
        <name>VictoryDialog</name>
        <message>
            <location filename="../desktop/end_screen.py" line="28" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="34" />
            <source>Winner: %1</source>
            <translation>Winner: %1</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="36" />
            <source>Shared victory: %1</source>
            <translation>Shared victory: %1</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="94" />
            <source>&amp;Close</source>
            <translation>&amp;Close</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="95" />
            <source>&amp;Play again</source>
            <translation>&amp;Play again</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="99" />
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="102" />
            <source>&amp;Watch the replay</source>
            <translation>&amp;Watch the replay</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="97" />
            <source>The same players and options, a new deal</source>
            <translation>The same players and options, a new deal</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="115" />
            <source>This game is kept: Finished games… on the start page shows it again.</source>
            <translation>This game is kept: Finished games… on the start page shows it again.</translation>
        </message>
    </context>
</TS>
