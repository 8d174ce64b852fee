#!/usr/bin/env python3
"""Generate independent reference test vectors for Colr with coloraide.

Generated with coloraide 8.13.1 (see requirements.txt); the version actually
used is also recorded inside every JSON file.

Run from the package root:

    python3 scripts/reference/generate_vectors.py

It writes three fixtures to Tests/ColorKitTests/Fixtures/:

conversions.json
    sRGB colours (edge cases, out-of-gamut values and seeded random colours)
    converted with ``Color.convert()`` -- no gamut fitting, no clamping -- to
    linear sRGB, HSB/HSV, HSL, HWB, XYZ D65, XYZ D50, CIE Lab/LCH (D50, as in
    CSS Color 4), OKLab and OKLCH.
parsing.json
    CSS Color 4 strings that coloraide accepts, each with its sRGB result
    (`none` counted as 0), plus strings coloraide rejects.
measures.json
    Pairs of sRGB colours with WCAG 2.1 contrast, relative luminance and
    Delta E 76 / 2000 / OK, including the 34 CIEDE2000 test pairs of
    Sharma, Wu & Dalal (2005).

Units follow Colr's conventions rather than coloraide's:
  * sRGB, linear sRGB: 0...1 (may lie outside for out-of-gamut colours)
  * HSB, HSL, HWB: hue in degrees, the other two channels 0...100
    (coloraide stores them as 0...1, so they are multiplied by 100)
  * XYZ: Y of the reference white = 1
  * Lab / LCH: CIE Lab relative to D50 (coloraide's "lab" / "lch"), L 0...100
  * OKLab / OKLCH: L 0...1
  * a hue that coloraide reports as NaN (achromatic colour) is written as null

The output is deterministic: random colours come from a fixed seed, and
floats are written with Python's shortest round-trip repr (full double
precision).
"""

from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

import coloraide
from coloraide import Color

SEED = 20240601
ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "ColorKitTests" / "Fixtures"
GENERATOR = "scripts/reference/generate_vectors.py"
VERSION = coloraide.__version__


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

def number(x: float) -> float | None:
    """A coordinate for JSON: NaN (coloraide's undefined hue) becomes null."""
    return None if math.isnan(x) else float(x)


def coords(color: Color, space: str, scale: tuple[float, float, float] = (1, 1, 1)) -> list[float | None]:
    """Convert without fitting and return the three coordinates, scaled."""
    converted = color.convert(space)  # convert() never gamut-maps unless asked to
    return [number(c * s) for c, s in zip(converted.coords(), scale)]


def srgb(color: Color) -> tuple[list[float], float]:
    """sRGB coordinates and alpha of any colour, with `none` (NaN) counted as 0."""
    converted = color.convert("srgb")
    return [float(c) for c in converted.coords(nans=False)], float(converted.alpha(nans=False))


def write_json(path: Path, header: dict, key: str, items: list) -> None:
    """Write `header` plus `key: items`, one item per line, so diffs stay readable."""
    lines = ["{"]
    for k, v in header.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v)},")
    lines.append(f"  {json.dumps(key)}: [")
    body = [f"    {json.dumps(item, allow_nan=False, ensure_ascii=False)}" for item in items]
    lines.append(",\n".join(body))
    lines.append("  ]")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    json.loads(path.read_text(encoding="utf-8"))  # sanity check: valid JSON
    print(f"wrote {path.relative_to(ROOT)}: {len(items)} {key}, {path.stat().st_size} bytes")


def header(description: str) -> dict:
    return {"generator": GENERATOR, "coloraide": VERSION, "description": description}


# ---------------------------------------------------------------------------
# conversions.json
# ---------------------------------------------------------------------------

