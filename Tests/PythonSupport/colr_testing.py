"""What the Python suites share (Tests/Service, Tests/Browser, Tests/Runtime, and the drag
benchmark): servers started on a free loopback port and stopped again, headless Chromium as
Selenium drives it, a fresh PostgreSQL database, and the API asked for JSON.

Each suite's conftest.py puts this folder on `sys.path`. Nothing here imports pytest, and
Selenium only when a browser starts, so the service tests do not need it.
"""
import collections
import json
import os
import pathlib
import resource
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The debug binaries SwiftPM built; the tests never build them.
COLR_BINARY = ROOT / ".build" / "debug" / "colr"
DEMO_BINARY = ROOT / ".build" / "debug" / "ViewKitDemoServer"
# Selenium reports nothing home: set before any driver starts.
os.environ.setdefault("SE_AVOID_STATS", "true")

# Requests to the servers under test go straight to loopback, whatever proxy the shell names.
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def free_port():
    """A loopback port no socket holds now, as the kernel picks one for a bind to port 0 (a
    random one can be a port lent to an outgoing connection). It can still be taken before the
    server binds it: `ServerProcess.start` then starts again on another."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_answering(url, process=None, timeout=120):
    """True once a GET of `url` answers 200; False if `process` exits or time runs out."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if process is not None and process.poll() is not None:
            return False
        try:
            with _DIRECT.open(url, timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            pass
        time.sleep(0.2)
    return False


# -- Servers ------------------------------------------------------------------------------------


class ServerProcess:
    """A server a test starts: a child process on a free loopback port, with a temporary folder
    of its own for its log (stdout and stderr) and whatever else it writes.

    `start()` returns once `ready_path` answers 200. A server that exits before it answers is
    started again on another port (its port may have been taken between the probe and its
    bind), unless the port was given or it already ran on it (a restart keeps its address).
    One that will not serve is stopped, its folder removed, and RuntimeError raised with its
    log. `terminate()` stops it and keeps the folder, so it can start again; `close()` stops it
    for good and removes the folder. Subclasses give `command()` and may change `environment()`."""

    name = "server"
    ready_path = "/api/v1/health"
    attempts = 5

    def __init__(self, port=None, prefix="colr-test-"):
        self.port = port or free_port()
        self.port_fixed = port is not None
        self.directory = tempfile.mkdtemp(prefix=prefix)
        self.log_path = os.path.join(self.directory, "server.log")
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def command(self):
        raise NotImplementedError

    def environment(self):
        return dict(os.environ)

    def before_exec(self):
        """A function for the child to run between fork and exec, or None."""
        return None

    def prepare(self):
        """Called before each launch, once `port` is final (a configuration naming it)."""

    def start(self, timeout=120):
        for attempt in range(1 if self.port_fixed else self.attempts):
            if attempt:
                self.port = free_port()
            self.prepare()
            with open(self.log_path, "a") as log:
                self.process = subprocess.Popen(self.command(), stdout=log, stderr=subprocess.STDOUT,
                                                env=self.environment(), preexec_fn=self.before_exec())
            if wait_until_answering(self.url + self.ready_path, self.process, timeout):
                self.port_fixed = True
                return self
            if self.process.poll() is None:
                problem = f"did not answer within {timeout} s"
                break
            problem = f"exited with {self.process.returncode}"
        # It will not serve: stopped, its folder removed, and its log in the error.
        self.kill()
        output = self.output()
        self.close()
        raise RuntimeError(f"{self.name} {problem}:\n{output}")

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def output(self):
        """Everything it has written so far (every start's, in order)."""
        with open(self.log_path, errors="replace") as log:
            return log.read()

    def terminate(self, timeout=30):
        """SIGTERM and wait; returns the exit status (None if it was not started). Past
        `timeout` it is killed and reaped, and TimeoutExpired raised."""
        if self.process is None:
            return None
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise
        self.process = None
        return status

    def kill(self):
        """SIGKILL and reap."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=30)
            self.process = None

    def close(self):
        """Stops it for good (see `terminate`) and removes its folder."""
        try:
            if self.alive():
                self.terminate()
        finally:
            self.kill()
            shutil.rmtree(self.directory, ignore_errors=True)


def require_binary(path):
    if not path.exists():
        raise RuntimeError(f"{path} is missing: build it first (swift build; scripts/test does)")
    return str(path)


class ColrServer(ServerProcess):
    """One `colr serve` on a free loopback port, with a temporary SQLite file unless a database
    URL is given. `env` and `args` let a test turn a limit down so that it can reach it quickly;
    `file_limit` lowers the process's open-file limit, soft and hard alike (so the server cannot
    raise it back). `secret` (COLR_SECRET) is read at each start: a restart may change it.
    `binary` is another `colr` to run than the debug build (scripts/chaos takes it from COLR_BIN)."""

    name = "colr serve"

    def __init__(self, database=None, env=None, args=None, port=None, file_limit=None, secret="colr-tests",
                 binary=None):
        super().__init__(port, prefix="colr-serve-")
        self.binary = pathlib.Path(binary) if binary else COLR_BINARY
        self.database = database or os.path.join(self.directory, "colr.sqlite")
        self.env = env or {}
        self.args = args or []
        self.file_limit = file_limit
        self.secret = secret

    @property
    def ws_url(self):
        return f"ws://127.0.0.1:{self.port}/live"

    def command(self):
        return [require_binary(self.binary), "serve", "--port", str(self.port), "--database", self.database,
                *self.args]

    def environment(self):
        env = dict(os.environ, COLR_LOG_LEVEL="warning", COLR_SECRET=self.secret)
        env.update(self.env)
        return env

    def before_exec(self):
        limit = self.file_limit
        if not limit:
            return None
        return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))


class DemoServer(ServerProcess):
    """ViewKit's demo on its own server (Examples/ViewKitDemoServer), mounted at `mount`: no Colr
    in it, ViewKit's own look."""

    name = "ViewKitDemoServer"

    def __init__(self, mount="/viewkit-demo", secret="colr-tests"):
        super().__init__(prefix="viewkit-demo-")
        self.mount = mount
        self.ready_path = mount
        self.secret = secret

    def command(self):
        return [require_binary(DEMO_BINARY), "--port", str(self.port), "--mount", self.mount]

    def environment(self):
        return dict(os.environ, VIEWKIT_DEMO_SECRET=self.secret)


