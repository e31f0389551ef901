#!/usr/bin/env python3
"""Learns the UI vocabulary of the segmentation from the development half of the catalogs.

    /usr/bin/python3 scripts/zh-tw/ui_words.py [--output scripts/zh-tw/ui-words.txt]   # ~5 s

Rime's essay counts general text, in which the words of user interfaces are rare: 欄位 'field',
字元 'character', 選單 'menu' occur under the 700 times that put a word into the lattice, so a
rarer word of general text wins over them (空欄 + 位, not 空 + 欄位). This script counts how often
each word of libchewing or Terra Pinyin occurs in the development half of the zh_TW catalogs
(measure.py; the held-out half is never read) and writes the words that occur at least
`MIN_COUNT` times, with their counts. The generator gives those that read as their characters
their libchewing weight in the lattice (generate.py, `UI_WORDS`); the file is committed, so the
generator needs no catalogs.
"""

from __future__ import annotations

import argparse
import os
from collections import Counter

import chewing
import measure
import sources

MIN_COUNT = 5
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ui-words.txt")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default=OUTPUT)
    output = parser.parse_args().output
    words = {p.text for p in chewing.read_phrases() if len(p.text) > 1}
    words |= {word for word, _, _ in sources.rime_words() if len(word) > 1}
    longest = max(len(w) for w in words)
    counts: Counter[str] = Counter()
    for line in measure.catalog_lines():
        if measure.held_out(line):
            continue
        for i in range(len(line)):
            for k in range(i + 2, min(len(line), i + longest) + 1):
                if line[i:k] in words:
                    counts[line[i:k]] += 1
    with open(output, "w", encoding="utf-8") as f:
        f.write("# The words of libchewing and Terra Pinyin that occur at least "
                f"{MIN_COUNT} times in the development half\n"
                "# of the zh_TW catalogs, with their counts: written by scripts/zh-tw/ui_words.py.\n")
        for word, n in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            if n >= MIN_COUNT:
                f.write(f"{word} {n}\n")


if __name__ == "__main__":
    main()
