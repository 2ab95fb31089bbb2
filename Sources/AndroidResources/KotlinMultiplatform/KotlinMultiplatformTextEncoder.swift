import LocalizedStrings

/// Writes a text as the content of a Compose Multiplatform or moko-resources element, so that
/// the toolchain reads it back as the same text (``TextContentValuesParser``).
///
/// Neither toolchain has styled text: a text with spans is written as its characters, with a
/// warning. What a dialect cannot say at all is written as near as it gets, with a warning:
/// Compose replaces only `%1$s` and `%1$d`, and no moko text can hold a backslash before `n`.
enum KotlinMultiplatformTextEncoder {
    /// The element content for a text, and what could not be written exactly.
    ///
    /// - Parameters:
    ///   - styled: The text (a Java format string when `isFormatted`, as the model holds it).
    ///   - isFormatted: Whether the text is a format string (`%%` a percent sign).
    ///   - dialect: `compose` or `moko`.
    static func content(for styled: StyledText, isFormatted: Bool, dialect: AndroidDialect) -> (content: String, problems: [String]) {
        var problems: [String] = []
        if !styled.spans.isEmpty {
            problems.append("\(dialect.toolchainName) strings have no styling: the text of <\(styled.spans[0].name)> is written without its tags")
        }
        switch dialect {
        case .compose:
            var text = styled.text
            if isFormatted {
                let converted = ComposeTemplates.composeText(fromTemplate: text)
                text = converted.text
                if !converted.unsupported.isEmpty {
                    problems.append("the Compose runtime replaces only numbered %1$s and %1$d, so \(converted.unsupported.map { "'\($0)'" }.joined(separator: ", ")) will show as written")
                }
            } else if ComposeTemplates.hasPlaceholders(text) {
                problems.append("the text is not a format string, but the Compose runtime replaces its %1$s and %1$d")
            }
            return (xmlEscaped(ComposeEscapes.encode(text)), problems)
        case .moko:
            let encoded = mokoText(styled.text)
            if encoded.hasLiteralBackslashN {
                problems.append("moko-resources reads every \\n as a line break, so no text can hold a backslash before 'n'; it becomes a backslash and a line break")
            }
            return (encoded.content, problems)
        case .aapt2:
            preconditionFailure("aapt2 text is written by AndroidTextEncoder")
        }
    }

    /// `&`, `<` and `>` as XML character data cannot hold them.
    private static func xmlEscaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
            return text
        }
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.append(character)
            }
        }
        return output
    }

    /// The element content moko reads back as `value` (``MokoText/stringText(_:strictLineBreaks:)``):
    /// a line feed as `\n` (a line break in the file would be joined into a space), a carriage
    /// return and other control characters as character references, a backslash doubled before
    /// `'`, `"`, `?` and `@` (which moko would take for an Android escape), and an `&` that
    /// moko's second decoding of entities would take for one written `&amp;`.
    private static func mokoText(_ value: String) -> (content: String, hasLiteralBackslashN: Bool) {
        let scalars = Array(value.unicodeScalars)
        var output = ""
        var hasLiteralBackslashN = false
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "&#13;"
            case "&":
                // What moko decodes a second time must be written so that the first decoding,
                // the XML parser's, gives it back: `&amp;lt;` is the text `&lt;` only then.
                output += MokoText.startsEntity(String(String.UnicodeScalarView(scalars[index...]))) ? "&amp;amp;" : "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\\":
                if next == "n" { hasLiteralBackslashN = true }
                output += next == "'" || next == "\"" || next == "?" || next == "@" ? "\\\\" : "\\"
            default:
                if scalar.value < 0x20 && scalar != "\t" {
                    output += "&amp;#\(scalar.value);"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return (output, hasLiteralBackslashN)
    }
}
