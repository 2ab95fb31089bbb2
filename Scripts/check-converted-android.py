#!/usr/bin/env python3
"""Converts every Apple project of the corpus to Android and has aapt2 compile the result.

Usage: check-converted-android.py [--binary PATH] APPLE_CORPUS

Each folder that holds .lproj folders, and each .xcstrings file, is converted with
`stringbridge convert --to android` into a temporary res folder; then
Scripts/check-aapt2-agreement.py compiles every file written with aapt2 and compares each
resource with what `stringbridge dump` reads. Every file must compile, and every resource
must agree. A unit with an input Foundation rejects is converted as convert does it (the
table with the error left out, the rest written), and what was left out is listed. Exits 1 on
any difference.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def units(corpus):
    found = set()
    for folder, subfolders, files in os.walk(corpus):
        if any(name.endswith(".lproj") for name in subfolders):
            found.add(folder)
        for name in files:
            if name.endswith(".xcstrings"):
                found.add(os.path.join(folder, name))
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "stringbridge"))
    parser.add_argument("corpus")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="stringbridge-converted-") as output:
        converted, skipped = 0, []
        for index, unit in enumerate(units(args.corpus)):
            inputs = [unit] if unit.endswith(".xcstrings") else sorted(
                os.path.join(unit, name) for name in os.listdir(unit) if name.endswith(".lproj"))
            res = os.path.join(output, str(index), "res")
            result = subprocess.run([args.binary, "convert", *inputs, "--to", "android", "--out", res],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                errors = [line for line in result.stderr.splitlines() if ": error:" in line]
                skipped.append((unit, errors[:2]))
            if os.path.isdir(res):
                converted += 1
        print(f"converted {converted} Apple units to Android; {len(skipped)} with input errors left out a table")
        for unit, errors in skipped:
            print(f"  in {unit}: {'; '.join(errors)}")
        # A fresh oracle cache: the shared one is keyed by content and folder, not file name,
        # and a file name alone can make aapt2 reject a file.
        environment = dict(os.environ, AAPT2_CACHE=os.path.join(output, "aapt2-cache"))
        check = subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "check-aapt2-agreement.py"),
                                "--binary", args.binary, output], env=environment)
        return check.returncode


if __name__ == "__main__":
    sys.exit(main())
