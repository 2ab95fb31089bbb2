#!/usr/bin/env python3
"""Runs two stringbridge binaries on the same corpus commands and says where they differ.

Speed work must not change what a conversion writes or says. This runs every direction of
`convert` (into an empty folder and into a copy of its own earlier output), `--keep-gaps`,
`--dry-run`, `dump` in both formats, and `lint` in every report format, on every app of the
corpus and on the lint fixtures, once with each binary,
and compares the output folders byte for byte, standard output, standard error and the exit
status.

    python3 Scripts/compare-binaries.py --old /path/to/old/stringbridge --new .build/release/stringbridge ../shared/corpus

Exit status 1 when anything differs. `--only wikipedia` limits the run to the apps whose names
contain the word. `--ignore-manifest` leaves the conversion manifest (`.stringbridge-convert.json`)
out of the folder comparison, for a change of its format: converting into an earlier output then
reads the old binary's manifest on both sides, and "into each binary's own output" reads each
binary's own.
"""
import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile

ANDROID_APPS = {"wikipedia": "android/wikipedia/app/src/main/res", "thunderbird": "android/thunderbird"}
LINT_FORMATS = ("text", "json", "sarif", "github", "checkstyle", "html")
APPLE_APPS = {"duckduckgo-ios": "apple/duckduckgo-ios", "linearmouse": "apple/linearmouse", "quicksilver": "apple/quicksilver"}


def run(binary, args, cwd):
    result = subprocess.run([binary, *args], capture_output=True, cwd=cwd)
    return result.returncode, result.stdout, result.stderr


MANIFEST = ".stringbridge-convert.json"


def tree_differences(left, right, ignored=()):
    """Relative paths whose presence or bytes differ between two folders (but for names in `ignored`)."""
    differences = []
    for root, folders, files in os.walk(left):
        relative = os.path.relpath(root, left)
        for name in files:
            if name in ignored:
                continue
            path = os.path.normpath(os.path.join(relative, name))
            other = os.path.join(right, path)
            if not os.path.isfile(other) or not filecmp.cmp(os.path.join(left, path), other, shallow=False):
                differences.append(path)
    for root, folders, files in os.walk(right):
        relative = os.path.relpath(root, right)
        for name in files:
            if name in ignored:
                continue
            path = os.path.normpath(os.path.join(relative, name))
            if not os.path.exists(os.path.join(left, path)):
                differences.append(path)
    return differences


