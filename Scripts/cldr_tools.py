"""What the CLDR generators share: finding (or installing) CLDR's data, its version, BCP 47
identifiers, Swift string literals, one command line, and writing or checking an output.

The generators (`generate-plural-rules.py`, `generate-locale-data.py`,
`generate-number-symbols.py`) write Swift sources of the `CLDR` module from the XML of Debian's
`unicode-cldr-core` package. Each takes the same options:

    --check        exit 1 (and name the file) when an output differs from a regeneration
    --cldr DIR     CLDR's `common/` folder; default $CLDR_COMMON, else Debian's
                   /usr/share/unicode/cldr/common (installed with apt-get when missing)

Exit status: 0 written or up to date; 1 `--check` found a difference; 2 a usage, setup or data
error.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEBIAN_PACKAGE = "unicode-cldr-core"
DEBIAN_COMMON = Path("/usr/share/unicode/cldr/common")


class DataError(Exception):
    """CLDR data a generator does not understand; the message says where."""


def fail(message):
    """Reports a usage, setup or data error and exits with status 2."""
    print("error: %s" % message, file=sys.stderr)
    sys.exit(2)


def parse_arguments(description):
    """The generators' shared command line: `--check` and `--cldr DIR`."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if a checked-in output differs from a regeneration; write nothing")
    parser.add_argument("--cldr", type=Path, default=None,
                        help="CLDR's common/ folder (default: $CLDR_COMMON, else Debian's %s)" % DEBIAN_COMMON)
    arguments = parser.parse_args()
    configured = arguments.cldr or (Path(os.environ["CLDR_COMMON"]) if os.environ.get("CLDR_COMMON") else None)
    arguments.cldr = configured or DEBIAN_COMMON
    arguments.cldr_is_debian = configured is None
    return arguments


def ensure_cldr(common, is_debian, required):
    """Makes sure `common/<required>` exists, installing Debian's package when the default
    location is used and the file is missing."""
    if (common / required).is_file():
        return
    if not is_debian:
        fail("%s does not hold CLDR's common/ folder (%s is missing)" % (common, required))
    if not shutil.which("apt-get"):
        fail("%s is missing and apt-get is not available to install %s" % (common / required, DEBIAN_PACKAGE))
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    print("%s is missing; installing %s" % (common / required, DEBIAN_PACKAGE), file=sys.stderr)
    install = prefix + ["apt-get", "install", "-y", "--no-install-recommends", DEBIAN_PACKAGE]
    if subprocess.call(install) != 0:  # perhaps stale package lists: update, then retry once
        if subprocess.call(prefix + ["apt-get", "update"]) != 0 or subprocess.call(install) != 0:
            fail("could not install %s with apt-get" % DEBIAN_PACKAGE)
    if not (common / required).is_file():
        fail("%s is still missing after installing %s" % (common / required, DEBIAN_PACKAGE))


def cldr_version(common):
    """The CLDR release, from the supplemental DTD's fixed `cldrVersion` attribute (`41`)."""
    dtd = common / "dtd" / "ldmlSupplemental.dtd"
    match = re.search(r'cldrVersion\s+CDATA\s+#FIXED\s+"([^"]+)"',
                      dtd.read_text(encoding="utf-8") if dtd.is_file() else "")
    if not match:
        raise DataError("%s: no cldrVersion attribute; cannot tell the CLDR release" % dtd)
    return match.group(1)


def debian_package_version():
    """The installed package version (`41-0.1`), or None when dpkg does not know it."""
    if not shutil.which("dpkg-query"):
        return None
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", DEBIAN_PACKAGE], capture_output=True, text=True)
    return (result.stdout.strip() or None) if result.returncode == 0 else None


def bcp47(cldr_id):
    """`zh_Hant_TW` → `zh-Hant-TW`; `root` stays `root`."""
    return cldr_id.replace("_", "-")


def swift_string(text):
    """A Swift string literal: `"` and `\\` escaped, printable ASCII as is, the rest as `\\u{X}`."""
    out = []
    for character in text:
        code = ord(character)
        if character in '"\\':
            out.append("\\" + character)
        elif 0x20 <= code < 0x7F:
            out.append(character)
        else:
            out.append("\\u{%X}" % code)
    return '"' + "".join(out) + '"'


def write_outputs(outputs, check, command):
    """Writes each `{path: text}` atomically, or with `check` compares them and names the stale
    ones. Returns the exit status."""
    if check:
        stale = [path for path, text in outputs.items()
                 if not path.is_file() or path.read_text(encoding="utf-8") != text]
        for path in stale:
            print("%s is out of date; run %s" % (path.relative_to(REPO), command), file=sys.stderr)
        return 1 if stale else 0
    for path, text in outputs.items():
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(path)  # a failed run leaves the previous output as it was
        print("wrote %s" % path.relative_to(REPO))
    return 0
