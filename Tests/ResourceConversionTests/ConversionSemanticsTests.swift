import AndroidResources
import Foundation
import LocalizedStrings
import ResourceConversion
import StringBridgeKit
import Testing
import TestSupport

/// What each case of `Fixtures/Conversion` becomes, read back by the platform's own reader:
/// Foundation's `PropertyListSerialization` for the Apple files we write, and the Android
/// reader (which agrees with aapt2 on the whole corpus) for the Android files. Each expected
/// value says why.
@Suite("Conversion semantics")
struct ConversionSemanticsTests {
    static func plist(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test("Android strings become the .strings values Foundation reads")
    func androidStringsInFoundation() throws {
        let step = try ConversionHarness.convert(ConversionHarness.readAndroid([Fixtures.url("Conversion/Android/res").path]).tables,
                                             to: .lproj)
        #expect(step.errors.isEmpty)
        let strings = try Self.plist(step.folder + "/en.lproj/Localizable.strings") as? [String: String]
        #expect(strings == [
            "apostrophe": "Don't stop",                       // \' is an escaped apostrophe
            "quoted": "  two  spaces  ",                     // double quotes keep the spaces
            "unicode": "café",                               // \u00e9
            "newline": "one\ntwo",                           // \n is a line feed
            "positional": "%1$@ has %2$lld",                 // Java %s, %d → Apple %@, %lld
            "percent": "100%% sure",                         // formatted="false": a literal % becomes %%
            "bold": "Read <b>this</b> &amp; that",           // spans become HTML, text escaped
            "reference": "Don't stop",                       // @string/apostrophe resolved
            "brand": "Brand",                                // translatable="false" is still a string
            "title": "Phone title",                          // the default product
            "title[product=tablet]": "Tablet title",         // other products keep their name
            "planets[0]": "Mercury", "planets[1]": "Venus",  // array items by index
        ])
        // values-lv has only `apostrophe`; Android shows Latvian users the rest from values/
        // (per resource), and resolves @string/apostrophe in values-lv. Foundation would show
        // the keys (it falls back per table), so lv.lproj gets what Android shows.
        let latvian = try Self.plist(step.folder + "/lv.lproj/Localizable.strings") as? [String: String]
        var expectedLatvian = try #require(strings)
        expectedLatvian["apostrophe"] = "Neapstājies"
        expectedLatvian["reference"] = "Neapstājies"
        #expect(latvian == expectedLatvian)
    }

    /// `Fixtures/Conversion/Apple`: de.lproj has 2 of en.lproj's 9 strings and no plural.
    @Test("An Apple table's gaps stay gaps through Android; an Android folder's gaps are filled, and come back as gaps")
    func gaps() throws {
        let apple = ConversionHarness.readApple([Fixtures.url("Conversion/Apple").path]).tables
        let english = try Self.plist(Fixtures.url("Conversion/Apple/en.lproj/Localizable.strings").path) as? [String: String]
        let german = try Self.plist(Fixtures.url("Conversion/Apple/de.lproj/Localizable.strings").path) as? [String: String]
        let android = try ConversionHarness.convert(apple, to: nil)
        let androidTables = ConversionHarness.readAndroid([android.folder]).tables
        // Apple showed the key in German for the 7 others (and the plural): they stay out.
        let back = try ConversionHarness.convert(androidTables, to: .lproj)
        #expect(try Self.plist(back.folder + "/de.lproj/Localizable.strings") as? [String: String] == german)
        #expect(!FileManager.default.fileExists(atPath: back.folder + "/de.lproj/Localizable.stringsdict"))

        // The same folders as an Android project wrote them, without the record of Apple's gaps:
        // Android shows German users the English strings, and so does de.lproj now.
        let project = androidTables.map { table in
            var table = table
            if table.locale != nil { table.details = FormatDetails() }
            return table
        }
        let filled = try ConversionHarness.convert(project, to: .lproj)
        #expect(try Self.plist(filled.folder + "/de.lproj/Localizable.strings") as? [String: String]
                == english?.merging(german ?? [:]) { $1 })
        #expect(try Self.plist(filled.folder + "/de.lproj/Localizable.stringsdict")["files"] != nil)
        #expect(filled.diagnostics.contains { $0.id == "filled-gap" && $0.message.contains("values-de lacks 8 keys") })
        // Converting back leaves the filled keys out again.
        let again = try ConversionHarness.convert(ConversionHarness.readApple([filled.folder]).tables, to: nil)
        ConversionHarness.expectSameEntries(project, ConversionHarness.readAndroid([again.folder]).tables, "filled and back")
    }

    @Test("Android plurals become .stringsdict variables; 'zero' only where CLDR has it")
    func pluralsInFoundation() throws {
        let step = try ConversionHarness.convert(ConversionHarness.readAndroid([Fixtures.url("Conversion/Android/res").path]).tables,
                                             to: .lproj)
        let english = try #require(try Self.plist(step.folder + "/en.lproj/Localizable.stringsdict")["files"] as? [String: Any])
        #expect(english["NSStringLocalizedFormatKey"] as? String == "%#@count@")
        let count = try #require(english["count"] as? [String: String])
        // English has no CLDR 'zero' category: Android never picks the zero item, but Apple
        // would use it for 0, so it is left out (and reported).
        #expect(count == ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                          "one": "%lld file", "other": "%lld files"])
        #expect(step.diagnostics.contains { $0.message.contains("'files': the 'zero' form is left out") })
        // Latvian has a CLDR 'zero' category (0, 10–20, …), so both platforms use the item.
        let latvian = try #require(try Self.plist(step.folder + "/lv.lproj/Localizable.stringsdict")["files"] as? [String: Any])
        let latvianCount = try #require(latvian["count"] as? [String: String])
        #expect(latvianCount["zero"] == "%lld failu")
        #expect(latvianCount["one"] == "%lld fails")
    }

    @Test("--int-specifier d writes %d, which Foundation reads as a 32-bit int")
    func integerSpecifierOption() throws {
        let tables = ConversionHarness.readAndroid([Fixtures.url("Conversion/Android/res").path]).tables
        let step = try ConversionHarness.convert(tables, to: .lproj, options: ConversionOptions(integerSpecifier: .int))
        let strings = try Self.plist(step.folder + "/en.lproj/Localizable.strings") as? [String: String]
        #expect(strings?["positional"] == "%1$@ has %2$d")
    }

    @Test("Apple strings become Android resources that aapt2's rules read back to the same text")
    func appleStringsOnAndroid() throws {
        let step = try ConversionHarness.convert(ConversionHarness.readApple([Fixtures.url("Conversion/Apple").path]).tables, to: nil)
        #expect(step.errors.isEmpty)
        let read = ConversionHarness.readAndroid([step.folder])
        #expect(!read.diagnostics.contains { $0.severity == .error })
        let english = try #require(read.tables.first { $0.locale == nil })
        func text(_ name: String) -> String? {
            guard case .text(let styled)? = english.entries.first(where: { $0.key == name })?.value else { return nil }
            return styled.text
        }
        #expect(text("welcome") == "Welcome, %s!")            // %@ → %s
        #expect(text("pair") == "%1$s and %2$s")              // aapt2 needs numbered specifiers
        #expect(text("reordered") == "%2$s before %1$s")
        #expect(text("apostrophe") == "It's 100%% done")      // the apostrophe is escaped in the file
        #expect(text("at.sign") == "@home")                   // not a reference: escaped as \@
        #expect(text("question") == "?maybe")                 // not an attribute: escaped as \?
        #expect(text("spaces") == "  padded  ")               // quoted, so aapt2 keeps the spaces
        #expect(text("settings.title") == "Settings")         // dots are valid in resource names
        // A key that is no resource name gets a stable generated name; sb:key keeps the key.
        let renamed = try #require(english.entries.first { $0.androidDetails[attribute: "sb:key"] == "Hello World" })
        #expect(renamed.key.hasPrefix("Hello_World_"))
        // The plural variable selects the form; the rest of the format is in every item,
        // with the arguments numbered as Foundation reads them (count first, then %@).
        guard case .plural(let forms)? = english.entries.first(where: { $0.key == "files" })?.value else {
            Issue.record("files is not a plural")
            return
        }
        #expect(forms[.one]?.displayText == "%1$d file in %2$s")
        #expect(forms[.other]?.displayText == "%1$d files in %2$s")
        let german = try #require(read.tables.first { $0.locale?.identifier == "de" })
        #expect(german.entries.map(\.key) == ["welcome", "settings.title"])
    }

    @Test("A real span and escaped markup text stay apart through Apple HTML")
    func spanAndLiteralMarkup() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try FileManager.default.createDirectory(atPath: folder + "/res/values", withIntermediateDirectories: true)
        try #"""
            <resources>
                <string name="mixed">&lt;b>not bold&lt;/b> and <b>bold</b></string>
                <string name="literal">&lt;b>just text&lt;/b></string>
            </resources>
            """#.write(toFile: folder + "/res/values/strings.xml", atomically: true, encoding: .utf8)
        let source = ConversionHarness.readAndroid([folder + "/res"]).tables
        let step = try ConversionHarness.convert(source, to: .lproj)
        let strings = try Self.plist(step.folder + "/en.lproj/Localizable.strings") as? [String: String]
        // With spans the text is HTML, so the literal tag is escaped; without, it stays text.
        #expect(strings?["mixed"] == "&lt;b&gt;not bold&lt;/b&gt; and <b>bold</b>")
        #expect(strings?["literal"] == "<b>just text</b>")
        let back = try ConversionHarness.convert(ConversionHarness.readApple([step.folder]).tables, to: nil)
        ConversionHarness.expectSameEntries(source, ConversionHarness.readAndroid([back.folder]).tables, "markup")
    }

    /// For the whole Android corpus: each `.strings` and `.stringsdict` file the converter
    /// writes, read by Foundation, holds exactly the entries the converter made — which are
    /// the aapt2-exact values after the specifier mapping tested row by row above. Strings
    /// with no specifier, markup or reference must reach Foundation unchanged.
    @Test("Foundation reads every file converted from the Android corpus as the values aapt2 compiled",
          .enabled(if: Fixtures.corpus != nil, "../shared/corpus is absent; the corpus oracle is skipped"))
    func corpusInFoundation() throws {
        let corpus = try #require(Fixtures.corpus).appendingPathComponent("android").path
        var filesChecked = 0
        var plainStrings = 0
        for folder in RoundTripTests.folders(named: "res", under: corpus) {
            let source = ConversionHarness.withoutRejectedFiles(ConversionHarness.readAndroid([folder]))
            let output = AndroidToAppleConverter().convert(source, to: .lproj)
            let rendered = ConversionRenderer(outputFolder: "", sourceLanguage: LanguageTag(language: "en")).files(for: output.tables)
            let bytesByPath = Dictionary(uniqueKeysWithValues: rendered.files.map { ($0.path, Data($0.bytes)) })
            var foundationByLocale: [String: [String: String]] = [:]
            for table in output.tables {
                let data = try #require(bytesByPath[table.path])
                let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                                         "\(folder): \(table.path)")
                filesChecked += 1
                for entry in table.entries {
                    switch entry.value {
                    case .text(let text):
                        #expect(plist[entry.key] as? String == text.text, "\(folder): \(table.path): \(entry.key)")
                        foundationByLocale[table.locale?.identifier ?? "", default: [:]][entry.key] = plist[entry.key] as? String
                    case .variableFormat(let format):
                        let dictionary = plist[entry.key] as? [String: Any]
                        #expect(dictionary?["NSStringLocalizedFormatKey"] as? String == format.format, "\(folder): \(entry.key)")
                        for variable in format.variables {
                            let forms = dictionary?[variable.name] as? [String: String]
                            for form in variable.forms.forms {
                                #expect(forms?[form.category.rawValue] == form.value.displayText, "\(folder): \(entry.key)")
                            }
                        }
                    default:
                        Issue.record("\(folder): \(entry.key) has a value .lproj files cannot hold")
                    }
                }
            }
            // Directly from aapt2's values: plain strings are what Foundation reads. A translation
            // that is a string where values/ has a plural or array of that name is another
            // resource on Android (R.string.x, not R.plurals.x): its Apple key is "x (string)".
            let defaults = source.filter { $0.qualifiers.isEmpty && $0.locale == nil }.flatMap(\.entries)
            let otherKinds = Set(defaults.filter { !$0.value.isText }.map(\.key)).subtracting(defaults.filter(\.value.isText).map(\.key))
            for table in source where table.qualifiers.isEmpty {
                let apple = LocaleMapping.appleLocale(forAndroid: table.locale, sourceLanguage: LanguageTag(language: "en"))
                for entry in table.entries where entry.product == nil && entry.isFormatted {
                    guard case .text(let text) = entry.value, text.spans.isEmpty, !text.text.contains("%") else { continue }
                    plainStrings += 1
                    let key = otherKinds.contains(entry.key) ? "\(entry.key) (string)" : entry.key
                    #expect(foundationByLocale[apple.identifier]?[key] == text.text, "\(table.path): \(entry.key)")
                }
            }
        }
        #expect(filesChecked > 500)
        #expect(plainStrings > 100_000)
    }
}

private extension EntryValue {
    /// Whether the value is a string resource's (text or a reference), not a plural's or an array's.
    var isText: Bool {
        switch self {
        case .text, .reference: true
        default: false
        }
    }
}
