import AppleResources
import LocalizedStrings

/// The result of a conversion: the tables to write (with paths relative to the output
/// folder), what could not be carried exactly, and the counts for the summary line.
public struct ConversionOutput: Sendable {
    /// One output table: a file, or one language of a String Catalog.
    public struct Output: Hashable, Sendable {
        /// The path relative to the output folder.
        public var path: String
        /// The table's locale (`nil` for Android's `values/`).
        public var locale: LanguageTag?

        /// Names an output table.
        public init(path: String, locale: LanguageTag?) {
            self.path = path
            self.locale = locale
        }
    }

    /// The tables to write, each with its path relative to the output folder, and the
    /// entries each shares with others.
    public var convertedTables: [TableWithSharedEntries]
    /// The tables to write, each whole (``TableWithSharedEntries/materialized``).
    public var tables: [StringTable] {
        get { convertedTables.map(\.materialized) }
        set { convertedTables = newValue.map(TableWithSharedEntries.init) }
    }
    /// Every block of entries the tables share, each once (a block may be in no table).
    public var sharedBlocks: [SharedEntries] = []
    /// Diagnostics about the conversion (the input's own diagnostics are not repeated).
    public var diagnostics: [Diagnostic]
    /// Counts for the summary line.
    public var summary: ConversionSummary
    /// The input files each output table was made from.
    public var origins: [Output: [String]] = [:]

    /// Creates an output.
    public init(tables: [StringTable], diagnostics: [Diagnostic], summary: ConversionSummary, origins: [Output: [String]] = [:]) {
        self.init(convertedTables: tables.map(TableWithSharedEntries.init), diagnostics: diagnostics, summary: summary, origins: origins)
    }

    /// Creates an output whose tables may share entries.
    public init(convertedTables: [TableWithSharedEntries], sharedBlocks: [SharedEntries] = [], diagnostics: [Diagnostic],
                summary: ConversionSummary, origins: [Output: [String]] = [:]) {
        self.convertedTables = convertedTables
        self.sharedBlocks = sharedBlocks
        self.diagnostics = diagnostics
        self.summary = summary
        self.origins = origins
    }
}
