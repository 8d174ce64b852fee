"""The theme check done with coloraide (PyPI), the peer ColrBenchmarks measures `colr check`'s
reading and checking against: the same CSS files read (custom properties per file, `var()`
references resolved), the same pairs file, every pair in every mode it applies to on each of
its canvases, translucent colors composited source-over in sRGB, WCAG 2.1 ratios.

    python3 theme_check.py <rounds> cpu|wall <pairs.json> <mode>=<file.css> ...

Prints one JSON object: the median seconds of one full read-and-check, the number of checks
made and how many fail, so the Swift side can confirm both did the same work.
"""
import json
import re
import statistics
import sys
import time

from coloraide import Color

DECLARATION = re.compile(r"(--[\w-]+)\s*:\s*([^;{}]+);")
REFERENCE = re.compile(r"^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$")


def read_mode(text):
    """A file's custom properties: the first declaration of each name wins (Primer repeats each
    theme's block), every `var()` resolved, every value parsed by coloraide."""
    raw = {}
    for name, value in DECLARATION.findall(text):
        raw.setdefault(name, value.strip())

    resolved = {}

    def resolve(name, depth=0):
        if name in resolved:
            return resolved[name]
        value = raw.get(name)
        if value is None or depth > 32:
            return None
        match = REFERENCE.match(value)
        if match:
            color = resolve(match.group(1), depth + 1)
            if color is None and match.group(2):
                color = Color(match.group(2))
        else:
            try:
                color = Color(value)
            except ValueError:
                color = None
        resolved[name] = color
        return color

    for name in raw:
        resolve(name)
    return {name: color for name, color in resolved.items() if color is not None}


def run(pairs_path, files):
    modes = {mode: read_mode(open(path, encoding="utf-8").read()) for mode, path in files}
    pairs = json.load(open(pairs_path, encoding="utf-8"))["pairs"]
    white = Color("white")
    checks = failing = 0
    for pair in pairs:
        for mode, tokens in modes.items():
            if pair.get("modes") and mode not in pair["modes"]:
                continue
            text, on = tokens.get(pair["text"]), tokens.get(pair["on"])
            if text is None or on is None:
                continue
            # A canvas matters only under a translucent background: one check per canvas then.
            canvases = [tokens[c] for c in pair.get("canvas", []) if c in tokens] if on.alpha() < 1 else []
            canvases = canvases or [None]
            for canvas in canvases:
                back = on
                if canvas is not None:
                    back = Color.layer([on, Color.layer([canvas, white], space="srgb")], space="srgb")
                elif on.alpha() < 1:
                    back = Color.layer([on, white], space="srgb")
                front = Color.layer([text, back], space="srgb")
                ratio = front.contrast(back, method="wcag21")
                checks += 1
                failing += ratio < pair["minimum"]
    return checks, failing


def main():
    rounds, clock, pairs_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    files = [argument.split("=", 1) for argument in sys.argv[4:]]
    now = time.process_time if clock == "cpu" else time.perf_counter
    run(pairs_path, files)  # warm-up
    samples = []
    for _ in range(rounds):
        start = now()
        checks, failing = run(pairs_path, files)
        samples.append(now() - start)
    print(json.dumps({"seconds": statistics.median(samples), "checks": checks, "failing": failing}))


if __name__ == "__main__":
    main()
