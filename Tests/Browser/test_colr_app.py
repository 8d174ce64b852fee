"""The Colr app in a real Chromium: the chapters' flows end to end, with screenshots."""
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from colr_testing import ColrServer, api, make_browser
from conftest import screenshot
from test_viewkit_demo import button, field, path, texts, wait_for


def live(driver, server, route):
    driver.get(server.url + route)
    wait_for(driver, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))


def background(driver):
    return driver.execute_script("return getComputedStyle(document.querySelector('[aria-label=\"Color\"]')).backgroundColor")


def test_welcome_then_colors_push_and_back(server, browser):
    live(browser, server, "/")
    # The sheet rises in (opacity from 0), and WebDriver counts text as shown only once it is.
    wait_for(browser, lambda d: "Welcome to Colr" in texts(d))
    assert path(browser) == "/colors/~welcome"
    time.sleep(0.5)
    screenshot(browser, "colr-welcome")
    button(browser, "X").click()
    wait_for(browser, lambda d: path(d) == "/colors")
    screenshot(browser, "colr-colors")
    button(browser, "Green").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-green")
    assert browser.find_element(By.CSS_SELECTOR, ".vk-title").text == "Detail"
    assert background(browser) == "rgb(0, 255, 0)"
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors")
    for tab, route in [("Picker", "/picker"), ("Search", "/search"), ("Palettes", "/palettes"),
                       ("Top Color", "/top"), ("Colors", "/colors")]:
        button(browser, tab).click()
        wait_for(browser, lambda d: path(d) == route)


def test_change_modal_valid_and_invalid(server, browser):
    live(browser, server, "/colors/detail-red")
    button(browser, "Change").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red/~change")
    entry = field(browser, "Enter a color")
    wait_for(browser, lambda d: d.switch_to.active_element.get_attribute("placeholder") == "Enter a color")
    entry.send_keys("catdog")
    button(browser, "Change").click()
    wait_for(browser, lambda d: "Error!" in texts(d))
    time.sleep(0.4)
    screenshot(browser, "colr-change-error")
    entry = field(browser, "Enter a color")
    entry.clear()
    entry.send_keys("magenta", Keys.RETURN)
    wait_for(browser, lambda d: path(d) == "/colors/detail-magenta")
    assert background(browser) == "rgb(255, 0, 255)"


def test_escape_and_cancel_leave_sheets(server, browser):
    live(browser, server, "/colors/detail-red")
    button(browser, "Change").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red/~change")
    wait_for(browser, lambda d: d.switch_to.active_element.get_attribute("placeholder") == "Enter a color")
    field(browser, "Enter a color").send_keys("blue", Keys.ESCAPE)
    wait_for(browser, lambda d: path(d) == "/colors/detail-red" and not d.find_elements(By.CSS_SELECTOR, ".vk-modal"))
    assert background(browser) == "rgb(255, 0, 0)"
    button(browser, "Change").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red/~change")
    button(browser, "Cancel").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red")
    # Browser Back after leaving the sheet goes to the list: the sheet left no history entry.
    browser.back()
    wait_for(browser, lambda d: path(d) == "/colors")


