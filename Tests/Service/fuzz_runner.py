"""The fuzzer: one seeded run of steps against one `colr serve` (sockets, forms and the API,
interleaved), failing with the seed, the step and the recent history at the first broken promise.
The steps, the model and the figures are mixins, one module each.
"""
import collections
import random
import re
import time

from fuzz_api_steps import ApiSteps
from fuzz_event_steps import EventSteps
from fuzz_form_steps import FormSteps
from fuzz_inputs import Hostile, unescaped_marker
from fuzz_model import StoreModel
from fuzz_report import FuzzReport, rss_kib
from fuzz_scheme_steps import SchemeSteps
from fuzz_socket_steps import SocketSteps
from http_support import http_request


class FuzzFailure(AssertionError):
    pass


class Fuzzer(SocketSteps, EventSteps, FormSteps, ApiSteps, SchemeSteps, StoreModel, FuzzReport):
    """Drives one server for `steps` steps (stopping early after `max_seconds`); `weights` =
    (socket, form, api) shares of the steps."""

    def __init__(self, process, seed, label, steps, max_seconds, weights=(0.45, 0.12, 0.43), database="SQLite"):
        self.process = process
        self.seed = seed
        self.label = label
        self.database = database
        self.steps = steps
        self.max_seconds = max_seconds
        self.weights = weights
        self.rng = random.Random(f"{seed}:{label}")
        self.hostile = Hostile(self.rng)
        self.port = process.port
        self.origin = f"http://127.0.0.1:{process.port}"
        # A small color set, so writes from the API, the app and forms collide.
        self.hex_pool = ["ff0000"] + ["%06x" % self.rng.randrange(1 << 24) for _ in range(9)]
        self.touched = set(self.hex_pool)
        # The model: tags the fuzzer added with a 2xx and has not deleted, by color.
        self.tags = collections.defaultdict(set)
        self.schemes = {}
        self.deleted_schemes = set()
        self.deleted_step = {}
        # Sockets
        self.pool = []
        self.resumable = []
        self.session_count = 0
        self.form_cookie = None
        self.form_page = None
        # Figures
        self.step = -1
        self.log = collections.deque(maxlen=30)
        self.kinds = collections.Counter()
        self.statuses = collections.Counter()
        self.closes = collections.Counter()
        self.notes = collections.Counter()
        self.examples = {}  # note -> its first occurrence
        self.mismatches = []
        self.api_latencies = []
        self.requests = 0
        self.events = 0
        self.rate_limited = 0
        self.elapsed = 0.0
        self.rss_start = None
        self.rss_end = None
        self.stopped_early = False
        self.result = "did not finish"
        self.current = None  # (method, path, body) of the request in flight, for failure reports

    # -- Running -------------------------------------------------------------------------------

    def run(self):
        print(f"\n[fuzz {self.label}] seed {self.seed}, {self.steps} steps, port {self.port}")
        self.rss_start = rss_kib(self.process.process.pid)
        started = time.monotonic()
        try:
            for step in range(self.steps):
                self.step = step
                # Each step draws from its own generator: when the server's timing changes what one
                # step sees, the steps after it still make the same choices.
                self.rng = self.hostile.rng = random.Random(f"{self.seed}:{self.label}:{step}")
                roll = self.rng.random()
                if roll < self.weights[0]:
                    self.socket_step()
                elif roll < self.weights[0] + self.weights[1]:
                    self.form_step()
                else:
                    self.api_step()
                self.check_alive()
                if step % 8 == 0:
                    self.drain_idle()
                if time.monotonic() - started > self.max_seconds:
                    self.stopped_early = True
                    print(f"[fuzz {self.label}] time limit reached after {step + 1} steps")
                    break
            self.step = "end"
            self.close_all()
            self.elapsed = time.monotonic() - started
            self.verify()
            self.result = "passed" + (" (time limit)" if self.stopped_early else "")
        finally:
            if not self.elapsed:
                self.elapsed = time.monotonic() - started
            if self.process.alive():
                self.rss_end = rss_kib(self.process.process.pid)
            self.close_all(quietly=True)
            print(self.summary())

    def check_alive(self, settle=0.0):
        """Fails if the server exited. After a failed exchange, waits for a crash in progress: the
        Swift backtracer keeps a crashing process alive for several seconds."""
        deadline = time.monotonic() + settle
        while settle and self.process.alive() and time.monotonic() < deadline:
            crashing = re.search(r"Fatal error|Program crashed", self.process.output())
            if not crashing and time.monotonic() > deadline - settle + 1.0:
                break
            time.sleep(0.2)
        if not self.process.alive():
            output = self.process.output()
            fatal = re.findall(r"^.*(?:Fatal error|Program crashed).*$", output, re.M)
            frames = re.findall(r"^\s*\d+ .* in colr at (/\S*/Sources/\S+)", output, re.M)
            self.fail("colr serve exited (status %s): %s%s" % (
                self.process.process.poll(), " / ".join(fatal[:2]) or "no fatal error logged",
                f" at {frames[0]}" if frames else ""))

    def remark(self, note, example=None):
        self.notes[note] += 1
        if example is not None:
            self.examples.setdefault(note, f"step {self.step}: {example}")

    def describe(self, reply):
        method, path, body = self.current or ("?", "?", None)
        shown = body if body is None or isinstance(body, str) else body.decode("utf-8", "replace")
        return (f"{method} {path[:160]}" + (f" body {shown[:160]!r}" if shown else "")
                + f" -> {reply.status} {reply.text[:200]!r}")

    def note(self, text):
        self.log.append(f"#{self.step} {text}")

    def fail(self, message, reply=None):
        self.result = f"FAILED at step {self.step}"
        lines = [f"FUZZ FAILURE [{self.label}] seed {self.seed}, step {self.step}: {message}"]
        if self.current:
            method, path, body = self.current
            lines.append(f"request: {method} {path[:500]}")
            if body is not None:
                shown = body if isinstance(body, str) else body.decode("utf-8", "replace")
                lines.append(f"body sent ({len(shown)} chars): {shown[:800]!r}")
        if reply is not None:
            lines.append(f"answer: {reply.status} {reply.error or ''} headers={dict(reply.headers)}")
            lines.append(f"answer body: {reply.text[:1500]!r}")
        lines.append("last steps:")
        lines.extend("  " + entry for entry in self.log)
        output = self.process.output() if self.process.process is not None else ""
        lines.append("server output (tail):\n" + output[-4000:])
        lines.append(f"rerun: COLR_FUZZ_SEED={self.seed} python3 -m pytest -q Tests/Service/test_fuzz.py -s")
        raise FuzzFailure("\n".join(lines))

    # -- HTTP ----------------------------------------------------------------------------------

    def http(self, kind, method, path, body=None, headers=None):
        self.current = (method, path, body)
        reply = http_request(self.port, method, path, body=body, headers=headers)
        self.requests += 1
        self.statuses[reply.status] += 1
        if kind.startswith("api"):
            self.api_latencies.append(reply.elapsed)
        if reply.status == 0:
            self.check_alive(settle=30)
            self.fail(f"the request failed: {reply.error}", reply)
        if reply.status == 429:
            self.rate_limited += 1
        if reply.status >= 500:
            if reply.status == 503 and reply.header("retry-after"):
                self.remark("503 with Retry-After", self.describe(reply))
            else:
                self.fail(f"HTTP {reply.status}", reply)
        if reply.status == 101:
            self.remark("a plain HTTP request answered 101 Switching Protocols", self.describe(reply))
        if "html" in (reply.header("content-type") or ""):
            marker = unescaped_marker(reply.text)
            if marker:
                self.fail(f"markup the fuzzer typed appears unescaped in HTML: {marker!r}", reply)
        return reply

    def hex(self):
        if self.rng.random() < 0.85:
            return self.rng.choice(self.hex_pool)
        value = "%06x" % self.rng.randrange(1 << 24)
        self.touched.add(value)
        return value

    def spelled(self, hex_value):
        """A color in the URL: mostly as stored, sometimes upper case or with `#`."""
        roll = self.rng.random()
        if roll < 0.1:
            return hex_value.upper()
        if roll < 0.15:
            return "%23" + hex_value
        return hex_value

    def app_path(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.3:
            hex_value = self.hex() if rng.random() < 0.8 else "%06x" % rng.randrange(1 << 24)
            self.touched.add(hex_value)
            return f"/search/color-{hex_value}"
        return rng.choice(["/", "/colors", "/colors/detail-red", "/colors/detail-red/~change", "/picker",
                           "/search", "/palettes", "/top", "/colors/detail-blue", "/palettes"])
