import LocalizedStrings

/// The result of a conversion: the tables to write (with paths relative to the output
/// folder), what could not be carried exactly, and the counts for the summary line.
public struct ConversionOutput: Sendable {
    /// The tables to write, each with its path relative to the output folder.
    public var tables: [StringTable]
    /// Diagnostics about the conversion (the input's own diagnostics are not repeated).
    public var diagnostics: [Diagnostic]
    /// Counts for the summary line.
    public var summary: ConversionSummary
}
