"""The fuzzer's scheme steps through the API: create, replace, share, delete and read schemes, with
bodies, ids and edit tokens both plausible and hostile; a write's answer must carry what was sent,
and a write without the scheme's token must be refused (403) and change nothing. Mixed into
`Fuzzer` (fuzz_runner.py).
"""
import re

from fuzz_inputs import plain, wire
from fuzz_model import SchemeRecord


class SchemeSteps:
    """Scheme writes and reads; what they saved goes to the model (`schemes`, `deleted_schemes`)."""

    def scheme_body(self):
        rng = self.rng
        count = rng.choice([1, 1, 2, 3, 4, 5, 8, 12])
        colors = [self.hex() for _ in range(count)]
        spelled = [value.upper() if rng.random() < 0.1 else ("#" + value if rng.random() < 0.05 else value)
                   for value in colors]
        expected = list(colors)
        odd = rng.random()
        if odd < 0.03:
            spelled = []
            expected = None
        elif odd < 0.05:
            spelled = [self.hex() for _ in range(65)]
            expected = None
        elif odd < 0.08:
            spelled.append(rng.choice(["red", "zzzzzz", "", "rgb(1 2 3)", "#abc", 42, None]))
            expected = None
        body = {"name": plain(self.hostile.text(300)) if rng.random() < 0.5 else self.hostile.word(),
                "colors": spelled,
                "tags": [self.hostile.tag() for _ in range(rng.choice([0, 0, 1, 2, 3]))]}
        if rng.random() < 0.3:
            body["notes"] = self.hostile.text(2000)
        if rng.random() < 0.03:
            body.pop(rng.choice(["name", "colors"]))
            expected = None
        return body, expected

    def scheme_id(self):
        rng = self.rng
        if self.schemes and rng.random() < 0.8:
            return str(rng.choice(sorted(self.schemes)))
        if self.deleted_schemes and rng.random() < 0.3:
            return str(rng.choice(sorted(self.deleted_schemes)))
        return rng.choice(["0", "-1", "abc", "1e3", "99999999", "9223372036854775808", "%20",
                           str(rng.randint(1, max(self.schemes or [1]) + 5))])

    def credential(self, scheme_id):
        """Headers with the scheme's token most of the time; otherwise none, or a wrong one.
        Returns the headers and whether they carry the right token."""
        rng = self.rng
        record = self.schemes.get(int(scheme_id)) if scheme_id.isdigit() else None
        choice = rng.random()
        if record and choice < 0.8:
            return {"Authorization": f"Bearer {record.token}"}, True
        if choice < 0.9:
            return {}, False
        # One character off the right token; never the right token itself.
        near = record.token[:-1] + ("B" if record.token.endswith("A") else "A") if record else "y"
        wrong = rng.choice(["x", near, "Bearer", "a" * 3000, self.hostile.word()])
        return {"Authorization": f"Bearer {wrong}"}, False

    def refused_without_token(self, scheme_id, rightful, reply, what):
        """A modelled scheme's write or private read without its token is 403, never 2xx."""
        if rightful or not scheme_id.isdigit() or int(scheme_id) not in self.schemes:
            return
        if 200 <= reply.status < 300:
            self.fail(f"{what} of scheme {scheme_id} without its edit token answered {reply.status}", reply)

    def api_scheme_create(self):
        body, expected = self.scheme_body()
        text = wire(body)
        self.note(f"api POST /api/v1/schemes {text[:120]!r}")
        reply = self.http("api", "POST", "/api/v1/schemes", body=text, headers=self.json_headers())
        if 200 <= reply.status < 300:
            saved = self.saved_scheme(reply, expected)
            self.check_new_id(saved["id"], reply)
            token = saved.get("editToken")
            if not isinstance(token, str) or len(token) < 32 or saved.get("shared") is not False:
                self.fail("a new scheme came without an edit token, or not private", reply)
            self.schemes[saved["id"]] = SchemeRecord(saved["colors"], token)

    def check_new_id(self, scheme_id, reply):
        """An id names one scheme forever: a stale PUT or DELETE, or an editor left open on a deleted
        palette, must not reach a scheme made later."""
        if scheme_id in self.schemes or scheme_id in self.deleted_schemes:
            how = (f"the fuzzer deleted it at step {self.deleted_step[scheme_id]}" if scheme_id in self.deleted_step
                   else "the app deleted it from a palette editor")
            self.fail(f"a new scheme got the id {scheme_id}, which a deleted scheme had ({how}): ids of deleted "
                      "schemes are reused, so a stale PUT, DELETE or open palette editor changes the new scheme",
                      reply)

    def api_scheme_update(self):
        scheme_id = self.scheme_id()
        body, expected = self.scheme_body()
        text = wire(body)
        path = f"/api/v1/schemes/{scheme_id}"
        headers, rightful = self.credential(scheme_id)
        self.note(f"api PUT {path} {text[:120]!r}" + ("" if rightful else " without its token"))
        reply = self.http("api", "PUT", path, body=text, headers={**self.json_headers(), **headers})
        self.refused_without_token(scheme_id, rightful, reply, "a replace")
        if 200 <= reply.status < 300:
            saved = self.saved_scheme(reply, expected)
            if not scheme_id.isdigit() or saved["id"] != int(scheme_id):
                self.fail(f"PUT {path} answered with scheme {saved['id']}", reply)
            if saved["id"] in self.deleted_schemes:
                self.fail(f"scheme {saved['id']}, which the fuzzer deleted, was replaced (2xx)", reply)
            record = self.schemes[saved["id"]]
            self.schemes[saved["id"]] = SchemeRecord(saved["colors"], record.token, record.shared)
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def api_scheme_delete(self):
        scheme_id = self.scheme_id()
        path = f"/api/v1/schemes/{scheme_id}"
        headers, rightful = self.credential(scheme_id)
        self.note(f"api DELETE {path}" + ("" if rightful else " without its token"))
        reply = self.http("api", "DELETE", path, headers=headers)
        self.refused_without_token(scheme_id, rightful, reply, "a delete")
        if 200 <= reply.status < 300:
            self.schemes.pop(int(scheme_id), None)
            self.deleted_schemes.add(int(scheme_id))
            self.deleted_step[int(scheme_id)] = self.step
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def api_read_scheme(self):
        scheme_id = self.scheme_id()
        legacy = self.rng.random() < 0.25
        path = f"/json/scheme/{scheme_id}" if legacy else f"/api/v1/schemes/{scheme_id}"
        headers, rightful = self.credential(scheme_id)
        self.note(f"api GET {path}" + ("" if rightful else " without its token"))
        reply = self.http("api", "GET", path, headers=headers)
        if legacy or not scheme_id.isdigit() or int(scheme_id) not in self.schemes:
            return
        if not self.schemes[int(scheme_id)].shared:
            self.refused_without_token(scheme_id, rightful, reply, "a read")
        if reply.status == 200:
            self.check_scheme(int(scheme_id), reply)
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def api_scheme_share(self):
        scheme_id = self.scheme_id()
        shared = self.rng.random() < 0.7
        path = f"/api/v1/schemes/{scheme_id}/sharing"
        headers, rightful = self.credential(scheme_id)
        self.note(f"api PUT {path} shared={shared}" + ("" if rightful else " without its token"))
        reply = self.http("api", "PUT", path, body=wire({"shared": shared}),
                          headers={**self.json_headers(), **headers})
        self.refused_without_token(scheme_id, rightful, reply, "sharing")
        if 200 <= reply.status < 300:
            answer = reply.json()
            if not isinstance(answer, dict) or answer.get("shared") is not shared:
                self.fail(f"sharing answered {answer!r}, asked shared={shared}", reply)
            record = self.schemes.get(int(scheme_id))
            if record:
                record.shared = shared
        elif reply.status == 404:
            self.vanished(scheme_id, reply)

    def saved_scheme(self, reply, expected):
        saved = reply.json()
        if not isinstance(saved, dict) or not isinstance(saved.get("id"), int) \
                or not isinstance(saved.get("colors"), list):
            self.fail("a 2xx scheme write without a scheme in JSON", reply)
        if expected is not None and saved["colors"] != expected:
            self.fail(f"scheme saved with colors {saved['colors']!r}, sent {expected!r}", reply)
        for value in saved["colors"]:
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{6}", value):
                self.fail(f"scheme saved with a malformed color {value!r}", reply)
        return saved
