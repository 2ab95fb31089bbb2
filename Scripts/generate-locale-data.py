#!/usr/bin/env python3
"""Generate the CLDR tables that `Localization` uses to match locales.

Reads three files of Unicode CLDR's supplemental data, as installed by Debian's
`unicode-cldr-core` package under /usr/share/unicode/cldr/common/supplemental/:

    supplementalData.xml      <parentLocales>   child → parent ("root" ends a chain)
    likelySubtags.xml         <likelySubtags>   "zh-TW" → "zh-Hant-TW", "sr" → "sr-Cyrl-RS"
    supplementalMetadata.xml  <languageAlias>   "iw" → "he", "sh" → "sr-Latn", "tl" → "fil"
                              <territoryAlias>  "UK" → ["GB"], "YU" → ["RS", "ME"]

and writes `Sources/Localization/Locales/LocaleData+CLDR.swift`: one `extension LocaleData`
holding four dictionary literals, keys sorted, every identifier in BCP 47 form (`zh-Hant-TW`, not
`zh_Hant_TW`) so that Swift looks them up with `LanguageTag.identifier`.

Only what a BCP 47 `LanguageTag` can carry is kept: language aliases whose source is a bare
language subtag (not `i_klingon`, `no_bok` or `sgn_BR`, which `LanguageTag` cannot parse) and
whose replacement is one language with an optional script and region; territory aliases whose
source is two letters or three digits (three-letter codes such as `AND` are not BCP 47 regions).
Alias replacements are followed to their end, so every replacement is itself canonical.

Usage (from anywhere):

    python3 Scripts/generate-locale-data.py            # (re)write the Swift file
    python3 Scripts/generate-locale-data.py --check    # exit 1 if the checked-in file differs
    python3 Scripts/generate-locale-data.py --cldr DIR # read DIR/common/... instead of Debian's copy

When the CLDR files are missing and --cldr is not given, Debian's `unicode-cldr-core` is installed
with apt-get (through sudo when not running as root).

Exit status: 0 on success (or no difference with --check); 1 when --check finds a difference;
2 on a usage or setup error (CLDR data missing, malformed or inconsistent).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUTPUT = REPO / "Sources" / "Localization" / "Locales" / "LocaleData+CLDR.swift"
DEBIAN_CLDR = Path("/usr/share/unicode/cldr")
DEBIAN_PACKAGE = "unicode-cldr-core"
COMMAND = "python3 Scripts/generate-locale-data.py"

LANGUAGE = re.compile(r"^(?:[a-z]{2,3}|[a-z]{5,8})$")
SCRIPT = re.compile(r"^[A-Z][a-z]{3}$")
REGION = re.compile(r"^(?:[A-Z]{2}|[0-9]{3})$")


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def ensure_debian_cldr():
    """Installs Debian's unicode-cldr-core when its supplemental data is missing."""
    if (DEBIAN_CLDR / "common" / "supplemental" / "supplementalData.xml").is_file():
        return
    if not shutil.which("apt-get"):
        fail(f"CLDR data not found under {DEBIAN_CLDR} and apt-get is unavailable; pass --cldr DIR")
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    print(f"CLDR data not found; installing the Debian package {DEBIAN_PACKAGE}", file=sys.stderr)
    install = prefix + ["apt-get", "install", "-y", DEBIAN_PACKAGE]
    if subprocess.run(install).returncode != 0:
        subprocess.run(prefix + ["apt-get", "update"], check=False)
        subprocess.run(install, check=False)
    if not (DEBIAN_CLDR / "common" / "supplemental" / "supplementalData.xml").is_file():
        fail(f"CLDR data is still missing after installing {DEBIAN_PACKAGE}")


def cldr_version(root):
    """The release number fixed in the supplemental DTD (`cldrVersion CDATA #FIXED "41"`)."""
    dtd = root / "common" / "dtd" / "ldmlSupplemental.dtd"
    match = re.search(r'cldrVersion\s+CDATA\s+#FIXED\s+"([^"]+)"', dtd.read_text(encoding="utf-8"))
    if not match:
        fail(f"no cldrVersion in {dtd}")
    return match.group(1)


