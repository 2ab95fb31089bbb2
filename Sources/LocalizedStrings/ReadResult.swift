/// What a reader produced from one file: the table and the problems it found.
///
/// Readers do not throw for bad input: they keep what they could read and say what was
/// wrong, so that one broken file does not hide the rest of a resource tree.
public struct ReadResult: Sendable {
    /// The entries read.
    public var table: StringTable
    /// Problems and notes, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(table: StringTable, diagnostics: [Diagnostic]) {
        self.table = table
        self.diagnostics = diagnostics
    }
}
