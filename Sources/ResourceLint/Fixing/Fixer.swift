import OutputFiles
import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import SystemSupport

/// `--fix`: applies the mechanical, meaning-preserving edits the rules attached to their
/// findings (escaping an apostrophe, numbering placeholders, removing a stray byte-order
/// mark), and nothing else.
///
/// Edits touch only the bytes of the offending text, so everything else in a file stays as
/// the user wrote it. Each edited file is read again with its reader and kept only when it
/// reads as before apart from the fixes (no new error, the same entries, the same texts and
/// arguments); a file with an error no edit fixes is not touched at all. The planned files
/// are then written all or nothing.
public enum Fixer {
    /// What `--fix` would write.
    public struct Plan: Sendable {
        /// The files to write, with their new bytes.
        public var files: [OutputFile]
        /// How many findings the edits fix.
        public var fixedFindings: Int
        /// Files left alone, and why.
        public var skipped: [(path: String, reason: String)]
    }

    /// Rounds of re-reading a file for apostrophes the reader reports one string at a time (a
    /// round escapes one in each string): at most one per apostrophe of the file, and this
    /// many, which bounds the work a hostile file can ask for (`--fix` again does the next ones).
    public static let maximumRounds = 1_000

    /// Plans the fixes of a lint result.
    public static func plan(_ result: LintResult) -> Plan {
        var editsByFile: [String: [TextEdit]] = [:]
        var fixableByFile: [String: Int] = [:]
        var blocked: [String: String] = [:]
        for (finding, edits) in zip(result.findings, result.edits) {
            if edits.isEmpty {
                // A reader's error may be one an edit fixes (a doubled byte-order mark stops the
                // .strings parser); the file is read again after editing, and kept only without errors.
                if finding.severity == .error, finding.ruleID != ParseErrorRule.description.identifier,
                   blocked[finding.location.path] == nil {
                    blocked[finding.location.path] = "it has an error --fix cannot fix (\(finding.ruleID) at line \(finding.location.line))"
                }
                continue
            }
            for edit in edits { editsByFile[edit.path, default: []].append(edit) }
            fixableByFile[finding.location.path, default: 0] += 1
        }
        var plan = Plan(files: [], fixedFindings: 0, skipped: [])
        for path in editsByFile.keys.sorted() {
            if let reason = blocked[path] {
                plan.skipped.append((path, reason))
                continue
            }
            guard let file = SourceFile(path: path) else {
                plan.skipped.append((path, "it cannot be read"))
                continue
            }
            switch fixedText(of: file, edits: editsByFile[path]!) {
            case .success(let text):
                plan.files.append(OutputFile(path: path, bytes: file.encoded(text)))
                plan.fixedFindings += fixableByFile[path] ?? 0
            case .failure(let problem):
                plan.skipped.append((path, problem.reason))
            }
        }
        return plan
    }

    /// Why a file was left alone.
    struct Problem: Error {
        var reason: String
    }

    /// The file's text with the edits applied, re-read and checked.
    static func fixedText(of file: SourceFile, edits: [TextEdit]) -> Result<[UInt8], Problem> {
        var text = apply(edits, to: file.bytes)
        let before = read(file.bytes, path: file.path)
        var after = read(text, path: file.path)
        // aapt2 reports one unescaped apostrophe per string; escape the next ones as they appear.
        var rounds = 0
        let roundsNeeded = min(maximumRounds, file.bytes.count { $0 == UInt8(ascii: "'") })
        while rounds < roundsNeeded {
            let apostrophes = after.diagnostics.filter { $0.id == AndroidDiagnosticID.unescapedApostrophe }
            guard !apostrophes.isEmpty, before.diagnostics.contains(where: { $0.id == AndroidDiagnosticID.unescapedApostrophe })
            else { break }
            let located = SourceFile(path: file.path, data: text)
            let more = apostrophes.compactMap { diagnostic -> TextEdit? in
                guard let location = diagnostic.location, let offset = located.offset(of: location) else { return nil }
                return TextEdit(path: file.path, start: offset, end: offset, replacement: "\\")
            }
            guard more.count == apostrophes.count else { break }
            text = apply(more, to: text)
            after = read(text, path: file.path)
            rounds += 1
        }
        if rounds == maximumRounds, let left = after.diagnostics.first(where: { $0.id == AndroidDiagnosticID.unescapedApostrophe }) {
            return .failure(Problem(reason: "a string holds more than \(maximumRounds) unescaped apostrophes (line \(left.location?.line ?? 1)); --fix leaves the file; escape them by hand"))
        }
        if let error = after.diagnostics.first(where: { $0.severity == .error && $0.id != AndroidDiagnosticID.nonPositionalFormat }) {
            let verb = before.diagnostics.contains { $0.message == error.message } ? "has" : "would have"
            return .failure(Problem(reason: "the file \(verb) an error --fix cannot fix: \(error.message) (line \(error.location?.line ?? 1))"))
        }
        if let difference = meaningDifference(before.tables, after.tables) {
            return .failure(Problem(reason: "the fixed file would not read the same (\(difference))"))
        }
        return .success(text)
    }

