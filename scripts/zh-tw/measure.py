#!/usr/bin/env python3
"""Measures brl's zh-tw table on real Traditional Chinese text against liblouis's zh-tw.ctb.

    /usr/bin/python3 scripts/zh-tw/measure.py [--brl .build/debug/brl-translate] [--show N] [--set dev|held-out|all]
                                             [--explain] [--markdown]

The text is read where it is, at run time, never copied into the project:
- UI strings: the msgstr of the zh_TW gettext catalogs of a fixed list of packages
  (`catalog-packages.txt` beside this script, which scripts/install-deps.sh installs; their
  /usr/share/locale/zh_TW/LC_MESSAGES/*.mo, read with Python's gettext; `--catalogs installed`
  reads every installed catalog instead, for a wider measurement), one line per line of a
  string, lines with at least one Han character, each distinct line once. They are split into a
  development half and a held-out half by a hash of the line, so rules are made on one half and
  measured on the other.
- prose: the Chinese lines of the seed articles (../shared/seeds/00[0134]*.txt).

liblouis is the field's reference here, an oracle: its table is never read and its output is never
a source of the table (the `python3-louis` module of Debian's /usr/bin/python3 translates). Printed:
lines identical, Han characters with identical cells, and the most frequent differing characters
with their context. Each differing character (a Han character, or a mark: `differences.MARKS`)
is explained by an entry of `differences.py`; the
second line of each text counts the lines and characters that are identical or differ only where
brl is right (`differences.RIGHT`), and the characters no entry explains. `--explain` prints the
count of every entry, and every unexplained difference with its line.
"""

from __future__ import annotations

import argparse
import collections
import glob
import gettext
import hashlib
import os
import subprocess
import sys

import differences
from zhuyin import from_cells, written

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def is_han(ch: str) -> bool:
    c = ord(ch)
    return 0x3400 <= c <= 0x4DBF or 0x4E00 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF or 0x20000 <= c <= 0x3134F


def clean(line: str) -> str | None:
    line = line.strip()
    if not line or any(ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 for c in line):
        return None
    return line if any(is_han(c) for c in line) else None


CATALOG_DIRECTORY = "/usr/share/locale/zh_TW/LC_MESSAGES/"
PACKAGE_LIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "catalog-packages.txt")


def catalog_paths(which: str = "packages") -> list[str]:
    """The zh_TW catalogs measured: those of the packages in catalog-packages.txt (the same text
    on every machine that installed them), or with `which == "installed"` every installed one."""
    if which == "installed":
        return sorted(glob.glob(CATALOG_DIRECTORY + "*.mo"))
    with open(PACKAGE_LIST, encoding="utf-8") as f:
        packages = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    listed = subprocess.run(["dpkg", "-L", *packages], capture_output=True, text=True).stdout.splitlines()
    return sorted({path for path in listed if path.startswith(CATALOG_DIRECTORY) and path.endswith(".mo")
                   and os.path.exists(path)})


def catalog_lines(which: str = "packages") -> list[str]:
    lines: set[str] = set()
    for path in catalog_paths(which):
        try:
            with open(path, "rb") as f:
                catalog = gettext.GNUTranslations(f)
        except Exception:
            continue
        for value in catalog._catalog.values():  # noqa: SLF001 (the catalog's strings)
            for line in str(value).splitlines():
                if (text := clean(line)) is not None:
                    lines.add(text)
    return sorted(lines)


