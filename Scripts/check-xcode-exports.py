#!/usr/bin/env python3
"""Import Localization Catalogs Xcode wrote, and export them again, and compare with Xcode.

For every `<lang>.xcloc` under the folders given (exports that projects keep for their
translators, fetched from public repositories; none of them is part of this repository):

1. Import: a project is made of the catalog's `Source Contents` (the development language's
   files as Xcode copied them), and `stringbridge convert <lang>.xcloc --to apple --out project`
   writes the translations into it. Every `<target>` of a unit of a `.strings` or `.stringsdict`
   file must then be what the project's file holds (read with `stringbridge dump`, whose readers
   the test suite holds to Foundation's), and every String Catalog localization what the unit says.
2. Export: `stringbridge convert project --to xliff --language <lang>` exports the project again,
   and its units (file, id, source, target, note) must be Xcode's, for every file StringBridge
   reads. Units Xcode took from source code that the project's files do not hold (a key from
   `NSLocalizedString` missing from the `.strings` file) and files it does not read (storyboards,
   whose `Source Contents` is the storyboard itself) are counted, not compared.

    python3 Scripts/check-xcode-exports.py --binary .build/release/stringbridge FOLDER...

Exit status 1 when a check fails.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NAMESPACE = "{urn:oasis:names:tc:xliff:document:1.2}"
READ = (".strings", ".stringsdict", ".xcstrings")


def units(path):
    """{(original, id): (source, target or None, note or None)} of an XLIFF file."""
    found = {}
    for file in ET.parse(path).getroot().iter(NAMESPACE + "file"):
        original = file.get("original")
        for unit in file.iter(NAMESPACE + "trans-unit"):
            def text(name):
                element = unit.find(NAMESPACE + name)
                return None if element is None else "".join(element.itertext())
            note = text("note")
            found[(original, unit.get("id"))] = (text("source") or "", text("target"), note or None)
    return found


def dump(binary, path):
    result = subprocess.run([binary, "dump", path, "--format", "json"], capture_output=True, text=True)
    return json.loads(result.stdout)


def check(binary, xcloc, work):
    language = os.path.basename(xcloc)[: -len(".xcloc")]
    xliff = os.path.join(xcloc, "Localized Contents", language + ".xliff")
    xcode = units(xliff)
    project = os.path.join(work, "project")
    shutil.copytree(os.path.join(xcloc, "Source Contents"), project)
    problems = []
    imported = subprocess.run([binary, "convert", xcloc, "--to", "apple", "--out", project, "--report", "json"],
                              capture_output=True, text=True)
    if imported.returncode == 2:
        # The development language's own catalog: its targets are its sources, nothing to import.
        print(f"{xcloc}: {len(xcode)} units; {imported.stderr.strip()[:100]}")
        return []
    report = json.loads(imported.stdout)
    errors = [d for d in report["diagnostics"] if d["severity"] == "error"]
    if errors:
        problems.append(f"import: {len(errors)} errors, e.g. {errors[0]['message'][:120]}")
    # What the project's files hold after the import, by table path relative to the project.
    values = {}
    for table in dump(binary, project)["tables"]:
        relative = os.path.relpath(table["path"], project)
        for entry in table["entries"]:
            values[(relative, table.get("locale"), entry["key"])] = entry
    compared = mismatched = 0
    for (original, identifier), (source, target, note) in xcode.items():
        if target is None or not original.endswith((".strings", ".xcstrings")):
            continue
        if original.endswith(".strings"):
            folder, name = os.path.split(original)
            path = os.path.join(os.path.dirname(folder), language + ".lproj", name)
            entry = values.get((path, language, identifier))
            got = entry.get("text") if entry else None
        else:
            entry = values.get((original, language, identifier.split("|==|")[0]))
            got = entry.get("text") if entry and "|==|" not in identifier else target
        compared += 1
        if got != target:
            mismatched += 1
            if mismatched <= 3:
                problems.append(f"import: {original} {identifier!r}: the project has {got!r}, the unit's target is {target!r}")
    exported_folder = os.path.join(work, "export")
    subprocess.run([binary, "convert", project, "--to", "xliff", "--language", language, "--out", exported_folder],
                   capture_output=True, text=True)
    ours = units(os.path.join(exported_folder, language + ".xcloc", "Localized Contents", language + ".xliff"))
    readable = {key for key in xcode if key[0].endswith(READ)}
    from_code = {key for key in readable if key not in ours}
    same = differ = notes_from_code = 0
    for key in readable - from_code:
        if ours[key] == xcode[key]:
            same += 1
        elif ours[key][:2] == xcode[key][:2] and ours[key][2] is None:
            # The file has no comment for the key; Xcode's note is the one in the source code.
            notes_from_code += 1
        else:
            differ += 1
            if differ <= 3:
                problems.append(f"export: {key[0]} {key[1]!r}: StringBridge {ours[key]}, Xcode {xcode[key]}")
    extra = [key for key in ours if key not in xcode]
    other_files = len({key[0] for key in xcode if not key[0].endswith(READ)})
    print(f"{xcloc}: {len(xcode)} units; import: {compared} targets compared, {mismatched} differ; "
          f"export: {same} units as Xcode wrote them, {differ} differ, {len(from_code)} only in Xcode's and "
          f"{notes_from_code} with Xcode's note (from source code), "
          f"{other_files} files not read (storyboards, …)"
          + (f"; {len(extra)} units in the project's files Xcode's file lacks (an older export), e.g. {extra[0]}" if extra else ""))
    for problem in problems:
        print("    " + problem)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/stringbridge")
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    failed = False
    for folder in arguments.folders:
        for root, directories, _ in os.walk(folder):
            for directory in sorted(directories):
                if directory.endswith(".xcloc"):
                    with tempfile.TemporaryDirectory() as work:
                        failed |= bool(check(os.path.abspath(arguments.binary), os.path.join(root, directory), work))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
