"""Helpers for test_fuzz.py: HTTP on loopback, page and patch parsing (a tiny DOM of the window's
HTML, enough to know which ids are on screen), hostile inputs, tag normalization as the server
does it, and a /live client on websocket-client.

Nothing here decides what the fuzzer does; test_fuzz.py drives everything from one seeded
`random.Random`.
"""
import html
import http.client
import json
import re
import select
import socket
import struct
import time
import unicodedata
import urllib.parse

import websocket

# -- HTTP ---------------------------------------------------------------------------------------


class Reply:
    """One HTTP answer; `status` is 0 when the exchange itself failed (`error` says how)."""

    def __init__(self, status, headers, body, elapsed, error=None):
        self.status = status
        self.headers = headers
        self.body = body
        self.elapsed = elapsed
        self.error = error

    def header(self, name, default=None):
        return self.headers.get(name.lower(), default)

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def json(self):
        try:
            return json.loads(self.body.decode("utf-8"))
        except ValueError:
            return None

    def __repr__(self):
        if self.error:
            return f"<Reply failed: {self.error}>"
        return f"<Reply {self.status} {self.text[:300]!r}>"


def http_request(port, method, path, body=None, headers=None, timeout=20):
    """One request on a fresh loopback connection; never raises for network trouble."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    started = time.monotonic()
    try:
        if isinstance(body, str):
            body = body.encode("utf-8", "surrogatepass")
        connection.putrequest(method, path, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        elif method in ("POST", "PUT", "PATCH"):
            connection.putheader("Content-Length", "0")
        connection.endheaders(body)
        response = connection.getresponse()
        data = response.read()
        merged = {}
        for name, value in response.getheaders():
            key = name.lower()
            merged[key] = merged[key] + ", " + value if key in merged else value
        return Reply(response.status, merged, data, time.monotonic() - started)
    except (OSError, http.client.HTTPException, ValueError) as error:
        return Reply(0, {}, b"", time.monotonic() - started, error=f"{type(error).__name__}: {error}")
    finally:
        connection.close()


def quote_component(text):
    """Percent-encodes one path component (lone surrogates become U+FFFD first)."""
    return urllib.parse.quote(plain(text), safe="")


def plain(text):
    """Text that UTF-8 can encode: lone surrogates replaced."""
    return text.encode("utf-8", "replace").decode("utf-8") if isinstance(text, str) else text


# -- Pages and the window's HTML -----------------------------------------------------------------

VOID_ELEMENTS = {"input", "img", "br", "meta", "link", "hr", "area", "base", "col", "embed", "source",
                 "track", "wbr"}
START_TAG = re.compile(r"<([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)>")
ATTRIBUTE = re.compile(r'([^\s=/>"]+)(?:="([^"]*)")?')


def attributes(text):
    return {name: html.unescape(value or "") for name, value in ATTRIBUTE.findall(text)}


def token_of(page_html):
    match = re.search(r'<meta name="vk-token" content="([^"]*)"', page_html)
    return html.unescape(match.group(1)) if match else None


def window_of(page_html):
    """The window's HTML inside the page's form (hidden fields left out)."""
    match = re.search(r'<form class="vk-form"[^>]*>(.*)</form>', page_html, re.S)
    if not match:
        return ""
    return re.sub(r'<input type="hidden"[^>]*>', "", match.group(1))


def csrf_cookie_of(reply):
    match = re.search(r"(?:^|[\s,;])vk-csrf=([^;,\s]+)", reply.header("set-cookie") or "")
    return match.group(1) if match else None


def element_span(doc, element_id):
    """(start, end) of the element with this id in `doc`, or None."""
    start = re.search(r'<([a-zA-Z][a-zA-Z0-9-]*)\s(?:[^>]*\s)?id="%s"[^>]*>' % re.escape(html.escape(element_id)),
                      doc)
    if not start:
        return None
    name = start.group(1).lower()
    if name in VOID_ELEMENTS or start.group(0).endswith("/>"):
        return start.start(), start.end()
    depth = 1
    for tag in re.finditer(r"<(/?)%s(?=[\s>/])[^>]*>" % re.escape(name), doc[start.end():], re.I):
        if tag.group(1):
            depth -= 1
        elif not tag.group(0).endswith("/>"):
            depth += 1
        if depth == 0:
            return start.start(), start.end() + tag.end()
    return None


def replace_element(doc, element_id, fresh):
    span = element_span(doc, element_id)
    if not span:
        return doc, False
    return doc[:span[0]] + fresh + doc[span[1]:], True


def inner_text(fragment):
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


class Targets:
    """What the person could act on in a window: buttons (with their tap target and value), text
    fields, sliders, switches, drawing views, and every id."""

    def __init__(self, doc):
        self.buttons = []  # (id, target, value or None, attributes)
        self.text_fields = []
        self.sliders = []  # (id, min, max)
        self.switches = []
        self.canvases = []
        self.ids = []
        for match in START_TAG.finditer(doc):
            name = match.group(1).lower()
            attrs = attributes(match.group(2))
            element_id = attrs.get("id")
            if not element_id:
                continue
            self.ids.append(element_id)
            if name == "button":
                self.buttons.append(
                    (element_id, attrs.get("data-vk-target") or element_id, attrs.get("data-vk-value"), attrs))
            elif name == "input":
                kind = attrs.get("type", "text")
                if kind == "text":
                    self.text_fields.append(element_id)
                elif kind == "range":
                    self.sliders.append((element_id, _number(attrs.get("min"), 0), _number(attrs.get("max"), 100)))
                elif kind == "checkbox":
                    self.switches.append(element_id)
            if "data-vk-touch" in attrs:
                self.canvases.append(element_id)


def _number(text, default):
    try:
        return float(text)
    except (TypeError, ValueError):
        return default


def button_title(doc, element_id):
    span = element_span(doc, element_id)
    return inner_text(doc[span[0]:span[1]]) if span else ""


class Form:
    """The script-free form of a page: hidden fields, named text fields, and buttons' `vk-tap` values."""

    def __init__(self, page_html):
        self.hidden = []
        self.text_fields = []
        self.taps = []  # (value, title)
        match = re.search(r'<form class="vk-form"[^>]*>(.*)</form>', page_html, re.S)
        body = match.group(1) if match else ""
        for tag in re.finditer(r"<input\b([^>]*)>", body):
            attrs = attributes(tag.group(1))
            kind = attrs.get("type", "text")
            if kind == "hidden" and "name" in attrs:
                self.hidden.append((attrs["name"], attrs.get("value", "")))
            elif kind == "text" and attrs.get("name", "").startswith("v"):
                self.text_fields.append(attrs["name"])
        for tag in re.finditer(r"<button\b([^>]*)>(.*?)</button>", body, re.S):
            attrs = attributes(tag.group(1))
            if attrs.get("name") == "vk-tap" and "value" in attrs:
                self.taps.append((attrs["value"], inner_text(tag.group(2))))

    @property
    def has_csrf(self):
        return any(name == "vk-csrf" for name, _ in self.hidden)