def conversion_case(name: str, color: Color) -> dict:
    """All target spaces, computed from the colour's (unfitted) sRGB values."""
    rgb, alpha = srgb(color)
    base = Color("srgb", rgb, alpha)
    return {
        "name": name,
        "srgb": rgb,
        "alpha": alpha,
        "linear": coords(base, "srgb-linear"),
        "hsb": coords(base, "hsv", (1, 100, 100)),
        "hsl": coords(base, "hsl", (1, 100, 100)),
        "hwb": coords(base, "hwb", (1, 100, 100)),
        "xyz_d65": coords(base, "xyz-d65"),
        "xyz_d50": coords(base, "xyz-d50"),
        "lab": coords(base, "lab"),
        "lch": coords(base, "lch"),
        "oklab": coords(base, "oklab"),
        "oklch": coords(base, "oklch"),
    }


def conversion_inputs(rng: random.Random) -> list[tuple[str, Color]]:
    c: list[tuple[str, Color]] = [
        ("black", Color("srgb", [0, 0, 0])),
        ("white", Color("srgb", [1, 1, 1])),
    ]
    for g in (0.01, 0.1, 0.2, 0.25, 0.5, 128 / 255, 0.75, 0.9, 0.99):
        c.append((f"grey {g!r}", Color("srgb", [g, g, g])))
    primaries = {
        "red": [1, 0, 0], "green": [0, 1, 0], "blue": [0, 0, 1],
        "yellow": [1, 1, 0], "cyan": [0, 1, 1], "magenta": [1, 0, 1],
    }
    c += [(n, Color("srgb", v)) for n, v in primaries.items()]
    c += [
        ("half red", Color("srgb", [0.5, 0, 0])),
        ("orange", Color("srgb", [1, 0.5, 0])),
        ("hsv hue 0", Color("hsv", [0, 0.5, 0.8])),
        ("hsv hue 359.9", Color("hsv", [359.9, 1, 1])),
        ("hsv hue 359.999", Color("hsv", [359.999, 0.6, 0.7])),
        ("hsl hue 180", Color("hsl", [180, 0.4, 0.3])),
        ("hsl hue 300.5", Color("hsl", [300.5, 0.9, 0.6])),
        # Tiny saturations. coloraide calls HSV/HSL achromatic when s < 1e-6,
        # LCH when C < 1e-4 and OKLCH when C < 1e-6 (hue written as null then).
        ("tiny saturation 1e-2", Color("srgb", [0.5, 0.5, 0.505])),
        ("tiny saturation 1e-3", Color("srgb", [0.4, 0.4004, 0.4])),
        ("tiny saturation 1e-4 red", Color("srgb", [0.80008, 0.8, 0.8])),
        ("tiny saturation hsv(200 0.1% 50%)", Color("hsv", [200, 0.001, 0.5])),
        ("sub-threshold saturation (coloraide: achromatic)", Color("srgb", [0.5, 0.5, 0.5000001])),
        # Alpha below 1.
        ("alpha 0.5", Color("srgb", [0.2, 0.4, 0.6], 0.5)),
        ("alpha 0.25 red", Color("srgb", [1, 0, 0], 0.25)),
        ("alpha 0", Color("srgb", [0.3, 0.6, 0.9], 0)),
        ("alpha 0.8 grey", Color("srgb", [0.5, 0.5, 0.5], 0.8)),
        # Out of the sRGB gamut, converted without gamut mapping.
        ("out of gamut [1.2, -0.1, 0.5]", Color("srgb", [1.2, -0.1, 0.5])),
        ("out of gamut oklch(0.7 0.4 150)", Color("oklch", [0.7, 0.4, 150])),
        ("out of gamut display-p3 red", Color("display-p3", [1, 0, 0])),
        ("out of gamut lab(50 100 -100)", Color("lab", [50, 100, -100])),
        ("negative grey", Color("srgb", [-0.2, -0.2, -0.2])),
        ("super-white grey", Color("srgb", [1.5, 1.5, 1.5])),
        ("out of gamut [-0.05, 0.5, 1.1]", Color("srgb", [-0.05, 0.5, 1.1])),
    ]
    for i in range(300):
        c.append((f"random {i}", Color("srgb", [rng.random() for _ in range(3)])))
    for i in range(40):
        c.append((f"random 8-bit {i}", Color("srgb", [rng.randrange(256) / 255 for _ in range(3)])))
    return c


