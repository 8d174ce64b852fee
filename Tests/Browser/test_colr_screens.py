"""Every screen of the app, light and dark, at phone size; and a desktop and a right-to-left look."""
import time

import pytest

from conftest import make_browser, screenshot
from test_colr_app import live
from test_viewkit_demo import button, wait_for

SCREENS = [
    ("welcome", "/colors/~welcome"),
    ("colors", "/colors"),
    ("detail", "/colors/detail-green"),
    ("change", "/colors/detail-green/~change"),
    ("picker", "/picker"),
    ("search", "/search"),
    ("color", "/search/color-ff00ff"),
    ("palettes", "/palettes"),
    ("top", "/top"),
]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_screen(server, dark):
    driver = make_browser(dark=dark)
    try:
        for name, route in SCREENS:
            live(driver, server, route)
            time.sleep(0.4)  # let presentations and slides finish
            assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == dark
            screenshot(driver, f"colr-{name}" + ("-dark" if dark else ""))
        live(driver, server, "/palettes")
        button(driver, "+").click()
        wait_for(driver, lambda d: d.execute_script("return location.pathname").startswith("/palettes/palette-"))
        time.sleep(0.6)
        screenshot(driver, "colr-palette" + ("-dark" if dark else ""))
    finally:
        driver.quit()


def test_desktop_and_right_to_left(server):
    desktop = make_browser(width=1280, height=800)
    arabic = make_browser(language="ar")
    try:
        live(desktop, server, "/picker")
        time.sleep(0.3)
        screenshot(desktop, "colr-picker-desktop")
        live(arabic, server, "/colors/detail-blue")
        assert arabic.execute_script("return document.documentElement.dir") == "rtl"
        time.sleep(0.4)
        screenshot(arabic, "colr-detail-rtl")
    finally:
        desktop.quit()
        arabic.quit()
