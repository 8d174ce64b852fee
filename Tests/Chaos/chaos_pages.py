"""Live pages the chaos run watches, and what each one shows.

A `SocketPage` is a page as a browser keeps it, without the browser: it loads the page over HTTP,
joins its session on /live with websocket-client, applies every patch to the window's HTML (the
service fuzzer's small DOM, Tests/Service/fuzz_page.py), and, when the socket ends, joins again
with backoff as the page runtime does (socket.js), loading the page anew when its token is
refused. A `BrowserPage` is headless Chromium on the same kind of page. Both answer `view()`:
a color page's tags (a set) or a palette editor's title and colors, which the run compares with
the database. Both also write through the app: a tag typed on a color page, a palette renamed in
its editor; a write counts as acknowledged only when the page itself says it was kept.
"""
import html
import json
import re
import threading
import time

from fuzz_live import LiveSession, close, connect_socket, receive, ServerMessageError
from fuzz_page import element_span, insert_element, move_element, replace_element, token_of, window_of
from http_support import visitor_cookie_of

from chaos_writes import REQUEST_TIMEOUT, request

CELL_TEXT = re.compile(r'<span id="[^"]*" class="vk-cell-text">(.*?)</span>', re.S)
NAV_TITLE = re.compile(r'<h1 id="[^"]*" class="vk-title">(.*?)</h1>', re.S)
COLOR_LABEL = re.compile(r'<div id="[^"]*" class="vk-label"[^>]*>#([0-9A-F]{6})</div>')
STATUS = re.compile(r'<div id="([^"]*)" class="vk-label"[^>]*aria-label="Status"[^>]*>(.*?)</div>', re.S)
# How long an app write may take to be acknowledged on its page before it counts as not kept.
APP_WRITE_WAIT = 15


def color_view(doc):
    return frozenset(html.unescape(text) for text in CELL_TEXT.findall(doc))


def palette_view(doc):
    title = NAV_TITLE.search(doc)
    return (html.unescape(title.group(1)) if title else None, tuple(c.lower() for c in COLOR_LABEL.findall(doc)))


def set_text(doc, element_id, text):
    """A `text` patch: the element's content becomes `text`."""
    span = element_span(doc, element_id)
    if not span:
        return doc
    start_tag_end = doc.index(">", span[0]) + 1
    close_start = doc.rindex("</", span[0], span[1])
    if close_start < start_tag_end:
        return doc
    return doc[:start_tag_end] + html.escape(text, quote=False) + doc[close_start:]


def set_attributes(doc, element_id, changed, removed):
    """An `attributes` patch on the element's start tag."""
    span = element_span(doc, element_id)
    if not span:
        return doc
    start_tag_end = doc.index(">", span[0]) + 1
    tag = doc[span[0]:start_tag_end]
    for name in list(removed) + list(changed):
        tag = re.sub(r'\s%s(?:="[^"]*")?(?=[\s>/])' % re.escape(name), "", tag)
    added = "".join(f' {name}="{html.escape(str(value))}"' for name, value in sorted(changed.items()))
    tag = tag[:-1] + added + ">"
    return doc[:span[0]] + tag + doc[start_tag_end:]


