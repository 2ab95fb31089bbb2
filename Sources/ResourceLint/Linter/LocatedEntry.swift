import LocalizedStrings

/// An entry with the file it comes from and its visible texts, ready for the rules.
public struct LocatedEntry: Sendable {
    /// The entry as the reader made it.
    public var entry: Entry
    /// The file.
    public var path: String
    /// The file's format.
    public var format: ResourceFormat
    /// The texts a user can see, parsed as format strings.
    public var pieces: [TextPiece]
    /// Whether translators should translate the entry: the file says so, and no
    /// `StringBridge:` record left by `convert` says the Android original was
    /// `translatable="false"` (a `.strings` file cannot say it itself).
    public var isTranslatable: Bool

    /// Creates a located entry, parsing its texts.
    public init(entry: Entry, path: String, format: ResourceFormat) {
        self.entry = entry
        self.path = path
        self.format = format
        self.pieces = TextPiece.pieces(of: entry.value, format: format, state: entry.state)
        self.isTranslatable = entry.isTranslatable && !ConverterRecord.marksUntranslatable(entry.comment)
    }

    /// The key.
    public var key: String { entry.key }

    /// The format-string dialect of the file: Java for Android, Apple otherwise.
    public var dialect: FormatString.Dialect { format.dialect }

    /// Where the entry starts (the file itself when the reader kept no position).
    public var location: SourceLocation { entry.location ?? SourceLocation(path: path) }

    /// The pieces of one comparison unit.
    public func pieces(inUnit unit: String) -> [TextPiece] {
        pieces.filter { $0.unit == unit }
    }

    /// The comparison units, in order of first appearance.
    public var units: [String] {
        var seen: [String] = []
        for piece in pieces where !seen.contains(piece.unit) { seen.append(piece.unit) }
        return seen
    }

    /// Whether the entry's placeholders are meant to be formatted: not Android's
    /// `formatted="false"`.
    public var isFormatted: Bool { entry.isFormatted }
}

extension ResourceFormat {
    /// The printf dialect of strings in this format.
    public var dialect: FormatString.Dialect { self == .android ? .java : .apple }

    /// A short name for messages: `Android`, `.strings`, `.stringsdict`, `String Catalog`.
    public var displayName: String {
        switch self {
        case .android: "Android"
        case .strings: ".strings"
        case .stringsdict: ".stringsdict"
        case .xcstrings: "String Catalog"
        }
    }
}
