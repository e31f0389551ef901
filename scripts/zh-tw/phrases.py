#!/usr/bin/env python3
"""Generates Tables/zh-tw-phrases.txt, the readings and frequencies the input method ranks by.

    python3 scripts/zh-tw/phrases.py [--output Tables/zh-tw-phrases.txt] [--table Tables/zh-tw.tbl]

Needs the Debian package libchewing3-data (the same phrase frequencies `generate.py` weighs
readings by). A line `=letters` starts the block of the readings with those letters (tones left
out, `=ㄋㄧ ㄏㄠ`), so that BrailleCore finds a block without reading the others; each line of a
block is `text<TAB>reading<TAB>frequency`, highest frequency first, and for a single character a
fourth field, the word that explains it (below). The reading is the syllables in Zhuyin with
their tone marks, separated by blanks (`你好<TAB>ㄋㄧˇ ㄏㄠˇ<TAB>1227`), as BrailleCore's
`ZhuyinCells` reads them from cells.

A character's explaining word is the most frequent two-character phrase that starts with it in
that reading, else the most frequent that ends with it (你: 你的): characters of one sound have
the same cells, and the input method shows the word to tell them apart.

Listed are every single character with each of its readings (libchewing's and the table's
default), and every phrase of 2 to 4 characters whose frequency is at least `MIN_FREQUENCY`.
libchewing counts single characters 0, so a character's frequency in a reading is the sum of the
frequencies of all libchewing phrases that have it in that reading. A reader types what the display shows,
so the reading that `Tables/zh-tw.tbl` writes for a phrase (its `seq` line, else its characters'
default readings) is listed too, with the phrase's frequency, where libchewing lists another
(我們 is written and typed `ㄨㄛˇ ˙ㄇㄣ`; libchewing has `ㄨㄛˇ ㄇㄣˊ`).
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import chewing  # noqa: E402
from zhuyin import from_cells  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Phrases rarer than this are left out: they keep the file small (1.3 MB; 2.3 MB from 20, more for all) and
# are seldom typed; a longer phrase left out is typed as shorter ones.
MIN_FREQUENCY = 100
MAX_LENGTH = 4


def _cells(dot_groups: list[str]) -> str:
    return "".join(chr(0x2800 + sum(1 << (int(d) - 1) for d in group)) for group in dot_groups)


def table_readings(path: str) -> tuple[dict[str, str], dict[str, str]]:
    """The table's default reading of each character and its reading of each `seq` word, as
    Zhuyin syllables joined by blanks; characters whose cells are not one syllable are left out."""
    chars: dict[str, str] = {}
    words: dict[str, str] = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            fields = line.split()
            if len(fields) < 3 or fields[0] not in ("char", "seq"):
                continue
            groups = " ".join(fields[2:]).split("|")
            syllables = [from_cells(_cells(group.split())) for group in groups]
            if None in syllables:
                continue
            reading = " ".join(str(s) for s in syllables)
            if fields[0] == "char" and len(fields[1]) == 1:
                chars[fields[1]] = reading
            elif fields[0] == "seq" and len(syllables) == len(fields[1]):
                words[fields[1]] = reading
    return chars, words


def letters(reading: str) -> str:
    """A reading without its tone marks: the key of its block."""
    return "".join(c for c in reading if c not in TONE_MARKS)


TONE_MARKS = "ˉˊˇˋ˙"


def explaining_words(entries: dict[tuple[str, str], int]) -> dict[tuple[str, str], str]:
    """For a character and a reading, the most frequent two-character phrase that starts with
    the character in that reading, else the most frequent that ends with it (你 ㄋㄧˇ: 你的)."""
    best: dict[tuple[str, str], tuple[int, int, str]] = {}
    for (text, reading), frequency in entries.items():
        if len(text) != 2:
            continue
        for position, (character, syllable) in enumerate(zip(text, reading.split(" "))):
            rank = (1 if position == 0 else 0, frequency, text)
            key = (character, syllable)
            if key not in best or rank[:2] > best[key][:2] or (rank[:2] == best[key][:2] and text < best[key][2]):
                best[key] = rank
    return {key: rank[2] for key, rank in best.items()}


def rows(phrases: list[chewing.Phrase], table: str) -> list[tuple[str, str, int]]:
    """The lines' fields, sorted by reading without tones, then by frequency (highest first), then
    by text."""
    chars, words = table_readings(table)
    entries: dict[tuple[str, str], int] = {}
    # libchewing counts single characters 0: a character's reading counts the phrases that use it.
    used: dict[tuple[str, str], int] = {}
    for phrase in phrases:
        if len(phrase.text) > 1 and len(phrase.text) == len(phrase.syllables):
            for character, syllable in zip(phrase.text, phrase.syllables):
                key = (character, str(syllable))
                used[key] = used.get(key, 0) + phrase.frequency
    for phrase in phrases:
        if len(phrase.text) == 1:
            key = (phrase.text, str(phrase.syllables[0]))
            entries[key] = max(phrase.frequency, used.get(key, 0))
            continue
        if len(phrase.text) > MAX_LENGTH or (len(phrase.text) > 1 and phrase.frequency < MIN_FREQUENCY):
            continue
        key = (phrase.text, " ".join(str(s) for s in phrase.syllables))
        entries[key] = max(entries.get(key, 0), phrase.frequency)
    for character, reading in chars.items():
        entries.setdefault((character, reading), used.get((character, reading), 0))
    best: dict[str, int] = {}
    for (text, _), frequency in entries.items():
        best[text] = max(best.get(text, 0), frequency)
    for text, frequency in best.items():
        if len(text) < 2:
            continue
        written = words.get(text)
        if written is None and all(c in chars for c in text):
            written = " ".join(chars[c] for c in text)
        if written is not None and (text, written) not in entries:
            entries[(text, written)] = frequency
    return sorted(((t, r, f) for (t, r), f in entries.items()), key=lambda e: (letters(e[1]), -e[2], e[0], e[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=os.path.join(ROOT, "Tables", "zh-tw-phrases.txt"))
    parser.add_argument("--table", default=os.path.join(ROOT, "Tables", "zh-tw.tbl"))
    parser.add_argument("--chewing", default=chewing.DEFAULT_DIR)
    arguments = parser.parse_args()
    try:
        phrases = chewing.read_phrases(arguments.chewing)
    except (OSError, chewing.ChewingFormatError) as error:
        print(f"phrases.py: {error}", file=sys.stderr)
        return 1
    lines = rows(phrases, arguments.table)
    words = explaining_words({(t, r): f for t, r, f in lines})
    with open(arguments.output, "w", encoding="utf-8") as out:
        out.write("# GENERATED by scripts/zh-tw/phrases.py from libchewing3-data and Tables/zh-tw.tbl; see docs/zh-tw.md.\n")
        out.write("# =letters starts the block of the readings with those letters (tones left out); then one line a\n")
        out.write("# reading: text<TAB>reading (Zhuyin syllables with tone marks)<TAB>frequency[<TAB>word explaining a character]\n")
        block = None
        for text, reading, frequency in lines:
            if letters(reading) != block:
                block = letters(reading)
                out.write(f"={block}\n")
            word = words.get((text, reading)) if len(text) == 1 else None
            out.write(f"{text}\t{reading}\t{frequency}" + (f"\t{word}" if word else "") + "\n")
    print(f"{arguments.output}: {len(lines)} readings", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
