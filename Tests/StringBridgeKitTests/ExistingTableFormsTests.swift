import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// A project with a String Catalog beside `.lproj` tables (`Fixtures/Conversion/MixedForms/App`:
/// `Localizable.xcstrings`, `*.lproj/InfoPlist.strings`) gets each table back in the form it
/// has, whichever Apple form is asked for: Xcode refuses two sources of one table.
@Suite("Each table in the form the project has")
struct ExistingTableFormsTests {
    static let project = Fixtures.url("Conversion/MixedForms/App").path

    /// The project converted to Android in a temporary folder, and a copy of the project.
    static func convertedToAndroid() throws -> (folder: TemporaryFolder, res: String, copy: String) {
        let folder = try TemporaryFolder()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [project], target: .android, outputFolder: folder.path("res")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        try FileManager.default.copyItem(atPath: project, toPath: folder.path("App"))
        return (folder, folder.path("res"), folder.path("App"))
    }

    /// Every file under a folder but the conversion manifest, by relative path.
    static func files(under folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: folder) ?? [] where !relative.hasSuffix(ConversionManifest.fileName) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
        }
        return files
    }

    @Test("Converting back into the project, as .lproj tables or as catalogs, changes no file and says which table kept its form",
          arguments: [ConversionRequest.Target.lproj, .stringCatalog])
    func backIntoTheProject(_ target: ConversionRequest.Target) throws {
        let (folder, res, copy) = try Self.convertedToAndroid()
        defer { withExtendedLifetime(folder) {} }
        let result = try ConversionPipeline().run(ConversionRequest(paths: [res], target: target, outputFolder: copy))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.changed.isEmpty, "\(result.changed.map(\.path))")
        #expect(Self.files(under: copy) == Self.files(under: Self.project))
        let kept = result.diagnostics.filter { $0.id == "table-form-kept" }.map(\.message)
        #expect(kept.count == 1)
        #expect(kept.first?.contains(target == .lproj ? "Localizable is written as a String Catalog" : "InfoPlist is written as .lproj tables") == true)
    }

    @Test("Into an empty folder every table takes the form asked for")
    func emptyFolderTakesTheAskedForm() throws {
        let (folder, res, _) = try Self.convertedToAndroid()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [res], target: .stringCatalog, outputFolder: folder.path("new")))
        #expect(!result.diagnostics.contains { $0.id == "table-form-kept" })
        #expect(Set(Self.files(under: folder.path("new")).keys) == ["InfoPlist.xcstrings", "Localizable.xcstrings"])
    }
}
