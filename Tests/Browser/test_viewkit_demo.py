"""ViewKit's demo in a real Chromium: every flow end to end, with screenshots of each screen."""
import time

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot

DEMO = "/viewkit-demo"


def wait_for(driver, condition, timeout=15):
    # A live page replaces elements as patches arrive; one found a moment ago may be gone by the
    # time it is read, which means "not yet", not failure.
    return WebDriverWait(driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda d: condition(d))


def live(driver, server, path):
    driver.get(server.url + DEMO + path)
    wait_for(driver, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))


def texts(driver):
    return driver.find_element(By.ID, "vk-window").text


def path(driver):
    return driver.execute_script("return location.pathname")


def button(driver, text, timeout=15):
    """The visible button that says `text`, waited for: a patch that lands while the buttons are
    read replaces them, which means "look again", not failure."""
    def find(d):
        for element in d.find_elements(By.CSS_SELECTOR, "button"):
            if element.is_displayed() and (element.text.strip() == text or text in element.text.split("\n")):
                return element
        return None
    try:
        return wait_for(driver, find, timeout)
    except TimeoutException:
        raise AssertionError(f"no visible button says {text!r}; screen says {texts(driver)!r}") from None


SHEET_SETTLED = """
const layers = document.querySelectorAll('.vk-modal:not([inert])');
const top = layers[layers.length - 1];
return !!top && top.getAnimations({subtree: true}).length === 0;
"""


def in_sheet(driver, text):
    """The button or table row saying `text` in the frontmost sheet or popover, once the sheet
    has stopped moving: clicked while it still rises, the click lands on whatever is passing
    under the pointer (a row of the list behind, once)."""
    wait_for(driver, lambda d: d.execute_script(SHEET_SETTLED))
    layers = driver.find_elements(By.CSS_SELECTOR, ".vk-modal:not([inert])")
    assert layers, "no sheet is up"
    for element in layers[-1].find_elements(By.CSS_SELECTOR, "button, .vk-cell"):
        if element.is_displayed() and (text in element.text.split("\n") or element.get_attribute("aria-label") == text):
            return element
    raise AssertionError(f"the sheet has no button {text!r}; it says {layers[-1].text!r}")


def field(driver, placeholder):
    return driver.find_element(By.CSS_SELECTOR, f'input[placeholder="{placeholder}"]')


def test_first_paint_reads_without_script_and_taps_navigate(demo_server, scriptless_browser):
    driver = scriptless_browser
    driver.get(demo_server.url + DEMO + "/items")
    assert "Item 12" in texts(driver)
    assert driver.title == "Items — ViewKit demo"
    button(driver, "Item 3").click()
    wait_for(driver, lambda d: path(d) == DEMO + "/items/item-3")
    assert "Level" in driver.page_source
    screenshot(driver, "viewkit-no-script-item")


def test_tabs_push_and_browser_back(demo_server, browser):
    live(browser, demo_server, "/items")
    screenshot(browser, "viewkit-items")
    button(browser, "Item 3").click()
    wait_for(browser, lambda d: path(d) == DEMO + "/items/item-3")
    assert browser.find_element(By.CSS_SELECTOR, ".vk-title").text == "Item 3"
    assert browser.find_element(By.CSS_SELECTOR, ".vk-back").text.strip() == "Items"
    assert browser.title == "Item 3 — ViewKit demo"
    time.sleep(0.6)  # let the push slide finish before the picture
    screenshot(browser, "viewkit-item")
    browser.back()
    wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, ".vk-title").text == "Items")
    assert path(browser) == DEMO + "/items"
    button(browser, "Form").click()
    wait_for(browser, lambda d: path(d) == DEMO + "/form")
    assert 'aria-selected="true"' in browser.find_element(By.CSS_SELECTOR, ".vk-tab.vk-selected").get_attribute("outerHTML")


