import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion

// `make bench`: each figure is measured beside a reference on the same input in the same
// run, and reported as a ratio, because machines here are shared and noisy.

let arguments = CommandLine.arguments.dropFirst()
let corpus = arguments.first ?? ProcessInfo.processInfo.environment["STRINGBRIDGE_CORPUS"] ?? "../shared/corpus"
let runs = 7

print("StringBridge benchmarks: best of \(runs) runs; each ratio compares with a reference in the same run.\n")

// MARK: - Android: read a large res tree into the model, beside xmllint --noout

let wikipediaRes = "\(corpus)/android/wikipedia/app/src/main/res"
if FileManager.default.fileExists(atPath: wikipediaRes) {
    let files = AndroidResourceTree.valuesFolders(under: wikipediaRes).flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".xml") }.map { "\(folder)/\($0)" }
    }
    let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
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
    for (name, format) in [("lproj", AndroidToAppleConverter.OutputFormat.lproj), ("xcstrings", .stringCatalog)] {
        var fileCount = 0
        let conversion = Benchmark.best(of: 3) {
            let tables = AndroidResourceTree.read([wikipediaRes]).tables
            let output = AndroidToAppleConverter().convert(tables, to: format)
            fileCount = ConversionRenderer(outputFolder: "/nonexistent", sourceLanguage: LanguageTag(language: "en"))
                .files(for: output.tables).files.count
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
