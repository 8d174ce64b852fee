"""HTTP on loopback for the service tests: one request per fresh connection (the attack tests'
strict client and the fuzzer's never-raising one), the CSRF cookie a reply sets, and a reader for
one response on a raw socket.
"""
import http.client
import json
import re
import time


class Reply:
    """One HTTP answer: status, headers (lower-cased names; repeated ones joined) and body;
    `status` is 0 when the exchange itself failed (`error` says how)."""

    def __init__(self, status, headers, body, elapsed=0.0, error=None):
        self.status = status
        self.headers = headers
        self.body = body
        self.elapsed = elapsed
        self.error = error

    def header(self, name, default=None):
        return self.headers.get(name.lower(), default)

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def json(self):
        return json.loads(self.body.decode("utf-8"))

    def __repr__(self):
        if self.error:
            return f"<Reply failed: {self.error}>"
        return f"<Reply {self.status} {self.text[:300]!r}>"


class LenientReply(Reply):
    """A Reply whose `json()` is None for a body that is not JSON."""

    def json(self):
        try:
            return super().json()
        except ValueError:
            return None


def send_request(port, method, path, body=None, headers=None, timeout=10, skip_host=False,
                 empty_body_methods=("POST", "PUT"), reply_class=Reply):
    """One request on a fresh loopback connection; `body` is bytes or None. A method in
    `empty_body_methods` sent without a body gets `Content-Length: 0`. Network trouble raises."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        started = time.monotonic()
        connection.putrequest(method, path, skip_host=skip_host, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        elif method in empty_body_methods:
            connection.putheader("Content-Length", "0")
        connection.endheaders(body)
        response = connection.getresponse()
        data = response.read()
        elapsed = time.monotonic() - started
        merged = {}
        for name, value in response.getheaders():
            key = name.lower()
            merged[key] = merged[key] + ", " + value if key in merged else value
        return reply_class(response.status, merged, data, elapsed)
    finally:
        connection.close()


def http_request(port, method, path, body=None, headers=None, timeout=20):
    """One request on a fresh loopback connection; never raises for network trouble (the answer
    is a LenientReply, with status 0 when the exchange failed). Lone surrogates in a str body are
    sent as they are (encoded with `surrogatepass`)."""
    started = time.monotonic()
    try:
        if isinstance(body, str):
            body = body.encode("utf-8", "surrogatepass")
        return send_request(port, method, path, body=body, headers=headers, timeout=timeout,
                            empty_body_methods=("POST", "PUT", "PATCH"), reply_class=LenientReply)
    except (OSError, http.client.HTTPException, ValueError) as error:
        return LenientReply(0, {}, b"", time.monotonic() - started, error=f"{type(error).__name__}: {error}")


def csrf_cookie_of(reply):
    """The `vk-csrf` cookie a reply sets, or None."""
    match = re.search(r"(?:^|[\s,;])vk-csrf=([^;,\s]+)", reply.header("set-cookie") or "")
    return match.group(1) if match else None


def visitor_cookie_of(reply):
    """The `vk-visitor` cookie a reply sets, as a `Cookie` header's value (`vk-visitor=…`), or None.
    A page's session token is bound to it: the page's socket must send it back."""
    match = re.search(r"(?:^|[\s,;])(vk-visitor=[^;,\s]+)", reply.header("set-cookie") or "")
    return match.group(1) if match else None


def read_http_response(sock, timeout=5):
    """Reads one HTTP/1.1 response from a raw socket: (status, headers, body), or None on EOF."""
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return None if not data else (0, {}, data)
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        length = int(headers["content-length"])
        while len(rest) < length:
            chunk = sock.recv(65536)
            if not chunk:
                break
            rest += chunk
        return status, headers, rest[:length]
    if headers.get("transfer-encoding", "").lower() == "chunked":
        body = b""
        while True:
            while b"\r\n" not in rest:
                chunk = sock.recv(65536)
                if not chunk:
                    return status, headers, body
                rest += chunk
            size_line, _, rest = rest.partition(b"\r\n")
            size = int(size_line.split(b";")[0], 16)
            while len(rest) < size + 2:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                rest += chunk
            body += rest[:size]
            rest = rest[size + 2:]
            if size == 0:
                return status, headers, body
    return status, headers, rest
