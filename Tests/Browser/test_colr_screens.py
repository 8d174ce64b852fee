"""Every screen of the app, light and dark, at phone, tablet and desktop sizes; and right to left."""
import time

import pytest

from colr_testing import make_browser
from conftest import screenshot
from test_colr_app import live, own_palette
from test_viewkit_demo import button, wait_for

SCREENS = [
    ("welcome", "/colors/~welcome"),
    ("colors", "/colors"),
    ("detail", "/colors/detail-green"),
    ("change", "/colors/detail-green/~change"),
    ("picker", "/picker"),
    ("search", "/search"),
    ("color", "/search/color-ff00ff"),
    ("theme", "/search/color-ff6347/theme"),
    ("palettes", "/palettes"),
    ("top", "/top"),
]

# The screens of a palette this browser owns ({id} is its id); test_palettes.py takes their pictures.
PALETTE_SCREENS = [
    ("palette-editor", "/palettes/palette-{id}"),
    ("palette-share", "/palettes/palette-{id}/~share"),
    ("palette-export", "/palettes/palette-{id}/~export"),
    ("palette-history", "/palettes/palette-{id}/history"),
    ("palette-check", "/palettes/palette-{id}/check"),
    ("palette-import", "/palettes/~import"),
    ("add-to-palette", "/search/color-ff6347/~add-to-palette"),
    ("copy", "/colors/detail-green/~copy"),
    ("scale", "/search/color-ff6347/scale"),
    ("harmonies", "/search/color-ff6347/harmonies"),
]


def each_screen(driver, server, palettes=True):
    """Opens every app screen in turn, settled (presentations finished); yields its name."""
    for name, route in SCREENS:
        live(driver, server, route)
        time.sleep(0.4)  # let presentations and slides finish
        yield name
    if not palettes:
        return
    created = own_palette(driver, server, {"name": "Walk", "notes": "every screen", "colors": ["336699", "ffcc00"]})
    for name, route in PALETTE_SCREENS:
        live(driver, server, route.format(id=created["id"]))
        time.sleep(0.4)
        yield name


SIZES = {"phone": (390, 844), "tablet": (1024, 768), "desktop": (1440, 900)}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_screen(server, dark, size):
    width, height = SIZES[size]
    driver = make_browser(dark=dark, width=width, height=height)
    suffix = ("" if size == "phone" else "-" + size) + ("-dark" if dark else "")
    try:
        for name in each_screen(driver, server, palettes=False):
            assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == dark
            screenshot(driver, f"colr-{name}{suffix}")
        live(driver, server, "/palettes")
        button(driver, "+").click()
        wait_for(driver, lambda d: d.execute_script("return location.pathname").startswith("/palettes/palette-"))
        time.sleep(0.6)
        screenshot(driver, f"colr-palette{suffix}")
    finally:
        driver.quit()


def test_right_to_left(server):
    arabic = make_browser(language="ar")
    try:
        live(arabic, server, "/colors/detail-blue")
        assert arabic.execute_script("return document.documentElement.dir") == "rtl"
        time.sleep(0.4)
        screenshot(arabic, "colr-detail-rtl")
    finally:
        arabic.quit()
