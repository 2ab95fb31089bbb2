import Foundation
import ResourceLint
import Testing
import TestSupport

/// `docs/lint-rules.md` is written from the rules' descriptions; this suite keeps the page and
/// the rules in step. With `STRINGBRIDGE_WRITE_DOCS=1` it rewrites the page instead of failing.
@Suite("The lint rule reference")
struct LintRulesDocumentTests {
    static let page = Fixtures.repositoryRoot.appendingPathComponent("docs/lint-rules.md")

    @Test("docs/lint-rules.md is what the rules' descriptions give")
    func pageIsCurrent() throws {
        let expected = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["STRINGBRIDGE_WRITE_DOCS"] == "1" {
            try Data(expected.utf8).write(to: Self.page, options: .atomic)
        }
        let current = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(current == expected, "docs/lint-rules.md is stale; rewrite it with \(RuleDocumentation.regenerateCommand)")
    }

    @Test("The page names every rule with its summary and default severity")
    func pageNamesEveryRule() {
        let page = RuleDocumentation.markdown()
        for rule in allRules.map({ $0.description }) {
            #expect(page.contains("\n### `\(rule.identifier)`\n"), "\(rule.identifier) has no section")
            #expect(page.contains("[`\(rule.identifier)`](#\(rule.identifier)) | "), "\(rule.identifier) is not in the table")
        }
        #expect(page.contains("| Typography | [`ellipsis`](#ellipsis) | warning (off) | TypographyEllipsis | "))
        #expect(page.contains("| Parse and encoding | [`unescaped_apostrophe`](#unescaped_apostrophe) | error | StringEscaping | "))
    }

    @Test("Android examples are shown without the lines every example has, other files whole")
    func examplesAreShownAsTheirFiles() {
        let page = RuleDocumentation.markdown(rules: allRules.filter { $0.description.identifier == "missing_placeholder" })
        #expect(page.contains("""
            `res/values-de/strings.xml`:

            ```xml
            ↓<string name="a">%1$s hat Dateien gesendet</string>
            ```
            """))
        #expect(page.contains("""
            `fr.lproj/Localizable.strings`:

            ```
            "a" = ↓"Bonjour";
            ```
            """))
        #expect(!page.contains("<resources"))
    }

    @Test("Prose is escaped so that Markdown shows it as written")
    func proseIsEscaped() {
        let page = RuleDocumentation.markdown(rules: allRules.filter { $0.description.identifier == "unbalanced_markup" })
        #expect(page.contains("(CDATA, &amp;lt;b&amp;gt;, HTML in Apple strings)"))
        #expect(!page.contains("(CDATA, &lt;b&gt;, HTML"))
    }
}
