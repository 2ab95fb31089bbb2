import LocalizedStrings

extension String {
    /// `%` written as `%%`, for a string Android does not format (`formatted="false"`) but
    /// Apple would.
    func replacingPercentSigns() -> String {
        guard containsPercentSign else { return self }
        return split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
    }

    /// Whether the text has a `%`, which nearly every text a conversion maps is asked and few
    /// have: `memchr` over the UTF-8 bytes (a native string's are contiguous), where walking
    /// the `UTF8View` cost about ten instructions a byte.
    var containsPercentSign: Bool {
        utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil }
            ?? utf8.contains(UInt8(ascii: "%"))
    }

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
