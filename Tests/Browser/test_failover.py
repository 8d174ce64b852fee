"""Two `colr serve` instances on one PostgreSQL behind HAProxy: one dies, the page carries on.

The page's socket is on the first instance (the balancer sends everything to the first server
while it is up). That instance is killed with SIGKILL, so it says goodbye to nobody. The page
reconnects through the balancer, lands on the second instance, which rebuilds the same screen
from the URL and the text the page still holds in its fields, and the user's next tap works.
"""
import signal
import time

from selenium.webdriver.common.by import By

from colr_testing import ColrServer, tags_of
from conftest import screenshot
from failover_support import HAProxy
from test_colr_app import live
from test_viewkit_demo import button, field, path, texts, wait_for

COLOR = "/search/color-ff00ff"
TYPED = "still here"


def is_live(driver):
    return driver.execute_script(
        "const root = document.documentElement;"
        "const banner = document.querySelector('.vk-status-reconnecting');"
        "return root.classList.contains('vk-live') && !root.classList.contains('vk-reconnecting')"
        "  && (!banner || getComputedStyle(banner).display === 'none');")


WATCH = """
window.failover = {down: null, up: null};
new MutationObserver(() => {
  const live = document.documentElement.classList.contains('vk-live');
  if (!live && failover.down === null) failover.down = Date.now();
  if (live && failover.down !== null && failover.up === null) failover.up = Date.now();
}).observe(document.documentElement, {attributes: true, attributeFilter: ['class']});
"""


def title(driver):
    return driver.find_element(By.CSS_SELECTOR, ".vk-title").text


def test_failover_keeps_the_screen_and_typed_text(postgres_database, browser):
    _, url = postgres_database
    began = time.monotonic()
    first = ColrServer(database=url).start()
    second = ColrServer(database=url).start()
    balancer = HAProxy([("first", first.port), ("second", second.port)], balance="first").start()
    try:
        assert balancer.instance() == "first"

        live(browser, balancer, "/search")
        field(browser, "#abcabc").send_keys("ff00ff")
        button(browser, "Search").click()
        wait_for(browser, lambda d: path(d) == COLOR)
        wait_for(browser, lambda d: "fuchsia" in texts(d) and is_live(d))
        before = title(browser)
        assert "ff00ff" in before.lower()
        tag = field(browser, "tag")
        tag.send_keys(TYPED)
        # Leave the field, as a user glancing away would: the text now lives only in the page
        # (and in the session on the first instance), and no blur will carry it up later.
        browser.execute_script("arguments[0].blur()", tag)
        time.sleep(0.5)  # the throttled input events reach the first instance

        browser.execute_script(WATCH)  # notes when the page loses its socket and gets it back
        killed = time.time() * 1000
        first.process.send_signal(signal.SIGKILL)
        assert first.process.wait(timeout=10) == -signal.SIGKILL
        first.process = None
        wait_for(browser, lambda d: d.execute_script("return failover.up") is not None and is_live(d),
                 timeout=10)
        down, up = browser.execute_script("return [failover.down, failover.up]")
        print(f"\nfailover: socket lost {down - killed:.0f} ms after SIGKILL, "
              f"live again on the second instance {up - killed:.0f} ms after it")

        assert balancer.instance() == "second"
        assert path(browser) == COLOR
        assert title(browser) == before
        assert "fuchsia" in texts(browser) and "magenta" in texts(browser)
        assert field(browser, "tag").get_attribute("value") == TYPED
        time.sleep(0.3)
        screenshot(browser, "colr-failover")

        # The second instance knows the text the page re-sent: Add stores exactly it.
        button(browser, "Add").click()
        wait_for(browser, lambda d: TYPED in texts(d).split("\n"))
        wait_for(browser, lambda d: field(d, "tag").get_attribute("value") == "")
        assert TYPED in tags_of(balancer, "ff00ff")
        print(f"failover test took {time.monotonic() - began:.1f} s")
    finally:
        balancer.close()
        first.close()
        second.close()