def test_picker_sliders_and_chart(server, browser):
    live(browser, server, "/picker")
    assert "#FFFF80" in texts(browser) and "60°" in texts(browser)
    hue = browser.find_element(By.CSS_SELECTOR, 'input[aria-label="H"]')
    hue.send_keys(Keys.HOME)
    wait_for(browser, lambda d: "0°" in texts(d).split("\n") and "#FF8080" in texts(d))
    chart = browser.find_element(By.CSS_SELECTOR, '[aria-label="Hue and saturation chart"]')
    ActionChains(browser).move_to_element_with_offset(chart, 0, chart.size["height"] // 2 - 1).click().perform()
    wait_for(browser, lambda d: "180°" in texts(d).split("\n") or "179°" in texts(d).split("\n"))
    # Drag across the chart: the hue follows the pointer, and the slider follows the model.
    start_x = -chart.size["width"] // 2 + 2
    ActionChains(browser).move_to_element_with_offset(chart, start_x, 0).click_and_hold() \
        .move_by_offset(chart.size["width"] // 4, 0).move_by_offset(chart.size["width"] // 2, 0).release().perform()
    wait_for(browser, lambda d: any(line.endswith("°") and 255 <= int(line[:-1]) <= 285 for line in texts(d).split("\n")))
    wait_for(browser, lambda d: 255 <= float(d.find_element(By.CSS_SELECTOR, 'input[aria-label="H"]').get_attribute("value")) <= 285)
    time.sleep(0.3)
    screenshot(browser, "colr-picker")


def test_search_miss_hit_and_add(server, browser):
    live(browser, server, "/search")
    field(browser, "#abcabc").send_keys("nobody tagged this")
    button(browser, "Search").click()
    wait_for(browser, lambda d: "None :(" in texts(d))
    entry = field(browser, "#abcabc")
    entry.clear()
    # New text clears the old answer, and Return searches.
    entry.send_keys("#FF00FF")
    wait_for(browser, lambda d: "None :(" not in texts(d))
    entry.send_keys(Keys.RETURN)
    wait_for(browser, lambda d: path(d) == "/search/color-ff00ff")
    # The screen slides in after the URL changes.
    wait_for(browser, lambda d: "fuchsia" in texts(d) and "magenta" in texts(d))
    field(browser, "tag").send_keys("vivid")
    button(browser, "Add").click()
    wait_for(browser, lambda d: "vivid" in texts(d).split("\n"))
    assert field(browser, "tag").get_attribute("value") == ""
    time.sleep(0.3)
    screenshot(browser, "colr-color")


def test_search_finds_names_and_tags(server, browser):
    api(server, "/api/v1/colors/00ff88/tags", {"tags": ["minty"]})
    live(browser, server, "/search")
    field(browser, "#abcabc").send_keys("minty", Keys.RETURN)
    wait_for(browser, lambda d: path(d) == "/search/tag-minty")
    button(browser, "#00FF88").click()
    wait_for(browser, lambda d: path(d) == "/search/tag-minty/color-00ff88")
    wait_for(browser, lambda d: "minty" in texts(d).split("\n"))
    browser.back()
    wait_for(browser, lambda d: path(d) == "/search/tag-minty")
    browser.back()
    wait_for(browser, lambda d: path(d) == "/search")
    entry = field(browser, "#abcabc")
    entry.clear()
    entry.send_keys("red", Keys.RETURN)
    wait_for(browser, lambda d: path(d) == "/search/color-ff0000")
    wait_for(browser, lambda d: "#FF0000" in texts(d))


def test_two_browsers_see_one_tag_live(server, browser):
    other = make_browser()
    try:
        live(browser, server, "/search/color-ff0000")
        live(other, server, "/search/color-ff0000")
        wait_for(other, lambda d: "red" in texts(d).split("\n"))
        field(browser, "tag").send_keys("shared live")
        button(browser, "Add").click()
        wait_for(other, lambda d: "shared live" in texts(d).split("\n"))
    finally:
        other.quit()


def test_top_color_and_dark_screens(server, dark_browser):
    live(dark_browser, server, "/top")
    wait_for(dark_browser, lambda d: "tags" in texts(d))
    screenshot(dark_browser, "colr-top-dark")
    # After Change, the caption names the new color, not the top one it replaced.
    button(dark_browser, "Change").click()
    # The sheet comes from the server: wait for its field rather than race it.
    wait_for(dark_browser, lambda d: d.find_elements(By.CSS_SELECTOR, 'input[placeholder="Enter a color"]'))
    field(dark_browser, "Enter a color").send_keys("#123456", Keys.RETURN)
    wait_for(dark_browser, lambda d: path(d) == "/top")
    # The caption loses its tag count (" · 3 tags"); the Most Tagged rows keep theirs.
    wait_for(dark_browser, lambda d: "#123456" in texts(d).split("\n") and " · " not in texts(d))
    live(dark_browser, server, "/colors")
    screenshot(dark_browser, "colr-colors-dark")
    live(dark_browser, server, "/picker")
    screenshot(dark_browser, "colr-picker-dark")


def test_palette_edit_persists_across_reload(server, browser):
    live(browser, server, "/palettes")
    button(browser, "+").click()
    wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, ".vk-title").text == "New Palette")
    name = field(browser, "Name")
    name.click()
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys("Dusk", Keys.RETURN)  # Return moves to Notes, which ends the Name edit and saves it
    wait_for(browser, lambda d: d.switch_to.active_element.get_attribute("placeholder") == "Notes")
    field(browser, "Notes").send_keys("violet hour")
    field(browser, "Name").click()
    wait_for(browser, lambda d: "Saved" in texts(d))
    editor = path(browser)
    assert editor.startswith("/palettes/palette-")
    time.sleep(0.3)
    screenshot(browser, "colr-palette")
    browser.refresh()
    wait_for(browser, lambda d: "vk-live" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
    wait_for(browser, lambda d: field(d, "Name").get_attribute("value") == "Dusk")
    assert field(browser, "Notes").get_attribute("value") == "violet hour"
    button(browser, "Palettes").click()
    wait_for(browser, lambda d: "Dusk" in texts(d) and "violet hour" in texts(d))
    time.sleep(0.6)  # let the pop slide finish before the picture
    screenshot(browser, "colr-palettes")


def test_back_right_after_typing_notes_shows_them(server, browser):
    live(browser, server, "/palettes")
    button(browser, "+").click()
    wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, ".vk-title").text == "New Palette")
    field(browser, "Notes").send_keys("typed then gone")
    # No pause: Back goes out while the notes' save may still be on its way.
    [b for b in browser.find_elements(By.CSS_SELECTOR, ".vk-back") if b.is_displayed()][0].click()
    wait_for(browser, lambda d: path(d) == "/palettes")
    wait_for(browser, lambda d: "typed then gone" in texts(d))
    browser.refresh()
    wait_for(browser, lambda d: "typed then gone" in texts(d))


