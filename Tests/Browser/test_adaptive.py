"""Resizing a window across the compact/regular width mid-flow: the layout changes, nothing else."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from colr_testing import make_browser
from conftest import screenshot
from test_colr_app import live
from test_viewkit_demo import button, path, wait_for


def shown(driver, selector):
    return any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector))


def test_crossing_the_width_boundary_keeps_every_screen_and_value(server):
    driver = make_browser(width=390, height=844)
    try:
        live(driver, server, "/picker")
        assert shown(driver, ".vk-tabbar") and not shown(driver, ".vk-sidebar")
        hue = driver.find_element(By.CSS_SELECTOR, 'input[aria-label="H"]')
        hue.send_keys(Keys.HOME)
        wait_for(driver, lambda d: "0°" in d.find_element(By.ID, "vk-window").text.split("\n"))
        # Colors tab: push a detail, so a stack exists on a tab that is not on screen.
        button(driver, "Colors").click()
        button(driver, "Blue").click()
        wait_for(driver, lambda d: path(d) == "/colors/detail-blue")

        driver.set_window_size(1440, 900)
        wait_for(driver, lambda d: shown(d, ".vk-sidebar") and not shown(d, ".vk-tabbar"))
        assert path(driver) == "/colors/detail-blue"
        sidebar_picker = [e for e in driver.find_elements(By.CSS_SELECTOR, ".vk-sidebar-item") if "Picker" in e.text][0]
        sidebar_picker.click()
        wait_for(driver, lambda d: path(d) == "/picker")
        # The server heard the size class: the Picker shows its large swatch, with the hue kept.
        wait_for(driver, lambda d: shown(d, '[aria-label="Current color"]'))
        assert driver.find_element(By.CSS_SELECTOR, 'input[aria-label="H"]').get_attribute("value") == "0"
        screenshot(driver, "colr-resized-desktop")

        driver.set_window_size(390, 844)
        wait_for(driver, lambda d: shown(d, ".vk-tabbar") and not shown(d, ".vk-sidebar"))
        wait_for(driver, lambda d: not shown(d, '[aria-label="Current color"]'))
        button(driver, "Colors").click()
        wait_for(driver, lambda d: path(d) == "/colors/detail-blue")
    finally:
        driver.quit()


def test_a_desktop_first_paint_already_has_the_sidebar(server, scriptless_browser):
    scriptless_browser.set_window_size(1280, 800)
    scriptless_browser.get(server.url + "/palettes")
    assert shown(scriptless_browser, ".vk-sidebar") and not shown(scriptless_browser, ".vk-tabbar")
    [e for e in scriptless_browser.find_elements(By.CSS_SELECTOR, ".vk-sidebar-item") if "Search" in e.text][0].click()
    wait_for(scriptless_browser, lambda d: path(d) == "/search")
