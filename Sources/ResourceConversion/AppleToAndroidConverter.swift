import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import StreamingXML
import SystemSupport

/// Converts Apple string resources (`.lproj` tables, String Catalogs) to Android
/// `res/values*/` files.
///
/// Each Apple table becomes one file per locale: the main table (`--table`, `Localizable`)
/// `strings.xml`, any other `<Table>.xml`. A `.stringsdict` joins its `.strings` table (its
/// entries win, as in Foundation; the `.strings` entry is kept in `sb:apple`). Several bundles
/// are converted bundle by bundle, and `Base.lproj` beside the source language's folder is a
/// table of its own (see ``AppleTable``). Keys that are not valid Android resource names, or
/// that another table or bundle already uses, get a stable generated name, and `sb:key` keeps
/// the original. What Android resources cannot hold is kept in `sb:` attributes (see
/// ``ConversionMetadata``), so that converting back gives the same Apple resources.
public struct AppleToAndroidConverter: Sendable {
    /// The conversion's options.
    public var options: ConversionOptions
    /// Whether each translation's file records the keys its Apple table lacked that another
    /// folder of its Android fallback chain has (``TableRecord/gaps``), so that converting back
    /// keeps them gaps. Translations imported from XLIFF do not: an export leaves out what was
    /// filled and holds no source language, so what one lacks says nothing of the Apple table.
    public var recordsGaps: Bool

    /// Creates a converter.
    public init(options: ConversionOptions = ConversionOptions(), recordsGaps: Bool = true) {
        self.options = options
        self.recordsGaps = recordsGaps
    }

    /// Converts Apple tables (as ``AppleResourceTree`` reads them) into Android tables whose
    /// paths are relative to the `res` folder.
    ///
    /// - Parameters:
    ///   - tables: The Apple tables.
    ///   - inputRoots: The paths the tables were read from: with several bundles, each keeps
    ///     its folder relative to these (see ``AppleTable``).
    public func convert(_ tables: [StringTable], inputRoots: [String] = []) -> ConversionOutput {
        var diagnostics: [Diagnostic] = []
        let sources = mergeSources(tables, inputRoots: inputRoots, diagnostics: &diagnostics)
        // Android names, the same in every locale, unique across the tables of a folder.
        let names = allocateNames(sources, diagnostics: &diagnostics)
        let files = fileNames(sources, diagnostics: &diagnostics)
        let catalogRecords = Self.catalogRecords(sources)
        let sourceKinds = Self.sourceKinds(sources, sourceLanguage: options.sourceLanguage)

        let context = ConversionContext(options: options)
        let reverseMappings = (lproj: AndroidToAppleMapping(context: context, target: .lproj),
                               catalog: AndroidToAppleMapping(context: context, target: .catalog))
        let mapping = AppleToAndroidMapping(context: context)
        let checks = FingerprintChecks()
        let records = ParsedRecords()

        // Convert every locale's groups on all cores, then assemble the files in order.
        let converted = sources.order.concurrentMap { key in
            let androidLocale = LocaleMapping.androidLocale(forApple: key.locale, sourceLanguage: options.sourceLanguage)
            var diagnostics: [Diagnostic] = []
            var entries: [Entry] = []
            let groups = sources.merged[key]?.groups ?? GroupedEntries()
            let shadowed = sources.merged[key]?.shadowed ?? [:]
            let tableID = key.table.id
            // A catalog's records by key, and this language's number in them.
            let catalog = key.isCatalog ? catalogRecords.of(table: tableID, language: key.locale) : nil
            for (index, base) in groups.keys.enumerated() {
                let catalogRecord = catalog?.records[base]
                let isUneditedFill = if let catalog {
                    Self.isUneditedFill(groups.group(index), record: catalogRecord, language: catalog.language, checks: checks)
                } else {
                    Self.isUneditedFill(groups.group(index), checks: checks)
                }
                if isUneditedFill { continue }
                if let character = XMLCharacters.firstUnwritable(in: base) {
                    diagnostics.append(.error(ConversionDiagnosticID.notRepresentable, at: groups.first(ofGroup: index).location,
                                              "the key \"\(base.withVisibleControls)\" is left out: it holds \(XMLCharacters.name(of: character)), which no Android file can hold (aapt2 stops at it in sb:key)"))
                    continue
                }
                let group = groups.entries(ofGroup: index)
                let tableKey = TableKey(table: tableID, key: base)
                let sourceIsPlural = key.locale == options.sourceLanguage ? nil : sourceKinds[tableKey]
                entries += convert(group, shadowed: shadowed.isEmpty ? [] : group.compactMap { shadowed[$0.key] },
                                   name: names[tableKey] ?? base, key: key, sourceIsPlural: sourceIsPlural,
                                   catalogRecord: catalogRecord, language: catalog?.language, mapping: mapping,
                                   reverse: key.isCatalog ? reverseMappings.catalog : reverseMappings.lproj,
                                   androidLocale: androidLocale, checks: checks, records: records,
                                   diagnostics: &diagnostics)
            }
            // Counted here, on all cores, rather than when the files are assembled.
            var counts = ConversionSummary()
            for index in entries.indices { counts.count(entries[index].value) }
            return ConvertedLocale(key: key, androidLocale: androidLocale, entries: entries, diagnostics: diagnostics,
                                   counts: counts, usesStringBridgeNamespace: entries.contains(where: \.usesStringBridgeNamespace))
        }
        var summary = ConversionSummary()
        var origins: [ConversionOutput.Output: [String]] = [:]
        let tables = androidTables(converted, sources: sources, files: files,
                                   gaps: recordsGaps ? gaps(sources, names: names, catalogRecords: catalogRecords) : [:],
                                   summary: &summary, origins: &origins, diagnostics: &diagnostics)
        summary.locales = Set(tables.map { $0.locale?.identifier ?? "" }).count
        diagnostics = ConversionDiagnostics.aggregated(diagnostics)
        summary.count(diagnostics)
        return ConversionOutput(tables: tables, diagnostics: diagnostics, summary: summary, origins: origins)
    }

