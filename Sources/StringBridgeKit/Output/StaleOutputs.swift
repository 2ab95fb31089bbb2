import AndroidResources
import AppleResources
import ConversionMetadata
import Foundation
import LocalizedStrings
import OutputFiles
import ResourceConversion

/// Files an earlier conversion wrote that this one does not, whose sources are all gone: stale.
/// Without `--prune` each is a warning; with it, what the earlier conversion wrote is removed
/// from the file, and the file itself when nothing else is left in it.
struct StaleOutputs {
    /// A stale file and what happens to it.
    struct Stale {
        /// The file's path.
        var path: String
        /// What `--prune` does to it; `nil` without `--prune`.
        var update: FileUpdate?
        /// Its new content, when it is cleaned but kept.
        var newBytes: [UInt8]?
    }

    /// The stale files, in path order.
    var files: [Stale] = []
    /// The manifest's records that go: of files that are gone, or pruned.
    var droppedRecords: [String] = []
    var diagnostics: [Diagnostic] = []

    /// The stale files of the output folder, given the files this conversion writes.
    init(request: ConversionRequest, manifest: ConversionManifest, produced: Set<String>) {
        let folder = OutputFolder(root: request.outputFolder)
        for (path, record) in manifest.files.sorted(by: { $0.key < $1.key }) where !produced.contains(path) {
            guard Self.sourcesAreGone(record.sources, in: request.outputFolder) else { continue }
            let absolute = (request.outputFolder as NSString).appendingPathComponent(path)
            let location = SourceLocation(path: absolute)
            let existing: [UInt8]
            switch folder.existingFile(at: absolute) {
            case .absent:
                droppedRecords.append(path)
                continue
            case .contents(let bytes): existing = bytes
            case .refused(let reason):
                diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: location,
                                          "refusing to read or remove this output file: \(reason)"))
                continue
            }
            guard request.prune else {
                files.append(Stale(path: absolute))
                diagnostics.append(.warning(ConversionResult.staleOutputID, at: location,
                                            "an earlier conversion wrote this file, and its sources are gone; --prune removes what it wrote"))
                continue
            }
            let pruned = Self.pruned(existing, at: absolute, record: record, request: request)
            if pruned.update?.action == .remove && !Self.isAsConvertWrites(existing, at: absolute, request: request) {
                files.append(Stale(path: absolute))
                diagnostics.append(.warning(ConversionResult.staleOutputID, at: location,
                                            "the manifest says an earlier conversion wrote this file, but it is not laid out as convert writes it; --prune leaves it (remove it yourself if it is stale)"))
                continue
            }
            files.append(pruned)
            droppedRecords.append(path)
        }
    }

    /// A stale file cleaned of the entries the record lists, or removed when that leaves none.
    private static func pruned(_ existing: [UInt8], at path: String, record: ConversionManifest.FileRecord,
                               request: ConversionRequest) -> Stale {
        let format = ResourceFormat(outputPath: path)
        var empty = StringTable(path: path, format: format)
        if format == .android { empty.androidDialect = request.outputDialect }
        let updater: (any InPlaceUpdating)? = switch format {
        case .android: AndroidFileUpdater(recordMarker: MetadataComment.prefix, conversionAttribute: StringBridgeNamespace.tableAttribute)
        case .strings: StringsFileUpdater(encoding: request.stringsEncoding, reencodes: request.reencodesExistingFiles,
                                          recordMarker: MetadataComment.prefix)
        case .stringsdict: StringsDictFileUpdater()
        case .xcstrings, .xliff: nil
        }
        var outcome = UpdateOutcome()
        if let updater, let cleaned = try? updater.update(existing, with: [empty], ours: Set(record.entries)) {
            outcome = cleaned.outcome
            if !outcome.kept.isEmpty {
                let isChange = cleaned.bytes != existing
                let contents: FileUpdate.Contents? = request.keepsContents && isChange ? .init(previous: existing, new: cleaned.bytes) : nil
                return Stale(path: path, update: FileUpdate(path: path, action: .update, isChange: isChange, outcome: outcome, contents: contents),
                             newBytes: isChange ? cleaned.bytes : nil)
            }
        }
        let contents: FileUpdate.Contents? = request.keepsContents ? .init(previous: existing, new: []) : nil
        return Stale(path: path, update: FileUpdate(path: path, action: .remove, isChange: true, outcome: outcome, contents: contents))
    }

    /// Whether the file is laid out as convert writes one: its entries, read and written again,
    /// give its bytes. The manifest is the user's to edit (or a pull request's), so it alone
    /// never makes `--prune` remove a file whole; a hand-written file is never in this layout
    /// to the byte.
    private static func isAsConvertWrites(_ existing: [UInt8], at path: String, request: ConversionRequest) -> Bool {
        var tables = WrittenTables.read(existing, path: path)
        guard !tables.isEmpty else { return false }
        for index in tables.indices where tables[index].format == .android { tables[index].androidDialect = request.outputDialect }
        let files = ConversionRenderer(outputFolder: "", sourceLanguage: request.options.sourceLanguage).files(for: tables).files
        return files.count == 1 && files[0].bytes == existing
    }

    /// Whether every input file a record names is gone (a record that names none is never stale).
    static func sourcesAreGone(_ sources: [String], in folder: String) -> Bool {
        !sources.isEmpty && sources.allSatisfy { !FileManager.default.fileExists(atPath: ConversionManifest.resolved($0, in: folder)) }
    }
}
