import Foundation
import LocalizedStrings
import SystemSupport

/// Reads an Apple `.strings` file into a ``StringTable`` with the values Foundation reads.
///
/// Handles the encodings Foundation accepts (UTF-8 with or without a byte-order mark,
/// UTF-16 with one), the old-style syntax, files saved as XML or binary property lists
/// under a `.strings` name, comments (an entry's comment is what translation tools show for
/// it: the comments directly above it, inside it and after its `;` on its line, joined one a
/// line; see `docs/strings-comments.md`), and duplicate keys (the last one wins, as on Apple platforms, with a warning).
///
/// The table's ``StringsFileDetails`` record how the file was written (encoding, syntax,
/// trailing comments), so that a writer can keep it; an entry's ``StringsEntryDetails`` hold
/// the comments above it that a blank line separates from it.
public struct StringsFileReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a file; the locale comes from an enclosing `.lproj` folder.
    public func read(fileAt path: String) -> ReadResult {
        let bytes: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let contents): bytes = contents
        case .failure(let failure):
            return ReadResult(table: StringTable(path: path, format: .strings),
                              diagnostics: [failure.diagnostic(AppleDiagnosticID.unreadableFile, path: path)])
        }
        return read(bytes: bytes, path: path, locale: AppleResourceTree.locale(ofFileAt: path))
    }

    /// Reads a `.strings` file's bytes.
    ///
    /// Never more than ``Diagnostic/maximumPerFile`` diagnostics: the rest are counted.
    public func read(bytes: [UInt8], path: String, locale: LanguageTag? = nil) -> ReadResult {
        var result = readAll(bytes: bytes, path: path, locale: locale)
        result.diagnostics = result.diagnostics.limitedPerFile(path: path)
        return result
    }

    private func readAll(bytes: [UInt8], path: String, locale: LanguageTag?) -> ReadResult {
        var table = StringTable(path: path, format: .strings, locale: locale)
        if bytes.starts(with: Array("bplist".utf8)) {
            return readBinary(bytes, table: table)
        }
        let encoding: StringsFileEncoding
        let utf8: [UInt8]
        do {
            (encoding, utf8) = try StringsFileEncoding.decode(bytes)
        } catch {
            // The line and column of the first byte that is not UTF-8, counting the bytes before it.
            let location = SourceText(bytes: bytes, path: path).location(ofByte: error.offset)
            return ReadResult(table: table, diagnostics: [.error(AppleDiagnosticID.unsupportedEncoding,
                                                                 at: location, error.description)])
        }
        table.stringsFileDetails = StringsFileDetails(encoding: encoding, syntax: Self.looksLikeXML(utf8) ? .xml : .openStep)
        if Self.looksLikeXML(utf8) {
            return readXML(utf8, table: table)
        }
        return readOpenStep(utf8, table: table)
    }

    // MARK: - Old-style (OpenStep) syntax

    private func readOpenStep(_ utf8: [UInt8], table: StringTable) -> ReadResult {
        var table = table
        var diagnostics: [Diagnostic] = []
        // Entries are placed in file order by walking the text; anything else (rare) by an
        // index of its lines.
        var entryLines = SourceLineCursor(bytes: utf8, path: table.path)
        lazy var source = SourceText(bytes: utf8, path: table.path)
        var parser = StringsFileParser(utf8: utf8)
        let (pairs, trailing, error) = parser.parse()
        let comments = CommentTexts(all: parser.comments, utf8: utf8)
        var entries = LastValueWins(capacity: pairs.count)
        for pair in pairs {
            let location = entryLines.location(ofByte: pair.keyOffset)
            guard let value = pair.value else {
                diagnostics.append(.warning(AppleDiagnosticID.nonStringValue, at: source.location(ofByte: pair.valueOffset),
                                            "the value of \"\(pair.key)\" is not a string; a strings table cannot use it"))
                continue
            }
            var entry = Entry(key: pair.key, value: .text(StyledText(value)), location: location)
            let detached = comments.raw(pair.detachedComments)
            entry.comment = comments.text(pair.comments)
            if !detached.isEmpty { entry.details = FormatDetails(StringsEntryDetails(leadingComments: detached)) }
            if let duplicate = entries.add(entry) { diagnostics.append(duplicate) }
        }
        table.entries = entries.entries
        if !trailing.isEmpty {
            table.stringsFileDetails.trailingComments = comments.raw(trailing)
        }
        for offset in parser.loneSurrogateOffsets {
            diagnostics.append(Self.loneSurrogateWarning(at: source.location(ofByte: offset)))
        }
        if let error {
            diagnostics.append(.error(AppleDiagnosticID.malformedStrings, at: source.location(ofByte: error.offset),
                                      error.message))
        }
        return ReadResult(table: table, diagnostics: diagnostics)
    }

    /// Says that an escape of half a surrogate pair became U+FFFD.
    static func loneSurrogateWarning(at location: SourceLocation) -> Diagnostic {
        .warning(AppleDiagnosticID.loneSurrogate, at: location,
                 "this escape is half of a UTF-16 surrogate pair without its other half; Apple platforms read it as U+FFFD (\u{FFFD}); write the character itself, or both halves")
    }

    /// The comments of a file as the entries keep them, made from the file's bytes.
    private struct CommentTexts {
        let all: [StringsFileParser.Comment]
        let utf8: [UInt8]

        /// An entry's comment: the texts of its own comments, one a line (`nil` when it has none).
        func text(_ comments: Range<Int>) -> String? {
            guard !comments.isEmpty else { return nil }
            return utf8.withUnsafeBufferPointer { bytes in
                comments.map { StringsFileReader.commentText(UnsafeBufferPointer(rebasing: bytes[all[$0].bytes])) }
                    .filter { !$0.isEmpty || comments.count == 1 }.joined(separator: "\n")
            }
        }

        /// The comments as written, one after another on lines of their own.
        func raw(_ comments: Range<Int>) -> String {
            // Most entries have no detached comment.
            guard !comments.isEmpty else { return "" }
            return all[comments].map { String(decoding: utf8[$0.bytes], as: UTF8.self) }.joined(separator: "\n")
        }
    }

    /// A comment (its UTF-8 bytes) without its delimiters, trimmed of whitespace.
    static func commentText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var start = 0
        var end = bytes.count
        func hasPrefix(_ first: UInt8, _ second: UInt8) -> Bool { end >= 2 && bytes[0] == first && bytes[1] == second }
        if hasPrefix(UInt8(ascii: "/"), UInt8(ascii: "*")) {
            start = 2
            if end - start >= 2, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
        } else if hasPrefix(UInt8(ascii: "/"), UInt8(ascii: "/")) {
            start = 2
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    // MARK: - Property lists under a .strings name

    private static func looksLikeXML(_ utf8: [UInt8]) -> Bool {
        var index = 0
        while index < utf8.count, utf8[index] == 0x20 || (0x09...0x0D).contains(utf8[index]) { index += 1 }
        let rest = utf8[index...]
        return rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<!DOCTYPE".utf8))
            || rest.starts(with: Array("<plist".utf8))
    }

    private func readXML(_ utf8: [UInt8], table: StringTable) -> ReadResult {
        var table = table
        let (root, diagnostics) = utf8.withUnsafeBytes { PropertyListXMLReader.read($0, path: table.path) }
        guard let root else { return ReadResult(table: table, diagnostics: diagnostics) }
        guard let members = root.value.members else {
            return ReadResult(table: table, diagnostics: diagnostics + [
                .error(AppleDiagnosticID.malformedPropertyList, at: SourceLocation(path: table.path, line: root.line, column: root.column),
                       "the property list is not a dictionary")])
        }
        var result = diagnostics
        var entries = LastValueWins(capacity: members.count)
        for member in members {
            let location = SourceLocation(path: table.path, line: member.node.line, column: member.node.column)
            guard let value = member.node.value.string else {
                result.append(.warning(AppleDiagnosticID.nonStringValue, at: location,
                                       "the value of \"\(member.key)\" is not a string; a strings table cannot use it"))
                continue
            }
            if let duplicate = entries.add(Entry(key: member.key, value: .text(StyledText(value)), location: location)) {
                result.append(duplicate)
            }
        }
        table.entries = entries.entries
        return ReadResult(table: table, diagnostics: result)
    }

    private func readBinary(_ bytes: [UInt8], table: StringTable) -> ReadResult {
        var table = table
        table.stringsFileDetails = StringsFileDetails(syntax: .binary)
        let location = BinaryPropertyList.start(of: table.path)
        let (read, error) = BinaryPropertyList.read(bytes, path: table.path)
        guard let root = read else { return ReadResult(table: table, diagnostics: error.map { [$0] } ?? []) }
        guard let members = root.value.members else {
            return ReadResult(table: table, diagnostics: [.error(AppleDiagnosticID.malformedPropertyList, at: location,
                                                                 "the binary property list is not a dictionary of strings")])
        }
        var diagnostics: [Diagnostic] = [.note(AppleDiagnosticID.malformedPropertyList, at: location,
                                               "a binary property list keeps no order or comments; keys are listed sorted")]
        for member in members {
            guard let value = member.node.value.string else {
                diagnostics.append(.warning(AppleDiagnosticID.nonStringValue, at: location,
                                            "the value of \"\(member.key)\" is not a string; a strings table cannot use it"))
                continue
            }
            table.entries.append(Entry(key: member.key, value: .text(StyledText(value)), location: location))
        }
        return ReadResult(table: table, diagnostics: diagnostics)
    }
}

