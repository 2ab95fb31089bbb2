/// What the rules ask of an entry before they read it, kept in arrays beside the entries
/// (``LocaleResources/traits``, the context's pairs), so that a rule passes over the entries
/// it has nothing to say about without touching them: a large app has an entry for every key
/// in every language, and reading each of those scattered objects once per rule cost more
/// than the rules' checks.
public struct EntryTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A piece has a specifier (an argument, a stray `%` or a malformed one).
    public static let hasSpecifiers = EntryTraits(rawValue: 1 << 0)
    /// A piece has markup (spans, or text with a `<`).
    public static let hasMarkup = EntryTraits(rawValue: 1 << 1)
    /// The placeholders are meant to be formatted (not Android's `formatted="false"`).
    public static let isFormatted = EntryTraits(rawValue: 1 << 2)
    /// The value has plural forms (a plural, a `.stringsdict` format or device variants).
    public static let isPlural = EntryTraits(rawValue: 1 << 3)
    /// The value is a string array.
    public static let isArray = EntryTraits(rawValue: 1 << 4)
    /// A piece's text is empty.
    public static let hasEmptyText = EntryTraits(rawValue: 1 << 5)
    /// A piece has text kept unchanged (`xliff:g`).
    public static let hasProtectedText = EntryTraits(rawValue: 1 << 6)
    /// A piece's text has U+FFFD, the trace of text decoded with the wrong encoding.
    public static let hasReplacementCharacter = EntryTraits(rawValue: 1 << 7)

    /// The traits of an entry's value and its parsed pieces.
    init(pieces: [TextPiece], isFormatted: Bool, isPlural: Bool, isArray: Bool) {
        var traits: EntryTraits = []
        for piece in pieces {
            if !piece.specifiers.isEmpty { traits.insert(.hasSpecifiers) }
            if piece.hasMarkup { traits.insert(.hasMarkup) }
            if piece.text.text.isEmpty { traits.insert(.hasEmptyText) }
            if !piece.text.protectedRanges.isEmpty { traits.insert(.hasProtectedText) }
            if piece.text.text.containsBytes("\u{FFFD}") { traits.insert(.hasReplacementCharacter) }
        }
        if isFormatted { traits.insert(.isFormatted) }
        if isPlural { traits.insert(.isPlural) }
        if isArray { traits.insert(.isArray) }
        self = traits
    }
}
