import Foundation
import LocalizedStrings
import ResourceLint
import Testing
import TestSupport

/// Android Lint's own files, read so that a team adopts StringBridge without configuring it again.
@Suite("Android Lint's lint.xml and lint-baseline.xml")
struct AndroidLintFilesTests {
    /// A module with a source and a French translation: `b` and `c` untranslated, `a` read as
    /// another type, `d` with three periods.
    static let project = Example(files: [
        Example.File("src/main/res/values/strings.xml", """
            <resources>
                <string name="a">%1$s points</string>
                <string name="b">Bye</string>
                <string name="c">Later</string>
                <string name="d">Wait...</string>
            </resources>

            """),
        Example.File("src/main/res/values-fr/strings.xml", """
            <resources>
                <string name="a">%1$d points</string>
                <string name="d">Attendez...</string>
            </resources>

            """),
    ])

    private func lint(_ written: WrittenExample, lintXML: String? = nil) throws -> LintResult {
        var configuration = LintConfiguration(baseFolder: written.folder.url.path)
        if let lintXML {
            let path = written.folder.path("lint.xml")
            try Data(lintXML.utf8).write(to: URL(fileURLWithPath: path))
            configuration = try LintConfiguration.load(path: path, rules: allRules.map { $0.description })
        }
        return Linter(configuration: configuration).lint(lintInput(folder: written.folder.url.path))
    }

    @Test("lint.xml: an issue's severity sets its rules, ignore turns them off, an <ignore path> leaves out its files")
    func lintXML() throws {
        let written = try WrittenExample(Self.project)
        let result = try lint(written, lintXML: """
            <?xml version="1.0" encoding="UTF-8"?>
            <lint>
                <issue id="MissingTranslation" severity="ignore" />
                <issue id="StringFormatMatches" severity="fatal" />
                <issue id="TypographyEllipsis" severity="warning">
                    <ignore path="src/main/res/values-fr/strings.xml" />
                    <ignore regexp="periods" />
                </issue>
            </lint>
            """)
        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        #expect(byRule["missing_translation"] == nil)
        #expect(byRule["placeholder_type_mismatch"]?.map(\.severity) == [.error])
        // ellipsis is off by default; lint.xml turns it on, except in the French file.
        #expect(byRule["ellipsis"]?.map(\.location.path).allSatisfy { $0.hasSuffix("values/strings.xml") } == true)
        #expect(byRule["ellipsis"]?.count == 1)
        let configuration = try LintConfiguration.load(path: written.folder.path("lint.xml"), rules: allRules.map { $0.description })
        #expect(configuration.unsupported.count == 1)
    }

    @Test("lint.xml: an unknown severity names its line")
    func unknownSeverity() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("lint.xml")
        try Data("<lint>\n<issue id=\"MissingTranslation\" severity=\"loud\"/>\n</lint>\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ConfigurationError.self) {
            _ = try LintConfiguration.load(path: path, rules: allRules.map { $0.description })
        }
    }

    @Test("lint-baseline.xml: its MissingTranslation and StringFormat issues hide those findings; new ones are reported")
    func lintBaseline() throws {
        let written = try WrittenExample(Self.project)
        let result = try lint(written)
        let path = written.folder.path("lint-baseline.xml")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <issues format="6" by="lint 8.2.0">

                <issue
                    id="MissingTranslation"
                    message="&quot;b&quot; is not translated in &quot;fr&quot; (French), &quot;de&quot; (German)"
                    errorLine1="    &lt;string name=&quot;b&quot;>Bye&lt;/string>"
                    errorLine2="            ~~~~~~~~">
                    <location
                        file="src/main/res/values/strings.xml"
                        line="3"
                        column="13"/>
                </issue>

                <issue
                    id="StringFormatMatches"
                    message="Inconsistent formatting types for argument #1 in format string `a` (&quot;%1$d&quot;): Found both `string` here and `integer` in values-fr/strings.xml"
                    errorLine1="    &lt;string name=&quot;a&quot;>%1$s points&lt;/string>">
                    <location file="src/main/res/values-fr/strings.xml" line="2" column="5"/>
                    <location file="src/main/res/values/strings.xml" line="2" column="5"/>
                </issue>

                <issue id="HardcodedText" message="Hardcoded string">
                    <location file="src/main/res/layout/main.xml" line="9"/>
                </issue>
            </issues>

            """.utf8).write(to: URL(fileURLWithPath: path))
        let baseline = try Baseline.load(path: path)
        let application = baseline.apply(to: result.findings)
        let remaining = application.remaining.map { result.findings[$0] }
        #expect(remaining.filter { $0.ruleID == "missing_translation" }.map(\.key) == ["c"])
        #expect(!remaining.contains { $0.ruleID == "placeholder_type_mismatch" })
        #expect(application.matched == 2)
    }
}