    // MARK: - Sources

    /// One Apple table in one locale, its `.strings`, `.stringsdict` or catalog entries merged.
    struct MergedTable: Sendable {
        /// The entries grouped by their key's base (`planets[0]`, `planets[1]` → `planets`).
        var groups: GroupedEntries<String>
        /// The table's file details as kept pairs, for `sb:table`.
        var detailPairs: [Attribute]
        /// The `.strings` entries a `.stringsdict` entry of the same key replaces, by key.
        var shadowed: [String: Entry] = [:]
        /// The files it was read from.
        var paths: [String] = []
        /// Whether the source language's files are `Base.lproj`'s (there is no folder of the
        /// source language beside it).
        var isBaseFolder = false
    }

    /// The Apple tables merged by table name and locale, the main table and the source
    /// language first.
    struct Sources: Sendable {
        var order: [SourceKey] = []
        var merged: [SourceKey: MergedTable] = [:]
        /// The bundle whose tables get the plain file names (`strings.xml`): the one with the
        /// most entries, of those that are not an Android resource folder's (which go back to
        /// their own folder, ``ResFolderBundles``).
        var primaryBundle = ""
    }

    /// Merges the tables by table (name, bundle, Base) and Apple locale. A `.stringsdict` entry
    /// replaces the `.strings` entry, as in Foundation (reported, and kept); of two folders of
    /// one language (`en-GB.lproj`, `en_GB.lproj`) only the first, canonical one is read, as on
    /// Apple platforms.
    private func mergeSources(_ tables: [StringTable], inputRoots: [String], diagnostics: inout [Diagnostic]) -> Sources {
        let readable = tables.filter { [.strings, .stringsdict, .xcstrings].contains($0.format) }
        let bundles = BundleFolders(readable.map(\.path), roots: inputRoots)
        // Base.lproj is a table of its own where the bundle has the source language's folder too.
        let sourceLanguageTables = Set(readable.filter { $0.locale == options.sourceLanguage }.map { bundles.bundle(of: $0.path) + "|" + tableName(of: $0) })
        var byKey: [SourceKey: [StringTable]] = [:]
        var baseFolders: Set<SourceKey> = []
        var sources = Sources()
        // Names that differ in composition only are one key of Swift's dictionaries (and one
        // file on macOS); names that differ in case are two tables, given two files later.
        var tableNames = DistinctTableNames(foldsCase: false)
        for table in readable {
            let bundle = bundles.bundle(of: table.path)
            let fromBase = table.locale == nil && Self.isInBaseFolder(table.path)
            let isBeside = fromBase && sourceLanguageTables.contains(bundle + "|" + tableName(of: table))
            let appleTable = tableNames.distinct(AppleTable(bundle: bundle, name: tableName(of: table), isBase: isBeside),
                                                 at: table.path, diagnostics: &diagnostics)
            let key = SourceKey(table: appleTable,
                                locale: table.locale ?? options.sourceLanguage, isCatalog: table.format == .xcstrings)
            if byKey[key] == nil { sources.order.append(key) }
            byKey[key, default: []].append(table)
            if fromBase && !isBeside { baseFolders.insert(key) }
        }
        var entriesPerBundle: [String: Int] = [:]
        for table in readable where !AndroidDialect.isResourceFolder(bundles.bundle(of: table.path)) {
            entriesPerBundle[bundles.bundle(of: table.path), default: 0] += table.entries.count
        }
        sources.primaryBundle = entriesPerBundle.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key ?? ""
        let primary = sources.primaryBundle
        sources.order.sort { lhs, rhs in
            if lhs.table.bundle != rhs.table.bundle {
                return lhs.table.bundle == primary || (rhs.table.bundle != primary && lhs.table.bundle < rhs.table.bundle)
            }
            if lhs.table.name != rhs.table.name {
                return lhs.table.name == options.tableName || (rhs.table.name != options.tableName && lhs.table.name < rhs.table.name)
            }
            if lhs.table.isBase != rhs.table.isBase { return !lhs.table.isBase }
            if (lhs.locale == options.sourceLanguage) != (rhs.locale == options.sourceLanguage) { return lhs.locale == options.sourceLanguage }
            return false
        }
        // Each table and locale is merged on its own, on all cores.
        let merged = sources.order.concurrentMap { [byKey, baseFolders] key -> (MergedTable, [Diagnostic]) in
            // Two folders of one language in a bundle (`en-GB.lproj`, `en_GB.lproj`): Apple
            // uses one, the first (canonical) one, whose files are the table (reported by the reader).
            var tables = byKey[key] ?? []
            if let first = tables.first?.path, !key.isCatalog {
                tables.removeAll { PathText($0.path).folder != PathText(first).folder }
            }
            var diagnostics: [Diagnostic] = []
            var table = merge(tables.filter { $0.format == .strings } + tables.filter { $0.format != .strings },
                              diagnostics: &diagnostics)
            table.paths = tables.map(\.path)
            table.isBaseFolder = baseFolders.contains(key)
            return (table, diagnostics)
        }
        sources.merged.reserveCapacity(merged.count)
        for (key, (table, tableDiagnostics)) in zip(sources.order, merged) {
            sources.merged[key] = table
            diagnostics += tableDiagnostics
        }
        return sources
    }

