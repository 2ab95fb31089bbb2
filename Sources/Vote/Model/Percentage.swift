/// A share of a whole in percent, rounded to hundredths of a percent: the original showed at
/// most two fraction digits (`NSNumberFormatter.maximumFractionDigits = 2`).
///
///     let share = Percentage(1, of: 6)
///     print(share.hundredths, share.fractionDigits)  // Prints "1667 2"
///     print(Percentage(1, of: 8).fractionDigits)       // Prints "1" (12.5)
public struct Percentage: Hashable, Sendable, Comparable {
    /// The share in hundredths of a percent: 1667 is 16.67 %, 10000 is 100 %.
    public let hundredths: Int

    /// A percentage of a number of hundredths.
    ///
    /// - Parameter hundredths: The share in hundredths of a percent.
    public init(hundredths: Int) {
        self.hundredths = hundredths
    }

    /// The share `part / whole` in percent, rounded to the nearest hundredth, halves away from
    /// zero; computed in integers, so that 1 of 8 is exactly 12.5 and no binary fraction
    /// rounds the wrong way.
    ///
    /// - Parameters:
    ///   - part: The part.
    ///   - whole: The whole; it must be positive.
    public init(_ part: Int, of whole: Int) {
        precondition(whole > 0, "a share of nothing has no percentage")
        let magnitude = (part.magnitude * 20_000 + UInt(whole)) / (2 * UInt(whole))
        hundredths = part < 0 ? -Int(magnitude) : Int(magnitude)
    }

    /// The share as a number of percent, such as 16.67.
    public var value: Double {
        Double(hundredths) / 100
    }

    /// How many fraction digits show it exactly: 0 for 50, 1 for 12.5, 2 for 16.67.
    public var fractionDigits: Int {
        if hundredths % 100 == 0 { return 0 }
        return hundredths % 10 == 0 ? 1 : 2
    }

    /// Whether the first share is the smaller.
    public static func < (lhs: Percentage, rhs: Percentage) -> Bool {
        lhs.hundredths < rhs.hundredths
    }
}
