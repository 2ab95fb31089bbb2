import AppleResources
import ConversionMetadata
import Foundation
import LocalizedStrings
import OrderedJSON
import StringBridgeKit
import Testing
import TestSupport

/// Resources that other tests and the apps read as "what `convert` wrote" must be exactly
/// that: when the converter changes, regenerate them with the command named in the failure.
@Suite("Checked-in conversion output")
struct CheckedInConversionTests {
    /// Source and output, relative to the repository root.
    static let cases: [(source: String, output: String, target: ConversionRequest.Target)] = [
        ("Fixtures/Runtime/Notes/res", "Fixtures/Runtime/Notes/Apple", .lproj),
        ("Fixtures/Runtime/Notes/res", "Fixtures/Runtime/Notes/Catalog", .stringCatalog),
        ("Fixtures/Runtime/Recipes/res", "Fixtures/Runtime/Recipes/Apple", .lproj),
        ("Fixtures/Runtime/Recipes/res", "Fixtures/Runtime/Recipes/Catalog", .stringCatalog),
        ("Sources/RentalROI/Resources/res", "Sources/RentalROI/Resources/apple", .lproj),
        ("Sources/RentalROI/Resources/res", "Sources/RentalROI/Resources/catalog", .stringCatalog),
        ("Sources/Vote/Resources/catalog/Localizable.xcstrings", "Sources/Vote/Resources/res", .android),
        ("Sources/Vote/Resources/res", "Sources/Vote/Resources/apple", .lproj),
        ("Sources/Todo/Resources/apple", "Sources/Todo/Resources/res", .android),
        ("Sources/Todo/Resources/res", "Sources/Todo/Resources/catalog", .stringCatalog),
        ("Sources/DaysLeft/Resources/apple", "Sources/DaysLeft/Resources/res", .android),
        ("Sources/DaysLeft/Resources/res", "Sources/DaysLeft/Resources/catalog", .stringCatalog),
    ]

    @Test("The runtime's Apple fixtures and the apps' converted forms are convert's output of their source",
          arguments: 0..<cases.count)
    func upToDate(_ index: Int) throws {
        let (source, output, target) = Self.cases[index]
        let root = Fixtures.repositoryRoot.path + "/"
        // What convert writes into an empty folder now…
        let fresh = try TemporaryFolder()
        let request = ConversionRequest(paths: [root + source], target: target, outputFolder: fresh.url.path)
        let result = try ConversionPipeline().run(request)
        #expect(!result.updates.isEmpty)
        // The apps' resources convert without a warning; the runtime's Notes fixture has a
        // values-night folder on purpose, which is reported and skipped.
        let problems = result.diagnostics.filter { $0.severity == .error || (source.hasPrefix("Sources/") && $0.severity == .warning) }
        #expect(problems.isEmpty, "the conversion reports \(problems)")
        // …is what is checked in, file for file and byte for byte (the manifest aside).
        let command = "stringbridge convert \(source) --to \(target.rawValue) --out \(output)"
        let expected = Self.files(under: fresh.url.path)
        let checkedIn = Self.files(under: root + output)
        for (relative, bytes) in expected where checkedIn[relative] != bytes {
            Issue.record("\(output)/\(relative) is out of date; run \(command)")
        }
        for relative in checkedIn.keys where expected[relative] == nil {
            Issue.record("\(output)/\(relative) is not convert's output; remove it and run \(command)")
        }
        // A catalog's records are in the manifest beside it (its input paths differ here).
        if Self.records(in: fresh.url.path) != Self.records(in: root + output) {
            Issue.record("\(output)/\(ConversionManifest.fileName) holds other catalog records; run \(command)")
        }
    }

    /// The catalog records of a folder's manifest (``CatalogRecordStore``).
    static func records(in folder: String) -> [String: CatalogRecordLines] {
        guard let data = FileManager.default.contents(atPath: folder + "/" + ConversionManifest.fileName) else { return [:] }
        var parser = JSONParser(utf8: Array(data))
        return (try? parser.parse()).map(CatalogRecordStore.records(in:)) ?? [:]
    }

    /// The cases whose source holds only what its output carries back. Left out: the Recipes
    /// res and Vote's res keep String Catalog details (catalog table fields, states, device
    /// variants) in `sb:` attributes, which `.lproj` files cannot hold, so going through the
    /// `.lproj` form and back drops them (the texts survive; docs/convert.md, "What comes back").
    static let backIntoSourceCases = cases.indices.filter { index in
        ![("Fixtures/Runtime/Recipes/res"), ("Sources/Vote/Resources/res")].contains(cases[index].source)
    }

    @Test("Converting each checked-in form back into a copy of its source changes nothing there",
          arguments: backIntoSourceCases)
    func backIntoTheSource(_ index: Int) throws {
        let (source, output, target) = Self.cases[index]
        let root = Fixtures.repositoryRoot.path + "/"
        let copy = try TemporaryFolder()
        let isCatalog = source.hasSuffix(".xcstrings")
        let folder = copy.path("source")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sourceName = (source as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: root + source, toPath: folder + "/" + sourceName)
        let back: ConversionRequest.Target = target != .android ? .android : (isCatalog ? .stringCatalog : .lproj)
        let into = isCatalog ? folder : folder + "/" + sourceName
        let result = try ConversionPipeline().run(ConversionRequest(paths: [root + output], target: back, outputFolder: into,
                                                                    mode: .check))
        #expect(result.changed.isEmpty, "\(source): \(result.changed.map { ($0.path, $0.outcome.summary) })")
    }

    /// Every file under a folder but the conversion manifest, by relative path.
    static func files(under folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for relative in FileManager.default.subpaths(atPath: folder) ?? [] where !relative.hasSuffix(ConversionManifest.fileName) {
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            files[relative] = [UInt8](data)
        }
        return files
    }
}
