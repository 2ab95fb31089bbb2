extension String {
    /// The text with every invisible or control character (``Unicode/Scalar/isInvisibleOrControl``)
    /// written as an escape — `\n`, `\t`, else `\u{1b}` — so that a line of output stays one
    /// line and a terminal or an editor shows what it got: a key holding an ANSI escape cannot
    /// recolour or rewrite the screen, a newline in a message cannot start a line that looks
    /// like another diagnostic. Backslashes and quotes are left as they are.
    ///
    ///     "\u{1B}[31mred".withVisibleControls   // "\u{1b}[31mred", as text
    public var withVisibleControls: String {
        escapingControls(andQuotes: false)
    }

    /// ``withVisibleControls``, and also `"` and `\` escaped, for text shown between quotes.
    public var quotedWithVisibleControls: String {
        escapingControls(andQuotes: true)
    }

    private func escapingControls(andQuotes: Bool) -> String {
        guard unicodeScalars.contains(where: { $0.isInvisibleOrControl || (andQuotes && ($0 == "\"" || $0 == "\\")) }) else {
            return self
        }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\"" where andQuotes: result += "\\\""
            case "\\" where andQuotes: result += "\\\\"
            default:
                if scalar.isInvisibleOrControl {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
