"""A /live client for the fuzzer on websocket-client: one page's session, the socket attached to it,
and reading the server's protocol messages.
"""
import json
import select
import socket
import struct

import websocket

# The longest the fuzzer waits for an answer on a socket before calling it a hang.
SOCKET_WAIT = 30.0
# The event kinds the protocol knows.
EVENT_KINDS = ["tap", "input", "change", "submit", "focus", "blur", "back", "touchBegan", "touchMoved",
               "touchEnded"]


class LiveSession:
    """One page's session as the fuzzer sees it: its token, the visitor cookie its page set (the
    token joins only from a socket that sends it), URL, window HTML (kept current by applying
    patches) and event counter, and the socket attached to it (if any)."""

    def __init__(self, token, path, doc, name, cookie=None):
        self.token = token
        self.cookie = cookie
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


def connect_socket(ws_url, origin, cookie=None, timeout=10):
    """A websocket-client connection to /live with the page's origin and `cookie` (a `Cookie`
    header's value) if given; raises on a refused upgrade."""
    return websocket.create_connection(ws_url, origin=origin, cookie=cookie, timeout=timeout,
                                       enable_multithread=False)


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
