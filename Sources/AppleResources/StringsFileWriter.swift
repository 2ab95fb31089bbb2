import LocalizedStrings
import StreamingXML
import OrderedJSON

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
        data(for: table, followedBy: [])
    }

    /// The file's bytes when the table's entries are followed by others whose text
    /// ``fragment(for:)`` wrote once for all the files that hold them: the same bytes as
    /// ``data(for:)`` of the table with those entries after its own. The table's syntax must
    /// be the old-style one (`fragment(for:)` writes that).
    public func data(for table: StringTable, followedBy fragments: [[UInt8]]) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let (utf8, diagnostics) = utf8Document(for: table, followedBy: fragments)
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

    /// The file's text as UTF-8 bytes, appended to one buffer sized beforehand: a table of a
    /// locale with every gap filled has thousands of entries, and a `String` built of pieces
    /// costs several allocations per entry. Entries are read in place, not copied.
    private func utf8Document(for table: StringTable, followedBy fragments: [[UInt8]] = []) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let entries = table.entries
        var size = fragments.reduce(0) { $0 + $1.count + 1 }
        for index in entries.indices {
            if let value = Self.stringValue(of: entries[index].value) {
                size += entries[index].key.utf8.count + value.utf8.count + (entries[index].comment?.utf8.count ?? 0) + 16
            } else {
                diagnostics.append(nonStringError(entries[index], in: table))
            }
        }
        let fileDetails = table.stringsFileDetails
        if fileDetails.syntax == .xml {
            return (Array(xmlDocument(entries).utf8), diagnostics)
        }
        var bytes: [UInt8] = []
        // Escapes make a few entries longer than counted; the rare growth is amortized.
        bytes.reserveCapacity(size + size / 16)
        for index in entries.indices {
            guard let value = Self.stringValue(of: entries[index].value) else { continue }
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            if let leading = entries[index].details[StringsEntryDetails.self]?.leadingComments {
                Self.append(leading, to: &bytes)
                Self.append("\n\n", to: &bytes)
            }
            appendPair(entries[index], value: value, in: table, to: &bytes, diagnostics: &diagnostics)
        }
        for fragment in fragments where !fragment.isEmpty {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            bytes += fragment
        }
        if let trailing = fileDetails.trailingComments {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            Self.append(trailing, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return (bytes, diagnostics)
    }

    /// The UTF-8 text of entries as a file holds them after others: each entry's lines, a blank
    /// line between two; with the errors and warnings writing them in a file of `path` gives.
    /// Text that several files share is written once this way (``data(for:followedBy:)``).
    public func fragment(for entries: [Entry], path: String) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        utf8Document(for: StringTable(path: path, format: .strings, entries: entries))
    }

    /// The text a `.strings` file holds for an entry, or `nil` for a value it cannot hold.
    private static func stringValue(of entry: Entry) -> String? {
        stringValue(of: entry.value)
    }

    private static func stringValue(of value: EntryValue) -> String? {
        switch value {
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
            Self.append("/* ", to: &bytes)
            if Self.containsCommentEnd(comment) {
                Self.append(commentText(comment, of: entry, in: table, diagnostics: &diagnostics), to: &bytes)
            } else {
                Self.append(comment, to: &bytes)
            }
            Self.append(" */\n\"", to: &bytes)
        } else {
            bytes.append(UInt8(ascii: "\""))
        }
        Self.appendEscaped(entry.key, to: &bytes)
        Self.append("\" = \"", to: &bytes)
        Self.appendEscaped(value, to: &bytes)
        Self.append("\";\n", to: &bytes)
    }

    /// Appends text as it is, its bytes in one copy.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends punctuation without building an array for it.
    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a key or value escaped for a double-quoted `.strings` string: `"` and `\`, line
    /// ends and tabs by name, other control characters as `\U` and four hex digits. Every one
    /// of them is an ASCII byte, which is never part of a longer UTF-8 sequence, so the runs
    /// between them are copied whole.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = QuotedTextScan.firstByteToEscape(in: utf8, from: 0, escapingDelete: true)
            while index < utf8.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch utf8[index] {
                case UInt8(ascii: "\""): append("\\\"", to: &bytes)
                case UInt8(ascii: "\\"): append("\\\\", to: &bytes)
                case UInt8(ascii: "\n"): append("\\n", to: &bytes)
                case UInt8(ascii: "\r"): append("\\r", to: &bytes)
                case UInt8(ascii: "\t"): append("\\t", to: &bytes)
                case let control:
                    append("\\U00", to: &bytes)
                    bytes.append(hexDigits[Int(control >> 4)])
                    bytes.append(hexDigits[Int(control & 0xF)])
                }
                runStart = index + 1
                index = QuotedTextScan.firstByteToEscape(in: utf8, from: runStart, escapingDelete: true)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

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
            text += "\t<key>" + XMLEscape.text.escaped(entry.key) + "</key>\n"
            text += "\t<string>" + XMLEscape.text.escaped(value) + "</string>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}
