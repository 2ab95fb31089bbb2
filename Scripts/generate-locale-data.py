#!/usr/bin/env python3
"""Generate the CLDR tables that `Localization` uses to match locales.

Reads three files of Unicode CLDR's supplemental data, as installed by Debian's
`unicode-cldr-core` package under /usr/share/unicode/cldr/common/supplemental/:

    supplementalData.xml      <parentLocales>   child → parent ("root" ends a chain)
    likelySubtags.xml         <likelySubtags>   "zh-TW" → "zh-Hant-TW", "sr" → "sr-Cyrl-RS"
    supplementalMetadata.xml  <languageAlias>   "iw" → "he", "sh" → "sr-Latn", "tl" → "fil"
                              <territoryAlias>  "UK" → ["GB"], "YU" → ["RS", "ME"]

and writes `Sources/CLDR/Locales/LocaleData+CLDR.swift`: one `extension LocaleData`
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
    python3 Scripts/generate-locale-data.py --cldr DIR # read CLDR's common/ folder DIR instead

The CLDR folder is `--cldr DIR`, else $CLDR_COMMON, else /usr/share/unicode/cldr/common (Debian's
`unicode-cldr-core`, installed with apt-get when missing); see Scripts/cldr_tools.py.

Exit status: 0 on success (or no difference with --check); 1 when --check finds a difference;
2 on a usage or setup error (CLDR data missing, malformed or inconsistent).
"""
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cldr_tools import (DEBIAN_PACKAGE, REPO, DataError, bcp47, cldr_version, debian_package_version, ensure_cldr, fail,
                        parse_arguments, swift_string, write_outputs)

OUTPUT = REPO / "Sources" / "CLDR" / "Locales" / "LocaleData+CLDR.swift"
COMMAND = "python3 Scripts/generate-locale-data.py"

LANGUAGE = re.compile(r"^(?:[a-z]{2,3}|[a-z]{5,8})$")
SCRIPT = re.compile(r"^[A-Z][a-z]{3}$")
REGION = re.compile(r"^(?:[A-Z]{2}|[0-9]{3})$")


def parse(path):
    try:
        return ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as error:
        fail(f"cannot read {path}: {error}")


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
    arguments = parse_arguments(__doc__.splitlines()[0])
    common = arguments.cldr
    ensure_cldr(common, arguments.cldr_is_debian, "supplemental/supplementalData.xml")
    package_version = debian_package_version() if arguments.cldr_is_debian else None
    supplemental_dir = common / "supplemental"
    try:
        version = cldr_version(common)
    except DataError as error:
        fail(error)
    parents = parent_locales(parse(supplemental_dir / "supplementalData.xml"))
    likely = likely_subtags(parse(supplemental_dir / "likelySubtags.xml"))
    metadata = parse(supplemental_dir / "supplementalMetadata.xml")
    languages, territories = language_aliases(metadata), territory_aliases(metadata)
    text = render(version, package_version, parents, likely, languages, territories)
    status = write_outputs({OUTPUT: text}, arguments.check, COMMAND)
    if not arguments.check:
        print(f"{OUTPUT.relative_to(REPO)}: {len(parents)} parent locales, {len(likely)} likely subtags, "
              f"{len(languages)} language aliases, {len(territories)} territory aliases")
    return status


if __name__ == "__main__":
    sys.exit(main())
