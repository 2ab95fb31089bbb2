import LocalizedStrings
import OrderedJSON

/// The report of a conversion, as `stringbridge convert` prints it: a line per file and a
/// summary line for people, or one JSON document for scripts.
public enum ConversionReport {
    /// The lines about files: with `--check` those that would change, with `--dry-run` those
    /// too and a count of the unchanged ones (`listsUnchanged`: a line each), each with what
    /// would happen to its entries, and with `diff` the change itself as a unified diff; when
    /// writing, the files entries were removed from (or that were removed) and the stale files.
    public static func fileLines(for result: ConversionResult, mode: ConversionRequest.Mode, diff: Bool = false,
                                 listsUnchanged: Bool = false) -> String {
        var text = ""
        var unchanged = 0
        for update in result.updates {
            let line: String
            switch (mode, update.isChange) {
            case (.write, _):
                guard result.written.contains(update.path) else { continue }
                if update.action == .remove {
                    line = "removed: \(update.path.withVisibleControls) (its sources are gone)"
                } else if !update.outcome.removed.isEmpty {
                    line = "updated: \(update.path.withVisibleControls) (\(update.outcome.summary))"
                } else {
                    continue
                }
            case (.check, false): continue
            case (.dryRun, false):
                unchanged += 1
                guard listsUnchanged else { continue }
                line = "unchanged: \(update.path.withVisibleControls)"
            case (_, true):
                switch update.action {
                case .create: line = "would create: \(update.path.withVisibleControls) (\(update.outcome.added.count) entries)"
                case .update: line = "would update: \(update.path.withVisibleControls) (\(update.outcome.summary))"
                case .remove: line = "would remove: \(update.path.withVisibleControls) (its sources are gone)"
                }
            }
            text += line + "\n"
            if diff && update.isChange, let contents = update.contents {
                text += UnifiedDiff.text(from: String(decoding: contents.previous ?? [], as: UTF8.self),
                                         to: String(decoding: contents.new, as: UTF8.self),
                                         oldLabel: contents.previous == nil ? "/dev/null" : diffLabel(update.path, side: "a"),
                                         newLabel: update.action == .remove ? "/dev/null" : diffLabel(update.path, side: "b"))
            }
        }
        if unchanged > 0 && !listsUnchanged {
            text += "unchanged: \(CountPhrase.of(unchanged, "file")) (--verbose lists them)\n"
        }
        let removed = Set(result.updates.filter { $0.action == .remove }.map(\.path))
        for path in result.stale where !removed.contains(path) && !result.updates.contains(where: { $0.path == path }) {
            text += "stale: \(path.withVisibleControls) (its sources are gone; --prune removes what an earlier conversion wrote into it)\n"
        }
        return text
    }

    /// A path in a diff header: `a/res/values/strings.xml` as git writes it for a relative
    /// path, an absolute path as it is (as `diff -u` writes it).
    private static func diffLabel(_ path: String, side: String) -> String {
        path.hasPrefix("/") ? path : "\(side)/\(path)"
    }

    /// `Converted 4 locales, 12 strings, …; wrote 8 of 8 files.`, what would change instead when
    /// nothing is written, and what was left out because of errors.
    public static func summaryLine(for result: ConversionResult, mode: ConversionRequest.Mode) -> String {
        let changeCount = result.changed.count
        var line = "Converted \(result.summary); "
        switch mode {
        case .write where result.isHeldBack:
            line += "wrote nothing (\(result.heldBackBecause ?? "")); \(changeCount) of \(result.updates.count) files would change"
        case .write where changeCount > 0 && result.written.isEmpty:
            line += "wrote nothing; \(changeCount) of \(result.updates.count) files would change"
        case .write:
            line += "wrote \(result.written.filter { path in result.updates.contains { $0.path == path } }.count) of \(result.updates.count) files"
        case .check, .dryRun:
            line += "\(changeCount) of \(result.updates.count) files would change"
        }
        if !result.skipped.isEmpty {
            line += "; left out because of errors (their outputs keep what they had): " + result.skipped.joined(separator: ", ")
        }
        return line + ".\n"
    }

    /// The JSON report: `summary` (the counts), `files` (each path with its `status` —
    /// `written`, `removed`, `unchanged` or `would-change` — its `action`, how many entries were added, changed, removed and kept, and
    /// the removed entries by identity), `skipped` (inputs left out because of errors), `stale` (outputs whose
    /// sources are gone) and `diagnostics` (as `dump` prints them).
    public static func json(for result: ConversionResult) -> String {
        var json = JSONText()
        json.object { object in
            object.member("summary") { json in
                json.object { member in
                    member.member("locales", number: result.summary.locales)
                    member.member("strings", number: result.summary.strings)
                    member.member("plurals", number: result.summary.plurals)
                    member.member("arrays", number: result.summary.arrays)
                    member.member("errors", number: result.summary.errors)
                    member.member("warnings", number: result.summary.warnings)
                }
            }
            object.member("files") { json in
                json.array(result.updates) { json, update in
                    json.object { member in
                        member.member("path", string: update.path)
                        member.member("status", string: result.status(of: update))
                        member.member("action", string: update.action.rawValue)
                        member.member("added", number: update.outcome.added.count)
                        member.member("changed", number: update.outcome.changed.count)
                        member.member("removed", number: update.outcome.removed.count)
                        member.member("kept", number: update.outcome.kept.count)
                        member.member("removedEntries") { json in json.array(update.outcome.removed) { $0.string($1.text) } }
                    }
                }
            }
            object.member("skipped") { json in json.array(result.skipped) { $0.string($1) } }
            object.member("stale") { json in json.array(result.stale) { $0.string($1) } }
            object.member("diagnostics") { json in json.array(result.diagnostics) { TableDump.write($1, to: &$0) } }
        }
        return json.text + "\n"
    }
}
