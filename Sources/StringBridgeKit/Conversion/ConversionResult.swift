import LocalizedStrings
import ResourceConversion

/// What ``ConversionPipeline`` did: the files of the conversion, which of them change and
/// which were written, every diagnostic, and the counts.
public struct ConversionResult: Sendable {
    /// Every file of the conversion, with its content, in output order.
    public var files: [OutputFile]
    /// The files whose content differs from what is on disk (or that do not exist yet).
    public var changed: [OutputFile]
    /// The files written (empty unless the request's mode is ``ConversionRequest/Mode/write``
    /// and there were no errors).
    public var written: [OutputFile] = []
    /// The diagnostics of reading, converting, rendering and writing.
    public var diagnostics: [Diagnostic]
    /// The counts for the summary line.
    public var summary: ConversionSummary

    /// The id of the diagnostic for files that could not be written.
    public static let writeFailedID = "write-failed"

    /// What happened to a file.
    public enum FileStatus: String, Sendable {
        /// Its content is what is on disk already.
        case unchanged
        /// It was written.
        case written
        /// It differs from what is on disk, and was not written.
        case wouldChange = "would-change"
    }

    /// Each of ``files`` with what happened to it.
    public var fileStatuses: [(file: OutputFile, status: FileStatus)] {
        let writtenPaths = Set(written.map(\.path))
        let changedPaths = Set(changed.map(\.path))
        return files.map { file in
            (file, writtenPaths.contains(file.path) ? .written : changedPaths.contains(file.path) ? .wouldChange : .unchanged)
        }
    }
}
