"""The chaos run's writes and what was answered: every HTTP exchange (to tell the 5xx apart), the
writes acknowledged (to find them in the database at the end), and the API writers, which add
unique tags and edit palettes through HAProxy and straight to each instance.

Only tags are added, never removed, so every acknowledged tag must be in the database at the end;
a palette save's acknowledgement names its revision and contents, which the database's
revisions must hold.
"""
import collections
import contextlib
import json
import threading
import time

from http_support import http_request

# Wait for an answer longer than an instance is ever stopped, so a request held by a stopped
# instance is answered when it continues rather than abandoned.
REQUEST_TIMEOUT = 20


class Colors:
    """The colors the run tags, each with room for TagName.maximumPerColor (250) tags: a color
    near that bound is left alone, so every write the run makes can succeed."""

    ROOM = 230

    def __init__(self, hexes):
        self.hexes = list(hexes)
        self.used = collections.Counter()
        self.lock = threading.Lock()

    def reserve(self, hex_):
        """Whether `hex_` has room for one more tag (counted now): a page writes to its own color."""
        with self.lock:
            if self.used[hex_] >= self.ROOM:
                return False
            self.used[hex_] += 1
            return True

    def take(self, rng):
        """A color with room for one more tag (counted now), or None when every one is full."""
        with self.lock:
            open_ = [hex_ for hex_ in self.hexes if self.used[hex_] < self.ROOM]
            if not open_:
                return None
            hex_ = rng.choice(open_)
            self.used[hex_] += 1
            return hex_


class WriteGate:
    """When the run's clients may write. Writes are paused while the run measures how pages
    converge after a fault, so that a page which missed a change is not mended by the next write
    to the same color or palette (whose announcement carries the whole state) and counted as
    converged: each page must get there from the fault alone. `over` ends the writing for good;
    `busy` counts the writes under way, which a pause waits for."""

    def __init__(self):
        self.paused = threading.Event()
        self.over = threading.Event()
        self.lock = threading.Lock()
        self.busy = 0

    def begin(self):
        """True, counted as under way, when a write may start now; `end()` it afterwards."""
        with self.lock:
            if self.paused.is_set() or self.over.is_set():
                return False
            self.busy += 1
            return True

    def end(self):
        with self.lock:
            self.busy -= 1

    @contextlib.contextmanager
    def writing(self):
        allowed = self.begin()
        try:
            yield allowed
        finally:
            if allowed:
                self.end()

    def pause(self, timeout):
        """Stops new writes and waits (at most `timeout`) for those under way; True if they ended."""
        self.paused.set()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                if self.busy == 0:
                    return True
            time.sleep(0.05)
        return False

    def resume(self):
        self.paused.clear()

    def close(self, timeout):
        self.over.set()
        return self.pause(timeout)


class Ledger:
    """What every client was answered, shared by all the run's threads."""

    def __init__(self, clock):
        self.clock = clock
        self.lock = threading.Lock()
        self.exchanges = []  # (time, via, method, path, status, answered_by_colr, error)
        self.tags = []  # acknowledged: (hex, tag, via)
        self.saves = []  # acknowledged palette saves: (scheme id, revision or None, name, colors or None, via)
        self.attempts = collections.Counter()  # writes tried, by kind and via
        self.counter = 0

    def unique(self, prefix):
        with self.lock:
            self.counter += 1
            return f"{prefix}{self.counter}"

    def exchange(self, via, method, path, reply):
        """Records one HTTP answer; Colr's own answers carry X-Request-Id, HAProxy's errors do not."""
        with self.lock:
            self.exchanges.append((self.clock(), via, method, path, reply.status,
                                   reply.header("x-request-id") is not None, reply.error))

    def tried(self, kind, via):
        with self.lock:
            self.attempts[(kind, via)] += 1

    def tag_acknowledged(self, hex_, tag, via):
        with self.lock:
            self.tags.append((hex_, tag, via))

    def save_acknowledged(self, scheme, revision, name, colors, via):
        with self.lock:
            self.saves.append((scheme, revision, name, colors, via))


def request(ledger, via, port, method, path, body=None, headers=None):
    sent = dict(headers or {})
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        sent["Content-Type"] = "application/json"
    reply = http_request(port, method, path, body=data, headers=sent, timeout=REQUEST_TIMEOUT)
    ledger.exchange(via, method, path, reply)
    return reply


class ApiWriter(threading.Thread):
    """Adds unique tags (POST /api/v1/colors/{hex}/tags) and edits palettes (PATCH
    /api/v1/schemes/{id}: a rename and a recolor, merged with whatever else was saved) through
    `route()`, which says where each request goes: (label, port)."""

    def __init__(self, name, route, ledger, colors, palettes, rng, gate, interval, prefix):
        super().__init__(name=name, daemon=True)
        self.route = route
        self.ledger = ledger
        self.colors = colors
        self.palettes = palettes
        self.rng = rng
        self.gate = gate
        self.interval = interval
        self.prefix = prefix
        self.failure = None

    def run(self):
        try:
            while not self.gate.over.wait(self.rng.uniform(0.5, 1.5) * self.interval):
                with self.gate.writing() as allowed:
                    if allowed and self.rng.random() < 0.75:
                        self.add_tag()
                    elif allowed:
                        self.edit_palette()
        except Exception as error:  # noqa: BLE001 (reported by the run, not lost in a thread)
            self.failure = f"{type(error).__name__}: {error}"

    def add_tag(self):
        hex_ = self.colors.take(self.rng)
        if hex_ is None:
            return
        tag = self.ledger.unique(self.prefix)
        via, port = self.route()
        self.ledger.tried("tag", via)
        reply = request(self.ledger, via, port, "POST", f"/api/v1/colors/{hex_}/tags", {"tags": [tag]})
        if 200 <= reply.status < 300:
            self.ledger.tag_acknowledged(hex_, tag, via)

    def edit_palette(self):
        palette = self.palettes.take(self.rng)
        if palette is None:
            return
        name = f"chaos {self.ledger.unique('r')}"
        entry = self.rng.choice(palette["entries"])
        color = "%06x" % self.rng.randrange(0x1000000)
        via, port = self.route()
        self.ledger.tried("palette", via)
        reply = request(self.ledger, via, port, "PATCH", f"/api/v1/schemes/{palette['id']}",
                        {"operations": [{"op": "rename", "name": name},
                                        {"op": "recolor", "entry": entry, "color": color}]},
                        {"Authorization": f"Bearer {palette['token']}"})
        if reply.status == 200:
            scheme = (reply.json() or {}).get("scheme") or {}
            self.ledger.save_acknowledged(palette["id"], scheme.get("revision"), scheme.get("name"),
                                          tuple(scheme.get("colors") or ()), via)


class Palettes:
    """The palettes the run edits, each saved at most ROOM times, so the database's revisions of
    each stay few enough to compare (and the history screen's limits are never the question)."""

    ROOM = 400

    def __init__(self, palettes):
        self.items = list(palettes)
        self.saves = collections.Counter()
        self.lock = threading.Lock()

    def take(self, rng):
        with self.lock:
            open_ = [p for p in self.items if self.saves[p["id"]] < self.ROOM]
            if not open_:
                return None
            palette = rng.choice(open_)
            self.saves[palette["id"]] += 1
            return palette


def wait_for(predicate, timeout, interval=0.1):
    """The predicate's first truthy value within `timeout` seconds, or None."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(interval)
