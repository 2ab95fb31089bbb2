import AndroidResources
import Foundation
import LocalizedStrings

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
    if let xmllint = Benchmark.which("xmllint") {
        let reference = Benchmark.best(of: runs) { Benchmark.runProgram(xmllint, ["--noout"] + files) }
        print("  xmllint --noout                   \(Benchmark.milliseconds(reference))")
        print("  ratio                             \(Benchmark.ratio(ours, reference)) (goal: at most 2.00×)")
    } else {
        print("  xmllint not found (Debian package libxml2-utils); no reference figure")
    }
} else {
    print("android-read: skipped, \(wikipediaRes) is absent (the corpus lives in ../shared/corpus)")
}
