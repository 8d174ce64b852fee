"""The fuzzer's view of app pages: the window's HTML inside a page (a tiny DOM, kept current by
applying patches, enough to know which ids are on screen), what a person could act on in it, and
the script-free form.
"""
import html
import re

VOID_ELEMENTS = {"input", "img", "br", "meta", "link", "hr", "area", "base", "col", "embed", "source",
                 "track", "wbr"}
START_TAG = re.compile(r"<([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)>")
ATTRIBUTE = re.compile(r'([^\s=/>"]+)(?:="([^"]*)")?')


def attributes(text):
    return {name: html.unescape(value or "") for name, value in ATTRIBUTE.findall(text)}


def token_of(page_html):
    match = re.search(r'<meta name="vk-token" content="([^"]*)"', page_html)
    return html.unescape(match.group(1)) if match else None


def window_of(page_html):
    """The window's HTML inside the page's form (hidden fields left out)."""
    match = re.search(r'<form class="vk-form"[^>]*>(.*)</form>', page_html, re.S)
    if not match:
        return ""
    return re.sub(r'<input type="hidden"[^>]*>', "", match.group(1))


def element_span(doc, element_id):
    """(start, end) of the element with this id in `doc`, or None."""
    start = re.search(r'<([a-zA-Z][a-zA-Z0-9-]*)\s(?:[^>]*\s)?id="%s"[^>]*>' % re.escape(html.escape(element_id)),
                      doc)
    if not start:
        return None
    name = start.group(1).lower()
    if name in VOID_ELEMENTS or start.group(0).endswith("/>"):
        return start.start(), start.end()
    depth = 1
    for tag in re.finditer(r"<(/?)%s(?=[\s>/])[^>]*>" % re.escape(name), doc[start.end():], re.I):
        if tag.group(1):
            depth -= 1
        elif not tag.group(0).endswith("/>"):
            depth += 1
        if depth == 0:
            return start.start(), start.end() + tag.end()
    return None


def replace_element(doc, element_id, fresh):
    span = element_span(doc, element_id)
    if not span:
        return doc, False
    return doc[:span[0]] + fresh + doc[span[1]:], True


def insert_element(doc, parent_id, before_id, fresh):
    """`fresh` put into the element `parent_id`, before its child `before_id` (at its end when
    None or not a child): a streamed list's insert patch. Returns (doc, found)."""
    parent = element_span(doc, parent_id)
    if not parent:
        return doc, False
    sibling = element_span(doc, before_id) if before_id else None
    if sibling and parent[0] < sibling[0] and sibling[1] <= parent[1]:
        at = sibling[0]
    else:
        at = doc.rindex("</", parent[0], parent[1])  # before the parent's closing tag
    return doc[:at] + fresh + doc[at:], True


def move_element(doc, element_id, parent_id, before_id):
    """The element `element_id` moved into `parent_id`, before `before_id`. Returns (doc, found)."""
    span = element_span(doc, element_id)
    if not span:
        return doc, False
    moving = doc[span[0]:span[1]]
    return insert_element(doc[:span[0]] + doc[span[1]:], parent_id, before_id, moving)


def inner_text(fragment):
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


class Targets:
    """What the person could act on in a window: buttons (with their tap target and value), text
    fields, sliders, switches, drawing views, and every id."""

    def __init__(self, doc):
        self.buttons = []  # (id, target, value or None, attributes)
        self.text_fields = []
        self.sliders = []  # (id, min, max)
        self.switches = []
        self.canvases = []
        self.ids = []
        for match in START_TAG.finditer(doc):
            name = match.group(1).lower()
            attrs = attributes(match.group(2))
            element_id = attrs.get("id")
            if not element_id:
                continue
            self.ids.append(element_id)
            if name == "button":
                self.buttons.append(
                    (element_id, attrs.get("data-vk-target") or element_id, attrs.get("data-vk-value"), attrs))
            elif name == "input":
                kind = attrs.get("type", "text")
                if kind == "text":
                    self.text_fields.append(element_id)
                elif kind == "range":
                    self.sliders.append((element_id, _number(attrs.get("min"), 0), _number(attrs.get("max"), 100)))
                elif kind == "checkbox":
                    self.switches.append(element_id)
            if "data-vk-touch" in attrs:
                self.canvases.append(element_id)


def _number(text, default):
    try:
        return float(text)
    except (TypeError, ValueError):
        return default


def button_title(doc, element_id):
    span = element_span(doc, element_id)
    return inner_text(doc[span[0]:span[1]]) if span else ""


class Form:
    """The script-free form of a page: hidden fields, named text fields, and buttons' `vk-tap` values."""

    def __init__(self, page_html):
        self.hidden = []
        self.text_fields = []
        self.taps = []  # (value, title)
        match = re.search(r'<form class="vk-form"[^>]*>(.*)</form>', page_html, re.S)
        body = match.group(1) if match else ""
        for tag in re.finditer(r"<input\b([^>]*)>", body):
            attrs = attributes(tag.group(1))
            kind = attrs.get("type", "text")
            if kind == "hidden" and "name" in attrs:
                self.hidden.append((attrs["name"], attrs.get("value", "")))
            elif kind == "text" and attrs.get("name", "").startswith("v"):
                self.text_fields.append(attrs["name"])
        for tag in re.finditer(r"<button\b([^>]*)>(.*?)</button>", body, re.S):
            attrs = attributes(tag.group(1))
            if attrs.get("name") == "vk-tap" and "value" in attrs:
                self.taps.append((attrs["value"], inner_text(tag.group(2))))

    @property
    def has_csrf(self):
        return any(name == "vk-csrf" for name, _ in self.hidden)
