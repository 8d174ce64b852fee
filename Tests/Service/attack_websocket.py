"""A small WebSocket client for the attack tests: raw RFC 6455 over a plain socket, so that a test
controls every byte (headers such as Host and Origin, fragmented frames, unanswered closes).
"""
import base64
import json
import os
import socket
import struct
import threading
import time

from attack_support import get_page, own_origin


class Closed(Exception):
    """The socket is closed: `code` is the close frame's code (None if the TCP connection just ended)."""

    def __init__(self, code, reason=""):
        super().__init__(f"closed with code {code} {reason!r}")
        self.code = code
        self.reason = reason


class RawWebSocket:
    """A minimal RFC 6455 client over a plain socket, with full control of headers and frames."""

    def __init__(self, process, origin="own", host=None, path="/live", timeout=10, cookie=None):
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
        if cookie is not None:  # a page's visitor cookie: its token joins only with it
            lines.append(f"Cookie: {cookie}")
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
    live = RawWebSocket(process, cookie=page.visitor_cookie)
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