    private static func isInBaseFolder(_ path: String) -> Bool {
        PathText(PathText(path).folder).lastComponent == "Base.lproj"
    }

    private func merge(_ tables: [StringTable], diagnostics: inout [Diagnostic]) -> MergedTable {
        // The entries go straight into their groups, in the order their keys first came; one
        // index by key finds the entry a later table replaces (or leaves), and its format.
        var groups = GroupedEntries<String>(tables: tables.map(\.entries))
        var placeByKey: [String: (place: GroupedEntries<String>.Place, format: ResourceFormat)] = [:]
        placeByKey.reserveCapacity(tables.reduce(0) { $0 + $1.entries.count })
        var detailPairs: [Attribute] = []
        var shadowed: [String: Entry] = [:]
        for (tableIndex, table) in tables.enumerated() {
            if detailPairs.isEmpty || (table.format == .xcstrings && placeByKey.isEmpty) {
                detailPairs = table.details.keptPairs.filter { !$0.name.hasPrefix("#language") }
            }
            // The entries are read in place: the groups refer to them.
            for position in table.entries.indices {
                let key = table.entries[position].key
                let reference = GroupedEntries<String>.Reference(table: tableIndex, position: position)
                if let earlier = placeByKey[key] {
                    guard earlier.format == .strings, table.format == .stringsdict else { continue }
                    diagnostics.append(.note(ConversionDiagnosticID.shadowedEntry, at: groups[earlier.place].location,
                                             "'\(key)' is also in the .stringsdict table, which Foundation reads instead; Android gets that one, and this .strings entry is kept in sb:apple for the way back"))
                    shadowed[key] = groups[earlier.place]
                    groups.replace(earlier.place, with: reference)
                    placeByKey[key]?.format = table.format
                } else {
                    placeByKey[key] = (groups.append(reference, to: AppleKey(parsing: key).base), table.format)
                }
            }
        }
        return MergedTable(groups: groups, detailPairs: detailPairs, shadowed: shadowed)
    }

