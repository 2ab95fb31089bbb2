import Foundation
import LocalizedStrings
import ResourceLint
import Testing
import TestSupport

@Suite("Baseline")
struct BaselineTests {
    private func finding(_ key: String, line: Int, path: String = "/project/res/values/strings.xml") -> Finding {
        Finding(ruleID: "missing_translation", severity: .warning, location: SourceLocation(path: path, line: line, column: 5),
                message: "'\(key)' is not translated in values-fr (fr)", key: key, language: "fr")
    }

    @Test("Findings match by rule, file, key, language and message, not by line")
    func matchingIgnoresLines() {
        let baseline = Baseline(findings: [finding("a", line: 3), finding("b", line: 4)], path: "/project/lint-baseline.json")
        let application = baseline.apply(to: [finding("b", line: 40), finding("c", line: 41), finding("a", line: 2)])
        #expect(application.remaining == [1])
        #expect(application.matched == 2)
        #expect(application.fixed.isEmpty)
    }

    @Test("Entries no finding matches are listed as fixed; each entry matches one finding")
    func fixedEntriesAreListed() {
        let baseline = Baseline(findings: [finding("a", line: 3), finding("a", line: 3), finding("gone", line: 9)],
                                path: "/project/lint-baseline.json")
        let application = baseline.apply(to: [finding("a", line: 3)])
        #expect(application.remaining.isEmpty)
        #expect(application.fixed.map(\.key) == ["a", "gone"])
    }

    @Test("A baseline written and read back matches the same findings, with paths relative to its folder")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("lint-baseline.json")
        let findings = [finding("a", line: 3, path: folder.path("res/values/strings.xml"))]
        try Baseline(findings: findings, path: path).write(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""path":"res/values/strings.xml""#))
        let loaded = try Baseline.load(path: path)
        #expect(loaded.apply(to: findings).matched == 1)
    }

    @Test("A baseline that is not one is a configuration error")
    func invalidBaselineIsRejected() throws {
        let folder = try TemporaryFolder()
        try Data(#"{"findings": 3}"#.utf8).write(to: folder.url("b.json"))
        #expect(throws: ConfigurationError.self) { _ = try Baseline.load(path: folder.path("b.json")) }
        #expect(throws: ConfigurationError.self) { _ = try Baseline.load(path: folder.path("missing.json")) }
    }
}
