"""Fixtures for the service tests: real `colr serve` processes on loopback.

The server is the debug binary SwiftPM built, started by the Python suites' shared support
(Tests/PythonSupport/colr_testing.py): each gets a free port and a temporary SQLite file unless
a database URL is given; extra environment variables and flags let a test turn a limit down so
that it can reach it quickly.
"""
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PythonSupport"))
import colr_testing  # noqa: E402  (shared by the Python suites)
from colr_testing import ColrServer  # noqa: E402

postgres_database = pytest.fixture(colr_testing.postgres_database)


@pytest.fixture
def colr():
    """A factory: `colr(env={...}, args=[...])` starts a server, stopped after the test, which
    fails if the server exited abnormally meanwhile."""
    started = []

    def make(**options):
        process = ColrServer(**options).start()
        started.append(process)
        return process

    yield make
    for process in started:
        crashed = process.process is not None and process.process.poll() not in (None, 0)
        process.close()
        assert not crashed, "colr serve exited abnormally during the test"
