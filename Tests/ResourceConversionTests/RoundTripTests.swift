import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion
import Testing
import TestSupport

/// Android → Apple → Android and Apple → Android → Apple give back what went in, for every
/// fixture and every project of the corpus: converted, written to disk and read back.
@Suite("Conversion round trip")
struct RoundTripTests {
    static let conformanceCases = Fixtures.subfolders(of: "Android/Conformance")

    /// Android resources through `.lproj` files or a String Catalog and back.
    static func checkAndroid(_ paths: [String], through format: AndroidToAppleConverter.OutputFormat, _ context: String,
                             excludingLocales excluded: Set<String> = []) throws -> [Diagnostic] {
        let source = ConversionHarness.withoutRejectedFiles(ConversionHarness.readAndroid(paths))
        let apple = try ConversionHarness.convert(source, to: format)
        #expect(apple.errors.isEmpty, "\(context): \(apple.errors)")
        let appleRead = ConversionHarness.readApple([apple.folder])
        // A plural the source has without 'other' is written as it is, and read back with a warning.
        let unexpected = appleRead.diagnostics.filter { $0.severity != .note && $0.id != AppleDiagnosticID.missingOtherForm }
        #expect(unexpected.isEmpty, "\(context): \(unexpected.prefix(3))")
        let android = try ConversionHarness.convert(appleRead.tables, to: nil)
        #expect(android.errors.isEmpty, "\(context): \(android.errors)")
        let androidRead = ConversionHarness.readAndroid([android.folder])
        #expect(!androidRead.diagnostics.contains { $0.severity == .error }, "\(context): \(androidRead.diagnostics.prefix(3))")
        ConversionHarness.expectSameEntries(source, androidRead.tables, "\(context) through \(format)", excludingLocales: excluded)
        return apple.diagnostics
    }

    /// Apple resources through Android and back to the same kind of Apple files.
    @discardableResult
    static func checkApple(_ paths: [String], _ context: String) throws -> Int {
        let source = ConversionHarness.withoutRejectedFiles(ConversionHarness.readApple(paths))
        let android = try ConversionHarness.convert(source, to: nil)
        #expect(android.errors.isEmpty, "\(context): \(android.errors)")
        let androidRead = ConversionHarness.readAndroid([android.folder])
        #expect(!androidRead.diagnostics.contains { $0.severity == .error }, "\(context): \(androidRead.diagnostics.prefix(3))")
        let format: AndroidToAppleConverter.OutputFormat = source.contains { $0.format == .xcstrings } ? .stringCatalog : .lproj
        let apple = try ConversionHarness.convert(androidRead.tables, to: format)
        #expect(apple.errors.isEmpty, "\(context): \(apple.errors)")
        let appleRead = ConversionHarness.readApple([apple.folder])
        // Every entry, also a .strings entry that the .stringsdict replaces (kept in sb:apple).
        ConversionHarness.expectSameEntries(Self.usedByApple(source), appleRead.tables, "\(context) through Android")
        return ConversionHarness.entries(of: source).count
    }

    /// The tables without those of a second folder of one language in a bundle (`en_GB.lproj`
    /// beside `en-GB.lproj`): Apple uses one folder, and convert reads the first.
    static func usedByApple(_ tables: [StringTable]) -> [StringTable] {
        var firstFolder: [String: String] = [:]
        for table in tables.sorted(by: { $0.path < $1.path }) where table.format != .xcstrings {
            let folder = (table.path as NSString).deletingLastPathComponent
            let bundle = (folder as NSString).deletingLastPathComponent
            let language = bundle + "|" + (table.locale?.identifier ?? folder)
            if firstFolder[language] == nil { firstFolder[language] = folder }
        }
        return tables.filter { table in
            let folder = (table.path as NSString).deletingLastPathComponent
            let bundle = (folder as NSString).deletingLastPathComponent
            return table.format == .xcstrings || firstFolder[bundle + "|" + (table.locale?.identifier ?? folder)] == folder
        }
    }

