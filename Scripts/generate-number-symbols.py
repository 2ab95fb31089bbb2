#!/usr/bin/env python3
"""Generate `Sources/CLDR/Numbers/NumberSymbols+CLDR.swift` from CLDR.

The runtime formatter (`StringFormatter`) prints numbers with the symbols CLDR gives each locale:
decimal and grouping separators, minus and plus signs, the exponent symbol, infinity and NaN, the
digits of the locale's default numbering system, the grouping sizes of the standard decimal
pattern (`#,##0.###` → 3/3, `#,##,##0.###` → 3/2) and `minimumGroupingDigits`.

Input is CLDR's common/ folder: `--cldr DIR`, else $CLDR_COMMON, else Debian's
`unicode-cldr-core` package (CLDR 41) at /usr/share/unicode/cldr/common, installed with apt-get when
missing; see Scripts/cldr_tools.py.

Resolution follows CLDR inheritance (UTS #35 §4.1): a value missing from `de_CH` comes from `de`,
then `root`; `parentLocales` in supplementalData.xml overrides truncation (`es_MX` → `es_419`,
`zh_Hant` → `root`); root's `<alias>` elements redirect a numbering system's symbols to `latn`
and restart the lookup at the original locale. Values marked `draft="unconfirmed"` or
`draft="provisional"` are skipped and `alt` variants ignored, as ICU's default build does.

Every locale is resolved twice: with its default numbering system and with `latn` (used when the
caller asks for Latin digits or the tag says `-u-nu-latn`). Identical results share one entry in
`cldrSymbolSets`. A locale is listed in `cldrLocales` only when its result differs from what the
runtime would find by truncating the tag (`sr-Latn-BA` → `sr-Latn` → `sr` → root), so the table
stays small. `lang_REGION` tags that CLDR spells with a script (`pa_PK` = `pa_Arab_PK`, from
likelySubtags.xml) are listed too, because truncation alone would lose the script.

Usage (from the repository root):

    python3 Scripts/generate-number-symbols.py           # write the Swift file
    python3 Scripts/generate-number-symbols.py --check   # exit 1 if the file would change
    python3 Scripts/generate-number-symbols.py --cldr /path/to/cldr/common

Exit status: 0 on success, 1 when `--check` finds a difference, 2 on a setup or data error.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cldr_tools import REPO, DataError, cldr_version, ensure_cldr, fail, parse_arguments, swift_string, write_outputs

OUTPUT = REPO / "Sources" / "CLDR" / "Numbers" / "NumberSymbols+CLDR.swift"
COMMAND = "python3 Scripts/generate-number-symbols.py"

SYMBOL_FIELDS = ["decimal", "group", "minusSign", "plusSign", "exponential", "infinity", "nan"]
SKIPPED_DRAFTS = {"unconfirmed", "provisional"}


def usable(element):
    return element.get("alt") is None and element.get("draft") not in SKIPPED_DRAFTS


class LocaleData:
    """What one main/*.xml file says about numbers (no inheritance applied)."""

    def __init__(self, path):
        self.default_numbering_system = None
        self.minimum_grouping_digits = None
        self.symbols = {}    # numbering system → {field: value} or ("alias", target)
        self.patterns = {}   # numbering system → standard decimal pattern or ("alias", target)
        numbers = ET.parse(path).getroot().find("numbers")
        if numbers is None:
            return
        for element in numbers.findall("defaultNumberingSystem"):
            if usable(element):
                self.default_numbering_system = element.text.strip()
        for element in numbers.findall("minimumGroupingDigits"):
            if usable(element):
                self.minimum_grouping_digits = int(element.text)
        for element in numbers.findall("symbols"):
            if element.get("alt") is not None:
                continue
            system = element.get("numberSystem")
            alias = element.find("alias")
            if alias is not None:
                target = re.search(r"numberSystem='([^']+)'", alias.get("path"))
                self.symbols[system] = ("alias", target.group(1))
                continue
            fields = self.symbols.setdefault(system, {})
            for child in element:
                if child.tag in SYMBOL_FIELDS and usable(child):
                    fields[child.tag] = child.text
        for element in numbers.findall("decimalFormats"):
            if element.get("alt") is not None:
                continue
            system = element.get("numberSystem")
            alias = element.find("alias")
            if alias is not None:
                target = re.search(r"numberSystem='([^']+)'", alias.get("path"))
                if target:
                    self.patterns[system] = ("alias", target.group(1))
                continue
            for length in element.findall("decimalFormatLength"):
                if length.get("type") is not None:
                    continue
                for pattern in length.iter("pattern"):
                    if usable(pattern) and pattern.get("type") is None:
                        self.patterns[system] = pattern.text


class CLDR:
    def __init__(self, common):
        self.locales = {}
        for path in sorted((common / "main").glob("*.xml")):
            self.locales[path.stem] = LocaleData(path)
        supplemental = ET.parse(common / "supplemental" / "supplementalData.xml").getroot()
        self.parents = {}
        for group in supplemental.iter("parentLocales"):
            if group.get("component") is not None:
                continue
            for rule in group.findall("parentLocale"):
                for locale in rule.get("locales").split():
                    self.parents[locale] = rule.get("parent")
        systems = ET.parse(common / "supplemental" / "numberingSystems.xml").getroot()
        self.digits = {}
        for system in systems.iter("numberingSystem"):
            if system.get("type") == "numeric":
                self.digits[system.get("id")] = system.get("digits")
        likely = ET.parse(common / "supplemental" / "likelySubtags.xml").getroot()
        self.likely = {entry.get("from"): entry.get("to") for entry in likely.iter("likelySubtag")}

    def parent(self, locale):
        if locale in self.parents:
            return self.parents[locale]
        if "_" in locale:
            return locale.rsplit("_", 1)[0]
        return "root"

    def chain(self, locale):
        result = [locale]
        while locale != "root":
            locale = self.parent(locale)
            result.append(locale)
        return result

    def inherited(self, locale, attribute):
        for candidate in self.chain(locale):
            data = self.locales.get(candidate)
            value = getattr(data, attribute) if data else None
            if value is not None:
                return value
        raise ValueError(f"{attribute} not found for {locale}")

    def symbol(self, locale, system, field, seen=()):
        for candidate in self.chain(locale):
            data = self.locales.get(candidate)
            entry = data.symbols.get(system) if data else None
            if entry is None:
                continue
            if isinstance(entry, tuple):
                if entry[1] in seen:
                    raise ValueError(f"alias loop for {locale} {system}")
                return self.symbol(locale, entry[1], field, seen + (system,))
            if field in entry:
                return entry[field]
        if system != "latn":
            # A numbering system root does not describe: CLDR falls back to latn's symbols.
            return self.symbol(locale, "latn", field, seen + (system,))
        raise ValueError(f"{field} not found for {locale} {system}")

    def pattern(self, locale, system, seen=()):
        for candidate in self.chain(locale):
            data = self.locales.get(candidate)
            entry = data.patterns.get(system) if data else None
            if entry is None:
                continue
            if isinstance(entry, tuple):
                return self.pattern(locale, entry[1], seen + (system,))
            return entry
        if system != "latn":
            return self.pattern(locale, "latn", seen + (system,))
        raise ValueError(f"decimal pattern not found for {locale}")

    def resolve(self, locale, system):
        """The symbol set of `locale` printed in numbering system `system`, as a tuple."""
        pattern = self.pattern(locale, system)
        integer_part = pattern.split(";")[0].split(".")[0]
        groups = integer_part.split(",")
        if len(groups) == 1:
            primary = secondary = 0
        else:
            primary = len(groups[-1])
            secondary = len(groups[-2]) if len(groups) > 2 else primary
        digits = self.digits[system]
        widths = {len(digit.encode("utf-8")) for digit in digits}
        if len(digits) != 10 or len(widths) != 1:
            raise ValueError(f"numbering system {system} does not have ten digits of one UTF-8 width")
        return (system, digits) + tuple(self.symbol(locale, system, field) for field in SYMBOL_FIELDS) + (
            primary, secondary, self.inherited(locale, "minimum_grouping_digits"))


def tag_of(locale):
    """The CLDR id in LanguageTag's canonical spelling: `ca_ES_VALENCIA` → `ca-ES-valencia`."""
    if locale == "root":
        return "root"
    parts = locale.split("_")
    result = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            result.append(part.title())
        elif (len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit()):
            result.append(part.upper())
        else:
            result.append(part.lower())
    return "-".join(result)


def truncations(tag):
    parts = tag.split("-")
    return ["-".join(parts[:count]) for count in range(len(parts) - 1, 0, -1)] + ["root"]


def generate(common):
    cldr = CLDR(common)
    resolved = {}
    for locale in cldr.locales:
        system = cldr.inherited(locale, "default_numbering_system")
        resolved[tag_of(locale)] = (cldr.resolve(locale, system), cldr.resolve(locale, "latn"))
    # lang_REGION spelled with a script in CLDR (pa_PK → pa_Arab_PK).
    for source, target in cldr.likely.items():
        parts = source.split("_")
        if len(parts) != 2 or parts[0] == "und" or source in cldr.locales:
            continue
        if target in cldr.locales and tag_of(source) not in resolved:
            system = cldr.inherited(target, "default_numbering_system")
            resolved[tag_of(source)] = (cldr.resolve(target, system), cldr.resolve(target, "latn"))

    # Keep a tag only when truncation would find something else.
    listed = {"root": resolved["root"]}
    for tag in sorted(resolved, key=lambda tag: (tag.count("-"), tag)):
        if tag == "root":
            continue
        fallback = next(listed[candidate] for candidate in truncations(tag) if candidate in listed)
        if resolved[tag] != fallback:
            listed[tag] = resolved[tag]

    sets = []
    index_of = {}
    for tag in ["root"] + sorted(tag for tag in listed if tag != "root"):
        for symbol_set in listed[tag]:
            if symbol_set not in index_of:
                index_of[symbol_set] = len(sets)
                sets.append(symbol_set)

    version = cldr_version(common)
    lines = [
        "// Generated by Scripts/generate-number-symbols.py from CLDR %s (Debian unicode-cldr-core)." % version,
        "// Do not edit: run `python3 Scripts/generate-number-symbols.py` instead.",
        "",
        "extension NumberSymbols {",
        "    /// The CLDR release the tables below come from.",
        "    static let cldrVersion = %s" % swift_string(version),
        "",
        "    /// Every distinct resolved symbol set; `cldrLocales` points into this table.",
        "    static let cldrSymbolSets: [NumberSymbols] = [",
    ]
    for number, symbol_set in enumerate(sets):
        system, digits, decimal, group, minus, plus, exponential, infinity, nan, primary, secondary, minimum = symbol_set
        lines.append(
            "        NumberSymbols(numberingSystem: %s, digits: %s, decimalSeparator: %s, groupingSeparator: %s,"
            % (swift_string(system), swift_string(digits), swift_string(decimal), swift_string(group)))
        lines.append(
            "                      minusSign: %s, plusSign: %s, exponentSeparator: %s, infinity: %s, notANumber: %s,"
            % (swift_string(minus), swift_string(plus), swift_string(exponential), swift_string(infinity),
               swift_string(nan)))
        lines.append(
            "                      primaryGroupingSize: %d, secondaryGroupingSize: %d, minimumGroupingDigits: %d), // %d"
            % (primary, secondary, minimum, number))
    lines += [
        "    ]",
        "",
        "    /// Locales whose symbols differ from what truncating their tag would find, sorted by tag:",
        "    /// (tag, index of the default numbering system's set, index of the `latn` set).",
        "    static let cldrLocales: [(tag: String, standard: UInt16, latin: UInt16)] = [",
    ]
    for tag in sorted(listed):
        standard, latin = listed[tag]
        lines.append("        (%s, %d, %d)," % (swift_string(tag), index_of[standard], index_of[latin]))
    lines += [
        "    ]",
        "",
        "    /// The digits zero to nine of every numeric CLDR numbering system, sorted by id.",
        "    static let cldrNumberingSystemDigits: [(id: String, digits: String)] = [",
    ]
    for system in sorted(cldr.digits):
        lines.append("        (%s, %s)," % (swift_string(system), swift_string(cldr.digits[system])))
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    arguments = parse_arguments(__doc__.split("\n\n")[0])
    ensure_cldr(arguments.cldr, arguments.cldr_is_debian, "main/root.xml")
    try:
        text = generate(arguments.cldr)
    except (OSError, ValueError, DataError) as error:
        fail(error)
    return write_outputs({OUTPUT: text}, arguments.check, COMMAND)


if __name__ == "__main__":
    sys.exit(main())
