import LocalizedStrings

/// What a conversion converted: `12 locales, 340 strings, 12 plurals, 2 arrays, 3 warnings`.
public struct ConversionSummary: Sendable, Hashable, CustomStringConvertible {
    /// The locales written.
    public var locales = 0
    /// Strings converted (counted once per locale).
    public var strings = 0
    /// Plurals converted.
    public var plurals = 0
    /// Arrays converted.
    public var arrays = 0
    /// Errors reported.
    public var errors = 0
    /// Warnings reported.
    public var warnings = 0

    /// Creates an empty summary.
    public init() {}

    /// Counts an entry of the source.
    mutating func count(_ value: EntryValue) {
        switch value {
        case .text, .reference, .device: strings += 1
        case .plural, .variableFormat: plurals += 1
        case .array: arrays += 1
        }
    }

    /// Counts the entries of groups.
    mutating func count(_ groups: [(key: String, entries: [Entry])]) {
        for group in groups { for entry in group.entries { count(entry.value) } }
    }

    /// Adds the entries another summary counted.
    mutating func countEntries(of other: ConversionSummary) {
        strings += other.strings
        plurals += other.plurals
        arrays += other.arrays
    }

    /// Counts diagnostics.
    mutating func count(_ diagnostics: [Diagnostic]) {
        errors += diagnostics.filter { $0.severity == .error }.count
        warnings += diagnostics.filter { $0.severity == .warning }.count
    }

    public var description: String {
        [CountPhrase.of(locales, "locale"), CountPhrase.of(strings, "string"), CountPhrase.of(plurals, "plural"),
         CountPhrase.of(arrays, "array"), CountPhrase.of(errors, "error"), CountPhrase.of(warnings, "warning")].joined(separator: ", ")
    }
}
