import LocalizedStrings

/// What the linter reads: the tables and diagnostics the readers produced, and, to compare
/// platforms, which tables are the Android app's and which the Apple app's.
public struct LintInput: Sendable {
    /// Every table read.
    public var tables: [StringTable]
    /// The readers' diagnostics.
    public var diagnostics: [Diagnostic]
    /// The two sides to compare, when both were given (`--android` and `--apple`).
    public var parity: ParityInput?

    /// Creates an input.
    public init(tables: [StringTable], diagnostics: [Diagnostic], parity: ParityInput? = nil) {
        self.tables = tables
        self.diagnostics = diagnostics
        self.parity = parity
    }
}

/// The Android and the Apple resources of one app, for the parity rules.
public struct ParityInput: Sendable {
    /// The Android tables (`res/values*`).
    public var android: [StringTable]
    /// The Apple tables (`.strings`, `.stringsdict`, `.xcstrings`).
    public var apple: [StringTable]

    /// Creates a parity input.
    public init(android: [StringTable], apple: [StringTable]) {
        self.android = android
        self.apple = apple
    }
}
