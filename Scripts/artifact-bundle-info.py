#!/usr/bin/env python3
"""The info.json of stringbridge's SwiftPM artifact bundle, on standard output.

An artifact bundle (SE-0305) is a folder `<name>.artifactbundle` with `info.json` and one folder
per variant; `info.json` names each artifact, its type and version, and for each variant the
executable's path in the bundle and the target triples it runs on. The release has one variant,
Linux x86_64; more are more `--variant`/`--triple` pairs.

Usage:

    python3 Scripts/artifact-bundle-info.py --version 0.1.0 \\
        --variant stringbridge-0.1.0-linux-x86_64/bin/stringbridge --triple x86_64-unknown-linux-gnu
"""
import argparse
import json
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", required=True, help="the tool's version")
    parser.add_argument("--variant", action="append", required=True, help="a variant's executable, relative to the bundle")
    parser.add_argument("--triple", action="append", required=True, help="the target triple of the variant at the same place")
    arguments = parser.parse_args()
    if len(arguments.variant) != len(arguments.triple):
        parser.error("give one --triple per --variant")
    info = {
        "schemaVersion": "1.0",
        "artifacts": {
            "stringbridge": {
                "type": "executable",
                "version": arguments.version,
                "variants": [{"path": path, "supportedTriples": [triple]} for path, triple in zip(arguments.variant, arguments.triple)],
            },
        },
    }
    json.dump(info, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
