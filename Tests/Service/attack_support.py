"""Helpers for the attack tests: raw HTTP on loopback, page parsing, and a small WebSocket client.

Everything here talks to a `ColrProcess` from conftest.py over plain sockets so that a test can
control every byte (headers such as Host and Origin, fragmented frames, half-sent requests).
"""
import base64
import html
import http.client
import json
import os
import re
import socket
import struct
import threading
import time
import urllib.parse

# -- HTTP ---------------------------------------------------------------------------------------


class Reply:
    """One HTTP answer: status, headers (lower-cased names; repeated ones joined) and body."""

    def __init__(self, status, headers, body, elapsed=0.0):
        self.status = status
        self.headers = headers
        self.body = body
        self.elapsed = elapsed

    def header(self, name, default=None):
        return self.headers.get(name.lower(), default)

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def json(self):
        return json.loads(self.body.decode("utf-8"))

    def __repr__(self):
        return f"<Reply {self.status} {self.text[:300]!r}>"


def request(process, method, path, body=None, headers=None, timeout=10, host=None):
    """One request on a fresh connection; `host` overrides the Host header."""
    connection = http.client.HTTPConnection("127.0.0.1", process.port, timeout=timeout)
    try:
        sent = dict(headers or {})
        if isinstance(body, str):
            body = body.encode("utf-8")
        skip_host = False
        if host is not None:
            sent["Host"] = host
            skip_host = True
        started = time.monotonic()
        connection.putrequest(method, path, skip_host=skip_host, skip_accept_encoding=True)
        for name, value in sent.items():
            connection.putheader(name, value)
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        elif method in ("POST", "PUT"):
            connection.putheader("Content-Length", "0")
        connection.endheaders(body)
        response = connection.getresponse()
        data = response.read()
        elapsed = time.monotonic() - started
        headers_out = {}
        for name, value in response.getheaders():
            key = name.lower()
            headers_out[key] = headers_out[key] + ", " + value if key in headers_out else value
        return Reply(response.status, headers_out, data, elapsed)
    finally:
        connection.close()


def get_json(process, path, **options):
    reply = request(process, "GET", path, **options)
    assert reply.status == 200, f"GET {path}: {reply!r}"
    return reply.json()


def post_json(process, path, value, headers=None, **options):
    sent = {"Content-Type": "application/json"}
    sent.update(headers or {})
    return request(process, "POST", path, body=json.dumps(value), headers=sent, **options)


def post_form(process, path, fields, headers=None, **options):
    """`fields` is a list of pairs or a pre-encoded string."""
    body = fields if isinstance(fields, str) else urllib.parse.urlencode(fields)
    sent = {"Content-Type": "application/x-www-form-urlencoded"}
    sent.update(headers or {})
    return request(process, "POST", path, body=body, headers=sent, **options)


def health(process, timeout=5):
    return get_json(process, "/api/v1/health", timeout=timeout)


def tags_of(process, hex_value):
    """The tag names the API reports for a color."""
    detail = get_json(process, f"/api/v1/colors/{hex_value}")
    return [tag["name"] for tag in detail.get("tags") or []]


def add_tags(process, hex_value, tags, headers=None):
    return post_json(process, f"/api/v1/colors/{hex_value}/tags", {"tags": list(tags)}, headers=headers)


def own_origin(process):
    return f"http://127.0.0.1:{process.port}"


