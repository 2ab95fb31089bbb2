import ConversionMetadata
import LocalizedStrings
import OrderedJSON

/// A String Catalog key's record in XLIFF: a unit's note carries it, which translators see, so
/// the export of one language carries that language's part of it (``comment(_:exportedFor:)``),
/// and reading several languages' exports of one catalog joins the parts again
/// (``joiningExportedRecords(_:)``).
public enum XLIFFRecordNotes {
    /// A String Catalog key's comment as the XLIFF export of one language carries it in a
    /// unit's note, which translators see: its record keeps that language's own record (under
    /// `locales`) and the key's own fields, but not every other language's Android original
    /// nor the key's fills (a filled gap is not exported). Importing the file needs no more:
    /// it brings that language's translations only.
    static func comment(_ comment: String?, exportedFor language: LanguageTag) -> String? {
        guard MetadataComment.metadataText(of: comment) != nil else { return comment }
        let (human, metadata) = MetadataComment.split(comment)
        guard case .object(let members)? = metadata else { return comment }
        var kept: [JSONMember] = []
        for member in members {
            switch (member.key, member.value) {
            case ("locales", .object(let locales)):
                let own = locales.filter { $0.key == language.identifier }
                if !own.isEmpty { kept.append(JSONMember(key: member.key, value: .object(own))) }
            case (ConversionRecord.fillField, .array):
                continue
            default:
                kept.append(member)
            }
        }
        return MetadataComment.comment(human: human, metadata: kept.isEmpty ? nil : .object(kept))
    }

    /// The languages of one String Catalog read from several languages' XLIFF exports, each
    /// key's record whole again: each export's notes carry that language's record only
    /// (``comment(_:exportedFor:)``), while a catalog key has one record for all its languages.
    /// Each key's records are merged (every language's own under `locales`, the first of each)
    /// and given to the key's entries in every language.
    public static func joiningExportedRecords(_ tables: [StringTable]) -> [StringTable] {
        // The keys whose entries' comments differ (a language with a record part, another
        // with another part or none) and that have a record.
        var firstComment: [String: String?] = [:]
        var differs: Set<String> = []
        var recorded: Set<String> = []
        for table in tables {
            for entry in table.entries {
                if MetadataComment.metadataText(of: entry.comment) != nil { recorded.insert(entry.key) }
                if let first = firstComment[entry.key] {
                    if first != entry.comment { differs.insert(entry.key) }
                } else {
                    firstComment[entry.key] = entry.comment
                }
            }
        }
        differs.formIntersection(recorded)
        guard !differs.isEmpty else { return tables }
        // Each differing key's merged comment: the first record, with every language's own.
        var human: [String: String?] = [:]
        var members: [String: [JSONMember]] = [:]
        var locales: [String: [JSONMember]] = [:]
        for table in tables {
            for entry in table.entries where differs.contains(entry.key) {
                let (text, metadata) = MetadataComment.split(entry.comment)
                guard case .object(let recordMembers)? = metadata else { continue }
                if members[entry.key] == nil {
                    human[entry.key] = text
                    members[entry.key] = recordMembers
                }
                for member in recordMembers where member.key == "locales" {
                    for locale in member.value.members ?? [] where !(locales[entry.key] ?? []).contains(where: { $0.key == locale.key }) {
                        locales[entry.key, default: []].append(locale)
                    }
                }
            }
        }
        var merged: [String: String] = [:]
        for (key, recordMembers) in members {
            var record = recordMembers.filter { $0.key != "locales" }
            if let own = locales[key], !own.isEmpty { record.insert(JSONMember(key: "locales", value: .object(own)), at: 0) }
            merged[key] = MetadataComment.comment(human: human[key] ?? nil, metadata: .object(record))
        }
        return tables.map { table in
            var table = table
            for index in table.entries.indices {
                if let comment = merged[table.entries[index].key] { table.entries[index].comment = comment }
            }
            return table
        }
    }
}
