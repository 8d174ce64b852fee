"""Palettes live between browsers: real Chromiums on one palette see each other's edits without
reloading, every edit kept, count each other as company, and ring the color another is on.

The first test takes the screenshots; the others run twice, on one instance and on two
instances on one PostgreSQL behind HAProxy (see live_topologies.py)."""
import time

from colr_testing import make_browser, stored_palette
from conftest import screenshot
from live_topologies import Balanced, topology  # noqa: F401  (a fixture)
from test_colr_app import live, own_palette
from test_history import settled
from test_viewkit_demo import texts, wait_for

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


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
        wait_for(phone, lambda d: d.find_elements(By.CSS_SELECTOR, '[aria-label="Another editor is on this color"]:not([hidden])'))

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


# Keeps, in a page, every text the status line shows, so a failure can say what each browser saw.
WATCH_STATUS = """
window.statuses = [];
const read = () => (document.querySelector('[aria-label="Status"]') || {}).textContent || '';
let shown = read();
new MutationObserver(() => {
  const now = read();
  if (now !== shown) { shown = now; window.statuses.push(now); }
}).observe(document.body, { subtree: true, childList: true, characterData: true });
"""


def state(driver):
    """What a browser shows of the palette, for a failure's message."""
    return driver.execute_script(
        "const v = (p) => (document.querySelector(`input[placeholder=\"${p}\"]`) || {}).value;"
        "return { name: v('Name'), notes: v('Notes'), statuses: window.statuses || [],"
        " order: [...document.querySelectorAll('[aria-label^=\"Remove #\"]')]"
        "   .map((b) => b.getAttribute('aria-label').slice(7)).join(' ') };")


def until(drivers, what, condition, timeout=20, created=None, topology=None):
    """Waits for `condition` in each browser; on a timeout, fails saying what every browser
    shows (and the stored palette), rather than only that the wait ran out."""
    for index, driver in enumerate(drivers):
        try:
            wait_for(driver, condition, timeout=timeout)
        except TimeoutException:
            shown = [state(d) for d in drivers]
            stored = stored_palette(topology, created) if created and topology else None
            raise AssertionError(f"browser {index} never showed {what}; browsers: {shown}; stored: {stored}")


def open_together(topology, drivers, body):
    """A palette made through the API, opened by its edit link in every browser, each kept to
    its instance; returns it once every browser counts the others as company."""
    for index, driver in enumerate(drivers):
        topology.pin(driver, index)
    created = own_palette(drivers[0], topology, body)
    for driver in drivers[1:]:
        driver.get(topology.url + f"/p/{created['id']}/edit/{created['editToken']}")
    for driver in drivers:
        live(driver, topology, f"/palettes/palette-{created['id']}")
    if isinstance(topology, Balanced):
        # Each edit really crosses instances: neighbours are on different ones.
        instances = topology.instances(drivers)
        assert instances == [Balanced.names[i % 2] for i in range(len(drivers))], instances
    company = f"{len(drivers) - 1} other{'s' if len(drivers) > 2 else ''} here"
    for driver in drivers:
        wait_for(driver, lambda d: company in texts(d), timeout=20)
        driver.execute_script(WATCH_STATUS)
    return created


def retype(element, text):
    """Replaces a field's text as a person does, selecting it all and typing over it (Selenium's
    clear() also leaves the field, which ends an edit and saves the empty text on its own)."""
    element.click()
    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(text)


def click(driver, label):
    """Clicks in the page itself, so two browsers' clicks leave within a few milliseconds."""
    driver.execute_script(f"document.querySelector('[aria-label=\"{label}\"]').click()")


def test_palette_edits_show_on_every_screen_with_a_latency_figure(topology):
    """Two browsers; each of 20 edits on one shows on the other. Prints how long each took to
    become visible (a figure, not a bound)."""
    one, two = make_browser(), make_browser()
    try:
        open_together(topology, [one, two], {"name": "Across", "colors": ["ff6347", "2e8b57", "4682b4", "daa520"]})
        two.execute_script(WATCH_ORDER)
        latencies = []
        for _ in range(20):
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
        print(f"\npalette edit visible on the other screen, {topology.name}: "
              f"p50 {p50} ms, p99 {p99} ms over {len(latencies)} edits")
        assert len(latencies) == 20
    finally:
        one.quit()
        two.quit()


