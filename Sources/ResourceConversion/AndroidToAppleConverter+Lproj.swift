import AppleResources
import ConversionMetadata
import LocalizedStrings

extension AndroidToAppleConverter {
    /// A gap fill template as `.lproj` tables hold it: its Apple entries, record kept, in the
    /// block of the `.strings` table and the block of the `.stringsdict` table that every
    /// locale lacking the group shares.
    struct LprojFill: Sendable {
        /// The entries of the `.strings` table, or `nil` when there are none.
        var strings: SharedFillBlock?
        /// The entries of the `.stringsdict` table (plurals, device variants), or `nil`.
        var dictionary: SharedFillBlock?

        /// The blocks of the `.lproj` entries of the group `name`.
        init(_ entries: [Entry], name: String) {
            let strings = entries.filter { !$0.value.belongsInStringsDict }, dictionary = entries.filter(\.value.belongsInStringsDict)
            self.strings = strings.isEmpty ? nil : SharedFillBlock(strings, name: name, format: .strings)
            self.dictionary = dictionary.isEmpty ? nil : SharedFillBlock(dictionary, name: name, format: .stringsdict)
        }

        /// Adds the blocks to a locale's tables.
        func add(to strings: inout SharingTableBuilder, _ dictionary: inout SharingTableBuilder) {
            self.strings?.add(to: &strings)
            self.dictionary?.add(to: &dictionary)
        }
    }

    /// A group's Apple entries with its record kept in the first: in its comment in a
    /// `.strings` file, under the `StringBridge` key in a `.stringsdict` file.
    static func lprojEntries(of group: ConvertedGroup) -> [Entry] {
        guard !group.record.isEmpty, var first = group.apple.first else { return group.apple }
        if first.value.belongsInStringsDict {
            keep(group.record, inStringsDictEntry: &first)
        } else {
            first.comment = MetadataComment.comment(human: first.comment, metadata: group.record.json(sourceKey: "android"))
        }
        var entries = group.apple
        entries[0] = first
        return entries
    }

    /// The path of a source's `.strings` or `.stringsdict` file: in its bundle, in its
    /// language's folder, or in `Base.lproj` when it came from there.
    func lprojPath(_ source: SourceKey, _ appleLocale: LanguageTag, _ fileExtension: String, _ sources: Sources) -> String {
        var table = source.table
        if sources.baseFolders.contains(source) { table.isBase = true }
        return table.lprojPath(locale: appleLocale, extension: fileExtension)
    }

    /// Adds the record to a `.stringsdict` entry, as the string value of its `StringBridge` key.
    private static func keep(_ record: ConversionRecord, inStringsDictEntry entry: inout Entry) {
        var details = entry.details[StringsDictEntryDetails.self] ?? StringsDictEntryDetails(otherKeys: [])
        let json = record.json(sourceKey: "android").compactText
        details.otherKeys.append(PropertyListMember(key: StringBridgeNamespace.stringsDictKey, node: PropertyListNode(value: .string(json))))
        entry.details = FormatDetails(details)
    }

    /// Tables with the same path (two Android folders mapping to one Apple locale) merged:
    /// later entries replace earlier ones with the same key.
    public static func mergedByPath(_ tables: [TableWithSharedEntries]) -> [TableWithSharedEntries] {
        var merged: [TableWithSharedEntries] = []
        var indexByPath: [String: Int] = [:]
        // Only a path that comes again needs an index of its keys.
        var builders: [Int: TableBuilder] = [:]
        for table in tables {
            guard let index = indexByPath[table.table.path] else {
                indexByPath[table.table.path] = merged.count
                merged.append(table)
                continue
            }
            var builder = builders.removeValue(forKey: index) ?? TableBuilder(merged[index].materialized)
            for entry in table.materialized.entries { builder.add(entry) }
            builders[index] = builder
        }
        for (index, builder) in builders { merged[index] = TableWithSharedEntries(builder.table) }
        return merged
    }

    /// The `.strings` file details kept in an Android file's `sb:table` (its encoding, syntax and
    /// trailing comments), or none.
    static func stringsFileDetails(_ pairs: [Attribute]?) -> FormatDetails {
        StringsFileDetails(keptPairs: pairs ?? []).map { FormatDetails($0) } ?? FormatDetails()
    }
}
