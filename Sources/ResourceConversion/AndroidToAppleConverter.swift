import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON

/// Converts Android string resources to Apple formats: per locale a `.lproj` folder with a
/// `.strings` table (and a `.stringsdict` for plurals), or one String Catalog.
///
/// All files of one `values*` folder form one table (Android merges them into one
/// namespace), as do the same locale's folders of several modules. Folders with
/// configuration qualifiers other than a locale (`values-night`) have no Apple equivalent
/// and are reported. What Apple formats cannot hold is kept in the entries' comments (see
/// ``ConversionMetadata``), so that converting back gives the same resources.
public struct AndroidToAppleConverter: Sendable {
    /// The Apple format to produce.
    public enum OutputFormat: Sendable {
        /// `<lang>.lproj/<Table>.strings` and `<lang>.lproj/<Table>.stringsdict`.
        case lproj
        /// `<Table>.xcstrings`.
        case stringCatalog
    }

    /// The conversion's options.
    public var options: ConversionOptions

    /// Creates a converter.
    public init(options: ConversionOptions = ConversionOptions()) {
        self.options = options
    }

    /// Converts Android tables (as ``AndroidResourceTree`` reads them).
    public func convert(_ tables: [StringTable], to format: OutputFormat) -> ConversionOutput {
        var diagnostics: [Diagnostic] = []
        var summary = ConversionSummary()

        // Merge the tables by Apple table and locale; keep first definitions.
        var sources: [SourceKey: OrderedGroups<String>] = [:]
        var sourceOrder: [SourceKey] = []
        var tableDetailPairs: [String: [Attribute]] = [:]
        var skippedFolders: Set<String> = []
        var folderNames: [SourceKey: String] = [:]
        for table in tables where table.format == .android {
            guard table.qualifiers.isEmpty else {
                let folder = PathText(table.path).folder
                if skippedFolders.insert(folder).inserted {
                    diagnostics.append(.warning(ConversionDiagnosticID.configurationSkipped, at: SourceLocation(path: folder),
                                                "configuration qualifiers (\(table.qualifiers.joined(separator: "-"))) have no Apple equivalent; this folder is not converted"))
                }
                continue
            }
            var record = TableRecord(androidTable: table)
            if let name = record?.name, let problem = SafeFileName.problem(name) {
                diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: table.path),
                                          "the table name \"\(name)\" in sb:table \(problem); it cannot name a file in the output folder"))
                record = nil
            }
            let tableName = record?.name ?? options.tableName
            if let record, tableDetailPairs[tableName] == nil { tableDetailPairs[tableName] = record.detailPairs }
            let key = SourceKey(table: tableName, locale: table.locale)
            if folderNames[key] == nil {
                folderNames[key] = PathText(PathText(table.path).folder).lastComponent
            }
            // Take the groups out of the dictionary while adding, so that they are not copied.
            var groups: OrderedGroups<String>
            if let existing = sources.removeValue(forKey: key) {
                groups = existing
            } else {
                groups = OrderedGroups()
                sourceOrder.append(key)
            }
            let isFirstTable = groups.keys.isEmpty
            groups.reserveCapacity(table.entries.count)
            for entry in table.entries {
                // A reader already reports duplicates within a file (and within a folder); here
                // only another module's folder can define a resource again.
                if !isFirstTable, let first = groups[entry.key].first(where: {
                    $0.value.typeName == entry.value.typeName && $0.product == entry.product
                }) {
                    if let location = first.location, PathText(location.path).folder != PathText(table.path).folder {
                        diagnostics.append(.warning(ConversionDiagnosticID.duplicateDefinition, at: entry.location,
                                                    "'\(entry.key)' is also defined at \(location); the first definition is converted"))
                    }
                    continue
                }
                groups.append(entry, to: entry.key)
            }
            sources[key] = groups
        }

        // Context: references resolve within a locale, then in values/.
        let context = ConversionContext(options: options, androidSources: sourceOrder.map { ($0.locale, sources[$0]!) })
        var styledNames: Set<String> = []
        for key in sourceOrder {
            for group in sources[key]!.groups where group.entries.contains(where: { $0.value.hasSpans }) {
                styledNames.insert(key.table + "|" + group.key)
            }
        }
        let mapping = AndroidToAppleMapping(context: context, target: format == .lproj ? .lproj : .catalog)

        // Which Apple locale each source goes to, reporting collisions.
        var appleLocaleOf: [SourceKey: LanguageTag] = [:]
        var claimed: [String: SourceKey] = [:]
        sourceOrder.removeAll { key in
            let appleLocale = LocaleMapping.appleLocale(forAndroid: key.locale, sourceLanguage: options.sourceLanguage)
            guard LprojName(folderName: LprojName(locale: appleLocale).folderName)?.locale != appleLocale else { return false }
            diagnostics.append(.warning(ConversionDiagnosticID.configurationSkipped, at: nil,
                                        "\(folderNames[key] ?? "values"): \(appleLocale) is not a language ID Apple platforms accept (regions are two letters or three digits); this folder is not converted"))
            return true
        }
        for key in sourceOrder {
            let appleLocale = LocaleMapping.appleLocale(forAndroid: key.locale, sourceLanguage: options.sourceLanguage)
            if let locale = key.locale, let back = LocaleMapping.androidLocale(forApple: appleLocale, sourceLanguage: options.sourceLanguage),
               back != locale {
                diagnostics.append(.note(ConversionDiagnosticID.localeRenamed, at: nil,
                                         "\(folderNames[key] ?? "values") becomes \(appleLocale), which converts back to \(ValuesConfiguration(locale: back).folderName), the folder every Android version reads"))
            }
            let claim = "\(key.table)|\(appleLocale.identifier)"
            if let other = claimed[claim] {
                diagnostics.append(.warning(ConversionDiagnosticID.localeCollision, at: nil,
                                            "\(folderNames[other] ?? "values") and \(folderNames[key] ?? "values") both map to \(appleLocale); entries of \(folderNames[key] ?? "values") are used where both define one"))
            } else {
                claimed[claim] = key
            }
            appleLocaleOf[key] = appleLocale
            for group in sources[key]!.groups { for entry in group.entries { summary.count(entry.value) } }
        }

        // Map every group, locale by locale on all cores. For .lproj output each locale's files
        // are finished in the same pass; a catalog first shares comments across locales.
        let styled = styledNames
        let detailPairs = tableDetailPairs
        let reverse = AppleToAndroidMapping(context: context)
        let work = sourceOrder.map { ($0, sources[$0]!, appleLocaleOf[$0]!) }
        var outputTables: [StringTable]
        if format == .lproj {
            let perLocale = work.concurrentMap { key, groups, appleLocale in
                var diagnostics: [Diagnostic] = []
                var converted: [ConvertedGroup] = []
                for (name, entries) in groups.groups {
                    var group = convert(entries, name: name, source: key, appleLocale: appleLocale,
                                        styled: !styled.isEmpty && styled.contains(key.table + "|" + name), mapping: mapping,
                                        diagnostics: &diagnostics)
                    attachRecord(&group, reverse: reverse, catalog: false)
                    converted.append(group)
                }
                return (lprojTables(converted, source: key, appleLocale: appleLocale, detailPairs: detailPairs[key.table]),
                        diagnostics)
            }
            diagnostics += ConversionDiagnostics.aggregated(perLocale.flatMap { $0.1 })
            outputTables = mergedByPath(perLocale.flatMap { $0.0 })
        } else {
            let perLocale = work.concurrentMap { key, groups, appleLocale in
                var diagnostics: [Diagnostic] = []
                let converted = groups.groups.map { name, entries in
                    convert(entries, name: name, source: key, appleLocale: appleLocale,
                            styled: !styled.isEmpty && styled.contains(key.table + "|" + name), mapping: mapping,
                            diagnostics: &diagnostics)
                }
                return (converted, diagnostics)
            }
            diagnostics += ConversionDiagnostics.aggregated(perLocale.flatMap { $0.1 })
            var converted = perLocale.flatMap { $0.0 }
            shareCatalogFields(&converted)
            converted = converted.concurrentMap { group in
                var group = group
                attachRecord(&group, reverse: reverse, catalog: true)
                return group
            }
            outputTables = catalogTables(converted, order: sourceOrder, appleLocaleOf: appleLocaleOf, detailPairs: tableDetailPairs)
        }
        summary.locales = Set(outputTables.filter { !$0.entries.isEmpty }.map { $0.locale?.identifier ?? "" }).count
        summary.count(diagnostics)
        return ConversionOutput(tables: outputTables, diagnostics: diagnostics, summary: summary)
    }

    /// Tables with the same path (two Android folders mapping to one Apple locale) merged:
    /// later entries replace earlier ones with the same key.
    private func mergedByPath(_ tables: [StringTable]) -> [StringTable] {
        var builders: [String: TableBuilder] = [:]
        var order: [String] = []
        for table in tables {
            if builders[table.path] == nil {
                order.append(table.path)
                builders[table.path] = TableBuilder(table)
            } else {
                for entry in table.entries { builders[table.path]!.add(entry) }
            }
        }
        return order.map { builders[$0]!.table }
    }

    // MARK: - Groups

    /// An Android table being converted: its Apple table name and Android locale.
    struct SourceKey: Hashable, Sendable {
        var table: String
        var locale: LanguageTag?
    }

    /// One group's Apple entries, with the Android group they came from.
    struct ConvertedGroup: Sendable {
        var source: SourceKey
        var appleLocale: LanguageTag
        var name: String
        var android: [Entry]
        var apple: [Entry]
        var styled: Bool
        /// Whether the Apple entries were restored from details kept on the Android side.
        var restored: Bool
        var record = ConversionRecord()
    }

    private func convert(_ group: [Entry], name: String, source: SourceKey, appleLocale: LanguageTag, styled: Bool,
                         mapping: AndroidToAppleMapping, diagnostics: inout [Diagnostic]) -> ConvertedGroup {
        let stripped = group.map(KeptMetadata.strippedAndroid)
        if let json = group.lazy.compactMap(KeptMetadata.appleRecord(of:)).first,
           let record = ConversionRecord(json: json, sourceKey: "apple"), let appleEntries = record.sourceEntries {
            if record.check == Fingerprint.of(stripped) {
                return ConvertedGroup(source: source, appleLocale: appleLocale, name: name, android: stripped, apple: appleEntries,
                                      styled: false, restored: true)
            }
            diagnostics.append(.warning(ConversionDiagnosticID.editedSinceConversion, at: group.first?.location,
                                        "'\(name)' was edited since it was converted from Apple; Apple-only details kept then (states, variables, device variants) are not carried"))
        }
        let (apple, notes) = mapping.appleEntries(for: stripped, androidLocale: source.locale, appleLocale: appleLocale, styled: styled)
        for note in notes {
            let location = group.first { $0.key == note.key }?.location ?? group.first?.location
            diagnostics.append(Diagnostic(id: ConversionDiagnosticID.notRepresentable, severity: note.severity,
                                          location: location, message: "'\(note.key)': \(note.message)"))
        }
        var lprojReady = apple
        if mapping.target == .lproj {
            // What .strings and .stringsdict files can hold: no translatability, no comment on plurals.
            for index in lprojReady.indices {
                lprojReady[index].isTranslatable = true
                if case .variableFormat = lprojReady[index].value { lprojReady[index].comment = nil }
            }
        }
        return ConvertedGroup(source: source, appleLocale: appleLocale, name: name, android: stripped, apple: lprojReady,
                              styled: styled, restored: false)
    }

    /// In a catalog, the comment and `shouldTranslate` belong to the key: take them from the
    /// source language (or the first locale that has the key) for every locale.
    private func shareCatalogFields(_ groups: inout [ConvertedGroup]) {
        var shared: [String: Entry] = [:]
        for group in groups where group.appleLocale == options.sourceLanguage {
            for entry in group.apple { shared["\(group.source.table)|\(entry.key)"] = entry }
        }
        for group in groups {
            for entry in group.apple where shared["\(group.source.table)|\(entry.key)"] == nil {
                shared["\(group.source.table)|\(entry.key)"] = entry
            }
        }
        for index in groups.indices where !groups[index].restored {
            for entryIndex in groups[index].apple.indices {
                let entry = groups[index].apple[entryIndex]
                guard let owner = shared["\(groups[index].source.table)|\(entry.key)"] else { continue }
                groups[index].apple[entryIndex].comment = owner.comment
                groups[index].apple[entryIndex].isTranslatable = owner.isTranslatable
            }
        }
    }

    /// Decides what the Apple side must keep: the styled flag, and the Android entries when
    /// converting the Apple entries back would not give them.
    ///
    /// In a catalog the comment belongs to the key, and converting back gives it to the
    /// source language only (see ``AppleToAndroidConverter``).
    private func attachRecord(_ group: inout ConvertedGroup, reverse: AppleToAndroidMapping, catalog: Bool) {
        guard !group.restored else { return }
        let keepsComments = !catalog || group.appleLocale == options.sourceLanguage
        if group.android.count == 1, group.apple.count == 1, !group.styled, Self.mapsBackExactly(group.android[0]),
           group.android[0].comment == (keepsComments ? group.apple[0].comment : nil) {
            return
        }
        let appleEntries = keepsComments ? group.apple : group.apple.map(\.withoutComment)
        let (roundTrip, _) = reverse.androidEntries(for: appleEntries, name: group.name, styled: group.styled)
        let same = roundTrip.map(KeptMetadata.strippedAndroid) == group.android
        group.record = ConversionRecord(styled: group.styled, sourceEntries: same ? nil : group.android,
                                        check: same ? nil : Fingerprint.of(group.apple))
    }

    /// Whether an entry certainly converts back to itself: a plain translatable string with
    /// no format specifier, markup or Android-only attribute. (Checking is the slow path.)
    private static func mapsBackExactly(_ entry: Entry) -> Bool {
        guard entry.isTranslatable, entry.isFormatted, entry.product == nil, entry.details.isEmpty,
              case .text(let styled) = entry.value, styled.isPlain else { return false }
        return !styled.text.utf8.contains(UInt8(ascii: "%"))
    }

    // MARK: - Output

    /// The `.strings` table and, when there are plurals, the `.stringsdict` table of one locale.
    private func lprojTables(_ groups: [ConvertedGroup], source: SourceKey, appleLocale: LanguageTag,
                             detailPairs: [Attribute]?) -> [StringTable] {
        let folder = LprojName(locale: appleLocale).folderName
        var strings = TableBuilder(StringTable(path: "\(folder)/\(source.table).strings", format: .strings, locale: appleLocale,
                                               details: Self.stringsFileDetails(detailPairs)))
        var dictionary = TableBuilder(StringTable(path: "\(folder)/\(source.table).stringsdict", format: .stringsdict,
                                                  locale: appleLocale))
        for group in groups {
            for (index, entry) in group.apple.enumerated() {
                var entry = entry
                let carriesRecord = index == 0 && !group.record.isEmpty
                if case .variableFormat = entry.value {
                    if carriesRecord {
                        var details = entry.details[StringsDictEntryDetails.self] ?? StringsDictEntryDetails(otherKeys: [])
                        let json = group.record.json(sourceKey: "android").compactText
                        details.otherKeys.append(PropertyListMember(key: StringBridgeNamespace.stringsDictKey,
                                                                    node: PropertyListNode(value: .string(json))))
                        entry.details = FormatDetails(details)
                    }
                    dictionary.add(entry)
                } else {
                    if carriesRecord {
                        entry.comment = MetadataComment.comment(human: entry.comment, metadata: group.record.json(sourceKey: "android"))
                    }
                    strings.add(entry)
                }
            }
        }
        // A folder without entries gets no file: Foundation cannot read an empty .strings file.
        return [strings.table, dictionary.table].filter { !$0.entries.isEmpty }
    }

    private func catalogTables(_ groups: [ConvertedGroup], order: [SourceKey], appleLocaleOf: [SourceKey: LanguageTag],
                               detailPairs: [String: [Attribute]]) -> [StringTable] {
        // One record per key, holding each locale's record.
        var records: [String: [JSONMember]] = [:]
        var styledKeys: Set<String> = []
        for group in groups where !group.restored {
            guard let first = group.apple.first else { continue }
            let key = "\(group.source.table)|\(first.key)"
            if group.styled { styledKeys.insert(key) }
            if group.record.sourceEntries != nil {
                var record = group.record
                record.styled = false
                records[key, default: []].append(JSONMember(key: group.appleLocale.identifier, value: record.json(sourceKey: "android")))
            }
        }
        var tables: [String: TableBuilder] = [:]
        var tableOrder: [String] = []
        for key in order {
            let locale = appleLocaleOf[key]!
            let id = "\(key.table)|\(locale.identifier)"
            guard tables[id] == nil else { continue }
            tableOrder.append(id)
            tables[id] = TableBuilder(StringTable(path: "\(key.table).xcstrings", format: .xcstrings, locale: locale,
                                                  details: catalogDetails(detailPairs[key.table])))
        }
        // Keys the source language lacks: reading the catalog back would give them one.
        var sourceKeys: Set<String> = []
        for group in groups where group.appleLocale == options.sourceLanguage {
            for entry in group.apple { sourceKeys.insert("\(group.source.table)|\(entry.key)") }
        }
        // The key's comment is the same in every locale: build each once.
        var comments: [String: String?] = [:]
        for group in groups {
            let id = "\(group.source.table)|\(group.appleLocale.identifier)"
            for (index, entry) in group.apple.enumerated() {
                var entry = entry
                if !group.restored && index == 0 {
                    let key = "\(group.source.table)|\(entry.key)"
                    if let comment = comments[key] {
                        entry.comment = comment
                    } else {
                        var members: [JSONMember] = []
                        if styledKeys.contains(key) { members.append(JSONMember(key: "styled", value: .bool(true))) }
                        if let locales = records[key] { members.append(JSONMember(key: "locales", value: .object(locales))) }
                        if !sourceKeys.contains(key) { members.append(JSONMember(key: StringBridgeNamespace.noSourceField, value: .bool(true))) }
                        if !members.isEmpty {
                            entry.comment = MetadataComment.comment(human: entry.comment, metadata: .object(members))
                        }
                        comments[key] = entry.comment
                    }
                }
                tables[id]!.add(entry)
            }
        }
        return tableOrder.map { tables[$0]!.table }
    }

    /// The `.strings` file details kept in an Android file's `sb:table` (its encoding, syntax and
    /// trailing comments), or none.
    private static func stringsFileDetails(_ pairs: [Attribute]?) -> FormatDetails {
        StringsFileDetails(keptPairs: pairs ?? []).map { FormatDetails($0) } ?? FormatDetails()
    }

    /// The String Catalog details kept in an Android file's `sb:table`, with the source
    /// language of this conversion when none was kept.
    private func catalogDetails(_ pairs: [Attribute]?) -> FormatDetails {
        var details = StringCatalogDetails(keptPairs: pairs ?? [])
            ?? StringCatalogDetails(sourceLanguage: options.sourceLanguage.identifier)
        details.languageName = nil
        return FormatDetails(details)
    }

    /// A table being built, with an index of its keys.
    private struct TableBuilder: Sendable {
        var table: StringTable
        private var indexByKey: [String: Int] = [:]

        init(_ table: StringTable) {
            self.table = table
            for (index, entry) in table.entries.enumerated() { indexByKey[entry.key] = index }
        }

        /// Adds an entry; a later locale folder mapping to the same Apple locale replaces it.
        mutating func add(_ entry: Entry) {
            if let index = indexByKey[entry.key] {
                table.entries[index] = entry
            } else {
                indexByKey[entry.key] = table.entries.count
                table.entries.append(entry)
            }
        }
    }
}
