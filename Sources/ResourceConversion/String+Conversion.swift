import LocalizedStrings
import SystemSupport

extension String {
    /// `%` written as `%%`, for a string Android does not format (`formatted="false"`) but
    /// Apple would.
    func replacingPercentSigns() -> String {
        guard containsPercentSign else { return self }
        return split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
    }

    /// Whether the text has a `%`, which nearly every text a conversion maps is asked and few
    /// have.
    var containsPercentSign: Bool { containsByte(UInt8(ascii: "%")) }

    /// `%%` written as `%`: the inverse of ``replacingPercentSigns()``.
    func replacingDoubledPercentSigns() -> String {
        guard contains("%%") else { return self }
        return components(separatedByString: "%%").joined(separator: "%")
    }

    private func components(separatedByString separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.range(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
