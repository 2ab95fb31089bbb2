import AndroidResources
import Foundation
import AppleResources
import ConversionMetadata
import LocalizedStrings
import OutputFiles
import ResourceConversion

/// What a conversion does to one output file, decided from the file as it is on disk, the tables
/// the conversion writes to it and the manifest's record of it: a new file rendered whole, an
/// existing one that already is what would be written, or the existing one updated in place by
/// its format (``InPlaceUpdating``), keeping what the user has.
struct FilePlanner: Sendable {
    var request: ConversionRequest
    var manifest: ConversionManifest
    let renderer: ConversionRenderer
    /// The texts of the blocks of entries the files share, written once.
    let sharedTexts: SharedEntryTexts

    init(request: ConversionRequest, manifest: ConversionManifest, sharedBlocks: [SharedEntries]) {
        self.request = request
        self.manifest = manifest
        renderer = ConversionRenderer(outputFolder: request.outputFolder, sourceLanguage: request.options.sourceLanguage,
                                      stringsEncoding: request.stringsEncoding)
        sharedTexts = SharedEntryTexts(sharedBlocks)
    }

    /// One file's plan.
    struct PlannedFile: Sendable {
        /// The file, relative to the output folder.
        var path: String
        /// What happens to it; `nil` when it is left alone because of an error.
        var update: FileUpdate?
        /// Its new content when it changes (and is not removed).
        var newContent: NewContent?
        /// What the manifest records of it afterwards.
        var record: ConversionManifest.FileRecord?
        /// The list of ``update``'s outcome that is every entry written (the identities the
        /// record has before any earlier record is merged in): what a new file adds, or what a
        /// file found unchanged by its bytes leaves unchanged.
        var outcomeOfEveryEntry: OutcomeList?
        var diagnostics: [Diagnostic] = []
    }

    /// A changed file's new content.
    enum NewContent: Sendable {
        case bytes([UInt8])
        /// A new String Catalog, written into its file as it is made: a catalog of every
        /// locale of a large app is the largest file a conversion writes.
        case catalog(StringCatalogWriter.Document)
    }

    /// One list of an ``UpdateOutcome``.
    enum OutcomeList: Sendable {
        case added, unchanged
    }

    private var existingFiles: OutputFolder { OutputFolder(root: request.outputFolder) }

