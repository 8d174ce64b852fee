"""Attacks over the /live socket: fragmented oversized messages, slider floods against the
picker's chart, tag writes from the app past the write limit, and session exhaustion."""
import http.client
import json
import math
import select
import threading
import time

from attack_support import get_page, health, request, rss_kib, wait_until
from attack_websocket import Closed, RawWebSocket, joined_socket
from colr_testing import tags_of
from figures_support import percentile

# -- 3. Fragmented messages ---------------------------------------------------------------------


def send_fragments(process, count=200, size=8192):
    """Sends one text message as `count` unfinished 8 KB fragments; returns (fragments sent, close code)."""
    live = RawWebSocket(process)
    assert live.upgraded, f"/live upgrade refused with {live.status}"
    chunk = b"x" * size
    sent = 0
    try:
        for index in range(count):
            try:
                live.send_frame(0x1 if index == 0 else 0x0, chunk, fin=False)
            except OSError:
                break
            sent += 1
            readable, _, _ = select.select([live.sock], [], [], 0.005)
            if readable:  # pings are answered inside receive; a text message is a closing notice
                try:
                    live.receive(timeout=0.01)
                    break
                except TimeoutError:
                    continue
                except Closed as closed:
                    return sent, closed.code
        try:
            _, code = live.until_closed(timeout=5)
        except AssertionError:
            code = "still open"
        return sent, code
    finally:
        live.drop()


def test_fragmented_message_past_16kb_is_closed_with_1009(colr):
    """Fragments: a text message sent as 8 KB continuation frames is refused with 1009 once past 16 KB."""
    process = colr()
    sent, code = send_fragments(process)
    assert code == 1009, f"after {sent} fragments the socket ended with {code!r}"
    assert health(process)["status"] == "ok"


