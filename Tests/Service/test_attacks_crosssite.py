"""Cross-site attacks: CSRF on script-free form posts and cross-origin API writes, and the
reads and legacy write that stay open to every site."""
import pytest

from attack_support import add_tags, get_json, get_page, post_form, post_json, request
from colr_testing import tags_of

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
