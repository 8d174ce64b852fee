"""The Check a Theme screen in Chromium: a real design system's theme picked (in parts, as it
is larger than one socket message), checked, fixed and downloaded exactly as `colr check --fix`
writes it; a theme dropped and one pasted; keyboard only; axe clean; phone and desktop, light
and dark."""
import json
import os
import shutil
import subprocess
import tempfile
import time
import zipfile

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from colr_testing import COLR_BINARY, ROOT, make_browser
from conftest import screenshot
from test_accessibility import describe, violations
from test_colr_app import live
from test_palettes import downloaded, downloads  # noqa: F401  (a fixture)
from test_viewkit_demo import button, path, texts, wait_for

PRIMER = ROOT / "Tests/TokenFormatsTests/Fixtures/primer"
SMALL = ":root { --page: #ffffff; --ink: #1f2328; --faint: #a0a0a0; }\n" \
        "[data-theme=\"dark\"] { --page: #0d1117; --ink: #e6edf3; --faint: #5c636b; }\n"
SMALL_PAIRS = json.dumps({"pairs": [{"text": "--ink", "on": "--page", "minimum": 4.5},
                                    {"text": "--faint", "on": "--page", "minimum": 4.5}]})


def previews(driver):
    return [e.get_attribute("aria-label") for e in driver.find_elements(By.CSS_SELECTOR, '[aria-label$=" preview"]')
            if e.is_displayed()]


def cli_check(directory, *arguments):
    """`colr check` on copies of Primer's light and dark themes: its JSON report, and the files
    as `--fix` rewrote them."""
    for name in ["light.css", "dark.css", "pairs.json"]:
        shutil.copy(PRIMER / name, os.path.join(directory, name))
    run = subprocess.run([str(COLR_BINARY), "check", "light.css", "dark.css", "--pairs", "pairs.json", *arguments,
                          "--format", "json"], cwd=directory, capture_output=True, timeout=120)
    assert run.returncode in (0, 1), run.stderr
    return json.loads(run.stdout)


def drop(driver, name, text):
    """Drops a file on the picker, as a person dragging it from their desktop would."""
    driver.execute_script("""
        const [name, text] = arguments;
        const files = new DataTransfer();
        files.items.add(new File([text], name));
        const target = document.querySelector('.vk-filepicker');
        for (const type of ['dragover', 'drop']) {
          target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: files }));
        }""", name, text)


def paste(driver, text):
    """Pastes text on the focused element, as Ctrl-V does."""
    driver.execute_script("""
        const data = new DataTransfer();
        data.setData('text/plain', arguments[0]);
        document.activeElement.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }));
        """, text)


def test_a_real_theme_is_checked_fixed_and_downloaded_as_the_cli_fixes_it(server, downloads):
    driver, directory = downloads
    live(driver, server, "/palettes")
    button(driver, "Import").click()
    button(driver, "Check a Theme").click()
    wait_for(driver, lambda d: path(d) == "/palettes/check-theme")
    picker = driver.find_element(By.CSS_SELECTOR, "input[type=file][multiple]")
    # Three files of 80–180 KB: each goes up in parts.
    picker.send_keys("\n".join(str(PRIMER / name) for name in ["light.css", "dark.css", "pairs.json"]))
    with tempfile.TemporaryDirectory() as work:
        holds = cli_check(work)
    wait_for(driver, lambda d: f"Every pair holds: {len(holds['checks'])} checks in 2 modes." in texts(d), 90)
    assert "pairs.json (pairs, 172 KB)" in texts(driver)

    button(driver, "AAA").click()
    with tempfile.TemporaryDirectory() as work:
        report = cli_check(work, "--target", "aaa")
    with tempfile.TemporaryDirectory() as work:
        cli_check(work, "--target", "aaa", "--fix")
        fixed = {name: open(os.path.join(work, name), "rb").read() for name in ["light.css", "dark.css"]}
    failing = [c for c in report["checks"] if not c["passes"]]
    proposed = [f for f in report["fixes"] if f.get("to")]
    summary = f"{len(failing)} of {len(report['checks'])} checks fail, in 2 of 2 modes; {len(proposed)} fixes proposed."
    wait_for(driver, lambda d: summary in texts(d), 120)
    first = next(c for c in failing if c["mode"] == "light")
    assert f"✕ {first['text']} on {first['on']}: " in texts(driver)
    assert previews(driver) == ["light preview"]

    button(driver, "With the fixes").click()
    wait_for(driver, lambda d: previews(d) == ["light with the fixes preview"])
    button(driver, "dark").click()
    wait_for(driver, lambda d: previews(d) == ["dark with the fixes preview"])
    labels = [e.get_attribute("aria-label") for e in driver.find_elements(By.CSS_SELECTOR, "[aria-label$=' passes']")]
    assert any(" after: " in label for label in labels), labels
    screenshot(driver, "colr-check-theme-desktop")
    driver.execute_script("document.querySelector('[aria-label$=\" preview\"]').scrollIntoView()")
    screenshot(driver, "colr-check-theme-desktop-preview")

    button(driver, "Download Fixed Files").click()
    archive = wait_for(driver, downloaded(directory, ".zip"), 30)
    time.sleep(0.3)
    with zipfile.ZipFile(archive) as zipped:
        assert sorted(zipped.namelist()) == ["dark.css", "light.css"]
        for name in zipped.namelist():
            assert zipped.read(name) == fixed[name], name + " differs from what colr check --fix writes"