    /// Two locale folders Apple cannot keep apart or name: `values-b+en` is the source
    /// language `en` like `values/`, and `ABW` is not a BCP 47 region. Both are reported, and
    /// the other locales must survive.
    /// `values-b+zh+Hans+CN` comes back as `values-zh-rCN`, the form every Android version
    /// reads (Apple names both zh-Hans-CN).
    static let lossyLocales: [String: Set<String>] = ["LocaleFolders": ["", "en", "nl-ABW", "zh-Hans-CN", "zh-CN"]]

    @Test("Android conformance fixtures survive Android → .lproj and → String Catalog, and back",
          arguments: conformanceCases, [AndroidToAppleConverter.OutputFormat.lproj, .stringCatalog])
    func androidFixture(_ caseName: String, through format: AndroidToAppleConverter.OutputFormat) throws {
        let path = Fixtures.url("Android/Conformance/\(caseName)").path
        #expect(!ConversionHarness.entries(of: ConversionHarness.readAndroid([path]).tables).isEmpty, "\(caseName): nothing to convert")
        let diagnostics = try Self.checkAndroid([path], through: format, caseName, excludingLocales: Self.lossyLocales[caseName] ?? [])
        if Self.lossyLocales[caseName] != nil {
            #expect(diagnostics.contains { $0.id == "locale-collision" && $0.message.contains("values and values-b+en both map to en") })
            #expect(diagnostics.contains { $0.message.contains("values-b+zh+Hans+CN becomes zh-Hans-CN, which converts back to values-zh-rCN") })
            #expect(diagnostics.contains { $0.id == "configuration-skipped" && $0.message.contains("values-b+nl+ABW") })
        }
    }

    @Test("The sample app survives both round trips")
    func sample() throws {
        _ = try Self.checkAndroid([Fixtures.url("Sample/res").path], through: .lproj, "Sample")
        _ = try Self.checkAndroid([Fixtures.url("Sample/res").path], through: .stringCatalog, "Sample")
    }

    /// Through a String Catalog exactly; through `.lproj` files everything but `open_hint`, whose
    /// `sb:apple` record holds what only a catalog has (its states, and a comment, which a
    /// `.stringsdict` entry cannot hold): its text and device variants come back, those do not.
    @Test("The Recipes app (references per language, device variants, values-und, partial translations) survives both round trips")
    func recipes() throws {
        let path = Fixtures.url("Runtime/Recipes/res").path
        _ = try Self.checkAndroid([path], through: .stringCatalog, "Recipes")
        let source = ConversionHarness.readAndroid([path]).tables
        let apple = try ConversionHarness.convert(source, to: .lproj)
        let android = try ConversionHarness.convert(ConversionHarness.readApple([apple.folder]).tables, to: nil)
        let back = ConversionHarness.readAndroid([android.folder]).tables
        func withoutDeviceRecords(_ tables: [StringTable]) -> [StringTable] {
            tables.map { table in
                var table = table
                table.entries.removeAll { $0.key == "open_hint" }
                return table
            }
        }
        ConversionHarness.expectSameEntries(withoutDeviceRecords(source), withoutDeviceRecords(back), "Recipes through .lproj")
        let devices = try #require(back.first { $0.locale == LanguageTag("de") }?["open_hint"])
        #expect(devices.value == .text(StyledText("Tippen zum Öffnen")))
        #expect(devices.details[AndroidEntryDetails.self]?[attribute: "sb:apple"]?.contains("Klicken zum Öffnen") == true)
    }

    @Test("Apple fixtures survive Apple → Android → Apple",
          arguments: ["Apple/Syntax", "Apple/StringsDict", "Apple/StringCatalog", "Apple/Forms", "Apple/PluralsWithoutOther",
                      "Apple/DeviceRules"])
    func appleFixtures(_ folder: String) throws {
        let units = Fixtures.subfolders(of: folder).isEmpty ? [folder] : Fixtures.subfolders(of: folder).map { "\(folder)/\($0)" }
        // Some units are empty on purpose (Forms/Empty); the folder as a whole is not.
        let converted = try units.reduce(0) { $0 + (try Self.checkApple([Fixtures.url($1).path], $1)) }
        #expect(converted > 0, "\(folder): nothing was converted")
    }

