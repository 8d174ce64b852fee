"""The Charts screen in Chromium: the five sample charts drawn in the page with the palette's
colors, the count changed, a color pinned, a deficiency switched, exports copied and downloaded;
a palette checked and repaired; phone and desktop, light and dark, keyboard and axe clean."""
import re
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from colr_testing import make_browser
from conftest import screenshot
from test_accessibility import describe, violations
from test_colr_app import live, own_palette
from test_palettes import clipboard, downloaded, downloads  # noqa: F401  (a fixture)
from test_themes import labelled, press
from test_viewkit_demo import button, path, texts, wait_for

CHARTS = ["Bar chart", "Line chart with markers", "Stacked area chart", "Pie chart", "Heat map"]


def swatches(driver):
    return [e.get_attribute("aria-label") for e in driver.find_elements(By.CSS_SELECTOR, '[aria-label^="Series "]')
            if re.match(r"Series \d+ #", e.get_attribute("aria-label") or "")]


def drawn_colors(driver, label):
    """The colors Chromium painted for the chart `label` starts with: its SVG drawn onto a canvas
    at its own size and every pixel read back, as #RRGGBB."""
    return set(driver.execute_async_script("""
        const [label, done] = arguments;
        const image = document.querySelector(`[aria-label^="${label}"] img`);
        const draw = () => {
            const canvas = document.createElement('canvas');
            canvas.width = 320; canvas.height = 200;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0, 320, 200);
            const pixels = context.getImageData(0, 0, 320, 200).data;
            const seen = {};
            for (let i = 0; i < pixels.length; i += 4) {
                const hex = '#' + [0, 1, 2].map(k => pixels[i + k].toString(16).padStart(2, '0')).join('');
                seen[hex.toUpperCase()] = (seen[hex.toUpperCase()] || 0) + 1;
            }
            // A color painted over at least a few dozen pixels, not an edge's blend.
            done(Object.keys(seen).filter(k => seen[k] >= 40));
        };
        image.complete ? draw() : image.addEventListener('load', draw);
    """, label))


def test_count_pin_deficiency_and_export(server, downloads):
    driver, directory = downloads
    live(driver, server, "/search/color-3366cc/theme")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click()",
                          button(driver, "Chart Colors"))
    wait_for(driver, lambda d: path(d) == "/search/color-3366cc/theme/charts")
    wait_for(driver, lambda d: "8 series: every requirement met in all four modes" in texts(d))
    names = [e.get_attribute("aria-label") for e in driver.find_elements(By.CSS_SELECTOR, ".vk-canvas-still")]
    assert names == [f"{kind}, 8 series" for kind in CHARTS], names
    # Chromium paints each chart with the palette's colors on the mode's background.
    series = [label.split(" ")[2] for label in swatches(driver)]
    assert len(series) == 8, series
    for kind in ["Bar chart", "Pie chart", "Stacked area chart"]:
        painted = drawn_colors(driver, kind)
        assert set(series) <= painted, (kind, set(series) - painted)

    labelled(driver, "Fewer series").click()
    wait_for(driver, lambda d: "7 series: every requirement met in all four modes" in texts(d))
    wait_for(driver, lambda d: len(swatches(d)) == 7)
    assert len(drawn_colors(driver, "Bar chart") & {s.split(" ")[2] for s in swatches(driver)}) == 7

    field = driver.find_element(By.CSS_SELECTOR, 'input[aria-label="Pinned colors"]')
    field.clear()
    field.send_keys("#2e8b57, #ff8800", Keys.ENTER)
    wait_for(driver, lambda d: "Pinned #2E8B57, #FF8800: they lead" in texts(d))
    assert swatches(driver)[0] == "Series 1 #2E8B57", swatches(driver)

    typical = swatches(driver)
    button(driver, "Deuteranopia").click()
    wait_for(driver, lambda d: all(", seen as #" in s for s in swatches(d)))
    seen = [s.split("seen as ")[1] for s in swatches(driver)]
    assert set(seen) <= drawn_colors(driver, "Bar chart")
    assert [s.split(",")[0] for s in swatches(driver)] == typical

    press(driver, "Copy Vega-Lite config")
    wait_for(driver, lambda d: "Copied the Vega-Lite config for light" in texts(d))
    copied = clipboard(driver)
    assert '"category"' in copied and typical[0].split(" ")[2].lower() in copied.lower(), copied[:200]
    press(driver, "Download matplotlib style")
    style = open(wait_for(driver, downloaded(directory, ".mplstyle"))).read()
    assert "axes.prop_cycle" in style and "2e8b57" in style.lower(), style


def test_a_palette_is_checked_then_repaired(server, browser):
    created = own_palette(browser, server, {"name": "Tableau", "colors": ["4e79a7", "f28e2b", "e15759", "76b7b2",
                                                                          "59a14f"]})
    live(browser, server, f"/palettes/palette-{created['id']}")
    button(browser, "Charts").click()
    wait_for(browser, lambda d: path(d) == f"/palettes/palette-{created['id']}/charts")
    wait_for(browser, lambda d: "A series is too faint against a background in light" in texts(d))
    assert swatches(browser)[3] == "Series 4 #76B7B2"
    button(browser, "Repaired").click()
    wait_for(browser, lambda d: "Export the repaired colors" in texts(d))
    assert "A series is too faint" not in texts(browser)
    assert re.search(r"Series 4: #76B7B2 → #[0-9A-F]{6}, moved ΔEOK", texts(browser))


def test_keyboard_alone_changes_the_count_and_the_vision(server, browser):
    live(browser, server, "/search/color-3366cc/theme/charts")
    wait_for(browser, lambda d: "8 series" in texts(d))
    # Tab to "Fewer series" and press it; the page keeps its place and focus.
    for _ in range(40):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        if browser.switch_to.active_element.get_attribute("aria-label") == "Fewer series":
            break
    assert browser.switch_to.active_element.get_attribute("aria-label") == "Fewer series"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(browser, lambda d: "7 series: every requirement met in all four modes" in texts(d))
    for _ in range(40):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        if browser.switch_to.active_element.get_attribute("aria-label") == "Tritanopia":
            break
    browser.switch_to.active_element.send_keys(Keys.SPACE)
    wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, 'button[aria-label="Tritanopia, selected"]'))


def test_phone_and_desktop_light_and_dark_are_axe_clean(server):
    for width, height, kind in [(390, 844, "phone"), (1440, 900, "desktop")]:
        for dark in [False, True]:
            driver = make_browser(dark=dark, width=width, height=height)
            try:
                driver.set_script_timeout(30)
                live(driver, server, "/search/color-ff6a00/theme/charts")
                wait_for(driver, lambda d: "8 series" in texts(d) and len(swatches(d)) == 8)
                if dark:
                    button(driver, "Dark").click()
                    wait_for(driver, lambda d: "Proof in dark" in texts(d))
                time.sleep(0.3)
                found = violations(driver)
                assert not found, describe(found)
                # Nothing runs off the side of the window.
                overflow = driver.execute_script(
                    "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                assert overflow <= 0, (kind, overflow)
                screenshot(driver, f"colr-charts-{kind}" + ("-dark" if dark else ""))
            finally:
                driver.quit()
