"""Palettes live between browsers: two real Chromiums on one palette (a phone, light, and a
desktop, dark) see each other's edits without reloading, both edits kept, count each other as
company, and ring the color the other is on. Screenshots of both, for people to look at."""
import time

from conftest import make_browser, screenshot
from test_colr_app import live, own_palette
from test_viewkit_demo import texts, wait_for

from selenium.webdriver.common.by import By


def field(driver, placeholder):
    return driver.find_element(By.CSS_SELECTOR, f'input[placeholder="{placeholder}"]')


def test_two_browsers_edit_one_palette_live(server):
    phone = make_browser()
    desktop = make_browser(dark=True, width=1280, height=900)
    try:
        created = own_palette(phone, server, {"name": "Shared Sea", "colors": ["ff6347", "2e8b57", "4682b4"]})
        desktop.get(server.url + f"/p/{created['id']}/edit/{created['editToken']}")
        page = f"/palettes/palette-{created['id']}"
        live(phone, server, page)
        live(desktop, server, page)
        # Each counts the other as company.
        wait_for(phone, lambda d: "1 other here" in texts(d))
        wait_for(desktop, lambda d: "1 other here" in texts(d))

        # The desktop moves a color: the phone shows the new order, and rings that color.
        desktop.find_element(By.CSS_SELECTOR, '[aria-label="Move #4682B4 up"]').click()
        wait_for(phone, lambda d: texts(d).index("#4682B4") < texts(d).index("#2E8B57"))
        wait_for(phone, lambda d: d.find_elements(By.CSS_SELECTOR, '[aria-label="Another editor is on this color"]'))

        # Both edit at once, different fields: both kept, on both screens.
        name = field(phone, "Name")
        name.clear()
        name.send_keys("Harbour Lights")
        notes = field(desktop, "Notes")
        notes.send_keys("for the site")
        # Leaving a field ends its edit, which saves it.
        for driver in (phone, desktop):
            driver.execute_script("document.activeElement.blur()")
        wait_for(desktop, lambda d: field(d, "Name").get_attribute("value") == "Harbour Lights")
        wait_for(phone, lambda d: field(d, "Notes").get_attribute("value") == "for the site")
        time.sleep(0.5)  # let the rings and counts settle for the pictures
        screenshot(phone, "palette-live-phone")
        screenshot(desktop, "palette-live-desktop-dark")
        # And each in the other appearance.
        for driver, scheme, name in ((phone, "dark", "palette-live-phone-dark"), (desktop, "light", "palette-live-desktop")):
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            time.sleep(0.3)
            screenshot(driver, name)

        # The desktop closes its tab: the phone is alone again within seconds.
        desktop.quit()
        desktop = None
        wait_for(phone, lambda d: "1 other here" not in texts(d), timeout=20)
    finally:
        phone.quit()
        if desktop:
            desktop.quit()


# Records, in a page, when each new order of the palette's colors first shows.
WATCH_ORDER = """
window.orders = [];
const order = () => [...document.querySelectorAll('[aria-label^="Remove #"]')]
  .map((b) => b.getAttribute('aria-label').slice(7)).join(' ');
let last = order();
new MutationObserver(() => {
  const now = order();
  if (now !== last) { last = now; window.orders.push({ t: Date.now(), order: now }); }
}).observe(document.body, { subtree: true, childList: true, attributes: true });
"""


def current_order(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('[aria-label^=\"Remove #\"]')]"
        ".map((b) => b.getAttribute('aria-label').slice(7)).join(' ')")


def test_palette_edits_cross_instances_on_one_postgresql(postgres_database):
    """Two instances on one PostgreSQL, a browser on each: every edit on one shows on the other.
    Prints how long each took to become visible (a figure, not a bound)."""
    from conftest import Server

    _, url = postgres_database
    first = Server(database=url).start()
    second = Server(database=url).start()
    one = make_browser()
    two = make_browser()
    try:
        created = own_palette(one, first, {"name": "Across", "colors": ["ff6347", "2e8b57", "4682b4", "daa520"]})
        two.get(second.url + f"/p/{created['id']}/edit/{created['editToken']}")
        page = f"/palettes/palette-{created['id']}"
        live(one, first, page)
        live(two, second, page)
        wait_for(two, lambda d: "1 other here" in texts(d), timeout=20)
        two.execute_script(WATCH_ORDER)
        latencies = []
        for round_number in range(20):
            # The last color moves up, clicked in the page itself (Selenium's own clicks are slow).
            last = current_order(one).split(" ")[-1]
            sent = one.execute_script(
                f"const b = document.querySelector('[aria-label=\"Move {last} up\"]'); const t = Date.now(); b.click(); return t;")
            wait_for(one, lambda d: current_order(d).split(" ")[-1] != last)
            expected = current_order(one)
            wait_for(two, lambda d: any(o["order"] == expected for o in d.execute_script("return window.orders")), timeout=20)
            seen = next(o["t"] for o in two.execute_script("return window.orders") if o["order"] == expected)
            latencies.append(seen - sent)
            two.execute_script("window.orders = []")
        latencies.sort()
        p50 = latencies[len(latencies) // 2]
        p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        print(f"\npalette edit on one instance, visible on the other: p50 {p50} ms, p99 {p99} ms over {len(latencies)} edits")
        assert len(latencies) == 20
    finally:
        one.quit()
        two.quit()
        first.stop()
        second.stop()


def test_three_browsers_count_each_other_and_one_leaving_is_seen(server):
    """Company across three pages: each counts two others; one leaving is seen by the rest."""
    browsers = [make_browser() for _ in range(3)]
    try:
        created = own_palette(browsers[0], server, {"name": "Three", "colors": ["112233", "445566"]})
        for driver in browsers[1:]:
            driver.get(server.url + f"/p/{created['id']}/edit/{created['editToken']}")
        for driver in browsers:
            live(driver, server, f"/palettes/palette-{created['id']}")
        for driver in browsers:
            wait_for(driver, lambda d: "2 others here" in texts(d), timeout=20)
        browsers.pop().quit()
        for driver in browsers:
            wait_for(driver, lambda d: "1 other here" in texts(d), timeout=20)
    finally:
        for driver in browsers:
            driver.quit()