    // MARK: - Files

    /// One locale's converted entries.
    struct ConvertedLocale: Sendable {
        var key: SourceKey
        var androidLocale: LanguageTag?
        var entries: [Entry]
        var diagnostics: [Diagnostic]
        /// The entries counted by kind.
        var counts: ConversionSummary
        /// Whether an entry carries an `sb:` attribute.
        var usesStringBridgeNamespace: Bool
    }

    /// The Android files, in source order: one per table and Android locale, with `sb:table`
    /// where the Apple table was not the default, and the `sb:` namespace declared where used.
    /// A folder with nothing in it (a catalog's made-up source entries only) gets no file.
    private func androidTables(_ converted: [ConvertedLocale], sources: Sources, files: [AppleTable: String],
                               gaps: [SourceKey: [String]],
                               summary: inout ConversionSummary, origins: inout [ConversionOutput.Output: [String]],
                               diagnostics: inout [Diagnostic]) -> [StringTable] {
        var outputs: [String: StringTable] = [:]
        var outputOrder: [String] = []
        var usingNamespace: Set<String> = []
        for locale in converted {
            let folder = ValuesConfiguration(locale: locale.androidLocale).folderName
            let key = locale.key
            // A resource folder's tables go back to that folder; other bundles' are kept in sb:table.
            let resFolder = key.table.androidResFolder
            let path = (resFolder.map { $0 + "/" } ?? "") + "\(folder)/\(files[key.table] ?? "strings.xml")"
            if outputs[path] == nil {
                outputOrder.append(path)
                let tableRecord = TableRecord(name: key.table.name, bundle: key.table.bundle.isEmpty || resFolder != nil ? nil : key.table.bundle,
                                              isBase: key.table.isBase || sources.merged[key]?.isBaseFolder == true,
                                              detailPairs: sources.merged[key]?.detailPairs ?? [], gaps: gaps[key] ?? [])
                var details = FormatDetails()
                if !tableRecord.isDefault(tableName: options.tableName, sourceLanguage: options.sourceLanguage) {
                    details = FormatDetails(AndroidFileDetails(attributes: [tableRecord.attribute]))
                }
                outputs[path] = StringTable(path: path, format: .android, locale: locale.androidLocale, details: details)
            } else {
                diagnostics.append(.warning(ConversionDiagnosticID.localeCollision, at: nil,
                                            "two Apple languages of table \(key.table.id) map to \(path); the later one's entries are added"))
            }
            diagnostics += locale.diagnostics
            summary.countEntries(of: locale.counts)
            if locale.usesStringBridgeNamespace { usingNamespace.insert(path) }
            // The first locale's entries are the table's, not copied (a second one adds to them).
            if outputs[path]?.entries.isEmpty == true {
                outputs[path]?.entries = locale.entries
            } else {
                outputs[path]?.entries += locale.entries
            }
            origins[ConversionOutput.Output(path: path, locale: locale.androidLocale), default: []] += sources.merged[key]?.paths ?? []
        }
        return outputOrder.compactMap { path -> StringTable? in
            guard var table = outputs[path], !table.entries.isEmpty else { return nil }
            if usingNamespace.contains(path) || table.attributesUseStringBridgeNamespace {
                let attributes = table.details[AndroidFileDetails.self]?.attributes ?? []
                table.details = FormatDetails(AndroidFileDetails(attributes: [StringBridgeNamespace.declaration] + attributes))
            }
            return table
        }
    }

