#!/usr/bin/env python3
"""Writes the large hostile inputs of docs/security.md into a folder, so that each row of its
table can be measured again (`/usr/bin/time -v stringbridge dump FILE`).

    python3 Scripts/generate-hostile-inputs.py .build/hostile
    python3 Scripts/generate-hostile-inputs.py .build/hostile --only element-entities.xml

The small versions of the same inputs are built by the tests themselves; these are the sizes
the issue's probe used. Every file is written into OUT and nowhere else.
"""

import argparse
import os
import plistlib
import sys


def element_entities(count=20_000):
    """An internal entity holding `count` empty elements, used `count` times (~180 KB)."""
    body = "<b/>" * count
    uses = "&e;" * count
    return (f'<?xml version="1.0"?>\n<!DOCTYPE resources [<!ENTITY e "{body}">]>\n'
            f'<resources><string name="s">{uses}</string></resources>\n').encode()


def stringsdict_entities(count=4_800):
    """The same amplification in a .stringsdict (~48 KB): `count` values, used `count` times."""
    body = "<true/>" * count
    uses = "&e;" * count
    return (f'<?xml version="1.0"?>\n<!DOCTYPE plist [<!ENTITY e "{body}">]>\n'
            f'<plist version="1.0"><dict><key>k</key><array>{uses}</array></dict></plist>\n').encode()


def shared_values_bplist(keys=50_000, value_size=100_000):
    """A binary property list whose `keys` keys all point at one string (~1 MB on disk)."""
    # plistlib writes each distinct object once and refers to it from every key, as Apple's
    # own writer does for equal strings.
    value = "x" * value_size
    return plistlib.dumps({f"k{index}": value for index in range(keys)}, fmt=plistlib.FMT_BINARY)


def angle_brackets(size=1_000_000):
    """1 MB of `<` after a valid start: libxml2 reports an error per byte."""
    return b"<resources>" + b"<" * size


def attribute_laughs():
    """A "billion laughs" inside an attribute value (10^9 bytes unbounded, ~1 KB on disk)."""
    subset = '<!ENTITY l0 "lol">' + "".join(
        f'<!ENTITY l{level} "{("&l" + str(level - 1) + ";") * 10}">' for level in range(1, 10))
    return (f'<?xml version="1.0"?>\n<!DOCTYPE resources [{subset}]>\n'
            '<resources><string name="s" tools:x="&l9;" xmlns:tools="t">x</string></resources>\n').encode()


def default_attributes(count=20_000, size=10_000):
    """A 10 KB default attribute given to each of 20,000 elements (200 MB unbounded, 100 KB on disk)."""
    return (f'<?xml version="1.0"?>\n<!DOCTYPE resources [<!ATTLIST string a CDATA "{"x" * size}">]>\n<resources>'
            + "".join(f'<string name="k{index}">v</string>' for index in range(count)) + "</resources>\n").encode()


def wide_format():
    """A string whose placeholder asks for a width of 2^31 - 1."""
    return '<resources><string name="wide">[%1$2147483647s]</string></resources>\n'.encode()


def big_android(size=200_000_000):
    """An ordinary strings.xml of about `size` bytes (the memory row)."""
    entry = '    <string name="key_{0}">Value number {0} with a few words of text</string>\n'
    out = bytearray(b'<?xml version="1.0" encoding="utf-8"?>\n<resources>\n')
    index = 0
    while len(out) < size:
        out += entry.format(index).encode()
        index += 1
    out += b"</resources>\n"
    return bytes(out)


def control_keys():
    """A .strings file whose keys hold an ANSI escape and a newline, and a duplicate."""
    return ('"\\U001B[31mred\\U001B[0m" = "a";\n"\\U001B[31mred\\U001B[0m" = "b";\n'
            '"two\\nlines" = "c";\n"two\\nlines" = "d";\n').encode()


GENERATORS = {
    "element-entities.xml": element_entities,
    "element-entities.stringsdict": stringsdict_entities,
    "shared-values.strings": shared_values_bplist,
    "angle-brackets.xml": angle_brackets,
    "control-keys.strings": control_keys,
    "attribute-laughs.xml": attribute_laughs,
    "default-attributes.xml": default_attributes,
    "wide/values/strings.xml": wide_format,
    "big/values/strings.xml": big_android,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the folder to write into")
    parser.add_argument("--only", action="append", help="write only this file (repeatable)")
    args = parser.parse_args()
    for name, generate in GENERATORS.items():
        if args.only and name not in args.only:
            continue
        path = os.path.join(args.out, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(generate())
        print(f"{path}: {os.path.getsize(path)} bytes")
    # Two symbolic-link loops, as in a project folder that links to its parents.
    loops = os.path.join(args.out, "loops")
    os.makedirs(os.path.join(loops, "app", "res", "values"), exist_ok=True)
    with open(os.path.join(loops, "app", "res", "values", "strings.xml"), "w") as handle:
        handle.write('<resources><string name="a">A</string></resources>\n')
    for link in ("app/res/up", "app/up"):
        target = os.path.join(loops, link)
        if not os.path.islink(target):
            os.symlink("..", target)
    print(f"{loops}: two symbolic-link loops")
    return 0


if __name__ == "__main__":
    sys.exit(main())