def own_palette(driver, server, body):
    """A palette made through the API, which this browser may edit: it opens the palette's edit
    link, as a person sent that link would. Returns the created scheme (with its edit token)."""
    created = api(server, "/api/v1/schemes", body)
    driver.get(server.url + f"/p/{created['id']}/edit/{created['editToken']}")
    assert path(driver) == f"/palettes/palette-{created['id']}", path(driver)
    return created


def test_first_paint_carries_the_data_without_script(server, scriptless_browser):
    api(server, "/api/v1/colors/336699/tags", {"tags": ["dusky", "calm"]})
    own_palette(scriptless_browser, server, {"name": "Quiet Harbour", "notes": "no script", "colors": ["336699"]})
    scriptless_browser.get(server.url + "/search/color-336699")
    lines = texts(scriptless_browser).split("\n")
    assert "dusky" in lines and "calm" in lines and "Loading" not in lines
    scriptless_browser.get(server.url + "/top")
    assert " tags" in texts(scriptless_browser) and "Loading" not in texts(scriptless_browser)
    scriptless_browser.get(server.url + "/search/tag-dusky")
    assert "#336699" in texts(scriptless_browser).split("\n")
    scriptless_browser.get(server.url + "/palettes")
    assert "Quiet Harbour" in texts(scriptless_browser) and "no script" in texts(scriptless_browser)


DRAG = """
const [label, values] = arguments;
const slider = document.querySelector(`input[aria-label="${label}"]`);
window.vkSent = [];
window.vkLost = true;
const original = WebSocket.prototype.send;
WebSocket.prototype.send = function (message) {
  try {
    const parsed = JSON.parse(message);
    if (parsed.event && parsed.event.target === slider.id) {
      window.vkSent.push(parsed.event.value);
      // A message lost on a dead link: it is never answered.
      if (window.vkLost) return;
    }
  } catch (_) {}
  return original.call(this, message);
};
let index = 0;
const step = () => {
  slider.value = String(values[index]);
  slider.dispatchEvent(new Event("input", { bubbles: true }));
  index += 1;
  if (index < values.length) requestAnimationFrame(step);
  else { slider.dispatchEvent(new Event("change", { bubbles: true })); window.vkDragged = true; }
};
requestAnimationFrame(step);
"""


