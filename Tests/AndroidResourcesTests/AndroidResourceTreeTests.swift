import AndroidResources
import Foundation
import LocalizedStrings
import Testing

@Suite("AndroidResourceTree")
struct AndroidResourceTreeTests {
    /// A temporary `res` tree built from `files` (relative path → content).
    static func makeTree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stringbridge-tree-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("Finds values folders at any depth, follows symlinked folders, skips build output")
    func discovery() throws {
        let root = try Self.makeTree([
            "app/src/main/res/values/strings.xml": resources(#"<string name="a">A</string>"#),
            "app/src/main/res/values-fr/strings.xml": resources(#"<string name="a">Ah</string>"#),
            "lib/src/main/res/values-de/strings.xml": resources(#"<string name="a">Ach</string>"#),
            "app/build/intermediates/res/values/values.xml": resources(#"<string name="a">merged</string>"#),
            ".hidden/res/values/strings.xml": resources(#"<string name="a">hidden</string>"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("app/src/main/res/values-zh-rHK").path,
                                                   withDestinationPath: "values-fr")
        let (tables, diagnostics) = AndroidResourceTree.read([root.path])
        #expect(diagnostics.isEmpty)
        #expect(tables.map { $0.locale?.identifier ?? "default" } == ["default", "fr", "zh-HK", "de"])
        #expect(tables.map { $0.entries.first?.value } == [.text("A"), .text("Ah"), .text("Ah"), .text("Ach")])
    }

    @Test("A folder aapt2 rejects is reported and skipped; the others are read")
    func invalidFolder() throws {
        let root = try Self.makeTree([
            "res/values/strings.xml": resources(#"<string name="a">A</string>"#),
            "res/values-b+be+x+old/strings.xml": resources(#"<string name="a">Old</string>"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (tables, diagnostics) = AndroidResourceTree.read([root.path])
        #expect(tables.count == 1)
        #expect(diagnostics.map(\.id) == [AndroidDiagnosticID.invalidConfiguration])
        #expect(diagnostics.first?.message.contains("b+be+x+old") == true)
    }

    @Test("A name defined in two files of one folder is a duplicate; in two folders it is not")
    func duplicatesAcrossFiles() throws {
        let root = try Self.makeTree([
            "res/values/a.xml": resources(#"<string name="same">A</string>"#),
            "res/values/b.xml": resources("\n" + #"<string name="same">B</string>"#),
            "res/values-fr/a.xml": resources(#"<string name="same">C</string>"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, diagnostics) = AndroidResourceTree.read([root.path])
        #expect(diagnostics.map(\.id) == [AndroidDiagnosticID.duplicateResource])
        #expect(diagnostics.first?.location?.path.hasSuffix("res/values/b.xml") == true)
        #expect(diagnostics.first?.location?.line == 4)
    }

    @Test("A malformed file in the middle of a tree is reported; the rest is read")
    func malformedFileInTree() throws {
        let root = try Self.makeTree([
            "res/values/strings.xml": resources(#"<string name="a">A</string>"#),
            "res/values-de/strings.xml": "<resources><string name=\"a\">kaputt</resources>",
            "res/values-fr/strings.xml": resources(#"<string name="a">Ah</string>"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (tables, diagnostics) = AndroidResourceTree.read([root.path])
        #expect(tables.count == 3)
        #expect(tables.last?.entries.first?.value == .text("Ah"))
        let error = try #require(diagnostics.first)
        #expect(error.id == AndroidDiagnosticID.malformedXML)
        #expect(error.location?.path.hasSuffix("values-de/strings.xml") == true)
        #expect(error.location?.line == 1)
    }

    @Test("A missing path is an error naming it")
    func missingPath() {
        let (tables, diagnostics) = AndroidResourceTree.read(["/no/such/res"])
        #expect(tables.isEmpty)
        #expect(diagnostics.first?.id == AndroidDiagnosticID.unreadableFile)
        #expect(diagnostics.first?.location?.path == "/no/such/res")
    }
}
