"""Where the live-palette browsers connect: one `colr serve`, or two on one PostgreSQL behind
HAProxy running the repository's deploy/haproxy.cfg, each browser kept to its own instance by
the balancer's cookie, so every edit has to cross from one instance to the other."""
import os
import shutil

import pytest

from colr_testing import ColrServer
from failover_support import HAProxy


class OneInstance:
    """Every browser on one server with its SQLite file."""

    name = "one instance"

    def __init__(self):
        self.server = ColrServer().start()
        self.url = self.server.url

    def pin(self, driver, index):
        """Nothing to choose: there is one instance."""

    def instances(self, drivers):
        return ["only"] * len(drivers)

    def stop(self):
        self.server.close()


class Balanced:
    """Two servers on one PostgreSQL database behind HAProxy; browser `i` is kept to instance
    `i % 2` by the balancer's own cookie."""

    name = "two instances behind HAProxy"
    names = ("first", "second")

    def __init__(self, database_url):
        self.servers = [ColrServer(database=database_url).start() for _ in self.names]
        self.balancer = HAProxy(list(zip(self.names, (s.port for s in self.servers)))).start()
        self.url = self.balancer.url

    def pin(self, driver, index):
        self.balancer.pin(driver, self.names[index % 2])

    def instances(self, drivers):
        """Which instance answers each browser's requests now, as the balancer says."""
        return [driver.execute_async_script(
            "const done = arguments[0];"
            "fetch('/api/v1/health').then((r) => done(r.headers.get('X-Colr-Instance')));")
            for driver in drivers]

    def stop(self):
        self.balancer.close()
        for server in self.servers:
            server.close()


@pytest.fixture(params=["one", "balanced"], ids=["one-instance", "two-instances-haproxy"])
def topology(request):
    if request.param == "one":
        running = OneInstance()
    else:
        if not shutil.which("haproxy") and not os.path.exists("/usr/sbin/haproxy"):
            raise RuntimeError("haproxy is not installed: run the suite with scripts/test")
        _, url = request.getfixturevalue("postgres_database")
        running = Balanced(url)
    yield running
    running.stop()
