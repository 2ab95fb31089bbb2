#!/usr/bin/env python3
"""Measures the hostile inputs of docs/security.md with a stringbridge binary: wall time and
peak memory (`/usr/bin/time`), under a time and memory cap so that a binary without the limits
cannot take the machine down. Prints one Markdown row per case.

    python3 Scripts/generate-hostile-inputs.py .build/hostile
    python3 Scripts/measure-hostile-inputs.py .build/release/stringbridge .build/hostile
    python3 Scripts/measure-hostile-inputs.py OLD_BINARY .build/hostile --cap-seconds 20 --cap-gb 4
"""

import argparse
import os
import subprocess
import sys
import tempfile

CASES = [
    ("entity of 20,000 `<b/>` used 20,000 times", ["dump", "--format", "text", "{d}/ee/values/strings.xml"]),
    ("the same in a `.stringsdict`", ["dump", "--format", "text", "{d}/element-entities.stringsdict"]),
    ("billion laughs in an attribute value", ["dump", "--format", "text", "{d}/attr/values/strings.xml"]),
    ("10 KB default attribute on 20,000 elements", ["dump", "--format", "text", "{d}/defaults/values/strings.xml"]),
    ("binary plist: 50,000 keys share one 100 KB value", ["dump", "--format", "text", "{d}/shared-values.strings"]),
    ("1 MB of `<`", ["dump", "--format", "text", "{d}/angle-brackets.xml"]),
    ("two symbolic-link loops", ["dump", "--format", "text", "{d}/loops"]),
    ("`%1$2147483647s`, looked up", ["lookup", "--resources", "{d}/wide", "--language", "en", "wide", "x"]),
    ("200 MB strings.xml: `dump`", ["dump", "{d}/big/values/strings.xml"]),
    ("200 MB strings.xml: `convert --to apple`", ["convert", "{d}/big", "--to", "apple", "--out", "{out}/apple"]),
    ("200 MB strings.xml: `convert --to xcstrings`", ["convert", "{d}/big", "--to", "xcstrings", "--out", "{out}/catalog"]),
]


def arrange(folder):
    """Puts the single-file XML cases into values folders, as a project has them."""
    for source, target in [("element-entities.xml", "ee"), ("attribute-laughs.xml", "attr"),
                           ("default-attributes.xml", "defaults")]:
        values = os.path.join(folder, target, "values")
        os.makedirs(values, exist_ok=True)
        link = os.path.join(values, "strings.xml")
        if not os.path.exists(link):
            os.symlink(os.path.join("..", "..", source), link)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("folder", help="what generate-hostile-inputs.py wrote")
    parser.add_argument("--cap-seconds", type=int, default=600)
    parser.add_argument("--cap-gb", type=int, default=16)
    parser.add_argument("--only", help="run only the cases whose name contains this")
    parser.add_argument("--small", action="store_true", help="leave out the 200 MB cases")
    args = parser.parse_args()
    arrange(args.folder)
    with tempfile.TemporaryDirectory(dir=os.path.dirname(os.path.abspath(args.folder))) as out:
        for name, arguments in CASES:
            if (args.only and args.only not in name) or (args.small and "200 MB" in name):
                continue
            command = [argument.format(d=args.folder, out=out) for argument in arguments]
            missing = [part for part in command if part.startswith(args.folder) and not os.path.exists(part)]
            if missing:
                print(f"| {name} | not generated: {missing[0]} | | |")
                continue
            timing = os.path.join(out, "time.txt")
            run = subprocess.run(["prlimit", f"--as={args.cap_gb << 30}", "/usr/bin/time", "-o", timing, "-f", "%e %M %x",
                                  "timeout", "-s", "KILL", str(args.cap_seconds), args.binary, *command],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            with open(timing) as handle:
                fields = handle.read().split()[-3:]
            seconds, kilobytes = float(fields[0]), int(fields[1])
            first = run.stderr.decode(errors="replace").strip().splitlines()
            outcome = f"exit {run.returncode}"
            if run.returncode in (124, 137) and seconds >= args.cap_seconds:
                outcome = f"stopped by the {args.cap_seconds} s cap"
            elif run.returncode < 0 or run.returncode > 128:
                outcome = f"killed ({run.returncode})"
            diagnostic = next((line for line in first if ": error: " in line or ": warning: " in line), "")
            for marker in (": error: ", ": warning: "):
                if marker in diagnostic:
                    diagnostic = diagnostic[diagnostic.index(marker) + 2:]
                    break
            if len(diagnostic) > 100:
                diagnostic = diagnostic[:100] + "…"
            print(f"| {name} | {outcome} | {seconds:.2f} s | {kilobytes / 1024:.0f} MB | {diagnostic} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
