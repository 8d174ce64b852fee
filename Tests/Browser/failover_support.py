"""HAProxy in front of several `colr serve` instances, for the failover browser test.

The balancer is Debian's `haproxy`, run in the foreground (`-db`) with the repository's own
deploy/haproxy.cfg, adapted for loopback (see `config`), written into a temporary directory. It has no stats socket and logs nothing but its own
warnings, which go to a file next to the configuration.
"""
import os
import shutil
import subprocess
import urllib.request

from colr_testing import ROOT, ServerProcess

DEPLOYED = ROOT / "deploy" / "haproxy.cfg"


def config(port, balance, servers):
    """deploy/haproxy.cfg as the test runs it: without the lines marked `site:` or `tls:`, with
    a loopback bind, a health check the test servers answer, the test's balance and servers,
    and a header saying which instance answered (for the test to check)."""
    kept = [line for line in DEPLOYED.read_text().splitlines()
            if "# site:" not in line and "# tls:" not in line]
    text = "\n".join(kept) + "\n"
    text = text.replace("frontend colr\n", f"frontend colr\n    bind 127.0.0.1:{port}\n")
    text = text.replace("    balance roundrobin\n", f"    balance {balance}\n")
    text = text.replace(
        "    option httpchk\n",
        "    option httpchk\n    http-check send meth GET uri /api/v1/health ver HTTP/1.1 hdr Host 127.0.0.1\n"
        "    http-response set-header X-Colr-Instance %[srv_name]\n")
    return text + "".join(f"    server {name} 127.0.0.1:{server_port} cookie {name}\n" for name, server_port in servers)


class HAProxy(ServerProcess):
    """`haproxy -db` balancing over `servers`, given as (name, port) pairs; ready once a health
    check through it is answered."""

    name = "haproxy"

    def __init__(self, servers, balance="roundrobin"):
        super().__init__(prefix="colr-haproxy-")
        self.servers = servers
        self.balance = balance
        self.config = os.path.join(self.directory, "haproxy.cfg")
        self.binary = shutil.which("haproxy") or "/usr/sbin/haproxy"

    def prepare(self):
        with open(self.config, "w") as file:
            file.write(config(self.port, self.balance, self.servers))
        subprocess.run([self.binary, "-c", "-q", "-f", self.config], check=True)

    def command(self):
        return [self.binary, "-db", "-f", self.config]

    def start(self, timeout=20):
        return super().start(timeout)

    def pin(self, driver, name):
        """Sends every later request of `driver` to the server called `name`, as the balancer's
        own cookie would after that server first answered it."""
        driver.get(self.url + "/api/v1/health")
        driver.add_cookie({"name": "colr-instance", "value": name, "path": "/"})

    def instance(self, route="/api/v1/health"):
        """Which server answers a fresh request for `route` through the balancer."""
        with urllib.request.urlopen(self.url + route, timeout=5) as response:
            return response.headers["X-Colr-Instance"]
