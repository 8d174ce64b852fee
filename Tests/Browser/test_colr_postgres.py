"""The app on PostgreSQL in a real Chromium: two server instances, and a store that fails."""
import time

from colr_testing import ColrServer, make_browser, postgres
from conftest import screenshot
from test_colr_app import live
from test_viewkit_demo import button, field, texts, wait_for


def test_two_instances_show_one_tag_live(postgres_database, browser):
    _, url = postgres_database
    first = ColrServer(database=url).start()
    second = ColrServer(database=url).start()
    other = make_browser()
    try:
        live(browser, first, "/search/color-00ff00")
        live(other, second, "/search/color-00ff00")
        wait_for(other, lambda d: "lime" in texts(d).split("\n"))
        time.sleep(1)  # each instance's LISTEN connection opens in the background
        field(browser, "tag").send_keys("across servers")
        button(browser, "Add").click()
        wait_for(other, lambda d: "across servers" in texts(d).split("\n"))
    finally:
        other.quit()
        first.close()
        second.close()


def test_add_failure_says_so_and_recovers(postgres_database, browser):
    name, url = postgres_database
    server = ColrServer(database=url).start()
    try:
        live(browser, server, "/search/color-ff00ff")
        postgres(f"ALTER DATABASE {name} ALLOW_CONNECTIONS false")
        postgres(f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'")
        time.sleep(1)  # terminating a backend is a signal; give the backends a moment to go
        field(browser, "tag").send_keys("lost")
        button(browser, "Add").click()
        wait_for(browser, lambda d: field(d, "tag").get_attribute("value") == "Failed :(", timeout=30)
        assert button(browser, "Add").is_enabled()
        assert field(browser, "tag").is_enabled()
        time.sleep(0.3)
        screenshot(browser, "colr-add-failed")
        postgres(f"ALTER DATABASE {name} ALLOW_CONNECTIONS true")
        tag = field(browser, "tag")
        tag.clear()
        tag.send_keys("found")
        deadline = time.time() + 30
        while "found" not in texts(browser).split("\n") and time.time() < deadline:
            button(browser, "Add").click()
            time.sleep(1)
            if field(browser, "tag").get_attribute("value") == "Failed :(":
                tag = field(browser, "tag")
                tag.clear()
                tag.send_keys("found")
        assert "found" in texts(browser).split("\n")
        assert "lost" not in texts(browser).split("\n")
    finally:
        server.close()


PAUSED = "Changes from others are paused while Colr reconnects"


def test_a_page_says_while_changes_from_others_are_paused(postgres_database, browser):
    """While the instance cannot listen for other instances' changes, every page says so in a
    quiet notice (a status, inside the screen, axe-clean at phone and desktop size, light and
    dark), and stops saying so once the instance listens again."""
    from selenium.webdriver.common.by import By
    from test_accessibility import describe, violations

    name, url = postgres_database
    server = ColrServer(database=url).start()
    desktop = make_browser(width=1440, height=900)
    pages = {"phone": browser, "desktop": desktop}
    try:
        live(browser, server, "/search/color-ff00ff")
        live(desktop, server, "/palettes")
        for driver in pages.values():
            assert PAUSED not in texts(driver)
        postgres(f"ALTER DATABASE {name} ALLOW_CONNECTIONS false")
        postgres(f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'")
        for size, driver in pages.items():
            wait_for(driver, lambda d: PAUSED in texts(d), timeout=30)
            notice = driver.find_element(By.ID, "vk-notice")
            assert notice.get_attribute("role") == "status"
            box = driver.execute_script(
                "const r = arguments[0].getBoundingClientRect();"
                "return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight]", notice)
            left, top, right, bottom, width, height = box
            assert 0 <= left and right <= width and 0 <= top and bottom <= height, f"{size}: {box}"
        for theme in ("light", "dark"):
            for size, driver in pages.items():
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                    "features": [{"name": "prefers-color-scheme", "value": theme}]})
                time.sleep(0.3)
                found = violations(driver)
                assert not found, f"{size} {theme}:\n{describe(found)}"
                screenshot(driver, f"colr-changes-paused-{size}-{theme}")
        postgres(f"ALTER DATABASE {name} ALLOW_CONNECTIONS true")
        for driver in pages.values():
            wait_for(driver, lambda d: PAUSED not in texts(d), timeout=30)
    finally:
        postgres(f"ALTER DATABASE {name} ALLOW_CONNECTIONS true")
        desktop.quit()
        server.close()
