"""A seeded fuzz test against a real `colr serve`: app pages driven over the /live socket, script-free
form posts, and API reads and writes, interleaved from one `random.Random(SEED)`.

Checked throughout: the process stays up; no answer is 5xx (a 503 only with Retry-After); no
page or patch carries the fuzzer's markup unescaped; every socket event is acknowledged unless
the server closed the socket (closing by the server is allowed: the fuzzer opens another);
tampered form posts are refused; a new scheme never gets the id of a deleted one.

Checked after every API tag write, on reads, and at the end, through the API: a color's tags have
no duplicates and are normalized (lowercase, trimmed, no control or format characters, at most 64
characters), and every tag the fuzzer added (2xx) and did not delete is still there (the app and
forms may add tags, so the model must be a subset). Every scheme the fuzzer saved and did not
delete is readable with the colors it last saved, exactly when only the fuzzer can have written
it since; as a prefix when "Add to Palette" (which appends to the newest scheme) was tapped after
the fuzzer's write; and as one of the versions the fuzzer saved, with colors appended, when a
palette editor had it open (editors save the colors they loaded, and may delete).

Knobs (environment): COLR_FUZZ_SEED, COLR_FUZZ_STEPS (main run), COLR_FUZZ_LIMITED_STEPS (the
phase at the default write limits), COLR_FUZZ_PG_STEPS, COLR_FUZZ_MAX_SECONDS (per run).
A failure message starts with the seed and the step; rerun with COLR_FUZZ_SEED=<seed>.
"""
import collections
import datetime
import json
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import time
import urllib.parse

import pytest
import websocket

from fuzz_support import (
    LiveSession, Form, Hostile, ServerMessageError, Targets, button_title, close, connect_socket, csrf_cookie_of,
    drop, http_request, is_simple_ascii, legacy_pieces, normalize_tag, percentile, plain, quote_component, receive,
    replace_element, rss_kib, socket_readable, tag_problems, token_of, unescaped_marker, window_of)

SEED = int(os.environ.get("COLR_FUZZ_SEED", "20261122"))
STEPS = int(os.environ.get("COLR_FUZZ_STEPS", "3000"))
LIMITED_STEPS = int(os.environ.get("COLR_FUZZ_LIMITED_STEPS", "300"))
PG_STEPS = int(os.environ.get("COLR_FUZZ_PG_STEPS", "1500"))
MAX_SECONDS = float(os.environ.get("COLR_FUZZ_MAX_SECONDS", "240"))
FAST_WRITES = {"COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"}
# Written on every run outside the tree (so a test run leaves the checkout clean); the figures
# recorded in BENCHMARKS.md were copied from it.
FIGURES_PATH = pathlib.Path(os.environ.get("COLR_FUZZ_FIGURES", "/tmp/colr-fuzz-figures.md"))
FIGURES = collections.OrderedDict()  # run label -> figures, for this pytest run

# How long an app write started by an event may still land after the event was acknowledged.
APP_WRITE_WINDOW = 10.0
# The longest the fuzzer waits for an answer on a socket before calling it a hang.
SOCKET_WAIT = 30.0
EVENT_KINDS = ["tap", "input", "change", "submit", "focus", "blur", "back", "touchBegan", "touchMoved",
               "touchEnded"]
PALETTE_ROUTE = re.compile(r"/palettes/palette-(\d+)")


class FuzzFailure(AssertionError):
    pass


def wire(message):
    """A message as the page's JSON.stringify writes it: UTF-8, not escaped, except that lone
    surrogates (which UTF-8 cannot carry) are sent as JSON escapes."""
    text = json.dumps(message, ensure_ascii=False)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return json.dumps(message)


class SchemeRecord:
    """A scheme as the fuzzer last saved it (a 2xx create or replace), and when that write ran."""

    def __init__(self, colors, started, finished, earlier=None, foreign=False):
        self.colors = colors
        self.started = started
        self.finished = finished
        # Every version the fuzzer saved: the app only ever writes an earlier version of a scheme
        # with colors appended (an editor saves the colors it loaded; "Add to Palette" appends).
        self.history = (earlier.history if earlier else []) + [colors]
        # Saved by the fuzzer over a scheme the app made: its first version is unknown.
        self.foreign = earlier.foreign if earlier else foreign


