#!/usr/bin/env python3
"""Generates Tables/zh-tw.tbl, Taiwanese Mandarin braille, from open data in Debian packages.

    python3 scripts/zh-tw/generate.py [--output Tables/zh-tw.tbl]

Needs the Debian packages unicode-data, libchewing3-data, rime-data-terra-pinyin and rime-essay.

1. Each Han character gets a default reading: among its Taiwan-standard readings (libchewing),
   the one most used in libchewing's phrases (weighted by phrase frequency), never a neutral
   tone except for particles (的, 了); characters libchewing lacks take Terra Pinyin's most
   weighted reading, else Unihan's kMandarin reading.
2. Word readings come from libchewing's phrases (Taiwan standard; the most frequent reading of
   a phrase) and, for words libchewing lacks, from Terra Pinyin, whose syllables are first
   moved to a Taiwan reading of the same character (see `taiwan_syllable`).
   The first and the last three characters of a four-character word (mostly idioms) read as in
   the word, where no source lists them as a word of their own (風調雨 as in 風調雨順).
3. The curated facts of the Taiwan standard in `taiwan.py` (readings of the Ministry of
   Education where the sources differ, the pronoun marks of 8-dot practice) come last.
4. The engine splits a run of Han characters into its most probable words (segment.py), weighted
   by Rime's essay: the table gives the characters' weights, those of the frequent words that read
   as their characters where they change a segmentation (`prune_plain_words`), and each word of the
   table's. The words of user interfaces (`ui-words.txt`, learned by ui_words.py from the
   development half of the catalogs) are in the lattice even where the essay counts them rarely,
   and the context entries of taiwan.py (有空的) weigh as the word they override.
5. A word goes into the table only if the engine would read it wrong with the table built so far;
   words are considered shortest first, so the table stays small.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter, defaultdict
from collections.abc import Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import chewing  # noqa: E402
import segment  # noqa: E402
import sources  # noqa: E402
import taiwan  # noqa: E402
from chewing import Syllable  # noqa: E402
from symbols import symbol_lines  # noqa: E402
from zhuyin import braille  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def is_han(ch: str) -> bool:
    c = ord(ch)
    return (0x3400 <= c <= 0x4DBF or 0x4E00 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF
            or 0x20000 <= c <= 0x3134F or c == 0x3007)


def word_cells(word: str, syllables: tuple[Syllable, ...]) -> tuple[tuple[str, ...], ...] | None:
    """A word's cells, one group per character, with the pronoun marks (taiwan.PRONOUN_MARKS)."""
    groups = []
    for ch, s in zip(word, syllables):
        c = cells([s])
        if c is None:
            return None
        groups.append(taiwan.marked(ch, c))
    return tuple(groups)


def cells(syllables: list[Syllable] | tuple[Syllable, ...]) -> tuple[str, ...] | None:
    out: list[str] = []
    for s in syllables:
        b = braille(s)
        if b is None:
            return None
        out.extend(b)
    return tuple(out)


# Braille writes 一 and 不 in their citation tones: the tone changes of speech (一定 yí dìng,
# 不是 bú shì) that libchewing and Terra Pinyin record are undone.
_YI_LEVEL = Syllable("", "ㄧ", 0)
_BU_FALLING = Syllable("ㄅ", "ㄨ", 4)


def citation(ch: str, s: Syllable) -> Syllable:
    if ch == "一" and s.rhyme == "ㄧ" and not s.initial and s.tone in (2, 4):
        return _YI_LEVEL
    if ch == "不" and s == Syllable("ㄅ", "ㄨ", 2):
        return _BU_FALLING
    return s


# A character whose neutral-tone reading has at least this share of its readings in Unihan's
# kHanyuPinlu corpus counts is a grammatical particle (的 de, 了 le, 們 men, 嗎 ma, 著 zhe):
# alone, it takes the neutral tone; every other character takes a full tone when alone.
PARTICLE_SHARE = 0.9

