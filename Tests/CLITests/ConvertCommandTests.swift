import Foundation
import Testing
import TestSupport

/// `stringbridge convert` as a user runs it: files written, the summary, exit codes, and
/// that a failed run leaves existing output untouched.
@Suite("stringbridge convert")
struct ConvertCommandTests {
    /// Every file under a folder, by relative path, with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    @Test("Android → .lproj writes one folder per language and says what it did")
    func androidToLproj() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Converted 4 locales, 12 strings, 4 plurals, 2 arrays, 0 errors, 0 warnings; wrote 8 of 8 files.\n")
        #expect(Set(Self.snapshot(out).keys) == [
            "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
            "fr.lproj/Localizable.strings", "fr.lproj/Localizable.stringsdict",
            "pt-BR.lproj/Localizable.strings", "pt-BR.lproj/Localizable.stringsdict",
            "sr-Latn.lproj/Localizable.strings", "sr-Latn.lproj/Localizable.stringsdict",
        ])

        // Nothing changed: nothing is written, and --check passes.
        let again = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path])
        #expect(again.standardOutput.hasSuffix("wrote 0 of 8 files.\n"))
        let check = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path, "--check"])
        #expect(check.status == 0)
    }

    @Test("--check lists the files that would change and exits 1, writing nothing")
    func checkMode() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "xcstrings", "--out", out.path, "--check"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("would change: \(out.path)/Localizable.xcstrings\n"))
        #expect(Self.snapshot(out).isEmpty)
    }

    @Test("An input error stops the run with file:line:col, and existing output stays as it was")
    func inputErrorKeepsOutput() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let res = work.appendingPathComponent("res")
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: res)
        let out = work.appendingPathComponent("apple")
        #expect(try stringbridge(["convert", res.path, "--to", "apple", "--out", out.path]).status == 0)
        let before = Self.snapshot(out)

        // A translation changes and another file is broken: nothing may be written.
        let french = res.appendingPathComponent("values-fr/strings.xml")
        let text = try String(contentsOf: french, encoding: .utf8).replacingOccurrences(of: "Notes", with: "Carnets")
        try text.write(to: french, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: res.appendingPathComponent("values-de"), withIntermediateDirectories: true)
        try "<resources>\n  <string name=\"a\">unclosed\n</resources>\n"
            .write(to: res.appendingPathComponent("values-de/strings.xml"), atomically: true, encoding: .utf8)

        let result = try stringbridge(["convert", res.path, "--to", "apple", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("values-de/strings.xml:3:"), "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("files would change.\n"))
        #expect(Self.snapshot(out) == before)
    }

    @Test("An output folder that cannot be written is an error, and no file is changed")
    func unwritableOutput() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let blocker = work.appendingPathComponent("out")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", blocker.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot write"), "\(result.standardError)")
        #expect(result.standardError.contains("no file was changed"))
        #expect(try Data(contentsOf: blocker) == Data("a file, not a folder".utf8))
    }

    @Test("--report json gives the summary, each file's status and the diagnostics")
    func jsonReport() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url
        let result = try stringbridge(["convert", "Fixtures/Conversion/Android/res", "--to", "apple", "--out", out.path,
                                       "--report", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["locales": 2, "strings": 12, "plurals": 2, "arrays": 1, "errors": 0, "warnings": 0])
        let files = try #require(json["files"] as? [[String: String]])
        #expect(files.count == 4)
        #expect(files.allSatisfy { $0["status"] == "written" })
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains("the 'zero' form is left out") == true })
    }

    @Test("Apple → Android and back gives the same Apple files")
    func appleRoundTripFromTheCommandLine() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let res = work.appendingPathComponent("res").path
        let apple = work.appendingPathComponent("apple").path
        let toAndroid = try stringbridge(["convert", "Fixtures/Conversion/Apple", "--to", "android", "--out", res])
        #expect(toAndroid.status == 0, "\(toAndroid.standardError)")
        #expect(FileManager.default.fileExists(atPath: res + "/values/strings.xml"))
        #expect(FileManager.default.fileExists(atPath: res + "/values-de/strings.xml"))
        let back = try stringbridge(["convert", res, "--to", "apple", "--out", apple])
        #expect(back.status == 0, "\(back.standardError)")
        let original = try stringbridge(["dump", "Fixtures/Conversion/Apple/en.lproj", "--format", "text"])
        let roundTrip = try stringbridge(["dump", apple + "/en.lproj", "--format", "text"])
        #expect(Self.withoutPaths(roundTrip.standardOutput) == Self.withoutPaths(original.standardOutput))
    }

    /// A text dump's entry lines, without the file headers.
    static func withoutPaths(_ dump: String) -> [String] {
        dump.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init).sorted()
    }
}
