#!/usr/bin/env python3
"""Every app of the corpus gives the same accessors from its three forms, and they compile.

For each app — an Android project's res folders, an Apple bundle's .lproj folders, a String
Catalog — the two other forms are made as a user makes them, with `stringbridge convert`
(an Apple source goes through Android to reach a catalog, and back), then
`stringbridge generate swift` runs on each form, and the three files must be the same bytes.
One of them is type-checked with swiftc against the Localization module of a build.

Usage:

    python3 Scripts/check-generated-accessors.py --binary .build/release/stringbridge \\
        --modules .build/debug/Modules ../shared/corpus

Exit status: 0 all the same and compiling; 1 a difference, a failed run or a compile error.
"""
import argparse
import filecmp
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def apps(corpus):
    """(name, source form, [input paths]) for every app of the corpus."""
    found = []
    wikipedia = corpus / "android/wikipedia/app/src/main/res"
    if wikipedia.is_dir():
        found.append(("wikipedia", "android", [wikipedia]))
    thunderbird = corpus / "android/thunderbird"
    if thunderbird.is_dir():
        found.append(("thunderbird", "android", sorted(p for p in thunderbird.rglob("res") if p.is_dir())))
    for project in ["duckduckgo-ios", "quicksilver"]:
        root = corpus / "apple" / project
        bundles = sorted({p.parent.parent for p in root.rglob("*.lproj/Localizable.strings")})
        for bundle in bundles:
            found.append(("%s/%s" % (project, bundle.relative_to(root)), "apple", [bundle]))
    for catalog in sorted((corpus / "apple").rglob("Localizable.xcstrings")):
        found.append((str(catalog.relative_to(corpus / "apple")), "xcstrings", [catalog]))
    return found


def run(command):
    result = subprocess.run([str(c) for c in command], capture_output=True, text=True)
    return result.returncode, result.stderr


def forms(binary, source, paths, folder):
    """{form: [paths]} for the three forms, the source's own and two converted ones."""
    res, apple, catalog = folder / "res", folder / "apple", folder / "catalog"
    made = {source: paths}
    if source == "android":
        steps = [(paths, "apple", apple), (paths, "xcstrings", catalog)]
    elif source == "apple":
        steps = [(paths, "android", res), ([res], "xcstrings", catalog)]
    else:
        steps = [(paths, "android", res), ([res], "apple", apple)]
    for inputs, target, out in steps:
        status, errors = run([binary, "convert", *inputs, "--to", target, "--out", out, "--quiet"])
        if not out.is_dir():
            raise RuntimeError("convert --to %s made nothing: %s" % (target, errors.strip()[-500:]))
    made.setdefault("android", [res])
    made.setdefault("apple", [apple])
    made.setdefault("xcstrings", [catalog / "Localizable.xcstrings"])
    return made


def typecheck(swift_file, modules, cache):
    return run(["swiftc", "-typecheck", swift_file, "-I", modules, "-module-cache-path", cache,
                "-Xcc", "-fmodule-map-file=%s" % (REPO / "Sources/CLibXML2/module.modulemap"), "-Xcc", "-I/usr/include/libxml2"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the stringbridge binary")
    parser.add_argument("--modules", required=True, help="the Modules folder of a build with the Localization module")
    parser.add_argument("corpus", help="the shared corpus folder")
    arguments = parser.parse_args()
    corpus = Path(arguments.corpus)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="accessors-", dir=REPO / ".build" / "tmp") as temporary:
        temporary = Path(temporary)
        for index, (name, source, paths) in enumerate(apps(corpus)):
            folder = temporary / str(index)
            started = time.time()
            try:
                made = forms(arguments.binary, source, paths, folder)
            except RuntimeError as error:
                print("FAIL %s: %s" % (name, error), flush=True)
                failures += 1
                continue
            outputs = {}
            status, errors = run([arguments.binary, "generate", "swift", *made[source], "--out", folder / "source.swift", "--quiet"])
            if "[no-development-strings]" in errors:
                print("skip %s: no strings in the development language" % name, flush=True)
                continue
            for form, inputs in made.items():
                out = folder / ("%s.swift" % form)
                status, errors = run([arguments.binary, "generate", "swift", *inputs, "--out", out, "--quiet"])
                if status != 0 or not out.is_file():
                    print("FAIL %s: generate from the %s form: %s" % (name, form, errors.strip()[-500:]), flush=True)
                    failures += 1
                outputs[form] = out
            files = [outputs[form] for form in ["android", "apple", "xcstrings"] if outputs[form].is_file()]
            if len(files) == 3 and not all(filecmp.cmp(files[0], other, shallow=False) for other in files[1:]):
                different = [form for form, other in zip(["apple", "xcstrings"], files[1:]) if not filecmp.cmp(files[0], other, shallow=False)]
                print("FAIL %s: the accessors from the %s form differ from the Android form's" % (name, ", ".join(different)), flush=True)
                failures += 1
                continue
            if files:
                status, errors = typecheck(files[0], arguments.modules, temporary / "module-cache")
                if status != 0:
                    print("FAIL %s: the generated file does not compile: %s" % (name, errors.strip()[:800]), flush=True)
                    failures += 1
                    continue
                members = sum(1 for line in files[0].read_text(encoding="utf-8").splitlines() if line.lstrip().startswith("internal static"))
                print("ok   %s (%s source): %d member(s), the same from the three forms, compiles (%.0f s)"
                      % (name, source, members - 1, time.time() - started), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