    /// The plan of the file at `path` (relative to the output folder) from the tables written to it.
    func plan(_ path: String, _ group: [TableWithSharedEntries], origins: [ConversionOutput.Output: [String]]) -> PlannedFile {
        var planned = PlannedFile(path: path)
        let absolutePath = absolute(path)
        let existing: [UInt8]?
        switch existingFiles.existingFile(at: absolutePath) {
        case .absent: existing = nil
        case .contents(let bytes): existing = bytes
        case .refused(let reason):
            planned.diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: absolutePath),
                                              "refusing to read or replace this output file: \(reason)"))
            return planned
        }
        let identities = Self.identities(of: group)
        let record = record(for: group, identities: identities, origins: origins)
        let earlier = ImportedTranslations.earlierRecord(manifest.files[path], beside: record)
        var outcome = UpdateOutcome()
        let newContent: NewContent
        // A catalog's records, which it does not hold (``CatalogRecordStore``).
        var records: CatalogRecordLines?
        if let existing, canCompareRendered(group), let fresh = quietlyRendered(group), fresh == existing {
            // Byte for byte what this conversion writes afresh: updating it in place keeps every
            // entry where it stands, as it is, so the file stays as it is (found without parsing
            // the file and editing it entry by entry).
            newContent = .bytes(existing)
            outcome.unchanged = identities
            planned.outcomeOfEveryEntry = .unchanged
        } else if let existing, let document = unchangedCatalog(group, existing: existing) {
            // The same for a catalog, compared as it is written: an update in place would read
            // the catalog of every locale into a document model and merge it.
            newContent = .bytes(existing)
            outcome.unchanged = identities
            records = document.records
            planned.outcomeOfEveryEntry = .unchanged
        } else if let existing {
            do {
                let ours = earlier == nil ? Set(manifest.files[path]?.entries ?? []) : []
                let update: InPlaceUpdate
                if group.first?.table.format == .xcstrings {
                    (update, records) = try catalogUpdater(for: group, path: path)
                        .updateSettingRecordsApart(existing, with: group.map(\.materialized), ours: ours)
                } else {
                    update = try updater(for: group, path: path).update(existing, with: group.map(\.materialized), ours: ours)
                }
                planned.diagnostics += update.diagnostics
                (newContent, outcome) = (.bytes(update.bytes), update.outcome)
            } catch {
                let what = group.first?.table.format == .xcstrings ? "this String Catalog" : "this file"
                planned.diagnostics.append(.error(ConversionResult.updateFailedID, at: SourceLocation(path: absolutePath),
                                                  "cannot update \(what): \(error.message); it is left as it is"))
                return planned
            }
        } else {
            let fresh = rendered(group)
            planned.diagnostics += fresh.diagnostics
            newContent = fresh.content
            records = fresh.records
            outcome.added = identities
            planned.outcomeOfEveryEntry = .added
        }
        let isChange = if case .bytes(let bytes) = newContent { existing != bytes } else { true }
        var contents: FileUpdate.Contents?
        if request.keepsContents && isChange, case .bytes(let bytes) = newContent { contents = .init(previous: existing, new: bytes) }
        planned.update = FileUpdate(path: absolutePath, action: existing == nil ? .create : .update, isChange: isChange, outcome: outcome,
                                    contents: contents)
        planned.newContent = isChange ? newContent : nil
        var withRecords = record
        if let records, !records.byKey.isEmpty { withRecords.records = records }
        planned.record = earlier.map { ImportedTranslations.merged($0, withRecords) } ?? withRecords
        // A record merged with an earlier one holds more than this conversion wrote.
        if earlier != nil { planned.outcomeOfEveryEntry = nil }
        return planned
    }

    /// Whether a file of these tables can be recognised as unchanged by its rendered bytes: one
    /// `.strings` or `.stringsdict` table written in the encoding the file would keep (updating
    /// it in place gives exactly those bytes when they are the file's).
    private func canCompareRendered(_ group: [TableWithSharedEntries]) -> Bool {
        !request.reencodesExistingFiles && group.count == 1
            && (group[0].table.format == .strings || group[0].table.format == .stringsdict)
    }

    /// The content of a new file of the tables, what writing them reported, and a catalog's
    /// records, which it does not hold. A catalog is written when it is staged, unless its
    /// bytes are kept for the result (``ConversionRequest/keepsContents``).
    private func rendered(_ group: [TableWithSharedEntries]) -> (content: NewContent, diagnostics: [Diagnostic], records: CatalogRecordLines?) {
        if group.first?.table.format == .xcstrings {
            let document = StringCatalogWriter().document(for: group, sourceLanguage: request.options.sourceLanguage,
                                                          settingApart: CatalogRecordStore.marker)
            return (request.keepsContents ? .bytes(document.bytes) : .catalog(document), document.diagnostics, document.records)
        }
        if group.first?.table.format == .xliff {
            // A Localization Catalog's XLIFF file, or its contents.json.
            if let contents = group.first?.table.details[LocalizationCatalogContents.self] { return (.bytes(contents.bytes), [], nil) }
            let document = XLIFFWriter().documentBytes(for: group.map(\.materialized))
            return (.bytes(document.bytes), document.diagnostics, nil)
        }
        let files = renderer.files(for: group, sharing: sharedTexts)
        return (.bytes(files.files.first?.bytes ?? []), files.diagnostics, nil)
    }

    /// The catalog of the tables as this conversion writes it afresh, when that is the existing
    /// file byte for byte and writing it reports nothing: the file holds exactly the keys,
    /// languages and values written, so updating it in place would give the file itself.
    private func unchangedCatalog(_ group: [TableWithSharedEntries], existing: [UInt8]) -> StringCatalogWriter.Document? {
        guard group.first?.table.format == .xcstrings else { return nil }
        let document = StringCatalogWriter().document(for: group, sourceLanguage: request.options.sourceLanguage,
                                                      settingApart: CatalogRecordStore.marker)
        return document.diagnostics.isEmpty && document.isText(of: existing) ? document : nil
    }

    /// The bytes of a new file of the tables when writing them reports nothing.
    private func quietlyRendered(_ group: [TableWithSharedEntries]) -> [UInt8]? {
        let files = renderer.files(for: group, sharing: sharedTexts)
        return files.diagnostics.isEmpty && files.files.count == 1 ? files.files[0].bytes : nil
    }

    /// The format's in-place updater for a file of these tables.
    private func updater(for group: [TableWithSharedEntries], path: String) -> any InPlaceUpdating {
        let sameMeaning = ConversionSameMeaning.test
        switch group.first?.table.format ?? .android {
        case .android:
            return AndroidFileUpdater(sameMeaning: sameMeaning, recordMarker: MetadataComment.prefix,
                                      conversionAttribute: StringBridgeNamespace.tableAttribute)
        case .strings:
            return StringsFileUpdater(encoding: request.stringsEncoding, reencodes: request.reencodesExistingFiles,
                                      sameMeaning: sameMeaning, recordMarker: MetadataComment.prefix)
        case .stringsdict:
            return StringsDictFileUpdater(sameMeaning: sameMeaning)
        case .xcstrings:
            return catalogUpdater(for: group, path: path)
        case .xliff:
            return XLIFFFileUpdater()
        }
    }

    /// The updater of a catalog, which keeps its records apart (``CatalogRecordStore``): those
    /// the manifest has of it are joined to its keys as it is read.
    private func catalogUpdater(for group: [TableWithSharedEntries], path: String) -> StringCatalogUpdater {
        StringCatalogUpdater(sourceLanguage: request.options.sourceLanguage, prunedLanguages: prunedLanguages(of: path, group),
                             records: manifest.files[path]?.records ?? CatalogRecordLines(marker: CatalogRecordStore.marker))
    }

    /// The languages of a catalog an earlier conversion wrote that this one does not, whose
    /// sources are gone: cleaned of what it wrote with `--prune`.
    private func prunedLanguages(of path: String, _ group: [TableWithSharedEntries]) -> Set<String> {
        guard request.prune, let languages = manifest.files[path]?.languages else { return [] }
        let converted = Set(group.compactMap { $0.table.locale?.identifier })
        return Set(languages.filter { !converted.contains($0.key) && StaleOutputs.sourcesAreGone($0.value, in: request.outputFolder) }.keys)
    }

    // MARK: - The manifest's record

    /// The identities of the entries of one file's tables, each once: a catalog's keys, which
    /// its languages repeat.
    static func identities(of group: [TableWithSharedEntries]) -> [ResourceIdentity] {
        if group.first?.table.format == .xcstrings { return group.keySet().map(ResourceIdentity.init(appleKey:)) }
        var identities: [ResourceIdentity] = []
        identities.reserveCapacity(group.reduce(0) { $0 + $1.entryCount })
        for table in group {
            let format = table.table.format
            func add(_ entries: [Entry]) {
                entries.withUnsafeBufferPointer { entries in
                    for index in entries.indices {
                        identities.append(format == .android ? ResourceIdentity(entries[index], format: format)
                                                             : ResourceIdentity(appleKey: entries[index].key))
                    }
                }
            }
            add(table.table.entries)
            for block in table.shared { add(block.entries) }
        }
        // A table's entries are its keys, each once; tables sharing a file may repeat some.
        return group.count > 1 ? Array(Set(identities)) : identities
    }

    /// The manifest's record of a file written from `group`.
    private func record(for group: [TableWithSharedEntries], identities: [ResourceIdentity],
                        origins: [ConversionOutput.Output: [String]]) -> ConversionManifest.FileRecord {
        var sources: Set<String> = []
        var languages: [String: [String]] = [:]
        for table in group.map(\.table) {
            let paths = (origins[ConversionOutput.Output(path: table.path, locale: table.locale)] ?? [])
                .map { ConversionManifest.relative($0, to: request.outputFolder) }
            sources.formUnion(paths)
            if table.format == .xcstrings, let locale = table.locale { languages[locale.identifier] = Array(Set(paths)).sorted() }
        }
        return ConversionManifest.FileRecord(entries: identities, sources: sources.sorted(), languages: languages.isEmpty ? nil : languages)
    }

    private func absolute(_ relative: String) -> String {
        (request.outputFolder as NSString).appendingPathComponent(relative)
    }
}

