#!/usr/bin/env python3
"""Generates Tables/en-ueb-g2-compounds.tbi: the compound words whose parts a contraction of
en-ueb-g2 would bridge (UEB §10.10), as `compound` statements (`compound sweet|heart`).

    python3 scripts/ueb/compounds.py [--output Tables/en-ueb-g2-compounds.tbi]

Needs the Debian packages wamerican and wbritish (/usr/share/dict/american-english and
british-english: the parts), wamerican-huge and wbritish-huge (the words split), hyphen-en-us and python3-pyphen (run with /usr/bin/python3); the generated file
is checked in, so neither the build nor the tests need them.

1. A compound is a word of the lists (the larger lists too: `photoflash`) that splits into two
   words of the common lists (`sweet` + `heart`, `tea` + `room`), or a combining form of English
   morphology and a word (`micro` + `film`, `co` + `worker`); a word of the larger lists only
   splits as `rare_word_split_is_likely` says. Parts have at least three letters (two for a listed form
   and for `no`: no|way), each a vowel;
   the second at least four, or three after a listed form of three or more (`infra` + `red`).
   Words whose second part is really a suffix of the first (`feat` + `her`, `broth` + `ers`) are
   excluded by `SUFFIX_PARTS`; `NOT_COMPOUNDS` lists the words of the lists that split into two
   words by chance (`cow` + `ard`).
   A split is vetoed where the US English hyphenation patterns (hyphen-en-us, Liang's patterns
   as TeX and LibreOffice hyphenate) break the word one letter beside it and not at it: the
   syllables are then elsewhere (ar-chive, not arc|hive; in-stall; cov-er-age; lim-er-ick).
   Words that the tables write whole (`word hereabouts`) are left out. Of the names of the lists
   only those ending in a place-name element are taken (`PLACE_ELEMENTS`: james|town). A word
   and the suffix -ness is a compound too (happi|ness, like|ness: not happ-in-ess, lik-en-ess),
   and so is a word that the hyphenation patterns break s-t|h (post|humous: where they do not,
   the table writes s th, as|thma).
   After a combining form of three letters or more, the second part may be a word of six letters
   or more of the larger lists (`micro|fibril`, `electro|encephalogram`).
2. It is listed only where one of the table's contractions (the letters of its `seq` and
   `context` rules of at most two cells) would bridge the split: `sweet|heart` (the), `tea|room`
   (ar), `micro|film` (of); or where the second part begins with a groupsign that begins no word
   (§10.4.3, §10.8.1: `dis|ingenuous`), which a second boundary then splits (`dis|in|genuous`).
   The engine then ends every contraction at the split.
3. A prefix whose groupsigns the rulebook bridges (profile, antinode) and a word, where a
   final-letter groupsign would bridge them, is split too: `anti|type`.
4. Tables/en-ueb-g2-parts.txt (`--parts`), for the engine's `compoundparts` (CompoundParts.swift,
   whose rule `runtime_split` mirrors): the words a word no list holds splits into when the text
   has it (`mono|wheel`, `flea|ridden`, `South|end`, `free|desktop`): the common words of three
   letters or more, the names of four or more (`+india`), the combining forms (`micro-`), and
   the words of the lists the engine would split but this script does not (`=dolerite`).
"""

from __future__ import annotations

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HYPHENATION = '/usr/share/hyphen/hyph_en_US.dic'
WORD_LISTS = ['/usr/share/dict/american-english', '/usr/share/dict/british-english']
# The words split: the larger lists of wamerican-huge and wbritish-huge (photoflash, cofounder,
# Newhaven); their parts still come from WORD_LISTS, whose common words split less by chance.
CANDIDATE_LISTS = ['/usr/share/dict/american-english-huge', '/usr/share/dict/british-english-huge']
# The largest lists (wamerican-insane, wbritish-insane): only for the feminine -ess (heathen|ess)
# and after a combining form (un|derogatory).
RARE_LISTS = ['/usr/share/dict/american-english-insane', '/usr/share/dict/british-english-insane']

