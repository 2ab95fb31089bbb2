/// The user's preferences (the original's Settings screen): results as counts or as
/// percentages, and how many choices a new vote can have.
public struct VoteSettings: Hashable, Sendable {
    /// How many choices a vote can have: at least 2, and a maximum the user sets from 2 to 5
    /// (the original's `minChoices` and `maxChoices`, the stepper's range).
    public static let optionLimits: ClosedRange<Int> = 2...5

    /// Whether the results show percentages rather than counts; off by default.
    public var resultsAsPercent: Bool
    /// The most choices a new vote can have; 5 by default, always within ``optionLimits``
    /// (a value outside is clamped, as the original's stepper clamps its value).
    public var maximumOptions: Int {
        didSet { maximumOptions = Self.clamped(maximumOptions) }
    }

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - resultsAsPercent: Whether the results show percentages.
    ///   - maximumOptions: The most choices a new vote can have, clamped to ``optionLimits``.
    public init(resultsAsPercent: Bool = false, maximumOptions: Int = VoteSettings.optionLimits.upperBound) {
        self.resultsAsPercent = resultsAsPercent
        self.maximumOptions = Self.clamped(maximumOptions)
    }

    /// A number of options within ``optionLimits``.
    static func clamped(_ options: Int) -> Int {
        min(max(options, optionLimits.lowerBound), optionLimits.upperBound)
    }
}