def generate_conversions(rng: random.Random) -> None:
    cases = [conversion_case(name, color) for name, color in conversion_inputs(rng)]
    write_json(
        FIXTURES / "conversions.json",
        header("sRGB converted with coloraide Color.convert() (no fitting); HSB/HSL/HWB "
               "channels x100; lab/lch are CIE D50; null hue = achromatic (NaN in coloraide)."),
        "cases", cases,
    )


# ---------------------------------------------------------------------------
# parsing.json
# ---------------------------------------------------------------------------

def mixed_case(text: str, rng: random.Random) -> str:
    return "".join(ch.upper() if rng.random() < 0.5 else ch.lower() for ch in text)


def hex_inputs(rng: random.Random) -> list[tuple[str, str]]:
    """(input, '#'-form coloraide parses) pairs for 3/4/6/8-digit hex colours."""
    pairs = []
    for digits in (3, 4, 6, 8):
        for i in range(8):
            body = "".join(rng.choice("0123456789abcdef") for _ in range(digits))
            if i % 3 == 1:
                body = body.upper()
            elif i % 3 == 2:
                body = mixed_case(body, rng)
            pairs.append(("#" + body, "#" + body))
            pairs.append((body, "#" + body))  # bare digits: not CSS, expected value from '#' form
    pairs += [("#000", "#000"), ("#FFF", "#FFF"), ("#ffffff00", "#ffffff00"), ("663399", "#663399")]
    return pairs


