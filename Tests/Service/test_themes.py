"""Themes checked by an implementation Colr did not write: over 300 brand colors, every pair a
theme promises in every mode is measured again with coloraide's WCAG 2.1 contrast (PyPI,
MIT), and for the APCA target with APCA-W3 0.0.98G-4g written here from its published
constants (no APCA package is on PyPI). The brand must be light mode's tint unchanged
exactly when it can keep the tint's promises.
"""
import http.client
import json
import random
import urllib.parse

import pytest
from coloraide import Color
from coloraide.css import color_names

HARD = ["#ffff00", "#00ffff", "#fefefe", "#f8f8f0", "#010101", "#0a0a12", "#808080", "#777777",
        "#767676", "#bbbbbb", "#333333", "#ff0000", "#00ff00", "#0000ff", "#ffcc00", "#3366cc"]


def brands():
    named = sorted(name for name in color_names.name2val_map if name != "transparent")
    generator = random.Random(26)
    randoms = ["#%06x" % generator.randrange(0x1000000) for _ in range(140)]
    return named + HARD + randoms


def rgb(hex_text):
    value = int(hex_text.lstrip("#"), 16)
    return [(value >> 16 & 255) / 255, (value >> 8 & 255) / 255, (value & 255) / 255]


def wcag(text, background):
    return Color("srgb", rgb(text)).contrast(Color("srgb", rgb(background)), method="wcag21")


def apca(text, background):
    """|Lc| of text on background, APCA-W3 0.0.98G-4g."""
    def screen_luminance(hex_text):
        r, g, b = (channel ** 2.4 for channel in rgb(hex_text))
        y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        return y + (0.022 - y) ** 1.414 if y < 0.022 else y
    y_text, y_background = screen_luminance(text), screen_luminance(background)
    if abs(y_background - y_text) < 0.0005:
        return 0.0
    if y_background > y_text:
        sapc = (y_background ** 0.56 - y_text ** 0.57) * 1.14
        return 0.0 if sapc < 0.1 else abs((sapc - 0.027) * 100)
    sapc = (y_background ** 0.65 - y_text ** 0.62) * 1.14
    return 0.0 if sapc > -0.1 else abs((sapc + 0.027) * 100)


def fetch(connection, brand, target):
    query = urllib.parse.urlencode({"brand": brand, "target": target})
    connection.request("GET", f"/api/v1/themes?{query}")
    reply = connection.getresponse()
    body = reply.read()
    assert reply.status == 200, body
    return json.loads(body)


@pytest.mark.parametrize("target", ["aa", "aaa", "apca"])
def test_every_promise_holds_as_an_independent_implementation_measures_it(colr, target):
    server = colr()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    measure = apca if target == "apca" else wcag
    all_brands = brands()
    assert len(all_brands) > 300
    failures, kept, moved = [], 0, 0
    for brand in all_brands:
        theme = fetch(connection, brand, target)
        modes = theme["modes"]
        assert set(modes) == {"light", "dark", "lightHighContrast", "darkHighContrast"}
        assert len(theme["pairs"]) == 124
        for pair in theme["pairs"]:
            value = measure(modes[pair["mode"]][pair["text"]], modes[pair["mode"]][pair["on"]])
            # Colr's own figure agrees with the independent one...
            assert abs(value - pair["ratio"]) < 0.011, (brand, pair, value)
            # ...and the promise holds by the independent measure.
            if value < pair["minimum"]:
                failures.append((brand, pair["mode"], pair["text"], pair["on"], value, pair["minimum"]))
        light = modes["light"]
        tint_pairs = [p for p in theme["pairs"] if p["mode"] == "light" and p["text"] == "tint"]
        shown = theme["brand"]
        can_be_tint = all(measure(shown, light[p["on"]]) >= p["minimum"] for p in tint_pairs) and max(
            measure("#ffffff", shown), measure("#000000", shown)) >= tint_pairs[0]["minimum"]
        if can_be_tint:
            kept += 1
            assert light["tint"] == shown and theme["pinned"] and theme["drift"] == 0, brand
        else:
            moved += 1
            assert light["tint"] != shown and not theme["pinned"] and theme["drift"] > 0, brand
            # The brand is the container wherever white or black text reads on it.
            on_container = next(p for p in theme["pairs"] if p["mode"] == "light" and p["text"] == "onTintContainer")
            readable = max(measure("#ffffff", shown), measure("#000000", shown)) >= on_container["minimum"]
            assert (light["tintContainer"] == shown) == readable, brand
    connection.close()
    assert failures == []
    assert kept > 20 and moved > 20, (kept, moved)


def test_a_wide_gamut_brand_keeps_its_promises_on_a_p3_screen(colr):
    """Brands outside sRGB but inside Display P3: where a theme keeps the brand's own value, the
    pairs as a P3 screen shows them hold by coloraide's measure, which reads color(display-p3 …)
    itself."""
    server = colr()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    offered = 0
    for brand in ["color(display-p3 0 0.33 0.85)", "color(display-p3 0.95 0.2 0.3)", "color(display-p3 0.8 0.05 0.15)",
                  "color(display-p3 0 0.55 0.3)", "color(display-p3 0 0.3 0.8)"]:
        theme = fetch(connection, brand, "aa")
        assert theme["wideBrand"], brand
        assert Color(theme["wideBrand"]).in_gamut("display-p3") and not Color(theme["wideBrand"]).in_gamut("srgb")
        for pair in theme["widePairs"]:
            wide_roles = theme["wide"][pair["mode"]]

            def shown(role):
                return Color(theme["wideBrand"]) if role in wide_roles else Color(theme["modes"][pair["mode"]][role])
            value = shown(pair["text"]).contrast(shown(pair["on"]), method="wcag21")
            assert abs(value - pair["ratio"]) < 0.011, (brand, pair, value)
            assert value >= pair["minimum"], (brand, pair, value)
            offered += 1
    connection.close()
    assert offered > 10, offered
