import Foundation
import LocalizedStrings
import OrderedJSON
import SystemSupport

/// Where the records of a converted String Catalog's keys are kept: in the conversion manifest
/// of the folder the catalog was written into (`.stringbridge-convert.json`), not in the keys'
/// comments, which Xcode and translation platforms show translators.
///
/// A converted key's record (its `StringBridge:` comment line: fills, every locale's Android
/// original, styled text) is set apart as the catalog is written (``CatalogRecordLines``), kept
/// in the manifest's `records`, one line per key, and joined to the key's comment again when
/// the catalog file is read (``StringCatalogReader/read(fileAt:)``), so `convert`, `lint`,
/// `generate` and the runtime read records as before:
///
///     "records" : {
///       "Localizable.xcstrings" : {
///         "title" : "{\"filled\":[{\"from\":\"en\",\"check\":\"2b3b8022998125d8\",\"locales\":[\"gn\"]}]}"
///       }
///     }
///
/// A catalog whose comments still hold their records (written before) is read as it is.
public enum CatalogRecordStore {
    /// The manifest's file name in an output folder.
    public static let manifestFileName = ".stringbridge-convert.json"
    /// The manifest member that holds the records.
    static let member = "records"
    /// What starts a record line.
    public static let marker = "StringBridge: "

    /// The records kept for the catalog at `path`: in the manifest of its folder, or of the
    /// nearest folder above it whose manifest names it; `nil` when none does.
    public static func records(forCatalogAt path: String) -> (records: CatalogRecordLines?, diagnostics: [Diagnostic]) {
        var components = FilePaths.absoluteComponents(of: path)
        var relative: [String] = []
        while let last = components.popLast() {
            relative.insert(last, at: 0)
            let manifest = "/" + (components + [manifestFileName]).joined(separator: "/")
            guard let data = FileManager.default.contents(atPath: manifest) else { continue }
            var parser = JSONParser(utf8: Array(data))
            guard let document = try? parser.parse() else {
                return (nil, [.warning(AppleDiagnosticID.unreadableFile, at: SourceLocation(path: manifest, line: 1, column: 1),
                                       "this conversion manifest is no JSON; the records of \(path) in it are not read")])
            }
            if let records = records(in: document)[relative.joined(separator: "/")] { return (records, []) }
        }
        return (nil, [])
    }

    /// The records of every catalog a manifest names, by the catalog's path in it.
    public static func records(in manifest: JSONValue) -> [String: CatalogRecordLines] {
        var byCatalog: [String: CatalogRecordLines] = [:]
        for catalog in manifest[member]?.members ?? [] {
            var records = CatalogRecordLines(marker: marker)
            for key in catalog.value.members ?? [] {
                if let text = key.value.string { records.byKey[key.key] = marker + text }
            }
            byCatalog[catalog.key] = records
        }
        return byCatalog
    }

    /// Appends the manifest's `records` member (after a member, with its comma), one line per
    /// key, catalogs and keys sorted; nothing when no catalog has records.
    public static func write(_ byCatalog: [String: CatalogRecordLines], to json: inout JSONText) {
        let catalogs = byCatalog.filter { !$0.value.byKey.isEmpty }.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !catalogs.isEmpty else { return }
        json.raw(",\n  \"\(member)\" : {")
        for (index, catalog) in catalogs.enumerated() {
            json.raw(index == 0 ? "\n    " : ",\n    ")
            json.string(catalog)
            json.raw(" : {")
            let records = byCatalog[catalog]!
            for (keyIndex, key) in records.byKey.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                json.raw(keyIndex == 0 ? "\n      " : ",\n      ")
                json.string(key)
                json.raw(" : ")
                let line = records.byKey[key]!
                json.string(String(line.dropFirst(records.marker.count)))
            }
            json.raw("\n    }")
        }
        json.raw("\n  }")
    }
}
