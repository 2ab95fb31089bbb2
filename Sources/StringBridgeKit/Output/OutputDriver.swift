import Foundation
import LocalizedStrings
import OutputFiles
import ResourceConversion
import SystemSupport

/// Brings the output folder up to date with a conversion, the same way for every target:
/// each unit (``OutputUnits``) is made, laid out and its files planned (``FilePlanner``) on all
/// cores, a few units ahead of the one taken; each changed file is staged as it comes, in
/// output order, and its bytes let go; then the staged files, the removals of stale files
/// (``StaleOutputs``) and the manifest are committed as one transaction (``StagedWrite``):
/// every file is old or new, whatever fails.
struct OutputDriver {
    var request: ConversionRequest
    var manifest: ConversionManifest
    var progress: @Sendable (String) -> Void

    /// How many units may be made ahead of the one staged: enough to keep every core busy, few
    /// enough that their bytes are a small part of the output.
    private static let unitsAhead = 16

    /// Makes, plans and (unless the request only looks) writes the units' files.
    ///
    /// - Parameters:
    ///   - earlier: What reading the inputs (and the manifest) reported.
    ///   - converted: What the conversion reported before its units are made (input errors
    ///     found by the converter); their files are left out.
    func run(_ units: some OutputUnits, earlier: [Diagnostic], converted: [Diagnostic], skipped: SkippedSources) -> ConversionResult {
        let layout = OutputLayout(request: request, manifest: manifest)
        let planner = FilePlanner(request: request, manifest: manifest, sharedBlocks: units.sharedBlocks)
        let writes = request.mode == .write && !(request.isStrict && (earlier + converted).containsErrors) && !skipped.leavesOutTheDefaults
        var staging: Staging? = writes ? Staging() : nil
        var updates: [FileUpdate] = []
        var unitDiagnostics: [Diagnostic] = units.preamble
        var fileDiagnostics: [Diagnostic] = []
        var reports: [MadeUnit.Report] = []
        var records: [String: ConversionManifest.FileRecord] = [:]
        var entrySets = SharedEntrySets()
        // Each update's file, relative to the output folder.
        var updatePaths: [String] = []
        progress("Converting and writing \(units.count) units…")
        Array(0..<units.count).concurrentMap(window: Self.unitsAhead, { index in
            let made = units.unit(index, layout: layout)
            let files = made.files.paths.indices.map { file in
                let planned = planner.plan(made.files.paths[file], made.files.groups[file], origins: made.files.origins)
                return (planned: planned, entries: planned.record.map { SharedEntrySets.Candidate($0.entries) })
            }
            return (made.files.diagnostics, files, made.report)
        }, inOrder: { diagnostics, files, report in
            unitDiagnostics += diagnostics
            reports.append(report)
            for (file, entries) in files {
                fileDiagnostics += file.diagnostics
                guard var update = file.update else { continue }
                if let content = file.newContent { staging?.stage(content, at: update.path) }
                var record = file.record
                if let entries {
                    let shared = entrySets.shared(entries)
                    record?.entries = shared
                    switch file.outcomeOfEveryEntry {
                    case .added: update.outcome.added = shared
                    case .unchanged: update.outcome.unchanged = shared
                    case nil: break
                    }
                }
                updates.append(update)
                updatePaths.append(file.path)
                records[file.path] = record
            }
        })
        if let order = units.fileOrder {
            let places = updatePaths.map { order[$0] ?? Int.max }
            updates = Array(updates.indices).sortedStably { places[$0] < places[$1] }.map { updates[$0] }
        }
        let stale = StaleOutputs(request: request, manifest: manifest, produced: Set(records.keys))
        var removals: [String] = []
        for file in stale.files {
            guard let update = file.update else { continue }
            if let bytes = file.newBytes { staging?.stage(.bytes(bytes), at: update.path) }
            if update.action == .remove { removals.append(update.path) }
            updates.append(update)
        }
        let (conversionDiagnostics, summary) = units.finished(reports)
        var result = ConversionResult(updates: updates,
                                      diagnostics: earlier + converted + conversionDiagnostics + unitDiagnostics + fileDiagnostics
                                          + stale.diagnostics,
                                      summary: summary)
        result.skipped = skipped.names
        result.stale = stale.files.map(\.path)
        if skipped.leavesOutTheDefaults {
            // Every locale falls back to the defaults: without them each locale's output
            // would lose what it holds from them.
            result.heldBackBecause = "the default values folder has an error, and every locale falls back to it"
        } else if request.isStrict && result.diagnostics.containsErrors {
            result.heldBackBecause = "--strict, and there are errors"
        }
        if var staging, !result.isHeldBack {
            var newManifest = manifest
            for (path, record) in records { newManifest.files[path] = record }
            for path in stale.droppedRecords { newManifest.files[path] = nil }
            let changes = updates.filter(\.isChange)
            if !changes.isEmpty { progress("Writing \(CountPhrase.of(changes.count, "file"))…") }
            commit(&staging, manifest: newManifest, removing: removals, into: &result)
        } else {
            staging?.write.abandon()
        }
        result.summary.errors = result.diagnostics.filter { $0.severity == .error }.count
        result.summary.warnings = result.diagnostics.filter { $0.severity == .warning }.count
        return result
    }

    /// The changed files, staged as each is planned so that their bytes are never all held at
    /// once; nothing replaces a file until the commit.
    private struct Staging {
        let write = StagedWrite()
        /// The first file, in output order, that could not be staged: the write fails with it.
        var failure: FileOutput.WriteError?

        mutating func stage(_ content: FilePlanner.NewContent, at path: String) {
            guard failure == nil else { return }
            do {
                switch content {
                case .bytes(let bytes): try write.stage(OutputFile(path: path, bytes: bytes))
                case .catalog(let document): try write.stage(at: path, pieces: document.write(to:))
                }
            } catch {
                failure = error
                write.abandon()
            }
        }
    }

    /// Replaces the staged files, removes the pruned ones and writes the manifest, all or nothing.
    private func commit(_ staging: inout Staging, manifest: ConversionManifest, removing removals: [String],
                        into result: inout ConversionResult) {
        let manifestFile = OutputFile(path: (request.outputFolder as NSString).appendingPathComponent(ConversionManifest.fileName),
                                      bytes: manifest.bytes)
        // No manifest where nothing was ever written (and none is there).
        let writesManifest = !manifest.files.isEmpty || FileManager.default.fileExists(atPath: manifestFile.path)
        do throws(FileOutput.WriteError) {
            if let failure = staging.failure { throw failure }
            // A run killed after renaming the files but before the manifest left second names
            // beside files that are now unchanged: the folders of every planned file are cleaned.
            let written = try FileOutput.write(writesManifest ? [manifestFile] : [], after: staging.write, removing: removals,
                                               inside: request.outputFolder, cleaningBeside: result.updates.map(\.path))
            let paths = Set(written + removals)
            result.written = result.updates.map(\.path).filter { paths.contains($0) }
        } catch {
            result.diagnostics.append(.error(ConversionResult.writeFailedID, at: SourceLocation(path: error.path), error.description))
        }
    }
}