    /// The `res` folders of the Android corpus, or none when it is absent.
    static let androidCorpusFolders: [String] = Fixtures.corpus.map {
        folders(named: "res", under: $0.appendingPathComponent("android").path)
    } ?? []

    /// The units of the Apple corpus: each folder that holds `.lproj` folders is one table set,
    /// a catalog is one on its own.
    static let appleCorpusUnits: [String] = Fixtures.corpus.map { corpus in
        let files = AppleResourceTree.files(under: corpus.appendingPathComponent("apple").path)
        var units = Set(files.filter { !$0.hasSuffix(".xcstrings") }
            .map { (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent })
        units.formUnion(files.filter { $0.hasSuffix(".xcstrings") })
        return units.sorted()
    } ?? []

    @Test("The corpus holds the projects the round trips expect",
          .tags(.corpus), .enabled(if: Fixtures.corpus != nil, "../shared/corpus is absent; the corpus round trips are skipped"))
    func corpusIsComplete() {
        #expect(Self.androidCorpusFolders.count > 40)
        #expect(Self.appleCorpusUnits.count > 10)
    }

    @Test("Plurals without 'other' (be, ru, pl, as files generated from Android have them) convert without an error, with the forms they have")
    func pluralsWithoutOther() throws {
        let source = ConversionHarness.readApple([Fixtures.url("Apple/PluralsWithoutOther").path])
        #expect(!source.diagnostics.contains { $0.severity == .error })
        #expect(source.diagnostics.filter { $0.id == AppleDiagnosticID.missingOtherForm }.count == 3)
        let android = try ConversionHarness.convert(source.tables, to: nil)
        #expect(android.errors.isEmpty, "\(android.errors)")
        let russian = try #require(ConversionHarness.readAndroid([android.folder]).tables.first { $0.locale?.identifier == "ru" })
        guard case .plural(let forms)? = russian["files_count"]?.value else {
            Issue.record("files_count is not a plural")
            return
        }
        #expect(forms.categories == [.one, .few, .many])
        #expect(forms[.few]?.displayText == "%d файла")
    }

    /// A catalog's `shouldTranslate` belongs to the key, and takes the source language's; a
    /// translation of an untranslatable key (values-sat has one in a real app) must come back
    /// without the `translatable="false"` of values/, and a translation marked so keeps it.
    @Test("translatable=\"false\" comes back only where the Android source had it", arguments: [AndroidToAppleConverter.OutputFormat.stringCatalog, .lproj])
    func translatableStaysWhereItWas(_ format: AndroidToAppleConverter.OutputFormat) throws {
        let temporary = try TemporaryFolder()
        let files = [
            "res/values/strings.xml": #"<resources><string name="brand" translatable="false">Brand</string><string name="hello">Hello</string></resources>"#,
            "res/values-sat/strings.xml": #"<resources><string name="brand">ᱵᱨᱮᱱᱰ</string><string name="hello" translatable="false">ᱡᱚᱦᱟᱨ</string></resources>"#,
        ]
        for (path, content) in files {
            let url = temporary.url(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        _ = try Self.checkAndroid([temporary.url("res").path], through: format, "translatable through \(format)")
    }

    @Test("Every res folder of the Android corpus survives both round trips",
          .tags(.corpus), arguments: androidCorpusFolders)
    func androidCorpus(_ folder: String) throws {
        _ = try Self.checkAndroid([folder], through: .lproj, folder)
        _ = try Self.checkAndroid([folder], through: .stringCatalog, folder)
    }

    @Test("Every project of the Apple corpus survives Apple → Android → Apple", .tags(.corpus), arguments: appleCorpusUnits)
    func appleCorpus(_ unit: String) throws {
        let paths = unit.hasSuffix(".xcstrings") ? [unit] : Self.lprojFolders(in: unit)
        try Self.checkApple(paths, unit)
    }

    static func folders(named name: String, under root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if (relative as NSString).lastPathComponent == name { found.append("\(root)/\(relative)") }
        }
        return found.sorted()
    }

    static func lprojFolders(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".lproj") }.sorted().map { "\(folder)/\($0)" }
    }
}
