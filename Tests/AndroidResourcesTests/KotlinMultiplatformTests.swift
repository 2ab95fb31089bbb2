import AndroidResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// The pieces of the Compose Multiplatform and moko-resources dialects: where a file's dialect
/// comes from, folder names, escapes, placeholders, and that the writers give back what the
/// readers read.
@Suite("Kotlin Multiplatform dialects")
struct KotlinMultiplatformTests {
    // MARK: - Dialects

    @Test("A file's dialect is its nearest composeResources, moko-resources or resources/MR folder")
    func dialectByPlace() {
        #expect(AndroidDialect.detected(forPath: "app/src/main/res/values/strings.xml") == .aapt2)
        #expect(AndroidDialect.detected(forPath: "shared/src/commonMain/composeResources/values-fr/strings.xml") == .compose)
        #expect(AndroidDialect.detected(forPath: "shared/src/commonMain/moko-resources/base/strings.xml") == .moko)
        #expect(AndroidDialect.detected(forPath: "shared/src/commonMain/resources/MR/ru/plurals.xml") == .moko)
        #expect(AndroidDialect.detected(forPath: "composeResources") == .compose)
        #expect(AndroidDialect.detected(forPath: "other/MR/base/strings.xml") == .aapt2)
        #expect(AndroidDialect.of(path: "x/composeResources/values/strings.xml", override: .aapt2) == .aapt2)
    }

    // MARK: - Compose folder names

    /// `ResourcesTest.testBcpFolderQualifiers` (compose-multiplatform, ResourcesTest.kt:54-73):
    /// names the plugin accepts, with the locale and qualifiers they select.
    static let acceptedFolders: [(String, String?, [String])] = [
        ("values-b+zh", "zh", []), ("values-b+sr+Latn", "sr-Latn", []), ("values-b+zh+Hans", "zh-Hans", []),
        ("values-b+sr", "sr", []), ("values-b+en+US", "en-US", []), ("values-b+es+419", "es-419", []),
        ("values-b+zh+Hans+CN", "zh-Hans-CN", []), ("values-b+sr+Latn+RS", "sr-Latn-RS", []),
        ("values-b+zh+Hant-dark", "zh-Hant", ["dark"]), ("values-b+zh+Hant-mdpi", "zh-Hant", ["mdpi"]),
        ("values-b+zh+Hant-mdpi-dark", "zh-Hant", ["mdpi", "dark"]),
        // Besides those: the classic forms, themes and densities alone, and the legacy codes.
        ("values", nil, []), ("values-fr", "fr", []), ("values-pt-rBR", "pt-BR", []), ("values-dark", nil, ["dark"]),
        ("values-xxhdpi", nil, ["xxhdpi"]), ("values-iw", "he", []), ("values-in", "id", []), ("values-kab", "kab", []),
    ]

    /// `ResourcesTest.testBcpFolderQualifiersInvalid` (ResourcesTest.kt:119-154) and the
    /// folder errors of `testGeneratedAccessors` (:198-240), with the plugin's messages.
    static let rejectedFolders: [(String, String)] = [
        ("values-b+sr+1234", "Malformed BCP 47 subtag '1234'"), ("values-b+sr+ABCD", "Malformed BCP 47 subtag 'ABCD'"),
        ("values-b+", "Malformed BCP 47 subtag ''"), ("values-b++Latn", "Malformed BCP 47 subtag ''"),
        ("values-b+sr+Latn+", "Malformed BCP 47 subtag ''"), ("values-b+sr++", "Malformed BCP 47 subtag ''"),
        ("values-b+sr++RS", "Malformed BCP 47 subtag ''"), ("values-b+sr+RS+", "Malformed BCP 47 subtag ''"),
        ("values-b+EN", "BCP 47 segment must start with a language subtag"),
        ("values-b+Latn", "BCP 47 segment must start with a language subtag"),
        ("values-dark-b+zh+Hant", "BCP 47 'b+' segment must be the first qualifier"),
        ("values-mdpi-b+zh", "BCP 47 'b+' segment must be the first qualifier"),
        ("values-b+sr+US+RS", "BCP 47 subtags must follow language -> script -> region order"),
        ("values-b+sr+Latn+RS+US", "BCP 47 subtags must follow language -> script -> region order"),
        ("values-b+sr+sr+RS", "BCP 47 subtags must follow language -> script -> region order"),
        ("values-b+sr+Latn+Latn", "BCP 47 subtags must follow language -> script -> region order"),
        ("values-b+sr+Latn-rRS", "Locale qualifier 'rRS' cannot follow a BCP 47"),
        ("values-b+sr-rRS", "Locale qualifier 'rRS' cannot follow a BCP 47"),
        ("values-b+sr+RS-sr-rRS", "Locale qualifier 'sr' cannot follow a BCP 47"),
        ("values-sr-rRS-b+sr+RS", "BCP 47 'b+' segment must be the first qualifier"),
        ("values-b+sr+RS+Latn", "BCP 47 subtags must follow language -> script -> region order"),
        ("values-sr-Latn", "contains unknown qualifier: 'Latn'"), ("values-sr-rRS-Latn", "contains unknown qualifier: 'Latn'"),
        ("values-rent", "contains unknown qualifier: 'rent'"), ("values-rUS-en", "Region qualifier must be declared after language: 'en-rUS'"),
        ("values-rUS", "Region qualifier must be used only with language"), ("values-en-fr", "repetitive qualifiers: 'en' and 'fr'"),
        // Android's qualifiers that Compose does not know.
        ("values-night", "contains unknown qualifier: 'night'"), ("values-v21", "contains unknown qualifier: 'v21'"),
    ]