# Combining forms that start compounds (facts of English morphology): a word after them makes a
# compound (`micro|film`, `photo|flash`, `kilo|watt`), as do the prefixes co-, non-, sub- and un-
# (`co|worker`, `non|gaseous`, `sub|basement`, `un|amended`), and dis- (`dis|ingenuous`, whose dis
# the table writes at a word's start anyway). Prefixes whose groupsigns the
# rulebook does bridge are not listed: pre-, pro-, re-, de-, mis-, anti-, multi- (predate ⠏⠗⠫⠁⠞⠑,
# profile ⠏⠗⠷⠊⠇⠑, reread, antinode, multinomial, mistrust).
COMBINING_FORMS = '''
    aero agro arc astro audio auto bio cardio chemo chlor co cosmo counter cyber dis electro endo exo gyro
    geo hydro hyper hypo infra inter iso kilo macro mega micro mono neuro non ortho over paleo
    petro photo proto pseudo psycho radio retro ribo servo socio stylo sub super techno tele thermo
    ultra un under vice video
'''.split()

# Combining forms that begin other words as often (arc: archeal, archive), taken only where the
# hyphenation patterns break after them (ar-c-co-sine).
HYPHENATED_FORMS = {'arc'}

# A word of two letters that starts compounds of the common lists (no|where, no|way, no|wise:
# not n ow here).
TWO_LETTER_PARTS = {'no'}

# Latin prefixes that are words of the lists too, whose groupsigns the rulebook bridges
# (anteroom ⠁⠝⠞⠻⠕⠕⠍, malediction ⠍⠁⠇⠫⠊⠉⠰⠝, profile ⠏⠗⠷⠊⠇⠑): no first part.
BRIDGED_PREFIXES = set('ante bene male pre pro'.split())

# Words of the lists that end other words as suffixes do, so that a split before them is no
# compound boundary: feat|her (feather), broth|ers (brothers), wit|hers (withers).
SUFFIX_PARTS = set('''
    her hers ers ere eres ered ering ion ions ism isms ist ists ant ants ent ents ate ates ated
    age ages ling lings let lets ter ters ton tons ure ures ous ose oses ness ship ships ward wards
    wise ing ings est ess esse ester ether ethers ade ades ide ides ine ines one ones able ably
    ring rings ration rations rate rates rated rating rally tally ability abilities
'''.split())

# Function words (a closed class of English) start no compound: has|ting, not|hing, was|ting.
FUNCTION_WORDS = set('''
    and any are but can did for had has her him his how its may nor not now one our out own she
    the too was who why yet you
'''.split())

# Words that split into two words of the lists by chance, not as their parts (co|ward; par|take is
# part + take; doggone is no dog that is gone).
NOT_COMPOUNDS = set('''
    coward cowards cowardly cowardice endowed mandate mandated mandates doggone doggoner partake partaken partaker partakers partakes
'''.split())

# The final elements of English place names (facts of toponymy): a name of the lists that ends in
# one after a word or a name, or a name's possessive s, is a compound (james|town, youngs|town,
# stalin|grad); names split by chance too often to be taken otherwise (chris|tine, carib|bean).
PLACE_ELEMENTS = 'town towns grad haven borough field ford burgh bury mouth port ville wood worth holm dale'.split()

VOWELS = set('aeiouy')
# Endings after a doubled consonant (bob|bed, leg|gings, fog|gy).
ENDINGS = set('ed ing ings er ers est y ier iest ies ied ish'.split())


def lines_of(paths: list[str]):
    """Every line of the files, stripped."""
    for path in paths:
        with open(path, encoding='utf-8') as f:
            yield from (line.strip() for line in f)


def read_words(paths: list[str]) -> set[str]:
    """The common words of the lists: names and abbreviations (`Fri`, `Mathis`) split too much
    by chance."""
    return {w for w in lines_of(paths) if re.fullmatch(r'[a-z]+', w)}


