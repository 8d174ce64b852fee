"""Tag names as the server normalizes them (TagName's rules), so that the fuzzer can predict what a
tag write stores and tell a stored name that is not normalized.
"""
import unicodedata

# Unicode's White_Space property, which Swift's `properties.isWhitespace` reports.
WHITE_SPACE = set(map(chr, [*range(0x9, 0xE), 0x20, 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B), 0x2028,
                            0x2029, 0x202F, 0x205F, 0x3000]))
STRIPPED_CATEGORIES = {"Cc", "Cf", "Cn", "Co", "Cs"}
EXTENDING_CATEGORIES = {"Mn", "Mc", "Me"}


def lowercase(text):
    # Per scalar, like Swift's String.lowercased() (no final-sigma context).
    return "".join(character.lower() for character in text)


def normalize_tag(raw):
    """What the server stores for `raw` (TagName's rules), ignoring the length limit."""
    scalars = []
    pending_space = False
    for character in unicodedata.normalize("NFC", raw):
        if character in WHITE_SPACE:
            pending_space = bool(scalars)
            continue
        if unicodedata.category(character) in STRIPPED_CATEGORIES:
            continue
        if pending_space:
            scalars.append(" ")
            pending_space = False
        scalars.append(character)
    return lowercase("".join(scalars))


def approximate_length(text):
    """Characters as Swift counts them (grapheme clusters), approximately: combining marks,
    emoji modifiers and the second of a flag's regional indicators do not count."""
    count = 0
    regional = 0
    for character in text:
        code = ord(character)
        if unicodedata.category(character) in EXTENDING_CATEGORIES or 0x1F3FB <= code <= 0x1F3FF \
                or 0xFE00 <= code <= 0xFE0F or 0x1160 <= code <= 0x11FF:
            continue
        if 0x1F1E6 <= code <= 0x1F1FF:
            regional += 1
            if regional % 2 == 0:
                continue
        else:
            regional = 0
        count += 1
    return count


def tag_problems(name):
    """Why a stored tag name is not in normalized form (empty list if it is)."""
    problems = []
    if not name:
        problems.append("empty")
    if name != name.strip(" "):
        problems.append("not trimmed")
    if "  " in name:
        problems.append("runs of spaces")
    for character in name:
        if character in WHITE_SPACE and character != " ":
            problems.append(f"white space U+{ord(character):04X}")
            break
        if unicodedata.category(character) in {"Cc", "Cf", "Co", "Cs"}:
            problems.append(f"control or format character U+{ord(character):04X}")
            break
    if lowercase(name) != name:
        problems.append("not lowercase")
    if approximate_length(name) > 64:
        problems.append(f"longer than 64 characters ({approximate_length(name)})")
    return problems


def is_simple_ascii(raw):
    return all(0x20 <= ord(character) < 0x7F for character in raw)


def legacy_pieces(field):
    """The tags a legacy `tags=a,b` field carries, normalized, in order, each once."""
    seen = []
    # Swift splits the field by Character: a comma followed by a combining mark (or a joiner)
    # is one Character, not a comma.
    pieces, current = [], []
    for index, character in enumerate(field):
        following = field[index + 1] if index + 1 < len(field) else ""
        if character == "," and not (following and (unicodedata.category(following) in EXTENDING_CATEGORIES
                                                    or following in "\u200c\u200d")):
            pieces.append("".join(current))
            current = []
        else:
            current.append(character)
    pieces.append("".join(current))
    for piece in pieces:
        if not piece or all(character in WHITE_SPACE for character in piece):
            continue
        tag = normalize_tag(piece)
        if tag not in seen:
            seen.append(tag)
    return seen
