import Foundation
import Testing
import TestSupport

@Suite("stringbridge dump")
struct DumpCommandTests {
    @Test("JSON for a tree: tables in path order, entries with their kinds, exit 0")
    func jsonForTree() throws {
        let result = try stringbridge(["dump", "Fixtures/Sample/res"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let tables = try #require(document["tables"] as? [[String: Any]])
        #expect(tables.map { $0["path"] as? String } == [
            "Fixtures/Sample/res/values/strings.xml", "Fixtures/Sample/res/values-b+sr+Latn/strings.xml",
            "Fixtures/Sample/res/values-fr/strings.xml", "Fixtures/Sample/res/values-pt-rBR/strings.xml"])
        #expect(tables.map { $0["locale"] as? String } == [nil, "sr-Latn", "fr", "pt-BR"])
        let entries = try #require(tables[0]["entries"] as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["string", "string", "string", "string", "string", "plural", "array"])
        #expect(entries[2]["text"] as? String == "You don't have any notes yet.")
        #expect(entries[0]["translatable"] as? Bool == false)
        #expect(entries[1]["comment"] as? String == "Greeting on the home screen; %1$s is the user's first name.")
        #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test("An aapt2 error exits 1 and is in the JSON with file, line and column")
    func errorExitsOne() throws {
        let result = try stringbridge(["dump", "Fixtures/Android/Invalid/UnescapedApostrophe/res/values/strings.xml"])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostic = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["id"] as? String == "unescaped-apostrophe")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["path"] as? String == "Fixtures/Android/Invalid/UnescapedApostrophe/res/values/strings.xml")
        #expect(diagnostic["line"] as? Int == 4)
        #expect(diagnostic["column"] as? Int == 26)
    }

    @Test("Text format lists entries on stdout and diagnostics on stderr")
    func textFormat() throws {
        let result = try stringbridge(["dump", "--format", "text", "Fixtures/Android/Invalid/UnescapedApostrophe/res"])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            Fixtures/Android/Invalid/UnescapedApostrophe/res/values/strings.xml (android, default)
              before = "Before"
              after = "After"

            """)
        #expect(result.standardError.hasPrefix(
            "Fixtures/Android/Invalid/UnescapedApostrophe/res/values/strings.xml:4:26: error: unescaped apostrophe in string"))
    }

    @Test("Android format prints the writer's canonical XML for one file")
    func androidFormat() throws {
        let result = try stringbridge(["dump", "--format", "android", "Fixtures/Sample/res/values-fr/strings.xml"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources"))
        #expect(result.standardOutput.contains(#"<string name="greeting">Bonjour, <xliff:g id="name" example="Anne">%1$s</xliff:g>\u00A0!</string>"#))
        let many = try stringbridge(["dump", "--format", "android", "Fixtures/Sample/res"])
        #expect(many.status == 2)
        #expect(many.standardError.contains("--format android prints one file; 4 were found"))
    }

    @Test("Usage errors exit 2 with the usage and a pointer to --help",
          arguments: [["dump"], ["dump", "--format", "yaml", "x"], ["dump", "--bogus", "x"], ["frobnicate"]])
    func usageErrors(_ arguments: [String]) throws {
        let result = try stringbridge(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: "))
        #expect(result.standardError.contains("--help' for more information."))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A missing path is an error diagnostic, exit 1")
    func missingPath() throws {
        let result = try stringbridge(["dump", "--format", "text", "no/such/res"])
        #expect(result.status == 1)
        #expect(result.standardError == "no/such/res: error: no such file or folder [unreadable-file]\n")
    }
}
