"""What the fuzzer types and sends: hostile text and tags, the markup whose unescaped echo means an
injection, and text made fit for a URL, for UTF-8 and for the page's JSON.
"""
import json
import urllib.parse

# Markup the fuzzer types everywhere; seeing any of it unescaped in HTML means an injection.
MARKERS = ["<script>alert('vkfuzz')</script>", "\"><img src=x onerror=vkfuzz()>", "<svg/onload=vkfuzz()>"]
RAW_MARKERS = ["<script>alert('vkfuzz')", "<img src=x onerror=vkfuzz()>", "<svg/onload=vkfuzz()>"]


def unescaped_marker(text):
    for marker in RAW_MARKERS:
        if marker in text:
            return marker
    return None


# -- Hostile inputs -----------------------------------------------------------------------------

HOSTILE = MARKERS + [
    "", " ", "   ", "'", '"', "\\", "</textarea>", "<!--", "]]>", "&amp;", "&#0;", "<b>bold</b>",
    "'; DROP TABLE color_tags; --", "1 OR 1=1", "%s%s%n", "{{7*7}}", "${7*7}", "${jndi:ldap://x/a}",
    "../../../etc/passwd", "..%2F..%2Fschemes", "%2e%2e%2f", "%00", "a/b", "a?b=c", "a#b", "a+b", "a,b",
    "\x00", "\x07bell", "\r\n\r\nX-Injected: 1", "\x1b[31mred", "\u202eevil\u202c", "\u200f\u200eRTL",
    "\u200b\u200c\u200d\ufeff", "\u2028\u2029", "e\u0301", "\u00e9", "\u00c9T\u00c9", "\u03a3\u0391\u03a3",
    "\u0130stanbul", "STRASSE", "stra\u00dfe", "\ufb03", "\u01c4", "\U0001f3a8",
    "\U0001f469\u200d\U0001f469\u200d\U0001f467", "\U0001f1eb\U0001f1f7\U0001f1e9\U0001f1ea", "\U0001f44d\U0001f3fd",
    "\u65e5\u672c\u8a9e", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629", "\u05e2\u05d1\u05e8\u05d9\u05ea", "\ue000private",
    "\U0010fffd", "\uffff", "\ufffd", "Zalgo\u0336\u0337\u0338\u0300\u0301\u0302",
    "a" * 64, "a" * 65, "\u00c4" * 64, "x " * 40, "  leading", "trailing  ", "in   between", "tab\tsep",
    "nbsp\u00a0x", "\u3000ideographic\u3000", "NaN", "Infinity", "-0", "1e309", "null", "true", "[]", "{}",
    "0x10", "\uff19", "Warm", "WARM", "warm ", " warm", "w\u200barm",
]

WORDS = ["warm", "cool", "sunny", "dark", "pastel", "neon", "earthy", "ocean", "forest", "retro", "muted",
         "vivid", "sky", "rose", "sand", "night", "mint", "coral", "ink", "fog"]

UNICODE_RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x300, 0x36F), (0x391, 0x3C9), (0x410, 0x44F),
                  (0x5D0, 0x5EA), (0x621, 0x64A), (0x2000, 0x206F), (0x3041, 0x3096), (0x4E00, 0x4E80),
                  (0xAC00, 0xAC80), (0x1F300, 0x1F5FF), (0x0, 0x1F)]


class Hostile:
    def __init__(self, rng):
        self.rng = rng

    def word(self):
        rng = self.rng
        word = rng.choice(WORDS)
        if rng.random() < 0.3:
            word = word.upper() if rng.random() < 0.5 else word.capitalize()
        if rng.random() < 0.3:
            word += " " + rng.choice(WORDS)
        return word

    def unicode_text(self, length):
        rng = self.rng
        out = []
        for _ in range(length):
            low, high = rng.choice(UNICODE_RANGES)
            out.append(chr(rng.randint(low, high)))
        return "".join(out)

    def long_text(self, max_bytes):
        rng = self.rng
        unit = rng.choice(["a", "\u00e9", "\u65e5", "\U0001f3a8", "<b>", "x ", "\u202e"])
        target = rng.randint(max_bytes // 4, max_bytes)
        count = max(1, target // len(unit.encode("utf-8")))
        return unit * count

    def text(self, max_bytes=8192):
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            return rng.choice(HOSTILE)
        if roll < 0.65:
            return self.word()
        if roll < 0.85:
            return self.unicode_text(rng.randint(1, 24))
        if roll < 0.88:
            return "\ud800lone" if rng.random() < 0.5 else "x\udfff"
        return self.long_text(max_bytes)

    def tag(self):
        """Mostly plausible tags, so they are accepted and collide; some hostile or too long."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.5:
            return self.word()
        if roll < 0.8:
            return rng.choice(HOSTILE)
        if roll < 0.93:
            return self.unicode_text(rng.randint(1, 12))
        return self.long_text(1400)


# -- On the wire ------------------------------------------------------------------------------


def quote_component(text):
    """Percent-encodes one path component (lone surrogates become U+FFFD first)."""
    return urllib.parse.quote(plain(text), safe="")


def plain(text):
    """Text that UTF-8 can encode: lone surrogates replaced."""
    return text.encode("utf-8", "replace").decode("utf-8") if isinstance(text, str) else text


def wire(message):
    """A message as the page's JSON.stringify writes it: UTF-8, not escaped, except that lone
    surrogates (which UTF-8 cannot carry) are sent as JSON escapes."""
    text = json.dumps(message, ensure_ascii=False)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return json.dumps(message)
