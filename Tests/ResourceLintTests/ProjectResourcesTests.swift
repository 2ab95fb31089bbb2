import Foundation
import LocalizedStrings
import ResourceLint
import Testing
import TestSupport

@Suite("Project resources")
struct ProjectResourcesTests {
    /// Every `Sources/*/Resources` folder: the ported apps' strings in each form.
    static let appResourceFolders: [String] = {
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources").path
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return modules.sorted().map { "\(sources)/\($0)/Resources" }.filter { FileManager.default.fileExists(atPath: $0) }
    }()

    @Test("The ported apps' resources lint clean", arguments: appResourceFolders)
    func appResourcesLintClean(_ folder: String) {
        let result = Linter().lint(lintInput(folder: folder))
        #expect(result.findings.isEmpty, "\(result.findings.map(\.compilerLine).joined(separator: "\n"))")
        #expect(!result.files.isEmpty)
    }

    @Test("At least one app ships resources to lint")
    func appResourcesExist() {
        #expect(!Self.appResourceFolders.isEmpty)
    }
}

@Suite("Corpus")
struct LintCorpusTests {
    static let projects = ["android/wikipedia", "android/thunderbird", "apple/duckduckgo-ios", "apple/linearmouse", "apple/quicksilver"]

    @Test("Linting every corpus project completes, with every finding at a real line and column", arguments: projects)
    func corpusLintsWithoutCrashing(_ project: String) throws {
        guard let corpus = Fixtures.corpus else {
            print("skipped: the shared corpus is absent (../shared/corpus)")
            return
        }
        let folder = corpus.appendingPathComponent(project).path
        let result = Linter().lint(lintInput(folder: folder))
        #expect(!result.files.isEmpty)
        for finding in result.findings where finding.location.line < 1 || finding.location.column < 1 {
            Issue.record("finding without a position: \(finding.compilerLine)")
            break
        }
        // Reports render every finding.
        let report = LintReport(result: result, toolVersion: "test")
        #expect(JSONReporter.render(report).utf8.count > 0)
        #expect(SARIFReporter.render(report).utf8.count > 0)
    }
}
