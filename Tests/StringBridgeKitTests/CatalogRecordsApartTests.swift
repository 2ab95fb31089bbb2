import AppleResources
import ConversionMetadata
import Foundation
import Localization
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// A converted String Catalog keeps its keys' records in the manifest beside it, not in the
/// comments Xcode and translation platforms show translators (``CatalogRecordStore``), and
/// everything that reads the catalog still reads them.
@Suite("Catalog records kept out of translators' sight")
struct CatalogRecordsApartTests {
    /// An Android project: a commented string, a styled one, and a translation lacking both.
    static let source = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <!-- Greeting on the start screen -->
            <string name="hello">Hello</string>
            <string name="bye">Bye</string>
            <!-- Legal line -->
            <string name="terms">Accept <b>terms</b></string>
        </resources>

        """
    static let french = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="hello">Bonjour</string>
        </resources>

        """

    /// A project folder with `res/`, converted into `ios/` as a catalog.
    static func converted() throws -> (folder: TemporaryFolder, catalog: String) {
        let folder = try TemporaryFolder()
        for (name, text) in [("values", source), ("values-fr", french)] {
            try FileManager.default.createDirectory(atPath: folder.path("res/\(name)"), withIntermediateDirectories: true)
            try text.write(toFile: folder.path("res/\(name)/strings.xml"), atomically: true, encoding: .utf8)
        }
        let result = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .stringCatalog,
                                                                    outputFolder: folder.path("ios")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return (folder, folder.path("ios/Localizable.xcstrings"))
    }

