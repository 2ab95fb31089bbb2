import Foundation
import LocalizedStrings
import ResourceConversion
import Testing
import TestSupport

/// Fixtures that other tests read as "what `convert` wrote" must be exactly that: when the
/// converter changes, regenerate them with the command named in the failure.
@Suite("Checked-in conversion output")
struct CheckedInConversionTests {
    static let cases: [(source: String, output: String, format: AndroidToAppleConverter.OutputFormat)] = [
        ("Runtime/Notes/res", "Runtime/Notes/Apple", .lproj),
        ("Runtime/Notes/res", "Runtime/Notes/Catalog", .stringCatalog),
        ("RentalROI/res", "RentalROI/apple", .lproj),
        ("RentalROI/res", "RentalROI/catalog", .stringCatalog),
    ]

    @Test("The Apple fixtures of the runtime and of RentalROI are the converter's output for their Android res", arguments: 0..<cases.count)
    func upToDate(_ index: Int) throws {
        let (source, output, format) = Self.cases[index]
        let tables = ConversionHarness.readAndroid([Fixtures.url(source).path]).tables
        let converted = AndroidToAppleConverter().convert(tables, to: format)
        let folder = Fixtures.url(output).path
        let files = ConversionRenderer(outputFolder: folder, sourceLanguage: LanguageTag(language: "en")).files(for: converted.tables).files
        #expect(!files.isEmpty)
        let command = "stringbridge convert Fixtures/\(source) --to \(format == .lproj ? "apple" : "xcstrings") --out Fixtures/\(output)"
        for file in files {
            let onDisk = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) }
            #expect(onDisk == file.bytes, "\(file.path) is out of date; run \(command)")
        }
    }
}
