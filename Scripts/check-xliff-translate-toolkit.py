#!/usr/bin/env python3
"""Read StringBridge's XLIFF exports with translate-toolkit, an independent XLIFF parser.

For every input, `stringbridge convert INPUT --to xliff` writes Localization Catalogs into a
temporary folder; translate-toolkit (the parser Weblate and Pootle use) must read each
`Localized Contents/<lang>.xliff`, and every unit it reads must be the unit ElementTree reads:
its file and id, source, target and note. A unit of a `.strings` file must also have as target
what `stringbridge dump` reads from the input's file of that language, and as source what it
reads from the development language's.

    pip install translate-toolkit
    python3 Scripts/check-xliff-translate-toolkit.py --binary .build/release/stringbridge [INPUT...]

Without inputs, the repository's XLIFF fixtures and the ported apps are exported. When
translate-toolkit is not installed the check is skipped, saying so (exit status 0). Exit
status 1 when a check fails.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_INPUTS = ["Fixtures/XLIFF/Catalog/Localizable.xcstrings", "Fixtures/XLIFF/Project",
                  "Sources/Vote/Resources/catalog/Localizable.xcstrings", "Sources/Vote/Resources/apple",
                  "Sources/RentalROI/Resources/res", "Sources/Todo/Resources/apple", "Fixtures/Sample/res"]
NAMESPACE = "{urn:oasis:names:tc:xliff:document:1.2}"
SEPARATOR = "\x04"


def element_tree_units(path):
    """[(original, id, source, target, note)] as ElementTree reads them."""
    units = []
    for file in ET.parse(path).getroot().iter(NAMESPACE + "file"):
        for unit in file.iter(NAMESPACE + "trans-unit"):
            def text(name):
                element = unit.find(NAMESPACE + name)
                return None if element is None else "".join(element.itertext())
            units.append((file.get("original"), unit.get("id"), text("source") or "", text("target"), text("note") or ""))
    return units


def toolkit_units(path, xliff):
    with open(path, "rb") as handle:
        store = xliff.xlifffile.parsefile(handle)
    units = []
    for unit in store.units:
        original, _, identifier = unit.getid().partition(SEPARATOR)
        units.append((original, identifier, unit.source or "", unit.target, unit.getnotes() or ""))
    return units


def strings_values(binary, path):
    """{(relative folder/file, key): text} of the .strings files under an input, as dump reads them."""
    result = subprocess.run([binary, "dump", path, "--format", "json"], capture_output=True, text=True)
    root = path if os.path.isdir(path) else os.path.dirname(path)
    values = {}
    for table in json.loads(result.stdout)["tables"]:
        if table["format"] != "strings":
            continue
        relative = os.path.relpath(table["path"], root)
        for entry in table["entries"]:
            values[(relative, entry["key"])] = entry.get("text")
    return values


def check(binary, source, xliff, work):
    subprocess.run([binary, "convert", source, "--to", "xliff", "--out", work], capture_output=True, text=True, check=False)
    problems = []
    values = strings_values(binary, source)
    catalogs = sorted(name for name in os.listdir(work) if name.endswith(".xcloc"))
    count = 0
    for catalog in catalogs:
        language = catalog[: -len(".xcloc")]
        path = os.path.join(work, catalog, "Localized Contents", language + ".xliff")
        try:
            theirs = toolkit_units(path, xliff)
        except Exception as error:  # translate-toolkit's own parse errors
            problems.append(f"{catalog}: translate-toolkit cannot read it: {error}")
            continue
        ours = element_tree_units(path)
        count += len(theirs)
        if theirs != ours:
            differing = [(a, b) for a, b in zip(theirs, ours) if a != b] or [(len(theirs), len(ours))]
            problems.append(f"{catalog}: translate-toolkit reads {differing[0][0]}, ElementTree {differing[0][1]}")
        for original, identifier, text, target, _ in ours:
            if not original.endswith(".strings"):
                continue
            folder, name = os.path.split(original)
            translated = os.path.join(os.path.dirname(folder), language + ".lproj", name)
            if values.get((original, identifier)) != text:
                problems.append(f"{catalog}: {original} {identifier!r}: source {text!r}, the file holds {values.get((original, identifier))!r}")
            if target is not None and values.get((translated, identifier)) != target:
                problems.append(f"{catalog}: {original} {identifier!r}: target {target!r}, {translated} holds {values.get((translated, identifier))!r}")
    print(f"{source}: {len(catalogs)} Localization Catalogs, {count} units read by translate-toolkit"
          + ("" if problems else ", each as written"))
    for problem in problems[:10]:
        print("    " + problem)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(REPOSITORY, ".build/release/stringbridge"))
    parser.add_argument("inputs", nargs="*")
    arguments = parser.parse_args()
    try:
        from translate.storage import xliff
    except ImportError:
        print("translate-toolkit is not installed (pip install translate-toolkit); the check is skipped")
        return 0
    failed = False
    for source in arguments.inputs or [os.path.join(REPOSITORY, path) for path in DEFAULT_INPUTS]:
        with tempfile.TemporaryDirectory() as work:
            failed |= bool(check(os.path.abspath(arguments.binary), source, xliff, work))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