# -- Headless Chromium --------------------------------------------------------------------------


def make_browser(dark=False, script=True, width=390, height=844, language="en-US"):
    """Debian's Chromium, headless, driven by Debian's chromedriver, named explicitly so that
    Selenium never reaches for the network to find one. A window of `width` × `height` at scale
    1, in `language`; `dark` asks for dark mode, `script=False` turns JavaScript off. Its
    profile is a folder of its own, removed on quit: Chromium's default temporary one outlives
    a killed browser, and a run would leave thousands in /tmp."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", f"--lang={language}"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    profile = tempfile.mkdtemp(prefix="colr-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    if not script:
        options.add_argument("--blink-settings=scriptEnabled=false")
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    try:
        driver = webdriver.Chrome(options=options, service=service)
    except BaseException:
        shutil.rmtree(profile, ignore_errors=True)
        raise
    quit = driver.quit

    def quit_and_clean():
        try:
            quit()
        finally:
            shutil.rmtree(profile, ignore_errors=True)
    driver.quit = quit_and_clean
    driver.set_page_load_timeout(60)
    if dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return driver


# -- PostgreSQL ---------------------------------------------------------------------------------

Database = collections.namedtuple("Database", "name url")


def postgres_url():
    """The test PostgreSQL server scripts/test started (COLR_TEST_POSTGRES_URL)."""
    url = os.environ.get("COLR_TEST_POSTGRES_URL")
    if not url:
        raise RuntimeError("COLR_TEST_POSTGRES_URL is not set: run the suite with scripts/test, "
                           "which starts PostgreSQL")
    return url


def postgres(statement, url=None):
    """Runs an administrative statement on the test PostgreSQL server; fails saying why."""
    psql = shutil.which("psql") or os.path.join(os.environ.get("COLR_TEST_PG_BIN", ""), "psql")
    run = subprocess.run([psql, url or postgres_url(), "-v", "ON_ERROR_STOP=1", "-q", "-c", statement],
                         capture_output=True, text=True, timeout=60)
    if run.returncode != 0:
        raise RuntimeError(f"psql failed on {statement!r}: {run.stderr.strip()}")


def postgres_database():
    """A fresh database on the test PostgreSQL server, dropped afterwards: yields a
    `Database(name, url)`. A generator for each suite's conftest to make a fixture of:
    `postgres_database = pytest.fixture(colr_testing.postgres_database)`."""
    base = postgres_url()
    name = "colr_test_" + os.urandom(6).hex()
    postgres(f"CREATE DATABASE {name}")
    try:
        yield Database(name, urllib.parse.urlunsplit(urllib.parse.urlsplit(base)._replace(path="/" + name)))
    finally:
        postgres(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


# -- The API ------------------------------------------------------------------------------------


def api(server, route, body=None, method=None, token=None, timeout=10):
    """The JSON a server (anything with a `url`) answers for `route`: a GET, or a POST when there
    is a `body`, unless `method` says otherwise; `token` is a palette's edit token. An answer
    other than 2xx raises urllib's HTTPError."""
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(server.url + route, method=method, headers=headers,
                                     data=None if body is None else json.dumps(body).encode())
    with _DIRECT.open(request, timeout=timeout) as response:
        answer = response.read()
    return json.loads(answer) if answer else None


def api_status(server, route, token=None, timeout=10):
    """The status a GET of `route` answers, 2xx or not."""
    request = urllib.request.Request(server.url + route,
                                     headers={} if token is None else {"Authorization": f"Bearer {token}"})
    try:
        with _DIRECT.open(request, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def tags_of(server, hex_value):
    """The tag names the API reports for a color."""
    return [tag["name"] for tag in api(server, f"/api/v1/colors/{hex_value}").get("tags") or []]


def stored_palette(server, created, route=""):
    """A palette as the API stores it (or its `route`, say "/history"), asked with the edit
    token `created` (the API's answer to its creation) carries."""
    return api(server, f"/api/v1/schemes/{created['id']}{route}", token=created["editToken"])