def debian_package_version():
    """The installed package version (`41-0.1`), or None when dpkg does not know it."""
    if not shutil.which("dpkg-query"):
        return None
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", DEBIAN_PACKAGE],
                            capture_output=True, text=True)
    if result.returncode != 0:
        return None
    return result.stdout.strip() or None


def parse(path):
    try:
        return ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as error:
        fail(f"cannot read {path}: {error}")


def bcp47(cldr_id):
    """`zh_Hant_TW` → `zh-Hant-TW`; `root` stays `root`."""
    return cldr_id.replace("_", "-")


def is_tag(identifier, allow_variants=False):
    """Whether `identifier` is language[-Script][-REGION] (BCP 47 form, canonical case)."""
    parts = identifier.split("-")
    if not LANGUAGE.match(parts[0]):
        return False
    rest = parts[1:]
    if rest and SCRIPT.match(rest[0]):
        rest = rest[1:]
    if rest and REGION.match(rest[0]):
        rest = rest[1:]
    return not rest or allow_variants


def parent_locales(supplemental):
    parents = {}
    for element in supplemental.iterfind("parentLocales/parentLocale"):
        parent = bcp47(element.get("parent"))
        for child in element.get("locales").split():
            child = bcp47(child)
            if child in parents:
                fail(f"parentLocales lists {child} twice")
            if not is_tag(child) or not (parent == "root" or is_tag(parent)):
                fail(f"unexpected parentLocale {child} → {parent}")
            parents[child] = parent
    if not parents:
        fail("no <parentLocale> elements found")
    return parents


def likely_subtags(likely):
    table = {}
    for element in likely.iterfind("likelySubtags/likelySubtag"):
        source, target = bcp47(element.get("from")), bcp47(element.get("to"))
        # Keys may start with "und"; targets are always full language-Script-REGION triples.
        if not is_tag(source) or not is_tag(target) or len(target.split("-")) != 3:
            fail(f"unexpected likelySubtag {source} → {target}")
        table[source] = target
    if not table:
        fail("no <likelySubtag> elements found")
    return table


def language_aliases(metadata):
    raw = {}
    for element in metadata.iterfind("metadata/alias/languageAlias"):
        source, replacement = element.get("type"), element.get("replacement") or ""
        if not LANGUAGE.match(source) or " " in replacement:
            continue
        replacement = bcp47(replacement)
        if not is_tag(replacement):
            continue
        raw[source] = replacement

    def resolve(language, seen=()):
        target = raw[language]
        head, _, tail = target.partition("-")
        if head in raw and head != language:
            if head in seen:
                fail(f"languageAlias cycle through {head}")
            resolved = resolve(head, seen + (language,))
            # Subtags written in the replacement win over those the next alias brings.
            target = merge(resolved, tail)
        return target

    return {language: resolve(language) for language in raw}


def merge(resolved, tail):
    parts = resolved.split("-")
    if not tail:
        return resolved
    extra = tail.split("-")
    language, rest = parts[0], parts[1:]
    script = next((p for p in extra if SCRIPT.match(p)), None) or next((p for p in rest if SCRIPT.match(p)), None)
    region = next((p for p in extra if REGION.match(p)), None) or next((p for p in rest if REGION.match(p)), None)
    return "-".join(p for p in (language, script, region) if p)


def territory_aliases(metadata):
    table = {}
    for element in metadata.iterfind("metadata/alias/territoryAlias"):
        source, replacement = element.get("type"), element.get("replacement").split()
        if not REGION.match(source) or not replacement or not all(REGION.match(r) for r in replacement):
            continue
        table[source] = replacement
    # Follow single-region chains (none in CLDR 41, but cheap to guarantee).
    for source, replacement in table.items():
        seen = {source}
        while len(replacement) == 1 and replacement[0] in table and replacement[0] not in seen:
            seen.add(replacement[0])
            replacement = table[replacement[0]]
        table[source] = replacement
    return table


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def dictionary_literal(name, doc, table, value_type="String", render=swift_string):
    lines = [f"    /// {line}".rstrip() for line in doc]
    lines.append(f"    static let {name}: [String: {value_type}] = [")
    for key in sorted(table):
        lines.append(f"        {swift_string(key)}: {render(table[key])},")
    lines.append("    ]")
    return "\n".join(lines)


