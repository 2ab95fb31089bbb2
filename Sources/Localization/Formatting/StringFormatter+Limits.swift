import LocalizedStrings

extension StringFormatter {
    /// The largest width a placeholder may ask for (`%1000s`): no label needs more, and
    /// without a bound `%1$2147483647s` would build a 2 GB string on every lookup.
    public static let maximumWidth = 1_000
    /// The largest precision a placeholder may ask for (`%.1000f`), for the same reason.
    public static let maximumPrecision = 1_000

    /// Whether a placeholder asks for more than ``maximumWidth`` or ``maximumPrecision``. The
    /// formatter prints such a placeholder as it is written, as it does a malformed one, and a
    /// ``Localizer`` reports it when it loads the table (`format-width-too-large`).
    ///
    /// - Parameter placeholder: The placeholder.
    public static func exceedsLimits(_ placeholder: FormatString.Placeholder) -> Bool {
        (placeholder.width ?? 0) > maximumWidth || (placeholder.precision ?? 0) > maximumPrecision
    }

    /// Whether a Java `%5%` asks for more than ``maximumWidth``.
    static func exceedsLimits(_ percentSign: FormatString.PercentSign) -> Bool {
        (percentSign.width ?? 0) > maximumWidth
    }

    /// The specifiers of a format that ask for more than the limits, as written.
    ///
    /// - Parameter format: The parsed format.
    public static func oversizedSpecifiers(in format: FormatString) -> [String] {
        format.segments.compactMap { segment in
            switch segment {
            case .placeholder(let placeholder) where exceedsLimits(placeholder): segment.text
            case .percentSign(let percentSign) where exceedsLimits(percentSign): segment.text
            default: nil
            }
        }
    }
}
