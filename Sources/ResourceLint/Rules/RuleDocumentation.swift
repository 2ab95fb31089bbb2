/// The rule reference, `docs/lint-rules.md`, written from the rules' own descriptions so that
/// the page cannot say something the rules do not: a test compares the checked-in page with
/// ``markdown(rules:)`` and fails when they differ.
public enum RuleDocumentation {
    /// The command that rewrites the page after a rule changed.
    public static let regenerateCommand = "STRINGBRIDGE_WRITE_DOCS=1 swift test --filter LintRulesDocumentTests"

    /// The whole page: a table of every rule, then each rule with its rationale and examples.
    public static func markdown(rules: [any LintRule.Type] = allRules) -> String {
        let descriptions = rules.map { $0.description }
        var page = """
            # Lint rules

            <!-- Written from the rules' descriptions (Sources/ResourceLint/Rules) by RuleDocumentation; \
            do not edit by hand. After changing a rule: \(regenerateCommand) -->

            Every rule of `stringbridge lint` ([lint.md](lint.md)), by group. A rule's severity is the one it \
            has unless the configuration says otherwise; rules marked *off* run only when the configuration \
            turns them (or their group, named in parentheses) on. `stringbridge lint --list-rules` prints the \
            same list.


            """
        page += "| Group | Rule | Severity | Android Lint | What it catches |\n|---|---|---|---|---|\n"
        for kind in RuleKind.allCases {
            for rule in descriptions where rule.kind == kind {
                let fix = rule.isFixable ? " *(--fix)*" : ""
                page += "| \(kind.title) | [`\(rule.identifier)`](#\(rule.identifier)) | \(severity(of: rule)) | "
                    + "\(rule.androidLintID ?? "—") | \(prose(rule.summary))\(fix) |\n"
            }
        }
        for kind in RuleKind.allCases {
            let group = descriptions.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            page += "\n## \(kind.title) (`\(kind.rawValue)`)\n"
            for rule in group { page += section(rule) }
        }
        return page
    }

    private static func severity(of rule: RuleDescription) -> String {
        rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "\(rule.defaultSeverity.rawValue) (off)"
    }

    private static func section(_ rule: RuleDescription) -> String {
        var facts = ["**\(rule.name)**", severity(of: rule)]
        if let lintID = rule.androidLintID { facts.append("Android Lint `\(lintID)`") }
        if rule.isFixable { facts.append("fixed by `--fix`") }
        if !rule.readerDiagnosticIDs.isEmpty {
            facts.append("reports the reader's " + rule.readerDiagnosticIDs.map { "`\($0)`" }.joined(separator: ", "))
        }
        var text = "\n### `\(rule.identifier)`\n\n\(facts.joined(separator: " · "))\n\n"
        text += prose(rule.summary) + "\n\n" + prose(rule.rationale) + "\n"
        for (number, example) in rule.triggeringExamples.enumerated() {
            let marker = number == 0 ? " (`\(Example.marker)` marks where each finding lands)" : ""
            text += shown(example, title: "Finds, example \(number + 1)\(marker)")
        }
        for (number, example) in rule.nonTriggeringExamples.enumerated() {
            text += shown(example, title: "Finds nothing, example \(number + 1)")
        }
        return text
    }

    /// An example as its files, Android files without the `<resources>` lines around their
    /// elements, which every example has.
    private static func shown(_ example: Example, title: String) -> String {
        var notes: [String] = []
        if example.isParity { notes.append("linted with `--android android --apple apple`") }
        if let configuration = example.configuration { notes.append("with the `lint` configuration `\(configuration)`") }
        var text = "\n*\(title)*" + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", ")) + ":\n"
        for file in example.files {
            var content = file.content
            if content.hasPrefix(Example.androidPrologue) && content.hasSuffix(Example.androidEpilogue) {
                content = String(content.dropFirst(Example.androidPrologue.count).dropLast(Example.androidEpilogue.count))
            }
            if !content.hasSuffix("\n") { content += "\n" }
            text += "\n`\(file.path)`:\n\n```\(fenceLanguage(of: file.path))\n\(content)```\n"
        }
        return text
    }

    private static func fenceLanguage(of path: String) -> String {
        if path.hasSuffix(".xml") || path.hasSuffix(".stringsdict") { return "xml" }
        if path.hasSuffix(".xcstrings") { return "json" }
        return ""
    }

    /// Text as Markdown shows it literally: the characters that Markdown or HTML would read as
    /// syntax are escaped.
    private static func prose(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|": escaped += "\\\(character)"
            case "<": escaped += "&lt;"
            case "&": escaped += "&amp;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
