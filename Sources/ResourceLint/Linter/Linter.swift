import Foundation
import LocalizedStrings
import SystemSupport

/// Runs the rules over what the readers produced and returns findings: severities from the
/// configuration, every location resolved to a real line and column, ignored paths and keys
/// and in-file suppressions left out, sorted by file and position.
///
///     let result = Linter(configuration: configuration).lint(LintInput(tables: tables, diagnostics: diagnostics))
///     for finding in result.findings { … }
///
/// The linter never prints and never writes; reporters turn the result into text.
public struct Linter: Sendable {
    /// The configuration.
    public var configuration: LintConfiguration
    /// The rules that may run (each runs unless the configuration turns it off).
    public var rules: [any LintRule.Type]

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any LintRule.Type] = allRules) {
        self.configuration = configuration
        self.rules = rules
    }

    /// Which rule reports each reader diagnostic identifier.
    public static let diagnosticOwners: [String: String] = {
        var owners: [String: String] = [:]
        for rule in allRules {
            for id in rule.description.readerDiagnosticIDs { owners[id] = rule.description.identifier }
        }
        return owners
    }()

    /// Lints what was read.
    public func lint(_ input: LintInput) -> LintResult {
        let context = LintContext(input: input, configuration: configuration, diagnosticOwners: Self.diagnosticOwners)
        let active = rules.compactMap { rule in configuration.severity(of: rule.description).map { (rule, $0) } }
        let suppressions = Suppressions(tables: context.tables)
        let perRule: [[(Finding, [TextEdit])]] = active.indices.map { $0 }.concurrentMap { index in
            let (rule, severity) = active[index]
            let description = rule.description
            var suppressed = suppressions.lookup(names: Suppressions.names(of: description))
            let violations = rule.init().validate(context)
            let ignoresPathsOfRule = configuration.ruleIgnoredPaths[description.identifier] != nil
            var findings: [(Finding, [TextEdit])] = []
            findings.reserveCapacity(violations.count)
            for violation in violations {
                let location = context.resolved(violation.location)
                let finding = Finding(ruleID: description.identifier, severity: violation.maximumSeverity.map { min($0, severity) } ?? severity,
                                      location: location,
                                      message: Self.oneLine(violation.message), key: violation.key, language: violation.language,
                                      related: violation.related.map { RelatedLocation(location: context.resolved($0.location),
                                                                                        message: $0.message) })
                if configuration.ignores(path: location.path) { continue }
                if ignoresPathsOfRule && configuration.ignores(path: location.path, rule: description.identifier) { continue }
                if let key = finding.key, configuration.ignores(key: key) { continue }
                if suppressed.suppresses(finding) { continue }
                findings.append((finding, violation.fix))
            }
            return findings
        }
        let (findings, edits) = FindingOrder.sortedUnique(perRule)
        let languages = Set(context.sets.flatMap { set in set.all.map(\.language) }).sorted()
        let result = LintResult(findings: findings, edits: edits, files: context.paths, languages: languages,
                                coverage: Coverage.rows(in: context),
                                parity: context.parity == nil ? nil : ParityComparison.rows(context.parityComparison),
                                rules: rules.map { RuleStatus(description: $0.description, severity: configuration.severity(of: $0.description)) })
        // Every entry of every language, parsed: freed while the caller reports.
        releaseInBackground(context)
        return result
    }

    /// A message on one line, as compiler-style output needs (quoted text may hold line breaks).
    static func oneLine(_ message: String) -> String {
        func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        // Through the contiguous bytes when the string has them: stepping through a String's
        // UTF-8 view costs more per byte, and every finding's message is checked.
        let hasLineBreak = message.utf8.withContiguousStorageIfAvailable { $0.contains(where: isLineBreak) }
            ?? message.utf8.contains(where: isLineBreak)
        guard hasLineBreak else { return message }
        return message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}

/// A rule and the severity it ran with in a lint run (`nil`: turned off).
public struct RuleStatus: Sendable {
    /// The rule.
    public var description: RuleDescription
    /// The severity it reported with, or `nil` when it did not run.
    public var severity: Severity?
}

/// What a lint run found, with the figures reports show.
public struct LintResult: Sendable {
    /// The findings, sorted by file and position.
    public var findings: [Finding]
    /// For each finding (same index), the edits that fix it; empty when it needs a person.
    public var edits: [[TextEdit]]
    /// Every file read.
    public var files: [String]
    /// Every language seen (BCP 47).
    public var languages: [String]
    /// Translation coverage by resource set and language.
    public var coverage: [CoverageRow]
    /// Parity figures by language, when two platforms were compared.
    public var parity: [ParityRow]?
    /// Every rule with the severity it ran with.
    public var rules: [RuleStatus]

    /// Creates a result.
    public init(findings: [Finding], edits: [[TextEdit]], files: [String], languages: [String], coverage: [CoverageRow],
                parity: [ParityRow]?, rules: [RuleStatus]) {
        self.findings = findings
        self.edits = edits
        self.files = files
        self.languages = languages
        self.coverage = coverage
        self.parity = parity
        self.rules = rules
    }

    /// The number of findings of a severity.
    public func count(_ severity: Severity) -> Int {
        findings.count(of: severity)
    }
}
