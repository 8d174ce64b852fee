"""Shutdown under load: SIGTERM while sockets are joined and tag writes are in flight."""
import http.client
import json
import re
import signal
import subprocess
import threading
import time

from attack_support import add_tags
from attack_websocket import Closed, joined_socket
from colr_testing import tags_of

FAST_WRITES = {"COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"}



def terminate_within(process, seconds):
    """SIGTERM, then the exit status and the seconds it took; fails (and kills) past `seconds`."""
    started = time.monotonic()
    child = process.process
    child.send_signal(signal.SIGTERM)
    try:
        status = child.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait(timeout=10)
        raise AssertionError(
            f"colr serve did not exit within {seconds} s of SIGTERM:\n" + process.output()[-3000:])
    process.process = None  # exited: the fixture has nothing left to stop
    return status, time.monotonic() - started

def test_sigterm_with_sockets_and_writes_in_flight_is_clean_and_loses_nothing(colr, tmp_path):
    """Shutdown: SIGTERM mid-load sends closing + 1012, exits 0 in 15 s, no 500s, and keeps every 2xx write."""
    database = str(tmp_path / "colr.sqlite")
    process = colr(database=database, env=FAST_WRITES)
    colors = [f"{0x3c0000 + index:06x}" for index in range(20)]
    sockets = [joined_socket(process, "/palettes")[0], joined_socket(process, f"/search/color-{colors[0]}")[0]]

    received = [[] for _ in sockets]
    close_codes = [None for _ in sockets]

    def listen(index):
        live = sockets[index]
        deadline = time.monotonic() + 25
        while time.monotonic() < deadline:
            try:
                received[index].append(live.receive_json(timeout=1))
            except TimeoutError:
                continue
            except Closed as closed:
                close_codes[index] = closed.code
                return

    stored, refused, bad = [], [], []
    stop = threading.Event()
    shutdown_began = threading.Event()

    def write(offset, keep_alive):
        """Posts one tag per request: on a fresh connection each time, or on one kept-alive connection."""
        connection = None
        for index in range(offset, 1000, 2):  # at most 50 tags per color
            if stop.is_set():
                break
            hex_value, tag = colors[index % len(colors)], f"inflight{index}"
            try:
                if keep_alive:
                    if connection is None:
                        connection = http.client.HTTPConnection("127.0.0.1", process.port, timeout=10)
                    connection.request("POST", f"/api/v1/colors/{hex_value}/tags", json.dumps({"tags": [tag]}),
                                       {"Content-Type": "application/json"})
                    response = connection.getresponse()
                    status, text = response.status, response.read().decode("utf-8", "replace")
                else:
                    reply = add_tags(process, hex_value, [tag])
                    status, text = reply.status, reply.text
            except (OSError, http.client.HTTPException) as error:  # refused or reset once the server goes
                refused.append(repr(error))
                if connection is not None:
                    connection.close()
                    connection = None
                if shutdown_began.is_set():
                    time.sleep(0.02)
                continue
            if 200 <= status < 300:
                stored.append((hex_value, tag))
            elif status == 503:
                refused.append(503)
            else:
                bad.append((status, text[:200], shutdown_began.is_set()))
        if connection is not None:
            connection.close()

    listeners = [threading.Thread(target=listen, args=(index,)) for index in range(len(sockets))]
    writers = [threading.Thread(target=write, args=(offset, offset == 1)) for offset in range(2)]
    for thread in listeners + writers:
        thread.start()
    deadline = time.monotonic() + 10
    while len(stored) < 30 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(stored) >= 30, f"writes did not get going: {len(stored)} stored, bad {bad[:3]}"

    shutdown_began.set()
    try:
        status, elapsed = terminate_within(process, 15)
    finally:
        stop.set()
    for thread in writers + listeners:
        thread.join(30)
    log = process.output()
    print(f"exit {status} after {elapsed:.2f} s; {len(stored)} stored, {len(refused)} refused "
          f"({refused.count(503)} were 503); close codes {close_codes}")

    assert status == 0, f"exit status {status} after {elapsed:.1f} s:\n" + log[-3000:]
    assert "Fatal error" not in log, log[-3000:]
    assert not bad, f"answers other than 2xx/503 (status, body, after SIGTERM): {bad[:5]}"
    for index, live in enumerate(sockets):
        closings = [m for m in received[index] if m.get("type") == "closing"]
        assert closings, f"socket {index} got no closing message: {[m.get('type') for m in received[index]]}"
        assert re.search(r"restart|stop|shut", closings[-1].get("reason", ""), re.I), closings
        assert close_codes[index] == 1012, f"socket {index} closed with {close_codes[index]}"

    again = colr(database=database, env=FAST_WRITES)
    missing = []
    by_color = {}
    for hex_value, tag in stored:
        by_color.setdefault(hex_value, set()).add(tag)
    for hex_value, tags in by_color.items():
        missing += sorted(tags - set(tags_of(again, hex_value)))
    assert not missing, f"{len(missing)} of {len(stored)} acknowledged writes lost: {missing[:10]}"


def test_sigterm_with_unresponsive_sockets_still_exits_cleanly_in_time(colr):
    """Shutdown: sockets that never read nor answer the close handshake do not hold SIGTERM past 15 s or make it fail."""
    process = colr(env={"COLR_SESSIONS_PER_CLIENT": "50"})
    sockets = [joined_socket(process, path)[0]
               for path in ("/palettes", "/search/color-3d0001", "/search/color-3d0002", "/picker")]
    try:
        status, elapsed = terminate_within(process, 15)
        log = process.output()
        print(f"exit {status} after {elapsed:.2f} s")
        assert status == 0, f"exit status {status} after {elapsed:.1f} s:\n" + log[-3000:]
        assert "Fatal error" not in log, log[-3000:]
    finally:
        for live in sockets:
            live.drop()
