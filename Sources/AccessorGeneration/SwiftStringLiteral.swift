import LocalizedStrings

/// Swift string literals for keys and table names, which may hold any character.
enum SwiftStringLiteral {
    /// The text as a one-line Swift string literal: `"`, `\` and control or invisible
    /// characters escaped (`\n`, `\t`, `\u{1b}`), everything else as it is.
    ///
    ///     SwiftStringLiteral.quoted("Say \"hi\"\n")   // "\"Say \\\"hi\\\"\\n\""
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.isInvisibleOrControl {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
