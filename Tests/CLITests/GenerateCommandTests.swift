import Foundation
import Testing
import TestSupport

/// `stringbridge generate swift` as a user runs it: the file, `--check`, and what it reports.
@Suite("generate command")
struct GenerateCommandTests {
    static let android = Fixtures.url("Generate/Android/res").path

    @Test("It writes the file, leaves it alone when unchanged, and --check says whether it is up to date")
    func writeAndCheck() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("Sources/App/L10n.swift")
        let written = try stringbridge(["generate", "swift", Self.android, "--out", file])
        #expect(written.status == 0)
        #expect(written.standardOutput == "wrote: \(file) (14 strings, 3 plurals, 1 array)\n")
        #expect(try stringbridge(["generate", "swift", Self.android, "--out", file]).standardOutput
                == "unchanged: \(file) (14 strings, 3 plurals, 1 array)\n")
        let check = try stringbridge(["generate", "swift", Self.android, "--out", file, "--check"])
        #expect(check.status == 0 && check.standardOutput == "up to date: \(file)\n")

        try "// edited\n".write(toFile: file, atomically: true, encoding: .utf8)
        let stale = try stringbridge(["generate", "swift", Self.android, "--out", file, "--check"])
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("error: \(file) differs from what 'stringbridge generate swift' makes of the resources"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "// edited\n", "--check writes nothing")
        // An option changes the file, so the check fails too.
        #expect(try stringbridge(["generate", "swift", Self.android, "--out", file]).status == 0)
        #expect(try stringbridge(["generate", "swift", Self.android, "--out", file, "--check", "--access", "public"]).status == 1)
    }

    @Test("A translation that reads an argument as another type is a warning at its place; the development language's type wins")
    func typeMismatch() throws {
        let folder = try TemporaryFolder()
        let result = try stringbridge(["generate", "swift", Self.android, "--out", folder.path("L10n.swift")])
        #expect(result.status == 0)
        #expect(result.standardError.contains(
            "Fixtures/Generate/Android/res/values-fr/strings.xml:5:42: warning: '%1$d' in 'shared_by' (fr) reads argument 1 as an integer (%d), but the source-language string reads it as a string or object (%s) ('%1$s'); the accessor takes the development language's type [placeholder_type_mismatch]"))
        #expect(try String(contentsOfFile: folder.path("L10n.swift"), encoding: .utf8)
            .contains("internal static func sharedBy(_ p1: String, _ p2: Int) -> String {"))
    }

    @Test("An error in the development language stops generation, with its place, and writes nothing")
    func developmentLanguageError() throws {
        let folder = try TemporaryFolder()
        let values = folder.url("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try "<resources>\n    <string name=\"a\">It's</string>\n</resources>\n"
            .write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        let result = try stringbridge(["generate", "swift", folder.path("res"), "--out", folder.path("L10n.swift")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("res/values/strings.xml:2:24: error: unescaped apostrophe"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("L10n.swift")))
    }

    @Test("Without strings in the development language there is nothing to generate")
    func nothingToGenerate() throws {
        let folder = try TemporaryFolder()
        let result = try stringbridge(["generate", "swift", Self.android, "--table", "Settings", "--out", folder.path("L10n.swift")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: no strings of the table 'Settings' in the development language (en) were found in"))
    }

    @Test("A wrong command line is a usage error", arguments: [
        (["generate", "kotlin", "res", "--out", "x"], "kotlin"),
        (["generate", "swift", "res"], "--out"),
        (["generate", "swift", "res", "--out", "x", "--enum-name", "1st"], "1st"),
        (["generate", "swift", "--out", "x"], "<resources>"),
    ])
    func usageErrors(_ arguments: [String], _ mentioned: String) throws {
        let result = try stringbridge(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.contains(mentioned), "\(result.standardError)")
    }
}
