"""Attacks that kill a server that mishandles them: form posts and live sessions around tag writes.

Each test drives the server the way the attack does, then checks that the process is alive and
that ordinary requests (tag writes, health) still succeed. Checks of statuses that other tests
own (the CSRF 403, the join refusals) come last, so a crash is reported as a crash.
"""
import json
import threading
import time

from attack_support import add_tags, get_page, health, post_form, wait_until
from attack_websocket import Closed, RawWebSocket, joined_socket
from colr_testing import tags_of


def assert_serving(process, colors, tag_prefix):
    """Tag writes to `colors` all succeed, the tags are stored, and health answers."""
    for round_number in range(3):
        for index, hex_value in enumerate(colors):
            tag = f"{tag_prefix}{round_number}x{index}"
            reply = add_tags(process, hex_value, [tag])
            assert process.alive(), "colr serve died during tag writes:\n" + process.output()[-3000:]
            assert reply.status == 200, f"tag write to {hex_value} failed: {reply!r}"
            assert tag in tags_of(process, hex_value)
        time.sleep(0.3)  # give a deferred crash (a session torn down later) a chance to happen
    assert process.alive(), "colr serve died after tag writes:\n" + process.output()[-3000:]
    assert health(process)["status"] == "ok"


def test_script_free_color_form_post_then_tag_writes_do_not_crash(colr):
    """Crash: an empty script-free form post to a color screen, then API tag writes to that color."""
    process = colr(env={"COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"})
    path = "/search/color-123456"
    page = get_page(process, path)
    without = post_form(process, path, "")
    with_pair = post_form(
        process, path, [("vk-csrf", page.csrf_field or "")],
        headers={"Cookie": page.cookie_header() or "vk-csrf=missing"})
    # The same again on a second color, and an empty post with no content type at all.
    other = get_page(process, "/search/color-654321")
    post_form(process, "/search/color-654321", [("vk-csrf", other.csrf_field or "")],
              headers={"Cookie": other.cookie_header() or "vk-csrf=missing"})
    assert process.alive(), "colr serve died on the form post:\n" + process.output()[-3000:]

    assert_serving(process, ["123456", "654321", "ff0000", "00ff00"], "aftpost")

    assert without.status == 403, f"form post without CSRF cookie and field: {without!r}"
    assert with_pair.status in (302, 303), f"form post with the CSRF pair: {with_pair!r}"


def test_more_sessions_than_the_cap_then_tag_writes_do_not_crash(colr):
    """Crash: joins past the session cap on color screens, dropped, then tag writes to those colors."""
    process = colr(env={
        "COLR_MAX_SESSIONS": "5", "COLR_SESSIONS_PER_CLIENT": "3",
        "COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"})
    colors = [f"{0x10a0a0 + index:06x}" for index in range(18)]
    joined = 0
    for round_number in range(3):
        sockets = []
        for hex_value in colors[round_number * 6:(round_number + 1) * 6]:
            path = f"/search/color-{hex_value}"
            page = get_page(process, path)
            live = RawWebSocket(process, cookie=page.visitor_cookie)
            if live.upgraded:
                try:
                    answer = live.join(page.token, path, timeout=5)
                    joined += answer.get("type") == "joined"
                except Exception:
                    pass  # refused in some way: the attack goes on
            sockets.append(live)
        for index, live in enumerate(sockets):
            # Half leave politely, half just vanish.
            live.close() if index % 2 else live.drop()
        assert process.alive(), "colr serve died while sessions were dropped:\n" + process.output()[-3000:]
    assert joined >= 3, f"only {joined} sockets joined; the attack did not take place"

    assert_serving(process, colors, "capped")

    # Sessions still work after the churn.
    live, _ = joined_socket(process, f"/search/color-{colors[0]}")
    live.close()


def test_concurrent_rejoins_of_a_reaped_session_share_live_updates(colr):
    """Crash: 8 sockets rejoin at once with one token whose session was reaped; all get updates."""
    process = colr(env={
        "COLR_SESSION_GRACE": "1", "COLR_SESSIONS_PER_CLIENT": "50",
        "COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"})
    hex_value = "5a5a5b"
    path = f"/search/color-{hex_value}"
    page = get_page(process, path)
    first, _ = joined_socket(process, path, page)
    first.drop()

    # Wait for the reaper: by the session count when the server reports it, else by the clock.
    if "sessions" in health(process):
        wait_until(lambda: health(process)["sessions"] == 0, 15, 0.25, "the dropped session to be reaped")
    else:
        time.sleep(7)

    sockets = [RawWebSocket(process, cookie=page.visitor_cookie) for _ in range(8)]
    try:
        assert all(live.upgraded for live in sockets), [live.status for live in sockets]
        barrier = threading.Barrier(len(sockets))
        answers = [None] * len(sockets)

        def join(index):
            barrier.wait()
            try:
                answers[index] = sockets[index].join(page.token, path, timeout=10)
            except Exception as error:  # noqa: BLE001 - recorded and asserted below
                answers[index] = {"error": repr(error)}

        threads = [threading.Thread(target=join, args=(index,)) for index in range(len(sockets))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(20)
        assert process.alive(), "colr serve died on concurrent rejoins:\n" + process.output()[-3000:]
        assert all(answer and answer.get("type") == "joined" for answer in answers), answers

        tag = "rejoined8"
        reply = add_tags(process, hex_value, [tag])
        assert reply.status == 200, reply
        assert process.alive(), "colr serve died on the tag write:\n" + process.output()[-3000:]
        deadline = time.monotonic() + 5  # one deadline for all: the patches travel in parallel
        outcomes = [sees_tag_or_is_told_to_leave(live, tag, max(0.3, deadline - time.monotonic()))
                    for live in sockets]
        assert all(outcomes), f"joined sockets left silent (no patch with {tag!r}, no closing notice): {outcomes}"
        assert "patch" in outcomes, outcomes
    finally:
        for live in sockets:
            live.close()
    assert health(process)["status"] == "ok"


def sees_tag_or_is_told_to_leave(live, tag, timeout):
    """'patch' if the socket gets a patch showing `tag`; 'closing' if the server tells it to go
    (a newer socket took the session over); None if it stays silent: a zombie page."""
    try:
        message = live.wait_for(
            lambda m: m.get("type") == "closing" or (m.get("type") == "patches" and tag in json.dumps(m)),
            timeout, f"a patch showing {tag!r}")
    except AssertionError:
        return None
    except Closed:
        return None
    return "closing" if message.get("type") == "closing" else "patch"


def test_stale_socket_leaving_does_not_silence_the_rejoined_one(colr):
    """Crash (reconnect race): the old socket of a session closing after a new one joined leaves the new one live."""
    process = colr(env={"COLR_SESSIONS_PER_CLIENT": "50"})
    hex_value = "5a5a5c"
    path = f"/search/color-{hex_value}"
    page = get_page(process, path)
    old, _ = joined_socket(process, path, page)
    new, _ = joined_socket(process, path, page)  # the page reconnected before the old socket went away
    try:
        old.close()
        time.sleep(0.5)  # let the server notice the old socket is gone
        tag = "afterrace"
        assert add_tags(process, hex_value, [tag]).status == 200
        new.wait_for(lambda m: m.get("type") == "patches" and tag in json.dumps(m), 5,
                     f"a patch showing {tag!r} on the new socket")
        # And it still answers events.
        new.event("input", page.inputs("text")[0], "typing", sequence=1)
        new.wait_for(lambda m: m.get("type") == "patches" and m.get("ack") == 1, 5, "the ack of an event")
    finally:
        new.close()
        old.drop()
