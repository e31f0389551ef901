#!/usr/bin/env python3
"""Checks the curated facts of taiwan.py and differences.py against the Ministry of Education's
Revised Mandarin Chinese Dictionary (教育部《重編國語辭典修訂本》), and finds the dictionary's
words that brl reads otherwise on the development half of the catalogs.

    /usr/bin/python3 scripts/zh-tw/moe_check.py --moe DICT [--brl .build/release/brl-translate]

DICT is the dictionary's data as the g0v project publishes it (github.com/g0v/moedict-data): the
file dict-revised.json (a JSON array of entries), or a folder of one JSON file per entry (as in
doggy8088/moedict-data's separated/). Each entry has a `title` and `heteronyms` with `bopomofo`.
The dictionary is licensed CC BY-ND 3.0 TW and is not a Debian package, so it is never copied into
the project and the generator never reads it: this script only reports, and a person decides.

Printed:
- the words of taiwan.py whose reading the dictionary does not list, and the characters whose
  curated reading is none of the dictionary's;
- with --brl, the dictionary's words (2 to 4 characters) that occur in the development half of
  the zh_TW catalogs and that brl reads otherwise, marked where liblouis reads them as the
  dictionary does (the two references agree, so brl is very likely wrong).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys

import measure
import taiwan


class DictionaryFormatError(Exception):
    """A file of the dictionary's data is not what the g0v project publishes; names the file."""


def read_json(path: str) -> object:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except ValueError as error:
        raise DictionaryFormatError(f"{path}: not JSON ({error})") from error


def load(path: str) -> dict[str, list[list[str]]]:
    """title → readings, each a list of syllables in Zhuyin (`（又音）` and such marks dropped)."""
    entries: list = []
    if os.path.isdir(path):
        for folder, _, files in os.walk(path):
            entries += [read_json(os.path.join(folder, name)) for name in sorted(files) if name.endswith(".json")]
    else:
        data = read_json(path)
        if not isinstance(data, list):
            raise DictionaryFormatError(f"{path}: expected a JSON array of entries")
        entries = data
    readings: dict[str, list[list[str]]] = collections.defaultdict(list)
    for entry in entries:
        if not isinstance(entry, dict):
            continue
        for heteronym in entry.get("heteronyms", []):
            text = heteronym.get("bopomofo")
            if not text:
                continue
            for mark in ("（又音）", "（讀音）", "（語音）"):
                text = text.replace(mark, "")
            readings[entry.get("title", "")].append(text.replace("\u3000", " ").split())
    return readings


def check_curated(moe: dict[str, list[list[str]]]) -> None:
    for word, text in {**taiwan.WORDS, **taiwan.WORDS_ALONE}.items():
        listed = [r for r in moe.get(word, []) if len(r) == len(word)]
        if listed and text.split() not in listed:
            print(f"taiwan.py word {word} {text}: the dictionary reads {' / '.join(' '.join(r) for r in listed)}")
    for ch, text in {**taiwan.UNIFORM, **taiwan.DEFAULTS}.items():
        listed = [r[0] for r in moe.get(ch, []) if len(r) == 1]
        if listed and text not in listed:
            print(f"taiwan.py character {ch} {text}: the dictionary reads {' / '.join(listed)}")


def check_development_half(moe: dict[str, list[list[str]]], executable: str) -> None:
    import louis

    lines = [line for line in measure.catalog_lines() if not measure.held_out(line)]
    count: collections.Counter[str] = collections.Counter()
    for line in lines:
        for n in range(2, 5):
            for i in range(len(line) - n + 1):
                word = line[i:i + n]
                if word in moe and all(measure.is_han(c) for c in word):
                    count[word] += 1
    words = sorted(count)
    ours = measure.brl(words, executable)
    found = []
    for word, (cells, owners) in zip(words, ours):
        listed = [r for r in moe[word] if len(r) == len(word)]
        mine = [measure.zhuyin_of(measure.per_character(word, cells, owners).get(i)) for i in range(len(word))]
        if not listed or mine in listed:
            continue
        theirs_cells, theirs_owners, _, _ = louis.translate(["unicode.dis", "zh-tw.ctb"], word)
        theirs = measure.per_character(word, theirs_cells, list(theirs_owners))
        agree = [measure.zhuyin_of(theirs.get(i)) for i in range(len(word))] in listed
        found.append((agree, count[word], word, " ".join(mine), " / ".join(" ".join(r) for r in listed)))
    found.sort(key=lambda item: (not item[0], -item[1]))
    print(f"{len(words)} words of the dictionary in the development half; brl reads {len(found)} otherwise, "
          f"{sum(f[0] for f in found)} of them where liblouis reads them as the dictionary does")
    for agree, n, word, mine, listed in found:
        print(f"  {'liblouis agrees ' if agree else '                 '}{n:4d}  {word}  brl {mine}  dictionary {listed}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moe", required=True, help="dict-revised.json, or a folder of one JSON file per entry")
    parser.add_argument("--brl", help="brl-translate, to check the dictionary's words of the development half")
    args = parser.parse_args()
    try:
        moe = load(args.moe)
    except OSError as error:
        print(f"moe_check.py: {args.moe}: {error.strerror}", file=sys.stderr)
        return 1
    except DictionaryFormatError as error:
        print(f"moe_check.py: {error}", file=sys.stderr)
        return 1
    check_curated(moe)
    if args.brl:
        check_development_half(moe, args.brl)
    return 0


if __name__ == "__main__":
    sys.exit(main())
