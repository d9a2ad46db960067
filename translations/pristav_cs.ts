<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../desktop/dialogs/about.py" line="63" />
            <source>About Přístav</source>
            <translation>O aplikaci Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="64" />
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="65" />
            <source>About &amp;Qt</source>
            <translation>O &amp;Qt</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="81" />
            <source>Five board games on one computer: against bots, hot-seat with friends, or as a companion at a real table.</source>
            <translation>Pět deskových her na jednom počítači: proti botům, s přáteli na střídačku, nebo jako pomocník u skutečného stolu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="85" />
            <source>The games and their authors</source>
            <translation>Hry a jejich autoři</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="90" />
            <source>The games are the work of their authors and publishers. Přístav plays them by their printed rules; the rules pages (F1) say where it follows one edition or offers another as an option.</source>
            <translation>Hry jsou dílem svých autorů a vydavatelů. Přístav je hraje podle jejich tištěných pravidel; stránky pravidel (F1) říkají, kde se drží jednoho vydání a kde nabízí jiné jako volbu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="95" />
            <source>Your files</source>
            <translation>Vaše soubory</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="96" />
            <source>Autosaves and finished games:</source>
            <translation>Automatická uložení a dohrané hry:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="97" />
            <source>Saved games:</source>
            <translation>Uložené hry:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="98" />
            <source>Settings:</source>
            <translation>Nastavení:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/about.py" line="99" />
            <source>Built with</source>
            <translation>Postaveno na</translation>
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
            <translation>Přístav nemůže otevřít své okno: není displej, na kterém by se ukázalo (%1). Spusťte ho na ploše. Bez obrazovky umí hru aspoň nakreslit do obrázku: QT_QPA_PLATFORM=offscreen python -m desktop --game catan --screenshot hra.png</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="26" />
            <source>Přístav cannot open its window: Qt needs the system library libxcb-cursor0 (on Debian or Ubuntu: sudo apt install libxcb-cursor0).</source>
            <translation>Přístav nemůže otevřít své okno: Qt potřebuje systémovou knihovnu libxcb-cursor0 (v Debianu nebo Ubuntu: sudo apt install libxcb-cursor0).</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="31" />
            <source>Přístav cannot open its window (its README lists the system libraries Qt needs). Qt says: %1</source>
            <translation>Přístav nemůže otevřít své okno (jeho README uvádí systémové knihovny, které Qt potřebuje). Qt hlásí: %1</translation>
        </message>
        <message>
            <location filename="../desktop/display_check.py" line="34" />
            <source>DISPLAY and WAYLAND_DISPLAY are not set</source>
            <translation>DISPLAY ani WAYLAND_DISPLAY nejsou nastaveny</translation>
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
            <translation>Dáte bance, vezmete si z ní:</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="288" />
            <source>The bank has run out of: %1.</source>
            <translation>Bance došly suroviny: %1.</translation>
        </message>
    </context>
    <context>
        <name>BoardScene</name>
        <message>
            <location filename="../desktop/common/board.py" line="173" />
            <source>%1 is playing.</source>
            <translation>Hraje %1.</translation>
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
            <translation>Místo %1 z %2</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="151" />
            <source>%1 (place %2 of %3)</source>
            <translation>%1 (místo %2 z %3)</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="170" />
            <source>%1 has only one possible move: it is played automatically.</source>
            <translation>%1 má jediný možný tah: zahraje se sám.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="476" />
            <source>This piece cannot go anywhere now.</source>
            <translation>Tento herní prvek teď nelze nikam přesunout.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="525" />
            <source>Drop it on one of the lit spaces.</source>
            <translation>Pustit lze jen na jedno ze zvýrazněných míst.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="525" />
            <source>Click one of the lit spaces.</source>
            <translation>Kliknout lze jen na jedno ze zvýrazněných míst.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="564" />
            <source>Choose a lit place with the arrow keys, then press Enter (Esc puts the piece back).</source>
            <translation>Šipkami vyberte zvýrazněné místo a stiskněte Enter (Esc vrátí herní prvek zpět).</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="565" />
            <source>Click a lit space, or use the arrow keys and Enter.</source>
            <translation>Klikněte na zvýrazněné políčko, nebo použijte šipky a Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/common/board.py" line="616" />
            <source>%1 — Space or Enter chooses it.</source>
            <translation>%1 — mezerník nebo Enter to zvolí.</translation>
        </message>
    </context>
    <context>
        <name>CardsDialog</name>
        <message numerus="yes">
            <location filename="../desktop/catan/dialogs.py" line="79" />
            <source>Discard %n card(s)</source>
            <translation>
                <numerusform>Vraťte %n kartu</numerusform>
                <numerusform>Vraťte %n karty</numerusform>
                <numerusform>Vraťte %n karet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="80" />
            <source>Take two resource cards from the bank</source>
            <translation>Vezměte si z banky dvě karty surovin</translation>
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
                <numerusform>Vyberte přesně %n kartu.</numerusform>
                <numerusform>Vyberte přesně %n karty.</numerusform>
                <numerusform>Vyberte přesně %n karet.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Catan</name>
        <message>
            <location filename="../engine/catan/layouts.py" line="16" />
            <source>The board is not valid: {reason}</source>
            <translation>Herní plán není platný: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="17" />
            <source>the file is not JSON</source>
            <translation>soubor není ve formátu JSON</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="18" />
            <source>it needs a list of hexes and a list of harbours</source>
            <translation>chybí seznam šestiúhelníků a seznam přístavů</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="19" />
            <source>it has {count} land hexes instead of 19</source>
            <translation>počet šestiúhelníků pevniny je {count} místo 19</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="20" />
            <source>each hex needs a terrain and a number</source>
            <translation>každý šestiúhelník potřebuje krajinu a číslo</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="21" />
            <source>the terrains must be 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert</source>
            <translation>krajiny musí být 4 lesy, 4 pastviny, 4 pole, 3 kopce, 3 hory a 1 poušť</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="24" />
            <source>the desert, and only the desert, has no number token</source>
            <translation>bez žetonu s číslem musí být poušť, a jen poušť</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="25" />
            <source>the number tokens must be 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12</source>
            <translation>žetony s čísly musí být 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="28" />
            <source>it has {count} harbours instead of 9</source>
            <translation>počet přístavů je {count} místo 9</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="29" />
            <source>each harbour needs a coast position from 0 to 29 and a type</source>
            <translation>každý přístav potřebuje pozici na pobřeží od 0 do 29 a druh</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="30" />
            <source>the nine harbours need nine different coast positions</source>
            <translation>devět přístavů potřebuje devět různých pozic na pobřeží</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="31" />
            <source>two harbours may not touch the same intersection</source>
            <translation>dva přístavy se nesmějí dotýkat téže křižovatky</translation>
        </message>
        <message>
            <location filename="../engine/catan/layouts.py" line="32" />
            <source>the harbours must be four 3:1 harbours and one 2:1 harbour of each resource</source>
            <translation>přístavy musí být čtyři 3:1 a jeden 2:1 pro každou surovinu</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="13" />
            <source>brick</source>
            <translation>cihly</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="14" />
            <source>lumber</source>
            <translation>dřevo</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="15" />
            <source>wool</source>
            <translation>vlna</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="16" />
            <source>grain</source>
            <translation>obilí</translation>
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
                <numerusform>%n cihla</numerusform>
                <numerusform>%n cihly</numerusform>
                <numerusform>%n cihel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="22" />
            <source>%n lumber</source>
            <translation>
                <numerusform>%n dřevo</numerusform>
                <numerusform>%n dřeva</numerusform>
                <numerusform>%n dřev</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="23" />
            <source>%n wool</source>
            <translation>
                <numerusform>%n vlna</numerusform>
                <numerusform>%n vlny</numerusform>
                <numerusform>%n vln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="24" />
            <source>%n grain</source>
            <translation>
                <numerusform>%n snop obilí</numerusform>
                <numerusform>%n snopy obilí</numerusform>
                <numerusform>%n snopů obilí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="25" />
            <source>%n ore</source>
            <translation>
                <numerusform>%n ruda</numerusform>
                <numerusform>%n rudy</numerusform>
                <numerusform>%n rud</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="28" />
            <source>Knight</source>
            <translation>Rytíř</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="29" />
            <source>Victory Point</source>
            <translation>Vítězný bod</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="30" />
            <source>Road Building</source>
            <translation>Stavba silnic</translation>
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
            <translation>Herní plán</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="37" />
            <source>beginner board</source>
            <translation>plán pro začátečníky</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="38" />
            <source>random board</source>
            <translation>náhodný plán</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="39" />
            <source>random board, 6 and 8 never side by side</source>
            <translation>náhodný plán, 6 a 8 nikdy vedle sebe</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="40" />
            <source>When the bank runs short</source>
            <translation>Když banka nemá dost surovin</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="41" />
            <source>nobody gets that resource</source>
            <translation>tuto surovinu nedostane nikdo</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="42" />
            <source>a single owed player takes what is left</source>
            <translation>má-li nárok jen jeden hráč, vezme si zbytek</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="43" />
            <source>Start player</source>
            <translation>Začínající hráč</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="44" />
            <source>the first player</source>
            <translation>první hráč</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="45" />
            <source>drawn by lot</source>
            <translation>losem</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="46" />
            <source>Trading and building</source>
            <translation>Obchod a stavění</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="47" />
            <source>trade first, then build</source>
            <translation>nejdřív obchod, pak stavění</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="48" />
            <source>in any order</source>
            <translation>v libovolném pořadí</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="51" />
            <source>{player} builds a settlement.</source>
            <translation>{player} postaví vesnici.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="52" />
            <source>{player} builds a road.</source>
            <translation>{player} postaví silnici.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="53" />
            <source>{player} builds a city.</source>
            <translation>{player} postaví město.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="55" />
            <source>{player} rolls {first} and {second}.</source>
            <translation>{player} hodí {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="57" />
            <source>{player} receives {cards}.</source>
            <translation>{player} získá: {cards}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="58" />
            <source>The bank is short of {resource}: nobody receives any.</source>
            <translation>Surovina {resource} v bance nestačí pro všechny: nikdo ji nedostane.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="60" />
            <source>{player} moves the robber.</source>
            <translation>{player} přesune zloděje.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="61" />
            <source>{player} steals a card from {player2}.</source>
            <translation>{player2} přijde o kartu: ukradne ji {player}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="63" />
            <source>{player} steals {card} from {player2}.</source>
            <translation>{player2} přijde o kartu ({card}): ukradne ji {player}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="64" />
            <source>{player} buys a development card.</source>
            <translation>{player} si koupí akční kartu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="65" />
            <source>{player} plays {card}.</source>
            <translation>{player} zahraje kartu {card}.</translation>
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
                <numerusform>{player} vybere od ostatních hráčů: %n× {resource}.</numerusform>
                <numerusform>{player} vybere od ostatních hráčů: %n× {resource}.</numerusform>
                <numerusform>{player} vybere od ostatních hráčů: %n× {resource}.</numerusform>
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
            <translation>{player} nabízí obchod – dá: {give}; chce: {get}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="70" />
            <source>{player} accepts the offer.</source>
            <translation>{player} nabídku přijme.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="71" />
            <source>{player} declines the offer.</source>
            <translation>{player} nabídku odmítne.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="72" />
            <source>{player} counters: {give} for {get}.</source>
            <translation>{player} navrhne protinabídku – dá: {give}; chce: {get}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="73" />
            <source>{player} and {player2} trade.</source>
            <translation>{player} a {player2} uzavřou obchod.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="74" />
            <source>{player} withdraws the offer.</source>
            <translation>{player} nabídku stáhne.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="75" />
            <source>{player} now has the Longest Road.</source>
            <translation>{player} nyní drží kartu Nejdelší obchodní cesta.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="76" />
            <source>The Longest Road card is set aside: nobody has the single longest road.</source>
            <translation>Karta Nejdelší obchodní cesta se odkládá stranou: nikdo nemá jednoznačně nejdelší silnici.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="79" />
            <source>{player} now has the Largest Army.</source>
            <translation>{player} nyní drží kartu Největší vojsko.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="80" />
            <source>{player} reaches %n victory points and wins.</source>
            <translation>
                <numerusform>{player} má %n vítězný bod a vyhrává.</numerusform>
                <numerusform>{player} má %n vítězné body a vyhrává.</numerusform>
                <numerusform>{player} má %n vítězných bodů a vyhrává.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="81" />
            <source>nothing</source>
            <translation>nic</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="84" />
            <source>That is not possible now.</source>
            <translation>To teď nejde.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="85" />
            <source>In the set-up, place a settlement first.</source>
            <translation>V úvodní fázi hry nejdřív postavte vesnici.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="86" />
            <source>The road must lead from the settlement you have just placed.</source>
            <translation>Silnice musí vést od vesnice, kterou jste právě postavili.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="87" />
            <source>Roll the dice first.</source>
            <translation>Nejdřív hoďte kostkami.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="88" />
            <source>You have already rolled this turn.</source>
            <translation>V tomto tahu už jste házeli.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="59" />
            <source>{player} discards %n card(s).</source>
            <translation>
                <numerusform>{player} vrátí do banky %n kartu.</numerusform>
                <numerusform>{player} vrátí do banky %n karty.</numerusform>
                <numerusform>{player} vrátí do banky %n karet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="54" />
            <source>{player} receives {cards} for the second settlement.</source>
            <translation>{player} dostane za druhou vesnici: {cards}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="89" />
            <source>Everyone with more than 7 cards must first discard half of them.</source>
            <translation>Každý, kdo má víc než 7 karet, musí nejdřív polovinu z nich vrátit do banky.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="90" />
            <source>You must discard exactly %n card(s).</source>
            <translation>
                <numerusform>Musíte vrátit přesně %n kartu.</numerusform>
                <numerusform>Musíte vrátit přesně %n karty.</numerusform>
                <numerusform>Musíte vrátit přesně %n karet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="91" />
            <source>You do not hold the cards you are discarding.</source>
            <translation>Karty, které vracíte, nemáte v ruce.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="92" />
            <source>You cannot discard a negative number of cards of a resource.</source>
            <translation>Od žádné suroviny nelze vrátit méně než nic.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="93" />
            <source>Move the robber first.</source>
            <translation>Nejdřív přesuňte zloděje.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="94" />
            <source>The robber must move to another land hex.</source>
            <translation>Zloděj se musí přesunout na jiný šestiúhelník pevniny.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="95" />
            <source>You can rob only an opponent with a settlement or city on that hex.</source>
            <translation>Oloupit můžete jen soupeře, který má na tomto šestiúhelníku vesnici nebo město.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="96" />
            <source>That player has no resource cards to steal.</source>
            <translation>Tento hráč nemá žádné karty surovin, které by šlo ukrást.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="97" />
            <source>You cannot afford that: it costs {cost}.</source>
            <translation>Na to nemáte dost surovin. Cena: {cost}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="98" />
            <source>You have no {piece} left.</source>
            <translation>Ve vaší zásobě už nezbývají {piece}.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="99" />
            <source>That place is already taken.</source>
            <translation>Toto místo je už obsazené.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="100" />
            <source>Distance rule: no settlement may stand next to another settlement or city.</source>
            <translation>Pravidlo vzdálenosti: žádná vesnice nesmí stát hned vedle jiné vesnice nebo města.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="101" />
            <source>A road must join one of your roads, settlements or cities.</source>
            <translation>Silnice musí navazovat na některou z vašich silnic, vesnic nebo měst.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="102" />
            <source>A settlement must be reached by one of your roads.</source>
            <translation>K vesnici musí vést některá z vašich silnic.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="103" />
            <source>A city replaces one of your own settlements.</source>
            <translation>Město se staví místo některé z vašich vesnic.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="104" />
            <source>There are no development cards left.</source>
            <translation>Akční karty už došly.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="105" />
            <source>You may play only one development card a turn.</source>
            <translation>Za tah smíte zahrát jen jednu akční kartu.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="106" />
            <source>A development card cannot be played in the turn it was bought.</source>
            <translation>Akční kartu nelze zahrát v tahu, ve kterém jste ji koupili.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="107" />
            <source>You have no such development card.</source>
            <translation>Takovou akční kartu nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="108" />
            <source>The bank has no {resource} left.</source>
            <translation>Surovina {resource} už v bance došla.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="109" />
            <source>The bank has only one {resource} left: it cannot give two.</source>
            <translation>Banka má už jen jednu kartu této suroviny ({resource}): dvě dát nemůže.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="110" />
            <source>Choose one of the five resources.</source>
            <translation>Vyberte jednu z pěti surovin.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/catan/texts.py" line="111" />
            <source>You need %n {resource} for that trade.</source>
            <translation>
                <numerusform>K tomuto obchodu potřebujete %n kartu této suroviny: {resource}.</numerusform>
                <numerusform>K tomuto obchodu potřebujete %n karty této suroviny: {resource}.</numerusform>
                <numerusform>K tomuto obchodu potřebujete %n karet této suroviny: {resource}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="112" />
            <source>Trade one resource for a different one.</source>
            <translation>Vyměňte jednu surovinu za jinou.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="113" />
            <source>Only the player whose turn it is opens a trade; when he makes an offer, you may accept it or counter it.</source>
            <translation>Obchod zahajuje jen hráč, který je na tahu; když něco nabídne, můžete nabídku přijmout nebo odpovědět protinabídkou.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="116" />
            <source>An offer must give something and ask for something.</source>
            <translation>V nabídce musíte něco nabídnout a něco požadovat.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="117" />
            <source>You do not hold the cards of that offer.</source>
            <translation>Karty z této nabídky nemáte v ruce.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="118" />
            <source>The offer holds no {resource} to take away.</source>
            <translation>V nabídce není žádná surovina {resource}, kterou by šlo ubrat.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="119" />
            <source>An offer cannot both give and ask for {resource}.</source>
            <translation>Nabídka nemůže surovinu {resource} zároveň dávat i žádat.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="120" />
            <source>That player has not accepted or countered the offer.</source>
            <translation>Tento hráč nabídku nepřijal ani na ni neodpověděl protinabídkou.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="121" />
            <source>You do not hold the cards that player's counter-offer asks for.</source>
            <translation>Nemáte karty, které si tento hráč v protinabídce žádá.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="122" />
            <source>You hold no cards to offer.</source>
            <translation>Nemáte žádné karty, které byste nabídli.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="123" />
            <source>Wait for the answers to your offer.</source>
            <translation>Počkejte na odpovědi na vaši nabídku.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="124" />
            <source>Trading comes before building: you have built this turn, so trading is over.</source>
            <translation>Obchod předchází stavění: v tomto tahu jste už stavěli, obchodovat už nelze.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="127" />
            <source>Place your free roads first.</source>
            <translation>Nejdřív postavte své silnice zdarma.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="128" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="131" />
            <source>roads</source>
            <translation>silnice</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="132" />
            <source>settlements</source>
            <translation>vesnice</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="133" />
            <source>cities</source>
            <translation>města</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="137" />
            <source>Settlements (1 point each)</source>
            <translation>Vesnice (po 1 bodu)</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="138" />
            <source>Cities (2 points each)</source>
            <translation>Města (po 2 bodech)</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="139" />
            <source>Longest Road</source>
            <translation>Nejdelší obchodní cesta</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="140" />
            <source>Largest Army</source>
            <translation>Největší vojsko</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="141" />
            <source>Victory Point cards</source>
            <translation>Karty vítězných bodů</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="142" />
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="145" />
            <source>Hills: produce brick</source>
            <translation>Kopce: produkují cihly</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="146" />
            <source>Forest: produces lumber</source>
            <translation>Les: produkuje dřevo</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="147" />
            <source>Pasture: produces wool</source>
            <translation>Pastvina: produkuje vlnu</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="148" />
            <source>Fields: produce grain</source>
            <translation>Pole: produkují obilí</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="149" />
            <source>Mountains: produce ore</source>
            <translation>Hory: produkují rudu</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="150" />
            <source>Desert: produces nothing</source>
            <translation>Poušť: neprodukuje nic</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="152" />
            <source>Harbour: trade 3 cards of one resource for 1 of your choice.</source>
            <translation>Přístav: vyměňte 3 karty jedné suroviny za 1 kartu podle svého výběru.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="153" />
            <source>Harbour: trade 2 {resource} for 1 card of your choice.</source>
            <translation>Přístav: vyměňte 2× {resource} za 1 kartu podle svého výběru.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="156" />
            <source>The rulebook's beginner board, or tiles and number tokens laid at random (optionally keeping 6 and 8 apart).</source>
            <translation>Plán pro začátečníky z pravidel, nebo náhodně rozložené šestiúhelníky a žetony s čísly (volitelně 6 a 8 nikdy vedle sebe).</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="160" />
            <source>When the bank cannot pay everybody a resource, by the Almanac nobody gets it; later editions let a single owed player take what is left.</source>
            <translation>Když banka nemůže surovinu vyplatit všem, podle almanachu ji nedostane nikdo; pozdější vydání dovolují jedinému oprávněnému hráči vzít si, co zbylo.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="164" />
            <source>The first player starts, or the start player is drawn by lot: the same chance for everybody as the rules' roll for the highest number, without the rolling.</source>
            <translation>Začíná první hráč, nebo se začínající hráč určí losem: každý má stejnou šanci jako při hodu o nejvyšší číslo podle pravidel, jen bez házení.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="169" />
            <source>The Almanac: trade first; once you build or buy a card, trading is over for the turn. Later editions let you trade and build in any order.</source>
            <translation>Almanach: nejdřív se obchoduje; jakmile postavíte stavbu nebo koupíte kartu, obchod v tomto tahu končí. Pozdější vydání dovolují obchodovat a stavět v libovolném pořadí.</translation>
        </message>
        <message>
            <location filename="../engine/catan/texts.py" line="188" />
            <source>The last move rolled the dice, stole a card or drew a development card: it cannot be taken back.</source>
            <translation>Poslední tah zahrnoval hod kostkami, krádež karty nebo líznutí akční karty: nelze ho vrátit.</translation>
        </message>
    </context>
    <context>
        <name>CatanCompanion</name>
        <message>
            <location filename="../desktop/catan/companion.py" line="259" />
            <source>the robber!</source>
            <translation>zloděj!</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="313" />
            <source>More than one player has 10 points: the winner is the first to reach 10 on their own turn (the Longest Road can change hands in another player's turn). Choose the winner above.</source>
            <translation>Více hráčů má 10 bodů: vyhrává ten, kdo jich první dosáhl ve svém vlastním tahu (Nejdelší obchodní cesta může změnit majitele i v tahu jiného hráče). Vítěze vyberte nahoře.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="356" />
            <source>Counts cannot be negative.</source>
            <translation>Počty nemohou být záporné.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="357" />
            <source>A player has only 5 settlements.</source>
            <translation>Hráč má jen 5 vesnic.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="358" />
            <source>A player has only 4 cities.</source>
            <translation>Hráč má jen 4 města.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="359" />
            <source>The game has only 5 Victory Point cards.</source>
            <translation>Hra má jen 5 karet vítězných bodů.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="361" />
            <source>Every player has at least 2 settlements and cities together: the two settlements of the set-up stay on the board or become cities.</source>
            <translation>Každý hráč má vesnic a měst dohromady aspoň 2: dvě vesnice ze začátku hry zůstávají na plánu, nebo se z nich stanou města.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="375" />
            <source>Board %1</source>
            <translation>Plán %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="415" />
            <source>Save the board as a picture</source>
            <translation>Uložit plán jako obrázek</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="421" />
            <source>Save the board to print</source>
            <translation>Uložit plán k tisku</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="429" />
            <source>The file %1 could not be written. Choose another folder.</source>
            <translation>Soubor %1 se nepodařilo zapsat. Zvolte jinou složku.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="434" />
            <source>Dice</source>
            <translation>Kostky</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="435" />
            <source>Score pad</source>
            <translation>Zápis bodů</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="436" />
            <source>Board set-up</source>
            <translation>Příprava plánu</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="439" />
            <source>Each player takes the pieces of one colour: %1 settlements, %2 cities and %3 roads, and a building cost card.</source>
            <translation>Každý hráč si vezme herní prvky jedné barvy: %1 vesnic, %2 města a %3 silnic, a kartu stavebních nákladů.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="445" />
            <source>The resource cards in five piles face up; the two special cards and the dice beside the board; the robber on the desert.</source>
            <translation>Karty surovin v pěti hromádkách lícem nahoru; obě zvláštní karty a kostky vedle herního plánu; zloděj na poušti.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="447" />
            <source>Everybody rolls the dice: the highest roll starts.</source>
            <translation>Všichni hodí kostkami: začíná ten, kdo hodil nejvíc.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="449" />
            <source>Round 1, clockwise from the starting player: a settlement on an intersection (the distance rule holds) and a road along one of its edges.</source>
            <translation>1. kolo, od začínajícího hráče po směru hodinových ručiček: vesnice na křižovatku (platí pravidlo vzdálenosti) a silnice podél jedné z jejích hran.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="452" />
            <source>Round 2, counter-clockwise: the last player of round 1 begins, the starting player places last. For their second settlement, players take one resource card from every land hex beside it.</source>
            <translation>2. kolo, proti směru hodinových ručiček: začíná poslední hráč 1. kola, začínající hráč staví poslední. Za svou druhou vesnici dostane každý hráč jednu kartu suroviny z každého sousedního šestiúhelníku pevniny.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="454" />
            <source>The starting player begins the game by rolling for production.</source>
            <translation>Začínající hráč zahájí hru hodem kostkami na produkci surovin.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="458" />
            <source>Set-up and the founding phase</source>
            <translation>Příprava a zakládání</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="463" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="464" />
            <source>Winner</source>
            <translation>Vítěz</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="466" />
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="467" />
            <source>Settlements</source>
            <translation>Vesnice</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="468" />
            <source>Cities</source>
            <translation>Města</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="469" />
            <source>Victory Point cards</source>
            <translation>Karty vítězných bodů</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="470" />
            <source>Longest Road</source>
            <translation>Nejdelší obchodní cesta</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="471" />
            <source>Largest Army</source>
            <translation>Největší vojsko</translation>
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
            <translation>nikdo</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="478" />
            <source>6 and 8 never side by side</source>
            <translation>6 a 8 nikdy vedle sebe</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="479" />
            <source>Another board</source>
            <translation>Jiný plán</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="480" />
            <source>Save as picture…</source>
            <translation>Uložit jako obrázek…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="481" />
            <source>Save for printing (PDF)…</source>
            <translation>Uložit k tisku (PDF)…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/companion.py" line="496" />
            <source>Start a new session? The points and the dice rolls of this one are cleared and a new island is laid out. The names, the number of players and “6 and 8 never side by side” stay.</source>
            <translation>Začít nové sezení? Body a hody kostkami tohoto sezení se smažou a rozloží se nový ostrov. Jména, počet hráčů a „6 a 8 nikdy vedle sebe“ zůstanou.</translation>
        </message>
    </context>
    <context>
        <name>CatanScene</name>
        <message>
            <location filename="../desktop/catan/scene.py" line="82" />
            <source>Roll the dice</source>
            <translation>Hodit kostkami</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="83" />
            <source>End turn</source>
            <translation>Ukončit tah</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="84" />
            <source>Buy a development card</source>
            <translation>Koupit akční kartu</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="85" />
            <source>Trade with the bank…</source>
            <translation>Obchodovat s bankou…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="86" />
            <source>Offer a trade…</source>
            <translation>Nabídnout obchod…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="87" />
            <source>Play a Knight</source>
            <translation>Zahrát rytíře</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="88" />
            <source>Play Road Building</source>
            <translation>Zahrát Stavbu silnic</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="89" />
            <source>Play Road Building (no free place for a road: the card is lost)</source>
            <translation>Zahrát Stavbu silnic (pro silnici tu není volné místo: karta propadne)</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="90" />
            <source>Play Year of Plenty…</source>
            <translation>Zahrát Vynález…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="91" />
            <source>Play Monopoly…</source>
            <translation>Zahrát Monopol…</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/scene.py" line="92" />
            <source>Discard %n card(s)…</source>
            <translation>
                <numerusform>Vrátit %n kartu…</numerusform>
                <numerusform>Vrátit %n karty…</numerusform>
                <numerusform>Vrátit %n karet…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="93" />
            <source>Steal from %1</source>
            <translation>Okrást: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="94" />
            <source>Steal from nobody</source>
            <translation>Nikoho neokrást</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="96" />
            <source>Move the robber elsewhere</source>
            <translation>Přesunout zloděje jinam</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="97" />
            <source>Accept</source>
            <translation>Přijmout</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="98" />
            <source>Decline</source>
            <translation>Odmítnout</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="99" />
            <source>Counter-offer…</source>
            <translation>Protinabídka…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="100" />
            <source>Trade with %1</source>
            <translation>Obchodovat: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="101" />
            <source>Withdraw the offer</source>
            <translation>Stáhnout nabídku</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="102" />
            <source>Propose</source>
            <translation>Navrhnout</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="103" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="104" />
            <source>Drag a settlement from your supply onto a free intersection.</source>
            <translation>Přetáhněte vesnici ze své zásoby na volnou křižovatku.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="106" />
            <source>Drag your second settlement onto a free intersection: it earns you one resource card from each land hex beside it.</source>
            <translation>Přetáhněte svou druhou vesnici na volnou křižovatku: dostanete za ni jednu kartu suroviny z každého sousedního šestiúhelníku pevniny.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="111" />
            <source>Drag a road onto an edge next to the settlement you have just placed.</source>
            <translation>Přetáhněte silnici na hranu vedle vesnice, kterou jste právě postavili.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="112" />
            <source>Roll the dice (you may play a development card first).</source>
            <translation>Hoďte kostkami (předtím můžete zahrát akční kartu).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="113" />
            <source>Roll the dice.</source>
            <translation>Hoďte kostkami.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="115" />
            <source>Build by dragging from your supply, trade, or end your turn.</source>
            <translation>Stavějte přetažením ze své zásoby, obchodujte, nebo ukončete tah.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="116" />
            <source>Build by dragging from your supply, or end your turn (trading is over once you have built).</source>
            <translation>Stavějte přetažením ze své zásoby, nebo ukončete tah (po stavbě už obchodovat nelze).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="119" />
            <source>Drag the robber onto another land hex.</source>
            <translation>Přetáhněte zloděje na jiný šestiúhelník pevniny.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="120" />
            <source>Whom do you rob?</source>
            <translation>Koho okradete?</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="121" />
            <source>You hold more than 7 cards: discard half of them.</source>
            <translation>Máte víc než 7 karet: polovinu z nich vraťte do banky.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="122" />
            <source>Road Building: drag your free roads onto the board.</source>
            <translation>Stavba silnic: přetáhněte své silnice zdarma na herní plán.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="17" />
            <source>%1 offers %2 for %3.</source>
            <translation>%1 nabízí obchod – dá: %2; chce: %3.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="26" />
            <source>Choose whom to trade with, or withdraw the offer.</source>
            <translation>Vyberte, s kým uzavřete obchod, nebo nabídku stáhněte.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="123" />
            <source>Nobody accepts your offer. Withdraw it and play on.</source>
            <translation>Nikdo vaši nabídku nepřijal. Stáhněte ji a hrajte dál.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="125" />
            <source>The bank takes one kind of card: %1 for any one card.</source>
            <translation>Banka bere karty jednoho druhu: %1 za jednu libovolnou kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/scene.py" line="126" />
            <source>Waiting for the other players…</source>
            <translation>Čeká se na ostatní hráče…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="18" />
            <source>Not interested? Do nothing: the offer is declined by itself in %1 s.</source>
            <translation>Nemáte zájem? Nedělejte nic: nabídka bude za %1 s sama odmítnuta.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="21" />
            <source>Your offer: %1</source>
            <translation>Vaše nabídka: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="22" />
            <source>%1: thinking…</source>
            <translation>%1: přemýšlí…</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="23" />
            <source>%1: accepts</source>
            <translation>%1: přijímá</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="24" />
            <source>%1: declines</source>
            <translation>%1: odmítá</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="25" />
            <source>%1: counter-offer</source>
            <translation>%1: protinabídka</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="28" />
            <source>Your offer, not made yet: you give %1 and want %2.</source>
            <translation>Vaše nabídka, zatím nepodaná. Dáte: %1. Chcete: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/trading.py" line="29" />
            <source>Your counter-offer, not made yet: you give %1 and want %2.</source>
            <translation>Vaše protinabídka, zatím nepodaná. Dáte: %1. Chcete: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="27" />
            <source>Your supply</source>
            <translation>Vaše zásoba</translation>
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
                <numerusform>%n bodů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="32" />
            <source>%n point(s) (hidden: %1)</source>
            <translation>
                <numerusform>%n bod (skryté: %1)</numerusform>
                <numerusform>%n body (skryté: %1)</numerusform>
                <numerusform>%n bodů (skryté: %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="33" />
            <source>%n point(s) (Victory Point cards: %1)</source>
            <translation>
                <numerusform>%n bod (karty vítězných bodů: %1)</numerusform>
                <numerusform>%n body (karty vítězných bodů: %1)</numerusform>
                <numerusform>%n bodů (karty vítězných bodů: %1)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="34" />
            <source>Your points count your Victory Point cards, which the others do not see.</source>
            <translation>Do vašich bodů se počítají vaše karty vítězných bodů, které ostatní nevidí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="38" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/catan/panels.py" line="39" />
            <source>%n development card(s)</source>
            <translation>
                <numerusform>%n akční karta</numerusform>
                <numerusform>%n akční karty</numerusform>
                <numerusform>%n akčních karet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="40" />
            <source>Knights: %1</source>
            <translation>Rytíři: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="41" />
            <source>Road length: %1</source>
            <translation>Délka silnice: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="42" />
            <source>Longest Road</source>
            <translation>Nejdelší obchodní cesta</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="43" />
            <source>Largest Army</source>
            <translation>Největší vojsko</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="44" />
            <source>new</source>
            <translation>z tohoto tahu</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="46" />
            <source>Bank</source>
            <translation>Banka</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="48" />
            <source>%1 in the bank: %2</source>
            <translation>%1 v bance: %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/panels.py" line="49" />
            <source>Development cards left in the deck: %1</source>
            <translation>Akčních karet zbývá v balíčku: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="15" />
            <source>%1's road. An unbroken road of at least %2 segments can win the Longest Road card (2 points).</source>
            <translation>Silnice: %1. Za nepřerušenou silnici alespoň z %2 úseků lze získat kartu Nejdelší obchodní cesta (dva body).</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="18" />
            <source>%1's settlement. 1 victory point; takes 1 card from each adjoining hex whose number is rolled.</source>
            <translation>Vesnice: %1. Vítězné body: 1. Z každého sousedního šestiúhelníku, jehož číslo padne, dostane jednu kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="21" />
            <source>%1's city. 2 victory points; takes 2 cards from each adjoining hex whose number is rolled.</source>
            <translation>Město: %1. Vítězné body: 2. Z každého sousedního šestiúhelníku, jehož číslo padne, dostane dvě karty.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="24" />
            <source>Robber: the hex it stands on produces nothing. A 7 or a Knight moves it, and whoever moves it may rob a player with a settlement or city on the new hex.</source>
            <translation>Zloděj: šestiúhelník, na kterém stojí, neprodukuje nic. Po sedmičce nebo zahraném rytíři se přesouvá a ten, kdo ho přesune, smí okrást hráče s vesnicí nebo městem u nového šestiúhelníku.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="30" />
            <source>Last roll: %1 + %2 = %3. Each hex with this number produces; after a 7 nothing does and the robber moves.</source>
            <translation>Poslední hod: %1 + %2 = %3. Šestiúhelníky s tímto číslem produkují suroviny; po sedmičce se nic neprodukuje a přesouvá se zloděj.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="35" />
            <source>%1: points, cards in hand, development cards, knights played and road length. Longest Road and Largest Army (from %2 knights) are worth 2 points each.</source>
            <translation>%1: body, karty v ruce, akční karty, zahraní rytíři a délka silnice. Karty Nejdelší obchodní cesta a Největší vojsko (od %2 rytířů) mají každá hodnotu dvou bodů.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="41" />
            <source>Hidden Victory Point cards are not counted in these points.</source>
            <translation>Skryté karty vítězných bodů se do těchto bodů nepočítají.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="43" />
            <source>Road · cost: %1. Drag it onto an edge that joins your road, settlement or city.</source>
            <translation>Silnice · cena: %1. Přetáhněte ji na hranu, která navazuje na vaši silnici, vesnici nebo město.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="46" />
            <source>Settlement · cost: %1. Drag it onto a free intersection at your road, with no building next to it. 1 victory point.</source>
            <translation>Vesnice · cena: %1. Přetáhněte ji na volnou křižovatku u své silnice; sousední křižovatky musí být volné. Vítězné body: 1.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="51" />
            <source>City · cost: %1. Drag it onto one of your settlements: 2 victory points instead of 1, and 2 cards instead of 1.</source>
            <translation>Město · cena: %1. Přetáhněte ho na některou ze svých vesnic: místo jednoho vítězného bodu dva a místo jedné karty dvě.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="58" />
            <source>Road · free in the set-up. Drag it onto an edge at the settlement you have just placed.</source>
            <translation>Silnice · v úvodní fázi zdarma. Přetáhněte ji na hranu u vesnice, kterou jste právě postavili.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="61" />
            <source>Settlement · free in the set-up. Drag it onto any free intersection with no building next to it (no road needed). 1 victory point.</source>
            <translation>Vesnice · v úvodní fázi zdarma. Přetáhněte ji na kteroukoli volnou křižovatku bez sousední stavby (silnice není potřeba). 1 vítězný bod.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="66" />
            <source>City · not built in the set-up.</source>
            <translation>Město · v úvodní fázi se nestaví.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="101" />
            <source>Beside: %1</source>
            <translation>Okolní šestiúhelníky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="116" />
            <source>Between %1 and %2</source>
            <translation>Mezi šestiúhelníky %1 a %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="119" />
            <source>On the coast of %1</source>
            <translation>Na pobřeží u šestiúhelníku %1</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="120" />
            <source>On the coast of %1, next to %2</source>
            <translation>Na pobřeží u šestiúhelníku %1, vedle šestiúhelníku %2</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="134" />
            <source>%1: no settlement or city, nobody to rob.</source>
            <translation>%1: žádná vesnice ani město, není koho okrást.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="135" />
            <source>%1: buildings of %2; nobody to rob.</source>
            <translation>%1: stavby – %2; není koho okrást.</translation>
        </message>
        <message>
            <location filename="../desktop/catan/tips.py" line="136" />
            <source>%1: buildings of %2; you may rob %3.</source>
            <translation>%1: stavby – %2; můžete okrást: %3.</translation>
        </message>
    </context>
    <context>
        <name>CatanStatsDock</name>
        <message>
            <location filename="../desktop/catan/stats.py" line="130" />
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="133" />
            <location filename="../desktop/catan/stats.py" line="142" />
            <source>Dice rolls</source>
            <translation>Hody kostkami</translation>
        </message>
        <message>
            <location filename="../desktop/catan/stats.py" line="136" />
            <source>Bars: how often each sum was rolled. Line: how often it is expected.</source>
            <translation>Sloupce: kolikrát padl každý součet. Čára: kolikrát se dá čekat.</translation>
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
            <translation>Sloupce: kolik karet každé suroviny který hráč získal.</translation>
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
            <translation>Rumělková</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="58" />
            <source>circle</source>
            <translation>kruh</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="59" />
            <source>square</source>
            <translation>čtverec</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="60" />
            <source>triangle</source>
            <translation>trojúhelník</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="61" />
            <source>diamond</source>
            <translation>kosočtverec</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="62" />
            <source>star</source>
            <translation>hvězda</translation>
        </message>
        <message>
            <location filename="../desktop/common/colours.py" line="63" />
            <source>cross</source>
            <translation>křížek</translation>
        </message>
    </context>
    <context>
        <name>CompanionBase</name>
        <message>
            <location filename="../desktop/common/companion.py" line="141" />
            <source>Start a new session? The names, scores and rolls of this one are cleared.</source>
            <translation>Začít nové sezení? Jména, body a hody z tohoto sezení se smažou.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="270" />
            <source>The kept scores could not be read, so they were set aside as %1 and a new session started.</source>
            <translation>Uložené skóre nešlo přečíst, proto bylo odloženo jako %1 a začalo nové sezení.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="274" />
            <source>The kept scores could not be read, so a new session started.</source>
            <translation>Uložené skóre nešlo přečíst, proto začalo nové sezení.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="277" />
            <source>This session cannot be saved (%1): the scores will not be kept after the app closes.</source>
            <translation>Toto sezení nelze uložit (%1): po zavření aplikace skóre nezůstane.</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="286" />
            <source>Seed %1</source>
            <translation>Semínko %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="288" />
            <source>Scroll the page sideways</source>
            <translation>Posunout stránku do stran</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="289" />
            <source>Scroll the page up and down</source>
            <translation>Posunout stránku nahoru a dolů</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="242" />
            <location filename="../desktop/common/companion.py" line="290" />
            <source>New session</source>
            <translation>Nové sezení</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="287" />
            <source>The same seed draws again what this page drew at random (dice, a set-up).</source>
            <translation>Stejné semínko vylosuje znovu totéž, co tato stránka losovala (kostky, přípravu).</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="291" />
            <source>Second screen</source>
            <translation>Druhá obrazovka</translation>
        </message>
        <message>
            <location filename="../desktop/common/companion.py" line="295" />
            <source>A second window that shows the dice or the hourglass large, for everyone at the table: it opens on another screen (a television, a tablet) if there is one. F11 fills the screen.</source>
            <translation>Druhé okno se zvětšenými kostkami nebo přesýpacími hodinami pro všechny u stolu: otevře se na další obrazovce (televizor, tablet), pokud nějaká je. F11 ho roztáhne na celou obrazovku.</translation>
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
            <translation>Přesýpací hodiny i boti čekají. Herní plán zůstane skrytý, dokud nebudete pokračovat.</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="228" />
            <source>Go on</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="231" />
            <source>Pass the computer to %1</source>
            <translation>Předejte počítač: %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="232" />
            <source>The board stays hidden until %1 is ready.</source>
            <translation>Herní plán zůstane skrytý, dokud %1 nestiskne tlačítko níže.</translation>
        </message>
        <message>
            <location filename="../desktop/common/curtain.py" line="233" />
            <source>I am %1 – show my board</source>
            <translation>Jsem %1 – zobrazit herní plán</translation>
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
            <translation>Zatím žádný hod</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message numerus="yes">
            <location filename="../desktop/common/dice.py" line="51" />
            <source>Balanced dice: %n outcome(s) left in the deck</source>
            <translation>
                <numerusform>Vyvážené kostky – v balíčku zbývá %n výsledek</numerusform>
                <numerusform>Vyvážené kostky – v balíčku zbývají %n výsledky</numerusform>
                <numerusform>Vyvážené kostky – v balíčku zbývá %n výsledků</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="464" />
            <source>Roll (space bar)</source>
            <translation>Hodit (mezerník)</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="464" />
            <source>Roll</source>
            <translation>Hodit</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="465" />
            <source>Balanced dice</source>
            <translation>Vyvážené kostky</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="466" />
            <source>Rolls so far</source>
            <translation>Dosavadní hody</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="468" />
            <source>A shuffled deck of the 36 outcomes of two dice: every outcome comes once in 36 rolls.</source>
            <translation>Zamíchaný balíček 36 výsledků dvou kostek: každý výsledek padne jednou za 36 hodů.</translation>
        </message>
    </context>
    <context>
        <name>DockButtons</name>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="19" />
            <source>Detach</source>
            <translation>Oddělit</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="20" />
            <source>Shows the panel in a window of its own, or puts it back in its place</source>
            <translation>Ukáže panel v samostatném okně, nebo ho vrátí na jeho místo</translation>
        </message>
        <message>
            <location filename="../desktop/common/dock_buttons.py" line="23" />
            <source>Close</source>
            <translation>Zavřít</translation>
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
            <translation>Není žádný tah, který by šlo vrátit.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="26" />
            <source>The game is over: its moves cannot be taken back.</source>
            <translation>Hra skončila: její tahy už nelze vrátit.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="27" />
            <source>The last move was another player's: only your own can be taken back.</source>
            <translation>Poslední tah patřil jinému hráči: vrátit lze jen vlastní tahy.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="28" />
            <source>The last move rolled dice or revealed a card or tile: it cannot be taken back.</source>
            <translation>Při posledním tahu padly kostky nebo se odkryla karta či dílek: nelze ho vrátit.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="31" />
            <source>The last move was in a turn that is over: it cannot be taken back.</source>
            <translation>Poslední tah patří k tahu, který už skončil: nelze ho vrátit.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="241" />
            <source>There is nothing to redo.</source>
            <translation>Není co opakovat.</translation>
        </message>
        <message>
            <location filename="../engine/core/options.py" line="12" />
            <source>Unknown option {key}.</source>
            <translation>Neznámá volba {key}.</translation>
        </message>
        <message>
            <location filename="../engine/core/options.py" line="13" />
            <source>Option {key} cannot be {value}.</source>
            <translation>Volba {key} nemůže mít hodnotu {value}.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="20" />
            <source>It is not your turn.</source>
            <translation>Nejste na tahu.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="21" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="22" />
            <source>This game is for {counts} players, not {number}.</source>
            <translation>Počet hráčů v této hře musí být {counts}, ne {number}.</translation>
        </message>
        <message>
            <location filename="../engine/core/protocol.py" line="23" />
            <source>That is not an action of this game.</source>
            <translation>Takový tah tato hra nezná.</translation>
        </message>
        <message>
            <location filename="../engine/core/shape.py" line="21" />
            <source>That is not a seat of this game.</source>
            <translation>Takové místo hráče v této hře není.</translation>
        </message>
        <message>
            <location filename="../engine/core/shape.py" line="22" />
            <source>That move is malformed: its field {field} holds a value of the wrong kind.</source>
            <translation>Tento tah je poškozený: jeho pole {field} obsahuje hodnotu nesprávného druhu.</translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <location filename="../desktop/common/find_bar.py" line="85" />
            <source>Find (%1)</source>
            <translation>Najít (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/common/find_bar.py" line="200" />
            <source>Not found</source>
            <translation>Nenalezeno</translation>
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
                <numerusform>Načítá se ještě %n hra…</numerusform>
                <numerusform>Načítají se ještě %n hry…</numerusform>
                <numerusform>Načítá se ještě %n her…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="236" />
            <source>Reading the finished games…</source>
            <translation>Načítají se dohrané hry…</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="238" />
            <source>No finished games yet. Every game played to its end is kept here, to watch again.</source>
            <translation>Zatím žádná dohraná hra. Každá hra dohraná do konce se tu uchová, abyste si ji mohli znovu přehrát.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="255" />
            <source>This file cannot be read; “Watch the replay” says why.</source>
            <translation>Tento soubor nelze přečíst; „Přehrát záznam hry“ řekne proč.</translation>
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
            <translation>Vítězství: %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="364" />
            <source>Cannot start the game</source>
            <translation>Hru nelze začít</translation>
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
            <translation>Všechny hry</translation>
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
            <translation>&amp;Přehrát záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="377" />
            <source>Watch the chosen game again, move by move</source>
            <translation>Přehrát vybranou hru znovu, krok za krokem</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="378" />
            <source>&amp;Play again</source>
            <translation>Hrát &amp;znovu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="379" />
            <source>The same players and options, with a new deal</source>
            <translation>Stejní hráči a volby, nové rozdání</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="380" />
            <source>Watch &amp;another file…</source>
            <translation>Přehrát &amp;jiný soubor…</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/finished_games.py" line="381" />
            <source>Watch any saved game again, from a file you choose</source>
            <translation>Přehrát znovu kteroukoli uloženou hru ze souboru, který vyberete</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTrucker</name>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="10" />
            <source>Building</source>
            <translation>Stavba lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="11" />
            <source>in real time, against the hourglass</source>
            <translation>v reálném čase, s přesýpacími hodinami</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="12" />
            <source>in turns, with action cubes (robot variant)</source>
            <translation>v tazích, s kostičkami akcí (robotí varianta)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="13" />
            <source>Building mistakes</source>
            <translation>Chyby při stavbě</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="14" />
            <source>allowed, punished at the ship check</source>
            <translation>povoleny, potrestány při kontrole lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="15" />
            <source>refused at once</source>
            <translation>okamžitě odmítnuty</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="16" />
            <source>Ship check</source>
            <translation>Kontrola lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="17" />
            <source>harsh: the owner removes tiles until the ship is valid</source>
            <translation>přísná: majitel odebírá dílky, dokud loď není v pořádku</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="30" />
            <source>Hourglass starts on</source>
            <translation>Přesýpací hodiny začínají na</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="31" />
            <source>position 3 every round</source>
            <translation>pozici 3 v každé etapě</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="32" />
            <source>the round's number</source>
            <translation>pozici s číslem etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="33" />
            <source>Hourglass flips</source>
            <translation>Otáčení přesýpacích hodin</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="34" />
            <source>automatic</source>
            <translation>automatické</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="35" />
            <source>by hand</source>
            <translation>ruční</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="37" />
            <source>Late order tokens</source>
            <translation>Žetony pořadí pro opozdilce</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="38" />
            <source>drawn at random</source>
            <translation>náhodně</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="39" />
            <source>in seat order</source>
            <translation>podle pořadí u stolu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="40" />
            <source>First card of the round's level</source>
            <translation>První karta odpovídá úrovni etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="42" />
            <source>Ship board in round 3</source>
            <translation>Deska lodi ve 3. etapě</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="18" />
            <source>lenient: only faulty tiles go, and faulty ships start behind the correct ones</source>
            <translation>mírná: odeberou se jen chybné dílky a chybné lodě startují za správnými</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="21" />
            <source>One run of the hourglass</source>
            <translation>Jedno přesypání hodin</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="23" />
            <source>30 seconds</source>
            <translation>30 sekund</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="24" />
            <source>45 seconds</source>
            <translation>45 sekund</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="25" />
            <source>1 minute</source>
            <translation>1 minuta</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="26" />
            <source>1½ minutes (as printed)</source>
            <translation>1½ minuty (jako ve hře)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="27" />
            <source>2 minutes</source>
            <translation>2 minuty</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="28" />
            <source>3 minutes</source>
            <translation>3 minuty</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="43" />
            <source>class III</source>
            <translation>třída III</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="44" />
            <source>class IIIa</source>
            <translation>třída IIIa</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="45" />
            <source>Aliens allowed</source>
            <translation>Mimozemšťané povoleni</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="46" />
            <source>from the first round</source>
            <translation>od první etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="47" />
            <source>from the second round</source>
            <translation>od druhé etapy</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="48" />
            <source>Dice for meteors and shots</source>
            <translation>Hody kostkami na meteority a střely</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="49" />
            <source>each ship rolls its own</source>
            <translation>každá loď hází zvlášť</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="50" />
            <source>one roll for all ships</source>
            <translation>jeden hod pro všechny lodě</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="51" />
            <source>Landing on planets costs days</source>
            <translation>Přistání na planetách stojí dny letu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="52" />
            <source>at once, before the next player chooses</source>
            <translation>hned, než si vybere další hráč</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="53" />
            <source>after all have chosen, rearmost first</source>
            <translation>až se všichni rozhodnou, od poslední lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="54" />
            <source>Stardust moves ships</source>
            <translation>Hvězdný prach posouvá lodě</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="55" />
            <source>leader first</source>
            <translation>od vedoucí lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="56" />
            <source>rearmost first</source>
            <translation>od poslední lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="57" />
            <source>A broken ship keeps</source>
            <translation>Rozbitá loď si ponechá</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="58" />
            <source>any part</source>
            <translation>libovolnou část</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="59" />
            <source>a part with humans, if there is one</source>
            <translation>část s lidmi, pokud nějaká je</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="60" />
            <source>Combat zone with one ship left</source>
            <translation>Bojová zóna s jedinou zbývající lodí</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="61" />
            <source>applies</source>
            <translation>platí</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="62" />
            <source>is skipped</source>
            <translation>se přeskočí</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="63" />
            <source>Goods cubes</source>
            <translation>Kostičky zboží</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="64" />
            <source>limited to the 56 in the box</source>
            <translation>jen 56 kusů z krabice</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="65" />
            <source>unlimited</source>
            <translation>neomezené</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="66" />
            <source>Fines for lost tiles capped by the board</source>
            <translation>Pokuta za ztracené dílky omezená deskou lodi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="67" />
            <source>Mission (special tiles, reconstructed data)</source>
            <translation>Mise (speciální dílky, rekonstruovaná data)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="68" />
            <source>none</source>
            <translation>žádná</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="69" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="70" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="72" />
            <source>Hazardous Haul (explosive cargo)</source>
            <translation>Nebezpečná zásilka (výbušný náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="73" />
            <source>Handle With Care (fragile cargo)</source>
            <translation>Zacházet opatrně (křehký náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="74" />
            <source>Heavy Metal (heavy cargo)</source>
            <translation>Heavy Metal (těžký náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="75" />
            <source>Waste Disposal (radioactive cargo)</source>
            <translation>Likvidace odpadu (radioaktivní náklad)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="76" />
            <source>Relic Recovery (artifacts)</source>
            <translation>Záchrana relikvií (artefakty)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="77" />
            <source>Mixed Manifest (special tiles in the warehouse)</source>
            <translation>Smíšený náklad (speciální dílky ve skladu)</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="81" />
            <source>Building is over.</source>
            <translation>Stavba už skončila.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="82" />
            <source>You have taken your order token: your ship is finished.</source>
            <translation>Už jste si vzali žeton s číslem pořadí: vaše loď je hotová.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="83" />
            <source>That moment has passed: the clock already shows {now} ms.</source>
            <translation>Tento okamžik už minul: hodiny ukazují {now} ms.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="84" />
            <source>You hold a tile already: place it, reserve it or put it back first.</source>
            <translation>Už držíte dílek: nejdřív ho umístěte, uskladněte nebo vraťte.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="85" />
            <source>You hold no tile.</source>
            <translation>Nedržíte žádný dílek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="86" />
            <source>No face-down tiles are left.</source>
            <translation>Žádné zakryté dílky už nezbývají.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="87" />
            <source>That tile is not lying face up in the middle.</source>
            <translation>Tento dílek neleží odkrytý uprostřed stolu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="88" />
            <source>That tile is not in your reserve.</source>
            <translation>Tento dílek nemáte uskladněný.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="89" />
            <source>Your two reserve slots are taken.</source>
            <translation>Obě pole pro uskladněné dílky už máte obsazená.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="90" />
            <source>A tile from your reserve cannot go back to the middle.</source>
            <translation>Uskladněný dílek nelze vrátit doprostřed stolu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="94" />
            <source>Your ship board has no space there.</source>
            <translation>Na desce vaší lodi tam není žádné pole.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="95" />
            <source>A tile lies there already.</source>
            <translation>Tam už leží dílek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="96" />
            <source>A tile must touch your ship.</source>
            <translation>Dílek se musí dotýkat vaší lodi.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="97" />
            <source>The connectors do not fit their neighbours.</source>
            <translation>Přípojky nesedí k sousedním dílkům.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="98" />
            <source>Engines must point to the rear.</source>
            <translation>Motory musí mířit dozadu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="99" />
            <source>The space behind an engine must stay empty.</source>
            <translation>Pole za motorem musí zůstat prázdné.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="100" />
            <source>The space in front of a cannon must stay empty.</source>
            <translation>Pole před zbraní musí zůstat prázdné.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="101" />
            <source>The tile must join the ship with a connector.</source>
            <translation>Dílek musí být k lodi připojen přípojkou.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="102" />
            <source>Two radioactive tiles must not be joined.</source>
            <translation>Dva dílky radioaktivního nákladu nesmí být spojené.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="103" />
            <source>An artifact must not lie in another artifact's dead zone.</source>
            <translation>Artefakt nesmí ležet v mrtvé zóně jiného artefaktu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="104" />
            <source>A rotation is 0 to 3 quarter turns.</source>
            <translation>Dílek lze otočit o 0 až 3 čtvrtotáčky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="105" />
            <source>Only the tile you placed last can still be moved, until you take another.</source>
            <translation>Přesouvat lze jen naposledy umístěný dílek, a to jen do té doby, než si vezmete další.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="108" />
            <source>Place, reserve or return the tile in your hand before you finish.</source>
            <translation>Než dokončíte stavbu, umístěte, uskladněte nebo vraťte dílek, který držíte v ruce.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="111" />
            <source>The hourglass can be turned only when its sand has run out.</source>
            <translation>Přesýpací hodiny lze otočit, až když se dosypou.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="113" />
            <source>Only a player who has finished may turn the hourglass onto start.</source>
            <translation>Na pozici start smí přesýpací hodiny otočit jen hráč, který už dostavěl.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="167" />
            <source>{player} passes; cubes left: {cubes}.</source>
            <translation>{player} pasuje; zbývá kostiček: {cubes}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="176" />
            <source>{player} takes a brown alien aboard.</source>
            <translation>{player} přijme na palubu hnědého mimozemšťana.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="177" />
            <source>{player} takes a purple alien aboard.</source>
            <translation>{player} přijme na palubu fialového mimozemšťana.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="233" />
            <source>{player} has the fewest crew in the combat zone.</source>
            <translation>{player} má v bojové zóně nejmenší posádku.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="234" />
            <source>{player} has the weakest engines in the combat zone.</source>
            <translation>{player} má v bojové zóně nejslabší motory.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="235" />
            <source>{player} has the weakest firepower in the combat zone.</source>
            <translation>{player} má v bojové zóně nejslabší zbraně.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="238" />
            <source>A saboteur strikes aboard {player}'s ship in row {row}, column {col}.</source>
            <translation>{player}: na palubě lodi udeří sabotážník v řádku {row}, sloupci {col}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="239" />
            <source>The saboteur aboard {player}'s ship tries row {row}, column {col}: no tile there.</source>
            <translation>{player}: sabotážník na lodi zkouší řádek {row}, sloupec {col}: žádný dílek tam není.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="283" />
            <source>{player} lands on planet {planet}.</source>
            <translation>{player} přistane na planetě {planet}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="288" />
            <source>{player} returns {goods} to the supply.</source>
            <translation>{player} vrátí do zásoby {goods}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="296" />
            <source>{player} boards the abandoned ship.</source>
            <translation>{player} vstoupí na opuštěnou loď.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="297" />
            <source>{player} docks at the abandoned station.</source>
            <translation>{player} přistane u opuštěné stanice.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="306" />
            <source>That battery tile is empty.</source>
            <translation>Tento dílek baterie je už vybitý.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="117" />
            <source>With more than three cubes you must go on building.</source>
            <translation>S více než třemi kostičkami musíte stavět dál.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="36" />
            <source>no hourglass</source>
            <translation>bez přesýpacích hodin</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="41" />
            <source>Flight cards open while building</source>
            <translation>Letové karty odkryté při stavbě</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="91" />
            <source>A mission tile cannot go back to the middle: put it back beside the board.</source>
            <translation>Dílek mise nelze vrátit doprostřed stolu: vraťte ho zpět vedle desky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="112" />
            <source>This game is built without the hourglass.</source>
            <translation>Tato hra se staví bez přesýpacích hodin.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="116" />
            <source>Not enough cubes: that needs {cost}, you have {cubes}.</source>
            <translation>Potřebujete kostičky: {cost}; máte: {cubes}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="118" />
            <source>Place, reserve or return the tile in your hand before you pass.</source>
            <translation>Než budete pasovat, umístěte, uskladněte nebo vraťte dílek, který držíte v ruce.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="119" />
            <source>Passing is for building in turns.</source>
            <translation>Pasovat lze jen při stavbě v tazích.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="120" />
            <source>Waiting is for building in real time.</source>
            <translation>Čekat lze jen při stavbě v reálném čase.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="121" />
            <source>That is not what the game asks now.</source>
            <translation>Tohle teď hra nepožaduje.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="122" />
            <source>That tile breaks no building rule.</source>
            <translation>Tento dílek neporušuje žádné pravidlo stavby.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="123" />
            <source>The starting cabin stays on the ship: remove the tile beside it that breaks the rule.</source>
            <translation>Startovní dílek jádra lodi zůstává na lodi: odeberte dílek vedle něj, který porušuje pravidlo.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="126" />
            <source>That tile is no longer joined to the ship: it falls off by itself once the faulty tiles are removed.</source>
            <translation>Tento dílek už není s lodí spojený: odpadne sám, jakmile odeberete chybné dílky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="130" />
            <source>That alien cannot live there.</source>
            <translation>Tento mimozemšťan tam bydlet nemůže.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="131" />
            <source>Building in turns uses no hourglass.</source>
            <translation>Stavba po tazích se obejde bez přesýpacích hodin.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="132" />
            <source>Building in real time is for one human at the screen; with several humans choose building in turns.</source>
            <translation>Stavba v reálném čase je pro jednoho člověka u obrazovky; s více lidskými hráči zvolte stavbu v tazích.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="136" />
            <source>That move is not allowed now.</source>
            <translation>Tento tah teď není povolen.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="139" />
            <source>{player} takes a face-down tile.</source>
            <translation>{player} si vezme zakrytý dílek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="140" />
            <source>{player} takes a face-up tile.</source>
            <translation>{player} si vezme odkrytý dílek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="141" />
            <source>{player} builds a tile onto the ship.</source>
            <translation>{player} umístí dílek na loď.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="142" />
            <source>{player} reserves a tile.</source>
            <translation>{player} si uskladní dílek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="143" />
            <source>{player} puts a mission tile back beside the board.</source>
            <translation>{player} vrátí dílek mise zpět vedle desky.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="144" />
            <source>{player} puts a tile back face up.</source>
            <translation>{player} vrátí dílek lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="145" />
            <source>{player} finishes building and takes order token {token}.</source>
            <translation>{player} dostaví loď a vezme si žeton pořadí {token}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="146" />
            <source>{player} gets order token {token}.</source>
            <translation>{player} dostane žeton pořadí {token}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="147" />
            <source>The hourglass is turned onto position {position}.</source>
            <translation>Přesýpací hodiny se otočí na pozici {position}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="148" />
            <source>The hourglass is turned onto start for the last time.</source>
            <translation>Přesýpací hodiny se naposledy otočí na pozici start.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="149" />
            <source>{player} turns the hourglass onto position {position}.</source>
            <translation>{player} otočí přesýpací hodiny na pozici {position}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="150" />
            <source>{player} turns the hourglass onto start for the last time.</source>
            <translation>{player} naposledy otočí přesýpací hodiny na pozici start.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="151" />
            <source>The sand has run out on position {position}: anyone may turn the hourglass.</source>
            <translation>Písek na pozici {position} dotekl: přesýpací hodiny může otočit kdokoli.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="154" />
            <source>The sand has run out on position 1: only a player who has finished may turn the hourglass onto start.</source>
            <translation>Písek na pozici 1 dotekl: na pozici start smí přesýpací hodiny otočit jen hráč, který už dostavěl.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="158" />
            <source>The sand has run out on position 1: the first player to finish turns the hourglass onto start.</source>
            <translation>Písek na pozici 1 dotekl: na pozici start otočí přesýpací hodiny první hráč, který dostaví.</translation>
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
                <numerusform>{player} přichází o %n nezabudovaný dílek: na konci za něj zaplatí kredit.</numerusform>
                <numerusform>{player} přichází o %n nezabudované dílky: na konci zaplatí kredit za každý.</numerusform>
                <numerusform>{player} přichází o %n nezabudovaných dílků: na konci zaplatí kredit za každý.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="166" />
            <source>{player} puts the tile in hand back face up.</source>
            <translation>{player} vrátí dílek z ruky lícem nahoru doprostřed stolu.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="168" />
            <source>Round {round} begins.</source>
            <translation>Začíná {round}. etapa.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="169" />
            <source>{player} removes a faulty tile.</source>
            <translation>{player} odebere chybný dílek.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="170" />
            <source>{player} has the faulty tiles removed: %n tile(s) lost in all, with those they held on.</source>
            <translation>
                <numerusform>{player} nechá odebrat chybné dílky: celkem přijde o %n dílek i s tím, co na nich drželo.</numerusform>
                <numerusform>{player} nechá odebrat chybné dílky: celkem přijde o %n dílky i s tím, co na nich drželo.</numerusform>
                <numerusform>{player} nechá odebrat chybné dílky: celkem přijde o %n dílků i s tím, co na nich drželo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="173" />
            <source>{player} loses %n tile(s) no longer joined to the ship.</source>
            <translation>
                <numerusform>{player} přijde o %n dílek, který už není spojen s lodí.</numerusform>
                <numerusform>{player} přijde o %n dílky, které už nejsou spojeny s lodí.</numerusform>
                <numerusform>{player} přijde o %n dílků, které už nejsou spojeny s lodí.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="181" />
            <source>Order of arrival</source>
            <translation>Pořadí v cíli</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="182" />
            <source>Best-looking ship</source>
            <translation>Nejhezčí loď</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="183" />
            <source>Goods sold</source>
            <translation>Prodané zboží</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="184" />
            <source>Lost tiles</source>
            <translation>Ztracené dílky</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="185" />
            <source>Earned in flight</source>
            <translation>Vyděláno za letu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="186" />
            <source>Mission deliveries</source>
            <translation>Dodávky pro misi</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="187" />
            <source>Credits</source>
            <translation>Kredity</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="191" />
            <source>Open Space</source>
            <translation>Volný vesmír</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="192" />
            <source>Planets</source>
            <translation>Planety</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="193" />
            <source>Meteor Swarm</source>
            <translation>Meteorický roj</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="194" />
            <source>Abandoned Ship</source>
            <translation>Opuštěná loď</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="195" />
            <source>Abandoned Station</source>
            <translation>Opuštěná stanice</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="196" />
            <source>Smugglers</source>
            <translation>Pašeráci</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="197" />
            <source>Slavers</source>
            <translation>Otrokáři</translation>
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
            <translation>Hvězdný prach</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="201" />
            <source>Epidemic</source>
            <translation>Epidemie</translation>
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
            <translation>velký meteorit</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="207" />
            <source>a light shot</source>
            <translation>malá střela</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="208" />
            <source>a heavy shot</source>
            <translation>velká střela</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="210" />
            <source>The ships of round {round} take off.</source>
            <translation>Lodě {round}. etapy startují.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="211" />
            <source>Next card: {card}.</source>
            <translation>Další karta: {card}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="212" />
            <source>{player} gives up the flight.</source>
            <translation>{player} vzdává let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="213" />
            <source>{player} has been lapped and must give up the flight.</source>
            <translation>{player} musí vzdát let (předstižení o celé kolo).</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="214" />
            <source>{player} has no engine strength in open space and must give up the flight.</source>
            <translation>{player} nemá ve volném vesmíru žádnou sílu motorů a musí vzdát let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="217" />
            <source>{player} has no human crew left and must give up the flight.</source>
            <translation>{player} už nemá žádnou lidskou posádku a musí vzdát let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="219" />
            <source>{player} has had no human crew since preparation and must give up the flight before the first card.</source>
            <translation>{player} nemá od přípravy na let žádnou lidskou posádku a musí vzdát let ještě před první kartou.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="223" />
            <source>{player} has no ship left and must give up the flight.</source>
            <translation>{player} už nemá loď a musí vzdát let.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="224" />
            <source>{player} declares engine strength {value}.</source>
            <translation>{player} ohlásí sílu motorů {value}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="225" />
            <source>{player} declares firepower {value}.</source>
            <translation>{player} ohlásí sílu zbraní {value}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="226" />
            <source>{player} defeats the enemy.</source>
            <translation>{player} porazí nepřítele.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="227" />
            <source>{player} holds the enemy off; it moves on.</source>
            <translation>{player} se nepříteli ubrání; nepřítel letí dál.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="228" />
            <source>{player} is beaten by the enemy.</source>
            <translation>{player} podlehne nepříteli.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="230" />
            <source>{player} has %n crew member(s) aboard.</source>
            <translation>
                <numerusform>{player} má na palubě %n člena posádky.</numerusform>
                <numerusform>{player} má na palubě %n členy posádky.</numerusform>
                <numerusform>{player} má na palubě %n členů posádky.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="242" />
            <source>The saboteur aboard {player}'s ship finds nothing to break.</source>
            <translation>{player}: sabotážník na lodi nenajde nic, co by zničil.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="244" />
            <source>{player} is targeted in column {roll} by {what} {side}.</source>
            <translation>{player}: na loď letí {side} ve sloupci {roll} {what}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="245" />
            <source>{player} is targeted in row {roll} by {what} {side}.</source>
            <translation>{player}: na loď letí {side} v řádku {roll} {what}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="247" />
            <source>from the front</source>
            <translation>zepředu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="248" />
            <source>from behind</source>
            <translation>zezadu</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="249" />
            <source>from the left</source>
            <translation>zleva</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="250" />
            <source>from the right</source>
            <translation>zprava</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="252" />
            <source>It flies past {player}'s ship: no tile stands in that line.</source>
            <translation>{player}: letí mimo loď, na té linii nestojí žádný dílek.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="253" />
            <source>The meteor bounces off a smooth side of {player}'s ship.</source>
            <translation>{player}: meteorit se odrazí od hladké strany lodi.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="254" />
            <source>The armour of {player}'s heavy cargo takes the blow.</source>
            <translation>{player}: nezničitelné plátování těžkého nákladu zásah vydrží.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="255" />
            <source>{player} shoots the meteor down.</source>
            <translation>{player} meteorit sestřelí.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="256" />
            <source>{player} fends it off with a battery.</source>
            <translation>{player} se ubrání pomocí baterie.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="258" />
            <source>{player} shoots the meteor down with a battery.</source>
            <translation>{player} meteorit sestřelí pomocí baterie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="259" />
            <source>{player} loses %n tile(s).</source>
            <translation>
                <numerusform>{player} přijde o %n dílek.</numerusform>
                <numerusform>{player} přijde o %n dílky.</numerusform>
                <numerusform>{player} přijde o %n dílků.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="263" />
            <source>{player}'s explosive cargo explodes and takes %n neighbouring tile(s) with it.</source>
            <translation>
                <numerusform>{player}: výbušný náklad vybuchne a vezme s sebou %n sousední dílek.</numerusform>
                <numerusform>{player}: výbušný náklad vybuchne a vezme s sebou %n sousední dílky.</numerusform>
                <numerusform>{player}: výbušný náklad vybuchne a vezme s sebou %n sousedních dílků.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="266" />
            <source>{player}'s explosive cargo explodes; no other tile around it is left to take.</source>
            <translation>{player}: výbušný náklad vybuchne, ale kolem něj už žádný další dílek nezbývá.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="269" />
            <source>{player} loses %n fragile cargo tile(s) broken when a neighbouring tile was lost.</source>
            <translation>
                <numerusform>{player} přijde o %n dílek křehkého nákladu, který se rozbil při ztrátě sousedního dílku.</numerusform>
                <numerusform>{player} přijde o %n dílky křehkého nákladu, které se rozbily při ztrátě sousedních dílků.</numerusform>
                <numerusform>{player} přijde o %n dílků křehkého nákladu, které se rozbily při ztrátě sousedních dílků.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="273" />
            <source>{player} keeps one part of the ship and loses the %n tile(s) broken off.</source>
            <translation>
                <numerusform>{player} si nechá jednu část lodi a přijde o %n odlomený dílek.</numerusform>
                <numerusform>{player} si nechá jednu část lodi a přijde o %n odlomené dílky.</numerusform>
                <numerusform>{player} si nechá jednu část lodi a přijde o %n odlomených dílků.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="277" />
            <source>{player} loses %n crew member(s) to the epidemic.</source>
            <translation>
                <numerusform>{player} přijde kvůli epidemii o %n člena posádky.</numerusform>
                <numerusform>{player} přijde kvůli epidemii o %n členy posádky.</numerusform>
                <numerusform>{player} přijde kvůli epidemii o %n členů posádky.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="278" />
            <source>{player} loses %n crew member(s).</source>
            <translation>
                <numerusform>{player} přijde o %n člena posádky.</numerusform>
                <numerusform>{player} přijde o %n členy posádky.</numerusform>
                <numerusform>{player} přijde o %n členů posádky.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="279" />
            <source>{player} loses %n goods cube(s).</source>
            <translation>
                <numerusform>{player} přijde o %n kostičku zboží.</numerusform>
                <numerusform>{player} přijde o %n kostičky zboží.</numerusform>
                <numerusform>{player} přijde o %n kostiček zboží.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="280" />
            <source>{player} loses %n flight day(s).</source>
            <translation>
                <numerusform>{player} ztrácí %n den letu.</numerusform>
                <numerusform>{player} ztrácí %n dny letu.</numerusform>
                <numerusform>{player} ztrácí %n dní letu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="281" />
            <source>{player} gets %n credit(s).</source>
            <translation>
                <numerusform>{player} získá %n kredit.</numerusform>
                <numerusform>{player} získá %n kredity.</numerusform>
                <numerusform>{player} získá %n kreditů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="282" />
            <source>{player} loses a battery instead of goods.</source>
            <translation>{player} přijde místo zboží o baterii.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="286" />
            <source>{player} loads {goods}.</source>
            <translation>{player} naloží {goods}.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="287" />
            <source>{player} loads no goods.</source>
            <translation>{player} nenaloží žádné zboží.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="289" />
            <source>The supply has none of those goods left: {player} loads nothing.</source>
            <translation>V zásobě už takové zboží není: {player} nenaloží nic.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="291" />
            <source>%n red cube(s)</source>
            <translation>
                <numerusform>%n červenou kostičku</numerusform>
                <numerusform>%n červené kostičky</numerusform>
                <numerusform>%n červených kostiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="292" />
            <source>%n yellow cube(s)</source>
            <translation>
                <numerusform>%n žlutou kostičku</numerusform>
                <numerusform>%n žluté kostičky</numerusform>
                <numerusform>%n žlutých kostiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="293" />
            <source>%n green cube(s)</source>
            <translation>
                <numerusform>%n zelenou kostičku</numerusform>
                <numerusform>%n zelené kostičky</numerusform>
                <numerusform>%n zelených kostiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="294" />
            <source>%n blue cube(s)</source>
            <translation>
                <numerusform>%n modrou kostičku</numerusform>
                <numerusform>%n modré kostičky</numerusform>
                <numerusform>%n modrých kostiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="300" />
            <source>{player} scores %n credit(s) in the round's final scoring.</source>
            <translation>
                <numerusform>{player} získá při vyúčtování etapy %n kredit.</numerusform>
                <numerusform>{player} získá při vyúčtování etapy %n kredity.</numerusform>
                <numerusform>{player} získá při vyúčtování etapy %n kreditů.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/galaxy_trucker/texts.py" line="302" />
            <source>{player} loses %n credit(s) in the round's final scoring.</source>
            <translation>
                <numerusform>{player} při vyúčtování etapy ztrácí %n kredit.</numerusform>
                <numerusform>{player} při vyúčtování etapy ztrácí %n kredity.</numerusform>
                <numerusform>{player} při vyúčtování etapy ztrácí %n kreditů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="304" />
            <source>The card asks another player now.</source>
            <translation>Karta se teď obrací na jiného hráče.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="305" />
            <source>That needs a battery.</source>
            <translation>K tomu je potřeba baterie.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="307" />
            <source>That cannon is powered already.</source>
            <translation>Tato zbraň už je nabitá.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="308" />
            <source>That is not a double component you can power now.</source>
            <translation>Tohle není supermotor ani superzbraň, které teď můžete nabít.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="309" />
            <source>You have no cube of that colour to load.</source>
            <translation>Kostičku této barvy k naložení nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="310" />
            <source>Goods go only into cargo holds.</source>
            <translation>Zboží patří jen do nákladových prostorů.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="311" />
            <source>Red goods go only into red (special) holds.</source>
            <translation>Červené zboží patří jen do speciálních (červených) nákladových prostorů.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="312" />
            <source>That hold is full.</source>
            <translation>Tento nákladový prostor je plný.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="313" />
            <source>That hold has no cube of that colour.</source>
            <translation>V tomto nákladovém prostoru není kostička této barvy.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="314" />
            <source>You must give up your most valuable goods first.</source>
            <translation>Nejdřív musíte odevzdat své nejcennější zboží.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="315" />
            <source>Batteries go only when no goods are left.</source>
            <translation>Baterie přicházejí na řadu, až když vám nezbude žádné zboží.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="316" />
            <source>Nobody lives there.</source>
            <translation>Tady nikdo nebydlí.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="317" />
            <source>Someone has landed on that planet already.</source>
            <translation>Na této planetě už někdo přistál.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="318" />
            <source>Choose a tile of the part you keep.</source>
            <translation>Vyberte dílek z části lodi, kterou si ponecháte.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="321" />
            <source>Everybody builds at once against the sand of the hourglass (one human against bots), or in turns with action cubes, for several humans.</source>
            <translation>Všichni staví najednou proti písku přesýpacích hodin (jeden člověk proti botům), nebo po tazích s kostičkami akcí, pro více lidí.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="325" />
            <source>Whether a wrongly joined tile may be placed (and found at the ship check) or is refused at once.</source>
            <translation>Zda lze špatně napojený dílek položit (a najde se při kontrole lodi), nebo je hned odmítnut.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="329" />
            <source>How a faulty ship is put right at the ship check: the printed rule, or a gentler one.</source>
            <translation>Jak se vadná loď při kontrole napraví: podle tištěného pravidla, nebo mírněji.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="332" />
            <source>How long the sand runs each time the hourglass is turned.</source>
            <translation>Jak dlouho se písek sype po každém otočení hodin.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="335" />
            <source>Where the hourglass starts: on 3 every round, or on the number of the round.</source>
            <translation>Kde hodiny začínají: v každé etapě na 3, nebo na čísle etapy.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="338" />
            <source>Whether the hourglass is turned for you when its sand runs out, or only when a player turns it; or, as the rulebook allows, building without it: it ends when every player has taken an order token.</source>
            <translation>Zda se hodiny otočí samy, když písek doteče, nebo jen když je otočí hráč; anebo, jak pravidla dovolují, stavba bez nich: skončí, až si všichni hráči vezmou žeton s číslem pořadí.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="343" />
            <source>The order tokens of players still building when time is up: drawn at random or in seat order.</source>
            <translation>Žetony pořadí hráčů, kteří ještě stavějí, když vyprší čas: losem, nebo podle pořadí míst.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="346" />
            <source>The table's custom: the round's flight cards are dealt as four piles when building starts, and anyone may look at the first three while building; the fourth stays hidden. The rulebook draws them unseen before the flight.</source>
            <translation>Zvyk u stolu: letové karty etapy se na začátku stavby rozdělí do čtyř balíčků a první tři si během stavby smí prohlédnout kdokoli; čtvrtý zůstává skrytý. Podle pravidel se lížou naslepo až před letem.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="352" />
            <source>The flight deck is shuffled until its first card is of the round's level.</source>
            <translation>Balíček letových karet se míchá, dokud horní karta není úrovně etapy.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="355" />
            <source>The ship board of the third round: class III or the other side, IIIa.</source>
            <translation>Deska lodi ve třetí etapě: třída III, nebo druhá strana, IIIa.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="358" />
            <source>From which round alien life support may carry aliens.</source>
            <translation>Od které etapy mohou podpory života nést mimozemšťany.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="359" />
            <source>Whether every ship rolls its own dice for meteors and shots, or one roll counts for all.</source>
            <translation>Zda každá loď hází na meteority a střely sama, nebo jeden hod platí pro všechny.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="362" />
            <source>When ships that land on planets lose their flight days: at once, or after everybody has chosen.</source>
            <translation>Kdy lodě přistávající na planetách ztrácejí dny letu: hned, nebo až si všichni vyberou.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="366" />
            <source>In which order stardust moves the ships back.</source>
            <translation>V jakém pořadí hvězdný prach posouvá lodě zpět.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="367" />
            <source>Which part of a ship broken in two the owner may keep.</source>
            <translation>Kterou část rozlomené lodi si majitel smí ponechat.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="370" />
            <source>Whether a combat zone still strikes when only one ship is left in the flight.</source>
            <translation>Zda bojová zóna platí, i když v letu zbývá jediná loď.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="373" />
            <source>Whether the goods cubes can run out, as the 56 in the box do.</source>
            <translation>Zda mohou kostičky zboží dojít, jako těch 56 v krabici.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="374" />
            <source>Whether the fine for lost tiles is capped by the number printed on the ship board.</source>
            <translation>Zda je pokuta za ztracené dílky omezena číslem vytištěným na desce lodi.</translation>
        </message>
        <message>
            <location filename="../engine/galaxy_trucker/texts.py" line="377" />
            <source>A mission of the Missions expansion: special tiles that pay at the end of each round.</source>
            <translation>Mise z rozšíření Mise: speciální dílky, které na konci každé etapy vynášejí kredity.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="261" />
            <source>Cannon</source>
            <translation>Zbraň</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="262" />
            <source>Double cannon: needs a battery per use</source>
            <translation>Superzbraň: při každém použití spotřebuje baterii</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="263" />
            <source>Engine</source>
            <translation>Motor</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="264" />
            <source>Double engine: needs a battery per use</source>
            <translation>Supermotor: při každém použití spotřebuje baterii</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="265" />
            <source>Cabin: %1 crew</source>
            <translation>Ubikace: posádka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="266" />
            <source>Starting cabin: %1 crew</source>
            <translation>Startovní dílek jádra lodi: posádka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="267" />
            <source>Life support for a brown alien (engine strength)</source>
            <translation>Podpora života hnědého mimozemšťana (síla motorů)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="268" />
            <source>Life support for a purple alien (firepower)</source>
            <translation>Podpora života fialového mimozemšťana (síla zbraní)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/tiles.py" line="269" />
            <source>Cargo hold: room for %n goods cube(s)</source>
            <translation>
                <numerusform>Nákladový prostor: místo pro %n kostičku zboží</numerusform>
                <numerusform>Nákladový prostor: místo pro %n kostičky zboží</numerusform>
                <numerusform>Nákladový prostor: místo pro %n kostiček zboží</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/tiles.py" line="270" />
            <source>Red cargo hold: room for %n goods cube(s) of any colour, red included</source>
            <translation>
                <numerusform>Speciální nákladový prostor: místo pro %n kostičku zboží jakékoli barvy, i červeného</numerusform>
                <numerusform>Speciální nákladový prostor: místo pro %n kostičky zboží jakékoli barvy, i červeného</numerusform>
                <numerusform>Speciální nákladový prostor: místo pro %n kostiček zboží jakékoli barvy, i červeného</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="273" />
            <source>Battery: %1 cells</source>
            <translation>Baterie: nabití %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="274" />
            <source>Shield generator: guards two sides, a battery per use</source>
            <translation>Generátor štítu: chrání dvě strany, při použití spotřebuje baterii</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="275" />
            <source>Structural module: connectors only</source>
            <translation>Spojovací díl: jen přípojky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="276" />
            <source>Explosive cargo: when lost, the 8 tiles around it are lost too</source>
            <translation>Výbušný náklad: když o něj přijdete, přijdete i o 8 dílků kolem</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="277" />
            <source>Fragile cargo: lost when a tile around it is lost</source>
            <translation>Křehký náklad: ztratí se, když se ztratí dílek kolem něj (i úhlopříčně)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="278" />
            <source>Heavy cargo: engine strength %1; its smooth sides are armoured</source>
            <translation>Těžký náklad: síla motorů %1; hladké strany mají nezničitelné plátování</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="279" />
            <source>Radioactive cargo: neighbouring cabins and batteries stay empty</source>
            <translation>Radioaktivní náklad: sousední ubikace a baterie zůstanou prázdné</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="284" />
            <source>Artifact: the marked line: its column or row is a dead zone</source>
            <translation>Artefakt: vyznačená čára: jeho sloupec či řádek je mrtvá zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="286" />
            <source>Artifact: the marked line: its column is a dead zone</source>
            <translation>Artefakt: vyznačená čára: jeho sloupec je mrtvá zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="287" />
            <source>Artifact: the marked line: its row is a dead zone</source>
            <translation>Artefakt: vyznačená čára: jeho řádek je mrtvá zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="288" />
            <source>Artifact: its row and column are a dead zone</source>
            <translation>Artefakt: jeho řádek i sloupec jsou mrtvá zóna</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="309" />
            <source>It may not be joined to another radioactive cargo.</source>
            <translation>Nesmí být připojen k jinému dílku radioaktivního nákladu.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/tiles.py" line="310" />
            <source>It may not lie in another artifact's dead zone.</source>
            <translation>Nesmí ležet v mrtvé zóně jiného artefaktu.</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerCard</name>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="23" />
            <source>flight days −%1</source>
            <translation>dny letu −%1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="24" />
            <source>forward by engine strength</source>
            <translation>vpřed o sílu motorů</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="25" />
            <source>planet %1</source>
            <translation>planeta %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="26" />
            <source>give %1 crew</source>
            <translation>odevzdat %1 z posádky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="27" />
            <source>needs %1 crew</source>
            <translation>potřebná posádka: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="28" />
            <source>+%1 credits</source>
            <translation>kredity: +%1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="29" />
            <source>firepower %1</source>
            <translation>síla zbraní %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="30" />
            <source>Beat them:</source>
            <translation>Porazíte je:</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="31" />
            <source>Planet %1: %2 has landed here</source>
            <translation>Planeta %1: zde přistála loď – %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="32" />
            <source>Coming now: %1</source>
            <translation>Právě se blíží: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="33" />
            <source>Lose to them:</source>
            <translation>Prohrajete:</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="34" />
            <source>takes %1 goods</source>
            <translation>vezmou kusy zboží: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="35" />
            <source>takes %1 crew</source>
            <translation>vezmou %1 z posádky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="36" />
            <source>%1 days</source>
            <translation>%1 dny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="37" />
            <source>%1 crew</source>
            <translation>posádka %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="38" />
            <source>%1 goods</source>
            <translation>%1 zboží</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="40" />
            <source>fewest crew</source>
            <translation>nejmenší posádka</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="41" />
            <source>weakest engines</source>
            <translation>nejslabší motory</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="42" />
            <source>weakest firepower</source>
            <translation>nejslabší zbraně</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="44" />
            <source>a day back for every exposed connector</source>
            <translation>o den zpět za každou otevřenou přípojku</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="45" />
            <source>joined occupied cabins lose one crew each</source>
            <translation>spojené obsazené ubikace ztratí po jednom členu posádky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="46" />
            <source>fewest crew: three tries to hit a tile</source>
            <translation>nejmenší posádka: tři pokusy zasáhnout dílek</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="48" />
            <source>from the front</source>
            <translation>zepředu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="49" />
            <source>from the rear</source>
            <translation>zezadu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="50" />
            <source>from the left</source>
            <translation>zleva</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="51" />
            <source>from the right</source>
            <translation>zprava</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="54" />
            <source>small meteor</source>
            <translation>malý meteorit</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="55" />
            <source>large meteor</source>
            <translation>velký meteorit</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="56" />
            <source>light shot</source>
            <translation>malá střela</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/cards.py" line="57" />
            <source>heavy shot</source>
            <translation>velká střela</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerCompanion</name>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/companion.py" line="48" />
            <source>There are only %n ship(s) in the flight.</source>
            <translation>
                <numerusform>V letu je jen %n loď.</numerusform>
                <numerusform>V letu jsou jen %n lodě.</numerusform>
                <numerusform>V letu je jen %n lodí.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="279" />
            <source>column %1</source>
            <translation>sloupec %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="279" />
            <source>no column</source>
            <translation>žádný sloupec</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="280" />
            <source>row %1</source>
            <translation>řádek %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="280" />
            <source>no row</source>
            <translation>žádný řádek</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="300" />
            <source>Deal %1</source>
            <translation>Rozdání %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="347" />
            <source>Two ships cannot share a place in the flight.</source>
            <translation>Dvě lodě nemohou mít v letu stejné pořadí.</translation>
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
                <numerusform>V balíčku zbývá %n karta</numerusform>
                <numerusform>V balíčku zbývají %n karty</numerusform>
                <numerusform>V balíčku zbývá %n karet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="351" />
            <source>A ship that gave up cannot be the best-looking one.</source>
            <translation>Loď, která vzdala, nemůže být nejhezčí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="357" />
            <source>A ship that gave up earns no mission reward.</source>
            <translation>Loď, která vzdala let, za misi nic nedostane.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="360" />
            <source>The game has only %1 red, %2 yellow, %3 green and %4 blue goods cubes.</source>
            <translation>Hra má jen %1 červených, %2 žlutých, %3 zelených a %4 modrých kostiček zboží.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="388" />
            <source>Choose a place or “gave up” for: %1.</source>
            <translation>Vyberte pořadí nebo „vzdáno“ pro: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="410" />
            <source>After three rounds: %1</source>
            <translation>Po třech etapách: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="410" />
            <source>Total so far: %1</source>
            <translation>Zatím celkem: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="413" />
            <source>Round %1 needs fixing.</source>
            <translation>Etapu %1 je třeba opravit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="487" />
            <source>Hourglass</source>
            <translation>Přesýpací hodiny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="488" />
            <source>Dice</source>
            <translation>Kostky</translation>
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
            <translation>Letové karty</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="492" />
            <source>Round</source>
            <translation>Etapa</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="493" />
            <source>The top card is of the round's level</source>
            <translation>Horní karta je úrovně etapy</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="494" />
            <source>Turn up the next card</source>
            <translation>Otočit další kartu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="496" />
            <source>Ship board</source>
            <translation>Deska lodi</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="497" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="498" />
            <source>Fines for lost tiles capped</source>
            <translation>Pokuty za ztracené dílky omezeny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="503" />
            <source>Each lost tile costs 1 credit, but no more than the ship board shows: %1 in round 1, %2 in round 2, %3 in round 3. Untick to pay for every tile.</source>
            <translation>Každý ztracený dílek stojí 1 kredit, celkem však nejvýše tolik, kolik ukazuje deska lodi: %1 v 1. etapě, %2 ve 2. etapě, %3 ve 3. etapě. Bez zaškrtnutí se platí za každý dílek.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="515" />
            <source>Round %1</source>
            <translation>Etapa %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="517" />
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="518" />
            <source>Place</source>
            <translation>Pořadí</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="519" />
            <source>Best-looking</source>
            <translation>Nejhezčí</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="520" />
            <source>Red</source>
            <translation>Červené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="521" />
            <source>Yellow</source>
            <translation>Žluté</translation>
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
            <translation>Mise</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="526" />
            <source>Lost tiles</source>
            <translation>Ztracené dílky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="530" />
            <source>The goods cubes of this colour aboard when the flight ends: red sell for 4 credits, yellow 3, green 2, blue 1; a ship that gave up gets half, rounded up.</source>
            <translation>Kostičky zboží této barvy na palubě na konci letu: červená se prodává za 4 kredity, žlutá za 3, zelená za 2, modrá za 1; loď, která vzdala, dostane polovinu, zaokrouhleno nahoru.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="534" />
            <source>The players' names are typed in the boxes at the top.</source>
            <translation>Jména hráčů se píší do políček nahoře.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="540" />
            <source>Tick the ship still flying with the fewest exposed connectors; ships tied for the fewest all get the reward.</source>
            <translation>Zaškrtněte loď, která stále letí a má nejméně otevřených přípojek; při shodě dostanou odměnu všechny takové lodě.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="548" />
            <source>Everything earned during the flight: the credits of the cards (abandoned ships, slavers, pirates).</source>
            <translation>Vše, co hráč během letu vydělal: kredity z karet (opuštěné lodě, otrokáři, piráti).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="551" />
            <source>With the Missions expansion: the mission card's reward for the special tiles this ship delivered. Only a ship still flying when the flight ends earns it.</source>
            <translation>S rozšířením Mise: odměna z karty mise za speciální dílky, které tato loď dopravila. Dostane ji jen loď, která na konci letu stále letí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="559" />
            <source>The round's credits: the order reward, the best-looking reward, goods, flight credits and the mission's reward, less the fines for lost tiles.</source>
            <translation>Kredity za etapu: odměna za pořadí, odměna za nejhezčí loď, zboží, kredity z letu a odměna za misi, minus pokuty za ztracené dílky.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="584" />
            <source>Start a new session? The credits and the dice rolls of this one are cleared. The names, the number of players, “Fines for lost tiles capped” and the sand's length stay.</source>
            <translation>Začít nové sezení? Kredity a hody kostkami tohoto sezení se smažou. Jména, počet hráčů, „Pokuty za ztracené dílky omezeny“ a délka běhu písku zůstanou.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="555" />
            <source>Every tile in the lost pile on the ship board: tiles taken off at the ship check, destroyed or cut away in flight, and reserved tiles never placed. Each costs 1 credit.</source>
            <translation>Všechny dílky na poli pro ztracené dílky na desce lodi: odebrané při kontrole lodi, zničené nebo odpadlé za letu a uskladněné dílky, které hráč nikdy neumístil. Každý stojí 1 kredit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="536" />
            <source>The ship's place in the flight when the round ends (1st is the leader), or “gave up”. The order rewards go by the ships still flying.</source>
            <translation>Pořadí lodi v letu na konci etapy (1. je vedoucí loď), nebo „vzdáno“. Odměny za pořadí se řídí pořadím lodí, které stále letí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/companion.py" line="563" />
            <source>gave up</source>
            <translation>vzdáno</translation>
        </message>
    </context>
    <context>
        <name>GalaxyTruckerScene</name>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="54" />
            <source>Take a tile, then drag it onto a lit cell of your ship (R or the wheel turns it).</source>
            <translation>Vezměte si dílek a přetáhněte ho na zvýrazněné pole své lodi (otáčí se klávesou R nebo kolečkem myši).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="60" />
            <source>Drag the tile onto your ship, a reserve slot or back to the middle; R turns it.</source>
            <translation>Přetáhněte dílek na svou loď, na pole pro uskladněné dílky nebo zpět doprostřed stolu; klávesa R jím otáčí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="99" />
            <source>Your ship is finished: wait for the others and the sand.</source>
            <translation>Vaše loď je hotová: počkejte na ostatní a na dosypání přesýpacích hodin.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="103" />
            <source>Your ship is finished: wait for the others to finish.</source>
            <translation>Vaše loď je hotová: počkejte, až dostaví ostatní.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="104" />
            <source>Ship check: click faulty tiles (outlined in red) to remove them, or let them be removed for you.</source>
            <translation>Kontrola lodi: chybné dílky (orámované červeně) odeberte kliknutím, nebo je nechte odebrat automaticky.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="108" />
            <source>Crew: put an alien in a cabin joined to its life support, or put humans in every cabin.</source>
            <translation>Posádka: umístěte mimozemšťana do ubikace spojené s jeho podporou života, nebo do všech ubikací umístěte lidi.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="111" />
            <source>The others are deciding.</source>
            <translation>Ostatní se rozhodují.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="112" />
            <source>A new card comes: fly on, or give up the flight now?</source>
            <translation>Přichází nová karta: poletíte dál, nebo teď vzdáte let?</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="113" />
            <source>%1: your decision.</source>
            <translation>%1: rozhodněte se.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="114" />
            <source>Take a face-down tile</source>
            <translation>Vzít zakrytý dílek</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="115" />
            <source>Finish building (order token %1)</source>
            <translation>Dokončit stavbu (žeton pořadí %1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="116" />
            <source>Reserve the tile</source>
            <translation>Uskladnit dílek</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="117" />
            <source>Put it back face up</source>
            <translation>Vrátit dílek lícem nahoru</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="118" />
            <source>Turn the tile (R)</source>
            <translation>Otočit dílek (R)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="119" />
            <source>Pass (cubes left: %1)</source>
            <translation>Pasovat (zbývá kostiček: %1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="120" />
            <source>Turn the hourglass</source>
            <translation>Otočit přesýpací hodiny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="121" />
            <source>Look at the flight cards</source>
            <translation>Prohlédnout letové karty</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="123" />
            <source>Don't wait: time ×%1 until the bots finish</source>
            <translation>Nečekat: čas ×%1, než boti dostaví</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="125" />
            <source>Without it, %n tile(s) would no longer be joined and fall off.</source>
            <translation>
                <numerusform>Bez něj by %n dílek přestal být připojen a odpadl.</numerusform>
                <numerusform>Bez něj by %n dílky přestaly být připojeny a odpadly.</numerusform>
                <numerusform>Bez něj by %n dílků přestalo být připojeno a odpadlo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="126" />
            <source>Back to normal time</source>
            <translation>Zpět na běžný čas</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="127" />
            <source>Remove faulty tiles for me</source>
            <translation>Odebrat chybné dílky za mě</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="133" />
            <source>Fly on</source>
            <translation>Letět dál</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="134" />
            <source>Give up the flight</source>
            <translation>Vzdát let</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="129" />
            <source>Brown alien in the cabin at %1</source>
            <translation>Umístit hnědého mimozemšťana do ubikace (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="57" />
            <source>No tile can be taken with the cubes left this turn: pass, or finish your ship.</source>
            <translation>Se zbylými kostičkami nelze v tomto tahu vzít žádný dílek: pasujte, nebo dokončete loď.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="63" />
            <source>Drag the tile onto your ship or back to the middle (both reserve slots are taken); R turns it.</source>
            <translation>Přetáhněte dílek na svou loď nebo zpět doprostřed stolu (obě pole pro uskladněné dílky jsou obsazená); klávesa R jím otáčí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="67" />
            <source>Drag the reserved tile onto your ship or back to a reserve slot; R turns it. It cannot go back to the middle.</source>
            <translation>Přetáhněte uskladněný dílek na svou loď nebo zpět na pole pro uskladněné dílky; klávesa R jím otáčí. Doprostřed stolu se vrátit nesmí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="71" />
            <source>Drag the mission tile onto your ship, or put it back beside the board; R turns it.</source>
            <translation>Přetáhněte dílek mise na svou loď, nebo ho vraťte vedle desky; klávesa R jím otáčí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="74" />
            <source>The tile placed last (framed) may still be moved or turned until you take the next one; then it is welded.</source>
            <translation>Naposledy umístěný dílek (orámovaný) můžete přesunout nebo otočit, dokud si nevezmete další; pak je přivařený.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="78" />
            <source>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</source>
            <translation>Písek na 1 dotekl: na start otočí přesýpací hodiny první, kdo dostaví.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="81" />
            <source>The sand runs for the last time: when it runs out, building stops and the unfinished take the tokens left.</source>
            <translation>Písek se sype naposledy: až doteče, stavba končí a kdo nedostavěl, dostane zbylé žetony pořadí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="85" />
            <source>Round %1: when you are ready, turn the hourglass. Building starts at once, for everyone.</source>
            <translation>%1. etapa: až budete připraveni, otočte přesýpací hodiny. Stavba začne hned, pro všechny.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="88" />
            <source>Turn the hourglass: start building</source>
            <translation>Otočit přesýpací hodiny: začít stavět</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="89" />
            <source>Put it back beside the board</source>
            <translation>Vrátit vedle desky</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="90" />
            <source>Finish building (order token %1; %n tile(s) not built in are lost)</source>
            <translation>
                <numerusform>Dokončit stavbu (žeton pořadí %1; %n nezabudovaný dílek propadne)</numerusform>
                <numerusform>Dokončit stavbu (žeton pořadí %1; %n nezabudované dílky propadnou)</numerusform>
                <numerusform>Dokončit stavbu (žeton pořadí %1; %n nezabudovaných dílků propadne)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="93" />
            <source>Placed last: drag it to move it, R turns it, until you take the next tile.</source>
            <translation>Umístěn naposledy: přetažením ho přesunete, klávesa R jím otáčí – dokud si nevezmete další dílek.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="96" />
            <source>The starting cabin stays: remove the tile beside it that breaks the rule.</source>
            <translation>Startovní dílek jádra lodi zůstává: odeberte dílek vedle něj, který porušuje pravidlo.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="100" />
            <source>Your ship is finished, and the sand has run out: turn the hourglass for the others.</source>
            <translation>Vaše loď je hotová a přesýpací hodiny se dosypaly: otočte je pro ostatní.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="130" />
            <source>Purple alien in the cabin at %1</source>
            <translation>Umístit fialového mimozemšťana do ubikace (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="132" />
            <source>Crew ready: humans in every cabin without an alien</source>
            <translation>Posádka připravena: lidé do všech ubikací bez mimozemšťana</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="135" />
            <source>Give up the flight? It cannot be taken back.</source>
            <translation>Vzdát let? Nelze to vzít zpět.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="136" />
            <source>Your ship leaves the flight before this card: no card touches it any more, and its tiles are not lost. At the round's end it gets no reward for arriving, for the best-looking ship or for a mission, sells its goods for half (rounded up) and pays for lost tiles as everyone does.</source>
            <translation>Vaše loď opustí let před touto kartou: žádná karta ji už nezasáhne a její dílky se neztrácejí. Na konci etapy nedostane odměnu za pořadí v cíli, za nejhezčí loď ani za misi, prodá zboží za polovinu (zaokrouhleno nahoru) a za ztracené dílky platí jako všichni.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="142" />
            <source>Power the %1 at %2 with the battery at %3</source>
            <translation>%1 (%2): nabít z baterie (%3)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="143" />
            <source>Declare</source>
            <translation>Ohlásit</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="144" />
            <source>Declare engine strength %1</source>
            <translation>Ohlásit sílu motorů %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="145" />
            <source>Declare firepower %1</source>
            <translation>Ohlásit sílu zbraní %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="146" />
            <source>you leave the flight</source>
            <translation>vypadnete z letu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="147" />
            <source>Land on planet %1 (%2)</source>
            <translation>Přistát na planetě %1 (zboží: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="148" />
            <source>Accept</source>
            <translation>Přijmout</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="150" />
            <source>Accept: %1</source>
            <translation>Přijmout: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="151" />
            <source>give up %n crew member(s)</source>
            <translation>
                <numerusform>odevzdáte %n člena posádky</numerusform>
                <numerusform>odevzdáte %n členy posádky</numerusform>
                <numerusform>odevzdáte %n členů posádky</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="152" />
            <source>load goods: %1</source>
            <translation>naložíte zboží: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="153" />
            <source>+%n credit(s)</source>
            <translation>
                <numerusform>+%n kredit</numerusform>
                <numerusform>+%n kredity</numerusform>
                <numerusform>+%n kreditů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="154" />
            <source>lose %n flight day(s)</source>
            <translation>
                <numerusform>ztratíte %n den letu</numerusform>
                <numerusform>ztratíte %n dny letu</numerusform>
                <numerusform>ztratíte %n dní letu</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="155" />
            <source>Decline</source>
            <translation>Odmítnout</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="156" />
            <source>Load %1 into the hold at %2</source>
            <translation>Naložit %1 zboží do nákladového prostoru (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="157" />
            <source>Unload %1 from the hold at %2</source>
            <translation>Vyložit %1 zboží z nákladového prostoru (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="158" />
            <source>Done loading</source>
            <translation>Nakládání hotovo</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="159" />
            <source>Give up %1 from the hold at %2</source>
            <translation>Odevzdat %1 zboží z nákladového prostoru (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="160" />
            <source>Give up a battery at %1</source>
            <translation>Odevzdat baterii (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="161" />
            <source>Crew member leaves the cabin at %1</source>
            <translation>Člen posádky opustí ubikaci (%1)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="162" />
            <source>Defend with %1 (battery at %2)</source>
            <translation>Bránit se: %1 (baterie: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="163" />
            <source>Take the hit</source>
            <translation>Přijmout zásah</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="164" />
            <source>Keep the part with the tile at %1 (%2)</source>
            <translation>Ponechat si část lodi s dílkem (%1): %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="166" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n dílek</numerusform>
                <numerusform>%n dílky</numerusform>
                <numerusform>%n dílků</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="167" />
            <source>%n crew</source>
            <translation>
                <numerusform>%n člen posádky</numerusform>
                <numerusform>%n členové posádky</numerusform>
                <numerusform>%n členů posádky</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="168" />
            <source>%n goods cube(s)</source>
            <translation>
                <numerusform>%n kostička zboží</numerusform>
                <numerusform>%n kostičky zboží</numerusform>
                <numerusform>%n kostiček zboží</numerusform>
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
            <translation>řádek %1, sloupec %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="171" />
            <source>In hand</source>
            <translation>V ruce</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="172" />
            <source>Reserve</source>
            <translation>Uskladněné dílky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="173" />
            <source>Mission tiles</source>
            <translation>Dílky mise</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="175" />
            <source>Mission tile: it takes no reserve slot and can be built at any time; one not on your ship when building ends is lost and costs a credit.</source>
            <translation>Dílek mise: nezabírá pole pro uskladněný dílek a můžete ho postavit kdykoli; pokud na konci stavby není na vaší lodi, je ztracený a stojí kredit.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="181" />
            <source>Mission: %1 · %2</source>
            <translation>Mise: %1 · %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="182" />
            <source>%n credit(s) per delivered tile</source>
            <translation>
                <numerusform>%n kredit za dovezený dílek</numerusform>
                <numerusform>%n kredity za dovezený dílek</numerusform>
                <numerusform>%n kreditů za dovezený dílek</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="184" />
            <source>(its number + 1) × %1 credits per delivered tile</source>
            <translation>kredity za dovezený dílek: (jeho číslo + 1) × %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="186" />
            <source>Each player gets %n mission tile(s) face up beside the board. They take no reserve slot and can be built at any time, like reserved tiles; one not on the ship when building ends is lost and costs a credit.</source>
            <translation>
                <numerusform>Každý hráč dostane %n dílek mise lícem nahoru vedle desky lodi. Nezabírá pole pro uskladněné dílky a stejně jako uskladněné dílky ho můžete postavit kdykoli; pokud na konci stavby není na lodi, je ztracený a stojí kredit.</numerusform>
                <numerusform>Každý hráč dostane %n dílky mise lícem nahoru vedle desky lodi. Nezabírají pole pro uskladněné dílky a stejně jako uskladněné dílky je můžete postavit kdykoli; dílek, který na konci stavby není na lodi, je ztracený a stojí kredit.</numerusform>
                <numerusform>Každý hráč dostane %n dílků mise lícem nahoru vedle desky lodi. Nezabírají pole pro uskladněné dílky a stejně jako uskladněné dílky je můžete postavit kdykoli; dílek, který na konci stavby není na lodi, je ztracený a stojí kredit.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="191" />
            <source>3 explosive, 3 fragile, 3 heavy and 3 radioactive cargo tiles are shuffled face down among the tiles in the middle: whoever takes one can build it on the ship.</source>
            <translation>Po 3 dílcích výbušného, křehkého, těžkého a radioaktivního nákladu se zamíchá lícem dolů mezi dílky uprostřed stolu: kdo si takový vezme, může ho postavit na loď.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="197" />
            <source>Each delivered tile pays %1 × the round's number: %n credit(s) this round.</source>
            <translation>
                <numerusform>Každý dovezený dílek vynese %1 × číslo etapy: v této etapě %n kredit.</numerusform>
                <numerusform>Každý dovezený dílek vynese %1 × číslo etapy: v této etapě %n kredity.</numerusform>
                <numerusform>Každý dovezený dílek vynese %1 × číslo etapy: v této etapě %n kreditů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="200" />
            <source>Each delivered heavy cargo tile pays (its number + 1) × the round's number.</source>
            <translation>Každý dovezený dílek těžkého nákladu vynese (své číslo + 1) × číslo etapy.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="203" />
            <source>Delivered: still on a ship that is flying when the flight ends; the reward is paid at the round's end. A ship that gave up gets no mission reward.</source>
            <translation>Dovezený je dílek, který je na konci letu na lodi, jež ještě letí; odměna se vyplácí při vyúčtování etapy. Loď, která let vzdala, za misi nedostane nic.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="209" />
            <source>%n mission tile(s): +%1</source>
            <translation>
                <numerusform>%n dílek mise: +%1</numerusform>
                <numerusform>%n dílky mise: +%1</numerusform>
                <numerusform>%n dílků mise: +%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="210" />
            <source>Mission tiles on this ship: %n. Delivered, they would pay %1 credits at the round's end.</source>
            <translation>
                <numerusform>Dílky mise na této lodi: %n. Pokud je loď doveze, vynesou při vyúčtování etapy kredity: %1.</numerusform>
                <numerusform>Dílky mise na této lodi: %n. Pokud je loď doveze, vynesou při vyúčtování etapy kredity: %1.</numerusform>
                <numerusform>Dílky mise na této lodi: %n. Pokud je loď doveze, vynesou při vyúčtování etapy kredity: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="214" />
            <source>Mission tiles on this ship: %n. It gave up the flight: no mission reward.</source>
            <translation>
                <numerusform>Dílky mise na této lodi: %n. Loď let vzdala: za misi nedostane nic.</numerusform>
                <numerusform>Dílky mise na této lodi: %n. Loď let vzdala: za misi nedostane nic.</numerusform>
                <numerusform>Dílky mise na této lodi: %n. Loď let vzdala: za misi nedostane nic.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="217" />
            <source>Face-down tiles: %1</source>
            <translation>Zakryté dílky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="218" />
            <source>Face up in the middle</source>
            <translation>Odkryté uprostřed stolu</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="219" />
            <source>Round %1 of 3</source>
            <translation>Etapa %1 ze 3</translation>
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
            <translation>žeton %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="222" />
            <source>%n tile(s) lost</source>
            <translation>
                <numerusform>%n ztracený dílek</numerusform>
                <numerusform>%n ztracené dílky</numerusform>
                <numerusform>%n ztracených dílků</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="223" />
            <source>cubes %1</source>
            <translation>kostičky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="224" />
            <source>Flight board</source>
            <translation>Letový plán</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="225" />
            <source>Every tile taken and built</source>
            <translation>Všechny tahy s dílky</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="226" />
            <source>Leader: %1</source>
            <translation>Vede: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="227" />
            <source>Order of flight</source>
            <translation>Pořadí letu</translation>
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
                <numerusform>%1 (stojí %n kostičku)</numerusform>
                <numerusform>%1 (stojí %n kostičky)</numerusform>
                <numerusform>%1 (stojí %n kostiček)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="232" />
            <source>Placing a tile costs 2 cubes, taking one 1, reserving 1.</source>
            <translation>Umístění dílku stojí 2 kostičky, vzetí dílku 1, uskladnění 1.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="233" />
            <source>Cubes this turn: %1.</source>
            <translation>Kostičky v tomto tahu: %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="235" />
            <source>Somebody has finished: %n last turn(s) left for you, each adding %1 cubes.</source>
            <translation>
                <numerusform>Někdo už dostavěl: zbývá vám %n poslední tah, přidá %1 kostiček.</numerusform>
                <numerusform>Někdo už dostavěl: zbývají vám %n poslední tahy, každý přidá %1 kostiček.</numerusform>
                <numerusform>Někdo už dostavěl: zbývá vám %n posledních tahů, každý přidá %1 kostiček.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="238" />
            <source>Their firepower: %1.</source>
            <translation>Jejich síla zbraní: %1.</translation>
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
                <numerusform>Nejslabší loď ztratí %n den letu.</numerusform>
                <numerusform>Nejslabší loď ztratí %n dny letu.</numerusform>
                <numerusform>Nejslabší loď ztratí %n dní letu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="245" />
            <source>The weakest ship loses %n crew member(s).</source>
            <translation>
                <numerusform>Nejslabší loď přijde o %n člena posádky.</numerusform>
                <numerusform>Nejslabší loď přijde o %n členy posádky.</numerusform>
                <numerusform>Nejslabší loď přijde o %n členů posádky.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="246" />
            <source>The weakest ship gives up %n goods cube(s).</source>
            <translation>
                <numerusform>Nejslabší loď odevzdá %n kostičku zboží.</numerusform>
                <numerusform>Nejslabší loď odevzdá %n kostičky zboží.</numerusform>
                <numerusform>Nejslabší loď odevzdá %n kostiček zboží.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="247" />
            <source>The weakest ship comes under fire: %n shot(s).</source>
            <translation>
                <numerusform>Nejslabší loď se dostane pod palbu: %n střela.</numerusform>
                <numerusform>Nejslabší loď se dostane pod palbu: %n střely.</numerusform>
                <numerusform>Nejslabší loď se dostane pod palbu: %n střel.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="251" />
            <source>%1: power double engines with batteries if you wish, then declare the strength.</source>
            <translation>%1: chcete-li, nabijte supermotory z baterií, pak ohlaste sílu motorů.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="254" />
            <source>%1: power double cannons with batteries if you wish, then declare the firepower.</source>
            <translation>%1: chcete-li, nabijte superzbraně z baterií, pak ohlaste sílu zbraní.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="258" />
            <source>%1: drag the goods into your holds. A cube in a hold can be dragged to another hold, or off the ship to unload it. Then finish loading.</source>
            <translation>%1: přetáhněte zboží do nákladových prostorů. Kostičku v nákladovém prostoru můžete přetáhnout do jiného, nebo mimo loď, a tím ji vyložit. Pak nakládání ukončete.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="263" />
            <source>%1: give up %n more good(s), the most valuable first.</source>
            <translation>
                <numerusform>%1: odevzdejte ještě %n kus zboží, nejcennější nejdřív.</numerusform>
                <numerusform>%1: odevzdejte ještě %n kusy zboží, nejcennější nejdřív.</numerusform>
                <numerusform>%1: odevzdejte ještě %n kusů zboží, nejcennější nejdřív.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="265" />
            <source>%1: you have no goods left, so %n more battery(-ies) go instead: choose which.</source>
            <translation>
                <numerusform>%1: zboží už nemáte, místo něj odevzdáte ještě %n baterii: vyberte kterou.</numerusform>
                <numerusform>%1: zboží už nemáte, místo něj odevzdáte ještě %n baterie: vyberte které.</numerusform>
                <numerusform>%1: zboží už nemáte, místo něj odevzdáte ještě %n baterií: vyberte které.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="268" />
            <source>%1: give up %n more crew member(s): choose the cabins.</source>
            <translation>
                <numerusform>%1: odevzdejte ještě %n člena posádky: vyberte ubikace.</numerusform>
                <numerusform>%1: odevzdejte ještě %n členy posádky: vyberte ubikace.</numerusform>
                <numerusform>%1: odevzdejte ještě %n členů posádky: vyberte ubikace.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="269" />
            <source>%1: your ship has broken apart: choose the part you keep.</source>
            <translation>%1: vaše loď se rozpadla: vyberte část, kterou si ponecháte.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="274" />
            <source>%1: give up %n good(s), the most valuable first.</source>
            <translation>
                <numerusform>%1: odevzdejte %n kus zboží, nejcennější nejdřív.</numerusform>
                <numerusform>%1: odevzdejte %n kusy zboží, nejcennější nejdřív.</numerusform>
                <numerusform>%1: odevzdejte %n kusů zboží, nejcennější nejdřív.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/labels.py" line="275" />
            <source>%1: give up %n crew member(s): choose the cabins.</source>
            <translation>
                <numerusform>%1: odevzdejte %n člena posádky: vyberte ubikace.</numerusform>
                <numerusform>%1: odevzdejte %n členy posádky: vyberte ubikace.</numerusform>
                <numerusform>%1: odevzdejte %n členů posádky: vyberte ubikace.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="277" />
            <source>Card: %1 · %2 left in the deck</source>
            <translation>Karta: %1 · v balíčku zbývá %2</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="278" />
            <source>Exposed connector (%1 on this ship): the best-looking ship has the fewest</source>
            <translation>Otevřená přípojka (na této lodi %1): nejhezčí loď jich má nejméně</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="282" />
            <source>Goods to load: drag them into your holds</source>
            <translation>Zboží k naložení: přetáhněte ho do nákladových prostorů</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="283" />
            <source>Goods at hand. A cube dragged here (or anywhere off the ship) from a hold is unloaded; cubes still here when you finish loading stay behind.</source>
            <translation>Zboží k naložení. Kostička přetažená sem (nebo kamkoli mimo loď) z nákladového prostoru se vyloží; kostičky, které tu zůstanou, až nakládání ukončíte, se vrátí do zásoby.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="289" />
            <source>Load or unload a cube…</source>
            <translation>Naložit nebo vyložit kostičku…</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="292" />
            <source>Ship board: %1</source>
            <translation>Deska lodi: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="293" />
            <source>Dead zone of an artifact: nothing here works but connectors, armour plating and cargo.</source>
            <translation>Mrtvá zóna artefaktu: nefunguje tu nic kromě přípojek, nezničitelného plátování a nákladu.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="296" />
            <source>Empty: a tile placed here must touch the ship, and its connectors must fit those beside it.</source>
            <translation>Prázdné pole: dílek položený sem se musí dotýkat lodi a jeho přípojky musí sedět k sousedním dílkům.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="299" />
            <source>Take one into your hand, then place it on your ship, reserve it or put it back face up.</source>
            <translation>Vezměte si jeden do ruky a pak ho umístěte na svou loď, uskladněte nebo vraťte lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="302" />
            <source>Reserve slot: a tile kept here can be placed later; one still here when building ends is lost.</source>
            <translation>Pole pro uskladněný dílek: dílek uskladněný zde můžete umístit později; dílek, který tu zůstane do konce stavby, je ztracený.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="306" />
            <source>Face-up tiles: anyone may take one. A tile in hand (not a reserved one) may be put back here, face up.</source>
            <translation>Odkryté dílky: kdokoli si může jeden vzít. Dílek z ruky (ne uskladněný) sem lze vrátit lícem nahoru.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="310" />
            <source>Flight board, space %1: a moving ship skips the spaces other ships stand on.</source>
            <translation>Letový plán, políčko %1: loď při pohybu přeskakuje políčka, na kterých stojí jiné lodě.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="313" />
            <source>Here: connectors joined: %1, clashing: %2 (green and red marks; a clash fails the ship check).</source>
            <translation>Tady: spojených přípojek %1, nesouhlasících %2 (zelené a červené značky; s nesouhlasící přípojkou loď kontrolou neprojde).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="317" />
            <source>Now the battery that powers it: click it, or Tab to it and press Space (Esc: another choice).</source>
            <translation>Teď baterie, která ho napájí: klikněte na ni, nebo na ni přejděte tabulátorem a stiskněte mezerník (Esc: jiná volba).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="321" />
            <source>Take the tile: %1</source>
            <translation>Vzít dílek: %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="322" />
            <source>Remove the tile: %1 at %2</source>
            <translation>Odstranit dílek: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="323" />
            <source>%1 — press Space or Enter.</source>
            <translation>%1 — stiskněte mezerník nebo Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="324" />
            <source>Beware: %1 The ship check would remove it.</source>
            <translation>Pozor: %1 Kontrola lodi by ho odebrala.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="326" />
            <source>Here: connectors joined: %1, clashing: %2.</source>
            <translation>Tady: spojených přípojek %1, nesouhlasících %2.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="328" />
            <source>The tile stays in your hand.</source>
            <translation>Dílek vám zůstává v ruce.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="330" />
            <source>%1 %2 misses the ship.</source>
            <translation>%1 %2 loď mine.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="331" />
            <source>%1 %2 bounces off a smooth side.</source>
            <translation>%1 %2 se odrazí od hladké strany.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="332" />
            <source>%1 %2: the heavy cargo's armour holds.</source>
            <translation>%1 %2: nezničitelné plátování těžkého nákladu vydrží.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="333" />
            <source>%1 %2 is shot down.</source>
            <translation>%1 %2 je sestřelen.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="334" />
            <source>%1 %2 is coming: defend the ship?</source>
            <translation>%1 %2 se blíží: bránit loď?</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="335" />
            <source>%1 %2 is stopped.</source>
            <translation>%1 %2: ubráněno.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="336" />
            <source>%1 %2 hits the ship.</source>
            <translation>%1 %2 zasáhne loď.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="338" />
            <source>in column %1</source>
            <translation>ve sloupci %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="339" />
            <source>in row %1</source>
            <translation>v řádku %1</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="341" />
            <source>red</source>
            <translation>červené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="342" />
            <source>yellow</source>
            <translation>žluté</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="343" />
            <source>green</source>
            <translation>zelené</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="344" />
            <source>blue</source>
            <translation>modré</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="349" />
            <source>The connectors do not fit the tile above.</source>
            <translation>Přípojky nesedí s dílkem nad ním.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="350" />
            <source>The connectors do not fit the tile below.</source>
            <translation>Přípojky nesedí s dílkem pod ním.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="351" />
            <source>The connectors do not fit the tile on its left.</source>
            <translation>Přípojky nesedí s dílkem vlevo od něj.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="352" />
            <source>The connectors do not fit the tile on its right.</source>
            <translation>Přípojky nesedí s dílkem vpravo od něj.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="355" />
            <source>The connectors do not fit.</source>
            <translation>Přípojky nesedí.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="356" />
            <source>An engine must point to the rear.</source>
            <translation>Motor musí mířit dozadu.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="357" />
            <source>The space behind an engine must be empty.</source>
            <translation>Pole za motorem musí být prázdné.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="358" />
            <source>The space in front of a cannon must be empty.</source>
            <translation>Pole před zbraní musí být prázdné.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="359" />
            <source>Not joined to the starting cabin.</source>
            <translation>Dílek není spojen se startovním dílkem jádra lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="360" />
            <source>Two radioactive tiles are joined.</source>
            <translation>Dva dílky radioaktivního nákladu jsou spojené.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/labels.py" line="361" />
            <source>An artifact lies in another artifact's dead zone.</source>
            <translation>Artefakt leží v mrtvé zóně jiného artefaktu.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../desktop/start_page.py" line="355" />
            <source>A game was left here.</source>
            <translation>Zde zůstala rozehraná hra.</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="366" />
            <source>Saved %1 · move %2 · %3</source>
            <translation>Uloženo %1 · krok %2 · %3</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="390" />
            <source>%1 players</source>
            <translation>Počet hráčů: %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="392" />
            <source>%1–%2 players</source>
            <translation>Počet hráčů: %1–%2</translation>
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
            <translation>Pravidla</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="397" />
            <source>How %1 is played</source>
            <translation>Jak se hraje hra %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="398" />
            <source>Rules of %1</source>
            <translation>Pravidla hry %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="399" />
            <source>Continue</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="400" />
            <source>Continue the game of %1</source>
            <translation>Pokračovat ve hře %1</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="276" />
            <source>Go on with the game you left</source>
            <translation>Pokračovat v rozehrané hře</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <location filename="../desktop/model.py" line="271" />
            <source>That seat is played by a bot.</source>
            <translation>Za toto místo hraje bot.</translation>
        </message>
        <message>
            <location filename="../desktop/model.py" line="333" />
            <source>Only a player at this screen can take back a move, on his turn.</source>
            <translation>Vracet tahy může jen hráč u této obrazovky, když je na tahu.</translation>
        </message>
    </context>
    <context>
        <name>GameOptionsDialog</name>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="41" />
            <source>%1: this game's options</source>
            <translation>%1: volby této hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="56" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="60" />
            <source>Seed</source>
            <translation>Semínko</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="62" />
            <source>The seed that dealt this game: the same seed and options deal the same game.</source>
            <translation>Semínko, kterým byla tato hra rozdána: stejné semínko se stejnými volbami rozdá stejnou hru.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="65" />
            <source>Practice</source>
            <translation>Cvičná hra</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/game_options.py" line="65" />
            <source>yes: moves may be taken back without limits</source>
            <translation>ano: tahy lze vracet bez omezení</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message numerus="yes">
            <location filename="../desktop/game_page.py" line="135" />
            <location filename="../desktop/game_page.py" line="177" />
            <source>More (%n)…</source>
            <translation>
                <numerusform>Další (%n)…</numerusform>
                <numerusform>Další (%n)…</numerusform>
                <numerusform>Další (%n)…</numerusform>
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
            <translation>Loděnice</translation>
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
            <translation>žluté</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="13" />
            <source>pink</source>
            <translation>růžové</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="14" />
            <source>green</source>
            <translation>zelené</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="15" />
            <source>orange</source>
            <translation>oranžové</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="16" />
            <source>red</source>
            <translation>červené</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="17" />
            <source>blue</source>
            <translation>modré</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="20" />
            <source>one-colour ship</source>
            <translation>jednobarevnou loď</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="21" />
            <source>two-colour ship</source>
            <translation>dvoubarevnou loď</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="22" />
            <source>three-colour ship</source>
            <translation>tříbarevnou loď</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="25" />
            <source>Venice</source>
            <translation>Benátky</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="26" />
            <source>Constantinople</source>
            <translation>Konstantinopol</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="27" />
            <source>Modon</source>
            <translation>Modon</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="29" />
            <source>the {colour} sea space</source>
            <translation>{colour} mořské políčko</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="32" />
            <source>Berths in Modon</source>
            <translation>Kotviště v Modonu</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="33" />
            <source>Draw cards in Modon</source>
            <translation>Lízání karet v Modonu</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="34" />
            <source>The route for this many players has no Modon.</source>
            <translation>Trasa pro tento počet hráčů nevede přes Modon.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="35" />
            <source>Pirates</source>
            <translation>Piráti</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="36" />
            <source>Placing the ships</source>
            <translation>Rozmístění lodí</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="37" />
            <source>Start player</source>
            <translation>Začínající hráč</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="38" />
            <source>as the rules say</source>
            <translation>podle pravidel</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="39" />
            <source>2 berths</source>
            <translation>2 kotviště</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="40" />
            <source>3 berths</source>
            <translation>3 kotviště</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="41" />
            <source>on</source>
            <translation>zapnuto</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="42" />
            <source>off</source>
            <translation>vypnuto</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="43" />
            <source>chosen by the players</source>
            <translation>volí hráči</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="44" />
            <source>at random</source>
            <translation>náhodně</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="45" />
            <source>the first player</source>
            <translation>první hráč</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="48" />
            <source>{player} puts the {ship} in {port}.</source>
            <translation>{player} umístí {ship} do přístavu {port}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="49" />
            <source>Nine goods are drawn for Venice and nine for Constantinople.</source>
            <translation>Pro Benátky i pro Konstantinopol se ze sáčku vylosuje po devíti kusech zboží.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="50" />
            <source>The cards are shuffled and each player is dealt five.</source>
            <translation>Hrací karty se zamíchají a každý hráč dostane do ruky pět karet.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="51" />
            <source>{player} sends pirates with {card1} and {card2} and steals a {colour} good from {player2}.</source>
            <translation>{player} vyšle piráty s kartami {card1} a {card2} barvy a ukradne kus zboží {colour} barvy – přijde o něj {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="54" />
            <source>{player} sends pirates with two {card1} cards and steals a {colour} good from {player2}.</source>
            <translation>{player} vyšle piráty se dvěma kartami {card1} barvy a ukradne kus zboží {colour} barvy – přijde o něj {player2}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="57" />
            <source>{player} turns the robbed {ship} around.</source>
            <translation>{player} otočí přepadenou {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="58" />
            <source>{player} keeps the robbed {ship} on course.</source>
            <translation>{player} nechá přepadenou {ship} plout dál stejným směrem.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="59" />
            <source>{player} loads %n {colour} good(s) onto the {ship} in {port}.</source>
            <translation>
                <numerusform>{player} naloží v přístavu {port} na {ship} {colour} zboží: %n kus.</numerusform>
                <numerusform>{player} naloží v přístavu {port} na {ship} {colour} zboží: %n kusy.</numerusform>
                <numerusform>{player} naloží v přístavu {port} na {ship} {colour} zboží: %n kusů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="60" />
            <source>{player}'s {ship} leaves {port} empty.</source>
            <translation>{player} vypraví {ship} z přístavu {port} prázdnou.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="61" />
            <source>{port} is restocked from the bag.</source>
            <translation>Přístav {port} se doplní zbožím ze sáčku.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="62" />
            <source>{player} sails the {ship} to {place}.</source>
            <translation>{player} přesune {ship} – cíl: {place}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="63" />
            <source>{player} plays %n wind card(s).</source>
            <translation>
                <numerusform>{player} zahraje %n kartu větru.</numerusform>
                <numerusform>{player} zahraje %n karty větru.</numerusform>
                <numerusform>{player} zahraje %n karet větru.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="64" />
            <source>{player} unloads %n good(s) into the warehouse.</source>
            <translation>
                <numerusform>{player} vyloží do skladu %n kus zboží.</numerusform>
                <numerusform>{player} vyloží do skladu %n kusy zboží.</numerusform>
                <numerusform>{player} vyloží do skladu %n kusů zboží.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/golden_horn/texts.py" line="65" />
            <source>{player} draws %n card(s).</source>
            <translation>
                <numerusform>{player} si lízne %n kartu.</numerusform>
                <numerusform>{player} si lízne %n karty.</numerusform>
                <numerusform>{player} si lízne %n karet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="66" />
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>Odkládací hromádka se zamíchá a vytvoří nový balíček na lízání.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="67" />
            <source>{port} has no goods left: this round is the last.</source>
            <translation>V přístavu {port} došlo zboží: toto kolo je poslední.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="68" />
            <source>{player} announces the end of the game: this round is the last.</source>
            <translation>{player} oznámí konec hry: toto kolo je poslední.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="69" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="72" />
            <source>Ships are being placed in the home ports now.</source>
            <translation>Nyní se lodě rozmisťují do výchozích přístavů.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="73" />
            <source>The ships are already placed.</source>
            <translation>Lodě už jsou rozmístěné.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="74" />
            <source>That is not one of your ships.</source>
            <translation>To není vaše loď.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="75" />
            <source>That ship is already placed.</source>
            <translation>Tato loď už je umístěná.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="76" />
            <source>Ships start in Venice or Constantinople.</source>
            <translation>Lodě začínají v Benátkách nebo v Konstantinopoli.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="77" />
            <source>Pirates are switched off in this game.</source>
            <translation>Piráti jsou v této hře vypnutí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="78" />
            <source>You may send pirates only once a turn, before you sail.</source>
            <translation>Piráty smíte vyslat jen jednou za tah, a to před plavbou.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="79" />
            <source>You cannot rob your own ship.</source>
            <translation>Vlastní loď přepadnout nemůžete.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="80" />
            <source>Ships in Venice, Constantinople and Modon cannot be robbed.</source>
            <translation>Lodě v Benátkách, v Konstantinopoli a v Modonu nelze přepadnout.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="81" />
            <source>That ship carries no goods.</source>
            <translation>Tato loď neveze žádné zboží.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="82" />
            <source>Both pirate cards must match the colours of the target's sails.</source>
            <translation>Obě pirátské karty musí odpovídat barvám plachet napadené lodi.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="83" />
            <source>You do not hold those cards.</source>
            <translation>Tyto karty nemáte v ruce.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="84" />
            <source>Pirates take two cards, and you hold only one card of this colour.</source>
            <translation>Piráti potřebují dvě karty a vy máte v ruce jen jednu kartu této barvy.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="85" />
            <source>Only the owner of the ship just robbed empty decides whether it turns.</source>
            <translation>O otočení lodi, kterou piráti právě připravili o poslední zboží, rozhoduje jen její majitel.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="86" />
            <source>The owner of the robbed ship must first decide whether it turns.</source>
            <translation>Majitel přepadené lodi musí nejdřív rozhodnout, zda ji otočí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="87" />
            <source>You have already moved a ship this turn.</source>
            <translation>V tomto tahu už jedna z vašich lodí plula.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="88" />
            <source>You must move one of your ships first.</source>
            <translation>Nejdřív musíte přesunout jednu ze svých lodí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="89" />
            <source>You must load all goods of one colour that is not on your sails.</source>
            <translation>Musíte naložit všechno zboží jedné barvy, kterou loď nemá na plachtách.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="90" />
            <source>Goods are loaded only when a ship leaves Venice or Constantinople.</source>
            <translation>Zboží se nakládá jen při vyplutí lodi z Benátek nebo z Konstantinopole.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="91" />
            <source>The ship cannot reach that space with the cards in your hand.</source>
            <translation>S kartami, které máte v ruce, loď na toto políčko nedopluje.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="92" />
            <source>A ship sails on the way it is heading: it does not turn at sea, and it must move.</source>
            <translation>Loď pluje dál směrem, kterým míří: na moři se neotáčí a posunout se musí.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="95" />
            <source>Another ship stands there (or every berth of Modon is taken): a ship sails past it.</source>
            <translation>Tam už stojí jiná loď (nebo jsou obsazena všechna kotviště v Modonu): loď ji přepluje.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="98" />
            <source>The route has no such space.</source>
            <translation>Takové políčko trasa nemá.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="99" />
            <source>The move ends at the first port, or at Modon with a free berth.</source>
            <translation>Plavba končí v prvním přístavu nebo v Modonu s volným kotvištěm.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="100" />
            <source>You may announce the end only with goods of all six colours in your warehouse.</source>
            <translation>Konec hry smíte oznámit, jen když máte ve skladu zboží všech šesti barev.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="103" />
            <source>The end of the game has already been triggered.</source>
            <translation>Konec hry už byl vyhlášen.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="104" />
            <source>That is not allowed now.</source>
            <translation>To teď není dovoleno.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="107" />
            <source>Goods in the warehouse</source>
            <translation>Zboží ve skladu</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="108" />
            <source>Bonus for sets of different goods</source>
            <translation>Bonus za sady různého zboží</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="109" />
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="112" />
            <source>How many ships may stop in Modon at once; the rules give 2 berths with 2 players and 3 with 4 (3 players sail without Modon).</source>
            <translation>Kolik lodí smí najednou kotvit v Modonu; podle pravidel 2 kotviště ve dvou a 3 ve čtyřech (ve třech se hraje bez Modonu).</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="116" />
            <source>Whether a ship arriving in Modon draws cards as in a home port; the rules do so with 4 players.</source>
            <translation>Zda se za loď připlouvající do Modonu lízají karty jako ve výchozím přístavu; podle pravidel jen ve čtyřech.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="120" />
            <source>Off: nobody may rob ships with pirate cards (a gentler game for beginners).</source>
            <translation>Vypnuto: nikdo nesmí přepadat lodě pirátskými kartami (mírnější hra pro začátečníky).</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="123" />
            <source>Whether the players put their ships into Venice or Constantinople, or the ships are placed at random.</source>
            <translation>Zda hráči postaví své lodě do Benátek či Konstantinopole sami, nebo se rozmístí náhodně.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="127" />
            <source>Who plays first.</source>
            <translation>Kdo hraje první.</translation>
        </message>
        <message>
            <location filename="../engine/golden_horn/texts.py" line="131" />
            <source>The last move drew goods from the bag or cards from the pile: it cannot be taken back.</source>
            <translation>Poslední tah zahrnoval losování zboží ze sáčku nebo líznutí karet z balíčku: nelze ho vrátit.</translation>
        </message>
    </context>
    <context>
        <name>GoldenHornCompanion</name>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="119" />
            <source>%1 colours +%2</source>
            <translation>sada %1 barev +%2</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="22" />
            <source>Too many yellow cubes: the game has only %1.</source>
            <translation>Příliš mnoho žlutých kostek: hra jich má jen %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="23" />
            <source>Too many pink cubes: the game has only %1.</source>
            <translation>Příliš mnoho růžových kostek: hra jich má jen %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="24" />
            <source>Too many green cubes: the game has only %1.</source>
            <translation>Příliš mnoho zelených kostek: hra jich má jen %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="25" />
            <source>Too many orange cubes: the game has only %1.</source>
            <translation>Příliš mnoho oranžových kostek: hra jich má jen %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="26" />
            <source>Too many red cubes: the game has only %1.</source>
            <translation>Příliš mnoho červených kostek: hra jich má jen %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="27" />
            <source>Too many blue cubes: the game has only %1.</source>
            <translation>Příliš mnoho modrých kostek: hra jich má jen %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="181" />
            <source>Start a new session? The warehouses of this one are cleared. The names and the number of players stay.</source>
            <translation>Začít nové sezení? Sklady tohoto sezení se vyprázdní. Jména a počet hráčů zůstanou.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="195" />
            <source>Modon (side with %1 berths up)</source>
            <translation>Modon (stranou se %1 kotvišti nahoru)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="207" />
            <source>The route for %1 players, from Venice to Constantinople: %2.</source>
            <translation>Trasa pro %1 hráče, z Benátek do Konstantinopole: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="213" />
            <source>Modon is not used with three players.</source>
            <translation>Ve hře tří hráčů se Modon nepoužívá.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="215" />
            <source>With two players nobody draws cards in Modon.</source>
            <translation>Při hře dvou hráčů se v Modonu žádné nové karty nelízají.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="218" />
            <source>Each player takes the 3 ships and the warehouse of one emblem and puts the ships into Venice or Constantinople, as he likes. All %1 cubes go into the bag: draw %2 blind into Venice and %2 into Constantinople. Shuffle the %3 cards and deal %4 to each player; the rest are the face-down draw pile. The oldest player starts and takes the start-player figure.</source>
            <translation>Každý hráč si vezme 3 lodě a sklad se stejným znakem a lodě rozmístí podle libosti do Benátek nebo do Konstantinopole. Všech %1 kostek dejte do sáčku a vytáhněte z něj naslepo %2 do Benátek a %2 do Konstantinopole. Zamíchejte %3 karet a každému hráči rozdejte %4; zbytek tvoří balíček na lízání lícem dolů. Začíná nejstarší hráč a vezme si startovní figurku.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="230" />
            <source>The colours of the sea spaces from Venice, as this app lays them out (a reconstruction: the rulebook prints only the symbols; ▲ stands for red, yellow and blue, ● for orange, pink and green): %1.</source>
            <translation>Barvy mořských políček od Benátek, jak je rozkládá tato aplikace (rekonstrukce: pravidla uvádějí jen symboly; ▲ znamená červenou, žlutou a modrou, ● oranžovou, růžovou a zelenou): %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="252" />
            <source>Warehouses</source>
            <translation>Sklady</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/companion.py" line="253" />
            <source>Set-up</source>
            <translation>Příprava</translation>
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
            <translation>Jméno</translation>
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
            <translation>Mořské políčko: %1. Loď s plachtou této barvy jím propluje zdarma, jiná potřebuje kartu větru %1 barvy.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="43" />
            <source>Modon: %n berth(s). A ship that reaches it with a berth free must stop; a full Modon is skipped. Ships here cannot be robbed.</source>
            <translation>
                <numerusform>Modon: %n kotviště. Loď, která sem dopluje a najde volné kotviště, musí zastavit; plný Modon se přeskakuje. Lodě v Modonu nelze přepadnout.</numerusform>
                <numerusform>Modon: %n kotviště. Loď, která sem dopluje a najde volné kotviště, musí zastavit; plný Modon se přeskakuje. Lodě v Modonu nelze přepadnout.</numerusform>
                <numerusform>Modon: %n kotvišť. Loď, která sem dopluje a najde volné kotviště, musí zastavit; plný Modon se přeskakuje. Lodě v Modonu nelze přepadnout.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="47" />
            <source>Home port: ships arriving here unload into the warehouse and turn; a ship leaving loads all goods of one colour not on its sails.</source>
            <translation>Výchozí přístav: lodě, které sem připlují, vyloží zboží do skladu a otočí se; loď, která vyplouvá, naloží všechno zboží jedné barvy, kterou nemá na plachtách.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="51" />
            <source>%1 goods in the port: %2</source>
            <translation>Zboží %1 barvy v přístavu: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="52" />
            <source>%1 of %2 (sails: %3). Draws %n card(s) on arriving in a port.</source>
            <translation>
                <numerusform>Tuto %1 (plachty: %3) vlastní %2. Když s ní připluje do přístavu, lízne si %n kartu.</numerusform>
                <numerusform>Tuto %1 (plachty: %3) vlastní %2. Když s ní připluje do přístavu, lízne si %n karty.</numerusform>
                <numerusform>Tuto %1 (plachty: %3) vlastní %2. Když s ní připluje do přístavu, lízne si %n karet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="53" />
            <source>%1 of %2 (sails: %3). Draws %n card(s) on arriving in Venice or Constantinople, none in Modon.</source>
            <translation>
                <numerusform>Tuto %1 (plachty: %3) vlastní %2. Když s ní připluje do Benátek nebo do Konstantinopole, lízne si %n kartu; v Modonu si nelízne žádnou.</numerusform>
                <numerusform>Tuto %1 (plachty: %3) vlastní %2. Když s ní připluje do Benátek nebo do Konstantinopole, lízne si %n karty; v Modonu si nelízne žádnou.</numerusform>
                <numerusform>Tuto %1 (plachty: %3) vlastní %2. Když s ní připluje do Benátek nebo do Konstantinopole, lízne si %n karet; v Modonu si nelízne žádnou.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="23" />
            <source>Bag: %1 goods · Draw pile: %2 cards · Discards: %3</source>
            <translation>Zboží v sáčku: %1 · Balíček na lízání: %2 · Odkládací hromádka: %3</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="24" />
            <source>Last round!</source>
            <translation>Poslední kolo!</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="25" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodů</numerusform>
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
                <numerusform>Zboží: %n + bonus za sady: %1</numerusform>
                <numerusform>Zboží: %n + bonus za sady: %1</numerusform>
                <numerusform>Zboží: %n + bonus za sady: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/panels.py" line="28" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="29" />
            <source>Your hand</source>
            <translation>Karty v ruce</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="30" />
            <source>Cards in hand</source>
            <translation>Karty v ruce</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="31" />
            <source>%1 card: a wind card on a %1 space, or a pirate card against a ship with a %1 sail. Click two cards, then drag one onto a ship at sea.</source>
            <translation>Karta %1 barvy: karta větru pro políčka %1 barvy, nebo pirátská karta proti lodi s plachtou %1 barvy. Klikněte na dvě karty a jednu z nich pak přetáhněte na loď na moři.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="57" />
            <source> loading %1</source>
            <translation> a naložit %1 zboží</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/golden_horn/scene.py" line="58" />
            <source>Sail here%1: spends %n wind card(s).</source>
            <translation>
                <numerusform>Doplout sem%1: stojí %n kartu větru.</numerusform>
                <numerusform>Doplout sem%1: stojí %n karty větru.</numerusform>
                <numerusform>Doplout sem%1: stojí %n karet větru.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="59" />
            <source>Sail here%1: costs no wind card.</source>
            <translation>Doplout sem%1: nestojí žádnou kartu větru.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="60" />
            <source>Send pirates to this ship.</source>
            <translation>Vyslat piráty na tuto loď.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="61" />
            <source>Select two cards matching the sails of an opponent's loaded ship at sea.</source>
            <translation>Vyberte dvě karty v barvách plachet některé naložené soupeřovy lodi na moři.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="62" />
            <source>This ship cannot move now.</source>
            <translation>Tato loď teď nemůže plout.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="63" />
            <source>Now click an opponent's ship at sea, or drag a selected card onto it.</source>
            <translation>Teď klikněte na soupeřovu loď na moři, nebo na ni přetáhněte vybranou kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="64" />
            <source>%1 card: Space adds it to the two cards for the pirates.</source>
            <translation>Karta %1 barvy: mezerník ji přidá ke dvěma kartám pro piráty.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="65" />
            <source>%1 card, one of the two for the pirates: Space takes it back.</source>
            <translation>Karta %1 barvy, jedna ze dvou pro piráty: mezerník ji vrátí.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="66" />
            <source>Two cards chosen: choose the ship to rob with the arrow keys, then press Enter.</source>
            <translation>Dvě karty jsou vybrány: šipkami zvolte loď, na kterou vyšlete piráty, a stiskněte Enter.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="70" />
            <source>This turn, a ship leaving this port loads %1, unless that colour is on its sails.</source>
            <translation>V tomto tahu naloží loď vyplouvající z tohoto přístavu %1 zboží, pokud tuto barvu nemá na plachtách.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="73" />
            <source>Leaving this port, the %1 loads the %2 goods.</source>
            <translation>Při vyplutí z tohoto přístavu se na %1 naloží %2 zboží.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="16" />
            <source>Turn the ship around</source>
            <translation>Otočit loď</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="17" />
            <source>Keep its course</source>
            <translation>Zachovat směr</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="18" />
            <source>Announce the end</source>
            <translation>Oznámit konec hry</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="19" />
            <source>Drag each of your ships into Venice or Constantinople.</source>
            <translation>Přetáhněte každou svou loď do Benátek nebo do Konstantinopole.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="20" />
            <source>Pirates took the last goods of your %1 (heading for %2): turn it around?</source>
            <translation>Piráti vám vzali poslední zboží: otočíte %1 (teď pluje do cíle: %2)?</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="74" />
            <source>Heading for %1.</source>
            <translation>Směr: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="23" />
            <source>End your turn, or announce the end of the game: your warehouse holds every colour.</source>
            <translation>Ukončete tah, nebo oznamte konec hry: ve skladu máte zboží všech barev.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="26" />
            <source>The round is then played to its end and the game is scored. Announcing wins nothing by itself.</source>
            <translation>Kolo se pak dohraje do konce a hra se vyhodnotí. Oznámení samo o sobě vítězství nepřináší.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="78" />
            <source>%1 sea space</source>
            <translation>%1 mořské políčko</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="79" />
            <source>Ship of %1 (sails: %2)</source>
            <translation>Loď hráče %1 (plachty: %2)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/scene.py" line="81" />
            <source>Put the ship into %1.</source>
            <translation>Umístit loď do přístavu: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="35" />
            <source>The ship leaving this port loads the framed colour: click another to load it, or press L.</source>
            <translation>Loď, která vyplouvá z tohoto přístavu, naloží orámovanou barvu: klikněte na jinou, nebo stiskněte L.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="21" />
            <source>End your turn (Ctrl+E).</source>
            <translation>Ukončete tah (Ctrl+E).</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="30" />
            <source>End the turn</source>
            <translation>Ukončit tah</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="31" />
            <source>Drag one of your ships along the route. Optional first: pirates with two cards.</source>
            <translation>Přetáhněte jednu ze svých lodí po trase. Předtím můžete se dvěma kartami vyslat piráty.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/prompts.py" line="34" />
            <source>Drag one of your ships along the route.</source>
            <translation>Přetáhněte jednu ze svých lodí po trase.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/panels.py" line="38" />
            <source>The cards are dealt, five each, once every ship is in its port.</source>
            <translation>Karty se rozdají, každému pět, jakmile budou všechny lodě rozmístěny v přístavech.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="13" />
            <source>Warehouse of %1 · %2 goods: %3. Each good scores a point; sets of different goods score a bonus.</source>
            <translation>Sklad – %1 · zboží %2 barvy: %3. Každý kus zboží má hodnotu jednoho bodu; sady různého zboží přinášejí bonus.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="17" />
            <source>Cargo · %1 goods: %2. Unloaded into its owner's warehouse when the ship reaches a home port.</source>
            <translation>Náklad · zboží %1 barvy: %2. Když loď dopluje do výchozího přístavu, vyloží se do skladu jejího majitele.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="21" />
            <source>Hand of %1 · cards: %2. Their colours are hidden; each card is played as a wind card or a pirate card.</source>
            <translation>Ruka – %1 · karty: %2. Jejich barvy jsou skryté; každá karta se hraje jako karta větru, nebo jako pirátská karta.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="26" />
            <source>%1: the flags of the ships in this colour carry the same mark.</source>
            <translation>%1: stejnou značku nesou vlajky lodí této barvy.</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="27" />
            <source>%1 · points: %2 (goods in the warehouse: %3, set bonus: %4)</source>
            <translation>%1 · body: %2 (zboží ve skladu: %3, bonus za sady: %4)</translation>
        </message>
        <message>
            <location filename="../desktop/golden_horn/tips.py" line="28" />
            <source>Wind card (%1): sailing here spends it.</source>
            <translation>Karta větru %1 barvy: plavba sem ji spotřebuje.</translation>
        </message>
    </context>
    <context>
        <name>Hourglass</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="219" />
            <source>Turn the hourglass</source>
            <translation>Otočit přesýpací hodiny</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="235" />
            <source>The hourglass turns onto 2 and 1 by itself; onto start it is turned by the first player to finish building (Finish building does it for you).</source>
            <translation>Na 2 a 1 se přesýpací hodiny otáčejí samy; na start je otočí první hráč, který dostaví (udělá to za vás tlačítko Dokončit stavbu).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="240" />
            <source>When the sand has run out it may be turned; onto start only by a player who has finished.</source>
            <translation>Když se písek dosype, lze hodiny otočit; na start jen hráč, který už dostavěl.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="245" />
            <source>The sand on 1 has run out: the first player to finish turns the hourglass onto start.</source>
            <translation>Písek na 1 dotekl: na start otočí přesýpací hodiny první, kdo dostaví.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="248" />
            <source>The sand on 1 has run out: only a player who has finished may turn the hourglass onto start.</source>
            <translation>Písek na 1 dotekl: na start smí přesýpací hodiny otočit jen hráč, který už dostavěl.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="251" />
            <source>The sand has run out: anyone may turn the hourglass.</source>
            <translation>Písek dotekl: přesýpací hodiny může otočit kdokoli.</translation>
        </message>
    </context>
    <context>
        <name>HourglassDock</name>
        <message>
            <location filename="../desktop/galaxy_trucker/hourglass.py" line="308" />
            <source>Hourglass</source>
            <translation>Přesýpací hodiny</translation>
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
            <translation>otočte je!</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="38" />
            <location filename="../desktop/dialogs/keys.py" line="84" />
            <source>Arrow keys</source>
            <translation>Šipky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="44" />
            <source>Put a piece back, even one you are carrying with the mouse</source>
            <translation>Vrátit herní prvek zpět, i ten nesený myší</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="46" />
            <source>wheel while carrying</source>
            <translation>kolečko při nesení</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="46" />
            <source>right click</source>
            <translation>pravé tlačítko</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="47" />
            <source>Turn a Galaxy Trucker tile or a Shipyard canal</source>
            <translation>Otočit dílek v Galaxy Trucker nebo kanál v Loděnici</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="49" />
            <source>Golden Horn: the next colour of goods to load</source>
            <translation>Golden Horn: další barva zboží k naložení</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="50" />
            <source>The buttons above the board, from the left</source>
            <translation>Tlačítka nad herním plánem, zleva</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="52" />
            <source>Galaxy Trucker's real-time build: pause the sand and the bots</source>
            <translation>Stavba v reálném čase v Galaxy Trucker: zastavit přesýpací hodiny i boty</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="55" />
            <source>Find in the game log (in the rules window: in the rules)</source>
            <translation>Hledat v průběhu hry (v okně pravidel: v pravidlech)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="58" />
            <source>Mouse wheel</source>
            <translation>Kolečko myši</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="39" />
            <source>Choose where the picked piece goes: the places in turn (right or down: the next one)</source>
            <translation>Zvolit, kam vybraný herní prvek půjde: místa jedno po druhém (vpravo nebo dolů: další)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="23" />
            <source>Pick the next or the previous piece you may move, then each thing a click chooses (a card, a tile to take or to remove)</source>
            <translation>Vybrat další nebo předchozí herní prvek, kterým smíte táhnout, a potom vše, o čem rozhoduje kliknutí (kartu, dílek k vzetí nebo odstranění)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="31" />
            <source>Like Tab, past the rest of the same kind: to the next or the previous column of ship parts, offer, hand or row of things to choose</source>
            <translation>Jako Tab, ale přeskočí zbytek téhož druhu: na další nebo předchozí sloupec lodních dílů, nabídku, ruku nebo řadu věcí k výběru</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="43" />
            <source>Put the piece there, or choose the thing Tab is on</source>
            <translation>Položit herní prvek tam, nebo zvolit to, na čem stojí Tab</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="51" />
            <source>Every button above the board in a list, to choose with the arrows</source>
            <translation>Všechna tlačítka nad herním plánem v seznamu, k výběru šipkami</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="59" />
            <source>Zoom the board in or out; 0 fits it to the window</source>
            <translation>Přiblížit nebo oddálit herní plán; 0 ho přizpůsobí oknu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="62" />
            <source>Right or middle drag</source>
            <translation>Tažení pravým nebo prostředním tlačítkem</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="62" />
            <source>Ctrl+arrow keys</source>
            <translation>Ctrl+šipky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="63" />
            <source>Move the board</source>
            <translation>Posunout herní plán</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="69" />
            <source>Play the replay, or pause it</source>
            <translation>Přehrát záznam nebo ho pozastavit</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="70" />
            <source>One move back or forward</source>
            <translation>O krok zpět nebo vpřed</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="71" />
            <source>To the start or to the end of the game</source>
            <translation>Na začátek nebo na konec hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="72" />
            <source>Close the replay</source>
            <translation>Zavřít záznam</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="79" />
            <source>Roll the dice or turn the hourglass on the open tab (of two sets of dice, the ones rolled last)</source>
            <translation>Hodit kostkami nebo otočit hodiny na otevřené záložce (kostky použité naposledy)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="84" />
            <source>The next or the previous tab</source>
            <translation>Další nebo předchozí záložka</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="154" />
            <source>Keyboard and mouse</source>
            <translation>Klávesnice a myš</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="156" />
            <source>Keys</source>
            <translation>Klávesy</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="156" />
            <source>What they do</source>
            <translation>Co dělají</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="157" />
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="159" />
            <source>On the board</source>
            <translation>Na herním plánu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="165" />
            <source>At the table</source>
            <translation>U stolu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="165" />
            <source>In a replay</source>
            <translation>Při přehrávání záznamu</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/keys.py" line="171" />
            <source>In the menus</source>
            <translation>V nabídkách</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <location filename="../desktop/common/log_dock.py" line="323" />
            <location filename="../desktop/common/log_dock.py" line="324" />
            <source>Game log</source>
            <translation>Průběh hry</translation>
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
            <translation>Vaše nedohraná hra %1 byla uschována jako %2 (Hra ▸ Otevřít nedávné).</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="23" />
            <source>Saving is off: a folder cannot be used</source>
            <translation>Ukládání je vypnuté: složku nelze použít</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="24" />
            <source>Přístav cannot use %1. Games are kept only until you quit.</source>
            <translation>Přístav nemůže použít %1. Hry se uchovají jen do ukončení aplikace.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="235" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="216" />
            <source>At the table</source>
            <translation>U stolu</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="222" />
            <source>Replay</source>
            <translation>Záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="227" />
            <source>Game board</source>
            <translation>Herní plán</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="230" />
            <source>Tab picks a piece, the arrow keys a place, Enter puts it there; Alt and a digit press the buttons above.</source>
            <translation>Tab vybere herní prvek, šipky místo, Enter ho tam položí; Alt s číslicí stiskne tlačítka nahoře.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="236" />
            <source>Open &amp;Recent</source>
            <translation>Otevřít n&amp;edávné</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="237" />
            <source>&amp;Edit</source>
            <translation>Úpr&amp;avy</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="238" />
            <source>&amp;Play</source>
            <translation>&amp;Tah</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="239" />
            <source>&amp;View</source>
            <translation>&amp;Zobrazit</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="240" />
            <source>&amp;Help</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="242" />
            <source>&amp;New Game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="243" />
            <source>&amp;Open…</source>
            <translation>&amp;Otevřít…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="244" />
            <source>&amp;Save</source>
            <translation>&amp;Uložit</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="245" />
            <source>Save &amp;As…</source>
            <translation>Uložit j&amp;ako…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="246" />
            <source>&amp;Back to the Start Page</source>
            <translation>Zpět na ú&amp;vodní stránku</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="247" />
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="248" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="249" />
            <source>&amp;Redo</source>
            <translation>Z&amp;novu</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="250" />
            <source>&amp;Hint</source>
            <translation>&amp;Poradit tah</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="251" />
            <source>&amp;End Turn</source>
            <translation>&amp;Ukončit tah</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="252" />
            <source>&amp;Full Screen</source>
            <translation>&amp;Celá obrazovka</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="253" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Přiblížit</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="254" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Oddálit</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="255" />
            <source>Fit the &amp;Board</source>
            <translation>Zobrazit celý &amp;herní plán</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="256" />
            <source>&amp;Rules</source>
            <translation>&amp;Pravidla</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="257" />
            <source>&amp;Settings…</source>
            <translation>Na&amp;stavení…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="258" />
            <source>&amp;About Přístav</source>
            <translation>&amp;O aplikaci Přístav</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="259" />
            <source>&amp;Keyboard and Mouse</source>
            <translation>&amp;Klávesnice a myš</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="260" />
            <source>&amp;Finished Games and Replays…</source>
            <translation>&amp;Dohrané hry a záznamy…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="261" />
            <source>This Game's O&amp;ptions…</source>
            <translation>Vol&amp;by této hry…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="262" />
            <source>Restore the &amp;Panels</source>
            <translation>Obnovit &amp;rozložení panelů</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="263" />
            <source>&amp;Next Part of the Window</source>
            <translation>&amp;Další část okna</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="264" />
            <source>Pre&amp;vious Part of the Window</source>
            <translation>Př&amp;edchozí část okna</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="279" />
            <source>Game &amp;Log</source>
            <translation>Prů&amp;běh hry</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="280" />
            <source>&amp;Score History</source>
            <translation>&amp;Vývoj skóre</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="675" />
            <source>Hint: %1 (lit on the board).</source>
            <translation>Rada: %1 (zvýrazněno na plánu).</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="23" />
            <source>Cannot open the game</source>
            <translation>Hru nelze otevřít</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="24" />
            <source>%1

The file was left as it is.</source>
            <translation>%1

Soubor zůstal beze změny.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="25" />
            <source>Not autosaved: another Přístav window plays this game</source>
            <translation>Automaticky se neukládá: hra je otevřená v jiném okně Přístavu</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="26" />
            <source>Only one window at a time keeps a game's autosave, so neither overwrites the other.</source>
            <translation>Hru automaticky ukládá vždy jen jedno okno, aby se okna navzájem nepřepisovala.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="29" />
            <source>Play with the mouse or the keys: Tab picks a piece, the arrows a place, Enter plays. %1 lists all keys.</source>
            <translation>Hrajte myší nebo klávesnicí: Tab vybere herní prvek, šipky místo, Enter tah provede. Všechny klávesy: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="33" />
            <source>Something went wrong inside Přístav; the details are in %1. Your game is kept.</source>
            <translation>V aplikaci Přístav se něco pokazilo; podrobnosti jsou v %1. Vaše hra zůstává uložená.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="36" />
            <source>Something went wrong inside Přístav. Your game is kept.</source>
            <translation>V aplikaci Přístav se něco pokazilo. Vaše hra zůstává uložená.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="37" />
            <source>A bot failed: %1</source>
            <translation>Chyba bota: %1</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="25" />
            <source>Save the game</source>
            <translation>Uložit hru</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="26" />
            <source>Přístav games (*.json)</source>
            <translation>Hry aplikace Přístav (*.json)</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="27" />
            <source>Cannot save</source>
            <translation>Nelze uložit</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="28" />
            <source>Saved to %1</source>
            <translation>Uloženo do %1</translation>
        </message>
        <message>
            <location filename="../desktop/game_files.py" line="29" />
            <source>Open a game</source>
            <translation>Otevřít hru</translation>
        </message>
        <message>
            <location filename="../desktop/recent_menu.py" line="23" />
            <source>The file is not there now.</source>
            <translation>Soubor tu teď není.</translation>
        </message>
        <message>
            <location filename="../desktop/recent_menu.py" line="26" />
            <source>(none)</source>
            <translation>(žádné)</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="505" />
            <source>Wait for your turn.</source>
            <translation>Počkejte, až budete na tahu.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="39" />
            <source>To play: everyone at once</source>
            <translation>Na tahu: všichni najednou</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="40" />
            <source>To play: %1</source>
            <translation>Na tahu: %1</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="41" />
            <source>To play: %1 (bot)</source>
            <translation>Na tahu: %1 (bot)</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="42" />
            <source>Game over</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="644" />
            <source>You cannot end your turn yet.</source>
            <translation>Tah ještě nemůžete ukončit.</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="656" />
            <source>Looking for a good move…</source>
            <translation>Hledám dobrý tah…</translation>
        </message>
        <message>
            <location filename="../desktop/main_window.py" line="671" />
            <source>Hint: the highlighted move.</source>
            <translation>Rada: zvýrazněný tah.</translation>
        </message>
        <message>
            <location filename="../desktop/status_line.py" line="38" />
            <source>%1 is thinking… %2 s</source>
            <translation>%1 přemýšlí… %2 s</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="341" />
            <source>Every player needs a name.</source>
            <translation>Každý hráč musí mít jméno.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="348" />
            <source>Players %1 and %2 have the same colour (%3). Choose a different colour for one of them.</source>
            <translation>Hráči %1 a %2 mají stejnou barvu (%3). Jednomu z nich vyberte jinou barvu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Easy</source>
            <translation>Snadný</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="467" />
            <source>Hard</source>
            <translation>Těžký</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="472" />
            <source>Easy: plays any move the rules allow.</source>
            <translation>Snadný: hraje jakýkoli tah, který pravidla dovolí.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="473" />
            <source>Normal: plays with a plan.</source>
            <translation>Normální: hraje s plánem.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="474" />
            <source>Hard: looks ahead before it plays.</source>
            <translation>Těžký: než zahraje, propočítá tahy dopředu.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="481" />
            <source>New game – %1</source>
            <translation>Nová hra – %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="483" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Počet hráčů:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="484" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="485" />
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="486" />
            <source>Played by</source>
            <translation>Hraje</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="487" />
            <source>Bot level</source>
            <translation>Úroveň bota</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="488" />
            <source>Colour</source>
            <translation>Barva</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="491" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="499" />
            <source>Name of player %1</source>
            <translation>Jméno hráče %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="501" />
            <source>Player %1 – played by</source>
            <translation>Hráč %1 – hraje</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="502" />
            <source>Player %1 – bot level</source>
            <translation>Hráč %1 – úroveň bota</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="503" />
            <source>Player %1 – colour</source>
            <translation>Hráč %1 – barva</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="504" />
            <source>Human</source>
            <translation>Člověk</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="505" />
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="511" />
            <source>Game options</source>
            <translation>Volby hry</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="516" />
            <source>&amp;Seed:</source>
            <translation>&amp;Semínko:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="517" />
            <source>The same seed and options deal the same game again.</source>
            <translation>Se stejným semínkem a stejnými volbami se rozdá znovu stejná hra.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="518" />
            <source>New seed</source>
            <translation>Nové semínko</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="519" />
            <source>&amp;Practice (undo without limits)</source>
            <translation>&amp;Cvičná hra (vracení tahů bez omezení)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="523" />
            <source>Any move may be taken back, the bots' too, even past a die roll or a card drawn. Chance stays as it fell: played again, the same moves roll the same dice and draw the same cards. A practice game is not a fair one: you see what chance brings before you choose.</source>
            <translation>Vrátit lze každý tah, i tahy botů, i za hod kostkami nebo lízání karty. Náhoda zůstane, jak padla: stejné tahy zahrané znovu hodí stejná čísla a líznou stejné karty. Cvičná hra tedy není férová: víte, co náhoda přinese, dřív než se rozhodnete.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="529" />
            <source>&amp;Start game</source>
            <translation>&amp;Zahájit hru</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="530" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="531" />
            <source>&amp;Rules</source>
            <translation>P&amp;ravidla</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/new_game.py" line="532" />
            <source>The rules of the game and what each option changes</source>
            <translation>Pravidla hry a co mění která volba</translation>
        </message>
    </context>
    <context>
        <name>PauseControl</name>
        <message>
            <location filename="../desktop/pause.py" line="29" />
            <source>&amp;Pause</source>
            <translation>Po&amp;zastavit</translation>
        </message>
        <message>
            <location filename="../desktop/pause.py" line="31" />
            <source>The sand and the bots wait; the board is hidden until you go on</source>
            <translation>Přesýpací hodiny i boti čekají; herní plán je skrytý, dokud nebudete pokračovat</translation>
        </message>
    </context>
    <context>
        <name>PilesDialog</name>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="69" />
            <source>Flight cards of round %1: the three open piles, in any order the flight may bring them.</source>
            <translation>Letové karty %1. etapy: tři odkryté balíčky; let je může přinést v libovolném pořadí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/galaxy_trucker/piles.py" line="74" />
            <source>The fourth pile (%n card(s)) stays hidden until the flight.</source>
            <translation>
                <numerusform>Čtvrtý balíček (%n karta) zůstává až do letu skrytý.</numerusform>
                <numerusform>Čtvrtý balíček (%n karty) zůstává až do letu skrytý.</numerusform>
                <numerusform>Čtvrtý balíček (%n karet) zůstává až do letu skrytý.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/piles.py" line="83" />
            <source>Pile %1</source>
            <translation>Balíček %1</translation>
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
            <translation>&amp;Hledat v:</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="36" />
            <source>Files of &amp;type:</source>
            <translation>Soubory &amp;typu:</translation>
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
            <translation>Uložit</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="14" />
            <source>Save All</source>
            <translation>Uložit vše</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="15" />
            <source>Open</source>
            <translation>Otevřít</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="16" />
            <source>&amp;Yes</source>
            <translation>&amp;Ano</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="17" />
            <source>Yes to &amp;All</source>
            <translation>Ano pro &amp;všechny</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="18" />
            <source>&amp;No</source>
            <translation>&amp;Ne</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="19" />
            <source>N&amp;o to All</source>
            <translation>N&amp;e pro všechny</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="20" />
            <source>Abort</source>
            <translation>Přerušit</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="21" />
            <source>Retry</source>
            <translation>Zkusit znovu</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="22" />
            <source>Ignore</source>
            <translation>Ignorovat</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="23" />
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="24" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="25" />
            <source>Discard</source>
            <translation>Zahodit</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="26" />
            <source>Help</source>
            <translation>Nápověda</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="27" />
            <source>Apply</source>
            <translation>Použít</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="28" />
            <source>Reset</source>
            <translation>Obnovit</translation>
        </message>
        <message>
            <location filename="../desktop/common/qt_words.py" line="29" />
            <source>Restore Defaults</source>
            <translation>Obnovit výchozí</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../desktop/replay.py" line="166" />
            <source>Pause</source>
            <translation>Pozastavit</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="166" />
            <source>Play</source>
            <translation>Přehrát</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="173" />
            <source>Move %1 of %2</source>
            <translation>Krok %1 z %2</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="199" />
            <source>To the start (Home)</source>
            <translation>Na začátek (Home)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="200" />
            <source>One move back (←)</source>
            <translation>O krok zpět (←)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="201" />
            <source>One move forward (→)</source>
            <translation>O krok vpřed (→)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="202" />
            <source>To the end (End)</source>
            <translation>Na konec (End)</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="203" />
            <source>Drag to any point of the game</source>
            <translation>Přetáhněte na kterýkoli okamžik hry</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="206" />
            <source>Speed:</source>
            <translation>Rychlost:</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="209" />
            <source>Close the replay</source>
            <translation>Zavřít záznam</translation>
        </message>
        <message>
            <location filename="../desktop/replay.py" line="210" />
            <source>Close the replay (Esc)</source>
            <translation>Zavřít záznam (Esc)</translation>
        </message>
    </context>
    <context>
        <name>ReplayControl</name>
        <message>
            <location filename="../desktop/replay_control.py" line="41" />
            <source>Watch a replay</source>
            <translation>Přehrát záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/replay_control.py" line="43" />
            <source>Přístav games (*.json)</source>
            <translation>Hry aplikace Přístav (*.json)</translation>
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
            <translation>Určete surovinu, kterou vám musí všichni odevzdat</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="135" />
            <source>Every other player gives you all their cards of the resource you name.</source>
            <translation>Všichni ostatní hráči vám odevzdají všechny své karty suroviny, kterou určíte.</translation>
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
            <translation>Součet %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/common/dice.py" line="118" />
            <source>Rolled %n time(s)</source>
            <translation>
                <numerusform>Padl %n×</numerusform>
                <numerusform>Padl %n×</numerusform>
                <numerusform>Padl %n×</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="119" />
            <source>Expected: %1</source>
            <translation>Očekáváno: %1</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="161" />
            <source>Rolls against chance</source>
            <translation>Hody oproti očekávání</translation>
        </message>
        <message>
            <location filename="../desktop/common/dice.py" line="162" />
            <source>Bars: how often each result came up this session. Line: how often chance expects it.</source>
            <translation>Sloupce: jak často každý výsledek v tomto sezení padl. Čára: jak často ho čeká náhoda.</translation>
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
            <translation>Etapa %1 skončila: co vynesla</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/results.py" line="147" />
            <source>Build the next ship</source>
            <translation>Stavět další loď</translation>
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
            <translation>Kredity po každé etapě</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="133" />
            <location filename="../desktop/dialogs/rules.py" line="140" />
            <source>No rules page for this game yet.</source>
            <translation>Pravidla této hry zatím nejsou k dispozici.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="148" />
            <source>Rules – %1</source>
            <translation>Pravidla – %1</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/rules.py" line="149" />
            <source>Close</source>
            <translation>Zavřít</translation>
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
            <translation>Soubor nelze přečíst: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="33" />
            <source>The file is not a Přístav save (not valid JSON; it may be truncated).</source>
            <translation>Soubor není uložená hra aplikace Přístav (není to platný JSON; soubor může být neúplný).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="34" />
            <source>The file is not a Přístav save.</source>
            <translation>Soubor není uložená hra aplikace Přístav.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="35" />
            <source>The save is of format version {version}; this version of Přístav reads up to {supported}.</source>
            <translation>Uložená hra má formát verze {version}; tato verze aplikace Přístav umí číst nejvýše verzi {supported}.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="38" />
            <source>The save is of an unknown game "{game}".</source>
            <translation>Uložená hra patří k neznámé hře „{game}“.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="39" />
            <source>The save's field "{field}" is missing or invalid.</source>
            <translation>Pole „{field}“ v uložené hře chybí nebo je neplatné.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="40" />
            <source>The save's options are invalid: {reason}</source>
            <translation>Volby uložené hry jsou neplatné: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="41" />
            <source>Move {index} in the save is not a valid action: {reason}</source>
            <translation>Krok č. {index} v uložené hře není platná akce: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="42" />
            <source>Move {index} in the save breaks the rules: {reason}</source>
            <translation>Krok č. {index} v uložené hře porušuje pravidla: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="43" />
            <source>The game could not be saved: {reason}</source>
            <translation>Hru se nepodařilo uložit: {reason}</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="44" />
            <source>Move {index} in the save records a chance outcome the game cannot produce.</source>
            <translation>Krok č. {index} v uložené hře zaznamenává výsledek náhody, který hra nemůže dát.</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="45" />
            <source>The file is damaged and cannot be loaded ({reason}).</source>
            <translation>Soubor je poškozený a nelze ho načíst ({reason}).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="46" />
            <source>The file is too large to be a Přístav save ({size} MB).</source>
            <translation>Soubor je příliš velký na uloženou hru Přístavu ({size} MB).</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="48" />
            <source>the file or its folder does not exist</source>
            <translation>soubor nebo jeho složka neexistuje</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="49" />
            <source>permission denied</source>
            <translation>přístup odepřen</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="50" />
            <source>it is a folder, not a file</source>
            <translation>je to složka, ne soubor</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="51" />
            <source>a file stands in the path where a folder should be</source>
            <translation>v cestě stojí soubor tam, kde má být složka</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="52" />
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="53" />
            <source>the disk is read-only</source>
            <translation>disk je jen pro čtení</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="54" />
            <source>it is not a text file (UTF-8)</source>
            <translation>není to textový soubor (UTF-8)</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="77" />
            <source>the entry is not a move record</source>
            <translation>záznam není zápisem tahu</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="78" />
            <source>it names no seat of this game</source>
            <translation>neuvádí žádné místo hráče této hry</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="79" />
            <source>its chance outcomes are not a list</source>
            <translation>jeho výsledky náhody nejsou seznam</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="80" />
            <source>it is not a move of this game</source>
            <translation>není to tah této hry</translation>
        </message>
        <message>
            <location filename="../engine/core/match.py" line="81" />
            <source>its field {field} holds a value of the wrong kind</source>
            <translation>jeho pole {field} obsahuje hodnotu nesprávného druhu</translation>
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
            <translation>Tah</translation>
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
            <translation>Rozpis bodů</translation>
        </message>
        <message>
            <location filename="../desktop/common/score_dock.py" line="41" />
            <source>Turn %1 · %2</source>
            <translation>Tah %1 · %2</translation>
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
            <translation>Rychlé (bez animace)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="136" />
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="137" />
            <source>Slow</source>
            <translation>Pomalé</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="143" />
            <source>Settings</source>
            <translation>Nastavení</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="144" />
            <source>&amp;Language:</source>
            <translation>&amp;Jazyk:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="145" />
            <source>System default</source>
            <translation>Podle systému</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="146" />
            <source>&amp;Bot pace:</source>
            <translation>&amp;Tempo botů:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="147" />
            <source>How long a bot's move stays on screen before the next one.</source>
            <translation>Jak dlouho zůstane tah bota na obrazovce, než přijde další.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="150" />
            <source>&amp;Animate moves</source>
            <translation>&amp;Animovat tahy</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="151" />
            <source>Bots may &amp;offer me trades (Catan)</source>
            <translation>Boti mi smějí &amp;nabízet obchody (Osadníci z Katanu)</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="152" />
            <source>&amp;Sounds</source>
            <translation>&amp;Zvuky</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="154" />
            <source>Dice, a piece built, a card, your turn, the sand running out.</source>
            <translation>Kostky, nová stavba, karta, váš tah, dosypaný písek.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="156" />
            <source>No program to play sounds was found on this computer.</source>
            <translation>Na tomto počítači se nenašel program, který by zvuky přehrál.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="158" />
            <source>&amp;Volume:</source>
            <translation>&amp;Hlasitost:</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="160" />
            <source>Off: bots trade among themselves and never ask you; you can still offer trades to them.</source>
            <translation>Vypnuto: boti obchodují jen mezi sebou a vás se neptají; vy jim obchody nabízet můžete dál.</translation>
        </message>
        <message>
            <location filename="../desktop/dialogs/settings_dialog.py" line="162" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
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
            <translation>Pronájem kanálu</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="15" />
            <source>Equipment Production</source>
            <translation>Výroba vybavení</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="16" />
            <source>Crew Recruitment</source>
            <translation>Nábor posádky</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="17" />
            <source>Hire Employees</source>
            <translation>Najímání zaměstnanců</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="18" />
            <source>Buy Goods</source>
            <translation>Nákup zboží</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="19" />
            <source>Stock Exchange</source>
            <translation>Burza</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="20" />
            <source>Subsidy</source>
            <translation>Dotace</translation>
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
            <translation>lodní šroub</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="26" />
            <source>crane</source>
            <translation>jeřáb</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="27" />
            <source>cannon</source>
            <translation>dělo</translation>
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
            <translation>voják</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="33" />
            <source>coal</source>
            <translation>uhlí</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="34" />
            <source>steel</source>
            <translation>ocel</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="35" />
            <source>wheat</source>
            <translation>obilí</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="38" />
            <source>engineer</source>
            <translation>inženýr</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="39" />
            <source>recruiter</source>
            <translation>náborář</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="40" />
            <source>merchant (employee)</source>
            <translation>obchodník (zaměstnanec)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="41" />
            <source>constructor</source>
            <translation>konstruktér</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="42" />
            <source>helmsman</source>
            <translation>kormidelník</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="43" />
            <source>yardman</source>
            <translation>ráhnař</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="44" />
            <source>accountant</source>
            <translation>účetní</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="45" />
            <source>foreman</source>
            <translation>předák</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="66" />
            <source>Employees on the oval</source>
            <translation>Zaměstnanci na oválu</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="67" />
            <source>at random</source>
            <translation>náhodně</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="68" />
            <source>first game: one engineer or recruiter per space</source>
            <translation>první hra: na každém políčku jeden inženýr nebo náborář</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="69" />
            <source>Start player</source>
            <translation>Začínající hráč</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="70" />
            <source>chosen at random</source>
            <translation>určen náhodně</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="75" />
            <source>{player} chooses {card} as the final action.</source>
            <translation>{player} si jako závěrečnou akci vybírá kartičku {card}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="76" />
            <source>{player} cannot carry out the action: nothing happens.</source>
            <translation>{player} nemůže akci provést: nic se nestane.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="77" />
            <source>{player} pays 6 coins for the bonus action {card}.</source>
            <translation>{player} platí 6 zl. za bonusovou akci {card}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="78" />
            <source>{player} buys %n ship part(s) for {coins}.</source>
            <translation>
                <numerusform>{player} kupuje %n lodní díl za {coins}</numerusform>
                <numerusform>{player} kupuje %n lodní díly za {coins}</numerusform>
                <numerusform>{player} kupuje %n lodních dílů za {coins}</numerusform>
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
                <numerusform>{player} platí %n zl. a najímá zaměstnance: {employee}.</numerusform>
                <numerusform>{player} platí %n zl. a najímá zaměstnance: {employee}.</numerusform>
                <numerusform>{player} platí %n zl. a najímá zaměstnance: {employee}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="90" />
            <source>{card}, holding two of {player}'s figures, moves to the head of the action track; one figure moves on to {card2}.</source>
            <translation>{player}: kartička {card} se dvěma figurkami se přesouvá do čela nabídky akcí; jedna z figurek přechází na kartičku {card2}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="98" />
            <source>{player} hires the {employee} free of charge.</source>
            <translation>{player} zdarma najímá zaměstnance: {employee}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="101" />
            <source>{player} receives a subsidy of 2 coins.</source>
            <translation>{player} dostává dotaci 2 zl.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="105" />
            <source>{player}'s ship has no captain: it is dismantled.</source>
            <translation>{player}: loď nemá kapitána – je rozmontována.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="106" />
            <source>{player}'s canal system is too short for speed {speed}: the ship is dismantled.</source>
            <translation>{player}: systém kanálů je pro rychlost {speed} příliš krátký – loď je rozmontována.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="74" />
            <source>{player} chooses {card} and receives %n coin(s).</source>
            <translation>
                <numerusform>{player} si vybírá akci {card} a dostává příjem %n zl.</numerusform>
                <numerusform>{player} si vybírá akci {card} a dostává příjem %n zl.</numerusform>
                <numerusform>{player} si vybírá akci {card} a dostává příjem %n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="80" />
            <source>{player} rents a canal for %n coin(s).</source>
            <translation>
                <numerusform>{player} si pronajímá kanál za %n zl.</numerusform>
                <numerusform>{player} si pronajímá kanál za %n zl.</numerusform>
                <numerusform>{player} si pronajímá kanál za %n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="81" />
            <source>{player} pays %n coin(s) and takes: {items}.</source>
            <translation>
                <numerusform>{player} platí %n zl. a bere si: {items}.</numerusform>
                <numerusform>{player} platí %n zl. a bere si: {items}.</numerusform>
                <numerusform>{player} platí %n zl. a bere si: {items}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="83" />
            <source>{player} buys a goods wagon card for %n coin(s).</source>
            <translation>
                <numerusform>{player} kupuje kartičku vagónů se zbožím za %n zl.</numerusform>
                <numerusform>{player} kupuje kartičku vagónů se zbožím za %n zl.</numerusform>
                <numerusform>{player} kupuje kartičku vagónů se zbožím za %n zl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="84" />
            <source>{player} sells goods for %n coin(s) and takes: {items}.</source>
            <translation>
                <numerusform>{player} prodává zboží za %n zl. a bere si: {items}.</numerusform>
                <numerusform>{player} prodává zboží za %n zl. a bere si: {items}.</numerusform>
                <numerusform>{player} prodává zboží za %n zl. a bere si: {items}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="85" />
            <source>{player} sells all the goods for %n coin(s).</source>
            <translation>
                <numerusform>{player} prodává všechno zboží za %n zl.</numerusform>
                <numerusform>{player} prodává všechno zboží za %n zl.</numerusform>
                <numerusform>{player} prodává všechno zboží za %n zl.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="94" />
            <source>{player} chooses {card} (no income).</source>
            <translation>{player} si vybírá akci {card} (bez příjmu).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="96" />
            <source>{player} rents a canal free of charge.</source>
            <translation>{player} si pronajímá kanál zdarma.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="97" />
            <source>{player} takes free of charge: {items}.</source>
            <translation>{player} si zdarma bere: {items}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="99" />
            <source>{player} takes a goods wagon card free of charge.</source>
            <translation>{player} si zdarma bere kartičku vagónů se zbožím.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="100" />
            <source>{player} exchanges all the goods for: {items}.</source>
            <translation>{player} vyměňuje všechno zboží za: {items}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="102" />
            <source>{player}'s ship of {length} parts (speed {speed}) scores %n point(s) before sailing.</source>
            <translation>
                <numerusform>{player} získává %n bod za loď o {length} dílech (rychlost {speed}) před vyplutím.</numerusform>
                <numerusform>{player} získává %n body za loď o {length} dílech (rychlost {speed}) před vyplutím.</numerusform>
                <numerusform>{player} získává %n bodů za loď o {length} dílech (rychlost {speed}) před vyplutím.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="109" />
            <source>{player}'s ship scores %n point(s) on its maiden voyage.</source>
            <translation>
                <numerusform>{player} získává za slavnostní plavbu lodi %n bod.</numerusform>
                <numerusform>{player} získává za slavnostní plavbu lodi %n body.</numerusform>
                <numerusform>{player} získává za slavnostní plavbu lodi %n bodů.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="110" />
            <source>The Blue Riband brings %n point(s).</source>
            <translation>
                <numerusform>Modrá stuha přináší %n bod.</numerusform>
                <numerusform>Modrá stuha přináší %n body.</numerusform>
                <numerusform>Modrá stuha přináší %n bodů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="111" />
            <source>The action cards complete a lap: the round counter moves down.</source>
            <translation>Kartičky akcí dokončily okruh: ukazatel kola se posouvá dolů.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="112" />
            <source>A deck of ship parts is exhausted: the game will end early.</source>
            <translation>Balíček lodních dílů je vyčerpán: hra skončí předčasně.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="114" />
            <source>{player} plays the last regular turn; then every player takes one final action.</source>
            <translation>{player} odehraje poslední regulérní tah; potom každý hráč provede jednu závěrečnou akci.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="117" />
            <source>{player} discards contracts face down.</source>
            <translation>{player} lícem dolů odhazuje zakázky.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="118" />
            <source>Regular play is over: every player takes one final action.</source>
            <translation>Řádná hra skončila: každý hráč provede jednu závěrečnou akci.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="119" />
            <source>The last chance to complete a ship.</source>
            <translation>Poslední šance dokončit loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="120" />
            <source>{player} buys no part.</source>
            <translation>{player} nekupuje žádný díl.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="121" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="124" />
            <source>That move does not fit this moment of the turn.</source>
            <translation>Tento krok teď v této fázi tahu nelze provést.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="125" />
            <source>There is no such action card in play.</source>
            <translation>Taková kartička akce ve hře není.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="126" />
            <source>The lead action card cannot be chosen.</source>
            <translation>Vedoucí kartičku akce si vybrat nelze.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="127" />
            <source>A figure already stands on that action card.</source>
            <translation>Na této kartičce akce už stojí figurka.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="137" />
            <source>You cannot carry out that action now: no employee on the oval is one you may hire and pay for (the steps, and for an engineer or a recruiter a surcharge of 1 coin).</source>
            <translation>Tuto akci teď nemůžete provést: na oválu není zaměstnanec, kterého smíte najmout a na kterého máte (kroky a u inženýra či náboráře přirážka 1 zlatý).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="146" />
            <source>A bonus action costs 6 coins.</source>
            <translation>Bonusová akce stojí 6 zlatých.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="150" />
            <source>Only one bonus action a turn.</source>
            <translation>V jednom tahu lze koupit jen jednu bonusovou akci.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="151" />
            <source>No bonus action may be bought with the final action.</source>
            <translation>K závěrečné akci nelze dokoupit bonusovou akci.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="147" />
            <source>The bonus action must be a different card from the one you chose this turn.</source>
            <translation>Bonusová akce musí být jiná než ta, kterou jste si v tomto tahu vybrali.</translation>
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
            <translation>libovolný člen posádky</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="71" />
            <source>the first player</source>
            <translation>první hráč</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="87" />
            <source>{player} takes back the figure from {card}: the card moves to the head of the action track.</source>
            <translation>{player} bere zpět figurku z kartičky {card}: kartička se přesouvá do čela nabídky akcí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/shipyard/texts.py" line="95" />
            <source>{player} takes %n ship part(s) free of charge.</source>
            <translation>
                <numerusform>{player} si zdarma bere %n lodní díl.</numerusform>
                <numerusform>{player} si zdarma bere %n lodní díly.</numerusform>
                <numerusform>{player} si zdarma bere %n lodních dílů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="128" />
            <source>You cannot carry out that action now.</source>
            <translation>Tuto akci teď nemůžete provést.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="130" />
            <source>You cannot carry out that action now: no ship part on offer is one you can pay for and place in your shipyard.</source>
            <translation>Tuto akci teď nemůžete provést: v nabídce není lodní díl, na který máte a který by šel umístit do vaší loděnice.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="134" />
            <source>You cannot carry out that action now: no canal on offer is one you can pay for and lay.</source>
            <translation>Tuto akci teď nemůžete provést: v nabídce není kanál, na který máte a který by šel položit.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="142" />
            <source>You cannot carry out that action now: no goods wagon card is left on offer.</source>
            <translation>Tuto akci teď nemůžete provést: v nabídce už nezbyla žádná kartička vagónů se zbožím.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="145" />
            <source>Without a goods wagon card the Stock Exchange may not be chosen.</source>
            <translation>Bez kartičky vagónů se zbožím nelze vybrat akci Burza.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="152" />
            <source>Done first, that bonus action would make your chosen action impossible: carry out your chosen action first.</source>
            <translation>Provedena jako první by tato bonusová akce znemožnila vaši vybranou akci: proveďte nejdřív tu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="156" />
            <source>Finish the action in progress first.</source>
            <translation>Nejdříve dokončete rozpracovanou akci.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="157" />
            <source>Carry out your chosen action first.</source>
            <translation>Nejdříve proveďte vybranou akci.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="158" />
            <source>That move belongs to another action card.</source>
            <translation>Tento krok patří k jiné kartičce akce.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="159" />
            <source>That slot of your shipyard is already occupied.</source>
            <translation>Toto políčko loděnice je už obsazené.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="160" />
            <source>You may not fill every slot of your shipyard without completing a ship.</source>
            <translation>Nesmíte zaplnit všechna políčka loděnice, pokud tím nedokončíte loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="161" />
            <source>Only a bow may stand in the leftmost slot.</source>
            <translation>Na krajní levé políčko lze umístit pouze příď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="162" />
            <source>Only a stern may stand in the rightmost slot.</source>
            <translation>Na krajní pravé políčko lze umístit pouze záď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="163" />
            <source>Placed there, the part could never become part of a completed ship.</source>
            <translation>Takto umístěný díl by se nikdy nemohl stát součástí dokončené lodi.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="164" />
            <source>Your shipyard has slots 1 to 9.</source>
            <translation>Loděnice má políčka 1 až 9.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="165" />
            <source>There is no ship part there.</source>
            <translation>Tam žádný lodní díl není.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="166" />
            <source>You cannot pay for that ship part.</source>
            <translation>Na tento lodní díl nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="167" />
            <source>You may buy at most three ship parts.</source>
            <translation>Koupit lze nejvýše tři lodní díly.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="168" />
            <source>A blank part may be taken only when the offer has no part of that kind.</source>
            <translation>Náhradní díl lze vzít, jen když v nabídce žádný díl tohoto druhu není.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="169" />
            <source>Buy at least one ship part first.</source>
            <translation>Nejdříve kupte alespoň jeden lodní díl.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="170" />
            <source>The last-chance part must complete a ship.</source>
            <translation>Díl koupený v poslední šanci musí dokončit loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="171" />
            <source>There is no canal there in the offer.</source>
            <translation>Na tomto místě nabídky žádný kanál není.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="172" />
            <source>You cannot pay for that canal.</source>
            <translation>Na tento kanál nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="173" />
            <source>That place of your canal system is already occupied.</source>
            <translation>Toto místo systému kanálů je už obsazené.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="174" />
            <source>A new canal must touch your canal system along a side.</source>
            <translation>Nový kanál se musí stranou dotýkat vašeho systému kanálů.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="175" />
            <source>Your first canal starts the system, with the boat on one of its end spaces.</source>
            <translation>První kanál zakládá systém a loďka stojí na jednom z jeho krajních políček.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="178" />
            <source>The boat figure is placed only with the first canal.</source>
            <translation>Loďka se umisťuje jen s prvním kanálem.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="179" />
            <source>A canal is turned by 0 to 3 quarter turns.</source>
            <translation>Kanál se otáčí o 0 až 3 čtvrtotáčky.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="180" />
            <source>Move the marker 1 to 4 sectors.</source>
            <translation>Posuňte ukazatel o 1 až 4 výseče.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="181" />
            <source>You cannot pay for so many extra steps.</source>
            <translation>Na tolik kroků navíc nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="182" />
            <source>Move the marker 1 to 8 spaces and take one of its three employees.</source>
            <translation>Posuňte ukazatel o 1 až 8 políček a vezměte si jednoho z jeho tří zaměstnanců.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="183" />
            <source>No employee is left there.</source>
            <translation>Tam už žádný zaměstnanec není.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="184" />
            <source>You may not hire the same employee twice.</source>
            <translation>Stejného zaměstnance si nelze vzít dvakrát.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="185" />
            <source>A level 2 merchant needs the level 1 merchant of the same goods.</source>
            <translation>Obchodníka 2. úrovně lze najmout jen s obchodníkem 1. úrovně pro stejné zboží.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="186" />
            <source>You cannot pay for the steps and the surcharge.</source>
            <translation>Na kroky a přirážku nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="187" />
            <source>You cannot pay for the steps to that employee.</source>
            <translation>Na kroky k tomuto zaměstnanci nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="188" />
            <source>There is no goods wagon card there.</source>
            <translation>Tam žádná kartička vagónů není.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="189" />
            <source>You cannot pay for that goods wagon card.</source>
            <translation>Na tuto kartičku vagónů nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="190" />
            <source>You do not hold that goods wagon card.</source>
            <translation>Tuto kartičku vagónů nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="191" />
            <source>No two wagons may be exchanged for the same item.</source>
            <translation>Dva vagóny nelze směnit za stejnou věc.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="192" />
            <source>Those items cannot be had for the goods on that wagon card.</source>
            <translation>Za zboží na této kartičce tyto věci získat nelze.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="193" />
            <source>No completed ship has its bow on that slot.</source>
            <translation>Na tomto políčku nezačíná žádná dokončená loď.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="194" />
            <source>Finish equipping the ship you have started.</source>
            <translation>Dokončete vybavování rozpracované lodi.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="195" />
            <source>You have no such item in your supply.</source>
            <translation>Takovou věc v zásobě nemáte.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="196" />
            <source>That equipment needs a free mount of its own type.</source>
            <translation>Toto vybavení potřebuje volný upevňovací bod svého typu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="197" />
            <source>That crew member needs a free cabin.</source>
            <translation>Tento člen posádky potřebuje volnou kajutu.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="198" />
            <source>You have no helmsman.</source>
            <translation>Nemáte kormidelníka.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="199" />
            <source>The yardman adds at most 1 speed per pair of sails on the ship.</source>
            <translation>Ráhnař přidá nejvýše +1 k rychlosti za každý pár plachet na lodi.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="200" />
            <source>The boat cannot sail there: it never turns back and must use its full speed.</source>
            <translation>Tam loďka plout nemůže: nikdy se nevrací a musí využít celou rychlost.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="201" />
            <source>Discard exactly {blue} blue and {green} green contracts of your own.</source>
            <translation>Odhoďte přesně tolik svých zakázek: modré {blue}, zelené {green}.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="204" />
            <source>Ships and maiden voyages</source>
            <translation>Lodě a slavnostní plavby</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="205" />
            <source>Blue contract</source>
            <translation>Modrá zakázka</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="206" />
            <source>Green contract</source>
            <translation>Zelená zakázka</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="207" />
            <source>Merchant employees</source>
            <translation>Obchodníci (zaměstnanci)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="208" />
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="209" />
            <source>Coins (tie-break)</source>
            <translation>Zlaté (při shodě)</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="212" />
            <source>The employees lie on the oval at random, or for a first game one engineer or recruiter on each space.</source>
            <translation>Zaměstnanci leží na oválu náhodně, nebo pro první hru na každém políčku jeden inženýr či náborář.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="216" />
            <source>Who plays first: chosen at random, as the rules say, or the first player.</source>
            <translation>Kdo začíná: losem, jak říkají pravidla, nebo první hráč.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="222" />
            <source>The last move drew or turned up cards: it cannot be taken back.</source>
            <translation>Poslední tah zahrnoval líznutí nebo odkrytí karet: nelze ho vrátit.</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="225" />
            <source>Equal points: more coins decide ({won} to {other}).</source>
            <translation>Při rovnosti bodů rozhodují peníze: víc jich má vítěz ({won} proti {other}).</translation>
        </message>
        <message>
            <location filename="../engine/shipyard/texts.py" line="226" />
            <source>Equal points and as many coins: the victory is shared.</source>
            <translation>Stejně bodů i peněz: o vítězství se dělí.</translation>
        </message>
    </context>
    <context>
        <name>ShipyardBoard</name>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="11" />
            <source>Action track</source>
            <translation>Nabídka akcí</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="12" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="13" />
            <source>Round counter</source>
            <translation>Počítadlo kol</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="14" />
            <source>The round counter moves down whenever the lead card reaches the start space. When it reaches the end, every player takes one final action.</source>
            <translation>Ukazatel kola se posune dolů pokaždé, když vedoucí kartička dojde na startovní políčko. Když dojde na konec, každý hráč vykoná ještě jednu závěrečnou akci.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="31" />
            <source>Ship parts</source>
            <translation>Lodní díly</translation>
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
            <translation>Vagóny se zbožím</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="37" />
            <source>Equipment</source>
            <translation>Vybavení</translation>
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
            <translation>Zaměstnanci</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="40" />
            <source>Stock exchange</source>
            <translation>Burza</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="50" />
            <source>%1: the offer holds no part of this kind, so a blank one may be taken free of charge. It has no cabins, mounts, lifebuoys, lifeboats or lanterns.</source>
            <translation>%1: v nabídce není díl tohoto druhu, a proto si lze zdarma vzít náhradní. Nemá kajuty, upevňovací body, záchranné kruhy, čluny ani lucerny.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="54" />
            <source>Your shipyard</source>
            <translation>Vaše loděnice</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="55" />
            <source>Shipyard of %1</source>
            <translation>Loděnice – %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="56" />
            <source>Slot %1. Only a bow may stand in the leftmost slot and only a stern in the rightmost.</source>
            <translation>Políčko %1. Na krajní levé políčko patří jen příď, na krajní pravé jen záď.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="59" />
            <source>Supply</source>
            <translation>Zásoba</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="63" />
            <source>Contracts</source>
            <translation>Zakázky</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="65" />
            <source>Fleet: %n ship(s)</source>
            <translation>
                <numerusform>Flotila: %n loď</numerusform>
                <numerusform>Flotila: %n lodě</numerusform>
                <numerusform>Flotila: %n lodí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="66" />
            <source>Canal system</source>
            <translation>Systém kanálů</translation>
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
                <numerusform>%n zakázka lícem dolů</numerusform>
                <numerusform>%n zakázky lícem dolů</numerusform>
                <numerusform>%n zakázek lícem dolů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="71" />
            <source>%n wagon card(s)</source>
            <translation>
                <numerusform>%n kartička vagónů</numerusform>
                <numerusform>%n kartičky vagónů</numerusform>
                <numerusform>%n kartiček vagónů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="72" />
            <source>to play</source>
            <translation>na tahu</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="74" />
            <source>needs a captain</source>
            <translation>chybí kapitán</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="75" />
            <source>captain aboard</source>
            <translation>kapitán na palubě</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="77" />
            <source>Constructor: %1 more without a mount</source>
            <translation>Konstruktér: %1 navíc bez upevňovacího bodu</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="78" />
            <source>Final actions</source>
            <translation>Závěrečné akce</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="96" />
            <source>Last chance</source>
            <translation>Poslední šance</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="97" />
            <source>Maiden voyage: %n move(s) left</source>
            <translation>
                <numerusform>Slavnostní plavba: zbývá %n pohyb</numerusform>
                <numerusform>Slavnostní plavba: zbývají %n pohyby</numerusform>
                <numerusform>Slavnostní plavba: zbývá %n pohybů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="100" />
            <source>%1. Choosing it now pays an income of %2.</source>
            <translation>%1. Kdo ji vybere teď, dostane příjem %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="102" />
            <source>%1. Figures on it: %2.</source>
            <translation>%1. Figurky na ní: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="107" />
            <source>%1 is the lead card: it cannot be chosen (except in your first turns).</source>
            <translation>%1 je vedoucí kartička: nelze ji vybrat (kromě vašich prvních tahů).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="111" />
            <source>Cabins %1 · sail/funnel mounts %2 · propeller %3 · crane %4 · cannon %5 · lifebuoys %6 · lifeboats %7 · lanterns %8</source>
            <translation>Kajuty %1 · upevňovací body plachta/komín %2 · šroub %3 · jeřáb %4 · dělo %5 · záchranné kruhy %6 · záchranné čluny %7 · lucerny %8</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="116" />
            <source>Bow</source>
            <translation>Příď</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="117" />
            <source>Middle part</source>
            <translation>Středový díl</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="118" />
            <source>Stern</source>
            <translation>Záď</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="122" />
            <source>military official (cannons and soldiers)</source>
            <translation>vojenský úředník (děla a vojáci)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="123" />
            <source>trade official (cranes and merchants)</source>
            <translation>obchodní úředník (jeřáby a obchodníci)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="124" />
            <source>lantern inspector</source>
            <translation>úředník pro lucerny</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="125" />
            <source>lifeboat inspector</source>
            <translation>úředník pro záchranné čluny</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="126" />
            <source>lifebuoy inspector</source>
            <translation>úředník pro záchranné kruhy</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="127" />
            <source>Blue Riband</source>
            <translation>Modrá stuha</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="129" />
            <source>none</source>
            <translation>žádní</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="132" />
            <source>%1 · %n space(s) ahead · steps: %2 · surcharge: %3</source>
            <translation>
                <numerusform>%1 · %n políčko dopředu · kroky: %2 · přirážka: %3</numerusform>
                <numerusform>%1 · %n políčka dopředu · kroky: %2 · přirážka: %3</numerusform>
                <numerusform>%1 · %n políček dopředu · kroky: %2 · přirážka: %3</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="134" />
            <source>%1 × %2 in your supply</source>
            <translation>%1 × %2 ve vaší zásobě</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="300" />
            <source>Ships in the fleet</source>
            <translation>Lodě ve flotile</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="304" />
            <source>3 points for each merchant–crane pair on the same ship.</source>
            <translation>3 b. za každou dvojici obchodník – jeřáb na téže lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="313" />
            <source>Points for the number of different kinds in your fleet: propeller, funnel, sail, crane, cannon, merchant, soldier, officer (3 kinds: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).</source>
            <translation>Body za počet různých druhů ve flotile: šroub, komín, plachta, jeřáb, dělo, obchodník, voják, důstojník (3 druhy: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="327" />
            <source>Points for the ship parts in your fleet: 9 parts: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.</source>
            <translation>Body za lodní díly ve flotile: 9 dílů: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="352" />
            <source>3 points for each soldier–cannon pair on the same ship.</source>
            <translation>3 b. za každou dvojici voják – dělo na téže lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="363" />
            <source>Constructor (%1): up to %2 on each ship without a mount or cabin.</source>
            <translation>Konstruktér (%1): na každé lodi smí být až %2 navíc bez upevňovacího bodu či kajuty.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="138" />
            <source>end</source>
            <translation>konec</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="149" />
            <source>Bonus action: pay %1 coins to carry out one more action card this turn (not the one just chosen).</source>
            <translation>Bonusová akce: za %1 zl. provedete v tomto tahu ještě jednu kartičku akce (ne tu právě vybranou).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="142" />
            <source>Figure of %1: each turn it goes onto the action card chosen.</source>
            <translation>Figurka – %1: každý tah se postaví na vybranou kartičku akce.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="143" />
            <source>Figure of %1 on %2: a card with a figure cannot be chosen (a bonus action may still use it).</source>
            <translation>Figurka – %1, na kartičce %2: kartičku s figurkou nelze vybrat (bonusová akce ji použít smí).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="153" />
            <source>Marker of the equipment circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</source>
            <translation>Ukazatel kruhu vybavení: posouvá se po směru hodinových ručiček o 1 až 4 výseče. První výseč je zdarma, každá další stojí 1 zl. (účetní uvolní zdarma další dvě).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="157" />
            <source>Marker of the crew circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).</source>
            <translation>Ukazatel kruhu posádky: posouvá se po směru hodinových ručiček o 1 až 4 výseče. První výseč je zdarma, každá další stojí 1 zl. (účetní uvolní zdarma další dvě).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="161" />
            <source>Marker of the employee oval: it moves 1 to 8 spaces clockwise to the employee hired. The first step is free, each further one costs 1 coin (a foreman frees three more).</source>
            <translation>Ukazatel oválu zaměstnanců: posouvá se po směru hodinových ručiček o 1 až 8 políček k najatému zaměstnanci. První krok je zdarma, každý další stojí 1 zl. (předák uvolní zdarma další tři).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="166" />
            <source>Nobody is left to hire here.</source>
            <translation>Tady už nezbyl nikdo k najmutí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="173" />
            <source>%1 in slot %2. %3</source>
            <translation>%1 na políčku %2. %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="174" />
            <source>Completed ship: it leaves on its maiden voyage this turn. It scores only with a captain and a canal system long enough for its speed.</source>
            <translation>Dokončená loď: v tomto tahu vyplouvá na slavnostní plavbu. Body získá jen s kapitánem a se systémem kanálů dost dlouhým pro její rychlost.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="178" />
            <source>Helm: the first captain needs no cabin. A ship without a captain scores nothing.</source>
            <translation>Kormidlo: první kapitán nepotřebuje kajutu. Loď bez kapitána nezíská žádné body.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="181" />
            <source>Cabins: %1 of %2 taken. Each holds one crew member; every captain after the first needs one.</source>
            <translation>Kajuty: obsazeno %1 z %2. V každé je jeden člen posádky; každý další kapitán po prvním potřebuje kajutu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="186" />
            <source>Mounts (%1): %2 of %3 taken, one piece on each.</source>
            <translation>Upevňovací body (%1): obsazeno %2 z %3, na každém jeden kus.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="187" />
            <source>Canal. Officials: %1. An official scores each time the boat enters its space.</source>
            <translation>Kanál. Úředníci: %1. Úředník boduje pokaždé, když loďka vpluje na jeho políčko.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="190" />
            <source>A rented canal may go here; only canals joined to the boat by water can be sailed.</source>
            <translation>Sem lze položit pronajatý kanál; plout se dá jen po kanálech spojených s loďkou vodou.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="193" />
            <source>The boat can sail on to this space.</source>
            <translation>Loďka může plout dál na toto políčko.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="194" />
            <source>Goods wagon cards: the Stock Exchange action sells or exchanges the wagons of one card.</source>
            <translation>Kartičky vagónů: akce Burza prodá nebo vymění vagóny jedné kartičky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="198" />
            <source>Contracts discarded face down: %1</source>
            <translation>Zakázky odhozené lícem dolů: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="207" />
            <source>Put the %1 on this ship.</source>
            <translation>Umístit na tuto loď: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="208" />
            <source>Choose %1 and receive an income of %2</source>
            <translation>Vybrat akci %1 a dostat příjem %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="211" />
            <source>Pay 6 coins and carry out %1 as well.</source>
            <translation>Zaplatit 6 zl. a provést také akci %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="216" />
            <source>This cannot be used now.</source>
            <translation>Toto teď nelze použít.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="226" />
            <source>Drag your figure onto a lit action card, or click the card.</source>
            <translation>Přetáhněte svou figurku na zvýrazněnou kartičku akce, nebo na kartičku klikněte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="241" />
            <source>Final action: drag your figure onto any action card.</source>
            <translation>Závěrečná akce: přetáhněte figurku na kteroukoli kartičku akce.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="242" />
            <source>Drag up to three ship parts into lit slots of your shipyard, then confirm.</source>
            <translation>Přetáhněte až tři lodní díly na zvýrazněná políčka loděnice a potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="245" />
            <source>Drag a canal onto a lit place of your canal system; R turns it.</source>
            <translation>Přetáhněte kanál na zvýrazněné místo systému kanálů; R jím otočí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="249" />
            <source>Drag the marker of the equipment circle onto a sector.</source>
            <translation>Přetáhněte ukazatel kruhu vybavení na výseč.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="250" />
            <source>Drag the marker of the crew circle onto a sector.</source>
            <translation>Přetáhněte ukazatel kruhu posádky na výseč.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="251" />
            <source>Drag the oval marker onto the employee you hire.</source>
            <translation>Přetáhněte ukazatel oválu na zaměstnance, kterého najímáte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="252" />
            <source>Drag a goods wagon card to your wagons.</source>
            <translation>Přetáhněte kartičku vagónů ke svým vagónům.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="253" />
            <source>Drag one of your wagon cards onto the stock exchange.</source>
            <translation>Přetáhněte jednu ze svých kartiček vagónů na burzu.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="254" />
            <source>Click the items to take for wagons of this card; the other wagons are sold. Then confirm.</source>
            <translation>Klikněte na věci, které si za vagóny této kartičky vezmete; ostatní vagóny se prodají. Pak potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="263" />
            <source>Take your subsidy.</source>
            <translation>Vezměte si dotaci.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="264" />
            <source>End the turn, or drag the 6 coins onto another card for a bonus action.</source>
            <translation>Ukončete tah, nebo přetáhněte 6 zl. na jinou kartičku a proveďte bonusovou akci.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="270" />
            <source>Junction: click the space the boat sails on to.</source>
            <translation>Soutok: klikněte na políčko, kam loďka popluje.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="271" />
            <source>Click %1 blue and %2 green contracts to discard face down, then confirm.</source>
            <translation>Vyberte zakázky k odhození lícem dolů (modré: %1, zelené: %2) a potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="274" />
            <source>Last chance: one part that completes a ship, or buy nothing.</source>
            <translation>Poslední šance: jeden díl, který dokončí loď, nebo nic.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="276" />
            <source>Confirm the purchase</source>
            <translation>Potvrdit nákup</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="277" />
            <source>Take 2 coins</source>
            <translation>Vzít 2 zl.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="278" />
            <source>End the turn</source>
            <translation>Ukončit tah</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="279" />
            <source>Launch (speed %1)</source>
            <translation>Spustit na vodu (rychlost %1)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="280" />
            <source>Launch with the helmsman (speed %1)</source>
            <translation>Spustit s kormidelníkem (rychlost %1)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="281" />
            <source>Launch, yardman +%1 (speed %2)</source>
            <translation>Spustit, ráhnař +%1 (rychlost %2)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="282" />
            <source>Launch, helmsman and yardman +%1 (speed %2)</source>
            <translation>Spustit, kormidelník a ráhnař +%1 (rychlost %2)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="33" />
            <source>Parts, canals and wagon cards in this row cost %1.</source>
            <translation>Díly, kanály a kartičky vagónů v této řadě stojí %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="19" />
            <source>With two players it starts on 2; on the blank space everyone discards 2 blue and 2 green contracts.</source>
            <translation>Ve hře dvou hráčů začíná na 2; na prázdném poli odhodí každý 2 modré a 2 zelené zakázky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="23" />
            <source>With three players it starts on 3; on 2 and on the blank space everyone discards 1 blue and 1 green contract.</source>
            <translation>Ve hře tří hráčů začíná na 3; na 2 a na prázdném poli odhodí každý 1 modrou a 1 zelenou zakázku.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="27" />
            <source>With four players it starts on 4; on 2 everyone discards 2 blue and 2 green contracts.</source>
            <translation>Ve hře čtyř hráčů začíná na 4; na 2 odhodí každý 2 modré a 2 zelené zakázky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="34" />
            <source>Parts, canals and wagon cards in this row are free of charge.</source>
            <translation>Díly, kanály a kartičky vagónů v této řadě jsou zdarma.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="41" />
            <source>A wagon sells for (coins): coal %1, steel %2, wheat %3. Coal can be exchanged for a propeller or a funnel, steel for a soldier, a sail or a cannon, wheat for a captain, a merchant or a crane.</source>
            <translation>Uhlí %1, ocel %2, obilí %3 zl. za vagón. Uhlí lze vyměnit za lodní šroub nebo komín, ocel za vojáka, plachtu nebo dělo, obilí za kapitána, obchodníka nebo jeřáb.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="46" />
            <source>Blank bow</source>
            <translation>Náhradní příď</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="47" />
            <source>Blank middle part</source>
            <translation>Náhradní středový díl</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="48" />
            <source>Blank stern</source>
            <translation>Náhradní záď</translation>
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
            <translation>zdarma</translation>
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
            <translation>Zatím žádné kanály: první kanál zde systém založí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="70" />
            <source>contracts: %1</source>
            <translation>zakázky: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="73" />
            <source>Speed %1 · %2 before sailing</source>
            <translation>Rychlost %1 · %2 před vyplutím</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="76" />
            <source>the canals allow %n move(s)</source>
            <translation>
                <numerusform>kanály dovolí pohybů: %n</numerusform>
                <numerusform>kanály dovolí pohybů: %n</numerusform>
                <numerusform>kanály dovolí pohybů: %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="80" />
            <source>Last round</source>
            <translation>Poslední kolo</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="81" />
            <source>A deck of ship parts is exhausted: the game ends early. %1 plays the last regular turn, so that every player has had as many turns. Then each player keeps one blue and one green contract, and every player takes one final action.</source>
            <translation>Balíček lodních dílů je vyčerpán: hra končí předčasně. %1 odehraje poslední regulérní tah, aby všichni hráči odehráli stejný počet tahů. Potom si každý hráč ponechá jednu modrou a jednu zelenou zakázku a každý hráč provede jednu závěrečnou akci.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="89" />
            <source>Last lap</source>
            <translation>Poslední okruh</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="90" />
            <source>The round counter stands on its last space: this lap is the last. %n regular turn(s) left, the one under way included; %1 plays the last of them, in which the lead card reaches the start space. When that turn ends, the counter reaches the end and every player takes one final action.</source>
            <translation>
                <numerusform>Ukazatel kola stojí na svém posledním políčku: tento okruh je poslední. Probíhá jeho poslední regulérní tah, hraje ho %1 a vedoucí kartička v něm dojde na startovní políčko. Po tomto tahu dojde ukazatel na konec a každý hráč vykoná ještě jednu závěrečnou akci.</numerusform>
                <numerusform>Ukazatel kola stojí na svém posledním políčku: tento okruh je poslední. Zbývají %n regulérní tahy včetně probíhajícího; poslední z nich odehraje %1 a vedoucí kartička v něm dojde na startovní políčko. Po tomto tahu dojde ukazatel na konec a každý hráč vykoná ještě jednu závěrečnou akci.</numerusform>
                <numerusform>Ukazatel kola stojí na svém posledním políčku: tento okruh je poslední. Zbývá %n regulérních tahů včetně probíhajícího; poslední z nich odehraje %1 a vedoucí kartička v něm dojde na startovní políčko. Po tomto tahu dojde ukazatel na konec a každý hráč vykoná ještě jednu závěrečnou akci.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="101" />
            <source>%1. Choosing it now pays nothing.</source>
            <translation>%1. Kdo ji vybere teď, nedostane nic.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="103" />
            <source>%1 (%n figure(s))</source>
            <translation>
                <numerusform>%1 (%n figurka)</numerusform>
                <numerusform>%1 (%n figurky)</numerusform>
                <numerusform>%1 (%n figurek)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="104" />
            <source>%1. As a final action it may be chosen whatever figures stand on it; it pays no income.</source>
            <translation>%1. Jako závěrečnou akci ji lze vybrat bez ohledu na figurky na ní; příjem nepřináší.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="110" />
            <source>%1 · %2 · %3</source>
            <translation>%1 · %2 · %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="120" />
            <source>Canal · %1 · Officials: %2</source>
            <translation>Kanál · %1 · Úředníci: %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="130" />
            <source>Goods wagon card · %1: %2</source>
            <translation>Kartička vagónů · %1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="131" />
            <source>%1 · %n sector(s) ahead, %2</source>
            <translation>
                <numerusform>%1 · %n výseč dopředu, %2</numerusform>
                <numerusform>%1 · %n výseče dopředu, %2</numerusform>
                <numerusform>%1 · %n výsečí dopředu, %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="133" />
            <source>Taken with the action card %1: choose it on the action track first.</source>
            <translation>Bere se kartičkou akce %1: nejdřív si ji vyberte v nabídce akcí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="135" />
            <source>%1 × %2 in the supply of %3</source>
            <translation>%1 × %2 v zásobě – %3</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="136" />
            <source>Your boat: it never turns back; its stern shows where it came from.</source>
            <translation>Vaše loďka: nikdy se nevrací, záď ukazuje, odkud připlula.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="137" />
            <source>Boat of %1: it never turns back; its stern shows where it came from.</source>
            <translation>Loďka – %1: nikdy se nevrací, záď ukazuje, odkud připlula.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="146" />
            <source>Figure of %1 on %2: as a final action this card may still be chosen.</source>
            <translation>Figurka – %1, na kartičce %2: jako závěrečnou akci lze tuto kartičku přesto vybrat.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="165" />
            <source>Employee oval · steps to this space: %1 (%2).</source>
            <translation>Ovál zaměstnanců · kroků na toto políčko: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="168" />
            <source>Goods wagon (%1): sold for %2 at the next exchange, or exchanged for one item of this row.</source>
            <translation>Vagón se zbožím (%1): při příští burze se prodá za %2, nebo se vymění za jednu věc z této řady.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="197" />
            <source>%1 discarded face down</source>
            <translation>%1 odhozené lícem dolů</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="201" />
            <source>Put it in slot %1 (%2).</source>
            <translation>Položit na políčko %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="202" />
            <source>Rent it (%1; R, the wheel or a right click turns it).</source>
            <translation>Pronajmout (%1; R, kolečko nebo pravé tlačítko jím otočí).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="203" />
            <source>Rent it (%1); the boat starts on this end.</source>
            <translation>Pronajmout (%1); loďka začne na tomto konci.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="204" />
            <source>Move %n sector(s) (%1) and take: %2.</source>
            <translation>
                <numerusform>Posunout o %n výseč (%1) a vzít si: %2.</numerusform>
                <numerusform>Posunout o %n výseče (%1) a vzít si: %2.</numerusform>
                <numerusform>Posunout o %n výsečí (%1) a vzít si: %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="205" />
            <source>Hire the %1 (%2).</source>
            <translation>Najmout zaměstnance: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="206" />
            <source>Buy this wagon card (%1).</source>
            <translation>Koupit tuto kartičku vagónů (%1).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="209" />
            <source>Choose %1 (no income).</source>
            <translation>Vybrat akci %1 (bez příjmu).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="210" />
            <source>Choose %1 as the final action (no income).</source>
            <translation>Vybrat akci %1 jako závěrečnou (bez příjmu).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="212" />
            <source>Take this wagon card to the stock exchange, then choose the items for its wagons.</source>
            <translation>Odnést tuto kartičku vagónů na burzu a pak vybrat věci za její vagóny.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="215" />
            <source>Sail the boat on to this space.</source>
            <translation>Plout s loďkou dál na toto políčko.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="219" />
            <source>%1: Space takes it for a wagon of this card.</source>
            <translation>%1: mezerník to vezme za vagón této kartičky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="220" />
            <source>%1, taken for a wagon of this card: Space puts it back.</source>
            <translation>%1 – vzato za vagón této kartičky: mezerník to vrátí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="221" />
            <source>%1: the goods on this wagon card cannot be exchanged for it.</source>
            <translation>%1: zboží na této kartičce vagónů se za to vyměnit nedá.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="222" />
            <source>%1 — Space marks it to be discarded.</source>
            <translation>%1 — mezerník ji označí k odhození.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="223" />
            <source>%1 — marked to be discarded: Space keeps it.</source>
            <translation>%1 — označena k odhození: mezerník ji ponechá.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="227" />
            <source>Drag your figure onto a lit action card, or click the card. With two players your first card takes two of your figures: in later turns one of them moves on to your newer card.</source>
            <translation>Přetáhněte svou figurku na zvýrazněnou kartičku akce, nebo na kartičku klikněte. Ve hře dvou hráčů se na vaši první kartičku postaví dvě vaše figurky: v dalších tazích jedna z nich přejde na vaši novější kartičku.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="232" />
            <source>Your last regular turn: the game ends early. Drag your figure onto a lit action card, or click the card.</source>
            <translation>Váš poslední regulérní tah: hra končí předčasně. Přetáhněte svou figurku na zvýrazněnou kartičku akce, nebo na kartičku klikněte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="236" />
            <source>Your last regular turn: this lap is the last, and then every player takes one final action. Drag your figure onto a lit action card, or click the card.</source>
            <translation>Váš poslední regulérní tah: tento okruh je poslední a potom každý hráč vykoná ještě jednu závěrečnou akci. Přetáhněte svou figurku na zvýrazněnou kartičku akce, nebo na kartičku klikněte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="246" />
            <source>Drag a canal onto one of the lit rings: your boat starts on that end of it; R turns it.</source>
            <translation>Přetáhněte kanál na jeden ze zvýrazněných kroužků: na tom konci kanálu začne vaše loďka; R jím otočí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="258" />
            <source>Tab to the items to take for wagons of this card and press Space on each; the other wagons are sold. Then confirm.</source>
            <translation>Tabulátorem přejděte na věci, které si za vagóny této kartičky vezmete, a u každé stiskněte mezerník; ostatní vagóny se prodají. Pak potvrďte.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="265" />
            <source>Drag items from your supply onto the lit mounts and cabins, then launch the ship. A ship with no captain, or faster than your canals reach, is dismantled.</source>
            <translation>Přetáhněte věci ze zásoby na zvýrazněné upevňovací body a kajuty, pak loď spusťte na vodu. Loď bez kapitána nebo rychlejší, než kam dosáhnou vaše kanály, se rozmontuje.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="284" />
            <source>%1 — dismantled: no captain aboard</source>
            <translation>%1 — rozmontuje se: chybí kapitán</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="285" />
            <source>%1 — dismantled: canals too short</source>
            <translation>%1 — rozmontuje se: krátké kanály</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="286" />
            <source>Exchange %1 and sell the rest for %2</source>
            <translation>Vyměnit za: %1; zbytek prodat za %2</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="287" />
            <source>Exchange %1 (nothing left to sell)</source>
            <translation>Vyměnit za: %1 (nic nezbývá na prodej)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="288" />
            <source>Sell all for %1</source>
            <translation>Prodat vše za %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="289" />
            <source>Discard the chosen contracts</source>
            <translation>Odhodit vybrané zakázky</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="290" />
            <source>Buy no part</source>
            <translation>Nekoupit žádný díl</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="293" />
            <source>Ships (before sailing)</source>
            <translation>Lodě (před vyplutím)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="294" />
            <source>Maiden voyages</source>
            <translation>Slavnostní plavby</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="295" />
            <source>Blue contract</source>
            <translation>Modrá zakázka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="296" />
            <source>Green contract</source>
            <translation>Zelená zakázka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="297" />
            <source>Merchant employees</source>
            <translation>Obchodníci (zaměstnanci)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="298" />
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="299" />
            <source>Coins (tie-break)</source>
            <translation>Zlaté (při shodě)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="305" />
            <source>2 points for each merchant in your fleet beyond the first.</source>
            <translation>2 b. za každého obchodníka ve flotile kromě prvního.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="306" />
            <source>6 points for each ship with a sail, a funnel and a propeller.</source>
            <translation>6 b. za každou loď s plachtou, komínem a lodním šroubem.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="307" />
            <source>2 points for each soldier in your fleet beyond the first.</source>
            <translation>2 b. za každého vojáka ve flotile kromě prvního.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="308" />
            <source>8 points for each ship with a merchant, a soldier, a crane and a cannon.</source>
            <translation>8 b. za každou loď s obchodníkem, vojákem, jeřábem a dělem.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="311" />
            <source>3 points for each pair of sails on one ship.</source>
            <translation>3 b. za každý pár plachet na jedné lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="312" />
            <source>3 points for each officer (a captain beyond the first on a ship).</source>
            <translation>3 b. za každého důstojníka (kapitána navíc na lodi).</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="317" />
            <source>3 points for each pair of funnels on one ship.</source>
            <translation>3 b. za každý pár komínů na jedné lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="318" />
            <source>3 points for each propeller in your fleet.</source>
            <translation>3 b. za každý lodní šroub ve flotile.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="319" />
            <source>4 points for each used canal.</source>
            <translation>4 b. za každý použitý kanál.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="320" />
            <source>Points for the lifebuoys in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Body za záchranné kruhy ve flotile: 1, 2, 4, 6, 9, 12 za 1 až 6, +1 za každý další.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="324" />
            <source>Points for ships of exactly 5 parts: 3, 8, 15, 22, 30 for 1 to 5 ships.</source>
            <translation>Body za lodě z přesně 5 dílů: 3, 8, 15, 22, 30 za 1 až 5 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="331" />
            <source>Points for the lanterns in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Body za lucerny ve flotile: 1, 2, 4, 6, 9, 12 za 1 až 6, +1 za každou další.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="334" />
            <source>Points for ships of exactly 6 parts: 4, 10, 18, 26 for 1 to 4 ships.</source>
            <translation>Body za lodě z přesně 6 dílů: 4, 10, 18, 26 za 1 až 4 lodě.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="335" />
            <source>1 point for each of your first four employees, 2 for each further one.</source>
            <translation>1 b. za každého z prvních čtyř zaměstnanců, 2 b. za každého dalšího.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="338" />
            <source>Points for the lifeboats in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.</source>
            <translation>Body za záchranné čluny ve flotile: 1, 2, 4, 6, 9, 12 za 1 až 6, +1 za každý další.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="342" />
            <source>Points for ships of 7 or more parts: 6, 14, 22, 30 for 1 to 4 ships.</source>
            <translation>Body za lodě ze 7 a více dílů: 6, 14, 22, 30 za 1 až 4 lodě.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="343" />
            <source>2 points for each blue, yellow or orange employee.</source>
            <translation>2 b. za každého modrého, žlutého nebo oranžového zaměstnance.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="344" />
            <source>Points for the ships in your fleet: 1, 3, 6, 10, 14, 18, 22, 26 for 1 to 8 ships.</source>
            <translation>Body za lodě ve flotile: 1, 3, 6, 10, 14, 18, 22, 26 za 1 až 8 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="347" />
            <source>5 points for each ship with a lifebuoy, a lifeboat and a lantern.</source>
            <translation>5 b. za každou loď se záchranným kruhem, záchranným člunem a lucernou.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="348" />
            <source>Points for the different kinds of employees (brown, green, orange level 1, orange level 2, blue, yellow): 1, 3, 6, 10, 14, 18.</source>
            <translation>Body za různé druhy zaměstnanců (hnědý, zelený, oranžový 1. úrovně, oranžový 2. úrovně, modrý, žlutý): 1, 3, 6, 10, 14, 18.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="354" />
            <source>Contract %1 (%2 now): %3</source>
            <translation>Zakázka – %1 (teď %2): %3</translation>
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
            <translation>Inženýr: při každé výrobě vybavení navíc: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="359" />
            <source>Recruiter: one more %1 with every Crew Recruitment.</source>
            <translation>Náborář: při každém náboru posádky navíc: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="360" />
            <source>Merchant (%1, level %2): 1 coin more for every %1 wagon sold; points at the end: %3.</source>
            <translation>Obchodník (%1, úroveň %2): o 1 zl. víc za každý prodaný vagón (%1); na konci %3 b.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="366" />
            <source>Helmsman: +1 speed on a maiden voyage, if you wish.</source>
            <translation>Kormidelník: +1 k rychlosti při slavnostní plavbě, pokud chcete.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="367" />
            <source>Yardman: +1 speed for each pair of sails on the ship, if you wish.</source>
            <translation>Ráhnař: +1 k rychlosti za každý pár plachet na lodi, pokud chcete.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="368" />
            <source>Accountant: two more free sectors on the equipment and crew circles.</source>
            <translation>Účetní: o dvě výseče navíc zdarma na kruzích vybavení a posádky.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="371" />
            <source>Foreman: three more free steps on the employee oval.</source>
            <translation>Předák: o tři kroky navíc zdarma na oválu zaměstnanců.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="373" />
            <source>crew members</source>
            <translation>členové posádky</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="375" />
            <source>Card colour: %1.</source>
            <translation>Barva kartičky: %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="377" />
            <source>brown</source>
            <translation>hnědá</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="379" />
            <source>orange</source>
            <translation>oranžová</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="381" />
            <source>yellow</source>
            <translation>žlutá</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="385" />
            <source>Your fleet: %n ship(s)</source>
            <translation>
                <numerusform>Vaše flotila: %n loď</numerusform>
                <numerusform>Vaše flotila: %n lodě</numerusform>
                <numerusform>Vaše flotila: %n lodí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="386" />
            <source>Fleet of %1: %n ship(s)</source>
            <translation>
                <numerusform>Flotila hráče %1: %n loď</numerusform>
                <numerusform>Flotila hráče %1: %n lodě</numerusform>
                <numerusform>Flotila hráče %1: %n lodí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="387" />
            <source>No ship has sailed yet.</source>
            <translation>Zatím nevyplula žádná loď.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="389" />
            <source>Ship %1 · %2 · speed %3 · %4</source>
            <translation>Loď %1 · %2 · rychlost %3 · %4</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="390" />
            <source>%n part(s)</source>
            <translation>
                <numerusform>%n díl</numerusform>
                <numerusform>%n díly</numerusform>
                <numerusform>%n dílů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/texts.py" line="391" />
            <source>lifebuoys %1 · lifeboats %2 · lanterns %3</source>
            <translation>záchranné kruhy %1 · záchranné čluny %2 · lucerny %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/shipyard/texts.py" line="392" />
            <source>Surcharge when hired: %n coin(s).</source>
            <translation>
                <numerusform>Přirážka při najmutí: %n zl.</numerusform>
                <numerusform>Přirážka při najmutí: %n zl.</numerusform>
                <numerusform>Přirážka při najmutí: %n zl.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShipyardCompanion</name>
        <message numerus="yes">
            <location filename="../desktop/shipyard/companion.py" line="34" />
            <source>Each player: a shipyard board, the score marker on 0, the boat figure, %n action figure(s), a goods wagon card with one of each good, %1 coins, %2 blue and %3 green contracts dealt face down.</source>
            <translation>
                <numerusform>Každý hráč: deska loděnice, ukazatel vítězných bodů na 0, loďka, %n figurka pro výběr akcí, kartička vagónů se všemi třemi druhy zboží, %1 zlatých, %2 modré a %3 zelené zakázky rozdané lícem dolů.</numerusform>
                <numerusform>Každý hráč: deska loděnice, ukazatel vítězných bodů na 0, loďka, %n figurky pro výběr akcí, kartička vagónů se všemi třemi druhy zboží, %1 zlatých, %2 modré a %3 zelené zakázky rozdané lícem dolů.</numerusform>
                <numerusform>Každý hráč: deska loděnice, ukazatel vítězných bodů na 0, loďka, %n figurek pro výběr akcí, kartička vagónů se všemi třemi druhy zboží, %1 zlatých, %2 modré a %3 zelené zakázky rozdané lícem dolů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="171" />
            <source>Ship parts: three decks by their backs (bows, middle parts, sterns), each shuffled; the two middle decks are one, the larger laid on the smaller. Each deck face down on its place.</source>
            <translation>Lodní díly: tři balíčky podle rubu (přídě, středové díly, zádě), každý zamíchaný; oba balíčky středových dílů se spojí do jednoho, větší se položí na menší. Každý balíček rubem nahoru na své místo.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="174" />
            <source>Face up below their decks: %1 middle parts, %2 bows and %3 sterns.</source>
            <translation>Lícem nahoru pod své balíčky: %1 středových dílů, %2 přídí a %3 zádí.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="179" />
            <source>Wagon cards and canals: each deck shuffled face down, %1 wagon cards and %2 canals face up below it.</source>
            <translation>Kartičky vagónů a plavební kanály: každý balíček zamíchaný rubem nahoru, pod ním lícem nahoru %1 kartiček vagónů a %2 kanálů.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="183" />
            <source>Equipment, crew and coins in the bank.</source>
            <translation>Vybavení, posádka a mince do banku.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="186" />
            <source>The main board</source>
            <translation>Hrací plán</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="189" />
            <source>The round counter starts on %1.</source>
            <translation>Ukazatel kola začíná na políčku %1.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="190" />
            <source>Deck B of the employees lies face up on the identical cards of deck A.</source>
            <translation>Kartičky zaměstnanců z balíčku B leží lícem nahoru na stejných kartičkách balíčku A.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="192" />
            <source>Deck B of the employees stays in the box: only deck A is used.</source>
            <translation>Balíček zaměstnanců B zůstává v krabici: hraje se jen s balíčkem A.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="193" />
            <source>The Subsidy card stays in the box: it is used with four players only.</source>
            <translation>Kartička Dotace zůstává v krabici: používá se jen ve hře čtyř hráčů.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="194" />
            <source>Action track</source>
            <translation>Nabídka akcí</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="195" />
            <source>%1 on the start space; behind it, in this order: %2.</source>
            <translation>%1 na startovním políčku; za ní v tomto pořadí: %2.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="198" />
            <source>Equipment circle: the marker on the “%1” sector. Crew circle: the marker on the “%2” sector.</source>
            <translation>Kruh vybavení: ukazatel na výseči „%1“. Kruh posádky: ukazatel na výseči „%2“.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="201" />
            <source>Employees on the oval (◆ the marker)</source>
            <translation>Zaměstnanci na oválu (◆ ukazatel)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="203" />
            <source>Start player: %1</source>
            <translation>Začínající hráč: %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="204" />
            <source>Deal %1</source>
            <translation>Rozdání %1</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="232" />
            <source>With two players each merchant card is in the game only once: deck B stays in the box.</source>
            <translation>Při hře dvou hráčů je každý obchodník ve hře jen jednou: balíček B zůstává v krabici.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="234" />
            <source>Each merchant card is in the game only twice.</source>
            <translation>Každý obchodník je ve hře jen dvakrát.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="239" />
            <source>A level 2 merchant needs the level 1 merchant of the same goods.</source>
            <translation>Obchodník 2. úrovně vyžaduje obchodníka 1. úrovně se stejným zbožím.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="288" />
            <source>Start a new session? The final scores of this one are cleared and the set-up is dealt anew. The names, the number of players and the first game box stay.</source>
            <translation>Začít nové sezení? Konečné bodování tohoto sezení se smaže a příprava se rozdá znovu. Jména, počet hráčů a políčko První hra zůstanou.</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="293" />
            <source>Set-up</source>
            <translation>Příprava</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="294" />
            <source>Final score</source>
            <translation>Konečné bodování</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="295" />
            <source>First game: one engineer or recruiter on each oval space</source>
            <translation>První hra: na každém políčku oválu jeden inženýr nebo náborář</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="296" />
            <source>Deal again</source>
            <translation>Rozdat znovu</translation>
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
            <translation>Jméno</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Blue contract</source>
            <translation>Modrá zakázka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Green contract</source>
            <translation>Zelená zakázka</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="299" />
            <source>Score track</source>
            <translation>Počítadlo vítězných bodů</translation>
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
            <translation>Zlaté (při shodě)</translation>
        </message>
        <message>
            <location filename="../desktop/shipyard/companion.py" line="309" />
            <source>Merchant employee for these goods and this level</source>
            <translation>Obchodník (zaměstnanec) s tímto zbožím a úrovní</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../desktop/start_page.py" line="614" />
            <source>Board games around one computer: play against bots or pass it round the table.</source>
            <translation>Deskové hry u jednoho počítače: hrajte proti botům, nebo si ho posílejte kolem stolu.</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="615" />
            <source>At the table: dice, hourglass, score pads…</source>
            <translation>U stolu: kostky, přesýpací hodiny, zápis bodů…</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="616" />
            <source>Helpers for playing the cardboard games at a real table</source>
            <translation>Pomocníci pro hraní krabicových her u skutečného stolu</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="617" />
            <source>Finished games…</source>
            <translation>Dohrané hry…</translation>
        </message>
        <message>
            <location filename="../desktop/start_page.py" line="620" />
            <source>Your finished games with their points and winners: watch any of them again, move by move, or play one again</source>
            <translation>Vaše dohrané hry s body a vítězi: kteroukoli si přehrajte znovu krok za krokem, nebo si ji zahrajte znovu</translation>
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
            <translation>fazole</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="12" />
            <source>biscuits</source>
            <translation>suchary</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="13" />
            <source>meat</source>
            <translation>maso</translation>
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
            <translation>žlutá</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="19" />
            <source>black</source>
            <translation>černá</translation>
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
            <translation>Rozšířená pravidla (všechna E1–E4 a se dvěma hráči E5)</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="27" />
            <source>E1: colour bonus for three ships of a colour</source>
            <translation>E1: prémie za tři lodě jedné barvy</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="28" />
            <source>E2: three harbour ships face up</source>
            <translation>E2: tři lodě v přístavu lícem nahoru</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="29" />
            <source>E3: a failed attack ends the boarding</source>
            <translation>E3: nezdařený útok ukončí obsazování lodí</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="30" />
            <source>E4: a ship lost to a counter-attack ends the boarding</source>
            <translation>E4: loď ztracená protiútokem ukončí obsazování lodí</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="31" />
            <source>E5: three ships at sea (two players)</source>
            <translation>E5: tři lodě na moři (dva hráči)</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="32" />
            <source>Strict exchange: discard 2 pick 1, discard 3 pick 2</source>
            <translation>Přísná výměna: za 2 odhozené 1 karta, za 3 odhozené 2</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="33" />
            <source>on</source>
            <translation>zapnuto</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="34" />
            <source>off</source>
            <translation>vypnuto</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="35" />
            <source>The short sea (E5) is for two players only.</source>
            <translation>Menší moře (E5) je jen pro dva hráče.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="36" />
            <source>Switched on by the extended rules.</source>
            <translation>Zapnuto rozšířenými pravidly.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="37" />
            <source>Only with two players.</source>
            <translation>Jen ve hře dvou hráčů.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="40" />
            <source>{player} lays {what} at the {ship}.</source>
            <translation>{player} přikládá {what} k lodi {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="41" />
            <source>{player} lays a pirate face down at the {ship}.</source>
            <translation>{player} přikládá lícem dolů piráta k lodi {ship}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="42" />
            <source>{player} discards %n card(s) to exchange them.</source>
            <translation>
                <numerusform>{player} odhazuje %n kartu k výměně.</numerusform>
                <numerusform>{player} odhazuje %n karty k výměně.</numerusform>
                <numerusform>{player} odhazuje %n karet k výměně.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="43" />
            <source>{player} picks {what} from the discard pile.</source>
            <translation>{player} si bere z odkládacího balíku {what}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="44" />
            <source>{player} fires the cannons at the {ship}.</source>
            <translation>{player} odpaluje děla u lodi {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="45" />
            <source>The colour dice show {first} and {second}.</source>
            <translation>Barevné kostky ukazují: {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="46" />
            <source>No opponent has {what} there: the shot misses.</source>
            <translation>Žádný soupeř tam nemá kartu „{what}“: výstřel míjí.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="47" />
            <source>No opponent has {what} there: both shots miss.</source>
            <translation>Žádný soupeř tam nemá kartu „{what}“: oba výstřely míjejí.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="48" />
            <source>{player} shoots {what} away from {player2} and lays it at the ship.</source>
            <translation>{player} sestřeluje {what} (patřila: {player2}) a přikládá ji na svou stranu lodi.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="49" />
            <source>{player} shoots {what} away from {player2}; it is discarded.</source>
            <translation>{player} sestřeluje {what} (patřila: {player2}); karta jde na odkládací balík.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="50" />
            <source>{player} must discard %n pirate(s) at the {ship} (too few provisions).</source>
            <translation>
                <numerusform>{player} musí u lodi {ship} odhodit %n piráta (málo proviantu).</numerusform>
                <numerusform>{player} musí u lodi {ship} odhodit %n piráty (málo proviantu).</numerusform>
                <numerusform>{player} musí u lodi {ship} odhodit %n pirátů (málo proviantu).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="51" />
            <source>{player} turns up %n pirate(s) at the {ship}: {pirates}.</source>
            <translation>
                <numerusform>{player} odkrývá u lodi {ship} %n piráta: {pirates}.</numerusform>
                <numerusform>{player} odkrývá u lodi {ship} %n piráty: {pirates}.</numerusform>
                <numerusform>{player} odkrývá u lodi {ship} %n pirátů: {pirates}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="56" />
            <source>The boarding succeeds.</source>
            <translation>Útok se zdařil.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="57" />
            <source>The boarding fails.</source>
            <translation>Útok se nezdařil.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="60" />
            <source>{player} loses {what} at the {ship}.</source>
            <translation>{player} ztrácí u lodi {ship} {what}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="61" />
            <source>{player} has no card of those colours at the {ship}: nothing is lost.</source>
            <translation>{player} nemá u lodi {ship} žádnou kartu těch barev: nic neztrácí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="69" />
            <source>{player} cannot counter-attack: %n provision card(s) missing at the ship, and a counter-attack lays at most 3.</source>
            <translation>
                <numerusform>{player} nemůže podniknout protiútok: u lodi chybí %n karta proviantu a při protiútoku lze vyložit nejvýše 3.</numerusform>
                <numerusform>{player} nemůže podniknout protiútok: u lodi chybějí %n karty proviantu a při protiútoku lze vyložit nejvýše 3.</numerusform>
                <numerusform>{player} nemůže podniknout protiútok: u lodi chybí %n karet proviantu a při protiútoku lze vyložit nejvýše 3.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="73" />
            <source>{player} cannot counter-attack: %n provision card(s) missing at the ship, more than their hand holds.</source>
            <translation>
                <numerusform>{player} nemůže podniknout protiútok: u lodi chybí %n karta proviantu, víc, než má v ruce.</numerusform>
                <numerusform>{player} nemůže podniknout protiútok: u lodi chybějí %n karty proviantu, víc, než má v ruce.</numerusform>
                <numerusform>{player} nemůže podniknout protiútok: u lodi chybí %n karet proviantu, víc, než má v ruce.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="79" />
            <source>The harbour is empty: the game ends with the round in which the next ship is captured.</source>
            <translation>Přístav je prázdný: hra skončí s koncem kola, v němž bude obsazena další loď.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="82" />
            <source>The first ship captured after the harbour emptied: the game ends with this round.</source>
            <translation>První loď obsazená po vyprázdnění přístavu: tímto kolem hra končí.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="94" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="114" />
            <source>Firing is the last card of a turn: play the turn's other cards first.</source>
            <translation>Odpálení děl je poslední kartou tahu: nejdřív zahrajte ostatní karty tahu.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="117" />
            <source>You may not take back a card you have just discarded.</source>
            <translation>Kartu, kterou jste právě odhodili, si zpět vzít nemůžete.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="118" />
            <source>That card is not in the discard pile.</source>
            <translation>Ta karta není v odkládacím balíku.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="161" />
            <source>The last move drew cards or rolled the dice: it cannot be taken back.</source>
            <translation>Poslední tah zahrnoval dobrání karet nebo hod kostkami: nelze ho vrátit.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="52" />
            <source>{player} boards the {ship}: dice {first} + {second}, strength {strength}: {total} against defence {defence}.</source>
            <translation>{player} útočí na loď {ship}: kostky {first} + {second}, síla {strength}: {total} proti obranyschopnosti {defence}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="58" />
            <source>{player}'s counter-attack beats the best so far.</source>
            <translation>{player}: protiútok překonává dosud nejlepší výsledek.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="59" />
            <source>{player}'s counter-attack fails: it had to beat {best}.</source>
            <translation>{player}: protiútok se nezdařil, bylo třeba překonat {best}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="64" />
            <source>{player} counter-attacks: dice {first} + {second}, strength {strength}: {total} against {best}.</source>
            <translation>{player} podniká protiútok: kostky {first} + {second}, síla {strength}: {total} proti {best}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="67" />
            <source>{player} does not counter-attack.</source>
            <translation>{player} protiútok nepodniká.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="77" />
            <source>{player} captures the {ship} ({points} points).</source>
            <translation>{player} obsazuje loď {ship} (body: {points}).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="78" />
            <source>The {ship} sails out of the harbour.</source>
            <translation>Z přístavu vyplouvá loď {ship}.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="85" />
            <source>Extended rules (E3): after a failed boarding {player} boards no other ship this turn.</source>
            <translation>Rozšířená pravidla (E3): po nezdařeném útoku už {player} v tomto tahu na žádnou další loď neútočí.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="88" />
            <source>Extended rules (E4): the ship went to a counter-attack, so {player} boards no other ship this turn.</source>
            <translation>Rozšířená pravidla (E4): loď připadla protiútoku, takže {player} v tomto tahu na žádnou další loď neútočí.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="91" />
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>Odkládací balík se zamíchá jako nový dobírací.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="92" />
            <source>{player} draws %n card(s).</source>
            <translation>
                <numerusform>{player} si dobírá %n kartu.</numerusform>
                <numerusform>{player} si dobírá %n karty.</numerusform>
                <numerusform>{player} si dobírá %n karet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="93" />
            <source>{player} gets a colour bonus (E1) for %n {colour} ship(s): {points}.</source>
            <translation>
                <numerusform>{player} získává prémii za barvu (E1) za %n loď barvy „{colour}“: {points}.</numerusform>
                <numerusform>{player} získává prémii za barvu (E1) za %n lodě barvy „{colour}“: {points}.</numerusform>
                <numerusform>{player} získává prémii za barvu (E1) za %n lodí barvy „{colour}“: {points}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="95" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
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
            <translation>kartu „{type}“ se symbolem piráta</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="104" />
            <source>That is not possible now.</source>
            <translation>To teď nejde.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="105" />
            <source>That card is not in your hand.</source>
            <translation>Tu kartu nemáte v ruce.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="106" />
            <source>That ship is not at sea.</source>
            <translation>Ta loď není na moři.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="107" />
            <source>That ship needs no {type}.</source>
            <translation>Ta loď nepotřebuje kartu „{type}“.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="108" />
            <source>You already have all the {type} that ship needs.</source>
            <translation>Karet „{type}“ už u té lodi máte, kolik potřebuje.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="109" />
            <source>Crew limit: no more pirates than provision cards on your side of a ship.</source>
            <translation>Limit posádky: u lodi nesmíte mít víc pirátů než karet proviantu.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="112" />
            <source>Cards are laid out first, then exchanged, then fired.</source>
            <translation>Karty se nejdřív vykládají, pak vyměňují a nakonec se odpalují děla.</translation>
        </message>
        <message numerus="yes">
            <location filename="../engine/stortebeker/texts.py" line="113" />
            <source>Those cards could not finish a legal turn of exactly %n card(s).</source>
            <translation>
                <numerusform>Takto by v tahu nešlo zahrát přesně %n kartu.</numerusform>
                <numerusform>Takto by v tahu nešlo zahrát přesně %n karty.</numerusform>
                <numerusform>Takto by v tahu nešlo zahrát přesně %n karet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="115" />
            <source>An exchange discards 2 or 3 cards.</source>
            <translation>Při výměně se odhazují 2 nebo 3 karty.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="119" />
            <source>You can fire only at a ship where you have a provision card.</source>
            <translation>Pálit lze jen na loď, u které máte kartu proviantu.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="120" />
            <source>Take a provision card of the die's colour from an opponent at the target ship.</source>
            <translation>Vezměte soupeři u cílové lodi kartu proviantu v barvě kostky.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="123" />
            <source>Nobody may board in the first round.</source>
            <translation>V prvním kole nesmí nikdo útočit.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="124" />
            <source>Your provisions at that ship are not complete.</source>
            <translation>Váš proviant u té lodi není úplný.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="125" />
            <source>You have already attacked that ship this turn.</source>
            <translation>Na tu loď jste v tomto tahu už zaútočili.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="126" />
            <source>Your boarding is over for this turn.</source>
            <translation>Vaše útoky v tomto tahu skončily.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="127" />
            <source>Lay exactly the missing provision cards from your hand (at most three).</source>
            <translation>Vyložte z ruky přesně chybějící karty proviantu (nejvýš tři).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="132" />
            <source>Ships captured</source>
            <translation>Obsazené lodě</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="133" />
            <source>Points of the ships</source>
            <translation>Body za lodě</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="134" />
            <source>Colour bonus</source>
            <translation>Prémie za barvu</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="135" />
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="138" />
            <source>The rulebook's extended rules at once: E1 to E4, and E5 with two players.</source>
            <translation>Rozšířená pravidla najednou: E1 až E4 a ve dvou i E5.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="141" />
            <source>At the end, three or more ships of a colour add the points of your best ship of that colour once more.</source>
            <translation>Máte-li na konci tři nebo více lodí jedné barvy, body vaší nejcennější lodi té barvy se započítají ještě jednou.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="145" />
            <source>The next three ships of the harbour lie face up, not only the top one.</source>
            <translation>Další tři lodě v přístavu leží lícem nahoru, ne jen ta horní.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="148" />
            <source>After a failed attack you may not attack another ship this turn.</source>
            <translation>Po nezdařeném útoku už v tomto tahu nesmíte zaútočit na jinou loď.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="151" />
            <source>When a counter-attack takes the ship you boarded, you may not attack another ship this turn.</source>
            <translation>Když vám protiútok vezme dobytou loď, už v tomto tahu nesmíte zaútočit na jinou.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="154" />
            <source>With two players only three ships lie at sea instead of four.</source>
            <translation>Ve dvou leží na moři jen tři lodě místo čtyř.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="155" />
            <source>Not in the rulebook: after discarding 2 cards pick at most 1, after discarding 3 at most 2.</source>
            <translation>Není v pravidlech: po odhození 2 karet si vezmete nejvýš 1, po odhození 3 nejvýš 2.</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="164" />
            <source>Equal points: more ships taken decide ({won} to {other}).</source>
            <translation>Při rovnosti bodů rozhoduje víc obsazených lodí ({won} proti {other}).</translation>
        </message>
        <message>
            <location filename="../engine/stortebeker/texts.py" line="165" />
            <source>Equal points and as many ships taken: the victory is shared.</source>
            <translation>Stejně bodů i obsazených lodí: o vítězství se dělí.</translation>
        </message>
    </context>
    <context>
        <name>StortebekerBoard</name>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="7" />
            <source>Harbour: %n ship(s)</source>
            <translation>
                <numerusform>Přístav: %n loď</numerusform>
                <numerusform>Přístav: %n lodě</numerusform>
                <numerusform>Přístav: %n lodí</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="8" />
            <source>Ships sail out of the harbour in this order. When the harbour is empty, the next capture ends the game after the round.</source>
            <translation>Lodě vyplouvají z přístavu v tomto pořadí. Když je přístav prázdný, další obsazená loď ukončí hru po dohrání kola.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="13" />
            <source>last round</source>
            <translation>poslední kolo</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="14" />
            <source>A ship was captured after the harbour emptied: the game ends after the turn of %1.</source>
            <translation>Po vyprázdnění přístavu byla obsazena loď: hra skončí po tahu hráče %1.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="17" />
            <source>Draw pile: %1</source>
            <translation>Dobírací balík: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="18" />
            <source>Discard pile (face up): %1</source>
            <translation>Odkládací balík (lícem nahoru): %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="19" />
            <source>The discard pile is open to everyone. Drag cards here to exchange them, then pick from it.</source>
            <translation>Odkládací balík je otevřený pro všechny. Přetáhněte sem karty k výměně a pak si z něj vyberte.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="22" />
            <source>Dice</source>
            <translation>Kostky</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="23" />
            <source>Score track</source>
            <translation>Bodovací tabulka</translation>
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
            <translation>Loď (%1): %2 b., obranyschopnost %3. Potřebuje: %4.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="26" />
            <source>%1 at this ship</source>
            <translation>%1 u této lodi</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="27" />
            <source>strength %1</source>
            <translation>síla %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="28" />
            <source>%n pirate(s) face down</source>
            <translation>
                <numerusform>%n pirát lícem dolů</numerusform>
                <numerusform>%n piráti lícem dolů</numerusform>
                <numerusform>%n pirátů lícem dolů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="29" />
            <source>still missing: %1</source>
            <translation>ještě chybí: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="30" />
            <source>provisions complete</source>
            <translation>proviant je úplný</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="31" />
            <source>Pirate of %1: crew, laid face down; no more pirates than provisions at a ship.</source>
            <translation>Pirát (%1): posádka, přikládá se lícem dolů; u lodi ne víc pirátů než karet proviantu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="34" />
            <source>%1: a provision card.</source>
            <translation>%1: karta proviantu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="35" />
            <source>%1 with a pirate symbol: a provision that adds 1 to your strength.</source>
            <translation>%1 se symbolem piráta: proviant, který přidá 1 k vaší síle.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="38" />
            <source>%1 with a pirate symbol (+1)</source>
            <translation>%1 se symbolem piráta (+1)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="39" />
            <source>Your hand</source>
            <translation>Vaše ruka</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="40" />
            <source>Hand of %1</source>
            <translation>Ruka – %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="41" />
            <source>This turn: %1 of %2 cards played (laid %3, exchanged %4, fired %5)</source>
            <translation>Tento tah: zahráno %1 z %2 karet (vyloženo %3, k výměně %4, k odpálení děl %5)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="42" />
            <source>To discard for an exchange (click to take back)</source>
            <translation>K odhození pro výměnu (kliknutím vrátíte)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="43" />
            <source>%1 — set aside for the exchange: Space or Enter takes it back into your hand.</source>
            <translation>%1 — odložená k výměně: mezerník nebo Enter ji vrátí do ruky.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="46" />
            <source>Picked: they join the hand after the turn</source>
            <translation>Vybrané: do ruky přijdou po tahu</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="47" />
            <source>%1 · points %2 · ships %3 · cards in hand %4</source>
            <translation>%1 · body %2 · lodě %3 · karty v ruce %4</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="48" />
            <source>to play</source>
            <translation>na tahu</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="49" />
            <source>Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points at the end).</source>
            <translation>
                <numerusform>Prémie za barvu (E1): %n loď barvy „%1“ (na konci +%2 b.).</numerusform>
                <numerusform>Prémie za barvu (E1): %n lodě barvy „%1“ (na konci +%2 b.).</numerusform>
                <numerusform>Prémie za barvu (E1): %n lodí barvy „%1“ (na konci +%2 b.).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="52" />
            <source>Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points).</source>
            <translation>
                <numerusform>Prémie za barvu (E1): %n loď barvy „%1“ (+%2 b.).</numerusform>
                <numerusform>Prémie za barvu (E1): %n lodě barvy „%1“ (+%2 b.).</numerusform>
                <numerusform>Prémie za barvu (E1): %n lodí barvy „%1“ (+%2 b.).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="53" />
            <source>The cannons fire at this ship.</source>
            <translation>U této lodi se odpalují děla.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="54" />
            <source>To beat: %1 (%2)</source>
            <translation>Překonat: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="55" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="56" />
            <source>At the end of your turn you draw back up to the hand size (%1). An empty draw pile is refilled by shuffling the discard pile.</source>
            <translation>Na konci svého tahu si doberete karty do plné ruky (%1). Prázdný dobírací balík se doplní zamícháním odkládacího balíku.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="61" />
            <source>A score above 44 goes round the track again; the true total stands beside each player's name.</source>
            <translation>Body nad 44 pokračují znovu od začátku tabulky; skutečný součet je uveden u jména každého hráče.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="64" />
            <source>Nothing rolled yet.</source>
            <translation>Zatím se ještě neházelo.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="65" />
            <source>Colour dice: %1 and %2</source>
            <translation>Barevné kostky: %1 a %2</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="66" />
            <source>Cannons: each die shoots away an opponent's provision card of its colour at the target ship; a colour no opponent has there misses. A failed attack: each die costs the attacker one of his own cards of its colour there.</source>
            <translation>Děla: každá kostka sestřelí soupeři u cílové lodi jednu kartu proviantu v barvě kostky; barva, kterou tam nemá žádný soupeř, míjí. Nezdařený útok: za každou kostku ztrácí útočník u té lodi jednu svou kartu v barvě kostky.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="72" />
            <source>Number dice: %1 + %2 = %3</source>
            <translation>Číselné kostky: %1 + %2 = %3</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="73" />
            <source>Boarding: dice + strength at least the ship's defence captures it; a counter-attack must beat the best value so far.</source>
            <translation>Útok: když kostky + síla dosáhnou aspoň obranyschopnosti lodi, loď je obsazena; protiútok musí překonat dosud nejlepší hodnotu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="78" />
            <source>Cutlass: drag it onto a lit ship (or click the ship) to board it.</source>
            <translation>Šavle: přetáhněte ji na zvýrazněnou loď (nebo na loď klikněte) a zaútočte na ni.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="79" />
            <source>Cannonball: the die shows %1. Drag it onto an opponent's %1 at the target ship (or click the card) to shoot it away. It goes to your side if it fits there, otherwise to the discard pile.</source>
            <translation>Dělová koule (kostka: %1). Přetáhněte ji na soupeřovu kartu „%1“ u cílové lodi (nebo na kartu klikněte) a sestřelte ji. Pokud se vám u té lodi hodí, přiloží se na vaši stranu, jinak jde na odkládací balík.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="86" />
            <source>Lay it at this ship.</source>
            <translation>Přiložit k této lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="87" />
            <source>Discard it and fire the cannons at this ship.</source>
            <translation>Odhodit a odpálit děla u této lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="88" />
            <source>Put it aside for an exchange (2 or 3 cards).</source>
            <translation>Odložit k výměně (2 nebo 3 karty).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="89" />
            <source>Pick this card.</source>
            <translation>Vzít tuto kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="90" />
            <source>Shoot this card away.</source>
            <translation>Sestřelit tuto kartu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="91" />
            <source>Board this ship: dice + strength %1 against defence %2.</source>
            <translation>Zaútočit na tuto loď: kostky + síla %1 proti obranyschopnosti %2.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="92" />
            <source>This card cannot be played now.</source>
            <translation>Tuto kartu teď nelze zahrát.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="95" />
            <source>%1 of %2 (%3)</source>
            <translation>%1 hráče %2 (%3)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="98" />
            <source>Play %n more card(s): drag %1.</source>
            <translation>
                <numerusform>Zahrajte ještě %n kartu: přetáhněte ji %1.</numerusform>
                <numerusform>Zahrajte ještě %n karty: přetáhněte je %1.</numerusform>
                <numerusform>Zahrajte ještě %n karet: přetáhněte je %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="100" />
            <source>Play %n card(s): drag %1.</source>
            <translation>
                <numerusform>Zahrajte %n kartu: přetáhněte ji %1.</numerusform>
                <numerusform>Zahrajte %n karty: přetáhněte je %1.</numerusform>
                <numerusform>Zahrajte %n karet: přetáhněte je %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="103" />
            <source>%n card(s) set aside for an exchange: discard them with the button, set aside one more, or click one to take it back.</source>
            <translation>
                <numerusform>%n karta odložena k výměně: odhoďte ji tlačítkem, odložte ještě jednu, nebo ji kliknutím vezměte zpět.</numerusform>
                <numerusform>%n karty odloženy k výměně: odhoďte je tlačítkem, odložte ještě jednu, nebo kliknutím kartu vezměte zpět.</numerusform>
                <numerusform>%n karet odloženo k výměně: odhoďte je tlačítkem, odložte ještě jednu, nebo kliknutím kartu vezměte zpět.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="108" />
            <source>%n card(s) set aside for an exchange: discard them with the button, or click one to take it back.</source>
            <translation>
                <numerusform>%n karta odložena k výměně: odhoďte ji tlačítkem, nebo ji kliknutím vezměte zpět.</numerusform>
                <numerusform>%n karty odloženy k výměně: odhoďte je tlačítkem, nebo kliknutím kartu vezměte zpět.</numerusform>
                <numerusform>%n karet odloženo k výměně: odhoďte je tlačítkem, nebo kliknutím kartu vezměte zpět.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="112" />
            <source>%n card(s) set aside for an exchange: set aside more, or click one to take it back.</source>
            <translation>
                <numerusform>%n karta odložena k výměně: odložte další, nebo ji kliknutím vezměte zpět.</numerusform>
                <numerusform>%n karty odloženy k výměně: odložte další, nebo kliknutím kartu vezměte zpět.</numerusform>
                <numerusform>%n karet odloženo k výměně: odložte další, nebo kliknutím kartu vezměte zpět.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="116" />
            <source>An exchange takes %1 cards now.</source>
            <translation>K výměně jsou teď potřeba %1 karty.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="118" />
            <source>%n card(s) make an exchange only after you lay a card out: lay one first, or set aside one more.</source>
            <translation>
                <numerusform>%n karta stačí k výměně až po vyložení karty: nejdřív jednu vyložte, nebo odložte ještě jednu.</numerusform>
                <numerusform>%n karty stačí k výměně až po vyložení karty: nejdřív jednu vyložte, nebo odložte ještě jednu.</numerusform>
                <numerusform>%n karet stačí k výměně až po vyložení karty: nejdřív jednu vyložte, nebo odložte ještě jednu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="122" />
            <source>%1 or %2</source>
            <translation>%1 nebo %2</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="123" />
            <source>onto your side of a ship to lay out</source>
            <translation>na svou stranu lodi (vyložení)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="124" />
            <source>onto the discard pile to exchange</source>
            <translation>na odkládací balík (výměna)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="125" />
            <source>onto a ship to fire</source>
            <translation>na loď (odpálení děl)</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="126" />
            <source>Pick up to %n card(s) from the discard pile (click them), or pick no more.</source>
            <translation>
                <numerusform>Vyberte si z odkládacího balíku až %n kartu (klikněte na ni), nebo už nic.</numerusform>
                <numerusform>Vyberte si z odkládacího balíku až %n karty (klikněte na ně), nebo už nic.</numerusform>
                <numerusform>Vyberte si z odkládacího balíku až %n karet (klikněte na ně), nebo už nic.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="129" />
            <source>The die shows %1: click an opponent's %1 at the target ship.</source>
            <translation>Kostka: %1. Klikněte na soupeřovu kartu „%1“ u cílové lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="131" />
            <source>First of two shots: the die shows %1. Click an opponent's %1 at the target ship.</source>
            <translation>První ze dvou výstřelů – kostka: %1. Klikněte na soupeřovu kartu „%1“ u cílové lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="134" />
            <source>Second shot: the die shows %1. Click an opponent's %1 at the target ship.</source>
            <translation>Druhý výstřel – kostka: %1. Klikněte na soupeřovu kartu „%1“ u cílové lodi.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="137" />
            <source>Click a lit ship (or drag the cutlass onto it) to board it, or stop.</source>
            <translation>Klikněte na zvýrazněnou loď (nebo na ni přetáhněte šavli) a zaútočte, nebo přestaňte.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="138" />
            <source>%1 took the %2 with a total of %3: counter-attack (you must beat %3) or pass.</source>
            <translation>%1 obsazuje loď %2 celkovou hodnotou %3: podnikněte protiútok (musíte překonat %3), nebo pasujte.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="143" />
            <source>%1 took the %2 with a total of %3. Your hand cannot complete your provisions there: pass.</source>
            <translation>%1 obsazuje loď %2 celkovou hodnotou %3. Z ruky svůj proviant u ní doplnit nemůžete: pasujte.</translation>
        </message>
        <message numerus="yes">
            <location filename="../desktop/stortebeker/texts.py" line="146" />
            <source>Discard %n card(s) for an exchange</source>
            <translation>
                <numerusform>Odhodit %n kartu k výměně</numerusform>
                <numerusform>Odhodit %n karty k výměně</numerusform>
                <numerusform>Odhodit %n karet k výměně</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="147" />
            <source>Pick no more</source>
            <translation>Už nic nebrat</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="148" />
            <source>Stop boarding</source>
            <translation>Ukončit útoky</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="149" />
            <source>Counter-attack</source>
            <translation>Protiútok</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="150" />
            <source>Counter-attack, laying %1</source>
            <translation>Protiútok, přiložit: %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="153" />
            <source>Counter-attack: strength %1</source>
            <translation>Protiútok: síla %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="154" />
            <source>Strength %1</source>
            <translation>Síla %1</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="155" />
            <source>Strength %1 (☠ %2)</source>
            <translation>Síla %1 (☠ %2)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="156" />
            <source>Strength %1 (☠ all)</source>
            <translation>Síla %1 (☠ všechny)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/texts.py" line="157" />
            <source>Dice + strength %1 must beat %2.</source>
            <translation>Kostky + síla %1 musí překonat %2.</translation>
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
            <translation>Body každé obsazené lodi pište jako celá čísla, např. 5 9.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="233" />
            <source>A ship is worth at most %1 points: write the points of each captured ship apart, e.g. 5 9.</source>
            <translation>Loď má nejvýše %1 bodů: body každé obsazené lodi pište zvlášť, např. 5 9.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="244" />
            <source>Only %1 ships are in play with %2 players.</source>
            <translation>Se %2 hráči je ve hře jen %1 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="238" />
            <source>Only %1 ships are in play with two players and three ships at sea (extended rule 5).</source>
            <translation>Se dvěma hráči a třemi loděmi na moři (rozšířené pravidlo 5) je ve hře jen %1 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="279" />
            <source>Shuffle the %1 ships face down. Ships at sea: %2. Harbour: %3 ships face down, the top one face up (three with the harbour preview, extended rule 2). Back to the box unseen: %4 ships.</source>
            <translation>Zamíchejte %1 lodí lícem dolů. Lodě na moři: %2. Přístav: %3 lodí lícem dolů, horní lícem nahoru (s náhledem do přístavu, rozšířeným pravidlem 2, tři horní). Zpět do krabice, neviděné: %4 lodí.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="359" />
            <source>Dice</source>
            <translation>Kostky</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="360" />
            <source>Final score</source>
            <translation>Konečné bodování</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="361" />
            <source>Set-up</source>
            <translation>Příprava</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="362" />
            <source>Number dice (boarding, counter-attack)</source>
            <translation>Číselné kostky (útok, protiútok)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="363" />
            <source>Colour dice (cannons, a failed attack)</source>
            <translation>Barevné kostky (děla, nezdařený útok)</translation>
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
            <translation>Prémie za barvu (rozšířené pravidlo 1)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="369" />
            <source>For each player and ship colour, write the points of the ships captured, e.g. 5 9. The values printed on your cards count. If your game has ships of a colour that has no column here, write them in the column of a colour nobody captured.</source>
            <translation>Pro každého hráče a barvu lodí napište body obsazených lodí, např. 5 9. Platí hodnoty vytištěné na vašich kartách. Má-li vaše hra lodě barvy, pro kterou tu sloupec není, napište je do sloupce barvy, kterou nikdo neobsadil.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="378" />
            <source>Three ships at sea (extended rule 5, two players)</source>
            <translation>Tři lodě na moři (rozšířené pravidlo 5, dva hráči)</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="375" />
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="287" />
            <source>Shuffle the %1 action cards and deal %2 to each player; the rest is the face-down draw pile. The discard pile starts empty and lies face up: anyone may look through it.</source>
            <translation>Zamíchejte %1 akčních karet a rozdejte každému hráči %2; zbytek tvoří dobírací balík lícem dolů. Odkládací balík je na začátku prázdný a leží lícem nahoru: kdokoli si ho smí prohlédnout.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="293" />
            <source>Each player takes the two markers of his colour: the large one in front of him, so that everyone sees his colour, the small one on the ship of his colour on the score track.</source>
            <translation>Každý hráč si vezme dva žetony své barvy: velký položí před sebe, aby všichni viděli jeho barvu, malý na loď své barvy na bodovací tabulce.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="297" />
            <source>The player whose marker is highest on the score track starts (usually yellow); play goes clockwise. Nobody may board a ship in the first round.</source>
            <translation>Začíná hráč, jehož žeton je na bodovací tabulce nejvýše (zpravidla žlutý); hraje se po směru hodinových ručiček. V prvním kole nesmí nikdo na žádnou loď zaútočit.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="302" />
            <source>Extended rules</source>
            <translation>Rozšířená pravidla</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="304" />
            <source>Extended rule 1, the colour bonus, is counted at the end: tick it on the Final score tab.</source>
            <translation>Rozšířené pravidlo 1, prémie za barvu, se počítá na konci: zaškrtněte ji na záložce Konečné bodování.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="307" />
            <source>Extended rule 2: the top three harbour ships lie face up, in the order they will sail out.</source>
            <translation>Rozšířené pravidlo 2: tři horní lodě přístavu leží lícem nahoru v pořadí, v jakém vyplují.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="310" />
            <source>Extended rules 3 and 4 change nothing in the set-up: a failed boarding (3), or a counter-attack that takes the ship just boarded (4), ends the player's boarding for that turn.</source>
            <translation>Rozšířená pravidla 3 a 4 na přípravě nic nemění: nezdařený útok (3) nebo protiútok, který hráči právě obsazenou loď vezme (4), ukončí jeho útoky v tomto tahu.</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="313" />
            <source>Extended rule 5, two players only: three ships at sea (the box above).</source>
            <translation>Rozšířené pravidlo 5, jen pro dva hráče: tři lodě na moři (políčko nahoře).</translation>
        </message>
        <message>
            <location filename="../desktop/stortebeker/companion.py" line="354" />
            <source>Start a new session? The ships' points and the dice rolls of this one are cleared. The names, the number of players and the extended rules ticked (colour bonus, three ships at sea) stay.</source>
            <translation>Začít nové sezení? Body lodí a hody kostkami tohoto sezení se smažou. Jména, počet hráčů a zaškrtnutá rozšířená pravidla (prémie za barvu, tři lodě na moři) zůstanou.</translation>
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
            <translation>Písek na startu dotekl: stavba skončila.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="236" />
            <source>Building is over</source>
            <translation>Stavba skončila</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="240" />
            <source>The sand has run out on 1. Only a player who has finished building (taken an order token) may turn the hourglass onto start.</source>
            <translation>Písek na 1 dotekl. Hodiny na start smí otočit jen hráč, který už dostavěl loď (vzal si žeton s číslem pořadí).</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="244" />
            <source>Turn onto start (space bar)</source>
            <translation>Otočit na start (mezerník)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="246" />
            <source>The sand has run out. Turn the hourglass when you are ready.</source>
            <translation>Písek dotekl. Otočte hodiny, až budete připraveni.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="247" />
            <source>Turn the hourglass (space bar)</source>
            <translation>Otočit hodiny (mezerník)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="249" />
            <source>The sand is running.</source>
            <translation>Písek se sype.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="250" />
            <source>Running…</source>
            <translation>Sype se…</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="252" />
            <source>Ready: the hourglass stands on 3.</source>
            <translation>Připraveno: hodiny stojí na 3.</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="253" />
            <source>Start the hourglass (space bar)</source>
            <translation>Spustit hodiny (mezerník)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="258" />
            <source>Seconds of sand</source>
            <translation>Doba přesýpání (s)</translation>
        </message>
        <message>
            <location filename="../desktop/galaxy_trucker/table_hourglass.py" line="259" />
            <source>Back to 3</source>
            <translation>Zpět na 3</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <location filename="../desktop/table_page.py" line="90" />
            <source>At the table</source>
            <translation>U stolu</translation>
        </message>
        <message>
            <location filename="../desktop/table_page.py" line="91" />
            <source>Back to the games</source>
            <translation>Zpět ke hrám</translation>
        </message>
        <message>
            <location filename="../desktop/table_page.py" line="94" />
            <source>Playing the cardboard game? Pick it on the left: dice, the hourglass, score pads and set-ups, all offline. F11 fills the screen.</source>
            <translation>Hrajete krabicovou hru? Vyberte ji vlevo: kostky, přesýpací hodiny, zápis bodů a přípravu, vše bez internetu. F11 roztáhne okno na celou obrazovku.</translation>
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
            <translation>Tady se zvětšeně ukážou kostky a přesýpací hodiny otevřené stránky.</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="122" />
            <source>Space bar: roll · F11: full screen · Esc: leave full screen</source>
            <translation>Mezerník: hodit · F11: celá obrazovka · Esc: zpět do okna</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="124" />
            <source>Space bar: turn the hourglass · F11: full screen · Esc: leave full screen</source>
            <translation>Mezerník: otočit přesýpací hodiny · F11: celá obrazovka · Esc: zpět do okna</translation>
        </message>
        <message>
            <location filename="../desktop/common/table_screen.py" line="126" />
            <source>Space bar: roll or turn · F11: full screen · Esc: leave full screen</source>
            <translation>Mezerník: hodit nebo otočit · F11: celá obrazovka · Esc: zpět do okna</translation>
        </message>
    </context>
    <context>
        <name>TradeDialog</name>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="194" />
            <source>In your hand</source>
            <translation>V ruce</translation>
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
            <translation>Všem hráčům</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="225" />
            <location filename="../desktop/catan/dialogs.py" line="227" />
            <source>Offer to</source>
            <translation>Komu nabídnout</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="234" />
            <source>Counter-offer</source>
            <translation>Protinabídka</translation>
        </message>
        <message>
            <location filename="../desktop/catan/dialogs.py" line="234" />
            <source>Offer a trade</source>
            <translation>Nabídnout obchod</translation>
        </message>
    </context>
    <context>
        <name>VictoryDialog</name>
        <message>
            <location filename="../desktop/end_screen.py" line="28" />
            <source>Game over</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="34" />
            <source>Winner: %1</source>
            <translation>Vítězí: %1</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="36" />
            <source>Shared victory: %1</source>
            <translation>O vítězství se dělí: %1</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="94" />
            <source>&amp;Close</source>
            <translation>&amp;Zavřít</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="95" />
            <source>&amp;Play again</source>
            <translation>&amp;Hrát znovu</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="99" />
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="102" />
            <source>&amp;Watch the replay</source>
            <translation>&amp;Přehrát záznam hry</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="97" />
            <source>The same players and options, a new deal</source>
            <translation>Stejní hráči a volby, nové rozdání</translation>
        </message>
        <message>
            <location filename="../desktop/end_screen.py" line="115" />
            <source>This game is kept: Finished games… on the start page shows it again.</source>
            <translation>Tato hra je uložená: Dohrané hry… na úvodní stránce ji ukážou znovu.</translation>
        </message>
    </context>
</TS>