def prose_lines() -> list[str]:
    lines: list[str] = []
    for path in sorted(glob.glob(os.path.join(ROOT, "..", "shared", "seeds", "00[0134]_*.txt"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if (text := clean(line)) is not None:
                    lines.append(text)
    return lines


CONTEXTS_OF = ""
EXPLAIN = False
MARKDOWN = False
USED: collections.Counter[differences.Known] = collections.Counter()  # over every text measured


def held_out(line: str) -> bool:
    return hashlib.sha1(line.encode()).digest()[0] % 2 == 1


def brl(lines: list[str], executable: str) -> list[tuple[str, list[int]]]:
    run = subprocess.run([executable, "-t", "zh-tw", "--positions"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True)
    out = run.stdout.split("\n")
    result = []
    for k in range(len(lines)):
        cells = out[3 * k]
        owners = [int(x) for x in out[3 * k + 1].split()[1:]]
        result.append((cells, owners))
    return result


def liblouis(lines: list[str]) -> list[tuple[str, list[int]]]:
    import louis
    result = []
    for line in lines:
        cells, owners, _, _ = louis.translate(["unicode.dis", "zh-tw.ctb"], line)
        result.append((cells, list(owners)))
    return result


def per_character(text: str, cells: str, owners: list[int], han_only: bool = True) -> dict[int, str]:
    spans: dict[int, list[str]] = collections.defaultdict(list)
    for cell, owner in zip(cells, owners):
        spans[owner].append(cell)
    return {i: "".join(spans.get(i, [])) for i, ch in enumerate(text) if is_han(ch) or not han_only}


def zhuyin_of(cells: str | None) -> str:
    """The syllable a character's cells write, in Zhuyin; the cells themselves if they write none."""
    syllable = from_cells(cells) if cells else None
    return written(syllable) if syllable else repr(cells)


def measure(name: str, lines: list[str], executable: str, show: int) -> None:
    """Prints the figures of one text, and with --explain the reason of each difference."""
    if not lines:
        print(f"{name}: no lines (skipped)")
        return
    ours, theirs = brl(lines, executable), liblouis(lines)
    identical = agreeing_lines = 0
    han = same_han = right_han = 0
    differing: collections.Counter[str] = collections.Counter()
    examples: dict[str, str] = {}
    by_entry: collections.Counter[differences.Known] = collections.Counter()
    unexplained: list[str] = []

    def counted(known: differences.Known | None, difference: str) -> bool:
        """Counts an explained difference under its entry, else lists it; whether brl is right."""
        if known is None:
            unexplained.append(difference)
            return False
        by_entry[known] += 1
        USED[known] += 1
        return known.reason in differences.RIGHT

    for text, (a, ao), (b, bo) in zip(lines, ours, theirs):
        if a == b:
            identical += 1
        every_a = per_character(text, a, ao, han_only=False)
        every_b = per_character(text, b, bo, han_only=False)
        pa = {i: cells for i, cells in every_a.items() if is_han(text[i])}
        pb = {i: cells for i, cells in every_b.items() if is_han(text[i])}
        line_right = True
        for i in every_a:
            if i in pa or every_a[i] == every_b[i]:
                continue
            mark = differences.explain_mark(text[i], every_a[i], every_b[i])
            if not counted(mark, f"{text[i]} brl {every_a[i]} liblouis {every_b[i]}  in  {text}"):
                line_right = False
        for i, cells in pa.items():
            han += 1
            if cells == pb.get(i):
                same_han += 1
                continue
            ch = text[i]
            context = text[max(0, i - 2):i + 3]
            differing[ch] += 1
            examples.setdefault(ch, f"{context}  brl {cells} liblouis {pb.get(i)}")
            if ch == CONTEXTS_OF:
                print(f"    {text[max(0, i - 6):i + 6]}  brl {cells} liblouis {pb.get(i)}")
            known = differences.explain(ch, zhuyin_of(cells), zhuyin_of(pb.get(i)), text, i)
            if counted(known, f"{ch} brl {zhuyin_of(cells)} liblouis {zhuyin_of(pb.get(i))}  in  {text}"):
                right_han += 1
            else:
                line_right = False
        # A line agrees when its cells are the same apart from characters where brl is right.
        if a == b or line_right:
            agreeing_lines += 1
    print(f"{name}: {identical}/{len(lines)} lines identical ({100 * identical / len(lines):.1f}%), "
          f"{same_han}/{han} Han characters identical ({100 * same_han / max(han, 1):.2f}%)")
    agreeing_han = same_han + right_han
    print(f"{name}: {agreeing_lines}/{len(lines)} lines agreeing ({100 * agreeing_lines / len(lines):.1f}%), "
          f"{agreeing_han}/{han} Han characters agreeing ({100 * agreeing_han / max(han, 1):.2f}%), "
          f"{len(unexplained)} unexplained differences; agreeing: identical, or differing only where brl is "
          f"right (differences.py)")
    for ch, count in differing.most_common(show):
        print(f"  {ch} {count:4d}  {examples[ch]}")
    if EXPLAIN:
        reasons: collections.Counter[str] = collections.Counter()
        for known, count in by_entry.items():
            reasons[known.reason] += count
        for reason, count in reasons.most_common():
            print(f"  {count:4d}  {reason}: {differences.REASONS[reason]}")
        for known, count in by_reason(by_entry):
            print(f"    {count:4d}  {known.char} brl {known.brl} liblouis {known.liblouis}  {known.reason}: {known.why}")
        for line in unexplained:
            print(f"  unexplained: {line}")


def by_reason(counts: collections.Counter[differences.Known]) -> list[tuple[differences.Known, int]]:
    """The entries in the order of their reasons, the most frequent first within a reason."""
    order = list(differences.REASONS)
    return sorted(counts.items(), key=lambda item: (order.index(item[0].reason), -item[1]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--brl", default=os.path.join(ROOT, ".build", "debug", "brl-translate"))
    parser.add_argument("--show", type=int, default=25)
    parser.add_argument("--catalogs", choices=["packages", "installed"], default="packages",
                        help="the catalogs of catalog-packages.txt (default), or every installed one")
    parser.add_argument("--set", choices=["dev", "held-out", "all"], default="held-out")
    parser.add_argument("--contexts", default="", help="print every differing context of this character")
    parser.add_argument("--explain", action="store_true", help="print the reason of every difference")
    parser.add_argument("--markdown", action="store_true", help="the entries with their counts over the texts, as rows of a markdown table")
    args = parser.parse_args()
    global CONTEXTS_OF, EXPLAIN, MARKDOWN
    CONTEXTS_OF, EXPLAIN, MARKDOWN = args.contexts, args.explain, args.markdown
    ui = catalog_lines(args.catalogs)
    if args.set != "all":
        ui = [line for line in ui if held_out(line) == (args.set == "held-out")]
    measure(f"UI strings ({args.set})", ui, args.brl, args.show)
    measure("prose (seed articles)", prose_lines(), args.brl, args.show)
    if MARKDOWN:  # one table over the texts measured, as in docs/zh-tw.md
        for known, count in by_reason(USED):
            print(f"| {known.reason} | {known.char} | {known.brl} | {known.liblouis} | {count} | {known.why} |")
    if EXPLAIN and args.set == "all":
        for known in differences.DIFFERENCES:
            if known not in USED:
                print(f"  unused entry: {known.char} brl {known.brl} liblouis {known.liblouis} {known.words}")


if __name__ == "__main__":
    main()
