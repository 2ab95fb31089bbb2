import AppleResources
import Foundation
import LocalizedStrings
import Testing

@Suite("LprojName")
struct LprojNameTests {
    @Test("Canonical folder names map to BCP 47 tags and back",
          arguments: ["en", "zh-Hans", "zh-Hant-TW", "sr-Latn", "es-419", "pt-BR", "nb-NO", "zh-Hant-HK"])
    func canonical(_ name: String) throws {
        let lproj = try #require(LprojName(folderName: name + ".lproj"))
        #expect(lproj.locale?.identifier == name)
        #expect(lproj.isCanonical)
        #expect(lproj.folderName == name + ".lproj")
    }

    @Test("Base.lproj has no language")
    func base() throws {
        let lproj = try #require(LprojName(folderName: "Base.lproj"))
        #expect(lproj.isBase)
        #expect(lproj.folderName == "Base.lproj")
    }

    @Test("Variants seen in real projects are normalised and flagged",
          arguments: [("zh-hans", "zh-Hans"), ("bg_BG", "bg-BG"), ("en_GB", "en-GB"), ("ja_JP", "ja-JP"),
                      ("sr@latin", "sr-Latn"), ("English", "en"), ("pt_br", "pt-BR"), ("French", "fr")])
    func variants(_ name: String, _ canonical: String) throws {
        let lproj = try #require(LprojName(folderName: name + ".lproj"))
        #expect(lproj.locale?.identifier == canonical)
        #expect(!lproj.isCanonical)
    }

    @Test("Names that are not languages are rejected", arguments: ["Resources", "en--US", "sr@klingon", ""])
    func notLanguages(_ name: String) {
        #expect(LprojName(folderName: name + ".lproj") == nil)
    }

    @Test("The tree reports non-canonical names and two folders for one language")
    func treeDiagnostics() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stringbridge-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["en-GB", "en_GB", "zh-hans", "fr"] {
            let url = root.appendingPathComponent("\(folder).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "\"a\" = \"\(folder)\";\n".write(to: url, atomically: true, encoding: .utf8)
        }
        let (tables, diagnostics) = AppleResourceTree.read([root.path])
        #expect(tables.map { $0.locale?.identifier } == ["en-GB", "en-GB", "fr", "zh-Hans"])
        #expect(diagnostics.filter { $0.id == AppleDiagnosticID.nonCanonicalLprojName }.count == 2)
        let duplicate = try #require(diagnostics.first { $0.id == AppleDiagnosticID.duplicateLanguageFolder })
        #expect(duplicate.message.contains("en-GB.lproj and en_GB.lproj"))
    }
}
