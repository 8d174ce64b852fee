"""HAProxy in front of several `colr serve` instances, for the failover browser test.

The balancer is Debian's `haproxy`, run in the foreground (`-db`) with the repository's own
deploy/haproxy.cfg, adapted for loopback (see `config`), written into a temporary directory. It has no stats socket and logs nothing but its own
warnings, which go to a file next to the configuration.
"""
import os
import pathlib
import shutil
import subprocess
import tempfile
import urllib.request

from conftest import free_port, wait_until_healthy

DEPLOYED = pathlib.Path(__file__).resolve().parents[2] / "deploy" / "haproxy.cfg"


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


class HAProxy:
    """`haproxy -db` balancing over `servers`, given as (name, port) pairs."""

    def __init__(self, servers, balance="roundrobin"):
        self.port = free_port()
        self.directory = tempfile.mkdtemp(prefix="colr-haproxy-")
        self.config = os.path.join(self.directory, "haproxy.cfg")
        with open(self.config, "w") as file:
            file.write(config(self.port, balance, servers))
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        binary = shutil.which("haproxy") or "/usr/sbin/haproxy"
        subprocess.run([binary, "-c", "-q", "-f", self.config], check=True)
        self.log = open(os.path.join(self.directory, "haproxy.log"), "w")
        self.process = subprocess.Popen([binary, "-db", "-f", self.config],
                                        stdout=self.log, stderr=subprocess.STDOUT)
        if wait_until_healthy(self.url, self.process, timeout=20):
            return self
        output = open(self.log.name).read()
        self.stop()
        raise RuntimeError("haproxy did not start: " + output)

    def pin(self, driver, name):
        """Sends every later request of `driver` to the server called `name`, as the balancer's
        own cookie would after that server first answered it."""
        driver.get(self.url + "/api/v1/health")
        driver.add_cookie({"name": "colr-instance", "value": name, "path": "/"})

    def instance(self, route="/api/v1/health"):
        """Which server answers a fresh request for `route` through the balancer."""
        with urllib.request.urlopen(self.url + route, timeout=5) as response:
            return response.headers["X-Colr-Instance"]

    def stop(self):
        if self.process:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
            self.log.close()
        shutil.rmtree(self.directory, ignore_errors=True)
