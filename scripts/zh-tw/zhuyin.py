"""Mandarin syllables: Hanyu Pinyin to Zhuyin, and Zhuyin to Taiwanese braille cells.

Taiwanese Mandarin braille writes a syllable as up to three cells: the initial (if any),
one cell for medial and final together (the rhyme), and the tone. The initials ㄐㄑㄒ share
their cells with ㄍㄘㄙ (a following ㄧ or ㄩ tells them apart). A syllable of an initial
alone (ㄓㄔㄕㄖㄗㄘㄙ, "zhi", "si") takes the rhyme cell of ㄦ (dots 1-2-5-6).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from chewing import Syllable

# Dots of the cells: one string of dot numbers per cell.
INITIAL_DOTS = {
    "ㄅ": "135", "ㄆ": "1234", "ㄇ": "134", "ㄈ": "12345", "ㄉ": "145", "ㄊ": "124", "ㄋ": "1345",
    "ㄌ": "14", "ㄍ": "13", "ㄎ": "123", "ㄏ": "1235", "ㄐ": "13", "ㄑ": "245", "ㄒ": "15",
    "ㄓ": "1", "ㄔ": "12", "ㄕ": "24", "ㄖ": "1245", "ㄗ": "125", "ㄘ": "245", "ㄙ": "15",
}
RHYME_DOTS = {
    "": "156", "ㄦ": "156",
    "ㄚ": "345", "ㄛ": "126", "ㄜ": "2346", "ㄝ": "26", "ㄞ": "2456", "ㄟ": "356", "ㄠ": "146",
    "ㄡ": "12356", "ㄢ": "1236", "ㄣ": "136", "ㄤ": "1346", "ㄥ": "1356",
    "ㄧ": "16", "ㄧㄚ": "23456", "ㄧㄛ": "356", "ㄧㄝ": "346", "ㄧㄠ": "246", "ㄧㄡ": "234",
    "ㄧㄢ": "2345", "ㄧㄣ": "1456", "ㄧㄤ": "46", "ㄧㄥ": "13456",
    "ㄨ": "34", "ㄨㄚ": "35", "ㄨㄛ": "25", "ㄨㄞ": "2356", "ㄨㄟ": "1246", "ㄨㄢ": "12456",
    "ㄨㄣ": "123456", "ㄨㄤ": "456", "ㄨㄥ": "12346",
    "ㄩ": "1256", "ㄩㄝ": "236", "ㄩㄢ": "45", "ㄩㄣ": "256", "ㄩㄥ": "235",
}
# Tone 0 level (dot 3), 1 neutral (dot 1), 2 rising (dot 2), 3 dipping (dot 4), 4 falling (dot 5).
TONE_DOTS = ["3", "1", "2", "4", "5"]


@lru_cache(maxsize=None)
def braille(syllable: Syllable) -> tuple[str, ...] | None:
    """The cells of a syllable as dot strings, or None if the rhyme has no cell."""
    rhyme = RHYME_DOTS.get(syllable.rhyme)
    if rhyme is None:
        return None
    cells = [INITIAL_DOTS[syllable.initial]] if syllable.initial else []
    return tuple(cells + [rhyme, TONE_DOTS[syllable.tone]])


def _dots(cell: str) -> str:
    value = ord(cell) - 0x2800
    return "".join(str(d + 1) for d in range(8) if value >> d & 1)


_INITIAL_OF = {dots: [i for i, d in INITIAL_DOTS.items() if d == dots] for dots in INITIAL_DOTS.values()}
_RHYME_OF = {dots: [r for r, d in RHYME_DOTS.items() if d == dots] for dots in RHYME_DOTS.values()}


def from_cells(cells: str) -> Syllable | None:
    """The syllable that a character's cells (braille Unicode, pronoun marks allowed) write, or
    None. Where cells are shared, the usual syllable: ㄐㄑㄒ before ㄧ and ㄩ, else ㄍㄘㄙ; dots
    3-5-6 is ㄟ (ㄧㄛ is rare), and dots 1-2-5-6 is ㄦ alone and the empty rhyme after an initial."""
    dots = [_dots(c).replace("7", "").replace("8", "") for c in cells]
    if len(dots) not in (2, 3) or dots[-1] not in TONE_DOTS or dots[-2] not in _RHYME_OF:
        return None
    rhymes = _RHYME_OF[dots[-2]]
    if dots[-2] == "156":
        rhyme = "" if len(dots) == 3 else "ㄦ"
    else:
        rhyme = "ㄟ" if dots[-2] == "356" else rhymes[0]
    initial = ""
    if len(dots) == 3:
        initials = _INITIAL_OF.get(dots[0])
        if not initials:
            return None
        palatal = rhyme[:1] in ("ㄧ", "ㄩ")
        initial = next((i for i in initials if (i in "ㄐㄑㄒ") == palatal), initials[0])
    return Syllable(initial, rhyme, TONE_DOTS.index(dots[-1]))


def written(syllable: Syllable) -> str:
    """A syllable in Zhuyin with its tone mark, as dictionaries write it: `ㄍㄜˋ`, `˙ㄇㄜ`, `ㄅㄛ`."""
    text = syllable.initial + syllable.rhyme
    return "˙" + text if syllable.tone == 1 else text + ["", "", "ˊ", "ˇ", "ˋ"][syllable.tone]


_INITIALS = ["zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "r", "z", "c", "s"]
_ZHUYIN_INITIAL = dict(zip(_INITIALS, "ㄓㄔㄕㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄖㄗㄘㄙ"))
_RHYMES = {
    "a": "ㄚ", "o": "ㄛ", "e": "ㄜ", "ê": "ㄝ", "ai": "ㄞ", "ei": "ㄟ", "ao": "ㄠ", "ou": "ㄡ", "an": "ㄢ",
    "en": "ㄣ", "ang": "ㄤ", "eng": "ㄥ", "er": "ㄦ", "ong": "ㄨㄥ",
    "i": "ㄧ", "ia": "ㄧㄚ", "io": "ㄧㄛ", "ie": "ㄧㄝ", "iai": "ㄧㄞ", "iao": "ㄧㄠ", "iu": "ㄧㄡ", "iou": "ㄧㄡ",
    "ian": "ㄧㄢ", "in": "ㄧㄣ", "iang": "ㄧㄤ", "ing": "ㄧㄥ", "iong": "ㄩㄥ",
    "u": "ㄨ", "ua": "ㄨㄚ", "uo": "ㄨㄛ", "uai": "ㄨㄞ", "ui": "ㄨㄟ", "uei": "ㄨㄟ", "uan": "ㄨㄢ", "un": "ㄨㄣ",
    "uen": "ㄨㄣ", "uang": "ㄨㄤ", "ueng": "ㄨㄥ",
    "ü": "ㄩ", "üe": "ㄩㄝ", "üan": "ㄩㄢ", "ün": "ㄩㄣ",
}
_Y_W = {
    "yi": "i", "ya": "ia", "yo": "io", "ye": "ie", "yai": "iai", "yao": "iao", "you": "iu", "yan": "ian",
    "yin": "in", "yang": "iang", "ying": "ing", "yong": "iong", "yu": "ü", "yue": "üe", "yuan": "üan",
    "yun": "ün", "wu": "u", "wa": "ua", "wo": "uo", "wai": "uai", "wei": "ui", "wan": "uan", "wen": "un",
    "wang": "uang", "weng": "ueng",
}
_MARKS = {"\u0304": 0, "\u0301": 2, "\u030c": 3, "\u0300": 4}


def _syllable(base: str, tone: int) -> Syllable | None:
    base = base.lower().replace("v", "ü").replace("u:", "ü")
    initial = next((i for i in _INITIALS if base.startswith(i) and base != i), "")
    rest = base[len(initial):]
    if not initial:
        rest = _Y_W.get(rest, rest)
    if initial in ("j", "q", "x") and rest.startswith("u"):
        rest = "ü" + rest[1:]
    if initial in ("zh", "ch", "sh", "r", "z", "c", "s") and rest == "i":
        rhyme = ""
    elif rest in _RHYMES:
        rhyme = _RHYMES[rest]
    else:
        return None
    if not initial and not rhyme:
        return None
    return Syllable(_ZHUYIN_INITIAL.get(initial, ""), rhyme, tone)


@lru_cache(maxsize=None)
def from_marked_pinyin(text: str) -> Syllable | None:
    """`zhǎng` → ㄓㄤˇ; no tone mark means the neutral tone. None for syllables Zhuyin cannot write (`hm`, `ń`)."""
    tone = 1
    base = ""
    for ch in unicodedata.normalize("NFD", text):
        if ch in _MARKS:
            tone = _MARKS[ch]
        elif ch == "\u0308":
            base += "\u0308"
        elif ch == "\u0302":
            base += "\u0302"
        else:
            base += ch
    base = unicodedata.normalize("NFC", base)
    return _syllable(base, tone)


@lru_cache(maxsize=None)
def from_numbered_pinyin(text: str) -> Syllable | None:
    """`zhang3` → ㄓㄤˇ (5 is the neutral tone). None if it is not a Mandarin syllable."""
    match = re.fullmatch(r"([A-Za-zü:ê]+)([1-5])", text)
    if not match:
        return None
    return _syllable(match.group(1), {"1": 0, "2": 2, "3": 3, "4": 4, "5": 1}[match.group(2)])
