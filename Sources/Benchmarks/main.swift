import CLDR
import AndroidResources
import AppleResources
import Foundation
import Localization
import LocalizedStrings
import ResourceConversion
import StringBridgeKit

// `make bench`: each figure is measured beside a reference on the same input in the same
// run, and reported as a ratio, because machines here are shared and noisy.

// `stringbridge-bench [CORPUS] [--command-line]`: the second stops after the command-line figures.
let arguments = CommandLine.arguments.dropFirst()
let corpus = arguments.first { !$0.hasPrefix("--") } ?? ProcessInfo.processInfo.environment["STRINGBRIDGE_CORPUS"] ?? "../shared/corpus"
let commandLineOnly = arguments.contains("--command-line")
let runs = 7

print("StringBridge benchmarks: best of \(runs) runs; each ratio compares with a reference in the same run.\n")

let wikipediaRes = "\(corpus)/android/wikipedia/app/src/main/res"
let binary = ProcessInfo.processInfo.environment["STRINGBRIDGE_BINARY"] ?? ".build/release/stringbridge"

// MARK: - The command line as users run it: whole processes, beside xmllint and aapt2

// First, while this process is small: a child's peak memory cannot show less than ours.
if !FileManager.default.fileExists(atPath: wikipediaRes) {
    print("command line: skipped, \(wikipediaRes) is absent (the corpus lives in ../shared/corpus)\n")
} else if !FileManager.default.isExecutableFile(atPath: binary) {
    print("command line: skipped, \(binary) is not built (make bench builds it)\n")
} else {
    try CommandLineBenchmark(binary: binary).run(res: wikipediaRes, xmllint: Benchmark.which("xmllint"),
                                                 aapt2: Benchmark.which("aapt2"), rounds: 5, linearityRounds: 3)
    print("")
}
if commandLineOnly { exit(0) }

// MARK: - Android: read a large res tree into the model, beside xmllint --noout

if FileManager.default.fileExists(atPath: wikipediaRes) {
    let tree = ValuesTreeSample(res: wikipediaRes)
    let files = tree.files, bytes = tree.bytes
    var entryCount = 0
    let ours = Benchmark.best(of: runs) {
        let result = AndroidResourceTree.read([wikipediaRes])
        entryCount = result.tables.reduce(0) { $0 + $1.entries.count }
    }
    let size = String(format: "%.1f MB", Double(bytes) / 1e6)
    print("android-read: \(files.count) values files, \(size), \(entryCount) entries (wikipedia res)")
    print("  stringbridge read into the model  \(Benchmark.milliseconds(ours))")
    var xmllintReference: Double?
    if let xmllint = Benchmark.which("xmllint") {
        let reference = Benchmark.best(of: runs) { Benchmark.runProgram(xmllint, ["--noout"] + files) }
        xmllintReference = reference
        print("  xmllint --noout                   \(Benchmark.milliseconds(reference))")
        print("  ratio                             \(Benchmark.ratio(ours, reference)) (goal: at most 2.00×)")
    } else {
        print("  xmllint not found (Debian package libxml2-utils); no reference figure")
    }

    // Conversion: read, convert and render every file (not written), as `convert` does.
    for (name, target) in [("lproj", ConversionRequest.Target.lproj), ("xcstrings", .stringCatalog)] {
        var fileCount = 0
        let conversion = Benchmark.best(of: 3) {
            let request = ConversionRequest(paths: [wikipediaRes], target: target, outputFolder: "/nonexistent", mode: .dryRun)
            fileCount = (try? ConversionPipeline().run(request))?.updates.count ?? 0
        }
        print("")
        print("convert-\(name): wikipedia res → \(fileCount) Apple file\(fileCount == 1 ? "" : "s") (read, convert, render; not written)")
        let label = "stringbridge convert --to \(name == "lproj" ? "apple" : name)"
        print("  " + label + String(repeating: " ", count: max(1, 34 - label.count)) + Benchmark.milliseconds(conversion))
        if let reference = xmllintReference {
            print("  xmllint --noout (same input)      \(Benchmark.milliseconds(reference))")
            print("  ratio                             \(Benchmark.ratio(conversion, reference)) (no goal set; a parse-only reference)")
        }
    }

    // Lint: the release binary, as CI runs it (read, every default rule, the text report).
    print("")
    if FileManager.default.isExecutableFile(atPath: binary) {
        let lint = Benchmark.best(of: 3) { Benchmark.runProgram(binary, ["lint", wikipediaRes]) }
        print("lint: stringbridge lint \(files.count) values files (wikipedia res), through the binary")
        print("  stringbridge lint                 \(Benchmark.milliseconds(lint))")
        if let reference = xmllintReference {
            print("  xmllint --noout (same files)      \(Benchmark.milliseconds(reference))")
            print("  ratio                             \(Benchmark.ratio(lint, reference)) (goal: at most 3.00×)")
        }
    } else {
        print("lint: skipped, \(binary) is not built (make bench builds it)")
    }
} else {
    print("android-read: skipped, \(wikipediaRes) is absent (the corpus lives in ../shared/corpus)")
}

