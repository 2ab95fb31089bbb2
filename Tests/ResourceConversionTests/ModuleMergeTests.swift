import LocalizedStrings
import ResourceConversion
import Testing

/// Several `res` folders converted at once (an app module and a library module): their
/// folders of one locale become one Apple table. The converter collects each table's groups
/// on its own, on all cores; what it reports must still come in the order of the tables it
/// was given, and the first definition of a name must still win.
@Suite("Modules merged into one Apple table")
struct ModuleMergeTests {
    static func string(_ key: String, _ text: String, in path: String, line: Int) -> Entry {
        Entry(key: key, value: .text(StyledText(text)), location: SourceLocation(path: path, line: line, column: 5))
    }

    static func table(_ path: String, locale: String?, qualifiers: [String] = [], _ entries: [(String, String)]) -> StringTable {
        StringTable(path: path, format: .android, locale: locale.flatMap { LanguageTag($0) }, qualifiers: qualifiers,
                    entries: entries.enumerated().map { string($1.0, $1.1, in: path, line: $0 + 2) })
    }

    /// Module `app` first, then `lib`, whose tables come in an order of their own (French
    /// first), and whose `values-land` has a qualifier Apple lacks.
    static let tables = [
        table("app/res/values/strings.xml", locale: nil, [("greeting", "Hello from app"), ("farewell", "Bye")]),
        table("app/res/values-fr/strings.xml", locale: "fr", [("greeting", "Bonjour de app")]),
        table("lib/res/values-fr/strings.xml", locale: "fr", [("greeting", "Bonjour de lib"), ("farewell", "Au revoir")]),
        table("lib/res/values-land/strings.xml", locale: nil, qualifiers: ["land"], [("greeting", "Landscape")]),
        table("lib/res/values/strings.xml", locale: nil, [("extra", "More"), ("greeting", "Hello from lib")]),
    ]

    @Test("Reports come table by table, in the order given; the first definition of a name is converted")
    func reportsInTableOrder() throws {
        let output = AndroidToAppleConverter().convert(Self.tables, to: .lproj)
        let reported = output.diagnostics.filter {
            [ConversionDiagnosticID.duplicateDefinition, ConversionDiagnosticID.configurationSkipped].contains($0.id)
        }
        // lib's values-fr/greeting (third table, line 2), the qualifier folder (fourth), lib's
        // values/greeting (fifth, line 3): the tables' order, not the locales' (en, fr) nor
        // folder reports before entry reports.
        #expect(reported.map(\.id) == [ConversionDiagnosticID.duplicateDefinition, ConversionDiagnosticID.configurationSkipped,
                                       ConversionDiagnosticID.duplicateDefinition])
        #expect(reported.map { $0.location?.path } == ["lib/res/values-fr/strings.xml", "lib/res/values-land", "lib/res/values/strings.xml"])
        #expect(reported.map { $0.location?.line } == [2, 0, 3])
        #expect(reported[0].message.contains("app/res/values-fr/strings.xml:2:5"))
        #expect(reported[2].message.contains("app/res/values/strings.xml:2:5"))

        func texts(_ path: String) -> [String: String] {
            let table = output.tables.first { $0.path == path }
            return Dictionary(uniqueKeysWithValues: (table?.entries ?? []).compactMap { entry in
                if case .text(let styled) = entry.value { (entry.key, styled.text) } else { nil }
            })
        }
        // app's values come first; lib adds what app lacks (extra), in both locales.
        #expect(texts("en.lproj/Localizable.strings") == ["greeting": "Hello from app", "farewell": "Bye", "extra": "More"])
        let french = texts("fr.lproj/Localizable.strings")
        #expect(french["greeting"] == "Bonjour de app")
        #expect(french["farewell"] == "Au revoir")
        #expect(french["extra"] == "More")  // a gap of fr, filled with what Android shows there
    }
}
