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
