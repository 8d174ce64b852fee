"""HTTP-level attacks: CSRF on script-free form posts, cross-origin API writes, size and count
bounds, rate limits by cost, slow (stalled) clients, and request hygiene (413 on keep-alive,
huge forms, socket origins, DNS rebinding)."""
import socket
import time

import pytest

from attack_support import (
    RawWebSocket, add_tags, get_json, get_page, health, post_form, post_json,
    read_http_response, refused, request, tags_of)

EVIL = "http://evil.example"
FAST_WRITES = {"COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"}


# -- 5. CSRF on script-free form posts ----------------------------------------------------------


def tag_form(page, tag, csrf=True):
    """The fields a browser posts when the color screen's Add button is pressed without script."""
    fields = []
    if csrf:
        fields.append(("vk-csrf", page.csrf_field or ""))
    fields += [(page.inputs("text")[0], tag), ("vk-tap", page.button("Add"))]
    return fields


def test_page_sets_csrf_cookie_and_hidden_form_field(colr):
    """CSRF: a page GET sets a `vk-csrf` cookie and puts a hidden `vk-csrf` field in the form."""
    process = colr()
    page = get_page(process, "/search/color-ff00ff")
    assert page.csrf_cookie, f"no vk-csrf cookie; Set-Cookie was {page.reply.header('set-cookie')!r}"
    assert page.csrf_field, "no <input type=hidden name=vk-csrf> in the form"
    form = page.html[page.html.index('<form class="vk-form"'):]
    assert 'name="vk-csrf"' in form[:form.index("</form>")], "the vk-csrf field is not inside the form"


def test_form_post_with_matching_csrf_pair_adds_the_tag(colr):
    """CSRF: a same-site form post carrying the cookie and the field works (redirect) and adds the tag."""
    process = colr()
    hex_value = "c5c5c6"
    path = f"/search/color-{hex_value}"
    page = get_page(process, path)
    reply = post_form(process, path, tag_form(page, "csrfgood"), headers={"Cookie": page.cookie_header() or ""})
    assert reply.status in (302, 303), reply
    assert "csrfgood" in tags_of(process, hex_value)


@pytest.mark.parametrize("variant", ["no-field", "no-cookie", "mismatched-pair", "evil-origin", "cross-site"])
def test_form_post_without_valid_csrf_is_refused_and_changes_nothing(colr, variant):
    """CSRF: a form post missing the field/cookie, with a mismatched pair, or cross-site is 403 and adds nothing."""
    process = colr()
    hex_value = "c5c5c7"
    path = f"/search/color-{hex_value}"
    page = get_page(process, path)
    other = get_page(process, path)  # a second visitor: its own cookie and field
    tag = "csrf" + variant.replace("-", "")
    cookie = page.cookie_header() or "vk-csrf=missing"
    fields = tag_form(page, tag)
    headers = {"Cookie": cookie}
    if variant == "no-field":
        fields = tag_form(page, tag, csrf=False)
    elif variant == "no-cookie":
        headers = {}
    elif variant == "mismatched-pair":
        assert (other.csrf_field, other.csrf_cookie) != (page.csrf_field, page.csrf_cookie) or not page.csrf_field
        fields = tag_form(other, tag)  # the other visitor's field with this visitor's cookie
    elif variant == "evil-origin":
        headers["Origin"] = EVIL
    elif variant == "cross-site":
        headers["Sec-Fetch-Site"] = "cross-site"
    reply = post_form(process, path, fields, headers=headers)
    assert reply.status == 403, f"{variant}: {reply!r}"
    assert tag not in tags_of(process, hex_value), f"{variant}: the refused post still added the tag"


# -- 6. CORS on the JSON API --------------------------------------------------------------------


def test_cross_origin_read_is_allowed_for_any_origin(colr):
    """CORS: a cross-origin GET of a color gets `Access-Control-Allow-Origin: *`."""
    process = colr()
    reply = request(process, "GET", "/api/v1/colors/ff0000", headers={"Origin": EVIL})
    assert reply.status == 200, reply
    assert reply.header("access-control-allow-origin") == "*", reply.headers


def assert_cross_origin_refusal(reply):
    assert reply.status == 403, reply
    assert reply.json().get("error") == "cross_origin", reply
    assert reply.header("access-control-allow-origin") is None, reply.headers


