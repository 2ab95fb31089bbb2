import LocalizedStrings
import ResourceConversion

/// What ``ConversionPipeline`` did: each output file with what happens to it, which files
/// were written, what was left out because of errors, every diagnostic, and the counts.
public struct ConversionResult: Sendable {
    /// Every output file of the conversion, in output order (stale files last). When the run
    /// writes, their content may be dropped (``FileUpdate/bytes`` empty): it is on disk.
    public var updates: [FileUpdate]
    /// The paths written or removed (empty unless the request's mode is
    /// ``ConversionRequest/Mode/write``).
    public var written: [String] = []
    /// The inputs left out because they have errors (`res/values-ru`, `ru.lproj/Localizable`):
    /// their outputs keep what they had.
    public var skipped: [String] = []
    /// Output files an earlier conversion wrote whose sources are gone (removed with `--prune`).
    public var stale: [String] = []
    /// Why nothing was written though there was something to write (`--strict` and errors, or
    /// an error in the folder every locale falls back to), or `nil`.
    public var heldBackBecause: String?
    /// Whether nothing was written because of errors.
    public var isHeldBack: Bool { heldBackBecause != nil }
    /// The diagnostics of reading, converting, updating and writing.
    public var diagnostics: [Diagnostic]
    /// The counts for the summary line.
    public var summary: ConversionSummary

    /// The id of the diagnostic for files that could not be written.
    public static let writeFailedID = "write-failed"
    /// The id of the diagnostic for an existing output file that cannot be updated.
    public static let updateFailedID = "update-failed"
    /// The id of the diagnostic for an output file whose sources are gone.
    public static let staleOutputID = "stale-output"

    /// Creates a result.
    public init(updates: [FileUpdate], diagnostics: [Diagnostic], summary: ConversionSummary) {
        self.updates = updates
        self.diagnostics = diagnostics
        self.summary = summary
    }

    /// The files that change on disk.
    public var changed: [FileUpdate] { updates.filter(\.isChange) }

    /// What happened to a file: written (or removed), unchanged, or would change.
    public func status(of update: FileUpdate) -> String {
        if written.contains(update.path) { return update.action == .remove ? "removed" : "written" }
        return update.isChange ? "would-change" : "unchanged"
    }
}