    /// The `comment` members of a catalog's keys, as Xcode reads them.
    static func comments(inCatalogAt path: String) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let strings = object?["strings"] as? [String: [String: Any]] ?? [:]
        return strings.compactMapValues { $0["comment"] as? String }
    }

    @Test("The catalog holds only the human comments; the manifest holds the records, one line per key")
    func catalogHoldsHumanComments() throws {
        let (folder, catalog) = try Self.converted()
        // The comments are the Android source's, as written there.
        #expect(try Self.comments(inCatalogAt: catalog) == ["hello": "Greeting on the start screen", "terms": "Legal line"])
        let manifest = try String(contentsOfFile: folder.path("ios/\(CatalogRecordStore.manifestFileName)"), encoding: .utf8)
        let recordLines = manifest.split(separator: "\n").filter { $0.hasPrefix("      \"") }
        // `bye` is filled in fr; `terms` is styled and filled.
        #expect(recordLines.map { $0.split(separator: "\"")[1] } == ["bye", "terms"])
        #expect(recordLines[1].contains("styled"))
    }

    @Test("Converting back into the project changes no file: fills are left out, styled text is markup again")
    func roundTripIntoTheProject() throws {
        let (folder, catalog) = try Self.converted()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [catalog], target: .android, outputFolder: folder.path("res")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(try String(contentsOfFile: folder.path("res/values/strings.xml"), encoding: .utf8) == Self.source)
        #expect(try String(contentsOfFile: folder.path("res/values-fr/strings.xml"), encoding: .utf8) == Self.french)
    }

    @Test("Without the manifest the catalog reads as Xcode shows it: a fill is a translation")
    func withoutTheManifest() throws {
        let (folder, catalog) = try Self.converted()
        try FileManager.default.removeItem(atPath: folder.path("ios/\(CatalogRecordStore.manifestFileName)"))
        let read = StringCatalogReader().read(fileAt: catalog)
        let bye = read.tables.first { $0.locale?.identifier == "fr" }?.entries.first { $0.key == "bye" }
        #expect(bye?.comment == nil)
        #expect(KeptMetadata.fillOrigin(of: try #require(bye), locale: try #require(LanguageTag("fr")), isCatalog: true) == nil)
    }

    @Test("Lint and the runtime read the records from the manifest: a fill answers as English, styled text loses its tags")
    func lintAndRuntimeReadTheRecords() throws {
        let (folder, catalog) = try Self.converted()
        let read = StringCatalogReader().read(fileAt: catalog)
        let bye = try #require(read.tables.first { $0.locale?.identifier == "fr" }?.entries.first { $0.key == "bye" })
        #expect(KeptMetadata.fillOrigin(of: bye, locale: try #require(LanguageTag("fr")), isCatalog: true)?.identifier == "en")
        let localizer = try Localizer(resourcesAt: folder.path("ios"), preferredLanguages: [try #require(LanguageTag("fr"))])
        #expect(localizer.string("terms") == "Accept terms")
        #expect(localizer.explain("bye").answeredBy?.locale.identifier == "en")
    }

    @Test("A catalog written with its records in the comments is converted into as if written anew")
    func olderCatalogMigrates() throws {
        let (folder, catalog) = try Self.converted()
        let fresh = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let manifestPath = folder.path("ios/\(CatalogRecordStore.manifestFileName)")
        let manifest = try Data(contentsOf: URL(fileURLWithPath: manifestPath))
        // The catalog as an earlier version wrote it: each record as its key's comment's last line.
        let older = StringCatalogWriter().documentBytes(for: StringCatalogReader().read(fileAt: catalog).tables)
        try FileManager.default.removeItem(atPath: manifestPath)
        try Data(older.bytes).write(to: URL(fileURLWithPath: catalog))
        #expect(try Self.comments(inCatalogAt: catalog)["bye"]?.hasPrefix(MetadataComment.prefix) == true)
        let result = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .stringCatalog,
                                                                    outputFolder: folder.path("ios")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == fresh)
        #expect(try Data(contentsOf: URL(fileURLWithPath: manifestPath)) == manifest)
    }

    @Test("An XLIFF export's notes carry the exported language's record only, and importing the exports changes no file")
    func xliffNotesCarryOneLanguage() throws {
        let folder = try TemporaryFolder()
        // `formatted="false"` is Android's only: the French translation's record keeps it
        // (the German one has nothing to keep, so its notes carry no record).
        let files = ["values": "100%% sure", "values-fr": "Sûr à 100%", "values-de": "100%% sicher"]
        for (name, text) in files {
            let attribute = name == "values-fr" ? " formatted=\"false\"" : ""
            try FileManager.default.createDirectory(atPath: folder.path("res/\(name)"), withIntermediateDirectories: true)
            try "<resources>\n    <string name=\"rate\"\(attribute)>\(text)</string>\n</resources>\n"
                .write(toFile: folder.path("res/\(name)/strings.xml"), atomically: true, encoding: .utf8)
        }
        var request = ConversionRequest(paths: [folder.path("res")], target: .xliff, outputFolder: folder.path("xliff"))
        request.exportLanguages = [try #require(LanguageTag("fr")), try #require(LanguageTag("de"))]
        let export = try ConversionPipeline().run(request)
        #expect(!export.diagnostics.containsErrors, "\(export.diagnostics)")
        let xliff = try String(contentsOfFile: folder.path("xliff/fr.xcloc/Localized Contents/fr.xliff"), encoding: .utf8)
        let notes = xliff.split(separator: "\n").filter { $0.contains("<note>") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("\"fr\":{\"android\"") == true && notes.first?.contains("sure") == false)
        let german = try String(contentsOfFile: folder.path("xliff/de.xcloc/Localized Contents/de.xliff"), encoding: .utf8)
        #expect(!german.contains("<note>StringBridge"))
        // Both languages imported at once (German, without a record, first): each note's part
        // of the record is joined again.
        let before = try ["values-fr", "values-de"].map { try String(contentsOfFile: folder.path("res/\($0)/strings.xml"), encoding: .utf8) }
        let back = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("xliff/de.xcloc"), folder.path("xliff/fr.xcloc")],
                                                                  target: .android, outputFolder: folder.path("res")))
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        #expect(try ["values-fr", "values-de"].map { try String(contentsOfFile: folder.path("res/\($0)/strings.xml"), encoding: .utf8) } == before)
    }

    @Test("A record line set apart and joined again gives the comment back")
    func splitAndJoin() {
        let lines = CatalogRecordLines(marker: "StringBridge: ")
        for comment in [nil, "", "Legal line", "two\nlines", "StringBridge: look-alike\nhuman"] {
            let joined = CatalogRecordLines.joined(comment, line: "StringBridge: {\"styled\":true}")
            let split = lines.split(joined)
            #expect(split?.comment == comment && split?.line == "StringBridge: {\"styled\":true}")
        }
        #expect(lines.split("human\nnot StringBridge: {}") == nil)
    }
}
