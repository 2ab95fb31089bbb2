#!/usr/bin/env python3
"""Runs Mozilla's compare-locales (PyPI) beside `stringbridge lint` on Android res trees.

compare-locales is the reference tool for Android string checks (compare_locales/checks/android.py).
For every res folder under the given paths this script writes an l10n.toml that maps
values/*.xml to values-{android_locale}/*.xml, runs compare-locales on every locale folder,
runs `stringbridge lint --format json` on the same folder, and prints what each tool reported:
compare-locales' errors and warnings grouped by message (with a sample), its missing and
obsolete counts, and our findings per rule — so that each real problem compare-locales finds
can be checked against ours.

compare-locales is installed into .build/compare-locales-venv (it is not needed by make test).

    python3 Scripts/compare-with-compare-locales.py ../shared/corpus/android
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "compare-locales-venv")


def compare_locales():
    binary = os.path.join(VENV, "bin", "compare-locales")
    if not os.path.exists(binary):
        print("== installing compare-locales from PyPI into", VENV)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "-q", "compare-locales"], check=True)
    return binary


def res_folders(paths):
    for path in paths:
        for folder, subfolders, _ in os.walk(path):
            subfolders[:] = sorted(s for s in subfolders if not s.startswith(".") and s != "build")
            if "values" in subfolders:
                yield folder


LEGACY = {"iw": "he", "in": "id", "ji": "yi"}


def locale_of(folder_name):
    """values-pt-rBR → pt-BR, values-b+sr+Latn → sr-Latn; None for other qualifiers."""
    parts = folder_name.split("-")[1:]
    if not parts:
        return None
    first = parts[0]
    if first.startswith("b+"):
        subtags = first[2:].split("+")
        subtags[0] = LEGACY.get(subtags[0], subtags[0])
        return "-".join(subtags) if len(parts) == 1 else None
    if not re.fullmatch(r"[a-z]{2,3}", first):
        return None
    language = LEGACY.get(first, first)
    if len(parts) == 1:
        return language
    if len(parts) == 2 and re.fullmatch(r"r[A-Z]{2}", parts[1]):
        return language + "-" + parts[1][1:]
    return None


def category(message):
    if message.startswith("Unparsed content"):
        return "Unparsed content (a <plurals> or <string-array>, which compare-locales does not parse)"
    message = re.sub(r" for \S+$", " for <key>", message)
    message = re.sub(r"at line \d+, column \d+", "at line …", message)
    message = re.sub(r"in: \S+$", "in: <key>", message)
    message = re.sub(r'"[^"]*"', '"…"', message, flags=re.S)
    message = re.sub(r"%\S+", "%…", message)
    return re.sub(r"\s+", " ", message)[:110]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "stringbridge"))
    arguments = parser.parse_args()
    tool = compare_locales()

    theirs = collections.Counter()
    samples = {}
    counts = collections.Counter()
    ours = collections.Counter()
    folders = [os.path.abspath(folder) for folder in res_folders(arguments.paths)]
    for res in folders:
        locales = sorted({l for l in (locale_of(n) for n in os.listdir(res)) if l})
        if not locales:
            continue
        with tempfile.TemporaryDirectory() as work:
            toml = os.path.join(work, "l10n.toml")
            with open(toml, "w") as file:
                file.write('basepath = "%s"\nlocales = %s\n[env]\n    l10n_base = "%s"\n[[paths]]\n'
                           '    reference = "values/*.xml"\n    l10n = "{l10n_base}/values-{android_locale}/*.xml"\n'
                           % (res, json.dumps(locales), res))
            report = os.path.join(work, "report.json")
            subprocess.run([tool, "--json", report, toml, res] + locales, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if not os.path.exists(report):
                print("compare-locales produced no report for", res)
                continue
            def walk(node, path):
                if isinstance(node, dict):
                    for name, child in node.items():
                        walk(child, path + [name])
                    return
                for item in node:
                    for kind, value in item.items():
                        if kind in ("error", "warning"):
                            key = (kind, category(value))
                            theirs[key] += 1
                            samples.setdefault(key, "%s/%s: %s" % (res, "/".join(path), value[:160].replace("\n", " ")))
                        else:
                            counts[kind] += 1

            for run in json.load(open(report)):
                walk(run.get("details", {}), [])
        lint = subprocess.run([arguments.binary, "lint", "--format", "json", res], capture_output=True, text=True)
        for finding in json.loads(lint.stdout)["findings"]:
            ours[finding["rule"]] += 1

    print("== %d res folders" % len(folders))
    print("\n== compare-locales errors and warnings, by message")
    for (kind, message), count in theirs.most_common():
        print("%7d %-7s %s" % (count, kind, message))
        print("          e.g. %s" % samples[(kind, message)])
    print("\n== compare-locales missing / obsolete")
    for kind, count in counts.most_common():
        print("%7d %s" % (count, kind))
    print("\n== stringbridge lint findings by rule")
    for rule, count in ours.most_common():
        print("%7d %s" % (count, rule))


if __name__ == "__main__":
    main()
