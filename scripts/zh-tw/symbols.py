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
    lines.append("# Chinese punctuation.")
    for ch, d in CHINESE_PUNCTUATION.items():
        lines.append(f"punctuation {ch} {d}")
    return lines