class SocketPage(threading.Thread):
    """One live page over websocket-client. `via` is (label, port, pin): the balancer with the
    instance its cookie pins the page to, or an instance itself (pin None). `kind` is "color"
    (key: the hex) or "palette" (key: the palette, with its id and edit token)."""

    def __init__(self, name, via, kind, key, ledger, rng, stop, gate, write_interval, prefix, colors):
        super().__init__(name=name, daemon=True)
        self.colors = colors
        self.label, self.port, self.pin = via
        self.gate = gate
        self.kind = kind
        self.key = key
        self.ledger = ledger
        self.rng = rng
        self.stop_event = stop
        self.write_interval = write_interval
        self.prefix = prefix
        self.path = f"/search/color-{key}" if kind == "color" else f"/palettes/palette-{key['id']}"
        self.session = None
        self.doc = ""
        self.visitor = None
        self.sequence = 0
        self.pending = None  # the app write waiting for its acknowledgement
        self.joins = 0
        self.reloads = 0
        self.failure = None
        self.last_status = ""

    def describe(self):
        return f"{self.name} ({self.kind} {self.path} via {self.label}{' pinned to ' + self.pin if self.pin else ''})"

    def view(self):
        return color_view(self.doc) if self.kind == "color" else palette_view(self.doc)

    @property
    def connected(self):
        return self.session is not None and self.session.open

    def cookies(self):
        parts = [self.visitor] if self.visitor else []
        if self.pin:
            parts.append(f"colr-instance={self.pin}")
        return "; ".join(parts)

    def run(self):
        try:
            self.loop()
        except Exception as error:  # noqa: BLE001 (reported by the run)
            self.failure = f"{type(error).__name__}: {error}"
        finally:
            if self.pending is not None:
                self.pending = None
                self.gate.end()
            if self.session is not None:
                close(self.session)

    def loop(self):
        attempts = 0
        next_write = time.monotonic() + self.rng.uniform(0.5, 2) * self.write_interval
        while not self.stop_event.is_set():
            if not self.connected:
                if self.connect():
                    attempts = 0
                else:
                    # The page runtime's backoff: 400 ms doubling, here capped at 3 s.
                    attempts += 1
                    self.stop_event.wait(min(3.0, 0.4 * 2 ** min(attempts, 4)) * self.rng.uniform(0.5, 1))
                    continue
            now = time.monotonic()
            if self.pending is None and now >= next_write and self.gate.begin():
                self.write()
                if self.pending is None:  # nothing was sent
                    self.gate.end()
                next_write = now + self.rng.uniform(0.5, 1.5) * self.write_interval
            try:
                message = receive(self.session, 0.2)
            except ServerMessageError as error:
                self.failure = str(error)
                return
            if message is not None and message["type"] == "patches":
                self.apply(message["patches"])
            elif message is not None and message["type"] == "closing":
                self.session.closing_reason = str(message.get("reason"))
            self.check_pending()

    # -- Loading and joining ------------------------------------------------------------------

    def load(self):
        """The page over HTTP: its token and window. A palette's edit link comes first, once: it
        makes this client an editor (the palettes are private, made through the API)."""
        if self.kind == "palette" and self.visitor is None:
            reply = request(self.ledger, self.label, self.port, "GET",
                            f"/p/{self.key['id']}/edit/{self.key['token']}", headers=self.headers())
            self.visitor = visitor_cookie_of(reply)
            if reply.status != 303 or not self.visitor:
                return False
        reply = request(self.ledger, self.label, self.port, "GET", self.path, headers=self.headers())
        if reply.status != 200:
            return False
        self.visitor = visitor_cookie_of(reply) or self.visitor
        token = token_of(reply.text)
        if not token:
            return False
        self.session = LiveSession(token, self.path, window_of(reply.text), self.name, self.visitor)
        self.doc = self.session.doc
        self.reloads += 1
        return True

    def headers(self):
        cookies = self.cookies()
        return {"Cookie": cookies} if cookies else {}

    def connect(self):
        """Joins the page's session again (loading the page first when there is none, or when the
        server refused the last join); True once joined and the screen came."""
        refused = self.session is not None and self.session.closing_reason is not None
        if self.session is not None:
            close(self.session)
        if self.session is None or refused:
            if not self.load():
                self.session = None
                return False
        session = self.session
        session.closed = None
        session.closing_reason = None
        try:
            session.ws = connect_socket(f"ws://127.0.0.1:{self.port}/live", f"http://127.0.0.1:{self.port}",
                                        self.cookies(), timeout=REQUEST_TIMEOUT)
            session.ws.send(json.dumps({"v": 1, "type": "join", "token": session.token, "path": self.path}))
        except Exception:  # noqa: BLE001 (any failure to connect is a drop: try again)
            session.ws = None
            return False
        deadline = time.monotonic() + REQUEST_TIMEOUT
        while time.monotonic() < deadline and not self.stop_event.is_set():
            try:
                message = receive(session, 0.5)
            except ServerMessageError as error:
                self.failure = str(error)
                return False
            if not session.open:
                return False
            if message is None:
                continue
            if message["type"] == "closing":
                session.closing_reason = str(message.get("reason"))
            elif message["type"] == "patches":
                self.apply(message["patches"])
                self.joins += 1
                return True
        close(session)
        return False

    def apply(self, patches):
        doc = self.doc
        for patch in patches:
            op = patch.get("op")
            if op == "replace":
                doc, _ = replace_element(doc, patch.get("id", ""), patch.get("html", ""))
            elif op == "insert":
                doc, _ = insert_element(doc, patch.get("id", ""), patch.get("before"), patch.get("html", ""))
            elif op == "remove":
                doc, _ = replace_element(doc, patch.get("id", ""), "")
            elif op == "move":
                doc, _ = move_element(doc, patch.get("id", ""), patch.get("parent", ""), patch.get("before"))
            elif op == "text":
                doc = set_text(doc, patch.get("id", ""), patch.get("text", ""))
            elif op == "attributes":
                doc = set_attributes(doc, patch.get("id", ""), patch.get("set") or {}, patch.get("remove") or [])
        self.doc = doc
        status = STATUS.search(doc)
        if status and self.pending is not None and self.kind == "palette":
            self.pending["statuses"].append(html.unescape(status.group(2)))

    # -- Writes through the app ---------------------------------------------------------------

    def send_event(self, kind, target, value=None):
        self.sequence += 1
        event = {"kind": kind, "target": target, "sequence": self.sequence}
        if value is not None:
            event["value"] = value
        self.session.ws.send(json.dumps({"v": 1, "type": "event", "event": event}))

    def write(self):
        fields = re.findall(r'<input id="([^"]*)" class="vk-textfield[^"]*"[^>]*? type="text"', self.doc)
        if not fields:
            return
        try:
            if self.kind == "color":
                if not self.colors.reserve(self.key):
                    return
                # The tag field's Return adds the tag, as Add does.
                tag = self.ledger.unique(self.prefix)
                self.ledger.tried("tag", "app")
                self.pending = {"tag": tag, "until": time.monotonic() + APP_WRITE_WAIT}
                self.send_event("submit", fields[0], tag)
            else:
                # The name field: typing, then leaving it, saves (PaletteEditorController).
                name = f"chaos {self.ledger.unique('a')}"
                self.ledger.tried("palette", "app")
                self.pending = {"name": name, "statuses": [], "until": time.monotonic() + APP_WRITE_WAIT}
                self.send_event("focus", fields[0])
                self.send_event("input", fields[0], name)
                self.send_event("blur", fields[0], name)
        except Exception:  # noqa: BLE001 (the socket dropped: the write is simply not acknowledged)
            self.pending = None  # the caller ends the gate's count

    def check_pending(self):
        pending = self.pending
        if pending is None:
            return
        if self.kind == "color" and pending["tag"] in color_view(self.doc):
            # On screen only once stored: the screen shows what the store answered, or what the
            # feed announced after a commit, or what a rejoin read back.
            self.ledger.tag_acknowledged(self.key, pending["tag"], "app")
        elif self.kind == "palette" and saved_after_saving(pending["statuses"]):
            self.ledger.save_acknowledged(self.key["id"], None, pending["name"], None, "app")
        elif time.monotonic() <= pending["until"] and self.connected:
            return
        self.pending = None
        self.gate.end()


