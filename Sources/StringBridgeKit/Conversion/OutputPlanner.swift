import AndroidResources
import AppleResources
import ConversionMetadata
import Foundation
import LocalizedStrings
import OutputFiles
import ResourceConversion

/// Decides what a conversion does to each file of the output folder: new files are rendered
/// whole; files that exist are updated in place (``OutputFileUpdater``, ``CatalogUpdate``),
/// keeping what the user has; files an earlier conversion wrote whose sources are gone are
/// stale, and are cleaned (or removed) only with `--prune`. The folder's
/// ``ConversionManifest`` says which entries earlier conversions wrote.
struct OutputPlanner {
    var request: ConversionRequest
    var manifest: ConversionManifest

    /// The plan: one update per file, the manifest afterwards, the stale files, and problems
    /// with existing files (each left as it was).
    struct Plan {
        var updates: [FileUpdate] = []
        var manifest: ConversionManifest
        var stale: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Which output file each table of a conversion goes to, before any file is planned.
    struct Layout {
        /// The output files, relative to the output folder, in output order.
        var paths: [String] = []
        /// The tables written to each file of `paths`.
        var groups: [[TableWithSharedEntries]] = []
        /// The input files each output table was made from.
        var origins: [ConversionOutput.Output: [String]] = [:]
        /// Every block of entries the tables share (``ConversionOutput/sharedBlocks``).
        var sharedBlocks: [SharedEntries] = []
        /// Tables left out because their paths would leave the output folder.
        var diagnostics: [Diagnostic] = []
    }

    private var outputFolder: String { request.outputFolder }
    /// The output folder as the plan may read it: nothing outside it, only regular files.
    private var existingFiles: OutputFolder { OutputFolder(root: request.outputFolder) }

    /// The output files of a conversion and the tables each is made of: a table's path, in the
    /// language folder the output already has (``existingLanguageFolder(for:)``), an Android
    /// table split over the files of its folder (``placedInFolder(_:besides:origins:)``).
    ///
    /// The output is consumed: its tables live on in the layout only.
    func layout(_ output: consuming ConversionOutput) -> Layout {
        layout(output.convertedTables, origins: output.origins, sharedBlocks: output.sharedBlocks)
    }

