"""Waiting for a `colr serve` (or a balancer in front of some) to answer its health check."""
import time
import urllib.request


def wait_until_healthy(url, process=None, timeout=120):
    """True once `url`/api/v1/health answers 200; False if `process` exits or time runs out."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if process is not None and process.poll() is not None:
            return False
        try:
            with urllib.request.urlopen(url + "/api/v1/health", timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            time.sleep(0.2)
    return False
