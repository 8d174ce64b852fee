"""The events the fuzzer sends on a joined socket: taps, typing, slider and switch changes, touches,
back, odd kinds and targets, and junk messages; each acknowledged unless the server closes the
socket. Mixed into `Fuzzer` (fuzz_runner.py).
"""
import json

from fuzz_inputs import plain, wire
from fuzz_live import EVENT_KINDS, SOCKET_WAIT
from fuzz_page import Targets, button_title


class EventSteps:
    """Events on one joined session, chosen from what its window shows."""

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