    @Test("Compose folder names read as the plugin reads them", arguments: acceptedFolders.indices)
    func acceptedFolder(_ index: Int) throws {
        let (name, locale, qualifiers) = Self.acceptedFolders[index]
        let reading = try ComposeValuesFolder.read(name)
        #expect(reading.configuration.locale?.identifier == locale, "\(name)")
        #expect(reading.configuration.qualifiers == qualifiers, "\(name)")
        #expect(reading.warnings.isEmpty, "\(name)")
    }

    @Test("Compose folder names the plugin rejects give its message", arguments: rejectedFolders.indices)
    func rejectedFolder(_ index: Int) {
        let (name, message) = Self.rejectedFolders[index]
        #expect(throws: ValuesConfiguration.InvalidFolderName.self, "\(name)") { try ComposeValuesFolder.read(name) }
        do {
            _ = try ComposeValuesFolder.read(name)
        } catch {
            #expect(error.reason.contains(message), "\(name): \(error.reason)")
        }
    }

    @Test("An r-region of three digits is read as the plugin keeps it, two digits, with a warning")
    func numericRegion() throws {
        let reading = try ComposeValuesFolder.read("values-es-r419")
        #expect(reading.configuration.locale?.identifier == "es-419")
        #expect(reading.warnings.count == 1)
        #expect(reading.warnings[0].contains("'19'") && reading.warnings[0].contains("values-b+es+419"))
    }

    @Test("The folder written for a locale reads back as that locale")
    func composeFolderNames() throws {
        for tag in ["fr", "pt-BR", "zh-Hant", "es-419", "sr-Latn-RS", "he", "kab"] {
            let locale = try #require(LanguageTag(tag))
            let name = try #require(ComposeValuesFolder.folderName(for: locale))
            #expect(try ComposeValuesFolder.read(name).configuration.locale == locale, "\(tag) → \(name)")
        }
        #expect(ComposeValuesFolder.folderName(for: nil) == "values")
        #expect(ComposeValuesFolder.folderName(for: LanguageTag("de-CH-1996")) == nil)
        #expect(ComposeValuesFolder.areCodeTwins("values-in", "values-id"))
        #expect(ComposeValuesFolder.areCodeTwins("values-iw-dark", "values-he-dark"))
        #expect(!ComposeValuesFolder.areCodeTwins("values-in", "values-fr"))
        #expect(!ComposeValuesFolder.areCodeTwins("values-id", "values-id"))
    }

    // MARK: - moko folder names

    @Test("moko language folders are read as Locale.forLanguageTag reads them after -r becomes -")
    func mokoFolders() throws {
        #expect(try MokoLanguageFolder.locale(ofFolder: "base") == nil)
        #expect(try MokoLanguageFolder.locale(ofFolder: "en-rGB")?.identifier == "en-GB")
        #expect(try MokoLanguageFolder.locale(ofFolder: "en-GB")?.identifier == "en-GB")
        #expect(try MokoLanguageFolder.locale(ofFolder: "zh-Hans")?.identifier == "zh-Hans")
        #expect(try MokoLanguageFolder.locale(ofFolder: "in")?.identifier == "id")
        #expect(throws: ValuesConfiguration.InvalidFolderName.self) { try MokoLanguageFolder.locale(ofFolder: "en_US") }
        #expect(MokoLanguageFolder.folderName(for: nil) == "base")
        #expect(MokoLanguageFolder.folderName(for: LanguageTag("pt-BR")) == "pt-rBR")
        #expect(MokoLanguageFolder.folderName(for: LanguageTag("es-419")) == "es-419")
        #expect(MokoLanguageFolder.FileKind(fileName: "strings-test.xml") == .strings)
        #expect(MokoLanguageFolder.FileKind(fileName: "plurals.xml") == .plurals)
        #expect(MokoLanguageFolder.FileKind(fileName: "colors.xml") == nil)
    }

