"""What the chart reference scripts share: the visions and backgrounds every case is measured
for, how coloraide sees a color with each, and how a fixture file is written.

Imported by generate_chart_proofs.py and generate_scale_proofs.py (run from the package root)."""
from __future__ import annotations

import json
from pathlib import Path

import coloraide
from coloraide import Color

VISIONS = ["typical", "protan", "deutan", "tritan"]
BACKGROUNDS = ["#ffffff", "#0d1117"]


def seen(hex_value, vision):
    """The color as `vision` sees it: coloraide's default filter at full severity, in linear sRGB,
    unclamped (as ColorKit's proofs measure it)."""
    color = Color(hex_value)
    return color if vision == "typical" else color.filter(vision, 1.0, space="srgb-linear")


def write(name, generator, cases):
    """Writes Tests/ColorKitTests/Fixtures/<name>.json with the coloraide version that made it."""
    out = Path(f"Tests/ColorKitTests/Fixtures/{name}.json")
    out.write_text(json.dumps({"generator": generator, "coloraide": coloraide.__version__, "cases": cases},
                              indent=1) + "\n")
    print(f"wrote {out} ({len(cases)} cases)")