def test_fragment_floods_do_not_grow_memory(colr):
    """Fragments: 3 sockets each sending 200 8 KB fragments grow server RSS by under 50 MB; health answers."""
    process = colr()
    for _ in range(3):  # warm up the socket path so the baseline includes it
        live = RawWebSocket(process)
        live.close()
    request(process, "GET", "/colors")
    time.sleep(0.3)
    before = rss_kib(process.process.pid)
    results = [None] * 3

    def flood(index):
        results[index] = send_fragments(process)

    threads = [threading.Thread(target=flood, args=(index,)) for index in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert process.alive(), "colr serve died under fragment floods:\n" + process.output()[-3000:]
    after = rss_kib(process.process.pid)
    grown_mb = (after - before) / 1024
    assert grown_mb < 50, f"RSS grew by {grown_mb:.1f} MB ({before} -> {after} KiB); results {results}"
    assert health(process)["status"] == "ok"
    assert all(result and result[1] == 1009 for result in results), results


# -- 4. Slider flood against the chart ----------------------------------------------------------


def test_brightness_slider_floods_keep_health_fast(colr):
    """Chart: 3 picker sockets sending 200 brightness changes each (~100/s) keep health p95 under 500 ms."""
    process = colr()
    sockets = []
    for _ in range(3):
        live, page = joined_socket(process, "/picker")
        sockets.append(live)
    ranges = page.inputs("range")
    assert len(ranges) >= 3, f"expected three sliders on /picker, found {ranges}"
    brightness = ranges[2]

    done = threading.Event()
    latencies, failures = [], []
    acks = [0, 0, 0]
    closed = [None, None, None]

    def measure():
        while not done.is_set():
            started = time.monotonic()
            try:
                reply = request(process, "GET", "/api/v1/health", timeout=5)
                if reply.status != 200:
                    failures.append(reply.status)
            except OSError as error:
                failures.append(repr(error))
            latencies.append(time.monotonic() - started)
            time.sleep(0.02)

    def drain(index):
        live = sockets[index]
        while closed[index] is None:
            try:
                message = live.receive_json(timeout=0.5)
            except TimeoutError:
                if done.is_set() and acks[index] >= 200:
                    return
                continue
            except Closed as closing:
                closed[index] = closing.code
                return
            if message.get("type") == "patches" and isinstance(message.get("ack"), int):
                acks[index] = max(acks[index], message["ack"])
            if message.get("type") == "closing":
                closed[index] = message.get("reason")

    def slide(index):
        live = sockets[index]
        start = time.monotonic()
        for step in range(200):
            value = 100 - abs(100 - step)  # 0 .. 100 .. 1
            delay = start + step * 0.01 - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            try:
                live.event("change", brightness, str(value), sequence=step + 1)
            except OSError:
                return

    meter = threading.Thread(target=measure)
    drains = [threading.Thread(target=drain, args=(index,)) for index in range(3)]
    slides = [threading.Thread(target=slide, args=(index,)) for index in range(3)]
    meter.start()
    for thread in drains + slides:
        thread.start()
    for thread in slides:
        thread.join(30)
    # Keep measuring while the server works through what was sent.
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and min(acks) < 200 and all(code is None for code in closed):
        time.sleep(0.05)
    done.set()
    meter.join(10)
    for thread in drains:
        thread.join(5)
    for live in sockets:
        live.close()

    assert process.alive(), "colr serve died under slider floods:\n" + process.output()[-3000:]
    assert not failures, f"health failed during the flood: {failures[:5]}"
    assert len(latencies) >= 20, f"only {len(latencies)} health samples"
    p95 = percentile(latencies, 0.95)
    print(f"health p95 {p95 * 1000:.0f} ms over {len(latencies)} samples; acks {acks}")
    assert p95 < 0.5, f"health p95 {p95 * 1000:.0f} ms (max {max(latencies) * 1000:.0f} ms, {len(latencies)} samples)"
    assert closed == [None, None, None], f"sockets sending within the event rate were closed: {closed}"
    assert acks == [200, 200, 200], f"last acknowledged events {acks}"


# -- 8. App writes are rate limited -------------------------------------------------------------


def test_app_socket_tag_writes_are_rate_limited(colr):
    """Write limit: adding 20 tags through a color screen's socket stores about the burst; the rest fail."""
    process = colr(env={"COLR_WRITES_PER_MINUTE": "60", "COLR_WRITE_BURST": "5"})
    hex_value = "0c0c0d"
    path = f"/search/color-{hex_value}"
    live, page = joined_socket(process, path)
    field = page.inputs("text")[0]
    add = page.button("Add")
    wanted = [f"sockrate{index}" for index in range(20)]
    failed_patches = 0
    started = time.monotonic()
    sequence = 0

    def answered(message):
        """The tap's outcome: the Add button enabled again, or the field showing the failure."""
        if message.get("type") != "patches":
            return False
        text = json.dumps(message)
        if "Failed :(" in text:
            return True
        return any(patch.get("op") == "attributes" and patch.get("id") == add
                   and "disabled" in (patch.get("remove") or []) for patch in message.get("patches") or [])

    for tag in wanted:
        sequence += 1
        live.event("input", field, tag, sequence=sequence)
        sequence += 1
        live.event("tap", add, sequence=sequence)
        outcome = live.wait_for(answered, 5, f"the outcome of adding {tag!r}")
        if "Failed :(" in json.dumps(outcome):
            failed_patches += 1
    elapsed = time.monotonic() - started
    live.close()

    stored = [tag for tag in tags_of(process, hex_value) if tag in wanted]
    allowed = 5 + math.ceil(elapsed) + 1  # the burst, one refill a second, and one of slack
    print(f"{len(stored)} of 20 stored in {elapsed:.2f} s; {failed_patches} shown as failed")
    assert 1 <= len(stored) <= allowed, f"{len(stored)} of 20 stored in {elapsed:.1f} s (at most {allowed})"
    assert failed_patches >= 20 - len(stored) - 1, f"only {failed_patches} refusals shown as 'Failed :('"
    assert failed_patches >= 1
    assert process.alive()
    assert health(process)["status"] == "ok"


# -- 10. Sessions -------------------------------------------------------------------------------


def test_page_gets_do_not_create_sessions_but_joins_do(colr):
    """Sessions: 500 page GETs leave the health `sessions` count unchanged; a joined socket adds one."""
    process = colr()
    first = health(process)
    assert isinstance(first.get("sessions"), int), f"health has no sessions count: {first}"
    connection = http.client.HTTPConnection("127.0.0.1", process.port, timeout=10)
    try:
        for _ in range(500):
            connection.request("GET", "/colors")
            response = connection.getresponse()
            response.read()
            assert response.status == 200
    finally:
        connection.close()
    assert health(process)["sessions"] == first["sessions"], "page GETs created sessions"
    live, _ = joined_socket(process, "/colors")
    try:
        wait_until(lambda: health(process)["sessions"] == first["sessions"] + 1, 3, 0.1,
                   "the joined socket's session to be counted")
    finally:
        live.close()


def test_fourth_socket_from_one_client_is_refused_and_the_others_keep_working(colr):
    """Sessions: with 3 sockets per client, a 4th gets closing + 1013; the 3 still work; a slot frees on leave."""
    process = colr(env={"COLR_SESSIONS_PER_CLIENT": "3"})
    connected = []
    for hex_value in ("111112", "222223", "333334"):
        live, page = joined_socket(process, f"/search/color-{hex_value}")
        connected.append((live, page))

    path = "/search/color-444445"
    page = get_page(process, path)
    fourth = RawWebSocket(process, cookie=page.visitor_cookie)
    assert fourth.upgraded, f"upgrade answered {fourth.status}"
    fourth.send_json({"v": 1, "type": "join", "token": page.token, "path": path})
    messages, code = fourth.until_closed(timeout=5)
    fourth.drop()
    assert [m for m in messages if m.get("type") == "joined"] == [], f"the 4th socket joined: {messages}"
    assert any(m.get("type") == "closing" for m in messages), messages
    assert code == 1013, f"the 4th socket closed with {code}"

    for index, (live, joined_page) in enumerate(connected):
        field = joined_page.inputs("text")[0]
        live.event("input", field, f"still{index}", sequence=1)
        live.wait_for(lambda m: m.get("type") == "patches" and m.get("ack") == 1, 5,
                      f"patches for socket {index} after the refusal")

    connected[0][0].close()

    def rejoin():
        candidate = RawWebSocket(process, cookie=page.visitor_cookie)
        try:
            answer = candidate.join(page.token, path, timeout=5)
        except (Closed, OSError, AssertionError):
            answer = {}
        if answer.get("type") == "joined":
            return candidate
        candidate.drop()
        return None

    again = wait_until(rejoin, 5, 0.3, "a join after one socket left")
    again.close()
    for live, _ in connected[1:]:
        live.close()