def test_two_editors_merge_per_color_and_typing_is_never_overwritten(topology):
    one, two = make_browser(), make_browser(dark=True, width=1280, height=900)
    try:
        created = open_together(
            topology, [one, two], {"name": "Harbour", "colors": ["ff6347", "2e8b57", "4682b4", "daa520"]})

        # Different colors changed at once: one removes a color while the other moves another.
        click(one, "Remove #FF6347")
        click(two, "Move #DAA520 up")
        until([one, two], "the merged order", lambda d: current_order(d) == "#2E8B57 #DAA520 #4682B4",
              created=created, topology=topology)
        # The color the other moved is ringed here, on whichever instance each is.
        until([one], "the ring on the other's color", lambda d: d.find_elements(
            By.CSS_SELECTOR, '[aria-label="Another editor is on this color"]:not([hidden])'),
              created=created, topology=topology)

        # One is typing a name when the other saves a different one: the typing stays.
        name = field(one, "Name")
        name.click()
        name.send_keys(Keys.END, " North")
        # "Typing" means the keystrokes have reached this editor's session: a change that lands
        # before the first one does finds a field nobody has edited yet.
        settled(one)
        retype(field(two, "Name"), "Bay")
        two.execute_script("document.activeElement.blur()")
        # The other's name reaches this screen (its title shows it) while the field keeps the typing.
        until([one], "the other's name in the title", lambda d: "Bay" in texts(d)
              and "Updated with another editor's change" in texts(d), created=created, topology=topology)
        assert field(one, "Name").get_attribute("value") == "Harbour North"
        # Finishing the edit saves it, and says whose value it replaced; the other screen shows it.
        one.execute_script("document.activeElement.blur()")
        until([one, two], "whose name was replaced",
              lambda d: d is two or "Saved. Your name replaced “Bay”, another editor's." in texts(d),
              created=created, topology=topology)
        until([two, one], "the saved name", lambda d: d is one or field(d, "Name").get_attribute("value") == "Harbour North",
              created=created, topology=topology)

        # Nothing was lost: the stored palette is the merge, and the history has every save.
        stored = stored_palette(topology, created)
        assert stored["name"] == "Harbour North"
        assert [c.lower() for c in stored["colors"]] == ["2e8b57", "daa520", "4682b4"]
        history = stored_palette(topology, created, "/history")
        names = [revision["name"] for revision in history["revisions"]]
        assert "Bay" in names and names[0] == "Harbour North", names

        # One leaves: the other is alone within seconds.
        two.quit()
        two = None
        wait_for(one, lambda d: "other here" not in texts(d), timeout=20)
    finally:
        one.quit()
        if two:
            two.quit()


def test_three_editors_each_change_something_and_all_keep_everything(topology):
    browsers = [make_browser() for _ in range(3)]
    try:
        created = open_together(topology, browsers, {"name": "Three", "colors": ["112233", "445566", "778899"]})
        first, second, third = browsers
        # Three edits at once: a name, notes and a removed color, each from its own browser.
        retype(field(first, "Name"), "Trio")
        field(second, "Notes").send_keys("three of us")
        for driver in (first, second):
            driver.execute_script("document.activeElement.blur()")
        click(third, "Remove #445566")
        until(browsers, "all three edits",
              lambda d: field(d, "Name").get_attribute("value") == "Trio"
              and field(d, "Notes").get_attribute("value") == "three of us"
              and current_order(d) == "#112233 #778899", created=created, topology=topology)
        stored = stored_palette(topology, created)
        assert (stored["name"], stored["notes"]) == ("Trio", "three of us")
        assert [c.lower() for c in stored["colors"]] == ["112233", "778899"]

        # One leaves: the other two count one other each.
        browsers.pop().quit()
        for driver in browsers:
            wait_for(driver, lambda d: "1 other here" in texts(d), timeout=20)
    finally:
        for driver in browsers:
            driver.quit()


