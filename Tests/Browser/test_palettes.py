"""Palettes in Chromium: choosing a palette for a color, moving and removing colors, sharing,
exporting (Copy and Download), and a share link read with script off."""
import json
import os
import pathlib
import re
import struct
import shutil
import subprocess
import tempfile
import time
import urllib.request
import zipfile
import zlib

import pytest
from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver.common.by import By

from colr_testing import api, make_browser, stored_palette
from conftest import screenshot
from test_colr_app import live, own_palette
from test_viewkit_demo import button, in_sheet, path, texts, wait_for


def labelled(driver, label):
    """The visible button whose accessible name is `label` (its aria-label or its text), waited
    for: a patch that lands while the buttons are read replaces them, which means look again."""
    def find(d):
        for element in d.find_elements(By.CSS_SELECTOR, "button"):
            if element.is_displayed() and (element.get_attribute("aria-label") == label or element.text == label):
                return element
        return None
    try:
        return wait_for(driver, find)
    except TimeoutException:
        raise AssertionError(f"no visible button named {label!r}; screen says {texts(driver)!r}")


def page_text(driver):
    return driver.find_element(By.TAG_NAME, "body").text


def click_when_settled(driver, selector):
    """Clicks what `selector` finds, or None when the page has just replaced it or a screen is
    still sliding in over it (wait_for retries)."""
    try:
        driver.find_element(By.CSS_SELECTOR, selector).click()
        return True
    except (StaleElementReferenceException, NoSuchElementException, ElementNotInteractableException,
            ElementClickInterceptedException):
        return None


def test_add_a_color_to_a_chosen_palette(server, browser):
    sea = own_palette(browser, server, {"name": "Chooser Sea", "colors": ["112233"]})
    own_palette(browser, server, {"name": "Chooser Sky", "colors": ["87ceeb"]})
    live(browser, server, "/search/color-ff6347")
    button(browser, "Add to Palette").click()
    wait_for(browser, lambda d: path(d) == "/search/color-ff6347/~add-to-palette")
    wait_for(browser, lambda d: "Chooser Sea" in texts(d) and "New Palette" in texts(d))
    in_sheet(browser, "Chooser Sea").click()
    wait_for(browser, lambda d: path(d) == "/search/color-ff6347")
    wait_for(browser, lambda d: "Added to “Chooser Sea”" in texts(d))
    assert stored_palette(server, sea)["colors"] == ["112233", "ff6347"]
    # Cancel closes the chooser and adds nothing.
    button(browser, "Added to “Chooser Sea”").click()
    wait_for(browser, lambda d: "New Palette" in texts(d))
    in_sheet(browser, "Cancel").click()
    wait_for(browser, lambda d: path(d) == "/search/color-ff6347")
    assert stored_palette(server, sea)["colors"] == ["112233", "ff6347"]


def test_move_and_remove_colors(server, browser):
    created = own_palette(browser, server, {"name": "Reorder Me", "colors": ["ff0000", "00ff00", "0000ff"]})
    live(browser, server, f"/palettes/palette-{created['id']}")
    labelled(browser, "Move #0000FF up").click()
    wait_for(browser, lambda d: stored_palette(server, created)["colors"] == ["ff0000", "0000ff", "00ff00"])
    wait_for(browser, lambda d: texts(d).index("#0000FF") < texts(d).index("#00FF00"))
    labelled(browser, "Remove #FF0000").click()
    wait_for(browser, lambda d: stored_palette(server, created)["colors"] == ["0000ff", "00ff00"])
    wait_for(browser, lambda d: "#FF0000" not in texts(d))
    browser.refresh()
    wait_for(browser, lambda d: "#0000FF" in texts(d) and "#FF0000" not in texts(d))


@pytest.fixture
def downloads():
    directory = tempfile.mkdtemp(prefix="colr-downloads-")
    driver = make_browser(width=1280, height=900)
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": directory})
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    yield driver, directory
    driver.quit()
    shutil.rmtree(directory, ignore_errors=True)


def downloaded(directory, suffix):
    def finished(_):
        names = [n for n in os.listdir(directory) if n.endswith(suffix) and not n.endswith(".crdownload")]
        return os.path.join(directory, names[0]) if names else None
    return finished