class Fuzzer:
    """Drives one server for `steps` steps; `weights` = (socket, form, api) shares of the steps."""

    def __init__(self, process, seed, label, steps, weights=(0.45, 0.12, 0.43), database="SQLite"):
        self.process = process
        self.seed = seed
        self.label = label
        self.database = database
        self.steps = steps
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
        self.palette_taints = set()  # schemes the app showed in an editor: it may save or delete them
        # "Add to Palette" taps: (sent, answered, modelled scheme ids then). The app appends a color
        # to the newest scheme in the background, after the tap.
        self.newest_taints = []
        self.deleted_at = {}
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
                if time.monotonic() - started > MAX_SECONDS:
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

    # -- Sockets -------------------------------------------------------------------------------

    def socket_step(self):
        rng = self.rng
        self.retire_closed()
        if not self.pool or (len(self.pool) < 8 and rng.random() < 0.2):
            if self.resumable and rng.random() < 0.35:
                session = self.resumable.pop(rng.randrange(len(self.resumable)))
                self.kinds["socket.resume"] += 1
                self.note(f"socket resume {session.name} at {session.url}")
                self.attach(session, self.join_path(session))
            else:
                self.kinds["socket.open"] += 1
                self.open_session(self.app_path())
            return
        session = rng.choice(self.pool)
        roll = rng.random()
        if roll < 0.03:
            self.kinds["socket.drop"] += 1
            self.note(f"socket drop {session.name} (no close frame)")
            drop(session)
            self.pool.remove(session)
            if rng.random() < 0.6:
                self.keep_resumable(session)
        elif roll < 0.045:
            self.kinds["socket.close"] += 1
            self.note(f"socket close {session.name}")
            close(session)
            self.pool.remove(session)
            if rng.random() < 0.3:
                self.keep_resumable(session)
        elif roll < 0.055:
            self.kinds["socket.takeover"] += 1
            self.takeover(session)
        elif roll < 0.075:
            self.kinds["socket.junk"] += 1
            self.junk_message(session)
        else:
            self.kinds["socket.event"] += 1
            self.event_step(session)

    def keep_resumable(self, session):
        session.closed = None
        session.joined = False
        self.resumable.append(session)
        del self.resumable[:-20]

    def join_path(self, session):
        roll = self.rng.random()
        if roll < 0.9:
            return session.url
        if roll < 0.95:
            return self.app_path()
        return plain(self.rng.choice(["/search/color-zzzzzz", "/colors/detail-nope", "/..", "/palettes/palette-999999",
                                      "/" + self.hostile.text(200)]))

    def open_session(self, path):
        reply = self.http("page", "GET", path)
        self.note(f"socket page GET {path} -> {reply.status}")
        if reply.status != 200:
            return
        token = token_of(reply.text)
        if not token:
            self.fail("an app page without a vk-token", reply)
        self.session_count += 1
        session = LiveSession(token, path, window_of(reply.text), f"s{self.session_count}")
        self.attach(session, path)

    def attach(self, session, path):
        """Opens a socket and joins `session` on `path`; a refusal the server explains is allowed."""
        rng = self.rng
        self.taint_editor(path)
        self.taint_editor(session.url)
        self.current = ("WS", "/live join " + path, None)
        try:
            session.ws = connect_socket(f"ws://127.0.0.1:{self.port}/live", self.origin)
        except websocket.WebSocketBadStatusException as error:
            status = getattr(error, "status_code", 0) or 0
            self.statuses[status] += 1
            if status >= 500:
                self.fail(f"/live upgrade answered {status}: {error}")
            self.closes[f"upgrade {status}"] += 1
            return False
        except (OSError, websocket.WebSocketException) as error:
            self.check_alive(settle=30)
            self.fail(f"/live upgrade failed: {type(error).__name__}: {error}")
        session.closed = None
        session.joined = False
        session.closing_reason = None
        message = {"v": 1, "type": "join", "token": session.token, "path": path}
        well_formed = True
        if rng.random() < 0.2:
            message["depth"] = rng.choice([0, 1, 2, 5, -3, 10 ** 6])
        roll = rng.random()
        if roll < 0.25:
            # What the page typed, in document order (the runtime sends at most 32 fields).
            message["fields"] = [plain(self.hostile.text(1500)) for _ in Targets(session.doc).text_fields[:32]]
        elif roll < 0.28:
            message["fields"] = rng.choice([{"v1": "x"}, ["x"] * 40, [1, 2], "text", None])
            well_formed = message["fields"] is None
        text = wire(message)
        self.current = ("WS", "/live join " + path, text)
        self.send(session, text)
        answer = self.pump(session, lambda m: m["type"] in ("joined", "closing"),
                           SOCKET_WAIT if well_formed else 1.0)
        if session.closing_reason or session.closed:
            self.note(f"  join of {session.name} refused: {session.closing_reason or session.closed}")
            self.count_close(session)
            close(session)
            return False
        if answer is None and not well_formed:
            self.note(f"  malformed join of {session.name} ignored")
            self.remark("malformed join ignored", text[:200])
            close(session)
            return False
        if answer is None:
            self.fail(f"no answer to a join within {SOCKET_WAIT} s; last messages {session.messages}")
        patches = self.pump(session, lambda m: m["type"] == "patches", SOCKET_WAIT)
        if patches is None and session.open:
            self.fail(f"joined but no patches within {SOCKET_WAIT} s; last messages {session.messages}")
        self.note(f"  {session.name} joined at {session.url}")
        self.pool.append(session)
        return True

    def takeover(self, session):
        """A second socket joins the same session: the first is told to go and closed."""
        twin = LiveSession(session.token, session.url, session.doc, session.name + "'")
        twin.sequence = session.sequence
        self.note(f"socket takeover of {session.name}")
        if self.attach(twin, session.url):
            self.pump(session, lambda m: False, 0.2)
            self.retire_closed()

    def send(self, session, text, binary=False):
        wait = session.last_send + 0.012 - time.monotonic()  # at most ~80 messages/s per socket
        if wait > 0:
            time.sleep(wait)
        session.last_send = time.monotonic()
        session.last_sent = text
        try:
            if binary:
                session.ws.send_binary(text.encode("utf-8", "surrogatepass"))
            else:
                session.ws.send(text)
        except (OSError, websocket.WebSocketException) as error:
            session.closed = ("eof", f"send: {type(error).__name__}")

    def pump(self, session, until, timeout):
        """Applies messages until one satisfies `until` (returned), the socket ends, or time is up."""
        deadline = time.monotonic() + timeout
        while session.open:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                message = receive(session, remaining)
            except ServerMessageError as error:
                self.fail(f"socket {session.name}: {error}")
            if message is None or message["type"] == "_control":
                continue
            self.apply(session, message)
            if until(message):
                return message
        return None

    def drain_idle(self):
        for session in list(self.pool):
            for _ in range(50):
                if not session.open or not socket_readable(session):
                    break
                try:
                    message = receive(session, 0.002)
                except ServerMessageError as error:
                    self.fail(f"socket {session.name}: {error}")
                if message and message["type"] != "_control":
                    self.apply(session, message)
        self.retire_closed()

    def apply(self, session, message):
        kind = message["type"]
        if kind == "joined":
            session.joined = True
        elif kind == "closing":
            session.closing_reason = str(message.get("reason"))
        elif kind == "patches":
            if "ack" in message:
                session.acked = message["ack"]
            patches = message.get("patches")
            if not isinstance(patches, list):
                self.fail(f"socket {session.name}: patches message without a patch list: {session.messages[-1:]}")
            for patch in patches:
                self.apply_patch(session, patch, synchronous="ack" in message)
        else:
            self.fail(f"socket {session.name}: unknown message type {kind!r}: {session.messages[-1:]}")

    def apply_patch(self, session, patch, synchronous):
        op = patch.get("op")
        if op == "replace":
            fresh = patch.get("html", "")
            marker = unescaped_marker(fresh)
            if marker:
                self.fail(f"socket {session.name}: markup the fuzzer typed is unescaped in a patch: {marker!r} "
                          f"in {fresh[:500]!r}")
            session.doc, found = replace_element(session.doc, patch.get("id", ""), fresh)
            if not found:
                self.remark("replace patch for an id not on screen", patch.get("id"))
        elif op in ("pushURL", "replaceURL", "historyBack"):
            self.set_url(session, patch.get("url") or session.url, synchronous)
        elif op == "resetHistory":
            self.set_url(session, (patch.get("urls") or [session.url])[-1], synchronous)
        elif op not in ("attributes", "text", "title", "focus"):
            self.fail(f"socket {session.name}: unknown patch op {op!r}")

    def set_url(self, session, url, synchronous):
        session.url = urllib.parse.urlsplit(url).path or url
        if not synchronous:
            # Background work moved the page (say, to a new palette's editor): events already on
            # their way may reach that screen.
            self.taint_editor(session.url)

    def taint_editor(self, url):
        """An event (or a join, or a form post) reaching a palette's editor may save or delete
        that palette, then or later (when the session ends): the fuzzer stops predicting it."""
        match = PALETTE_ROUTE.search(url or "")
        if match:
            self.palette_taints.add(int(match.group(1)))

    def retire_closed(self):
        for session in [s for s in self.pool if not s.open]:
            self.pool.remove(session)
            self.count_close(session)
            close(session)

    def count_close(self, session):
        if session.closing_reason:
            reason = "closing: " + session.closing_reason[:60]
        elif session.closed and session.closed[0] == "close":
            reason = f"close {session.closed[1]} without a closing message"
        elif session.closed:
            reason = "connection ended without a close frame"
        else:
            return
        self.closes[reason] += 1
        self.examples.setdefault("socket " + reason, f"step {self.step}, {session.name} at {session.url}, "
                                                     f"last sent {session.last_sent[:160]!r}")

    # Events

    def event_step(self, session):
        rng = self.rng
        targets = Targets(session.doc)
        roll = rng.random()
        if roll < 0.40:
            self.tap(session, targets)
            return
        if roll < 0.48 and targets.canvases:
            self.touch(session, rng.choice(targets.canvases))
            return
        text_field = rng.choice(targets.text_fields) if targets.text_fields and rng.random() < 0.9 \
            else self.unknown_id(targets)
        if roll < 0.60:
            self.send_event(session, "input", text_field, self.hostile.text())
        elif roll < 0.68:
            self.send_event(session, "submit", text_field, self.hostile.text())
        elif roll < 0.72:
            self.send_event(session, "focus", text_field)
        elif roll < 0.76:
            self.send_event(session, "blur", text_field, self.hostile.text(200))
        elif roll < 0.88:
            self.change(session, targets)
        elif roll < 0.94:
            value = rng.choice([session.url, "/colors", "/palettes", "/search", "/", plain(self.hostile.text(300))])
            self.send_event(session, "back", "vk-window", value, depth=rng.choice([0, 0, 1, 2, 3, -1, 50]))
        else:
            kind = rng.choice(EVENT_KINDS + ["hover", "TAP", ""])
            target = rng.choice(targets.ids or ["vk-window"]) if rng.random() < 0.6 else self.unknown_id(targets)
            value = self.hostile.text() if rng.random() < 0.7 else None
            extra = {"x": rng.uniform(-1, 2), "y": rng.uniform(-1, 2)} if kind.startswith("touch") else {}
            self.send_event(session, kind, target, value, **extra)

    def unknown_id(self, targets):
        rng = self.rng
        roll = rng.random()
        if roll < 0.4:
            return rng.choice(["v999", "nope", "vk-window", "cf-tab9", "v9#0:0", "", "c2-back"])
        if roll < 0.8 and targets.ids:
            return rng.choice(targets.ids) + rng.choice(["-x", "#", "-r9-9-b", ""])
        return self.hostile.text(300)

    def tap(self, session, targets):
        rng = self.rng
        if targets.buttons and rng.random() < 0.92:
            element_id, target, value, _ = rng.choice(targets.buttons)
            if rng.random() < 0.05:
                value = rng.choice(["0:999", "-1:0", "x", "0:0:0", "", plain(self.hostile.text(100))])
            title = button_title(session.doc, element_id)
            self.send_event(session, "tap", target, value, title=title)
        else:
            self.send_event(session, "tap", self.unknown_id(targets), rng.choice([None, "0:0", "1:2"]))

    def change(self, session, targets):
        rng = self.rng
        if targets.sliders and (rng.random() < 0.8 or not targets.switches):
            element_id, low, high = rng.choice(targets.sliders)
            roll = rng.random()
            if roll < 0.75:
                value = repr(round(rng.uniform(low, high), rng.choice([0, 1, 3, 6])))
            elif roll < 0.9:
                value = repr(rng.choice([low - 1, high + 1, -1e9, 1e12, -0.0]))
            else:
                value = rng.choice(["NaN", "nan", "inf", "-inf", "1e309", "", "abc", "12px", "0x10", " 5 "])
            self.send_event(session, "change", element_id, value)
        elif targets.switches:
            self.send_event(session, "change", rng.choice(targets.switches), rng.choice(["true", "false", "on", ""]))
        else:
            self.send_event(session, "change", self.unknown_id(targets), repr(rng.uniform(0, 100)))

    def touch(self, session, canvas):
        rng = self.rng

        def point():
            if rng.random() < 0.9:
                return {"x": rng.random(), "y": rng.random()}
            return {"x": rng.choice([-0.5, 1.5, 0.0, 1.0, 1e9]), "y": rng.choice([-0.5, 1.5, 0.0, 1.0])}

        if not self.send_event(session, "touchBegan", canvas, **point()):
            return
        for _ in range(rng.randint(0, 5)):
            if not self.send_event(session, "touchMoved", canvas, **point()):
                return
        if rng.random() < 0.9:
            self.send_event(session, "touchEnded", canvas, **point())

    def send_event(self, session, kind, target, value=None, title=None, **extra):
        """Sends one event and waits for its acknowledgement; returns whether the socket is still open."""
        rng = self.rng
        if rng.random() < 0.03:
            sequence = rng.choice([0, -1, 2 ** 31, 2 ** 53, session.sequence])
        else:
            session.sequence += 1
            sequence = session.sequence
        event = {"kind": kind, "target": target, "sequence": sequence}
        if value is not None:
            event["value"] = value
        event.update(extra)
        text = wire({"v": 1, "type": "event", "event": event})
        size = len(text.encode("utf-8", "surrogatepass"))
        value_bytes = len(value.encode("utf-8", "surrogatepass")) if isinstance(value, str) else 0
        surrogates = any(0xD800 <= ord(c) <= 0xDFFF for c in (value or "") + target)
        valid = kind in EVENT_KINDS and len(target.encode("utf-8", "surrogatepass")) <= 256 \
            and value_bytes <= 8192 and size <= 16384
        shown = value if value is None or len(value) < 60 else value[:60] + f"…({value_bytes} bytes)"
        self.note(f"socket {session.name} at {session.url}: {kind} {target[:60]!r} {shown!r} seq {sequence}"
                  + (f" [{title}]" if title else ""))
        self.current = ("WS", f"/live event on {session.name} at {session.url}", text)
        self.taint_editor(session.url)
        sent = time.monotonic()
        self.send(session, text)
        self.events += 1
        if valid and not surrogates:
            acked = self.pump(session, lambda m: m["type"] == "patches" and m.get("ack") == sequence, SOCKET_WAIT)
            if acked is None and session.open:
                self.fail(f"event not acknowledged within {SOCKET_WAIT} s; last messages {session.messages}")
        else:
            self.pump(session, lambda m: m["type"] == "patches" and m.get("ack") == sequence,
                      1.0 if surrogates else 0.05)
            if size > 16384:
                self.pump(session, lambda m: False, 0.5)
        if title == "Add to Palette":
            self.taint_newest(sent)
        return session.open

    def junk_message(self, session):
        rng = self.rng
        choice = rng.randrange(10)
        self.note(f"socket {session.name}: junk message #{choice}")
        self.current = ("WS", f"/live junk on {session.name}", str(choice))
        if choice == 0:
            self.send(session, "{not json")
        elif choice == 1:
            self.send(session, json.dumps({"v": 2, "type": "event", "event": {"kind": "tap", "target": "x",
                                                                             "sequence": 1}}))
        elif choice == 2:
            self.send(session, json.dumps({"v": 1, "type": "shout"}))
        elif choice == 3:
            self.send(session, json.dumps({"v": 1, "type": "event"}))
        elif choice == 4:
            self.send(session, json.dumps({"v": 1, "type": "join", "token": session.token, "path": "/top"}))
        elif choice == 5:
            self.send(session, "\x00\xff binary", binary=True)
        elif choice == 6:
            self.send(session, json.dumps({"v": 1, "type": "event", "event": {"kind": "tap", "target": "x",
                                                                             "sequence": "one"}}))
        elif choice == 7:
            self.send(session, "")
        elif choice == 8:
            self.send(session, json.dumps({"v": 1, "type": "event", "event": {
                "kind": "input", "target": "v1", "value": "x" * 20000, "sequence": 1}}))  # past 16 KB: 1009
        else:
            self.send(session, json.dumps([1, 2, 3]))
        self.pump(session, lambda m: False, 0.3 if choice == 8 else 0.03)
        self.retire_closed()

    # -- Script-free forms ---------------------------------------------------------------------

    JUNK_TAPS = ["nope", "v9#999:0", "#", "", "#0:0", "v9#", "cf-tab9"]

    def junk_tap(self):
        """A `vk-tap` value no button has."""
        return self.rng.choice(self.JUNK_TAPS + [plain(self.hostile.text(100))])

    def form_step(self):
        rng = self.rng
        self.kinds["form"] += 1
        path = self.form_page if self.form_page and rng.random() < 0.5 else self.app_path()
        headers = {}
        if self.form_cookie and rng.random() < 0.9:
            headers["Cookie"] = f"vk-csrf={self.form_cookie}"
        page = self.http("form", "GET", path, headers=headers)
        if page.status != 200:
            self.note(f"form GET {path} -> {page.status}")
            self.form_page = None
            return
        issued = csrf_cookie_of(page)
        if issued:
            self.form_cookie = issued
        cookie = issued or (self.form_cookie if "Cookie" in headers else None)
        form = Form(page.text)
        fields = list(form.hidden)
        for name in form.text_fields:
            if rng.random() < 0.75:
                fields.append((name, plain(self.hostile.text(3000))))
        title = None
        roll = rng.random()
        if roll < 0.9 and form.taps:
            value, title = rng.choice(form.taps)
            fields.append(("vk-tap", value))
        elif roll < 0.95:
            fields.append(("vk-tap", self.junk_tap()))
        post_headers = {"Content-Type": "application/x-www-form-urlencoded"}
        if rng.random() < 0.5:  # what browsers add
            post_headers["Origin"] = self.origin
            post_headers["Sec-Fetch-Site"] = "same-origin"
        if cookie:
            post_headers["Cookie"] = f"vk-csrf={cookie}"
        tamper = None
        if form.has_csrf and rng.random() < 0.07:
            tamper = rng.choice(["no-cookie", "no-field", "wrong-field", "other-cookie", "evil-origin", "cross-site"])
            if tamper == "no-cookie":
                post_headers.pop("Cookie", None)
            elif tamper == "no-field":
                fields = [pair for pair in fields if pair[0] != "vk-csrf"]
            elif tamper == "wrong-field":
                fields = [(name, "0" * 64 if name == "vk-csrf" else value) for name, value in fields]
            elif tamper == "other-cookie":
                post_headers["Cookie"] = "vk-csrf=" + "%032x" % rng.randrange(1 << 128)
            elif tamper == "evil-origin":
                post_headers["Origin"] = "http://evil.example"
            else:
                post_headers["Sec-Fetch-Site"] = "cross-site"
        body = urllib.parse.urlencode(fields)
        odd = rng.random()
        if odd < 0.02:
            body += "&" + "&".join(f"x{i}=1" for i in range(70))  # past the 64-field limit
            tamper = tamper or "too-many-fields"
        elif odd < 0.03:
            post_headers["Content-Type"] = rng.choice(["text/plain", "application/json", "multipart/form-data"])
            tamper = tamper or "content-type"
        elif odd < 0.035:
            body += "&pad=" + "x" * 70000  # past the 64 KB body limit
            tamper = tamper or "too-large"
        self.note(f"form POST {path} tap {title!r} fields {len(fields)}" + (f" tampered: {tamper}" if tamper else ""))
        self.taint_editor(path)
        sent = time.monotonic()
        reply = self.http("form", "POST", path, body=body, headers=post_headers)
        if tamper in ("no-cookie", "no-field", "wrong-field", "other-cookie", "evil-origin", "cross-site") \
                and reply.status < 400:
            self.fail(f"a form post with a bad CSRF pair ({tamper}) was accepted", reply)
        if title == "Add to Palette":
            self.taint_newest(sent)
        if 300 <= reply.status < 400:
            location = reply.header("location") or "/"
            target = urllib.parse.urlsplit(location)
            next_path = (target.path or "/") + (("?" + target.query) if target.query else "")
            landed = self.http("form", "GET", next_path, headers={"Cookie": f"vk-csrf={cookie}"} if cookie else None)
            self.note(f"  -> {reply.status} {location} -> {landed.status}")
            self.form_page = next_path if landed.status == 200 and next_path.startswith("/") else None
        else:
            self.note(f"  -> {reply.status}")

    # -- API -----------------------------------------------------------------------------------

    API_ACTIONS = [("tags.add", 22), ("tags.delete", 9), ("legacy.addtag", 7), ("scheme.create", 8),
                   ("scheme.update", 7), ("scheme.delete", 4), ("read.color", 9), ("read.legacy_color", 4),
                   ("read.search", 4), ("read.tag", 4), ("read.scheme", 6), ("read.misc", 5), ("junk", 7)]

    def api_step(self):
        names = [name for name, _ in self.API_ACTIONS]
        weights = [weight for _, weight in self.API_ACTIONS]
        action = self.rng.choices(names, weights)[0]
        self.kinds["api." + action] += 1
        getattr(self, "api_" + action.replace(".", "_"))()

    def json_headers(self):
        return {"Content-Type": "application/json"}

    def api_tags_add(self):
        rng = self.rng
        hex_value = self.hex()
        count = rng.choice([1, 1, 1, 1, 2, 2, 3, 5, 8, 20, 21])
        tags = [self.hostile.tag() for _ in range(count)]
        if rng.random() < 0.1 and tags:
            tags.append(tags[0].upper())
        body = wire({"tags": tags})
        headers = self.json_headers()
        odd = rng.random()
        if odd < 0.03:
            body = rng.choice(['{"tags":"warm"}', '{"tags":[1,null,true]}', '{"tag":["x"]}', '{"tags":[]}', "[",
                               "", '{"tags":["a"],"tags":["b"]}', "null", '{"tags":' + "[" * 600 + "]" * 600 + "}"])
            tags = None
        elif odd < 0.05:
            headers = {"Content-Type": rng.choice(["text/plain", "application/x-www-form-urlencoded",
                                                   "application/json; charset=utf-16", "application/xml"])}
            tags = None
        path = f"/api/v1/colors/{self.spelled(hex_value)}/tags"
        self.note(f"api POST {path} {body[:120]!r}")
        reply = self.http("api", "POST", path, body=body, headers=headers)
        if 200 <= reply.status < 300:
            if tags is None:
                self.remark("malformed tag write accepted", self.describe(reply))
            detail = reply.json()
            if not isinstance(detail, dict):
                self.fail("a 2xx tag write without a color in JSON", reply)
            self.after_tag_write(detail, reply, added=[(raw, normalize_tag(raw)) for raw in (tags or [])])

    def api_tags_delete(self):
        rng = self.rng
        tagged = [hex_value for hex_value, names in self.tags.items() if names]
        if tagged and rng.random() < 0.75:
            hex_value = rng.choice(sorted(tagged))
            tag = rng.choice(sorted(self.tags[hex_value]))
            roll = rng.random()
            if roll < 0.15:
                tag = tag.upper()
            elif roll < 0.25:
                tag = "  " + tag + "\u200b "
        else:
            hex_value = self.hex()
            tag = self.hostile.tag()
        path = f"/api/v1/colors/{self.spelled(hex_value)}/tags/{quote_component(tag)}"
        self.note(f"api DELETE {path[:160]}")
        reply = self.http("api", "DELETE", path)
        if 200 <= reply.status < 300:
            detail = reply.json()
            if not isinstance(detail, dict):
                self.fail("a 2xx tag delete without a color in JSON", reply)
            self.after_tag_write(detail, reply, removed=tag)

    def api_legacy_addtag(self):
        rng = self.rng
        hex_value = self.hex()
        pieces = [plain(self.hostile.tag()) for _ in range(rng.choice([1, 1, 2, 3, 4]))]
        field = rng.choice([",", ", ", ",,", " , "]).join(pieces)
        body = urllib.parse.urlencode({"tags": field})
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
        if rng.random() < 0.05:
            body = rng.choice(["tags", "tags=", "tag=warm", "tags=%ZZ", "tags=a&tags=b", "=" * 50])
            field = None
        path = f"/js/color/{hex_value}/addtag/"
        self.note(f"api POST {path} {body[:120]!r}")
        reply = self.http("api", "POST", path, body=body, headers=headers)
        if 200 <= reply.status < 300:
            envelope = reply.json()
            if not isinstance(envelope, dict):
                self.fail("a 2xx legacy addtag without JSON", reply)
            if not envelope.get("success"):
                return
            colors = envelope.get("colors") or []
            if len(colors) != 1:
                self.fail("a successful legacy addtag without exactly one color", reply)
            color = colors[0]
            detail = {"hex": color.get("hex"), "tags": color.get("tags") or []}
            added = [(piece, piece) for piece in legacy_pieces(field)] if field is not None else []
            self.after_tag_write(detail, reply, added=added, legacy_field=field)

    def after_tag_write(self, detail, reply, added=None, removed=None, legacy_field=None):
        """Checks a 2xx tag write's answer against the model, then updates the model."""
        hex_value = detail.get("hex")
        if not isinstance(hex_value, str) or not re.fullmatch(r"[0-9a-f]{6}", hex_value):
            self.fail(f"a tag write answered with a bad hex {hex_value!r}", reply)
        self.touched.add(hex_value)
        names = self.check_color_detail(detail, reply)
        model = self.tags[hex_value]
        if removed is not None:
            gone = model - set(names)
            if len(gone) > 1:
                self.fail(f"deleting one tag ({removed!r}) removed {sorted(gone)!r}", reply)
            if gone and is_simple_ascii(removed) and gone != {normalize_tag(removed)}:
                self.fail(f"deleting {removed!r} removed {sorted(gone)!r}", reply)
            model -= gone
            return
        lost = model - set(names)
        if lost:
            self.fail(f"adding tags to {hex_value} lost tags added earlier: {sorted(lost)!r}", reply)
        for raw, expected in added or []:
            if expected in names:
                model.add(expected)
            elif is_simple_ascii(raw if legacy_field is None else legacy_field):
                self.fail(f"tag {raw!r} (normalized {expected!r}) was accepted but is not on {hex_value}: "
                          f"{names!r}", reply)
            else:
                self.remark("accepted tag not found under Python's normalization", f"{raw!r} -> {expected!r}")
                if len(self.mismatches) < 10:
                    self.mismatches.append((raw, expected, hex_value))

    def check_color_detail(self, detail, reply=None):
        tags = detail.get("tags")
        if tags is None:
            tags = []
        if not isinstance(tags, list):
            self.fail("a color's tags are not a list", reply)
        names = []
        for tag in tags:
            name = tag.get("name") if isinstance(tag, dict) else None
            if not isinstance(name, str):
                self.fail(f"a tag without a name: {tag!r}", reply)
            problems = tag_problems(name)
            if problems:
                self.fail(f"stored tag {name!r} is not normalized: {', '.join(problems)}", reply)
            names.append(name)
        duplicates = [name for name, count in collections.Counter(names).items() if count > 1]
        if duplicates:
            self.fail(f"color {detail.get('hex')} lists tags twice: {duplicates!r}", reply)
        return names

    def scheme_body(self):
        rng = self.rng
        count = rng.choice([1, 1, 2, 3, 4, 5, 8, 12])
        colors = [self.hex() for _ in range(count)]
        spelled = [value.upper() if rng.random() < 0.1 else ("#" + value if rng.random() < 0.05 else value)
                   for value in colors]
        expected = list(colors)
        odd = rng.random()
        if odd < 0.03:
            spelled = []
            expected = None
        elif odd < 0.05:
            spelled = [self.hex() for _ in range(65)]
            expected = None
        elif odd < 0.08:
            spelled.append(rng.choice(["red", "zzzzzz", "", "rgb(1 2 3)", "#abc", 42, None]))
            expected = None
        body = {"name": plain(self.hostile.text(300)) if rng.random() < 0.5 else self.hostile.word(),
                "colors": spelled,
                "tags": [self.hostile.tag() for _ in range(rng.choice([0, 0, 1, 2, 3]))]}
        if rng.random() < 0.3:
            body["notes"] = self.hostile.text(2000)
        if rng.random() < 0.03:
            body.pop(rng.choice(["name", "colors"]))
            expected = None
        return body, expected

    def scheme_id(self):
        rng = self.rng
        if self.schemes and rng.random() < 0.8:
            return str(rng.choice(sorted(self.schemes)))
        if self.deleted_schemes and rng.random() < 0.3:
            return str(rng.choice(sorted(self.deleted_schemes)))
        return rng.choice(["0", "-1", "abc", "1e3", "99999999", "9223372036854775808", "%20",
                           str(rng.randint(1, max(self.schemes or [1]) + 5))])

    def api_scheme_create(self):
        body, expected = self.scheme_body()
        text = wire(body)
        self.note(f"api POST /api/v1/schemes {text[:120]!r}")
        started = time.monotonic()
        reply = self.http("api", "POST", "/api/v1/schemes", body=text, headers=self.json_headers())
        if 200 <= reply.status < 300:
            saved = self.saved_scheme(reply, expected)
            self.check_new_id(saved["id"], reply)
            self.schemes[saved["id"]] = SchemeRecord(saved["colors"], started, time.monotonic())

    def check_new_id(self, scheme_id, reply):
        """An id names one scheme forever: a stale PUT or DELETE, or an editor left open on a deleted
        palette, must not reach a scheme made later."""
        if scheme_id in self.schemes or scheme_id in self.deleted_schemes:
            how = (f"the fuzzer deleted it at step {self.deleted_step[scheme_id]}" if scheme_id in self.deleted_step
                   else "the app deleted it from a palette editor")
            self.fail(f"a new scheme got the id {scheme_id}, which a deleted scheme had ({how}): ids of deleted "
                      "schemes are reused, so a stale PUT, DELETE or open palette editor changes the new scheme",
                      reply)

    def api_scheme_update(self):
        scheme_id = self.scheme_id()
        body, expected = self.scheme_body()
        text = wire(body)
        path = f"/api/v1/schemes/{scheme_id}"
        self.note(f"api PUT {path} {text[:120]!r}")
        started = time.monotonic()
        reply = self.http("api", "PUT", path, body=text, headers=self.json_headers())
        if 200 <= reply.status < 300:
            saved = self.saved_scheme(reply, expected)
            if not scheme_id.isdigit() or saved["id"] != int(scheme_id):
                self.fail(f"PUT {path} answered with scheme {saved['id']}", reply)
            if saved["id"] in self.deleted_schemes:
                self.fail(f"scheme {saved['id']}, which the fuzzer deleted, was replaced (2xx)", reply)
            self.schemes[saved["id"]] = SchemeRecord(saved["colors"], started, time.monotonic(),
                                                     earlier=self.schemes.get(saved["id"]), foreign=True)
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def api_scheme_delete(self):
        scheme_id = self.scheme_id()
        path = f"/api/v1/schemes/{scheme_id}"
        self.note(f"api DELETE {path}")
        reply = self.http("api", "DELETE", path)
        if 200 <= reply.status < 300:
            self.schemes.pop(int(scheme_id), None)
            self.deleted_schemes.add(int(scheme_id))
            self.deleted_at[int(scheme_id)] = time.monotonic()
            self.deleted_step[int(scheme_id)] = self.step
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def api_read_scheme(self):
        scheme_id = self.scheme_id()
        legacy = self.rng.random() < 0.25
        path = f"/json/scheme/{scheme_id}" if legacy else f"/api/v1/schemes/{scheme_id}"
        self.note(f"api GET {path}")
        reply = self.http("api", "GET", path)
        if legacy or not scheme_id.isdigit() or int(scheme_id) not in self.schemes:
            return
        if reply.status == 200:
            self.check_scheme(int(scheme_id), reply)
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def saved_scheme(self, reply, expected):
        saved = reply.json()
        if not isinstance(saved, dict) or not isinstance(saved.get("id"), int) \
                or not isinstance(saved.get("colors"), list):
            self.fail("a 2xx scheme write without a scheme in JSON", reply)
        if expected is not None and saved["colors"] != expected:
            self.fail(f"scheme saved with colors {saved['colors']!r}, sent {expected!r}", reply)
        for value in saved["colors"]:
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{6}", value):
                self.fail(f"scheme saved with a malformed color {value!r}", reply)
        return saved

    def scheme_mode(self, scheme_id):
        """How exactly the fuzzer can predict a scheme's colors: "exact" (only the fuzzer wrote it
        since), "prefix" (the app may have appended colors since: "Add to Palette" tapped after the
        fuzzer's write landed) or "loose" (an editor had it, or a tap raced the fuzzer's write)."""
        record = self.schemes.get(scheme_id)
        if record is None or scheme_id in self.palette_taints:
            return "loose"
        mode = "exact"
        for sent, answered, ids in self.newest_taints:
            # The newest scheme when the app looked is at least the newest modelled one that
            # neither the fuzzer (in time) nor an editor can have deleted.
            survivors = [identifier for identifier in ids if identifier not in self.palette_taints
                         and self.deleted_at.get(identifier, float("inf")) > answered + APP_WRITE_WINDOW]
            if scheme_id < max(survivors, default=0):
                continue
            if answered + APP_WRITE_WINDOW < record.started:
                continue  # the app's write landed before the fuzzer's
            if record.finished < sent:
                mode = "prefix"
            else:
                return "loose"
        return mode

    def taint_newest(self, sent):
        self.newest_taints.append((sent, time.monotonic(), sorted(self.schemes)))

    def vanished(self, scheme_id, reply):
        if not scheme_id.isdigit() or int(scheme_id) not in self.schemes:
            return
        identifier = int(scheme_id)
        if self.scheme_mode(identifier) != "loose":
            self.fail(f"scheme {identifier}, saved by the fuzzer and not deleted, answers 404", reply)
        self.remark("modelled scheme removed by the app", f"scheme {identifier}")
        self.schemes.pop(identifier)

    def check_scheme(self, scheme_id, reply):
        """Checks a scheme read against the model; returns how exactly it could be checked."""
        scheme = reply.json()
        if not isinstance(scheme, dict) or not isinstance(scheme.get("colors"), list):
            self.fail(f"scheme {scheme_id} is not a scheme", reply)
        for value in scheme["colors"]:
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{6}", value):
                self.fail(f"scheme {scheme_id} holds a malformed color {value!r}", reply)
        mode = self.scheme_mode(scheme_id)
        saved = self.schemes[scheme_id].colors
        if mode == "exact" and scheme["colors"] != saved:
            self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}; the fuzzer last saved {saved!r}", reply)
        if mode == "prefix" and scheme["colors"][:len(saved)] != saved:
            self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}; the fuzzer last saved {saved!r} and "
                      "the app can only have appended to it since", reply)
        if mode == "loose":
            record = self.schemes[scheme_id]
            if record.foreign:
                return "foreign"
            if not any(scheme["colors"][:len(version)] == version for version in record.history):
                self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}, which is none of the versions the "
                          f"fuzzer saved ({record.history!r}) with colors appended", reply)
            return "history"
        return mode

    def api_read_color(self):
        hex_value = self.hex()
        path = f"/api/v1/colors/{self.spelled(hex_value)}"
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path} -> {reply.status}")
        if reply.status == 429:
            return
        if reply.status != 200:
            self.fail("a color lookup by hex did not answer 200", reply)
        detail = reply.json() or {}
        names = self.check_color_detail(detail, reply)
        missing = self.tags[hex_value] - set(names)
        if missing:
            self.fail(f"tags the fuzzer added to {hex_value} are gone: {sorted(missing)!r}", reply)

    def api_read_legacy_color(self):
        rng = self.rng
        hex_value = self.hex() if rng.random() < 0.9 else plain(self.hostile.text(40))
        path = f"/json/color/{quote_component(hex_value)}"
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path} -> {reply.status}")
        envelope = reply.json() if reply.status == 200 else None
        if isinstance(envelope, dict) and envelope.get("colors") and hex_value in self.tags:
            names = [tag.get("name") for tag in envelope["colors"][0].get("tags") or []]
            missing = self.tags[hex_value] - set(names)
            if missing:
                self.fail(f"/json/color/{hex_value} lacks tags the fuzzer added: {sorted(missing)!r}", reply)

    def api_read_search(self):
        query = plain(self.rng.choice([self.hostile.tag(), self.hostile.text(500), "#" + self.hex(), "red", ""]))
        path = "/api/v1/search?q=" + urllib.parse.quote(query, safe="")
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path[:120]} -> {reply.status}")

    def api_read_tag(self):
        rng = self.rng
        known = sorted(set().union(*self.tags.values())) if self.tags else []
        tag = rng.choice(known) if known and rng.random() < 0.6 else plain(self.hostile.tag())
        roll = rng.random()
        if roll < 0.5:
            path = f"/json/tag/{quote_component(tag)}"
        elif roll < 0.75:
            path = f"/api/v1/tags/{quote_component(tag)}/colors"
        else:
            other = rng.choice(known) if known else "warm"
            path = f"/json/tags/{quote_component(tag)},{quote_component(other)}"
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path[:120]} -> {reply.status}")

    def api_read_misc(self):
        rng = self.rng
        number = rng.choice(["1", "5", "100", "101", "0", "-1", "abc", "1e3", "99999999999999999999", ""])
        path = rng.choice([
            f"/api/v1/colors/top?limit={number}", f"/api/v1/colors/random?count={number}",
            f"/api/v1/colors/latest?count={number}", f"/api/v1/schemes?limit={number}",
            f"/api/v1/schemes/random?count={number}&sizeLimit={rng.choice(['1', '3', '0', 'x'])}",
            "/json/color/random", "/json/color/latest", f"/json/colors/random/{number or '3'}",
            f"/json/schemes/random/{number or '2'}?scheme_size_limit={rng.choice(['1', '2', '0', 'x'])}",
            "/json/scheme/random", "/api/v1/health", "/openapi.json", "/api/v1/openapi.json",
            f"/json/color/latest?timestamp={rng.randrange(10 ** 10)}",
        ])
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path} -> {reply.status}")

    def api_junk(self):
        rng = self.rng
        choice = rng.randrange(14)
        hex_value = self.hex()
        method, path, body, headers = "GET", "/", None, None
        if choice == 0:
            method, path = "PATCH", f"/api/v1/schemes/{self.scheme_id()}"
            body, headers = "{}", self.json_headers()
        elif choice == 1:
            method, path = "POST", "/api/v1/schemes"
            body, headers = '{"name": "x", "colors": [', self.json_headers()
        elif choice == 2:
            method, path = "PUT", f"/api/v1/schemes/{self.scheme_id()}"
            body, headers = b"\xff\xfe{}", self.json_headers()
        elif choice == 3:
            path = "/api/v1/" + quote_component(self.hostile.text(200))
        elif choice == 4:
            path = rng.choice(["/%", "/%ZZ", "//", "/api/v1/colors/%00", "/api/v1/colors/..%2F..%2Fhealth",
                               "/api/v1/colors/%2e%2e/%2e%2e/health", "/./colors", "/colors/../api/v1/health",
                               "/api/v1/colors/" + "f" * 4000, "/search/color-" + "a" * 2000, "/viewkit/viewkit.js",
                               "/viewkit/../../Package.swift", "/live", "/colors/detail-", "/colors/detail-%ZZ"])
        elif choice == 5:
            method, path = "POST", f"/api/v1/colors/{hex_value}/tags"
            body, headers = json.dumps({"tags": ["x"] * 5000}), self.json_headers()
        elif choice == 6:
            method, path = "POST", f"/api/v1/colors/{hex_value}/tags"
            body, headers = json.dumps({"tags": ["ok"], "extra": "y" * 200000}), self.json_headers()
        elif choice == 7:
            method, path = "DELETE", f"/api/v1/colors/{hex_value}/tags/"
        elif choice == 8:
            method, path = "POST", f"/js/color/{hex_value}/addtag/"
            body = "tags=" + ",".join(["t%d" % i for i in range(3000)])
            headers = {"Content-Type": "application/x-www-form-urlencoded"}
        elif choice == 9:
            method, path = "POST", f"/js/color/{quote_component(self.hostile.text(30))}/addtag/"
            body, headers = "tags=warm", {"Content-Type": "application/x-www-form-urlencoded"}
        elif choice == 10:
            method = rng.choice(["OPTIONS", "HEAD", "TRACE"])
            path = rng.choice(["/api/v1/health", "/colors", "/api/v1/schemes"])
        elif choice == 11:
            method, path = "POST", "/api/v1/schemes"
            body = json.dumps({"name": "deep", "colors": ["ff0000"], "tags": [], "notes": {"a": [[[[[]]]]]}})
            headers = self.json_headers()
        elif choice == 12:
            method, path = "POST", f"/api/v1/colors/{hex_value}/tags"
            body, headers = '{"tags": ["\\ud800", "\\udfff", "a\\u0000b"]}', self.json_headers()
        else:
            method, path = "POST", rng.choice(["/colors", "/picker", "/search/color-" + hex_value])
            body, headers = "vk-tap=x", {"Content-Type": "application/x-www-form-urlencoded"}
        self.note(f"api junk {method} {path[:120]}")
        reply = self.http("api", method, path, body=body, headers=headers)
        self.note(f"  -> {reply.status}")
        if choice == 12 and 200 <= reply.status < 300 and isinstance(reply.json(), dict):
            self.after_tag_write(reply.json(), reply, added=[])

    # -- The end -------------------------------------------------------------------------------

    def close_all(self, quietly=False):
        for session in self.pool:
            if quietly:
                drop(session)
            else:
                close(session)
        self.pool = []

    def read(self, path):
        """A GET for the end check, waiting out a 429 once."""
        reply = self.http("verify", "GET", path)
        if reply.status == 429:
            time.sleep(min(float(reply.header("retry-after") or 1), 10))
            reply = self.http("verify", "GET", path)
        return reply

    def verify(self):
        """The store's invariants, read through the API."""
        time.sleep(0.5)  # app writes started by the last events land
        self.current = None
        checked_tags = 0
        for hex_value in sorted(self.touched):
            reply = self.read(f"/api/v1/colors/{hex_value}")
            if reply.status != 200:
                self.fail(f"color {hex_value} did not answer 200 at the end", reply)
            detail = reply.json() or {}
            names = self.check_color_detail(detail, reply)
            checked_tags += len(names)
            missing = self.tags.get(hex_value, set()) - set(names)
            if missing:
                self.fail(f"at the end, {hex_value} lacks tags the fuzzer added and never deleted: "
                          f"{sorted(missing)!r}", reply)
        modes = collections.Counter()
        for scheme_id in sorted(self.schemes):
            reply = self.read(f"/api/v1/schemes/{scheme_id}")
            if reply.status == 200:
                modes[self.check_scheme(scheme_id, reply)] += 1
            elif reply.status == 404:
                self.vanished(str(scheme_id), reply)
            else:
                self.fail(f"scheme {scheme_id} answered {reply.status} at the end", reply)
        reply = self.read("/api/v1/health")
        if reply.status != 200:
            self.fail("health did not answer 200 at the end", reply)
        self.notes[f"end check: {len(self.touched)} colors ({checked_tags} tags, "
                   f"{sum(len(tags) for tags in self.tags.values())} modelled), {len(self.schemes)} schemes "
                   f"({modes['exact']} compared exactly, {modes['prefix']} as a prefix, {modes['history']} "
                   f"against every saved version, {modes['foreign']} not at all)"] += 1

    def figures(self):
        seconds = max(self.elapsed, 1e-9)
        socket_steps = sum(count for kind, count in self.kinds.items() if kind.startswith("socket"))
        api_steps = sum(count for kind, count in self.kinds.items() if kind.startswith("api"))
        return {
            "label": self.label, "database": self.database, "seed": self.seed, "result": self.result,
            "steps": sum(self.kinds.values()), "socket_steps": socket_steps, "form_steps": self.kinds["form"],
            "api_steps": api_steps, "seconds": seconds, "requests": self.requests,
            "requests_per_second": self.requests / seconds, "events": self.events,
            "events_per_second": self.events / seconds,
            "p50_ms": percentile(self.api_latencies, 0.5) * 1000, "p99_ms": percentile(self.api_latencies, 0.99) * 1000,
            "rss_start": self.rss_start, "rss_end": self.rss_end, "rate_limited": self.rate_limited,
            "server_errors": sum(count for status, count in self.statuses.items() if status >= 500),
        }

    def summary(self):
        figures = self.figures()
        mb = lambda kib: f"{kib / 1024:.1f} MB" if kib else "n/a"
        lines = [
            f"[fuzz {self.label}] summary (seed {self.seed}, {self.database}): {self.result}",
            f"  steps: {figures['steps']} in {figures['seconds']:.1f} s"
            + (" (stopped at the time limit)" if self.stopped_early else ""),
            "  by kind: " + ", ".join(f"{kind} {count}" for kind, count in sorted(self.kinds.items())),
            f"  HTTP: {self.requests} requests, {figures['requests_per_second']:.1f}/s; statuses "
            + ", ".join(f"{status}: {count}" for status, count in sorted(self.statuses.items())),
            f"  socket events: {self.events}, {figures['events_per_second']:.1f}/s; sockets opened "
            f"{self.session_count}",
            f"  API latency: p50 {figures['p50_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms "
            f"({len(self.api_latencies)} requests)",
            f"  server RSS: {mb(self.rss_start)} at start, {mb(self.rss_end)} at end",
        ]
        if self.closes:
            lines.append("  sockets ended by the server: " + "; ".join(
                f"{reason} ×{count}" for reason, count in self.closes.most_common()))
        for note, count in sorted(self.notes.items()):
            lines.append(f"  note: {note} ×{count}")
            if note in self.examples:
                lines.append(f"      first: {self.examples[note]}")
        for note, example in sorted(self.examples.items()):
            if note.startswith("socket "):
                lines.append(f"  first {note}: {example}")
        for raw, expected, hex_value in self.mismatches[:5]:
            lines.append(f"  normalization differs from Python's: {raw!r} -> expected {expected!r} on {hex_value}")
        return "\n".join(lines)


