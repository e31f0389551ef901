"""Reader for libchewing's binary phrase dictionary (Debian package libchewing3-data).

libchewing 0.5 ships two files in /usr/share/libchewing:

- ``index_tree.dat``: a flat array of 8-byte nodes. Each node is ``key`` (2 bytes,
  little endian) and two 3-byte little-endian numbers. Node 0 is the root; for an
  inner node the numbers are the [begin, end) range of its children. A child whose key
  is 0 is a leaf: its numbers are the phrase's byte offset in ``dictionary.dat`` and the
  phrase's frequency. The keys on the path from the root to a leaf are the phrase's
  syllables, one per character.
- ``dictionary.dat``: the phrases, UTF-8, each ended by a NUL byte.

A syllable key packs Zhuyin as ``initial << 9 | medial << 7 | final << 3 | tone``,
each an index into the tables below (0 = none). Tone 0 is the first (level) tone,
1 the neutral tone (˙), 2 to 4 the rising, dipping and falling tones.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import NamedTuple

INITIALS = "ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙ"
MEDIALS = "ㄧㄨㄩ"
FINALS = "ㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦ"

DEFAULT_DIR = "/usr/share/libchewing"


class ChewingFormatError(Exception):
    """The chewing files are not in the expected format; names the file and byte offset."""


class Syllable(NamedTuple):
    """A Mandarin syllable in Zhuyin: initial, medial+final (rhyme) and tone (0 level, 1 neutral, 2-4)."""

    initial: str
    rhyme: str
    tone: int

    def __str__(self) -> str:
        return f"{self.initial}{self.rhyme}{'ˉ˙ˊˇˋ'[self.tone]}"


def decode_key(key: int, path: str, offset: int) -> Syllable | None:
    """The syllable of a key; None for a key of a tone alone (the dictionary lists the tone marks)."""
    ini, med, fin, tone = key >> 9, (key >> 7) & 3, (key >> 3) & 15, key & 7
    if ini == 0 and med == 0 and fin == 0 and tone <= 4:
        return None
    if ini > len(INITIALS) or fin > len(FINALS) or tone > 4:
        raise ChewingFormatError(f"{path}: byte {offset}: syllable key {key:#06x} is not a Zhuyin syllable")
    return Syllable(
        INITIALS[ini - 1] if ini else "",
        (MEDIALS[med - 1] if med else "") + (FINALS[fin - 1] if fin else ""),
        tone,
    )


@dataclass(frozen=True)
class Phrase:
    text: str
    syllables: tuple[Syllable, ...]
    frequency: int


def read_phrases(directory: str = DEFAULT_DIR) -> list[Phrase]:
    """Every (phrase, reading, frequency) in the dictionary, single characters included."""
    tree_path = os.path.join(directory, "index_tree.dat")
    dict_path = os.path.join(directory, "dictionary.dat")
    with open(tree_path, "rb") as f:
        tree = f.read()
    with open(dict_path, "rb") as f:
        text = f.read()
    if len(tree) % 8:
        raise ChewingFormatError(f"{tree_path}: size {len(tree)} is not a multiple of 8-byte nodes")
    count = len(tree) // 8

    def node(i: int) -> tuple[int, int, int]:
        b = tree[8 * i : 8 * i + 8]
        return b[0] | b[1] << 8, b[2] | b[3] << 8 | b[4] << 16, b[5] | b[6] << 8 | b[7] << 16

    phrases: list[Phrase] = []
    stack: list[tuple[int, tuple[Syllable | None, ...]]] = [(0, ())]
    while stack:
        index, path = stack.pop()
        _, begin, end = node(index)
        if not (0 < begin <= end <= count):
            raise ChewingFormatError(f"{tree_path}: byte {8 * index}: child range {begin}..{end} outside {count} nodes")
        for child in reversed(range(begin, end)):  # the stack pops them in file order
            key, a, b = node(child)
            if key == 0:
                stop = text.find(b"\0", a)
                if stop < 0:
                    raise ChewingFormatError(f"{dict_path}: byte {a}: phrase not ended by NUL")
                try:
                    phrase = text[a:stop].decode("utf-8")
                except UnicodeDecodeError as error:
                    raise ChewingFormatError(f"{dict_path}: byte {a}: {error}") from None
                if None not in path:
                    phrases.append(Phrase(phrase, path, b))  # type: ignore[arg-type]
            else:
                stack.append((child, path + (decode_key(key, tree_path, 8 * child),)))
    return phrases
