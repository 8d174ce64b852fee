"""Fixtures for the service tests: real `colr serve` processes on loopback.

The server is the debug binary SwiftPM built. Each `ColrProcess` gets a free port and a
temporary SQLite file unless a database URL is given; extra environment variables and flags
let a test turn a limit down so that it can reach it quickly.
"""
import os
import pathlib
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile

import pytest

ROOT_FOR_SUPPORT = pathlib.Path(__file__).resolve().parents[1] / "PythonSupport"
sys.path.insert(0, str(ROOT_FOR_SUPPORT))
from health import wait_until_healthy  # noqa: E402  (shared by the Python suites)

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "colr"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ColrProcess:
    """One `colr serve` process; `start()` waits until /api/v1/health answers."""

    def __init__(self, database=None, env=None, args=None, port=None, file_limit=None):
        self.port = port or free_port()
        self.directory = tempfile.mkdtemp(prefix="colr-service-")
        self.database = database or os.path.join(self.directory, "colr.sqlite")
        self.env = env or {}
        self.args = args or []
        self.file_limit = file_limit
        self.process = None
        self.log_path = os.path.join(self.directory, "server.log")

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self):
        return f"ws://127.0.0.1:{self.port}/live"

    def start(self, timeout=120):
        env = dict(os.environ, COLR_LOG_LEVEL="warning", COLR_SECRET="service-tests")
        env.update(self.env)
        self.log = open(self.log_path, "a")
        limit = self.file_limit

        def lower_file_limit():  # soft and hard alike, so the server cannot raise it back
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--port", str(self.port), "--database", self.database, *self.args],
            stdout=self.log, stderr=subprocess.STDOUT, env=env,
            preexec_fn=lower_file_limit if limit else None)
        if wait_until_healthy(self.url, self.process, timeout):
            return self
        if self.process.poll() is not None:
            raise RuntimeError("colr serve exited: " + self.output())
        raise RuntimeError("colr serve did not start: " + self.output())

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def output(self):
        self.log.flush()
        with open(self.log_path, errors="replace") as log:
            return log.read()

    def terminate(self, timeout=30):
        """SIGTERM and wait; returns the exit status."""
        if not self.process:
            return None
        self.process.send_signal(signal.SIGTERM)
        status = self.process.wait(timeout=timeout)
        self.process = None
        return status

    def kill(self):
        if self.process:
            self.process.kill()
            self.process.wait(timeout=30)
            self.process = None

    def cleanup(self):
        if self.alive():
            self.terminate()
        shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture
def colr():
    """A factory: `colr(env={...}, args=[...])` starts a server, stopped after the test."""
    started = []

    def make(**options):
        process = ColrProcess(**options).start()
        started.append(process)
        return process

    yield make
    for process in started:
        crashed = process.process is not None and process.process.poll() not in (None, 0)
        process.cleanup()
        assert not crashed, "colr serve exited abnormally during the test"
