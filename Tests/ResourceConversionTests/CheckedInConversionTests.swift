import Foundation
import LocalizedStrings
import ResourceConversion
import Testing
import TestSupport

/// Fixtures that other tests read as "what `convert` wrote" must be exactly that: when the
/// converter changes, regenerate them with the command named in the failure.
@Suite("Checked-in conversion output")
struct CheckedInConversionTests {
    /// Source and output, relative to the repository root.
    static let cases: [(source: String, output: String, format: AndroidToAppleConverter.OutputFormat)] = [
        ("Fixtures/Runtime/Notes/res", "Fixtures/Runtime/Notes/Apple", .lproj),
        ("Fixtures/Runtime/Notes/res", "Fixtures/Runtime/Notes/Catalog", .stringCatalog),
        ("Sources/RentalROI/Resources/res", "Sources/RentalROI/Resources/apple", .lproj),
        ("Sources/RentalROI/Resources/res", "Sources/RentalROI/Resources/catalog", .stringCatalog),
    ]

    @Test("The Apple fixtures of the runtime and of RentalROI are the converter's output for their Android res", arguments: 0..<cases.count)
    func upToDate(_ index: Int) throws {
        let (source, output, format) = Self.cases[index]
        let tables = ConversionHarness.readAndroid([Fixtures.repositoryRoot.appendingPathComponent(source).path]).tables
        let converted = AndroidToAppleConverter().convert(tables, to: format)
        let folder = Fixtures.repositoryRoot.appendingPathComponent(output).path
        let files = ConversionRenderer(outputFolder: folder, sourceLanguage: LanguageTag(language: "en")).files(for: converted.tables).files
        #expect(!files.isEmpty)
        let command = "stringbridge convert \(source) --to \(format == .lproj ? "apple" : "xcstrings") --out \(output)"
        for file in files {
            let onDisk = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) }
            #expect(onDisk == file.bytes, "\(file.path) is out of date; run \(command)")
        }
    }
}