    /// For each translation's table, the Android names of the keys it lacks that another folder
    /// of its Android fallback chain has — those converting back would fill — kept in `sb:table`
    /// (see ``TableRecord/gaps``).
    private func gaps(_ sources: Sources, names: [TableKey: String], catalogRecords: CatalogRecords) -> [SourceKey: [String]] {
        @Sendable func androidLocale(_ locale: LanguageTag) -> LanguageTag? {
            LocaleMapping.androidLocale(forApple: locale, sourceLanguage: options.sourceLanguage)
        }
        var locales: [LanguageTag] = []
        for key in sources.order {
            if let locale = androidLocale(key.locale), !locales.contains(locale) { locales.append(locale) }
        }
        let chains = AndroidFallbackChains(locales: locales)
        // Each table's gaps on their own, on all cores.
        let found = sources.order.concurrentMap { key -> [String]? in
            guard key.locale != options.sourceLanguage, let own = sources.merged[key]?.groups else { return nil }
            let tableID = key.table.id
            let tableRecords = key.isCatalog ? catalogRecords.byTable[tableID] ?? [:] : [:]
            var added: Set<String> = []
            var missing: [String] = []
            for folder in chains.chain(for: androidLocale(key.locale)).dropFirst() {
                let appleLocale = LocaleMapping.appleLocale(forAndroid: folder, sourceLanguage: options.sourceLanguage)
                let from = SourceKey(table: key.table, locale: appleLocale, isCatalog: key.isCatalog)
                guard let groups = sources.merged[from]?.groups else { continue }
                for (index, base) in groups.keys.enumerated() where !own.contains(base) && added.insert(base).inserted
                    && !(from.isCatalog && Self.isMadeUpSource(groups.entries(ofGroup: index), key: from, record: tableRecords[base])) {
                    missing.append(base)
                }
            }
            return missing.isEmpty ? nil : missing.map { names[TableKey(table: tableID, key: $0)] ?? $0 }
        }
        var gaps: [SourceKey: [String]] = [:]
        for (key, missing) in zip(sources.order, found) where missing != nil { gaps[key] = missing }
        return gaps
    }

    /// Whether the group is the source-language entry a catalog reader made up for a key that
    /// Android had only in translations (the key's record says `noSource`): it converts to
    /// nothing.
    private static func isMadeUpSource(_ group: [Entry], key: SourceKey, record: CatalogKeyRecord?) -> Bool {
        key.isCatalog && record?.hasNoSource == true
            && group.allSatisfy { $0.details[StringCatalogEntryDetails.self]?.isImplicit == true }
    }

    // MARK: - Groups

    struct SourceKey: Hashable {
        var table: AppleTable
        var locale: LanguageTag
        var isCatalog: Bool
    }

    /// Whether an `.lproj` group is a gap an Android → Apple conversion filled, unedited since:
    /// it converts to nothing. Most groups of a locale are such fills: this finds them on the
    /// bytes of their record and compares them in place, where ``convert(_:shadowed:name:key:catalogMetadata:mapping:reverse:androidLocale:checks:records:diagnostics:)``
    /// would strip a copy of each entry and read the record as JSON to come to the same
    /// answer. (A group this does not recognise is converted, and may still be a fill.)
    private static func isUneditedFill(_ group: GroupedEntries<String>.Group, checks: FingerprintChecks) -> Bool {
        // The record `convert` reads is the first text that parses as JSON; a fill's text does.
        guard let text = KeptMetadata.firstRecordText(of: group), let fingerprint = FillRecordText.fingerprint(in: text) else {
            return false
        }
        return checks.match(appleEntriesAsRead: group, fingerprint)
    }

    /// ``isUneditedFill(_:checks:)`` of a catalog group: its key's record (read once for all
    /// the languages) lists a fill for the language, and the entries match its fingerprint.
    /// (`convert` leaves out a source-language entry the reader made up before asking: a group
    /// left out here is left out there.)
    private static func isUneditedFill(_ group: GroupedEntries<String>.Group, record: CatalogKeyRecord?, language: Int,
                                       checks: FingerprintChecks) -> Bool {
        guard let record, let fill = record.fill(language: language),
              let fingerprint = Fingerprint.number(of: fill.check) else { return false }
        return checks.match(appleEntriesAsRead: group, fingerprint)
    }

