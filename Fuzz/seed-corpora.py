#!/usr/bin/env python3
"""Seeds each fuzz target's corpus from Fixtures/ (and a few hand-written inputs), into
OUT/seeds/<Target>/. Run by Fuzz/fuzz.sh."""

import hashlib
import os
import plistlib
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def fixtures(extension):
    for folder, _, names in os.walk(os.path.join(ROOT, "Fixtures")):
        for name in sorted(names):
            if name.endswith(extension):
                with open(os.path.join(folder, name), "rb") as handle:
                    yield handle.read()


def utf16_bodies():
    for data in fixtures(".strings"):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            continue
        yield text.encode("utf-16-le")


def binary_plists():
    yield plistlib.dumps({"greeting": "Hello", "farewell": "Bye"}, fmt=plistlib.FMT_BINARY)
    yield plistlib.dumps({"a": "x" * 40, "b": ["y", {"c": 1}], "d": b"\x00\x01", "é": "ü"}, fmt=plistlib.FMT_BINARY)
    yield plistlib.dumps({f"k{i}": f"value {i}" for i in range(40)}, fmt=plistlib.FMT_BINARY)


FORMATS = ["%1$s", "%-10.3f", "%#@files@", "%1$#@v@", "%,d", "%tY", "%<s", "%5%", "%-5%", "%lld", "%@", "%2$@ and %1$@",
           "%.2f%%", "%05d", "%x %X %o", "%c %C", "%n", "%S", "%b", "%(d", "%+.3e", "%g", "%a", "%*d", "%.*f", "%0$s", "100%"]
OPERANDS = ["1", "1.0", "1.50", "-1", "0", "1.2c3", "1.2e3", "123456789012345", "0.0001", "21", "101", "1000000"]

SEEDS = {
    "AndroidStrings": lambda: fixtures(".xml"),
    "RoundTripAndroid": lambda: fixtures(".xml"),
    "StringsFile": lambda: list(fixtures(".strings")) + list(binary_plists()),
    "RoundTripStrings": lambda: fixtures(".strings"),
    "ConvertAndroidToApple": lambda: fixtures(".xml"),
    "ConvertAppleToAndroid": lambda: list(fixtures(".strings")) + list(fixtures(".stringsdict")),
    "StringsFileUTF16": utf16_bodies,
    "StringsFileBinary": binary_plists,
    "StringsDict": lambda: fixtures(".stringsdict"),
    "StringCatalog": lambda: fixtures(".xcstrings"),
    "FormatSpecifier": lambda: (text.encode() for text in FORMATS),
    "PluralOperands": lambda: (text.encode() for text in OPERANDS),
}


def main():
    out = os.path.join(sys.argv[1], "seeds")
    for target, seeds in SEEDS.items():
        folder = os.path.join(out, target)
        os.makedirs(folder, exist_ok=True)
        count = 0
        for data in seeds():
            if len(data) > 65536:
                continue
            with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as handle:
                handle.write(data)
            count += 1
        print(f"seeds: {target}: {count}")


if __name__ == "__main__":
    main()