# Neutral tones beyond the particles. Taiwan Mandarin, and Taiwan braille with it, gives full
# tones to most words that the Ministry's dictionary notes with a Beijing neutral tone (覺得
# ㄐㄩㄝˊ ㄉㄜˊ, 知識 ㄓ ㄕˋ, 消息 ㄒㄧㄠ ㄒㄧˊ, 但是 ㄉㄢˋ ㄕˋ; issue 14: 一個 ㄍㄜˋ), so the word
# readings keep the full tones that libchewing, a Taiwan input method, records. A light tone stays
# in two places only, where Taiwan says it too: a noun suffix at the end of a word (桌子, 稿子 ˙ㄗ)
# and the second syllable of a reduplicated word (娃娃, 姐姐, 試試). Such a syllable takes the neutral tone
# where every Terra Pinyin reading of the word gives it, if the character is often unstressed:
# its neutral reading has at least this share in kHanyuPinlu (子 zi 86%).
NEUTRAL_SHARE = 0.5
NOUN_SUFFIXES = "子頭"

# The rarest word reading as its characters (its count in Rime's essay) in the word lattice.
MIN_PLAIN_WORD_WEIGHT = int(os.environ.get('PLAIN', '700'))
# The words of user interfaces (ui_words.py, learned from the development half of the catalogs):
# those that read as their characters are in the lattice at their libchewing weight.
UI_WORDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ui-words.txt")


def read_ui_words(path: str = UI_WORDS) -> set[str]:
    """The words of `ui-words.txt`."""
    with open(path, encoding="utf-8") as f:
        return {line.split()[0] for line in f if not line.startswith("#")}


