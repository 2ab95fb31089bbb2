#!/usr/bin/env python3
"""Regenerate what translation tools take as each entry's comment in the `.strings` comment fixtures.

Foundation ignores comments; convert carries them to translators, so the judge of where a comment
belongs is a translation tool: translate-toolkit's `.strings` reader (`translate.storage.properties`
with personality "strings", the parser Weblate and Pootle use). For every
`Fixtures/Apple/Comments/*.lproj/*.strings` this script writes `Fixtures/Apple/Comments/expected.translate-toolkit.json`:

    {"en.lproj/Localizable.strings": {"key": "comment", ...}}

A unit without a key (a comment that a blank line separates from every entry) is left out: it is a
comment of the file, which StringBridge keeps for its writer but gives to no entry.

Usage (from the repository root):

    python3 Scripts/regenerate-strings-comment-expectations.py          # write the expectations
    python3 Scripts/regenerate-strings-comment-expectations.py --check  # exit 1 if one would change

translate-toolkit comes from PyPI: `pip install translate-toolkit` (a virtual environment is made
in the build folder when it is not importable).
"""
import argparse
import json
import subprocess
import sys
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CASES = REPO / "Fixtures" / "Apple" / "Comments"
EXPECTED_NAME = "expected.translate-toolkit.json"
VENV = REPO / ".build" / "translate-toolkit-venv"


def ensure_toolkit():
    """Re-runs this script in a virtual environment with translate-toolkit when it is missing."""
    try:
        import translate.storage.properties  # noqa: F401
        return
    except ImportError:
        pass
    python = VENV / "bin" / "python3"
    if not python.exists():
        venv.create(VENV, with_pip=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "translate-toolkit"], check=True)
    sys.exit(subprocess.run([str(python), __file__] + sys.argv[1:]).returncode)


def comments(path):
    from translate.storage import properties
    store = properties.propfile(personality="strings")
    # The reader detects the encoding from a byte-order mark; UTF-16 always carries one.
    store.parse(path.read_bytes().decode("utf-8").encode("utf-16"))
    return {unit.name: unit.getnotes() for unit in store.units if unit.name}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if an expectation would change")
    arguments = parser.parse_args()
    ensure_toolkit()
    expected = {str(path.relative_to(CASES)): comments(path) for path in sorted(CASES.glob("*.lproj/*.strings"))}
    text = json.dumps(expected, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    target = CASES / EXPECTED_NAME
    changed = 0 if target.exists() and target.read_text() == text else 1
    if changed and arguments.check:
        print("would change: %s" % target.relative_to(REPO))
    elif changed:
        target.write_text(text)
    print("strings comment expectations: %d %s" % (changed, "would change" if arguments.check else "written"))
    return 1 if arguments.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
