"""Cells for everything in zh-tw that is not a Han character.

- Latin letters, digits and ASCII symbols inside Chinese text: 8-dot computer braille
  (North American Braille Computer Code): the Braille ASCII cell of the character, with dot 7
  for capitals and for @ [ \\ ] ^; lowercase letters and ` { | } ~ share the cells of their
  capital / @ [ \\ ] ^ counterparts without dot 7. Underscore is dots 4-5-6.
- Chinese (full-width) punctuation in Taiwanese braille, most marks followed by a blank cell.
"""

from __future__ import annotations

# Braille ASCII: the character whose 6-dot cell has bit n (dot n+1) set for value 0..63.
BRAILLE_ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="


def bits_to_dots(bits: int) -> str:
    return "".join(str(d + 1) for d in range(8) if bits >> d & 1) or "0"


def computer_braille(ch: str) -> str:
    """Dots of a printable ASCII character (U+0021–U+007E) in 8-dot computer braille."""
    c = ord(ch)
    if ch == "_":
        return "456"
    if c >= 0x60:
        return bits_to_dots(BRAILLE_ASCII.index(chr(c - 0x20)))
    if c >= 0x40:
        return bits_to_dots(BRAILLE_ASCII.index(ch) | 0x40)
    return bits_to_dots(BRAILLE_ASCII.index(ch))


# Chinese punctuation (Taiwanese braille): character → cells.
CHINESE_PUNCTUATION = {
    "，": "23 0", "﹐": "23 0", "。": "36 0", "﹒": "36 0", "、": "6 0", "﹑": "6 0",
    "；": "56 0", "﹔": "56 0", "：": "25 25", "？": "1456 0", "﹖": "1456 0", "！": "123 0",
    "「": "56 36", "」": "36 23", "『": "236 236", "』": "356 356",
    "“": "236 236", "”": "356 356",
    "（": "246 0", "）": "135 0", "《": "126 126", "》": "345 345", "〈": "126 0", "〉": "345 0",
    "【": "12346 0", "】": "13456 0", "…": "5 5 5", "‧": "36", "·": "46",
    "—": "2578 2578", "‘": "4", "’": "3", "•": "36",
    # The full-width hyphen (全形連接號), a dash in running text ("行為－原本"): a Chinese mark like
    # the others, dots 3-6 and a blank cell, not the ASCII hyphen it is the wide form of.
    "－": "36 0",
    # The marks in the forms that text converted from Big5 carries (the catalogs have them): the
    # ellipsis ⋯ (U+22EF, "回復至直接套用模式⋯⋯"), the colon ︰ (U+FE30, "預設值︰") and the dash drawn with
    # the box-drawing line ─ (U+2500, "選項無效 ─ %c"). Each reads as the mark it stands for.
    "⋯": "5 5 5", "︰": "25 25", "─": "2578 2578",
}

# Symbols of mathematics, arrows, Greek letters, currency and marks inside Chinese text: the signs of
# Taiwan's mathematics braille (數學點字), which follows the Nemeth Code (sources in docs/zh-tw.md,
# "Symbols"). Letters inside a sign are this table's computer-braille letters (capitals with dot 7).
GREEK_LETTERS = "αβγδεζηθικλμνξοπρστυφχψω"
GREEK_AS_LATIN = "abgdezh?iklmnxoprstufcyw"  # Nemeth's letter for each (η is 1-5-6, θ 1-4-5-6, χ 1-2-3-4-6)
GREEK_CELLS = {"η": "156", "θ": "1456", "χ": "12346"}


def greek(ch: str) -> str:
    """The Greek letter indicator (dots 4-6), then the letter: π is 46 1234, Ω 46 24567."""
    lower = ch.lower() if ch != "ς" else "σ"
    k = GREEK_LETTERS.index(lower)
    cell = GREEK_CELLS.get(lower) or computer_braille(GREEK_AS_LATIN[k])
    if ch != lower and ch != "ς":
        cell += "7"
    return "46 " + ("4 " if ch == "ς" else "") + cell


