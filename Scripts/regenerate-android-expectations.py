#!/usr/bin/env python3
"""Regenerate the aapt2 expectations of the Android conformance fixtures.

Every case folder under `Fixtures/Android/Conformance/*/` and `Fixtures/Android/Invalid/*/` holds
a `res/` tree, and so does each runtime fixture app listed in RUNTIME_CASES (`Fixtures/Runtime/Recipes`,
whose SameTextTests derive what Android shows from aapt2's values). For each case this script compiles every `res/values*/*.xml` with the real aapt2
(through the shared oracle `aapt2_values.py`, function `compile_and_dump`) and writes
`expected.aapt2.json` next to `res/`:

    {"res/values-fr/strings.xml": {"ok": true, "entries": {"string/name": "<dump apc text>", ...},
                                   "warnings": [[line, "message"], ...]},
     "res/values/strings.xml": {"ok": false, "errors": [[line, "message"], ...], "warnings": [...]}}

aapt2 runs as the Android Gradle Plugin runs it, `aapt2 compile --legacy`: "multiple substitutions
specified in non-positional format" is then one of the `warnings`, not an error.

JSON is written with indent=1, ensure_ascii=False, sort_keys=True and a trailing newline.

One normalisation is applied to the oracle's result: when a resource has several values in one
file (variants that differ only by `product`), the oracle keeps the ` src=<temporary path>:<line>`
suffix of every variant but the last. Those suffixes are removed, so a multi-variant value reads
`"default"\n() "phone"\n() "tablet"` (aapt2 prints the variants sorted by product name and does
not print the product itself).

Usage (from the repository root):

    python3 Scripts/regenerate-android-expectations.py            # write expected.aapt2.json files
    python3 Scripts/regenerate-android-expectations.py --check    # exit 1 if any file would change
    python3 Scripts/regenerate-android-expectations.py --writer .build/debug/stringbridge
        # round trip: `stringbridge dump --format android FILE` must compile to the same values

The oracle is loaded from $AAPT2_ORACLE, or from `../shared/tools/aapt2_values.py` relative to
the repository root. If `aapt2` is not on PATH, Debian's `aapt` package is installed with apt-get
(through sudo when not running as root). `--fresh` bypasses the oracle's result cache.

Exit status: 0 when everything is as expected; 1 when `--check` finds a difference, when a
conformance file fails to compile, when an invalid case compiles, or when `--writer` finds a
difference; 2 on a usage or setup error.
"""
import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CONFORMANCE = REPO / "Fixtures" / "Android" / "Conformance"
INVALID = REPO / "Fixtures" / "Android" / "Invalid"
RUNTIME_CASES = [REPO / "Fixtures" / "Runtime" / "Recipes"]
EXPECTED_NAME = "expected.aapt2.json"
DEFAULT_ORACLE = REPO.parent / "shared" / "tools" / "aapt2_values.py"

# " src=/tmp/tmpab12/res/values/strings.xml:12" at the end of a non-final line of a value.
SOURCE_SUFFIX = re.compile(r" src=[^\n]*?\.xml:\d+(?=\n)")


def oracle_path():
    configured = os.environ.get("AAPT2_ORACLE")
    if not configured:
        return DEFAULT_ORACLE
    path = Path(configured)
    if path.is_absolute() or path.exists():
        return path
    return REPO / path