    // MARK: - Compose escapes and placeholders

    @Test("handleSpecialCharacters' own test (TestEscapedResourceSymbols.kt:11-14)")
    func pluginEscapeTest() {
        #expect(ComposeEscapes.decode(#"abc \n \\n \t \\t \u1234 \ua45f \\u1234 \\ \u355g"#)
            == "abc \n \\n \t \\t \u{1234} \u{a45f} \\u1234 \\ \\u355g")
    }

    /// Texts made of the characters the escapes are made of, from a fixed seed.
    static func randomTexts(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [String] = ["\\", "\\", "n", "t", "u", "0", "0", "4", "1", "A", "f", "'", "\"", "%", "&", "<", ">",
                                  " ", " ", "\n", "\t", "\r", "@", "?", "1", "$", "s", "d", "é", "\u{00A0}", "😀", "]"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
    }

    @Test("Compose's escapes decode what the encoder writes, for 5,000 random texts")
    func composeEscapeRoundTrip() {
        for text in Self.randomTexts(count: 5_000, seed: 0xC0FFEE) {
            #expect(ComposeEscapes.decode(ComposeEscapes.encode(text)) == text, "\(text.debugDescription)")
        }
        #expect(ComposeEscapes.encode(#"C:\Users"#) == #"C:\Users"#)
        #expect(ComposeEscapes.encode("a\\nb") == #"a\\nb"#)
        #expect(ComposeEscapes.encode("line\nnext") == #"line\nnext"#)
    }

    @Test("A Compose text and its Java format string turn into each other")
    func composeTemplates() {
        let cases: [(compose: String, template: String)] = [
            ("Battery at %1$d% now", "Battery at %1$d%% now"), ("%1$s%%", "%1$s%%%%"), ("%s has %d", "%%s has %%d"),
            ("%%1$s", "%%%1$s"), ("100%", "100%%"), ("%1$.2f", "%%1$.2f"), ("plain", "plain"),
        ]
        for (compose, template) in cases {
            #expect(ComposeTemplates.template(fromCompose: compose) == template)
            #expect(ComposeTemplates.composeText(fromTemplate: template).text == compose)
            #expect(ComposeTemplates.composeText(fromTemplate: template).unsupported.isEmpty)
        }
        for text in Self.randomTexts(count: 2_000, seed: 42) {
            #expect(ComposeTemplates.composeText(fromTemplate: ComposeTemplates.template(fromCompose: text)).text == text)
        }
        // From a Java format string: unnumbered placeholders are numbered, others reported.
        #expect(ComposeTemplates.composeText(fromTemplate: "%s and %s").text == "%1$s and %2$s")
        #expect(ComposeTemplates.composeText(fromTemplate: "%1$.2f km").unsupported == ["%1$.2f"])
        #expect(ComposeTemplates.literalSpecifiers(in: "%s, %1$s, %%, 50 % de, %1$.2f") == ["%s", "%%", "%1$.2f"])
    }

    // MARK: - moko text

    /// moko-resources' XmlStringsToPlatformTest, XmlStringsAndroidFormatTest and
    /// XmlPluralsToPlatformTest on the functions they test: the text given to each is the one
    /// after the DOM parse and line processing.
    @Test("moko's text functions give its tests' results")
    func mokoGeneratorTests() {
        // convertXmlStringToAndroidLocalization
        #expect(MokoText.androidElementContent("first line\nsecond line") == #"first line\nsecond line"#)
        #expect(MokoText.androidElementContent("\" ' % @ * &amp; {}") == #"\&quot; \&apos; % @ * &amp; {}"#)
        #expect(MokoText.androidElementContent("I'm bought new monitor with 27 inch's") == #"I\&apos;m bought new monitor with 27 inch\&apos;s"#)
        #expect(MokoText.androidElementContent("Text with &lt;b&gt;bold&lt;/b&gt;") == "Text with &lt;b&gt;bold&lt;/b&gt;")
        #expect(MokoText.androidElementContent("%d count \"%s\"") == #"%d count \&quot;%s\&quot;"#)
        #expect(MokoText.androidElementContent("😈") == "😈")
        #expect(MokoText.androidElementContent("@same text") == #"\@same text"#)
        #expect(MokoText.androidElementContent("?same text") == #"\?same text"#)
        #expect(MokoText.androidElementContent("Я'ж") == #"Я\&apos;ж"#)
        // convertXmlStringToLocalization (the JSON escapes aside, which Foundation undoes)
        #expect(MokoText.unescapingXML("\" ' % @ * &amp; {}") == "\" ' % @ * & {}")
        #expect(MokoText.unescapingXML("Text with &lt;b&gt;bold&lt;/b&gt;, &lt;i&gt;italic&lt;/i&gt;")
            == "Text with <b>bold</b>, <i>italic</i>")
        #expect(MokoText.unescapingXML("&#65;&#x42;&#67 &amp;amp;") == "AB&#67 &amp;")
        // removeAndroidMirroringFormat, and with convertXmlStringToAndroidLocalization
        let mirrored = #"Same text with symbol's @ ? somet\'ing \"word""#
        #expect(MokoText.removingAndroidEscapes(mirrored) == #"Same text with symbol's @ ? somet'ing "word""#)
        #expect(MokoText.androidElementContent(MokoText.removingAndroidEscapes(mirrored))
            == #"Same text with symbol\&apos;s @ ? somet\&apos;ing \&quot;word\&quot;"#)
        // processXmlTextContent
        #expect(MokoText.stringText("a sentence\n    wrapped\\nnext") == "a sentence wrapped\nnext")
        #expect(MokoText.stringText("a\n\n  b", strictLineBreaks: true) == "a\n\n  b")
        #expect(MokoText.appleText(ofJSONEscaped: "a\u{1}b\tc") == "au0001b\tc")
    }

    // MARK: - Writers

    /// Reads a file written for `table` in the dialect, at a path of that dialect.
    static func reread(_ table: StringTable, dialect: AndroidDialect, path: String) -> (ReadResult, [Diagnostic]) {
        var table = table
        table.androidDialect = dialect
        let written = AndroidStringsWriter(dialect: dialect).document(for: table)
        let read = Array(written.text.utf8).withUnsafeBytes {
            AndroidStringsReader().read(bytes: $0, path: path, configuration: ValuesConfiguration())
        }
        return (read, written.diagnostics)
    }

    @Test("A Compose file written by the writer reads back as the same entries, for 2,000 random texts")
    func composeWriterRoundTrip() {
        let texts = Self.randomTexts(count: 2_000, seed: 7).map(ComposeTemplates.template(fromCompose:))
        let entries = texts.enumerated().map { Entry(key: "s\($0.offset)", value: .text(StyledText($0.element))) }
            + [Entry(key: "p", value: .plural(PluralForms([.init(category: .one, value: .text(" one ")),
                                                           .init(category: .other, value: .text("%1$d it's"))]))),
               Entry(key: "a", value: .array([.text("a\\nb"), .text("\"q\"")]))]
        let table = StringTable(path: "x/composeResources/values/strings.xml", format: .android, entries: entries)
        let (read, diagnostics) = Self.reread(table, dialect: .compose, path: table.path)
        #expect(diagnostics.isEmpty)
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(read.diagnostics)")
        #expect(read.table.entries.map(\.withoutLocation) == entries, "\(zip(read.table.entries, entries).first { $0.0.withoutLocation != $0.1 } as Any)")
    }

    @Test("A moko file written by the writer reads back as the same entries, for 2,000 random texts")
    func mokoWriterRoundTrip() {
        // A backslash before n is the one text moko cannot hold.
        let texts = Self.randomTexts(count: 2_000, seed: 11).filter { !$0.contains("\\n") }
        let entries = texts.enumerated().map { Entry(key: "s\($0.offset)", value: .text(StyledText($0.element))) }
        let table = StringTable(path: "x/moko-resources/base/strings.xml", format: .android, entries: entries)
        let (read, diagnostics) = Self.reread(table, dialect: .moko, path: table.path)
        #expect(diagnostics.isEmpty)
        let mismatch = zip(read.table.entries, entries).first { $0.0.withoutLocation != $0.1 }
        #expect(read.table.entries.count == entries.count && mismatch == nil, "\(String(describing: mismatch))")
        let plurals = [Entry(key: "p", value: .plural(PluralForms([.init(category: .few, value: .text(" %d it's\\'")),
                                                                   .init(category: .other, value: .text("a\tb"))])))]
        let pluralTable = StringTable(path: "x/moko-resources/ru/plurals.xml", format: .android, entries: plurals)
        #expect(Self.reread(pluralTable, dialect: .moko, path: pluralTable.path).0.table.entries.map(\.withoutLocation) == plurals)
    }

    @Test("What a dialect cannot hold is reported, not lost silently")
    func unrepresentable() {
        let compose = StringTable(path: "composeResources/values/strings.xml", format: .android, entries: [
            Entry(key: "styled", value: .text(StyledText("bold", spans: [Span(name: "b", first: 0, last: 3)]))),
            Entry(key: "float", value: .text("%1$.2f km")),
            Entry(key: "ref", value: .reference(ResourceReference(kind: .resource, type: "string", name: "x"))),
            Entry(key: "tablet", value: .text("Big"), product: "tablet"),
        ])
        let written = AndroidStringsWriter(dialect: .compose).document(for: compose)
        #expect(written.diagnostics.map(\.severity) == [.warning, .warning, .error, .error])
        let moko = StringTable(path: "moko-resources/base/strings.xml", format: .android, entries: [
            Entry(key: "list", value: .array([.text("a")])), Entry(key: "slash", value: .text("a\\nb")),
        ])
        #expect(AndroidStringsWriter(dialect: .moko).document(for: moko).diagnostics.map(\.severity) == [.error, .warning])
    }

    // MARK: - Trees

    @Test("A project's composeResources and moko-resources folders are found and read by their rules")
    func trees() throws {
        let folder = try TemporaryFolder()
        let files = [
            "app/src/commonMain/composeResources/values/strings.xml": "<resources><string name=\"a\">It's</string></resources>",
            "app/src/commonMain/composeResources/values-in/strings.xml": "<resources><string name=\"a\">Ini</string></resources>",
            "app/src/commonMain/composeResources/values-id/strings.xml": "<resources><string name=\"a\">Ini</string></resources>",
            "app/src/commonMain/composeResources/files/values/raw.xml": "<resources><string name=\"raw\">x</string></resources>",
            "app/src/commonMain/moko-resources/base/strings.xml": "<resources><string name=\"m\">It's</string></resources>",
            "app/src/commonMain/moko-resources/ru/plurals.xml": "<resources><plural name=\"p\"><item quantity=\"other\">%d</item></plural></resources>",
            "app/src/commonMain/moko-resources/colors/colors.xml": "<resources><color name=\"c\">#fff</color></resources>",
            "app/src/androidMain/res/values/strings.xml": "<resources><string name=\"b\">It\\'s</string></resources>",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(at: folder.url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: folder.url(path), atomically: true, encoding: .utf8)
        }
        let (tables, diagnostics) = AndroidResourceTree.read([folder.path("app")])
        let byPath = Dictionary(uniqueKeysWithValues: tables.map { (String($0.path.dropFirst(folder.path("app").count + 1)), $0) })
        #expect(byPath.keys.sorted() == files.keys.map { String($0.dropFirst(4)) }.filter { !$0.contains("files/") && !$0.contains("colors") }.sorted())
        #expect(byPath["src/commonMain/composeResources/values/strings.xml"]?.androidDialect == .compose)
        #expect(byPath["src/commonMain/moko-resources/ru/plurals.xml"]?.locale?.identifier == "ru")
        #expect(byPath["src/commonMain/moko-resources/base/strings.xml"]?.androidDialect == .moko)
        #expect(byPath["src/androidMain/res/values/strings.xml"]?.androidDialect == .aapt2)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        // values-in beside values-id: one note, no duplicate error.
        #expect(diagnostics.filter { $0.id == AndroidDiagnosticID.misleadingConfiguration }.count == 1)
        // Read as aapt2, the Compose file has aapt2's error; moko folders are not values folders.
        let asAAPT2 = AndroidResourceTree.read([folder.path("app")], dialect: .aapt2)
        #expect(asAAPT2.diagnostics.contains { $0.id == AndroidDiagnosticID.unescapedApostrophe })
        #expect(!asAAPT2.tables.contains { $0.path.contains("moko-resources") })
        // One moko language folder given alone.
        #expect(AndroidResourceTree.read([folder.path("app/src/commonMain/moko-resources/ru")]).tables.count == 1)
    }
}
