import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion
import Testing
import TestSupport

/// The app's `res` and `apple` folders must be exactly what `stringbridge convert` makes of the
/// catalog, and of that `res`: the converter runs here in process, as the command does, and
/// every file it would write is compared byte for byte with the checked-in one; a file the
/// converter would not write is stale.
@Suite("Converted resources are fresh")
struct ConvertedResourcesTests {
    static let root = "Sources/Vote/Resources"
    static let english = LanguageTag(language: "en")

    @Test("res is convert's output for the String Catalog, and nothing else")
    func androidFromCatalog() throws {
        let read = AppleResourceTree.read([Self.path("catalog/Localizable.xcstrings")])
        #expect(read.diagnostics.isEmpty)
        let converted = AppleToAndroidConverter().convert(read.tables)
        try Self.expectCheckedIn(converted, in: "res",
                                 command: "stringbridge convert \(Self.root)/catalog/Localizable.xcstrings --to android --out \(Self.root)/res")
    }

    @Test("apple is convert's output for res, and nothing else")
    func appleFromAndroid() throws {
        let read = AndroidResourceTree.read([Self.path("res")])
        #expect(read.diagnostics.isEmpty)
        let converted = AndroidToAppleConverter().convert(read.tables, to: .lproj)
        try Self.expectCheckedIn(converted, in: "apple", command: "stringbridge convert \(Self.root)/res --to apple --out \(Self.root)/apple")
    }

    static func path(_ relative: String) -> String {
        Fixtures.repositoryRoot.appendingPathComponent("\(root)/\(relative)").path
    }

    /// Renders a conversion into a folder as `convert --out` would and compares every file.
    static func expectCheckedIn(_ converted: ConversionOutput, in folder: String, command: String,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let problems = converted.diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        #expect(problems.isEmpty, "the conversion reports \(problems)", sourceLocation: sourceLocation)
        let output = path(folder)
        let (files, diagnostics) = ConversionRenderer(outputFolder: output, sourceLanguage: english).files(for: converted.tables)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        #expect(!files.isEmpty, sourceLocation: sourceLocation)
        for file in files {
            let isFresh = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) } == file.bytes
            #expect(isFresh, "\(file.path) is out of date; run \(command)", sourceLocation: sourceLocation)
        }
        let written = Set(files.map { relativePath($0.path, in: output) })
        let stale = try checkedInFiles(in: output).filter { !written.contains($0) }
        #expect(stale.isEmpty, "\(folder) holds files convert does not write: \(stale); delete them and run \(command)",
                sourceLocation: sourceLocation)
    }

    /// Every regular file under a folder, relative to it.
    static func checkedInFiles(in folder: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        return enumerator.compactMap { $0 as? String }.filter { relative in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(relative),
                                                        isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue
        }.sorted()
    }

    static func relativePath(_ path: String, in folder: String) -> String {
        String(path.dropFirst(folder.count + 1))
    }
}