def test_cross_origin_tag_post_is_refused(colr):
    """CORS: POST /api/v1/colors/{c}/tags from evil.example is 403 cross_origin, no ACAO, nothing added."""
    process = colr()
    reply = add_tags(process, "ff0000", ["evilpost"], headers={"Origin": EVIL})
    assert_cross_origin_refusal(reply)
    assert "evilpost" not in tags_of(process, "ff0000")


def test_cross_origin_tag_delete_is_refused(colr):
    """CORS: DELETE /api/v1/colors/{c}/tags/{t} from evil.example is 403 cross_origin and the tag stays."""
    process = colr()
    assert add_tags(process, "ff0000", ["keepme"]).status == 200
    reply = request(process, "DELETE", "/api/v1/colors/ff0000/tags/keepme", headers={"Origin": EVIL})
    assert_cross_origin_refusal(reply)
    assert "keepme" in tags_of(process, "ff0000")


def test_cross_origin_scheme_post_is_refused(colr):
    """CORS: POST /api/v1/schemes from evil.example is 403 cross_origin and creates no scheme."""
    process = colr()
    reply = post_json(process, "/api/v1/schemes", {"name": "evilscheme", "colors": ["ff0000"], "tags": []},
                      headers={"Origin": EVIL})
    assert_cross_origin_refusal(reply)
    schemes = get_json(process, "/api/v1/schemes?limit=100")["schemes"]
    assert all(scheme.get("name") != "evilscheme" for scheme in schemes), schemes


def test_same_origin_and_originless_api_writes_work(colr):
    """CORS: the same tag POST with the server's own Origin, or no Origin, succeeds."""
    process = colr()
    own = add_tags(process, "00ff00", ["ownorigin"], headers={"Origin": f"http://127.0.0.1:{process.port}"})
    assert own.status == 200, own
    bare = add_tags(process, "00ff00", ["noorigin"])
    assert bare.status == 200, bare
    scheme = post_json(process, "/api/v1/schemes", {"name": "mine", "colors": ["ff0000"], "tags": []},
                       headers={"Origin": f"http://127.0.0.1:{process.port}"})
    assert scheme.status in (200, 201), scheme
    assert {"ownorigin", "noorigin"} <= set(tags_of(process, "00ff00"))


