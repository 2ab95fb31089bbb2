import LocalizedStrings
import OrderedJSON

/// The report of a conversion, as `stringbridge convert` prints it: a line per file and a
/// summary line for people, or one JSON document for scripts.
public enum ConversionReport {
    /// The lines about files: those that would change (`--check`), or every file and whether
    /// it would be written (`--dry-run`); none when writing.
    public static func fileLines(for result: ConversionResult, mode: ConversionRequest.Mode) -> String {
        switch mode {
        case .write:
            return ""
        case .check:
            return result.changed.map { "would change: \($0.path.withVisibleControls)\n" }.joined()
        case .dryRun:
            return result.fileStatuses.map { "\($0.status == .unchanged ? "unchanged" : "would write"): \($0.file.path.withVisibleControls)\n" }.joined()
        }
    }

    /// `Converted 4 locales, 12 strings, …; wrote 8 of 8 files.` — or, when nothing was
    /// written, `… 3 of 8 files would change.`
    public static func summaryLine(for result: ConversionResult, mode: ConversionRequest.Mode) -> String {
        let wrote = mode == .write && !result.diagnostics.containsErrors
        let files = wrote ? "wrote \(result.written.count) of \(result.files.count) files"
            : "\(result.changed.count) of \(result.files.count) files would change"
        return "Converted \(result.summary); \(files).\n"
    }

    /// The JSON report: `summary` (the counts), `files` (each path with `unchanged`,
    /// `written` or `would-change`) and `diagnostics` (as `dump` prints them).
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
                json.array(result.fileStatuses) { json, entry in
                    json.object { member in
                        member.member("path", string: entry.file.path)
                        member.member("status", string: entry.status.rawValue)
                    }
                }
            }
            object.member("diagnostics") { json in json.array(result.diagnostics) { TableDump.write($1, to: &$0) } }
        }
        return json.text + "\n"
    }
}