def suffixed(candidates: set[str], rare: set[str], words: set[str], signs: set[str]) -> list[str]:
    """The candidates that are a word and the suffix -ness (the y of the word as i:
    busi|ness for busy), where a contraction bridges the two: happi|ness, not happ-in-ess; and
    the `rare` words (the largest lists too: heatheness) that are a word of six letters or more
    ending in en or in and the feminine -ess (heathen|ess)."""
    out = []
    for word in sorted(candidates):
        for suffix in ('ness', 'nesses'):
            stem = word[:-len(suffix)]
            if not word.endswith(suffix) or len(stem) < 3:
                continue
            if (stem in words or (stem.endswith('i') and stem[:-1] + 'y' in words)) and bridges(word, len(stem), signs):
                out.append(f'{stem}|{suffix}')
    # The feminine -ess after a word ending in en or in (§10.8.4): heathen|ess, citizen|ess,
    # where ness is not the suffix (not ripe|ness, white|ness: ripe and white are words).
    for word in sorted(rare):
        for suffix in ('ess', 'esses'):
            stem = word[:-len(suffix)]
            if word.endswith(suffix) and len(stem) >= 6 and stem[-2:] in ('en', 'in') and stem in words and stem[:-1] not in words \
                    and not (stem[-2] == 'i' and stem[:-2] + 'y' in words) and bridges(word, len(stem), signs):
                out.append(f'{stem}|{suffix}')
    return out


def syllable_breaks_after_st(words: set[str], hyphenator) -> list[str]:
    """The words where the hyphenation patterns break s-t|h (post|humous, mast|head): the table's
    `preferstrong` writes s th where st and th overlap (as|thma), so these keep st apart."""
    out = []
    for word in sorted(words):
        breaks = set(hyphenator.positions(word))
        for b in sorted(breaks):
            if word[b - 2:b + 1] == 'sth':
                out.append(f'{word[:b]}|{word[b:]}')
                break
    return out


def read_names(paths: list[str], words: set[str]) -> set[str]:
    """The names of the lists (`James`, `Stalin`), lowercased, that are no common word."""
    return {w.lower() for w in lines_of(paths) if re.fullmatch(r'[A-Z][a-z]+', w)} - words


def place_names(names: set[str], words: set[str], signs: set[str]) -> list[str]:
    """The names that end in a place-name element after a word, a name or a name's possessive s
    (`kings|town`, `youngs|town`), where a contraction bridges the two."""
    out = []
    known = words | names
    for name in sorted(names):
        for element in PLACE_ELEMENTS:
            first = name[:-len(element)]
            if not name.endswith(element) or len(first) < 3:
                continue
            if (first in known or (first.endswith('s') and first[:-1] in known)) and bridges(name, len(first), signs):
                out.append(f'{first}|{element}')
    return out


def contractions(paths: list[str]) -> set[str]:
    """The letter strings of the table's `seq` and `context` rules of one or two cells."""
    found = set()
    for line in lines_of(paths):
        t = line.split()
        if len(t) >= 3 and t[0] == 'seq':
            letters, cells = t[1], t[2:]
        elif len(t) >= 5 and t[0] == 'context':
            letters, cells = t[2], t[4:]
        else:
            continue
        if re.fullmatch(r'[a-z]{2,}', letters) and len(cells) <= 2:
            found.add(letters)
    return found


def whole_words(paths: list[str]) -> set[str]:
    """The letter strings of the table's `word` rules: a word the table writes whole (a shortform
    in a longer word, §10.9.3: `hereabouts`) is no compound to split."""
    return {t[1] for t in (line.split() for line in lines_of(paths))
            if len(t) >= 3 and t[0] == 'word' and re.fullmatch(r'[a-z]+', t[1])}


def bridges(word: str, split: int, signs: set[str]) -> bool:
    """Whether a contraction's letters cross the split of `word`."""
    for sign in signs:
        start = word.find(sign, max(0, split - len(sign) + 1))
        while start != -1 and start < split:
            if start + len(sign) > split:
                return True
            start = word.find(sign, start + 1)
    return False


def is_part(part: str, words: set[str], minimum: int) -> bool:
    return len(part) >= minimum and part in words and bool(VOWELS & set(part))


def is_inflection(first: str, second: str) -> bool:
    """A split before an ending that doubles the last consonant (bob|bed, leg|gings) or a
    suffix-like part (feat|her)."""
    return second in SUFFIX_PARTS or (second[0] == first[-1] and second[1:] in ENDINGS)


