"""The browser's Back button mirrors the navigation stack, in a real Chromium.

Each test starts on a page outside the app, so that going back past the app's first screen is
observable: it leaves the app, as Back leaves any site.
"""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_viewkit_demo import button, field, path, wait_for


def start(driver, server, route):
    driver.get(server.url + "/openapi.json")  # somewhere that is not the app
    driver.get(server.url + route)
    wait_for(driver, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))


def settled(driver):
    """Waits until the page has no unanswered event and no history change in flight."""
    wait_for(driver, lambda d: d.execute_script("return window.ViewKit && window.ViewKit.pending() === 0"))
    time.sleep(0.3)


def back_button_title(driver):
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, ".vk-back") if b.is_displayed()]
    return buttons[0].text.strip() if buttons else None


def red_then_picker(browser, server):
    """Colors → Red, then the Picker tab: the steps that once made Back push Red twice."""
    start(browser, server, "/colors")
    button(browser, "Red").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red")
    button(browser, "Picker").click()
    wait_for(browser, lambda d: path(d) == "/picker")


def test_tabs_keep_their_stacks_and_back_pops_the_one_on_screen(server, browser):
    red_then_picker(browser, server)
    button(browser, "Colors").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red")
    settled(browser)
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors")
    settled(browser)
    assert path(browser) == "/colors", "Back must pop Red, never push it again"
    assert back_button_title(browser) is None
    browser.back()
    wait_for(browser, lambda d: path(d) == "/openapi.json")


def test_back_after_a_tab_switch_never_rebuilds_the_old_stack_twice(server, browser):
    red_then_picker(browser, server)
    settled(browser)
    browser.back()
    # The Picker's stack has nothing to pop: Back leaves the app.
    wait_for(browser, lambda d: path(d) == "/openapi.json")
    browser.forward()
    wait_for(browser, lambda d: path(d) == "/picker")
    wait_for(browser, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
    assert "detail-red/detail-red" not in browser.current_url


def test_dismissing_the_change_sheet_leaves_no_entry_behind(server, browser):
    start(browser, server, "/colors")
    button(browser, "Red").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red")
    button(browser, "Change").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red/~change")
    wait_for(browser, lambda d: d.switch_to.active_element.get_attribute("placeholder") == "Enter a color")
    field(browser, "Enter a color").send_keys("blue", Keys.RETURN)
    # The detail now shows blue, and its URL says so.
    wait_for(browser, lambda d: path(d) == "/colors/detail-blue")
    settled(browser)
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors")
    settled(browser)
    assert not browser.find_elements(By.CSS_SELECTOR, "[role=dialog]")
    assert back_button_title(browser) is None


def test_after_an_in_app_back_the_browsers_back_still_works(server, browser):
    start(browser, server, "/colors")
    button(browser, "Red").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red")
    browser.find_element(By.CSS_SELECTOR, ".vk-back").click()
    wait_for(browser, lambda d: path(d) == "/colors")
    settled(browser)
    button(browser, "Green").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-green")
    settled(browser)
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors")
    settled(browser)
    browser.back()
    wait_for(browser, lambda d: path(d) == "/openapi.json")


def test_a_deep_link_can_go_back_to_its_parent(server, browser):
    start(browser, server, "/colors/detail-red/~change")
    settled(browser)
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red")
    settled(browser)
    assert not browser.find_elements(By.CSS_SELECTOR, "[role=dialog]")
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors")