def clipboard(driver):
    return driver.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.readText().then(done, (e) => done('error: ' + e))")


def test_export_downloads_a_swift_enum_that_typechecks_and_an_asset_catalog(server, downloads):
    driver, directory = downloads
    created = own_palette(driver, server, {"name": "Harbour Lights", "colors": ["ff6347", "003366", "ffd700"]})
    live(driver, server, f"/palettes/palette-{created['id']}")
    button(driver, "Export").click()
    wait_for(driver, lambda d: "Xcode asset catalog" in texts(d))
    in_sheet(driver, "Download Swift enum").click()
    source = wait_for(driver, downloaded(directory, ".swift"))
    # The enum typechecks here, on Linux, without UIKit: its platform imports are guarded.
    result = subprocess.run(["swiftc", "-typecheck", source], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    text = open(source).read()
    assert "enum AppColor" in text and "case tomato" in text

    in_sheet(driver, "Download Xcode asset catalog").click()
    archive = wait_for(driver, downloaded(directory, ".zip"))
    time.sleep(0.3)
    with zipfile.ZipFile(archive) as catalog:
        names = catalog.namelist()
        top = names[0].split("/")[0]
        assert top.endswith(".xcassets"), names
        assert f"{top}/Contents.json" in names
        colorsets = [n for n in names if n.endswith(".colorset/Contents.json")]
        assert len(colorsets) == 3, names
        contents = json.loads(catalog.read(colorsets[0]))
        appearances = [c.get("appearances") for c in contents["colors"]]
        assert None in appearances and any(a and a[0]["value"] == "dark" for a in appearances), contents

    in_sheet(driver, "Copy CSS variables").click()
    wait_for(driver, lambda d: "Copied the CSS variables" in texts(d))
    wait_for(driver, lambda d: "--tomato: #ff6347;" in clipboard(d))


def test_copy_a_hex_from_a_color_screen(server, downloads):
    driver, _ = downloads
    live(driver, server, "/colors/detail-blue")
    button(driver, "Copy").click()
    wait_for(driver, lambda d: "#0000FF" in texts(d))
    in_sheet(driver, "#0000FF").click()
    wait_for(driver, lambda d: "Copied" in texts(d))
    wait_for(driver, lambda d: clipboard(d) == "#0000FF")
    in_sheet(driver, "rgb(0 0 255)").click()
    wait_for(driver, lambda d: clipboard(d) == "rgb(0 0 255)")
    # hsl and oklch too: each copies exactly what the sheet shows, and that is blue.
    for prefix, hue in (("hsl(", 240), ("oklch(", 264)):
        shown = next(t for t in texts(driver).split("\n") if t.startswith(prefix))
        assert round(float(shown[len(prefix):].split()[2 if prefix == "oklch(" else 0].rstrip(")"))) == hue, shown
        in_sheet(driver, shown).click()
        wait_for(driver, lambda d, shown=shown: clipboard(d) == shown)
    in_sheet(driver, "Done").click()
    wait_for(driver, lambda d: path(d) == "/colors/detail-blue")


def test_share_link_reads_without_script_and_unfurls(server, browser, scriptless_browser):
    created = own_palette(browser, server, {"name": "Shared <Dusk>", "notes": "for the evening",
                                            "colors": ["336699", "ffcc00"]})
    live(browser, server, f"/palettes/palette-{created['id']}")
    button(browser, "Share").click()
    wait_for(browser, lambda d: "Share View Link" in texts(d))
    in_sheet(browser, "Share View Link").click()
    wait_for(browser, lambda d: f"/p/{created['id']}" in texts(d))
    # A second browser, without script and without the owner's cookie, reads the link.
    scriptless_browser.get(server.url + f"/p/{created['id']}")
    shown = page_text(scriptless_browser)
    assert "Shared <Dusk>" in shown and "#336699" in shown and "for the evening" in shown
    image = scriptless_browser.find_element(By.CSS_SELECTOR, 'meta[property="og:image"]').get_attribute("content")
    assert image == server.url + f"/p/{created['id']}/og.png"
    png = urllib.request.urlopen(image, timeout=10).read()
    assert png.startswith(b"\x89PNG") and int.from_bytes(png[16:20], "big") == 1200
    # The editor itself stays the owner's: the other browser may look, not change.
    scriptless_browser.get(server.url + f"/palettes/palette-{created['id']}")
    assert "View only" in texts(scriptless_browser)
    assert not [b for b in scriptless_browser.find_elements(By.CSS_SELECTOR, "button") if b.text == "Share" and b.is_displayed()]
    in_sheet(browser, "Stop Sharing").click()
    wait_for(browser, lambda d: "Only you and your editors can see it." in texts(d))
    scriptless_browser.get(server.url + f"/p/{created['id']}")
    assert "No palette here" in page_text(scriptless_browser)


def test_import_a_palette_file(server, browser, tmp_path):
    live(browser, server, "/palettes")
    button(browser, "Import").click()
    wait_for(browser, lambda d: "Choose a File" in texts(d))
    picker = browser.find_element(By.CSS_SELECTOR, ".vk-modal input[type=file]")
    too_big = tmp_path / "huge.gpl"
    too_big.write_text("GIMP Palette\n" + "0 0 0\tblack\n" * 2000)
    picker.send_keys(str(too_big))
    wait_for(browser, lambda d: "files up to 10000 bytes can be picked" in texts(d))
    palette = tmp_path / "harbour.gpl"
    # Near the 10,000-byte limit, so its base64 fills most of one socket message.
    padding = "".join(f"# note {i:04d} " + "." * 80 + "\n" for i in range(100))
    palette.write_text("GIMP Palette\nName: Imported Harbour\n" + padding + "255  99  71\ttomato\n  0  51 102\tnavy\n")
    assert 9000 < palette.stat().st_size < 10000
    browser.find_element(By.CSS_SELECTOR, ".vk-modal input[type=file]").send_keys(str(palette))
    wait_for(browser, lambda d: path(d).startswith("/palettes/palette-"))
    wait_for(browser, lambda d: "#FF6347" in texts(d) and "#003366" in texts(d))
    assert browser.find_element(By.CSS_SELECTOR, 'input[placeholder="Name"]').get_attribute("value") == "Imported Harbour"


def test_check_flags_a_failing_pair_repairs_it_and_previews_each_deficiency(server, browser):
    created = own_palette(browser, server, {"name": "Traffic", "colors": ["ffffff", "ffcc00", "d62728", "2ca02c"]})
    live(browser, server, f"/palettes/palette-{created['id']}/check")
    wait_for(browser, lambda d: "#FFCC00 on #FFFFFF" in texts(d))
    assert "#D62728 and #2CA02C run together with deuteranopia" in texts(browser)
    strip = 'div[aria-label^="Colors seen with"] > div'
    typical = [e.value_of_css_property("background-color") for e in browser.find_elements(By.CSS_SELECTOR, strip)]
    for name in ["Protanopia", "Deuteranopia", "Tritanopia", "Achromatopsia"]:
        button(browser, name).click()
        wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, f'div[aria-label="Colors seen with {name.lower()}"]'))
        seen = [e.value_of_css_property("background-color") for e in browser.find_elements(By.CSS_SELECTOR, strip)]
        assert seen != typical, name
    achromatic = [e.value_of_css_property("background-color") for e in browser.find_elements(By.CSS_SELECTOR, strip)]
    for color in achromatic:  # greys: every channel the same
        channels = color[color.index("(") + 1:color.index(")")].split(",")[:3]
        assert len({c.strip() for c in channels}) == 1, color
    button(browser, "Typical").click()
    wait_for(browser, lambda d: click_when_settled(d, 'button[aria-label^="Repair #FFCC00 on #FFFFFF"]'))
    wait_for(browser, lambda d: "#FFCC00 on #FFFFFF" not in texts(d))
    assert stored_palette(server, created)["colors"][1] != "ffcc00"


