"""Fixtures for the browser tests: a real `colr serve`, ViewKit's demo server, and a real
headless Chromium.

The server is the debug binary SwiftPM built, on a free loopback port with a temporary SQLite
file. Chromium and chromedriver come from Debian; Selenium is told where the driver is and
never reaches for the network.
"""
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import pytest

ROOT_FOR_SUPPORT = pathlib.Path(__file__).resolve().parents[1] / "PythonSupport"
sys.path.insert(0, str(ROOT_FOR_SUPPORT))
from health import wait_until_healthy  # noqa: E402  (shared by the Python suites)
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Pictures go to a temporary folder, so a run leaves the clone as it was. To refresh the ones
# the documentation shows: COLR_SCREENSHOTS=docs/screenshots scripts/test
SCREENSHOTS = (ROOT / os.environ["COLR_SCREENSHOTS"] if os.environ.get("COLR_SCREENSHOTS")
               else pathlib.Path(tempfile.mkdtemp(prefix="colr-screenshots-")))
os.environ.setdefault("SE_AVOID_STATS", "true")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, database=None, secret="browser-tests"):
        self.secret = secret
        self.port = free_port()
        self.directory = tempfile.mkdtemp(prefix="colr-browser-")
        self.database = database or os.path.join(self.directory, "colr.sqlite")
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        binary = ROOT / ".build" / "debug" / "colr"
        env = dict(os.environ, COLR_LOG_LEVEL="warning", COLR_SECRET=self.secret)
        self.log = open(os.path.join(self.directory, "server.log"), "w")
        self.process = subprocess.Popen(
            [str(binary), "serve", "--port", str(self.port), "--database", self.database],
            stdout=self.log, stderr=subprocess.STDOUT, env=env)
        if wait_until_healthy(self.url, self.process):
            return self
        raise RuntimeError("colr serve did not start: " + open(self.log.name).read())

    def stop(self):
        """Stops the server, keeping its folder (and SQLite file) for a restart."""
        if self.process:
            self.process.terminate()
            self.process.wait(timeout=30)
            self.process = None

    def close(self):
        """Stops the server for good and removes its folder."""
        self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture(scope="session")
def server():
    running = Server().start()
    yield running
    running.close()


class DemoServer:
    """ViewKit's demo on its own server (Examples/ViewKitDemoServer), mounted where the
    ViewKit tests expect it: no Colr in it, ViewKit's own look."""

    mount = "/viewkit-demo"

    def __init__(self):
        self.port = free_port()
        self.directory = tempfile.mkdtemp(prefix="viewkit-demo-")

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        binary = ROOT / ".build" / "debug" / "ViewKitDemoServer"
        self.log = open(os.path.join(self.directory, "server.log"), "w")
        env = dict(os.environ, VIEWKIT_DEMO_SECRET="browser-tests")
        self.process = subprocess.Popen(
            [str(binary), "--port", str(self.port), "--mount", self.mount],
            stdout=self.log, stderr=subprocess.STDOUT, env=env)
        deadline = time.time() + 120
        while time.time() < deadline and self.process.poll() is None:
            try:
                with urllib.request.urlopen(self.url + self.mount, timeout=2) as response:
                    if response.status == 200:
                        return self
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("ViewKitDemoServer did not start: " + open(self.log.name).read())

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)
        shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture(scope="session")
def demo_server():
    running = DemoServer().start()
    yield running
    running.stop()


def make_browser(dark=False, script=True, width=390, height=844, language="en-US"):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", f"--lang={language}"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    # A profile of our own, removed on quit: Chromium's default temporary one outlives a killed
    # browser, and a run would leave thousands in /tmp.
    profile = tempfile.mkdtemp(prefix="colr-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    if not script:
        options.add_argument("--blink-settings=scriptEnabled=false")
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(60)
    quit = driver.quit

    def quit_and_clean():
        try:
            quit()
        finally:
            shutil.rmtree(profile, ignore_errors=True)
    driver.quit = quit_and_clean
    if dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return driver


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


def postgres(statement):
    """Runs an administrative statement on the test PostgreSQL server scripts/test started."""
    url = os.environ.get("COLR_TEST_POSTGRES_URL")
    if not url:
        raise RuntimeError("COLR_TEST_POSTGRES_URL is not set: run the suite with scripts/test")
    subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-q", "-c", statement], check=True,
                   stdout=subprocess.DEVNULL)


@pytest.fixture
def postgres_database():
    """A fresh PostgreSQL database, dropped afterwards; yields (name, url)."""
    base = os.environ.get("COLR_TEST_POSTGRES_URL")
    if not base:
        raise RuntimeError("COLR_TEST_POSTGRES_URL is not set: run the suite with scripts/test")
    name = "colr_browser_" + os.urandom(6).hex()
    postgres(f"CREATE DATABASE {name}")
    yield name, base.rsplit("/", 1)[0] + "/" + name
    postgres(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
