import Foundation
import Testing
import TestSupport

@Suite("stringbridge lint")
struct LintCommandTests {
    private let android = Fixtures.url("Lint/Android")
    private let apple = Fixtures.url("Lint/Apple")

    /// Copies a fixture project into a temporary folder, for commands that write.
    private func copy(_ fixture: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "lint-cli")
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Fixtures.url(fixture), to: folder.url)
        return folder
    }

    @Test("Text output is the fixture's expected findings; errors make the exit status 1; the summary goes to stderr")
    func textOutputAndErrors() throws {
        let result = try stringbridge(["lint", "res"], in: android)
        #expect(result.status == 1)
        #expect(result.standardOutput == (try String(contentsOf: android.appendingPathComponent("expected-findings.txt"), encoding: .utf8)))
        #expect(result.standardError == "1 error, 15 warnings, 1 note in 4 files, 4 languages\n")
    }

    @Test("--verbose lists every missing translation; -q prints the errors only, without the summary")
    func verboseAndQuiet() throws {
        let verbose = try stringbridge(["lint", "--verbose", "res"], in: android)
        #expect(verbose.standardOutput.contains("'untranslated' is not translated in values-fr (fr) [missing_translation]"))
        #expect(!verbose.standardOutput.contains("--verbose lists them"))
        let quiet = try stringbridge(["lint", "-q", "res"], in: android)
        #expect(quiet.status == 1)
        #expect(quiet.standardOutput.split(separator: "\n").count == 1)
        #expect(quiet.standardOutput.contains(": error: "))
        #expect(quiet.standardError.isEmpty)
    }

    @Test("Warnings alone exit 0, unless --fail-on warning")
    func failOn() throws {
        let paths = ["de.lproj", "en.lproj", "en_GB.lproj", "fr.lproj"]
        #expect(try stringbridge(["lint"] + paths, in: apple).status == 0)
        #expect(try stringbridge(["lint", "--fail-on", "warning"] + paths, in: apple).status == 1)
    }

    @Test("--stamp writes its file only when nothing reaches --fail-on, as a build plugin needs")
    func stamp() throws {
        let folder = try TemporaryFolder()
        let paths = ["de.lproj", "en.lproj", "en_GB.lproj", "fr.lproj"]
        let passed = try stringbridge(["lint", "--stamp", folder.path("Linted.swift")] + paths, in: apple)
        #expect(passed.status == 0)
        let stamp = try String(contentsOfFile: folder.path("Linted.swift"), encoding: .utf8)
        #expect(stamp.hasPrefix("// Written by `stringbridge lint`, which passed: 0 errors, "))
        #expect(try stringbridge(["lint", "res", "--stamp", folder.path("Failed.swift")], in: android).status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Failed.swift")))
    }

    @Test("The ported app's resources lint clean and exit 0")
    func cleanResources() throws {
        let result = try stringbridge(["lint", "Sources/RentalROI/Resources"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("0 errors, 0 warnings in 31 files"))
    }

    @Test("The repository's fixtures lint without an error under CI's configuration (the deliberately broken ones excluded)")
    func fixturesLintAsCIRunsIt() throws {
        let result = try stringbridge(["lint", "Fixtures", "--config", ".ci/lint-fixtures.json"])
        #expect(result.status == 0, "\(result.standardOutput.split(separator: "\n").filter { $0.contains(": error:") }.prefix(5))")
    }

    @Test("Usage and configuration mistakes exit 2", arguments: [
        ["lint"],
        ["lint", "--format", "xml", "Fixtures/Lint/Android"],
        ["lint", "Fixtures/Lint/NoSuchFolder"],
        ["lint", "--update-baseline", "Fixtures/Lint/Android"],
        ["lint", "--config", "Fixtures/Lint/no-such-config.json", "Fixtures/Lint/Android"],
    ])
    func usageErrors(_ arguments: [String]) throws {
        let result = try stringbridge(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: "))
    }

    @Test("A configuration error names the file and line and exits 2")
    func configurationError() throws {
        let folder = try TemporaryFolder()
        try Data("{\"lint\": {\n  \"rules\": {\"elipsis\": \"warning\"}}}".utf8).write(to: folder.url(".stringbridge.json"))
        let result = try stringbridge(["lint", Fixtures.url("Lint/Catalog").path], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "error: \(folder.path(".stringbridge.json")):2: unknown rule 'elipsis'; did you mean 'ellipsis'? (stringbridge lint --list-rules shows them)\n")
    }

    @Test("The nearest .stringbridge.json above the current folder applies")
    func configurationFoundUpward() throws {
        let folder = try copy("Lint/Catalog")
        try Data(#"{"lint": {"rules": {"completeness": "off", "placeholders": "off", "plurals": "off"}}}"#.utf8)
            .write(to: folder.url(".stringbridge.json"))
        try FileManager.default.createDirectory(at: folder.url("sub"), withIntermediateDirectories: true)
        let result = try stringbridge(["lint", "../Localizable.xcstrings"], in: folder.url("sub"))
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
    }

    @Test("Failing to write a report is an internal error, exit 3")
    func internalError() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.url("file"))
        let result = try stringbridge(["lint", "--html", folder.path("file/report.html"), "Sources/RentalROI/Resources"])
        #expect(result.status == 3)
    }

    @Test("Every format renders the same findings", arguments: ["json", "sarif", "github", "checkstyle", "html"])
    func formats(_ format: String) throws {
        let result = try stringbridge(["lint", "--format", format, "res"], in: android)
        #expect(result.status == 1)
        switch format {
        case "json":
            let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect((document?["findings"] as? [Any])?.count == 17)
        case "sarif":
            let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect(document?["version"] as? String == "2.1.0")
        case "github":
            let lines = result.standardOutput.split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1)
            #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
            // 15 warnings: 10 as annotations (GitHub shows at most 10 per severity), 5 as plain lines.
            #expect(lines.filter { $0.contains(": warning: ") && !$0.hasPrefix("::") }.count == 5)
        case "checkstyle":
            #expect(result.standardOutput.components(separatedBy: "<error ").count - 1 == 17)
        default:
            #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>"))
        }
    }

    @Test("--format github writes a step summary when GITHUB_STEP_SUMMARY is set; --html writes the page beside")
    func stepSummaryAndHTMLFile() throws {
        let folder = try TemporaryFolder()
        let summary = folder.path("summary.md")
        let result = try stringbridge(["lint", "--format", "github", "--html", folder.path("report.html"), "res"], in: android,
                                      environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: summary, encoding: .utf8).hasPrefix("## stringbridge lint\n"))
        #expect(try String(contentsOfFile: folder.path("report.html"), encoding: .utf8).contains("data-figure=\"errors\">1<"))
    }

    @Test("A baseline written with --update-baseline hides today's findings; a new one is reported")
    func baseline() throws {
        let folder = try copy("Lint/Android")
        let written = try stringbridge(["lint", "--baseline", "baseline.json", "--update-baseline", "res"], in: folder.url)
        #expect(written.status == 0)
        #expect(written.standardError == "Wrote 17 finding(s) to the baseline baseline.json\n")
        let clean = try stringbridge(["lint", "--baseline", "baseline.json", "res"], in: folder.url)
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
        #expect(clean.standardError.contains("(17 in the baseline)"))
        // Moving lines keeps the baseline matching; fixed entries are listed, a new problem is reported.
        let path = folder.path("res/values-fr/strings.xml")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "<resources", with: "<!-- moved -->\n\n<resources")
        text = text.replacingOccurrences(of: "<item>Petit</item>", with: "<item>Petit</item><item>Grand</item>")
        text = text.replacingOccurrences(of: "Lisez les conditions", with: "Lisez les <b>conditions</b> %2$s")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let after = try stringbridge(["lint", "--baseline", "baseline.json", "res"], in: folder.url)
        #expect(after.standardOutput.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.count == 1)
        #expect(after.standardOutput.contains("[extra_placeholder]"))
        #expect(after.standardOutput.contains("note: fixed since the baseline:"))
        #expect(after.standardError.contains("(15 in the baseline; 2 baseline entries fixed; --update-baseline removes them)"))
    }

    @Test("--fix escapes apostrophes and numbers placeholders, then reports what is left")
    func fix() throws {
        let folder = try copy("Lint/Android")
        let result = try stringbridge(["lint", "--fix", "res"], in: folder.url)
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("[unescaped_apostrophe]"))
        #expect(!result.standardOutput.contains("[non_positional_placeholders]"))
        #expect(result.standardError.contains("(3 findings fixed)"))
        let french = try String(contentsOfFile: folder.path("res/values-fr/strings.xml"), encoding: .utf8)
        #expect(french.contains(#"<string name="untranslated">L\'anglais</string>"#))
        #expect(french.contains(#"<string name="shared">%1$s a partagé %2$d notes</string>"#))
    }

    @Test("--fix edits files where they are: a symbolic link stays one, hard links and permissions are kept")
    func fixKeepsTheFiles() throws {
        let folder = try copy("Lint/Android")
        let manager = FileManager.default
        // values-fr/strings.xml is a link to a file elsewhere in the tree; values/strings.xml
        // has a second name outside it, and its own permissions.
        try manager.createDirectory(at: folder.url("res/layout"), withIntermediateDirectories: true)
        try manager.moveItem(atPath: folder.path("res/values-fr/strings.xml"), toPath: folder.path("res/layout/french.xml"))
        try manager.createSymbolicLink(atPath: folder.path("res/values-fr/strings.xml"), withDestinationPath: "../layout/french.xml")
        try manager.linkItem(atPath: folder.path("res/values/strings.xml"), toPath: folder.path("second-name.xml"))
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path("res/values/strings.xml"))
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.path("res/layout/french.xml"))

        let result = try stringbridge(["lint", "--fix", "res"], in: folder.url)
        #expect(result.standardError.contains("(3 findings fixed)"), "\(result.standardError)")
        #expect(try manager.destinationOfSymbolicLink(atPath: folder.path("res/values-fr/strings.xml")) == "../layout/french.xml")
        let french = try String(contentsOfFile: folder.path("res/layout/french.xml"), encoding: .utf8)
        #expect(french.contains(#"<string name="untranslated">L\'anglais</string>"#))
        let source = try manager.attributesOfItem(atPath: folder.path("res/values/strings.xml"))
        #expect(source[.posixPermissions] as? Int == 0o640)
        #expect(source[.referenceCount] as? Int == 2)
        #expect(try manager.contentsEqual(atPath: folder.path("res/values/strings.xml"), andPath: folder.path("second-name.xml")))
        #expect(try String(contentsOfFile: folder.path("second-name.xml"), encoding: .utf8)
                != String(contentsOfFile: Fixtures.url("Lint/Android/res/values/strings.xml").path, encoding: .utf8))
        #expect(try manager.attributesOfItem(atPath: folder.path("res/layout/french.xml"))[.posixPermissions] as? Int == 0o600)
    }

    @Test("--update-baseline replaces a baseline that cannot be read, as its error advises")
    func updateCorruptBaseline() throws {
        let folder = try copy("Lint/Android")
        try "{ not json".write(toFile: folder.path("baseline.json"), atomically: true, encoding: .utf8)
        let refused = try stringbridge(["lint", "--baseline", "baseline.json", "res"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--update-baseline"))
        let updated = try stringbridge(["lint", "--baseline", "baseline.json", "--update-baseline", "res"], in: folder.url)
        #expect(updated.standardError.contains("baseline.json: note: the baseline cannot be read, so --update-baseline replaces it"),
                "\(updated.standardError)")
        #expect(updated.standardError.contains("finding(s) to the baseline baseline.json"))
        let again = try stringbridge(["lint", "--baseline", "baseline.json", "res"], in: folder.url)
        #expect(again.status == 0, "\(again.standardError)")
    }

    @Test("--list-rules lists every rule")
    func listRules() throws {
        let result = try stringbridge(["lint", "--list-rules"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  missing_translation       "))
        #expect(result.standardOutput.contains("Typography:\n"))
    }
}
