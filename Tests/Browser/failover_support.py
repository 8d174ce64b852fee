"""HAProxy in front of several `colr serve` instances, for the failover browser test.

The balancer is Debian's `haproxy`, run in the foreground (`-db`) with a configuration file
generated into a temporary directory. It has no stats socket and logs nothing but its own
warnings, which go to a file next to the configuration.
"""
import os
import shutil
import subprocess
import tempfile
import urllib.request

from conftest import free_port, wait_until_healthy

CONFIG = """\
global
    maxconn 256

defaults
    mode http
    timeout connect 2s
    timeout http-request 10s
    timeout client 30s
    timeout server 30s
    # A WebSocket is a tunnel once upgraded: keep it for an hour, not the 30 s above.
    timeout tunnel 1h
    # A request sent to a server that has just died is tried again, and on another server.
    retries 3
    option redispatch
    option forwardfor

frontend colr
    bind 127.0.0.1:{port}
    default_backend instances

backend instances
    balance {balance}
    # Which instance answered, for the test to check (not needed in production).
    http-response set-header X-Colr-Instance %[srv_name]
    option httpchk
    http-check send meth GET uri /api/v1/health ver HTTP/1.1 hdr Host 127.0.0.1
    default-server check inter 500ms fall 2 rise 1
{servers}
"""

class HAProxy:
    """`haproxy -db` balancing over `servers`, given as (name, port) pairs."""

    def __init__(self, servers, balance="roundrobin"):
        self.port = free_port()
        self.directory = tempfile.mkdtemp(prefix="colr-haproxy-")
        self.config = os.path.join(self.directory, "haproxy.cfg")
        lines = "\n".join(f"    server {name} 127.0.0.1:{port}" for name, port in servers)
        with open(self.config, "w") as file:
            file.write(CONFIG.format(port=self.port, balance=balance, servers=lines))
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