// MARK: - Apple: a 20,000-entry .strings file, beside PropertyListSerialization

print("")
let stringsFile = AppleBenchmarkData.stringsFile(entries: 20_000)
var stringsEntries = 0
let stringsOurs = Benchmark.best(of: runs) {
    stringsEntries = StringsFileReader().read(bytes: stringsFile, path: "bench.strings").table.entries.count
}
let stringsData = Data(stringsFile)
let stringsFoundation = Benchmark.best(of: runs) {
    _ = try? PropertyListSerialization.propertyList(from: stringsData, options: [], format: nil)
}
print("strings-read: \(stringsEntries) entries, \(String(format: "%.1f MB", Double(stringsFile.count) / 1e6)) (generated)")
print("  stringbridge StringsFileReader    \(Benchmark.milliseconds(stringsOurs))")
print("  PropertyListSerialization         \(Benchmark.milliseconds(stringsFoundation))")
print("  speed-up                          \(Benchmark.ratio(stringsFoundation, stringsOurs)) (goal: at least 2.00×)")

// MARK: - Apple: a 2 MB String Catalog, beside JSONSerialization

print("")
let catalogPath = "\(corpus)/apple/linearmouse/LinearMouse/Localizable.xcstrings"
if let catalogData = FileManager.default.contents(atPath: catalogPath) {
    let catalogBytes = [UInt8](catalogData)
    var languages = 0
    let catalogOurs = Benchmark.best(of: runs) {
        languages = StringCatalogReader().read(bytes: catalogBytes, path: catalogPath).tables.count
    }
    let catalogFoundation = Benchmark.best(of: runs) {
        _ = try? JSONSerialization.jsonObject(with: catalogData)
    }
    print("xcstrings-read: linearmouse Localizable.xcstrings, \(String(format: "%.1f MB", Double(catalogBytes.count) / 1e6)), \(languages) languages")
    print("  stringbridge StringCatalogReader  \(Benchmark.milliseconds(catalogOurs))")
    print("  JSONSerialization                 \(Benchmark.milliseconds(catalogFoundation))")
    print("  ratio                             \(Benchmark.ratio(catalogOurs, catalogFoundation)) (ours / Foundation's; below 1 is faster)")
} else {
    print("xcstrings-read: skipped, \(catalogPath) is absent")
}

// MARK: - Runtime: lookups beside Foundation's Bundle on the same files

print("")
let runtimeData = try RuntimeBenchmarkData(entries: 2_000)
defer { runtimeData.remove() }
let english = [LanguageTag("en")!]
print("runtime: a generated en.lproj with a \(runtimeData.keys.count)-key .strings (and a .stringsdict plural in another table)")

/// Nanoseconds per call of the best of `runs` rounds of `calls` calls.
func nanoseconds(perCallOf calls: Int, _ body: () -> Void) -> Double {
    Benchmark.best(of: runs, body) / Double(calls) * 1e9
}

func formatted(_ value: Double) -> String { String(format: "%.0f ns", value) }

