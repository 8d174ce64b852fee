"""The Theme screen in Chromium: modes switched on a phone and side by side on a desktop, a role
overridden and the broken pair named, exports copied and downloaded, axe clean on every preview."""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import make_browser, screenshot
from test_accessibility import describe, violations
from test_colr_app import live
from test_viewkit_demo import button, path, texts, wait_for


def previews(driver):
    return [e.get_attribute("aria-label") for e in driver.find_elements(By.CSS_SELECTOR, '[aria-label$=" preview"]')
            if e.is_displayed()]


def test_switch_modes_override_a_role_and_export(server, browser):
    live(browser, server, "/search/color-3366cc")
    button(browser, "Theme").click()
    wait_for(browser, lambda d: path(d) == "/search/color-3366cc/theme")
    wait_for(browser, lambda d: "31 of 31 pairs pass in light" in texts(d))
    assert previews(browser) == ["Light preview"]
    button(browser, "Dark").click()
    wait_for(browser, lambda d: "31 of 31 pairs pass in dark" in texts(d))
    assert previews(browser) == ["Dark preview"]
    # The dark preview's bar is dark: its background is the theme's dark background.
    bar = browser.execute_script(
        "return getComputedStyle(document.querySelector('[aria-label=\"Dark preview\"]').firstElementChild)"
        ".backgroundColor")
    assert bar.startswith("rgb(") and sum(int(c) for c in bar[4:-1].split(",")[:3]) < 120, bar

    button(browser, "Override label").click()
    field = wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, 'input[aria-label="Override color"]'))
    field.clear()
    field.send_keys("#333333", Keys.ENTER)
    wait_for(browser, lambda d: "Label is #333333; now failing: label on background" in texts(d))
    assert "Fail · Label on background" in texts(browser)
    button(browser, "Reset Overrides").click()
    wait_for(browser, lambda d: "31 of 31 pairs pass in dark" in texts(d))

    button(browser, "Copy CSS variables").click()
    wait_for(browser, lambda d: "Copied the CSS variables" in texts(d))
    button(browser, "Download Android resources").click()
    wait_for(browser, lambda d: "Downloading Color3366ccTheme.zip" in texts(d))


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
            button(driver, "Deuteranopia").click()
            wait_for(driver, lambda d: "selected" in d.find_element(
                By.CSS_SELECTOR, 'button[aria-label^="Deuteranopia"]').get_attribute("aria-label"))
            time.sleep(0.3)
            screenshot(driver, "colr-theme-deuteranopia-desktop" + ("-dark" if dark else ""))
        finally:
            driver.quit()
