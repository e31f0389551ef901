"""The segmentation of a run of Han characters, as brl's engine does it for a table with `weight`
lines (Sources/BrailleCore/Translation/HanSegmentation.swift, CompiledTable+Segmentation.swift):
the cheapest path through the run's word lattice, a unigram model as jieba's.

A word's cost is −ln(weight / total) in whole thousandths, rounded half up, `total` the sum of the
weights of single characters (of every weight if no character has one); a word or character without
weight costs as a weight of 1. For each end, the
path whose last word starts earliest wins among paths of equal cost. The generator reads its
candidate table with this function, so it must choose exactly what the engine chooses.
"""

from __future__ import annotations

import math
from collections.abc import Callable


class Costs:
    """The costs of a table's weights."""

    def __init__(self, weights: dict[str, int]) -> None:
        total = sum(n for w, n in weights.items() if len(w) == 1) or sum(weights.values())
        self.log_total = math.log(total)
        self.costs: dict[str, int] = {}
        self.unweighted = math.floor(1000 * self.log_total + 0.5)
        self.longest = 1
        for word, n in weights.items():
            self.add(word, n)

    def add(self, word: str, weight: int) -> None:
        """Gives a word of more than one character its weight (the total stays the same)."""
        self.costs[word] = math.floor(1000 * (self.log_total - math.log(weight)) + 0.5)
        self.longest = max(self.longest, len(word))


def segment(text: str, costs: Costs, is_seq: Callable[[str], bool], longest_seq: int) -> list[str]:
    """The words of the cheapest path through `text` (a run of Han characters): each a `seq` or
    weighted word of the table, or a single character."""
    n = len(text)
    longest = max(costs.longest, longest_seq)
    best = [0] + [math.inf] * n
    start = [0] * (n + 1)
    for i in range(n):
        here = best[i]
        for k in range(i + 1, min(n, i + longest) + 1):
            word = text[i:k]
            cost = costs.costs.get(word)
            if cost is None:
                if not is_seq(word):
                    continue
                cost = costs.unweighted
            if here + cost < best[k]:
                best[k], start[k] = here + cost, i
        if here + costs.unweighted < best[i + 1]:
            best[i + 1], start[i + 1] = here + costs.unweighted, i
    words: list[str] = []
    k = n
    while k > 0:
        words.append(text[start[k]:k])
        k = start[k]
    return words[::-1]
