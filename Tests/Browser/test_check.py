"""Checking colors for every eye, in Chromium: the color screen's check section, the palette
Check's severity slider, and its contrast grid. Expected values come from the API (the same
ColorKit code, asked another way) or are computed here from WCAG's formula."""
import re

from selenium.webdriver.common.by import By

from colr_testing import api, stored_palette
from test_colr_app import live, own_palette
from test_viewkit_demo import button, texts, wait_for

LEFT = "\ue012"


def rgb(hex_text):
    """The form WebDriver reads a hex color in: 'rgba(51, 102, 204, 1)'."""
    return "rgba({}, {}, {}, 1)".format(*(int(hex_text[i:i + 2], 16) for i in (0, 2, 4)))


def drawn_text(driver, cell, part="::before"):
    """What a sample cell draws: its ::before content (the sample) or its ::after (the caption),
    a CSS string ("21\\a AAA\\a 106")."""
    content = driver.execute_script("return getComputedStyle(arguments[0], arguments[1]).content", cell, part)
    assert content.startswith('"') and content.endswith('"'), content
    return re.sub(r"\\([0-9a-fA-F]{1,6}) ?|\\(.)",
                  lambda m: chr(int(m.group(1), 16)) if m.group(1) else m.group(2), content[1:-1])


def wcag_ratio(first, second):
    """WCAG 2's contrast ratio, from its own definition (sRGB linearized, 0.2126/0.7152/0.0722)."""
    def luminance(hex_text):
        def linear(c):
            c /= 255
            return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = (linear(int(hex_text[i:i + 2], 16)) for i in (0, 2, 4))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    a, b = luminance(first), luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def lines(driver):
    """The window's text, line by line, with no-break spaces and soft hyphens as a reader sees them."""
    return [line.replace("\u00a0", " ").replace("\u00ad", "") for line in texts(driver).split("\n")]


def background(element):
    return element.value_of_css_property("background-color")


def test_color_screen_shows_each_deficiency_and_white_and_black_text(server, browser):
    live(browser, server, "/search/color-3366cc")
    check = wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, 'div[aria-label="Check"]'))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", check)
    tiles = browser.find_elements(
        By.CSS_SELECTOR, 'div[aria-label="Seen with each color-vision deficiency"] div[aria-label*=": #"]')
    assert [t.get_attribute("aria-label").split(":")[0] for t in tiles] == \
        ["Typical", "Protanopia", "Deuteranopia", "Tritanopia", "Achromatopsia"]
    assert all(t.is_displayed() and t.size["width"] > 40 and t.size["height"] >= 36 for t in tiles)
    assert background(tiles[0]) == rgb("3366cc")
    for tile, deficiency in zip(tiles[1:], ["protan", "deutan", "tritan", "achroma"]):
        seen = api(server, f"/api/v1/colors/3366cc/simulate?deficiency={deficiency}")
        assert tile.get_attribute("aria-label").endswith("#" + seen["simulated"].upper()), deficiency
        assert background(tile) == rgb(seen["simulated"]), deficiency
        # Its name and hex sit under it, each on one line and inside the tile.
        assert seen["name"] in lines(browser) and "#" + seen["simulated"].upper() in lines(browser)
    for label in check.find_elements(By.CSS_SELECTOR, ".vk-label"):
        if label.is_displayed():
            assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", label), \
                label.text

    # #3366CC: white text 5.4:1 (AA, not AAA), black 3.9:1 (neither); APCA weighs polarity.
    assert round(wcag_ratio("ffffff", "3366cc"), 1) == 5.4 and round(wcag_ratio("000000", "3366cc"), 1) == 3.9
    shown = lines(browser)
    assert "White text: 5.4:1, AA pass, AAA fail, Lc -82" in shown, shown
    assert "Black text: 3.9:1, AA fail, AAA fail, Lc 28" in shown, shown
    for name, ink in [("white", rgb("ffffff")), ("black", rgb("000000"))]:
        sample = browser.find_element(By.CSS_SELECTOR, f'[aria-label="Sample of {name} text on the color"]')
        assert sample.is_displayed() and sample.value_of_css_property("color") == ink
        assert background(sample) == rgb("3366cc")