def test_harmonies_of_a_color_and_keep_one(server, browser):
    live(browser, server, "/search/color-3366cc")
    button(browser, "Harmonies").click()
    wait_for(browser, lambda d: path(d) == "/search/color-3366cc/harmonies")
    wait_for(browser, lambda d: "Split Complementary" in texts(d) and "Monochrome" in texts(d))
    strip = browser.find_element(By.CSS_SELECTOR, 'div[aria-label="Tetradic"]')
    assert len(strip.find_elements(By.CSS_SELECTOR, ".vk-sample-text")) == 4
    wait_for(browser, lambda d: click_when_settled(d, 'button[aria-label="Save Tetradic as a palette"]'))
    wait_for(browser, lambda d: "Saved as “#3366CC tetradic” in Palettes" in texts(d))


def test_generate_a_scale_and_keep_it_as_a_palette(server, browser):
    live(browser, server, "/search/color-3366cc")
    button(browser, "Scale").click()
    wait_for(browser, lambda d: path(d) == "/search/color-3366cc/scale")
    steps = wait_for(browser, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, ".vk-sample-text")
                                         if e.get_attribute("aria-label").split(":")[0].isdigit()] or None)
    assert [s.get_attribute("aria-label").split(":")[0] for s in steps] == \
        ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]
    button(browser, "Save as Palette").click()
    wait_for(browser, lambda d: "Saved as “#3366CC scale” in Palettes" in texts(d))
    live(browser, server, "/palettes")
    wait_for(browser, lambda d: "#3366CC scale" in texts(d))