def saved_after_saving(statuses):
    """The editor's status went "Saving…" and then "Saved…": this screen's save was kept."""
    try:
        start = statuses.index("Saving…")
    except ValueError:
        return False
    return any(status.startswith("Saved") for status in statuses[start + 1:])


# What a Chromium page shows, read in the page: the same elements `color_view` and `palette_view`
# read in a socket page's HTML.
VIEW_SCRIPT = """
const cells = [...document.querySelectorAll('.vk-cell-text')].map((e) => e.textContent);
const title = document.querySelector('h1.vk-title');
const colors = [...document.querySelectorAll('.vk-label')].map((e) => e.textContent)
  .filter((t) => /^#[0-9A-F]{6}$/.test(t)).map((t) => t.slice(1).toLowerCase());
return {cells, title: title ? title.textContent : null, colors};
"""
# Records each text the palette editor's status shows, so a save's "Saving…" then "Saved" is seen
# however quickly one follows the other.
STATUS_LOG_SCRIPT = """
window.__chaosStatuses = [];
const read = () => {
  const status = document.querySelector('[aria-label="Status"]');
  const text = status ? status.textContent : '';
  const log = window.__chaosStatuses;
  if (log[log.length - 1] !== text) log.push(text);
};
new MutationObserver(read).observe(document.documentElement, {subtree: true, childList: true, characterData: true});
"""


