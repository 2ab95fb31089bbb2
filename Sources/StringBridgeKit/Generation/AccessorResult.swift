import AccessorGeneration
import LocalizedStrings

/// What ``AccessorPipeline`` did: the file's text, whether the file on disk already held it,
/// whether it was written, and what the resources and the checks reported.
public struct AccessorResult: Sendable {
    /// The generated file, or `nil` when the development language could not be read.
    public var text: String?
    /// The resources the file has accessors for.
    public var resources: [StringResource]
    /// Whether the file on disk holds exactly ``text``.
    public var isUpToDate: Bool
    /// Whether the file was written.
    public var wrote: Bool
    /// Errors in the development language's files (which stop generation), and placeholder types
    /// that differ between languages (the accessor takes the development language's).
    public var diagnostics: [Diagnostic]
}