    /// Converts one group (a key, or an array's keys). `shadowed` are the `.strings` entries
    /// its `.stringsdict` entries replace: not converted, but kept for the way back.
    private func convert(_ group: [Entry], shadowed: [Entry], name: String, key: SourceKey, sourceIsPlural: Bool?,
                         catalogRecord: CatalogKeyRecord?, language: Int?,
                         mapping: AppleToAndroidMapping,
                         reverse: AndroidToAppleMapping, androidLocale: LanguageTag?, checks: FingerprintChecks,
                         records: ParsedRecords, diagnostics: inout [Diagnostic]) -> [Entry] {
        if Self.isMadeUpSource(group, key: key, record: catalogRecord) { return [] }
        let stripped = group.map(KeptMetadata.strippedApple)
        let (record, styled) = key.isCatalog ? Self.keptRecord(in: catalogRecord, language: language)
                                             : Self.keptRecord(in: KeptMetadata.record(of: group, parsing: records.json))
        // A gap an Android → Apple conversion filled goes back to being a gap.
        if let fill = record?.fill {
            if checks.match(stripped, fill.check) { return [] }
            diagnostics.append(.note(ConversionDiagnosticID.editedSinceConversion, at: group.first?.location,
                                     "'\(name)' was filled with the text Android shows in \(key.locale) (from \(fill.from)) and was edited since; it is converted as a translation"))
        }
        // A record is the user's to edit: one naming a resource aapt2 rejects is not convert's.
        if let record, let androidEntries = record.sourceEntries, androidEntries.allSatisfy({ ResourceEntryName.isValid($0.key) }) {
            if let check = record.check, checks.match(stripped, check) { return androidEntries }
            diagnostics.append(.warning(ConversionDiagnosticID.editedSinceConversion, at: group.first?.location,
                                        "'\(name)' was edited since it was converted from Android; Android-only details kept then (formatting, markup, placeholders) are not carried"))
        }
        // A catalog's comment belongs to the key; Android keeps it with the source language.
        let keepsComments = !key.isCatalog || key.locale == options.sourceLanguage
        let mapped = keepsComments ? stripped : stripped.map(\.withoutComment)
        var (android, notes) = mapping.androidEntries(for: mapped, name: name, styled: styled)
        android = Self.ofSourceKind(android, sourceIsPlural, language: key.locale, at: group.first?.location, diagnostics: &diagnostics)
        for note in notes {
            let location = group.first { $0.key == note.key }?.location ?? group.first?.location
            diagnostics.append(Diagnostic(id: ConversionDiagnosticID.notRepresentable, severity: note.severity,
                                          location: location, message: "'\(note.key)': \(note.message)"))
        }
        // Keep the Apple entries when converting back would not give them.
        let (back, _) = reverse.appleEntries(for: android.map(KeptMetadata.strippedAndroid), androidLocale: androidLocale,
                                            appleLocale: key.locale, styled: styled)
        // (Apple files keep plural forms in key order, so the order does not count; entries are
        // compared as EntryCodec encodes them.)
        let kept = mapped + shadowed.map(KeptMetadata.strippedApple)
        if !android.isEmpty, !EntryCodec.sameEncoding(back, kept) {
            let record = ConversionRecord(sourceEntries: kept, check: Fingerprint.of(android))
            StringBridgeNamespace.add(StringBridgeNamespace.appleAttribute, value: record.json(sourceKey: "apple").compactText,
                                      to: &android[0])
        }
        return android
    }

    /// Whether each key of the source language is a plural (`true`) or a string (`false`), by
    /// table and key; arrays and other kinds are not listed.
    private static func sourceKinds(_ sources: Sources, sourceLanguage: LanguageTag) -> [TableKey: Bool] {
        var kinds: [TableKey: Bool] = [:]
        for key in sources.order where key.locale == sourceLanguage {
            guard let groups = sources.merged[key]?.groups else { continue }
            for (index, base) in groups.keys.enumerated() {
                let entries = groups.entries(ofGroup: index)
                guard entries.count == 1 else { continue }
                switch entries[0].value {
                case .plural, .variableFormat: kinds[TableKey(table: key.table.id, key: base)] = true
                case .text: kinds[TableKey(table: key.table.id, key: base)] = false
                default: break
                }
            }
        }
        return kinds
    }

