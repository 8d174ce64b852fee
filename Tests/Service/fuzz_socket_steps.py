"""The fuzzer's sockets: opening app pages and joining their sessions on /live, resuming and
taking them over, ending them, and applying what the server sends (patches keep each session's
window HTML current). Mixed into `Fuzzer` (fuzz_runner.py), whose state it uses.
"""
import time
import urllib.parse

import websocket

from fuzz_inputs import plain, unescaped_marker, wire
from fuzz_live import (
    SOCKET_WAIT, LiveSession, ServerMessageError, close, connect_socket, drop, receive, socket_readable)
from fuzz_page import Targets, insert_element, move_element, replace_element, token_of, window_of
from http_support import visitor_cookie_of



class SocketSteps:
    """Socket steps; the open sockets are `pool`, sessions to join again `resumable`."""

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
            self.end_socket(session, "drop", f"socket drop {session.name} (no close frame)", drop, resume_share=0.6)
        elif roll < 0.045:
            self.end_socket(session, "close", f"socket close {session.name}", close, resume_share=0.3)
        elif roll < 0.055:
            self.kinds["socket.takeover"] += 1
            self.takeover(session)
        elif roll < 0.075:
            self.kinds["socket.junk"] += 1
            self.junk_message(session)
        else:
            self.kinds["socket.event"] += 1
            self.event_step(session)

    def end_socket(self, session, kind, description, end, resume_share):
        """Ends a socket from the client's side (`end` is `drop` or `close`); with a chance of
        `resume_share`, keeps its session to join again later."""
        self.kinds["socket." + kind] += 1
        self.note(description)
        end(session)
        self.pool.remove(session)
        if self.rng.random() < resume_share:
            self.keep_resumable(session)

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
        session = LiveSession(token, path, window_of(reply.text), f"s{self.session_count}",
                              visitor_cookie_of(reply))
        self.attach(session, path)

    def attach(self, session, path):
        """Opens a socket and joins `session` on `path`; a refusal the server explains is allowed."""
        rng = self.rng
        self.current = ("WS", "/live join " + path, None)
        # Now and then the token alone, from a socket without its page's cookie: never let in.
        stolen = rng.random() < 0.03
        if stolen:
            self.kinds["socket.stolen"] += 1
            self.note(f"  {session.name}'s token from a socket without its cookie")
        try:
            session.ws = connect_socket(f"ws://127.0.0.1:{self.port}/live", self.origin,
                                        None if stolen else session.cookie)
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
        if stolen and answer is not None and answer["type"] == "joined":
            self.fail(f"{session.name}'s token joined from a socket without the visitor cookie of its page")
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
        twin = LiveSession(session.token, session.url, session.doc, session.name + "'", session.cookie)
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
        elif op == "insert":
            fresh = patch.get("html", "")
            marker = unescaped_marker(fresh)
            if marker:
                self.fail(f"socket {session.name}: markup the fuzzer typed is unescaped in a patch: {marker!r} "
                          f"in {fresh[:500]!r}")
            session.doc, found = insert_element(session.doc, patch.get("id", ""), patch.get("before"), fresh)
            if not found:
                self.remark("insert patch into a list not on screen", patch.get("id"))
        elif op == "remove":
            session.doc, found = replace_element(session.doc, patch.get("id", ""), "")
            if not found:
                self.remark("remove patch for an id not on screen", patch.get("id"))
        elif op == "move":
            session.doc, found = move_element(session.doc, patch.get("id", ""), patch.get("parent", ""), patch.get("before"))
            if not found:
                self.remark("move patch for an id not on screen", patch.get("id"))
        elif op in ("pushURL", "replaceURL", "historyBack"):
            self.set_url(session, patch.get("url") or session.url, synchronous)
        elif op == "resetHistory":
            self.set_url(session, (patch.get("urls") or [session.url])[-1], synchronous)
        elif op not in ("attributes", "text", "title", "focus", "copy", "download"):
            self.fail(f"socket {session.name}: unknown patch op {op!r}")

    def set_url(self, session, url, synchronous):
        session.url = urllib.parse.urlsplit(url).path or url

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

    def close_all(self, quietly=False):
        for session in self.pool:
            if quietly:
                drop(session)
            else:
                close(session)
        self.pool = []
