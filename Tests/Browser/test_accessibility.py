"""axe-core on every screen of the app, at phone and desktop sizes, light and dark.

axe-core is the copy the `axe-playwright-python` package ships (installed without Playwright,
only for its script); it runs inside the page Chromium shows, against the live DOM.
"""
import importlib.util
import json
import pathlib
import time

from selenium.webdriver.common.by import By

import pytest

from colr_testing import api_status, make_browser
from conftest import screenshot
from test_colr_app import live
from test_colr_screens import each_screen

BLOCKING = {"serious", "critical"}


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        raise RuntimeError("axe-playwright-python is not installed: run the suite with scripts/test")
    return (pathlib.Path(spec.submodule_search_locations[0]) / "axe.min.js").read_text()


def violations(driver):
    """Runs axe on the page as it is now; returns the serious and critical violations."""
    driver.execute_script(axe_source())
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(JSON.stringify(r.violations)))"
        ".catch(e => done(JSON.stringify({error: String(e)})));")
    found = json.loads(result)
    if isinstance(found, dict):
        raise RuntimeError("axe failed: " + found["error"])
    return [v for v in found if v["impact"] in BLOCKING]


def describe(found):
    return "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']}\n    " + "\n    ".join(
            n["target"][0] + " " + n.get("failureSummary", "").replace("\n", " ") for n in v["nodes"][:4])
        for v in found)


@pytest.mark.parametrize("width,height,dark", [
    (390, 844, False), (390, 844, True), (1440, 900, False), (1440, 900, True),
], ids=["phone-light", "phone-dark", "desktop-light", "desktop-dark"])
def test_axe_finds_nothing_serious_on_any_screen(server, width, height, dark):
    driver = make_browser(dark=dark, width=width, height=height)
    try:
        driver.set_script_timeout(30)
        problems = {}
        for name in each_screen(driver, server):
            found = violations(driver)
            if found:
                problems[name] = describe(found)
        assert not problems, "\n".join(f"[{k}] {v}" for k, v in problems.items())
    finally:
        driver.quit()


def test_dark_mode_darkens_the_welcome_card_and_the_color_header(server, dark_browser):
    """Both stayed light in dark mode: a white card, and white hex text on light grey (1.5:1)."""
    live(dark_browser, server, "/colors/~welcome")
    time.sleep(0.5)
    card = dark_browser.execute_script(
        "return getComputedStyle(document.querySelector('.vk-modal .vk-view')).backgroundColor")
    assert luminance(card) < 0.05, card
    live(dark_browser, server, "/search/color-ff00ff")
    time.sleep(0.3)
    header, text = dark_browser.execute_script(
        "const hex = [...document.querySelectorAll('.vk-label')].find(e => e.textContent === '#FF00FF');"
        "return [getComputedStyle(hex.parentElement).backgroundColor, getComputedStyle(hex).color]")
    assert (luminance(text) + 0.05) / (luminance(header) + 0.05) >= 4.5, (header, text)


def luminance(css):
    """WCAG relative luminance of a computed `rgb(r, g, b)` color."""
    channels = [int(part) / 255 for part in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


SMALL_TARGETS = """
return [...document.querySelectorAll('button, input, select, textarea, a[href], [tabindex]')]
  .filter(e => e.offsetParent !== null && !e.closest('[inert]') && e.type !== 'hidden')
  .map(e => { const r = e.getBoundingClientRect();
              return {what: (e.getAttribute('aria-label') || e.textContent || e.placeholder || e.tagName).trim(),
                      width: Math.round(r.width), height: Math.round(r.height)}; })
  .filter(t => t.width < 44 || t.height < 44)
"""


@pytest.mark.parametrize("width,height", [(390, 844), (1440, 900)], ids=["phone", "desktop"])
def test_every_control_is_at_least_44_by_44(server, width, height):
    driver = make_browser(width=width, height=height)
    try:
        small = {}
        for name in each_screen(driver, server):
            found = driver.execute_script(SMALL_TARGETS)
            if found:
                small[name] = found
        assert not small, small
    finally:
        driver.quit()


def test_deleting_a_palette_asks_first_and_the_question_is_accessible(server, browser):
    from test_colr_app import own_palette
    from test_viewkit_demo import button, path, texts, wait_for
    created = own_palette(browser, server, {"name": "Short Lived", "colors": ["804020"]})
    live(browser, server, f"/palettes/palette-{created['id']}")
    delete = 'button[aria-label="Delete Palette"]'
    browser.find_element(By.CSS_SELECTOR, delete).click()
    wait_for(browser, lambda d: "Delete “Short Lived”?" in texts(d))
    time.sleep(0.4)
    assert not violations(browser), describe(violations(browser))
    button(browser, "Cancel").click()
    wait_for(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, ".vk-modal"))
    assert api_status(server, f"/api/v1/schemes/{created['id']}", created["editToken"]) == 200, "Cancel kept the palette"
    browser.find_element(By.CSS_SELECTOR, delete).click()
    wait_for(browser, lambda d: "Delete “Short Lived”?" in texts(d))
    time.sleep(0.5)  # the card rises in
    screenshot(browser, "colr-palette-delete")
    [b for b in browser.find_elements(By.CSS_SELECTOR, ".vk-modal button") if b.text == "Delete"][0].click()
    wait_for(browser, lambda d: path(d) == "/palettes")
    wait_for(browser, lambda d: "Short Lived" not in texts(d))
    assert api_status(server, f"/api/v1/schemes/{created['id']}", created["editToken"]) == 404, "Delete removed it from the store"


@pytest.mark.parametrize("options,suffix", [(dict(), ""), (dict(dark=True), "-dark"), (dict(width=1440, height=900), "-desktop"),
                                            (dict(dark=True, width=1440, height=900), "-desktop-dark")],
                         ids=["phone", "dark", "desktop", "desktop-dark"])
def test_delete_question_and_import_sheet_in_dark_and_on_desktop(server, options, suffix):
    """The Delete question and the Import sheet at every size and in both themes; axe checks each
    as shown."""
    from test_colr_app import own_palette
    from test_viewkit_demo import texts, wait_for
    driver = make_browser(**options)
    try:
        created = own_palette(driver, server, {"name": "Short Lived", "colors": ["804020", "e0c090"]})
        live(driver, server, f"/palettes/palette-{created['id']}")
        driver.find_element(By.CSS_SELECTOR, 'button[aria-label="Delete Palette"]').click()
        wait_for(driver, lambda d: "Delete “Short Lived”?" in texts(d))
        time.sleep(0.5)
        assert not violations(driver), describe(violations(driver))
        screenshot(driver, f"colr-palette-delete{suffix}")
        live(driver, server, "/palettes/~import")
        wait_for(driver, lambda d: "Choose a File" in texts(d))
        time.sleep(0.5)
        assert not violations(driver), describe(violations(driver))
        screenshot(driver, f"colr-palette-import{suffix}")
    finally:
        driver.quit()