# Markup the fuzzer types everywhere; seeing any of it unescaped in HTML means an injection.
MARKERS = ["<script>alert('vkfuzz')</script>", "\"><img src=x onerror=vkfuzz()>", "<svg/onload=vkfuzz()>"]
RAW_MARKERS = ["<script>alert('vkfuzz')", "<img src=x onerror=vkfuzz()>", "<svg/onload=vkfuzz()>"]


def unescaped_marker(text):
    for marker in RAW_MARKERS:
        if marker in text:
            return marker
    return None


# -- Hostile inputs -----------------------------------------------------------------------------

HOSTILE = MARKERS + [
    "", " ", "   ", "'", '"', "\\", "</textarea>", "<!--", "]]>", "&amp;", "&#0;", "<b>bold</b>",
    "'; DROP TABLE color_tags; --", "1 OR 1=1", "%s%s%n", "{{7*7}}", "${7*7}", "${jndi:ldap://x/a}",
    "../../../etc/passwd", "..%2F..%2Fschemes", "%2e%2e%2f", "%00", "a/b", "a?b=c", "a#b", "a+b", "a,b",
    "\x00", "\x07bell", "\r\n\r\nX-Injected: 1", "\x1b[31mred", "\u202eevil\u202c", "\u200f\u200eRTL",
    "\u200b\u200c\u200d\ufeff", "\u2028\u2029", "e\u0301", "\u00e9", "\u00c9T\u00c9", "\u03a3\u0391\u03a3",
    "\u0130stanbul", "STRASSE", "stra\u00dfe", "\ufb03", "\u01c4", "\U0001f3a8",
    "\U0001f469\u200d\U0001f469\u200d\U0001f467", "\U0001f1eb\U0001f1f7\U0001f1e9\U0001f1ea", "\U0001f44d\U0001f3fd",
    "\u65e5\u672c\u8a9e", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629", "\u05e2\u05d1\u05e8\u05d9\u05ea", "\ue000private",
    "\U0010fffd", "\uffff", "\ufffd", "Zalgo\u0336\u0337\u0338\u0300\u0301\u0302",
    "a" * 64, "a" * 65, "\u00c4" * 64, "x " * 40, "  leading", "trailing  ", "in   between", "tab\tsep",
    "nbsp\u00a0x", "\u3000ideographic\u3000", "NaN", "Infinity", "-0", "1e309", "null", "true", "[]", "{}",
    "0x10", "\uff19", "Warm", "WARM", "warm ", " warm", "w\u200barm",
]

