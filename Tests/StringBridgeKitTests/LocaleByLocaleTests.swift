import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion
@testable import StringBridgeKit
import Testing
import TestSupport

/// `convert --to apple` reads the folders of the locales no other locale falls back to again
/// when it converts them (``DeferredTables``), so that it never holds every locale's entries;
/// `--to xcstrings` lets each such locale's folders go once it is converted. What they write
/// must be what converting every table at once gives, and what Android shows: a reference
/// resolves in the user's chain across modules (the app Android's merger builds), a name of
/// two kinds is renamed in every locale, and a key with markup in any locale is HTML in all of
/// them.
@Suite("Converting to .lproj locale by locale")
struct LocaleByLocaleTests {
    /// A project with an app module and a library: French waits for its turn; values/ and
    /// the Portuguese folders, which serve each other's users, do not.
    private static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let files = [
            "app/src/main/res/values/strings.xml": """
                <resources>
                    <string name="app_name">Mail</string>
                    <string name="greeting">@string/lib_hello</string>
                    <string name="motto">Plain &amp; simple</string>
                    <plurals name="count"><item quantity="one">%d item</item><item quantity="other">%d items</item></plurals>
                </resources>
                """,
            "app/src/main/res/values-fr/strings.xml": """
                <resources>
                    <string name="app_name">Courrier</string>
                    <string name="motto"><b>Tout</b> simple</string>
                    <string name="count">pas un pluriel</string>
                </resources>
                """,
            "app/src/main/res/values-pt/strings.xml": """
                <resources><string name="app_name">Correio</string></resources>
                """,
            "app/src/main/res/values-pt-rBR/strings.xml": """
                <resources><string name="own">@string/app_name</string></resources>
                """,
            "lib/src/main/res/values/strings.xml": """
                <resources><string name="lib_hello">Hello</string></resources>
                """,
            "lib/src/main/res/values-fr/strings.xml": """
                <resources><string name="lib_hello">Bonjour</string></resources>
                """,
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (folder.path(path) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: folder.path(path), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private static func strings(_ path: String) throws -> [String: String]? {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil) as? [String: String]
    }

    @Test("The locales no other falls back to are those that wait")
    func deferrableLocales() {
        // A German user of Austria reads values-de, then values-de-rAT for what it lacks, and
        // one of Germany values-de-rAT after values-de (a region of the language serves before
        // values/): both are read at once. French and British English serve no other locale.
        let locales = ["de", "de-AT", "fr", "en-GB"].compactMap(LanguageTag.init)
        #expect(DeferredTables.deferrableLocales(among: locales) == Set(["fr", "en-GB"].compactMap(LanguageTag.init)))
    }

    @Test("A locale read again is converted as Android shows it")
    func convertedAsAndroidShowsIt() throws {
        let project = try Self.project()
        let out = try TemporaryFolder()
        let (_, _, deferred) = ResourceDiscovery.readDeferringLocales([project.url.path])
        #expect(!deferred.isEmpty)
        let result = try ConversionPipeline().run(ConversionRequest(paths: [project.url.path], target: .lproj, outputFolder: out.path("")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let fr = try Self.strings(out.path("app/src/main/res/fr.lproj/Localizable.strings"))
        // greeting: lib_hello as a French user sees it, from the library's values-fr; motto has
        // markup in French, so its text is HTML; count (string): values/ has a plurals "count".
        #expect(fr?["greeting"] == "Bonjour")
        #expect(fr?["motto"] == "<b>Tout</b> simple")
        #expect(fr?["count (string)"] == "pas un pluriel")
        #expect(fr?["app_name"] == "Courrier")
        // motto is HTML in English too, where its ampersand is escaped.
        #expect(try Self.strings(out.path("app/src/main/res/en.lproj/Localizable.strings"))?["motto"] == "Plain &amp; simple")
        // own: app_name in the Brazilian user's chain, values-pt-rBR → values-pt.
        #expect(try Self.strings(out.path("app/src/main/res/pt-BR.lproj/Localizable.strings"))?["own"] == "Correio")
        #expect(try Self.strings(out.path("lib/src/main/res/fr.lproj/Localizable.strings")) == ["lib_hello": "Bonjour"])
        // 3 strings and a plural in app's values/, 3 strings in values-fr, 1 in each of
        // values-pt, values-pt-rBR, lib's values/ and lib's values-fr.
        #expect(result.summary.strings == 10)
        #expect(result.summary.plurals == 1)
        let renamed = result.diagnostics.filter { $0.id == ConversionDiagnosticID.renamedKey }
        #expect(renamed.map(\.location?.line) == [4])
    }

    @Test("A catalog's locales, each converted with its own folders, are as Android shows them")
    func catalogAsAndroidShowsIt() throws {
        let project = try Self.project()
        let out = try TemporaryFolder()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [project.url.path], target: .stringCatalog, outputFolder: out.path("")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let read = StringCatalogReader().read(fileAt: out.path("app/src/main/res/Localizable.xcstrings"))
        #expect(read.diagnostics.isEmpty)
        func text(_ key: String, _ language: String) -> String? {
            guard let table = read.tables.first(where: { $0.locale?.identifier == language }),
                  case .text(let text) = table.entries.first(where: { $0.key == key })?.value else { return nil }
            return text.text
        }
        // greeting: lib_hello as a French user sees it, from the library's values-fr, which
        // is converted with the app's (French waits for its turn in both bundles).
        #expect(text("greeting", "fr") == "Bonjour")
        #expect(text("greeting", "en") == "Hello")
        #expect(text("motto", "fr") == "<b>Tout</b> simple")
        #expect(text("motto", "en") == "Plain &amp; simple")
        #expect(text("count (string)", "fr") == "pas un pluriel")
        // own: app_name in the Brazilian user's chain, values-pt-rBR → values-pt.
        #expect(text("own", "pt-BR") == "Correio")
        #expect(result.summary.strings == 10)
    }

    @Test("Locale by locale gives what converting every table at once gives",
          arguments: ["Conversion/Modules/Project", "Android/Conformance/LocaleFolders", "Android/Conformance/References",
                      "Android/Conformance/Plurals", "Android/Conformance/Spans", "Android/Conformance/Products", ""])
    func sameAsAllAtOnce(fixture: String) throws {
        let project = try Self.project()
        let root = fixture.isEmpty ? project.url.path : Fixtures.url(fixture).path
        let converter = AndroidToAppleConverter(inputRoots: [root])
        let whole = converter.convert(ResourceDiscovery.read([root]).tables, to: .lproj)
        let (shells, _, deferred) = ResourceDiscovery.readDeferringLocales([root])
        let conversion = converter.lprojConversion(shells, deferred: deferred)
        let byLocale = conversion.output(conversion.batches.flatMap { conversion.tables(ofUnits: $0) })
        #expect(Dictionary(uniqueKeysWithValues: byLocale.tables.map { ($0.path, $0) })
            == Dictionary(uniqueKeysWithValues: whole.tables.map { ($0.path, $0) }))
        #expect(byLocale.summary == whole.summary)
        #expect(byLocale.diagnostics.map(\.description).sorted() == whole.diagnostics.map(\.description).sorted())
    }

    @Test("A file that changed since it was read leaves its locale out")
    func changedSinceRead() throws {
        let project = try Self.project()
        let (shells, _, deferred) = ResourceDiscovery.readDeferringLocales([project.url.path])
        try "<resources><string name=\"app_name\">Mél</string></resources>"
            .write(toFile: project.path("app/src/main/res/values-fr/strings.xml"), atomically: true, encoding: .utf8)
        let conversion = AndroidToAppleConverter(inputRoots: [project.url.path]).lprojConversion(shells, deferred: deferred)
        let made = conversion.batches.flatMap { batch in zip(batch, conversion.tables(ofUnits: batch)).map { (conversion.units[$0.0], $0.1) } }
        let french = made.filter { $0.0.paths[0] == "app/src/main/res/fr.lproj/Localizable.strings" }
        #expect(french.count == 1)
        #expect(french.first?.1.tables.isEmpty == true)
        #expect(french.first?.1.diagnostics.map(\.id) == [ConversionDiagnosticID.changedWhileConverting])
        // The library's French folder did not change.
        #expect(made.contains { $0.0.paths[0] == "lib/src/main/res/fr.lproj/Localizable.strings" && !$0.1.tables.isEmpty })
    }
}
