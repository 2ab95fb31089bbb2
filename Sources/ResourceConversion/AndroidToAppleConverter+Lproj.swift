import AppleResources
import ConversionMetadata
import LocalizedStrings

extension AndroidToAppleConverter {
    /// Every locale's `.strings` and `.stringsdict` tables, locale by locale on all cores: the
    /// groups of a locale are converted, get their records, and become its files in one pass.
    func lprojTables(_ phase: GroupConversion) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var phase = phase
        let (converter, reverse) = (self, phase.reverse)
        phase.fills = FillTemplates(phase) { group in
            converter.attachRecord(&group, reverse: reverse, catalog: false)
            group.apple = Self.lprojEntries(of: group)
            group.recordIsKept = true
        }
        let perLocale = phase.work.concurrentMap { [phase] key, groups, appleLocale in
            var (converted, diagnostics) = phase.convertGroups(of: key, groups, appleLocale: appleLocale)
            // A fill copied from a template has its record, kept in its entries, already.
            for index in converted.indices where !converted[index].recordIsKept {
                attachRecord(&converted[index], reverse: phase.reverse, catalog: false)
            }
            let tables = lprojTables(converted, source: key, appleLocale: appleLocale,
                                     detailPairs: phase.sources.detailPairs[key], sources: phase.sources)
            return (tables, diagnostics)
        }
        return (mergedByPath(perLocale.flatMap(\.0)), ConversionDiagnostics.aggregated(perLocale.flatMap(\.1)))
    }

    /// The `.strings` table and, when there are plurals, the `.stringsdict` table of one locale.
    private func lprojTables(_ groups: [ConvertedGroup], source: SourceKey, appleLocale: LanguageTag,
                             detailPairs: [Attribute]?, sources: Sources) -> [StringTable] {
        var strings = TableBuilder(StringTable(path: lprojPath(source, appleLocale, "strings", sources), format: .strings,
                                               locale: appleLocale, details: Self.stringsFileDetails(detailPairs)))
        var dictionary = TableBuilder(StringTable(path: lprojPath(source, appleLocale, "stringsdict", sources), format: .stringsdict,
                                                  locale: appleLocale))
        // Room for every entry (a group of an array has one per item), or the table's
        // entries would grow past it into twice the memory (few belong in the .stringsdict).
        strings.reserveCapacity(groups.reduce(0) { $0 + $1.apple.count })
        for group in groups {
            for entry in group.recordIsKept ? group.apple : Self.lprojEntries(of: group) {
                if entry.value.belongsInStringsDict {
                    dictionary.add(entry)
                } else {
                    strings.add(entry)
                }
            }
        }
        // A folder without entries gets no file: Foundation cannot read an empty .strings file.
        return [strings.table, dictionary.table].filter { !$0.entries.isEmpty }
    }

    /// A group's Apple entries with its record kept in the first: in its comment in a
    /// `.strings` file, under the `StringBridge` key in a `.stringsdict` file.
    private static func lprojEntries(of group: ConvertedGroup) -> [Entry] {
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
    private func mergedByPath(_ tables: [StringTable]) -> [StringTable] {
        var merged: [StringTable] = []
        var indexByPath: [String: Int] = [:]
        // Only a path that comes again needs an index of its keys.
        var builders: [Int: TableBuilder] = [:]
        for table in tables {
            guard let index = indexByPath[table.path] else {
                indexByPath[table.path] = merged.count
                merged.append(table)
                continue
            }
            var builder = builders.removeValue(forKey: index) ?? TableBuilder(merged[index])
            for entry in table.entries { builder.add(entry) }
            builders[index] = builder
        }
        for (index, builder) in builders { merged[index] = builder.table }
        return merged
    }

    /// The `.strings` file details kept in an Android file's `sb:table` (its encoding, syntax and
    /// trailing comments), or none.
    private static func stringsFileDetails(_ pairs: [Attribute]?) -> FormatDetails {
        StringsFileDetails(keptPairs: pairs ?? []).map { FormatDetails($0) } ?? FormatDetails()
    }
}
