import LocalizedStrings

/// The lines of String Catalog keys' comments that a tool keeps for itself (a conversion's
/// record), held outside the catalog file.
///
/// Xcode shows a key's comment to translators, and so does every translation platform that
/// imports a catalog or its XLIFF export: a record there is noise to them, and an edit of it
/// loses what it keeps. So the catalog writer leaves out a comment's last line when it starts
/// with the marker, and hands it back by key (``StringCatalogWriter/documentBytes(for:sourceLanguage:settingApart:)``);
/// the caller keeps the lines elsewhere and joins them to the comments again when it reads the
/// catalog (``joined(to:)``): written apart and joined, a comment is what it was.
public struct CatalogRecordLines: Sendable, Equatable {
    /// What starts a record line.
    public let marker: String
    /// The record lines, marker included, by key.
    public var byKey: [String: String]

    /// Record lines starting with `marker`.
    public init(marker: String, byKey: [String: String] = [:]) {
        self.marker = marker
        self.byKey = byKey
    }

    /// The comment without its last line, and that line, when the line is a record.
    public func split(_ comment: String) -> (comment: String?, line: Substring)? {
        let lineStart = comment.lastIndex(of: "\n").map(comment.index(after:)) ?? comment.startIndex
        guard comment[lineStart...].hasPrefix(marker) else { return nil }
        let rest = lineStart == comment.startIndex ? nil : String(comment[..<comment.index(before: lineStart)])
        return (rest, comment[lineStart...])
    }

    /// The comment with a record line joined as its last line.
    public static func joined(_ comment: String?, line: String) -> String {
        guard let comment else { return line }
        return comment + "\n" + line
    }

    /// The catalog's languages with each key's record line joined to its comment again, in
    /// every language (each language's entry repeats its key's comment). A comment that already
    /// ends with a record line (an older catalog's) is left as it is.
    public func joined(to tables: [StringTable]) -> [StringTable] {
        guard !byKey.isEmpty else { return tables }
        // One joined comment per key, shared by its languages' entries.
        var joinedByKey: [String: (original: String?, joined: String)] = [:]
        return tables.map { table in
            var table = table
            for index in table.entries.indices {
                let key = table.entries[index].key
                guard let line = byKey[key] else { continue }
                let comment = table.entries[index].comment
                if let known = joinedByKey[key], known.original == comment {
                    table.entries[index].comment = known.joined
                    continue
                }
                if let comment, split(comment) != nil { continue }
                let joined = Self.joined(comment, line: line)
                joinedByKey[key] = (comment, joined)
                table.entries[index].comment = joined
            }
            return table
        }
    }
}