def wait_until(predicate, timeout, interval=0.05, message="condition"):
    """Polls `predicate` until it returns a truthy value; returns that value or fails."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = predicate()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {message} (last: {last!r})")


def read_http_response(sock, timeout=5):
    """Reads one HTTP/1.1 response from a raw socket: (status, headers, body), or None on EOF."""
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return None if not data else (0, {}, data)
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        length = int(headers["content-length"])
        while len(rest) < length:
            chunk = sock.recv(65536)
            if not chunk:
                break
            rest += chunk
        return status, headers, rest[:length]
    if headers.get("transfer-encoding", "").lower() == "chunked":
        body = b""
        while True:
            while b"\r\n" not in rest:
                chunk = sock.recv(65536)
                if not chunk:
                    return status, headers, body
                rest += chunk
            size_line, _, rest = rest.partition(b"\r\n")
            size = int(size_line.split(b";")[0], 16)
            while len(rest) < size + 2:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                rest += chunk
            body += rest[:size]
            rest = rest[size + 2:]
            if size == 0:
                return status, headers, body
    return status, headers, rest


# -- Pages --------------------------------------------------------------------------------------


class Page:
    """A fetched app page: its HTML, session token, CSRF cookie and field, and element ids."""

    def __init__(self, reply):
        self.reply = reply
        self.html = reply.text
        match = re.search(r'<meta name="vk-token" content="([^"]+)"', self.html)
        self.token = match.group(1) if match else None
        self.csrf_cookie = None
        cookies = reply.header("set-cookie") or ""
        match = re.search(r"(?:^|[\s,;])vk-csrf=([^;,\s]+)", cookies)
        if match:
            self.csrf_cookie = match.group(1)
        self.csrf_field = None
        for tag in re.findall(r"<input\b[^>]*>", self.html):
            if re.search(r'\bname="vk-csrf"', tag) and re.search(r'\btype="hidden"', tag):
                value = re.search(r'\bvalue="([^"]*)"', tag)
                self.csrf_field = html.unescape(value.group(1)) if value else ""

    def inputs(self, kind):
        """Ids of `<input type=kind id=...>` in document order."""
        ids = []
        for tag in re.findall(r"<input\b[^>]*>", self.html):
            if re.search(rf'\btype="{kind}"', tag):
                found = re.search(r'\bid="([^"]+)"', tag)
                if found:
                    ids.append(found.group(1))
        return ids

    def button(self, title):
        """The `vk-tap` value of the button whose text is `title`."""
        for attributes, text in re.findall(r"<button\b([^>]*)>(.*?)</button>", self.html, re.S):
            if re.sub(r"<[^>]+>", "", text).strip() == title:
                found = re.search(r'\bvalue="([^"]+)"', attributes) or re.search(r'\bid="([^"]+)"', attributes)
                return found.group(1)
        raise AssertionError(f"no button titled {title!r} in the page")

    def cookie_header(self):
        return f"vk-csrf={self.csrf_cookie}" if self.csrf_cookie else None


def get_page(process, path, headers=None):
    reply = request(process, "GET", path, headers=headers)
    assert reply.status == 200, f"GET {path}: {reply!r}"
    page = Page(reply)
    assert page.token, f"no vk-token in {path}"
    return page


# -- WebSocket ----------------------------------------------------------------------------------


class Closed(Exception):
    """The socket is closed: `code` is the close frame's code (None if the TCP connection just ended)."""

    def __init__(self, code, reason=""):
        super().__init__(f"closed with code {code} {reason!r}")
        self.code = code
        self.reason = reason