    /// A translation's Android resource of the kind the source language has: a string where
    /// the source has a plural becomes the plural's `other` form, a plural where the source has
    /// a string becomes its `other` text. Android looks a resource up by kind and name, so a
    /// translation of another kind is another resource, never shown; the record kept for the
    /// way back is made from the Apple entries, so converting back restores them as they are.
    private static func ofSourceKind(_ entries: [Entry], _ sourceIsPlural: Bool?, language: LanguageTag, at location: SourceLocation?,
                                     diagnostics: inout [Diagnostic]) -> [Entry] {
        guard let sourceIsPlural, entries.count == 1 else { return entries }
        var entry = entries[0]
        switch (entry.value, sourceIsPlural) {
        case (.text(let styled), true):
            entry.value = .plural(PluralForms([PluralForms.Form(category: .other, value: .text(styled))]))
            diagnostics.append(.warning(ConversionDiagnosticID.kindDiffersFromSource, at: location,
                                        "'\(entry.key)' is a string in \(language) but a plural in the source language; it is written as the plural's 'other' form, which Android shows for every count (as a string it would be another resource, never shown), and converting back restores the string"))
        case (.plural(let forms), false):
            guard case .text(let styled)? = forms[.other] ?? forms.forms.last?.value else { return entries }
            entry.value = .text(styled)
            diagnostics.append(.warning(ConversionDiagnosticID.kindDiffersFromSource, at: location,
                                        "'\(entry.key)' is a plural in \(language) but a string in the source language; its 'other' form is written as the string Android shows (as a plural it would be another resource, never shown), and converting back restores the plural"))
        default:
            return entries
        }
        return [entry]
    }

    /// The record an earlier Android → Apple conversion kept for a group in `.lproj` files,
    /// and whether the texts are HTML.
    private static func keptRecord(in json: JSONValue?) -> (ConversionRecord?, Bool) {
        guard let json else { return (nil, false) }
        return (ConversionRecord(json: json, sourceKey: "android"), json["styled"] == .bool(true))
    }

    /// The record kept for one language in a catalog key's comment, and whether the texts are HTML.
    private static func keptRecord(in record: CatalogKeyRecord?, language: Int?) -> (ConversionRecord?, Bool) {
        guard let record, let language else { return (nil, false) }
        return record.kept(language: language)
    }

    /// Every catalog key's record, by table and key, and the catalogs' languages by number.
    struct CatalogRecords: Sendable {
        var languages = CatalogKeyRecord.Languages([])
        var byTable: [String: [String: CatalogKeyRecord]] = [:]

        /// A table's records and a language's number in them.
        func of(table: String, language: LanguageTag) -> (records: [String: CatalogKeyRecord], language: Int)? {
            languages.number(of: language.identifier).map { (byTable[table] ?? [:], $0) }
        }
    }

    /// Each catalog key's record, parsed once (on all cores): the comment is the key's, so
    /// every locale holds the same one.
    private static func catalogRecords(_ sources: Sources) -> CatalogRecords {
        let catalogs = sources.order.filter(\.isCatalog)
        var records = CatalogRecords(languages: CatalogKeyRecord.Languages(catalogs.map(\.locale.identifier)))
        // Each key's first group, in order.
        var firsts: [(key: SourceKey, group: Int)] = []
        var seen: Set<TableKey> = []
        for key in catalogs {
            guard let groups = sources.merged[key]?.groups else { continue }
            for (index, base) in groups.keys.enumerated() where seen.insert(TableKey(table: key.table.id, key: base)).inserted {
                firsts.append((key, index))
            }
        }
        let languages = records.languages
        let read = firsts.concurrentMap { first -> CatalogKeyRecord? in
            guard let groups = sources.merged[first.key]?.groups, let json = KeptMetadata.record(of: groups.entries(ofGroup: first.group)) else {
                return nil
            }
            return CatalogKeyRecord(json: json, languages: languages)
        }
        for (first, record) in zip(firsts, read) {
            guard let record, let base = sources.merged[first.key]?.groups.keys[first.group] else { continue }
            records.byTable[first.key.table.id, default: [:]][base] = record
        }
        return records
    }

    // MARK: - Names