def stem_is_word(part: str, words: set[str]) -> bool:
    """Whether `part`, without an inflection ending that leaves a word, is four letters or more:
    a part `hips` (hip + s) ends no compound (apprenticeship), a part `fold` or `taking` (take) does."""
    for ending in ('s', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'ings'):
        if part.endswith(ending) and len(part) > len(ending):
            bases = [b for b in (part[:-len(ending)], part[:-len(ending)] + 'e') if b in words]
            if bases:
                return any(len(b) >= 4 for b in bases)
    return len(part) >= 4


def hyphenation_agrees(word: str, split: int, hyphenator, words: set[str]) -> bool:
    """False where the hyphenation patterns break `word`, or the word it inflects (archive for
    archived), one letter beside `split` but not at it."""
    forms = [word]
    for ending in ('s', 'es', 'ed', 'd', 'ing', 'er', 'ers'):
        base = word[:-len(ending)]
        if word.endswith(ending) and split < len(base):
            forms += [b for b in (base, base + 'e') if b in words]
    for form in forms:
        breaks = set(hyphenator.positions(form))
        if split not in breaks and {split - 1, split + 1} & breaks:
            return False
    return True


def splits(word: str, words: set[str], forms: set[str], hyphenator, rare: set[str] = frozenset()) -> list[int]:
    """Where `word` splits into a first part (a word of three letters or more, or a combining
    form) and a word of four letters or more (three after a combining form of three or more)."""
    out = []
    for split in range(2, len(word) - 2):
        first, second = word[:split], word[split:]
        if len(first) == 2 and second[0] in VOWELS:
            continue  # co|unties, co|upon: counties, coupon
        if first in HYPHENATED_FORMS and split not in hyphenator.positions(word):
            continue  # arc|heal: archeal is ar-che-al
        # After a combining form of three letters or more, a word of three is a part (infra|red).
        least = 3 if (first in forms and len(first) >= 3) or first in TWO_LETTER_PARTS else 4
        if (first in forms or first in TWO_LETTER_PARTS or (is_part(first, words, 3) and first not in FUNCTION_WORDS | BRIDGED_PREFIXES)) \
                and (is_part(second, words, least) or (first in forms and len(first) >= 3 and len(second) >= 6 and second in rare)) and (least == 3 or stem_is_word(second, words)) and not is_inflection(first, second) \
                and hyphenation_agrees(word, split, hyphenator, words):
            out.append(split)
    return out


def rare_word_split_is_likely(word: str, split: int, words: set[str], forms: set[str]) -> bool:
    """Whether a split of a word of the larger lists only is likely its parts: after a combining
    form always; else the first part has four letters or more (three-letter words start rarer words
    by chance: bet|hump, lit|hops, chi|nook), is no inflected word before t (hypos|tomes, tapes|tried:
    the s and t are st), and does not end in a vowel before a consonant and a vowel, where the
    consonant starts a syllable of one word as often (dole|rite, rote|none, dime|rising)."""
    first, second = word[:split], word[split:]
    if first in forms:
        return True
    if len(first) < 4:
        return False
    if first.endswith('s') and (first[:-1] in words or first[:-1] in forms) and second.startswith('t'):
        return False
    return not (first[-1] in VOWELS and second[0] not in VOWELS and len(second) > 1 and second[1] in VOWELS)


# The final-letter groupsigns (§10.8): none begins a word (§10.8.1), and the bridged prefixes keep
# them out (anti|type, while antinode bridges in and profile of).
FINAL_LETTER_GROUPSIGNS = frozenset('ity ence ance ong ound ount tion sion ness less ment ful'.split())

# Groupsigns that do not begin a word (§10.4.3 ing, §10.8.1 the final-letter groupsigns), but for
# those that begin the suffixes -less, -ful, -ment(al), -ness, -ity: care|less keeps less.
NOT_WORD_INITIAL = ['ing'] + sorted(FINAL_LETTER_GROUPSIGNS - {'less', 'ful', 'ment', 'ness', 'ity'})


def begins_with_inner_groupsign(word: str, split: int, words: set[str]) -> bool:
    """Whether the second part begins with a groupsign that begins no word, which is not the
    first part's ending (dis|ingenuous; not charm|ingest, charming and -est)."""
    return any(word.startswith(g, split) and word[:split + len(g)] not in words for g in NOT_WORD_INITIAL)