def test_severity_slider_previews_the_anomalous_trichromacy(server, browser):
    created = own_palette(browser, server, {"name": "Traffic", "colors": ["d62728", "2ca02c"]})
    live(browser, server, f"/palettes/palette-{created['id']}/check")
    button(browser, "Deuteranopia").click()
    wait_for(browser, lambda d: "Severity 100%: deuteranopia" in texts(d))
    strip = 'div[aria-label^="Colors seen with"] > div'
    full = [background(e) for e in browser.find_elements(By.CSS_SELECTOR, strip)]
    assert full == [rgb(api(server, f"/api/v1/colors/{c}/simulate?deficiency=deutan")["simulated"])
                    for c in ["d62728", "2ca02c"]]
    # Four steps left with the keyboard, one tenth each, waiting for the page to follow.
    for percent in [90, 80, 70, 60]:
        browser.find_element(By.CSS_SELECTOR, 'input[aria-label="Severity"]').send_keys(LEFT)
        wait_for(browser, lambda d: f"Severity {percent}%: deuteranomaly at {percent}%" in texts(d))
    slider = browser.find_element(By.CSS_SELECTOR, 'input[aria-label="Severity"]')
    assert slider.get_attribute("aria-valuetext") == "60%" and float(slider.get_attribute("value")) == 0.6
    expected = [api(server, f"/api/v1/colors/{c}/simulate?deficiency=deutan&severity=0.6") for c in ["d62728", "2ca02c"]]
    assert {e["name"] for e in expected} == {"Deuteranomaly"}
    wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, 'div[aria-label="Colors seen with deuteranomaly at 60%"]'))
    partial = [background(e) for e in browser.find_elements(By.CSS_SELECTOR, strip)]
    assert partial == [rgb(e["simulated"]) for e in expected]
    assert partial != full and partial != [rgb("d62728"), rgb("2ca02c")]


def test_grid_cells_show_ratio_level_and_lc(server, browser):
    created = own_palette(browser, server, {"name": "Inks", "colors": ["ffffff", "000000", "777777"]})
    live(browser, server, f"/palettes/palette-{created['id']}/check")
    grid = wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, 'div[aria-label="Contrast of every pair"]'))
    cells = {c.get_attribute("aria-label").split(":")[0]: c for c in grid.find_elements(By.CSS_SELECTOR, ".vk-sample-text")}
    assert len(cells) == 9
    audit = stored_palette(server, created, "/audit")
    for pair in audit["pairs"]:
        cell = cells[f"text {pair['text'] + 1} on {pair['background'] + 1}"]
        assert drawn_text(browser, cell) == "Aa"
        shown = drawn_text(browser, cell, "::after")
        ratio_line, level_line, lc_line = shown.split("\n")
        # The ratio to one place (✕ where it misses AA), the level as the API gives it, and Lc.
        ratio = wcag_ratio(audit["colors"][pair["text"]], audit["colors"][pair["background"]])
        assert ratio_line.lstrip("✕") == f"{round(ratio, 1):g}", (pair, shown)
        assert ratio_line.startswith("✕") == (not pair["passes"])
        assert level_line == {"AAA": "AAA", "AA": "AA", "fail": "–"}[pair["level"]], (pair, shown)
        assert lc_line == str(round(pair["apca"])), (pair, shown)
        # The sample is in the pair's own colors; the figures in black or white, whichever reads
        # on the background (at least 4.5:1), so a failing pair's figures are never illegible.
        assert cell.value_of_css_property("color") == rgb(audit["colors"][pair["text"]])
        assert background(cell) == rgb(audit["colors"][pair["background"]])
        figures = browser.execute_script("return getComputedStyle(arguments[0], '::after').color", cell)
        assert figures in ("rgb(0, 0, 0)", "rgb(255, 255, 255)"), figures
        ink = "000000" if figures == "rgb(0, 0, 0)" else "ffffff"
        assert wcag_ratio(ink, audit["colors"][pair["background"]]) >= 4.5, (pair, figures)
        # The three lines fit their cell.
        assert browser.execute_script(
            "return arguments[0].scrollHeight <= arguments[0].clientHeight + 1 && "
            "arguments[0].scrollWidth <= arguments[0].clientWidth + 1", cell), pair
    # #777777 on white is 4.48:1: shown as 4.5, yet it misses AA, and the cell says so.
    gray = drawn_text(browser, cells["text 3 on 1"], "::after").split("\n")
    assert gray[0] == "✕4.5" and gray[1] == "–"
    black = drawn_text(browser, cells["text 2 on 1"], "::after").split("\n")
    assert black == ["21", "AAA", "106"]