    /// Android names for the Apple keys: the key itself when it is a valid name whose `R` field
    /// is still free, otherwise a generated one (reported as a note). Names are the same in
    /// every locale, and unique across the tables and bundles of one resource folder: a
    /// module's resources are one namespace, and aapt2 writes `a.b` and `a_b` to one field,
    /// `R.string.a_b` (a bundle that is an Android module's folder is a namespace of its own).
    private func allocateNames(_ sources: Sources, diagnostics: inout [Diagnostic]) -> [TableKey: String] {
        // Each table's names by key: every key of every locale is looked up, by the key alone.
        var namesByTable: [String: [String: String]] = [:]
        // The R fields by resource folder: the output's own, or a resource folder bundle's.
        var usedFieldsByFolder: [String: Set<String>] = [:]
        for key in sources.order {
            guard let groups = sources.merged[key]?.groups else { continue }
            let tableID = key.table.id
            let folder = key.table.androidResFolder ?? ""
            var usedFields = usedFieldsByFolder.removeValue(forKey: folder) ?? []
            defer { usedFieldsByFolder[folder] = usedFields }
            var names = namesByTable.removeValue(forKey: tableID) ?? [:]
            defer { namesByTable[tableID] = names }
            // A key no Android file can hold is left out (and reported) as it is converted.
            for (index, base) in groups.keys.enumerated() where names[base] == nil && XMLCharacters.firstUnwritable(in: base) == nil {
                let isValid = AndroidResourceName.isValid(base)
                var name = isValid && !usedFields.contains(AndroidResourceName.field(of: base)) ? base : AndroidResourceName.generated(for: base)
                if usedFields.contains(AndroidResourceName.field(of: name)) { name = AndroidResourceName.generated(for: tableID + "|" + base) }
                if name != base {
                    let why = isValid ? "another table, bundle or key already uses the Android name (or R field) \(AndroidResourceName.field(of: base))"
                                      : "it is not a valid Android resource name"
                    diagnostics.append(.note(ConversionDiagnosticID.renamedKey, at: groups.first(ofGroup: index).location,
                                             "the key \"\(base)\" is renamed \(name) on Android (\(why)); sb:key keeps the key"))
                }
                names[base] = name
                usedFields.insert(AndroidResourceName.field(of: name))
            }
        }
        var names: [TableKey: String] = [:]
        for (table, tableNames) in namesByTable {
            for (key, name) in tableNames { names[TableKey(table: table, key: key)] = name }
        }
        return names
    }

    /// The Android file of each table, the same in every `values*` folder: `strings.xml` for
    /// the main table of the main bundle, `<Table>.xml` for its others, and names made from
    /// the bundle's folder (and `Base`) for the rest. Names that differ only in case are one
    /// file on macOS's and Windows' disks: such a name is made distinct, and reported.
    private func fileNames(_ sources: Sources, diagnostics: inout [Diagnostic]) -> [AppleTable: String] {
        var files: [AppleTable: String] = [:]
        // File names by resource folder: the output's own, or a resource folder bundle's.
        var used: [String: Set<String>] = [:]
        for key in sources.order where files[key.table] == nil {
            let table = key.table
            let folder = table.androidResFolder
            var file: String
            if (table.bundle == sources.primaryBundle || folder != nil) && !table.isBase {
                file = table.name == options.tableName ? "strings.xml" : AndroidResourceName.fileName(forTable: table.name)
            } else {
                let parts = table.bundle.split(separator: "/").map(String.init) + (table.isBase ? ["Base"] : []) + [table.name]
                file = AndroidResourceName.fileName(forTable: parts.joined(separator: "_"))
            }
            if used[folder ?? "", default: []].contains(file.lowercased()) {
                let distinct = AndroidResourceName.generated(for: table.id) + ".xml"
                diagnostics.append(.warning(ConversionDiagnosticID.renamedFile, at: sources.merged[key]?.paths.first.map { SourceLocation(path: $0) },
                                            "the table \(table.id) would be written to \(file), which another table's file name differs from only in case (one file on macOS's disk); it is written to \(distinct), and sb:table keeps the table"))
                file = distinct
            }
            used[folder ?? "", default: []].insert(file.lowercased())
            files[table] = file
        }
        return files
    }

    private func tableName(of table: StringTable) -> String {
        let file = PathText(table.path).lastComponent
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }
}
