"""Fixtures for the browser tests: a real `colr serve`, ViewKit's demo server, and a real
headless Chromium.

The servers and the browser come from the Python suites' shared support
(Tests/PythonSupport/colr_testing.py): the debug binaries SwiftPM built, each on a free loopback
port (`colr serve` with a temporary SQLite file), and Debian's Chromium and chromedriver, which
Selenium is told where to find, so that it never reaches for the network.
"""
import os
import pathlib
import sys
import tempfile

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PythonSupport"))
import colr_testing  # noqa: E402  (shared by the Python suites)
from colr_testing import ROOT, ColrServer, DemoServer, make_browser  # noqa: E402

# Pictures go to a temporary folder, so a run leaves the clone as it was. To refresh the ones
# the documentation shows: COLR_SCREENSHOTS=docs/screenshots scripts/test
SCREENSHOTS = (ROOT / os.environ["COLR_SCREENSHOTS"] if os.environ.get("COLR_SCREENSHOTS")
               else pathlib.Path(tempfile.mkdtemp(prefix="colr-screenshots-")))

postgres_database = pytest.fixture(colr_testing.postgres_database)


@pytest.fixture(scope="session")
def server():
    running = ColrServer().start()
    yield running
    running.close()


@pytest.fixture(scope="session")
def demo_server():
    """ViewKit's demo, mounted where the ViewKit tests expect it."""
    running = DemoServer().start()
    yield running
    running.close()


@pytest.fixture
def browser():
    driver = make_browser()
    yield driver
    driver.quit()


@pytest.fixture
def dark_browser():
    driver = make_browser(dark=True)
    yield driver
    driver.quit()


@pytest.fixture
def arabic_browser():
    driver = make_browser(language="ar")
    yield driver
    driver.quit()


@pytest.fixture
def scriptless_browser():
    driver = make_browser(script=False)
    yield driver
    driver.quit()


def screenshot(driver, name):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))
