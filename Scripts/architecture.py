#!/usr/bin/env python3
"""The module graph of the package, drawn from Package.swift, and the layering it must keep.

Reads the targets and their dependencies with `swift package dump-package`, and:

  - checks that every source target is in one of the LAYERS below and depends only on targets
    in lower layers (test targets may depend on anything);
  - writes the graph into docs/architecture.md between the markers
    `<!-- module-graph:begin -->` and `<!-- module-graph:end -->`: a table of the layers and a
    Mermaid diagram of the dependencies (transitive ones left out), so that it cannot drift.

Usage (from anywhere):

    python3 Scripts/architecture.py           # check the layering and rewrite the graph
    python3 Scripts/architecture.py --check   # exit 1 if the layering is broken or the graph stale

Exit status: 0 fine; 1 a layering violation, a target in no layer, or (with --check) a stale
document; 2 a setup error (swift missing, markers missing).
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOCUMENT = REPO / "docs" / "architecture.md"
BEGIN, END = "<!-- module-graph:begin -->", "<!-- module-graph:end -->"
COMMAND = "python3 Scripts/architecture.py"

# The documented layering, lowest first: a target may depend only on targets of lower layers.
LAYERS = [
    ("foundations", "the XML bridge, ordered JSON, and threads, byte searches and files over the C library",
     ["CLibXML2", "OrderedJSON", "SystemSupport"]),
    ("the model", "the format-neutral model: tables, entries, values, diagnostics",
     ["LocalizedStrings"]),
    ("parsing and data", "streaming XML, CLDR's data and algorithms, and all-or-nothing file output",
     ["StreamingXML", "CLDR", "OutputFiles"]),
    ("formats", "each platform's files, read and written as the platform does",
     ["AndroidResources", "AppleResources"]),
    ("conversion records", "what a conversion keeps in the other platform's files",
     ["ConversionMetadata"]),
    ("mapping and runtime", "the Android ⇄ Apple mapping, and the runtime library",
     ["ResourceConversion", "Localization"]),
    ("checks and generated code", "lint rules over both platforms' resources and their reports, and typed Swift accessors",
     ["ResourceLint", "AccessorGeneration"]),
    ("libraries for tools and apps", "the pipelines as a library, and what the ported apps share",
     ["StringBridgeKit", "AppSupport", "TestSupport"]),
    ("ported apps", "the four apps, every label through the runtime",
     ["RentalROI", "Vote", "Todo", "DaysLeft"]),
    ("executables", "the command-line tool and the benchmarks",
     ["stringbridge", "stringbridge-bench"]),
    ("plugins", "SwiftPM plugins that run the tool in a build or on request",
     ["StringBridgeAccessors", "StringBridgeLint", "StringBridgeGenerateCommand", "StringBridgeLintCommand"]),
]


def fail(message):
    print("error: " + message, file=sys.stderr)
    sys.exit(2)


def targets():
    """{name: (type, [dependency names])} from `swift package dump-package`."""
    try:
        run = subprocess.run(["swift", "package", "dump-package"], cwd=REPO, capture_output=True, text=True)
    except FileNotFoundError:
        fail("swift is not on PATH")
    if run.returncode != 0:
        fail("swift package dump-package failed: " + run.stderr.strip())
    result = {}
    for target in json.loads(run.stdout)["targets"]:
        names = []
        for dependency in target.get("dependencies", []):
            for value in dependency.values():
                names.append(value[0] if isinstance(value, list) else value)
        result[target["name"]] = (target["type"], names)
    return result


def layer_of():
    return {name: index for index, (_, _, names) in enumerate(LAYERS) for name in names}


def violations(graph):
    layers = layer_of()
    problems = []
    for name, (kind, dependencies) in sorted(graph.items()):
        if kind == "test":
            continue
        if name not in layers:
            problems.append("%s is in no layer of %s" % (name, COMMAND))
            continue
        for dependency in dependencies:
            if dependency in layers and layers[dependency] >= layers[name]:
                problems.append("%s (layer %d, %s) depends on %s (layer %d, %s), which is not below it"
                                % (name, layers[name], LAYERS[layers[name]][0], dependency, layers[dependency],
                                   LAYERS[layers[dependency]][0]))
    return problems


def direct_edges(graph):
    """Dependencies without those implied through another dependency, for a readable diagram."""
    sources = {name: set(deps) for name, (kind, deps) in graph.items() if kind != "test"}

    def reachable(start):
        seen, stack = set(), list(sources.get(start, ()))
        while stack:
            node = stack.pop()
            if node not in seen:
                seen.add(node)
                stack.extend(sources.get(node, ()))
        return seen

    edges = []
    for name in sources:
        for dependency in sorted(sources[name]):
            implied = any(dependency in reachable(other) for other in sources[name] if other != dependency)
            if not implied:
                edges.append((name, dependency))
    return sorted(edges)


def render(graph):
    present = {name for name, (kind, _) in graph.items() if kind != "test"}
    lines = [BEGIN, "", "<!-- Written by %s from Package.swift; do not edit by hand. -->" % COMMAND, "",
             "| layer | modules | what it holds |", "|---|---|---|"]
    for index, (title, about, names) in enumerate(LAYERS):
        shown = [name for name in names if name in present]
        if shown:
            lines.append("| %d %s | %s | %s |" % (index, title, ", ".join("`%s`" % n for n in shown), about))
    lines += ["", "A module depends only on modules of lower layers (checked by `%s --check` in `make test`)." % COMMAND,
              "Arrows point from a module to what it uses; dependencies implied through another one are left out.",
              "", "```mermaid", "flowchart BT"]
    safe = lambda name: name.replace("-", "_")
    for index, (title, _, names) in enumerate(LAYERS):
        shown = [name for name in names if name in present]
        if shown:
            lines.append("    subgraph L%d [\"%d %s\"]" % (index, index, title))
            lines += ["        %s[\"%s\"]" % (safe(name), name) for name in shown]
            lines.append("    end")
    lines += ["    %s --> %s" % (safe(a), safe(b)) for a, b in direct_edges(graph)]
    lines += ["```", "", END]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the document is stale")
    arguments = parser.parse_args()
    graph = targets()
    problems = violations(graph)
    for problem in problems:
        print("layering: " + problem, file=sys.stderr)
    text = DOCUMENT.read_text(encoding="utf-8") if DOCUMENT.is_file() else None
    if text is None or BEGIN not in text or END not in text:
        fail("%s needs the markers %s and %s" % (DOCUMENT.relative_to(REPO), BEGIN, END))
    start, end = text.index(BEGIN), text.index(END) + len(END)
    updated = text[:start] + render(graph) + text[end:]
    if updated != text:
        if arguments.check:
            print("%s is out of date; run %s" % (DOCUMENT.relative_to(REPO), COMMAND), file=sys.stderr)
            return 1
        DOCUMENT.write_text(updated, encoding="utf-8")
        print("wrote " + str(DOCUMENT.relative_to(REPO)))
    if not problems:
        print("layering: %d targets, every dependency points to a lower layer" % sum(1 for k, _ in graph.values() if k != "test"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
