import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// String Catalog ⇄ `.lproj` and XLIFF ⇄ every format, through ``ConversionPipeline`` into
/// folders as users have them; values judged by Foundation (`PropertyListSerialization`),
/// by the catalog's own JSON (`JSONSerialization`), and by the Android reader (aapt2's semantics).
@Suite("String Catalog ⇄ .lproj ⇄ XLIFF ⇄ Android")
struct AppleFormatConversionTests {
    static let voteCatalog = Fixtures.appResources("Vote").appendingPathComponent("catalog/Localizable.xcstrings").path

    @discardableResult
    static func convert(_ paths: [String], to target: ConversionRequest.Target, out: String, languages: [String] = [],
                        mode: ConversionRequest.Mode = .write) throws -> ConversionResult {
        var request = ConversionRequest(paths: paths, target: target, outputFolder: out, mode: mode)
        request.exportLanguages = languages.compactMap(LanguageTag.init)
        let result = try ConversionPipeline().run(request)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return result
    }

    /// Every `.strings` and `.stringsdict` file under a folder as Foundation reads it, by path
    /// relative to the folder.
    static func foundationFiles(under folder: String) throws -> [String: NSDictionary] {
        var files: [String: NSDictionary] = [:]
        for relative in FileManager.default.subpaths(atPath: folder) ?? [] where relative.hasSuffix(".strings") || relative.hasSuffix(".stringsdict") {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative))
            files[relative] = try PropertyListSerialization.propertyList(from: data, format: nil) as? NSDictionary
        }
        return files
    }

    /// A catalog's JSON, as Foundation's JSON parser reads it.
    static func json(_ path: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? NSDictionary)
    }

    @Test("A catalog's .lproj files say to Foundation what the catalog's JSON says")
    func catalogToLproj() throws {
        let out = try TemporaryFolder()
        let result = try Self.convert([Self.voteCatalog], to: .lproj, out: out.url.path)
        // What .lproj files cannot hold is said once, for the catalog.
        #expect(result.diagnostics.map(\.id) == ["not-representable"])
        #expect(result.diagnostics.first?.message.contains("the extractionState of 33 keys, the comments of 2 plurals") == true)
        let files = try Self.foundationFiles(under: out.url.path)
        let strings = try #require(Self.json(Self.voteCatalog)["strings"] as? [String: [String: Any]])
        var compared = 0
        for (key, fields) in strings {
            for (language, localization) in fields["localizations"] as? [String: [String: Any]] ?? [:] {
                let unit = localization["stringUnit"] as? [String: Any]
                if let substitutions = localization["substitutions"] as? [String: [String: Any]] {
                    let entry = try #require(files["\(language).lproj/Localizable.stringsdict"]?[key] as? [String: Any], "\(key) \(language)")
                    #expect(entry["NSStringLocalizedFormatKey"] as? String == unit?["value"] as? String)
                    for (name, substitution) in substitutions {
                        let variable = try #require(entry[name] as? [String: String])
                        #expect(variable["NSStringFormatValueTypeKey"] == substitution["formatSpecifier"] as? String)
                        let forms = (substitution["variations"] as? [String: Any])?["plural"] as? [String: [String: [String: String]]] ?? [:]
                        for (category, form) in forms { #expect(variable[category] == form["stringUnit"]?["value"], "\(key) \(language) \(category)") }
                    }
                } else {
                    #expect(files["\(language).lproj/Localizable.strings"]?[key] as? String == unit?["value"] as? String, "\(key) \(language)")
                }
                compared += 1
            }
        }
        #expect(compared == 330)
    }

    @Test("Back into the catalog, its .lproj form changes no byte; into a new one only what the files cannot hold is lost")
    func lprojBackToCatalog() throws {
        let work = try TemporaryFolder()
        try Self.convert([Self.voteCatalog], to: .lproj, out: work.path("lproj"))
        try FileManager.default.createDirectory(atPath: work.path("project"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.voteCatalog, toPath: work.path("project/Localizable.xcstrings"))
        let back = try Self.convert([work.path("lproj")], to: .stringCatalog, out: work.path("project"))
        #expect(back.changed.isEmpty, "\(back.changed.map(\.outcome.summary))")
        #expect(try Data(contentsOf: work.url("project/Localizable.xcstrings")) == Data(contentsOf: URL(fileURLWithPath: Self.voteCatalog)))

        try Self.convert([work.path("lproj")], to: .stringCatalog, out: work.path("new"))
        // The new catalog is the original but for the fields reported: Xcode's migration marks
        // the keys "migrated", and a .stringsdict holds no comment.
        let original = try #require(Self.json(Self.voteCatalog).mutableCopy() as? NSMutableDictionary)
        let strings = try #require((original["strings"] as? NSDictionary)?.mutableCopy() as? NSMutableDictionary)
        for case let key as String in strings.allKeys {
            let fields = try #require((strings[key] as? NSDictionary)?.mutableCopy() as? NSMutableDictionary)
            fields["extractionState"] = "migrated"
            if ["results_choice_votes", "settings_maximum_options"].contains(key) { fields["comment"] = nil }
            strings[key] = fields
        }
        original["strings"] = strings
        #expect(try Self.json(work.path("new/Localizable.xcstrings")) == original)
    }

    @Test(".lproj folders through a catalog and back give Foundation the same files",
          arguments: ["Vote", "Todo", "DaysLeft"])
    func lprojThroughCatalog(_ app: String) throws {
        let work = try TemporaryFolder()
        let apple = Fixtures.appResources(app).appendingPathComponent("apple").path
        try Self.convert([apple], to: .stringCatalog, out: work.path("catalog"))
        try Self.convert([work.path("catalog/Localizable.xcstrings")], to: .lproj, out: work.path("back"))
        let before = try Self.foundationFiles(under: apple)
        let after = try Self.foundationFiles(under: work.path("back"))
        #expect(Set(after.keys) == Set(before.keys))
        for (path, dictionary) in before {
            #expect(Self.namedByPlace(after[path]) == Self.namedByPlace(dictionary), "\(app): \(path)")
        }
    }

    /// A `.stringsdict` dictionary with each entry whose format is one variable (`%#@files@`)
    /// naming it `count`, as a catalog plural compiles (the name is not shown to users).
    static func namedByPlace(_ dictionary: NSDictionary?) -> NSDictionary? {
        guard let dictionary else { return nil }
        let renamed = NSMutableDictionary()
        for case let (key as String, value) in dictionary {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String,
                  format.hasPrefix("%#@"), format.hasSuffix("@"), format.dropFirst(3).dropLast().allSatisfy({ $0 != "@" && $0 != " " }) else {
                renamed[key] = value
                continue
            }
            let name = String(format.dropFirst(3).dropLast())
            renamed[key] = ["NSStringLocalizedFormatKey": "%#@count@", "count": entry[name] as Any] as NSDictionary
        }
        return renamed
    }

    // MARK: - XLIFF

    @Test("--to xliff writes a Localization Catalog per language in Xcode's layout")
    func export() throws {
        let out = try TemporaryFolder()
        try Self.convert([Fixtures.url("XLIFF/Project").path], to: .xliff, out: out.url.path, languages: ["fr", "de"])
        let files = Set(FileManager.default.subpaths(atPath: out.url.path)?.filter { !$0.hasSuffix("/") } ?? [])
        for language in ["fr", "de"] {
            for file in ["contents.json", "Localized Contents/\(language).xliff", "Source Contents/App/en.lproj/Localizable.strings",
                         "Source Contents/App/en.lproj/Localizable.stringsdict", "Source Contents/App/Base.lproj/Main.strings"] {
                #expect(files.contains("\(language).xcloc/\(file)"), "\(language).xcloc/\(file)")
            }
        }
        #expect(try String(contentsOf: out.url("fr.xcloc/contents.json"), encoding: .utf8) == """
            {
              "developmentRegion" : "en",
              "targetLocale" : "fr",
              "toolInfo" : {
                "toolID" : "dev.stringbridge",
                "toolName" : "StringBridge"
              },
              "version" : "1.0"
            }
            """)
        #expect(try Data(contentsOf: out.url("fr.xcloc/Localized Contents/fr.xliff")) == Data(contentsOf: Fixtures.url("XLIFF/Project/fr.xliff")))
        // The development language's files as context: what Foundation reads from the project's.
        let source = try Self.foundationFiles(under: out.path("fr.xcloc/Source Contents"))
        let project = try Self.foundationFiles(under: Fixtures.url("XLIFF/Project").path).filter { !$0.key.contains("fr.lproj") }
        #expect(source == project)
        // Exporting again changes nothing.
        let again = try Self.convert([Fixtures.url("XLIFF/Project").path], to: .xliff, out: out.url.path, languages: ["fr", "de"])
        #expect(again.changed.isEmpty)
    }

    @Test("Exporting again keeps what a translator or another tool added to the XLIFF file")
    func exportAgain() throws {
        let out = try TemporaryFolder()
        let project = Fixtures.url("XLIFF/Project").path
        try Self.convert([project], to: .xliff, out: out.url.path, languages: ["fr"])
        let path = out.path("fr.xcloc/Localized Contents/fr.xliff")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // A translation typed into the catalog, and Xcode's units of a storyboard.
        text = text.replacingOccurrences(of: "<source>Cancel</source>\n", with: "<source>Cancel</source>\n        <target state=\"translated\">Annuler</target>\n")
        text = text.replacingOccurrences(of: "</xliff>", with: """
              <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="fr" datatype="plaintext">
                <body>
                  <trans-unit id="abc-12-xyz.title" xml:space="preserve">
                    <source>Start</source>
                    <target>Commencer</target>
                    <note>Class = "UIButton"; title = "Start"; ObjectID = "abc-12-xyz";</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let again = try Self.convert([project], to: .xliff, out: out.url.path, languages: ["fr"])
        #expect(again.changed.count == 1)
        let updated = try String(contentsOfFile: path, encoding: .utf8)
        #expect(updated.contains("<source>Cancel</source>\n        <target state=\"translated\">Annuler</target>"))
        #expect(updated.contains("<trans-unit id=\"abc-12-xyz.title\" xml:space=\"preserve\">"))
        #expect(updated.components(separatedBy: "<file ").count == 5)
    }

    @Test("A translated Localization Catalog writes each translation where its original says, keeping the project's own")
    func importIntoProject() throws {
        let work = try TemporaryFolder()
        let project = work.path("project")
        try FileManager.default.copyItem(atPath: Fixtures.url("XLIFF/Project").path, toPath: project)
        // A translation of the project's own, which no XLIFF unit names.
        let french = project + "/App/fr.lproj/Localizable.strings"
        try (String(contentsOfFile: french, encoding: .utf8) + "\n/* Only in French */\n\"fr_only\" = \"Seulement en français\";\n")
            .write(toFile: french, atomically: true, encoding: .utf8)
        let english = try Self.foundationFiles(under: project).filter { !$0.key.contains("fr.lproj") }
        let xcloc = Fixtures.url("XLIFF/Translated/fr.xcloc").path
        let result = try Self.convert([xcloc], to: .lproj, out: project)
        #expect(Set(result.written.map { String($0.dropFirst(project.count + 1)) })
                == ["App/fr.lproj/Localizable.strings", "App/fr.lproj/Localizable.stringsdict", "App/fr.lproj/Main.strings"])
        let files = try Self.foundationFiles(under: project)
        #expect(files["App/fr.lproj/Localizable.strings"] == [
            "window_title": "Notes", "author": "De %@", "Cancel": "Annuler", "empty_list": "<aucun> & « rien »",
            "fr_only": "Seulement en français",
        ] as NSDictionary)
        #expect(files["App/fr.lproj/Main.strings"] == ["3i8-2m-QFG.text": "Bienvenue"] as NSDictionary)
        let plurals = try #require(files["App/fr.lproj/Localizable.stringsdict"])
        #expect((plurals["files_in_folders"] as? NSDictionary)?["NSStringLocalizedFormatKey"] as? String == "%1$#@files@ dans %2$#@folders@")
        #expect(((plurals["files_in_folders"] as? NSDictionary)?["folders"] as? NSDictionary) == [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "un dossier", "other": "%2$d dossiers",
        ] as NSDictionary)
        #expect((plurals["tap_to_open"] as? NSDictionary)?["NSStringDeviceSpecificRuleType"] as? NSDictionary
                == ["iphone": "Touchez pour ouvrir", "mac": "Cliquez pour ouvrir", "other": "Touchez pour ouvrir"] as NSDictionary)
        // The development language's files are the project's, untouched; the French comment stays.
        #expect(try Self.foundationFiles(under: project).filter { !$0.key.contains("fr.lproj") } == english)
        #expect(try String(contentsOfFile: french, encoding: .utf8).contains("/* Only in French */"))
        // The manifest names the XLIFF file the translations came from; importing again changes nothing.
        let manifest = try String(contentsOfFile: project + "/.stringbridge-convert.json", encoding: .utf8)
        #expect(manifest.contains("Localized Contents/fr.xliff"))
        let again = try Self.convert([xcloc], to: .lproj, out: project)
        #expect(again.changed.isEmpty && again.stale.isEmpty)
    }

    @Test("Translations exported from .lproj files converted from Android import back without a change",
          arguments: ["Fixtures/Sample/res", "Sources/RentalROI/Resources/res"])
    func lprojFromAndroidThroughXLIFF(_ source: String) throws {
        let work = try TemporaryFolder()
        try Self.convert([Fixtures.repositoryRoot.path + "/" + source], to: .lproj, out: work.path("apple"))
        try Self.convert([work.path("apple")], to: .xliff, out: work.path("xliff"))
        // A gap the conversion filled (Sample's app_name in French) is no translation.
        if source.contains("Sample") {
            let french = try String(contentsOfFile: work.path("xliff/fr.xcloc/Localized Contents/fr.xliff"), encoding: .utf8)
            #expect(french.contains("<trans-unit id=\"app_name\" xml:space=\"preserve\">\n        <source>Notes</source>\n        <note>"))
        }
        // Back into the files: the records the conversion keeps in the French comments, and the
        // entries it wrote that XLIFF does not bring back, stay.
        for xcloc in try FileManager.default.contentsOfDirectory(atPath: work.path("xliff")) where xcloc.hasSuffix(".xcloc") {
            #expect(try Self.convert([work.path("xliff/" + xcloc)], to: .lproj, out: work.path("apple")).changed.isEmpty, "\(xcloc)")
        }
    }

    @Test("A Localization Catalog a project keeps beside its files is converted only when it is named")
    func catalogsInAProject() throws {
        let work = try TemporaryFolder()
        let project = work.path("project")
        try FileManager.default.copyItem(atPath: Fixtures.url("XLIFF/Project").path, toPath: project)
        try FileManager.default.copyItem(atPath: Fixtures.url("XLIFF/Translated/fr.xcloc").path, toPath: project + "/Translations/fr.xcloc")
        let plain = try Self.convert([Fixtures.url("XLIFF/Project").path], to: .android, out: work.path("plain"))
        let withExport = try Self.convert([project], to: .android, out: work.path("res"))
        #expect(withExport.updates.map { String($0.path.dropFirst(work.path("res").count)) }
                == plain.updates.map { String($0.path.dropFirst(work.path("plain").count)) })
        try Self.convert([project + "/Translations/fr.xcloc"], to: .android, out: work.path("named"))
        #expect(Self.androidValues(under: work.path("named"))["values-fr"]?["Cancel"] == .text(StyledText("Annuler")))
    }

    @Test("Bad XLIFF is reported where it is; the rest is imported and the outputs of what was left out keep what they had")
    func badXLIFF() throws {
        let work = try TemporaryFolder()
        let project = work.path("project")
        try FileManager.default.createDirectory(atPath: project + "/fr.lproj", withIntermediateDirectories: true)
        try "\"sound\" = \"Son ancien\";\n".write(toFile: project + "/fr.lproj/Settings.strings", atomically: true, encoding: .utf8)
        let result = try ConversionPipeline().run(ConversionRequest(paths: [Fixtures.url("XLIFF/Invalid/unit-without-id.xliff").path],
                                                                    target: .lproj, outputFolder: project))
        #expect(result.diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
                == ["malformed-xliff 13:7"])
        #expect(try Self.foundationFiles(under: project) == [
            "fr.lproj/Localizable.strings": ["greeting": "Bonjour"],
            "fr.lproj/Settings.strings": ["sound": "Son ancien"],
        ] as [String: NSDictionary])
        for broken in ["broken.xliff", "wrong-namespace.xliff"] {
            let result = try ConversionPipeline().run(ConversionRequest(paths: [Fixtures.url("XLIFF/Invalid/" + broken).path],
                                                                        target: .lproj, outputFolder: project))
            #expect(result.diagnostics.map(\.id) == ["malformed-xliff"] && result.updates.isEmpty, "\(broken)")
        }
    }

    @Test("Vote's catalog through .lproj, XLIFF and Android ends as it began")
    func voteChain() throws {
        let work = try TemporaryFolder()
        try Self.convert([Self.voteCatalog], to: .lproj, out: work.path("lproj"))
        try Self.convert([work.path("lproj")], to: .xliff, out: work.path("xliff"))
        let languages = ["ar", "de", "es", "fr", "ja", "pl", "pt-BR", "ru", "zh-Hans"]
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: work.path("xliff")).filter { $0.hasSuffix(".xcloc") })
                == Set(languages.map { $0 + ".xcloc" }))
        // Every language's XLIFF back into the .lproj files and the catalog changes nothing.
        try FileManager.default.createDirectory(atPath: work.path("catalog"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.voteCatalog, toPath: work.path("catalog/Localizable.xcstrings"))
        for language in languages {
            let xcloc = work.path("xliff/\(language).xcloc")
            #expect(try Self.convert([xcloc], to: .lproj, out: work.path("lproj")).changed.isEmpty, "\(language)")
            #expect(try Self.convert([xcloc], to: .stringCatalog, out: work.path("catalog")).changed.isEmpty, "\(language)")
        }
        #expect(try Self.convert([work.path("lproj")], to: .stringCatalog, out: work.path("catalog")).changed.isEmpty)
        // Into Android: every language as the catalog converted straight to Android says, to aapt2.
        try Self.convert([Self.voteCatalog], to: .android, out: work.path("direct"))
        // All languages at once: the translations of one catalog, not a bundle each.
        try Self.convert(languages.map { work.path("xliff/\($0).xcloc") }, to: .android, out: work.path("res"))
        let direct = Self.androidValues(under: work.path("direct"))
        let throughXLIFF = Self.androidValues(under: work.path("res"))
        #expect(Set(throughXLIFF.keys) == Set(direct.keys).subtracting(["values"]))
        for (folder, values) in throughXLIFF { #expect(values == direct[folder], "\(folder)") }
        // And Android exported to XLIFF imports back as aapt2 read it (the catalog details its
        // sb:apple records keep, such as extractionState, are no part of an XLIFF file).
        try Self.convert([work.path("direct")], to: .xliff, out: work.path("android-xliff"))
        for language in languages { try Self.convert([work.path("android-xliff/\(language).xcloc")], to: .android, out: work.path("res2")) }
        #expect(Self.androidValues(under: work.path("res2")) == throughXLIFF)
    }

    @Test("Android resources exported to XLIFF import back into their own files without a change",
          arguments: ["Fixtures/Sample/res", "Sources/RentalROI/Resources/res"])
    func androidThroughXLIFF(_ source: String) throws {
        let work = try TemporaryFolder()
        let res = work.path("res")
        try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot.path + "/" + source, toPath: res)
        let export = try Self.convert([res], to: .xliff, out: work.path("xliff"))
        #expect(export.summary.locales > 1)
        // translatable="false" is left out, as Android Studio leaves it out of translation.
        let french = try String(contentsOfFile: work.path("xliff/fr.xcloc/Localized Contents/fr.xliff"), encoding: .utf8)
        #expect(!french.contains("id=\"app_name\""))
        for xcloc in try FileManager.default.contentsOfDirectory(atPath: work.path("xliff")) where xcloc.hasSuffix(".xcloc") {
            #expect(try Self.convert([work.path("xliff/" + xcloc)], to: .android, out: res).changed.isEmpty, "\(xcloc)")
        }
    }

    /// What aapt2 compiles from each `values*` folder: each resource's name and value.
    static func androidValues(under res: String) -> [String: [String: EntryValue]] {
        var folders: [String: [String: EntryValue]] = [:]
        for table in AndroidResourceTree.read([res]).tables {
            let folder = URL(fileURLWithPath: table.path).deletingLastPathComponent().lastPathComponent
            for entry in table.entries { folders[folder, default: [:]][entry.key] = entry.value }
        }
        return folders
    }
}