def word_initial(first: str, second: str) -> str:
    """The compound's statement, with a second boundary inside a groupsign that would begin its
    second part and cannot begin a word (dis|in|genuous, electro|en|cephalogram: after the lower
    groupsign in or en that starts it, else after its first letter)."""
    for sign in NOT_WORD_INITIAL:
        if second.startswith(sign):
            cut = 2 if second[:2] in ('in', 'en') else 1
            return f'{first}|{second[:cut]}|{second[cut:]}'
    return f'{first}|{second}'


# The combining forms after which a word of the largest lists splits: un-, non- and those of four
# letters or more (co|nite, dis|tilery are chance splits).
RARE_WORD_FORMS = {'un', 'non'} | {f for f in COMBINING_FORMS if len(f) >= 4}


def prefixed(candidates: set[str], words: set[str]) -> list[str]:
    """The candidates that are a prefix whose groupsigns the rulebook bridges (`BRIDGED_PREFIXES`,
    anti, multi, semi, mis) and a word of three letters or more, where a final-letter groupsign
    would bridge the two (anti|type, not a ity pe), or ou would: the prefix's o and the word's u
    are two vowels, not the sound of ou (pro|union, as ea, §10.11.4)."""
    out = []
    prefixes = sorted(BRIDGED_PREFIXES | {'anti', 'multi', 'semi', 'mis'})
    for word in sorted(candidates):
        for prefix in prefixes:
            rest = word[len(prefix):]
            if word.startswith(prefix) and len(rest) >= 3 and rest in words \
                    and bridges(word, len(prefix), FINAL_LETTER_GROUPSIGNS | {'ou'}):
                out.append(f'{prefix}|{rest}')
    return out


def compounds(candidates: set[str], words: set[str], signs: set[str], hyphenator, rare: set[str] = frozenset()) -> list[str]:
    """The candidates with one split into parts of `words` that a contraction bridges, or before a
    groupsign that begins no word (dis|ingenuous), and none that it does not (a word that also splits elsewhere without a bridge is left as it is:
    slide|show, not slides|how). A candidate of the larger lists only starts with a combining form
    or a word of four letters or more: three-letter words start too many of their rarer words by
    chance (bet|hump, lit|hops, chi|nook); and it splits in one place only, three-letter first
    parts counted (awe|strike rules out awes|trike). The `rare` words (of the largest lists only)
    split only after the combining forms `RARE_WORD_FORMS` (un|derogatory)."""
    out = []
    forms = set(COMBINING_FORMS)
    for word in sorted(candidates | rare):
        if len(word) < 5 or word in NOT_COMPOUNDS:
            continue
        found = splits(word, words, forms, hyphenator, candidates)
        if word not in candidates and not all(word[:s] in RARE_WORD_FORMS for s in found):
            continue
        bridged = [s for s in found if bridges(word, s, signs) or begins_with_inner_groupsign(word, s, words)]
        if word not in words:
            bridged = [s for s in bridged if rare_word_split_is_likely(word, s, words, forms)]
        if len(bridged) == 1 and len(found) == 1:
            split = bridged[0]
            out.append(word_initial(word[:split], word[split:]))
    return out


def runtime_split(word: str, plain: set[str], names: set[str], forms: set[str]) -> int | None:
    """Where the engine's `compoundparts` rule splits `word` (CompoundParts.split, mirrored): the
    one place where it is a first part (a combining form; a word or name of four letters or more)
    and a second (a word of four letters or more, or of three after a first part of five or more
    or a form of three or more), a first part ending in s before t or h not counted where the first
    without its s is a word, name or form (keys|tore, abbots|hip); None where there is no such place or more
    than one, or the word is itself in the file."""
    if len(word) < 6 or len(word) > 64 or word in plain or word in names or word in forms:
        return None
    found = None
    for k in range(2, len(word) - 2):
        first, rest = word[:k], word[k:]
        is_form = first in forms
        if not (is_form or (k >= 4 and (first in plain or first in names))):
            continue
        if not (len(rest) >= 4 or (len(rest) == 3 and (k >= 5 or (is_form and k >= 3)))):
            continue
        if first.endswith('s') and rest[0] in 'th' and (first[:-1] in plain or first[:-1] in names or first[:-1] in forms):
            continue
        if rest not in plain:
            continue
        if found is not None:
            return None
        found = k
    return found