CSS_INPUTS = [
    # rgb()/rgba(), legacy comma syntax
    "rgb(255, 0, 0)", "rgb(0,128,255)", "rgba(10, 20, 30, 0.5)", "rgba(10, 20, 30, 50%)",
    "rgb(10%, 20%, 30%)", "rgba(100%, 50%, 0%, 0.25)", "rgb(1.5, 2.5, 3.5)", "rgba(255, 255, 255)",
    "rgb( 12 , 34 , 56 )", "RGB(12, 34, 56)", "RGBA(12, 34, 56, .75)",
    # rgb()/rgba(), modern space syntax
    "rgb(255 0 0)", "rgb(12 34 56 / 0.5)", "rgb(12 34 56 / 50%)", "rgb(12 34 56/0.3)",
    "rgb(10% 20% 30%)", "rgb(10% 20 30%)", "rgba(12 34 56)", "rgba(12 34 56 / 1)",
    "rgb(  12   34   56  /  0.5  )", "rgb(0 0 0 / 0)", "rgb(.5 127.5 254.9)", "rgb(1e2 2e1 3)",
    "rgb(255 255 255 / 0%)", "rgb(+12 34 56)",
    # hsl()/hsla()
    "hsl(0, 100%, 50%)", "hsl(120, 50%, 25%)", "hsla(240, 100%, 50%, 0.4)", "hsla(30, 40%, 50%, 60%)",
    "hsl(120deg,50%,50%)", "hsl(210 60% 40%)", "hsl(210 60% 40% / 0.7)", "hsl(210deg 60% 40% / 70%)",
    "hsl(210 60 40)", "hsla(210 60% 40%)", "HSL(210 60% 40%)", "hsl(0.5turn 50% 50%)",
    "hsl(1.5rad 50% 50%)", "hsl(100grad 80% 30%)", "hsl(-120 50% 50%)", "hsl(480 50% 50%)",
    "hsl(359.9 100% 50%)", "hsl(0 0% 50%)", "hsl(0 0% 100%)", "hsl(  90   30%   60%  )",
    # hwb()
    "hwb(0 0% 0%)", "hwb(120 20% 30%)", "hwb(240deg 10% 10% / 0.5)", "hwb(0.75turn 0% 50%)",
    "hwb(90 70% 50%)", "hwb(0 60% 60%)", "HWB(200 30% 20% / 25%)", "hwb(3.14159rad 10% 20%)",
    # lab() / lch()   (CIE Lab D50)
    "lab(50 20 30)", "lab(50% 20 30)", "lab(0 0 0)", "lab(100 0 0)", "lab(62.5 -40 -30 / 0.5)",
    "lab(29.2345% 39.3825 20.0664)", "lab(52 40% -20%)", "LAB(70 -10 10)",
    "lch(50 30 120)", "lch(50% 30 120deg)", "lch(75 60 1rad)", "lch(40 20 0.25turn / 30%)",
    "lch(60 50% 300)", "lch(29.2345% 44.2 27)", "lch(50 0 0)",
    # oklab() / oklch()
    "oklab(0.5 0.1 -0.1)", "oklab(40% 0.1 -0.1)", "oklab(0.4 40% 0.1)", "oklab(1 0 0)",
    "oklab(0.7 -0.05 0.12 / 0.8)", "OKLAB(0.2 0 0)",
    "oklch(0.7 0.15 150)", "oklch(70% 0.15 150deg)", "oklch(0.6 0.1 0.5turn)", "oklch(0.6 50% 200grad)",
    "oklch(0.628 0.2577 29.23)", "oklch(0.5 0.1 30 / 25%)", "OKLCH(0.9 0.05 90)",
    # color()
    "color(srgb 0.1 0.2 0.3)", "color(srgb 50% 25% 100%)", "color(srgb 1 0.5 0 / 0.5)",
    "color( srgb 0.1 0.2 0.3 )", "color(srgb 1.1 -0.1 0.5)", "COLOR(srgb 0.4 0.5 0.6)",
    "color(srgb-linear 0.2 0.4 0.6)", "color(srgb-linear 0.2 0.4 0.6 / 50%)", "color(srgb-linear 1 1 1)",
    "color(xyz-d65 0.2 0.3 0.4)", "color(xyz 0.2 0.3 0.4)", "color(xyz-d65 0.9505 1 1.089)",
    "color(xyz-d50 0.2 0.3 0.4)", "color(xyz-d50 0.9642 1 0.8252 / 0.1)",
    # `none`
    "rgb(none 128 255)", "rgb(10 none 30 / none)", "rgb(10 20 30 / none)", "rgb(none none none)",
    "hsl(none 50% 50%)", "hsl(120 none 50%)", "hsl(120 50% none)", "hwb(none 20% 30%)",
    "lab(none 20 30)", "lab(50 none 30)", "lch(50 none 120)", "lch(50 30 none)",
    "oklab(0.5 none 0.1)", "oklch(0.6 0.1 none)", "oklch(none 0.1 30 / 0.5)",
    "color(srgb none 0.5 1)", "color(xyz-d65 0.2 none 0.3)", "rgb(NONE 10 20)",
    # named colours
    "red", "Red", "RED", "rebeccapurple", "RebeccaPurple", "transparent", "TRANSPARENT",
    "aliceblue", "darkgrey", "darkgray", "cyan", "aqua", "magenta", "fuchsia", "lightgoldenrodyellow",
]


def in_our_range(parsed: Color, text: str) -> bool:
    """Skip inputs whose raw values Colr may clamp differently from coloraide.

    coloraide keeps rgb() channels outside 0...255 and HSL/HWB saturation,
    lightness, whiteness or blackness outside 0...100 % as given, while it
    clamps alpha.  color(srgb ...) is deliberately unclamped in CSS, so it is
    allowed out of range.
    """
    space = parsed.space()
    values = parsed.coords(nans=False)
    if space == "srgb" and not text.lower().startswith("color("):
        return all(0 <= v <= 1 for v in values)
    if space in ("hsl", "hwb"):
        return all(0 <= v <= 1 for v in values[1:])
    return True


