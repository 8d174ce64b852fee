"""Helpers for the attack tests: requests to a `ColrServer` (Tests/PythonSupport/colr_testing.py)
with full control of headers such as Host and Origin, the API calls they repeat, app pages, and
the server's memory.

The raw HTTP lives in http_support.py, the WebSocket client in attack_websocket.py.
"""
import html
import json
import re
import time
import urllib.parse

from figures_support import vm_rss_kib
from http_support import csrf_cookie_of, send_request, visitor_cookie_of

# -- HTTP ---------------------------------------------------------------------------------------


def request(process, method, path, body=None, headers=None, timeout=10, host=None):
    """One request on a fresh connection; `host` overrides the Host header."""
    sent = dict(headers or {})
    if isinstance(body, str):
        body = body.encode("utf-8")
    if host is not None:
        sent["Host"] = host
    return send_request(process.port, method, path, body=body, headers=sent, timeout=timeout,
                        skip_host=host is not None)


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


# -- Pages --------------------------------------------------------------------------------------


class Page:
    """A fetched app page: its HTML, session token, CSRF cookie and field, visitor cookie (which its
    socket must send: the token is bound to it), and element ids."""

    def __init__(self, reply):
        self.reply = reply
        self.html = reply.text
        match = re.search(r'<meta name="vk-token" content="([^"]+)"', self.html)
        self.token = match.group(1) if match else None
        self.csrf_cookie = csrf_cookie_of(reply)
        self.visitor_cookie = visitor_cookie_of(reply)
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
    if page.visitor_cookie is None:  # the request's own cookie, which the server kept
        sent = re.search(r"(?:^|[\s;])(vk-visitor=[^;\s]+)", (headers or {}).get("Cookie", ""))
        page.visitor_cookie = sent.group(1) if sent else None
    return page


# -- The server's memory -------------------------------------------------------------------------


def rss_kib(pid):
    rss = vm_rss_kib(pid)
    if rss is None:
        raise AssertionError("no VmRSS")
    return rss