class Generator:
    def __init__(self) -> None:
        self.phrases = chewing.read_phrases()
        self.unihan, self.pinlu = sources.unihan_readings()
        self.traditional = sources.traditional_forms()
        self.glyph_variants = sources.glyph_variants()
        self.terra_chars: dict[str, list[tuple[Syllable, int]]] = defaultdict(list)
        self.terra_words = list(sources.rime_words())
        for word, syllables, weight in self.terra_words:
            if len(word) == 1:
                self.terra_chars[word].append((syllables[0], weight))
        self.taiwan: dict[str, list[Syllable]] = defaultdict(list)  # char → chewing readings, in order
        self.usage: dict[str, Counter[Syllable]] = defaultdict(Counter)
        self.words: dict[str, Counter[tuple[Syllable, ...]]] = defaultdict(Counter)
        for p in self.phrases:
            if len(p.text) != len(p.syllables) or not all(is_han(c) for c in p.text):
                continue
            if len(p.text) == 1:
                if p.syllables[0] not in self.taiwan[p.text]:
                    self.taiwan[p.text].append(p.syllables[0])
            else:
                self.words[p.text][p.syllables] += p.frequency + 1
                for c, s in zip(p.text, p.syllables):
                    self.usage[c][s] += p.frequency + 1

    def default_reading(self, ch: str, follow_variant: bool = True) -> Syllable | None:
        if follow_variant and ch in self.traditional:
            # A simplified character reads as its traditional form (惊 as 驚): if it is only a
            # simplified form, or if it is a traditional character too but no Taiwan phrase uses it
            # (适 kuò, read as 適 shì). libchewing lists some of them with only the rare reading of
            # the traditional character of the same shape.
            form, also_traditional = self.traditional[ch]
            if not also_traditional or not self.usage.get(ch):
                reading = self.default_reading(form, follow_variant=False)
                if reading is not None:
                    return reading
        if follow_variant and not self.usage.get(ch):
            # A shape of a character that no Taiwan phrase uses (説, the Japanese shape of 說) reads
            # as the shape the phrases use (Unihan's kZVariant), if that reading is one of its own
            # (libchewing's, else Unihan's): libchewing lists 説 with 說's rare ㄩㄝˋ first.
            used = [v for v in self.glyph_variants.get(ch, []) if self.usage.get(v)]
            if used:
                form = max(used, key=lambda v: sum(self.usage[v].values()))
                reading = self.default_reading(form, follow_variant=False)
                if reading is not None and reading in (self.taiwan.get(ch) or self.unihan.get(ch, [])):
                    return reading
        readings = [s for s in self.taiwan.get(ch, []) if braille(s)]
        counts = self.pinlu.get(ch, [])
        total = sum(n for _, n in counts)
        for s, n in counts:
            if s.tone == 1 and n >= PARTICLE_SHARE * total and (s in readings or not readings):
                return s
        if readings:
            # Neutral-tone readings (了 le, 子 zi) belong to words; a character alone takes a full tone.
            toned = [s for s in readings if s.tone != 1] or readings
            used = self.usage.get(ch, Counter())
            weight = dict(self.terra_chars.get(ch, []))
            return max(toned, key=lambda s: (used[s], weight.get(s, 0), -readings.index(s)))
        for s, _ in sorted(self.terra_chars.get(ch, []), key=lambda x: -x[1]):
            if braille(s):
                return s
        for s in self.unihan.get(ch, []):
            if braille(s):
                return s
        return None

    def particle(self, ch: str, s: Syllable, defaults: dict[str, Syllable]) -> Syllable:
        """A particle (neutral by default: 們, 的) keeps its neutral tone in a word where libchewing,
        an input method, records the tone typed for it (我們 ㄨㄛˇ ㄇㄣˊ → ㄨㄛˇ ˙ㄇㄣ)."""
        d = defaults.get(ch)
        if d is not None and d.tone == 1 and s.initial == d.initial and s.rhyme == d.rhyme:
            return d
        return s

    def neutral_share(self, ch: str) -> float:
        counts = self.pinlu.get(ch, [])
        total = sum(n for _, n in counts)
        return sum(n for s, n in counts if s.tone == 1) / total if total else 0.0

    def light_endings(self, readings: dict[str, tuple[Syllable, ...]]) -> None:
        """The last syllable of a word takes the neutral tone where Taiwan keeps it (NEUTRAL_SHARE):
        a noun suffix (稿子, 扇子 ˙ㄗ) or a reduplicated word (娃娃, 姐姐, 試試), when every Terra Pinyin
        reading of the word writes it neutral."""
        neutral: dict[str, set[Syllable]] = defaultdict(set)
        full: set[str] = set()
        for word, syllables, _ in self.terra_words:
            if word in readings and len(syllables) == len(word):
                if syllables[-1].tone == 1:
                    neutral[word].add(Syllable(syllables[-1].initial, syllables[-1].rhyme, 1))
                else:
                    full.add(word)
        often: dict[str, bool] = {}
        for word, syllables in neutral.items():
            c = word[-1]
            suffix = c in NOUN_SUFFIXES and often.setdefault(c, self.neutral_share(c) >= NEUTRAL_SHARE)
            reduplicated = len(word) == 2 and word[0] == word[1]
            if word in full or not (suffix or reduplicated):
                continue
            s = readings[word][-1]
            unstressed = Syllable(s.initial, s.rhyme, 1)
            if unstressed in syllables:
                readings[word] = readings[word][:-1] + (unstressed,)

    def adverbial_de(self, readings: dict[str, tuple[Syllable, ...]]) -> None:
        """地 after a reduplicated word (慢慢地, 好好地, 輕輕地) is the adverbial particle ˙ㄉㄜ, not
        ㄉㄧˋ "ground": such a word followed by 地 becomes a word of its own."""
        particle = Syllable("ㄉ", "ㄜ", 1)
        for word, syllables in list(readings.items()):
            if len(word) == 2 and word[0] == word[1] != "地" and word + "地" not in readings:
                readings[word + "地"] = syllables + (particle,)

    def fragments(self, readings: dict[str, tuple[Syllable, ...]]) -> None:
        """The first and the last three characters of a four-character word (mostly idioms: 風調雨順 →
        風調雨, 調雨順) read as in the word, where no source lists them as a word of their own: a
        character keeps the word's reading in its fragments (調 ㄊㄧㄠˊ as in 風調雨順)."""
        parts: dict[str, tuple[Syllable, ...]] = {}
        for word, syllables in sorted(readings.items()):
            if len(word) == 4:
                for part, reading in ((word[:3], syllables[:3]), (word[1:], syllables[1:])):
                    if part not in readings:
                        parts.setdefault(part, reading)
        readings.update(parts)

    @staticmethod
    def taiwan_standard(readings: dict[str, tuple[Syllable, ...]]) -> None:
        """The curated facts of taiwan.py: a character with one Taiwan reading takes it in every
        word (一個, 這個 ㄍㄜˋ; 包括 ㄍㄨㄚ), a reading the dictionary gives only in a few words
        becomes its usual one in the others (喀麥隆 ㄎㄚˋ), the listed words take their MOE reading (also inside
        longer words), and the words that running text almost always splits are left out."""
        uniform = {ch: taiwan.zhuyin(text) for ch, text in taiwan.UNIFORM.items()}
        for word, syllables in readings.items():
            if any(c in uniform for c in word):
                readings[word] = tuple(uniform.get(c, s) for c, s in zip(word, syllables))
        for ch, (rare, usual, kept) in taiwan.ONLY_IN.items():
            rare_syllable, usual_syllable = taiwan.zhuyin(rare), taiwan.zhuyin(usual)
            for word, syllables in readings.items():
                if ch in word and not any(k in word for k in kept):
                    readings[word] = tuple(usual_syllable if (c, s) == (ch, rare_syllable) else s
                                           for c, s in zip(word, syllables))
        by_character: dict[str, list[str]] = defaultdict(list)
        for word in readings:
            for c in set(word):
                by_character[c].append(word)
        for word, text in sorted(taiwan.WORDS.items(), key=lambda item: len(item[0])):
            reading = taiwan.reading(text)
            if len(reading) != len(word):
                raise ValueError(f"taiwan.py: {word}: {len(reading)} syllables for {len(word)} characters")
            # The word's reading, also inside the longer words that contain it (什麼地方).
            for longer in by_character.get(word[0], []):
                start = longer.find(word)
                while start >= 0 and len(longer) > len(word):
                    syllables = readings[longer]
                    readings[longer] = syllables[:start] + reading + syllables[start + len(word):]
                    start = longer.find(word, start + 1)
            readings[word] = reading
        for word, text in taiwan.WORDS_ALONE.items():
            readings[word] = taiwan.reading(text)
        for word, (_, text) in taiwan.CONTEXT.items():
            readings[word] = taiwan.reading(text)
        for word in taiwan.NOT_WORDS:
            readings.pop(word, None)

    def essay_in_taiwan_forms(self, chars: dict[str, tuple[str, ...]]) -> dict[str, int]:
        """Rime's essay with its words spelled as Taiwan writes them: the essay writes OpenCC's
        standard forms (爲了, 裏面, 着), Taiwan the variants (為了, 裡面, 著). A character becomes
        the semantic or glyph variant (Unihan) that libchewing's phrases use more; the counts of
        spellings that meet are added."""
        variants = sources.semantic_variants()
        used = {c: sum(n.values()) for c, n in self.usage.items()}
        taiwan_form: dict[str, str] = {}
        for c, others in variants.items():
            best = max((v for v in others if v in chars), key=lambda v: used.get(v, 0), default=None)
            if best is not None and used.get(best, 0) > 10 * used.get(c, 0):
                taiwan_form[c] = best
        out: dict[str, int] = {}
        for word, n in sources.essay_frequencies().items():
            spelled = "".join(taiwan_form.get(c, c) for c in word)
            out[spelled] = out.get(spelled, 0) + n
        return out

    @staticmethod
    def as_chewing_parts(word: str, syllables: tuple[Syllable, ...],
                         chewing_words: dict[str, tuple[Syllable, ...]]) -> tuple[Syllable, ...]:
        """A Terra Pinyin word reads its libchewing words as libchewing does: Terra Pinyin keeps
        mainland tones (週期數 zhōu qī shù) where Taiwan's words inside it say otherwise (週期, 期數
        ㄑㄧˊ). Longer parts are applied last, so they win."""
        result = list(syllables)
        for length in range(2, len(word)):
            for start in range(len(word) - length + 1):
                part = chewing_words.get(word[start:start + length])
                if part is not None:
                    result[start:start + length] = part
        return tuple(result)

    def taiwan_syllable(self, ch: str, s: Syllable, default: Syllable) -> Syllable:
        """A syllable of another dictionary moved to the Taiwan standard: kept if it is one of the
        character's Taiwan readings; else the Taiwan reading with the same initial and rhyme
        (mainland and Taiwan often differ only in tone); else the character's default."""
        readings = self.taiwan.get(ch)
        if not readings or s in readings:
            return s
        same = [r for r in readings if r.initial == s.initial and r.rhyme == s.rhyme]
        return same[0] if len(same) == 1 else default

    @staticmethod
    def prune_plain_words(weights: dict[str, int], costs: segment.Costs, table: dict[str, tuple[str, ...]],
                          read: Callable[[str], tuple[str, ...]]) -> int:
        """Leaves out the weight of each word that reads as its characters where it changes no
        segmentation's cells: such a word matters only where it keeps a `seq` word that overlaps it
        from winning (表單 against 單相 in 表單相連結). For each plain word, every text where a `seq`
        word of the table overlaps it (shares a character, one inside the other or across an end)
        is read with and without its weight; the weight stays if any reading differs. Returns the
        number of weights left out."""
        by_char: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for s in table:
            for j, c in enumerate(s):
                by_char[c].append((s, j))

        def competitors(word: str) -> set[str]:
            texts: set[str] = set()
            for i, c in enumerate(word):
                for s, j in by_char.get(c, ()):
                    d = i - j  # where s starts, relative to the word
                    lo, hi = min(0, d), max(len(word), d + len(s))
                    text = [""] * (hi - lo)
                    ok = True
                    for k, ch in enumerate(word):
                        text[k - lo] = ch
                    for k, ch in enumerate(s):
                        if text[d + k - lo] not in ("", ch):
                            ok = False
                            break
                        text[d + k - lo] = ch
                    if ok and s != word:
                        texts.add("".join(text))
            return texts

        plain = [w for w in weights if len(w) > 1 and w not in table]
        texts = {w: competitors(w) for w in plain}
        every = set().union(*texts.values()) if texts else set()
        reference = {t: read(t) for t in every}
        removed: list[str] = []
        # The rarest first: a frequent word is the likelier to decide between two others.
        for word in sorted(plain, key=lambda w: (weights[w], w)):
            cost = costs.costs.pop(word)
            if all(read(t) == reference[t] for t in texts[word]):
                removed.append(word)
            else:
                costs.costs[word] = cost
        # Leaving out one word may have made another one's weight matter: check every text again
        # and give the words of a text that changed their weights back, until none changes.
        while True:
            changed = [t for t in every if read(t) != reference[t]]
            if not changed:
                break
            back = {w for w in removed if any(w in t for t in changed)}
            if not back:
                raise ValueError(f"generate.py: leaving out plain words changed {changed[:5]}")
            for w in back:
                costs.add(w, weights[w])
            removed = [w for w in removed if w not in back]
        for w in removed:
            del weights[w]
        return len(removed)

    def character_defaults(self) -> tuple[dict[str, tuple[str, ...]], dict[str, Syllable]]:
        """Each Han character's default reading, and its cells."""
        chars: dict[str, tuple[str, ...]] = {}
        defaults: dict[str, Syllable] = {}
        for ch in sorted(set(self.taiwan) | set(self.unihan), key=ord):
            if not is_han(ch):
                continue
            s = self.default_reading(ch)
            if s is not None:
                defaults[ch] = s
        # The Taiwan standard where the sources' default is another reading (taiwan.py).
        for ch, text in {**taiwan.DEFAULTS, **taiwan.UNIFORM}.items():
            defaults[ch] = taiwan.zhuyin(text)
            if defaults[ch] not in self.taiwan[ch]:
                self.taiwan[ch].append(defaults[ch])
        for ch, s in defaults.items():
            chars[ch] = taiwan.marked(ch, cells([s]))  # type: ignore[arg-type]
        return chars, defaults

    def build(self) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[tuple[str, ...], ...]]]:
        chars, defaults = self.character_defaults()

        def gives_particle_a_full_tone(word: str, syllables: tuple[Syllable, ...]) -> bool:
            return any(defaults[c].tone == 1 and s.tone != 1 for c, s in zip(word, syllables) if c in defaults)

        def agreement(word: str, syllables: tuple[Syllable, ...]) -> int:
            return sum(defaults.get(c) == s for c, s in zip(word, syllables))

        readings: dict[str, tuple[Syllable, ...]] = {}
        for word, counts in self.words.items():
            # Readings of equal frequency are an input method's tolerance: it accepts the reading
            # people would type by habit (分子 typed ㄈㄣ ㄗˇ) beside the right one (ㄈㄣˋ ㄗˇ), so
            # among equals the reading further from the characters' defaults wins.
            top = max(counts.values())
            best = min((r for r, n in counts.items() if n == top), key=lambda r: agreement(word, r))
            syllables = tuple(self.particle(c, citation(c, s), defaults) for c, s in zip(word, best))
            # A word that gives a particle a full tone (的確 ㄉㄧˊ, 目的 ㄉㄧˋ) is matched inside
            # running text wherever its characters meet (…中的… is mostly 中 + 的), so only words
            # libchewing has seen in use are kept.
            if counts[best] <= 1 and gives_particle_a_full_tone(word, syllables):
                continue
            readings[word] = syllables
        # Terra Pinyin lists a word's readings alphabetically, without frequencies: the one closest
        # to the characters' Taiwan defaults wins.
        terra: dict[str, list[tuple[Syllable, ...]]] = defaultdict(list)
        for word, syllables, _ in self.terra_words:
            if word in readings or len(word) < 2 or not all(c in defaults for c in word):
                continue
            terra[word].append(tuple(citation(c, self.taiwan_syllable(c, s, defaults[c])) for c, s in zip(word, syllables)))
        chewing_words = dict(readings)
        for word, candidates in terra.items():
            moved = max(candidates, key=lambda r: agreement(word, r))
            moved = self.as_chewing_parts(word, moved, chewing_words)
            if not gives_particle_a_full_tone(word, moved):  # Terra Pinyin has no frequencies
                readings[word] = moved
        self.light_endings(readings)
        self.adverbial_de(readings)
        self.fragments(readings)
        self.taiwan_standard(readings)

        # The word lattice's weights (segment.py): how often each character and word occurs in
        # Rime's essay, spelled as Taiwan writes (爲了 → 為了). A word that reads as its characters
        # is in the lattice if it is frequent enough to compete with the others
        # (MIN_PLAIN_WORD_WEIGHT); any other word only once it goes into the table.
        essay = self.essay_in_taiwan_forms(chars)
        weights: dict[str, int] = {ch: essay[ch] for ch in chars if essay.get(ch, 0) > 1}
        costs = segment.Costs(weights)
        # A word the essay lacks (the curated words, most of Terra Pinyin's rare words) weighs as
        # its libchewing frequency on the essay's scale, and at least as a word of middling use.
        common = [w for w in readings if essay.get(w, 0) > 1 and self.words.get(w)]
        scale = sum(essay[w] for w in common) / max(1, sum(sum(self.words[w].values()) for w in common))
        known = sorted(essay[w] for w in readings if essay.get(w, 0) > 1)
        middling = known[len(known) // 2] if known else 2

        def weight(word: str) -> int:
            if word in taiwan.CONTEXT:  # a context entry weighs as the word it overrides
                return weight(taiwan.CONTEXT[word][0])
            n = essay.get(word, 0)
            return n if n > 1 else max(middling, round(scale * sum(self.words.get(word, {}).values())))

        def plain(word: str, groups: tuple[tuple[str, ...], ...]) -> bool:
            return all(g == chars[c] for c, g in zip(word, groups))

        candidates: list[tuple[str, tuple[tuple[str, ...], ...]]] = []
        ui_words = read_ui_words()
        for word in sorted(readings, key=lambda w: (len(w), w)):
            if not all(c in chars for c in word):
                continue
            groups = word_cells(word, readings[word])
            if groups is None:
                continue
            candidates.append((word, groups))
            if plain(word, groups) and essay.get(word, 0) >= MIN_PLAIN_WORD_WEIGHT:
                weights[word] = essay[word]
                costs.add(word, essay[word])
            elif plain(word, groups) and word in ui_words:  # a word of user interfaces
                weights[word] = weight(word)
                costs.add(word, weights[word])
        table: dict[str, tuple[str, ...]] = {}  # the seq words so far
        longest = 1

        def read(text: str) -> tuple[str, ...]:
            """The cells the engine writes for a Han run with the table built so far."""
            out: list[str] = []
            for piece in segment.segment(text, costs, table.__contains__, longest):
                out.extend(table[piece] if piece in table else (c for ch in piece for c in chars[ch]))
            return tuple(out)

        # A word goes into the table (with its weight) only if the engine would read it wrong with
        # the table so far; each word's cells per character, so every character keeps its own cells.
        seqs: dict[str, tuple[tuple[str, ...], ...]] = {}
        for word, groups in candidates:
            want = tuple(c for g in groups for c in g)
            # A curated word stays even where its characters read right alone: it also guards its
            # characters against a word that would start inside it (改為 before 為我).
            if read(word) == want and not any(word in kept for kept in (taiwan.WORDS, taiwan.WORDS_ALONE, taiwan.CONTEXT)):
                continue
            table[word] = want
            seqs[word] = groups
            longest = max(longest, len(word))
            if word not in weights:
                weights[word] = weight(word)
                costs.add(word, weights[word])
        self.pruned = self.prune_plain_words(weights, costs, table, read)
        self.weights = weights
        misread = [w for w in seqs if read(w) != table[w]]
        if misread:
            print(f"generate.py: {len(misread)} words of the table lose to other paths alone: "
                  + " ".join(misread[:20]), file=sys.stderr)
        return chars, seqs


def dots(cells_: tuple[str, ...]) -> str:
    return " ".join(cells_)


def grouped_dots(groups: tuple[tuple[str, ...], ...]) -> str:
    """A word's cells, one group per character, separated by `|` (see Tables/README.md)."""
    return " | ".join(dots(g) for g in groups)


# Where each input lives, and the Debian package that ships it.
PACKAGES = {
    "/usr/share/unicode/": "unicode-data",
    chewing.DEFAULT_DIR: "libchewing3-data",
    "/usr/share/rime-data/terra": "rime-data-terra-pinyin",
    "/usr/share/rime-data/essay": "rime-essay",
}


def table_lines(chars: dict[str, tuple[str, ...]], seqs: dict[str, tuple[tuple[str, ...], ...]],
                weights: dict[str, int]) -> list[str]:
    """The characters, words and weights: each `weight` right after the `char` or `seq` of the same
    string, where the engine has just made its trie node (the load reads it from the cache, not from
    memory: 14% fewer cache misses than a section of weights at the end), and the words that only
    have a weight among the `seq` words in the same sorted order."""
    lines = ["", "# Han characters: default reading (initial, rhyme, tone), each followed by how often it",
             "# occurs (Rime's essay): the weights of the segmentation of Han runs into their most probable",
             "# words (see Tables/README.md, `weight`)."]
    for ch, c in chars.items():
        lines.append(f"char {ch} {dots(c)}")
        if ch in weights:
            lines.append(f"weight {ch} {weights[ch]}")
    lines += ["", "# Words whose characters read otherwise than by default (matched longest first), and the",
              "# weights of words and of characters without a `char` line."]
    for word in sorted(set(seqs) | {w for w in weights if w not in chars}):
        if word in seqs:
            lines.append(f"seq {word} {grouped_dots(seqs[word])}")
        if word in weights:
            lines.append(f"weight {word} {weights[word]}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=os.path.join(ROOT, "Tables", "zh-tw.tbl"))
    args = parser.parse_args()
    try:
        generator = Generator()
        chars, seqs = generator.build()
    except FileNotFoundError as error:
        package = next((p for prefix, p in PACKAGES.items() if str(error.filename).startswith(prefix)), None)
        hint = f" (install the Debian package {package})" if package else ""
        print(f"generate.py: {error.filename}: no such file{hint}", file=sys.stderr)
        return 1
    except (OSError, chewing.ChewingFormatError, sources.SourceFormatError) as error:
        print(f"generate.py: {error}", file=sys.stderr)
        return 1
    lines = [
        "# Taiwanese Mandarin braille (Zhuyin based) for Traditional Chinese.",
        "# GENERATED by scripts/zh-tw/generate.py from Debian's unicode-data (Unihan), libchewing3-data,",
        "# rime-data-terra-pinyin and rime-essay; do not edit by hand, edit the generator. See docs/zh-tw.md.",
        f"# {len(chars)} characters, {len(seqs)} words whose reading differs from their characters' defaults.",
        "table zh-tw zh-TW Taiwanese Mandarin braille (Zhuyin), Latin and digits in 8-dot computer braille",
        "cells 8",
        "",
    ]
    lines += symbol_lines()
    lines += table_lines(chars, seqs, generator.weights)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {args.output}: {len(chars)} characters, {len(seqs)} words, {len(generator.weights)} weights "
          f"({generator.pruned} weights of plain words left out)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
