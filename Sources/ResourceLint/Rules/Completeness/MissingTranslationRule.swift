import Foundation
import LocalizedStrings

/// Source strings a language does not translate.
struct MissingTranslationRule: LintRule {
    static let description = RuleDescription(
        identifier: "missing_translation",
        name: "Missing Translation",
        summary: "A source-language string that a language does not translate (and does not inherit from its parent language), when the language is below its required coverage.",
        rationale: """
            Users of that language see the source language in the middle of their own. Partly translated apps \
            are normal, so the configuration sets the coverage each language must reach ("coverage": {"fr": 90}); \
            below it, every missing string is reported, at the source string. Regional folders may be partial: \
            values-fr-rCA inherits from values-fr, zh-Hant-TW from zh-Hant, and on Android from the folders \
            Android shows (another region of the language: values-de-rCH from values-de-rAT; never another \
            language's folder). Untranslatable strings \
            (translatable="false", a file under <resources translatable="false">, shouldTranslate: false), \
            references and Android arrays (which Android Lint does not report either: they are mostly \
            references and constants) are not expected.
            """,
        kind: .completeness, defaultSeverity: .warning, androidLintID: "MissingTranslation",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Hello</string><string name="b" translatable="false">Brand</string>"#,
                      "values-fr": #"<string name="a">Bonjour</string>"#,
                      "values-fr-rCA": ""]),
            .android(["values": #"<string name="a">Hello</string><string name="b">Bye</string>"#,
                      "values-fr": #"<string name="a">Bonjour</string>"#],
                     configuration: #"{ "coverage": { "fr": 50 } }"#),
            // Android shows values-de-rAT to Swiss German users (ResTable_config::isLocaleBetterThan).
            .android(["values": #"<string name="a">Hello</string>"#,
                      "values-de-rAT": #"<string name="a">Servus</string>"#,
                      "values-de-rCH": ""]),
            // A whole file of constants, as Android Lint skips it.
            Example(files: [
                Example.File("res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#),
                Example.File("res/values/config.xml", #"<resources translatable="false"><string name="host">example.org</string><plurals name="n"><item quantity="other">%d</item></plurals></resources>"#),
                Example.File("res/values-fr/strings.xml", #"<resources><string name="a">Bonjour</string></resources>"#),
            ]),
            // Arrays of references, of constants, and empty ones.
            .android(["values": #"<string name="a">Hello</string><string-array name="refs"><item>@string/a</item></string-array><string-array name="codes"><item>en</item><item>fr</item></string-array><array name="none"/>"#,
                      "values-fr": #"<string name="a">Bonjour</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": "<string name=\"a\">Hello</string>\n↓<string name=\"b\">Bye</string>",
                      "values-fr": #"<string name="a">Bonjour</string>"#]),
            // A British folder serves no French user.
            .android(["values": "<string name=\"a\">Hello</string>\n↓<string name=\"b\">Bye</string>",
                      "values-en-rGB": #"<string name="a">Hello</string><string name="b">Bye</string>"#,
                      "values-fr": #"<string name="a">Bonjour</string>"#]),
            .strings(["en": "\"a\" = \"Hello\";\n↓\"b\" = \"Bye\";", "de": #""a" = "Hallo";"#]),
            .catalog("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "bye" : {
                      "localizations" : {
                        ↓"en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } }
                      }
                    },
                    "hello" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        for coverage in context.languageCoverage {
            let resources = coverage.resources
            let row = coverage.row
            let threshold = context.configuration.requiredCoverage(for: resources.language)
            guard row.missing > 0, row.percent < threshold else { continue }
            let below = threshold < 100
                ? String(format: "; %@ has %.0f%% of the strings, below the %.0f%% required", resources.language, row.percent, threshold)
                : ""
            // Every message of a language ends the same way.
            let ending = "' is not translated in \(resources.displayName == resources.language ? resources.language : "\(resources.displayName) (\(resources.language))")\(below)"
            for entry in coverage.missing {
                violations.append(Violation(location: context.location(of: entry), message: "'" + entry.key + ending,
                                            key: entry.key, language: resources.language))
            }
        }
        return violations
    }
}
