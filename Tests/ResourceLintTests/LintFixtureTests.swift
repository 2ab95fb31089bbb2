import Foundation
import ResourceLint
import Testing
import TestSupport

/// One project per format with known defects; `expected-findings.txt` beside each holds the
/// exact text report (paths relative to the case folder), each line checked by hand against
/// the platform rules the rules cite.
@Suite("Lint fixtures")
struct LintFixtureTests {
    @Test("Each fixture project gives exactly its expected findings", arguments: ["Android", "Apple", "Catalog", "Parity"])
    func fixtureGivesExpectedFindings(_ name: String) throws {
        let folder = Fixtures.url("Lint/\(name)").path
        let input = name == "Parity" ? parityInput(root: folder) : lintInput(folder: folder)
        let result = Linter().lint(input)
        let report = TextReporter.render(LintReport(result: result, toolVersion: "test"))
            .replacingOccurrences(of: folder + "/", with: "")
        let expected = try String(contentsOfFile: folder + "/expected-findings.txt", encoding: .utf8)
        #expect(report == expected)
    }
}
