import AndroidResources
import Foundation
import LocalizedStrings
import SystemSupport
import Testing
import TestSupport

/// Hostile `strings.xml` files get one clear diagnostic with file:line:col and cost a bounded
/// amount of work; the resources before the problem are still read. The inputs are built
/// here, smaller than those of docs/security.md (Scripts/generate-hostile-inputs.py).
@Suite("Android hostile input")
struct AndroidHostileInputTests {
    func read(_ text: String) -> ReadResult {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: "res/values/strings.xml") }
    }

    @Test("An entity that expands to elements is rejected with its place, and what came before is kept")
    func elementEntities() throws {
        let text = "<!DOCTYPE resources [<!ENTITY e \"\(String(repeating: "<b/>", count: 2_000))\">]>\n<resources>\n"
            + "<string name=\"before\">Before</string>\n"
            + "<string name=\"s\">\(String(repeating: "&e;", count: 2_000))</string>\n</resources>\n"
        let result = read(text)
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.id == AndroidDiagnosticID.unsafeEntityExpansion)
        #expect(error.location?.line == 4)
        #expect(error.message.contains("rejected as unsafe"))
        #expect(result.table.entries.map(\.key) == ["before"])
    }

    @Test("A megabyte of '<' gives one diagnostic, not one per byte")
    func oneDiagnosticForAFlood() {
        let result = read("<resources>" + String(repeating: "<", count: 1_000_000))
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.malformedXML])
    }

    @Test("An external entity is a warning, not silently empty text")
    func externalEntity() throws {
        let result = read("<!DOCTYPE resources [<!ENTITY x SYSTEM \"http://example.com/x\">]>\n"
            + "<resources><string name=\"a\">A&x;B</string></resources>")
        let warning = try #require(result.diagnostics.first)
        #expect(warning.id == AndroidDiagnosticID.externalEntity)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 2)
        #expect(result.table.entries.first?.value == .text(StyledText("AB")))
    }

    @Test("Diagnostics past the limit per file are counted in one")
    func diagnosticsAreCapped() throws {
        let strings = (0..<(Diagnostic.maximumPerFile + 10)).map { "<string name=\"k\($0)\">it's</string>" }.joined()
        let result = read("<resources>\(strings)</resources>")
        #expect(result.diagnostics.count == Diagnostic.maximumPerFile + 1)
        let last = try #require(result.diagnostics.last)
        #expect(last.id == Diagnostic.omittedID)
        #expect(last.severity == .error)
        #expect(last.message.hasPrefix("10 more diagnostics"))
    }

    @Test("Symbolic links back to a parent folder end the walk, and each folder is read once")
    func symbolicLinkLoops() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("app/res/values"), withIntermediateDirectories: true)
        try Data("<resources><string name=\"a\">A</string></resources>".utf8)
            .write(to: folder.url("app/res/values/strings.xml"))
        // Relative links, which `resolvingSymlinksInPath` does not resolve on Linux.
        try FileManager.default.createSymbolicLink(atPath: folder.path("app/res/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("app/up"), withDestinationPath: "..")
        #expect(AndroidResourceTree.valuesFolders(under: folder.path("app")) == [folder.path("app/res/values")])
        let (tables, diagnostics) = AndroidResourceTree.read([folder.path("app")])
        #expect(tables.count == 1)
        // app/res/up leads back into app and ends there; app/up leads out of the folder named.
        #expect(diagnostics.map(\.id) == [InputTree.skippedLinkID], "\(diagnostics)")
        #expect(diagnostics.first?.location?.path == folder.path("app/up"))
    }
}
