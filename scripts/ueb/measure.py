#!/usr/bin/python3
"""Real English text through brl's en-ueb-g2 and liblouis's en-ueb-g2.ctb, line by line.

The text is what a Debian system carries, read where it is at run time (never copied into the
project): the msgids (English UI strings) of the gettext catalogs in
/usr/share/locale/de/LC_MESSAGES/*.mo and the package descriptions in /var/lib/dpkg/status.

Prints the share of lines whose braille is identical and classifies the differences by the print
word whose cells differ (the most frequent first), so that each can be explained as a liblouis
defect against the rulebook or a rule brl follows. Then the round trip: the share of lines that
brl's own braille reads back (`brl-translate --backward`) as the same text, and the words that
do not come back.

Run with Debian's Python (python3-louis): /usr/bin/python3 scripts/ueb/measure.py [--limit N]
    [--brl .build/debug/brl-translate] [--show 40] [--table en-ueb-g2]
"""
import argparse
import collections
import glob
import struct
import subprocess
import sys

import louis


def mo_msgids(path):
    """The msgids of a GNU .mo file (both byte orders), without the header entry; plural forms
    give their singular."""
    with open(path, 'rb') as f:
        data = f.read()
    if len(data) < 28:
        return []
    magic = struct.unpack('<I', data[:4])[0]
    order = '<' if magic == 0x950412de else '>'
    _, count, originals = struct.unpack(order + 'III', data[4:16])
    out = []
    for k in range(count):
        length, offset = struct.unpack(order + 'II', data[originals + 8 * k: originals + 8 * k + 8])
        raw = data[offset:offset + length]
        if not raw:
            continue
        text = raw.split(b'\0')[0].split(b'\x04')[-1]  # drop the msgctxt
        try:
            out.append(text.decode('utf-8'))
        except UnicodeDecodeError:
            pass
    return out


def package_descriptions(path='/var/lib/dpkg/status'):
    """Each package description's lines (the synopsis and the long description), without the
    '.' paragraph separators."""
    out = []
    inside = False
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('Description:'):
                out.append(line[len('Description:'):].strip())
                inside = True
            elif inside and line.startswith(' '):
                text = line.strip()
                if text != '.':
                    out.append(text)
            else:
                inside = False
    return out


def corpus(limit):
    lines = []
    seen = set()
    sources = [mo_msgids(p) for p in sorted(glob.glob('/usr/share/locale/de/LC_MESSAGES/*.mo'))]
    sources.append(package_descriptions())
    for source in sources:
        for text in source:
            for line in text.split('\n'):
                line = line.strip()
                # Lines with letters only; tabs and controls are not what a display shows.
                if not line or not any(c.isalpha() for c in line) or any(ord(c) < 32 for c in line):
                    continue
                if line not in seen:
                    seen.add(line)
                    lines.append(line)
    return lines[:limit] if limit else lines


def liblouis(lines, table):
    mode = louis.dotsIO | louis.ucBrl
    return [louis.translateString([table + '.ctb'], line, mode=mode).replace(' ', '\u2800') for line in lines]


def brl(lines, binary, table, backward=False):
    # --backward exits 1 when a line has a cell with no reading; its output is still one line each.
    p = subprocess.run([binary, '-t', table] + (['--backward'] if backward else []), input='\n'.join(lines) + '\n',
                       capture_output=True, text=True, check=not backward)
    return p.stdout.split('\n')[:len(lines)]


def round_trip(lines, ours, args):
    """Reads brl's braille back with brl and prints the share of lines that come back as they
    were, and the words that do not (the most frequent first)."""
    back = brl(ours, args.brl, args.table, backward=True)
    same = sum(1 for x, y in zip(lines, back) if x == y)
    print(f'round trip: {same} of {len(lines)} lines come back identical ({100 * same / len(lines):.2f}%)')
    words = collections.Counter()
    for text, b in zip(lines, back):
        if text != b:
            a, c = text.split(' '), b.split(' ')
            pairs = zip(a, c) if len(a) == len(c) else [(text[:40], '(line)')]
            words.update(f'{x} -> {y}' for x, y in pairs if x != y)
    print(f'most frequent words that do not come back (of {sum(words.values())}):')
    for w, n in words.most_common(args.show):
        print(f'{n:6}  {w}')


def differing_words(text, ours, theirs, table):
    """The print words whose braille differs, when both lines have the same number of words."""
    words = text.split(' ')
    a = ours.split('\u2800')
    b = theirs.split('\u2800')
    if len(a) != len(words) or len(b) != len(words):
        return [('(line: ' + text[:40] + ')', '', '')]
    return [(w, x, y) for w, x, y in zip(words, a, b) if x != y]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--limit', type=int, default=0)
    parser.add_argument('--brl', default='.build/debug/brl-translate')
    parser.add_argument('--table', default='en-ueb-g2')
    parser.add_argument('--show', type=int, default=40)
    args = parser.parse_args()
    lines = corpus(args.limit)
    ours = brl(lines, args.brl, args.table)
    theirs = liblouis(lines, args.table)
    same = sum(1 for x, y in zip(ours, theirs) if x == y)
    print(f'{len(lines)} lines, {same} identical ({100 * same / len(lines):.2f}%)')
    words = collections.Counter()
    examples = {}
    for text, x, y in zip(lines, ours, theirs):
        if x != y:
            for w, ours_word, theirs_word in differing_words(text, x, y, args.table):
                words[w] += 1
                examples.setdefault(w, (ours_word, theirs_word))
    print(f'most frequent differing words (of {sum(words.values())}):')
    for w, n in words.most_common(args.show):
        print(f'{n:6}  {w}  brl {examples[w][0]}  liblouis {examples[w][1]}')
    round_trip(lines, ours, args)
    return 0


if __name__ == '__main__':
    sys.exit(main())