def test_dropped_and_pasted_themes_by_keyboard_on_a_phone_light_and_dark(server):
    for dark in [False, True]:
        driver = make_browser(dark=dark)
        try:
            driver.set_script_timeout(30)
            live(driver, server, "/palettes/check-theme")
            wait_for(driver, lambda d: "Choose Theme Files" in texts(d))
            # Keyboard only: Tab reaches the picker; a paste there is a theme file.
            body = driver.find_element(By.TAG_NAME, "body")
            for _ in range(12):
                body.send_keys(Keys.TAB)
                focused = driver.switch_to.active_element
                if focused.get_attribute("type") == "file":
                    break
            assert driver.switch_to.active_element.get_attribute("type") == "file"
            paste(driver, SMALL)
            wait_for(driver, lambda d: "No pairs to check" in texts(d))
            drop(driver, "pairs.json", SMALL_PAIRS)
            wait_for(driver, lambda d: "2 of 4 checks fail, in 2 of 2 modes; 2 fixes proposed." in texts(d))
            assert "pasted (theme, 136 bytes)" in texts(driver)
            assert "✕ --faint on --page: 2.61:1, needs 4.5:1. Fix: --faint #A0A0A0 → #767676." in texts(driver)
            time.sleep(0.3)
            found = violations(driver)
            assert not found, describe(found)
            button(driver, "Deuteranopia").click()
            wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, 'button[aria-label="Deuteranopia, selected"]'))
            time.sleep(0.3)
            found = violations(driver)
            assert not found, "deuteranopia: " + describe(found)
            screenshot(driver, "colr-check-theme-phone" + ("-dark" if dark else ""))
            driver.execute_script("document.querySelector('[aria-label$=\" preview\"]').scrollIntoView()")
            screenshot(driver, "colr-check-theme-phone-preview" + ("-dark" if dark else ""))
            # Under the preview on a phone, the failing pairs keep their height: nothing overlaps.
            pairs_bottom, caption_top = driver.execute_script("""
                const pairs = document.querySelector('[aria-label="Failing pairs, before and after their fixes"]');
                const caption = [...document.querySelectorAll('.vk-label')].find((e) => e.textContent.startsWith('The sample shows'));
                return [pairs.getBoundingClientRect().bottom, caption.getBoundingClientRect().top];""")
            assert pairs_bottom <= caption_top + 1, (pairs_bottom, caption_top)
        finally:
            driver.quit()


def test_the_desktop_shows_every_mode_side_by_side_axe_clean(server):
    driver = make_browser(dark=True, width=1440, height=900)
    try:
        driver.set_script_timeout(30)
        live(driver, server, "/palettes/check-theme")
        wait_for(driver, lambda d: "Choose Theme Files" in texts(d))
        drop(driver, "theme.css", SMALL)
        drop(driver, "pairs.json", SMALL_PAIRS)
        wait_for(driver, lambda d: "2 of 4 checks fail" in texts(d))
        cards = driver.find_elements(By.CSS_SELECTOR, '[aria-label^="Mode "]')
        tops = {round(card.rect["y"]) for card in cards}
        assert len(cards) == 2 and len(tops) == 1, "the two modes side by side"
        time.sleep(0.3)
        found = violations(driver)
        assert not found, describe(found)
        screenshot(driver, "colr-check-theme-desktop-dark")
    finally:
        driver.quit()
