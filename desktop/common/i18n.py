"""Translations: loading .qm files, switching language at run time, rendering engine Messages."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from desktop.common.paths import translations_dir
from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey

LANGUAGES = ("cs", "sk", "en")  # the languages Přístav speaks

_translator: QTranslator | None = None
_qt_translator: QTranslator | None = None  # Qt's own texts (standard buttons, file dialogs)
_current = "en"


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def current_language() -> str:
    return _current


def set_language(lang: str) -> bool:
    """Install the translator for `lang` ("" = system); widgets get a LanguageChange event."""
    global _translator, _qt_translator, _current
    lang = lang or system_language()
    app = QCoreApplication.instance()
    if app is None:
        return False
    # The translators have no Qt parent: the one taken out goes with its last Python reference.
    # Parented to the application, every switch of language kept two catalogues for good.
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    qt = QTranslator()
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _qt_translator = qt
    new = QTranslator()
    ok = new.load(str(translations_dir() / f"pristav_{lang}.qm"))
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    if ok:
        app.installTranslator(new)
        _translator = new
    _current = lang
    return ok


def locale() -> QLocale:
    """The locale of the chosen language (dates and numbers as its speakers write them)."""
    return QLocale({"cs": "cs_CZ", "sk": "sk_SK"}.get(_current, "en_GB"))


def date_time(when: QDateTime) -> str:
    """A short date and time as the language writes it: "1. 12. 2026 5:44" in Czech and Slovak (Qt's
    Czech short form is "01.12.26 5:44", a two-digit year no Czech writes), the locale's short form
    otherwise ("01/12/2026 05:44")."""
    if _current in ("cs", "sk"):
        return locale().toString(when, "d. M. yyyy H:mm")
    return locale().toString(when, QLocale.FormatType.ShortFormat)


_BOT_MARK = QT_TRANSLATE_NOOP("Seats", "%1 (bot)")


_DEFAULT_SEAT = QT_TRANSLATE_NOOP("App", "Player %1")
# what "Player %1" is in each language Přístav speaks (cs and sk alike): a seat still called so was not
# named by anyone, and reads in the language of today (a game begun in English and continued in Czech
# said "Na tahu: Player 1")
_DEFAULT_SEAT_WORDS = ("Player", "Hráč")


def seat_names(names: Sequence[str]) -> list[str]:
    """The seats' names as the current language says them: a default name of any of our languages
    ("Hráč 2" in the second seat) becomes this language's, a name somebody typed stays as it is."""
    out = []
    for k, name in enumerate(names):
        if name in {f"{word} {k + 1}" for word in _DEFAULT_SEAT_WORDS}:
            name = tr_key(_DEFAULT_SEAT).replace("%1", str(k + 1))
        out.append(name)
    return out


def seat_label(name: str, kind: str) -> str:
    """A seat's name as lists of players show it: "Bořek (bot)" for a bot, the name alone for a person."""
    return tr_key(_BOT_MARK, name) if kind == "bot" else name


BOARD_NAME = 16  # characters of a name on the board's tight lines (a seat's panel, the chart's legend)


def board_name(name: str, limit: int = BOARD_NAME) -> str:
    """`name` as the board's tight places show it: whole up to `limit` characters, else its start
    and its end around an ellipsis ("Maximil…ringen"), so that "Bořivoj … 1" and "… 2" stay apart.
    The full name stays where there is room (the log, tooltips, the prompt, the end screen)."""
    name = " ".join(name.split())
    if len(name) <= limit:
        return name
    tail = max(1, (limit - 1) * 2 // 5)
    return name[: limit - 1 - tail].rstrip() + "…" + name[-tail:].lstrip()


def heading(text: str) -> str:
    """A word or line written for mid-sentence ("yellow", "žltá") as a heading or a label: its first
    letter capitalised."""
    return text[:1].upper() + text[1:]


def board_names(names: Sequence[str]) -> list[str]:
    """`board_name` of each; two seats that would look the same keep their full names."""
    short = [board_name(n) for n in names]
    return [n if short.count(s) > 1 else s for n, s in zip(names, short, strict=True)]


def translate(context: str, source: str, count: int | None = None) -> str:
    if "%n" not in source:
        # only a text with %n has plural forms in the catalogues: asked with a count, Qt looks for a
        # plural entry, finds none and gives the English source (a Galaxy Trucker card's question
        # read "Volný vesmír: power double engines …" in Czech)
        count = None
    if count is not None and count < 0:
        # Qt takes a negative count for "no count": it would pick no plural form and leave %n
        # standing ("credits: %n"). A debt of 4 reads as 4 does, with its sign.
        raw = _translator.translate(context, source, None, -count) if _translator is not None else ""
        text = (raw or source).replace("%n", str(count))
    else:
        text = QCoreApplication.translate(context, source, None, -1 if count is None else count)
    if count is not None and "(s)" in text:  # no plural forms loaded (no catalogue): English's own rule
        text = text.replace("(s)", "" if abs(count) == 1 else "s")
    return text


def tr_count(key: MessageKey, n: int | None = None) -> str:
    """The key translated now; `n` picks the plural form and fills %n."""
    return translate(key.context, key.source, n)


def tr_key(key: MessageKey, *args: object) -> str:
    """The key translated now, with %1, %2, ... replaced by `args`."""
    text = translate(key.context, key.source)
    for k, a in enumerate(args, 1):
        text = text.replace(f"%{k}", str(a))
    return text


def tr_n(key: MessageKey, n: int, *args: object) -> str:
    """The key's plural form for `n` (which fills %n), with %1, %2, ... replaced by `args`."""
    text = translate(key.context, key.source, n)
    for k, a in enumerate(args, 1):
        text = text.replace(f"%{k}", str(a))
    return text


def render(message: Message, names: Sequence[str] = ()) -> str:
    """A Message in the current language; params named player* are seat numbers."""
    params = dict(message.params)
    for k, v in params.items():
        if k.startswith("player") and isinstance(v, int) and 0 <= v < len(names):
            params[k] = names[v]
    return Message(message.key, params, message.count).render(translate)


EVERYONE = -1000  # a viewer who may read every line (a finished game watched again); no seat, nor a view's -1


def as_seen_by(message: Message, viewer: int | None) -> Message:
    """The line as `viewer` may read it: an engine line that hides something from the table (e.g.
    the card a robber took) carries `seen` (the full line) and `seen_by` (the seats that know it);
    a screen that belongs to one of those seats shows the full line, and so does a finished game
    watched again (`EVERYONE`)."""
    seen = message.params.get("seen")
    if (
        viewer is not None
        and isinstance(seen, Message)
        and (viewer == EVERYONE or viewer in message.params.get("seen_by", ()))
    ):
        return seen
    return message


Renderer = Callable[[Message], str]