def test_cross_origin_preflight_does_not_grant_post(colr):
    """CORS: an OPTIONS preflight from evil.example asking for POST is not granted."""
    process = colr()
    reply = request(process, "OPTIONS", "/api/v1/colors/ff0000/tags", headers={
        "Origin": EVIL, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type"})
    allow_origin = reply.header("access-control-allow-origin")
    allow_methods = (reply.header("access-control-allow-methods") or "").upper()
    granted = allow_origin in ("*", EVIL) and "POST" in [m.strip() for m in allow_methods.split(",")]
    assert not granted, f"preflight granted POST: {reply.status} {reply.headers}"


def test_legacy_addtag_stays_open_cross_origin(colr):
    """CORS: the colr.org-compatible POST /js/color/{hex}/addtag/ still works with an evil Origin."""
    process = colr()
    reply = post_form(process, "/js/color/ff0000/addtag/", [("tags", "legacyevil")], headers={"Origin": EVIL})
    assert reply.status == 200, reply
    assert reply.json().get("success") is not False, reply
    assert "legacyevil" in tags_of(process, "ff0000")


# -- 7. Bounds ----------------------------------------------------------------------------------


def test_more_than_20_tags_in_one_api_request_is_400(colr):
    """Bounds: 21 tags in one POST /api/v1/colors/{c}/tags is 400 and writes none of them."""
    process = colr(env=FAST_WRITES)
    tags = [f"many{index}" for index in range(21)]
    reply = add_tags(process, "0f0f10", tags)
    assert reply.status == 400, reply
    assert not set(tags) & set(tags_of(process, "0f0f10"))


def test_more_than_20_tags_in_one_legacy_addtag_is_400(colr):
    """Bounds: 21 comma-separated tags to the legacy addtag is 400 with success false, and writes none."""
    process = colr(env=FAST_WRITES)
    tags = [f"legacy{index}" for index in range(21)]
    reply = post_form(process, "/js/color/0f0f11/addtag/", [("tags", ",".join(tags))])
    assert reply.status == 400, reply
    assert reply.json().get("success") is False, reply
    assert not set(tags) & set(tags_of(process, "0f0f11"))


def test_a_color_carries_at_most_250_tags(colr):
    """Bounds: a color can be given 250 tags; the 251st is 409 limit_reached and not stored."""
    process = colr(env=FAST_WRITES)
    hex_value = "13579c"
    assert tags_of(process, hex_value) == []
    names = [f"cap{index:03d}" for index in range(250)]
    for start in range(0, 250, 20):
        reply = add_tags(process, hex_value, names[start:start + 20])
        assert reply.status == 200, f"tags {start}..: {reply!r}"
    assert len(tags_of(process, hex_value)) == 250
    reply = add_tags(process, hex_value, ["cap250"])
    assert reply.status == 409, reply
    assert reply.json().get("error") == "limit_reached", reply
    stored = tags_of(process, hex_value)
    assert len(stored) == 250 and "cap250" not in stored


def test_scheme_with_more_than_64_colors_is_400(colr):
    """Bounds: a scheme of 65 colors is 400 (and 64 colors is accepted)."""
    process = colr(env=FAST_WRITES)
    colors = [f"{index * 3:02x}{index:02x}{255 - index:02x}" for index in range(65)]
    too_many = post_json(process, "/api/v1/schemes", {"name": "huge", "colors": colors, "tags": []})
    assert too_many.status == 400, too_many
    schemes = get_json(process, "/api/v1/schemes?limit=100")["schemes"]
    assert all(scheme.get("name") != "huge" for scheme in schemes)
    most = post_json(process, "/api/v1/schemes", {"name": "big", "colors": colors[:64], "tags": []})
    assert most.status in (200, 201), most


def test_write_rate_limit_counts_each_tag(colr):
    """Bounds: with a burst of 30, a 20-tag write passes and a second 20-tag write is 429 with Retry-After."""
    process = colr(env={"COLR_WRITE_BURST": "30"})
    first = add_tags(process, "2468ac", [f"cost{index}" for index in range(20)])
    assert first.status == 200, first
    second = add_tags(process, "2468ad", [f"more{index}" for index in range(20)])
    assert second.status == 429, second
    assert second.header("retry-after"), second.headers
    assert tags_of(process, "2468ad") == []


# -- 9. Slow connections ------------------------------------------------------------------------


def half_request(process):
    return (f"GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1:{process.port}\r\nUser-Agent: slo").encode()


def test_stalled_request_head_is_closed_by_idle_timeout(colr):
    """Slowloris: a connection that sends half a request head and stalls is closed within ~5 s."""
    process = colr(env={"COLR_IDLE_TIMEOUT": "2"})
    stalled = socket.create_connection(("127.0.0.1", process.port), timeout=10)
    stalled.sendall(half_request(process))
    started = time.monotonic()
    stalled.settimeout(8)
    try:
        while True:  # a 408 answer before the close is fine; the close is what matters
            try:
                chunk = stalled.recv(4096)
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                break
    except socket.timeout:
        pytest.fail("the stalled connection was still open after 8 s")
    finally:
        stalled.close()
    elapsed = time.monotonic() - started
    assert elapsed < 5.5, f"closed only after {elapsed:.1f} s"


def test_many_stalled_connections_do_not_block_health(colr):
    """Slowloris: 300 stalled half-sent requests do not stop GET /api/v1/health answering within 2 s."""
    process = colr(env={"COLR_IDLE_TIMEOUT": "2"})
    stalled = []
    try:
        for _ in range(300):
            connection = socket.create_connection(("127.0.0.1", process.port), timeout=5)
            connection.sendall(half_request(process))
            stalled.append(connection)
        for _ in range(3):
            started = time.monotonic()
            reply = request(process, "GET", "/api/v1/health", timeout=5)
            elapsed = time.monotonic() - started
            assert reply.status == 200, reply
            assert elapsed < 2.0, f"health took {elapsed:.2f} s behind 300 stalled connections"
            time.sleep(0.2)
    finally:
        for connection in stalled:
            connection.close()
    assert health(process)["status"] == "ok"


# -- 11. Request hygiene ------------------------------------------------------------------------


def test_second_oversized_addtag_on_a_keep_alive_connection_is_also_413(colr):
    """Hygiene: after a 413 the unread body is not parsed as a request; a second oversized post is 413 too."""
    process = colr(env=FAST_WRITES)
    host = f"127.0.0.1:{process.port}"
    smuggled = (f"POST /js/color/0abcde/addtag/ HTTP/1.1\r\nHost: {host}\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 12\r\n\r\ntags=smuggle").encode()
    body = b"tags=" + b"a" * (20 * 1024) + smuggled

    def oversized():
        return (f"POST /js/color/ff0000/addtag/ HTTP/1.1\r\nHost: {host}\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode() + body

    connection = socket.create_connection(("127.0.0.1", process.port), timeout=10)
    try:
        connection.sendall(oversized())
        first = read_http_response(connection)
        assert first and first[0] == 413, f"first oversized post: {first!r}"
        try:
            connection.sendall(oversized())
            second = read_http_response(connection)
        except (BrokenPipeError, ConnectionResetError) as error:
            second = repr(error)
        assert second and second[0] == 413, f"second oversized post on the same connection: {second!r}"
    finally:
        connection.close()
    assert "smuggle" not in tags_of(process, "0abcde"), "the body of a refused request was run as a request"


def many_fields(count=5000):
    return "&".join(["a="] * count)


def test_app_form_post_with_5000_fields_is_400_quickly(colr):
    """Hygiene: a form post of 5,000 fields to an app URL is answered 400 within 1 s."""
    process = colr()
    path = "/search/color-ff00ff"
    page = get_page(process, path)
    body = "vk-csrf=" + (page.csrf_field or "") + "&" + many_fields()
    assert len(body) < 64 * 1024
    reply = post_form(process, path, body, headers={"Cookie": page.cookie_header() or ""})
    assert reply.status == 400, reply
    assert reply.elapsed < 1.0, f"took {reply.elapsed:.2f} s"


def test_legacy_addtag_with_5000_fields_is_400_quickly(colr):
    """Hygiene: a form post of 5,000 fields to the legacy addtag is answered 400 within 1 s."""
    process = colr()
    body = "tags=x&" + many_fields()
    assert len(body) < 16 * 1024
    reply = post_form(process, "/js/color/ff0000/addtag/", body)
    assert reply.status == 400, reply
    assert reply.elapsed < 1.0, f"took {reply.elapsed:.2f} s"
    assert "x" not in tags_of(process, "ff0000")


def assert_socket_refused(live, page, path):
    """The upgrade was refused with 403, or the socket got a closing message and close code 1008."""
    if not live.upgraded:
        assert live.status == 403, f"upgrade answered {live.status}"
        return
    try:
        live.send_json({"v": 1, "type": "join", "token": page.token, "path": path})
    except OSError:
        pass
    kind, code, messages = refused(live)
    assert code == 1008, f"socket closed with {code}, messages {messages!r}"
    assert any(message.get("type") == "closing" for message in messages), messages


def test_live_upgrade_without_origin_is_refused(colr):
    """Hygiene: a /live socket without an Origin header is refused (403, or closing + 1008)."""
    process = colr()
    page = get_page(process, "/colors")
    live = RawWebSocket(process, origin=None)
    try:
        assert_socket_refused(live, page, "/colors")
    finally:
        live.drop()


@pytest.mark.parametrize("path", ["/api/v1/health", "/colors", "/api/v1/colors/ff0000", "/viewkit/viewkit.js"])
def test_foreign_host_header_is_400_and_own_hosts_work(colr, path):
    """DNS rebinding: Host evil.example:PORT is 400; Host 127.0.0.1:PORT and localhost:PORT work."""
    process = colr()
    evil = request(process, "GET", path, host=f"evil.example:{process.port}")
    assert evil.status == 400, f"Host evil.example: {evil!r}"
    for host in (f"127.0.0.1:{process.port}", f"localhost:{process.port}"):
        reply = request(process, "GET", path, host=host)
        assert reply.status == 200, f"Host {host}: {reply!r}"


def test_foreign_host_write_is_400_and_changes_nothing(colr):
    """DNS rebinding: a tag POST with Host evil.example:PORT (and its matching Origin) is 400, nothing added."""
    process = colr()
    reply = post_json(process, "/api/v1/colors/ff0000/tags", {"tags": ["rebound"]},
                      headers={"Origin": f"http://evil.example:{process.port}"},
                      host=f"evil.example:{process.port}")
    assert reply.status == 400, reply
    assert "rebound" not in tags_of(process, "ff0000")


def test_live_upgrade_with_foreign_host_and_matching_origin_is_refused(colr):
    """DNS rebinding: a /live socket with Host evil.example and Origin http://evil.example is refused."""
    process = colr()
    page = get_page(process, "/colors")
    for host, origin in ((f"evil.example:{process.port}", f"http://evil.example:{process.port}"),
                         ("evil.example", EVIL)):
        live = RawWebSocket(process, origin=origin, host=host)
        try:
            if live.upgraded or live.status != 400:
                assert_socket_refused(live, page, "/colors")
        finally:
            live.drop()