def two_band_png(file, top=(0x1E, 0x3A, 0x8A), bottom=(0xF5, 0x9E, 0x0B), width=96, height=64):
    """Writes a PNG, the top two thirds one color and the rest another, with Python's zlib."""
    rows = b"".join(b"\x00" + bytes(top if y < height * 2 // 3 else bottom) * width for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    file.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    return file


def sunset_png(file, width=160, height=120):
    """Writes a PNG of a sunset: sky bands from night blue to orange over a dark sea."""
    stops = [(0.0, (0x1B, 0x26, 0x4F)), (0.35, (0x6A, 0x4C, 0x93)), (0.6, (0xF2, 0x8C, 0x38)),
             (0.7, (0xFF, 0xD1, 0x66)), (0.72, (0x12, 0x3B, 0x4A)), (1.0, (0x08, 0x1C, 0x24))]
    def color(t):
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t <= t1:
                f = (t - t0) / (t1 - t0)
                return bytes(round(a + (b - a) * f) for a, b in zip(c0, c1))
        return bytes(stops[-1][1])
    rows = b"".join(b"\x00" + color(y / (height - 1)) * width for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    file.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    return file


def near(hex_text, rgb, tolerance=6):
    value = [int(hex_text[i:i + 2], 16) for i in (1, 3, 5)]
    return all(abs(a - b) <= tolerance for a, b in zip(value, rgb))


def test_pick_an_image_and_keep_its_colors_as_a_palette(server, browser, tmp_path):
    live(browser, server, "/palettes")
    button(browser, "Import").click()
    wait_for(browser, lambda d: "Choose an Image" in texts(d))
    not_an_image = tmp_path / "notes.png"
    not_an_image.write_text("these are words, not pixels")
    browser.find_elements(By.CSS_SELECTOR, ".vk-modal input[type=file]")[1].send_keys(str(not_an_image))
    wait_for(browser, lambda d: "That file is not an image" in texts(d))
    picture = two_band_png(tmp_path / "harbour.png")
    browser.find_elements(By.CSS_SELECTOR, ".vk-modal input[type=file]")[1].send_keys(str(picture))
    wait_for(browser, lambda d: "Image Colors" in texts(d) and "From “harbour.png”" in texts(d))
    hexes = [t for t in texts(browser).split("\n") if re.fullmatch(r"#[0-9A-F]{6}", t)]
    # The browser blends the rows where the bands meet; the two bands still lead, by share.
    assert near(hexes[0], (0x1E, 0x3A, 0x8A)) and near(hexes[1], (0xF5, 0x9E, 0x0B)), hexes
    slider = browser.find_element(By.CSS_SELECTOR, 'input[aria-label="Number of colors"]')
    slider.send_keys("\ue012" * 3)  # Left arrow, three times: five colors become two
    wait_for(browser, lambda d: "2 colors" in texts(d))
    button(browser, "Create Palette").click()
    wait_for(browser, lambda d: path(d).startswith("/palettes/palette-"))
    assert browser.find_element(By.CSS_SELECTOR, 'input[placeholder="Name"]').get_attribute("value") == "harbour"
    kept = wait_for(browser, lambda d: [t for t in texts(d).split("\n") if re.fullmatch(r"#[0-9A-F]{6}", t)] or None)
    assert len(kept) == 2 and near(kept[0], (0x1E, 0x3A, 0x8A)), kept


SIZES = [("", dict()), ("-dark", dict(dark=True)), ("-desktop", dict(width=1440, height=900))]


@pytest.mark.parametrize("suffix,options", SIZES, ids=["phone", "dark", "desktop"])
def test_screenshots_of_the_palette_screens(server, suffix, options):
    driver = make_browser(**options)
    try:
        created = own_palette(driver, server, {"name": "Harbour Dusk", "notes": "evening screens",
                                               "colors": ["336699", "ffcc00", "ff6347", "2e8b57"]})
        live(driver, server, f"/palettes/palette-{created['id']}")
        wait_for(driver, lambda d: "#2E8B57" in texts(d))
        time.sleep(0.5)
        screenshot(driver, f"colr-palette-editor{suffix}")
        for sheet in ["share", "export"]:
            live(driver, server, f"/palettes/palette-{created['id']}/~{sheet}")
            time.sleep(0.5)
            screenshot(driver, f"colr-palette-{sheet}{suffix}")
        live(driver, server, f"/palettes/palette-{created['id']}/check")
        wait_for(driver, lambda d: "pairs pass AA" in texts(d))
        time.sleep(0.5)
        screenshot(driver, f"colr-palette-check{suffix}")
        # The severity slider shows only with a deficiency chosen: deuteranomaly at 60%.
        button(driver, "Deuteranopia").click()
        wait_for(driver, lambda d: "Severity 100%: deuteranopia" in texts(d))
        for percent in [90, 80, 70, 60]:
            driver.find_element(By.CSS_SELECTOR, 'input[aria-label="Severity"]').send_keys("\ue012")
            wait_for(driver, lambda d: f"Severity {percent}%" in texts(d))
        driver.execute_script("document.activeElement.blur()")  # a picture, not a keyboard user's focus
        time.sleep(0.5)
        screenshot(driver, f"colr-palette-check-severity{suffix}")
        # The color screen's check section, below its notations and tags on a phone.
        live(driver, server, "/search/color-3366cc")
        check = wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, 'div[aria-label="Check"]'))
        driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", check)
        time.sleep(0.5)
        screenshot(driver, f"colr-color-check{suffix}")
        live(driver, server, f"/palettes/palette-{created['id']}/history")
        wait_for(driver, lambda d: "Harbour Dusk · 4 colors" in texts(d))
        time.sleep(0.5)
        screenshot(driver, f"colr-palette-history{suffix}")
        live(driver, server, "/search/color-3366cc/scale")
        time.sleep(0.5)
        screenshot(driver, f"colr-scale{suffix}")
        live(driver, server, "/search/color-3366cc/harmonies")
        time.sleep(0.5)
        screenshot(driver, f"colr-harmonies{suffix}")
        live(driver, server, "/palettes/~import")
        wait_for(driver, lambda d: "Choose an Image" in texts(d))
        picture = sunset_png(pathlib.Path(tempfile.mkdtemp()) / "sunset.png")
        driver.find_elements(By.CSS_SELECTOR, ".vk-modal input[type=file]")[1].send_keys(str(picture))
        wait_for(driver, lambda d: "Image Colors" in texts(d))
        time.sleep(0.5)
        screenshot(driver, f"colr-image-colors{suffix}")
        live(driver, server, "/search/color-ff6347/~add-to-palette")
        wait_for(driver, lambda d: "Harbour Dusk" in texts(d))
        time.sleep(0.4)
        screenshot(driver, f"colr-add-to-palette{suffix}")
        live(driver, server, "/colors/detail-red/~copy")
        wait_for(driver, lambda d: "rgb(255 0 0)" in texts(d))
        time.sleep(0.4)
        screenshot(driver, f"colr-copy{suffix}")
        api(server, f"/api/v1/schemes/{created['id']}/sharing", {"shared": True}, "PUT", token=created["editToken"])
        driver.get(server.url + f"/p/{created['id']}")
        screenshot(driver, f"colr-share-page{suffix}")
    finally:
        driver.quit()
