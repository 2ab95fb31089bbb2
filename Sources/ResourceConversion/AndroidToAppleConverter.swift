import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import SystemSupport

/// Converts Android string resources to Apple formats: per locale a `.lproj` folder with a
/// `.strings` table (and a `.stringsdict` for plurals), or one String Catalog.
///
/// All files of one `values*` folder form one table (Android merges them into one
/// namespace). In a project, each `res` folder (a module's, a flavor's) is a bundle of its
/// own (``ResFolderBundles``); `res` folders named on the command line are one. Folders with
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
    /// The paths the tables were read from: each Android resource folder under one of them
    /// (a project's modules and source sets) is a bundle of its own (``ResFolderBundles``).
    public var inputRoots: [String]

    /// Creates a converter.
    ///
    /// - Parameters:
    ///   - options: The conversion's options.
    ///   - inputRoots: The paths the tables were read from (``inputRoots``).
    public init(options: ConversionOptions = ConversionOptions(), inputRoots: [String] = []) {
        self.options = options
        self.inputRoots = inputRoots
    }

    /// Converts Android tables (as ``AndroidResourceTree`` reads them).
    public func convert(_ tables: consuming [StringTable], to format: OutputFormat) -> ConversionOutput {
        switch format {
        case .lproj:
            let conversion = lprojConversion(consume tables)
            return conversion.output(Array(conversion.units.indices).concurrentMap { conversion.tables(ofUnit: $0) })
        case .stringCatalog:
            var prepared = prepare(consume tables, target: .catalog)
            let (outputTables, sharedBlocks, conversionDiagnostics) = catalogTables(&prepared.phase)
            let output = prepared.output(outputTables, sharedBlocks: sharedBlocks, diagnostics: conversionDiagnostics, format: .stringCatalog)
            // The sources and their groups are freed while the catalog is written.
            releaseInBackground(consume prepared)
            return output
        }
    }

    /// Converts Android tables to `.lproj` tables that are made one Apple locale at a time, as
    /// the caller asks for them (``LprojConversion``): a caller that writes each locale's files
    /// as soon as they are made never holds every locale's tables at once.
    ///
    /// - Parameters:
    ///   - tables: The tables, as reading gave them.
    ///   - deferred: What reading kept of the tables it gave without their entries: each
    ///     locale's unit reads them again (``DeferredTables``).
    public func lprojConversion(_ tables: consuming [StringTable], deferred: DeferredTables = DeferredTables()) -> LprojConversion {
        LprojConversion(prepare(consume tables, deferred: deferred, target: .lproj))
    }

    /// What a conversion to either Apple format does first: the sources collected and merged,
    /// their Apple locales, the entries counted, and how groups are converted.
    struct Prepared: Sendable {
        var phase: GroupConversion
        /// What collecting the sources and their locales reported.
        var diagnostics: [Diagnostic]
        /// The entries counted (the locales are counted in the output).
        var summary: ConversionSummary

        /// The output of the tables made, with what making them reported.
        func output(_ tables: [TableWithSharedEntries], sharedBlocks: [SharedEntries], diagnostics conversionDiagnostics: [Diagnostic],
                    format: OutputFormat) -> ConversionOutput {
            let (diagnostics, summary) = finished(conversionDiagnostics, locales: tables.filter { $0.entryCount > 0 }.map(\.table.locale))
            return ConversionOutput(convertedTables: tables, sharedBlocks: sharedBlocks, diagnostics: diagnostics, summary: summary,
                                    origins: phase.converter.origins(of: tables.map(\.table), sources: phase.sources,
                                                                     appleLocales: phase.appleLocales, format: format))
        }

        /// All that the conversion reported, and its counts, when the tables are made: what
        /// making them reported, and the locales of the tables with entries.
        func finished(_ conversionDiagnostics: [Diagnostic], locales: [LanguageTag?]) -> (diagnostics: [Diagnostic], summary: ConversionSummary) {
            var summary = summary
            let diagnostics = diagnostics + conversionDiagnostics
            summary.locales = Set(locales.map { $0?.identifier ?? "" }).count
            summary.count(diagnostics)
            return (diagnostics, summary)
        }
    }

    private func prepare(_ tables: consuming [StringTable], deferred: DeferredTables = DeferredTables(),
                         target: AndroidToAppleMapping.Target) -> Prepared {
        var diagnostics: [Diagnostic] = []
        var sources = collectSources(consume tables, deferred: deferred, diagnostics: &diagnostics)
        let appleLocales = assignAppleLocales(&sources, diagnostics: &diagnostics)
        var summary = ConversionSummary()
        for key in sources.order { summary.count(sources.groups(of: key)) }

        // References resolve in each locale as Android resolves them there.
        let folders = sources.order.map { key in (key.locale, sources.groups(of: key)) }
        let context = ConversionContext(options: options,
                                        android: AndroidResolution(folders: folders))
        let phase = GroupConversion(converter: self, sources: sources, appleLocales: appleLocales,
                                    mapping: AndroidToAppleMapping(context: context, target: target),
                                    reverse: AppleToAndroidMapping(context: context),
                                    definedKeys: Self.definedKeys(sources, appleLocales: appleLocales))
        return Prepared(phase: phase, diagnostics: diagnostics, summary: summary)
    }

    /// The Android files each Apple table was made from: those of the sources of its table and
    /// Apple locale.
    func origins(of tables: [StringTable], sources: Sources, appleLocales: [SourceKey: LanguageTag],
                 format: OutputFormat) -> [ConversionOutput.Output: [String]] {
        var pathsByOutput: [ConversionOutput.Output: [String]] = [:]
        for key in sources.order {
            guard let locale = appleLocales[key] else { continue }
            let paths = format == .lproj ? ["strings", "stringsdict"].map { lprojPath(key, locale, $0, sources) } : [key.table.catalogPath]
            for path in paths { pathsByOutput[ConversionOutput.Output(path: path, locale: locale), default: []] += sources.paths[key] ?? [] }
        }
        var origins: [ConversionOutput.Output: [String]] = [:]
        for table in tables {
            guard let locale = table.locale else { continue }
            let output = ConversionOutput.Output(path: table.path, locale: locale)
            origins[output] = pathsByOutput[output] ?? []
        }
        return origins
    }

    // MARK: - Sources

    /// The Android tables merged by Apple table and locale, in first-seen order, with the Apple
    /// table details each table name's `sb:table` kept.
    struct Sources: Sendable {
        var order: [SourceKey] = []
        var groups: [SourceKey: OrderedGroups<String>] = [:]
        /// The Android folder each source was first read from (`values-fr`), for messages.
        var folderNames: [SourceKey: String] = [:]
        /// The Apple file details each source's `sb:table` kept, as pairs: every locale's
        /// file keeps its own (a `.strings` file's encoding, say).
        var detailPairs: [SourceKey: [Attribute]] = [:]
        /// Names of groups with spans, whose Apple text is HTML.
        var styled: Set<TableKey> = []
        /// The files each source was read from.
        var paths: [SourceKey: [String]] = [:]
        /// Sources of the source language that came from `Base.lproj` (with no folder of the
        /// source language beside it), which go back there.
        var baseFolders: Set<SourceKey> = []
        /// The tables of a flavor's or build type's resource folder, which hold only what they
        /// lay over the module's main folder: their gaps are not gaps.
        var overlays: Set<AppleTable> = []
        /// The names each source's Apple table lacked when it was converted from Apple
        /// (``TableRecord/gaps``): gaps that stay gaps.
        var appleGaps: [SourceKey: Set<String>] = [:]
        /// The tables whose entries wait for their locale's turn (``DeferredTables``), and
        /// those of each source, in order: each with its index among the input's tables and
        /// the keys of its entries that are not their names (``NameKinds``).
        var deferred = DeferredTables()
        var deferredTables: [SourceKey: [(index: Int, path: String, renamed: [Int: String])]] = [:]

        func groups(of key: SourceKey) -> [(key: String, entries: [Entry])] {
            groups[key]?.groups ?? []
        }

        func folderName(_ key: SourceKey) -> String {
            folderNames[key] ?? "values"
        }
    }

    /// Merges the tables by Apple table and locale, keeping first definitions; reports folders
    /// with qualifiers and resources another module's folder defines again.
    private func collectSources(_ input: consuming [StringTable], deferred: DeferredTables, diagnostics: inout [Diagnostic]) -> Sources {
        var tables = input
        var sources = Sources()
        sources.deferred = deferred
        var skippedFolders: Set<String> = []
        // A Base.lproj table is a table of its own where values/ also has the source language's.
        var sourceLanguageTables: Set<AppleTable> = []
        let resFolders = ResFolderBundles(roots: inputRoots)
        // A table's bundle: the one sb:table keeps, or its resource folder's in a project.
        func bundle(of table: StringTable, record: TableRecord?) -> String {
            record?.bundle ?? resFolders.bundle(ofTable: table.path)
        }
        for table in tables where table.format == .android && table.qualifiers.isEmpty && table.locale == nil {
            let record = TableRecord(androidTable: table)
            if record?.isBase != true { sourceLanguageTables.insert(AppleTable(bundle: bundle(of: table, record: record), name: record?.name ?? options.tableName)) }
        }
        var reportedOverlays: Set<String> = []
        // Where each resource of a module's values/ was first defined, to report one another
        // module defines again (Android's merger shows one of them in an app with both).
        var moduleOfResource: [ResourceIdentity: (bundle: String, location: SourceLocation?)] = [:]
        let kinds = NameKinds(tables, deferred: deferred, diagnostics: &diagnostics)
        // What each table reports, in table order: about the table, then about its entries.
        var tableDiagnostics: [[Diagnostic]] = Array(repeating: [], count: tables.count)
        var tablesByKey: [SourceKey: [Int]] = [:]
        var tableNames = DistinctTableNames()
        for (index, table) in tables.enumerated() where table.format == .android {
            guard table.qualifiers.isEmpty else {
                let folder = PathText(table.path).folder
                if skippedFolders.insert(folder).inserted {
                    tableDiagnostics[index].append(.warning(ConversionDiagnosticID.configurationSkipped, at: SourceLocation(path: folder),
                                                            "configuration qualifiers (\(table.qualifiers.joined(separator: "-"))) have no Apple equivalent; this folder is not converted"))
                }
                continue
            }
            let record = tableRecord(of: table, diagnostics: &tableDiagnostics[index])
            let tableBundle = bundle(of: table, record: record)
            var appleTable = tableNames.distinct(AppleTable(bundle: tableBundle, name: record?.name ?? options.tableName),
                                                 at: table.path, diagnostics: &tableDiagnostics[index])
            if record?.bundle == nil, let overlay = ResFolderBundles.overlay(tableBundle) {
                sources.overlays.insert(appleTable)
                if reportedOverlays.insert(tableBundle).inserted {
                    tableDiagnostics[index].append(ResFolderBundles.overlayNote(tableBundle, overlay, at: table.path))
                }
            }
            if table.locale == nil, record?.bundle == nil, !tableBundle.isEmpty, !sources.overlays.contains(appleTable) {
                for entry in table.entries {
                    let identity = ResourceIdentity(entry, format: .android)
                    guard let first = moduleOfResource[identity] else {
                        moduleOfResource[identity] = (tableBundle, entry.location)
                        continue
                    }
                    guard first.bundle != tableBundle else { continue }
                    tableDiagnostics[index].append(.note(ConversionDiagnosticID.definedInSeveralModules, at: entry.location,
                                                         "'\(entry.key)' is also defined in \(first.bundle)\(first.location.map { " (\($0))" } ?? ""); each bundle keeps its own, while an app built with both modules shows one of them everywhere (Android's resource merger lets an app module's resources win over its libraries', and a library declared first over later ones)"))
                }
            }
            let fromBase = record?.isBase == true && table.locale == nil
            appleTable.isBase = fromBase && sourceLanguageTables.contains(appleTable)
            let key = SourceKey(table: appleTable, locale: table.locale)
            if fromBase && !appleTable.isBase { sources.baseFolders.insert(key) }
            if let record, sources.detailPairs[key] == nil { sources.detailPairs[key] = record.detailPairs }
            if let record, !record.gaps.isEmpty { sources.appleGaps[key, default: []].formUnion(record.gaps) }
            if sources.folderNames[key] == nil {
                sources.folderNames[key] = PathText(PathText(table.path).folder).lastComponent
            }
            if sources.paths[key] == nil { sources.order.append(key) }
            sources.paths[key, default: []].append(table.path)
            if let kept = deferred.table(at: table.path) {
                // Grouped when its locale is converted, with the keys found here.
                sources.deferredTables[key, default: []].append((index, table.path, kinds.renamedKeys(ofTable: index)))
                for name in kept.styledNames { sources.styled.insert(TableKey(table: key.table.id, key: name)) }
                continue
            }
            tablesByKey[key, default: []].append(index)
        }
        // Each source's groups on their own, on all cores: a source's tables in order. Each
        // source takes its tables, so that a table is let go as soon as its entries are grouped
        // rather than held beside every locale's groups.
        for deferredTables in sources.deferredTables.values where deferredTables.count > 1 {
            for (table, found) in Self.duplicates(among: deferredTables, of: deferred, tables: tables) { tableDiagnostics[table] += found }
        }
        var collected = sources.order.map { key in CollectedSource(tables: (tablesByKey[key] ?? []).map { ($0, tables[$0]) }) }
        tables = []
        collected.concurrentUpdate { source in
            for (index, table) in source.tables {
                var entryDiagnostics: [Diagnostic] = []
                add(table, renamed: kinds.renamedKeys(ofTable: index), to: &source.groups, diagnostics: &entryDiagnostics)
                if !entryDiagnostics.isEmpty { source.diagnostics.append((index, entryDiagnostics)) }
            }
            source.tables = []
            source.styled = source.groups.groups.filter { $0.entries.contains(where: { $0.value.hasSpans }) }.map(\.key)
        }
        for (key, source) in zip(sources.order, collected) {
            sources.groups[key] = source.groups
            for (table, found) in source.diagnostics { tableDiagnostics[table] += found }
            for name in source.styled { sources.styled.insert(TableKey(table: key.table.id, key: name)) }
        }
        diagnostics += tableDiagnostics.joined()
        return sources
    }

    /// One source's tables (by their index in the input) while its groups are collected.
    private struct CollectedSource: Sendable {
        var tables: [(index: Int, table: StringTable)]
        var groups = OrderedGroups<String>()
        var diagnostics: [(table: Int, diagnostics: [Diagnostic])] = []
        var styled: [String] = []
    }

    /// The Apple table an Android table's `sb:table` names, with the table's kept details; `nil`
    /// for the default table, or when the name cannot be a file name (an error).
    private func tableRecord(of table: StringTable, diagnostics: inout [Diagnostic]) -> TableRecord? {
        guard let record = TableRecord(androidTable: table) else { return nil }
        if let problem = Self.unsafeName(in: record, of: table) {
            diagnostics.append(problem)
            return nil
        }
        return record
    }

    /// The errors of the Android tables whose `sb:table` names a table or bundle that cannot
    /// name a file or folder in the output folder (`../../escaped/PWNED`): a conversion leaves
    /// those tables out, and their locales.
    public static func unsafeTableNames(in tables: [StringTable]) -> [Diagnostic] {
        tables.compactMap { table in
            table.format == .android && table.qualifiers.isEmpty ? TableRecord(androidTable: table).flatMap { unsafeName(in: $0, of: table) } : nil
        }
    }

    private static func unsafeName(in record: TableRecord, of table: StringTable) -> Diagnostic? {
        if let problem = SafeFileName.problem(record.name) {
            return .error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: table.path),
                          "the table name \"\(record.name)\" in sb:table \(problem); it cannot name a file in the output folder")
        }
        if let bundle = record.bundle, let problem = SafeFileName.problem(inRelativePath: bundle) {
            return .error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: table.path),
                          "the bundle \"\(bundle)\" in sb:table: \(problem); it cannot name a folder in the output folder")
        }
        return nil
    }

    /// Adds a table's entries to the groups of its Apple table and locale: an entry's group is
    /// its name, or the key it is `renamed` to (by its index in the table; see ``NameKinds``).
    /// A reader already reports duplicates within a file (and within a folder); here only
    /// another `res` folder named on the command line can define a resource again, and the
    /// first definition wins.
    func add(_ table: StringTable, renamed: [Int: String], to groups: inout OrderedGroups<String>,
             diagnostics: inout [Diagnostic]) {
        let isFirstTable = groups.isEmpty
        groups.reserveCapacity(table.entries.count)
        // The entries are read in place: iterating them copies each one.
        for index in table.entries.indices {
            let group = groups.indexAdding(renamed[index] ?? table.entries[index].key)
            if !isFirstTable, let first = groups.groups[group].entries.first(where: {
                $0.value.typeName == table.entries[index].value.typeName && $0.product == table.entries[index].product
            }) {
                if let location = first.location,
                   let warning = Self.redefinition(table.entries[index].key, at: table.entries[index].location, in: table, first: location) {
                    diagnostics.append(warning)
                }
                continue
            }
            groups.append(table.entries[index], toGroupAt: group)
        }
    }

    /// What ``add(_:renamed:to:diagnostics:)`` reports of a source's deferred tables, found
    /// from what is kept of them (their locale's unit groups them without reporting it again),
    /// by table: a resource another folder of the source defined first. (An entry's kind is its
    /// type here: an Android file holds no Apple variable formats or device variants.)
    private static func duplicates(among sourceTables: [(index: Int, path: String, renamed: [Int: String])], of deferred: DeferredTables,
                                   tables: [StringTable]) -> [(table: Int, diagnostics: [Diagnostic])] {
        var first: [String: [(kind: NameKinds.Kind, product: String?, location: SourceLocation)]] = [:]
        var found: [(table: Int, diagnostics: [Diagnostic])] = []
        for table in sourceTables {
            guard let kept = deferred.table(at: table.path) else { continue }
            let isFirstTable = first.isEmpty
            var diagnostics: [Diagnostic] = []
            for index in kept.names.indices {
                let group = table.renamed[index] ?? kept.names[index]
                let (kind, product) = (kept.kinds[index], kept.products[index])
                if !isFirstTable, let earlier = first[group]?.first(where: { $0.kind == kind && $0.product == product }) {
                    if let warning = redefinition(kept.names[index], at: kept.location(of: index), in: tables[table.index], first: earlier.location) {
                        diagnostics.append(warning)
                    }
                    continue
                }
                first[group, default: []].append((kind, product, kept.location(of: index)))
            }
            if !diagnostics.isEmpty { found.append((table.index, diagnostics)) }
        }
        return found
    }

    /// The warning for a resource `table` defines again after `first`, unless that is no
    /// mistake: a folder's own files (the reader reports those), or a Compose folder's two
    /// copies of one language.
    private static func redefinition(_ name: String, at location: SourceLocation?, in table: StringTable, first: SourceLocation) -> Diagnostic? {
        let (folder, firstFolder) = (PathText(table.path).folder, PathText(first.path).folder)
        guard firstFolder != folder, !areComposeCodeTwins(firstFolder, folder, table: table) else { return nil }
        return .warning(ConversionDiagnosticID.duplicateDefinition, at: location, "'\(name)' is also defined at \(first); the first definition is converted")
    }

    /// Whether two folders are a Compose `composeResources` folder's two copies of one language
    /// (`values-id` for Apple platforms, `values-in` for Android), whose common keys are no mistake.
    private static func areComposeCodeTwins(_ first: String, _ second: String, table: StringTable) -> Bool {
        table.androidDialect == .compose && PathText(first).folder == PathText(second).folder
            && ComposeValuesFolder.areCodeTwins(PathText(first).lastComponent, PathText(second).lastComponent)
    }

    /// Android names used by more than one kind of resource (`<string name="a">` and
    /// `<plurals name="a">` are two resources, `R.string.a` and `R.plurals.a`): Apple has one key
    /// per name, so the kind seen first (in the source language) keeps the name as its key and
    /// the others get `a (plurals)`, `a (array)` — reported, and kept for the way back.
    struct NameKinds: Sendable {
        /// A kind of resource, as far as its Apple key is concerned.
        enum Kind: String, Sendable {
            case string, plurals, array

            init(_ entry: Entry) {
                switch entry.value {
                case .plural: self = .plurals
                case .array: self = .array
                default: self = .string
                }
            }
        }

        /// By the index of a table, the Apple keys of its entries that do not keep their name,
        /// by the index of the entry: found as the kinds are, so that grouping the entries
        /// need not look every name up again.
        private var renamed: [Int: [Int: String]] = [:]

        /// The kinds of the names of `tables`, those `deferred` holds without their entries
        /// included.
        init(_ tables: [StringTable], deferred: DeferredTables, diagnostics: inout [Diagnostic]) {
            let android = tables.indices.filter { tables[$0].format == .android && tables[$0].qualifiers.isEmpty }
            var firstKind: [String: Kind] = [:]
            var reported: Set<String> = []
            // A name's first kind is the one seen first in this order, so it is known (and
            // never changes) by the time any later entry with the name is seen.
            for table in android.filter({ tables[$0].locale == nil }) + android.filter({ tables[$0].locale != nil }) {
                func see(_ key: String, _ kind: Kind, at index: Int, location: () -> SourceLocation?) {
                    let first = firstKind.value(forKey: key, insertingIfAbsent: kind)
                    guard first != kind else { return }
                    renamed[table, default: [:]][index] = "\(key) (\(kind.rawValue))"
                    if reported.insert(key + "|" + kind.rawValue).inserted {
                        diagnostics.append(.warning(ConversionDiagnosticID.renamedKey, at: location(),
                                                    "'\(key)' names \(Self.withArticle(first)) and \(Self.withArticle(kind)) resource, and Apple has one key per name: the \(kind.rawValue) is keyed '\(key) (\(kind.rawValue))'"))
                    }
                }
                if let kept = deferred.table(at: tables[table].path) {
                    for index in kept.names.indices { see(kept.names[index], kept.kinds[index], at: index) { kept.location(of: index) } }
                    continue
                }
                let entries = tables[table].entries
                for index in entries.indices { see(entries[index].key, Kind(entries[index]), at: index) { entries[index].location } }
            }
        }

        /// The Apple keys (and groups) of the entries of a table, by their index in `tables`,
        /// that are not their names: `name (kind)`.
        func renamedKeys(ofTable index: Int) -> [Int: String] {
            renamed[index] ?? [:]
        }

        private static func withArticle(_ kind: Kind) -> String {
            (kind == .array ? "an " : "a ") + kind.rawValue
        }
    }

    // MARK: - Locales

    /// The Apple locale of each source. Sources whose locale Apple cannot name are removed and
    /// reported; locales that convert back to another folder, and two folders of one Apple
    /// locale, are reported.
    private func assignAppleLocales(_ sources: inout Sources, diagnostics: inout [Diagnostic]) -> [SourceKey: LanguageTag] {
        let folderNames = sources.folderNames
        sources.order.removeAll { key in
            let appleLocale = LocaleMapping.appleLocale(forAndroid: key.locale, sourceLanguage: options.sourceLanguage)
            guard LprojName(folderName: LprojName(locale: appleLocale).folderName)?.locale != appleLocale else { return false }
            diagnostics.append(.warning(ConversionDiagnosticID.configurationSkipped, at: nil,
                                        "\(folderNames[key] ?? "values"): \(appleLocale) is not a language ID Apple platforms accept (regions are two letters or three digits); this folder is not converted"))
            return true
        }
        var appleLocales: [SourceKey: LanguageTag] = [:]
        var claimed: [TableLocale: SourceKey] = [:]
        for key in sources.order {
            let appleLocale = LocaleMapping.appleLocale(forAndroid: key.locale, sourceLanguage: options.sourceLanguage)
            if let locale = key.locale, let back = LocaleMapping.androidLocale(forApple: appleLocale, sourceLanguage: options.sourceLanguage),
               back != locale {
                diagnostics.append(.note(ConversionDiagnosticID.localeRenamed, at: nil,
                                         "\(sources.folderName(key)) becomes \(appleLocale), which converts back to \(ValuesConfiguration(locale: back).folderName), the folder every Android version reads"))
            }
            let claim = TableLocale(table: key.table.id, locale: appleLocale)
            if let other = claimed[claim] {
                diagnostics.append(.warning(ConversionDiagnosticID.localeCollision, at: nil,
                                            "\(sources.folderName(other)) and \(sources.folderName(key)) both map to \(appleLocale); entries of \(sources.folderName(key)) are used where both define one"))
            } else {
                claimed[claim] = key
            }
            appleLocales[key] = appleLocale
        }
        return appleLocales
    }
}
