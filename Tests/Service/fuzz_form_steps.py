"""Script-free form posts: a page's form filled with hostile text and a button's `vk-tap`, sometimes
with its CSRF pair or its shape tampered with (which the server must refuse), and the redirect
followed. Mixed into `Fuzzer` (fuzz_runner.py).
"""
import urllib.parse

from fuzz_inputs import plain
from fuzz_page import Form
from http_support import csrf_cookie_of


class FormSteps:
    """Form steps; the CSRF cookie and the page a redirect landed on carry over between them."""

    JUNK_TAPS = ["nope", "v9#999:0", "#", "", "#0:0", "v9#", "cf-tab9"]

    def junk_tap(self):
        """A `vk-tap` value no button has."""
        return self.rng.choice(self.JUNK_TAPS + [plain(self.hostile.text(100))])

    def form_step(self):
        rng = self.rng
        self.kinds["form"] += 1
        path = self.form_page if self.form_page and rng.random() < 0.5 else self.app_path()
        headers = {}
        if self.form_cookie and rng.random() < 0.9:
            headers["Cookie"] = f"vk-csrf={self.form_cookie}"
        page = self.http("form", "GET", path, headers=headers)
        if page.status != 200:
            self.note(f"form GET {path} -> {page.status}")
            self.form_page = None
            return
        issued = csrf_cookie_of(page)
        if issued:
            self.form_cookie = issued
        cookie = issued or (self.form_cookie if "Cookie" in headers else None)
        form = Form(page.text)
        fields = list(form.hidden)
        for name in form.text_fields:
            if rng.random() < 0.75:
                fields.append((name, plain(self.hostile.text(3000))))
        title = None
        roll = rng.random()
        if roll < 0.9 and form.taps:
            value, title = rng.choice(form.taps)
            fields.append(("vk-tap", value))
        elif roll < 0.95:
            fields.append(("vk-tap", self.junk_tap()))
        post_headers = {"Content-Type": "application/x-www-form-urlencoded"}
        if rng.random() < 0.5:  # what browsers add
            post_headers["Origin"] = self.origin
            post_headers["Sec-Fetch-Site"] = "same-origin"
        if cookie:
            post_headers["Cookie"] = f"vk-csrf={cookie}"
        tamper = None
        if form.has_csrf and rng.random() < 0.07:
            tamper = rng.choice(["no-cookie", "no-field", "wrong-field", "other-cookie", "evil-origin", "cross-site"])
            if tamper == "no-cookie":
                post_headers.pop("Cookie", None)
            elif tamper == "no-field":
                fields = [pair for pair in fields if pair[0] != "vk-csrf"]
            elif tamper == "wrong-field":
                fields = [(name, "0" * 64 if name == "vk-csrf" else value) for name, value in fields]
            elif tamper == "other-cookie":
                post_headers["Cookie"] = "vk-csrf=" + "%032x" % rng.randrange(1 << 128)
            elif tamper == "evil-origin":
                post_headers["Origin"] = "http://evil.example"
            else:
                post_headers["Sec-Fetch-Site"] = "cross-site"
        body = urllib.parse.urlencode(fields)
        odd = rng.random()
        if odd < 0.02:
            body += "&" + "&".join(f"x{i}=1" for i in range(70))  # past the 64-field limit
            tamper = tamper or "too-many-fields"
        elif odd < 0.03:
            post_headers["Content-Type"] = rng.choice(["text/plain", "application/json", "multipart/form-data"])
            tamper = tamper or "content-type"
        elif odd < 0.035:
            body += "&pad=" + "x" * 70000  # past the 64 KB body limit
            tamper = tamper or "too-large"
        self.note(f"form POST {path} tap {title!r} fields {len(fields)}" + (f" tampered: {tamper}" if tamper else ""))
        reply = self.http("form", "POST", path, body=body, headers=post_headers)
        if tamper in ("no-cookie", "no-field", "wrong-field", "other-cookie", "evil-origin", "cross-site") \
                and reply.status < 400:
            self.fail(f"a form post with a bad CSRF pair ({tamper}) was accepted", reply)
        if 300 <= reply.status < 400:
            location = reply.header("location") or "/"
            target = urllib.parse.urlsplit(location)
            next_path = (target.path or "/") + (("?" + target.query) if target.query else "")
            landed = self.http("form", "GET", next_path, headers={"Cookie": f"vk-csrf={cookie}"} if cookie else None)
            self.note(f"  -> {reply.status} {location} -> {landed.status}")
            self.form_page = next_path if landed.status == 200 and next_path.startswith("/") else None
        else:
            self.note(f"  -> {reply.status}")
