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

    @Test("The folder check with the readers' name indexes says what the check of whole tables says")
    func duplicatesWithNameIndexes() throws {
        let large = resources(#"""
            <string name="a">A</string>
            <string name="b">B</string>
            <string name="c" product="tablet">C</string>
            <plurals name="p"><item quantity="other">P</item></plurals>
            <string-array name="list"><item>x</item></string-array>
            <string name="z">Z</string>
            """#)
        // Small files whose resources are also in the large file (before or after it, in one
        // or two of them), or only in small files; with another type or product of a name of
        // the large file, which the index cannot answer alone.
        let small = [
            resources(#"<string name="a">a1</string><string name="only1">o</string>"#),
            resources(#"<string name="a">a2</string><string name="only1">o2</string><string name="c">default product</string>"#),
            resources(#"<string name="z">z</string><plurals name="p"><item quantity="other">again</item></plurals>"#),
            resources(#"<string name="c" product="tablet">again</string><string name="x">x</string>"#),
            resources(#"<string name="p">not a plural</string>"#),
        ]
        let layouts = [[large, small[0], small[2]], [small[0], large, small[2]], [small[2], small[0], large],
                       [small[3], large, small[0], small[2]], [small[0], small[1]], [large, small[1]],
                       [small[0], small[0], large], [large, small[4], small[0]]]
        var files: [String: String] = [:]
        for (folder, layout) in zip(["values", "values-fr", "values-de", "values-es", "values-it", "values-ja", "values-ko", "values-nl"], layouts) {
            for (index, content) in layout.enumerated() { files["res/\(folder)/f\(index).xml"] = content }
        }
        let root = try Self.makeTree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let (listed, _) = AndroidResourceTree.listing([root.path])
        let read = listed.map(AndroidResourceTree.readWithNames)
        let folders = Dictionary(grouping: read.indices) { (listed[$0].path as NSString).deletingLastPathComponent }
        var total = 0
        for (_, indices) in folders {
            let tables = indices.map { read[$0].result.table }
            let expected = AndroidResourceTree.duplicateDiagnostics(inFolder: tables)
            #expect(AndroidResourceTree.duplicateDiagnostics(inFolder: tables, names: indices.map { read[$0].names }) == expected)
            total += expected.count
        }
        #expect(total == 20)
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
