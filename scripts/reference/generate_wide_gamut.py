#!/usr/bin/env python3
"""Generate reference vectors for the CSS Color 4 predefined spaces with coloraide.

Run from the package root:

    python3 scripts/reference/generate_wide_gamut.py

It writes Tests/ColorKitTests/Fixtures/wide-gamut.json: colours given in one
space (sRGB edge cases, seeded random colours in sRGB, Display P3 and Rec. 2020,
and some far outside every gamut) converted with ``Color.convert()`` -- no
gamut fitting -- to every space ``color()`` names and to Lab, LCH, OKLab and
OKLCH. Hues of achromatic colours, which coloraide reports as NaN, are null.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import coloraide
from coloraide import Color

SEED = 20261125
ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Tests" / "ColorKitTests" / "Fixtures" / "wide-gamut.json"
SPACES = [
    "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
    "lab", "lch", "oklab", "oklch",
]


def coords(color: Color, space: str) -> list[float | None]:
    values = color.convert(space, norm=False)[:-1]
    return [None if math.isnan(v) else v for v in values]


def main() -> None:
    rng = random.Random(SEED)
    sources: list[tuple[str, list[float]]] = [
        ("srgb", [0, 0, 0]), ("srgb", [1, 1, 1]), ("srgb", [1, 0, 0]), ("srgb", [0, 1, 0]),
        ("srgb", [0, 0, 1]), ("srgb", [0.4, 0.2, 0.6]), ("srgb", [0.02, 0.01, 0.005]),
        ("display-p3", [1, 0, 0]), ("display-p3", [0, 1, 0]), ("rec2020", [0, 1, 0]),
        ("prophoto-rgb", [0.1, 0.9, 0.2]), ("a98-rgb", [0, 1, 0]), ("srgb", [-0.2, 1.3, 0.5]),
        ("xyz-d65", [0.3, 0.2, 0.9]), ("xyz-d50", [0.5, 0.6, 0.1]),
    ]
    for space in ("srgb", "display-p3", "rec2020", "a98-rgb", "prophoto-rgb", "srgb-linear"):
        for _ in range(6):
            sources.append((space, [round(rng.random(), 4) for _ in range(3)]))
    cases = []
    for space, values in sources:
        color = Color(space, values)
        cases.append({
            "space": space,
            "components": values,
            "converted": {target: coords(color, target) for target in SPACES},
        })
    document = {
        "generator": "scripts/reference/generate_wide_gamut.py",
        "coloraide": coloraide.__version__,
        "description": "Colors in one CSS space converted to the others by coloraide, without gamut mapping.",
        "cases": cases,
    }
    lines = ",\n".join("    " + json.dumps(case) for case in cases)
    header = json.dumps({k: v for k, v in document.items() if k != "cases"}, indent=2)[:-2]
    OUTPUT.write_text(header + ',\n  "cases": [\n' + lines + "\n  ]\n}\n")
    print(f"wrote {len(cases)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