def generate_parsing(rng: random.Random) -> list[str]:
    valid = []
    for text, parse_form in hex_inputs(rng):
        rgb, alpha = srgb(Color(parse_form))
        item = {"input": text, "srgb": rgb, "alpha": alpha}
        if not text.startswith("#"):
            item["bare_hex"] = True  # not CSS; expected value computed from "#" + text
        valid.append(item)

    for text in CSS_INPUTS:
        parsed = Color(text)  # every entry above must be accepted; fail loudly otherwise
        if not in_our_range(parsed, text):
            raise SystemExit(f"parsing input out of Colr's agreed range: {text!r}")
        rgb, alpha = srgb(parsed)
        valid.append({"input": text, "srgb": rgb, "alpha": alpha})

    invalid_candidates = [
        "#12", "#12345", "#1234567", "#123456789", "#", "##fff", "#ggg", "#12345g",
        "rgb(1 2)", "rgb(1, 2 3)", "rgb(1 2 3 4)", "rgb(1,2,3,4,5)", "rgb()", "rgb(1 2 3",
        "rgb 1 2 3", "rgb(1 2 3 /)", "rgb(1 2 3 / 0.5 / 0.5)", "rgb(1, 2, 3 / 0.5)",
        "rgb(none, 2, 3)", "rgb(10%, 20, 30)", "rgb(1px 2 3)", "rgb(a b c)", "rgb(1 2 3 / 50%%)",
        "hsl(10 20% 30% / )", "hsl(10, 20, 30)", "hsl(10% 20% 30%)", "hsl(10deg, 20%)",
        "hwb(10, 20%, 30%)", "lab(50 20)", "lab(50 20 30deg)", "lch(50 20 30 40)", "lch(50 30 40%)",
        "oklab(0.5 0.1)", "oklch(", "color(srgb 1 2)", "color(srgb 1 2 3 4)",
        "color(unknownspace 1 2 3)", "catdog", "redd", "",
        # Accepted by coloraide although invalid CSS (kept out of the output, reported):
        "rgb(1,2,3,)", "rgba(1, 2, 3, 0.5, )",
    ]
    invalid, surprising = [], []
    for text in invalid_candidates:
        try:
            Color(text)
        except ValueError:
            invalid.append(text)
        else:
            surprising.append(text)

    path = FIXTURES / "parsing.json"
    path.write_text(
        "{\n"
        f'  "generator": {json.dumps(GENERATOR)},\n'
        f'  "coloraide": {json.dumps(VERSION)},\n'
        '  "description": "CSS Color 4 strings parsed by coloraide, converted to sRGB without '
        'fitting (none = 0). Entries with bare_hex are hex digits without #, valued as the # form.",\n'
        '  "valid": [\n'
        + ",\n".join(f"    {json.dumps(v, allow_nan=False)}" for v in valid)
        + "\n  ],\n"
        '  "invalid": [\n'
        + ",\n".join(f"    {json.dumps(s)}" for s in invalid)
        + "\n  ]\n}\n",
        encoding="utf-8",
    )
    json.loads(path.read_text(encoding="utf-8"))
    print(f"wrote {path.relative_to(ROOT)}: {len(valid)} valid, {len(invalid)} invalid, "
          f"{path.stat().st_size} bytes")
    return surprising


# ---------------------------------------------------------------------------
# measures.json
# ---------------------------------------------------------------------------

# Sharma, Wu & Dalal (2005), Table 1: L1 a1 b1, L2 a2 b2, published Delta E 2000.
SHARMA_PAIRS = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


def measure_pair(name: str, a: list[float], b: list[float]) -> dict:
    ca, cb = Color("srgb", a), Color("srgb", b)
    return {
        "name": name,
        "a": a,
        "b": b,
        "contrast": ca.contrast(cb, method="wcag21"),
        "luminance_a": ca.luminance(),
        "luminance_b": cb.luminance(),
        # Colr's Lab is D50, so pass space="lab" explicitly: coloraide's own
        # default for these two methods is "lab-d65" (values kept below).
        "delta_e_76": ca.delta_e(cb, method="76", space="lab"),
        "delta_e_2000": ca.delta_e(cb, method="2000", space="lab"),
        "delta_e_ok": ca.delta_e(cb, method="ok"),
        "delta_e_76_lab_d65": ca.delta_e(cb, method="76"),
        "delta_e_2000_lab_d65": ca.delta_e(cb, method="2000"),
    }


