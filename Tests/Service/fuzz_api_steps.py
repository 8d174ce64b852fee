"""The fuzzer's API steps, chosen by weight: tag writes (JSON and the legacy form), reads of colors,
searches, tags and lists, and junk requests. Scheme writes are in fuzz_scheme_steps.py; the checks
of answers against the model in fuzz_model.py. Mixed into `Fuzzer` (fuzz_runner.py).
"""
import json
import urllib.parse

from fuzz_inputs import plain, quote_component, wire
from fuzz_tags import legacy_pieces, normalize_tag


class ApiSteps:
    """API steps, one of `API_ACTIONS` (name, weight) a step; `api_<name>` runs it."""

    API_ACTIONS = [("tags.add", 22), ("tags.delete", 9), ("legacy.addtag", 7), ("scheme.create", 8),
                   ("scheme.update", 7), ("scheme.delete", 4), ("scheme.share", 3), ("read.color", 9), ("read.legacy_color", 4),
                   ("read.search", 4), ("read.tag", 4), ("read.scheme", 6), ("read.misc", 5), ("junk", 7)]

    def api_step(self):
        names = [name for name, _ in self.API_ACTIONS]
        weights = [weight for _, weight in self.API_ACTIONS]
        action = self.rng.choices(names, weights)[0]
        self.kinds["api." + action] += 1
        getattr(self, "api_" + action.replace(".", "_"))()

    def json_headers(self):
        return {"Content-Type": "application/json"}

    def api_tags_add(self):
        rng = self.rng
        hex_value = self.hex()
        count = rng.choice([1, 1, 1, 1, 2, 2, 3, 5, 8, 20, 21])
        tags = [self.hostile.tag() for _ in range(count)]
        if rng.random() < 0.1 and tags:
            tags.append(tags[0].upper())
        body = wire({"tags": tags})
        headers = self.json_headers()
        odd = rng.random()
        if odd < 0.03:
            body = rng.choice(['{"tags":"warm"}', '{"tags":[1,null,true]}', '{"tag":["x"]}', '{"tags":[]}', "[",
                               "", '{"tags":["a"],"tags":["b"]}', "null", '{"tags":' + "[" * 600 + "]" * 600 + "}"])
            tags = None
        elif odd < 0.05:
            headers = {"Content-Type": rng.choice(["text/plain", "application/x-www-form-urlencoded",
                                                   "application/json; charset=utf-16", "application/xml"])}
            tags = None
        path = f"/api/v1/colors/{self.spelled(hex_value)}/tags"
        self.note(f"api POST {path} {body[:120]!r}")
        reply = self.http("api", "POST", path, body=body, headers=headers)
        if 200 <= reply.status < 300:
            if tags is None:
                self.remark("malformed tag write accepted", self.describe(reply))
            detail = reply.json()
            if not isinstance(detail, dict):
                self.fail("a 2xx tag write without a color in JSON", reply)
            self.after_tag_write(detail, reply, added=[(raw, normalize_tag(raw)) for raw in (tags or [])])

    def api_tags_delete(self):
        rng = self.rng
        tagged = [hex_value for hex_value, names in self.tags.items() if names]
        if tagged and rng.random() < 0.75:
            hex_value = rng.choice(sorted(tagged))
            tag = rng.choice(sorted(self.tags[hex_value]))
            roll = rng.random()
            if roll < 0.15:
                tag = tag.upper()
            elif roll < 0.25:
                tag = "  " + tag + "\u200b "
        else:
            hex_value = self.hex()
            tag = self.hostile.tag()
        path = f"/api/v1/colors/{self.spelled(hex_value)}/tags/{quote_component(tag)}"
        self.note(f"api DELETE {path[:160]}")
        reply = self.http("api", "DELETE", path)
        if 200 <= reply.status < 300:
            detail = reply.json()
            if not isinstance(detail, dict):
                self.fail("a 2xx tag delete without a color in JSON", reply)
            self.after_tag_write(detail, reply, removed=tag)

    def api_legacy_addtag(self):
        rng = self.rng
        hex_value = self.hex()
        pieces = [plain(self.hostile.tag()) for _ in range(rng.choice([1, 1, 2, 3, 4]))]
        field = rng.choice([",", ", ", ",,", " , "]).join(pieces)
        body = urllib.parse.urlencode({"tags": field})
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
        if rng.random() < 0.05:
            body = rng.choice(["tags", "tags=", "tag=warm", "tags=%ZZ", "tags=a&tags=b", "=" * 50])
            field = None
        path = f"/js/color/{hex_value}/addtag/"
        self.note(f"api POST {path} {body[:120]!r}")
        reply = self.http("api", "POST", path, body=body, headers=headers)
        if 200 <= reply.status < 300:
            envelope = reply.json()
            if not isinstance(envelope, dict):
                self.fail("a 2xx legacy addtag without JSON", reply)
            if not envelope.get("success"):
                return
            colors = envelope.get("colors") or []
            if len(colors) != 1:
                self.fail("a successful legacy addtag without exactly one color", reply)
            color = colors[0]
            detail = {"hex": color.get("hex"), "tags": color.get("tags") or []}
            added = [(piece, piece) for piece in legacy_pieces(field)] if field is not None else []
            self.after_tag_write(detail, reply, added=added, legacy_field=field)

    def api_read_color(self):
        hex_value = self.hex()
        path = f"/api/v1/colors/{self.spelled(hex_value)}"
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path} -> {reply.status}")
        if reply.status == 429:
            return
        if reply.status != 200:
            self.fail("a color lookup by hex did not answer 200", reply)
        detail = reply.json() or {}
        names = self.check_color_detail(detail, reply)
        missing = self.tags[hex_value] - set(names)
        if missing:
            self.fail(f"tags the fuzzer added to {hex_value} are gone: {sorted(missing)!r}", reply)

    def api_read_legacy_color(self):
        rng = self.rng
        hex_value = self.hex() if rng.random() < 0.9 else plain(self.hostile.text(40))
        path = f"/json/color/{quote_component(hex_value)}"
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path} -> {reply.status}")
        envelope = reply.json() if reply.status == 200 else None
        if isinstance(envelope, dict) and envelope.get("colors") and hex_value in self.tags:
            names = [tag.get("name") for tag in envelope["colors"][0].get("tags") or []]
            missing = self.tags[hex_value] - set(names)
            if missing:
                self.fail(f"/json/color/{hex_value} lacks tags the fuzzer added: {sorted(missing)!r}", reply)

    def api_read_search(self):
        query = plain(self.rng.choice([self.hostile.tag(), self.hostile.text(500), "#" + self.hex(), "red", ""]))
        path = "/api/v1/search?q=" + urllib.parse.quote(query, safe="")
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path[:120]} -> {reply.status}")

    def api_read_tag(self):
        rng = self.rng
        known = sorted(set().union(*self.tags.values())) if self.tags else []
        tag = rng.choice(known) if known and rng.random() < 0.6 else plain(self.hostile.tag())
        roll = rng.random()
        if roll < 0.5:
            path = f"/json/tag/{quote_component(tag)}"
        elif roll < 0.75:
            path = f"/api/v1/tags/{quote_component(tag)}/colors"
        else:
            other = rng.choice(known) if known else "warm"
            path = f"/json/tags/{quote_component(tag)},{quote_component(other)}"
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path[:120]} -> {reply.status}")

    def api_read_misc(self):
        rng = self.rng
        number = rng.choice(["1", "5", "100", "101", "0", "-1", "abc", "1e3", "99999999999999999999", ""])
        path = rng.choice([
            f"/api/v1/colors/top?limit={number}", f"/api/v1/colors/random?count={number}",
            f"/api/v1/colors/latest?count={number}", f"/api/v1/schemes?limit={number}",
            f"/api/v1/schemes/random?count={number}&sizeLimit={rng.choice(['1', '3', '0', 'x'])}",
            "/json/color/random", "/json/color/latest", f"/json/colors/random/{number or '3'}",
            f"/json/schemes/random/{number or '2'}?scheme_size_limit={rng.choice(['1', '2', '0', 'x'])}",
            "/json/scheme/random", "/api/v1/health", "/openapi.json", "/api/v1/openapi.json",
            f"/json/color/latest?timestamp={rng.randrange(10 ** 10)}",
        ])
        reply = self.http("api", "GET", path)
        self.note(f"api GET {path} -> {reply.status}")

    def api_junk(self):
        rng = self.rng
        choice = rng.randrange(14)
        hex_value = self.hex()
        method, path, body, headers = "GET", "/", None, None
        if choice == 0:
            method, path = "PATCH", f"/api/v1/schemes/{self.scheme_id()}"
            body, headers = "{}", self.json_headers()
        elif choice == 1:
            method, path = "POST", "/api/v1/schemes"
            body, headers = '{"name": "x", "colors": [', self.json_headers()
        elif choice == 2:
            method, path = "PUT", f"/api/v1/schemes/{self.scheme_id()}"
            body, headers = b"\xff\xfe{}", self.json_headers()
        elif choice == 3:
            path = "/api/v1/" + quote_component(self.hostile.text(200))
        elif choice == 4:
            path = rng.choice(["/%", "/%ZZ", "//", "/api/v1/colors/%00", "/api/v1/colors/..%2F..%2Fhealth",
                               "/api/v1/colors/%2e%2e/%2e%2e/health", "/./colors", "/colors/../api/v1/health",
                               "/api/v1/colors/" + "f" * 4000, "/search/color-" + "a" * 2000, "/viewkit/viewkit.css",
                               "/viewkit/../../Package.swift", "/live", "/colors/detail-", "/colors/detail-%ZZ"])
        elif choice == 5:
            method, path = "POST", f"/api/v1/colors/{hex_value}/tags"
            body, headers = json.dumps({"tags": ["x"] * 5000}), self.json_headers()
        elif choice == 6:
            method, path = "POST", f"/api/v1/colors/{hex_value}/tags"
            body, headers = json.dumps({"tags": ["ok"], "extra": "y" * 200000}), self.json_headers()
        elif choice == 7:
            method, path = "DELETE", f"/api/v1/colors/{hex_value}/tags/"
        elif choice == 8:
            method, path = "POST", f"/js/color/{hex_value}/addtag/"
            body = "tags=" + ",".join(["t%d" % i for i in range(3000)])
            headers = {"Content-Type": "application/x-www-form-urlencoded"}
        elif choice == 9:
            method, path = "POST", f"/js/color/{quote_component(self.hostile.text(30))}/addtag/"
            body, headers = "tags=warm", {"Content-Type": "application/x-www-form-urlencoded"}
        elif choice == 10:
            method = rng.choice(["OPTIONS", "HEAD", "TRACE"])
            path = rng.choice(["/api/v1/health", "/colors", "/api/v1/schemes"])
        elif choice == 11:
            method, path = "POST", "/api/v1/schemes"
            body = json.dumps({"name": "deep", "colors": ["ff0000"], "tags": [], "notes": {"a": [[[[[]]]]]}})
            headers = self.json_headers()
        elif choice == 12:
            method, path = "POST", f"/api/v1/colors/{hex_value}/tags"
            body, headers = '{"tags": ["\\ud800", "\\udfff", "a\\u0000b"]}', self.json_headers()
        else:
            method, path = "POST", rng.choice(["/colors", "/picker", "/search/color-" + hex_value])
            body, headers = "vk-tap=x", {"Content-Type": "application/x-www-form-urlencoded"}
        self.note(f"api junk {method} {path[:120]}")
        reply = self.http("api", method, path, body=body, headers=headers)
        self.note(f"  -> {reply.status}")
        if choice == 12 and 200 <= reply.status < 300 and isinstance(reply.json(), dict):
            self.after_tag_write(reply.json(), reply, added=[])
