import LocalizedStrings

/// Choices a user makes for a conversion.
public struct ConversionOptions: Sendable {
    /// The conversion letter and length Android's `%d` becomes on Apple platforms.
    public enum IntegerSpecifier: String, Sendable, CaseIterable {
        /// `%d`: a 32-bit `int` on Apple platforms.
        case int = "d"
        /// `%ld`: a `long`, 64 bits on Apple's 64-bit platforms.
        case long = "ld"
        /// `%lld`: a `long long`, 64 bits everywhere; what Xcode writes for a Swift `Int`.
        case longLong = "lld"

        /// The length modifier.
        var length: FormatString.LengthModifier? {
            switch self {
            case .int: nil
            case .long: .long
            case .longLong: .longLong
            }
        }
    }

    /// The language of the Android default folder (`values/`) and of an Apple source table.
    public var sourceLanguage: LanguageTag
    /// How Android integer specifiers are written on Apple platforms.
    public var integerSpecifier: IntegerSpecifier
    /// The Apple table name (`Localizable`): the `.strings`/`.stringsdict` file names and the
    /// table that converting back writes to `strings.xml`.
    public var tableName: String
    /// Whether Android → Apple writes into each locale's table the keys its folder lacks, with
    /// the text Android shows there (true by default; see ``AndroidToAppleConverter``): without
    /// them Apple platforms show the key. `false` keeps the gaps, and the output small.
    public var fillsGaps: Bool

    /// Creates options; the defaults are English, `%lld`, `Localizable` and filled gaps.
    public init(sourceLanguage: LanguageTag = LanguageTag(language: "en"), integerSpecifier: IntegerSpecifier = .longLong,
                tableName: String = "Localizable", fillsGaps: Bool = true) {
        self.sourceLanguage = sourceLanguage
        self.integerSpecifier = integerSpecifier
        self.tableName = tableName
        self.fillsGaps = fillsGaps
    }
}
