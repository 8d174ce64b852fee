"""ViewKit's page runtime (Sources/ViewKit/Resources/runtime/), tested in headless Chromium.

Only the tests that need a page are here; those that need none are node:test files in
Tests/Runtime/node, run by `node --test Tests/Runtime/node/`. The repository is served by Python's http.server on a free loopback port, Tests/Runtime/
index.html runs every JavaScript test (harness.js) once, and each one becomes a pytest test of
its own, named `<module>.js > <what it checks>`, failing with the JavaScript test's message.
No server of Colr's, no npm: Chromium and chromedriver come from Debian, started as every
Python suite starts them (Tests/PythonSupport/colr_testing.py).

    python3 -m pytest -q Tests/Runtime

The page runs while pytest collects (the JavaScript tests' names are the parameters), so
`--collect-only` starts Chromium too. To watch the tests in a browser instead, serve the
repository (`python3 -m http.server`) and open /Tests/Runtime/index.html.
"""
import functools
import http.server
import pathlib
import threading
import time

import pytest

from colr_testing import ROOT, make_browser


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(ROOT), **kwargs)

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


@functools.lru_cache(maxsize=None)
def suite():
    """Runs index.html once; returns its results, or raises why it could not."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    driver = None
    try:
        driver = make_browser(width=1024, height=768)
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/Tests/Runtime/index.html")
        deadline = time.time() + 180
        while time.time() < deadline:
            results = driver.execute_script("return window.__results || null")
            if results and results.get("done"):
                return tuple(results["results"])
            time.sleep(0.1)
        log = "\n".join(entry.get("message", "") for entry in driver.get_log("browser"))
        raise RuntimeError("the runtime tests did not finish in 180 s\n" + log)
    finally:
        if driver:
            driver.quit()
        server.shutdown()
        server.server_close()
        thread.join()


def pytest_generate_tests(metafunc):
    if "result" not in metafunc.fixturenames:
        return
    try:
        results = suite()
    except Exception as error:  # the suite could not run: one failing test says why
        results = ({"name": "(the suite runs)", "ok": False, "message": repr(error)},)
    metafunc.parametrize("result", results, ids=[r["name"] for r in results])


def test_runtime(result):
    if not result["ok"]:
        pytest.fail(result["message"], pytrace=False)


def test_every_module_has_tests():
    """Each module of the runtime has a test file here or in node/ (no test file names a module
    that is not there), and each test file here ran some tests in Chromium."""
    here = pathlib.Path(__file__).parent
    def stems(folder):
        return {p.name[:-len(".test.js")] for p in folder.glob("*.test.js")}
    modules = {p.stem for p in (ROOT / "Sources/ViewKit/Resources/runtime").glob("*.js")}
    in_chromium, in_node = stems(here), stems(here / "node")
    assert modules and in_chromium | in_node == modules, (modules, in_chromium, in_node)
    ran = {r["name"].split(" > ")[0] for r in suite()}
    assert ran == {f"{m}.js" for m in in_chromium}, (ran, in_chromium)