class Comparison:
    def __init__(self, old, new, work, ignored=()):
        self.old, self.new, self.work, self.ignored = old, new, work, ignored
        self.failures = 0
        self.count = 0

    def same(self, label, args, prepare=None):
        """Runs `args` with each binary in its own folder (`prepare(folder)` fills it first); the
        word OUT in args is the output folder inside it. Returns the old and the new folder."""
        outputs = []
        for side, binary in (("old", self.old), ("new", self.new)):
            folder = os.path.join(self.work, side)
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)
            if prepare:
                prepare(folder)
            out = os.path.join(folder, "out")
            status, stdout, stderr = run(binary, [out if a == "OUT" else a for a in args], cwd=self.work)
            # The folder's name is the only expected difference.
            stdout = stdout.replace(folder.encode(), b"FOLDER")
            stderr = stderr.replace(folder.encode(), b"FOLDER")
            outputs.append((folder, status, stdout, stderr))
        (old_folder, *old_result), (new_folder, *new_result) = outputs
        problems = []
        for name, left, right in zip(("exit status", "standard output", "standard error"), old_result, new_result):
            if left != right:
                problems.append(name)
        files = tree_differences(old_folder, new_folder, self.ignored)
        if files:
            problems.append(f"{len(files)} files: " + ", ".join(sorted(files)[:5]))
        self.count += 1
        if problems:
            self.failures += 1
            print(f"DIFFERS {label}: " + "; ".join(problems))
        else:
            print(f"same    {label}")
        return old_folder, new_folder


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--only", default="")
    parser.add_argument("--ignore-manifest", action="store_true")
    parser.add_argument("corpus")
    options = parser.parse_args()
    old, new = os.path.abspath(options.old), os.path.abspath(options.new)
    corpus = os.path.abspath(options.corpus)
    with tempfile.TemporaryDirectory(prefix="compare-binaries-") as work:
        comparison = Comparison(old, new, work, (MANIFEST,) if options.ignore_manifest else ())
        keep = os.path.join(work, "keep")
        os.makedirs(keep)
        for name, relative in ANDROID_APPS.items():
            if options.only not in name:
                continue
            source = os.path.join(corpus, relative)
            for kind in ("json", "text"):
                comparison.same(f"{name} dump --format {kind}", ["dump", "--format", kind, source])
            for target in ("apple", "xcstrings"):
                label = f"{name} --to {target}"
                folder, new_folder = comparison.same(label, ["convert", source, "--to", target, "--out", "OUT", "--report", "json"])
                converted = os.path.join(keep, f"{name}-{target}")
                shutil.copytree(os.path.join(folder, "out"), converted, symlinks=True)
                converted_by_new = os.path.join(keep, f"{name}-{target}-new")
                shutil.copytree(os.path.join(new_folder, "out"), converted_by_new, symlinks=True)
                comparison.same(label + " --keep-gaps", ["convert", source, "--to", target, "--keep-gaps", "--out", "OUT"])
                comparison.same(label + " --dry-run", ["convert", source, "--to", target, "--dry-run", "--out", "OUT"])

                def earlier(folder, converted=converted):
                    shutil.copytree(converted, os.path.join(folder, "out"), symlinks=True)
                comparison.same(label + " into its own output", ["convert", source, "--to", target, "--out", "OUT"], earlier)

                def each_own(folder, converted=converted, converted_by_new=converted_by_new):
                    mine = converted_by_new if os.path.basename(folder) == "new" else converted
                    shutil.copytree(mine, os.path.join(folder, "out"), symlinks=True)
                if options.ignore_manifest:
                    comparison.same(label + " into each binary's own output", ["convert", source, "--to", target, "--out", "OUT"],
                                    each_own)
                comparison.same(label + " then --to android", ["convert", converted, "--to", "android", "--out", "OUT"])
                if name == "wikipedia":
                    def project(folder, source=source):
                        shutil.copytree(source, os.path.join(folder, "out"), symlinks=True)
                    comparison.same(label + " then --to android into the project",
                                    ["convert", converted, "--to", "android", "--out", "OUT"], project)
        for name, relative in APPLE_APPS.items():
            if options.only not in name:
                continue
            source = os.path.join(corpus, relative)
            comparison.same(f"{name} dump --format json", ["dump", "--format", "json", source])
            label = f"{name} --to android"
            folder, _ = comparison.same(label, ["convert", source, "--to", "android", "--out", "OUT", "--report", "json"])
            converted = os.path.join(keep, f"{name}-android")
            shutil.copytree(os.path.join(folder, "out"), converted, symlinks=True)
            for target in ("apple", "xcstrings"):
                comparison.same(f"{label} then --to {target}", ["convert", converted, "--to", target, "--out", "OUT"])

            def project(folder, source=source):
                shutil.copytree(source, os.path.join(folder, "out"), symlinks=True)
            comparison.same(f"{label} then --to apple into the project",
                            ["convert", converted, "--to", "apple", "--out", "OUT"], project)
        for name, relative in {**ANDROID_APPS, **APPLE_APPS}.items():
            if options.only not in name:
                continue
            for kind in LINT_FORMATS:
                comparison.same(f"{name} lint --format {kind}", ["lint", "--format", kind, os.path.join(corpus, relative)])
        if options.only in "fixtures":
            # The fixtures hold the odd cases (products, device rules, encodings, invalid files).
            fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures")
            folders = [os.path.join(fixtures, "Conversion", side) for side in ("Android", "Apple")]
            for group in ("Android/Conformance", "Apple", "Runtime", "Android/Invalid"):
                parent = os.path.join(fixtures, group)
                folders += sorted(os.path.join(parent, name) for name in os.listdir(parent)
                                  if os.path.isdir(os.path.join(parent, name)))
            for folder in folders:
                label = os.path.relpath(folder, fixtures)
                for target in ("apple", "xcstrings", "android"):
                    comparison.same(f"Fixtures/{label} --to {target}", ["convert", folder, "--to", target, "--out", "OUT",
                                                                         "--report", "json"])
            lint = os.path.join(fixtures, "Lint")
            for name in sorted(os.listdir(lint)):
                for kind in LINT_FORMATS:
                    comparison.same(f"Fixtures/Lint/{name} lint --format {kind}",
                                    ["lint", "--format", kind, os.path.join(lint, name)])
        print(f"{comparison.count} commands compared, {comparison.failures} differ")
        return 1 if comparison.failures else 0


if __name__ == "__main__":
    sys.exit(main())