    /// The layout of tables (all of a conversion's, or those of one unit of it whose files no
    /// other unit writes).
    func layout(_ converted: [TableWithSharedEntries], origins: [ConversionOutput.Output: [String]],
                sharedBlocks: [SharedEntries]) -> Layout {
        var layout = Layout()
        // Paths come from input names (tables, locales): each must stay inside the output folder.
        var tables: [TableWithSharedEntries] = []
        for table in converted {
            if let problem = SafeFileName.problem(inRelativePath: table.table.path) {
                layout.diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: absolute(table.table.path)),
                                                 "refusing to write \(table.table.path): \(problem)"))
            } else {
                tables.append(table)
            }
        }
        layout.origins = origins
        layout.sharedBlocks = sharedBlocks
        // A language whose folder the output already has under another name (`ja_JP.lproj`,
        // `values-b+zh+Hans`) is written there, not beside it.
        tables = tables.map { table in
            var table = table
            table.table.path = existingLanguageFolder(for: table.table.path)
            return table
        }
        tables = keepingProjectNames(tables)
        let outputPaths = Set(tables.map(\.table.path))
        tables = tables.flatMap { table in
            table.table.format == .android
                ? placedInFolder(table.materialized, besides: outputPaths, origins: &layout.origins).map(TableWithSharedEntries.init)
                : [table]
        }
        var indexOfPath: [String: Int] = [:]
        for table in tables {
            if let index = indexOfPath[table.table.path] {
                layout.groups[index].append(table)
            } else {
                indexOfPath[table.table.path] = layout.paths.count
                layout.paths.append(table.table.path)
                layout.groups.append([table])
            }
        }
        return layout
    }

    /// Every file a plan of `layout` may write or remove: the layout's files, and every file an
    /// earlier conversion wrote (those whose sources are gone are stale).
    func pathsTouched(by layout: Layout) -> [String] {
        pathsTouched(by: layout.paths)
    }

    /// Every file a plan of files at `paths` (relative to the output folder) may write or
    /// remove: those, and every file an earlier conversion wrote.
    func pathsTouched(by paths: [String]) -> [String] {
        (paths + manifest.files.keys.sorted()).map(absolute)
    }

    /// The plan of the layout's files, each on its own, all at once.
    ///
    /// - Parameters:
    ///   - layout: Consumed, so that the tables are freed as soon as every file is planned:
    ///     the manifest and the write reuse their memory. (Freed file by file as each is
    ///     planned, between the planning's own allocations, they did not lower the peak, which
    ///     the conversion sets, and made updating an existing output 5% slower.)
    ///   - each: Called on the calling thread with each file's update, in output order, as soon
    ///     as the file is planned (stale files last), before the plan keeps it: a write stages
    ///     the file and drops its content, so that the files' bytes are never all held at once.
    func plan(_ layout: consuming Layout, each: (inout FileUpdate) -> Void) -> Plan {
        let paths = layout.paths, groups = layout.groups, origins = layout.origins
        var plan = plan(units: paths.count, sharedBlocks: layout.sharedBlocks, layout: { index in
            var file = Layout()
            file.paths = [paths[index]]
            file.groups = [groups[index]]
            file.origins = origins
            return (file, ())
        }, each: each).plan
        plan.diagnostics = layout.diagnostics + plan.diagnostics
        // The tables are freed while the files are written (a catalog's million entries took
        // 70 ms of the main thread).
        releaseInBackground((consume layout, consume groups))
        return plan
    }

    /// The plan of files laid out unit by unit as they are made, on all cores, a few units
    /// ahead of the one `each` takes: a conversion made a locale at a time is planned and
    /// written as it goes, and never holds every locale's tables.
    ///
    /// - Parameters:
    ///   - count: How many units there are.
    ///   - sharedBlocks: The blocks of entries the units' tables share, known before they are made.
    ///   - layout: Makes unit `index`'s tables and lays them out (on any thread), with what
    ///     the caller wants back of the unit (its diagnostics, say), returned in unit order.
    ///     Each unit's files are written by it alone.
    ///   - each: As for ``plan(_:each:)``.
    /// - Returns: The plan, the units' layout diagnostics before those of their files, and
    ///   what `layout` gave back of each unit.
    func plan<Made: Sendable>(units count: Int, sharedBlocks: [SharedEntries], layout: @Sendable (Int) -> (Layout, Made),
                              each: (inout FileUpdate) -> Void) -> (plan: Plan, made: [Made]) {
        var plan = Plan(manifest: manifest)
        var fileDiagnostics: [Diagnostic] = []
        var made: [Made] = []
        made.reserveCapacity(count)
        var produced: Set<String> = []
        let renderer = ConversionRenderer(outputFolder: outputFolder, sourceLanguage: request.options.sourceLanguage,
                                          stringsEncoding: request.stringsEncoding)
        let updater = OutputFileUpdater(stringsEncoding: request.stringsEncoding, reencodesExistingFiles: request.reencodesExistingFiles)
        let shared = SharedWork(texts: SharedEntryTexts(sharedBlocks), ranks: IdentityRanks(sharedBlocks))
        Array(0..<count).concurrentMap(window: Self.filesAhead, { index in
            let (unit, unitMade) = layout(index)
            let files = unit.paths.indices.map { file in
                planFile(unit.paths[file], unit.groups[file], renderer: renderer, shared: shared, updater: updater, origins: unit.origins)
            }
            return (unit.diagnostics, files, unitMade)
        }, inOrder: { layoutDiagnostics, files, unitMade in
            plan.diagnostics += layoutDiagnostics
            made.append(unitMade)
            for file in files {
                produced.insert(file.path)
                fileDiagnostics += file.diagnostics
                guard var update = file.update else { continue }
                each(&update)
                plan.updates.append(update)
                plan.manifest.files[file.path] = file.record
            }
        })
        plan.diagnostics += fileDiagnostics
        addStale(produced: produced, to: &plan, updater: updater, each: each)
        return (plan, made)
    }

    /// How many files may be planned ahead of the one `each` takes: enough to keep every core
    /// busy, few enough that their bytes are a small part of the output.
    private static let filesAhead = 16

    /// What happens to one output file, and what the manifest records of it.
    private struct PlannedFile: Sendable {
        var path: String
        var update: FileUpdate?
        var record: ConversionManifest.FileRecord?
        var diagnostics: [Diagnostic] = []
    }

    /// What planning the files shares, done once for all of them.
    private struct SharedWork: Sendable {
        var texts: SharedEntryTexts
        var ranks: IdentityRanks
    }

    /// The update of one output file from the tables written to it: a new file rendered whole,
    /// an existing one that is already what would be written, or the existing one updated in
    /// place; with the file's manifest record.
    private func planFile(_ path: String, _ group: [TableWithSharedEntries], renderer: ConversionRenderer, shared: SharedWork,
                          updater: OutputFileUpdater, origins: [ConversionOutput.Output: [String]]) -> PlannedFile {
        var planned = PlannedFile(path: path)
        let record = manifest.files[path]
        let ours = Set(record?.entries ?? [])
        let existing: [UInt8]?
        switch existingFiles.existingFile(at: absolute(path)) {
        case .absent: existing = nil
        case .contents(let bytes): existing = bytes
        case .refused(let reason):
            planned.diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: absolute(path)),
                                              "refusing to read or replace this output file: \(reason)"))
            return planned
        }
        var sortedIdentities: [String]?
        if group.first?.table.format == .xcstrings {
            // A catalog's identities are its keys, which its languages repeat (Wikipedia: 4,234
            // keys in 660,000 entries).
            let keys = SortedIdentities.of(Array(group.keySet()))
            sortedIdentities = keys
            planned.update = catalogUpdate(path, group, keys: keys, existing: existing, ours: ours, record: record,
                                           diagnostics: &planned.diagnostics)
        } else if let existing, let unchanged = unchangedFile(path, group, existing: existing, renderer: renderer, shared: shared,
                                                              updater: updater) {
            planned.update = unchanged
        } else if let existing, let table = Self.merged(group.map(\.materialized)) {
            do {
                let (bytes, outcome) = try updater.update(existing, with: table, ours: ours)
                planned.update = FileUpdate(path: absolute(path), action: .update, bytes: bytes, previous: existing, outcome: outcome)
            } catch {
                planned.diagnostics.append(.error(ConversionResult.updateFailedID, at: SourceLocation(path: absolute(path)),
                                                  "cannot update this file: \(error.message); it is left as it is"))
            }
        } else {
            let rendered = renderer.files(for: group, sharing: shared.texts)
            planned.diagnostics += rendered.diagnostics
            var outcome = UpdateOutcome()
            // A table's entries are its keys, each once (`TableBuilder`), in whatever order.
            sortedIdentities = group.count == 1 ? shared.ranks.sortedKeys(of: group) : nil
            outcome.added = sortedIdentities ?? Self.identities(ofEntriesIn: group)
            planned.update = rendered.files.first.map { FileUpdate(path: $0.path, action: .create, bytes: $0.bytes, previous: nil, outcome: outcome) }
        }
        if planned.update != nil { planned.record = newRecord(for: group, sortedIdentities: sortedIdentities, origins: origins) }
        return planned
    }

    /// The update of an existing `.strings` or `.stringsdict` file that is byte for byte what
    /// this conversion writes afresh, or `nil`: updating it in place keeps every entry where
    /// it stands, as it is (each is the converted entry), adds and removes none, and gives the
    /// file back as it is, so its update is the file with every entry unchanged, in its order —
    /// found without parsing the file, rendering each entry apart and editing it (converting
    /// Wikipedia into its own earlier output spent 4 of 4.5 s on that). A file in another
    /// encoding than the one written (`--reencode` changes an existing file's) is updated in place.
    private func unchangedFile(_ path: String, _ group: [TableWithSharedEntries], existing: [UInt8], renderer: ConversionRenderer,
                               shared: SharedWork, updater: OutputFileUpdater) -> FileUpdate? {
        guard !updater.reencodesExistingFiles, group.count == 1,
              group[0].table.format == .strings || group[0].table.format == .stringsdict else { return nil }
        let rendered = renderer.files(for: group, sharing: shared.texts)
        guard rendered.diagnostics.isEmpty, rendered.files.count == 1, rendered.files[0].bytes == existing else { return nil }
        var outcome = UpdateOutcome()
        outcome.unchanged = Self.identities(ofEntriesIn: group)
        return FileUpdate(path: absolute(path), action: .update, bytes: existing, previous: existing, outcome: outcome)
    }

    // MARK: - Language folders

    /// The path with its language folder replaced by the output's existing folder of the same
    /// language under another name, when there is one and no folder of the name the conversion
    /// uses: `ja_JP.lproj` for `ja-JP.lproj`, `values-b+zh+Hans` for `values-zh` (both are Apple's
    /// `zh-Hans`).
    func existingLanguageFolder(for path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, let index = components.indices.last(where: { language(ofFolder: components[$0]) != nil }),
              let wanted = language(ofFolder: components[index]) else { return path }
        let parent = ([outputFolder] + components[..<index]).joined(separator: "/")
        guard !FileManager.default.fileExists(atPath: parent + "/" + components[index]),
              case let siblings = existingFiles.names(inFolder: parent),
              let existing = siblings.sorted().first(where: { language(ofFolder: $0) == wanted })
        else { return path }
        components[index] = existing
        return components.joined(separator: "/")
    }

    /// The Apple language a language folder holds (`lproj:Base`, `values:zh-Hans` for both
    /// `values-zh` and `values-b+zh+Hans`), or `nil` for any other folder; `values/` itself, the
    /// default every locale falls back to, is never taken for another.
    private func language(ofFolder name: String) -> String? {
        if name.hasSuffix(".lproj") {
            return LprojName(folderName: name).map { "lproj:" + ($0.locale?.identifier ?? "Base") }
        }
        guard name.hasPrefix("values-"), let configuration = try? ValuesConfiguration(folderName: name),
              configuration.qualifiers.isEmpty, let locale = configuration.locale else { return nil }
        return "values:" + LocaleMapping.appleLocale(forAndroid: locale, sourceLanguage: request.options.sourceLanguage).identifier
    }

    // MARK: - Android folders

    /// The Android tables with the names the project already gives their Apple keys: an entry
    /// whose `sb:key` an existing resource of its type has (under another generated name, say
    /// from an older conversion) takes that resource's name, in every locale, so that it
    /// replaces it instead of appearing beside it.
    private func keepingProjectNames(_ tables: [TableWithSharedEntries]) -> [TableWithSharedEntries] {
        guard tables.contains(where: { $0.table.format == .android }) else { return tables }
        var names: [String: String] = [:]
        let folders = existingFiles.names(inFolder: outputFolder).filter { $0.hasPrefix("values") }.sorted()
        for folder in folders {
            for file in existingFiles.names(inFolder: absolute(folder)).sorted() where file.hasSuffix(".xml") {
                guard let bytes = existingFiles.contents(at: absolute(folder + "/" + file)) else { continue }
                names.merge(OutputFileUpdater.androidNamesOfAppleKeys(in: bytes)) { first, _ in first }
            }
        }
        guard !names.isEmpty else { return tables }
        return tables.map { converted in
            guard converted.table.format == .android else { return converted }
            var table = converted.materialized
            let taken = Set(table.entries.map { OutputFileUpdater.identity(of: $0, format: .android) })
            for index in table.entries.indices {
                let entry = table.entries[index]
                guard let key = StringBridgeNamespace.appleKey(of: entry) else { continue }
                let type = OutputFileUpdater.identity(of: entry, format: .android).prefix { $0 != "/" }
                guard let name = names[type + "|" + key], name != entry.key,
                      !taken.contains(OutputFileUpdater.androidIdentity(type: String(type), name: name, product: entry.product)) else { continue }
                table.entries[index].key = name
            }
            return TableWithSharedEntries(table)
        }
    }

    /// The tables written to one file as one (an Android file several tables place entries in).
    private static func merged(_ group: [StringTable]) -> StringTable? {
        guard var table = group.first else { return nil }
        for other in group.dropFirst() { table.entries += other.entries }
        return table
    }

    /// An Android table split over the files of its folder in the output: the resources the
    /// project already keeps in another file of the folder (`values/donottranslate.xml`) are
    /// updated there, as are those an earlier conversion wrote there, and only the rest go to
    /// the table's own file. (All files of a folder are one namespace: adding a resource to
    /// `strings.xml` that another file defines would be a duplicate aapt2 rejects.)
    private func placedInFolder(_ table: StringTable, besides outputPaths: Set<String>,
                                origins: inout [ConversionOutput.Output: [String]]) -> [StringTable] {
        let folder = PathText.folder(of: table.path)
        let files = existingFiles.names(inFolder: absolute(folder))
        let output = ConversionOutput.Output(path: table.path, locale: table.locale)
        let sources = Set((origins[output] ?? []).map { ConversionManifest.relative($0, to: outputFolder) })
        var remaining = table
        var placed: [StringTable] = []
        for file in files.sorted() where file.hasSuffix(".xml") && !file.hasPrefix(".") {
            let path = folder + "/" + file
            guard !outputPaths.contains(path),
                  let bytes = existingFiles.contents(at: absolute(path)),
                  let contents = OutputFileUpdater.androidContents(of: bytes) else { continue }
            // What this conversion's inputs wrote there before counts as held there too.
            let earlier = manifest.files[path].flatMap { sources.isDisjoint(with: $0.sources) ? nil : $0 }
            let held = contents.identities.union(earlier?.entries ?? [])
            let entries = remaining.entries.filter { held.contains(OutputFileUpdater.identity(of: $0, format: .android)) }
            guard !entries.isEmpty || earlier != nil else { continue }
            remaining.entries.removeAll { held.contains(OutputFileUpdater.identity(of: $0, format: .android)) }
            var sibling = StringTable(path: path, format: .android, locale: table.locale,
                                      details: FormatDetails(AndroidFileDetails(attributes: contents.tableAttribute.map { [$0] } ?? [])))
            sibling.entries = entries
            placed.append(sibling)
            origins[ConversionOutput.Output(path: path, locale: table.locale), default: []] += origins[output] ?? []
        }
        let hasOwnFile = FileManager.default.fileExists(atPath: absolute(table.path)) || manifest.files[table.path] != nil
        return (remaining.entries.isEmpty && !hasOwnFile ? [] : [remaining]) + placed
    }

    // MARK: - Catalogs

    /// The update of a String Catalog from the languages converted (whose keys, sorted, are
    /// `keys`): a new catalog written whole, or the existing one merged.
    private func catalogUpdate(_ path: String, _ converted: [TableWithSharedEntries], keys: [String], existing: [UInt8]?, ours: Set<String>,
                               record: ConversionManifest.FileRecord?, diagnostics: inout [Diagnostic]) -> FileUpdate? {
        let writer = StringCatalogWriter()
        guard let existing else {
            let document = writer.documentBytes(for: converted, sourceLanguage: request.options.sourceLanguage)
            diagnostics += document.diagnostics
            var outcome = UpdateOutcome()
            outcome.added = keys
            return FileUpdate(path: absolute(path), action: .create, bytes: document.bytes, previous: nil, outcome: outcome)
        }
        let languages = converted.map(\.materialized)
        let read = StringCatalogReader().read(bytes: existing, path: absolute(path))
        if let error = read.diagnostics.first(where: { $0.severity == .error }) {
            diagnostics.append(.error(ConversionResult.updateFailedID, at: SourceLocation(path: absolute(path)),
                                      "cannot update this String Catalog: \(error.message); it is left as it is"))
            return nil
        }
        var kept = read.tables
        // A language an earlier conversion wrote whose sources are gone: stale, pruned on request.
        let converted = Set(languages.compactMap { $0.locale?.identifier })
        for (language, sources) in record?.languages ?? [:] where !converted.contains(language) && sourcesAreGone(sources) {
            if request.prune {
                kept = kept.map { table in
                    guard table.locale?.identifier == language else { return table }
                    var table = table
                    table.entries.removeAll { ours.contains($0.key) }
                    return table
                }
            }
        }
        let merge = CatalogUpdate(existing: kept, converted: languages, ours: ours).merged()
        let document = writer.documentBytes(for: merge.tables, sourceLanguage: request.options.sourceLanguage)
        diagnostics += document.diagnostics
        return FileUpdate(path: absolute(path), action: .update, bytes: document.bytes, previous: existing,
                          outcome: merge.outcome)
    }

    // MARK: - Stale files

    /// Files an earlier conversion wrote that this one does not, whose sources are all gone.
    private func addStale(produced: Set<String>, to plan: inout Plan, updater: OutputFileUpdater, each: (inout FileUpdate) -> Void) {
        for (path, record) in manifest.files.sorted(by: { $0.key < $1.key }) where !produced.contains(path) {
            guard sourcesAreGone(record.sources) else { continue }
            let location = SourceLocation(path: absolute(path))
            let existing: [UInt8]
            switch existingFiles.existingFile(at: absolute(path)) {
            case .absent:
                plan.manifest.files[path] = nil
                continue
            case .contents(let bytes): existing = bytes
            case .refused(let reason):
                plan.diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: location,
                                               "refusing to read or remove this output file: \(reason)"))
                continue
            }
            plan.stale.append(absolute(path))
            guard request.prune else {
                plan.diagnostics.append(.warning(ConversionResult.staleOutputID, at: location,
                                                 "an earlier conversion wrote this file, and its sources are gone; --prune removes what it wrote"))
                continue
            }
            let format = ResourceFormat(outputPath: path)
            let empty = StringTable(path: path, format: format)
            var update: FileUpdate
            if format != .xcstrings, let (bytes, outcome) = try? updater.update(existing, with: empty, ours: Set(record.entries)) {
                let action: FileUpdate.Action = outcome.kept.isEmpty ? .remove : .update
                update = FileUpdate(path: absolute(path), action: action, bytes: action == .remove ? [] : bytes,
                                    previous: existing, outcome: outcome)
            } else {
                update = FileUpdate(path: absolute(path), action: .remove, bytes: [], previous: existing, outcome: UpdateOutcome())
            }
            each(&update)
            plan.updates.append(update)
            plan.manifest.files[path] = nil
        }
    }

    private func sourcesAreGone(_ sources: [String]) -> Bool {
        !sources.isEmpty && sources.allSatisfy { !FileManager.default.fileExists(atPath: ConversionManifest.resolved($0, in: outputFolder)) }
    }

    // MARK: - Helpers

    /// The manifest's record of a file planned from `tables`, whose entries' identities are
    /// `sortedIdentities` when the caller has them as the record lists them.
    private func newRecord(for convertedTables: [TableWithSharedEntries], sortedIdentities: [String]?,
                           origins: [ConversionOutput.Output: [String]]) -> ConversionManifest.FileRecord {
        var sources: Set<String> = []
        var languages: [String: [String]] = [:]
        let tables = convertedTables.map(\.table)
        for table in tables {
            let paths = (origins[ConversionOutput.Output(path: table.path, locale: table.locale)] ?? [])
                .map { ConversionManifest.relative($0, to: outputFolder) }
            sources.formUnion(paths)
            if table.format == .xcstrings, let locale = table.locale { languages[locale.identifier] = Array(Set(paths)).sorted() }
        }
        let entries = sortedIdentities ?? SortedIdentities.of(Self.identities(of: convertedTables))
        return ConversionManifest.FileRecord(entries: entries, sources: sources.sorted(),
                                             languages: languages.isEmpty ? nil : languages)
    }

    /// The identities of the entries of one file's tables, each once.
    private static func identities(of tables: [TableWithSharedEntries]) -> [String] {
        // A catalog's are its keys, which its languages repeat (Wikipedia: 4,234 keys,
        // 660,000 entries): found on all cores, no identity built per entry.
        if tables.first?.table.format == .xcstrings { return Array(tables.keySet()) }
        let identities = identities(ofEntriesIn: tables)
        return tables.count > 1 ? Array(Set(identities)) : identities
    }

    /// The identities of the entries of one file's tables, own and shared, in order.
    private static func identities(ofEntriesIn tables: [TableWithSharedEntries]) -> [String] {
        var identities: [String] = []
        identities.reserveCapacity(tables.reduce(0) { $0 + $1.entryCount })
        for table in tables {
            let format = table.table.format
            for entries in [table.table.entries] + table.shared.map(\.entries) {
                for index in entries.indices { identities.append(OutputFileUpdater.identity(of: entries[index], format: format)) }
            }
        }
        return identities
    }

    private func absolute(_ relative: String) -> String {
        (outputFolder as NSString).appendingPathComponent(relative)
    }
}

extension ResourceFormat {
    /// The format of an output file, by its extension.
    init(outputPath path: String) {
        switch PathText.lastComponent(of: path).split(separator: ".").last {
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xcstrings": self = .xcstrings
        default: self = .android
        }
    }
}