# -- Figures file -------------------------------------------------------------------------------


def write_figures():
    command = "python3 -m pytest " + " ".join(sys.argv[1:])
    knobs = " ".join(f"{name}={os.environ[name]}" for name in sorted(os.environ) if name.startswith("COLR_FUZZ_"))
    try:
        root = pathlib.Path(__file__).resolve().parents[2]
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                                text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=root, capture_output=True, text=True,
                               timeout=10).stdout.strip()
        revision = f"commit {commit}" + (" plus uncommitted changes" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        revision = "unknown revision"
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    mb = lambda kib: f"{kib / 1024:.0f} MB" if kib else "n/a"
    lines = [
        "<!-- Written by Tests/Service/test_fuzz.py on every run; copy into BENCHMARKS.md. -->",
        "### Fuzzing (Tests/Service/test_fuzz.py)",
        "",
        f"Command: `{(knobs + ' ') if knobs else ''}{command}` — {when}, {revision}, debug build "
        f"(`.build/debug/colr`), {os.cpu_count()} cores. The main runs use "
        "`COLR_WRITES_PER_MINUTE=100000 COLR_WRITE_BURST=100000`; the limited run uses the default write limits.",
        "",
        "| Run | Database | Seed | Result | Steps (socket / form / API) | Time | HTTP requests/s | Socket events/s "
        "| API p50 | API p99 | Server RSS start → end | 429s | 5xx |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for figures in FIGURES.values():
        lines.append(
            f"| {figures['label']} | {figures['database']} | {figures['seed']} | {figures['result']} "
            f"| {figures['steps']} "
            f"({figures['socket_steps']} / {figures['form_steps']} / {figures['api_steps']}) "
            f"| {figures['seconds']:.1f} s | {figures['requests_per_second']:.0f} | {figures['events_per_second']:.0f} "
            f"| {figures['p50_ms']:.1f} ms | {figures['p99_ms']:.1f} ms "
            f"| {mb(figures['rss_start'])} → {mb(figures['rss_end'])} | {figures['rate_limited']} "
            f"| {figures['server_errors']} |")
    FIGURES_PATH.write_text("\n".join(lines) + "\n")


def run_fuzzer(fuzzer):
    try:
        fuzzer.run()
    finally:
        FIGURES[fuzzer.label] = fuzzer.figures()
        write_figures()


# -- Tests --------------------------------------------------------------------------------------


def test_fuzz_app_and_api(colr):
    """Thousands of seeded steps over sockets, forms and the API; then the store's invariants."""
    process = colr(env=dict(FAST_WRITES))
    run_fuzzer(Fuzzer(process, SEED, "main", STEPS))
    # A short phase at the default write limits: 429s must appear, and nothing may break.
    limited = colr()
    fuzzer = Fuzzer(limited, SEED, "default limits", LIMITED_STEPS, weights=(0.2, 0.1, 0.7))
    run_fuzzer(fuzzer)
    assert fuzzer.rate_limited > 0, f"seed {SEED}: no 429 in {LIMITED_STEPS} steps at the default write limits"


@pytest.fixture
def postgres_database():
    base = os.environ.get("COLR_TEST_POSTGRES_URL")
    if not base:
        pytest.skip("COLR_TEST_POSTGRES_URL is not set (scripts/test sets it)")
    psql = shutil.which("psql") or os.path.join(os.environ.get("COLR_TEST_PG_BIN", ""), "psql")
    name = "colr_fuzz_%d_%06x" % (os.getpid(), random.randrange(1 << 24))

    def run(sql):
        return subprocess.run([psql, base, "-v", "ON_ERROR_STOP=1", "-qc", sql], capture_output=True, text=True,
                              timeout=60)

    created = run(f'CREATE DATABASE "{name}"')
    assert created.returncode == 0, f"could not create a database: {created.stderr}"
    parts = urllib.parse.urlsplit(base)
    try:
        yield urllib.parse.urlunsplit(parts._replace(path="/" + name))
    finally:
        run(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_fuzz_app_and_api_postgres(colr, postgres_database):
    """The same fuzzing against PostgreSQL (a fresh database, dropped afterwards)."""
    process = colr(env=dict(FAST_WRITES), database=postgres_database)
    try:
        run_fuzzer(Fuzzer(process, SEED, "main (PostgreSQL)", PG_STEPS, database="PostgreSQL"))
    finally:
        if process.alive():
            status = process.terminate()
            assert status == 0, f"colr serve exited with {status} on SIGTERM:\n{process.output()[-3000:]}"
