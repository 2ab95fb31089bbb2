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
        let (utf8, diagnostics) = utf8Document(for: table)
        switch encoding(for: table) {
        case .utf8: return (utf8, diagnostics)
        case .utf8WithBOM: return ([0xEF, 0xBB, 0xBF] + utf8, diagnostics)
        case let encoding: return (encoding.encode(String(decoding: utf8, as: UTF8.self)), diagnostics)
        }
    }

    /// The file's text.
    public func document(for table: StringTable) -> (text: String, diagnostics: [Diagnostic]) {
        let (utf8, diagnostics) = utf8Document(for: table)
        return (String(decoding: utf8, as: UTF8.self), diagnostics)
    }

    /// The file's text as UTF-8 bytes, appended to one buffer: a table of a locale with every
    /// gap filled has thousands of entries, and a `String` built of pieces costs several
    /// allocations per entry.
    private func utf8Document(for table: StringTable) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var size = 0
        for entry in table.entries {
            if let value = Self.stringValue(of: entry) {
                size += entry.key.utf8.count + value.utf8.count + (entry.comment?.utf8.count ?? 0) + 16
            } else {
                diagnostics.append(nonStringError(entry, in: table))
            }
        }
        let fileDetails = table.stringsFileDetails
        if fileDetails.syntax == .xml {
            return (Array(xmlDocument(table.entries).utf8), diagnostics)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        for entry in table.entries {
            guard let value = Self.stringValue(of: entry) else { continue }
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            if let leading = entry.details[StringsEntryDetails.self]?.leadingComments {
                bytes += leading.utf8
                bytes += "\n\n".utf8
            }
            appendPair(entry, value: value, in: table, to: &bytes, diagnostics: &diagnostics)
        }
        if let trailing = fileDetails.trailingComments {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            bytes += trailing.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return (bytes, diagnostics)
    }

    /// The text a `.strings` file holds for an entry, or `nil` for a value it cannot hold.
    private static func stringValue(of entry: Entry) -> String? {
        switch entry.value {
        case .text(let styled): styled.text
        case .reference(let reference): reference.description
        default: nil
        }
    }

    private func nonStringError(_ entry: Entry, in table: StringTable) -> Diagnostic {
        .error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
               "'\(entry.key)' holds a \(entry.value.kindName) value that a .strings file cannot hold; it belongs in a .stringsdict")
    }

    /// One entry as the lines of an old-style `.strings` file: its comment and
    /// `"key" = "value";`, ending in a line feed; `nil` text (and an error) for a value a
    /// `.strings` file cannot hold.
    public func entryText(_ entry: Entry, in table: StringTable) -> (text: String?, diagnostics: [Diagnostic]) {
        guard let value = Self.stringValue(of: entry) else { return (nil, [nonStringError(entry, in: table)]) }
        var diagnostics: [Diagnostic] = []
        var bytes: [UInt8] = []
        appendPair(entry, value: value, in: table, to: &bytes, diagnostics: &diagnostics)
        return (String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    private func appendPair(_ entry: Entry, value: String, in table: StringTable, to bytes: inout [UInt8],
                            diagnostics: inout [Diagnostic]) {
        if let comment = entry.comment {
            bytes += "/* ".utf8
            bytes += commentText(comment, of: entry, in: table, diagnostics: &diagnostics).utf8
            bytes += " */\n".utf8
        }
        bytes.append(UInt8(ascii: "\""))
        Self.appendEscaped(entry.key, to: &bytes)
        bytes += "\" = \"".utf8
        Self.appendEscaped(value, to: &bytes)
        bytes += "\";\n".utf8
    }

    /// Appends a key or value escaped for a double-quoted `.strings` string: `"` and `\`, line
    /// ends and tabs by name, other control characters as `\U` and four hex digits. Every one
    /// of them is an ASCII byte, which is never part of a longer UTF-8 sequence, so the runs
    /// between them are copied whole.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices where needsEscape(utf8[index]) {
                bytes += UnsafeBufferPointer(rebasing: utf8[runStart..<index])
                runStart = index + 1
                switch utf8[index] {
                case UInt8(ascii: "\""): bytes += "\\\"".utf8
                case UInt8(ascii: "\\"): bytes += "\\\\".utf8
                case UInt8(ascii: "\n"): bytes += "\\n".utf8
                case UInt8(ascii: "\r"): bytes += "\\r".utf8
                case UInt8(ascii: "\t"): bytes += "\\t".utf8
                case let control:
                    bytes += "\\U00".utf8
                    bytes.append(hexDigits[Int(control >> 4)])
                    bytes.append(hexDigits[Int(control & 0xF)])
                }
            }
            bytes += UnsafeBufferPointer(rebasing: utf8[runStart...])
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    private func commentText(_ comment: String, of entry: Entry, in table: StringTable,
                             diagnostics: inout [Diagnostic]) -> String {
        guard Self.containsCommentEnd(comment) else { return comment }
        diagnostics.append(.warning(AppleDiagnosticID.malformedStrings, at: entry.location ?? SourceLocation(path: table.path),
                                    "the comment of '\(entry.key)' contains '*/', which would end it early; written as '* /'"))
        var text = comment
        while let range = text.range(of: "*/") { text.replaceSubrange(range, with: "* /") }
        return text
    }

    /// Whether the text holds `*/`, looked for in its bytes.
    private static func containsCommentEnd(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count > 1 else { return false }
            for index in 1..<utf8.count where utf8[index] == UInt8(ascii: "/") && utf8[index - 1] == UInt8(ascii: "*") {
                return true
            }
            return false
        }
    }

    private func xmlDocument(_ entries: [Entry]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            """ + "\n"
        for entry in entries {
            guard let value = Self.stringValue(of: entry) else { continue }
            text += "\t<key>" + PropertyListValue.escape(entry.key) + "</key>\n"
            text += "\t<string>" + PropertyListValue.escape(value) + "</string>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}