def parts_lines(words: set[str], every: set[str], found: set[str], signs: set[str], whole: set[str]) -> list[str]:
    """The lines of the parts file: the common words (`words`; not those that end words as suffixes do,
    `SUFFIX_PARTS`: abject|ion), names, forms, and the words of the lists (`every`, lowercased)
    and the words the tables write whole (`whole`: somesuch) that the engine would split where a
    contraction bridges the split, but that are no compound here (`found`)."""
    plain = {w for w in words if len(w) >= 3 and VOWELS & set(w)} - SUFFIX_PARTS
    names = {n for n in read_names(WORD_LISTS, words) if len(n) >= 4}
    forms = set(COMBINING_FORMS)
    wholes = []
    for w in sorted((every | whole) - found):
        k = runtime_split(w, plain, names, forms)
        if k is not None and (w in whole or bridges(w, k, signs)):
            wholes.append(w)
    return sorted(plain) + [f'+{n}' for n in sorted(names)] + [f'{f}-' for f in sorted(forms)] + [f'={w}' for w in wholes]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--output', default=os.path.join(ROOT, 'Tables', 'en-ueb-g2-compounds.tbi'))
    parser.add_argument('--parts', default=os.path.join(ROOT, 'Tables', 'en-ueb-g2-parts.txt'))
    args = parser.parse_args()
    missing = [p for p in WORD_LISTS + CANDIDATE_LISTS + RARE_LISTS + [HYPHENATION] if not os.path.exists(p)]
    if missing:
        print(f'compounds: {", ".join(missing)} missing (apt-get install wamerican wbritish '
              'wamerican-huge wbritish-huge wamerican-insane wbritish-insane hyphen-en-us)', file=sys.stderr)
        return 1
    words = read_words(WORD_LISTS)
    candidates = words | read_words(CANDIDATE_LISTS)
    tables = [os.path.join(ROOT, 'Tables', name) for name in
              ('en-ueb-g2-groupsigns.tbi', 'en-ueb-g2-shortforms.tbi')]
    try:
        import pyphen
    except ImportError:
        print('compounds: python3-pyphen missing (apt-get install python3-pyphen; run with /usr/bin/python3)', file=sys.stderr)
        return 1
    hyphenator = pyphen.Pyphen(filename=HYPHENATION)
    signs = contractions(tables)
    rare = read_words(RARE_LISTS) - candidates
    whole = whole_words(tables)
    found = [c for c in compounds(candidates, words, signs, hyphenator, rare) if c.replace('|', '') not in whole]
    found += place_names(read_names(WORD_LISTS + CANDIDATE_LISTS, words), candidates, signs)
    found = sorted(set(found + prefixed(candidates | rare, words) + suffixed(candidates, candidates | rare, words, signs)
                       + syllable_breaks_after_st(candidates, hyphenator)))
    with open(args.output, 'w', encoding='utf-8') as f:
        f.write('# Compound words of en-ueb-g2 whose parts a contraction would bridge (UEB §10.10):\n'
                '# generated by scripts/ueb/compounds.py from the word lists of wamerican(-huge) and wbritish(-huge).\n'
                '# Do not edit; rerun the generator.\n')
        for c in found:
            f.write(f'compound {c}\n')
    print(f'{len(found)} compounds of {len(words)} words', file=sys.stderr)
    every = {w.lower() for w in lines_of(WORD_LISTS + CANDIDATE_LISTS + RARE_LISTS) if re.fullmatch(r'[A-Za-z]+', w)}
    lines = parts_lines(words, every, {c.replace('|', '') for c in found}, signs, whole)
    with open(args.parts, 'w', encoding='utf-8') as f:
        f.write('# The words of en-ueb-g2\'s `compoundparts`: a word a line; +name, form-, =word that is no\n'
                '# compound. Generated by scripts/ueb/compounds.py from the word lists of wamerican and\n'
                '# wbritish (and -huge, -insane for the = words). Do not edit; rerun the generator.\n')
        f.write('\n'.join(lines) + '\n')
    print(f'{len(lines)} compound parts', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
