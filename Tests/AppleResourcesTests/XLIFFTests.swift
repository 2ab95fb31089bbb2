import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// XLIFF 1.2 as Xcode exchanges it: the units of each file as Xcode exports them, read back as
/// Xcode imports them, and bad XLIFF reported where it is and left out as widely as its cause.
/// The expected files in `Fixtures/XLIFF` are written by hand from the rules of docs/xliff.md.
@Suite("XLIFF as Xcode exchanges it")
struct XLIFFTests {
    /// The tables of a file a reader gives.
    static func tables(_ relativePath: String) -> [StringTable] {
        AppleResourceTree.read(fileAt: Fixtures.url(relativePath).path).tables
    }

    /// A language's XLIFF document of one project file, as the export writes it.
    static func exported(source: StringTable, target: StringTable?, language: String, original: String) -> [UInt8] {
        let export = XcodeXLIFFExport(targetLanguage: LanguageTag(language)!, sourceLanguage: LanguageTag("en")!)
        let units = export.units(source: source, target: target)
        #expect(units.diagnostics.isEmpty)
        let details = XLIFFFileDetails(original: original, sourceLanguage: "en", targetLanguage: language,
                                       tool: [Attribute(name: "tool-id", value: "dev.stringbridge"), Attribute(name: "tool-name", value: "StringBridge")])
        let table = StringTable(path: "x.xliff", format: .xliff, locale: LanguageTag(language), entries: units.units, details: FormatDetails(details))
        return XLIFFWriter().documentBytes(for: [table]).bytes
    }