// Cold load: the first lookup reads and compiles the table, beside PropertyListSerialization.
let coldOurs = Benchmark.best(of: runs) {
    let localizer = try! Localizer(resources: .apple(folder: runtimeData.root), preferredLanguages: english)
    precondition(localizer.string(runtimeData.keys[0]) != runtimeData.keys[0])
}
let coldFoundation = Benchmark.best(of: runs) {
    let data = FileManager.default.contents(atPath: runtimeData.stringsFile)!
    precondition((try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) != nil)
}
print("  cold load of the table (first lookup)")
print("    stringbridge Localizer            \(Benchmark.milliseconds(coldOurs))")
print("    PropertyListSerialization         \(Benchmark.milliseconds(coldFoundation))")
print("    ratio                             \(Benchmark.ratio(coldOurs, coldFoundation)) (goal: below 1.00×)")

// Warm lookup of every key in turn, beside Bundle.localizedString on the .lproj opened as a bundle.
let localizer = try Localizer(resources: .apple(folder: runtimeData.root), preferredLanguages: english)
localizer.preload(tables: ["Localizable", RuntimeBenchmarkData.pluralTable])
let bundle = Bundle(path: runtimeData.lproj)!
let keys = runtimeData.keys
let lookups = 200_000
var sink = 0
let warmOurs = nanoseconds(perCallOf: lookups) {
    for index in 0..<lookups { sink &+= localizer.string(keys[index % keys.count]).utf8.count }
}
let warmFoundation = nanoseconds(perCallOf: lookups) {
    for index in 0..<lookups { sink &+= bundle.localizedString(forKey: keys[index % keys.count], value: nil, table: nil).utf8.count }
}
print("  warm lookup")
print("    stringbridge Localizer.string     \(formatted(warmOurs)) (goal: at most 100 ns)")
print("    Bundle.localizedString            \(formatted(warmFoundation))")
print("    ratio                             \(Benchmark.ratio(warmOurs, warmFoundation)) (goal: below 1.00×)")

// Plural selection: CLDR rules alone, and a whole plural lookup.
let russian = PluralRules(for: LanguageTag("ru")!)
let selections = 1_000_000
let selectionOurs = nanoseconds(perCallOf: selections) {
    for count in 0..<selections { sink &+= russian.category(for: count) == .few ? 1 : 0 }
}
let pluralLookups = 200_000
let pluralOurs = nanoseconds(perCallOf: pluralLookups) {
    for count in 0..<pluralLookups {
        sink &+= localizer.plural(RuntimeBenchmarkData.pluralKey, count: count, table: RuntimeBenchmarkData.pluralTable).utf8.count
    }
}
print("  plural selection")
print("    PluralRules.category(for:)        \(formatted(selectionOurs)) (goal: at most 50 ns)")
print("    stringbridge Localizer.plural     \(formatted(pluralOurs)) (lookup, rules, form and number)")
print("    Foundation                        none: no plural rules on Linux, and a .stringsdict plural lookup crashes")

// A label with two arguments, beside String(format:) alone and with Bundle's lookup.
let labels = 200_000
let labelOurs = nanoseconds(perCallOf: labels) {
    for count in 0..<labels { sink &+= localizer.string(RuntimeBenchmarkData.labelKey, "Ann", count).utf8.count }
}
let labelFormat = RuntimeBenchmarkData.labelFormat
let labelFoundation = nanoseconds(perCallOf: labels) {
    for count in 0..<labels { sink &+= String(format: labelFormat, "Ann", count).utf8.count }
}
let labelBundle = nanoseconds(perCallOf: labels) {
    for count in 0..<labels {
        let format = bundle.localizedString(forKey: RuntimeBenchmarkData.labelKey, value: nil, table: nil)
        sink &+= String(format: format, "Ann", count).utf8.count
    }
}
print("  a label with two arguments (\"\(labelFormat)\")")
print("    stringbridge Localizer.string     \(formatted(labelOurs)) (goal: at most 1 µs)")
print("    String(format:) alone             \(formatted(labelFoundation))")
print("    Bundle lookup + String(format:)   \(formatted(labelBundle))")
print("    ratio to String(format:) alone    \(Benchmark.ratio(labelOurs, labelFoundation)) (goal: below 1.00×)")
if sink == 42 { print("") }
