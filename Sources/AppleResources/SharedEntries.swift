import LocalizedStrings

/// Entries that many output tables hold alike, kept once and shared by reference.
///
/// A key a locale lacks is written into its Apple table with the text Android shows there,
/// and most such keys are the same Apple entries in every locale that lacks them, so an app
/// with many partly translated locales has many times more filled entries than groups. A table holds each group's entries as one block of
/// these instead of a copy per locale (``TableWithSharedEntries``), and a writer can write a
/// block's text once for every file that holds it.
///
/// Only Apple tables share blocks (the gaps Android fills when it converts to Apple), and the
/// String Catalog writer takes tables in this form, so the type lives here rather than with the
/// conversion output in `ResourceConversion`, which depends on this module.
public final class SharedEntries: Sendable {
    /// The entries, in table order.
    public let entries: [Entry]
    /// The format of the tables that hold them.
    public let format: ResourceFormat

    /// Shares `entries`, held by tables of `format`.
    public init(_ entries: [Entry], format: ResourceFormat) {
        self.entries = entries
        self.format = format
    }
}