/// Translations imported from XLIFF into a file another conversion wrote (the project's
/// `.lproj` files converted from Android, say): an XLIFF file brings translations and nothing
/// else, so importing one removes no entry the other conversion wrote, and the file's record
/// keeps what that conversion wrote beside what the import did.
enum ImportedTranslations {
    /// The record of another conversion that a record of an XLIFF import keeps, or `nil`.
    static func earlierRecord(_ earlier: ConversionManifest.FileRecord?, beside record: ConversionManifest.FileRecord)
        -> ConversionManifest.FileRecord? {
        guard let earlier, !record.sources.isEmpty, record.sources.allSatisfy({ $0.lowercased().hasSuffix(".xliff") }),
              Set(earlier.sources).isDisjoint(with: record.sources) else { return nil }
        return earlier
    }

    /// Both conversions' entries and sources.
    static func merged(_ earlier: ConversionManifest.FileRecord, _ record: ConversionManifest.FileRecord) -> ConversionManifest.FileRecord {
        var languages = earlier.languages ?? [:]
        for (language, sources) in record.languages ?? [:] { languages[language] = Array(Set(languages[language, default: []] + sources)).sorted() }
        var merged = ConversionManifest.FileRecord(entries: Array(Set(earlier.entries + record.entries)),
                                                   sources: Array(Set(earlier.sources + record.sources)).sorted(),
                                                   languages: languages.isEmpty ? nil : languages)
        merged.records = record.records ?? earlier.records
        return merged
    }
}