def render(version, package_version, parents, likely, languages, territories):
    source = f"Unicode CLDR {version}"
    if package_version:
        source += f" (Debian {DEBIAN_PACKAGE} {package_version})"
    header = [
        f"// Generated by Scripts/generate-locale-data.py from {source}. Do not edit.",
        f"// Regenerate with `{COMMAND}`; `{COMMAND} --check` verifies this file.",
        "// Sources: common/supplemental/supplementalData.xml (<parentLocales>),",
        "// likelySubtags.xml (<likelySubtags>), supplementalMetadata.xml (<languageAlias>, <territoryAlias>).",
        "// Data: Copyright © 1991-2022 Unicode, Inc.; Unicode License (https://www.unicode.org/copyright.html).",
        "",
        "extension LocaleData {",
        "    /// The CLDR release these tables come from.",
        f"    static let cldrVersion = {swift_string(version)}",
        "",
    ]
    sections = [
        dictionary_literal("parentLocales", [
            "CLDR `<parentLocales>`: the locales whose parent is not found by dropping the last subtag.",
            "",
            "Keys and values are BCP 47 identifiers as CLDR writes them (`es-MX`, `zh-Hant`); the value",
            "`root` ends the chain (`zh-Hant` inherits from root, never from `zh`).",
        ], parents),
        dictionary_literal("likelySubtags", [
            "CLDR `<likelySubtags>`: the most likely full `language-Script-REGION` for a partial tag.",
            "",
            "Keys are `language`, `language-Script`, `language-REGION` or `language-Script-REGION`, with",
            "`und` standing for an unknown language (`und-TW` → `zh-Hant-TW`).",
        ], likely),
        dictionary_literal("languageAliases", [
            "CLDR `<languageAlias>` for bare language subtags: deprecated, legacy, overlong and",
            "macrolanguage codes and their replacements (`iw` → `he`, `sh` → `sr-Latn`, `cmn` → `zh`).",
            "",
            "A replacement's script and region apply only where the tag has none of its own.",
        ], languages),
        dictionary_literal("territoryAliases", [
            "CLDR `<territoryAlias>` for two-letter and numeric regions (`UK` → `GB`, `840` → `US`).",
            "",
            "When a region was split (`YU` → `RS`, `ME`), the language's likely region is chosen if it",
            "is listed, else the first (UTS #35, territory exception).",
        ], territories, value_type="[String]",
            render=lambda regions: "[" + ", ".join(swift_string(r) for r in regions) + "]"),
    ]
    return "\n".join(header) + "\n" + "\n\n".join(sections) + "\n}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the checked-in Swift file differs from what would be written")
    parser.add_argument("--cldr", type=Path,
                        help="a CLDR checkout or release (holding common/) instead of Debian's copy")
    arguments = parser.parse_args()

    if arguments.cldr:
        root, package_version = arguments.cldr, None
    else:
        ensure_debian_cldr()
        root, package_version = DEBIAN_CLDR, debian_package_version()
    supplemental_dir = root / "common" / "supplemental"

    parents = parent_locales(parse(supplemental_dir / "supplementalData.xml"))
    likely = likely_subtags(parse(supplemental_dir / "likelySubtags.xml"))
    metadata = parse(supplemental_dir / "supplementalMetadata.xml")
    text = render(cldr_version(root), package_version, parents, likely,
                  language_aliases(metadata), territory_aliases(metadata))

    if arguments.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.is_file() else None
        if current != text:
            print(f"{OUTPUT.relative_to(REPO)} is out of date; run {COMMAND}", file=sys.stderr)
            return 1
        print(f"{OUTPUT.relative_to(REPO)} is up to date")
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    temporary = OUTPUT.with_name(OUTPUT.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(OUTPUT)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(parents)} parent locales, {len(likely)} likely subtags, "
          f"{len(language_aliases(metadata))} language aliases, {len(territory_aliases(metadata))} territory aliases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