class RawWebSocket:
    """A minimal RFC 6455 client over a plain socket, with full control of headers and frames."""

    def __init__(self, process, origin="own", host=None, path="/live", timeout=10):
        self.process = process
        self.sock = socket.create_connection(("127.0.0.1", process.port), timeout=timeout)
        self.buffer = b""
        self.close_code = None
        self.close_reason = ""
        self.messages = []  # every text message received, in order
        self.lock = threading.Lock()
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: {host or f'127.0.0.1:{process.port}'}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
        ]
        if origin == "own":
            origin = own_origin(process)
        if origin is not None:
            lines.append(f"Origin: {origin}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            head += chunk
        head, _, self.buffer = head.partition(b"\r\n\r\n")
        status_line = head.split(b"\r\n", 1)[0].decode("latin-1")
        parts = status_line.split()
        self.status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0
        self.upgraded = self.status == 101

    # Frames out

    def send_frame(self, opcode, payload, fin=True):
        if isinstance(payload, str):
            payload = payload.encode("utf-8")
        first = (0x80 if fin else 0) | opcode
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", first, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", first, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", first, 0x80 | 127, length)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        with self.lock:
            self.sock.sendall(header + mask + masked)

    def send_text(self, text):
        self.send_frame(0x1, text)

    def send_json(self, value):
        self.send_text(json.dumps(value))

    def close(self, code=1000):
        try:
            self.send_frame(0x8, struct.pack("!H", code))
        except OSError:
            pass
        self.drop()

    def drop(self):
        """Ends the TCP connection without a close handshake."""
        try:
            self.sock.close()
        except OSError:
            pass

    # Frames in

    def _fill(self, count, deadline):
        while len(self.buffer) < count:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no frame in time")
            self.sock.settimeout(remaining)
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                raise TimeoutError("no frame in time")
            except (ConnectionResetError, BrokenPipeError):
                chunk = b""
            if not chunk:
                raise Closed(self.close_code)
            self.buffer += chunk

    def _frame(self, deadline):
        self._fill(2, deadline)
        first, second = self.buffer[0], self.buffer[1]
        length = second & 0x7F
        offset = 2
        if length == 126:
            self._fill(4, deadline)
            length = struct.unpack("!H", self.buffer[2:4])[0]
            offset = 4
        elif length == 127:
            self._fill(10, deadline)
            length = struct.unpack("!Q", self.buffer[2:10])[0]
            offset = 10
        if second & 0x80:
            offset += 4  # servers never mask, but skip it if one does
        self._fill(offset + length, deadline)
        payload = self.buffer[offset:offset + length]
        self.buffer = self.buffer[offset + length:]
        return bool(first & 0x80), first & 0x0F, payload

    def receive(self, timeout=5):
        """The next text message (str); raises Closed on a close frame or EOF, TimeoutError on silence."""
        if self.close_code is not None:
            raise Closed(self.close_code, self.close_reason)
        deadline = time.monotonic() + timeout
        parts = []
        while True:
            fin, opcode, payload = self._frame(deadline)
            if opcode == 0x8:
                self.close_code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                self.close_reason = payload[2:].decode("utf-8", "replace")
                try:
                    self.send_frame(0x8, payload[:2])
                except OSError:
                    pass
                raise Closed(self.close_code, self.close_reason)
            if opcode == 0x9:
                try:
                    self.send_frame(0xA, payload)
                except OSError:
                    pass
                continue
            if opcode == 0xA:
                continue
            parts.append(payload)
            if fin:
                text = b"".join(parts).decode("utf-8", "replace")
                self.messages.append(text)
                return text

    def recent(self, count=3, width=300):
        """The last few messages, shortened, for failure messages."""
        return [text[:width] + ("…" if len(text) > width else "") for text in self.messages[-count:]]

    def receive_json(self, timeout=5):
        return json.loads(self.receive(timeout))

    def wait_for(self, predicate, timeout=5, what="message"):
        """Reads messages until `predicate(message_dict)` holds; returns that message."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no {what} within {timeout} s; last messages: {self.recent()}")
            try:
                message = self.receive_json(remaining)
            except TimeoutError:
                raise AssertionError(f"no {what} within {timeout} s; last messages: {self.recent()}")
            if predicate(message):
                return message

    def until_closed(self, timeout=5):
        """Reads until the socket closes; returns (messages read, close code or None for EOF)."""
        deadline = time.monotonic() + timeout
        read = []
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"socket still open after {timeout} s; last messages: {self.recent()}")
            try:
                read.append(json.loads(self.receive(remaining)))
            except Closed as closed:
                return read, closed.code
            except TimeoutError:
                raise AssertionError(f"socket still open after {timeout} s; last messages: {self.recent()}")

    def join(self, token, path, timeout=10):
        """Sends a join and waits for `joined`; returns the first message after the join if it refused."""
        self.send_json({"v": 1, "type": "join", "token": token, "path": path})
        return self.wait_for(lambda m: m.get("type") in ("joined", "closing"), timeout, "joined")

    def event(self, kind, target, value=None, sequence=1):
        event = {"kind": kind, "target": target, "sequence": sequence}
        if value is not None:
            event["value"] = value
        self.send_json({"v": 1, "type": "event", "event": event})


def joined_socket(process, path, page=None, timeout=10):
    """A socket joined on `path` (the page fetched unless given); fails if the server refuses."""
    page = page or get_page(process, path)
    live = RawWebSocket(process)
    assert live.upgraded, f"/live upgrade refused with {live.status}"
    answer = live.join(page.token, path, timeout)
    assert answer.get("type") == "joined", f"join on {path} refused: {answer!r}"
    return live, page


def refused(live, timeout=5):
    """Whether a socket was refused: upgrade not 101, or closed by the server (returns close code)."""
    if not live.upgraded:
        return ("http", live.status)
    messages, code = live.until_closed(timeout)
    return ("ws", code, messages)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]
