"""Keyboard-only use: Tab to the chart and move it with arrows, Ctrl-K to Search, arrows through rows."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from colr_testing import make_browser
from test_colr_app import live, own_palette
from test_colr_screens import each_screen
from test_viewkit_demo import path, texts, wait_for


def tab_to(driver, matches, limit=40):
    """Presses Tab until the focused element satisfies `matches` (a JS expression on `e`)."""
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if driver.execute_script(f"const e = document.activeElement; return !!({matches})"):
            return driver.switch_to.active_element
    raise AssertionError("Tab never reached " + matches)


def test_the_chart_moves_with_arrow_keys(server, browser):
    live(browser, server, "/picker")
    tab_to(browser, "e.getAttribute('aria-label') === 'Hue and saturation chart'")
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT).perform()
    wait_for(browser, lambda d: "63°" in texts(d).split("\n"))
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_DOWN).key_up(Keys.SHIFT).perform()
    wait_for(browser, lambda d: "40%" in texts(d).split("\n"))
    chart = browser.find_element(By.CSS_SELECTOR, '[aria-label="Hue and saturation chart"]')
    assert chart.get_attribute("aria-valuetext") == "hue 63 degrees, saturation 40 percent"
    assert browser.switch_to.active_element == chart, "focus stays on the chart"


def test_ctrl_k_goes_to_search_ready_to_type(server, browser):
    live(browser, server, "/colors/detail-red")
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    wait_for(browser, lambda d: path(d) == "/search")
    wait_for(browser, lambda d: d.switch_to.active_element.get_attribute("placeholder") == "#abcabc")
    ActionChains(browser).send_keys("red", Keys.RETURN).perform()
    wait_for(browser, lambda d: path(d) == "/search/color-ff0000")


def test_arrow_keys_move_through_rows_and_return_opens_one(server, browser):
    for name in ["Keyboard One", "Keyboard Two"]:
        own_palette(browser, server, {"name": name, "colors": ["112233"]})
    live(browser, server, "/palettes")
    wait_for(browser, lambda d: "Keyboard Two" in texts(d))
    tab_to(browser, "e.classList.contains('vk-cell')")
    first = browser.switch_to.active_element.text
    ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    second = browser.switch_to.active_element
    assert "vk-cell" in second.get_attribute("class") and second.text != first
    ActionChains(browser).send_keys(Keys.END, Keys.HOME).perform()
    assert browser.switch_to.active_element.text == first
    ActionChains(browser).send_keys(Keys.ARROW_DOWN, Keys.RETURN).perform()
    wait_for(browser, lambda d: path(d).startswith("/palettes/palette-"))


CONTROLS = """
return [...document.querySelectorAll('button, input, [tabindex]')]
  .filter(e => e.offsetParent !== null && !e.closest('[inert]') && !e.disabled && e.type !== 'hidden'
               && e.tabIndex >= 0)
  .map(e => e.id)
"""


@pytest.mark.parametrize("width,height", [(390, 844), (1440, 900)], ids=["phone", "desktop"])
def test_tab_reaches_every_control_on_every_screen(server, width, height):
    driver = make_browser(width=width, height=height)
    try:
        missed = {}
        for name in each_screen(driver, server):
            controls = set(driver.execute_script(CONTROLS))
            reached = set()
            for _ in range(len(controls) * 2 + 4):
                ActionChains(driver).send_keys(Keys.TAB).perform()
                reached.add(driver.execute_script("return document.activeElement.id"))
            if controls - reached:
                missed[name] = sorted(controls - reached)
        assert not missed, missed
    finally:
        driver.quit()
