import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LocalizedStrings
import ResourceLint
import Testing
import TestSupport

@Suite("Reporters")
struct ReporterTests {
    /// The Android fixture's report: errors, warnings, related locations, coverage.
    static let report: LintReport = {
        let folder = Fixtures.url("Lint/Android").path
        return LintReport(result: Linter().lint(lintInput(folder: folder)), toolVersion: "9.9.9")
    }()

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Text, verbose: one compiler-style line per finding, then its related places as notes")
    func text() {
        let lines = TextReporter.render(Self.report, options: TextReporter.Options(verbose: true)).split(separator: "\n")
        #expect(lines.count == Self.report.findings.count + Self.report.findings.reduce(0) { $0 + $1.related.count })
        #expect(lines.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") })
    }

    @Test("Text: errors first, then warnings, then one line per language for the missing translations; -q prints errors only")
    func textDefault() {
        let location = { (line: Int) in SourceLocation(path: "res/values/strings.xml", line: line, column: 5) }
        let findings = [
            Finding(ruleID: "missing_translation", severity: .warning, location: location(1), message: "'a' is not translated", key: "a", language: "fr"),
            Finding(ruleID: "ellipsis", severity: .warning, location: location(2), message: "three periods", key: "b", language: "en"),
            Finding(ruleID: "missing_translation", severity: .warning, location: location(3), message: "'c' is not translated", key: "c", language: "fr"),
            Finding(ruleID: "missing_translation", severity: .warning, location: location(3), message: "'c' is not translated", key: "c", language: "de"),
            Finding(ruleID: "parse_error", severity: .error, location: location(9), message: "bad", key: nil, language: "en"),
        ]
        let coverage = [CoverageRow(set: "res", language: "fr", total: 2_290, translated: 2_288, needsReview: 0, missing: 2),
                        CoverageRow(set: "res", language: "de", total: 2_290, translated: 2_289, needsReview: 0, missing: 1)]
        let result = LintResult(findings: findings, edits: findings.map { _ in [] }, files: [], languages: [], coverage: coverage,
                                parity: nil, rules: Self.report.result.rules)
        let report = LintReport(result: result, toolVersion: "test")
        #expect(TextReporter.render(report).split(separator: "\n") == [
            "res/values/strings.xml:9:5: error: bad [parse_error]",
            "res/values/strings.xml:2:5: warning: three periods [ellipsis]",
            "warning: de: 1 of 2,290 strings untranslated (99% done); --verbose lists them [missing_translation]",
            "warning: fr: 2 of 2,290 strings untranslated (99% done); --verbose lists them [missing_translation]",
        ])
        #expect(TextReporter.render(report, options: TextReporter.Options(errorsOnly: true)) == "res/values/strings.xml:9:5: error: bad [parse_error]\n")
        #expect(TextReporter.render(report, options: TextReporter.Options(verbose: true)).split(separator: "\n").count == 5)
    }

    @Test("A finding the .stringsdict reader reports (a plural without 'other') has its entry's key and language")
    func readerFindingsHaveKeyAndLanguage() throws {
        let written = try WrittenExample(Example.stringsdict(["fr": """
            <key>before</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>un</string><key>other</key><string>%d</string></dict></dict>
            <key>files</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>Un fichier</string></dict></dict>
            """]))
        let result = Linter().lint(lintInput(folder: written.folder.url.path))
        let finding = try #require(result.findings.first { $0.ruleID == "missing_other_plural_form" })
        #expect(finding.key == "files")
        #expect(finding.language == "fr")
        let document = try json(JSONReporter.render(LintReport(result: result, toolVersion: "test")))
        let reported = try #require((document["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "missing_other_plural_form" })
        #expect(reported["key"] as? String == "files")
        #expect(reported["language"] as? String == "fr")
    }

    @Test("GitHub: the ten annotations go to ten keys before a key gets a second one")
    func githubSpreadsAnnotations() {
        // Key k0 missing in 12 languages, then 12 other keys missing in one: a key per annotation.
        let findings = (0..<12).map { index in
            Finding(ruleID: "missing_translation", severity: .warning, location: SourceLocation(path: "res/values/strings.xml", line: 1, column: 1),
                    message: "'k0' is not translated in l\(index)", key: "k0", language: "l\(index)")
        } + (1...12).map { index in
            Finding(ruleID: "missing_translation", severity: .warning, location: SourceLocation(path: "res/values/strings.xml", line: index + 1, column: 1),
                    message: "'k\(index)' is not translated in fr", key: "k\(index)", language: "fr")
        }
        let base = Self.report.result
        let result = LintResult(findings: findings, edits: findings.map { _ in [] }, files: base.files, languages: base.languages,
                                coverage: base.coverage, parity: nil, rules: base.rules)
        let annotations = GitHubReporter.render(LintReport(result: result, toolVersion: "test")).split(separator: "\n").filter { $0.hasPrefix("::warning ") }
        #expect(annotations.count == 10)
        #expect(annotations.filter { $0.contains("'k0'") }.count == 1)
    }

    @Test("Text: a report of many rendering chunks keeps its findings' order, and printing it part by part gives the same bytes")
    func textInParts() {
        // 20,000 findings, each with a related place on every seventh: several chunks of
        // findings rendered on all cores.
        let findings = (0..<20_000).map { index in
            Finding(ruleID: "missing_translation", severity: .warning,
                    location: SourceLocation(path: "res/values/strings.xml", line: index + 1, column: 5),
                    message: "'key_\(index)' is not translated in values-fr (fr)",
                    related: index % 7 == 0 ? [RelatedLocation(location: SourceLocation(path: "res/values-fr/strings.xml", line: 1, column: 1),
                                                               message: "the translation")] : [])
        }
        let result = LintResult(findings: findings, edits: findings.map { _ in [] }, files: [], languages: [], coverage: [],
                                parity: nil, rules: [])
        let report = LintReport(result: result, toolVersion: "9.9.9")
        var expected = ""
        for finding in findings {
            expected += finding.compilerLine + "\n"
            for related in finding.related { expected += "\(related.location): note: \(related.message)\n" }
        }
        var parts: [[UInt8]] = []
        let verbose = TextReporter.Options(verbose: true)
        TextReporter.forEachPart(of: report, options: verbose) { parts.append($0) }
        #expect(parts.count > 1)
        #expect(String(decoding: parts.joined(), as: UTF8.self) == expected)
        #expect(TextReporter.render(report, options: verbose) == expected)
    }

    @Test("JSON and SARIF of many findings come in parts that join into the whole document")
    func machineFormatsInParts() throws {
        let findings = (0..<10_000).map { index in
            Finding(ruleID: "missing_translation", severity: .warning,
                    location: SourceLocation(path: "res/values/strings.xml", line: index + 1, column: 5),
                    message: "'key_\(index)' is not translated in values-fr (fr)", key: "key_\(index)", language: "fr")
        }
        let result = LintResult(findings: findings, edits: findings.map { _ in [] }, files: [], languages: [], coverage: [],
                                parity: nil, rules: Self.report.result.rules)
        let report = LintReport(result: result, toolVersion: "9.9.9")
        var parts: [[UInt8]] = []
        JSONReporter.forEachPart(of: report) { parts.append($0) }
        #expect(parts.count == 3)
        #expect(String(decoding: parts.joined(), as: UTF8.self) == JSONReporter.render(report))
        #expect(((try json(JSONReporter.render(report)))["findings"] as? [Any])?.count == 10_000)
        parts = []
        SARIFReporter.forEachPart(of: report, currentDirectory: "/x") { parts.append($0) }
        #expect(parts.count == 3)
        let sarif = try json(String(decoding: parts.joined(), as: UTF8.self))
        #expect(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 10_000)
    }

    @Test("JSON follows the schema docs/lint.md documents")
    func jsonSchema() throws {
        let document = try json(JSONReporter.render(Self.report))
        #expect(document["version"] as? Int == 1)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["errors"] == Self.report.count(.error))
        #expect(summary["warnings"] == Self.report.count(.warning))
        for key in ["infos", "files", "languages", "baselined", "fixed"] { #expect(summary[key] != nil) }
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == Self.report.findings.count)
        for finding in findings {
            for key in ["rule", "severity", "path", "message"] { #expect(finding[key] is String, "\(key)") }
            #expect((finding["line"] as? Int ?? 0) >= 1)
            #expect((finding["column"] as? Int ?? 0) >= 1)
            #expect(finding["related"] is [[String: Any]])
            #expect(finding["key"] is String || finding["key"] is NSNull)
        }
        let coverage = try #require(document["coverage"] as? [[String: Any]])
        for row in coverage {
            let total = row["total"] as? Int ?? -1
            #expect(total == (row["translated"] as? Int ?? 0) + (row["needsReview"] as? Int ?? 0) + (row["missing"] as? Int ?? 0))
        }
        #expect(document["parity"] is NSNull)
        #expect((document["rules"] as? [[String: Any]])?.count == allRules.count)
    }

    /// The parts of SARIF 2.1.0 (OASIS standard, sarif-schema-2.1.0.json) that the schema
    /// requires or that GitHub code scanning reads.
    @Test("SARIF has the 2.1.0 structure: version, runs, driver rules, results with regions and related locations")
    func sarifStructure() throws {
        let document = try json(SARIFReporter.render(Self.report, currentDirectory: "/work"))
        #expect(document["version"] as? String == "2.1.0")
        #expect(document["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "stringbridge lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == allRules.count)
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.report.findings.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == ruleID)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(["note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
            #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasPrefix("file://") == true)
            if let related = result["relatedLocations"] as? [[String: Any]] {
                #expect(related.allSatisfy { $0["id"] is Int && $0["physicalLocation"] is [String: Any] })
            }
        }
        #expect(results.contains { $0["relatedLocations"] != nil })
    }

    @Test("GitHub: at most ten annotations per severity, the rest as plain lines and one notice that says so")
    func githubLimits() {
        let findings = (1...25).map { index in
            Finding(ruleID: "missing_translation", severity: .warning, location: SourceLocation(path: "a,b:c.xml", line: index, column: 1),
                    message: "100% missing\nline", key: "k\(index)", language: "fr")
        } + [Finding(ruleID: "parse_error", severity: .error, location: SourceLocation(path: "x.xml", line: 1, column: 2), message: "bad")]
        let base = Self.report.result
        let result = LintResult(findings: findings, edits: findings.map { _ in [] }, files: base.files, languages: base.languages,
                                coverage: base.coverage, parity: nil, rules: base.rules)
        let log = GitHubReporter.render(LintReport(result: result, toolVersion: "test"))
        let lines = log.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 1)
        #expect(lines.last?.contains("15 more findings") == true)
        #expect(log.contains("::warning file=a%2Cb%3Ac.xml,line=1,col=1,"))
        #expect(log.contains("100%25 missing%0Aline"))
        let summary = GitHubReporter.stepSummary(Self.report)
        #expect(summary.contains("| Language | Translated | Needs review | Missing | Coverage |"))
    }

    @Test("Checkstyle XML parses and lists every finding with its source rule")
    func checkstyle() throws {
        let text = CheckstyleReporter.render(Self.report)
        let document = try XMLDocument(data: Data(text.utf8))
        let errors = try document.nodes(forXPath: "/checkstyle/file/error")
        #expect(errors.count == Self.report.findings.count)
        #expect(text.contains(#"source="stringbridge.rules.unescaped_apostrophe""#))
    }

    @Test("HTML is one self-contained page whose figures are the JSON report's")
    func html() throws {
        let page = HTMLReporter.render(Self.report, currentDirectory: "/work")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("http://") && !page.contains("<script") && !page.contains("<link"))
        #expect(page.contains("data-figure=\"errors\">\(Self.report.count(.error))<"))
        for row in Self.report.coverageByLanguage {
            #expect(page.contains("data-language=\"\(row.language)\" data-total=\"\(row.total)\" data-translated=\"\(row.translated)\" data-needs-review=\"\(row.needsReview)\" data-missing=\"\(row.missing)\""))
        }
        #expect(page.contains("<a href=\"file:///"))
    }
}
