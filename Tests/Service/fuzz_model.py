"""What the fuzzer expects the store to hold, and the checks against it: the tags it added to each
color, the schemes it saved (and how exactly their colors can be predicted, given what the app may
have written since), checked on every answer and, at the end, through the API.
Mixed into `Fuzzer` (fuzz_runner.py).
"""
import collections
import re
import time

from fuzz_tags import is_simple_ascii, normalize_tag, tag_problems

# How long an app write started by an event may still land after the event was acknowledged.
APP_WRITE_WINDOW = 10.0


class SchemeRecord:
    """A scheme as the fuzzer last saved it (a 2xx create or replace), and when that write ran."""

    def __init__(self, colors, started, finished, earlier=None, foreign=False):
        self.colors = colors
        self.started = started
        self.finished = finished
        # Every version the fuzzer saved: the app only ever writes an earlier version of a scheme
        # with colors appended (an editor saves the colors it loaded; "Add to Palette" appends).
        self.history = (earlier.history if earlier else []) + [colors]
        # Saved by the fuzzer over a scheme the app made: its first version is unknown.
        self.foreign = earlier.foreign if earlier else foreign


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

    def scheme_mode(self, scheme_id):
        """How exactly the fuzzer can predict a scheme's colors: "exact" (only the fuzzer wrote it
        since), "prefix" (the app may have appended colors since: "Add to Palette" tapped after the
        fuzzer's write landed) or "loose" (an editor had it, or a tap raced the fuzzer's write)."""
        record = self.schemes.get(scheme_id)
        if record is None or scheme_id in self.palette_taints:
            return "loose"
        mode = "exact"
        for sent, answered, ids in self.newest_taints:
            # The newest scheme when the app looked is at least the newest modelled one that
            # neither the fuzzer (in time) nor an editor can have deleted.
            survivors = [identifier for identifier in ids if identifier not in self.palette_taints
                         and self.deleted_at.get(identifier, float("inf")) > answered + APP_WRITE_WINDOW]
            if scheme_id < max(survivors, default=0):
                continue
            if answered + APP_WRITE_WINDOW < record.started:
                continue  # the app's write landed before the fuzzer's
            if record.finished < sent:
                mode = "prefix"
            else:
                return "loose"
        return mode

    def taint_newest(self, sent):
        self.newest_taints.append((sent, time.monotonic(), sorted(self.schemes)))

    def vanished(self, scheme_id, reply):
        if not scheme_id.isdigit() or int(scheme_id) not in self.schemes:
            return
        identifier = int(scheme_id)
        if self.scheme_mode(identifier) != "loose":
            self.fail(f"scheme {identifier}, saved by the fuzzer and not deleted, answers 404", reply)
        self.remark("modelled scheme removed by the app", f"scheme {identifier}")
        self.schemes.pop(identifier)

    def check_scheme(self, scheme_id, reply):
        """Checks a scheme read against the model; returns how exactly it could be checked."""
        scheme = reply.json()
        if not isinstance(scheme, dict) or not isinstance(scheme.get("colors"), list):
            self.fail(f"scheme {scheme_id} is not a scheme", reply)
        for value in scheme["colors"]:
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{6}", value):
                self.fail(f"scheme {scheme_id} holds a malformed color {value!r}", reply)
        mode = self.scheme_mode(scheme_id)
        saved = self.schemes[scheme_id].colors
        if mode == "exact" and scheme["colors"] != saved:
            self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}; the fuzzer last saved {saved!r}", reply)
        if mode == "prefix" and scheme["colors"][:len(saved)] != saved:
            self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}; the fuzzer last saved {saved!r} and "
                      "the app can only have appended to it since", reply)
        if mode == "loose":
            record = self.schemes[scheme_id]
            if record.foreign:
                return "foreign"
            if not any(scheme["colors"][:len(version)] == version for version in record.history):
                self.fail(f"scheme {scheme_id} holds {scheme['colors']!r}, which is none of the versions the "
                          f"fuzzer saved ({record.history!r}) with colors appended", reply)
            return "history"
        return mode

    def read(self, path):
        """A GET for the end check, waiting out a 429 once."""
        reply = self.http("verify", "GET", path)
        if reply.status == 429:
            time.sleep(min(float(reply.header("retry-after") or 1), 10))
            reply = self.http("verify", "GET", path)
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
        modes = collections.Counter()
        for scheme_id in sorted(self.schemes):
            reply = self.read(f"/api/v1/schemes/{scheme_id}")
            if reply.status == 200:
                modes[self.check_scheme(scheme_id, reply)] += 1
            elif reply.status == 404:
                self.vanished(str(scheme_id), reply)
            else:
                self.fail(f"scheme {scheme_id} answered {reply.status} at the end", reply)
        reply = self.read("/api/v1/health")
        if reply.status != 200:
            self.fail("health did not answer 200 at the end", reply)
        self.notes[f"end check: {len(self.touched)} colors ({checked_tags} tags, "
                   f"{sum(len(tags) for tags in self.tags.values())} modelled), {len(self.schemes)} schemes "
                   f"({modes['exact']} compared exactly, {modes['prefix']} as a prefix, {modes['history']} "
                   f"against every saved version, {modes['foreign']} not at all)"] += 1