def generate_measures(rng: random.Random) -> None:
    pairs = []
    edges = [
        ([0, 0, 0], [1, 1, 1]), ([1, 1, 1], [0, 0, 0]), ([0, 0, 0], [0, 0, 0]),
        ([1, 1, 1], [1, 1, 1]), ([0.5, 0.5, 0.5], [0.5, 0.5, 0.5]), ([0.2, 0.4, 0.6], [0.2, 0.4, 0.6]),
        ([0.5, 0.5, 0.5], [0, 0, 0]), ([0.5, 0.5, 0.5], [1, 1, 1]), ([0.25, 0.25, 0.25], [0.75, 0.75, 0.75]),
        ([0.4, 0.4, 0.4], [0.41, 0.41, 0.41]), ([1, 0, 0], [0, 0, 1]), ([1, 0, 0], [0, 1, 0]),
        ([1, 1, 0], [0, 0, 1]), ([1, 0, 0], [1, 1, 1]), ([0, 0, 1], [1, 1, 1]),
        ([119 / 255, 119 / 255, 119 / 255], [1, 1, 1]),  # #777 on white: ~4.48, just below AA
        ([118 / 255, 118 / 255, 118 / 255], [1, 1, 1]),  # #767676 on white: ~4.54, passes AA
        ([0.03928, 0.03928, 0.03928], [0.04045, 0.04045, 0.04045]),  # around the sRGB EOTF knee
    ]
    for a, b in edges:
        pairs.append(measure_pair("edge", [float(x) for x in a], [float(x) for x in b]))

    worst = 0.0
    for i, (lab1, lab2, expected) in enumerate(SHARMA_PAIRS, start=1):
        a, _ = srgb(Color("lab", list(lab1)))
        b, _ = srgb(Color("lab", list(lab2)))
        direct = Color("lab", list(lab1)).delta_e(Color("lab", list(lab2)), method="2000", space="lab")
        worst = max(worst, abs(direct - expected))
        if abs(direct - expected) > 1e-4:
            raise SystemExit(f"Sharma pair {i}: coloraide gives {direct}, published {expected}")
        item = measure_pair(f"sharma {i}", a, b)
        item.update({
            "lab_a": list(lab1),
            "lab_b": list(lab2),
            "sharma_delta_e_2000": expected,          # published value
            "delta_e_2000_from_lab": direct,          # coloraide, straight from lab_a/lab_b
            # Pairs 10 and 14 put the two hues exactly 180 degrees apart, where CIEDE2000's
            # hue averaging jumps; the ~1e-14 error of the Lab -> sRGB -> Lab round trip
            # can then land on the other branch, so delta_e_2000 (from a/b) may differ.
            "hue_discontinuity": abs(item["delta_e_2000"] - direct) > 1e-4,
        })
        pairs.append(item)
    print(f"Sharma CIEDE2000 pairs: max |coloraide - published| = {worst:.2e}")

    for i in range(200):
        a = [rng.random() for _ in range(3)]
        b = [rng.random() for _ in range(3)]
        if i % 4 == 0:  # some close pairs, where Delta E 2000 differs most from 76
            b = [min(1.0, max(0.0, x + rng.uniform(-0.03, 0.03))) for x in a]
        pairs.append(measure_pair(f"random {i}", a, b))

    write_json(
        FIXTURES / "measures.json",
        header("WCAG 2.1 contrast and luminance (XYZ D65 Y) and Delta E from coloraide. "
               "delta_e_76/2000 use CIE Lab D50 (space='lab'); *_lab_d65 are coloraide's defaults. "
               "Sharma pairs: lab_a/lab_b are the published D50 Lab inputs, a/b their unclamped sRGB."),
        "pairs", pairs,
    )


# ---------------------------------------------------------------------------

def main() -> None:
    FIXTURES.mkdir(parents=True, exist_ok=True)
    print(f"coloraide {VERSION}, seed {SEED}")
    generate_conversions(random.Random(SEED))
    surprising = generate_parsing(random.Random(SEED + 1))
    generate_measures(random.Random(SEED + 2))
    if surprising:
        print("note: coloraide accepts these invalid-CSS strings (left out of parsing.json):",
              ", ".join(repr(s) for s in surprising), file=sys.stderr)


if __name__ == "__main__":
    main()
