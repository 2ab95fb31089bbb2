#!/usr/bin/env python3
"""Compares what `stringbridge dump` reads with what aapt2 compiles, file by file.

Usage: check-aapt2-agreement.py [--binary PATH] [--jobs N] [--show N] PATH...

Every values*/*.xml file under the PATHs is compiled with aapt2 (Debian package `aapt`;
installed with apt-get when missing) through the oracle ../shared/tools/aapt2_values.py
($AAPT2_ORACLE overrides), and read with `stringbridge dump --format json`. For every file
aapt2 compiles, every string, plural and array must render identically (the oracle's
`render_ours`); for every file aapt2 rejects, stringbridge must report an error for it. aapt2
runs as the Android Gradle Plugin runs it, `aapt2 compile --legacy`: each line where it warns of
a non-positional format must carry stringbridge's `nonpositional-format` warning, and no other.
Prints the counts and the first differences; exits 1 on any difference.
"""
import argparse, importlib.util, json, os, re, shutil, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

ORACLE = None
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_oracle():
    path = os.environ.get("AAPT2_ORACLE", os.path.join(ROOT, "..", "shared", "tools", "aapt2_values.py"))
    spec = importlib.util.spec_from_file_location("aapt2_values", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ensure_aapt2():
    if shutil.which("aapt2"):
        return
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run(prefix + ["apt-get", "install", "-y", "aapt"], check=True, stdout=subprocess.DEVNULL)


REFERENCE = re.compile(r"^(@null|@empty|@\*?[A-Za-z_.]*:?[A-Za-z_^-]+/\S+|\?\S+)$")


def render_item(item):
    """aapt2's rendering of a plural form or array item: references bare, text quoted,
    styled text as `(styled string) "text" tag:first,last`."""
    if isinstance(item, dict):
        spans = " ".join("%s:%d,%d" % (s["tag"], s["first"], s["last"]) for s in item.get("spans", []))
        return '(styled string) "%s" %s' % (item["text"], spans) if spans else '"%s"' % item["text"]
    return item if REFERENCE.match(item) else '"%s"' % item


def render(entry):
    """Like the oracle's render_ours, also for styled items and references in plurals.

    The oracle reads `aapt2 dump apc` in Python's text mode, whose universal newlines turn a
    carriage return in a value into a line feed; ours are rendered the same way so that a value
    with a CR (which aapt2 keeps, as we do) compares equal."""
    if entry["kind"] == "plural":
        order = ["zero", "one", "two", "few", "many", "other"]
        text = "\n".join("%s=%s" % (q, render_item(entry["forms"][q])) for q in order if q in entry["forms"])
    elif entry["kind"] == "array":
        text = "[" + ", ".join(render_item(i) for i in entry["items"]) + "]"
    else:
        text = ORACLE.render_ours(entry)
    return text.replace("\r\n", "\n").replace("\r", "\n")


def values_files(paths):
    files = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        for dirpath, dirnames, filenames in os.walk(path, followlinks=True):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "build")
            folder = os.path.basename(dirpath)
            if folder == "values" or folder.startswith("values-"):
                files += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".xml")]
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "stringbridge"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--show", type=int, default=20, help="differences to print")
    args = parser.parse_args()

    global ORACLE
    ensure_aapt2()
    oracle = ORACLE = load_oracle()
    files = values_files(args.paths)
    with ThreadPoolExecutor(args.jobs) as pool:
        expected = dict(zip(files, pool.map(oracle.compile_and_dump, files)))

    ours = {}
    diagnostics = {}
    nonpositional = {}
    for start in range(0, len(files), 400):
        chunk = files[start:start + 400]
        run = subprocess.run([args.binary, "dump", "--format", "json"] + chunk, capture_output=True, text=True)
        document = json.loads(run.stdout)
        for table in document["tables"]:
            ours[table["path"]] = table
        for diagnostic in document["diagnostics"]:
            if diagnostic["severity"] == "error":
                diagnostics.setdefault(diagnostic.get("path", ""), []).append(diagnostic)
            elif diagnostic["id"] == "nonpositional-format":
                nonpositional.setdefault(diagnostic.get("path", ""), []).append(diagnostic.get("line", 0))

    compared = matched = rejected = rejected_agreed = warned = 0
    differences = []
    for path in files:
        result = expected[path]
        our_errors = diagnostics.get(path, []) + diagnostics.get(os.path.dirname(path), [])
        if not result["ok"]:
            rejected += 1
            if our_errors:
                rejected_agreed += 1
            else:
                differences.append(f"{path}: aapt2 rejects it ({result['errors'][:1]}), stringbridge reports no error")
            continue
        if our_errors:
            differences.append(f"{path}: aapt2 compiles it, stringbridge reports {our_errors[0]['id']}: {our_errors[0]['message']}")
        aapt2_warned = sorted(line for line, message in result.get("warnings", []) if "non-positional" in message)
        warned += len(aapt2_warned)
        if aapt2_warned != sorted(nonpositional.get(path, [])):
            differences.append(f"{path}: aapt2 --legacy warns of non-positional formats at lines {aapt2_warned}, "
                               f"stringbridge at {sorted(nonpositional.get(path, []))}")
        table = ours.get(path, {"entries": []})
        mine = {}
        for entry in table["entries"]:
            if entry.get("product"):
                continue
            kind = {"string": "string", "reference": "string", "plural": "plurals", "array": "array"}[entry["kind"]]
            mine[f"{kind}/{entry['key']}"] = render(entry)
        for key, value in sorted(result["entries"].items()):
            if key.split("/")[0] not in ("string", "plurals", "array") or key not in mine and any(
                    e.get("product") and e["key"] == key.split("/", 1)[1] for e in table["entries"]):
                continue
            compared += 1
            if mine.get(key) == value:
                matched += 1
            else:
                differences.append(f"{path}: {key}\n  aapt2: {value!r}\n  ours:  {mine.get(key)!r}")

    print(f"files: {len(files)}; compiled by aapt2: {len(files) - rejected}; rejected by aapt2: {rejected} "
          f"(stringbridge reports an error for {rejected_agreed})")
    print(f"resources compared: {compared}; identical: {matched}; different: {compared - matched}; "
          f"non-positional format warnings of aapt2 --legacy: {warned}")
    for difference in differences[:args.show]:
        print(difference)
    if len(differences) > args.show:
        print(f"... and {len(differences) - args.show} more")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
