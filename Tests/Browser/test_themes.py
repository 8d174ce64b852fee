"""The Theme screen in Chromium: modes switched on a phone and side by side on a desktop, a role
overridden and the broken pair named, exports copied and downloaded, axe clean on every preview."""
import json
import re
import time
import zipfile
from xml.etree import ElementTree

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from colr_testing import api, make_browser, stored_palette
from conftest import screenshot
from test_accessibility import describe, violations
from test_colr_app import live, own_palette
from test_palettes import downloaded, downloads  # noqa: F401  (a fixture)
from test_viewkit_demo import button, path, texts, wait_for


def previews(driver):
    return [e.get_attribute("aria-label") for e in driver.find_elements(By.CSS_SELECTOR, '[aria-label$=" preview"]')
            if e.is_displayed()]


def labelled(driver, label):
    """The button a screen reader calls `label` (its title alone may be shared, as Override's is)."""
    return wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, f'button[aria-label="{label}"]'))


def test_switch_modes_override_a_role_and_export(server, browser):
    live(browser, server, "/search/color-3366cc")
    button(browser, "Theme").click()
    wait_for(browser, lambda d: path(d) == "/search/color-3366cc/theme")
    wait_for(browser, lambda d: "31 of 31 pairs pass in light" in texts(d))
    assert previews(browser) == ["Light preview"]
    button(browser, "Dark").click()
    wait_for(browser, lambda d: "31 of 31 pairs pass in dark" in texts(d))
    assert previews(browser) == ["Dark preview"]
    # The preview is a ViewKit app's screen, drawn inert and at its content's height.
    sizes = browser.execute_script(
        "return [...document.querySelectorAll('[aria-label=\"Dark preview\"] .vk-snapshot[inert]')]"
        ".map(e => e.getBoundingClientRect().height)")
    assert len(sizes) == 2 and sizes[0] > 300 and sizes[1] > 100, sizes
    # Its navigation bar is dark: the theme's dark background.
    bar = browser.execute_script(
        "return getComputedStyle(document.querySelector('[aria-label=\"Dark preview\"] .vk-navbar'))"
        ".backgroundColor")
    channels = [float(c) for c in re.findall(r"[\d.]+", bar)[:3]]
    assert bar.startswith("rgb") and len(channels) == 3 and sum(channels) < 120, bar

    labelled(browser, "Override label").click()
    field = wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, 'input[aria-label="Override color"]'))
    field.clear()
    field.send_keys("#333333", Keys.ENTER)
    wait_for(browser, lambda d: "Label is #333333; now failing: label on background" in texts(d))
    assert "Fail · Label on background" in texts(browser)
    # The screen itself stays accessible with a failing pair on it (the preview is a picture).
    time.sleep(0.3)
    found = violations(browser)
    assert not found, describe(found)
    button(browser, "Reset Overrides").click()
    wait_for(browser, lambda d: "31 of 31 pairs pass in dark" in texts(d))

    labelled(browser, "Copy CSS variables").click()
    wait_for(browser, lambda d: "Copied the CSS variables" in texts(d))
    labelled(browser, "Download Android resources").click()
    wait_for(browser, lambda d: "Downloading Color3366ccTheme.zip" in texts(d))

    # Saved, the theme is a palette of this browser's, and opens again as saved.
    button(browser, "AAA").click()
    wait_for(browser, lambda d: "needs 7:1" in texts(d) and "needs 4.5:1" not in texts(d))
    button(browser, "Save Theme").click()
    wait_for(browser, lambda d: "Saved as “#3366CC theme” in Palettes" in texts(d))
    live(browser, server, "/palettes")
    wait_for(browser, lambda d: "#3366CC theme" in texts(d))
    browser.find_element(By.XPATH, "//*[text()='#3366CC theme']").click()
    wait_for(browser, lambda d: path(d).startswith("/palettes/palette-"))
    button(browser, "Theme").click()
    wait_for(browser, lambda d: browser.find_element(By.CSS_SELECTOR, 'button[aria-label="AAA, selected"]'))


