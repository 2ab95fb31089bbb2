import Foundation
import LocalizedStrings
import ResourceLint
import Testing
import TestSupport

@Suite("LintConfiguration")
struct LintConfigurationTests {
    private func parse(_ json: String) throws -> LintConfiguration {
        try LintConfiguration.parse(Array(json.utf8), path: ".stringbridge.json", baseFolder: "/project",
                                    rules: allRules.map { $0.description })
    }

    private func description(_ id: String) throws -> RuleDescription {
        try #require(lintRule(identifiedBy: id)).description
    }

    @Test("A rule's own level beats its group's, and a group turns on its off-by-default rules")
    func ruleLevelsAndGroups() throws {
        let configuration = try parse(#"{"lint": {"rules": {"typography": "warning", "ellipsis": "off", "missing_translation": "error"}}}"#)
        #expect(configuration.severity(of: try description("ellipsis")) == nil)
        #expect(configuration.severity(of: try description("straight_quotes")) == .warning)
        #expect(configuration.severity(of: try description("missing_translation")) == .error)
        #expect(configuration.severity(of: try description("extra_translation")) == .warning)
    }

    @Test("An unknown rule is an error that names the line and suggests the nearest rule")
    func unknownRuleIsRejected() throws {
        #expect {
            _ = try parse("{\n\"lint\": {\n\"rules\": {\"missing_translations\": \"off\"}}}")
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix(".stringbridge.json:3:") && message.contains("did you mean 'missing_translation'?")
        }
    }

    @Test("Levels, coverage and patterns are validated", arguments: [
        #"{"lint": {"rules": {"ellipsis": "fatal"}}}"#,
        #"{"lint": {"coverage": {"fr": 120}}}"#,
        #"{"lint": {"ignore": {"keys": ["re:("]}}}"#,
        #"{"lint": {"sourceLanguage": "not a language"}}"#,
        #"{"lint": {"colour": true}}"#,
        #"{"lint": [1]}"#,
        "{",
    ])
    func invalidConfigurationsAreRejected(_ json: String) {
        #expect(throws: ConfigurationError.self) { _ = try parse(json) }
    }

    @Test("Path patterns match like .gitignore: folders, names at any depth, ** across folders")
    func pathPatterns() {
        #expect(PathPattern("Fixtures/Invalid").matches("Fixtures/Invalid/Android/x/res/values/strings.xml"))
        #expect(!PathPattern("Fixtures/Invalid").matches("Fixtures/InvalidOther/strings.xml"))
        #expect(PathPattern("values-und").matches("app/src/main/res/values-und/strings.xml"))
        #expect(PathPattern("**/values-b+*/*.xml").matches("res/values-b+sr+Latn/strings.xml"))
        #expect(!PathPattern("*.strings").matches("en.lproj/Localizable.stringsdict"))
    }

    @Test("Ignored paths are relative to the configuration's folder; keys match globs and anchored expressions")
    func ignoring() throws {
        let configuration = try parse(#"{"lint": {"ignore": {"paths": ["legacy"], "keys": ["debug_*", "re:test_[0-9]+"]}}}"#)
        #expect(configuration.ignores(path: "/project/legacy/res/values/strings.xml"))
        #expect(!configuration.ignores(path: "/project/app/res/values/strings.xml"))
        #expect(configuration.ignores(key: "debug_menu"))
        #expect(configuration.ignores(key: "test_12"))
        #expect(!configuration.ignores(key: "my_test_12"))
    }

    @Test("Coverage: a language's own figure, its base language's, then the default")
    func coverageThresholds() throws {
        let configuration = try parse(#"{"lint": {"coverage": {"*": 90, "pt": 50, "pt-BR": 75}}}"#)
        #expect(configuration.requiredCoverage(for: "pt-BR") == 75)
        #expect(configuration.requiredCoverage(for: "pt-PT") == 50)
        #expect(configuration.requiredCoverage(for: "fr") == 90)
        #expect(try parse("{}").requiredCoverage(for: "fr") == 100)
    }

    @Test("The configuration file is found in the nearest folder above")
    func configurationIsFoundUpward() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("a/b/c"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.url("a/.stringbridge.json"))
        #expect(LintConfiguration.find(from: folder.path("a/b/c")) == (folder.path("a/.stringbridge.json") as NSString).standardizingPath)
    }

    @Test("Suppressions in files: tools:ignore with a rule or Android Lint id, [no-lint:…] in comments")
    func suppressionsInFiles() throws {
        let example = Example(files: [
            .init("res/values/strings.xml", """
                <resources xmlns:tools="http://schemas.android.com/tools">
                <string name="a">A</string><string name="b" tools:ignore="MissingTranslation">B</string>
                <string name="c" tools:ignore="missing_translation,extra_translation">C</string></resources>
                """),
            .init("res/values-fr/strings.xml", "<resources><string name=\"a\">A</string></resources>"),
            .init("en.lproj/Localizable.strings", "/* [no-lint] */\n\"x\" = \"X\";\n/* [no-lint:ellipsis] */\n\"y\" = \"Y\";"),
            .init("fr.lproj/Localizable.strings", "\"z\" = \"Z\";"),
        ])
        let rule = try #require(lintRule(identifiedBy: "missing_translation"))
        let (_, result) = try lint(example, with: rule)
        #expect(result.findings.map { $0.key ?? "" }.sorted() == ["y"])
    }

    @Test("tools:ignore on <resources> suppresses a rule's findings in that file only, file after file")
    func suppressionOfAWholeFile() throws {
        let example = Example(files: [
            .init("res/values/strings.xml", "<resources><string name=\"a\">A</string></resources>"),
            .init("res/values-de/strings.xml", "<resources><string name=\"a\">A</string><string name=\"gone\">G</string><string name=\"old\">O</string></resources>"),
            .init("res/values-fr/strings.xml", """
                <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="ExtraTranslation">\
                <string name="a">A</string><string name="gone">G</string><string name="old">O</string></resources>
                """),
            .init("res/values-it/strings.xml", "<resources><string name=\"gone\">G</string></resources>"),
        ])
        let rule = try #require(lintRule(identifiedBy: "extra_translation"))
        let (_, result) = try lint(example, with: rule)
        #expect(result.findings.map { "\($0.language ?? "")/\($0.key ?? "")" }.sorted() == ["de/gone", "de/old", "it/gone"])
    }
}