class BrowserGone(Exception):
    """A Chromium of the run (or its driver) died: the run cannot say what that page shows."""


class BrowserPage(threading.Thread):
    """Headless Chromium on a page through HAProxy, pinned to `pin` by the balancer's cookie. It
    writes through the app (a tag on a color page, a rename in a palette editor); the run reads
    what it shows through `view()`. Selenium calls on one driver are serialized by `lock`."""

    def __init__(self, name, driver, balancer, pin, kind, key, ledger, rng, gate, write_interval, prefix, colors):
        super().__init__(name=name, daemon=True)
        self.colors = colors
        self.driver = driver
        self.balancer = balancer
        self.pin = pin
        self.kind = kind
        self.key = key
        self.ledger = ledger
        self.rng = rng
        self.gate = gate
        self.write_interval = write_interval
        self.prefix = prefix
        self.lock = threading.Lock()
        self.path = f"/search/color-{key}" if kind == "color" else f"/palettes/palette-{key['id']}"
        self.failure = None
        self.last_view = None

    def describe(self):
        return f"{self.name} (Chromium, {self.kind} {self.path} via haproxy pinned to {self.pin})"

    def open(self):
        self.balancer.pin(self.driver, self.pin)
        if self.kind == "palette":
            self.driver.get(f"{self.balancer.url}/p/{self.key['id']}/edit/{self.key['token']}")
        else:
            self.driver.get(self.balancer.url + self.path)
        self.driver.set_script_timeout(10)
        self.driver.execute_script(STATUS_LOG_SCRIPT)

    def view(self):
        """What the page shows now; the last view read if the page's script is busy (it is still
        showing what it showed). A browser that is gone is the harness's failure, not the app's:
        it raises, rather than passing its last view off as what the page shows."""
        from selenium.common.exceptions import TimeoutException

        try:
            with self.lock:
                seen = self.driver.execute_script(VIEW_SCRIPT)
        except TimeoutException:
            return self.last_view
        except Exception as error:  # noqa: BLE001 (the browser or its driver went away)
            raise BrowserGone(f"{self.name}: the browser stopped answering ({type(error).__name__}: {error})")
        if self.kind == "color":
            self.last_view = frozenset(seen["cells"])
        else:
            self.last_view = (seen["title"], tuple(seen["colors"]))
        return self.last_view

    def run(self):
        try:
            while not self.gate.over.wait(self.rng.uniform(0.5, 1.5) * self.write_interval):
                with self.gate.writing() as allowed:
                    if allowed:
                        self.write()
        except Exception as error:  # noqa: BLE001 (reported by the run)
            self.failure = f"{type(error).__name__}: {error}"

    def write(self):
        from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException

        try:
            self.type_a_write()
        except (ElementNotInteractableException, StaleElementReferenceException):
            # The page was between screens (a reconnect rebuilding it, say) when the write was
            # typed: as for a person, the keys went nowhere and nothing was acknowledged.
            return

    def type_a_write(self):
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys

        with self.lock:
            fields = self.driver.find_elements(By.CSS_SELECTOR, "input.vk-textfield[type=text]")
            if not fields or not fields[0].is_enabled():
                return
            if self.kind == "color":
                if not self.colors.reserve(self.key):
                    return
                tag = self.ledger.unique(self.prefix)
                self.ledger.tried("tag", "browser")
                fields[0].send_keys(tag, Keys.ENTER)
            else:
                name = f"chaos {self.ledger.unique('b')}"
                self.ledger.tried("palette", "browser")
                self.driver.execute_script("window.__chaosStatuses = [];")
                fields[0].click()
                fields[0].send_keys(Keys.CONTROL, "a")
                fields[0].send_keys(name, Keys.ENTER)  # Return moves to Notes; the name is saved
        deadline = time.monotonic() + APP_WRITE_WAIT
        while time.monotonic() < deadline:
            time.sleep(0.2)
            if self.kind == "color":
                if tag in (self.view() or ()):
                    self.ledger.tag_acknowledged(self.key, tag, "browser")
                    return
            else:
                with self.lock:
                    statuses = self.driver.execute_script("return window.__chaosStatuses || [];")
                if saved_after_saving(statuses):
                    self.ledger.save_acknowledged(self.key["id"], None, name, None, "browser")
                    return
