<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk_SK">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../desktop/dialogs/about.py" line="63" />
            <source>About Přístav</source>
            <translation>O aplikácii Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="64" />
            <source>Close</source>
            <translation>Zavrieť</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="65" />
            <source>About &amp;Qt</source>
            <translation>O &amp;Qt</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="81" />
            <source>Five board games on one computer: against bots, hot-seat with friends, or as a companion at a real table.</source>
            <translation>Päť stolových hier na jednom počítači: proti botom, s priateľmi pri jednom počítači alebo ako pomocník pri skutočnom stole.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="85" />
            <source>The games and their authors</source>
            <translation>Hry a ich autori</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="90" />
            <source>The games are the work of their authors and publishers. Přístav plays them by their printed rules; the rules pages (F1) say where it follows one edition or offers another as an option.</source>
            <translation>Hry sú dielom svojich autorov a vydavateľov. Přístav ich hrá podľa ich tlačených pravidiel; stránky pravidiel (F1) hovoria, kde sa drží jedného vydania a kde ponúka iné ako voľbu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="95" />
            <source>Your files</source>
            <translation>Vaše súbory</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="96" />
            <source>Autosaves and finished games:</source>
            <translation>Automatické uloženia a dohrané hry:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="97" />
            <source>Saved games:</source>
            <translation>Uložené hry:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="98" />
            <source>Settings:</source>
            <translation>Nastavenia:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="99" />
            <source>Built with</source>
            <translation>Postavené na</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../desktop/app.py" line="153" />
            <location filename="../desktop/common/i18n.py" line="73" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="20" />
            <source>Přístav cannot open its window: there is no display to show it on (%1). Start it on a desktop. Without a screen it can still draw a game into a picture: QT_QPA_PLATFORM=offscreen python -m desktop --game catan --screenshot game.png</source>
            <translation>Přístav nemôže otvoriť svoje okno: nie je displej, na ktorom by sa ukázalo (%1). Spustite ho na pracovnej ploche. Bez obrazovky vie hru aspoň nakresliť do obrázka: QT_QPA_PLATFORM=offscreen python -m desktop --game catan --screenshot hra.png</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="26" />
            <source>Přístav cannot open its window: Qt needs the system library libxcb-cursor0 (on Debian or Ubuntu: sudo apt install libxcb-cursor0).</source>
            <translation>Přístav nemôže otvoriť svoje okno: Qt potrebuje systémovú knižnicu libxcb-cursor0 (v Debiane alebo Ubuntu: sudo apt install libxcb-cursor0).</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="31" />
            <source>Přístav cannot open its window (its README lists the system libraries Qt needs). Qt says: %1</source>
            <translation>Přístav nemôže otvoriť svoje okno (jeho README uvádza systémové knižnice, ktoré Qt potrebuje). Qt hlási: %1</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="34" />
            <source>DISPLAY and WAYLAND_DISPLAY are not set</source>
            <translation>DISPLAY ani WAYLAND_DISPLAY nie sú nastavené</translation>
        </message>
    </context>
    <context>
        <name>BankDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="266" />
            <source>Trade with the bank</source>
            <translation>Obchod s bankou</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="268" />
            <source>Give to the bank, take from it:</source>
            <translation>Dáte banke, zoberiete si z nej:</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="288" />
            <source>The bank has run out of: %1.</source>
            <translation>Banke došli suroviny: %1.</translation>
        </message>
    </context>
    <context>
        <name>BoardScene</name>
        <message>
            <location filename="../desktop/common/board.py" line="173" />
            <source>%1 is playing.</source>
            <translation>Hrá %1.</translation>
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
            <translation>Miesto %1 z %2</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="151" />
            <source>%1 (place %2 of %3)</source>
            <translation>%1 (miesto %2 z %3)</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="170" />
            <source>%1 has only one possible move: it is played automatically.</source>
            <translation>%1 má jediný možný ťah: zahrá sa sám.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="476" />
            <source>This piece cannot go anywhere now.</source>
            <translation>Tento herný prvok teraz nemožno nikam presunúť.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="525" />
            <source>Drop it on one of the lit spaces.</source>
            <translation>Pustiť sa dá len na jedno zo zvýraznených miest.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="525" />
            <source>Click one of the lit spaces.</source>
            <translation>Kliknúť sa dá len na jedno zo zvýraznených miest.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="564" />
            <source>Choose a lit place with the arrow keys, then press Enter (Esc puts the piece back).</source>
            <translation>Šípkami vyberte zvýraznené miesto a stlačte Enter (Esc vráti prvok späť).</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="565" />
            <source>Click a lit space, or use the arrow keys and Enter.</source>
            <translation>Kliknite na zvýraznené políčko alebo použite šípky a Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="616" />
            <source>%1 — Space or Enter chooses it.</source>
            <translation>%1 — medzerník alebo Enter to zvolí.</translation>
        </message>
    </context>
    <context>
        <name>CardsDialog</name>
        <message numerus="yes">
            <location filename="../desktop/catan/dialogs.py" line="79" />
            <source>Discard %n card(s)</source>
            <translation>
                <numerusform>Vráťte %n kartu</numerusform>
                <numerusform>Vráťte %n karty</numerusform>
                <numerusform>Vráťte %n kariet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="80" />
            <source>Take two resource cards from the bank</source>
            <translation>Vezmite si z banky dve surovinové karty</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="97" />
            <source>of %1</source>
            <translation>z %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/dialogs.py" line="116" />
            <source>Choose exactly %n card(s).</source>
            <translation>
                <numerusform>Vyberte presne %n kartu.</numerusform>
                <numerusform>Vyberte presne %n karty.</numerusform>
                <numerusform>Vyberte presne %n kariet.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Catan</name>
        <message>
            <location filename="../engine/catan/layouts.py" line="16" />
            <source>The board is not valid: {reason}</source>
            <translation>Herný plán nie je platný: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="17" />
            <source>the file is not JSON</source>
            <translation>súbor nie je vo formáte JSON</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="18" />
            <source>it needs a list of hexes and a list of harbours</source>
            <translation>chýba zoznam šesťuholníkov a zoznam prístavov</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="19" />
            <source>it has {count} land hexes instead of 19</source>
            <translation>má {count} šesťuholníkov zeme namiesto 19</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="20" />
            <source>each hex needs a terrain and a number</source>
            <translation>každý šesťuholník potrebuje typ krajiny a číslo</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="21" />
            <source>the terrains must be 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert</source>
            <translation>krajiny musia byť 4 lesy, 4 pastviny, 4 polia, 3 kopce, 3 hory a 1 púšť</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="24" />
            <source>the desert, and only the desert, has no number token</source>
            <translation>bez značky s číslom je púšť a iba púšť</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="25" />
            <source>the number tokens must be 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12</source>
            <translation>značky s číslami musia byť 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="28" />
            <source>it has {count} harbours instead of 9</source>
            <translation>má {count} prístavov namiesto 9</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="29" />
            <source>each harbour needs a coast position from 0 to 29 and a type</source>
            <translation>každý prístav potrebuje pozíciu na pobreží od 0 do 29 a druh</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="30" />
            <source>the nine harbours need nine different coast positions</source>
            <translation>deväť prístavov potrebuje deväť rôznych pozícií na pobreží</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="31" />
            <source>two harbours may not touch the same intersection</source>
            <translation>dva prístavy sa nesmú dotýkať toho istého priesečníka</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="32" />
            <source>the harbours must be four 3:1 harbours and one 2:1 harbour of each resource</source>
            <translation>prístavy musia byť štyri 3:1 a jeden 2:1 pre každú surovinu</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="13" />
            <source>brick</source>
            <translation>tehla</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="14" />
            <source>lumber</source>
            <translation>drevo</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="15" />
            <source>wool</source>
            <translation>ovce</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="16" />
            <source>grain</source>
            <translation>obilie</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="17" />
            <source>ore</source>
            <translation>ruda</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="21" />
            <source>%n brick(s)</source>
            <translation>
                <numerusform>%n tehla</numerusform>
                <numerusform>%n tehly</numerusform>
                <numerusform>%n tehál</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="22" />
            <source>%n lumber</source>
            <translation>
                <numerusform>%n drevo</numerusform>
                <numerusform>%n drevá</numerusform>
                <numerusform>%n driev</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="23" />
            <source>%n wool</source>
            <translation>
                <numerusform>%n ovca</numerusform>
                <numerusform>%n ovce</numerusform>
                <numerusform>%n oviec</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="24" />
            <source>%n grain</source>
            <translation>
                <numerusform>%n snop obilia</numerusform>
                <numerusform>%n snopy obilia</numerusform>
                <numerusform>%n snopov obilia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="25" />
            <source>%n ore</source>
            <translation>
                <numerusform>%n ruda</numerusform>
                <numerusform>%n rudy</numerusform>
                <numerusform>%n rúd</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="28" />
            <source>Knight</source>
            <translation>Rytier</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="29" />
            <source>Victory Point</source>
            <translation>Víťazný bod</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="30" />
            <source>Road Building</source>
            <translation>Stavba ciest</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="31" />
            <source>Year of Plenty</source>
            <translation>Vynález</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="32" />
            <source>Monopoly</source>
            <translation>Monopol</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="36" />
            <source>Board</source>
            <translation>Herný plán</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="37" />
            <source>beginner board</source>
            <translation>plán pre začiatočníkov</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="38" />
            <source>random board</source>
            <translation>náhodný plán</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="39" />
            <source>random board, 6 and 8 never side by side</source>
            <translation>náhodný plán, 6 a 8 nikdy vedľa seba</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="40" />
            <source>When the bank runs short</source>
            <translation>Keď banka nemá dosť surovín</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="41" />
            <source>nobody gets that resource</source>
            <translation>túto surovinu nedostane nikto</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="42" />
            <source>a single owed player takes what is left</source>
            <translation>ak má nárok iba jeden hráč, vezme si zvyšok</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="43" />
            <source>Start player</source>
            <translation>Začínajúci hráč</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="44" />
            <source>the first player</source>
            <translation>prvý hráč</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="45" />
            <source>drawn by lot</source>
            <translation>žrebom</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="46" />
            <source>Trading and building</source>
            <translation>Obchod a stavanie</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="47" />
            <source>trade first, then build</source>
            <translation>najprv obchod, potom stavanie</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="48" />
            <source>in any order</source>
            <translation>v ľubovoľnom poradí</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="51" />
            <source>{player} builds a settlement.</source>
            <translation>{player} postaví osadu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="52" />
            <source>{player} builds a road.</source>
            <translation>{player} postaví cestu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="53" />
            <source>{player} builds a city.</source>
            <translation>{player} postaví mesto.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="55" />
            <source>{player} rolls {first} and {second}.</source>
            <translation>{player} hodí {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="57" />
            <source>{player} receives {cards}.</source>
            <translation>{player} získa: {cards}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="58" />
            <source>The bank is short of {resource}: nobody receives any.</source>
            <translation>Surovina {resource} v banke nestačí pre všetkých: nikto ju nedostane.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="60" />
            <source>{player} moves the robber.</source>
            <translation>{player} presunie zbojníka.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="61" />
            <source>{player} steals a card from {player2}.</source>
            <translation>{player2} príde o kartu: ukradne ju {player}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="63" />
            <source>{player} steals {card} from {player2}.</source>
            <translation>{player2} príde o kartu ({card}): ukradne ju {player}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="64" />
            <source>{player} buys a development card.</source>
            <translation>{player} si kúpi rozvojovú kartu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="65" />
            <source>{player} plays {card}.</source>
            <translation>{player} zahrá kartu {card}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="66" />
            <source>{player} takes {first} and {second} from the bank.</source>
            <translation>{player} si vezme z banky: {first} a {second}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="67" />
            <source>{player} collects %n {resource} from the other players.</source>
            <translation>
                <numerusform>{player} vyberie od ostatných hráčov: %n× {resource}.</numerusform>
                <numerusform>{player} vyberie od ostatných hráčov: %n× {resource}.</numerusform>
                <numerusform>{player} vyberie od ostatných hráčov: %n× {resource}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="68" />
            <source>{player} trades %n {give} with the bank for one {get}.</source>
            <translation>
                <numerusform>{player} obchoduje s bankou: %n× {give} za 1× {get}.</numerusform>
                <numerusform>{player} obchoduje s bankou: %n× {give} za 1× {get}.</numerusform>
                <numerusform>{player} obchoduje s bankou: %n× {give} za 1× {get}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="69" />
            <source>{player} offers {give} for {get}.</source>
            <translation>{player} ponúka obchod – dá: {give}; chce: {get}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="70" />
            <source>{player} accepts the offer.</source>
            <translation>{player} ponuku prijme.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="71" />
            <source>{player} declines the offer.</source>
            <translation>{player} ponuku odmietne.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="72" />
            <source>{player} counters: {give} for {get}.</source>
            <translation>{player} navrhne protiponuku – dá: {give}; chce: {get}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="73" />
            <source>{player} and {player2} trade.</source>
            <translation>{player} a {player2} uzavrú obchod.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="74" />
            <source>{player} withdraws the offer.</source>
            <translation>{player} ponuku stiahne.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="75" />
            <source>{player} now has the Longest Road.</source>
            <translation>{player} teraz drží kartu Najdlhšia obchodná cesta.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="76" />
            <source>The Longest Road card is set aside: nobody has the single longest road.</source>
            <translation>Karta Najdlhšia obchodná cesta sa odkladá bokom: nikto nemá jednoznačne najdlhšiu cestu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="79" />
            <source>{player} now has the Largest Army.</source>
            <translation>{player} teraz drží kartu Najväčšia rytierska branná moc.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="80" />
            <source>{player} reaches %n victory points and wins.</source>
            <translation>
                <numerusform>{player} má %n víťazný bod a vyhráva.</numerusform>
                <numerusform>{player} má %n víťazné body a vyhráva.</numerusform>
                <numerusform>{player} má %n víťazných bodov a vyhráva.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="81" />
            <source>nothing</source>
            <translation>nič</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="84" />
            <source>That is not possible now.</source>
            <translation>To teraz nejde.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="85" />
            <source>In the set-up, place a settlement first.</source>
            <translation>Vo fáze zakladania najprv postavte osadu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="86" />
            <source>The road must lead from the settlement you have just placed.</source>
            <translation>Cesta musí viesť od osady, ktorú ste práve postavili.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="87" />
            <source>Roll the dice first.</source>
            <translation>Najprv hoďte kockami.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="88" />
            <source>You have already rolled this turn.</source>
            <translation>V tomto ťahu ste už hádzali.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="59" />
            <source>{player} discards %n card(s).</source>
            <translation>
                <numerusform>{player} vráti do banky %n kartu.</numerusform>
                <numerusform>{player} vráti do banky %n karty.</numerusform>
                <numerusform>{player} vráti do banky %n kariet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="54" />
            <source>{player} receives {cards} for the second settlement.</source>
            <translation>{player} dostane za druhú osadu: {cards}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="89" />
            <source>Everyone with more than 7 cards must first discard half of them.</source>
            <translation>Každý, kto má viac ako 7 kariet, musí najprv polovicu z nich vrátiť do banky.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="90" />
            <source>You must discard exactly %n card(s).</source>
            <translation>
                <numerusform>Musíte vrátiť presne %n kartu.</numerusform>
                <numerusform>Musíte vrátiť presne %n karty.</numerusform>
                <numerusform>Musíte vrátiť presne %n kariet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="91" />
            <source>You do not hold the cards you are discarding.</source>
            <translation>Karty, ktoré vraciate, nemáte v ruke.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="92" />
            <source>You cannot discard a negative number of cards of a resource.</source>
            <translation>Zo žiadnej suroviny nemožno vrátiť menej ako nič.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="93" />
            <source>Move the robber first.</source>
            <translation>Najprv presuňte zbojníka.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="94" />
            <source>The robber must move to another land hex.</source>
            <translation>Zbojník sa musí presunúť na iný šesťuholník zeme.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="95" />
            <source>You can rob only an opponent with a settlement or city on that hex.</source>
            <translation>Olúpiť môžete iba súpera, ktorý má na tomto šesťuholníku osadu alebo mesto.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="96" />
            <source>That player has no resource cards to steal.</source>
            <translation>Tento hráč nemá žiadne surovinové karty, ktoré by sa dali ukradnúť.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="97" />
            <source>You cannot afford that: it costs {cost}.</source>
            <translation>Na to nemáte dosť surovín. Cena: {cost}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="98" />
            <source>You have no {piece} left.</source>
            <translation>Už nemáte žiadne {piece}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="99" />
            <source>That place is already taken.</source>
            <translation>Toto miesto je už obsadené.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="100" />
            <source>Distance rule: no settlement may stand next to another settlement or city.</source>
            <translation>Pravidlo o vzdialenosti: žiadna osada nesmie stáť hneď vedľa inej osady alebo mesta.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="101" />
            <source>A road must join one of your roads, settlements or cities.</source>
            <translation>Cesta musí nadväzovať na niektorú z vašich ciest, osád alebo miest.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="102" />
            <source>A settlement must be reached by one of your roads.</source>
            <translation>K osade musí viesť niektorá z vašich ciest.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="103" />
            <source>A city replaces one of your own settlements.</source>
            <translation>Mesto sa stavia namiesto niektorej z vašich osád.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="104" />
            <source>There are no development cards left.</source>
            <translation>Rozvojové karty sa už minuli.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="105" />
            <source>You may play only one development card a turn.</source>
            <translation>Za ťah môžete zahrať iba jednu rozvojovú kartu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="106" />
            <source>A development card cannot be played in the turn it was bought.</source>
            <translation>Rozvojovú kartu nemožno zahrať v ťahu, v ktorom ste ju kúpili.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="107" />
            <source>You have no such development card.</source>
            <translation>Takú rozvojovú kartu nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="108" />
            <source>The bank has no {resource} left.</source>
            <translation>Surovina {resource} sa už v banke minula.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="109" />
            <source>The bank has only one {resource} left: it cannot give two.</source>
            <translation>Banka má už len 1 kartu suroviny {resource}: dve nedá.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="110" />
            <source>Choose one of the five resources.</source>
            <translation>Vyberte jednu z piatich surovín.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="111" />
            <source>You need %n {resource} for that trade.</source>
            <translation>
                <numerusform>Na tento obchod potrebujete %n kartu tejto suroviny: {resource}.</numerusform>
                <numerusform>Na tento obchod potrebujete %n karty tejto suroviny: {resource}.</numerusform>
                <numerusform>Na tento obchod potrebujete %n kariet tejto suroviny: {resource}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="112" />
            <source>Trade one resource for a different one.</source>
            <translation>Vymeňte jednu surovinu za inú.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="113" />
            <source>Only the player whose turn it is opens a trade; when he makes an offer, you may accept it or counter it.</source>
            <translation>Obchod začína iba hráč, ktorý je na ťahu; keď niečo ponúkne, môžete ponuku prijať alebo odpovedať protiponukou.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="116" />
            <source>An offer must give something and ask for something.</source>
            <translation>V ponuke musíte niečo ponúknuť a niečo žiadať.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="117" />
            <source>You do not hold the cards of that offer.</source>
            <translation>Karty z tejto ponuky nemáte v ruke.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="118" />
            <source>The offer holds no {resource} to take away.</source>
            <translation>V ponuke nie je žiadna surovina {resource}, ktorú by bolo možné ubrať.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="119" />
            <source>An offer cannot both give and ask for {resource}.</source>
            <translation>Ponuka nemôže surovinu {resource} zároveň dávať aj žiadať.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="120" />
            <source>That player has not accepted or countered the offer.</source>
            <translation>Tento hráč ponuku neprijal ani na ňu neodpovedal protiponukou.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="121" />
            <source>You do not hold the cards that player's counter-offer asks for.</source>
            <translation>Nemáte karty, ktoré si tento hráč v protiponuke žiada.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="122" />
            <source>You hold no cards to offer.</source>
            <translation>Nemáte žiadne karty, ktoré by ste ponúkli.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="123" />
            <source>Wait for the answers to your offer.</source>
            <translation>Počkajte na odpovede na vašu ponuku.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="124" />
            <source>Trading comes before building: you have built this turn, so trading is over.</source>
            <translation>Obchod je pred stavaním: v tomto ťahu ste už stavali, obchodovať už nemôžete.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="127" />
            <source>Place your free roads first.</source>
            <translation>Najprv postavte svoje cesty zadarmo.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="128" />
            <source>The game is over.</source>
            <translation>Hra sa skončila.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="131" />
            <source>roads</source>
            <translation>cesty</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="132" />
            <source>settlements</source>
            <translation>osady</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="133" />
            <source>cities</source>
            <translation>mestá</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="137" />
            <source>Settlements (1 point each)</source>
            <translation>Osady (po 1 bode)</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="138" />
            <source>Cities (2 points each)</source>
            <translation>Mestá (po 2 body)</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="139" />
            <source>Longest Road</source>
            <translation>Najdlhšia obchodná cesta</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="140" />
            <source>Largest Army</source>
            <translation>Najväčšia rytierska branná moc</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="141" />
            <source>Victory Point cards</source>
            <translation>Karty s víťaznými bodmi</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="142" />
            <source>Total</source>
            <translation>Spolu</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="145" />
            <source>Hills: produce brick</source>
            <translation>Kopce: produkujú tehly</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="146" />
            <source>Forest: produces lumber</source>
            <translation>Les: produkuje drevo</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="147" />
            <source>Pasture: produces wool</source>
            <translation>Pastvina: produkuje ovce</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="148" />
            <source>Fields: produce grain</source>
            <translation>Polia: produkujú obilie</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="149" />
            <source>Mountains: produce ore</source>
            <translation>Hory: produkujú rudu</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="150" />
            <source>Desert: produces nothing</source>
            <translation>Púšť: neprodukuje nič</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="152" />
            <source>Harbour: trade 3 cards of one resource for 1 of your choice.</source>
            <translation>Prístav: vymeňte 3 karty jednej suroviny za 1 kartu podľa svojho výberu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="153" />
            <source>Harbour: trade 2 {resource} for 1 card of your choice.</source>
            <translation>Prístav: vymeňte 2× {resource} za 1 kartu podľa svojho výberu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="156" />
            <source>The rulebook's beginner board, or tiles and number tokens laid at random (optionally keeping 6 and 8 apart).</source>
            <translation>Plán pre začiatočníkov z pravidiel, alebo náhodne rozložené šesťuholníky a čísla (voliteľne 6 a 8 nikdy vedľa seba).</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="160" />
            <source>When the bank cannot pay everybody a resource, by the Almanac nobody gets it; later editions let a single owed player take what is left.</source>
            <translation>Keď banka nemôže surovinu vyplatiť všetkým, podľa almanachu ju nedostane nikto; neskoršie vydania dovoľujú jedinému oprávnenému hráčovi vziať si, čo zostalo.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="164" />
            <source>The first player starts, or the start player is drawn by lot: the same chance for everybody as the rules' roll for the highest number, without the rolling.</source>
            <translation>Začína prvý hráč, alebo sa začínajúci hráč určí žrebom: každý má rovnakú šancu ako pri hode o najvyššie číslo podľa pravidiel, len bez hádzania.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="169" />
            <source>The Almanac: trade first; once you build or buy a card, trading is over for the turn. Later editions let you trade and build in any order.</source>
            <translation>Almanach: najprv sa obchoduje; keď postavíte stavbu alebo kúpite kartu, obchod sa v tomto ťahu končí. Neskoršie vydania dovoľujú obchodovať a stavať v ľubovoľnom poradí.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="188" />
            <source>The last move rolled the dice, stole a card or drew a development card: it cannot be taken back.</source>
            <translation>Pri poslednom ťahu sa hádzalo kockami, kradla sa karta alebo ťahala rozvojová karta: nedá sa vrátiť.</translation>
        </message>
    </context>
    <context>
        <name>CatanCompanion</name>
        <message>
            <location filename="../desktop/catan/companion.py" line="259" />
            <source>the robber!</source>
            <translation>zbojník!</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="313" />
            <source>More than one player has 10 points: the winner is the first to reach 10 on their own turn (the Longest Road can change hands in another player's turn). Choose the winner above.</source>
            <translation>Viac hráčov má 10 bodov: vyhráva ten, kto ich prvý dosiahol vo svojom vlastnom ťahu (Najdlhšia obchodná cesta môže zmeniť majiteľa aj v ťahu iného hráča). Víťaza vyberte hore.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="356" />
            <source>Counts cannot be negative.</source>
            <translation>Počty nemôžu byť záporné.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="357" />
            <source>A player has only 5 settlements.</source>
            <translation>Hráč má len 5 osád.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="358" />
            <source>A player has only 4 cities.</source>
            <translation>Hráč má len 4 mestá.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="359" />
            <source>The game has only 5 Victory Point cards.</source>
            <translation>Hra má len 5 kariet s víťazným bodom.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="361" />
            <source>Every player has at least 2 settlements and cities together: the two settlements of the set-up stay on the board or become cities.</source>
            <translation>Každý hráč má osád a miest spolu aspoň 2: dve osady zo začiatku hry zostávajú na pláne, alebo sa z nich stanú mestá.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="375" />
            <source>Board %1</source>
            <translation>Plán %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="415" />
            <source>Save the board as a picture</source>
            <translation>Uložiť plán ako obrázok</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="421" />
            <source>Save the board to print</source>
            <translation>Uložiť plán na tlač</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="429" />
            <source>The file %1 could not be written. Choose another folder.</source>
            <translation>Súbor %1 sa nepodarilo zapísať. Zvoľte iný priečinok.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="434" />
            <source>Dice</source>
            <translation>Kocky</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="435" />
            <source>Score pad</source>
            <translation>Zápis bodov</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="436" />
            <source>Board set-up</source>
            <translation>Príprava plánu</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="439" />
            <source>Each player takes the pieces of one colour: %1 settlements, %2 cities and %3 roads, and a building cost card.</source>
            <translation>Každý hráč si vezme herné prvky jednej farby: %1 osád, %2 mestá a %3 ciest, a kartu so stavebnými nákladmi.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="445" />
            <source>The resource cards in five piles face up; the two special cards and the dice beside the board; the robber on the desert.</source>
            <translation>Surovinové karty v piatich kôpkach lícom nahor; obe zvláštne karty a kocky vedľa herného plánu; zbojník na púšti.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="447" />
            <source>Everybody rolls the dice: the highest roll starts.</source>
            <translation>Všetci hodia kockami: začína ten, kto hodil najviac.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="449" />
            <source>Round 1, clockwise from the starting player: a settlement on an intersection (the distance rule holds) and a road along one of its edges.</source>
            <translation>1. kolo, od začínajúceho hráča v smere hodinových ručičiek: osada na priesečník (platí pravidlo o vzdialenosti) a cesta pozdĺž niektorej z jej hrán.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="452" />
            <source>Round 2, counter-clockwise: the last player of round 1 begins, the starting player places last. For their second settlement, players take one resource card from every land hex beside it.</source>
            <translation>2. kolo, proti smeru hodinových ručičiek: začína posledný hráč 1. kola, začínajúci hráč ukladá ako posledný. Každý hráč dostane za svoju druhú osadu jednu surovinovú kartu z každého susedného šesťuholníka zeme.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="454" />
            <source>The starting player begins the game by rolling for production.</source>
            <translation>Začínajúci hráč začne hru hodom kockami na produkciu surovín.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="458" />
            <source>Set-up and the founding phase</source>
            <translation>Príprava a fáza zakladania</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="463" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="464" />
            <source>Winner</source>
            <translation>Víťaz</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="466" />
            <source>Name</source>
            <translation>Meno</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="467" />
            <source>Settlements</source>
            <translation>Osady</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="468" />
            <source>Cities</source>
            <translation>Mestá</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="469" />
            <source>Victory Point cards</source>
            <translation>Karty s víťaznými bodmi</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="470" />
            <source>Longest Road</source>
            <translation>Najdlhšia obchodná cesta</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="471" />
            <source>Largest Army</source>
            <translation>Najväčšia rytierska branná moc</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="472" />
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="476" />
            <location filename="../desktop/catan/companion.py" line="477" />
            <source>nobody</source>
            <translation>nikto</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="478" />
            <source>6 and 8 never side by side</source>
            <translation>6 a 8 nikdy vedľa seba</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="479" />
            <source>Another board</source>
            <translation>Iný plán</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="480" />
            <source>Save as picture…</source>
            <translation>Uložiť ako obrázok…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="481" />
            <source>Save for printing (PDF)…</source>
            <translation>Uložiť na tlač (PDF)…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="496" />
            <source>Start a new session? The points and the dice rolls of this one are cleared and a new island is laid out. The names, the number of players and “6 and 8 never side by side” stay.</source>
            <translation>Začať nové sedenie? Body a hody kockami tohto sedenia sa vymažú a rozloží sa nový ostrov. Mená, počet hráčov a „6 a 8 nikdy vedľa seba“ zostanú.</translation>
        </message>
    </context>
    <context>
        <name>CatanScene</name>
        <message>
            <location filename="../desktop/catan/scene.py" line="82" />
            <source>Roll the dice</source>
            <translation>Hodiť kockami</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="83" />
            <source>End turn</source>
            <translation>Ukončiť ťah</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="84" />
            <source>Buy a development card</source>
            <translation>Kúpiť rozvojovú kartu</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="85" />
            <source>Trade with the bank…</source>
            <translation>Obchodovať s bankou…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="86" />
            <source>Offer a trade…</source>
            <translation>Ponúknuť obchod…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="87" />
            <source>Play a Knight</source>
            <translation>Zahrať rytiera</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="88" />
            <source>Play Road Building</source>
            <translation>Zahrať Stavbu ciest</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="89" />
            <source>Play Road Building (no free place for a road: the card is lost)</source>
            <translation>Zahrať Stavbu ciest (pre cestu tu nie je voľné miesto: karta prepadne)</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="90" />
            <source>Play Year of Plenty…</source>
            <translation>Zahrať Vynález…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="91" />
            <source>Play Monopoly…</source>
            <translation>Zahrať Monopol…</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/scene.py" line="92" />
            <source>Discard %n card(s)…</source>
            <translation>
                <numerusform>Vrátiť %n kartu…</numerusform>
                <numerusform>Vrátiť %n karty…</numerusform>
                <numerusform>Vrátiť %n kariet…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="93" />
            <source>Steal from %1</source>
            <translation>Olúpiť: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="94" />
            <source>Steal from nobody</source>
            <translation>Nikoho neolúpiť</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="96" />
            <source>Move the robber elsewhere</source>
            <translation>Presunúť zbojníka inam</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="97" />
            <source>Accept</source>
            <translation>Prijať</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="98" />
            <source>Decline</source>
            <translation>Odmietnuť</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="99" />
            <source>Counter-offer…</source>
            <translation>Protiponuka…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="100" />
            <source>Trade with %1</source>
            <translation>Obchodovať: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="101" />
            <source>Withdraw the offer</source>
            <translation>Stiahnuť ponuku</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="102" />
            <source>Propose</source>
            <translation>Navrhnúť</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="103" />
            <source>Cancel</source>
            <translation>Zrušiť</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="104" />
            <source>Drag a settlement from your supply onto a free intersection.</source>
            <translation>Potiahnite osadu zo svojej zásoby na voľný priesečník.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="106" />
            <source>Drag your second settlement onto a free intersection: it earns you one resource card from each land hex beside it.</source>
            <translation>Potiahnite svoju druhú osadu na voľný priesečník: dostanete za ňu jednu surovinovú kartu z každého susedného šesťuholníka zeme.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="111" />
            <source>Drag a road onto an edge next to the settlement you have just placed.</source>
            <translation>Potiahnite cestu na hranu vedľa osady, ktorú ste práve postavili.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="112" />
            <source>Roll the dice (you may play a development card first).</source>
            <translation>Hoďte kockami (predtým môžete zahrať rozvojovú kartu).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="113" />
            <source>Roll the dice.</source>
            <translation>Hoďte kockami.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="115" />
            <source>Build by dragging from your supply, trade, or end your turn.</source>
            <translation>Stavajte potiahnutím zo svojej zásoby, obchodujte alebo ukončite ťah.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="116" />
            <source>Build by dragging from your supply, or end your turn (trading is over once you have built).</source>
            <translation>Stavajte potiahnutím zo svojej zásoby, alebo ukončite ťah (po stavbe sa už obchodovať nedá).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="119" />
            <source>Drag the robber onto another land hex.</source>
            <translation>Potiahnite zbojníka na iný šesťuholník zeme.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="120" />
            <source>Whom do you rob?</source>
            <translation>Koho olúpite?</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="121" />
            <source>You hold more than 7 cards: discard half of them.</source>
            <translation>Máte viac ako 7 kariet: polovicu z nich vráťte do banky.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="122" />
            <source>Road Building: drag your free roads onto the board.</source>
            <translation>Stavba ciest: potiahnite svoje cesty zadarmo na herný plán.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="17" />
            <source>%1 offers %2 for %3.</source>
            <translation>%1 ponúka obchod – dá: %2; chce: %3.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="26" />
            <source>Choose whom to trade with, or withdraw the offer.</source>
            <translation>Vyberte, s kým uzavriete obchod, alebo ponuku stiahnite.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="123" />
            <source>Nobody accepts your offer. Withdraw it and play on.</source>
            <translation>Nikto vašu ponuku neprijal. Stiahnite ju a hrajte ďalej.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="125" />
            <source>The bank takes one kind of card: %1 for any one card.</source>
            <translation>Banka berie karty jedného druhu: %1 za jednu ľubovoľnú kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="126" />
            <source>Waiting for the other players…</source>
            <translation>Čaká sa na ostatných hráčov…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="18" />
            <source>Not interested? Do nothing: the offer is declined by itself in %1 s.</source>
            <translation>Nemáte záujem? Nerobte nič: o %1 s sa ponuka odmietne sama.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="21" />
            <source>Your offer: %1</source>
            <translation>Vaša ponuka: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="22" />
            <source>%1: thinking…</source>
            <translation>%1: premýšľa…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="23" />
            <source>%1: accepts</source>
            <translation>%1: prijíma</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="24" />
            <source>%1: declines</source>
            <translation>%1: odmieta</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="25" />
            <source>%1: counter-offer</source>
            <translation>%1: protiponuka</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="28" />
            <source>Your offer, not made yet: you give %1 and want %2.</source>
            <translation>Vaša ponuka, zatiaľ nepodaná. Dáte: %1. Chcete: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="29" />
            <source>Your counter-offer, not made yet: you give %1 and want %2.</source>
            <translation>Vaša protiponuka, zatiaľ nepodaná. Dáte: %1. Chcete: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="27" />
            <source>Your supply</source>
            <translation>Vaša zásoba</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="28" />
            <source>Your cards</source>
            <translation>Vaše karty</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="29" />
            <source>Cards of %1</source>
            <translation>Karty – %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="30" />
            <source>Supply of %1</source>
            <translation>Zásoba – %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="31" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="32" />
            <source>%n point(s) (hidden: %1)</source>
            <translation>
                <numerusform>%n bod (skryté: %1)</numerusform>
                <numerusform>%n body (skryté: %1)</numerusform>
                <numerusform>%n bodov (skryté: %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="33" />
            <source>%n point(s) (Victory Point cards: %1)</source>
            <translation>
                <numerusform>%n bod (karty s víťaznými bodmi: %1)</numerusform>
                <numerusform>%n body (karty s víťaznými bodmi: %1)</numerusform>
                <numerusform>%n bodov (karty s víťaznými bodmi: %1)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="34" />
            <source>Your points count your Victory Point cards, which the others do not see.</source>
            <translation>Do vašich bodov sa počítajú vaše karty s víťaznými bodmi, ktoré ostatní nevidia.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="38" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kariet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="39" />
            <source>%n development card(s)</source>
            <translation>
                <numerusform>%n rozvojová karta</numerusform>
                <numerusform>%n rozvojové karty</numerusform>
                <numerusform>%n rozvojových kariet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="40" />
            <source>Knights: %1</source>
            <translation>Rytieri: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="41" />
            <source>Road length: %1</source>
            <translation>Dĺžka cesty: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="42" />
            <source>Longest Road</source>
            <translation>Najdlhšia obchodná cesta</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="43" />
            <source>Largest Army</source>
            <translation>Najväčšia rytierska branná moc</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="44" />
            <source>new</source>
            <translation>z tohto ťahu</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="46" />
            <source>Bank</source>
            <translation>Banka</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="48" />
            <source>%1 in the bank: %2</source>
            <translation>%1 v banke: %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="49" />
            <source>Development cards left in the deck: %1</source>
            <translation>Rozvojových kariet zostáva v balíčku: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="15" />
            <source>%1's road. An unbroken road of at least %2 segments can win the Longest Road card (2 points).</source>
            <translation>Cesta: %1. Za neprerušenú cestu z aspoň %2 úsekov možno získať kartu Najdlhšia obchodná cesta (dva body).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="18" />
            <source>%1's settlement. 1 victory point; takes 1 card from each adjoining hex whose number is rolled.</source>
            <translation>Osada: %1. Víťazné body: 1. Z každého susedného šesťuholníka, ktorého číslo padne, dostane jednu kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="21" />
            <source>%1's city. 2 victory points; takes 2 cards from each adjoining hex whose number is rolled.</source>
            <translation>Mesto: %1. Víťazné body: 2. Z každého susedného šesťuholníka, ktorého číslo padne, dostane dve karty.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="24" />
            <source>Robber: the hex it stands on produces nothing. A 7 or a Knight moves it, and whoever moves it may rob a player with a settlement or city on the new hex.</source>
            <translation>Zbojník: šesťuholník, na ktorom stojí, neprodukuje nič. Po sedmičke alebo zahranom rytierovi sa presúva a ten, kto ho presunie, smie olúpiť hráča s osadou alebo mestom pri novom šesťuholníku.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="30" />
            <source>Last roll: %1 + %2 = %3. Each hex with this number produces; after a 7 nothing does and the robber moves.</source>
            <translation>Posledný hod: %1 + %2 = %3. Šesťuholníky s týmto číslom produkujú suroviny; po sedmičke sa nič neprodukuje a presúva sa zbojník.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="35" />
            <source>%1: points, cards in hand, development cards, knights played and road length. Longest Road and Largest Army (from %2 knights) are worth 2 points each.</source>
            <translation>%1: body, karty v ruke, rozvojové karty, zahraní rytieri a dĺžka cesty. Karty Najdlhšia obchodná cesta a Najväčšia rytierska branná moc (od %2 rytierov) majú každá hodnotu dvoch bodov.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="41" />
            <source>Hidden Victory Point cards are not counted in these points.</source>
            <translation>Skryté karty s víťaznými bodmi sa do týchto bodov nepočítajú.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="43" />
            <source>Road · cost: %1. Drag it onto an edge that joins your road, settlement or city.</source>
            <translation>Cesta · cena: %1. Potiahnite ju na hranu, ktorá nadväzuje na vašu cestu, osadu alebo mesto.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="46" />
            <source>Settlement · cost: %1. Drag it onto a free intersection at your road, with no building next to it. 1 victory point.</source>
            <translation>Osada · cena: %1. Potiahnite ju na voľný priesečník pri svojej ceste; susedné priesečníky musia byť voľné. Víťazné body: 1.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="51" />
            <source>City · cost: %1. Drag it onto one of your settlements: 2 victory points instead of 1, and 2 cards instead of 1.</source>
            <translation>Mesto · cena: %1. Potiahnite ho na niektorú zo svojich osád: namiesto jedného víťazného bodu dva a namiesto jednej karty dve.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="58" />
            <source>Road · free in the set-up. Drag it onto an edge at the settlement you have just placed.</source>
            <translation>Cesta · vo fáze zakladania zadarmo. Potiahnite ju na hranu pri osade, ktorú ste práve postavili.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="61" />
            <source>Settlement · free in the set-up. Drag it onto any free intersection with no building next to it (no road needed). 1 victory point.</source>
            <translation>Osada · vo fáze zakladania zadarmo. Potiahnite ju na ktorýkoľvek voľný priesečník bez susednej stavby (cesta nie je potrebná). 1 víťazný bod.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="66" />
            <source>City · not built in the set-up.</source>
            <translation>Mesto · vo fáze zakladania sa nestavia.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="101" />
            <source>Beside: %1</source>
            <translation>Okolité šesťuholníky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="116" />
            <source>Between %1 and %2</source>
            <translation>Medzi šesťuholníkmi %1 a %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="119" />
            <source>On the coast of %1</source>
            <translation>Na pobreží pri šesťuholníku %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="120" />
            <source>On the coast of %1, next to %2</source>
            <translation>Na pobreží pri šesťuholníku %1, vedľa šesťuholníka %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="134" />
            <source>%1: no settlement or city, nobody to rob.</source>
            <translation>%1: žiadna osada ani mesto, nie je koho olúpiť.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="135" />
            <source>%1: buildings of %2; nobody to rob.</source>
            <translation>%1: stavby hráčov %2; nie je koho olúpiť.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="136" />
            <source>%1: buildings of %2; you may rob %3.</source>
            <translation>%1: stavby hráčov %2; môžete olúpiť: %3.</translation>
        </message>
    </context>
    <context>
        <name>CatanStatsDock</name>
        <message>
            <location filename="../desktop/catan/stats.py" line="130" />
            <source>Statistics</source>
            <translation>Štatistiky</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="133" />
            <location filename="../desktop/catan/stats.py" line="142" />
            <source>Dice rolls</source>
            <translation>Hody kockami</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="136" />
            <source>Bars: how often each sum was rolled. Line: how often it is expected.</source>
            <translation>Stĺpce: koľkokrát padol každý súčet. Čiara: koľkokrát sa dá očakávať.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="134" />
            <location filename="../desktop/catan/stats.py" line="143" />
            <source>Resources gained</source>
            <translation>Získané suroviny</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="137" />
            <source>Bars: how many cards of each resource each player has gained.</source>
            <translation>Stĺpce: koľko kariet každej suroviny ktorý hráč získal.</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <location filename="../desktop/common/colours.py" line="45" />
            <source>Orange</source>
            <translation>Oranžová</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="46" />
            <source>Sky blue</source>
            <translation>Blankytná</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="47" />
            <source>Green</source>
            <translation>Zelená</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="48" />
            <source>Purple</source>
            <translation>Purpurová</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="49" />
            <source>Blue</source>
            <translation>Modrá</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="50" />
            <source>Vermillion</source>
            <translation>Cinóbrová</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="58" />
            <source>circle</source>
            <translation>kruh</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="59" />
            <source>square</source>
            <translation>štvorec</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="60" />
            <source>triangle</source>
            <translation>trojuholník</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="61" />
            <source>diamond</source>
            <translation>kosoštvorec</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="62" />
            <source>star</source>
            <translation>hviezda</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="63" />
            <source>cross</source>
            <translation>krížik</translation>
        </message>
    </context>
    <context>
        <name>CompanionBase</name>
        <message>
            <location filename="../desktop/common/companion.py" line="141" />
            <source>Start a new session? The names, scores and rolls of this one are cleared.</source>
            <translation>Začať nové sedenie? Doterajšie mená, body a hody sa vymažú.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="270" />
            <source>The kept scores could not be read, so they were set aside as %1 and a new session started.</source>
            <translation>Uložené skóre sa nedalo prečítať, preto bolo odložené ako %1 a začalo sa nové sedenie.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="274" />
            <source>The kept scores could not be read, so a new session started.</source>
            <translation>Uložené skóre sa nedalo prečítať, preto sa začalo nové sedenie.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="277" />
            <source>This session cannot be saved (%1): the scores will not be kept after the app closes.</source>
            <translation>Toto sedenie sa nedá uložiť (%1): po zatvorení aplikácie skóre nezostane.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="286" />
            <source>Seed %1</source>
            <translation>Semienko %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="288" />
            <source>Scroll the page sideways</source>
            <translation>Posunúť stránku do strán</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="289" />
            <source>Scroll the page up and down</source>
            <translation>Posunúť stránku hore a dole</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="242" />
            <location filename="../desktop/common/companion.py" line="290" />
            <source>New session</source>
            <translation>Nové sedenie</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="287" />
            <source>The same seed draws again what this page drew at random (dice, a set-up).</source>
            <translation>Rovnaké semienko vylosuje znova to isté, čo táto stránka losovala (kocky, prípravu).</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="291" />
            <source>Second screen</source>
            <translation>Druhá obrazovka</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="295" />
            <source>A second window that shows the dice or the hourglass large, for everyone at the table: it opens on another screen (a television, a tablet) if there is one. F11 fills the screen.</source>
            <translation>Druhé okno s kockami alebo presýpacími hodinami vo veľkom pre všetkých pri stole: otvorí sa na ďalšej obrazovke (televízor, tablet), ak nejaká je. F11 ho roztiahne na celú obrazovku.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="345" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <location filename="../desktop/common/curtain.py" line="226" />
            <source>Paused</source>
            <translation>Hra stojí</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="227" />
            <source>The sand and the bots wait. The board stays hidden until you go on.</source>
            <translation>Presýpacie hodiny aj boti čakajú. Herný plán zostane skrytý, kým nebudete pokračovať.</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="228" />
            <source>Go on</source>
            <translation>Pokračovať</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="231" />
            <source>Pass the computer to %1</source>
            <translation>Odovzdajte počítač: %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="232" />
            <source>The board stays hidden until %1 is ready.</source>
            <translation>Herný plán zostane skrytý, kým %1 nestlačí tlačidlo nižšie.</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="233" />
            <source>I am %1 – show my board</source>
            <translation>Som %1 – zobraziť herný plán</translation>
        </message>
    </context>
    <context>
        <name>DiceMirror</name>
        <message>
            <location filename="../desktop/common/dice.py" line="514" />
            <source>Roll %1</source>
            <translation>Hod %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="514" />
            <source>No roll yet</source>
            <translation>Zatiaľ žiadny hod</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message numerus="yes">
            <location filename="../desktop/common/dice.py" line="51" />
            <source>Balanced dice: %n outcome(s) left in the deck</source>
            <translation>
                <numerusform>Vyvážené kocky – v balíčku zostáva %n výsledok</numerusform>
                <numerusform>Vyvážené kocky – v balíčku zostávajú %n výsledky</numerusform>
                <numerusform>Vyvážené kocky – v balíčku zostáva %n výsledkov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="464" />
            <source>Roll (space bar)</source>
            <translation>Hodiť (medzerník)</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="464" />
            <source>Roll</source>
            <translation>Hodiť</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="465" />
            <source>Balanced dice</source>
            <translation>Vyvážené kocky</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="466" />
            <source>Rolls so far</source>
            <translation>Doterajšie hody</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="468" />
            <source>A shuffled deck of the 36 outcomes of two dice: every outcome comes once in 36 rolls.</source>
            <translation>Zamiešaný balíček 36 výsledkov dvoch kociek: každý výsledok padne raz za 36 hodov.</translation>
        </message>
    </context>
    <context>
        <name>DockButtons</name>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="19" />
            <source>Detach</source>
            <translation>Oddeliť</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="20" />
            <source>Shows the panel in a window of its own, or puts it back in its place</source>
            <translation>Ukáže panel v samostatnom okne, alebo ho vráti na jeho miesto</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="23" />
            <source>Close</source>
            <translation>Zavrieť</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="24" />
            <source>Hides the panel</source>
            <translation>Skryje panel</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <location filename="../engine/core/match.py" line="25" />
            <source>There is no move to take back.</source>
            <translation>Nie je žiadny ťah, ktorý by sa dal vrátiť.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="26" />
            <source>The game is over: its moves cannot be taken back.</source>
            <translation>Hra sa skončila: jej ťahy sa už nedajú vrátiť.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="27" />
            <source>The last move was another player's: only your own can be taken back.</source>
            <translation>Posledný ťah patril inému hráčovi: vrátiť sa dajú iba vlastné ťahy.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="28" />
            <source>The last move rolled dice or revealed a card or tile: it cannot be taken back.</source>
            <translation>Pri poslednom ťahu padli kocky alebo sa odkryla karta či dielik: nedá sa vrátiť.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="31" />
            <source>The last move was in a turn that is over: it cannot be taken back.</source>
            <translation>Posledný ťah patrí k ťahu, ktorý sa už skončil: nedá sa vrátiť.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="241" />
            <source>There is nothing to redo.</source>
            <translation>Nie je čo zopakovať.</translation>
        </message>
        <message>
            <location filename="../engine/core/options.py" line="12" />
            <source>Unknown option {key}.</source>
            <translation>Neznáma voľba {key}.</translation>
        </message>
        <message>
            <location filename="../engine/core/options.py" line="13" />
            <source>Option {key} cannot be {value}.</source>
            <translation>Voľba {key} nemôže mať hodnotu {value}.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="20" />
            <source>It is not your turn.</source>
            <translation>Nie ste na ťahu.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="21" />
            <source>The game is over.</source>
            <translation>Hra sa skončila.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="22" />
            <source>This game is for {counts} players, not {number}.</source>
            <translation>Počet hráčov v tejto hre musí byť {counts}, nie {number}.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="23" />
            <source>That is not an action of this game.</source>
            <translation>Takýto ťah táto hra nepozná.</translation>
        </message>
        <message>
            <location filename="../engine/core/shape.py" line="21" />
            <source>That is not a seat of this game.</source>
            <translation>Také miesto hráča v tejto hre nie je.</translation>
        </message>
        <message>
            <location filename="../engine/core/shape.py" line="22" />
            <source>That move is malformed: its field {field} holds a value of the wrong kind.</source>
            <translation>Tento ťah je poškodený: jeho pole {field} obsahuje hodnotu nesprávneho druhu.</translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <location filename="../desktop/common/find_bar.py" line="85" />
            <source>Find (%1)</source>
            <translation>Nájsť (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/common/find_bar.py" line="200" />
            <source>Not found</source>
            <translation>Nenájdené</translation>
        </message>
        <message>
            <location filename="../desktop/common/find_bar.py" line="203" />
            <source>%1 of %2</source>
            <translation>%1 z %2</translation>
        </message>
    </context>
    <context>
        <name>FinishedGamesDialog</name>
        <message numerus="yes">
            <location filename="../desktop/dialogs/finished_games.py" line="175" />
            <source>Reading %n more game(s)…</source>
            <translation>
                <numerusform>Načítava sa ešte %n hra…</numerusform>
                <numerusform>Načítavajú sa ešte %n hry…</numerusform>
                <numerusform>Načítava sa ešte %n hier…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="236" />
            <source>Reading the finished games…</source>
            <translation>Načítavajú sa dohrané hry…</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="238" />
            <source>No finished games yet. Every game played to its end is kept here, to watch again.</source>
            <translation>Zatiaľ žiadna dohraná hra. Každá hra dohraná do konca sa tu uchová, aby ste si ju mohli znova prehrať.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="255" />
            <source>This file cannot be read; “Watch the replay” says why.</source>
            <translation>Tento súbor sa nedá prečítať; „Prehrať záznam hry“ povie prečo.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="260" />
            <source> (practice)</source>
            <translation> (cvičná)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="304" />
            <source>%1: %2 of %3</source>
            <translation>%1: %2 z %3</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="307" />
            <source>Wins: %1</source>
            <translation>Víťazstvá: %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="364" />
            <source>Cannot start the game</source>
            <translation>Hru nemožno začať</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="367" />
            <source>Finished games</source>
            <translation>Dohrané hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="369" />
            <source>&amp;Game:</source>
            <translation>&amp;Hra:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="370" />
            <source>All games</source>
            <translation>Všetky hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Ended</source>
            <translation>Skončila</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Players and points</source>
            <translation>Hráči a body</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="374" />
            <source>Moves</source>
            <translation>Kroky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="376" />
            <source>&amp;Watch the replay</source>
            <translation>&amp;Prehrať záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="377" />
            <source>Watch the chosen game again, move by move</source>
            <translation>Prehrať vybranú hru znova, krok za krokom</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="378" />
            <source>&amp;Play again</source>
            <translation>Hrať &amp;znova</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="379" />
            <source>The same players and options, with a new deal</source>
            <translation>Tí istí hráči a voľby, nové rozdanie</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="380" />
            <source>Watch &amp;another file…</source>
            <translation>Prehrať &amp;iný súbor…</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="381" />
            <source>Watch any saved game again, from a file you choose</source>
            <translation>Prehrať znova ktorúkoľvek uloženú hru zo súboru, ktorý vyberiete</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTrucker</name>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="10" />
            <source>Building</source>
            <translation>Stavba lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="11" />
            <source>in real time, against the hourglass</source>
            <translation>v reálnom čase, s presýpacími hodinami</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="12" />
            <source>in turns, with action cubes (robot variant)</source>
            <translation>v ťahoch, s kockami akcií (robotický variant)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="13" />
            <source>Building mistakes</source>
            <translation>Chyby pri stavbe</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="14" />
            <source>allowed, punished at the ship check</source>
            <translation>povolené, potrestané pri kontrole lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="15" />
            <source>refused at once</source>
            <translation>okamžite odmietnuté</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="16" />
            <source>Ship check</source>
            <translation>Kontrola lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="17" />
            <source>harsh: the owner removes tiles until the ship is valid</source>
            <translation>prísna: majiteľ odoberá dieliky, kým loď nie je v poriadku</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="30" />
            <source>Hourglass starts on</source>
            <translation>Presýpacie hodiny začínajú na</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="31" />
            <source>position 3 every round</source>
            <translation>pozícii 3 v každej etape</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="32" />
            <source>the round's number</source>
            <translation>pozícii s číslom etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="33" />
            <source>Hourglass flips</source>
            <translation>Otáčanie presýpacích hodín</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="34" />
            <source>automatic</source>
            <translation>automatické</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="35" />
            <source>by hand</source>
            <translation>ručné</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="37" />
            <source>Late order tokens</source>
            <translation>Žetóny poradia pre oneskorencov</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="38" />
            <source>drawn at random</source>
            <translation>náhodne</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="39" />
            <source>in seat order</source>
            <translation>podľa poradia pri stole</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="40" />
            <source>First card of the round's level</source>
            <translation>Prvá karta zodpovedá úrovni etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="42" />
            <source>Ship board in round 3</source>
            <translation>Doska lode v 3. etape</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="18" />
            <source>lenient: only faulty tiles go, and faulty ships start behind the correct ones</source>
            <translation>mierna: odoberú sa len chybné dieliky a chybné lode štartujú za správnymi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="21" />
            <source>One run of the hourglass</source>
            <translation>Jedno presypanie hodín</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="23" />
            <source>30 seconds</source>
            <translation>30 sekúnd</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="24" />
            <source>45 seconds</source>
            <translation>45 sekúnd</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="25" />
            <source>1 minute</source>
            <translation>1 minúta</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="26" />
            <source>1½ minutes (as printed)</source>
            <translation>1½ minúty (ako v hre)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="27" />
            <source>2 minutes</source>
            <translation>2 minúty</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="28" />
            <source>3 minutes</source>
            <translation>3 minúty</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="43" />
            <source>class III</source>
            <translation>trieda III</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="44" />
            <source>class IIIa</source>
            <translation>trieda IIIa</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="45" />
            <source>Aliens allowed</source>
            <translation>Mimozemšťania povolení</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="46" />
            <source>from the first round</source>
            <translation>od prvej etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="47" />
            <source>from the second round</source>
            <translation>od druhej etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="48" />
            <source>Dice for meteors and shots</source>
            <translation>Hody kockami na meteority a strely</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="49" />
            <source>each ship rolls its own</source>
            <translation>každá loď hádže zvlášť</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="50" />
            <source>one roll for all ships</source>
            <translation>jeden hod pre všetky lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="51" />
            <source>Landing on planets costs days</source>
            <translation>Pristátie na planétach stojí dni letu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="52" />
            <source>at once, before the next player chooses</source>
            <translation>hneď, skôr než si vyberie ďalší hráč</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="53" />
            <source>after all have chosen, rearmost first</source>
            <translation>až keď sa všetci rozhodnú, od poslednej lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="54" />
            <source>Stardust moves ships</source>
            <translation>Hviezdny prach posúva lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="55" />
            <source>leader first</source>
            <translation>od vedúcej lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="56" />
            <source>rearmost first</source>
            <translation>od poslednej lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="57" />
            <source>A broken ship keeps</source>
            <translation>Rozbitá loď si ponechá</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="58" />
            <source>any part</source>
            <translation>ľubovoľnú časť</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="59" />
            <source>a part with humans, if there is one</source>
            <translation>časť s ľuďmi, ak nejaká je</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="60" />
            <source>Combat zone with one ship left</source>
            <translation>Bojová zóna s jedinou zostávajúcou loďou</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="61" />
            <source>applies</source>
            <translation>platí</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="62" />
            <source>is skipped</source>
            <translation>sa preskočí</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="63" />
            <source>Goods cubes</source>
            <translation>Kocky tovaru</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="64" />
            <source>limited to the 56 in the box</source>
            <translation>iba 56 kusov z krabice</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="65" />
            <source>unlimited</source>
            <translation>neobmedzené</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="66" />
            <source>Fines for lost tiles capped by the board</source>
            <translation>Pokuta za stratené dieliky obmedzená doskou lode</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="67" />
            <source>Mission (special tiles, reconstructed data)</source>
            <translation>Misia (špeciálne dieliky, rekonštruované údaje)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="68" />
            <source>none</source>
            <translation>žiadna</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="69" />
            <source>yes</source>
            <translation>áno</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="70" />
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="72" />
            <source>Hazardous Haul (explosive cargo)</source>
            <translation>Nebezpečná zásielka (výbušný náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="73" />
            <source>Handle With Care (fragile cargo)</source>
            <translation>Zaobchádzať opatrne (krehký náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="74" />
            <source>Heavy Metal (heavy cargo)</source>
            <translation>Heavy Metal (ťažký náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="75" />
            <source>Waste Disposal (radioactive cargo)</source>
            <translation>Likvidácia odpadu (rádioaktívny náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="76" />
            <source>Relic Recovery (artifacts)</source>
            <translation>Záchrana relikvií (artefakty)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="77" />
            <source>Mixed Manifest (special tiles in the warehouse)</source>
            <translation>Zmiešaný náklad (špeciálne dieliky v sklade)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="81" />
            <source>Building is over.</source>
            <translation>Stavba sa už skončila.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="82" />
            <source>You have taken your order token: your ship is finished.</source>
            <translation>Už ste si vzali žetón s číslom poradia: vaša loď je hotová.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="83" />
            <source>That moment has passed: the clock already shows {now} ms.</source>
            <translation>Tento okamih už pominul: hodiny ukazujú {now} ms.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="84" />
            <source>You hold a tile already: place it, reserve it or put it back first.</source>
            <translation>Už držíte dielik: najprv ho umiestnite, uskladnite alebo vráťte.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="85" />
            <source>You hold no tile.</source>
            <translation>Nedržíte žiadny dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="86" />
            <source>No face-down tiles are left.</source>
            <translation>Nezostali už žiadne zakryté dieliky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="87" />
            <source>That tile is not lying face up in the middle.</source>
            <translation>Tento dielik neleží odkrytý uprostred stola.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="88" />
            <source>That tile is not in your reserve.</source>
            <translation>Tento dielik nemáte uskladnený.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="89" />
            <source>Your two reserve slots are taken.</source>
            <translation>Už máte uskladnené dva dieliky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="90" />
            <source>A tile from your reserve cannot go back to the middle.</source>
            <translation>Uskladnený dielik sa nedá vrátiť doprostred stola.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="94" />
            <source>Your ship board has no space there.</source>
            <translation>Na doske vašej lode tam nie je žiadne pole.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="95" />
            <source>A tile lies there already.</source>
            <translation>Tam už leží dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="96" />
            <source>A tile must touch your ship.</source>
            <translation>Dielik sa musí dotýkať vašej lode.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="97" />
            <source>The connectors do not fit their neighbours.</source>
            <translation>Prípojky nesedia k susedným dielikom.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="98" />
            <source>Engines must point to the rear.</source>
            <translation>Motory musia smerovať dozadu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="99" />
            <source>The space behind an engine must stay empty.</source>
            <translation>Pole za motorom musí zostať prázdne.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="100" />
            <source>The space in front of a cannon must stay empty.</source>
            <translation>Pole pred zbraňou musí zostať prázdne.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="101" />
            <source>The tile must join the ship with a connector.</source>
            <translation>Dielik musí byť k lodi pripojený prípojkou.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="102" />
            <source>Two radioactive tiles must not be joined.</source>
            <translation>Dva dieliky rádioaktívneho nákladu nesmú byť spojené.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="103" />
            <source>An artifact must not lie in another artifact's dead zone.</source>
            <translation>Artefakt nesmie ležať v mŕtvej zóne iného artefaktu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="104" />
            <source>A rotation is 0 to 3 quarter turns.</source>
            <translation>Dielik sa dá otočiť o 0 až 3 štvrťotáčky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="105" />
            <source>Only the tile you placed last can still be moved, until you take another.</source>
            <translation>Presúvať sa dá iba naposledy umiestnený dielik, a to len dovtedy, kým si nevezmete ďalší.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="108" />
            <source>Place, reserve or return the tile in your hand before you finish.</source>
            <translation>Skôr než dokončíte stavbu, umiestnite, uskladnite alebo vráťte dielik, ktorý držíte v ruke.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="111" />
            <source>The hourglass can be turned only when its sand has run out.</source>
            <translation>Presýpacie hodiny sa dajú otočiť, až keď sa piesok dosype.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="113" />
            <source>Only a player who has finished may turn the hourglass onto start.</source>
            <translation>Na pozíciu štart smie presýpacie hodiny otočiť iba hráč, ktorý už dostaval.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="167" />
            <source>{player} passes; cubes left: {cubes}.</source>
            <translation>{player} pasuje; zostáva kociek: {cubes}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="176" />
            <source>{player} takes a brown alien aboard.</source>
            <translation>{player} prijme na palubu hnedého mimozemšťana.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="177" />
            <source>{player} takes a purple alien aboard.</source>
            <translation>{player} prijme na palubu fialového mimozemšťana.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="233" />
            <source>{player} has the fewest crew in the combat zone.</source>
            <translation>{player} má v bojovej zóne najmenšiu posádku.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="234" />
            <source>{player} has the weakest engines in the combat zone.</source>
            <translation>{player} má v bojovej zóne najslabšie motory.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="235" />
            <source>{player} has the weakest firepower in the combat zone.</source>
            <translation>{player} má v bojovej zóne najslabšie zbrane.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="238" />
            <source>A saboteur strikes aboard {player}'s ship in row {row}, column {col}.</source>
            <translation>{player}: na palube lode udrie sabotér v riadku {row}, stĺpci {col}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="239" />
            <source>The saboteur aboard {player}'s ship tries row {row}, column {col}: no tile there.</source>
            <translation>{player}: sabotér na lodi skúša riadok {row}, stĺpec {col}: nie je tam žiadny dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="283" />
            <source>{player} lands on planet {planet}.</source>
            <translation>{player} pristane na planéte {planet}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="288" />
            <source>{player} returns {goods} to the supply.</source>
            <translation>{player} vráti do zásoby {goods}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="296" />
            <source>{player} boards the abandoned ship.</source>
            <translation>{player} vstúpi na opustenú loď.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="297" />
            <source>{player} docks at the abandoned station.</source>
            <translation>{player} pristane pri opustenej stanici.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="306" />
            <source>That battery tile is empty.</source>
            <translation>Tento dielik batérie je už vybitý.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="117" />
            <source>With more than three cubes you must go on building.</source>
            <translation>S viac ako tromi kockami musíte stavať ďalej.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="36" />
            <source>no hourglass</source>
            <translation>bez presýpacích hodín</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="41" />
            <source>Flight cards open while building</source>
            <translation>Letové karty odkryté pri stavbe</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="91" />
            <source>A mission tile cannot go back to the middle: put it back beside the board.</source>
            <translation>Dielik misie sa nedá vrátiť doprostred stola: vráťte ho späť vedľa dosky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="112" />
            <source>This game is built without the hourglass.</source>
            <translation>Táto hra sa stavia bez presýpacích hodín.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="116" />
            <source>Not enough cubes: that needs {cost}, you have {cubes}.</source>
            <translation>Potrebujete kocky: {cost}; máte: {cubes}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="118" />
            <source>Place, reserve or return the tile in your hand before you pass.</source>
            <translation>Skôr než pasujete, umiestnite, uskladnite alebo vráťte dielik, ktorý držíte v ruke.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="119" />
            <source>Passing is for building in turns.</source>
            <translation>Pasovať sa dá iba pri stavbe v ťahoch.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="120" />
            <source>Waiting is for building in real time.</source>
            <translation>Čakať sa dá iba pri stavbe v reálnom čase.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="121" />
            <source>That is not what the game asks now.</source>
            <translation>Toto hra teraz nepožaduje.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="122" />
            <source>That tile breaks no building rule.</source>
            <translation>Tento dielik neporušuje žiadne pravidlo stavby.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="123" />
            <source>The starting cabin stays on the ship: remove the tile beside it that breaks the rule.</source>
            <translation>Štartovací dielik jadra lode zostáva na lodi: odoberte dielik vedľa neho, ktorý porušuje pravidlo.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="126" />
            <source>That tile is no longer joined to the ship: it falls off by itself once the faulty tiles are removed.</source>
            <translation>Tento dielik už nie je spojený s loďou: odpadne sám, len čo odoberiete chybné dieliky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="130" />
            <source>That alien cannot live there.</source>
            <translation>Tento mimozemšťan tam nemôže bývať.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="131" />
            <source>Building in turns uses no hourglass.</source>
            <translation>Stavba po ťahoch sa zaobíde bez presýpacích hodín.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="132" />
            <source>Building in real time is for one human at the screen; with several humans choose building in turns.</source>
            <translation>Stavba v reálnom čase je pre jedného človeka pri obrazovke; s viacerými ľudskými hráčmi zvoľte stavbu v ťahoch.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="136" />
            <source>That move is not allowed now.</source>
            <translation>Tento ťah teraz nie je povolený.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="139" />
            <source>{player} takes a face-down tile.</source>
            <translation>{player} si vezme zakrytý dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="140" />
            <source>{player} takes a face-up tile.</source>
            <translation>{player} si vezme odkrytý dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="141" />
            <source>{player} builds a tile onto the ship.</source>
            <translation>{player} umiestni dielik na loď.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="142" />
            <source>{player} reserves a tile.</source>
            <translation>{player} uskladní dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="143" />
            <source>{player} puts a mission tile back beside the board.</source>
            <translation>{player} vráti dielik misie späť vedľa dosky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="144" />
            <source>{player} puts a tile back face up.</source>
            <translation>{player} vráti dielik lícom nahor.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="145" />
            <source>{player} finishes building and takes order token {token}.</source>
            <translation>{player} dostavia loď a vezme si žetón poradia {token}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="146" />
            <source>{player} gets order token {token}.</source>
            <translation>{player} dostane žetón poradia {token}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="147" />
            <source>The hourglass is turned onto position {position}.</source>
            <translation>Presýpacie hodiny sa otočia na pozíciu {position}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="148" />
            <source>The hourglass is turned onto start for the last time.</source>
            <translation>Presýpacie hodiny sa naposledy otočia na pozíciu štart.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="149" />
            <source>{player} turns the hourglass onto position {position}.</source>
            <translation>{player} otočí presýpacie hodiny na pozíciu {position}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="150" />
            <source>{player} turns the hourglass onto start for the last time.</source>
            <translation>{player} naposledy otočí presýpacie hodiny na pozíciu štart.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="151" />
            <source>The sand has run out on position {position}: anyone may turn the hourglass.</source>
            <translation>Piesok na pozícii {position} sa dosypal: presýpacie hodiny môže otočiť ktokoľvek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="154" />
            <source>The sand has run out on position 1: only a player who has finished may turn the hourglass onto start.</source>
            <translation>Piesok na pozícii 1 sa dosypal: na pozíciu štart smie presýpacie hodiny otočiť iba hráč, ktorý už dostaval.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="158" />
            <source>The sand has run out on position 1: the first player to finish turns the hourglass onto start.</source>
            <translation>Piesok na pozícii 1 sa dosypal: na pozíciu štart otočí presýpacie hodiny prvý hráč, ktorý dostavia.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="162" />
            <source>Building ends.</source>
            <translation>Stavba končí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="163" />
            <source>{player} loses %n tile(s) not built into the ship: a credit each at the end.</source>
            <translation>
                <numerusform>{player} prichádza o %n nezabudovaný dielik: na konci zaň zaplatí kredit.</numerusform>
                <numerusform>{player} prichádza o %n nezabudované dieliky: na konci zaplatí kredit za každý.</numerusform>
                <numerusform>{player} prichádza o %n nezabudovaných dielikov: na konci zaplatí kredit za každý.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="166" />
            <source>{player} puts the tile in hand back face up.</source>
            <translation>{player} vráti dielik z ruky lícom nahor doprostred stola.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="168" />
            <source>Round {round} begins.</source>
            <translation>Začína {round}. etapa.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="169" />
            <source>{player} removes a faulty tile.</source>
            <translation>{player} odoberie chybný dielik.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="170" />
            <source>{player} has the faulty tiles removed: %n tile(s) lost in all, with those they held on.</source>
            <translation>
                <numerusform>{player} nechá odobrať chybné dieliky: spolu príde o %n dielik aj s tým, čo na nich držalo.</numerusform>
                <numerusform>{player} nechá odobrať chybné dieliky: spolu príde o %n dieliky aj s tým, čo na nich držalo.</numerusform>
                <numerusform>{player} nechá odobrať chybné dieliky: spolu príde o %n dielikov aj s tým, čo na nich držalo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="173" />
            <source>{player} loses %n tile(s) no longer joined to the ship.</source>
            <translation>
                <numerusform>{player} príde o %n dielik, ktorý už nie je spojený s loďou.</numerusform>
                <numerusform>{player} príde o %n dieliky, ktoré už nie sú spojené s loďou.</numerusform>
                <numerusform>{player} príde o %n dielikov, ktoré už nie sú spojené s loďou.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="181" />
            <source>Order of arrival</source>
            <translation>Poradie v cieli</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="182" />
            <source>Best-looking ship</source>
            <translation>Najkrajšia loď</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="183" />
            <source>Goods sold</source>
            <translation>Predaný tovar</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="184" />
            <source>Lost tiles</source>
            <translation>Stratené dieliky</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="185" />
            <source>Earned in flight</source>
            <translation>Zarobené počas letu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="186" />
            <source>Mission deliveries</source>
            <translation>Dodávky pre misiu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="187" />
            <source>Credits</source>
            <translation>Kredity</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="191" />
            <source>Open Space</source>
            <translation>Voľný vesmír</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="192" />
            <source>Planets</source>
            <translation>Planéty</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="193" />
            <source>Meteor Swarm</source>
            <translation>Meteorický roj</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="194" />
            <source>Abandoned Ship</source>
            <translation>Opustená loď</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="195" />
            <source>Abandoned Station</source>
            <translation>Opustená stanica</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="196" />
            <source>Smugglers</source>
            <translation>Pašeráci</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="197" />
            <source>Slavers</source>
            <translation>Otrokári</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="198" />
            <source>Pirates</source>
            <translation>Piráti</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="199" />
            <source>Combat Zone</source>
            <translation>Bojová zóna</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="200" />
            <source>Stardust</source>
            <translation>Hviezdny prach</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="201" />
            <source>Epidemic</source>
            <translation>Epidémia</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="202" />
            <source>Sabotage</source>
            <translation>Sabotáž</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="205" />
            <source>a small meteor</source>
            <translation>malý meteorit</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="206" />
            <source>a large meteor</source>
            <translation>veľký meteorit</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="207" />
            <source>a light shot</source>
            <translation>malá strela</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="208" />
            <source>a heavy shot</source>
            <translation>veľká strela</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="210" />
            <source>The ships of round {round} take off.</source>
            <translation>Lode {round}. etapy štartujú.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="211" />
            <source>Next card: {card}.</source>
            <translation>Ďalšia karta: {card}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="212" />
            <source>{player} gives up the flight.</source>
            <translation>{player} vzdá let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="213" />
            <source>{player} has been lapped and must give up the flight.</source>
            <translation>{player} musí vzdať let (predbehnutie o celé kolo).</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="214" />
            <source>{player} has no engine strength in open space and must give up the flight.</source>
            <translation>{player} nemá vo voľnom vesmíre žiadnu silu motorov a musí vzdať let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="217" />
            <source>{player} has no human crew left and must give up the flight.</source>
            <translation>{player} už nemá žiadnu ľudskú posádku a musí vzdať let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="219" />
            <source>{player} has had no human crew since preparation and must give up the flight before the first card.</source>
            <translation>{player} nemá od prípravy na let žiadnu ľudskú posádku a musí vzdať let ešte pred prvou kartou.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="223" />
            <source>{player} has no ship left and must give up the flight.</source>
            <translation>{player} už nemá loď a musí vzdať let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="224" />
            <source>{player} declares engine strength {value}.</source>
            <translation>{player} ohlási silu motorov {value}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="225" />
            <source>{player} declares firepower {value}.</source>
            <translation>{player} ohlási silu zbraní {value}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="226" />
            <source>{player} defeats the enemy.</source>
            <translation>{player} porazí nepriateľa.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="227" />
            <source>{player} holds the enemy off; it moves on.</source>
            <translation>{player} sa nepriateľovi ubráni; nepriateľ letí ďalej.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="228" />
            <source>{player} is beaten by the enemy.</source>
            <translation>{player} podľahne nepriateľovi.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="230" />
            <source>{player} has %n crew member(s) aboard.</source>
            <translation>
                <numerusform>{player} má na palube %n člena posádky.</numerusform>
                <numerusform>{player} má na palube %n členov posádky.</numerusform>
                <numerusform>{player} má na palube %n členov posádky.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="242" />
            <source>The saboteur aboard {player}'s ship finds nothing to break.</source>
            <translation>{player}: sabotér na lodi nenájde nič, čo by zničil.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="244" />
            <source>{player} is targeted in column {roll} by {what} {side}.</source>
            <translation>{player}: na loď letí {side} v stĺpci {roll} {what}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="245" />
            <source>{player} is targeted in row {roll} by {what} {side}.</source>
            <translation>{player}: na loď letí {side} v riadku {roll} {what}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="247" />
            <source>from the front</source>
            <translation>spredu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="248" />
            <source>from behind</source>
            <translation>zozadu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="249" />
            <source>from the left</source>
            <translation>zľava</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="250" />
            <source>from the right</source>
            <translation>sprava</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="252" />
            <source>It flies past {player}'s ship: no tile stands in that line.</source>
            <translation>{player}: letí mimo loď, na tej línii nestojí žiadny dielik.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="253" />
            <source>The meteor bounces off a smooth side of {player}'s ship.</source>
            <translation>{player}: meteorit sa odrazí od hladkej strany lode.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="254" />
            <source>The armour of {player}'s heavy cargo takes the blow.</source>
            <translation>{player}: nezničiteľné plátovanie ťažkého nákladu zásah vydrží.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="255" />
            <source>{player} shoots the meteor down.</source>
            <translation>{player} meteorit zostrelí.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="256" />
            <source>{player} fends it off with a battery.</source>
            <translation>{player} sa ubráni pomocou batérie.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="258" />
            <source>{player} shoots the meteor down with a battery.</source>
            <translation>{player} meteorit zostrelí pomocou batérie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="259" />
            <source>{player} loses %n tile(s).</source>
            <translation>
                <numerusform>{player} príde o %n dielik.</numerusform>
                <numerusform>{player} príde o %n dieliky.</numerusform>
                <numerusform>{player} príde o %n dielikov.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="263" />
            <source>{player}'s explosive cargo explodes and takes %n neighbouring tile(s) with it.</source>
            <translation>
                <numerusform>{player}: výbušný náklad vybuchne a vezme so sebou %n susedný dielik.</numerusform>
                <numerusform>{player}: výbušný náklad vybuchne a vezme so sebou %n susedné dieliky.</numerusform>
                <numerusform>{player}: výbušný náklad vybuchne a vezme so sebou %n susedných dielikov.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="266" />
            <source>{player}'s explosive cargo explodes; no other tile around it is left to take.</source>
            <translation>{player}: výbušný náklad vybuchne, ale okolo neho už žiadny ďalší dielik nezostáva.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="269" />
            <source>{player} loses %n fragile cargo tile(s) broken when a neighbouring tile was lost.</source>
            <translation>
                <numerusform>{player} príde o %n dielik krehkého nákladu, ktorý sa rozbil pri strate susedného dielika.</numerusform>
                <numerusform>{player} príde o %n dieliky krehkého nákladu, ktoré sa rozbili pri strate susedných dielikov.</numerusform>
                <numerusform>{player} príde o %n dielikov krehkého nákladu, ktoré sa rozbili pri strate susedných dielikov.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="273" />
            <source>{player} keeps one part of the ship and loses the %n tile(s) broken off.</source>
            <translation>
                <numerusform>{player} si nechá jednu časť lode a príde o %n odlomený dielik.</numerusform>
                <numerusform>{player} si nechá jednu časť lode a príde o %n odlomené dieliky.</numerusform>
                <numerusform>{player} si nechá jednu časť lode a príde o %n odlomených dielikov.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="277" />
            <source>{player} loses %n crew member(s) to the epidemic.</source>
            <translation>
                <numerusform>{player} príde pre epidémiu o %n člena posádky.</numerusform>
                <numerusform>{player} príde pre epidémiu o %n členov posádky.</numerusform>
                <numerusform>{player} príde pre epidémiu o %n členov posádky.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="278" />
            <source>{player} loses %n crew member(s).</source>
            <translation>
                <numerusform>{player} príde o %n člena posádky.</numerusform>
                <numerusform>{player} príde o %n členov posádky.</numerusform>
                <numerusform>{player} príde o %n členov posádky.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="279" />
            <source>{player} loses %n goods cube(s).</source>
            <translation>
                <numerusform>{player} príde o %n kocku tovaru.</numerusform>
                <numerusform>{player} príde o %n kocky tovaru.</numerusform>
                <numerusform>{player} príde o %n kociek tovaru.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="280" />
            <source>{player} loses %n flight day(s).</source>
            <translation>
                <numerusform>{player} stráca %n deň letu.</numerusform>
                <numerusform>{player} stráca %n dni letu.</numerusform>
                <numerusform>{player} stráca %n dní letu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="281" />
            <source>{player} gets %n credit(s).</source>
            <translation>
                <numerusform>{player} získa %n kredit.</numerusform>
                <numerusform>{player} získa %n kredity.</numerusform>
                <numerusform>{player} získa %n kreditov.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="282" />
            <source>{player} loses a battery instead of goods.</source>
            <translation>{player} príde namiesto tovaru o batériu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="286" />
            <source>{player} loads {goods}.</source>
            <translation>{player} naloží {goods}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="287" />
            <source>{player} loads no goods.</source>
            <translation>{player} nenaloží žiadny tovar.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="289" />
            <source>The supply has none of those goods left: {player} loads nothing.</source>
            <translation>V zásobe už taký tovar nie je: {player} nenaloží nič.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="291" />
            <source>%n red cube(s)</source>
            <translation>
                <numerusform>%n červenú kocku</numerusform>
                <numerusform>%n červené kocky</numerusform>
                <numerusform>%n červených kociek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="292" />
            <source>%n yellow cube(s)</source>
            <translation>
                <numerusform>%n žltú kocku</numerusform>
                <numerusform>%n žlté kocky</numerusform>
                <numerusform>%n žltých kociek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="293" />
            <source>%n green cube(s)</source>
            <translation>
                <numerusform>%n zelenú kocku</numerusform>
                <numerusform>%n zelené kocky</numerusform>
                <numerusform>%n zelených kociek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="294" />
            <source>%n blue cube(s)</source>
            <translation>
                <numerusform>%n modrú kocku</numerusform>
                <numerusform>%n modré kocky</numerusform>
                <numerusform>%n modrých kociek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="300" />
            <source>{player} scores %n credit(s) in the round's final scoring.</source>
            <translation>
                <numerusform>{player} získa pri vyúčtovaní etapy %n kredit.</numerusform>
                <numerusform>{player} získa pri vyúčtovaní etapy %n kredity.</numerusform>
                <numerusform>{player} získa pri vyúčtovaní etapy %n kreditov.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="302" />
            <source>{player} loses %n credit(s) in the round's final scoring.</source>
            <translation>
                <numerusform>{player} pri vyúčtovaní etapy stráca %n kredit.</numerusform>
                <numerusform>{player} pri vyúčtovaní etapy stráca %n kredity.</numerusform>
                <numerusform>{player} pri vyúčtovaní etapy stráca %n kreditov.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="304" />
            <source>The card asks another player now.</source>
            <translation>Karta sa teraz obracia na iného hráča.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="305" />
            <source>That needs a battery.</source>
            <translation>Na to je potrebná batéria.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="307" />
            <source>That cannon is powered already.</source>
            <translation>Táto zbraň je už nabitá.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="308" />
            <source>That is not a double component you can power now.</source>
            <translation>Toto nie je supermotor ani superzbraň, ktoré teraz môžete nabiť.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="309" />
            <source>You have no cube of that colour to load.</source>
            <translation>Kocku tejto farby na naloženie nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="310" />
            <source>Goods go only into cargo holds.</source>
            <translation>Tovar patrí iba do nákladových priestorov.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="311" />
            <source>Red goods go only into red (special) holds.</source>
            <translation>Červený tovar patrí iba do špeciálnych (červených) nákladových priestorov.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="312" />
            <source>That hold is full.</source>
            <translation>Tento nákladový priestor je plný.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="313" />
            <source>That hold has no cube of that colour.</source>
            <translation>V tomto nákladovom priestore nie je kocka tejto farby.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="314" />
            <source>You must give up your most valuable goods first.</source>
            <translation>Najprv musíte odovzdať svoj najcennejší tovar.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="315" />
            <source>Batteries go only when no goods are left.</source>
            <translation>Batérie prichádzajú na rad, až keď vám nezostane žiadny tovar.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="316" />
            <source>Nobody lives there.</source>
            <translation>Tu nikto nebýva.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="317" />
            <source>Someone has landed on that planet already.</source>
            <translation>Na tejto planéte už niekto pristál.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="318" />
            <source>Choose a tile of the part you keep.</source>
            <translation>Vyberte dielik z časti lode, ktorú si ponecháte.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="321" />
            <source>Everybody builds at once against the sand of the hourglass (one human against bots), or in turns with action cubes, for several humans.</source>
            <translation>Všetci stavajú naraz proti piesku presýpacích hodín (jeden človek proti botom), alebo v ťahoch s kockami akcií, pre viac ľudí.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="325" />
            <source>Whether a wrongly joined tile may be placed (and found at the ship check) or is refused at once.</source>
            <translation>Či sa dá zle napojený dielik položiť (a nájde sa pri kontrole lode), alebo je hneď odmietnutý.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="329" />
            <source>How a faulty ship is put right at the ship check: the printed rule, or a gentler one.</source>
            <translation>Ako sa chybná loď pri kontrole napraví: podľa tlačeného pravidla, alebo miernejšie.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="332" />
            <source>How long the sand runs each time the hourglass is turned.</source>
            <translation>Ako dlho sa piesok sype po každom otočení hodín.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="335" />
            <source>Where the hourglass starts: on 3 every round, or on the number of the round.</source>
            <translation>Kde hodiny začínajú: v každej etape na 3, alebo na čísle etapy.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="338" />
            <source>Whether the hourglass is turned for you when its sand runs out, or only when a player turns it; or, as the rulebook allows, building without it: it ends when every player has taken an order token.</source>
            <translation>Či sa hodiny otočia samy, keď sa piesok dosype, alebo len keď ich otočí hráč; alebo, ako pravidlá dovoľujú, stavba bez nich: skončí, keď si všetci hráči vezmú žetón s číslom poradia.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="343" />
            <source>The order tokens of players still building when time is up: drawn at random or in seat order.</source>
            <translation>Žetóny poradia hráčov, ktorí ešte stavajú, keď vyprší čas: žrebom, alebo podľa poradia miest.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="346" />
            <source>The table's custom: the round's flight cards are dealt as four piles when building starts, and anyone may look at the first three while building; the fourth stays hidden. The rulebook draws them unseen before the flight.</source>
            <translation>Zvyk pri stole: letové karty etapy sa na začiatku stavby rozdelia do štyroch kôpok a prvé tri si počas stavby smie pozrieť ktokoľvek; štvrtá zostáva skrytá. Pravidlá ich ťahajú bez pozerania až pred letom.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="352" />
            <source>The flight deck is shuffled until its first card is of the round's level.</source>
            <translation>Balíček letu sa mieša, kým horná karta nie je úrovne etapy.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="355" />
            <source>The ship board of the third round: class III or the other side, IIIa.</source>
            <translation>Doska lode v tretej etape: trieda III, alebo druhá strana, IIIa.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="358" />
            <source>From which round alien life support may carry aliens.</source>
            <translation>Od ktorej etapy môžu moduly podpory života niesť mimozemšťanov.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="359" />
            <source>Whether every ship rolls its own dice for meteors and shots, or one roll counts for all.</source>
            <translation>Či každá loď hádže na meteority a strely sama, alebo jeden hod platí pre všetky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="362" />
            <source>When ships that land on planets lose their flight days: at once, or after everybody has chosen.</source>
            <translation>Kedy lode pristávajúce na planétach strácajú dni letu: hneď, alebo až keď si všetci vyberú.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="366" />
            <source>In which order stardust moves the ships back.</source>
            <translation>V akom poradí hviezdny prach posúva lode späť.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="367" />
            <source>Which part of a ship broken in two the owner may keep.</source>
            <translation>Ktorú časť rozlomenej lode si majiteľ smie ponechať.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="370" />
            <source>Whether a combat zone still strikes when only one ship is left in the flight.</source>
            <translation>Či bojová zóna platí, aj keď v lete zostáva jediná loď.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="373" />
            <source>Whether the goods cubes can run out, as the 56 in the box do.</source>
            <translation>Či môžu kocky tovaru dôjsť, ako tých 56 v krabici.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="374" />
            <source>Whether the fine for lost tiles is capped by the number printed on the ship board.</source>
            <translation>Či je pokuta za stratené dieliky obmedzená číslom vytlačeným na doske lode.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="377" />
            <source>A mission of the Missions expansion: special tiles that pay at the end of each round.</source>
            <translation>Misia z rozšírenia Misie: špeciálne dieliky, ktoré na konci každej etapy vynášajú.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="261" />
            <source>Cannon</source>
            <translation>Zbraň</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="262" />
            <source>Double cannon: needs a battery per use</source>
            <translation>Superzbraň: pri každom použití spotrebuje batériu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="263" />
            <source>Engine</source>
            <translation>Motor</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="264" />
            <source>Double engine: needs a battery per use</source>
            <translation>Supermotor: pri každom použití spotrebuje batériu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="265" />
            <source>Cabin: %1 crew</source>
            <translation>Ubikácia: posádka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="266" />
            <source>Starting cabin: %1 crew</source>
            <translation>Štartovací dielik jadra lode: posádka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="267" />
            <source>Life support for a brown alien (engine strength)</source>
            <translation>Podpora života hnedého mimozemšťana (sila motorov)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="268" />
            <source>Life support for a purple alien (firepower)</source>
            <translation>Podpora života fialového mimozemšťana (sila zbraní)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/tiles.py" line="269" />
            <source>Cargo hold: room for %n goods cube(s)</source>
            <translation>
                <numerusform>Nákladový priestor: miesto pre %n kocku tovaru</numerusform>
                <numerusform>Nákladový priestor: miesto pre %n kocky tovaru</numerusform>
                <numerusform>Nákladový priestor: miesto pre %n kociek tovaru</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/tiles.py" line="270" />
            <source>Red cargo hold: room for %n goods cube(s) of any colour, red included</source>
            <translation>
                <numerusform>Špeciálny nákladový priestor: miesto pre %n kocku tovaru akejkoľvek farby, aj červeného</numerusform>
                <numerusform>Špeciálny nákladový priestor: miesto pre %n kocky tovaru akejkoľvek farby, aj červeného</numerusform>
                <numerusform>Špeciálny nákladový priestor: miesto pre %n kociek tovaru akejkoľvek farby, aj červeného</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="273" />
            <source>Battery: %1 cells</source>
            <translation>Batéria: nabitie %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="274" />
            <source>Shield generator: guards two sides, a battery per use</source>
            <translation>Generátor štítu: chráni dve strany, pri použití spotrebuje batériu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="275" />
            <source>Structural module: connectors only</source>
            <translation>Spojovací diel: iba prípojky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="276" />
            <source>Explosive cargo: when lost, the 8 tiles around it are lost too</source>
            <translation>Výbušný náklad: keď oň prídete, prídete aj o 8 dielikov okolo</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="277" />
            <source>Fragile cargo: lost when a tile around it is lost</source>
            <translation>Krehký náklad: stratí sa, keď sa stratí dielik okolo neho (aj uhlopriečne)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="278" />
            <source>Heavy cargo: engine strength %1; its smooth sides are armoured</source>
            <translation>Ťažký náklad: sila motorov %1; hladké strany majú nezničiteľné plátovanie</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="279" />
            <source>Radioactive cargo: neighbouring cabins and batteries stay empty</source>
            <translation>Rádioaktívny náklad: susedné ubikácie a batérie zostanú prázdne</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="284" />
            <source>Artifact: the marked line: its column or row is a dead zone</source>
            <translation>Artefakt: vyznačená čiara: jeho stĺpec alebo riadok je mŕtva zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="286" />
            <source>Artifact: the marked line: its column is a dead zone</source>
            <translation>Artefakt: vyznačená čiara: jeho stĺpec je mŕtva zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="287" />
            <source>Artifact: the marked line: its row is a dead zone</source>
            <translation>Artefakt: vyznačená čiara: jeho riadok je mŕtva zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="288" />
            <source>Artifact: its row and column are a dead zone</source>
            <translation>Artefakt: jeho riadok aj stĺpec sú mŕtva zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="309" />
            <source>It may not be joined to another radioactive cargo.</source>
            <translation>Nesmie byť pripojený k inému dieliku rádioaktívneho nákladu.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="310" />
            <source>It may not lie in another artifact's dead zone.</source>
            <translation>Nesmie ležať v mŕtvej zóne iného artefaktu.</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerCard</name>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="23" />
            <source>flight days −%1</source>
            <translation>dni letu −%1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="24" />
            <source>forward by engine strength</source>
            <translation>dopredu o silu motorov</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="25" />
            <source>planet %1</source>
            <translation>planéta %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="26" />
            <source>give %1 crew</source>
            <translation>odovzdať posádku: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="27" />
            <source>needs %1 crew</source>
            <translation>posádka aspoň %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="28" />
            <source>+%1 credits</source>
            <translation>kredity: +%1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="29" />
            <source>firepower %1</source>
            <translation>sila zbraní %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="30" />
            <source>Beat them:</source>
            <translation>Porazíte ich:</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="31" />
            <source>Planet %1: %2 has landed here</source>
            <translation>Planéta %1: tu pristála loď – %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="32" />
            <source>Coming now: %1</source>
            <translation>Práve sa blíži: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="33" />
            <source>Lose to them:</source>
            <translation>Prehráte:</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="34" />
            <source>takes %1 goods</source>
            <translation>vezmú tovar: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="35" />
            <source>takes %1 crew</source>
            <translation>vezmú posádku: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="36" />
            <source>%1 days</source>
            <translation>%1 dni</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="37" />
            <source>%1 crew</source>
            <translation>posádka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="38" />
            <source>%1 goods</source>
            <translation>tovar %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="40" />
            <source>fewest crew</source>
            <translation>najmenšia posádka</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="41" />
            <source>weakest engines</source>
            <translation>najslabšie motory</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="42" />
            <source>weakest firepower</source>
            <translation>najslabšie zbrane</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="44" />
            <source>a day back for every exposed connector</source>
            <translation>o deň späť za každú otvorenú prípojku</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="45" />
            <source>joined occupied cabins lose one crew each</source>
            <translation>spojené obsadené ubikácie stratia po jednom členovi posádky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="46" />
            <source>fewest crew: three tries to hit a tile</source>
            <translation>najmenšia posádka: tri pokusy zasiahnuť dielik</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="48" />
            <source>from the front</source>
            <translation>spredu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="49" />
            <source>from the rear</source>
            <translation>zozadu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="50" />
            <source>from the left</source>
            <translation>zľava</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="51" />
            <source>from the right</source>
            <translation>sprava</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="54" />
            <source>small meteor</source>
            <translation>malý meteorit</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="55" />
            <source>large meteor</source>
            <translation>veľký meteorit</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="56" />
            <source>light shot</source>
            <translation>malá strela</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="57" />
            <source>heavy shot</source>
            <translation>veľká strela</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerCompanion</name>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/companion.py" line="48" />
            <source>There are only %n ship(s) in the flight.</source>
            <translation>
                <numerusform>V lete je len %n loď.</numerusform>
                <numerusform>V lete sú len %n lode.</numerusform>
                <numerusform>V lete je len %n lodí.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="279" />
            <source>column %1</source>
            <translation>stĺpec %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="279" />
            <source>no column</source>
            <translation>žiadny stĺpec</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="280" />
            <source>row %1</source>
            <translation>riadok %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="280" />
            <source>no row</source>
            <translation>žiadny riadok</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="300" />
            <source>Deal %1</source>
            <translation>Rozdanie %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="347" />
            <source>Two ships cannot share a place in the flight.</source>
            <translation>Dve lode nemôžu mať v lete rovnaké poradie.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="43" />
            <source>1st</source>
            <translation>1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="44" />
            <source>2nd</source>
            <translation>2.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="45" />
            <source>3rd</source>
            <translation>3.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="46" />
            <source>4th</source>
            <translation>4.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/companion.py" line="49" />
            <source>%n card(s) left in the deck</source>
            <translation>
                <numerusform>V balíčku zostáva %n karta</numerusform>
                <numerusform>V balíčku zostávajú %n karty</numerusform>
                <numerusform>V balíčku zostáva %n kariet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="351" />
            <source>A ship that gave up cannot be the best-looking one.</source>
            <translation>Loď, ktorá sa vzdala, nemôže byť najkrajšia.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="357" />
            <source>A ship that gave up earns no mission reward.</source>
            <translation>Loď, ktorá vzdala let, za misiu nič nedostane.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="360" />
            <source>The game has only %1 red, %2 yellow, %3 green and %4 blue goods cubes.</source>
            <translation>Hra má iba %1 červených, %2 žltých, %3 zelených a %4 modrých kociek tovaru.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="388" />
            <source>Choose a place or “gave up” for: %1.</source>
            <translation>Vyberte poradie alebo „vzdal(a)“ pre: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="410" />
            <source>After three rounds: %1</source>
            <translation>Po troch etapách: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="410" />
            <source>Total so far: %1</source>
            <translation>Zatiaľ spolu: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="413" />
            <source>Round %1 needs fixing.</source>
            <translation>Etapu %1 treba opraviť.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="487" />
            <source>Hourglass</source>
            <translation>Presýpacie hodiny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="488" />
            <source>Dice</source>
            <translation>Kocky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="489" />
            <location filename="../desktop/galaxy_trucker/companion.py" line="527" />
            <source>Credits</source>
            <translation>Kredity</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="490" />
            <source>Flight decks</source>
            <translation>Balíčky letu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="492" />
            <source>Round</source>
            <translation>Etapa</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="493" />
            <source>The top card is of the round's level</source>
            <translation>Horná karta je úrovne etapy</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="494" />
            <source>Turn up the next card</source>
            <translation>Otočiť ďalšiu kartu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="496" />
            <source>Ship board</source>
            <translation>Doska lode</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="497" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="498" />
            <source>Fines for lost tiles capped</source>
            <translation>Pokuty za stratené dieliky obmedzené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="503" />
            <source>Each lost tile costs 1 credit, but no more than the ship board shows: %1 in round 1, %2 in round 2, %3 in round 3. Untick to pay for every tile.</source>
            <translation>Každý stratený dielik stojí 1 kredit, spolu však najviac toľko, koľko ukazuje doska lode: %1 v 1. etape, %2 v 2. etape, %3 v 3. etape. Bez zaškrtnutia sa platí za každý dielik.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="515" />
            <source>Round %1</source>
            <translation>Etapa %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="517" />
            <source>Name</source>
            <translation>Meno</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="518" />
            <source>Place</source>
            <translation>Poradie</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="519" />
            <source>Best-looking</source>
            <translation>Najkrajšia</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="520" />
            <source>Red</source>
            <translation>Červené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="521" />
            <source>Yellow</source>
            <translation>Žlté</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="522" />
            <source>Green</source>
            <translation>Zelené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="523" />
            <source>Blue</source>
            <translation>Modré</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="524" />
            <source>Flight credits</source>
            <translation>Kredity z letu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="525" />
            <source>Mission</source>
            <translation>Misia</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="526" />
            <source>Lost tiles</source>
            <translation>Stratené dieliky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="530" />
            <source>The goods cubes of this colour aboard when the flight ends: red sell for 4 credits, yellow 3, green 2, blue 1; a ship that gave up gets half, rounded up.</source>
            <translation>Kocky tovaru tejto farby na palube na konci letu: červená sa predáva za 4 kredity, žltá za 3, zelená za 2, modrá za 1; loď, ktorá sa vzdala, dostane polovicu, zaokrúhlené nahor.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="534" />
            <source>The players' names are typed in the boxes at the top.</source>
            <translation>Mená hráčov sa píšu do políčok hore.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="540" />
            <source>Tick the ship still flying with the fewest exposed connectors; ships tied for the fewest all get the reward.</source>
            <translation>Zaškrtnite loď, ktorá ešte letí a má najmenej otvorených prípojok; pri zhode dostanú odmenu všetky také lode.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="548" />
            <source>Everything earned during the flight: the credits of the cards (abandoned ships, slavers, pirates).</source>
            <translation>Všetko, čo hráč počas letu zarobil: kredity z kariet (opustené lode, otrokári, piráti).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="551" />
            <source>With the Missions expansion: the mission card's reward for the special tiles this ship delivered. Only a ship still flying when the flight ends earns it.</source>
            <translation>S rozšírením Misie: odmena z karty misie za špeciálne dieliky, ktoré táto loď dopravila. Dostane ju len loď, ktorá na konci letu ešte letí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="559" />
            <source>The round's credits: the order reward, the best-looking reward, goods, flight credits and the mission's reward, less the fines for lost tiles.</source>
            <translation>Kredity za etapu: odmena za poradie, odmena za najkrajšiu loď, tovar, kredity z letu a odmena za misiu, mínus pokuty za stratené dieliky.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="584" />
            <source>Start a new session? The credits and the dice rolls of this one are cleared. The names, the number of players, “Fines for lost tiles capped” and the sand's length stay.</source>
            <translation>Začať nové sedenie? Kredity a hody kockami tohto sedenia sa vymažú. Mená, počet hráčov, „Pokuty za stratené dieliky obmedzené“ a dĺžka sypania piesku zostanú.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="555" />
            <source>Every tile in the lost pile on the ship board: tiles taken off at the ship check, destroyed or cut away in flight, and reserved tiles never placed. Each costs 1 credit.</source>
            <translation>Všetky dieliky na poli pre stratené dieliky na doske lode: odobraté pri kontrole lode, zničené alebo odpadnuté počas letu a uskladnené dieliky, ktoré hráč nikdy neumiestnil. Každý stojí 1 kredit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="536" />
            <source>The ship's place in the flight when the round ends (1st is the leader), or “gave up”. The order rewards go by the ships still flying.</source>
            <translation>Poradie lode v lete na konci etapy (1. je vedúca loď), alebo „vzdal(a)“. Odmeny za poradie sa riadia poradím lodí, ktoré ešte letia.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="563" />
            <source>gave up</source>
            <translation>vzdal(a)</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerScene</name>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="54" />
            <source>Take a tile, then drag it onto a lit cell of your ship (R or the wheel turns it).</source>
            <translation>Vezmite si dielik a presuňte ho na zvýraznené pole svojej lode (otáča sa klávesom R alebo kolieskom myši).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="60" />
            <source>Drag the tile onto your ship, a reserve slot or back to the middle; R turns it.</source>
            <translation>Presuňte dielik na svoju loď, na pole na uskladnenie alebo späť doprostred stola; kláves R ním otáča.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="99" />
            <source>Your ship is finished: wait for the others and the sand.</source>
            <translation>Vaša loď je hotová: počkajte na ostatných a na dosypanie piesku.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="103" />
            <source>Your ship is finished: wait for the others to finish.</source>
            <translation>Vaša loď je hotová: počkajte, kým ostatní dostavajú svoje lode.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="104" />
            <source>Ship check: click faulty tiles (outlined in red) to remove them, or let them be removed for you.</source>
            <translation>Kontrola lode: chybné dieliky (orámované červenou) odoberte kliknutím, alebo ich nechajte odobrať automaticky.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="108" />
            <source>Crew: put an alien in a cabin joined to its life support, or put humans in every cabin.</source>
            <translation>Posádka: umiestnite mimozemšťana do ubikácie spojenej s jeho podporou života, alebo do všetkých ubikácií umiestnite ľudí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="111" />
            <source>The others are deciding.</source>
            <translation>Ostatní sa rozhodujú.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="112" />
            <source>A new card comes: fly on, or give up the flight now?</source>
            <translation>Prichádza nová karta: poletíte ďalej, alebo teraz vzdáte let?</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="113" />
            <source>%1: your decision.</source>
            <translation>%1: rozhodnite sa.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="114" />
            <source>Take a face-down tile</source>
            <translation>Vziať zakrytý dielik</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="115" />
            <source>Finish building (order token %1)</source>
            <translation>Dokončiť stavbu (žetón poradia %1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="116" />
            <source>Reserve the tile</source>
            <translation>Uskladniť dielik</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="117" />
            <source>Put it back face up</source>
            <translation>Vrátiť dielik lícom nahor</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="118" />
            <source>Turn the tile (R)</source>
            <translation>Otočiť dielik (R)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="119" />
            <source>Pass (cubes left: %1)</source>
            <translation>Pasovať (zostáva kociek: %1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="120" />
            <source>Turn the hourglass</source>
            <translation>Otočiť presýpacie hodiny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="121" />
            <source>Look at the flight cards</source>
            <translation>Pozrieť letové karty</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="123" />
            <source>Don't wait: time ×%1 until the bots finish</source>
            <translation>Nečakať: čas ×%1, kým boti dostavajú</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="125" />
            <source>Without it, %n tile(s) would no longer be joined and fall off.</source>
            <translation>
                <numerusform>Bez neho by %n dielik prestal byť pripojený a odpadol.</numerusform>
                <numerusform>Bez neho by %n dieliky prestali byť pripojené a odpadli.</numerusform>
                <numerusform>Bez neho by %n dielikov prestalo byť pripojených a odpadlo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="126" />
            <source>Back to normal time</source>
            <translation>Späť na bežný čas</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="127" />
            <source>Remove faulty tiles for me</source>
            <translation>Odobrať chybné dieliky za mňa</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="133" />
            <source>Fly on</source>
            <translation>Letieť ďalej</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="134" />
            <source>Give up the flight</source>
            <translation>Vzdať let</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="129" />
            <source>Brown alien in the cabin at %1</source>
            <translation>Umiestniť hnedého mimozemšťana do ubikácie (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="57" />
            <source>No tile can be taken with the cubes left this turn: pass, or finish your ship.</source>
            <translation>So zvyšnými kockami sa v tomto ťahu nedá vziať žiadny dielik: pasujte, alebo dokončite loď.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="63" />
            <source>Drag the tile onto your ship or back to the middle (both reserve slots are taken); R turns it.</source>
            <translation>Presuňte dielik na svoju loď alebo späť doprostred stola (obe polia na uskladnenie sú obsadené); kláves R ním otáča.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="67" />
            <source>Drag the reserved tile onto your ship or back to a reserve slot; R turns it. It cannot go back to the middle.</source>
            <translation>Presuňte uskladnený dielik na svoju loď alebo späť na pole na uskladnenie; kláves R ním otáča. Doprostred stola sa vrátiť nesmie.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="71" />
            <source>Drag the mission tile onto your ship, or put it back beside the board; R turns it.</source>
            <translation>Presuňte dielik misie na svoju loď, alebo ho vráťte vedľa dosky; kláves R ním otáča.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="74" />
            <source>The tile placed last (framed) may still be moved or turned until you take the next one; then it is welded.</source>
            <translation>Naposledy umiestnený dielik (orámovaný) môžete presunúť alebo otočiť, kým si nevezmete ďalší; potom je privarený.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="78" />
            <source>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</source>
            <translation>Piesok na 1 sa dosypal: na štart otočí presýpacie hodiny prvý, kto dostavia.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="81" />
            <source>The sand runs for the last time: when it runs out, building stops and the unfinished take the tokens left.</source>
            <translation>Piesok sa sype naposledy: keď sa dosype, stavba končí a kto nedostaval, dostane zvyšné žetóny poradia.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="85" />
            <source>Round %1: when you are ready, turn the hourglass. Building starts at once, for everyone.</source>
            <translation>%1. etapa: keď budete pripravení, otočte presýpacie hodiny. Stavba sa začne hneď, pre všetkých.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="88" />
            <source>Turn the hourglass: start building</source>
            <translation>Otočiť presýpacie hodiny: začať stavať</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="89" />
            <source>Put it back beside the board</source>
            <translation>Vrátiť vedľa dosky</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="90" />
            <source>Finish building (order token %1; %n tile(s) not built in are lost)</source>
            <translation>
                <numerusform>Dokončiť stavbu (žetón poradia %1; %n nezabudovaný dielik prepadne)</numerusform>
                <numerusform>Dokončiť stavbu (žetón poradia %1; %n nezabudované dieliky prepadnú)</numerusform>
                <numerusform>Dokončiť stavbu (žetón poradia %1; %n nezabudovaných dielikov prepadne)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="93" />
            <source>Placed last: drag it to move it, R turns it, until you take the next tile.</source>
            <translation>Umiestnený naposledy: presunutím ho premiestnite, kláves R ním otáča – kým si nevezmete ďalší dielik.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="96" />
            <source>The starting cabin stays: remove the tile beside it that breaks the rule.</source>
            <translation>Štartovací dielik jadra lode zostáva: odoberte dielik vedľa neho, ktorý porušuje pravidlo.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="100" />
            <source>Your ship is finished, and the sand has run out: turn the hourglass for the others.</source>
            <translation>Vaša loď je hotová a piesok sa dosypal: otočte presýpacie hodiny pre ostatných.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="130" />
            <source>Purple alien in the cabin at %1</source>
            <translation>Umiestniť fialového mimozemšťana do ubikácie (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="132" />
            <source>Crew ready: humans in every cabin without an alien</source>
            <translation>Posádka pripravená: ľudia do všetkých ubikácií bez mimozemšťana</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="135" />
            <source>Give up the flight? It cannot be taken back.</source>
            <translation>Vzdať let? Nedá sa to vziať späť.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="136" />
            <source>Your ship leaves the flight before this card: no card touches it any more, and its tiles are not lost. At the round's end it gets no reward for arriving, for the best-looking ship or for a mission, sells its goods for half (rounded up) and pays for lost tiles as everyone does.</source>
            <translation>Vaša loď opustí let pred touto kartou: žiadna karta ju už nezasiahne a jej dieliky sa nestrácajú. Na konci etapy nedostane odmenu za poradie v cieli, za najkrajšiu loď ani za misiu, predá tovar za polovicu (zaokrúhlené nahor) a za stratené dieliky platí ako všetci.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="142" />
            <source>Power the %1 at %2 with the battery at %3</source>
            <translation>%1 (%2): nabiť z batérie (%3)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="143" />
            <source>Declare</source>
            <translation>Ohlásiť</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="144" />
            <source>Declare engine strength %1</source>
            <translation>Ohlásiť silu motorov %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="145" />
            <source>Declare firepower %1</source>
            <translation>Ohlásiť silu zbraní %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="146" />
            <source>you leave the flight</source>
            <translation>vypadnete z letu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="147" />
            <source>Land on planet %1 (%2)</source>
            <translation>Pristáť na planéte %1 (tovar: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="148" />
            <source>Accept</source>
            <translation>Prijať</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="150" />
            <source>Accept: %1</source>
            <translation>Prijať: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="151" />
            <source>give up %n crew member(s)</source>
            <translation>
                <numerusform>odovzdáte %n člena posádky</numerusform>
                <numerusform>odovzdáte %n členov posádky</numerusform>
                <numerusform>odovzdáte %n členov posádky</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="152" />
            <source>load goods: %1</source>
            <translation>naložíte tovar: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="153" />
            <source>+%n credit(s)</source>
            <translation>
                <numerusform>+%n kredit</numerusform>
                <numerusform>+%n kredity</numerusform>
                <numerusform>+%n kreditov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="154" />
            <source>lose %n flight day(s)</source>
            <translation>
                <numerusform>stratíte %n deň letu</numerusform>
                <numerusform>stratíte %n dni letu</numerusform>
                <numerusform>stratíte %n dní letu</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="155" />
            <source>Decline</source>
            <translation>Odmietnuť</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="156" />
            <source>Load %1 into the hold at %2</source>
            <translation>Naložiť %1 tovar do nákladového priestoru (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="157" />
            <source>Unload %1 from the hold at %2</source>
            <translation>Vyložiť %1 tovar z nákladového priestoru (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="158" />
            <source>Done loading</source>
            <translation>Nakladanie hotové</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="159" />
            <source>Give up %1 from the hold at %2</source>
            <translation>Odovzdať %1 tovar z nákladového priestoru (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="160" />
            <source>Give up a battery at %1</source>
            <translation>Odovzdať batériu (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="161" />
            <source>Crew member leaves the cabin at %1</source>
            <translation>Člen posádky opustí ubikáciu (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="162" />
            <source>Defend with %1 (battery at %2)</source>
            <translation>Brániť sa: %1 (batéria: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="163" />
            <source>Take the hit</source>
            <translation>Prijať zásah</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="164" />
            <source>Keep the part with the tile at %1 (%2)</source>
            <translation>Ponechať si časť lode s dielikom (%1): %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="166" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n dielik</numerusform>
                <numerusform>%n dieliky</numerusform>
                <numerusform>%n dielikov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="167" />
            <source>%n crew</source>
            <translation>
                <numerusform>%n člen posádky</numerusform>
                <numerusform>%n členovia posádky</numerusform>
                <numerusform>%n členov posádky</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="168" />
            <source>%n goods cube(s)</source>
            <translation>
                <numerusform>%n kocka tovaru</numerusform>
                <numerusform>%n kocky tovaru</numerusform>
                <numerusform>%n kociek tovaru</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="169" />
            <source>no crew</source>
            <translation>bez posádky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="170" />
            <source>row %1, column %2</source>
            <translation>riadok %1, stĺpec %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="171" />
            <source>In hand</source>
            <translation>V ruke</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="172" />
            <source>Reserve</source>
            <translation>Uskladnené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="173" />
            <source>Mission tiles</source>
            <translation>Dieliky misie</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="175" />
            <source>Mission tile: it takes no reserve slot and can be built at any time; one not on your ship when building ends is lost and costs a credit.</source>
            <translation>Dielik misie: nezaberá pole na uskladnenie a môžete ho postaviť kedykoľvek; ak pri skončení stavby nie je na vašej lodi, je stratený a stojí kredit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="181" />
            <source>Mission: %1 · %2</source>
            <translation>Misia: %1 · %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="182" />
            <source>%n credit(s) per delivered tile</source>
            <translation>
                <numerusform>%n kredit za dovezený dielik</numerusform>
                <numerusform>%n kredity za dovezený dielik</numerusform>
                <numerusform>%n kreditov za dovezený dielik</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="184" />
            <source>(its number + 1) × %1 credits per delivered tile</source>
            <translation>kredity za dovezený dielik: (jeho číslo + 1) × %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="186" />
            <source>Each player gets %n mission tile(s) face up beside the board. They take no reserve slot and can be built at any time, like reserved tiles; one not on the ship when building ends is lost and costs a credit.</source>
            <translation>
                <numerusform>Každý hráč dostane %n dielik misie lícom nahor vedľa dosky lode. Nezaberá pole na uskladnenie a rovnako ako uskladnené dieliky ho môžete postaviť kedykoľvek; ak pri skončení stavby nie je na lodi, je stratený a stojí kredit.</numerusform>
                <numerusform>Každý hráč dostane %n dieliky misie lícom nahor vedľa dosky lode. Nezaberajú polia na uskladnenie a rovnako ako uskladnené dieliky ich môžete postaviť kedykoľvek; dielik, ktorý pri skončení stavby nie je na lodi, je stratený a stojí kredit.</numerusform>
                <numerusform>Každý hráč dostane %n dielikov misie lícom nahor vedľa dosky lode. Nezaberajú polia na uskladnenie a rovnako ako uskladnené dieliky ich môžete postaviť kedykoľvek; dielik, ktorý pri skončení stavby nie je na lodi, je stratený a stojí kredit.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="191" />
            <source>3 explosive, 3 fragile, 3 heavy and 3 radioactive cargo tiles are shuffled face down among the tiles in the middle: whoever takes one can build it on the ship.</source>
            <translation>Po 3 dielikoch výbušného, krehkého, ťažkého a rádioaktívneho nákladu sa zamieša lícom nadol medzi dieliky uprostred stola: kto si taký vezme, môže ho postaviť na loď.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="197" />
            <source>Each delivered tile pays %1 × the round's number: %n credit(s) this round.</source>
            <translation>
                <numerusform>Každý dovezený dielik vynesie %1 × číslo etapy: v tejto etape %n kredit.</numerusform>
                <numerusform>Každý dovezený dielik vynesie %1 × číslo etapy: v tejto etape %n kredity.</numerusform>
                <numerusform>Každý dovezený dielik vynesie %1 × číslo etapy: v tejto etape %n kreditov.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="200" />
            <source>Each delivered heavy cargo tile pays (its number + 1) × the round's number.</source>
            <translation>Každý dovezený dielik ťažkého nákladu vynesie (svoje číslo + 1) × číslo etapy.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="203" />
            <source>Delivered: still on a ship that is flying when the flight ends; the reward is paid at the round's end. A ship that gave up gets no mission reward.</source>
            <translation>Dovezený je dielik, ktorý je na konci letu na lodi, ktorá ešte letí; odmena sa vypláca pri vyúčtovaní etapy. Loď, ktorá let vzdala, za misiu nedostane nič.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="209" />
            <source>%n mission tile(s): +%1</source>
            <translation>
                <numerusform>%n dielik misie: +%1</numerusform>
                <numerusform>%n dieliky misie: +%1</numerusform>
                <numerusform>%n dielikov misie: +%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="210" />
            <source>Mission tiles on this ship: %n. Delivered, they would pay %1 credits at the round's end.</source>
            <translation>
                <numerusform>Dieliky misie na tejto lodi: %n. Ak ich loď dovezie, pri vyúčtovaní etapy vynesú kredity: %1.</numerusform>
                <numerusform>Dieliky misie na tejto lodi: %n. Ak ich loď dovezie, pri vyúčtovaní etapy vynesú kredity: %1.</numerusform>
                <numerusform>Dieliky misie na tejto lodi: %n. Ak ich loď dovezie, pri vyúčtovaní etapy vynesú kredity: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="214" />
            <source>Mission tiles on this ship: %n. It gave up the flight: no mission reward.</source>
            <translation>
                <numerusform>Dieliky misie na tejto lodi: %n. Loď let vzdala: za misiu nedostane nič.</numerusform>
                <numerusform>Dieliky misie na tejto lodi: %n. Loď let vzdala: za misiu nedostane nič.</numerusform>
                <numerusform>Dieliky misie na tejto lodi: %n. Loď let vzdala: za misiu nedostane nič.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="217" />
            <source>Face-down tiles: %1</source>
            <translation>Zakryté dieliky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="218" />
            <source>Face up in the middle</source>
            <translation>Odkryté uprostred stola</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="219" />
            <source>Round %1 of 3</source>
            <translation>Etapa %1 z 3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="220" />
            <source>%n credit(s)</source>
            <translation>
                <numerusform>kredity: %n</numerusform>
                <numerusform>kredity: %n</numerusform>
                <numerusform>kredity: %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="221" />
            <source>token %1</source>
            <translation>žetón %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="222" />
            <source>%n tile(s) lost</source>
            <translation>
                <numerusform>%n stratený dielik</numerusform>
                <numerusform>%n stratené dieliky</numerusform>
                <numerusform>%n stratených dielikov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="223" />
            <source>cubes %1</source>
            <translation>kocky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="224" />
            <source>Flight board</source>
            <translation>Letový plán</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="225" />
            <source>Every tile taken and built</source>
            <translation>Všetky ťahy s dielikmi</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="226" />
            <source>Leader: %1</source>
            <translation>Vedie: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="227" />
            <source>Order of flight</source>
            <translation>Poradie letu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="229" />
            <source>%1. %2 · space %3</source>
            <translation>%1. %2 · políčko %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="231" />
            <source>%1 (costs %n cube(s))</source>
            <translation>
                <numerusform>%1 (stojí %n kocku)</numerusform>
                <numerusform>%1 (stojí %n kocky)</numerusform>
                <numerusform>%1 (stojí %n kociek)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="232" />
            <source>Placing a tile costs 2 cubes, taking one 1, reserving 1.</source>
            <translation>Umiestnenie dielika stojí 2 kocky, vzatie dielika 1, uskladnenie 1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="233" />
            <source>Cubes this turn: %1.</source>
            <translation>Kocky v tomto ťahu: %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="235" />
            <source>Somebody has finished: %n last turn(s) left for you, each adding %1 cubes.</source>
            <translation>
                <numerusform>Niekto už dostaval: zostáva vám %n posledný ťah, pridá %1 kociek.</numerusform>
                <numerusform>Niekto už dostaval: zostávajú vám %n posledné ťahy, každý pridá %1 kociek.</numerusform>
                <numerusform>Niekto už dostaval: zostáva vám %n posledných ťahov, každý pridá %1 kociek.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="238" />
            <source>Their firepower: %1.</source>
            <translation>Ich sila zbraní: %1.</translation>
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
                <numerusform>Najslabšia loď stratí %n deň letu.</numerusform>
                <numerusform>Najslabšia loď stratí %n dni letu.</numerusform>
                <numerusform>Najslabšia loď stratí %n dní letu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="245" />
            <source>The weakest ship loses %n crew member(s).</source>
            <translation>
                <numerusform>Najslabšia loď príde o %n člena posádky.</numerusform>
                <numerusform>Najslabšia loď príde o %n členov posádky.</numerusform>
                <numerusform>Najslabšia loď príde o %n členov posádky.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="246" />
            <source>The weakest ship gives up %n goods cube(s).</source>
            <translation>
                <numerusform>Najslabšia loď odovzdá %n kocku tovaru.</numerusform>
                <numerusform>Najslabšia loď odovzdá %n kocky tovaru.</numerusform>
                <numerusform>Najslabšia loď odovzdá %n kociek tovaru.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="247" />
            <source>The weakest ship comes under fire: %n shot(s).</source>
            <translation>
                <numerusform>Najslabšia loď sa dostane pod paľbu: %n strela.</numerusform>
                <numerusform>Najslabšia loď sa dostane pod paľbu: %n strely.</numerusform>
                <numerusform>Najslabšia loď sa dostane pod paľbu: %n striel.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="251" />
            <source>%1: power double engines with batteries if you wish, then declare the strength.</source>
            <translation>%1: ak chcete, nabite supermotory z batérií, potom ohláste silu motorov.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="254" />
            <source>%1: power double cannons with batteries if you wish, then declare the firepower.</source>
            <translation>%1: ak chcete, nabite superzbrane z batérií, potom ohláste silu zbraní.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="258" />
            <source>%1: drag the goods into your holds. A cube in a hold can be dragged to another hold, or off the ship to unload it. Then finish loading.</source>
            <translation>%1: presuňte tovar do nákladových priestorov. Kocku v nákladovom priestore môžete presunúť do iného, alebo mimo loď, a tým ju vyložiť. Potom nakladanie ukončite.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="263" />
            <source>%1: give up %n more good(s), the most valuable first.</source>
            <translation>
                <numerusform>%1: odovzdajte ešte %n kus tovaru, najcennejší najprv.</numerusform>
                <numerusform>%1: odovzdajte ešte %n kusy tovaru, najcennejší najprv.</numerusform>
                <numerusform>%1: odovzdajte ešte %n kusov tovaru, najcennejší najprv.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="265" />
            <source>%1: you have no goods left, so %n more battery(-ies) go instead: choose which.</source>
            <translation>
                <numerusform>%1: tovar už nemáte, namiesto neho odovzdáte ešte %n batériu: vyberte ktorú.</numerusform>
                <numerusform>%1: tovar už nemáte, namiesto neho odovzdáte ešte %n batérie: vyberte ktoré.</numerusform>
                <numerusform>%1: tovar už nemáte, namiesto neho odovzdáte ešte %n batérií: vyberte ktoré.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="268" />
            <source>%1: give up %n more crew member(s): choose the cabins.</source>
            <translation>
                <numerusform>%1: odovzdajte ešte %n člena posádky: vyberte ubikácie.</numerusform>
                <numerusform>%1: odovzdajte ešte %n členov posádky: vyberte ubikácie.</numerusform>
                <numerusform>%1: odovzdajte ešte %n členov posádky: vyberte ubikácie.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="269" />
            <source>%1: your ship has broken apart: choose the part you keep.</source>
            <translation>%1: vaša loď sa rozpadla: vyberte časť, ktorú si ponecháte.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="274" />
            <source>%1: give up %n good(s), the most valuable first.</source>
            <translation>
                <numerusform>%1: odovzdajte %n kus tovaru, najcennejší najprv.</numerusform>
                <numerusform>%1: odovzdajte %n kusy tovaru, najcennejší najprv.</numerusform>
                <numerusform>%1: odovzdajte %n kusov tovaru, najcennejší najprv.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="275" />
            <source>%1: give up %n crew member(s): choose the cabins.</source>
            <translation>
                <numerusform>%1: odovzdajte %n člena posádky: vyberte ubikácie.</numerusform>
                <numerusform>%1: odovzdajte %n členov posádky: vyberte ubikácie.</numerusform>
                <numerusform>%1: odovzdajte %n členov posádky: vyberte ubikácie.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="277" />
            <source>Card: %1 · %2 left in the deck</source>
            <translation>Karta: %1 · v balíčku zostáva %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="278" />
            <source>Exposed connector (%1 on this ship): the best-looking ship has the fewest</source>
            <translation>Otvorená prípojka (na tejto lodi %1): najkrajšia loď ich má najmenej</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="282" />
            <source>Goods to load: drag them into your holds</source>
            <translation>Tovar na naloženie: presuňte ho do nákladových priestorov</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="283" />
            <source>Goods at hand. A cube dragged here (or anywhere off the ship) from a hold is unloaded; cubes still here when you finish loading stay behind.</source>
            <translation>Tovar na naloženie. Kocka presunutá sem (alebo kamkoľvek mimo loď) z nákladového priestoru sa vyloží; kocky, ktoré tu zostanú, keď nakladanie ukončíte, sa vrátia do zásoby.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="289" />
            <source>Load or unload a cube…</source>
            <translation>Naložiť alebo vyložiť kocku…</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="292" />
            <source>Ship board: %1</source>
            <translation>Doska lode: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="293" />
            <source>Dead zone of an artifact: nothing here works but connectors, armour plating and cargo.</source>
            <translation>Mŕtva zóna artefaktu: nefunguje tu nič okrem prípojok, nezničiteľného plátovania a nákladu.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="296" />
            <source>Empty: a tile placed here must touch the ship, and its connectors must fit those beside it.</source>
            <translation>Prázdne pole: dielik položený sem sa musí dotýkať lode a jeho prípojky musia sedieť k susedným dielikom.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="299" />
            <source>Take one into your hand, then place it on your ship, reserve it or put it back face up.</source>
            <translation>Vezmite si jeden do ruky a potom ho umiestnite na svoju loď, uskladnite alebo vráťte lícom nahor.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="302" />
            <source>Reserve slot: a tile kept here can be placed later; one still here when building ends is lost.</source>
            <translation>Pole na uskladnenie: dielik uskladnený tu môžete umiestniť neskôr; dielik, ktorý tu zostane do konca stavby, je stratený.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="306" />
            <source>Face-up tiles: anyone may take one. A tile in hand (not a reserved one) may be put back here, face up.</source>
            <translation>Odkryté dieliky: ktokoľvek si môže jeden vziať. Dielik z ruky (nie uskladnený) sem možno vrátiť lícom nahor.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="310" />
            <source>Flight board, space %1: a moving ship skips the spaces other ships stand on.</source>
            <translation>Letový plán, políčko %1: loď pri pohybe preskakuje políčka, na ktorých stoja iné lode.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="313" />
            <source>Here: connectors joined: %1, clashing: %2 (green and red marks; a clash fails the ship check).</source>
            <translation>Tu: spojených prípojok %1, nesúhlasiacich %2 (zelené a červené značky; s nesúhlasiacou prípojkou loď kontrolou neprejde).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="317" />
            <source>Now the battery that powers it: click it, or Tab to it and press Space (Esc: another choice).</source>
            <translation>Teraz batéria, ktorá ho napája: kliknite na ňu alebo na ňu prejdite tabulátorom a stlačte medzerník (Esc: iná voľba).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="321" />
            <source>Take the tile: %1</source>
            <translation>Vziať dielik: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="322" />
            <source>Remove the tile: %1 at %2</source>
            <translation>Odstrániť dielik: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="323" />
            <source>%1 — press Space or Enter.</source>
            <translation>%1 — stlačte medzerník alebo Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="324" />
            <source>Beware: %1 The ship check would remove it.</source>
            <translation>Pozor: %1 Kontrola lode by ho odobrala.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="326" />
            <source>Here: connectors joined: %1, clashing: %2.</source>
            <translation>Tu: spojených prípojok %1, nesúhlasiacich %2.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="328" />
            <source>The tile stays in your hand.</source>
            <translation>Dielik vám zostáva v ruke.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="330" />
            <source>%1 %2 misses the ship.</source>
            <translation>%1 %2 loď minie.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="331" />
            <source>%1 %2 bounces off a smooth side.</source>
            <translation>%1 %2 sa odrazí od hladkej strany.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="332" />
            <source>%1 %2: the heavy cargo's armour holds.</source>
            <translation>%1 %2: nezničiteľné plátovanie ťažkého nákladu vydrží.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="333" />
            <source>%1 %2 is shot down.</source>
            <translation>%1 %2 je zostrelený.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="334" />
            <source>%1 %2 is coming: defend the ship?</source>
            <translation>%1 %2 sa blíži: brániť loď?</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="335" />
            <source>%1 %2 is stopped.</source>
            <translation>%1 %2: ubránené.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="336" />
            <source>%1 %2 hits the ship.</source>
            <translation>%1 %2 zasiahne loď.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="338" />
            <source>in column %1</source>
            <translation>v stĺpci %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="339" />
            <source>in row %1</source>
            <translation>v riadku %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="341" />
            <source>red</source>
            <translation>červený</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="342" />
            <source>yellow</source>
            <translation>žltý</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="343" />
            <source>green</source>
            <translation>zelený</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="344" />
            <source>blue</source>
            <translation>modrý</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="349" />
            <source>The connectors do not fit the tile above.</source>
            <translation>Prípojky nesedia s dielikom nad ním.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="350" />
            <source>The connectors do not fit the tile below.</source>
            <translation>Prípojky nesedia s dielikom pod ním.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="351" />
            <source>The connectors do not fit the tile on its left.</source>
            <translation>Prípojky nesedia s dielikom naľavo od neho.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="352" />
            <source>The connectors do not fit the tile on its right.</source>
            <translation>Prípojky nesedia s dielikom napravo od neho.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="355" />
            <source>The connectors do not fit.</source>
            <translation>Prípojky nesedia.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="356" />
            <source>An engine must point to the rear.</source>
            <translation>Motor musí smerovať dozadu.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="357" />
            <source>The space behind an engine must be empty.</source>
            <translation>Pole za motorom musí byť prázdne.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="358" />
            <source>The space in front of a cannon must be empty.</source>
            <translation>Pole pred zbraňou musí byť prázdne.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="359" />
            <source>Not joined to the starting cabin.</source>
            <translation>Dielik nie je spojený so štartovacím dielikom jadra lode.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="360" />
            <source>Two radioactive tiles are joined.</source>
            <translation>Dva dieliky rádioaktívneho nákladu sú spojené.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="361" />
            <source>An artifact lies in another artifact's dead zone.</source>
            <translation>Artefakt leží v mŕtvej zóne iného artefaktu.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../desktop/start_page.py" line="355" />
            <source>A game was left here.</source>
            <translation>Tu zostala rozohraná hra.</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="366" />
            <source>Saved %1 · move %2 · %3</source>
            <translation>Uložené %1 · krok %2 · %3</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="390" />
            <source>%1 players</source>
            <translation>Počet hráčov: %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="392" />
            <source>%1–%2 players</source>
            <translation>Počet hráčov: %1–%2</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="394" />
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="395" />
            <source>New game of %1</source>
            <translation>Nová hra: %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="396" />
            <source>Rules</source>
            <translation>Pravidlá</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="397" />
            <source>How %1 is played</source>
            <translation>Ako sa hrá hra %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="398" />
            <source>Rules of %1</source>
            <translation>Pravidlá hry %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="399" />
            <source>Continue</source>
            <translation>Pokračovať</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="400" />
            <source>Continue the game of %1</source>
            <translation>Pokračovať v hre %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="276" />
            <source>Go on with the game you left</source>
            <translation>Pokračovať v rozohranej hre</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <location filename="../desktop/model.py" line="271" />
            <source>That seat is played by a bot.</source>
            <translation>Za toto miesto hrá bot.</translation>
        </message>
        <message>
            <location filename="../desktop/model.py" line="333" />
            <source>Only a player at this screen can take back a move, on his turn.</source>
            <translation>Vracať ťahy môže iba hráč pri tejto obrazovke, keď je na ťahu.</translation>
        </message>
    </context>
    <context>
        <name>GameOptionsDialog</name>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="41" />
            <source>%1: this game's options</source>
            <translation>%1: voľby tejto hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="56" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="60" />
            <source>Seed</source>
            <translation>Semienko</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="62" />
            <source>The seed that dealt this game: the same seed and options deal the same game.</source>
            <translation>Semienko, ktorým bola táto hra rozdaná: rovnaké semienko s rovnakými voľbami rozdá rovnakú hru.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="65" />
            <source>Practice</source>
            <translation>Cvičná hra</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="65" />
            <source>yes: moves may be taken back without limits</source>
            <translation>áno: ťahy sa dajú vracať bez obmedzenia</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message numerus="yes">
            <location filename="../desktop/game_page.py" line="135" />
            <location filename="../desktop/game_page.py" line="177" />
            <source>More (%n)…</source>
            <translation>
                <numerusform>Ďalšie (%n)…</numerusform>
                <numerusform>Ďalšie (%n)…</numerusform>
                <numerusform>Ďalšie (%n)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../engine/core/protocol.py" line="62" />
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="9" />
            <source>Golden Horn</source>
            <translation>Golden Horn</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="10" />
            <source>Catan</source>
            <translation>Osadníci z Katanu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="7" />
            <source>Galaxy Trucker</source>
            <translation>Galaxy Trucker</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="10" />
            <source>Shipyard</source>
            <translation>Lodenica</translation>
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
            <translation>žltá</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="13" />
            <source>pink</source>
            <translation>ružová</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="14" />
            <source>green</source>
            <translation>zelená</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="15" />
            <source>orange</source>
            <translation>oranžová</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="16" />
            <source>red</source>
            <translation>červená</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="17" />
            <source>blue</source>
            <translation>modrá</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="20" />
            <source>one-colour ship</source>
            <translation>jednofarebnú loď</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="21" />
            <source>two-colour ship</source>
            <translation>dvojfarebnú loď</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="22" />
            <source>three-colour ship</source>
            <translation>trojfarebnú loď</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="25" />
            <source>Venice</source>
            <translation>Benátky</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="26" />
            <source>Constantinople</source>
            <translation>Konštantínopol</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="27" />
            <source>Modon</source>
            <translation>Modon</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="29" />
            <source>the {colour} sea space</source>
            <translation>morské políčko (farba: {colour})</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="32" />
            <source>Berths in Modon</source>
            <translation>Kotviská v Modone</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="33" />
            <source>Draw cards in Modon</source>
            <translation>Ťahanie kariet v Modone</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="34" />
            <source>The route for this many players has no Modon.</source>
            <translation>Trasa pre tento počet hráčov nevedie cez Modon.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="35" />
            <source>Pirates</source>
            <translation>Piráti</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="36" />
            <source>Placing the ships</source>
            <translation>Rozmiestnenie lodí</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="37" />
            <source>Start player</source>
            <translation>Začínajúci hráč</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="38" />
            <source>as the rules say</source>
            <translation>podľa pravidiel</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="39" />
            <source>2 berths</source>
            <translation>2 kotviská</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="40" />
            <source>3 berths</source>
            <translation>3 kotviská</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="41" />
            <source>on</source>
            <translation>zapnuté</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="42" />
            <source>off</source>
            <translation>vypnuté</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="43" />
            <source>chosen by the players</source>
            <translation>volia hráči</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="44" />
            <source>at random</source>
            <translation>náhodne</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="45" />
            <source>the first player</source>
            <translation>prvý hráč</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="48" />
            <source>{player} puts the {ship} in {port}.</source>
            <translation>{player} umiestni {ship} do prístavu {port}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="49" />
            <source>Nine goods are drawn for Venice and nine for Constantinople.</source>
            <translation>Pre Benátky aj pre Konštantínopol sa z vrecka vylosuje po deväť kusov tovaru.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="50" />
            <source>The cards are shuffled and each player is dealt five.</source>
            <translation>Hracie karty sa zamiešajú a každý hráč dostane do ruky päť kariet.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="51" />
            <source>{player} sends pirates with {card1} and {card2} and steals a {colour} good from {player2}.</source>
            <translation>{player} vyšle pirátov (karty: {card1} a {card2}) a ukradne jeden kus tovaru (farba: {colour}) – príde oň {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="54" />
            <source>{player} sends pirates with two {card1} cards and steals a {colour} good from {player2}.</source>
            <translation>{player} vyšle pirátov (dve karty, farba: {card1}) a ukradne jeden kus tovaru (farba: {colour}) – príde oň {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="57" />
            <source>{player} turns the robbed {ship} around.</source>
            <translation>{player} otočí prepadnutú {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="58" />
            <source>{player} keeps the robbed {ship} on course.</source>
            <translation>{player} nechá prepadnutú {ship} plávať ďalej rovnakým smerom.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="59" />
            <source>{player} loads %n {colour} good(s) onto the {ship} in {port}.</source>
            <translation>
                <numerusform>{player} naloží v prístave {port} na {ship} %n kus tovaru (farba: {colour}).</numerusform>
                <numerusform>{player} naloží v prístave {port} na {ship} %n kusy tovaru (farba: {colour}).</numerusform>
                <numerusform>{player} naloží v prístave {port} na {ship} %n kusov tovaru (farba: {colour}).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="60" />
            <source>{player}'s {ship} leaves {port} empty.</source>
            <translation>{player} vypraví {ship} z prístavu {port} prázdnu.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="61" />
            <source>{port} is restocked from the bag.</source>
            <translation>Prístav {port} sa doplní tovarom z vrecka.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="62" />
            <source>{player} sails the {ship} to {place}.</source>
            <translation>{player} presunie {ship} – cieľ: {place}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="63" />
            <source>{player} plays %n wind card(s).</source>
            <translation>
                <numerusform>{player} zahrá %n kartu vetra.</numerusform>
                <numerusform>{player} zahrá %n karty vetra.</numerusform>
                <numerusform>{player} zahrá %n kariet vetra.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="64" />
            <source>{player} unloads %n good(s) into the warehouse.</source>
            <translation>
                <numerusform>{player} vyloží do skladu %n kus tovaru.</numerusform>
                <numerusform>{player} vyloží do skladu %n kusy tovaru.</numerusform>
                <numerusform>{player} vyloží do skladu %n kusov tovaru.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="65" />
            <source>{player} draws %n card(s).</source>
            <translation>
                <numerusform>{player} si potiahne %n kartu.</numerusform>
                <numerusform>{player} si potiahne %n karty.</numerusform>
                <numerusform>{player} si potiahne %n kariet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="66" />
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>Odkladacia kôpka sa zamieša a vznikne z nej nový dobierací balíček.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="67" />
            <source>{port} has no goods left: this round is the last.</source>
            <translation>V prístave {port} došiel tovar: toto kolo je posledné.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="68" />
            <source>{player} announces the end of the game: this round is the last.</source>
            <translation>{player} ohlási koniec hry: toto kolo je posledné.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="69" />
            <source>The game is over.</source>
            <translation>Hra sa skončila.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="72" />
            <source>Ships are being placed in the home ports now.</source>
            <translation>Teraz sa lode rozmiestňujú do východiskových prístavov.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="73" />
            <source>The ships are already placed.</source>
            <translation>Lode sú už rozmiestnené.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="74" />
            <source>That is not one of your ships.</source>
            <translation>To nie je vaša loď.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="75" />
            <source>That ship is already placed.</source>
            <translation>Táto loď je už umiestnená.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="76" />
            <source>Ships start in Venice or Constantinople.</source>
            <translation>Lode začínajú v Benátkach alebo v Konštantínopole.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="77" />
            <source>Pirates are switched off in this game.</source>
            <translation>Piráti sú v tejto hre vypnutí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="78" />
            <source>You may send pirates only once a turn, before you sail.</source>
            <translation>Pirátov môžete vyslať iba raz za ťah, a to pred plavbou.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="79" />
            <source>You cannot rob your own ship.</source>
            <translation>Vlastnú loď prepadnúť nemôžete.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="80" />
            <source>Ships in Venice, Constantinople and Modon cannot be robbed.</source>
            <translation>Lode v Benátkach, v Konštantínopole a v Modone nemožno prepadnúť.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="81" />
            <source>That ship carries no goods.</source>
            <translation>Táto loď nevezie žiadny tovar.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="82" />
            <source>Both pirate cards must match the colours of the target's sails.</source>
            <translation>Obe pirátske karty musia zodpovedať farbám plachiet napadnutej lode.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="83" />
            <source>You do not hold those cards.</source>
            <translation>Tieto karty nemáte v ruke.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="84" />
            <source>Pirates take two cards, and you hold only one card of this colour.</source>
            <translation>Piráti potrebujú dve karty a vy máte v ruke iba jednu kartu tejto farby.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="85" />
            <source>Only the owner of the ship just robbed empty decides whether it turns.</source>
            <translation>O otočení lode, ktorú piráti práve pripravili o posledný tovar, rozhoduje iba jej majiteľ.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="86" />
            <source>The owner of the robbed ship must first decide whether it turns.</source>
            <translation>Majiteľ prepadnutej lode sa musí najprv rozhodnúť, či ju otočí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="87" />
            <source>You have already moved a ship this turn.</source>
            <translation>V tomto ťahu sa už jedna z vašich lodí plavila.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="88" />
            <source>You must move one of your ships first.</source>
            <translation>Najprv musíte presunúť jednu zo svojich lodí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="89" />
            <source>You must load all goods of one colour that is not on your sails.</source>
            <translation>Musíte naložiť všetok tovar jednej farby, ktorú loď nemá na plachtách.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="90" />
            <source>Goods are loaded only when a ship leaves Venice or Constantinople.</source>
            <translation>Tovar sa nakladá iba pri vyplávaní lode z Benátok alebo z Konštantínopolu.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="91" />
            <source>The ship cannot reach that space with the cards in your hand.</source>
            <translation>S kartami, ktoré máte v ruke, loď na toto políčko nedopláva.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="92" />
            <source>A ship sails on the way it is heading: it does not turn at sea, and it must move.</source>
            <translation>Loď pláva ďalej smerom, ktorým mieri: na mori sa neotáča a posunúť sa musí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="95" />
            <source>Another ship stands there (or every berth of Modon is taken): a ship sails past it.</source>
            <translation>Tam už stojí iná loď (alebo sú obsadené všetky kotviská v Modone): loď popri nej prepláva.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="98" />
            <source>The route has no such space.</source>
            <translation>Také políčko trasa nemá.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="99" />
            <source>The move ends at the first port, or at Modon with a free berth.</source>
            <translation>Plavba končí v prvom prístave alebo v Modone s voľným kotviskom.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="100" />
            <source>You may announce the end only with goods of all six colours in your warehouse.</source>
            <translation>Koniec hry môžete ohlásiť, iba ak máte v sklade tovar všetkých šiestich farieb.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="103" />
            <source>The end of the game has already been triggered.</source>
            <translation>Koniec hry už bol ohlásený.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="104" />
            <source>That is not allowed now.</source>
            <translation>To teraz nie je dovolené.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="107" />
            <source>Goods in the warehouse</source>
            <translation>Tovar v sklade</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="108" />
            <source>Bonus for sets of different goods</source>
            <translation>Bonus za sady rôzneho tovaru</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="109" />
            <source>Total</source>
            <translation>Spolu</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="112" />
            <source>How many ships may stop in Modon at once; the rules give 2 berths with 2 players and 3 with 4 (3 players sail without Modon).</source>
            <translation>Koľko lodí smie naraz kotviť v Modone; podľa pravidiel 2 pri 2 hráčoch a 3 pri 4 (pri 3 hráčoch sa pláva bez Modonu).</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="116" />
            <source>Whether a ship arriving in Modon draws cards as in a home port; the rules do so with 4 players.</source>
            <translation>Či loď priplávajúca do Modonu ťahá karty ako vo východiskovom prístave; podľa pravidiel pri 4 hráčoch.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="120" />
            <source>Off: nobody may rob ships with pirate cards (a gentler game for beginners).</source>
            <translation>Vypnuté: nikto nesmie prepadávať lode pirátskymi kartami (miernejšia hra pre začiatočníkov).</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="123" />
            <source>Whether the players put their ships into Venice or Constantinople, or the ships are placed at random.</source>
            <translation>Či hráči postavia svoje lode do Benátok či Konštantínopolu sami, alebo sa rozmiestnia náhodne.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="127" />
            <source>Who plays first.</source>
            <translation>Kto hrá prvý.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="131" />
            <source>The last move drew goods from the bag or cards from the pile: it cannot be taken back.</source>
            <translation>Pri poslednom ťahu sa ťahal tovar z vrecka alebo karty z balíčka: nedá sa vrátiť.</translation>
        </message>
    </context>
    <context>
        <name>GoldenHornCompanion</name>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="119" />
            <source>%1 colours +%2</source>
            <translation>%1-farebná +%2</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="22" />
            <source>Too many yellow cubes: the game has only %1.</source>
            <translation>Priveľa žltých kociek: hra ich má len %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="23" />
            <source>Too many pink cubes: the game has only %1.</source>
            <translation>Priveľa ružových kociek: hra ich má len %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="24" />
            <source>Too many green cubes: the game has only %1.</source>
            <translation>Priveľa zelených kociek: hra ich má len %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="25" />
            <source>Too many orange cubes: the game has only %1.</source>
            <translation>Priveľa oranžových kociek: hra ich má len %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="26" />
            <source>Too many red cubes: the game has only %1.</source>
            <translation>Priveľa červených kociek: hra ich má len %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="27" />
            <source>Too many blue cubes: the game has only %1.</source>
            <translation>Priveľa modrých kociek: hra ich má len %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="181" />
            <source>Start a new session? The warehouses of this one are cleared. The names and the number of players stay.</source>
            <translation>Začať nové sedenie? Sklady tohto sedenia sa vyprázdnia. Mená a počet hráčov zostanú.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="195" />
            <source>Modon (side with %1 berths up)</source>
            <translation>Modon (stranou s %1 kotviskami nahor)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="207" />
            <source>The route for %1 players, from Venice to Constantinople: %2.</source>
            <translation>Námorná cesta pre %1 hráčov z Benátok do Konštantínopolu: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="213" />
            <source>Modon is not used with three players.</source>
            <translation>V hre troch hráčov sa Modon nepoužíva.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="215" />
            <source>With two players nobody draws cards in Modon.</source>
            <translation>Pri hre dvoch hráčov sa v Modone žiadne nové karty neťahajú.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="218" />
            <source>Each player takes the 3 ships and the warehouse of one emblem and puts the ships into Venice or Constantinople, as he likes. All %1 cubes go into the bag: draw %2 blind into Venice and %2 into Constantinople. Shuffle the %3 cards and deal %4 to each player; the rest are the face-down draw pile. The oldest player starts and takes the start-player figure.</source>
            <translation>Každý hráč si vezme 3 lode a sklad s rovnakým znakom a lode rozmiestni podľa ľubovôle do Benátok alebo do Konštantínopolu. Všetkých %1 kociek dajte do vrecka a vytiahnite z neho naslepo %2 do Benátok a %2 do Konštantínopolu. Zamiešajte %3 kariet a každému hráčovi rozdajte %4; zvyšok tvorí dobierací balíček lícom nadol. Začína najstarší hráč a vezme si štartovú figúrku.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="230" />
            <source>The colours of the sea spaces from Venice, as this app lays them out (a reconstruction: the rulebook prints only the symbols; ▲ stands for red, yellow and blue, ● for orange, pink and green): %1.</source>
            <translation>Farby morských políčok od Benátok, ako ich rozkladá táto aplikácia (rekonštrukcia: pravidlá uvádzajú len symboly; ▲ znamená červenú, žltú a modrú, ● oranžovú, ružovú a zelenú): %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="252" />
            <source>Warehouses</source>
            <translation>Sklady</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="253" />
            <source>Set-up</source>
            <translation>Príprava</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="254" />
            <location filename="../desktop/golden_horn/companion.py" line="255" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="257" />
            <source>Name</source>
            <translation>Meno</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="257" />
            <source>Sets</source>
            <translation>Sady</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="257" />
            <source>Points</source>
            <translation>Body</translation>
        </message>
    </context>
    <context>
        <name>GoldenHornScene</name>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="39" />
            <source>Sea space: %1. A ship with this sail colour sails on for free; otherwise a %1 wind card moves it on.</source>
            <translation>Morské políčko (farba: %1). Loď s plachtou tejto farby cez neho prepláva zadarmo, iná potrebuje kartu vetra tejto farby.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="43" />
            <source>Modon: %n berth(s). A ship that reaches it with a berth free must stop; a full Modon is skipped. Ships here cannot be robbed.</source>
            <translation>
                <numerusform>Modon: %n kotvisko. Loď, ktorá sem dopláva a nájde voľné kotvisko, musí zastaviť; plný Modon sa preskakuje. Lode v Modone nemožno prepadnúť.</numerusform>
                <numerusform>Modon: %n kotviská. Loď, ktorá sem dopláva a nájde voľné kotvisko, musí zastaviť; plný Modon sa preskakuje. Lode v Modone nemožno prepadnúť.</numerusform>
                <numerusform>Modon: %n kotvísk. Loď, ktorá sem dopláva a nájde voľné kotvisko, musí zastaviť; plný Modon sa preskakuje. Lode v Modone nemožno prepadnúť.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="47" />
            <source>Home port: ships arriving here unload into the warehouse and turn; a ship leaving loads all goods of one colour not on its sails.</source>
            <translation>Východiskový prístav: lode, ktoré sem priplávajú, vyložia tovar do skladu a otočia sa; loď, ktorá vypláva, naloží všetok tovar jednej farby, ktorú nemá na plachtách.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="51" />
            <source>%1 goods in the port: %2</source>
            <translation>Tovar v prístave (farba: %1): %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="52" />
            <source>%1 of %2 (sails: %3). Draws %n card(s) on arriving in a port.</source>
            <translation>
                <numerusform>Túto %1 (plachty: %3) vlastní %2. Keď s ňou dopláva do prístavu, potiahne si %n kartu.</numerusform>
                <numerusform>Túto %1 (plachty: %3) vlastní %2. Keď s ňou dopláva do prístavu, potiahne si %n karty.</numerusform>
                <numerusform>Túto %1 (plachty: %3) vlastní %2. Keď s ňou dopláva do prístavu, potiahne si %n kariet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="53" />
            <source>%1 of %2 (sails: %3). Draws %n card(s) on arriving in Venice or Constantinople, none in Modon.</source>
            <translation>
                <numerusform>Túto %1 (plachty: %3) vlastní %2. Keď s ňou dopláva do Benátok alebo do Konštantínopolu, potiahne si %n kartu; v Modone si nepotiahne žiadnu.</numerusform>
                <numerusform>Túto %1 (plachty: %3) vlastní %2. Keď s ňou dopláva do Benátok alebo do Konštantínopolu, potiahne si %n karty; v Modone si nepotiahne žiadnu.</numerusform>
                <numerusform>Túto %1 (plachty: %3) vlastní %2. Keď s ňou dopláva do Benátok alebo do Konštantínopolu, potiahne si %n kariet; v Modone si nepotiahne žiadnu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="23" />
            <source>Bag: %1 goods · Draw pile: %2 cards · Discards: %3</source>
            <translation>Tovar vo vrecku: %1 · Karty v dobieracom balíčku: %2 · Odkladacia kôpka: %3</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="24" />
            <source>Last round!</source>
            <translation>Posledné kolo!</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="25" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="26" />
            <source>Warehouse</source>
            <translation>Sklad</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="27" />
            <source>%n good(s) + %1 set bonus</source>
            <translation>
                <numerusform>Tovar: %n + bonus za sady: %1</numerusform>
                <numerusform>Tovar: %n + bonus za sady: %1</numerusform>
                <numerusform>Tovar: %n + bonus za sady: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="28" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kariet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="29" />
            <source>Your hand</source>
            <translation>Karty v ruke</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="30" />
            <source>Cards in hand</source>
            <translation>Karty v ruke</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="31" />
            <source>%1 card: a wind card on a %1 space, or a pirate card against a ship with a %1 sail. Click two cards, then drag one onto a ship at sea.</source>
            <translation>Farba karty: %1. Ako karta vetra platí pre políčka tejto farby, ako pirátska karta proti lodi s plachtou tejto farby. Kliknite na dve karty a potom jednu z nich presuňte na loď na mori.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="57" />
            <source> loading %1</source>
            <translation> a naložiť tovar (farba: %1)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="58" />
            <source>Sail here%1: spends %n wind card(s).</source>
            <translation>
                <numerusform>Doplávať sem%1: stojí %n kartu vetra.</numerusform>
                <numerusform>Doplávať sem%1: stojí %n karty vetra.</numerusform>
                <numerusform>Doplávať sem%1: stojí %n kariet vetra.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="59" />
            <source>Sail here%1: costs no wind card.</source>
            <translation>Doplávať sem%1: nestojí žiadnu kartu vetra.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="60" />
            <source>Send pirates to this ship.</source>
            <translation>Vyslať pirátov na túto loď.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="61" />
            <source>Select two cards matching the sails of an opponent's loaded ship at sea.</source>
            <translation>Vyberte dve karty vo farbách plachiet niektorej naloženej súperovej lode na mori.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="62" />
            <source>This ship cannot move now.</source>
            <translation>Táto loď sa teraz nemôže plaviť.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="63" />
            <source>Now click an opponent's ship at sea, or drag a selected card onto it.</source>
            <translation>Teraz kliknite na súperovu loď na mori alebo na ňu presuňte vybranú kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="64" />
            <source>%1 card: Space adds it to the two cards for the pirates.</source>
            <translation>Karta (%1): medzerník ju pridá k dvom kartám pre pirátov.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="65" />
            <source>%1 card, one of the two for the pirates: Space takes it back.</source>
            <translation>Karta (%1), jedna z dvoch pre pirátov: medzerník ju vráti.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="66" />
            <source>Two cards chosen: choose the ship to rob with the arrow keys, then press Enter.</source>
            <translation>Dve karty sú vybrané: šípkami zvoľte loď, na ktorú vyšlete pirátov, a stlačte Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="70" />
            <source>This turn, a ship leaving this port loads %1, unless that colour is on its sails.</source>
            <translation>V tomto ťahu naloží loď vyplávajúca z tohto prístavu tovar (farba: %1), ak túto farbu nemá na plachtách.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="73" />
            <source>Leaving this port, the %1 loads the %2 goods.</source>
            <translation>Pri vyplávaní z tohto prístavu sa na %1 naloží tovar (farba: %2).</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="16" />
            <source>Turn the ship around</source>
            <translation>Otočiť loď</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="17" />
            <source>Keep its course</source>
            <translation>Zachovať smer</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="18" />
            <source>Announce the end</source>
            <translation>Ohlásiť koniec hry</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="19" />
            <source>Drag each of your ships into Venice or Constantinople.</source>
            <translation>Presuňte každú svoju loď do Benátok alebo do Konštantínopolu.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="20" />
            <source>Pirates took the last goods of your %1 (heading for %2): turn it around?</source>
            <translation>Piráti vám vzali posledný tovar: otočíte %1 (teraz sa plaví do cieľa: %2)?</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="74" />
            <source>Heading for %1.</source>
            <translation>Smer: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="23" />
            <source>End your turn, or announce the end of the game: your warehouse holds every colour.</source>
            <translation>Ukončite ťah alebo ohláste koniec hry: v sklade máte tovar všetkých farieb.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="26" />
            <source>The round is then played to its end and the game is scored. Announcing wins nothing by itself.</source>
            <translation>Kolo sa potom dohrá do konca a hra sa vyhodnotí. Ohlásenie samo osebe víťazstvo neprináša.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="78" />
            <source>%1 sea space</source>
            <translation>Morské políčko (farba: %1)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="79" />
            <source>Ship of %1 (sails: %2)</source>
            <translation>Loď hráča %1 (plachty: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="81" />
            <source>Put the ship into %1.</source>
            <translation>Umiestniť loď do prístavu: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="35" />
            <source>The ship leaving this port loads the framed colour: click another to load it, or press L.</source>
            <translation>Loď, ktorá vypláva z tohto prístavu, naloží orámovanú farbu: kliknite na inú, alebo stlačte L.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="21" />
            <source>End your turn (Ctrl+E).</source>
            <translation>Ukončite ťah (Ctrl+E).</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="30" />
            <source>End the turn</source>
            <translation>Ukončiť ťah</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="31" />
            <source>Drag one of your ships along the route. Optional first: pirates with two cards.</source>
            <translation>Presuňte jednu svoju loď po námornej ceste. Predtým môžete dvoma kartami vyslať pirátov.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="34" />
            <source>Drag one of your ships along the route.</source>
            <translation>Presuňte jednu svoju loď po námornej ceste.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="38" />
            <source>The cards are dealt, five each, once every ship is in its port.</source>
            <translation>Karty sa rozdajú, každému päť, keď budú všetky lode rozmiestnené v prístavoch.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="13" />
            <source>Warehouse of %1 · %2 goods: %3. Each good scores a point; sets of different goods score a bonus.</source>
            <translation>Sklad – %1 · tovar (farba: %2): %3. Každý kus tovaru má hodnotu jedného bodu; sady rôzneho tovaru prinášajú bonus.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="17" />
            <source>Cargo · %1 goods: %2. Unloaded into its owner's warehouse when the ship reaches a home port.</source>
            <translation>Náklad · tovar (farba: %1): %2. Keď loď dopláva do východiskového prístavu, vyloží sa do skladu jej majiteľa.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="21" />
            <source>Hand of %1 · cards: %2. Their colours are hidden; each card is played as a wind card or a pirate card.</source>
            <translation>Ruka – %1 · karty: %2. Ich farby sú skryté; každá karta sa hrá ako karta vetra alebo ako pirátska karta.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="26" />
            <source>%1: the flags of the ships in this colour carry the same mark.</source>
            <translation>%1: rovnakú značku nesú vlajky lodí tejto farby.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="27" />
            <source>%1 · points: %2 (goods in the warehouse: %3, set bonus: %4)</source>
            <translation>%1 · body: %2 (tovar v sklade: %3, bonus za sady: %4)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="28" />
            <source>Wind card (%1): sailing here spends it.</source>
            <translation>Karta vetra (farba: %1): plavba sem ju spotrebuje.</translation>
        </message>
    </context>
    <context>
        <name>Hourglass</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="219" />
            <source>Turn the hourglass</source>
            <translation>Otočiť presýpacie hodiny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="235" />
            <source>The hourglass turns onto 2 and 1 by itself; onto start it is turned by the first player to finish building (Finish building does it for you).</source>
            <translation>Na 2 a 1 sa presýpacie hodiny otáčajú samy; na štart ich otočí prvý hráč, ktorý dostavia (urobí to za vás tlačidlo Dokončiť stavbu).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="240" />
            <source>When the sand has run out it may be turned; onto start only by a player who has finished.</source>
            <translation>Keď sa piesok dosype, hodiny možno otočiť; na štart iba hráč, ktorý už dostaval.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="245" />
            <source>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</source>
            <translation>Piesok na 1 sa dosypal: na štart otočí presýpacie hodiny prvý, kto dostavia.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="248" />
            <source>The sand on 1 has run out: only a player who has finished may turn the hourglass onto start.</source>
            <translation>Piesok na 1 sa dosypal: na štart smie presýpacie hodiny otočiť iba hráč, ktorý už dostaval.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="251" />
            <source>The sand has run out: anyone may turn the hourglass.</source>
            <translation>Piesok sa dosypal: presýpacie hodiny môže otočiť ktokoľvek.</translation>
        </message>
    </context>
    <context>
        <name>HourglassDock</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="308" />
            <source>Hourglass</source>
            <translation>Presýpacie hodiny</translation>
        </message>
    </context>
    <context>
        <name>HourglassFace</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="92" />
            <source>start</source>
            <translation>štart</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="175" />
            <source>turn it!</source>
            <translation>otočte ich!</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="38" />
            <location filename="../desktop/dialogs/keys.py" line="84" />
            <source>Arrow keys</source>
            <translation>Šípky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="44" />
            <source>Put a piece back, even one you are carrying with the mouse</source>
            <translation>Vrátiť herný prvok späť, aj ten nesený myšou</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="46" />
            <source>wheel while carrying</source>
            <translation>koliesko pri nesení</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="46" />
            <source>right click</source>
            <translation>pravé tlačidlo</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="47" />
            <source>Turn a Galaxy Trucker tile or a Shipyard canal</source>
            <translation>Otočiť dielik v Galaxy Trucker alebo kanál v Lodenici</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="49" />
            <source>Golden Horn: the next colour of goods to load</source>
            <translation>Golden Horn: ďalšia farba tovaru na naloženie</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="50" />
            <source>The buttons above the board, from the left</source>
            <translation>Tlačidlá nad herným plánom, zľava</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="52" />
            <source>Galaxy Trucker's real-time build: pause the sand and the bots</source>
            <translation>Stavba v reálnom čase v Galaxy Trucker: zastaviť presýpacie hodiny aj botov</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="55" />
            <source>Find in the game log (in the rules window: in the rules)</source>
            <translation>Hľadať v denníku hry (v okne pravidiel: v pravidlách)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="58" />
            <source>Mouse wheel</source>
            <translation>Koliesko myši</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="39" />
            <source>Choose where the picked piece goes: the places in turn (right or down: the next one)</source>
            <translation>Zvoliť, kam vybraný herný prvok pôjde: miesta jedno po druhom (vpravo alebo dole: ďalšie)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="23" />
            <source>Pick the next or the previous piece you may move, then each thing a click chooses (a card, a tile to take or to remove)</source>
            <translation>Vybrať ďalší alebo predchádzajúci herný prvok, ktorým smiete ťahať, a potom všetko, o čom rozhoduje kliknutie (kartu, dielik na vzatie alebo odstránenie)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="31" />
            <source>Like Tab, past the rest of the same kind: to the next or the previous column of ship parts, offer, hand or row of things to choose</source>
            <translation>Ako Tab, ale preskočí zvyšok toho istého druhu: na ďalší alebo predchádzajúci stĺpec lodných dielov, ponuku, ruku alebo rad vecí na výber</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="43" />
            <source>Put the piece there, or choose the thing Tab is on</source>
            <translation>Položiť herný prvok tam alebo zvoliť to, na čom stojí Tab</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="51" />
            <source>Every button above the board in a list, to choose with the arrows</source>
            <translation>Všetky tlačidlá nad herným plánom v zozname na výber šípkami</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="59" />
            <source>Zoom the board in or out; 0 fits it to the window</source>
            <translation>Priblížiť alebo oddialiť herný plán; 0 ho prispôsobí oknu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="62" />
            <source>Right or middle drag</source>
            <translation>Ťahanie pravým alebo stredným tlačidlom</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="62" />
            <source>Ctrl+arrow keys</source>
            <translation>Ctrl+šípky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="63" />
            <source>Move the board</source>
            <translation>Posunúť herný plán</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="69" />
            <source>Play the replay, or pause it</source>
            <translation>Prehrať záznam alebo ho pozastaviť</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="70" />
            <source>One move back or forward</source>
            <translation>O krok späť alebo dopredu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="71" />
            <source>To the start or to the end of the game</source>
            <translation>Na začiatok alebo na koniec hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="72" />
            <source>Close the replay</source>
            <translation>Zavrieť záznam</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="79" />
            <source>Roll the dice or turn the hourglass on the open tab (of two sets of dice, the ones rolled last)</source>
            <translation>Hodiť kockami alebo otočiť hodiny na otvorenej záložke (kocky použité naposledy)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="84" />
            <source>The next or the previous tab</source>
            <translation>Ďalšia alebo predchádzajúca záložka</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="154" />
            <source>Keyboard and mouse</source>
            <translation>Klávesnica a myš</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="156" />
            <source>Keys</source>
            <translation>Klávesy</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="156" />
            <source>What they do</source>
            <translation>Čo robia</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="157" />
            <source>Close</source>
            <translation>Zavrieť</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="159" />
            <source>On the board</source>
            <translation>Na hernom pláne</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="165" />
            <source>At the table</source>
            <translation>Pri stole</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="165" />
            <source>In a replay</source>
            <translation>Pri prehrávaní záznamu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="171" />
            <source>In the menus</source>
            <translation>V ponukách</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <location filename="../desktop/common/log_dock.py" line="323" />
            <location filename="../desktop/common/log_dock.py" line="324" />
            <source>Game log</source>
            <translation>Denník hry</translation>
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
            <translation>Vaša nedohraná hra %1 bola odložená ako %2 (Hra ▸ Otvoriť posledné).</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="23" />
            <source>Saving is off: a folder cannot be used</source>
            <translation>Ukladanie je vypnuté: priečinok sa nedá použiť</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="24" />
            <source>Přístav cannot use %1. Games are kept only until you quit.</source>
            <translation>Přístav nemôže použiť %1. Hry sa uchovajú len do ukončenia aplikácie.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="235" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="216" />
            <source>At the table</source>
            <translation>Pri stole</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="222" />
            <source>Replay</source>
            <translation>Záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="227" />
            <source>Game board</source>
            <translation>Herný plán</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="230" />
            <source>Tab picks a piece, the arrow keys a place, Enter puts it there; Alt and a digit press the buttons above.</source>
            <translation>Tab vyberie herný prvok, šípky miesto, Enter ho tam položí; Alt s číslicou stlačí tlačidlá hore.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="236" />
            <source>Open &amp;Recent</source>
            <translation>Otvoriť &amp;posledné</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="237" />
            <source>&amp;Edit</source>
            <translation>Úp&amp;ravy</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="238" />
            <source>&amp;Play</source>
            <translation>Ť&amp;ah</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="239" />
            <source>&amp;View</source>
            <translation>&amp;Zobraziť</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="240" />
            <source>&amp;Help</source>
            <translation>&amp;Pomocník</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="242" />
            <source>&amp;New Game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="243" />
            <source>&amp;Open…</source>
            <translation>&amp;Otvoriť…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="244" />
            <source>&amp;Save</source>
            <translation>&amp;Uložiť</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="245" />
            <source>Save &amp;As…</source>
            <translation>Uložiť &amp;ako…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="246" />
            <source>&amp;Back to the Start Page</source>
            <translation>Späť na ú&amp;vodnú stránku</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="247" />
            <source>&amp;Quit</source>
            <translation>&amp;Koniec</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="248" />
            <source>&amp;Undo</source>
            <translation>&amp;Späť</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="249" />
            <source>&amp;Redo</source>
            <translation>&amp;Znova</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="250" />
            <source>&amp;Hint</source>
            <translation>&amp;Rada</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="251" />
            <source>&amp;End Turn</source>
            <translation>&amp;Ukončiť ťah</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="252" />
            <source>&amp;Full Screen</source>
            <translation>&amp;Celá obrazovka</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="253" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Priblížiť</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="254" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Oddialiť</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="255" />
            <source>Fit the &amp;Board</source>
            <translation>Zobraziť celý &amp;herný plán</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="256" />
            <source>&amp;Rules</source>
            <translation>&amp;Pravidlá</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="257" />
            <source>&amp;Settings…</source>
            <translation>&amp;Nastavenia…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="258" />
            <source>&amp;About Přístav</source>
            <translation>&amp;O aplikácii Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="259" />
            <source>&amp;Keyboard and Mouse</source>
            <translation>&amp;Klávesnica a myš</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="260" />
            <source>&amp;Finished Games and Replays…</source>
            <translation>&amp;Dohrané hry a záznamy…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="261" />
            <source>This Game's O&amp;ptions…</source>
            <translation>Voľ&amp;by tejto hry…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="262" />
            <source>Restore the &amp;Panels</source>
            <translation>Obnoviť &amp;rozloženie panelov</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="263" />
            <source>&amp;Next Part of the Window</source>
            <translation>Ď&amp;alšia časť okna</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="264" />
            <source>Pre&amp;vious Part of the Window</source>
            <translation>Pr&amp;edchádzajúca časť okna</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="279" />
            <source>Game &amp;Log</source>
            <translation>&amp;Denník hry</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="280" />
            <source>&amp;Score History</source>
            <translation>&amp;Vývoj skóre</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="675" />
            <source>Hint: %1 (lit on the board).</source>
            <translation>Rada: %1 (zvýraznené na pláne).</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="23" />
            <source>Cannot open the game</source>
            <translation>Hru nemožno otvoriť</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="24" />
            <source>%1

The file was left as it is.</source>
            <translation>%1

Súbor zostal nezmenený.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="25" />
            <source>Not autosaved: another Přístav window plays this game</source>
            <translation>Neukladá sa: túto hru hrá iné okno Přístavu</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="26" />
            <source>Only one window at a time keeps a game's autosave, so neither overwrites the other.</source>
            <translation>Automatické uloženie hry vedie vždy len jedno okno, aby si ho okná navzájom neprepísali.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="29" />
            <source>Play with the mouse or the keys: Tab picks a piece, the arrows a place, Enter plays. %1 lists all keys.</source>
            <translation>Hrajte myšou alebo klávesnicou: Tab vyberie herný prvok, šípky miesto, Enter ťah vykoná. Všetky klávesy: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="33" />
            <source>Something went wrong inside Přístav; the details are in %1. Your game is kept.</source>
            <translation>V aplikácii Přístav sa niečo pokazilo; podrobnosti sú v %1. Vaša hra zostáva uložená.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="36" />
            <source>Something went wrong inside Přístav. Your game is kept.</source>
            <translation>V aplikácii Přístav sa niečo pokazilo. Vaša hra zostáva uložená.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="37" />
            <source>A bot failed: %1</source>
            <translation>Chyba bota: %1</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="25" />
            <source>Save the game</source>
            <translation>Uložiť hru</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="26" />
            <source>Přístav games (*.json)</source>
            <translation>Hry aplikácie Přístav (*.json)</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="27" />
            <source>Cannot save</source>
            <translation>Nedá sa uložiť</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="28" />
            <source>Saved to %1</source>
            <translation>Uložené do %1</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="29" />
            <source>Open a game</source>
            <translation>Otvoriť hru</translation>
        </message>
        <message>
            <location filename="../desktop/recent_menu.py" line="23" />
            <source>The file is not there now.</source>
            <translation>Súbor tu teraz nie je.</translation>
        </message>
        <message>
            <location filename="../desktop/recent_menu.py" line="26" />
            <source>(none)</source>
            <translation>(žiadne)</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="505" />
            <source>Wait for your turn.</source>
            <translation>Počkajte, kým budete na ťahu.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="39" />
            <source>To play: everyone at once</source>
            <translation>Na ťahu: všetci naraz</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="40" />
            <source>To play: %1</source>
            <translation>Na ťahu: %1</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="41" />
            <source>To play: %1 (bot)</source>
            <translation>Na ťahu: %1 (bot)</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="42" />
            <source>Game over</source>
            <translation>Koniec hry</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="644" />
            <source>You cannot end your turn yet.</source>
            <translation>Ťah ešte nemôžete ukončiť.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="656" />
            <source>Looking for a good move…</source>
            <translation>Hľadám dobrý ťah…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="671" />
            <source>Hint: the highlighted move.</source>
            <translation>Rada: zvýraznený ťah.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="38" />
            <source>%1 is thinking… %2 s</source>
            <translation>%1 premýšľa… %2 s</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="341" />
            <source>Every player needs a name.</source>
            <translation>Každý hráč musí mať meno.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="348" />
            <source>Players %1 and %2 have the same colour (%3). Choose a different colour for one of them.</source>
            <translation>Hráči %1 a %2 majú rovnakú farbu (%3). Jednému z nich vyberte inú farbu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Normal</source>
            <translation>Normálny</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Easy</source>
            <translation>Ľahký</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Hard</source>
            <translation>Ťažký</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="472" />
            <source>Easy: plays any move the rules allow.</source>
            <translation>Ľahký: hrá akýkoľvek ťah, ktorý pravidlá dovolia.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="473" />
            <source>Normal: plays with a plan.</source>
            <translation>Normálny: hrá s plánom.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="474" />
            <source>Hard: looks ahead before it plays.</source>
            <translation>Ťažký: skôr než zahrá, prepočíta ťahy dopredu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="481" />
            <source>New game – %1</source>
            <translation>Nová hra – %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="483" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Počet hráčov:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="484" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="485" />
            <source>Name</source>
            <translation>Meno</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="486" />
            <source>Played by</source>
            <translation>Hrá</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="487" />
            <source>Bot level</source>
            <translation>Úroveň bota</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="488" />
            <source>Colour</source>
            <translation>Farba</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="491" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="499" />
            <source>Name of player %1</source>
            <translation>Meno hráča %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="501" />
            <source>Player %1 – played by</source>
            <translation>Hráč %1 – hrá</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="502" />
            <source>Player %1 – bot level</source>
            <translation>Hráč %1 – úroveň bota</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="503" />
            <source>Player %1 – colour</source>
            <translation>Hráč %1 – farba</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="504" />
            <source>Human</source>
            <translation>Človek</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="505" />
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="511" />
            <source>Game options</source>
            <translation>Možnosti hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="516" />
            <source>&amp;Seed:</source>
            <translation>&amp;Semienko:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="517" />
            <source>The same seed and options deal the same game again.</source>
            <translation>S rovnakým semienkom a rovnakými voľbami sa znova rozdá rovnaká hra.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="518" />
            <source>New seed</source>
            <translation>Nové semienko</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="519" />
            <source>&amp;Practice (undo without limits)</source>
            <translation>&amp;Cvičná hra (vracanie ťahov bez obmedzenia)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="523" />
            <source>Any move may be taken back, the bots' too, even past a die roll or a card drawn. Chance stays as it fell: played again, the same moves roll the same dice and draw the same cards. A practice game is not a fair one: you see what chance brings before you choose.</source>
            <translation>Vrátiť sa dá každý ťah, aj ťahy botov, aj za hod kockami či ťahanie karty. Náhoda zostane, ako padla: rovnaké ťahy zahrané znova hodia rovnaké čísla a potiahnu rovnaké karty. Cvičná hra teda nie je férová: viete, čo náhoda prinesie, skôr než sa rozhodnete.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="529" />
            <source>&amp;Start game</source>
            <translation>&amp;Začať hru</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="530" />
            <source>Cancel</source>
            <translation>Zrušiť</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="531" />
            <source>&amp;Rules</source>
            <translation>P&amp;ravidlá</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="532" />
            <source>The rules of the game and what each option changes</source>
            <translation>Pravidlá hry a čo mení ktorá voľba</translation>
        </message>
    </context>
    <context>
        <name>PauseControl</name>
        <message>
            <location filename="../desktop/pause.py" line="29" />
            <source>&amp;Pause</source>
            <translation>&amp;Pozastaviť</translation>
        </message>
        <message>
            <location filename="../desktop/pause.py" line="31" />
            <source>The sand and the bots wait; the board is hidden until you go on</source>
            <translation>Presýpacie hodiny aj boti čakajú; herný plán je skrytý, kým nebudete pokračovať</translation>
        </message>
    </context>
    <context>
        <name>PilesDialog</name>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="69" />
            <source>Flight cards of round %1: the three open piles, in any order the flight may bring them.</source>
            <translation>Letové karty %1. etapy: tri odkryté kôpky; let ich môže priniesť v ľubovoľnom poradí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/piles.py" line="74" />
            <source>The fourth pile (%n card(s)) stays hidden until the flight.</source>
            <translation>
                <numerusform>Štvrtá kôpka (%n karta) zostáva až do letu skrytá.</numerusform>
                <numerusform>Štvrtá kôpka (%n karty) zostáva až do letu skrytá.</numerusform>
                <numerusform>Štvrtá kôpka (%n kariet) zostáva až do letu skrytá.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="83" />
            <source>Pile %1</source>
            <translation>Kôpka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="49" />
            <location filename="../desktop/galaxy_trucker/piles.py" line="101" />
            <location filename="../desktop/galaxy_trucker/piles.py" line="108" />
            <source>Flight cards</source>
            <translation>Letové karty</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../desktop/common/qt_words.py" line="32" />
            <source>Computer</source>
            <translation>Počítač</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="35" />
            <source>&amp;Look in:</source>
            <translation>&amp;Hľadať v:</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="36" />
            <source>Files of &amp;type:</source>
            <translation>Súbory &amp;typu:</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <location filename="../desktop/common/qt_words.py" line="37" />
            <source>Drive</source>
            <translation>Jednotka</translation>
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
            <translation>Uložiť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="14" />
            <source>Save All</source>
            <translation>Uložiť všetko</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="15" />
            <source>Open</source>
            <translation>Otvoriť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="16" />
            <source>&amp;Yes</source>
            <translation>&amp;Áno</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="17" />
            <source>Yes to &amp;All</source>
            <translation>Áno pre &amp;všetky</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="18" />
            <source>&amp;No</source>
            <translation>&amp;Nie</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="19" />
            <source>N&amp;o to All</source>
            <translation>Ni&amp;e pre všetky</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="20" />
            <source>Abort</source>
            <translation>Prerušiť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="21" />
            <source>Retry</source>
            <translation>Skúsiť znova</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="22" />
            <source>Ignore</source>
            <translation>Ignorovať</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="23" />
            <source>Close</source>
            <translation>Zavrieť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="24" />
            <source>Cancel</source>
            <translation>Zrušiť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="25" />
            <source>Discard</source>
            <translation>Zahodiť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="26" />
            <source>Help</source>
            <translation>Pomocník</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="27" />
            <source>Apply</source>
            <translation>Použiť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="28" />
            <source>Reset</source>
            <translation>Obnoviť</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="29" />
            <source>Restore Defaults</source>
            <translation>Obnoviť predvolené</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../desktop/replay.py" line="166" />
            <source>Pause</source>
            <translation>Pozastaviť</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="166" />
            <source>Play</source>
            <translation>Prehrať</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="173" />
            <source>Move %1 of %2</source>
            <translation>Krok %1 z %2</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="199" />
            <source>To the start (Home)</source>
            <translation>Na začiatok (Home)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="200" />
            <source>One move back (←)</source>
            <translation>O krok späť (←)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="201" />
            <source>One move forward (→)</source>
            <translation>O krok dopredu (→)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="202" />
            <source>To the end (End)</source>
            <translation>Na koniec (End)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="203" />
            <source>Drag to any point of the game</source>
            <translation>Potiahnite na ktorékoľvek miesto hry</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="206" />
            <source>Speed:</source>
            <translation>Rýchlosť:</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="209" />
            <source>Close the replay</source>
            <translation>Zavrieť záznam</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="210" />
            <source>Close the replay (Esc)</source>
            <translation>Zavrieť záznam (Esc)</translation>
        </message>
    </context>
    <context>
        <name>ReplayControl</name>
        <message>
            <location filename="../desktop/replay_control.py" line="41" />
            <source>Watch a replay</source>
            <translation>Prehrať záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/replay_control.py" line="43" />
            <source>Přístav games (*.json)</source>
            <translation>Hry aplikácie Přístav (*.json)</translation>
        </message>
        <message>
            <location filename="../desktop/replay_control.py" line="98" />
            <source>Replay: move %1 of %2</source>
            <translation>Záznam hry: krok %1 z %2</translation>
        </message>
    </context>
    <context>
        <name>ResourceDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="133" />
            <source>Name the resource everyone must hand over</source>
            <translation>Určte surovinu, ktorú vám musia všetci odovzdať</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="135" />
            <source>Every other player gives you all their cards of the resource you name.</source>
            <translation>Všetci ostatní hráči vám odovzdajú všetky svoje karty suroviny, ktorú určíte.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="170" />
            <source>Choose one resource.</source>
            <translation>Vyberte jednu surovinu.</translation>
        </message>
    </context>
    <context>
        <name>RollChart</name>
        <message>
            <location filename="../desktop/common/dice.py" line="117" />
            <source>Sum %1</source>
            <translation>Súčet %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/common/dice.py" line="118" />
            <source>Rolled %n time(s)</source>
            <translation>
                <numerusform>Padol %n×</numerusform>
                <numerusform>Padol %n×</numerusform>
                <numerusform>Padol %n×</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="119" />
            <source>Expected: %1</source>
            <translation>Očakávané: %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="161" />
            <source>Rolls against chance</source>
            <translation>Hody oproti očakávaniu</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="162" />
            <source>Bars: how often each result came up this session. Line: how often chance expects it.</source>
            <translation>Stĺpce: ako často každý výsledok v tomto sedení padol. Čiara: ako často sa dá očakávať.</translation>
        </message>
    </context>
    <context>
        <name>RoundDialog</name>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="135" />
            <source>Round %1 is over</source>
            <translation>Etapa %1 skončila</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="137" />
            <source>Round %1 is over: the credits it paid</source>
            <translation>Etapa %1 skončila: čo vyniesla</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="147" />
            <source>Build the next ship</source>
            <translation>Stavať ďalšiu loď</translation>
        </message>
    </context>
    <context>
        <name>RoundResults</name>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="93" />
            <source>Round %1</source>
            <translation>Etapa %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="100" />
            <source>This round</source>
            <translation>Za etapu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="89" />
            <source>Credits</source>
            <translation>Kredity</translation>
        </message>
    </context>
    <context>
        <name>RoundsChart</name>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="44" />
            <source>Round %1 · %2</source>
            <translation>Etapa %1 · %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="59" />
            <source>Round</source>
            <translation>Etapa</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="60" />
            <source>Credits</source>
            <translation>Kredity</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="61" />
            <source>Credits after each round</source>
            <translation>Kredity po každej etape</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="133" />
            <location filename="../desktop/dialogs/rules.py" line="140" />
            <source>No rules page for this game yet.</source>
            <translation>Pravidlá tejto hry zatiaľ nie sú k dispozícii.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="148" />
            <source>Rules – %1</source>
            <translation>Pravidlá – %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="149" />
            <source>Close</source>
            <translation>Zavrieť</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="150" />
            <source>&amp;Game:</source>
            <translation>&amp;Hra:</translation>
        </message>
    </context>
    <context>
        <name>Save</name>
        <message>
            <location filename="../engine/core/match.py" line="32" />
            <source>The file cannot be read: {reason}</source>
            <translation>Súbor nemožno prečítať: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="33" />
            <source>The file is not a Přístav save (not valid JSON; it may be truncated).</source>
            <translation>Súbor nie je uložená hra aplikácie Přístav (nie je to platný JSON; súbor môže byť neúplný).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="34" />
            <source>The file is not a Přístav save.</source>
            <translation>Súbor nie je uložená hra aplikácie Přístav.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="35" />
            <source>The save is of format version {version}; this version of Přístav reads up to {supported}.</source>
            <translation>Uložená hra má formát verzie {version}; táto verzia aplikácie Přístav vie čítať najviac verziu {supported}.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="38" />
            <source>The save is of an unknown game "{game}".</source>
            <translation>Uložená hra patrí k neznámej hre „{game}“.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="39" />
            <source>The save's field "{field}" is missing or invalid.</source>
            <translation>Pole „{field}“ v uloženej hre chýba alebo je neplatné.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="40" />
            <source>The save's options are invalid: {reason}</source>
            <translation>Voľby uloženej hry sú neplatné: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="41" />
            <source>Move {index} in the save is not a valid action: {reason}</source>
            <translation>Krok č. {index} v uloženej hre nie je platná akcia: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="42" />
            <source>Move {index} in the save breaks the rules: {reason}</source>
            <translation>Krok č. {index} v uloženej hre porušuje pravidlá: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="43" />
            <source>The game could not be saved: {reason}</source>
            <translation>Hru sa nepodarilo uložiť: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="44" />
            <source>Move {index} in the save records a chance outcome the game cannot produce.</source>
            <translation>Krok č. {index} v uloženej hre zaznamenáva výsledok náhody, ktorý hra nemôže dať.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="45" />
            <source>The file is damaged and cannot be loaded ({reason}).</source>
            <translation>Súbor je poškodený a nedá sa načítať ({reason}).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="46" />
            <source>The file is too large to be a Přístav save ({size} MB).</source>
            <translation>Súbor je príliš veľký na uloženú hru Přístavu ({size} MB).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="48" />
            <source>the file or its folder does not exist</source>
            <translation>súbor alebo jeho priečinok neexistuje</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="49" />
            <source>permission denied</source>
            <translation>prístup zamietnutý</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="50" />
            <source>it is a folder, not a file</source>
            <translation>je to priečinok, nie súbor</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="51" />
            <source>a file stands in the path where a folder should be</source>
            <translation>v ceste je súbor tam, kde má byť priečinok</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="52" />
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="53" />
            <source>the disk is read-only</source>
            <translation>disk je len na čítanie</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="54" />
            <source>it is not a text file (UTF-8)</source>
            <translation>nie je to textový súbor (UTF-8)</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="77" />
            <source>the entry is not a move record</source>
            <translation>záznam nie je zápisom ťahu</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="78" />
            <source>it names no seat of this game</source>
            <translation>neuvádza žiadne miesto hráča tejto hry</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="79" />
            <source>its chance outcomes are not a list</source>
            <translation>jeho výsledky náhody nie sú zoznam</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="80" />
            <source>it is not a move of this game</source>
            <translation>nie je to ťah tejto hry</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="81" />
            <source>its field {field} holds a value of the wrong kind</source>
            <translation>jeho pole {field} obsahuje hodnotu nesprávneho druhu</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../desktop/common/score_dock.py" line="255" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="354" />
            <source>Turn</source>
            <translation>Ťah</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="37" />
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="38" />
            <source>Credits</source>
            <translation>Kredity</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="40" />
            <source>Score breakdown</source>
            <translation>Rozpis bodov</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="41" />
            <source>Turn %1 · %2</source>
            <translation>Ťah %1 · %2</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="356" />
            <location filename="../desktop/common/score_dock.py" line="357" />
            <source>Score history</source>
            <translation>Vývoj skóre</translation>
        </message>
    </context>
    <context>
        <name>ScoreDock</name>
        <message>
            <location filename="../desktop/common/score_dock.py" line="407" />
            <source>Score history</source>
            <translation>Vývoj skóre</translation>
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
            <translation>Rýchle (bez animácie)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="136" />
            <source>Normal</source>
            <translation>Normálne</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="137" />
            <source>Slow</source>
            <translation>Pomalé</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="143" />
            <source>Settings</source>
            <translation>Nastavenia</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="144" />
            <source>&amp;Language:</source>
            <translation>&amp;Jazyk:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="145" />
            <source>System default</source>
            <translation>Podľa systému</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="146" />
            <source>&amp;Bot pace:</source>
            <translation>&amp;Tempo botov:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="147" />
            <source>How long a bot's move stays on screen before the next one.</source>
            <translation>Ako dlho zostane ťah bota na obrazovke, kým príde ďalší.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="150" />
            <source>&amp;Animate moves</source>
            <translation>&amp;Animovať ťahy</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="151" />
            <source>Bots may &amp;offer me trades (Catan)</source>
            <translation>Boti mi smú &amp;ponúkať obchody (Osadníci z Katanu)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="152" />
            <source>&amp;Sounds</source>
            <translation>&amp;Zvuky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="154" />
            <source>Dice, a piece built, a card, your turn, the sand running out.</source>
            <translation>Kocky, nová stavba, karta, váš ťah, dosypaný piesok.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="156" />
            <source>No program to play sounds was found on this computer.</source>
            <translation>Na tomto počítači sa nenašiel program, ktorý by zvuky prehral.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="158" />
            <source>&amp;Volume:</source>
            <translation>&amp;Hlasitosť:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="160" />
            <source>Off: bots trade among themselves and never ask you; you can still offer trades to them.</source>
            <translation>Vypnuté: boti obchodujú len medzi sebou a vás sa nepýtajú; vy im obchody ponúkať môžete ďalej.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="162" />
            <source>Cancel</source>
            <translation>Zrušiť</translation>
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
            <translation>Stavba lodí</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="14" />
            <source>Canal Rental</source>
            <translation>Prenájom kanála</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="15" />
            <source>Equipment Production</source>
            <translation>Výroba vybavenia</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="16" />
            <source>Crew Recruitment</source>
            <translation>Nábor posádky</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="17" />
            <source>Hire Employees</source>
            <translation>Najímanie zamestnancov</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="18" />
            <source>Buy Goods</source>
            <translation>Nákup tovaru</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="19" />
            <source>Stock Exchange</source>
            <translation>Burza</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="20" />
            <source>Subsidy</source>
            <translation>Dotácia</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="23" />
            <source>sail</source>
            <translation>plachta</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="24" />
            <source>funnel</source>
            <translation>komín</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="25" />
            <source>propeller</source>
            <translation>lodná skrutka</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="26" />
            <source>crane</source>
            <translation>žeriav</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="27" />
            <source>cannon</source>
            <translation>delo</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="28" />
            <source>captain</source>
            <translation>kapitán</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="29" />
            <source>merchant</source>
            <translation>obchodník</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="30" />
            <source>soldier</source>
            <translation>vojak</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="33" />
            <source>coal</source>
            <translation>uhlie</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="34" />
            <source>steel</source>
            <translation>oceľ</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="35" />
            <source>wheat</source>
            <translation>obilie</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="38" />
            <source>engineer</source>
            <translation>inžinier</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="39" />
            <source>recruiter</source>
            <translation>náborár</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="40" />
            <source>merchant (employee)</source>
            <translation>obchodník (zamestnanec)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="41" />
            <source>constructor</source>
            <translation>konštruktér</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="42" />
            <source>helmsman</source>
            <translation>kormidelník</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="43" />
            <source>yardman</source>
            <translation>ráhnar</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="44" />
            <source>accountant</source>
            <translation>účtovník</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="45" />
            <source>foreman</source>
            <translation>predák</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="66" />
            <source>Employees on the oval</source>
            <translation>Zamestnanci na ováli</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="67" />
            <source>at random</source>
            <translation>náhodne</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="68" />
            <source>first game: one engineer or recruiter per space</source>
            <translation>prvá hra: na každom políčku jeden inžinier alebo náborár</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="69" />
            <source>Start player</source>
            <translation>Začínajúci hráč</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="70" />
            <source>chosen at random</source>
            <translation>určený náhodne</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="75" />
            <source>{player} chooses {card} as the final action.</source>
            <translation>{player} si ako záverečnú akciu vyberá kartičku {card}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="76" />
            <source>{player} cannot carry out the action: nothing happens.</source>
            <translation>{player} nemôže akciu vykonať: nič sa nestane.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="77" />
            <source>{player} pays 6 coins for the bonus action {card}.</source>
            <translation>{player} platí 6 zl. za bonusovú akciu {card}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="78" />
            <source>{player} buys %n ship part(s) for {coins}.</source>
            <translation>
                <numerusform>{player} kupuje %n lodný diel za {coins}</numerusform>
                <numerusform>{player} kupuje %n lodné diely za {coins}</numerusform>
                <numerusform>{player} kupuje %n lodných dielov za {coins}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="79" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n zl.</numerusform>
                <numerusform>%n zl.</numerusform>
                <numerusform>%n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="82" />
            <source>{player} pays %n coin(s) and hires the {employee}.</source>
            <translation>
                <numerusform>{player} platí %n zl. a najíma zamestnanca: {employee}.</numerusform>
                <numerusform>{player} platí %n zl. a najíma zamestnanca: {employee}.</numerusform>
                <numerusform>{player} platí %n zl. a najíma zamestnanca: {employee}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="90" />
            <source>{card}, holding two of {player}'s figures, moves to the head of the action track; one figure moves on to {card2}.</source>
            <translation>{player}: kartička {card} s dvoma figúrkami sa presúva na čelo dráhy akcií; jedna z figúrok prechádza na kartičku {card2}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="98" />
            <source>{player} hires the {employee} free of charge.</source>
            <translation>{player} zadarmo najíma zamestnanca: {employee}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="101" />
            <source>{player} receives a subsidy of 2 coins.</source>
            <translation>{player} dostáva dotáciu 2 zl.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="105" />
            <source>{player}'s ship has no captain: it is dismantled.</source>
            <translation>{player}: loď nemá kapitána – je rozobraná.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="106" />
            <source>{player}'s canal system is too short for speed {speed}: the ship is dismantled.</source>
            <translation>{player}: systém kanálov je pre rýchlosť {speed} príliš krátky – loď je rozobraná.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="74" />
            <source>{player} chooses {card} and receives %n coin(s).</source>
            <translation>
                <numerusform>{player} si vyberá akciu {card} a dostáva príjem %n zl.</numerusform>
                <numerusform>{player} si vyberá akciu {card} a dostáva príjem %n zl.</numerusform>
                <numerusform>{player} si vyberá akciu {card} a dostáva príjem %n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="80" />
            <source>{player} rents a canal for %n coin(s).</source>
            <translation>
                <numerusform>{player} si prenajíma kanál za %n zl.</numerusform>
                <numerusform>{player} si prenajíma kanál za %n zl.</numerusform>
                <numerusform>{player} si prenajíma kanál za %n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="81" />
            <source>{player} pays %n coin(s) and takes: {items}.</source>
            <translation>
                <numerusform>{player} platí %n zl. a berie si: {items}.</numerusform>
                <numerusform>{player} platí %n zl. a berie si: {items}.</numerusform>
                <numerusform>{player} platí %n zl. a berie si: {items}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="83" />
            <source>{player} buys a goods wagon card for %n coin(s).</source>
            <translation>
                <numerusform>{player} kupuje kartičku vagónov s tovarom za %n zl.</numerusform>
                <numerusform>{player} kupuje kartičku vagónov s tovarom za %n zl.</numerusform>
                <numerusform>{player} kupuje kartičku vagónov s tovarom za %n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="84" />
            <source>{player} sells goods for %n coin(s) and takes: {items}.</source>
            <translation>
                <numerusform>{player} predáva tovar za %n zl. a berie si: {items}.</numerusform>
                <numerusform>{player} predáva tovar za %n zl. a berie si: {items}.</numerusform>
                <numerusform>{player} predáva tovar za %n zl. a berie si: {items}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="85" />
            <source>{player} sells all the goods for %n coin(s).</source>
            <translation>
                <numerusform>{player} predáva všetok tovar za %n zl.</numerusform>
                <numerusform>{player} predáva všetok tovar za %n zl.</numerusform>
                <numerusform>{player} predáva všetok tovar za %n zl.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="94" />
            <source>{player} chooses {card} (no income).</source>
            <translation>{player} si vyberá akciu {card} (bez príjmu).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="96" />
            <source>{player} rents a canal free of charge.</source>
            <translation>{player} si prenajíma kanál zadarmo.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="97" />
            <source>{player} takes free of charge: {items}.</source>
            <translation>{player} si zadarmo berie: {items}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="99" />
            <source>{player} takes a goods wagon card free of charge.</source>
            <translation>{player} si zadarmo berie kartičku vagónov s tovarom.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="100" />
            <source>{player} exchanges all the goods for: {items}.</source>
            <translation>{player} vymieňa všetok tovar za: {items}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="102" />
            <source>{player}'s ship of {length} parts (speed {speed}) scores %n point(s) before sailing.</source>
            <translation>
                <numerusform>{player} získava %n bod za {length}-dielnu loď (rýchlosť {speed}) pred vyplávaním.</numerusform>
                <numerusform>{player} získava %n body za {length}-dielnu loď (rýchlosť {speed}) pred vyplávaním.</numerusform>
                <numerusform>{player} získava %n bodov za {length}-dielnu loď (rýchlosť {speed}) pred vyplávaním.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="109" />
            <source>{player}'s ship scores %n point(s) on its maiden voyage.</source>
            <translation>
                <numerusform>{player} získava za slávnostnú plavbu lode %n bod.</numerusform>
                <numerusform>{player} získava za slávnostnú plavbu lode %n body.</numerusform>
                <numerusform>{player} získava za slávnostnú plavbu lode %n bodov.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="110" />
            <source>The Blue Riband brings %n point(s).</source>
            <translation>
                <numerusform>Modrá stuha prináša %n bod.</numerusform>
                <numerusform>Modrá stuha prináša %n body.</numerusform>
                <numerusform>Modrá stuha prináša %n bodov.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="111" />
            <source>The action cards complete a lap: the round counter moves down.</source>
            <translation>Kartičky akcií dokončili okruh: ukazovateľ kola sa posúva nadol.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="112" />
            <source>A deck of ship parts is exhausted: the game will end early.</source>
            <translation>Balíček lodných dielov je vyčerpaný: hra skončí predčasne.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="114" />
            <source>{player} plays the last regular turn; then every player takes one final action.</source>
            <translation>{player} odohrá posledný riadny ťah; potom každý hráč vykoná jednu záverečnú akciu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="117" />
            <source>{player} discards contracts face down.</source>
            <translation>{player} lícom nadol odkladá zákazky.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="118" />
            <source>Regular play is over: every player takes one final action.</source>
            <translation>Riadna hra skončila: každý hráč vykoná jednu záverečnú akciu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="119" />
            <source>The last chance to complete a ship.</source>
            <translation>Posledná šanca dokončiť loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="120" />
            <source>{player} buys no part.</source>
            <translation>{player} nekupuje žiadny diel.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="121" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="124" />
            <source>That move does not fit this moment of the turn.</source>
            <translation>Toto v tejto fáze ťahu nemožno urobiť.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="125" />
            <source>There is no such action card in play.</source>
            <translation>Taká kartička akcie v hre nie je.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="126" />
            <source>The lead action card cannot be chosen.</source>
            <translation>Vedúcu kartičku akcie si vybrať nemožno.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="127" />
            <source>A figure already stands on that action card.</source>
            <translation>Na tejto kartičke akcie už stojí figúrka.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="137" />
            <source>You cannot carry out that action now: no employee on the oval is one you may hire and pay for (the steps, and for an engineer or a recruiter a surcharge of 1 coin).</source>
            <translation>Túto akciu teraz nemôžete vykonať: na ováli nie je zamestnanec, ktorého smiete najať a na ktorého máte (kroky a pri inžinierovi či náborárovi prirážka 1 zlatý).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="146" />
            <source>A bonus action costs 6 coins.</source>
            <translation>Bonusová akcia stojí 6 zlatých.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="150" />
            <source>Only one bonus action a turn.</source>
            <translation>V jednom ťahu možno kúpiť len jednu bonusovú akciu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="151" />
            <source>No bonus action may be bought with the final action.</source>
            <translation>K záverečnej akcii nemožno dokúpiť bonusovú akciu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="147" />
            <source>The bonus action must be a different card from the one you chose this turn.</source>
            <translation>Bonusová akcia musí byť iná než kartička, ktorú ste si v tomto ťahu vybrali.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="47" />
            <source>{good} merchant (level {level})</source>
            <translation>obchodník – {good}, úroveň {level}</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="49" />
            <source>{trade} ({item})</source>
            <translation>{trade} ({item})</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="50" />
            <source>any crew</source>
            <translation>ľubovoľný člen posádky</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="71" />
            <source>the first player</source>
            <translation>prvý hráč</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="87" />
            <source>{player} takes back the figure from {card}: the card moves to the head of the action track.</source>
            <translation>{player} berie späť figúrku z kartičky {card}: kartička sa presúva na čelo dráhy akcií.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="95" />
            <source>{player} takes %n ship part(s) free of charge.</source>
            <translation>
                <numerusform>{player} si zadarmo berie %n lodný diel.</numerusform>
                <numerusform>{player} si zadarmo berie %n lodné diely.</numerusform>
                <numerusform>{player} si zadarmo berie %n lodných dielov.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="128" />
            <source>You cannot carry out that action now.</source>
            <translation>Túto akciu teraz nemôžete vykonať.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="130" />
            <source>You cannot carry out that action now: no ship part on offer is one you can pay for and place in your shipyard.</source>
            <translation>Túto akciu teraz nemôžete vykonať: v ponuke nie je lodný diel, na ktorý máte a ktorý by sa dal umiestniť do vašej lodenice.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="134" />
            <source>You cannot carry out that action now: no canal on offer is one you can pay for and lay.</source>
            <translation>Túto akciu teraz nemôžete vykonať: v ponuke nie je kanál, na ktorý máte a ktorý by sa dal položiť.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="142" />
            <source>You cannot carry out that action now: no goods wagon card is left on offer.</source>
            <translation>Túto akciu teraz nemôžete vykonať: v ponuke už nezostala žiadna kartička vagónov s tovarom.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="145" />
            <source>Without a goods wagon card the Stock Exchange may not be chosen.</source>
            <translation>Bez kartičky vagónov s tovarom nemožno vybrať akciu Burza.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="152" />
            <source>Done first, that bonus action would make your chosen action impossible: carry out your chosen action first.</source>
            <translation>Vykonaná ako prvá by táto bonusová akcia znemožnila vašu vybranú akciu: vykonajte najprv tú.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="156" />
            <source>Finish the action in progress first.</source>
            <translation>Najprv dokončite rozpracovanú akciu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="157" />
            <source>Carry out your chosen action first.</source>
            <translation>Najprv vykonajte vybranú akciu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="158" />
            <source>That move belongs to another action card.</source>
            <translation>Tento ťah patrí k inej kartičke akcie.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="159" />
            <source>That slot of your shipyard is already occupied.</source>
            <translation>Toto políčko lodenice je už obsadené.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="160" />
            <source>You may not fill every slot of your shipyard without completing a ship.</source>
            <translation>Nesmiete zaplniť všetky políčka lodenice, ak tým nedokončíte loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="161" />
            <source>Only a bow may stand in the leftmost slot.</source>
            <translation>Na krajné ľavé políčko možno umiestniť iba provu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="162" />
            <source>Only a stern may stand in the rightmost slot.</source>
            <translation>Na krajné pravé políčko možno umiestniť iba kormu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="163" />
            <source>Placed there, the part could never become part of a completed ship.</source>
            <translation>Takto umiestnený diel by sa nikdy nemohol stať súčasťou dokončenej lode.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="164" />
            <source>Your shipyard has slots 1 to 9.</source>
            <translation>Lodenica má políčka 1 až 9.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="165" />
            <source>There is no ship part there.</source>
            <translation>Tam žiadny lodný diel nie je.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="166" />
            <source>You cannot pay for that ship part.</source>
            <translation>Na tento lodný diel nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="167" />
            <source>You may buy at most three ship parts.</source>
            <translation>Kúpiť možno najviac tri lodné diely.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="168" />
            <source>A blank part may be taken only when the offer has no part of that kind.</source>
            <translation>Prázdny diel možno vziať, len keď v ponuke nie je žiadny diel tohto druhu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="169" />
            <source>Buy at least one ship part first.</source>
            <translation>Najprv kúpte aspoň jeden lodný diel.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="170" />
            <source>The last-chance part must complete a ship.</source>
            <translation>Diel kúpený v poslednej šanci musí dokončiť loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="171" />
            <source>There is no canal there in the offer.</source>
            <translation>Na tomto mieste ponuky žiadny kanál nie je.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="172" />
            <source>You cannot pay for that canal.</source>
            <translation>Na tento kanál nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="173" />
            <source>That place of your canal system is already occupied.</source>
            <translation>Toto miesto systému kanálov je už obsadené.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="174" />
            <source>A new canal must touch your canal system along a side.</source>
            <translation>Nový kanál sa musí stranou dotýkať vášho systému kanálov.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="175" />
            <source>Your first canal starts the system, with the boat on one of its end spaces.</source>
            <translation>Prvý kanál zakladá systém a loďka stojí na jednom z jeho krajných políčok.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="178" />
            <source>The boat figure is placed only with the first canal.</source>
            <translation>Loďka sa umiestňuje len s prvým kanálom.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="179" />
            <source>A canal is turned by 0 to 3 quarter turns.</source>
            <translation>Kanál sa otáča o 0 až 3 štvrťotáčky.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="180" />
            <source>Move the marker 1 to 4 sectors.</source>
            <translation>Posuňte ukazovateľ o 1 až 4 výseky.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="181" />
            <source>You cannot pay for so many extra steps.</source>
            <translation>Na toľko krokov navyše nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="182" />
            <source>Move the marker 1 to 8 spaces and take one of its three employees.</source>
            <translation>Posuňte ukazovateľ o 1 až 8 políčok a vezmite si jedného z jeho troch zamestnancov.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="183" />
            <source>No employee is left there.</source>
            <translation>Tam už žiadny zamestnanec nie je.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="184" />
            <source>You may not hire the same employee twice.</source>
            <translation>Rovnakého zamestnanca si nemožno vziať dvakrát.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="185" />
            <source>A level 2 merchant needs the level 1 merchant of the same goods.</source>
            <translation>Obchodníka 2. úrovne možno najať len s obchodníkom 1. úrovne pre rovnaký tovar.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="186" />
            <source>You cannot pay for the steps and the surcharge.</source>
            <translation>Na kroky a prirážku nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="187" />
            <source>You cannot pay for the steps to that employee.</source>
            <translation>Na kroky k tomuto zamestnancovi nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="188" />
            <source>There is no goods wagon card there.</source>
            <translation>Tam žiadna kartička vagónov nie je.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="189" />
            <source>You cannot pay for that goods wagon card.</source>
            <translation>Na túto kartičku vagónov nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="190" />
            <source>You do not hold that goods wagon card.</source>
            <translation>Túto kartičku vagónov nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="191" />
            <source>No two wagons may be exchanged for the same item.</source>
            <translation>Dva vagóny nemožno vymeniť za rovnakú vec.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="192" />
            <source>Those items cannot be had for the goods on that wagon card.</source>
            <translation>Za tovar na tejto kartičke tieto veci získať nemožno.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="193" />
            <source>No completed ship has its bow on that slot.</source>
            <translation>Na tomto políčku nezačína žiadna dokončená loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="194" />
            <source>Finish equipping the ship you have started.</source>
            <translation>Dokončite vybavovanie rozpracovanej lode.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="195" />
            <source>You have no such item in your supply.</source>
            <translation>Takú vec v zásobe nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="196" />
            <source>That equipment needs a free mount of its own type.</source>
            <translation>Toto vybavenie potrebuje voľný upevňovací bod svojho typu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="197" />
            <source>That crew member needs a free cabin.</source>
            <translation>Tento člen posádky potrebuje voľnú kajutu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="198" />
            <source>You have no helmsman.</source>
            <translation>Nemáte kormidelníka.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="199" />
            <source>The yardman adds at most 1 speed per pair of sails on the ship.</source>
            <translation>Ráhnar pridá najviac +1 k rýchlosti za každý pár plachiet na lodi.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="200" />
            <source>The boat cannot sail there: it never turns back and must use its full speed.</source>
            <translation>Tam loďka plávať nemôže: nikdy sa nevracia a musí využiť celú rýchlosť.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="201" />
            <source>Discard exactly {blue} blue and {green} green contracts of your own.</source>
            <translation>Odložte presne toľko zákaziek – modré: {blue}, zelené: {green}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="204" />
            <source>Ships and maiden voyages</source>
            <translation>Lode a slávnostné plavby</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="205" />
            <source>Blue contract</source>
            <translation>Modrá zákazka</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="206" />
            <source>Green contract</source>
            <translation>Zelená zákazka</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="207" />
            <source>Merchant employees</source>
            <translation>Obchodníci (zamestnanci)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="208" />
            <source>Total</source>
            <translation>Spolu</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="209" />
            <source>Coins (tie-break)</source>
            <translation>Zlaté (pri zhode)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="212" />
            <source>The employees lie on the oval at random, or for a first game one engineer or recruiter on each space.</source>
            <translation>Zamestnanci ležia na ováli náhodne, alebo pre prvú hru na každom políčku jeden inžinier či náborár.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="216" />
            <source>Who plays first: chosen at random, as the rules say, or the first player.</source>
            <translation>Kto začína: žrebom, ako hovoria pravidlá, alebo prvý hráč.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="222" />
            <source>The last move drew or turned up cards: it cannot be taken back.</source>
            <translation>Pri poslednom ťahu sa ťahali alebo otáčali karty: nedá sa vrátiť.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="225" />
            <source>Equal points: more coins decide ({won} to {other}).</source>
            <translation>Pri rovnosti bodov rozhodujú peniaze: viac ich má víťaz ({won} proti {other}).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="226" />
            <source>Equal points and as many coins: the victory is shared.</source>
            <translation>Rovnako bodov aj peňazí: o víťazstvo sa delia.</translation>
        </message>
    </context>
    <context>
        <name>ShipyardBoard</name>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="11" />
            <source>Action track</source>
            <translation>Dráha akcií</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="12" />
            <source>Start</source>
            <translation>Štart</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="13" />
            <source>Round counter</source>
            <translation>Ukazovateľ kola</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="14" />
            <source>The round counter moves down whenever the lead card reaches the start space. When it reaches the end, every player takes one final action.</source>
            <translation>Ukazovateľ kola sa posunie nadol vždy, keď vedúca kartička dôjde na štartové pole. Keď dôjde na koniec, každý hráč vykoná jednu záverečnú akciu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="31" />
            <source>Ship parts</source>
            <translation>Lodné diely</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="32" />
            <source>Deck: %1</source>
            <translation>Balíček: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="35" />
            <source>Canals</source>
            <translation>Kanály</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="36" />
            <source>Goods wagons</source>
            <translation>Vagóny s tovarom</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="37" />
            <source>Equipment</source>
            <translation>Vybavenie</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="38" />
            <source>Crew</source>
            <translation>Posádka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="39" />
            <location filename="../desktop/shipyard/texts.py" line="64" />
            <source>Employees</source>
            <translation>Zamestnanci</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="40" />
            <source>Stock exchange</source>
            <translation>Burza</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="50" />
            <source>%1: the offer holds no part of this kind, so a blank one may be taken free of charge. It has no cabins, mounts, lifebuoys, lifeboats or lanterns.</source>
            <translation>%1: v ponuke nie je diel tohto druhu, a preto si možno zadarmo vziať prázdny. Nemá kajuty, upevňovacie body, záchranné kolesá, člny ani lampáše.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="54" />
            <source>Your shipyard</source>
            <translation>Vaša lodenica</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="55" />
            <source>Shipyard of %1</source>
            <translation>Lodenica – %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="56" />
            <source>Slot %1. Only a bow may stand in the leftmost slot and only a stern in the rightmost.</source>
            <translation>Políčko %1. Úplne vľavo môže stáť iba prova, úplne vpravo iba korma.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="59" />
            <source>Supply</source>
            <translation>Zásoba</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="63" />
            <source>Contracts</source>
            <translation>Zákazky</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="65" />
            <source>Fleet: %n ship(s)</source>
            <translation>
                <numerusform>Flotila: %n loď</numerusform>
                <numerusform>Flotila: %n lode</numerusform>
                <numerusform>Flotila: %n lodí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="66" />
            <source>Canal system</source>
            <translation>Systém kanálov</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="67" />
            <source>Used canals: %1</source>
            <translation>Použité kanály: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="69" />
            <source>%n contract(s), face down</source>
            <translation>
                <numerusform>%n zákazka lícom nadol</numerusform>
                <numerusform>%n zákazky lícom nadol</numerusform>
                <numerusform>%n zákaziek lícom nadol</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="71" />
            <source>%n wagon card(s)</source>
            <translation>
                <numerusform>%n kartička vagónov</numerusform>
                <numerusform>%n kartičky vagónov</numerusform>
                <numerusform>%n kartičiek vagónov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="72" />
            <source>to play</source>
            <translation>na ťahu</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="74" />
            <source>needs a captain</source>
            <translation>chýba kapitán</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="75" />
            <source>captain aboard</source>
            <translation>kapitán na palube</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="77" />
            <source>Constructor: %1 more without a mount</source>
            <translation>Konštruktér: %1 navyše bez upevňovacieho bodu</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="78" />
            <source>Final actions</source>
            <translation>Záverečné akcie</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="96" />
            <source>Last chance</source>
            <translation>Posledná šanca</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="97" />
            <source>Maiden voyage: %n move(s) left</source>
            <translation>
                <numerusform>Slávnostná plavba: zostáva %n pohyb</numerusform>
                <numerusform>Slávnostná plavba: zostávajú %n pohyby</numerusform>
                <numerusform>Slávnostná plavba: zostáva %n pohybov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="100" />
            <source>%1. Choosing it now pays an income of %2.</source>
            <translation>%1. Kto ju vyberie teraz, dostane príjem %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="102" />
            <source>%1. Figures on it: %2.</source>
            <translation>%1. Figúrky na nej: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="107" />
            <source>%1 is the lead card: it cannot be chosen (except in your first turns).</source>
            <translation>%1 je vedúca kartička: nemožno ju vybrať (okrem vašich prvých ťahov).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="111" />
            <source>Cabins %1 · sail/funnel mounts %2 · propeller %3 · crane %4 · cannon %5 · lifebuoys %6 · lifeboats %7 · lanterns %8</source>
            <translation>Kajuty %1 · upevňovacie body plachta/komín %2 · skrutka %3 · žeriav %4 · delo %5 · záchranné kolesá %6 · záchranné člny %7 · lampáše %8</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="116" />
            <source>Bow</source>
            <translation>Prova</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="117" />
            <source>Middle part</source>
            <translation>Stredný diel</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="118" />
            <source>Stern</source>
            <translation>Korma</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="122" />
            <source>military official (cannons and soldiers)</source>
            <translation>vojenský úradník (delá a vojaci)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="123" />
            <source>trade official (cranes and merchants)</source>
            <translation>obchodný úradník (žeriavy a obchodníci)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="124" />
            <source>lantern inspector</source>
            <translation>inšpektor lampášov</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="125" />
            <source>lifeboat inspector</source>
            <translation>inšpektor záchranných člnov</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="126" />
            <source>lifebuoy inspector</source>
            <translation>inšpektor záchranných kolies</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="127" />
            <source>Blue Riband</source>
            <translation>Modrá stuha</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="129" />
            <source>none</source>
            <translation>žiadni</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="132" />
            <source>%1 · %n space(s) ahead · steps: %2 · surcharge: %3</source>
            <translation>
                <numerusform>%1 · %n pole dopredu · kroky: %2 · príplatok: %3</numerusform>
                <numerusform>%1 · %n polia dopredu · kroky: %2 · príplatok: %3</numerusform>
                <numerusform>%1 · %n polí dopredu · kroky: %2 · príplatok: %3</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="134" />
            <source>%1 × %2 in your supply</source>
            <translation>%1 × %2 vo vašej zásobe</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="300" />
            <source>Ships in the fleet</source>
            <translation>Lode vo flotile</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="304" />
            <source>3 points for each merchant–crane pair on the same ship.</source>
            <translation>3 b. za každú dvojicu obchodník – žeriav na tej istej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="313" />
            <source>Points for the number of different kinds in your fleet: propeller, funnel, sail, crane, cannon, merchant, soldier, officer (3 kinds: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).</source>
            <translation>Body za počet rôznych druhov vo flotile: skrutka, komín, plachta, žeriav, delo, obchodník, vojak, dôstojník (3 druhy: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="327" />
            <source>Points for the ship parts in your fleet: 9 parts: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.</source>
            <translation>Body za lodné diely vo flotile: 9 dielov: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="352" />
            <source>3 points for each soldier–cannon pair on the same ship.</source>
            <translation>3 b. za každú dvojicu vojak – delo na tej istej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="363" />
            <source>Constructor (%1): up to %2 on each ship without a mount or cabin.</source>
            <translation>Konštruktér (%1): na každej lodi môže byť až %2 navyše bez upevňovacieho bodu či kajuty.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="138" />
            <source>end</source>
            <translation>koniec</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="149" />
            <source>Bonus action: pay %1 coins to carry out one more action card this turn (not the one just chosen).</source>
            <translation>Bonusová akcia: za %1 zl. vykonáte v tomto ťahu ešte jednu kartičku akcie (nie tú práve vybranú).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="142" />
            <source>Figure of %1: each turn it goes onto the action card chosen.</source>
            <translation>Figúrka – %1: každý ťah sa postaví na vybranú kartičku akcie.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="143" />
            <source>Figure of %1 on %2: a card with a figure cannot be chosen (a bonus action may still use it).</source>
            <translation>Figúrka – %1, na kartičke %2: kartičku s figúrkou nemožno vybrať (bonusová akcia ju použiť smie).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="153" />
            <source>Marker of the equipment circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</source>
            <translation>Ukazovateľ kruhu vybavenia: posúva sa v smere hodinových ručičiek o 1 až 4 výseky. Prvý výsek je zadarmo, každý ďalší stojí 1 zl. (účtovník uvoľní zadarmo ďalšie dva).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="157" />
            <source>Marker of the crew circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</source>
            <translation>Ukazovateľ kruhu posádky: posúva sa v smere hodinových ručičiek o 1 až 4 výseky. Prvý výsek je zadarmo, každý ďalší stojí 1 zl. (účtovník uvoľní zadarmo ďalšie dva).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="161" />
            <source>Marker of the employee oval: it moves 1 to 8 spaces clockwise to the employee hired. The first step is free, each further one costs 1 coin (a foreman frees three more).</source>
            <translation>Ukazovateľ oválu zamestnancov: posúva sa v smere hodinových ručičiek o 1 až 8 políčok k najatému zamestnancovi. Prvý krok je zadarmo, každý ďalší stojí 1 zl. (predák uvoľní zadarmo ďalšie tri).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="166" />
            <source>Nobody is left to hire here.</source>
            <translation>Tu už nezostal nikto na najatie.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="173" />
            <source>%1 in slot %2. %3</source>
            <translation>%1 na políčku %2. %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="174" />
            <source>Completed ship: it leaves on its maiden voyage this turn. It scores only with a captain and a canal system long enough for its speed.</source>
            <translation>Dokončená loď: v tomto ťahu vypláva na slávnostnú plavbu. Body získa iba s kapitánom a so systémom kanálov dosť dlhým pre jej rýchlosť.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="178" />
            <source>Helm: the first captain needs no cabin. A ship without a captain scores nothing.</source>
            <translation>Kormidlo: prvý kapitán nepotrebuje kajutu. Loď bez kapitána nezíska žiadne body.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="181" />
            <source>Cabins: %1 of %2 taken. Each holds one crew member; every captain after the first needs one.</source>
            <translation>Kajuty: obsadené %1 z %2. Do každej sa zmestí jeden člen posádky; každý ďalší kapitán po prvom potrebuje kajutu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="186" />
            <source>Mounts (%1): %2 of %3 taken, one piece on each.</source>
            <translation>Upevňovacie body (%1): obsadené %2 z %3, na každom jeden kus.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="187" />
            <source>Canal. Officials: %1. An official scores each time the boat enters its space.</source>
            <translation>Kanál. Úradníci: %1. Úradník boduje zakaždým, keď loďka vpláva na jeho pole.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="190" />
            <source>A rented canal may go here; only canals joined to the boat by water can be sailed.</source>
            <translation>Sem možno položiť prenajatý kanál; plávať sa dá iba po kanáloch spojených s loďkou vodou.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="193" />
            <source>The boat can sail on to this space.</source>
            <translation>Loďka môže plávať ďalej na toto pole.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="194" />
            <source>Goods wagon cards: the Stock Exchange action sells or exchanges the wagons of one card.</source>
            <translation>Kartičky vagónov: akcia Burza predá alebo vymení vagóny jednej kartičky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="198" />
            <source>Contracts discarded face down: %1</source>
            <translation>Zákazky odložené lícom nadol: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="207" />
            <source>Put the %1 on this ship.</source>
            <translation>Umiestniť na túto loď: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="208" />
            <source>Choose %1 and receive an income of %2</source>
            <translation>Vybrať akciu %1 a dostať príjem %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="211" />
            <source>Pay 6 coins and carry out %1 as well.</source>
            <translation>Zaplatiť 6 zl. a vykonať aj akciu %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="216" />
            <source>This cannot be used now.</source>
            <translation>Toto sa teraz nedá použiť.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="226" />
            <source>Drag your figure onto a lit action card, or click the card.</source>
            <translation>Potiahnite svoju figúrku na zvýraznenú kartičku akcie alebo na kartičku kliknite.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="241" />
            <source>Final action: drag your figure onto any action card.</source>
            <translation>Záverečná akcia: potiahnite figúrku na ktorúkoľvek kartičku akcie.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="242" />
            <source>Drag up to three ship parts into lit slots of your shipyard, then confirm.</source>
            <translation>Potiahnite až tri diely na zvýraznené políčka lodenice a potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="245" />
            <source>Drag a canal onto a lit place of your canal system; R turns it.</source>
            <translation>Potiahnite kanál na zvýraznené miesto systému kanálov; R ním otočí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="249" />
            <source>Drag the marker of the equipment circle onto a sector.</source>
            <translation>Potiahnite ukazovateľ kruhu vybavenia na výsek.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="250" />
            <source>Drag the marker of the crew circle onto a sector.</source>
            <translation>Potiahnite ukazovateľ kruhu posádky na výsek.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="251" />
            <source>Drag the oval marker onto the employee you hire.</source>
            <translation>Potiahnite ukazovateľ oválu na zamestnanca, ktorého najímate.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="252" />
            <source>Drag a goods wagon card to your wagons.</source>
            <translation>Potiahnite kartičku vagónov k svojim vagónom.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="253" />
            <source>Drag one of your wagon cards onto the stock exchange.</source>
            <translation>Potiahnite jednu zo svojich kartičiek vagónov na burzu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="254" />
            <source>Click the items to take for wagons of this card; the other wagons are sold. Then confirm.</source>
            <translation>Kliknite na veci, ktoré si za vagóny tejto kartičky vezmete; ostatné vagóny sa predajú. Potom potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="263" />
            <source>Take your subsidy.</source>
            <translation>Vezmite si dotáciu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="264" />
            <source>End the turn, or drag the 6 coins onto another card for a bonus action.</source>
            <translation>Ukončite ťah alebo potiahnite 6 zl. na inú kartičku a vykonajte bonusovú akciu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="270" />
            <source>Junction: click the space the boat sails on to.</source>
            <translation>Rázcestie: kliknite na pole, kam loďka popláva.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="271" />
            <source>Click %1 blue and %2 green contracts to discard face down, then confirm.</source>
            <translation>Vyberte zákazky na odloženie lícom nadol (modré: %1, zelené: %2) a potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="274" />
            <source>Last chance: one part that completes a ship, or buy nothing.</source>
            <translation>Posledná šanca: jeden diel, ktorý dokončí loď, alebo nič.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="276" />
            <source>Confirm the purchase</source>
            <translation>Potvrdiť nákup</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="277" />
            <source>Take 2 coins</source>
            <translation>Vziať 2 zl.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="278" />
            <source>End the turn</source>
            <translation>Ukončiť ťah</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="279" />
            <source>Launch (speed %1)</source>
            <translation>Spustiť na vodu (rýchlosť %1)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="280" />
            <source>Launch with the helmsman (speed %1)</source>
            <translation>Spustiť s kormidelníkom (rýchlosť %1)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="281" />
            <source>Launch, yardman +%1 (speed %2)</source>
            <translation>Spustiť, ráhnar +%1 (rýchlosť %2)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="282" />
            <source>Launch, helmsman and yardman +%1 (speed %2)</source>
            <translation>Spustiť, kormidelník a ráhnar +%1 (rýchlosť %2)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="33" />
            <source>Parts, canals and wagon cards in this row cost %1.</source>
            <translation>Diely, kanály a kartičky vagónov v tomto rade stoja %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="19" />
            <source>With two players it starts on 2; on the blank space everyone discards 2 blue and 2 green contracts.</source>
            <translation>V hre dvoch hráčov začína na 2; na prázdnom poli odloží každý 2 modré a 2 zelené zákazky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="23" />
            <source>With three players it starts on 3; on 2 and on the blank space everyone discards 1 blue and 1 green contract.</source>
            <translation>V hre troch hráčov začína na 3; na 2 a na prázdnom poli odloží každý 1 modrú a 1 zelenú zákazku.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="27" />
            <source>With four players it starts on 4; on 2 everyone discards 2 blue and 2 green contracts.</source>
            <translation>V hre štyroch hráčov začína na 4; na 2 odloží každý 2 modré a 2 zelené zákazky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="34" />
            <source>Parts, canals and wagon cards in this row are free of charge.</source>
            <translation>Diely, kanály a kartičky vagónov v tomto rade sú zadarmo.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="41" />
            <source>A wagon sells for (coins): coal %1, steel %2, wheat %3. Coal can be exchanged for a propeller or a funnel, steel for a soldier, a sail or a cannon, wheat for a captain, a merchant or a crane.</source>
            <translation>Uhlie %1, oceľ %2, obilie %3 zl. za vagón. Uhlie sa dá vymeniť za lodnú skrutku alebo komín, oceľ za vojaka, plachtu alebo delo, obilie za kapitána, obchodníka alebo žeriav.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="46" />
            <source>Blank bow</source>
            <translation>Prázdna prova</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="47" />
            <source>Blank middle part</source>
            <translation>Prázdny stredný diel</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="48" />
            <source>Blank stern</source>
            <translation>Prázdna korma</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="60" />
            <source>%n coin(s)</source>
            <translation>
                <numerusform>%n zl.</numerusform>
                <numerusform>%n zl.</numerusform>
                <numerusform>%n zl.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="61" />
            <source>free of charge</source>
            <translation>zadarmo</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="62" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n b.</numerusform>
                <numerusform>%n b.</numerusform>
                <numerusform>%n b.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="68" />
            <source>No canals yet: the first canal starts the system here.</source>
            <translation>Zatiaľ žiadne kanály: prvý kanál tu systém založí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="70" />
            <source>contracts: %1</source>
            <translation>zákazky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="73" />
            <source>Speed %1 · %2 before sailing</source>
            <translation>Rýchlosť %1 · %2 pred vyplávaním</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="76" />
            <source>the canals allow %n move(s)</source>
            <translation>
                <numerusform>dosah kanálov: %n</numerusform>
                <numerusform>dosah kanálov: %n</numerusform>
                <numerusform>dosah kanálov: %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="80" />
            <source>Last round</source>
            <translation>Posledné kolo</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="81" />
            <source>A deck of ship parts is exhausted: the game ends early. %1 plays the last regular turn, so that every player has had as many turns. Then each player keeps one blue and one green contract, and every player takes one final action.</source>
            <translation>Balíček lodných dielov je vyčerpaný: hra končí predčasne. %1 odohrá posledný riadny ťah, aby všetci hráči odohrali rovnaký počet ťahov. Potom si každý hráč ponechá jednu modrú a jednu zelenú zákazku a každý hráč vykoná jednu záverečnú akciu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="89" />
            <source>Last lap</source>
            <translation>Posledný okruh</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="90" />
            <source>The round counter stands on its last space: this lap is the last. %n regular turn(s) left, the one under way included; %1 plays the last of them, in which the lead card reaches the start space. When that turn ends, the counter reaches the end and every player takes one final action.</source>
            <translation>
                <numerusform>Ukazovateľ kola stojí na svojom poslednom políčku: tento okruh je posledný. Prebieha jeho posledný riadny ťah, hrá ho %1 a vedúca kartička v ňom dôjde na štartové pole. Po tomto ťahu dôjde ukazovateľ na koniec a každý hráč vykoná jednu záverečnú akciu.</numerusform>
                <numerusform>Ukazovateľ kola stojí na svojom poslednom políčku: tento okruh je posledný. Zostávajú %n riadne ťahy vrátane prebiehajúceho; posledný z nich odohrá %1 a vedúca kartička v ňom dôjde na štartové pole. Po tomto ťahu dôjde ukazovateľ na koniec a každý hráč vykoná jednu záverečnú akciu.</numerusform>
                <numerusform>Ukazovateľ kola stojí na svojom poslednom políčku: tento okruh je posledný. Zostáva %n riadnych ťahov vrátane prebiehajúceho; posledný z nich odohrá %1 a vedúca kartička v ňom dôjde na štartové pole. Po tomto ťahu dôjde ukazovateľ na koniec a každý hráč vykoná jednu záverečnú akciu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="101" />
            <source>%1. Choosing it now pays nothing.</source>
            <translation>%1. Kto ju vyberie teraz, nedostane nič.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="103" />
            <source>%1 (%n figure(s))</source>
            <translation>
                <numerusform>%1 (%n figúrka)</numerusform>
                <numerusform>%1 (%n figúrky)</numerusform>
                <numerusform>%1 (%n figúrok)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="104" />
            <source>%1. As a final action it may be chosen whatever figures stand on it; it pays no income.</source>
            <translation>%1. Ako záverečnú akciu ju možno vybrať bez ohľadu na figúrky na nej; príjem neprináša.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="110" />
            <source>%1 · %2 · %3</source>
            <translation>%1 · %2 · %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="120" />
            <source>Canal · %1 · Officials: %2</source>
            <translation>Kanál · %1 · Úradníci: %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="130" />
            <source>Goods wagon card · %1: %2</source>
            <translation>Kartička vagónov · %1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="131" />
            <source>%1 · %n sector(s) ahead, %2</source>
            <translation>
                <numerusform>%1 · %n výsek dopredu, %2</numerusform>
                <numerusform>%1 · %n výseky dopredu, %2</numerusform>
                <numerusform>%1 · %n výsekov dopredu, %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="133" />
            <source>Taken with the action card %1: choose it on the action track first.</source>
            <translation>Berie sa akčnou kartičkou %1: najprv si ju vyberte na dráhe akcií.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="135" />
            <source>%1 × %2 in the supply of %3</source>
            <translation>%1 × %2 v zásobe – %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="136" />
            <source>Your boat: it never turns back; its stern shows where it came from.</source>
            <translation>Vaša loďka: nikdy sa nevracia, korma ukazuje, odkiaľ priplávala.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="137" />
            <source>Boat of %1: it never turns back; its stern shows where it came from.</source>
            <translation>Loďka – %1: nikdy sa nevracia, korma ukazuje, odkiaľ priplávala.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="146" />
            <source>Figure of %1 on %2: as a final action this card may still be chosen.</source>
            <translation>Figúrka – %1, na kartičke %2: ako záverečnú akciu možno túto kartičku aj tak vybrať.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="165" />
            <source>Employee oval · steps to this space: %1 (%2).</source>
            <translation>Ovál zamestnancov · krokov na toto políčko: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="168" />
            <source>Goods wagon (%1): sold for %2 at the next exchange, or exchanged for one item of this row.</source>
            <translation>Vagón s tovarom (%1): pri ďalšej burze sa predá za %2, alebo sa vymení za jednu vec z tohto radu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="197" />
            <source>%1 discarded face down</source>
            <translation>%1 odložené lícom nadol</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="201" />
            <source>Put it in slot %1 (%2).</source>
            <translation>Vložiť na políčko %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="202" />
            <source>Rent it (%1; R, the wheel or a right click turns it).</source>
            <translation>Prenajať (%1; R, koliesko alebo pravé tlačidlo ním otočí).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="203" />
            <source>Rent it (%1); the boat starts on this end.</source>
            <translation>Prenajať (%1); loďka začne na tomto konci.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="204" />
            <source>Move %n sector(s) (%1) and take: %2.</source>
            <translation>
                <numerusform>Posunúť o %n výsek (%1) a vziať si: %2.</numerusform>
                <numerusform>Posunúť o %n výseky (%1) a vziať si: %2.</numerusform>
                <numerusform>Posunúť o %n výsekov (%1) a vziať si: %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="205" />
            <source>Hire the %1 (%2).</source>
            <translation>Najať zamestnanca: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="206" />
            <source>Buy this wagon card (%1).</source>
            <translation>Kúpiť túto kartičku vagónov (%1).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="209" />
            <source>Choose %1 (no income).</source>
            <translation>Vybrať akciu %1 (bez príjmu).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="210" />
            <source>Choose %1 as the final action (no income).</source>
            <translation>Vybrať akciu %1 ako záverečnú (bez príjmu).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="212" />
            <source>Take this wagon card to the stock exchange, then choose the items for its wagons.</source>
            <translation>Odniesť túto kartičku vagónov na burzu a potom vybrať veci za jej vagóny.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="215" />
            <source>Sail the boat on to this space.</source>
            <translation>Plávať s loďkou ďalej na toto pole.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="219" />
            <source>%1: Space takes it for a wagon of this card.</source>
            <translation>%1: medzerník to vezme za vagón tejto kartičky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="220" />
            <source>%1, taken for a wagon of this card: Space puts it back.</source>
            <translation>%1 – vzaté za vagón tejto kartičky: medzerník to vráti.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="221" />
            <source>%1: the goods on this wagon card cannot be exchanged for it.</source>
            <translation>%1: tovar na tejto kartičke vagónov sa za to vymeniť nedá.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="222" />
            <source>%1 — Space marks it to be discarded.</source>
            <translation>%1 — medzerník ju označí na odloženie.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="223" />
            <source>%1 — marked to be discarded: Space keeps it.</source>
            <translation>%1 — označená na odloženie: medzerník ju ponechá.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="227" />
            <source>Drag your figure onto a lit action card, or click the card. With two players your first card takes two of your figures: in later turns one of them moves on to your newer card.</source>
            <translation>Potiahnite svoju figúrku na zvýraznenú kartičku akcie alebo na kartičku kliknite. V hre dvoch hráčov sa na vašu prvú kartičku postavia dve vaše figúrky: v ďalších ťahoch jedna z nich prejde na vašu novšiu kartičku.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="232" />
            <source>Your last regular turn: the game ends early. Drag your figure onto a lit action card, or click the card.</source>
            <translation>Váš posledný riadny ťah: hra končí predčasne. Potiahnite svoju figúrku na zvýraznenú kartičku akcie alebo na kartičku kliknite.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="236" />
            <source>Your last regular turn: this lap is the last, and then every player takes one final action. Drag your figure onto a lit action card, or click the card.</source>
            <translation>Váš posledný riadny ťah: tento okruh je posledný a potom každý hráč vykoná jednu záverečnú akciu. Potiahnite svoju figúrku na zvýraznenú kartičku akcie alebo na kartičku kliknite.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="246" />
            <source>Drag a canal onto one of the lit rings: your boat starts on that end of it; R turns it.</source>
            <translation>Potiahnite kanál na jeden zo zvýraznených krúžkov: na tom konci kanála začne vaša loďka; R ním otočí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="258" />
            <source>Tab to the items to take for wagons of this card and press Space on each; the other wagons are sold. Then confirm.</source>
            <translation>Tabulátorom prejdite na veci, ktoré si za vagóny tejto kartičky vezmete, a pri každej stlačte medzerník; ostatné vagóny sa predajú. Potom potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="265" />
            <source>Drag items from your supply onto the lit mounts and cabins, then launch the ship. A ship with no captain, or faster than your canals reach, is dismantled.</source>
            <translation>Potiahnite veci zo zásoby na zvýraznené upevňovacie body a kajuty, potom loď spustite na vodu. Loď bez kapitána alebo rýchlejšia, než kam siahajú vaše kanály, sa rozoberie.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="284" />
            <source>%1 — dismantled: no captain aboard</source>
            <translation>%1 — rozoberie sa: chýba kapitán</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="285" />
            <source>%1 — dismantled: canals too short</source>
            <translation>%1 — rozoberie sa: krátke kanály</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="286" />
            <source>Exchange %1 and sell the rest for %2</source>
            <translation>Vymeniť za: %1; zvyšok predať za %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="287" />
            <source>Exchange %1 (nothing left to sell)</source>
            <translation>Vymeniť za: %1 (nič nezostáva na predaj)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="288" />
            <source>Sell all for %1</source>
            <translation>Predať všetko za %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="289" />
            <source>Discard the chosen contracts</source>
            <translation>Odložiť vybrané zákazky</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="290" />
            <source>Buy no part</source>
            <translation>Nekúpiť žiadny diel</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="293" />
            <source>Ships (before sailing)</source>
            <translation>Lode (pred vyplávaním)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="294" />
            <source>Maiden voyages</source>
            <translation>Slávnostné plavby</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="295" />
            <source>Blue contract</source>
            <translation>Modrá zákazka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="296" />
            <source>Green contract</source>
            <translation>Zelená zákazka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="297" />
            <source>Merchant employees</source>
            <translation>Obchodníci (zamestnanci)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="298" />
            <source>Total</source>
            <translation>Spolu</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="299" />
            <source>Coins (tie-break)</source>
            <translation>Zlaté (pri zhode)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="305" />
            <source>2 points for each merchant in your fleet beyond the first.</source>
            <translation>2 b. za každého obchodníka vo flotile okrem prvého.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="306" />
            <source>6 points for each ship with a sail, a funnel and a propeller.</source>
            <translation>6 b. za každú loď s plachtou, komínom a lodnou skrutkou.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="307" />
            <source>2 points for each soldier in your fleet beyond the first.</source>
            <translation>2 b. za každého vojaka vo flotile okrem prvého.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="308" />
            <source>8 points for each ship with a merchant, a soldier, a crane and a cannon.</source>
            <translation>8 b. za každú loď s obchodníkom, vojakom, žeriavom a delom.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="311" />
            <source>3 points for each pair of sails on one ship.</source>
            <translation>3 b. za každý pár plachiet na jednej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="312" />
            <source>3 points for each officer (a captain beyond the first on a ship).</source>
            <translation>3 b. za každého dôstojníka (kapitána navyše na lodi).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="317" />
            <source>3 points for each pair of funnels on one ship.</source>
            <translation>3 b. za každý pár komínov na jednej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="318" />
            <source>3 points for each propeller in your fleet.</source>
            <translation>3 b. za každú lodnú skrutku vo flotile.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="319" />
            <source>4 points for each used canal.</source>
            <translation>4 b. za každý použitý kanál.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="320" />
            <source>Points for the lifebuoys in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Body za záchranné kolesá vo flotile: 1, 2, 4, 6, 9, 12 za 1 až 6, +1 za každé ďalšie.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="324" />
            <source>Points for ships of exactly 5 parts: 3, 8, 15, 22, 30 for 1 to 5 ships.</source>
            <translation>Body za lode z presne 5 dielov: 3, 8, 15, 22, 30 za 1 až 5 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="331" />
            <source>Points for the lanterns in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Body za lampáše vo flotile: 1, 2, 4, 6, 9, 12 za 1 až 6, +1 za každý ďalší.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="334" />
            <source>Points for ships of exactly 6 parts: 4, 10, 18, 26 for 1 to 4 ships.</source>
            <translation>Body za lode z presne 6 dielov: 4, 10, 18, 26 za 1 až 4 lode.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="335" />
            <source>1 point for each of your first four employees, 2 for each further one.</source>
            <translation>1 b. za každého z prvých štyroch zamestnancov, 2 b. za každého ďalšieho.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="338" />
            <source>Points for the lifeboats in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Body za záchranné člny vo flotile: 1, 2, 4, 6, 9, 12 za 1 až 6, +1 za každý ďalší.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="342" />
            <source>Points for ships of 7 or more parts: 6, 14, 22, 30 for 1 to 4 ships.</source>
            <translation>Body za lode zo 7 a viac dielov: 6, 14, 22, 30 za 1 až 4 lode.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="343" />
            <source>2 points for each blue, yellow or orange employee.</source>
            <translation>2 b. za každého modrého, žltého alebo oranžového zamestnanca.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="344" />
            <source>Points for the ships in your fleet: 1, 3, 6, 10, 14, 18, 22, 26 for 1 to 8 ships.</source>
            <translation>Body za lode vo flotile: 1, 3, 6, 10, 14, 18, 22, 26 za 1 až 8 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="347" />
            <source>5 points for each ship with a lifebuoy, a lifeboat and a lantern.</source>
            <translation>5 b. za každú loď so záchranným kolesom, záchranným člnom a lampášom.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="348" />
            <source>Points for the different kinds of employees (brown, green, orange level 1, orange level 2, blue, yellow): 1, 3, 6, 10, 14, 18.</source>
            <translation>Body za rôzne druhy zamestnancov (hnedý, zelený, oranžový 1. úrovne, oranžový 2. úrovne, modrý, žltý): 1, 3, 6, 10, 14, 18.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="354" />
            <source>Contract %1 (%2 now): %3</source>
            <translation>Zákazka – %1 (teraz %2): %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="355" />
            <location filename="../desktop/shipyard/texts.py" line="380" />
            <source>blue</source>
            <translation>modrá</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="356" />
            <location filename="../desktop/shipyard/texts.py" line="378" />
            <source>green</source>
            <translation>zelená</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="358" />
            <source>Engineer: one more %1 with every Equipment Production.</source>
            <translation>Inžinier: pri každej výrobe vybavenia navyše: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="359" />
            <source>Recruiter: one more %1 with every Crew Recruitment.</source>
            <translation>Náborár: pri každom nábore posádky navyše: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="360" />
            <source>Merchant (%1, level %2): 1 coin more for every %1 wagon sold; points at the end: %3.</source>
            <translation>Obchodník (%1, úroveň %2): o 1 zl. viac za každý predaný vagón (%1); na konci %3 b.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="366" />
            <source>Helmsman: +1 speed on a maiden voyage, if you wish.</source>
            <translation>Kormidelník: +1 k rýchlosti pri slávnostnej plavbe, ak chcete.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="367" />
            <source>Yardman: +1 speed for each pair of sails on the ship, if you wish.</source>
            <translation>Ráhnar: +1 k rýchlosti za každý pár plachiet na lodi, ak chcete.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="368" />
            <source>Accountant: two more free sectors on the equipment and crew circles.</source>
            <translation>Účtovník: o dva výseky navyše zadarmo na kruhoch vybavenia a posádky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="371" />
            <source>Foreman: three more free steps on the employee oval.</source>
            <translation>Predák: o tri kroky navyše zadarmo na ováli zamestnancov.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="373" />
            <source>crew members</source>
            <translation>členovia posádky</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="375" />
            <source>Card colour: %1.</source>
            <translation>Farba kartičky: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="377" />
            <source>brown</source>
            <translation>hnedá</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="379" />
            <source>orange</source>
            <translation>oranžová</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="381" />
            <source>yellow</source>
            <translation>žltá</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="385" />
            <source>Your fleet: %n ship(s)</source>
            <translation>
                <numerusform>Vaša flotila: %n loď</numerusform>
                <numerusform>Vaša flotila: %n lode</numerusform>
                <numerusform>Vaša flotila: %n lodí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="386" />
            <source>Fleet of %1: %n ship(s)</source>
            <translation>
                <numerusform>Flotila hráča %1: %n loď</numerusform>
                <numerusform>Flotila hráča %1: %n lode</numerusform>
                <numerusform>Flotila hráča %1: %n lodí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="387" />
            <source>No ship has sailed yet.</source>
            <translation>Zatiaľ nevyplávala žiadna loď.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="389" />
            <source>Ship %1 · %2 · speed %3 · %4</source>
            <translation>Loď %1 · %2 · rýchlosť %3 · %4</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="390" />
            <source>%n part(s)</source>
            <translation>
                <numerusform>%n diel</numerusform>
                <numerusform>%n diely</numerusform>
                <numerusform>%n dielov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="391" />
            <source>lifebuoys %1 · lifeboats %2 · lanterns %3</source>
            <translation>záchranné kolesá %1 · záchranné člny %2 · lampáše %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="392" />
            <source>Surcharge when hired: %n coin(s).</source>
            <translation>
                <numerusform>Príplatok pri najatí: %n zl.</numerusform>
                <numerusform>Príplatok pri najatí: %n zl.</numerusform>
                <numerusform>Príplatok pri najatí: %n zl.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShipyardCompanion</name>
        <message numerus="yes">
            <location filename="../desktop/shipyard/companion.py" line="34" />
            <source>Each player: a shipyard board, the score marker on 0, the boat figure, %n action figure(s), a goods wagon card with one of each good, %1 coins, %2 blue and %3 green contracts dealt face down.</source>
            <translation>
                <numerusform>Každý hráč: doska lodenice, ukazovateľ víťazných bodov na 0, loďka, %n figúrka na výber akcií, kartička vagónov so všetkými tromi druhmi tovaru, %1 zlatých, %2 modré a %3 zelené zákazky rozdané lícom nadol.</numerusform>
                <numerusform>Každý hráč: doska lodenice, ukazovateľ víťazných bodov na 0, loďka, %n figúrky na výber akcií, kartička vagónov so všetkými tromi druhmi tovaru, %1 zlatých, %2 modré a %3 zelené zákazky rozdané lícom nadol.</numerusform>
                <numerusform>Každý hráč: doska lodenice, ukazovateľ víťazných bodov na 0, loďka, %n figúrok na výber akcií, kartička vagónov so všetkými tromi druhmi tovaru, %1 zlatých, %2 modré a %3 zelené zákazky rozdané lícom nadol.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="171" />
            <source>Ship parts: three decks by their backs (bows, middle parts, sterns), each shuffled; the two middle decks are one, the larger laid on the smaller. Each deck face down on its place.</source>
            <translation>Lodné diely: tri balíčky podľa rubu (provy, stredné diely, kormy), každý zamiešaný; oba balíčky stredných dielov sú jeden, väčší položený na menší. Každý balíček rubom nahor na svoje miesto.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="174" />
            <source>Face up below their decks: %1 middle parts, %2 bows and %3 sterns.</source>
            <translation>Lícom nahor pod svoje balíčky: stredné diely (%1), provy (%2) a kormy (%3).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="179" />
            <source>Wagon cards and canals: each deck shuffled face down, %1 wagon cards and %2 canals face up below it.</source>
            <translation>Kartičky vagónov a plavebné kanály: každý balíček zamiešaný rubom nahor, pod ním lícom nahor %1 kartičiek vagónov a %2 kanálov.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="183" />
            <source>Equipment, crew and coins in the bank.</source>
            <translation>Vybavenie, posádka a zlaté v banke.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="186" />
            <source>The main board</source>
            <translation>Herný plán</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="189" />
            <source>The round counter starts on %1.</source>
            <translation>Ukazovateľ kola začína na poli %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="190" />
            <source>Deck B of the employees lies face up on the identical cards of deck A.</source>
            <translation>Kartičky zamestnancov z balíčka B ležia lícom nahor na rovnakých kartičkách balíčka A.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="192" />
            <source>Deck B of the employees stays in the box: only deck A is used.</source>
            <translation>Balíček zamestnancov B zostáva v krabici: hrá sa len s balíčkom A.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="193" />
            <source>The Subsidy card stays in the box: it is used with four players only.</source>
            <translation>Kartička Dotácia zostáva v krabici: používa sa len v hre štyroch hráčov.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="194" />
            <source>Action track</source>
            <translation>Dráha akcií</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="195" />
            <source>%1 on the start space; behind it, in this order: %2.</source>
            <translation>%1 na štartovom poli; za ňou v tomto poradí: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="198" />
            <source>Equipment circle: the marker on the “%1” sector. Crew circle: the marker on the “%2” sector.</source>
            <translation>Kruh vybavenia: ukazovateľ na výseku „%1“. Kruh posádky: ukazovateľ na výseku „%2“.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="201" />
            <source>Employees on the oval (◆ the marker)</source>
            <translation>Zamestnanci na ováli (◆ ukazovateľ)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="203" />
            <source>Start player: %1</source>
            <translation>Začínajúci hráč: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="204" />
            <source>Deal %1</source>
            <translation>Rozdanie %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="232" />
            <source>With two players each merchant card is in the game only once: deck B stays in the box.</source>
            <translation>Pri hre dvoch hráčov je každý obchodník v hre iba raz: balíček B zostáva v krabici.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="234" />
            <source>Each merchant card is in the game only twice.</source>
            <translation>Každý obchodník je v hre iba dvakrát.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="239" />
            <source>A level 2 merchant needs the level 1 merchant of the same goods.</source>
            <translation>Obchodník 2. úrovne vyžaduje obchodníka 1. úrovne s rovnakým tovarom.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="288" />
            <source>Start a new session? The final scores of this one are cleared and the set-up is dealt anew. The names, the number of players and the first game box stay.</source>
            <translation>Začať nové sedenie? Konečné bodovanie tohto sedenia sa vymaže a príprava sa rozdá znova. Mená, počet hráčov a políčko Prvá hra zostanú.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="293" />
            <source>Set-up</source>
            <translation>Príprava</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="294" />
            <source>Final score</source>
            <translation>Konečné bodovanie</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="295" />
            <source>First game: one engineer or recruiter on each oval space</source>
            <translation>Prvá hra: na každom políčku oválu jeden inžinier alebo náborár</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="296" />
            <source>Deal again</source>
            <translation>Rozdať znova</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="297" />
            <location filename="../desktop/shipyard/companion.py" line="298" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Name</source>
            <translation>Meno</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Blue contract</source>
            <translation>Modrá zákazka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Green contract</source>
            <translation>Zelená zákazka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Score track</source>
            <translation>Počítadlo víťazných bodov</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="302" />
            <source>Merchants</source>
            <translation>Obchodníci</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="304" />
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="304" />
            <source>Coins (tie-break)</source>
            <translation>Zlaté (pri zhode)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="309" />
            <source>Merchant employee for these goods and this level</source>
            <translation>Obchodník (zamestnanec) s týmto tovarom a úrovňou</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../desktop/start_page.py" line="614" />
            <source>Board games around one computer: play against bots or pass it round the table.</source>
            <translation>Stolové hry pri jednom počítači: hrajte proti botom alebo si ho posúvajte okolo stola.</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="615" />
            <source>At the table: dice, hourglass, score pads…</source>
            <translation>Pri stole: kocky, presýpacie hodiny, zápis bodov…</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="616" />
            <source>Helpers for playing the cardboard games at a real table</source>
            <translation>Pomôcky na hranie krabicových hier pri skutočnom stole</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="617" />
            <source>Finished games…</source>
            <translation>Dohrané hry…</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="620" />
            <source>Your finished games with their points and winners: watch any of them again, move by move, or play one again</source>
            <translation>Vaše dohrané hry s bodmi a víťazmi: ktorúkoľvek si prehrajte znova krok za krokom, alebo si ju zahrajte znova</translation>
        </message>
    </context>
    <context>
        <name>Stortebeker</name>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="10" />
            <source>water</source>
            <translation>voda</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="11" />
            <source>beans</source>
            <translation>fazuľa</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="12" />
            <source>biscuits</source>
            <translation>sucháre</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="13" />
            <source>meat</source>
            <translation>mäso</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="14" />
            <source>rum</source>
            <translation>rum</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="15" />
            <source>bananas</source>
            <translation>banány</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="18" />
            <source>yellow</source>
            <translation>žltá</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="19" />
            <source>black</source>
            <translation>čierna</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="20" />
            <source>red</source>
            <translation>červená</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="21" />
            <source>blue</source>
            <translation>modrá</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="22" />
            <source>green</source>
            <translation>zelená</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="26" />
            <source>Extended rules (all of E1–E4, and E5 with two players)</source>
            <translation>Rozšírené pravidlá (všetky E1–E4 a s dvoma hráčmi E5)</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="27" />
            <source>E1: colour bonus for three ships of a colour</source>
            <translation>E1: prémia za tri lode jednej farby</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="28" />
            <source>E2: three harbour ships face up</source>
            <translation>E2: tri lode v prístave lícom nahor</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="29" />
            <source>E3: a failed attack ends the boarding</source>
            <translation>E3: neúspech ukončí prepadávanie</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="30" />
            <source>E4: a ship lost to a counter-attack ends the boarding</source>
            <translation>E4: úspešný protiútok ukončí prepadávanie</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="31" />
            <source>E5: three ships at sea (two players)</source>
            <translation>E5: tri lode na mori (dvaja hráči)</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="32" />
            <source>Strict exchange: discard 2 pick 1, discard 3 pick 2</source>
            <translation>Prísna výmena: za 2 odhodené 1 karta, za 3 odhodené 2</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="33" />
            <source>on</source>
            <translation>zapnuté</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="34" />
            <source>off</source>
            <translation>vypnuté</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="35" />
            <source>The short sea (E5) is for two players only.</source>
            <translation>Menšie more (E5) je len pre dvoch hráčov.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="36" />
            <source>Switched on by the extended rules.</source>
            <translation>Zapnuté rozšírenými pravidlami.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="37" />
            <source>Only with two players.</source>
            <translation>Len v hre dvoch hráčov.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="40" />
            <source>{player} lays {what} at the {ship}.</source>
            <translation>{player} prikladá {what} k lodi {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="41" />
            <source>{player} lays a pirate face down at the {ship}.</source>
            <translation>{player} prikladá lícom nadol piráta k lodi {ship}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="42" />
            <source>{player} discards %n card(s) to exchange them.</source>
            <translation>
                <numerusform>{player} odhadzuje %n kartu na výmenu.</numerusform>
                <numerusform>{player} odhadzuje %n karty na výmenu.</numerusform>
                <numerusform>{player} odhadzuje %n kariet na výmenu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="43" />
            <source>{player} picks {what} from the discard pile.</source>
            <translation>{player} si berie z odkladacieho balíčka {what}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="44" />
            <source>{player} fires the cannons at the {ship}.</source>
            <translation>{player} páli z diel na loď {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="45" />
            <source>The colour dice show {first} and {second}.</source>
            <translation>Farebné kocky ukazujú: {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="46" />
            <source>No opponent has {what} there: the shot misses.</source>
            <translation>Žiadny súper tam nemá kartu „{what}“: výstrel netrafí.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="47" />
            <source>No opponent has {what} there: both shots miss.</source>
            <translation>Žiadny súper tam nemá kartu „{what}“: oba výstrely netrafia.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="48" />
            <source>{player} shoots {what} away from {player2} and lays it at the ship.</source>
            <translation>{player} zostreľuje {what} (patrila: {player2}) a prikladá ju na svoju stranu lode.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="49" />
            <source>{player} shoots {what} away from {player2}; it is discarded.</source>
            <translation>{player} zostreľuje {what} (patrila: {player2}); karta ide do odkladacieho balíčka.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="50" />
            <source>{player} must discard %n pirate(s) at the {ship} (too few provisions).</source>
            <translation>
                <numerusform>{player} musí pri lodi {ship} odhodiť %n piráta (málo proviantu).</numerusform>
                <numerusform>{player} musí pri lodi {ship} odhodiť %n pirátov (málo proviantu).</numerusform>
                <numerusform>{player} musí pri lodi {ship} odhodiť %n pirátov (málo proviantu).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="51" />
            <source>{player} turns up %n pirate(s) at the {ship}: {pirates}.</source>
            <translation>
                <numerusform>{player} odkrýva pri lodi {ship} %n piráta: {pirates}.</numerusform>
                <numerusform>{player} odkrýva pri lodi {ship} %n pirátov: {pirates}.</numerusform>
                <numerusform>{player} odkrýva pri lodi {ship} %n pirátov: {pirates}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="56" />
            <source>The boarding succeeds.</source>
            <translation>Prepadnutie sa podarilo.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="57" />
            <source>The boarding fails.</source>
            <translation>Prepadnutie sa nepodarilo.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="60" />
            <source>{player} loses {what} at the {ship}.</source>
            <translation>{player} stráca pri lodi {ship} {what}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="61" />
            <source>{player} has no card of those colours at the {ship}: nothing is lost.</source>
            <translation>{player} nemá pri lodi {ship} žiadnu kartu tých farieb: nič nestráca.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="69" />
            <source>{player} cannot counter-attack: %n provision card(s) missing at the ship, and a counter-attack lays at most 3.</source>
            <translation>
                <numerusform>{player} nemôže podniknúť protiútok: pri lodi chýba %n karta proviantu a pri protiútoku možno vyložiť najviac 3.</numerusform>
                <numerusform>{player} nemôže podniknúť protiútok: pri lodi chýbajú %n karty proviantu a pri protiútoku možno vyložiť najviac 3.</numerusform>
                <numerusform>{player} nemôže podniknúť protiútok: pri lodi chýba %n kariet proviantu a pri protiútoku možno vyložiť najviac 3.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="73" />
            <source>{player} cannot counter-attack: %n provision card(s) missing at the ship, more than their hand holds.</source>
            <translation>
                <numerusform>{player} nemôže podniknúť protiútok: pri lodi chýba %n karta proviantu, viac, než má v ruke.</numerusform>
                <numerusform>{player} nemôže podniknúť protiútok: pri lodi chýbajú %n karty proviantu, viac, než má v ruke.</numerusform>
                <numerusform>{player} nemôže podniknúť protiútok: pri lodi chýba %n kariet proviantu, viac, než má v ruke.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="79" />
            <source>The harbour is empty: the game ends with the round in which the next ship is captured.</source>
            <translation>Prístav je prázdny: hra sa skončí koncom kola, v ktorom bude obsadená ďalšia loď.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="82" />
            <source>The first ship captured after the harbour emptied: the game ends with this round.</source>
            <translation>Prvá loď dobytá po vyprázdnení prístavu: týmto kolom sa hra končí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="94" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodov</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="114" />
            <source>Firing is the last card of a turn: play the turn's other cards first.</source>
            <translation>Výstrel z diel je poslednou kartou ťahu: najprv zahrajte ostatné karty ťahu.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="117" />
            <source>You may not take back a card you have just discarded.</source>
            <translation>Kartu, ktorú ste práve odhodili, si späť vziať nemôžete.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="118" />
            <source>That card is not in the discard pile.</source>
            <translation>Tá karta nie je v odkladacom balíčku.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="161" />
            <source>The last move drew cards or rolled the dice: it cannot be taken back.</source>
            <translation>Pri poslednom ťahu sa ťahali karty alebo hádzalo kockami: nedá sa vrátiť.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="52" />
            <source>{player} boards the {ship}: dice {first} + {second}, strength {strength}: {total} against defence {defence}.</source>
            <translation>{player} prepadáva loď {ship}: kocky {first} + {second}, sila {strength}: {total} proti obrane {defence}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="58" />
            <source>{player}'s counter-attack beats the best so far.</source>
            <translation>{player}: protiútok prekonáva doteraz najlepší výsledok.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="59" />
            <source>{player}'s counter-attack fails: it had to beat {best}.</source>
            <translation>{player}: protiútok sa nepodaril, bolo treba prekonať {best}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="64" />
            <source>{player} counter-attacks: dice {first} + {second}, strength {strength}: {total} against {best}.</source>
            <translation>{player} podniká protiútok: kocky {first} + {second}, sila {strength}: {total} proti {best}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="67" />
            <source>{player} does not counter-attack.</source>
            <translation>{player} protiútok nepodniká.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="77" />
            <source>{player} captures the {ship} ({points} points).</source>
            <translation>{player} získava loď {ship} (body: {points}).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="78" />
            <source>The {ship} sails out of the harbour.</source>
            <translation>Z prístavu vypláva loď {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="85" />
            <source>Extended rules (E3): after a failed boarding {player} boards no other ship this turn.</source>
            <translation>Rozšírené pravidlá (E3): po nepodarenom prepadnutí už {player} v tomto ťahu neprepadne žiadnu ďalšiu loď.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="88" />
            <source>Extended rules (E4): the ship went to a counter-attack, so {player} boards no other ship this turn.</source>
            <translation>Rozšírené pravidlá (E4): loď pripadla protiútoku, takže {player} v tomto ťahu neprepadne žiadnu ďalšiu loď.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="91" />
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>Odkladací balíček sa zamieša ako nový dobierací.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="92" />
            <source>{player} draws %n card(s).</source>
            <translation>
                <numerusform>{player} si doberá %n kartu.</numerusform>
                <numerusform>{player} si doberá %n karty.</numerusform>
                <numerusform>{player} si doberá %n kariet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="93" />
            <source>{player} gets a colour bonus (E1) for %n {colour} ship(s): {points}.</source>
            <translation>
                <numerusform>{player} získava prémiu za farbu (E1) za %n loď farby „{colour}“: {points}.</numerusform>
                <numerusform>{player} získava prémiu za farbu (E1) za %n lode farby „{colour}“: {points}.</numerusform>
                <numerusform>{player} získava prémiu za farbu (E1) za %n lodí farby „{colour}“: {points}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="95" />
            <source>The game is over.</source>
            <translation>Hra sa skončila.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="96" />
            <source>{colour} ship of {points}</source>
            <translation>„{colour} {points}“</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="98" />
            <source>{colour} ship of {points} ({wants})</source>
            <translation>„{colour} {points}“ ({wants})</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="99" />
            <source>a pirate of {value}</source>
            <translation>piráta ({value})</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="100" />
            <source>{type}</source>
            <translation>kartu „{type}“</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="101" />
            <source>{type} with a pirate symbol</source>
            <translation>kartu „{type}“ so symbolom piráta</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="104" />
            <source>That is not possible now.</source>
            <translation>To teraz nejde.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="105" />
            <source>That card is not in your hand.</source>
            <translation>Tú kartu nemáte v ruke.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="106" />
            <source>That ship is not at sea.</source>
            <translation>Tá loď nie je na mori.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="107" />
            <source>That ship needs no {type}.</source>
            <translation>Tá loď nepotrebuje kartu „{type}“.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="108" />
            <source>You already have all the {type} that ship needs.</source>
            <translation>Kariet „{type}“ už pri tej lodi máte toľko, koľko potrebuje.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="109" />
            <source>Crew limit: no more pirates than provision cards on your side of a ship.</source>
            <translation>Limit posádky: pri lodi nesmiete mať viac pirátov ako kariet proviantu.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="112" />
            <source>Cards are laid out first, then exchanged, then fired.</source>
            <translation>Karty sa najprv vykladajú, potom vymieňajú a nakoniec sa páli z diel.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="113" />
            <source>Those cards could not finish a legal turn of exactly %n card(s).</source>
            <translation>
                <numerusform>Takto by sa v ťahu nedalo zahrať presne %n kartu.</numerusform>
                <numerusform>Takto by sa v ťahu nedalo zahrať presne %n karty.</numerusform>
                <numerusform>Takto by sa v ťahu nedalo zahrať presne %n kariet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="115" />
            <source>An exchange discards 2 or 3 cards.</source>
            <translation>Pri výmene sa odhadzujú 2 alebo 3 karty.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="119" />
            <source>You can fire only at a ship where you have a provision card.</source>
            <translation>Páliť možno len na loď, pri ktorej máte kartu proviantu.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="120" />
            <source>Take a provision card of the die's colour from an opponent at the target ship.</source>
            <translation>Vezmite súperovi pri cieľovej lodi kartu proviantu vo farbe kocky.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="123" />
            <source>Nobody may board in the first round.</source>
            <translation>V prvom kole nesmie nikto prepadávať.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="124" />
            <source>Your provisions at that ship are not complete.</source>
            <translation>Váš proviant pri tej lodi nie je úplný.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="125" />
            <source>You have already attacked that ship this turn.</source>
            <translation>Tú loď ste v tomto ťahu už prepadli.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="126" />
            <source>Your boarding is over for this turn.</source>
            <translation>Vaše prepadávanie sa v tomto ťahu skončilo.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="127" />
            <source>Lay exactly the missing provision cards from your hand (at most three).</source>
            <translation>Vyložte z ruky presne chýbajúce karty proviantu (najviac tri).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="132" />
            <source>Ships captured</source>
            <translation>Dobyté lode</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="133" />
            <source>Points of the ships</source>
            <translation>Body za lode</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="134" />
            <source>Colour bonus</source>
            <translation>Prémia za farbu</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="135" />
            <source>Total</source>
            <translation>Spolu</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="138" />
            <source>The rulebook's extended rules at once: E1 to E4, and E5 with two players.</source>
            <translation>Rozšírené pravidlá naraz: E1 až E4 a vo dvojici aj E5.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="141" />
            <source>At the end, three or more ships of a colour add the points of your best ship of that colour once more.</source>
            <translation>Ak máte na konci tri alebo viac lodí jednej farby, body vašej najcennejšej lode tej farby sa započítajú ešte raz.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="145" />
            <source>The next three ships of the harbour lie face up, not only the top one.</source>
            <translation>Tri ďalšie lode prístavu ležia lícom nahor, nielen tá horná.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="148" />
            <source>After a failed attack you may not attack another ship this turn.</source>
            <translation>Po nepodarenom prepadnutí už v tomto ťahu nesmiete prepadnúť inú loď.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="151" />
            <source>When a counter-attack takes the ship you boarded, you may not attack another ship this turn.</source>
            <translation>Keď vám protiútok vezme prepadnutú loď, už v tomto ťahu nesmiete prepadnúť inú.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="154" />
            <source>With two players only three ships lie at sea instead of four.</source>
            <translation>Vo dvojici ležia na mori len tri lode namiesto štyroch.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="155" />
            <source>Not in the rulebook: after discarding 2 cards pick at most 1, after discarding 3 at most 2.</source>
            <translation>Nie je v pravidlách: po odhodení 2 kariet si vezmete najviac 1, po odhodení 3 najviac 2.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="164" />
            <source>Equal points: more ships taken decide ({won} to {other}).</source>
            <translation>Pri rovnosti bodov rozhoduje viac dobytých lodí ({won} proti {other}).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="165" />
            <source>Equal points and as many ships taken: the victory is shared.</source>
            <translation>Rovnako bodov aj dobytých lodí: o víťazstvo sa delia.</translation>
        </message>
    </context>
    <context>
        <name>StortebekerBoard</name>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="7" />
            <source>Harbour: %n ship(s)</source>
            <translation>
                <numerusform>Prístav: %n loď</numerusform>
                <numerusform>Prístav: %n lode</numerusform>
                <numerusform>Prístav: %n lodí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="8" />
            <source>Ships sail out of the harbour in this order. When the harbour is empty, the next capture ends the game after the round.</source>
            <translation>Lode vyplávajú z prístavu v tomto poradí. Keď je prístav prázdny, ďalšia dobytá loď ukončí hru po dohraní kola.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="13" />
            <source>last round</source>
            <translation>posledné kolo</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="14" />
            <source>A ship was captured after the harbour emptied: the game ends after the turn of %1.</source>
            <translation>Po vyprázdnení prístavu bola dobytá loď: hra sa skončí po ťahu hráča %1.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="17" />
            <source>Draw pile: %1</source>
            <translation>Dobierací balíček: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="18" />
            <source>Discard pile (face up): %1</source>
            <translation>Odkladací balíček (lícom nahor): %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="19" />
            <source>The discard pile is open to everyone. Drag cards here to exchange them, then pick from it.</source>
            <translation>Odkladací balíček je otvorený pre všetkých. Potiahnite sem karty na výmenu a potom si z neho vyberte.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="22" />
            <source>Dice</source>
            <translation>Kocky</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="23" />
            <source>Score track</source>
            <translation>Počítadlo bodov</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="24" />
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n b.</numerusform>
                <numerusform>%1: %n b.</numerusform>
                <numerusform>%1: %n b.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="25" />
            <source>%1 ship: %2 points, defence %3. It needs: %4.</source>
            <translation>Loď (%1): %2 b., obrana %3. Potrebuje: %4.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="26" />
            <source>%1 at this ship</source>
            <translation>%1 pri tejto lodi</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="27" />
            <source>strength %1</source>
            <translation>sila %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="28" />
            <source>%n pirate(s) face down</source>
            <translation>
                <numerusform>%n pirát lícom nadol</numerusform>
                <numerusform>%n piráti lícom nadol</numerusform>
                <numerusform>%n pirátov lícom nadol</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="29" />
            <source>still missing: %1</source>
            <translation>ešte chýba: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="30" />
            <source>provisions complete</source>
            <translation>proviant je úplný</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="31" />
            <source>Pirate of %1: crew, laid face down; no more pirates than provisions at a ship.</source>
            <translation>Pirát (%1): posádka, prikladá sa lícom nadol; pri lodi nie viac pirátov ako kariet proviantu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="34" />
            <source>%1: a provision card.</source>
            <translation>%1: karta proviantu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="35" />
            <source>%1 with a pirate symbol: a provision that adds 1 to your strength.</source>
            <translation>%1 so symbolom piráta: proviant, ktorý pridá 1 k vašej sile.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="38" />
            <source>%1 with a pirate symbol (+1)</source>
            <translation>%1 so symbolom piráta (+1)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="39" />
            <source>Your hand</source>
            <translation>Vaša ruka</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="40" />
            <source>Hand of %1</source>
            <translation>Ruka – %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="41" />
            <source>This turn: %1 of %2 cards played (laid %3, exchanged %4, fired %5)</source>
            <translation>Tento ťah: zahrané %1 z %2 kariet (priložené %3, vymenené %4, vystrelené %5)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="42" />
            <source>To discard for an exchange (click to take back)</source>
            <translation>Na odhodenie pre výmenu (kliknutím vrátite)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="43" />
            <source>%1 — set aside for the exchange: Space or Enter takes it back into your hand.</source>
            <translation>%1 — odložená na výmenu: medzerník alebo Enter ju vráti do ruky.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="46" />
            <source>Picked: they join the hand after the turn</source>
            <translation>Vybrané: do ruky prídu po ťahu</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="47" />
            <source>%1 · points %2 · ships %3 · cards in hand %4</source>
            <translation>%1 · body %2 · lode %3 · karty v ruke %4</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="48" />
            <source>to play</source>
            <translation>na ťahu</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="49" />
            <source>Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points at the end).</source>
            <translation>
                <numerusform>Prémia za farbu (E1): %n loď farby „%1“ (na konci +%2 b.).</numerusform>
                <numerusform>Prémia za farbu (E1): %n lode farby „%1“ (na konci +%2 b.).</numerusform>
                <numerusform>Prémia za farbu (E1): %n lodí farby „%1“ (na konci +%2 b.).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="52" />
            <source>Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points).</source>
            <translation>
                <numerusform>Prémia za farbu (E1): %n loď farby „%1“ (+%2 b.).</numerusform>
                <numerusform>Prémia za farbu (E1): %n lode farby „%1“ (+%2 b.).</numerusform>
                <numerusform>Prémia za farbu (E1): %n lodí farby „%1“ (+%2 b.).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="53" />
            <source>The cannons fire at this ship.</source>
            <translation>Delá strieľajú na túto loď.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="54" />
            <source>To beat: %1 (%2)</source>
            <translation>Prekonať: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="55" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="56" />
            <source>At the end of your turn you draw back up to the hand size (%1). An empty draw pile is refilled by shuffling the discard pile.</source>
            <translation>Na konci svojho ťahu si doberiete karty do plnej ruky (%1). Prázdny dobierací balíček sa doplní zamiešaním odkladacieho balíčka.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="61" />
            <source>A score above 44 goes round the track again; the true total stands beside each player's name.</source>
            <translation>Body nad 44 pokračujú znova od začiatku počítadla; skutočný súčet je uvedený pri mene každého hráča.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="64" />
            <source>Nothing rolled yet.</source>
            <translation>Zatiaľ sa ešte nehádzalo.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="65" />
            <source>Colour dice: %1 and %2</source>
            <translation>Farebné kocky: %1 a %2</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="66" />
            <source>Cannons: each die shoots away an opponent's provision card of its colour at the target ship; a colour no opponent has there misses. A failed attack: each die costs the attacker one of his own cards of its colour there.</source>
            <translation>Delá: každá kocka zostrelí súperovi pri cieľovej lodi jednu kartu proviantu vo farbe kocky; farba, ktorú tam nemá žiadny súper, netrafí. Nepodarené prepadnutie: za každú kocku stráca prepadávajúci hráč pri tej lodi jednu svoju kartu vo farbe kocky.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="72" />
            <source>Number dice: %1 + %2 = %3</source>
            <translation>Číselné kocky: %1 + %2 = %3</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="73" />
            <source>Boarding: dice + strength at least the ship's defence captures it; a counter-attack must beat the best value so far.</source>
            <translation>Prepadnutie: keď kocky + sila dosiahnu aspoň obranu lode, loď je dobytá; protiútok musí prekonať doteraz najlepšiu hodnotu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="78" />
            <source>Cutlass: drag it onto a lit ship (or click the ship) to board it.</source>
            <translation>Šabľa: potiahnite ju na zvýraznenú loď (alebo na loď kliknite) a prepadnite ju.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="79" />
            <source>Cannonball: the die shows %1. Drag it onto an opponent's %1 at the target ship (or click the card) to shoot it away. It goes to your side if it fits there, otherwise to the discard pile.</source>
            <translation>Delová guľa (kocka: %1). Potiahnite ju na súperovu kartu „%1“ pri cieľovej lodi (alebo na kartu kliknite) a zostreľte ju. Ak sa vám pri tej lodi hodí, priloží sa na vašu stranu, inak ide do odkladacieho balíčka.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="86" />
            <source>Lay it at this ship.</source>
            <translation>Priložiť k tejto lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="87" />
            <source>Discard it and fire the cannons at this ship.</source>
            <translation>Odhodiť a vystreliť z diel na túto loď.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="88" />
            <source>Put it aside for an exchange (2 or 3 cards).</source>
            <translation>Odložiť na výmenu (2 alebo 3 karty).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="89" />
            <source>Pick this card.</source>
            <translation>Vziať túto kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="90" />
            <source>Shoot this card away.</source>
            <translation>Zostreliť túto kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="91" />
            <source>Board this ship: dice + strength %1 against defence %2.</source>
            <translation>Prepadnúť túto loď: kocky + sila %1 proti obrane %2.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="92" />
            <source>This card cannot be played now.</source>
            <translation>Túto kartu teraz nemožno zahrať.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="95" />
            <source>%1 of %2 (%3)</source>
            <translation>%1 hráča %2 (%3)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="98" />
            <source>Play %n more card(s): drag %1.</source>
            <translation>
                <numerusform>Zahrajte ešte %n kartu: potiahnite ju %1.</numerusform>
                <numerusform>Zahrajte ešte %n karty: potiahnite ich %1.</numerusform>
                <numerusform>Zahrajte ešte %n kariet: potiahnite ich %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="100" />
            <source>Play %n card(s): drag %1.</source>
            <translation>
                <numerusform>Zahrajte %n kartu: potiahnite ju %1.</numerusform>
                <numerusform>Zahrajte %n karty: potiahnite ich %1.</numerusform>
                <numerusform>Zahrajte %n kariet: potiahnite ich %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="103" />
            <source>%n card(s) set aside for an exchange: discard them with the button, set aside one more, or click one to take it back.</source>
            <translation>
                <numerusform>%n karta odložená na výmenu: odhoďte ju tlačidlom, odložte ešte jednu, alebo ju kliknutím vezmite späť.</numerusform>
                <numerusform>%n karty odložené na výmenu: odhoďte ich tlačidlom, odložte ešte jednu, alebo kliknutím kartu vezmite späť.</numerusform>
                <numerusform>%n kariet odložených na výmenu: odhoďte ich tlačidlom, odložte ešte jednu, alebo kliknutím kartu vezmite späť.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="108" />
            <source>%n card(s) set aside for an exchange: discard them with the button, or click one to take it back.</source>
            <translation>
                <numerusform>%n karta odložená na výmenu: odhoďte ju tlačidlom, alebo ju kliknutím vezmite späť.</numerusform>
                <numerusform>%n karty odložené na výmenu: odhoďte ich tlačidlom, alebo kliknutím kartu vezmite späť.</numerusform>
                <numerusform>%n kariet odložených na výmenu: odhoďte ich tlačidlom, alebo kliknutím kartu vezmite späť.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="112" />
            <source>%n card(s) set aside for an exchange: set aside more, or click one to take it back.</source>
            <translation>
                <numerusform>%n karta odložená na výmenu: odložte ďalšie, alebo ju kliknutím vezmite späť.</numerusform>
                <numerusform>%n karty odložené na výmenu: odložte ďalšie, alebo kliknutím kartu vezmite späť.</numerusform>
                <numerusform>%n kariet odložených na výmenu: odložte ďalšie, alebo kliknutím kartu vezmite späť.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="116" />
            <source>An exchange takes %1 cards now.</source>
            <translation>Na výmenu treba teraz %1 karty.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="118" />
            <source>%n card(s) make an exchange only after you lay a card out: lay one first, or set aside one more.</source>
            <translation>
                <numerusform>%n karta stačí na výmenu až po vyložení karty: najprv jednu vyložte, alebo odložte ešte jednu.</numerusform>
                <numerusform>%n karty stačia na výmenu až po vyložení karty: najprv jednu vyložte, alebo odložte ešte jednu.</numerusform>
                <numerusform>%n kariet stačí na výmenu až po vyložení karty: najprv jednu vyložte, alebo odložte ešte jednu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="122" />
            <source>%1 or %2</source>
            <translation>%1 alebo %2</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="123" />
            <source>onto your side of a ship to lay out</source>
            <translation>na svoju stranu lode (priloženie)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="124" />
            <source>onto the discard pile to exchange</source>
            <translation>na odkladací balíček (výmena)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="125" />
            <source>onto a ship to fire</source>
            <translation>na loď (streľba z diel)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="126" />
            <source>Pick up to %n card(s) from the discard pile (click them), or pick no more.</source>
            <translation>
                <numerusform>Vyberte si z odkladacieho balíčka až %n kartu (kliknite na ňu), alebo už nič.</numerusform>
                <numerusform>Vyberte si z odkladacieho balíčka až %n karty (kliknite na ne), alebo už nič.</numerusform>
                <numerusform>Vyberte si z odkladacieho balíčka až %n kariet (kliknite na ne), alebo už nič.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="129" />
            <source>The die shows %1: click an opponent's %1 at the target ship.</source>
            <translation>Kocka: %1. Kliknite na súperovu kartu „%1“ pri cieľovej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="131" />
            <source>First of two shots: the die shows %1. Click an opponent's %1 at the target ship.</source>
            <translation>Prvý z dvoch výstrelov – kocka: %1. Kliknite na súperovu kartu „%1“ pri cieľovej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="134" />
            <source>Second shot: the die shows %1. Click an opponent's %1 at the target ship.</source>
            <translation>Druhý výstrel – kocka: %1. Kliknite na súperovu kartu „%1“ pri cieľovej lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="137" />
            <source>Click a lit ship (or drag the cutlass onto it) to board it, or stop.</source>
            <translation>Kliknite na zvýraznenú loď (alebo na ňu potiahnite šabľu) a prepadnite ju, alebo prestaňte.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="138" />
            <source>%1 took the %2 with a total of %3: counter-attack (you must beat %3) or pass.</source>
            <translation>%1 dobýja loď %2 celkovou hodnotou %3: podniknite protiútok (musíte prekonať %3), alebo pasujte.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="143" />
            <source>%1 took the %2 with a total of %3. Your hand cannot complete your provisions there: pass.</source>
            <translation>%1 dobýja loď %2 celkovou hodnotou %3. Z ruky svoj proviant pri nej doplniť nemôžete: pasujte.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="146" />
            <source>Discard %n card(s) for an exchange</source>
            <translation>
                <numerusform>Odhodiť %n kartu na výmenu</numerusform>
                <numerusform>Odhodiť %n karty na výmenu</numerusform>
                <numerusform>Odhodiť %n kariet na výmenu</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="147" />
            <source>Pick no more</source>
            <translation>Už nič nebrať</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="148" />
            <source>Stop boarding</source>
            <translation>Ukončiť prepadávanie</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="149" />
            <source>Counter-attack</source>
            <translation>Protiútok</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="150" />
            <source>Counter-attack, laying %1</source>
            <translation>Protiútok, priložiť: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="153" />
            <source>Counter-attack: strength %1</source>
            <translation>Protiútok: sila %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="154" />
            <source>Strength %1</source>
            <translation>Sila %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="155" />
            <source>Strength %1 (☠ %2)</source>
            <translation>Sila %1 (☠ %2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="156" />
            <source>Strength %1 (☠ all)</source>
            <translation>Sila %1 (☠ všetky)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="157" />
            <source>Dice + strength %1 must beat %2.</source>
            <translation>Kocky + sila %1 musia prekonať %2.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="158" />
            <source>Do not counter-attack</source>
            <translation>Bez protiútoku</translation>
        </message>
    </context>
    <context>
        <name>StortebekerCompanion</name>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="229" />
            <source>Write the points of each captured ship as whole numbers, e.g. 5 9.</source>
            <translation>Body každej dobytej lode píšte ako celé čísla, napr. 5 9.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="233" />
            <source>A ship is worth at most %1 points: write the points of each captured ship apart, e.g. 5 9.</source>
            <translation>Loď má najviac %1 bodov: body každej dobytej lode píšte zvlášť, napr. 5 9.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="244" />
            <source>Only %1 ships are in play with %2 players.</source>
            <translation>Keď hrajú %2 hráči, v hre je iba %1 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="238" />
            <source>Only %1 ships are in play with two players and three ships at sea (extended rule 5).</source>
            <translation>S dvoma hráčmi a tromi loďami na mori (rozšírené pravidlo 5) je v hre iba %1 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="279" />
            <source>Shuffle the %1 ships face down. Ships at sea: %2. Harbour: %3 ships face down, the top one face up (three with the harbour preview, extended rule 2). Back to the box unseen: %4 ships.</source>
            <translation>Zamiešajte %1 lodí lícom nadol. Lode na mori: %2. Prístav: %3 lodí lícom nadol, horná lícom nahor (s náhľadom do prístavu, rozšíreným pravidlom 2, tri horné). Späť do krabice, nevidené: %4 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="359" />
            <source>Dice</source>
            <translation>Kocky</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="360" />
            <source>Final score</source>
            <translation>Konečné bodovanie</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="361" />
            <source>Set-up</source>
            <translation>Príprava</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="362" />
            <source>Number dice (boarding, counter-attack)</source>
            <translation>Číselné kocky (prepadnutie, protiútok)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="363" />
            <source>Colour dice (cannons, a failed attack)</source>
            <translation>Farebné kocky (delá, nepodarené prepadnutie)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="364" />
            <location filename="../desktop/stortebeker/companion.py" line="365" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="366" />
            <source>Colour bonus (extended rule 1)</source>
            <translation>Prémia za farbu (rozšírené pravidlo 1)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="369" />
            <source>For each player and ship colour, write the points of the ships captured, e.g. 5 9. The values printed on your cards count. If your game has ships of a colour that has no column here, write them in the column of a colour nobody captured.</source>
            <translation>Pre každého hráča a farbu lodí napíšte body dobytých lodí, napr. 5 9. Platia hodnoty vytlačené na vašich kartách. Ak má vaša hra lode farby, pre ktorú tu stĺpec nie je, napíšte ich do stĺpca farby, ktorú nikto nedobyl.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="378" />
            <source>Three ships at sea (extended rule 5, two players)</source>
            <translation>Tri lode na mori (rozšírené pravidlo 5, dvaja hráči)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="375" />
            <source>Name</source>
            <translation>Meno</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="287" />
            <source>Shuffle the %1 action cards and deal %2 to each player; the rest is the face-down draw pile. The discard pile starts empty and lies face up: anyone may look through it.</source>
            <translation>Zamiešajte %1 akčných kariet a rozdajte každému hráčovi %2; zvyšok tvorí dobierací balíček lícom nadol. Odkladací balíček je na začiatku prázdny a leží lícom nahor: ktokoľvek si ho smie prezrieť.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="293" />
            <source>Each player takes the two markers of his colour: the large one in front of him, so that everyone sees his colour, the small one on the ship of his colour on the score track.</source>
            <translation>Každý hráč si vezme dva žetóny svojej farby: veľký si položí pred seba, aby všetci videli jeho farbu, malý na loď svojej farby na počítadle bodov.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="297" />
            <source>The player whose marker is highest on the score track starts (usually yellow); play goes clockwise. Nobody may board a ship in the first round.</source>
            <translation>Začína hráč, ktorého žetón je na počítadle bodov najvyššie (spravidla žltý); hrá sa v smere hodinových ručičiek. V prvom kole nesmie nikto prepadnúť žiadnu loď.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="302" />
            <source>Extended rules</source>
            <translation>Rozšírené pravidlá</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="304" />
            <source>Extended rule 1, the colour bonus, is counted at the end: tick it on the Final score tab.</source>
            <translation>Rozšírené pravidlo 1, prémia za farbu, sa počíta na konci: zaškrtnite ju na karte Konečné bodovanie.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="307" />
            <source>Extended rule 2: the top three harbour ships lie face up, in the order they will sail out.</source>
            <translation>Rozšírené pravidlo 2: tri horné lode prístavu ležia lícom nahor v poradí, v akom vyplávajú.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="310" />
            <source>Extended rules 3 and 4 change nothing in the set-up: a failed boarding (3), or a counter-attack that takes the ship just boarded (4), ends the player's boarding for that turn.</source>
            <translation>Rozšírené pravidlá 3 a 4 na príprave nič nemenia: nepodarené prepadnutie (3) alebo protiútok, ktorý hráčovi práve dobytú loď vezme (4), ukončí jeho prepadávanie v tomto ťahu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="313" />
            <source>Extended rule 5, two players only: three ships at sea (the box above).</source>
            <translation>Rozšírené pravidlo 5, len pre dvoch hráčov: tri lode na mori (políčko hore).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="354" />
            <source>Start a new session? The ships' points and the dice rolls of this one are cleared. The names, the number of players and the extended rules ticked (colour bonus, three ships at sea) stay.</source>
            <translation>Začať nové sedenie? Body lodí a hody kockami tohto sedenia sa vymažú. Mená, počet hráčov a zaškrtnuté rozšírené pravidlá (prémia za farbu, tri lode na mori) zostanú.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="375" />
            <source>Points</source>
            <translation>Body</translation>
        </message>
    </context>
    <context>
        <name>TableHourglass</name>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="235" />
            <source>The sand has run out on start: building is over.</source>
            <translation>Piesok na štarte sa dosypal: stavba sa skončila.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="236" />
            <source>Building is over</source>
            <translation>Stavba sa skončila</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="240" />
            <source>The sand has run out on 1. Only a player who has finished building (taken an order token) may turn the hourglass onto start.</source>
            <translation>Piesok na 1 sa dosypal. Hodiny na štart smie otočiť len hráč, ktorý už dostaval loď (vzal si žetón s číslom poradia).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="244" />
            <source>Turn onto start (space bar)</source>
            <translation>Otočiť na štart (medzerník)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="246" />
            <source>The sand has run out. Turn the hourglass when you are ready.</source>
            <translation>Piesok sa dosypal. Otočte hodiny, keď budete pripravení.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="247" />
            <source>Turn the hourglass (space bar)</source>
            <translation>Otočiť hodiny (medzerník)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="249" />
            <source>The sand is running.</source>
            <translation>Piesok sa sype.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="250" />
            <source>Running…</source>
            <translation>Sype sa…</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="252" />
            <source>Ready: the hourglass stands on 3.</source>
            <translation>Pripravené: hodiny stoja na 3.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="253" />
            <source>Start the hourglass (space bar)</source>
            <translation>Spustiť hodiny (medzerník)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="258" />
            <source>Seconds of sand</source>
            <translation>Doba presýpania (s)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="259" />
            <source>Back to 3</source>
            <translation>Späť na 3</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <location filename="../desktop/table_page.py" line="90" />
            <source>At the table</source>
            <translation>Pri stole</translation>
        </message>
        <message>
            <location filename="../desktop/table_page.py" line="91" />
            <source>Back to the games</source>
            <translation>Späť k hrám</translation>
        </message>
        <message>
            <location filename="../desktop/table_page.py" line="94" />
            <source>Playing the cardboard game? Pick it on the left: dice, the hourglass, score pads and set-ups, all offline. F11 fills the screen.</source>
            <translation>Hráte krabicovú hru? Vyberte ju vľavo: kocky, presýpacie hodiny, zápis bodov a príprava, všetko bez internetu. F11 roztiahne okno na celú obrazovku.</translation>
        </message>
    </context>
    <context>
        <name>TableScreen</name>
        <message>
            <location filename="../desktop/common/table_screen.py" line="119" />
            <source>Second screen – %1</source>
            <translation>Druhá obrazovka – %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="120" />
            <source>The dice and the hourglass of the page on show appear here, large.</source>
            <translation>Tu sa vo veľkom ukážu kocky a presýpacie hodiny otvorenej stránky.</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="122" />
            <source>Space bar: roll · F11: full screen · Esc: leave full screen</source>
            <translation>Medzerník: hodiť · F11: celá obrazovka · Esc: späť do okna</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="124" />
            <source>Space bar: turn the hourglass · F11: full screen · Esc: leave full screen</source>
            <translation>Medzerník: otočiť presýpacie hodiny · F11: celá obrazovka · Esc: späť do okna</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="126" />
            <source>Space bar: roll or turn · F11: full screen · Esc: leave full screen</source>
            <translation>Medzerník: hodiť alebo otočiť · F11: celá obrazovka · Esc: späť do okna</translation>
        </message>
    </context>
    <context>
        <name>TradeDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="194" />
            <source>In your hand</source>
            <translation>V ruke</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="195" />
            <source>You give</source>
            <translation>Dáte</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="196" />
            <source>You get</source>
            <translation>Dostanete</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="212" />
            <source>You give: %1</source>
            <translation>Dáte: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="213" />
            <source>You get: %1</source>
            <translation>Dostanete: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="220" />
            <source>Everyone</source>
            <translation>Všetkým hráčom</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="225" />
            <location filename="../desktop/catan/dialogs.py" line="227" />
            <source>Offer to</source>
            <translation>Komu ponúknuť</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="234" />
            <source>Counter-offer</source>
            <translation>Protiponuka</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="234" />
            <source>Offer a trade</source>
            <translation>Ponúknuť obchod</translation>
        </message>
    </context>
    <context>
        <name>VictoryDialog</name>
        <message>
            <location filename="../desktop/end_screen.py" line="28" />
            <source>Game over</source>
            <translation>Koniec hry</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="34" />
            <source>Winner: %1</source>
            <translation>Víťazí: %1</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="36" />
            <source>Shared victory: %1</source>
            <translation>O víťazstvo sa delia: %1</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="94" />
            <source>&amp;Close</source>
            <translation>&amp;Zavrieť</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="95" />
            <source>&amp;Play again</source>
            <translation>&amp;Hrať znova</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="99" />
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="102" />
            <source>&amp;Watch the replay</source>
            <translation>&amp;Prehrať záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="97" />
            <source>The same players and options, a new deal</source>
            <translation>Tí istí hráči a voľby, nové rozdanie</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="115" />
            <source>This game is kept: Finished games… on the start page shows it again.</source>
            <translation>Táto hra je uložená: Dohrané hry… na úvodnej stránke ju ukážu znova.</translation>
        </message>
    </context>
</TS>
