#!/usr/bin/env python3
"""Generate the runtime's CLDR plural rules and their sample fixture from the CLDR XML.

Reads every `<pluralRules locales="…">` of CLDR's `common/supplemental/plurals.xml` (cardinal)
and `ordinals.xml` (ordinal), as installed by Debian's `unicode-cldr-core` package, and writes:

  Sources/CLDR/Plurals/PluralRules+CLDR.swift
      One Swift function per distinct rule set (shared by all locales that use it), each CLDR
      condition as a comment above the Swift expression that implements it, and a table from
      locale id in BCP 47 form (`pt_PT` becomes `pt-PT`) to its rule set, for cardinal and
      ordinal rules.

  Fixtures/CLDR/plural-samples.json
      For every locale of both files and every category, the `@integer` and `@decimal` samples
      as written: integer ranges (`2~4`) expanded, decimal ranges (`0.0~1.5`) expanded in steps
      of their last digit (both endpoints included), `…` dropped, compact forms (`1c6`) kept.
      `CLDRTests/PluralRuleSamplesTests` checks that every sample gets its category.

How a condition becomes Swift (the generated file's header repeats this):
  - `and` binds tighter than `or`; the Swift `&&`/`||` precedence matches.
  - `x = a,b..c` becomes `(x == a || (b...c).contains(x))`; `!=` is its negation.
  - `e` is CLDR's deprecated synonym of `c`, so both read `operands.c`.
  - `n` is exact: a relation on `n` holds only for an integer `n`, so the Swift `n` is `i` when
    the number has no fraction (`f == 0`) and -1 otherwise; -1 (and -1 % m, which Swift keeps
    at -1) matches no CLDR value, so `n = …` is false and `n != …` true for a fraction.

Usage (from the repository root):

    python3 Scripts/generate-plural-rules.py           # write both outputs
    python3 Scripts/generate-plural-rules.py --check   # exit 1 if an output would change

The CLDR folder is `--cldr DIR`, else $CLDR_COMMON, else /usr/share/unicode/cldr/common (Debian's
`unicode-cldr-core`, installed with apt-get when missing); see Scripts/cldr_tools.py.

Exit status: 0 when the outputs were written or are up to date; 1 when `--check` finds a
difference; 2 on a usage, setup or data error (such as a rule this script cannot parse).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cldr_tools import REPO, DataError, bcp47, cldr_version, ensure_cldr, fail, parse_arguments, write_outputs

SWIFT_OUTPUT = REPO / "Sources" / "CLDR" / "Plurals" / "PluralRules+CLDR.swift"
SAMPLES_OUTPUT = REPO / "Fixtures" / "CLDR" / "plural-samples.json"
COMMAND = "python3 Scripts/generate-plural-rules.py"

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
SOURCES = [("cardinal", "plurals.xml"), ("ordinal", "ordinals.xml")]
SWIFT_KEYWORDS = {"as", "do", "in", "is", "if", "for", "let", "var", "try", "case", "else"}


# MARK: - Reading the XML

def read_rule_sets(path):
    """Returns [(locales, [(category, condition, integer_samples, decimal_samples)])]."""
    # ElementTree never fetches the DTD named in the DOCTYPE.
    root = ElementTree.parse(str(path)).getroot()
    rule_sets = []
    for element in root.iter("pluralRules"):
        locales = [bcp47(name) for name in element.get("locales", "").split()]
        if not locales:
            raise DataError("%s: <pluralRules> without locales" % path.name)
        rules = []
        for rule in element.findall("pluralRule"):
            category = rule.get("count")
            if category not in CATEGORIES:
                raise DataError("%s: %s: unknown category %r" % (path.name, locales[0], category))
            condition, integers, decimals = split_rule_text(" ".join((rule.text or "").split()))
            rules.append((category, condition, integers, decimals))
        rules.sort(key=lambda rule: CATEGORIES.index(rule[0]))
        if not rules or rules[-1][0] != "other" or rules[-1][1]:
            raise DataError("%s: %s: the last rule must be an unconditional `other`"
                            % (path.name, locales[0]))
        rule_sets.append((locales, rules))
    return rule_sets


def split_rule_text(text):
    """`i = 1 and v = 0 @integer 1 @decimal 1.0` → ("i = 1 and v = 0", ["1"], ["1.0"])."""
    parts = re.split(r"\s*(@integer|@decimal)\s*", text)
    condition = parts[0].strip()
    samples = {"@integer": [], "@decimal": []}
    for keyword, values in zip(parts[1::2], parts[2::2]):
        samples[keyword] += expand_samples(values, keyword == "@integer")
    return condition, samples["@integer"], samples["@decimal"]


def expand_samples(text, integers):
    """Expands `0~3, 10, 1.0~1.2, 1c6, …` into the individual values, as written."""
    values = []
    for item in (part.strip() for part in text.split(",")):
        if item in ("", "…", "..."):
            continue
        if "~" not in item:
            values.append(item)
            continue
        low, high = item.split("~")
        if integers:
            values += [str(value) for value in range(int(low), int(high) + 1)]
            continue
        digits = len(low.partition(".")[2])
        if "c" in item or "e" in item or digits != len(high.partition(".")[2]):
            values += [low, high]  # no common step: keep the endpoints only
            continue
        step = Decimal(1).scaleb(-digits)
        value, end = Decimal(low), Decimal(high)
        while value <= end:
            values.append(str(value))
            value += step
    return values


# MARK: - Parsing conditions

TOKEN = re.compile(r"\s*(?:(\.\.)|(!=|=|%|,)|([a-z]+)|(\d+))")


def tokenize(condition):
    tokens, position = [], 0
    while position < len(condition):
        match = TOKEN.match(condition, position)
        if not match or match.end() == position:
            raise DataError("cannot read %r at %r" % (condition, condition[position:]))
        tokens.append(next(group for group in match.groups() if group is not None))
        position = match.end()
        while position < len(condition) and condition[position].isspace():
            position += 1
    return tokens


def parse_condition(condition):
    """Returns the condition as [[(operand, modulus, negated, [(low, high)])]]: an OR of ANDs."""
    tokens = tokenize(condition)
    position = 0

    def take(expected=None):
        nonlocal position
        if position >= len(tokens):
            raise DataError("%r ends early" % condition)
        token = tokens[position]
        if expected is not None and token != expected:
            raise DataError("%r: expected %r, found %r" % (condition, expected, token))
        position += 1
        return token

    def peek():
        return tokens[position] if position < len(tokens) else None

    def relation():
        operand = take()
        if operand not in "nivwftce" or len(operand) != 1:
            raise DataError("%r: unknown operand %r"
                            % (condition, operand))
        modulus = None
        if peek() == "%":
            take()
            modulus = int(take())
        operator = take()
        if operator not in ("=", "!="):
            raise DataError("%r: unsupported relation %r" % (condition, operator))
        ranges = []
        while True:
            low = int(take())
            high = low
            if peek() == "..":
                take()
                high = int(take())
            ranges.append((low, high))
            if peek() != ",":
                break
            take()
        return (operand, modulus, operator == "!=", ranges)

    disjunction = []
    while True:
        conjunction = [relation()]
        while peek() == "and":
            take()
            conjunction.append(relation())
        disjunction.append(conjunction)
        if peek() is None:
            break
        take("or")
    return disjunction


# MARK: - Swift

def swift_operand(operand, modulus):
    name = "c" if operand == "e" else operand
    return name if modulus is None else "%s %% %d" % (name, modulus)


def swift_relation(relation):
    operand, modulus, negated, ranges = relation
    subject = swift_operand(operand, modulus)
    tests = []
    for low, high in ranges:
        if low == high:
            tests.append("%s %s %d" % (subject, "!=" if negated else "==", low))
        else:
            tests.append("%s(%d...%d).contains(%s)" % ("!" if negated else "", low, high, subject))
    if len(tests) == 1:
        return tests[0]
    return "(%s)" % (" && " if negated else " || ").join(tests)


def swift_branches(disjunction):
    """The Swift text of each `or` branch of a condition."""
    if len(disjunction) == 1 and len(disjunction[0]) == 1:
        relation = disjunction[0][0]
        text = swift_relation(relation)
        return [text[1:-1] if len(relation[3]) > 1 else text]  # drop the list's parentheses
    branches = []
    for conjunction in disjunction:
        text = " && ".join(swift_relation(relation) for relation in conjunction)
        branches.append(text if len(conjunction) == 1 or len(disjunction) == 1 else "(%s)" % text)
    return branches


LINE_WIDTH = 110


def swift_if(disjunction, category):
    """`if <condition> { return .category }`, wrapped to LINE_WIDTH: one `or` branch per
    line first, then long branches filled greedily, breaking before `||` or `&&`."""
    branches = swift_branches(disjunction)
    line = "        if %s { return .%s }" % (" || ".join(branches), category)
    if len(line) <= LINE_WIDTH:
        return [line]
    lines = []
    for index, branch in enumerate(branches):
        prefix = "        if " if index == 0 else "            || "
        pieces = re.split(r" (?=\|\| |&& )", branch)
        current = prefix + pieces[0]
        for piece in pieces[1:]:
            if len(current) + 1 + len(piece) > LINE_WIDTH - 2:
                lines.append(current)
                current = "                " + piece
            else:
                current += " " + piece
        lines.append(current)
    lines[-1] += " {"
    return lines + ["            return .%s" % category, "        }"]


def swift_name(locale):
    """`pt-PT` → `ptPT`, with backticks for a Swift keyword (`is`)."""
    head, *rest = locale.split("-")
    name = head + "".join(rest)
    return "`%s`" % name if name in SWIFT_KEYWORDS else name


OPERAND_DECLARATIONS = [
    ("n", "operands.f == 0 ? operands.i : -1"),
    ("i", "operands.i"), ("v", "operands.v"), ("w", "operands.w"),
    ("f", "operands.f"), ("t", "operands.t"), ("c", "operands.c"),
]


def swift_function(kind, name, locales, rules):
    parsed = [(category, condition, parse_condition(condition))
              for category, condition, _, _ in rules if condition]
    used = {("c" if operand == "e" else operand)
            for _, _, disjunction in parsed
            for conjunction in disjunction for operand, _, _, _ in conjunction}
    lines = ["    /// %s rules of %s." % (kind.capitalize(), wrap_locales(locales, "    ///"))]
    lines.append("    static func %s(_ operands: PluralOperands) -> PluralCategory {" % name)
    declared = [(operand, value) for operand, value in OPERAND_DECLARATIONS if operand in used]
    for operand, value in declared:
        lines.append("        let %s = %s" % (operand, value))
    for category, condition, disjunction in parsed:
        lines += wrap_comment("        // %s: " % category, condition)
        lines += swift_if(disjunction, category)
    lines.append("        return .other")
    lines.append("    }")
    return lines


def wrap_comment(prefix, condition):
    """A `//` comment wrapped at LINE_WIDTH before an `or`, continuation lines indented."""
    pieces = condition.split(" or ")
    indent = " " * (len(prefix) - len(prefix.lstrip())) + "//" + " " * (len(prefix.strip()) - 1)
    lines, current = [], prefix + pieces[0]
    for piece in pieces[1:]:
        if len(current) + len(" or ") + len(piece) > LINE_WIDTH:
            lines.append(current)
            current = indent + "or " + piece
        else:
            current += " or " + piece
    return lines + [current]


def wrap_locales(locales, prefix, width=100):
    """The locale list as Markdown code, wrapped to `width` columns."""
    words = ["`%s`" % locale for locale in locales]
    lines, current = [], ""
    first_width = width - len(prefix) - 20
    for word in words:
        limit = first_width if not lines else width - len(prefix) - 1
        if current and len(current) + 1 + len(word) > limit:
            lines.append(current)
            current = word
        else:
            current = word if not current else current + " " + word
    lines.append(current)
    return ("\n%s " % prefix).join(lines)


def distinct_rule_sets(kind, rule_sets):
    """Merges rule sets with identical conditions; returns [(name, locales, rules)]."""
    merged = {}
    for locales, rules in rule_sets:
        key = tuple((category, condition) for category, condition, _, _ in rules)
        if key in merged:
            merged[key][1].extend(locales)
        else:
            merged[key] = [kind + "-" + locales[0], list(locales), rules]
    result = []
    for _, locales, rules in merged.values():
        # A set is named after its first locale, or `root` when it is CLDR's default.
        result.append((swift_name("root" if "root" in locales else locales[0]), locales, rules))
    names = [name for name, _, _ in result]
    if len(set(names)) != len(names):
        raise DataError("two %s rule sets would share a Swift name" % kind)
    return result


def generate_swift(version, sources):
    out = []
    out.append("// Generated by Scripts/generate-plural-rules.py from Unicode CLDR %s:" % version)
    out.append("// common/supplemental/plurals.xml (cardinal) and ordinals.xml (ordinal), as installed by")
    out.append("// Debian's unicode-cldr-core. Do not edit by hand; regenerate with")
    out.append("//")
    out.append("//     %s" % COMMAND)
    out.append("//")
    out.append("// Each CLDR condition is the comment above the Swift test that implements it. The CLDR `and`")
    out.append("// binds tighter than `or`, as `&&` does in Swift. `e` is CLDR's deprecated synonym of `c`.")
    out.append("// A relation on `n` holds only for an integer, so `n` here is `i` when there is no fraction")
    out.append("// and -1 otherwise: -1 (and -1 % m, which stays -1) matches no CLDR value, so `n = …` is false")
    out.append("// and `n != …` true for a fraction, exactly as for the decimal value.")
    out.append("")
    out.append("import LocalizedStrings")
    out.append("")
    out.append("extension PluralRules {")
    out.append("    /// The Unicode CLDR release the plural rules come from, such as `41`.")
    out.append("    public static let cldrVersion = \"%s\"" % version)
    for kind, distinct in sources:
        table = sorted((locale, name) for name, locales, _ in distinct for locale in locales)
        out.append("")
        out.append("    /// The %s rule set of every CLDR locale, keyed by BCP 47 id (`pt-PT`, `root`)." % kind)
        out.append("    static let %sRuleSets: [String: RuleSet] = [" % kind)
        for locale, name in table:
            out.append("        \"%s\": .%s%s," % (locale, kind, name.strip("`")[0].upper() + name.strip("`")[1:]))
        out.append("    ]")
    out.append("}")
    out.append("")
    out.append("extension PluralRules.RuleSet {")
    for kind, distinct in sources:
        out.append("    // MARK: - %s" % kind.capitalize())
        out.append("")
        for name, locales, rules in distinct:
            bare = name.strip("`")
            categories = ", ".join(".%s" % category for category, _, _, _ in rules)
            others = len(locales) - 1
            owner = "root" if "root" in locales else locales[0]
            out.append("    /// %s: the %s rules of `%s`%s." % (
                ", ".join(category for category, _, _, _ in rules), kind, owner,
                " and %d other locale%s" % (others, "s" if others > 1 else "") if others else ""))
            line = "    static let %s%s = Self(categories: [%s], select: %sRules.%s)" % (
                kind, bare[0].upper() + bare[1:], categories, kind.capitalize(), name)
            if len(line) > LINE_WIDTH:
                line = line.replace(", select:", ",\n                                  select:")
            out.append(line)
        out.append("")
    out[-1:] = ["}"]
    for kind, distinct in sources:
        out.append("")
        out.append("/// The %s rule sets of CLDR %s, one function per set of locales that share rules." % (kind, version))
        out.append("private enum %sRules {" % kind.capitalize())
        for index, (name, locales, rules) in enumerate(distinct):
            if index:
                out.append("")
            out += swift_function(kind, name, locales, rules)
        out.append("}")
    return "\n".join(out) + "\n"


# MARK: - Samples

def generate_samples(version, parsed):
    document = {"cldrVersion": version}
    for kind, rule_sets in parsed:
        by_locale = {}
        for locales, rules in rule_sets:
            entry = {}
            for category, _, integers, decimals in rules:
                samples = {}
                if integers:
                    samples["integer"] = integers
                if decimals:
                    samples["decimal"] = decimals
                entry[category] = samples
            for locale in locales:
                by_locale[locale] = entry
        document[kind] = dict(sorted(by_locale.items()))
    # One line per category keeps the file reviewable and diffs small.
    lines = ["{", " \"cldrVersion\": %s," % json.dumps(version)]
    kinds = [kind for kind, _ in parsed]
    for kind_index, kind in enumerate(kinds):
        lines.append(" %s: {" % json.dumps(kind))
        locales = list(document[kind].items())
        for locale_index, (locale, entry) in enumerate(locales):
            lines.append("  %s: {" % json.dumps(locale))
            categories = list(entry.items())
            for category_index, (category, samples) in enumerate(categories):
                comma = "," if category_index < len(categories) - 1 else ""
                lines.append("   %s: %s%s" % (json.dumps(category), json.dumps(samples, ensure_ascii=False), comma))
            lines.append("  }" + ("," if locale_index < len(locales) - 1 else ""))
        lines.append(" }" + ("," if kind_index < len(kinds) - 1 else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


# MARK: - Main

def main():
    arguments = parse_arguments(__doc__.split("\n\n")[0])
    folder = arguments.cldr
    ensure_cldr(folder, arguments.cldr_is_debian, "supplemental/plurals.xml")
    try:
        version = cldr_version(folder)
        parsed = [(kind, read_rule_sets(folder / "supplemental" / name)) for kind, name in SOURCES]
        distinct = [(kind, distinct_rule_sets(kind, rule_sets)) for kind, rule_sets in parsed]
        outputs = {SWIFT_OUTPUT: generate_swift(version, distinct),
                   SAMPLES_OUTPUT: generate_samples(version, parsed)}
    except DataError as error:
        fail(error)
    status = write_outputs(outputs, arguments.check, COMMAND)
    if not arguments.check:
        for kind, sets in distinct:
            count = sum(len(locales) for _, locales, _ in sets)
            print("%s: %d locales, %d rule sets" % (kind, count, len(sets)))
    return status


if __name__ == "__main__":
    sys.exit(main())
