"""glasbey (PyPI), the peer ColrBenchmarks measures Colr's categorical chart palettes against:
`create_palette` with its color-blind-safe option at full severity, once per deficiency it
knows (protan, deutan, tritan), each held to the lightness and chroma range Colr's palette uses.

    python3 chart_palette.py <count> <rounds> cpu|wall <oklab L low> <oklab L high> <oklch C min>

glasbey bounds lightness and chroma in CAM02-UCS JCh, Colr in OKLab; the bounds are the JCh
figures of the OKLab ones (J of the greys at the two lightnesses; C, the median over hues of
colors at the band's middle lightness and the least chroma), so both search the same colors
as nearly as the two spaces allow. Prints one JSON object: per deficiency, the palette (hex,
series order) and the median seconds of one generation.
"""
import json
import statistics
import sys
import time

import glasbey
import numpy as np
from colorspacious import cspace_convert
from coloraide import Color


def jch(color):
    srgb = [min(max(c, 0.0), 1.0) for c in color.convert("srgb").coords()]
    return cspace_convert(np.array(srgb), "sRGB1", "JCh")


def bounds(low, high, chroma):
    j_low = jch(Color("oklab", [low, 0, 0]))[0]
    j_high = jch(Color("oklab", [high, 0, 0]))[0]
    middle = (low + high) / 2
    chromas = []
    for hue in range(0, 360, 10):
        color = Color("oklch", [middle, chroma, hue])
        if color.in_gamut("srgb"):
            chromas.append(jch(color)[1])
    return (j_low, j_high), (statistics.median(chromas), 100.0)


def main():
    count, rounds, clock = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    low, high, chroma = (float(a) for a in sys.argv[4:7])
    lightness_bounds, chroma_bounds = bounds(low, high, chroma)
    timer = time.process_time if clock == "cpu" else time.perf_counter
    out = {"lightnessBounds": lightness_bounds, "chromaBounds": chroma_bounds, "palettes": {}}
    for cvd in ("protanomaly", "deuteranomaly", "tritanomaly"):
        samples = []
        for _ in range(rounds):
            start = timer()
            palette = glasbey.create_palette(
                count, colorblind_safe=True, cvd_type=cvd, cvd_severity=100,
                lightness_bounds=lightness_bounds, chroma_bounds=chroma_bounds, grid_space="JCh")
            samples.append(timer() - start)
        out["palettes"][cvd] = {"colors": list(palette), "seconds": statistics.median(samples)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