    /// The bytes with edits applied, from the last to the first; overlapping edits after the
    /// first are dropped, identical ones applied once.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var lowest = Int.max
        for edit in Set(edits).sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            guard edit.end <= lowest, edit.start >= 0, edit.end <= bytes.count else { continue }
            result.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            lowest = edit.start
        }
        return result
    }

    /// Reads a file's text with the reader of its format.
    static func read(_ text: [UInt8], path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        switch (path as NSString).pathExtension {
        case "strings":
            let result = StringsFileReader().read(bytes: text, path: path, locale: AppleResourceTree.locale(ofFileAt: path))
            return ([result.table], result.diagnostics)
        case "stringsdict":
            let result = text.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: path, locale: AppleResourceTree.locale(ofFileAt: path)) }
            return ([result.table], result.diagnostics)
        case "xcstrings":
            return StringCatalogReader().read(bytes: text, path: path)
        default:
            let folder = (FilePaths.parent(of: path) as NSString).lastPathComponent
            let configuration = (try? ValuesConfiguration(folderName: folder)) ?? ValuesConfiguration()
            let result = text.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: path, configuration: configuration) }
            return ([result.table], result.diagnostics)
        }
    }

    /// How two readings of a file differ in meaning, ignoring what the fixes change: argument
    /// positions written out, stray byte-order marks, and entries an escaped apostrophe adds.
    static func meaningDifference(_ before: [StringTable], _ after: [StringTable]) -> String? {
        guard before.count == after.count else { return "another number of languages" }
        for (old, new) in zip(before, after) {
            let newEntries = Dictionary(new.entries.map { ($0.key + "|" + ($0.product ?? ""), $0) }, uniquingKeysWith: { first, _ in first })
            for entry in old.entries {
                guard let fixed = newEntries[entry.key + "|" + (entry.product ?? "")] else { return "'\(entry.key)' is gone" }
                let oldPieces = TextPiece.pieces(of: entry.value, format: old.format, state: nil).map(canonical)
                let newPieces = TextPiece.pieces(of: fixed.value, format: new.format, state: nil).map(canonical)
                if oldPieces != newPieces { return "'\(entry.key)' would change" }
            }
        }
        return nil
    }

    /// A piece's text with each argument written as `{index:conversion}` and byte-order marks removed.
    private static func canonical(_ piece: TextPiece) -> String {
        var text = ""
        for segment in piece.format.segments {
            switch segment {
            case .placeholder(let placeholder):
                var flags = placeholder.flags
                flags.removeAll { $0 == .previousArgument }
                text += "{\(placeholder.argumentIndex):\(flags.map(\.rawValue))\(placeholder.width ?? -1).\(placeholder.precision ?? -1)\(placeholder.length.map { "\($0)" } ?? "")\(placeholder.conversion.text)}"
            case .variable(let variable):
                text += "{\(variable.argumentIndex):#@\(variable.name)@}"
            default:
                text += segment.text
            }
        }
        return text.replacingOccurrences(of: "\u{FEFF}", with: "")
    }
}
