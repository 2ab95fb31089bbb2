import LocalizedStrings

/// Writes a ``StringTable`` as an Apple `.strings` file: each entry's comment as
/// `/* … */`, then `"key" = "value";`, with a blank line between entries.
///
/// Values are escaped only where needed: `"` and `\`, and line ends, tabs and other
/// control characters (as `\n`, `\r`, `\t`, `\U0007`). Comments the reader kept
/// (``StringsEntryDetails``, ``StringsFileDetails/trailingComments``) are written back. A table
/// read from an XML property list is written as one again. The output is deterministic.
public struct StringsFileWriter: Sendable {
    /// The encoding to write, or `nil` to keep the one the table was read with (UTF-8 for a
    /// new table).
    public var encoding: StringsFileEncoding?

    /// Creates a writer.
    public init(encoding: StringsFileEncoding? = nil) {
        self.encoding = encoding
    }

    /// The encoding this writer uses for a table.
    public func encoding(for table: StringTable) -> StringsFileEncoding {
        encoding ?? table.stringsFileDetails.encoding ?? .utf8
    }

    /// The file's bytes in ``encoding(for:)``, and errors for entries a `.strings` file
    /// cannot hold (plurals, arrays).
    public func data(for table: StringTable) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let document = document(for: table)
        return (encoding(for: table).encode(document.text), document.diagnostics)
    }

    /// The file's text.
    public func document(for table: StringTable) -> (text: String, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var pairs: [(entry: Entry, value: String)] = []
        for entry in table.entries {
            switch entry.value {
            case .text(let styled):
                pairs.append((entry, styled.text))
            case .reference(let reference):
                pairs.append((entry, reference.description))
            default:
                diagnostics.append(.error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
                                          "'\(entry.key)' holds a \(entry.value.kindName) value that a .strings file cannot hold; it belongs in a .stringsdict"))
            }
        }
        let fileDetails = table.stringsFileDetails
        if fileDetails.syntax == .xml {
            return (xmlDocument(pairs), diagnostics)
        }
        var text = ""
        for (entry, value) in pairs {
            if !text.isEmpty { text += "\n" }
            if let leading = entry.details[StringsEntryDetails.self]?.leadingComments { text += leading + "\n\n" }
            text += pairText(entry, value: value, in: table, diagnostics: &diagnostics)
        }
        if let trailing = fileDetails.trailingComments {
            text += (text.isEmpty ? "" : "\n") + trailing + "\n"
        }
        return (text, diagnostics)
    }

    /// One entry as the lines of an old-style `.strings` file: its comment and
    /// `"key" = "value";`, ending in a line feed; `nil` text (and an error) for a value a
    /// `.strings` file cannot hold.
    public func entryText(_ entry: Entry, in table: StringTable) -> (text: String?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let value: String
        switch entry.value {
        case .text(let styled): value = styled.text
        case .reference(let reference): value = reference.description
        default:
            return (nil, [.error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
                                 "'\(entry.key)' holds a \(entry.value.kindName) value that a .strings file cannot hold; it belongs in a .stringsdict")])
        }
        return (pairText(entry, value: value, in: table, diagnostics: &diagnostics), diagnostics)
    }

    private func pairText(_ entry: Entry, value: String, in table: StringTable, diagnostics: inout [Diagnostic]) -> String {
        var text = ""
        if let comment = entry.comment {
            text += "/* " + commentText(comment, of: entry, in: table, diagnostics: &diagnostics) + " */\n"
        }
        return text + "\"" + Self.escape(entry.key) + "\" = \"" + Self.escape(value) + "\";\n"
    }

    /// Escapes a key or value for a double-quoted `.strings` string.
    public static func escape(_ text: String) -> String {
        // Most keys and values need nothing: check the bytes before building a new string.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }) {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    private func commentText(_ comment: String, of entry: Entry, in table: StringTable,
                             diagnostics: inout [Diagnostic]) -> String {
        guard comment.utf8.contains(UInt8(ascii: "*")), comment.contains("*/") else { return comment }
        diagnostics.append(.warning(AppleDiagnosticID.malformedStrings, at: entry.location ?? SourceLocation(path: table.path),
                                    "the comment of '\(entry.key)' contains '*/', which would end it early; written as '* /'"))
        var text = comment
        while let range = text.range(of: "*/") { text.replaceSubrange(range, with: "* /") }
        return text
    }

    private func xmlDocument(_ pairs: [(entry: Entry, value: String)]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            """ + "\n"
        for (entry, value) in pairs {
            text += "\t<key>" + PropertyListValue.escape(entry.key) + "</key>\n"
            text += "\t<string>" + PropertyListValue.escape(value) + "</string>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}