def test_a_slider_drag_never_queues(server, browser):
    live(browser, server, "/picker")
    # Two seconds of a brightness drag at the display's frame rate, over a link that loses the
    # first value: while it is unanswered, nothing more of the drag goes out.
    values = [100 - (i % 90) for i in range(120)] + [37]
    browser.execute_script(DRAG, "B", values)
    wait_for(browser, lambda d: d.execute_script("return window.vkDragged === true"))
    assert browser.execute_script("return window.vkSent") == ["100"]
    # The link comes back: the page rejoins and sends only the newest value, the release.
    browser.execute_script("window.vkLost = false; window.ViewKit.dropConnection()")
    # Read in one script: the rejoin may replace the element between a lookup and a read.
    shown = "return (document.querySelector('[aria-label=\"B value\"]') || {}).textContent || ''"
    wait_for(browser, lambda d: d.execute_script(shown).startswith("37"))
    assert browser.execute_script("return window.vkSent") == ["100", "37"]
    wait_for(browser, lambda d: d.execute_script("return window.ViewKit.pending()") == 0)


def test_a_palette_row_with_long_notes_keeps_its_name_readable(server, browser):
    """The name and long notes each keep to one line: the notes never squeeze the name to a letter a line."""
    own_palette(browser, server, {
        "name": "Harbour Dusk", "colors": ["336699", "ffcc00"],
        "notes": "Cool blues for the evening screens, with one warm accent for the call to action"})
    live(browser, server, "/palettes")
    row = wait_for(browser, lambda d: next(
        (e for e in d.find_elements(By.CSS_SELECTOR, ".vk-cell") if "Harbour Dusk" in e.text), None))
    name, notes = row.find_element(By.CSS_SELECTOR, ".vk-cell-text"), row.find_element(By.CSS_SELECTOR, ".vk-cell-detail")
    line = 1.4 * float(browser.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)", name))
    assert name.size["height"] <= line * 1.5, name.size
    assert notes.size["height"] <= line * 1.5, notes.size
    assert row.size["height"] < 80, row.size


def test_a_restart_with_a_new_secret_shows_one_banner_and_back_still_works(tmp_path):
    """A restarted server that cannot read the page's token refuses it: one banner, not two."""
    first = ColrServer(database=str(tmp_path / "colr.sqlite"), secret="before").start()
    driver = make_browser()
    try:
        live(driver, first, "/colors/detail-red")
        first.terminate()
        wait_for(driver, lambda d: "vk-reconnecting" in d.find_element(By.TAG_NAME, "html").get_attribute("class"))
        first.secret = "after"
        first.start()
        wait_for(driver, lambda d: "vk-refused" in d.find_element(By.TAG_NAME, "html").get_attribute("class"), timeout=30)
        banners = [e for e in driver.find_elements(By.CSS_SELECTOR, ".vk-status") if e.is_displayed()]
        assert len(banners) == 1 and "Reload" in banners[0].text, [b.text for b in banners]
        back = driver.find_element(By.CSS_SELECTOR, ".vk-back")
        hit = driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "return arguments[0].contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))", back)
        assert hit, "the banner covers Back"
    finally:
        driver.quit()
        first.close()


def test_current_css_notations_and_what_a_p3_screen_shows(server, browser):
    """A P3 color in Change, a relative color and a rec2020 color in Search: each is read, and
    a color outside sRGB says what a Display P3 screen shows (or that P3 cannot show it)."""
    live(browser, server, "/colors/detail-red")
    button(browser, "Change").click()
    wait_for(browser, lambda d: path(d) == "/colors/detail-red/~change")
    field(browser, "Enter a color").send_keys("color(display-p3 1 0 0)", Keys.RETURN)
    wait_for(browser, lambda d: "A Display P3 screen shows it as color(display-p3 1 0 0)." in texts(d))
    assert path(browser).startswith("/colors/detail-") and path(browser) != "/colors/detail-red"
    time.sleep(0.4)
    screenshot(browser, "colr-detail-p3")
    live(browser, server, "/search")
    field(browser, "#abcabc").send_keys("rgb(from #3366cc calc(255 - r) g b)", Keys.RETURN)
    wait_for(browser, lambda d: path(d) == "/search/color-cc66cc")
    live(browser, server, "/search")
    field(browser, "#abcabc").send_keys("color(rec2020 0 1 0)", Keys.RETURN)
    wait_for(browser, lambda d: "It is outside Display P3 too: color(display-p3 " in texts(d))
    time.sleep(0.4)
    screenshot(browser, "colr-color-wide")
