"""Readers for the open data the zh-tw table is generated from (all shipped by Debian packages).

- Unihan (Debian `unicode-data`): kMandarin, the customary reading of each Han character.
- libchewing (Debian `libchewing3-data`): Taiwan-standard readings of characters and phrases
  (see chewing.py).
- Rime Terra Pinyin (Debian `rime-data-terra-pinyin`): readings of words, numbered pinyin.
- Rime's essay (Debian `rime-essay`): how often each word and character occurs, in traditional
  characters (the frequencies of the segmentation, segment.py).
"""

from __future__ import annotations

import bz2
from collections.abc import Iterator

from chewing import Syllable
from zhuyin import from_marked_pinyin, from_numbered_pinyin

UNIHAN_READINGS = "/usr/share/unicode/Unihan_Readings.txt.bz2"
UNIHAN_VARIANTS = "/usr/share/unicode/Unihan_Variants.txt.bz2"
TERRA_PINYIN = "/usr/share/rime-data/terra_pinyin.dict.yaml"
ESSAY = "/usr/share/rime-data/essay.txt"


class SourceFormatError(Exception):
    """A line of a source file is not in the expected format; the message names file:line."""


def unihan_readings(path: str = UNIHAN_READINGS) -> tuple[dict[str, list[Syllable]], dict[str, list[tuple[Syllable, int]]]]:
    """Two Unihan fields, read in one pass:

    - kMandarin: character → its customary readings (Zhuyin cannot write a few, such as `hm`; dropped);
    - kHanyuPinlu: character → its readings with their counts in a corpus of modern Mandarin.
    """
    mandarin: dict[str, list[Syllable]] = {}
    pinlu: dict[str, list[tuple[Syllable, int]]] = {}
    with bz2.open(path, "rt", encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or not fields[0].startswith("U+"):
                raise SourceFormatError(f"{path}:{number}: expected 'U+XXXX<TAB>field<TAB>value'")
            if fields[1] == "kMandarin":
                syllables = [s for s in (from_marked_pinyin(p) for p in fields[2].split(" ")) if s]
                if syllables:
                    mandarin[chr(int(fields[0][2:], 16))] = syllables
            elif fields[1] == "kHanyuPinlu":
                counts = []
                for item in fields[2].split(" "):
                    pinyin, _, count = item.partition("(")
                    if not count.endswith(")") or not count[:-1].isdigit():
                        raise SourceFormatError(f"{path}:{number}: '{item}' is not 'pinyin(count)'")
                    syllable = from_marked_pinyin(pinyin)
                    if syllable:
                        counts.append((syllable, int(count[:-1])))
                pinlu[chr(int(fields[0][2:], 16))] = counts
    return mandarin, pinlu


def rime_words(path: str = TERRA_PINYIN) -> Iterator[tuple[str, list[Syllable], int]]:
    """(word, syllables, weight) for each entry of a Rime dictionary with one syllable per character."""
    in_body = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not in_body:
                in_body = line.startswith("...")
                continue
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 2:
                continue  # a word without a code: Rime derives it, so it carries no reading
            word, code = fields[0], fields[1]
            weight = 0
            if len(fields) > 2:
                try:
                    weight = int(float(fields[2].rstrip("%")))
                except ValueError:
                    raise SourceFormatError(f"{path}:{number}: weight '{fields[2]}' is not a number") from None
            codes = code.split(" ")
            if len(codes) != len(word):
                continue  # words with Latin letters or digits in them
            syllables = [from_numbered_pinyin(c) for c in codes]
            if None in syllables:
                continue
            yield word, syllables, weight  # type: ignore[misc]





def essay_frequencies(path: str = ESSAY) -> dict[str, int]:
    """Rime's essay: word (or character) → its frequency, a count in Rime's corpus."""
    frequencies: dict[str, int] = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 2 or not fields[1].isdigit():
                raise SourceFormatError(f"{path}:{number}: expected a word, a tab and a count")
            frequencies[fields[0]] = int(fields[1])
    return frequencies


def _variant_fields(path: str):
    """The lines of Unihan's variants file as their three fields ('U+XXXX', field, value),
    comments and blank lines left out."""
    with bz2.open(path, "rt", encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3:
                raise SourceFormatError(f"{path}:{number}: expected 'U+XXXX<TAB>field<TAB>value'")
            yield fields


def semantic_variants(path: str = UNIHAN_VARIANTS) -> dict[str, list[str]]:
    """Characters → their semantic and glyph variants (Unihan's kSemanticVariant, kZVariant):
    爲 → 為, 裏 → 裡, 着 → 著."""
    out: dict[str, list[str]] = {}
    for fields in _variant_fields(path):
        if fields[1] in ("kSemanticVariant", "kZVariant"):
            char = chr(int(fields[0][2:], 16))
            out.setdefault(char, []).extend(chr(int(v.split("<")[0][2:], 16)) for v in fields[2].split(" "))
    return out


def glyph_variants(path: str = UNIHAN_VARIANTS) -> dict[str, list[str]]:
    """Characters → the other shapes of the same character (Unihan's kZVariant): 説 → 說."""
    out: dict[str, list[str]] = {}
    for fields in _variant_fields(path):
        if fields[1] == "kZVariant":
            char = chr(int(fields[0][2:], 16))
            out.setdefault(char, []).extend(chr(int(v.split("<")[0][2:], 16)) for v in fields[2].split(" "))
    return out


def traditional_forms(path: str = UNIHAN_VARIANTS) -> dict[str, tuple[str, bool]]:
    """Simplified characters → (their first traditional form other than themselves, whether they are
    also a traditional character). 惊 → (驚, False); 适 → (適, True), since 适 is a traditional character
    of its own too."""
    out: dict[str, tuple[str, bool]] = {}
    for fields in _variant_fields(path):
        if fields[1] != "kTraditionalVariant":
            continue
        char = chr(int(fields[0][2:], 16))
        variants = [chr(int(v.split("<")[0][2:], 16)) for v in fields[2].split(" ")]
        others = [v for v in variants if v != char]
        if others:
            out[char] = (others[0], char in variants)
    return out
