"""Page hooks in a real Chromium: the Picker's eyedropper, mounted where the browser has the
EyeDropper API (a stand-in here, so the test picks a known color) and hidden where it has not."""
from selenium.webdriver.common.by import By

from colr_testing import make_browser
from test_colr_app import live
from test_viewkit_demo import button, texts, wait_for

# Defined before any of the page's scripts run, as a browser with the API would have it.
STAND_IN = """
window.EyeDropper = class { async open() { return { sRGBHex: "#336699" }; } };
"""
WITHOUT = "delete window.EyeDropper;"
# Counts the eyedropper hook's `destroyed`: it takes back the click listener `mounted` added.
REMOVALS = """
window.hookRemovals = 0;
const remove = EventTarget.prototype.removeEventListener;
EventTarget.prototype.removeEventListener = function (type, listener, options) {
  if (type === "click" && this.dataset && this.dataset.vkHook === "eyedropper") window.hookRemovals += 1;
  return remove.call(this, type, listener, options);
};
"""


def eyedropper(driver):
    return driver.find_element(By.CSS_SELECTOR, '[data-vk-hook="eyedropper"]')


def test_the_eyedropper_is_mounted_and_its_color_reaches_the_picker(server):
    driver = make_browser(width=1280, height=900)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": STAND_IN})
        live(driver, server, "/picker")
        wait_for(driver, lambda d: eyedropper(d).is_displayed())
        eyedropper(driver).click()
        wait_for(driver, lambda d: "#336699" in texts(d).split("\n"))
        # A redrawn screen mounts it again: still shown, still working.
        driver.get(server.url + "/colors")
        live(driver, server, "/picker")
        wait_for(driver, lambda d: eyedropper(d).is_displayed())
        # On a color's screen, a picked color opens its own screen.
        live(driver, server, "/search/color-ff0000")
        wait_for(driver, lambda d: eyedropper(d).is_displayed())
        eyedropper(driver).click()
        wait_for(driver, lambda d: d.execute_script("return location.pathname") == "/search/color-ff0000/color-336699")
    finally:
        driver.quit()


def test_without_the_api_the_eyedropper_stays_hidden(server):
    driver = make_browser()
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WITHOUT})
        live(driver, server, "/picker")
        # Live, with its hooks synced: the page has had its chance to show it.
        wait_for(driver, lambda d: d.execute_script("return !!window.ViewKit"))
        assert not eyedropper(driver).is_displayed()
        assert eyedropper(driver).get_attribute("hidden") is not None
    finally:
        driver.quit()


def test_leaving_the_screen_destroys_the_eyedropper(server):
    driver = make_browser(width=1280, height=900)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": STAND_IN + REMOVALS})
        live(driver, server, "/picker")
        wait_for(driver, lambda d: eyedropper(d).is_displayed())
        assert driver.execute_script("return window.hookRemovals") == 0
        # Another tab, in the same page: the button leaves the page and its hook is destroyed.
        button(driver, "Colors").click()
        wait_for(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, '[data-vk-hook="eyedropper"]'))
        wait_for(driver, lambda d: d.execute_script("return window.hookRemovals") == 1)
        # Back on the Picker, a new one is mounted and works.
        button(driver, "Picker").click()
        wait_for(driver, lambda d: eyedropper(d).is_displayed())
        eyedropper(driver).click()
        wait_for(driver, lambda d: "#336699" in texts(d).split("\n"))
    finally:
        driver.quit()

