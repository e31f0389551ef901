#!/usr/bin/python3
"""Real UI strings through liblouis, for measuring brl's back-translation (docs/translation.md).

Reads the gettext catalogs in /usr/share/locale/de/LC_MESSAGES with the standard library: the
German translations (`de`) or the English originals (`en`), one line of text each, no control
characters. Each string is translated forward by liblouis (python3-louis) and read back by
liblouis, and written as one TSV line: text, liblouis's cells (Unicode braille), liblouis's
back-translation. A string on which liblouis does not return within 2 s (de-g0-detailed loops
on "$ date --date='@2147483647'") is written with empty cells, like one liblouis refuses to translate.

    /usr/bin/python3 scripts/backtranslation-corpus.py de [EVERY] > de.tsv

EVERY (default 1) keeps every n-th string of the sorted, distinct strings.
Used by Tests/BrailleCoreTests/Translation/BackTranslationCorpusTests.swift.
"""
import gettext, glob, multiprocessing, sys

TABLES = {"de": "de-g0-detailed.utb", "en": "en-ueb-g1.ctb"}


def strings(language):
    found = set()
    for path in sorted(glob.glob("/usr/share/locale/de/LC_MESSAGES/*.mo")):
        try:
            with open(path, "rb") as file:
                catalog = gettext.GNUTranslations(file)._catalog
        except Exception:
            continue
        for key, value in catalog.items():
            if not key or not isinstance(value, str):
                continue
            text = value if language == "de" else (key if isinstance(key, str) else key[0])
            for line in text.split("\n"):
                line = line.strip()
                if line and all(ord(c) >= 0x20 and c != "\x7f" for c in line):
                    found.add(line)
    return sorted(found)


def worker(table, requests, answers):
    import louis
    tables = ["unicode.dis", table]
    while True:
        text = requests.get()
        try:
            cells = louis.translateString(tables, text)
            answers.put((cells, louis.backTranslateString(tables, cells)))
        except Exception:  # cells unicode.dis cannot show (8-dot cells of a 6-dot table)
            answers.put(("", ""))


def main():
    language = sys.argv[1]
    every = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    table = TABLES[language]
    todo = strings(language)[::every]

    def start():
        requests, answers = multiprocessing.Queue(), multiprocessing.Queue()
        process = multiprocessing.Process(target=worker, args=(table, requests, answers), daemon=True)
        process.start()
        return process, requests, answers

    process, requests, answers = start()
    out = sys.stdout
    for text in todo:
        requests.put(text)
        try:
            cells, back = answers.get(timeout=2)
        except Exception:
            process.kill()
            process.join()
            process, requests, answers = start()
            cells, back = "", ""
        out.write(f"{text}\t{cells}\t{back}\n")
    process.kill()


if __name__ == "__main__":
    main()