def load_oracle():
    """Imports the oracle module by path and returns its compile_and_dump function."""
    path = oracle_path()
    if not path.is_file():
        sys.exit("error: aapt2 oracle not found at %s (set AAPT2_ORACLE)" % path)
    spec = importlib.util.spec_from_file_location("aapt2_values", str(path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.compile_and_dump


def ensure_aapt2():
    """Installs Debian's `aapt` package (which ships aapt2) when aapt2 is missing."""
    if shutil.which("aapt2"):
        return
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    print("aapt2 not found; installing the Debian package aapt", file=sys.stderr)
    install = prefix + ["apt-get", "install", "-y", "aapt"]
    if subprocess.run(install).returncode != 0:
        subprocess.run(prefix + ["apt-get", "update"], check=False)
        subprocess.run(install, check=False)
    if not shutil.which("aapt2"):
        sys.exit("error: aapt2 is still missing after installing aapt")


def case_folders():
    """Every case folder (one holding res/), conformance cases first, sorted by name, then the
    runtime fixture apps."""
    cases = []
    for root in (CONFORMANCE, INVALID):
        if root.is_dir():
            cases += sorted(p for p in root.iterdir() if (p / "res").is_dir())
    return cases + [case for case in RUNTIME_CASES if (case / "res").is_dir()]


def values_files(case):
    return sorted(p for p in case.glob("res/values*/*.xml") if p.is_file())


def is_invalid_case(case):
    return INVALID in case.parents


def normalise(result):
    if result.get("ok"):
        entries = {}
        for key, value in result["entries"].items():
            if isinstance(value, str):
                value = SOURCE_SUFFIX.sub("", value)
            entries[key] = value
        return {"ok": True, "entries": entries, "warnings": result.get("warnings", [])}
    return result


def expectations_for(case, compile_and_dump):
    return {p.relative_to(case).as_posix(): normalise(compile_and_dump(str(p)))
            for p in values_files(case)}


def render_json(data):
    return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def rel(path):
    try:
        return path.relative_to(REPO).as_posix()
    except ValueError:
        return str(path)


def regenerate(check, compile_and_dump):
    cases = case_folders()
    n_files = n_entries = n_errors = n_failing = 0
    written, differing, problems = [], [], []
    for case in cases:
        data = expectations_for(case, compile_and_dump)
        for name, result in data.items():
            n_files += 1
            if result["ok"]:
                n_entries += len(result["entries"])
            else:
                n_failing += 1
                n_errors += len(result["errors"])
                if not is_invalid_case(case):
                    problems.append("%s/%s: conformance file failed to compile: %s"
                                    % (rel(case), name, result["errors"]))
        if is_invalid_case(case) and data and all(r["ok"] for r in data.values()):
            problems.append("%s: invalid case compiled without errors" % rel(case))
        if not data:
            problems.append("%s: no res/values*/*.xml file" % rel(case))
        target = case / EXPECTED_NAME
        text = render_json(data)
        old = target.read_text(encoding="utf-8") if target.exists() else None
        if old != text:
            if check:
                differing.append(rel(target))
            else:
                target.write_text(text, encoding="utf-8")
                written.append(rel(target))
    for problem in problems:
        print("problem: " + problem, file=sys.stderr)
    for path in differing:
        print("differs: " + path, file=sys.stderr)
    action = ("%d differing" % len(differing)) if check else ("%d written" % len(written))
    print("android expectations: %d cases, %d files, %d entries, %d errors in %d failing files; %s"
          % (len(cases), n_files, n_entries, n_errors, n_failing, action))
    return 1 if (differing or problems) else 0


def compare_entries(original, roundtrip):
    """Lines describing every resource whose rendered value differs."""
    out = []
    for key in sorted(set(original) | set(roundtrip)):
        if key not in roundtrip:
            out.append("  %s: missing after the round trip (was %s)" % (key, json.dumps(original[key], ensure_ascii=False)))
        elif key not in original:
            out.append("  %s: extra after the round trip (%s)" % (key, json.dumps(roundtrip[key], ensure_ascii=False)))
        elif original[key] != roundtrip[key]:
            out.append("  %s: expected %s, got %s" % (key, json.dumps(original[key], ensure_ascii=False),
                                                     json.dumps(roundtrip[key], ensure_ascii=False)))
    return out


def modelled_keys(binary, path):
    """The aapt2 keys (`string/x`, `plurals/x`, `array/x`) of the entries `BINARY dump` reads from PATH."""
    run = subprocess.run([binary, "dump", "--format", "json", str(path)], capture_output=True)
    kinds = {"string": "string", "reference": "string", "plural": "plurals", "array": "array"}
    tables = json.loads(run.stdout.decode("utf-8"))["tables"]
    return {"%s/%s" % (kinds[e["kind"]], e["key"]) for t in tables for e in t["entries"]}


def verify_writer(binary, compile_and_dump=None):
    """Round-trips every conformance file through `BINARY dump --format android FILE`.

    The emitted XML is written to a temporary res/<same values folder>/<same file name>, compiled
    with aapt2, and every resource whose rendered value differs from the original's expectation
    is reported. Returns 0 when all files agree, 1 otherwise.
    """
    compile_and_dump = compile_and_dump or load_oracle()
    binary = str(Path(binary).resolve()) if os.path.sep in binary else binary
    n_files = n_resources = 0
    failures = []
    cases = [c for c in case_folders() if not is_invalid_case(c)]
    with tempfile.TemporaryDirectory(prefix="stringbridge-writer-") as tmp:
        for case in cases:
            stored = case / EXPECTED_NAME
            expected = json.loads(stored.read_text(encoding="utf-8")) if stored.exists() else {}
            for path in values_files(case):
                name = path.relative_to(case).as_posix()
                original = expected.get(name) or normalise(compile_and_dump(str(path)))
                if not original.get("ok"):
                    continue  # nothing to compare against
                n_files += 1
                n_resources += len(original["entries"])
                run = subprocess.run([binary, "dump", "--format", "android", str(path)],
                                     capture_output=True)
                label = "%s/%s" % (rel(case), name)
                if run.returncode != 0:
                    failures.append("%s: writer exited with %d: %s" % (
                        label, run.returncode, run.stderr.decode("utf-8", "replace").strip()))
                    continue
                folder = Path(tmp) / case.name / "res" / path.parent.name
                folder.mkdir(parents=True, exist_ok=True)
                written = folder / path.name
                written.write_bytes(run.stdout)
                roundtrip = normalise(compile_and_dump(str(written)))
                if not roundtrip.get("ok"):
                    failures.append("%s: the writer's output does not compile: %s" % (label, roundtrip.get("errors")))
                    continue
                # Only the resources stringbridge models (strings, plurals, string arrays) are
                # written; dimensions, colours and the like are left alone by design.
                modelled = modelled_keys(binary, path)
                diff = compare_entries({k: v for k, v in original["entries"].items() if k in modelled},
                                       roundtrip["entries"])
                if diff:
                    failures.append("%s:\n%s" % (label, "\n".join(diff)))
    for failure in failures:
        print(failure, file=sys.stderr)
    print("writer round trip: %d files, %d resources, %d files differ" % (n_files, n_resources, len(failures)))
    return 1 if failures else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true",
                        help="recompute and exit 1, listing the files whose expectations differ; write nothing")
    parser.add_argument("--writer", metavar="PATH_TO_stringbridge",
                        help="round-trip every conformance file through `PATH dump --format android FILE`")
    parser.add_argument("--fresh", action="store_true",
                        help="ignore the oracle's result cache (use a new, temporary one)")
    args = parser.parse_args(argv)

    ensure_aapt2()
    fresh_cache = None
    if args.fresh:
        fresh_cache = tempfile.mkdtemp(prefix="aapt2-oracle-cache-")
        os.environ["AAPT2_CACHE"] = fresh_cache  # read by the oracle when it is imported
    try:
        compile_and_dump = load_oracle()
        if args.writer:
            return verify_writer(args.writer, compile_and_dump)
        return regenerate(args.check, compile_and_dump)
    finally:
        if fresh_cache:
            shutil.rmtree(fresh_cache, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