WORDS = ["warm", "cool", "sunny", "dark", "pastel", "neon", "earthy", "ocean", "forest", "retro", "muted",
         "vivid", "sky", "rose", "sand", "night", "mint", "coral", "ink", "fog"]

UNICODE_RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x300, 0x36F), (0x391, 0x3C9), (0x410, 0x44F),
                  (0x5D0, 0x5EA), (0x621, 0x64A), (0x2000, 0x206F), (0x3041, 0x3096), (0x4E00, 0x4E80),
                  (0xAC00, 0xAC80), (0x1F300, 0x1F5FF), (0x0, 0x1F)]


class Hostile:
    def __init__(self, rng):
        self.rng = rng

    def word(self):
        rng = self.rng
        word = rng.choice(WORDS)
        if rng.random() < 0.3:
            word = word.upper() if rng.random() < 0.5 else word.capitalize()
        if rng.random() < 0.3:
            word += " " + rng.choice(WORDS)
        return word

    def unicode_text(self, length):
        rng = self.rng
        out = []
        for _ in range(length):
            low, high = rng.choice(UNICODE_RANGES)
            out.append(chr(rng.randint(low, high)))
        return "".join(out)

    def long_text(self, max_bytes):
        rng = self.rng
        unit = rng.choice(["a", "\u00e9", "\u65e5", "\U0001f3a8", "<b>", "x ", "\u202e"])
        target = rng.randint(max_bytes // 4, max_bytes)
        count = max(1, target // len(unit.encode("utf-8")))
        return unit * count

    def text(self, max_bytes=8192):
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            return rng.choice(HOSTILE)
        if roll < 0.65:
            return self.word()
        if roll < 0.85:
            return self.unicode_text(rng.randint(1, 24))
        if roll < 0.88:
            return "\ud800lone" if rng.random() < 0.5 else "x\udfff"
        return self.long_text(max_bytes)

    def tag(self):
        """Mostly plausible tags, so they are accepted and collide; some hostile or too long."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.5:
            return self.word()
        if roll < 0.8:
            return rng.choice(HOSTILE)
        if roll < 0.93:
            return self.unicode_text(rng.randint(1, 12))
        return self.long_text(1400)


# -- Tags ---------------------------------------------------------------------------------------

# Unicode's White_Space property, which Swift's `properties.isWhitespace` reports.
WHITE_SPACE = set(map(chr, [*range(0x9, 0xE), 0x20, 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B), 0x2028,
                            0x2029, 0x202F, 0x205F, 0x3000]))
STRIPPED_CATEGORIES = {"Cc", "Cf", "Cn", "Co", "Cs"}
EXTENDING_CATEGORIES = {"Mn", "Mc", "Me"}


def lowercase(text):
    # Per scalar, like Swift's String.lowercased() (no final-sigma context).
    return "".join(character.lower() for character in text)


def normalize_tag(raw):
    """What the server stores for `raw` (TagName's rules), ignoring the length limit."""
    scalars = []
    pending_space = False
    for character in unicodedata.normalize("NFC", raw):
        if character in WHITE_SPACE:
            pending_space = bool(scalars)
            continue
        if unicodedata.category(character) in STRIPPED_CATEGORIES:
            continue
        if pending_space:
            scalars.append(" ")
            pending_space = False
        scalars.append(character)
    return lowercase("".join(scalars))


def approximate_length(text):
    """Characters as Swift counts them (grapheme clusters), approximately: combining marks,
    emoji modifiers and the second of a flag's regional indicators do not count."""
    count = 0
    regional = 0
    for character in text:
        code = ord(character)
        if unicodedata.category(character) in EXTENDING_CATEGORIES or 0x1F3FB <= code <= 0x1F3FF \
                or 0xFE00 <= code <= 0xFE0F or 0x1160 <= code <= 0x11FF:
            continue
        if 0x1F1E6 <= code <= 0x1F1FF:
            regional += 1
            if regional % 2 == 0:
                continue
        else:
            regional = 0
        count += 1
    return count


def tag_problems(name):
    """Why a stored tag name is not in normalized form (empty list if it is)."""
    problems = []
    if not name:
        problems.append("empty")
    if name != name.strip(" "):
        problems.append("not trimmed")
    if "  " in name:
        problems.append("runs of spaces")
    for character in name:
        if character in WHITE_SPACE and character != " ":
            problems.append(f"white space U+{ord(character):04X}")
            break
        if unicodedata.category(character) in {"Cc", "Cf", "Co", "Cs"}:
            problems.append(f"control or format character U+{ord(character):04X}")
            break
    if lowercase(name) != name:
        problems.append("not lowercase")
    if approximate_length(name) > 64:
        problems.append(f"longer than 64 characters ({approximate_length(name)})")
    return problems


def is_simple_ascii(raw):
    return all(0x20 <= ord(character) < 0x7F for character in raw)


def legacy_pieces(field):
    """The tags a legacy `tags=a,b` field carries, normalized, in order, each once."""
    seen = []
    # Swift splits the field by Character: a comma followed by a combining mark (or a joiner)
    # is one Character, not a comma.
    pieces, current = [], []
    for index, character in enumerate(field):
        following = field[index + 1] if index + 1 < len(field) else ""
        if character == "," and not (following and (unicodedata.category(following) in EXTENDING_CATEGORIES
                                                    or following in "\u200c\u200d")):
            pieces.append("".join(current))
            current = []
        else:
            current.append(character)
    pieces.append("".join(current))
    for piece in pieces:
        if not piece or all(character in WHITE_SPACE for character in piece):
            continue
        tag = normalize_tag(piece)
        if tag not in seen:
            seen.append(tag)
    return seen


# -- The /live socket ---------------------------------------------------------------------------


class LiveSession:
    """One page's session as the fuzzer sees it: its token, URL, window HTML (kept current by
    applying patches) and event counter, and the socket attached to it (if any)."""

    def __init__(self, token, path, doc, name):
        self.token = token
        self.url = path
        self.doc = doc
        self.name = name
        self.sequence = 0
        self.acked = None
        self.ws = None
        self.joined = False
        self.closing_reason = None
        self.closed = None  # ("close", code, reason) or ("eof",) once the socket ended
        self.last_send = 0.0
        self.last_sent = ""
        self.urls_seen = [path]
        self.messages = []  # recent server messages, shortened, for failure reports

    @property
    def open(self):
        return self.ws is not None and self.closed is None

    def record(self, text):
        self.messages.append(text[:300] + ("…" if len(text) > 300 else ""))
        del self.messages[:-5]


class ServerMessageError(Exception):
    pass


def connect_socket(ws_url, origin, timeout=10):
    """A websocket-client connection to /live with the page's origin; raises on a refused upgrade."""
    return websocket.create_connection(ws_url, origin=origin, timeout=timeout, enable_multithread=False)


def socket_readable(session):
    """Whether a socket has something to read now (in the kernel or in websocket-client's buffer)."""
    ws = session.ws
    if ws is None or ws.sock is None:
        return False
    try:
        buffered = ws.frame_buffer.recv_buffer
        if buffered:
            return True
        readable, _, _ = select.select([ws.sock], [], [], 0)
        return bool(readable)
    except (OSError, ValueError, AttributeError):
        return True


def receive(session, timeout):
    """The next server message as a dict, or None on silence; sets `session.closed` when the socket
    ends. Raises ServerMessageError for a message that is not protocol JSON."""
    ws = session.ws
    try:
        ws.settimeout(max(timeout, 0.0005))
        opcode, data = ws.recv_data(control_frame=True)
    except websocket.WebSocketTimeoutException:
        return None
    except socket.timeout:
        return None
    except (websocket.WebSocketConnectionClosedException, websocket.WebSocketProtocolException,
            websocket.WebSocketPayloadException, ConnectionError, OSError) as error:
        session.closed = ("eof", type(error).__name__)
        return None
    if opcode == websocket.ABNF.OPCODE_CLOSE:
        code = struct.unpack("!H", data[:2])[0] if len(data) >= 2 else None
        session.closed = ("close", code, data[2:].decode("utf-8", "replace"))
        return None
    if opcode in (websocket.ABNF.OPCODE_PING, websocket.ABNF.OPCODE_PONG):
        return {"type": "_control"}
    text = data.decode("utf-8", "replace") if isinstance(data, (bytes, bytearray)) else data
    session.record(text)
    try:
        message = json.loads(text)
    except ValueError:
        raise ServerMessageError(f"not JSON: {text[:300]!r}")
    if not isinstance(message, dict) or message.get("v") != 1 or "type" not in message:
        raise ServerMessageError(f"not a protocol message: {text[:300]!r}")
    return message


def drop(session):
    """Ends the TCP connection without a close frame."""
    try:
        if session.ws is not None and session.ws.sock is not None:
            session.ws.sock.close()
    except OSError:
        pass
    session.ws = None


def close(session):
    try:
        if session.ws is not None:
            session.ws.close(timeout=1)
    except (OSError, websocket.WebSocketException):
        pass
    session.ws = None


# -- Figures ------------------------------------------------------------------------------------


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def percentile(values, fraction):
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]
