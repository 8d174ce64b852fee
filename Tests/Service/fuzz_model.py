"""What the fuzzer expects the store to hold, and the checks against it: the tags it added to each
color and the schemes it saved, checked on every answer and, at the end, through the API.
Mixed into `Fuzzer` (fuzz_runner.py).

Schemes the fuzzer makes through the API are private and belong to their edit token, which the app
never holds, so nothing but the fuzzer's own token-bearing writes may change them: each is compared
exactly.
"""
import collections
import re
import time

from fuzz_tags import is_simple_ascii, normalize_tag, tag_problems

class SchemeRecord:
    """A scheme as the fuzzer last saved it (a 2xx create or replace), with its edit token."""

    def __init__(self, colors, token, shared=False):
        self.colors = colors
        self.token = token
        self.shared = shared


class StoreModel:
    """The model (`tags`, `schemes` and what may have changed them behind the fuzzer's back) and
    its checks."""

    def after_tag_write(self, detail, reply, added=None, removed=None, legacy_field=None):
        """Checks a 2xx tag write's answer against the model, then updates the model."""
        hex_value = detail.get("hex")
        if not isinstance(hex_value, str) or not re.fullmatch(r"[0-9a-f]{6}", hex_value):
            self.fail(f"a tag write answered with a bad hex {hex_value!r}", reply)
        self.touched.add(hex_value)
        names = self.check_color_detail(detail, reply)
        model = self.tags[hex_value]
        if removed is not None:
            gone = model - set(names)
            if len(gone) > 1:
                self.fail(f"deleting one tag ({removed!r}) removed {sorted(gone)!r}", reply)
            if gone and is_simple_ascii(removed) and gone != {normalize_tag(removed)}:
                self.fail(f"deleting {removed!r} removed {sorted(gone)!r}", reply)
            model -= gone
            return
        lost = model - set(names)
        if lost:
            self.fail(f"adding tags to {hex_value} lost tags added earlier: {sorted(lost)!r}", reply)
        for raw, expected in added or []:
            if expected in names:
                model.add(expected)
            elif is_simple_ascii(raw if legacy_field is None else legacy_field):
                self.fail(f"tag {raw!r} (normalized {expected!r}) was accepted but is not on {hex_value}: "
                          f"{names!r}", reply)
            else:
                self.remark("accepted tag not found under Python's normalization", f"{raw!r} -> {expected!r}")
                if len(self.mismatches) < 10:
                    self.mismatches.append((raw, expected, hex_value))

    def check_color_detail(self, detail, reply=None):
        tags = detail.get("tags")
        if tags is None:
            tags = []
        if not isinstance(tags, list):
            self.fail("a color's tags are not a list", reply)
        names = []
        for tag in tags:
            name = tag.get("name") if isinstance(tag, dict) else None
            if not isinstance(name, str):
                self.fail(f"a tag without a name: {tag!r}", reply)
            problems = tag_problems(name)
            if problems:
                self.fail(f"stored tag {name!r} is not normalized: {', '.join(problems)}", reply)
            names.append(name)
        duplicates = [name for name, count in collections.Counter(names).items() if count > 1]
        if duplicates:
            self.fail(f"color {detail.get('hex')} lists tags twice: {duplicates!r}", reply)
        return names

    def vanished(self, scheme_id, reply):
        if scheme_id.isdigit() and int(scheme_id) in self.schemes:
            self.fail(f"scheme {scheme_id}, saved by the fuzzer and not deleted, answers 404", reply)

    def check_scheme(self, scheme_id, reply):
        """Checks a scheme read against the model; returns how exactly it could be checked."""
        scheme = reply.json()
        if not isinstance(scheme, dict) or not isinstance(scheme.get("colors"), list):
            self.fail(f"scheme {scheme_id} is not a scheme", reply)
        for value in scheme["colors"]:
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{6}", value):
                self.fail(f"scheme {scheme_id} holds a malformed color {value!r}", reply)
        saved = self.schemes[scheme_id].colors
        if scheme["colors"] != saved:
            self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}; the fuzzer last saved {saved!r}", reply)

    def read(self, path, token=None):
        """A GET for the end check, waiting out a 429 once."""
        headers = {"Authorization": f"Bearer {token}"} if token else None
        reply = self.http("verify", "GET", path, headers=headers)
        if reply.status == 429:
            time.sleep(min(float(reply.header("retry-after") or 1), 10))
            reply = self.http("verify", "GET", path, headers=headers)
        return reply

    def verify(self):
        """The store's invariants, read through the API."""
        time.sleep(0.5)  # app writes started by the last events land
        self.current = None
        checked_tags = 0
        for hex_value in sorted(self.touched):
            reply = self.read(f"/api/v1/colors/{hex_value}")
            if reply.status != 200:
                self.fail(f"color {hex_value} did not answer 200 at the end", reply)
            detail = reply.json() or {}
            names = self.check_color_detail(detail, reply)
            checked_tags += len(names)
            missing = self.tags.get(hex_value, set()) - set(names)
            if missing:
                self.fail(f"at the end, {hex_value} lacks tags the fuzzer added and never deleted: "
                          f"{sorted(missing)!r}", reply)
        for scheme_id, record in sorted(self.schemes.items()):
            reply = self.read(f"/api/v1/schemes/{scheme_id}", record.token)
            if reply.status == 200:
                self.check_scheme(scheme_id, reply)
            elif reply.status == 404:
                self.vanished(str(scheme_id), reply)
            else:
                self.fail(f"scheme {scheme_id} answered {reply.status} at the end", reply)
            if not record.shared:
                hidden = self.read(f"/api/v1/schemes/{scheme_id}")
                if hidden.status != 403:
                    self.fail(f"private scheme {scheme_id} answered {hidden.status} without its token", hidden)
        reply = self.read("/api/v1/health")
        if reply.status != 200:
            self.fail("health did not answer 200 at the end", reply)
        self.notes[f"end check: {len(self.touched)} colors ({checked_tags} tags, "
                   f"{sum(len(tags) for tags in self.tags.values())} modelled), {len(self.schemes)} schemes "
                   "(each compared exactly)"] += 1