def test_four_modes_side_by_side_on_a_desktop_and_axe_clean_on_each(server):
    for dark in [False, True]:
        driver = make_browser(dark=dark, width=1440, height=900)
        try:
            driver.set_script_timeout(30)
            live(driver, server, "/search/color-ffcc00/theme")
            wait_for(driver, lambda d: len(previews(d)) == 4)
            assert previews(driver) == ["Light preview", "Dark preview", "Light, high contrast preview",
                                        "Dark, high contrast preview"]
            time.sleep(0.3)
            found = violations(driver)
            assert not found, describe(found)
            for vision in ["Protanopia", "Tritanopia", "Deuteranopia"]:
                button(driver, vision).click()
                wait_for(driver, lambda d: "selected" in d.find_element(
                    By.CSS_SELECTOR, f'button[aria-label^="{vision}"]').get_attribute("aria-label"))
                time.sleep(0.3)
                found = violations(driver)
                assert not found, vision + ": " + describe(found)
            screenshot(driver, "colr-theme-deuteranopia-desktop" + ("-dark" if dark else ""))
        finally:
            driver.quit()


def test_colrs_own_look_follows_light_dark_and_increased_contrast(server, browser):
    """The page's variables are Colr's theme: light by default, then as the browser is told the
    reader prefers dark and more contrast."""
    live(browser, server, "/colors")
    theme = api(server, "/api/v1/themes?brand=%230066cc")["modes"]

    def variable(name):
        return browser.execute_script(
            f"return getComputedStyle(document.documentElement).getPropertyValue('--vk-{name}').trim()")

    def rgb(hex_text):
        value = int(hex_text[1:], 16)
        return f"rgb({value >> 16} {value >> 8 & 255} {value & 255})"

    assert variable("text") == rgb(theme["light"]["label"])
    for features, mode in [([{"name": "prefers-color-scheme", "value": "dark"}], "dark"),
                           ([{"name": "prefers-contrast", "value": "more"}], "lightHighContrast"),
                           ([{"name": "prefers-color-scheme", "value": "dark"},
                             {"name": "prefers-contrast", "value": "more"}], "darkHighContrast")]:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
        assert variable("text") == rgb(theme[mode]["label"]), mode
        assert variable("tint") == rgb(theme[mode]["tint"]), mode
        assert variable("background") == rgb(theme[mode]["secondaryBackground"]), mode
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def press(driver, label):
    """Clicks the button a screen reader calls `label`, scrolled to the middle of the window
    first: Export sits far down a desktop-wide Theme screen, under the tab bar's edge."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click()",
                          labelled(driver, label))


def test_a_saved_theme_downloads_its_files_and_opens_for_whoever_has_the_link(server, downloads, browser):
    driver, directory = downloads
    created = own_palette(driver, server, {"name": "Acme", "colors": ["3366cc", "8a8f99", "ff6347"],
                                           "theme": {"target": "aaa", "overrides": []}})
    answer = stored_palette(server, created, "/theme")
    assert answer["target"] == "aaa"
    live(driver, server, f"/palettes/palette-{created['id']}")
    button(driver, "Theme").click()
    labelled(driver, "AAA, selected")

    # The files the screen downloads are the saved theme, read back by Python's own readers.
    press(driver, "Download JSON")
    document = json.load(open(wait_for(driver, downloaded(directory, ".theme.json"))))
    assert document == answer
    press(driver, "Download Android resources")
    archive = wait_for(driver, downloaded(directory, ".zip"))
    time.sleep(0.3)  # the file is renamed into place before it is closed
    with zipfile.ZipFile(archive) as resources:
        colors = {c.get("name"): c.text.lower() for c in
                  ElementTree.fromstring(resources.read("res/values/colors.xml")).iter("color")}
        night = {c.get("name"): c.text.lower() for c in
                 ElementTree.fromstring(resources.read("res/values-night/colors.xml")).iter("color")}
    assert colors["tint"] == answer["modes"]["light"]["tint"]
    assert night["secondary_background"] == answer["modes"]["dark"]["secondaryBackground"]

    # Another browser may not see a private palette's theme; once shared, it opens as saved.
    live(browser, server, f"/palettes/palette-{created['id']}")
    wait_for(browser, lambda d: "This palette is private" in texts(d))
    api(server, f"/api/v1/schemes/{created['id']}/sharing", {"shared": True}, "PUT", token=created["editToken"])
    live(browser, server, f"/palettes/palette-{created['id']}")
    wait_for(browser, lambda d: "View only" in texts(d))
    button(browser, "Theme").click()
    wait_for(browser, lambda d: previews(d) == ["Light preview"])
    labelled(browser, "AAA, selected")
    assert "31 of 31 pairs pass in light" in texts(browser)
    # A reader's Save keeps a copy of their own; the shared palette is not theirs to change.
    button(browser, "Save Theme").click()
    wait_for(browser, lambda d: "Saved as “Acme theme” in Palettes" in texts(d))
    assert stored_palette(server, created)["name"] == "Acme"