    @Test("A String Catalog's units for a language are those Xcode exports", arguments: ["fr", "uk"])
    func catalogExport(_ language: String) throws {
        let catalog = Self.tables("XLIFF/Catalog/Localizable.xcstrings")
        let source = try #require(catalog.first { $0.locale?.identifier == "en" })
        let bytes = Self.exported(source: source, target: catalog.first { $0.locale?.identifier == language },
                                  language: language, original: "Localizable.xcstrings")
        let expected = try Data(contentsOf: Fixtures.url("XLIFF/Catalog/\(language).xliff"))
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test("A document read and written again is the same bytes",
          arguments: ["XLIFF/Catalog/fr.xliff", "XLIFF/Catalog/uk.xliff", "XLIFF/Project/fr.xliff",
                      "XLIFF/Translated/fr.xcloc/Localized Contents/fr.xliff"])
    func readAndWrite(_ relativePath: String) throws {
        let bytes = Array(try Data(contentsOf: Fixtures.url(relativePath)))
        let read = XLIFFReader().read(bytes: bytes, path: relativePath)
        #expect(read.diagnostics.isEmpty)
        #expect(XLIFFWriter().documentBytes(for: read.tables).bytes == bytes)
    }

    @Test("Text and ids are escaped as Xcode escapes them, and read back the same")
    func escapes() throws {
        let units = [Entry.xliffUnit(id: "<>&\"quote", source: "source <>&\"quote", target: "target <>&\"quote", state: "translated", note: nil),
                     Entry.xliffUnit(id: "key\tTAB", source: "source key\tTAB", target: "target key\tTAB", note: nil),
                     Entry.xliffUnit(id: "key\nLF", source: "source key\nLF", target: "target key\nLF", note: nil),
                     Entry.xliffUnit(id: "key\rCR", source: "source key\rCR", target: "target key\rCR", note: nil)]
        let details = XLIFFFileDetails(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr")
        let table = StringTable(path: "x.xliff", format: .xliff, locale: LanguageTag("fr"), entries: units, details: FormatDetails(details))
        let text = String(decoding: XLIFFWriter().documentBytes(for: [table]).bytes, as: UTF8.self)
        // As Xcode 27 wrote them (Murzav/xcstrings-mcp, apple_xcode27/positive/catalog-matrix/exported.xliff).
        for written in ["<trans-unit id=\"&lt;&gt;&amp;&quot;quote\" xml:space=\"preserve\">", "<source>source &lt;&gt;&amp;\"quote</source>",
                        "<trans-unit id=\"key&#9;TAB\"", "<source>source key\tTAB</source>", "<trans-unit id=\"key&#10;LF\"",
                        "<source>source key\nLF</source>", "<trans-unit id=\"key&#13;CR\"", "<source>source key&#13;CR</source>"] {
            #expect(text.contains(written), "\(written)")
        }
        let read = XLIFFReader().read(bytes: Array(text.utf8), path: "x.xliff")
        #expect(read.tables.first?.entries.map(\.withoutLocation) == units)
        // A control character XML 1.0 cannot hold leaves its unit out, with an error.
        var bell = table
        bell.entries = [Entry.xliffUnit(id: "bell", source: "ding\u{7}", target: nil, note: nil)]
        #expect(XLIFFWriter().documentBytes(for: [bell]).diagnostics.map(\.message)
                == ["the unit \"bell\" of Localizable.xcstrings holds the character U+0007, which XML 1.0 cannot; it is left out of the XLIFF file"])
    }

    @Test("A unit holds its id, source, target, state, note and what else it has")
    func unitFields() throws {
        let read = XLIFFReader().read(fileAt: Fixtures.url("XLIFF/Translated/fr.xcloc/Localized Contents/fr.xliff").path)
        let file = try #require(read.tables.first { $0.details[XLIFFFileDetails.self]?.original == "App/en.lproj/Localizable.strings" })
        #expect(file.locale == LanguageTag("fr"))
        let cancel = try #require(file["Cancel"])
        #expect(cancel.xliffSource == "Cancel" && cancel.xliffTarget == "Annuler" && cancel.comment == nil && cancel.state == nil)
        #expect(cancel.details[XLIFFUnitDetails.self]?.unitAttributes == [Attribute(name: "approved", value: "no")])
        let author = try #require(file["author"])
        #expect(author.xliffTarget == "De %@" && author.state == .translated && author.comment == "A note's author; %@ is their name")
        #expect(author.location?.line == 25)
        let untranslated = XLIFFReader().read(fileAt: Fixtures.url("XLIFF/Project/fr.xliff").path).tables
        #expect(untranslated.flatMap(\.entries).first { $0.key == "Cancel" }?.xliffTarget == nil)
    }

    @Test("Importing an export gives the catalog's localizations back, with their states",
          arguments: ["fr", "uk"])
    func catalogImport(_ language: String) throws {
        let catalog = Self.tables("XLIFF/Catalog/Localizable.xcstrings")
        let imported = XcodeXLIFFImport().tables(of: XLIFFReader().read(fileAt: Fixtures.url("XLIFF/Catalog/\(language).xliff").path).tables,
                                                 document: "x.xliff")
        #expect(imported.diagnostics.isEmpty)
        let target = try #require(imported.tables.first { $0.locale?.identifier == language })
        #expect(target.path == "x.xliff/Localizable.xcstrings" && target.format == .xcstrings)
        let original = try #require(catalog.first { $0.locale?.identifier == language })
        #expect(target.entries.map(\.key).sorted() == original.entries.map(\.key).sorted())
        for entry in original.entries {
            // The same text, substitutions written with their positions (%1$lld for %arg).
            let back = try #require(target[entry.key])
            #expect(StringCatalogCompiler.compileAlike(back, entry), "\(entry.key)")
            if case .variableFormat = entry.value {} else { #expect(back.value == entry.value, "\(entry.key)") }
            #expect(back.state == entry.state, "\(entry.key)")
        }
        // The sources are every key exported (in the shape of the language's localization);
        // "Don't translate" is not exported.
        let source = try #require(imported.tables.first { $0.locale?.identifier == "en" })
        let english = try #require(catalog.first { $0.locale?.identifier == "en" })
        #expect(Set(source.entries.map(\.key)) == Set(english.entries.map(\.key)).subtracting(["logo_name"]))
        #expect(source["greeting"]?.value == english["greeting"]?.value)
    }

    @Test("A .lproj project's units are those Xcode exports, and import back into the same tables")
    func lprojExportAndImport() throws {
        let project = AppleResourceTree.read([Fixtures.url("XLIFF/Project").path]).tables
        func table(_ path: String) -> StringTable? { project.first { $0.path.hasSuffix(path) } }
        var documents: [StringTable] = []
        for (original, fr) in [("App/Base.lproj/Main.strings", "App/fr.lproj/Main.strings"),
                               ("App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings"),
                               ("App/en.lproj/Localizable.stringsdict", "App/fr.lproj/Localizable.stringsdict")] {
            let source = try #require(table(original))
            let bytes = Self.exported(source: source, target: table(fr), language: "fr", original: original)
            documents += XLIFFReader().read(bytes: bytes, path: "fr.xliff").tables
        }
        let expected = try Data(contentsOf: Fixtures.url("XLIFF/Project/fr.xliff"))
        #expect(XLIFFWriter().documentBytes(for: documents).bytes == Array(expected))

        let imported = XcodeXLIFFImport().tables(of: documents, document: "fr.xliff").tables
        for path in ["App/fr.lproj/Localizable.strings", "App/fr.lproj/Localizable.stringsdict"] {
            let back = try #require(imported.first { $0.path == "fr.xliff/" + path })
            let original = try #require(table(path))
            #expect(back.entries.map(\.withoutLocation).sorted { $0.key < $1.key }
                        == original.entries.map { Entry(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }, "\(path)")
        }
        let sources = try #require(imported.first { $0.path == "fr.xliff/App/en.lproj/Localizable.stringsdict" })
        #expect(sources.entries.map(\.withoutLocation) == table("App/en.lproj/Localizable.stringsdict")?.entries.map(\.withoutLocation))
    }

    @Test(".stringsdict unit ids are paths into the property list, read from their end",
          arguments: [("/files:dict/NSStringLocalizedFormatKey:dict/:string", "files", XcodeXLIFF.StringsDictPath.format),
                      ("/[Count/Threads]:dict/GenericCountThreads:dict/other:dict/:string", "[Count/Threads]",
                       .form(variable: "GenericCountThreads", category: .other)),
                      ("/a:b:dict/v:dict/few:dict/:string", "a:b", .form(variable: "v", category: .few)),
                      ("/tap:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string", "tap", .device("mac")),
                      ("/plain:string", "plain", .text)])
    func stringsDictIDs(_ id: String, _ key: String, _ path: XcodeXLIFF.StringsDictPath) {
        #expect(XcodeXLIFF.stringsDictUnit(id)?.key == key)
        #expect(XcodeXLIFF.stringsDictUnit(id)?.path == path)
        #expect(XcodeXLIFF.stringsDictUnitID(key: key, path) == id)
    }

    @Test("String Catalog unit ids are the key and the variation after the last |==|",
          arguments: [("items|==|plural.one", "items", XcodeXLIFF.CatalogVariation?.some(.plural(.one))),
                      ("tap|==|device.iphone", "tap", .device("iphone")),
                      ("tap|==|device.iphone.plural.few", "tap", .devicePlural("iphone", .few)),
                      ("k|==|substitutions.COUNT.plural.other", "k", .substitution("COUNT", .other)),
                      ("k|==|substitutions.@a.b@.plural.one", "k", .substitution("a.b", .one)),
                      ("varied|==|key|==|plural.one", "varied|==|key", .plural(.one)),
                      ("literal|==|text", "literal|==|text", nil),
                      ("plain", "plain", nil)])
    func catalogIDs(_ id: String, _ key: String, _ variation: XcodeXLIFF.CatalogVariation?) {
        #expect(XcodeXLIFF.catalogUnit(id).key == key)
        #expect(XcodeXLIFF.catalogUnit(id).variation == variation)
        if variation != nil { #expect(XcodeXLIFF.catalogUnitID(key: key, variation) == id) }
    }

    @Test("A language without forms gets the categories its counts take",
          arguments: [("fr", [PluralCategory.one, .other]), ("uk", [.one, .few, .many, .other]), ("en", [.one, .other]),
                      ("ja", [.other]), ("ar", [.zero, .one, .two, .few, .many, .other]), ("es", [.one, .other])])
    func pluralCategories(_ language: String, _ categories: [PluralCategory]) {
        #expect(XcodeXLIFF.pluralCategories(for: LanguageTag(language)) == categories)
    }

    @Test("Catalog states map to XLIFF states and back",
          arguments: [("translated", "translated", nil), ("needs_review", "needs-review-l10n", nil), ("new", "new", nil),
                      ("machine_translated", "translated", "leveraged-mt")] as [(String, String, String?)])
    func states(_ catalog: String, _ xliff: String, _ qualifier: String?) {
        #expect(XcodeXLIFF.xliffState(ofCatalogState: TranslationState(catalog)) == (xliff, qualifier))
        #expect(XcodeXLIFF.catalogState(ofXLIFFState: xliff, qualifier: qualifier).rawValue == catalog)
    }

    // MARK: - Bad XLIFF

    @Test("A document in another namespace (XLIFF 2.0) is no XLIFF 1.2: it is reported and not read")
    func wrongNamespace() {
        let read = AppleResourceTree.read(fileAt: Fixtures.url("XLIFF/Invalid/wrong-namespace.xliff").path)
        #expect(read.tables.isEmpty)
        #expect(read.diagnostics.map(\.id) == [AppleDiagnosticID.malformedXLIFF])
        #expect(read.diagnostics.first?.location?.line == 2 && read.diagnostics.first?.location?.column == 1)
        #expect(read.diagnostics.first?.message.contains("urn:oasis:names:tc:xliff:document:2.0") == true)
    }

    @Test("Malformed XML is reported at its line and column, and nothing of the document is read")
    func malformedXML() {
        let read = AppleResourceTree.read(fileAt: Fixtures.url("XLIFF/Invalid/broken.xliff").path)
        #expect(read.tables.isEmpty)
        #expect(read.diagnostics.count == 1)
        #expect(read.diagnostics.first?.id == AppleDiagnosticID.malformedXLIFF)
        #expect(read.diagnostics.first?.location?.line == 7 && read.diagnostics.first?.location?.column == 32)
    }

    @Test("A unit without an id leaves its <file> out; the other files are read")
    func unitWithoutID() {
        let read = AppleResourceTree.read(fileAt: Fixtures.url("XLIFF/Invalid/unit-without-id.xliff").path)
        #expect(read.diagnostics.map(\.id) == [AppleDiagnosticID.malformedXLIFF])
        #expect(read.diagnostics.first?.location?.line == 13 && read.diagnostics.first?.location?.column == 7)
        #expect(read.tables.map { PathText.relative($0.path) } == ["en.lproj/Localizable.strings", "fr.lproj/Localizable.strings"])
    }

    @Test("A <file> whose target language is not its Localization Catalog's is left out")
    func languageMismatch() {
        let read = AppleResourceTree.read([Fixtures.url("XLIFF/Invalid/mismatch.xcloc").path])
        #expect(read.diagnostics.map(\.id) == [AppleDiagnosticID.xliffLanguageMismatch])
        #expect(read.diagnostics.first?.location?.line == 11)
        #expect(read.tables.map(\.locale) == [LanguageTag("en"), LanguageTag("de")])
        #expect(read.tables.map { PathText.relative($0.path) } == ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"])
    }

    @Test("A Localization Catalog is read through its XLIFF file, not the copies in Source Contents")
    func catalogFolder() {
        let files = AppleResourceTree.files(under: Fixtures.url("XLIFF/Translated").path)
        #expect(files == [Fixtures.url("XLIFF/Translated/fr.xcloc/Localized Contents/fr.xliff").path])
    }

    @Test("Inline markup in a target is read as its text, with a warning")
    func inlineMarkup() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="fr">
                <body>
                  <trans-unit id="bold"><source>Bold</source><target><g id="1">Gras</g> <x id="2"/>!</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let read = XLIFFReader().read(bytes: Array(document.utf8), path: "inline.xliff")
        #expect(read.diagnostics.map(\.id) == [AppleDiagnosticID.xliffInlineMarkup])
        #expect(read.tables.first?["bold"]?.xliffTarget == "Gras !")
    }

    @Test("An original that is no strings resource is not read; one that leaves the project is named as it is")
    func originals() {
        #expect(XLIFFOriginal("App/Base.lproj/Main.storyboard").path(in: LanguageTag("fr")) == "App/fr.lproj/Main.strings")
        #expect(XLIFFOriginal("App/Info.plist").path(in: LanguageTag("de")) == "App/de.lproj/InfoPlist.strings")
        #expect(XLIFFOriginal("App/Localizable.xcstrings").path(in: LanguageTag("de")) == "App/Localizable.xcstrings")
        #expect(XLIFFOriginal("Loose.strings").path(in: LanguageTag("pt-BR")) == "pt-BR.lproj/Loose.strings")
        #expect(XLIFFOriginal("App/en.lproj/Help.html").format == nil)
    }
}

private enum PathText {
    /// A table's project path, the part of its name after its XLIFF document.
    static func relative(_ path: String) -> String {
        XLIFFTablePath.split(path)?.projectPath ?? path
    }
}

extension XcodeXLIFF.StringsDictPath: CustomTestStringConvertible {
    public var testDescription: String { "\(self)" }
}