/// Collects entries where a later entry with the same key replaces an earlier one, as in
/// the dictionary Foundation builds, and says so.
struct LastValueWins {
    private var all: [Entry] = []
    private var indexByKey: [String: Int] = [:]
    private var replaced: Set<Int> = []

    init(capacity: Int) {
        all.reserveCapacity(capacity)
        indexByKey.reserveCapacity(capacity)
    }

    /// Adds an entry; returns a warning when it replaces an earlier one.
    mutating func add(_ entry: Entry) -> Diagnostic? {
        var warning: Diagnostic?
        // One hash of the key: the entry takes the key's place, and the earlier one comes back.
        if let earlier = indexByKey.updateValue(all.count, forKey: entry.key) {
            replaced.insert(earlier)
            let line = entry.location?.line ?? 0
            warning = .warning(AppleDiagnosticID.duplicateKey, at: entry.location,
                               "duplicate key \"\(entry.key)\": this value (line \(line)) replaces the one on line \(all[earlier].location?.line ?? 0), as on Apple platforms")
        }
        all.append(entry)
        return warning
    }

    /// The entries that remain, in file order.
    var entries: [Entry] {
        guard !replaced.isEmpty else { return all }
        return all.indices.filter { !replaced.contains($0) }.map { all[$0] }
    }
}