SYMBOLS = {
    # Arrows: Nemeth's shape indicator (1-2-4-6), shafts (2-5, double 2-3-5-6), the head 1-3-5 or 2-4-6.
    "→": "1246 25 25 135", "←": "1246 246 25 25", "↑": "1246 126 25 25 135", "↓": "1246 146 25 25 135",
    "↔": "1246 246 25 25 135", "↕": "1246 126 246 25 25 135",
    "⇒": "1246 2356 2356 135", "⇐": "1246 246 2356 2356", "⇑": "1246 126 2356 2356 135",
    "⇓": "1246 146 2356 2356 135", "⇔": "1246 246 2356 2356 135",
    # Operators and comparison signs (Nemeth).
    "×": "4 16", "÷": "46 34", "±": "346 36", "∓": "36 346", "°": "45 46 16",
    "≤": "5 13 156", "≥": "46 2 156", "≦": "5 13 46 13", "≧": "46 2 46 13", "≠": "34 46 13",
    "≈": "4 156 4 156", "≡": "456 123", "∞": "6 123456", "√": "345 12456", "∑": "46 6 234",
    "∏": "46 6 1234", "∫": "2346", "∂": "4 145", "∇": "46 1246", "∈": "4 15", "∉": "34 4 15",
    "∩": "46 146", "∪": "46 346", "⊂": "456 5 13", "⊃": "456 46 2", "∀": "4 12346", "∃": "4 123456",
    "∠": "1246 246", "⊥": "1246 1234", "∴": "6 16", "∵": "4 34", "′": "3", "″": "3 3", "‰": "4 356 356",
    # Currency: dot 4 and the currency's letter (Nemeth's ¢ $ £ pattern).
    "€": "4 15", "£": "4 123", "¥": "4 13456", "¢": "4 14", "₹": "4 1235",
    # Marks: § and ¶ as Nemeth writes them; © ® ™ as the letters a transcriber writes in parentheses.
    "§": "4 6 234", "¶": "4 6 1234", "µ": "46 134",
    "©": "12356 147 23456", "®": "12356 12357 23456", "™": "12356 23457 1347 23456",
}


# Pinyin vowels with tone marks (ā á ǎ à ...) inside Chinese text: the letter with dot 7, then the
# tone as a computer-braille digit (à is a, dot 7, then 4).
PINYIN_VOWELS = {
    "a": "āáǎà", "e": "ēéěè", "i": "īíǐì", "o": "ōóǒò", "u": "ūúǔù",
}


def operand(ch: str) -> str:
    if ch == " ":
        return "\\s"
    if ch == "\\":
        return "\\\\"
    return ch


def symbol_lines() -> list[str]:
    lines = ["# Characters no table defines (a private-use character in pasted text): '\\xHHHH' in computer",
             "# braille, the apostrophes and the backslash written as this table writes them.",
             f"undefined escape {computer_braille(chr(0x27))} {computer_braille(chr(0x5C))} {computer_braille(chr(0x27))}",
             "",
             "# Spaces."]
    lines.append("space \\s 0")
    lines.append("space U+3000 0 0")
    lines.append("")
    lines.append("# Latin letters, digits and ASCII symbols: 8-dot computer braille, no indicators.")
    for c in range(0x21, 0x7F):
        ch = chr(c)
        opcode = "char" if ch.isalnum() else "sign"
        lines.append(f"{opcode} {operand(ch)} {computer_braille(ch)}")
    lines.append("")
    lines.append("# Full-width forms of letters and digits read as their ASCII forms.")
    for c in range(0x21, 0x7F):
        full = chr(c + 0xFEE0)
        if full in CHINESE_PUNCTUATION or full in "！（），：；？":
            continue
        lines.append(f"sign {full} {computer_braille(chr(c))}")
    lines.append("")
    lines.append("# Pinyin vowels with tone marks.")
    for vowel, marked in PINYIN_VOWELS.items():
        for tone, ch in enumerate(marked, 1):
            lines.append(f"sign {ch} {computer_braille(vowel)}7 {computer_braille(str(tone))}")
    lines.append("")
    lines.append("# Mathematics, arrows, Greek letters, currency and marks (Taiwan's mathematics braille, Nemeth).")
    for ch in GREEK_LETTERS + "ς" + GREEK_LETTERS.upper():
        lines.append(f"sign {ch} {greek(ch)}")
    for ch, d in SYMBOLS.items():
        lines.append(f"sign {ch} {d}")
    lines.append("")
    lines.append("# Chinese punctuation.")
    for ch, d in CHINESE_PUNCTUATION.items():
        lines.append(f"punctuation {ch} {d}")
    return lines
