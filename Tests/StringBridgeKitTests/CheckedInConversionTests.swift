import Foundation
import LocalizedStrings
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
        let request = ConversionRequest(paths: [root + source], target: target, outputFolder: root + output, mode: .check)
        let result = try ConversionPipeline().run(request)
        #expect(!result.files.isEmpty)
        // The apps' resources convert without a warning; the runtime's Notes fixture has a
        // values-night folder on purpose, which is reported and skipped.
        let problems = result.diagnostics.filter { $0.severity == .error || (source.hasPrefix("Sources/") && $0.severity == .warning) }
        #expect(problems.isEmpty, "the conversion reports \(problems)")
        let command = "stringbridge convert \(source) --to \(target.rawValue) --out \(output)"
        for file in result.changed {
            Issue.record("\(file.path) is out of date; run \(command)")
        }
        let expected = Set(result.files.map(\.path))
        for relative in FileManager.default.subpaths(atPath: root + output) ?? [] {
            let path = root + output + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            #expect(expected.contains(path), "\(path) is not convert's output; remove it")
        }
    }
}
