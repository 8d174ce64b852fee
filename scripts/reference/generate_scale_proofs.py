#!/usr/bin/env python3
"""Sequential and diverging chart scales measured by coloraide (MIT licensed; see
requirements.txt), the independent reference for ColorKit's ScaleProof.

Run from the package root:

    python3 scripts/reference/generate_scale_proofs.py

It writes Tests/ColorKitTests/Fixtures/scale-proofs.json: for published scales (ColorBrewer
Blues 7, RdBu 9 and RdBu 8, matplotlib's viridis at 9 stops) and a few seeded random ones, each
on a white and a near-black background, what coloraide measures:

- each color's OKLab lightness;
- the steps evenness is judged on, in ΔEOK: between neighbours for a sequential scale; for a
  diverging one outward along each wing from the midpoint (left wing first), the midpoint being
  the middle color of an odd count or the given neutral of an even one;
- the least ΔEOK between neighbours per vision (typical, and protan, deutan and tritan at full
  severity through coloraide's default filters in linear sRGB, unclamped);
- each color's least ΔEOK to the background for the worst vision;
- for a diverging scale, the largest |L(left_i) - L(right_i)| and the midpoint's OKLCH chroma.
"""
from __future__ import annotations

import random

from coloraide import Color

from chart_reference import BACKGROUNDS, VISIONS, seen, write

SEQUENTIAL = {
    "brewer-blues-7": ["#eff3ff", "#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#084594"],
    "viridis-9": ["#440154", "#472d7b", "#3b528b", "#2c728e", "#21918c", "#28ae80", "#5ec962", "#addc30",
                  "#fde725"],
}
DIVERGING = {
    "brewer-rdbu-9": (["#b2182b", "#d6604d", "#f4a582", "#fddbc7", "#f7f7f7", "#d1e5f0", "#92c5de",
                       "#4393c3", "#2166ac"], None),
    "brewer-rdbu-8": (["#b2182b", "#d6604d", "#f4a582", "#fddbc7", "#d1e5f0", "#92c5de", "#4393c3",
                       "#2166ac"], "#f7f7f7"),
}


def lightness(hex_value):
    return Color(hex_value).convert("oklab")["lightness"]


def delta(first, second):
    return Color(first).delta_e(Color(second), method="ok")


def wings(colors, midpoint):
    half = len(colors) // 2
    if len(colors) % 2 == 1:
        start = [colors[half]]
        right = colors[half + 1:]
    else:
        start = [midpoint] if midpoint else []
        right = colors[half:]
    return [start + colors[:half][::-1], start + right]


def measure(colors, background, midpoint=None, diverging=False):
    paths = wings(colors, midpoint) if diverging else [colors]
    steps = [delta(a, b) for path in paths for a, b in zip(path, path[1:])]
    adjacent = {}
    for vision in VISIONS:
        views = [seen(c, vision) for c in colors]
        adjacent[vision] = min(a.delta_e(b, method="ok") for a, b in zip(views, views[1:]))
    back = {vision: seen(background, vision) for vision in VISIONS}
    to_background = [min(seen(c, v).delta_e(back[v], method="ok") for v in VISIONS) for c in colors]
    case = {
        "colors": colors,
        "background": background,
        "diverging": diverging,
        "lightnesses": [lightness(c) for c in colors],
        "steps": steps,
        "stepRatio": max(steps) / min(steps),
        "adjacentByVision": adjacent,
        "backgroundDistances": to_background,
    }
    if diverging:
        n = len(colors)
        case["midpoint"] = midpoint
        case["wingAsymmetry"] = max(abs(lightness(colors[i]) - lightness(colors[n - 1 - i])) for i in range(n // 2))
        middle = colors[n // 2] if n % 2 == 1 else midpoint
        case["midpointChroma"] = Color(middle).convert("oklch")["chroma"]
    return case


def random_scales(rng):
    """Random colors ordered by lightness (sequential), and random wings about a grey."""
    scales = {}
    for index in range(2):
        colors = ["#%06x" % rng.randrange(1 << 24) for _ in range(rng.randrange(4, 10))]
        scales[f"random-sequential-{index}"] = (sorted(colors, key=lightness), None, False)
    for index, count in enumerate([7, 6]):
        colors = ["#%06x" % rng.randrange(1 << 24) for _ in range(count)]
        midpoint = "#%02x%02x%02x" % ((rng.randrange(200, 256),) * 3)
        scales[f"random-diverging-{index}"] = (colors, midpoint if count % 2 == 0 else None, True)
    return scales


def main():
    rng = random.Random(39)
    scales = {name: (colors, None, False) for name, colors in SEQUENTIAL.items()}
    scales.update({name: (colors, midpoint, True) for name, (colors, midpoint) in DIVERGING.items()})
    scales.update(random_scales(rng))
    cases = []
    for name, (colors, midpoint, diverging) in scales.items():
        for background in BACKGROUNDS:
            cases.append({"name": name, **measure(colors, background, midpoint, diverging)})
    write("scale-proofs", "scripts/reference/generate_scale_proofs.py", cases)


if __name__ == "__main__":
    main()
