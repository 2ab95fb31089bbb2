#!/usr/bin/env python3
"""Checks the artifact bundle `make release` made, as a user of it would.

- The bundled tool links no Swift library dynamically (`ldd` lists no libswift*).
- The .sha256 file holds what `swift package compute-checksum` prints for the zip.
- Unzipped anywhere and run through a symbolic link from another folder, `stringbridge demo`
  finds the apps' strings beside its real location.
- A package that depends on the zip with `.binaryTarget(path:)`, and on this package for the
  Localization library, builds offline (`--disable-automatic-resolution`): its own build-tool
  plugin runs the bundled tool to generate the accessors of its strings, and its executable
  prints a plural through them.

Usage:

    python3 Scripts/check-artifact-bundle.py [--bundle .build/artifacts/stringbridge.artifactbundle.zip]

Exit status: 0 every check passed; 1 one failed.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

MANIFEST = """// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "BundleConsumer",
    dependencies: [.package(name: "StringBridge", path: "%(repo)s")],
    targets: [
        .binaryTarget(name: "StringBridgeTool", path: "stringbridge.artifactbundle.zip"),
        .plugin(name: "GenerateStrings", capability: .buildTool(), dependencies: ["StringBridgeTool"]),
        .executableTarget(name: "Hello", dependencies: [.product(name: "Localization", package: "StringBridge"),
                                                        .product(name: "LocalizedStrings", package: "StringBridge")],
                          resources: [.copy("Resources/res")], plugins: ["GenerateStrings"]),
    ]
)
"""

PLUGIN = """import Foundation
import PackagePlugin

@main
struct GenerateStrings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let res = target.directoryURL.appendingPathComponent("Resources/res")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("L10n.swift")
        let files = try FileManager.default.subpathsOfDirectory(atPath: res.path).filter { $0.hasSuffix(".xml") }
        return [.buildCommand(displayName: "Generating L10n.swift with the bundled stringbridge",
                              executable: try context.tool(named: "stringbridge").url,
                              arguments: ["generate", "swift", res.path, "--out", output.path],
                              inputFiles: files.map { res.appendingPathComponent($0) }, outputFiles: [output])]
    }
}
"""

MAIN = """import Foundation
import Localization
import LocalizedStrings

let res = Bundle.module.url(forResource: "res", withExtension: nil)!.path
for language in ["en", "de"] {
    L10n.localizer = try Localizer(resourcesAt: res, preferredLanguages: [LanguageTag(language)!])
    print("\\(language): \\(L10n.appleCount(count: 1)), \\(L10n.appleCount(count: 5))")
}
"""

STRINGS = {
    "values": '<resources>\n    <plurals name="apple_count">\n        <item quantity="one">%d apple</item>\n'
              '        <item quantity="other">%d apples</item>\n    </plurals>\n</resources>\n',
    "values-de": '<resources>\n    <plurals name="apple_count">\n        <item quantity="one">%d Apfel</item>\n'
                 '        <item quantity="other">%d Äpfel</item>\n    </plurals>\n</resources>\n',
}


def run(command, **options):
    return subprocess.run([str(c) for c in command], capture_output=True, text=True, **options)


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    return 0 if condition else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", default=str(REPO / ".build/artifacts/stringbridge.artifactbundle.zip"))
    arguments = parser.parse_args()
    bundle = Path(arguments.bundle)
    if not bundle.is_file():
        print("error: %s is missing; run make release" % bundle, file=sys.stderr)
        return 1
    failures = 0
    (REPO / ".build/tmp").mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="artifact-bundle-", dir=REPO / ".build/tmp") as temporary:
        temporary = Path(temporary)
        with zipfile.ZipFile(bundle) as archive:
            archive.extractall(temporary / "unpacked")
        # zipfile does not keep the executable bit.
        tools = list((temporary / "unpacked").glob("stringbridge.artifactbundle/*/bin/stringbridge"))
        failures += check(len(tools) == 1, "the bundle holds one variant's bin/stringbridge")
        if not tools:
            return 1
        tool = tools[0]
        tool.chmod(0o755)
        linked = run(["ldd", tool]).stdout
        failures += check("libswift" not in linked, "ldd lists no libswift library")
        checksum = run(["swift", "package", "compute-checksum", bundle], env=dict(os.environ, TMPDIR=str(REPO / ".build/tmp"))).stdout.strip()
        failures += check(checksum == Path(str(bundle) + ".sha256").read_text().strip(), "the .sha256 file is the zip's checksum (%s)" % checksum)

        link = temporary / "path" / "stringbridge"
        link.parent.mkdir()
        link.symlink_to(tool)
        demo = run([link, "demo", "rental", "--language", "fr"], cwd=temporary)
        failures += check(demo.returncode == 0 and "PRÊT IMMOBILIER" in demo.stdout,
                          "demo rental, through a link in another folder, finds the strings beside the real binary")

        consumer = temporary / "BundleConsumer"
        (consumer / "Plugins/GenerateStrings").mkdir(parents=True)
        (consumer / "Package.swift").write_text(MANIFEST % {"repo": REPO})
        (consumer / "Plugins/GenerateStrings/GenerateStrings.swift").write_text(PLUGIN)
        (consumer / "Sources/Hello").mkdir(parents=True)
        (consumer / "Sources/Hello/main.swift").write_text(MAIN)
        for folder, text in STRINGS.items():
            (consumer / "Sources/Hello/Resources/res" / folder).mkdir(parents=True)
            (consumer / "Sources/Hello/Resources/res" / folder / "strings.xml").write_text(text)
        (consumer / "stringbridge.artifactbundle.zip").write_bytes(bundle.read_bytes())
        scratch = REPO / ".build/artifact-consumer"
        build = run(["swift", "build", "--package-path", consumer, "--scratch-path", scratch, "--disable-automatic-resolution"],
                    env=dict(os.environ, TMPDIR=str(REPO / ".build/tmp")))
        failures += check(build.returncode == 0, "a package with .binaryTarget(path: the zip) builds offline" +
                          ("" if build.returncode == 0 else ":\n" + (build.stdout + build.stderr)[-3000:]))
        if build.returncode == 0:
            hello = run([scratch / "debug/Hello"])
            expected = "en: 1 apple, 5 apples\nde: 1 Apfel, 5 Äpfel\n"
            failures += check(hello.stdout == expected, "its executable prints the plural through accessors the bundled tool made"
                              + ("" if hello.stdout == expected else ": " + hello.stdout + hello.stderr))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