def test_reload_mid_stack_rebuilds_it(demo_server, browser):
    live(browser, demo_server, "/items/item-5")
    assert browser.find_element(By.CSS_SELECTOR, ".vk-title").text == "Item 5"
    browser.refresh()
    wait_for(browser, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
    assert browser.find_element(By.CSS_SELECTOR, ".vk-back").text.strip() == "Items"
    button(browser, "Items").click()
    wait_for(browser, lambda d: path(d) == DEMO + "/items")


def test_typing_return_and_focus(demo_server, browser):
    live(browser, demo_server, "/form")
    first = field(browser, "First")
    first.click()
    first.send_keys("Ann")
    wait_for(browser, lambda d: "Hello, Ann" in texts(d))
    first.send_keys(Keys.RETURN)
    wait_for(browser, lambda d: d.switch_to.active_element.get_attribute("placeholder") == "Second")
    wait_for(browser, lambda d: "Saved First: Ann" in texts(d))
    screenshot(browser, "viewkit-form")


def test_dropped_socket_resumes_with_typed_text(demo_server, browser):
    live(browser, demo_server, "/form")
    second = field(browser, "Second")
    second.click()
    second.send_keys("unsent")
    browser.execute_script("ViewKit.dropConnection()")
    wait_for(browser, lambda d: "vk-live" not in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
    wait_for(browser, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
    assert field(browser, "Second").get_attribute("value") == "unsent"
    field(browser, "First").click()
    wait_for(browser, lambda d: "Saved Second: unsent" in texts(d))


def level(driver):
    for line in texts(driver).split("\n"):
        if line.startswith("Level "):
            return int(line.split(" ")[1])
    return None


def test_slider_and_switch(demo_server, browser):
    live(browser, demo_server, "/items/item-1")
    slider = browser.find_element(By.CSS_SELECTOR, 'input[aria-label="Level"]')
    slider.send_keys(Keys.HOME)  # keyboard operable: Home is the minimum
    wait_for(browser, lambda d: level(d) == 0)
    ActionChains(browser).move_to_element_with_offset(slider, slider.size["width"] // 4, 0).click().perform()
    wait_for(browser, lambda d: level(d) is not None and 55 <= level(d) <= 95)
    browser.find_element(By.CSS_SELECTOR, 'input[aria-label="Enabled"]').click()
    wait_for(browser, lambda d: "On" in texts(d).split("\n"))


def test_canvas_touches(demo_server, browser):
    live(browser, demo_server, "/draw")
    canvas = browser.find_element(By.CSS_SELECTOR, '[aria-label="Canvas"]')
    ActionChains(browser).move_to_element_with_offset(canvas, canvas.size["width"] // 4, 0).click().perform()
    wait_for(browser, lambda d: "x 225, y 100" in texts(d) or "x 224, y 100" in texts(d) or "x 226, y 100" in texts(d))
    screenshot(browser, "viewkit-draw")


def test_modal_over_blurred_screen(demo_server, browser):
    live(browser, demo_server, "/modal")
    button(browser, "Show sheet").click()
    wait_for(browser, lambda d: path(d) == DEMO + "/modal/~sheet")
    assert "vk-blurred" in browser.find_element(By.ID, "vk-base").get_attribute("class")
    time.sleep(0.5)
    screenshot(browser, "viewkit-sheet")
    in_sheet(browser, "Close").click()
    wait_for(browser, lambda d: path(d) == DEMO + "/modal")
    assert browser.find_elements(By.CSS_SELECTOR, '[role="dialog"]') == []


def test_more_tab(demo_server, browser):
    live(browser, demo_server, "/items")
    button(browser, "More").click()
    wait_for(browser, lambda d: "Extra 2" in texts(d))
    button(browser, "Extra 2").click()
    wait_for(browser, lambda d: path(d) == DEMO + "/extra-2")


def test_dark_appearance(demo_server, dark_browser):
    live(dark_browser, demo_server, "/items")
    background = dark_browser.execute_script("return getComputedStyle(document.querySelector('.vk-window')).backgroundColor")
    # The window takes ViewKit's own dark grouped background (the demo sets no theme).
    red, green, blue = (int(part) for part in background[background.index("(") + 1:-1].split(",")[:3])
    assert max(red, green, blue) < 40, background
    variable = dark_browser.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--vk-background').trim()")
    assert variable == f"rgb({red} {green} {blue})", (variable, background)
    screenshot(dark_browser, "viewkit-items-dark")


def test_right_to_left_pages_mirror(demo_server, arabic_browser):
    driver = arabic_browser
    live(driver, demo_server, "/items/item-2")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("dir") == "rtl"
    back = driver.find_element(By.CSS_SELECTOR, ".vk-back")
    title = driver.find_element(By.CSS_SELECTOR, ".vk-title")
    # The back button sits at the leading edge, which is the right in a right-to-left page.
    assert back.location["x"] > title.location["x"]
    time.sleep(0.6)
    screenshot(driver, "viewkit-item-rtl")


def test_popover_by_its_button_on_a_wide_window_and_a_sheet_on_a_phone(demo_server):
    from colr_testing import make_browser
    wide = make_browser(width=1280, height=800)
    phone = make_browser()
    try:
        live(wide, demo_server, "/modal")
        button(wide, "Show popover").click()
        wait_for(wide, lambda d: path(d) == DEMO + "/modal/~popover")
        layer = wait_for(wide, lambda d: d.find_element(By.CSS_SELECTOR, ".vk-modal.vk-popover"))
        card = layer.find_element(By.XPATH, "./*")
        anchor = wide.find_element(By.ID, layer.get_attribute("data-vk-anchor"))
        assert anchor.text == "Show popover"
        wait_for(wide, lambda d: card.rect["y"] >= anchor.rect["y"] + anchor.rect["height"])
        assert card.rect["width"] < 400, card.rect
        assert abs((card.rect["x"] + card.rect["width"] / 2) - (anchor.rect["x"] + anchor.rect["width"] / 2)) < 16
        assert button(wide, "Show sheet").is_displayed(), "the screen stays visible around a popover"
        screenshot(wide, "viewkit-popover")
        # A tap outside the card closes it.
        ActionChains(wide).move_to_element_with_offset(
            wide.find_element(By.CSS_SELECTOR, ".vk-modal.vk-popover"), -500, 300).click().perform()
        wait_for(wide, lambda d: path(d) == DEMO + "/modal" and not d.find_elements(By.CSS_SELECTOR, ".vk-modal"))

        live(phone, demo_server, "/modal")
        button(phone, "Show popover").click()
        wait_for(phone, lambda d: path(d) == DEMO + "/modal/~popover")
        card = phone.find_element(By.CSS_SELECTOR, ".vk-modal.vk-popover > *")
        wait_for(phone, lambda d: card.rect["width"] >= d.execute_script("return innerWidth") - 1)
        # On a phone the popover is a sheet that rises: a click while it moves lands below it.
        in_sheet(phone, "Close").click()
        wait_for(phone, lambda d: path(d) == DEMO + "/modal")
    finally:
        wide.quit()
        phone.quit()