def at_the_same_moment(actions):
    """Each browser clicks its buttons (by label, in order) at one shared moment, dispatched in
    the page by a timer, so the edits leave within milliseconds of each other."""
    moment = int(time.time() * 1000) + 600
    for driver, labels in actions:
        driver.execute_script(
            "const [labels, at] = arguments;"
            "setTimeout(() => { for (const label of labels) {"
            "  document.querySelector(`[aria-label=\"${label}\"]`).click(); } },"
            " Math.max(0, at - Date.now()));", labels, moment)


# The co-editing cases: what each editor does at the same moment, and the palette that must
# result. Colors are named by letter; every editor sees the starting palette when it acts.
CO_EDITS = [
    ("neighbours removed", "ABCD", [["Remove A"], ["Remove B"]], "CD"),
    ("a removal and a move of another", "ABC", [["Remove B"], ["Move A down"]], "AC"),
    ("a removal and a move of the same color", "AB", [["Remove B"], ["Move B up"]], "A"),
    ("three editors remove three neighbours each", "ABCDEFGHIJKL",
     [["Remove A", "Remove B", "Remove C"], ["Remove D", "Remove E", "Remove F"],
      ["Remove G", "Remove H", "Remove I"]], "JKL"),
    ("removals apart", "ABCD", [["Remove A"], ["Remove C"]], "BD"),
]
LETTERS = {letter: f"#{index * 20 + 16:02X}{200 - index * 15:02X}{(index * 53) % 256:02X}"
           for index, letter in enumerate("ABCDEFGHIJKL")}


def test_three_browsers_edit_at_the_same_moment_and_every_acknowledged_edit_holds(topology):
    """Each row of CO_EDITS done by separate browsers at the same moment: every browser and
    the database end with the palette the editors meant, and no browser says "Saved" of an
    edit that was not kept."""
    browsers = [make_browser() for _ in range(3)]
    try:
        for what, start, edits, expected in CO_EDITS:
            colors = [LETTERS[letter] for letter in start]
            created = open_together(topology, browsers, {"name": what, "colors": [c[1:] for c in colors]})
            for driver in browsers:
                until([driver], f"{what}: the starting palette", lambda d: current_order(d) == " ".join(colors),
                      created=created, topology=topology)

            def label(action):
                # "Remove A" is "Remove #10C800"; "Move A down" is "Move #10C800 down".
                words = action.split(" ")
                return " ".join([words[0], LETTERS[words[1]]] + words[2:])
            at_the_same_moment([(browsers[i], [label(a) for a in actions]) for i, actions in enumerate(edits)])

            want = " ".join(LETTERS[letter] for letter in expected)
            until(browsers, f"{what}: {expected}", lambda d: current_order(d) == want, created=created,
                  topology=topology)
            stored = stored_palette(topology, created)
            assert ["#" + c.upper() for c in stored["colors"]] == want.split(" "), (what, stored)
            # Each editor was told the truth: saved, or exactly why not; never a failure.
            for index, driver in enumerate(browsers[:len(edits)]):
                wait_for(driver, lambda d: state(d)["statuses"] and state(d)["statuses"][-1] != "Saving…",
                         timeout=20)
                said = state(driver)["statuses"]
                assert not any(s.startswith("Failed") for s in said), (what, index, said)
                moved = any(a.startswith("Move") for a in edits[index])
                if moved and what.endswith("same color"):
                    # Saved when the move landed first; told why not when the removal did.
                    refused = f"Not saved: another editor removed {LETTERS['B']}, so it could not be moved."
                    assert ("Saved" in said) != (refused in said), (what, said)
                else:
                    assert "Saved" in said and not any(s.startswith("Not saved") for s in said), (what, index, said)
            # The history holds each editor's revision and never brings a removed color back.
            history = stored_palette(topology, created, "/history")["revisions"]
            kept = [set(r["colors"]) for r in reversed(history)]
            assert all(later <= earlier for earlier, later in zip(kept, kept[1:])), (what, history)
    finally:
        for driver in browsers:
            driver.quit()
