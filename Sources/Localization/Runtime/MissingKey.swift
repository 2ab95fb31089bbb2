import LocalizedStrings

/// A key that no localization of the fallback chain has, as reported to a
/// ``Localizer/Configuration/missingKeyHandler``.
///
/// The handler is called once per table and key for each choice of preferred languages, not on
/// every lookup, so it can log or count without flooding (fluent.js#160 describes the
/// over-reporting this avoids).
public struct MissingKey: Hashable, Sendable, CustomStringConvertible {
    /// The key looked up.
    public let key: String
    /// The table searched.
    public let table: String
    /// The steps searched, in order.
    public let chain: [FallbackStep]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table.
    ///   - chain: The steps searched.
    public init(key: String, table: String, chain: [FallbackStep]) {
        self.key = key
        self.table = table
        self.chain = chain
    }

    /// `"key" is missing from Localizable in fr, en`.
    public var description: String {
        "\"\(key)\" is missing from \(table) in \(chain.isEmpty ? "every localization" : chain.map(\.description).joined(separator: ", "))"
    }
}
