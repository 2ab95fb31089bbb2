import Foundation
import ResourceLint
import Testing
import TestSupport

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("Every rule finds exactly its triggering examples' markers and nothing in its non-triggering ones",
          arguments: allRules.map { $0.description.identifier })
    func ruleHonoursItsExamples(_ identifier: String) throws {
        let rule = try #require(lintRule(identifiedBy: identifier))
        for example in rule.description.triggeringExamples {
            let (written, result) = try lint(example, with: rule)
            let found = result.findings.map { written.relative($0.location) }.sorted()
            if found != written.markers {
                Issue.record("triggering example of \(identifier): expected findings at \(written.markers), found \(found): \(result.findings.map(\.message))",
                             sourceLocation: Self.location(of: example))
            }
        }
        for example in rule.description.nonTriggeringExamples {
            let (written, result) = try lint(example, with: rule)
            if !result.findings.isEmpty {
                Issue.record("non-triggering example of \(identifier) has findings: \(result.findings.map { written.relative($0.location) + " " + $0.message })",
                             sourceLocation: Self.location(of: example))
            }
        }
    }

    @Test("Every rule documents itself: an id in snake_case, a rationale, examples of both kinds", arguments: allRules.map { $0.description.identifier })
    func ruleDescriptionIsComplete(_ identifier: String) throws {
        let description = try #require(lintRule(identifiedBy: identifier)).description
        #expect(description.identifier.allSatisfy { $0.isLowercase || $0 == "_" })
        #expect(!description.identifier.hasSuffix("_rule"))
        #expect(description.summary.hasSuffix("."))
        #expect(description.rationale.count > 80)
        #expect(!description.triggeringExamples.isEmpty)
        #expect(!description.nonTriggeringExamples.isEmpty)
        #expect(description.triggeringExamples.allSatisfy { $0.files.contains { $0.content.contains(Example.marker) } })
    }

    @Test("AllRules lists every rule file under Sources/ResourceLint/Rules, sorted by identifier")
    func allRulesListsEveryRuleFile() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Sources/ResourceLint/Rules")
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var typeNames: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix("Rule.swift"), path.contains("/") {
                typeNames.append(String((path as NSString).lastPathComponent.dropLast(".swift".count)))
            }
        }
        let listed = allRules.map { String(describing: $0) }
        #expect(Set(typeNames) == Set(listed), "Rules/ files not in allRules: \(Set(typeNames).subtracting(listed).sorted())")
        #expect(listed.count == Set(listed).count)
        let identifiers = allRules.map { $0.description.identifier }
        #expect(identifiers == identifiers.sorted(), "allRules must be sorted by identifier")
    }

    private static func location(of example: Example) -> Testing.SourceLocation {
        let path = "\(example.file)"
        return Testing.SourceLocation(fileID: "ResourceLint/\((path as NSString).lastPathComponent)", filePath: path,
                                      line: Int(example.line), column: 1)
    }
}
