#!/usr/bin/env python3
"""Categorical chart palettes measured by coloraide (MIT licensed; see requirements.txt), the
independent reference for ColorKit's CategoricalProof.

Run from the package root:

    python3 scripts/reference/generate_chart_proofs.py

It writes Tests/ColorKitTests/Fixtures/chart-proofs.json: for published categorical palettes
(Okabe–Ito, the first eight of IBM Carbon's categorical order, Tableau 10) and a few seeded
random ones, each on a white and a near-black background, what coloraide measures:

- the least ΔEOK between two series, per vision (typical, and protan, deutan and tritan at full
  severity through coloraide's default filters in linear sRGB, unclamped);
- for every prefix of k = 2…N series, that least distance for the worst vision;
- each series' WCAG 2 contrast against the background, and its OKLCH chroma and lightness.
"""
from __future__ import annotations

import itertools
import random

from coloraide import Color

from chart_reference import BACKGROUNDS, VISIONS, seen, write

PALETTES = {
    "okabe-ito": ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"],
    "carbon-8": ["#6929c4", "#1192e8", "#005d5d", "#9f1853", "#fa4d56", "#570408", "#198038", "#002d9c"],
    "tableau-10": ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
                   "#ff9da7", "#9c755f", "#bab0ac"],
}


def measure(colors, background):
    by_vision = {}
    for vision in VISIONS:
        views = [seen(c, vision) for c in colors]
        by_vision[vision] = min(a.delta_e(b, method="ok") for a, b in itertools.combinations(views, 2))
    prefix = []
    for k in range(2, len(colors) + 1):
        prefix.append(min(
            min(a.delta_e(b, method="ok") for a, b in itertools.combinations([seen(c, v) for c in colors[:k]], 2))
            for v in VISIONS))
    back = Color(background)
    return {
        "colors": colors,
        "background": background,
        "distanceByVision": by_vision,
        "prefixDistances": prefix,
        "contrasts": [Color(c).contrast(back, method="wcag21") for c in colors],
        "chromas": [Color(c).convert("oklch")["chroma"] for c in colors],
        "lightnesses": [Color(c).convert("oklab")["lightness"] for c in colors],
    }


def main():
    rng = random.Random(39)
    palettes = dict(PALETTES)
    for index in range(3):
        palettes[f"random-{index}"] = ["#%06x" % rng.randrange(1 << 24) for _ in range(rng.randrange(3, 13))]
    cases = []
    for name, colors in palettes.items():
        for background in BACKGROUNDS:
            cases.append({"name": name, **measure(colors, background)})
    write("chart-proofs", "scripts/reference/generate_chart_proofs.py", cases)


if __name__ == "__main__":
    main()
