import AndroidResources
import LocalizedStrings

/// An entry with the file it comes from and its visible texts, ready for the rules.
public final class LocatedEntry: Sendable {
    /// The entry as the reader made it.
    public let entry: Entry
    /// The file.
    public let path: String
    /// The file's format.
    public let format: ResourceFormat
    /// The texts a user can see, parsed as format strings.
    public let pieces: [TextPiece]
    /// The comparison units, in order of first appearance.
    public let units: [String]
    /// The argument kinds of the entry's `%#@name@` variables, from their value types.
    public let variableKinds: [String: FormatString.ArgumentKind]
    /// Whether translators should translate the entry: the file says so, and no
    /// `StringBridge:` record left by `convert` says the Android original was
    /// `translatable="false"` (a `.strings` file cannot say it itself).
    public let isTranslatable: Bool
    /// What the rules ask of the entry before they read it.
    public let traits: EntryTraits
    /// The argument profile of each unit, made once for the rules that compare them with
    /// every language's: only for entries with specifiers (one in seven of a large app's).
    private let profiles: [String: ArgumentProfile]

    /// Creates a located entry, parsing its texts.
    public init(entry: Entry, path: String, format: ResourceFormat) {
        self.entry = entry
        self.path = path
        self.format = format
        var pieces = TextPiece.pieces(of: entry.value, format: format, state: entry.state)
        let isArray = if case .array = entry.value { true } else { false }
        if isArray && format == .android {
            // The numbers, colours and booleans of an untyped <array> are not text to check.
            let nonStringItems = entry.androidDetails.nonStringItems
            if !nonStringItems.isEmpty {
                pieces.removeAll { if case .arrayItem(let index) = $0.role { nonStringItems.contains(index) } else { false } }
            }
        }
        self.pieces = pieces
        let traits = EntryTraits(pieces: pieces, isFormatted: entry.isFormatted, isPlural: Self.isPlural(entry.value), isArray: isArray)
        self.traits = traits
        var units: [String] = []
        for piece in pieces where !units.contains(piece.unit) { units.append(piece.unit) }
        self.units = units
        var profiles: [String: ArgumentProfile] = [:]
        if traits.contains(.hasSpecifiers) {
            for unit in units { profiles[unit] = ArgumentProfile(pieces.filter { $0.unit == unit }) }
        }
        self.profiles = profiles
        self.variableKinds = Self.variableKinds(of: entry.value)
        self.isTranslatable = entry.isTranslatable && !ConverterRecord.marksUntranslatable(entry.comment)
    }

    /// The key.
    public var key: String { entry.key }

    /// Whether any piece has a specifier (an argument, a stray `%` or a malformed one).
    public var hasSpecifiers: Bool { traits.contains(.hasSpecifiers) }

    /// Whether any piece has markup (spans, or text with a `<`).
    public var hasMarkup: Bool { traits.contains(.hasMarkup) }

    /// Whether the value has plural forms (a plural, a `.stringsdict` format or device variants).
    public var isPlural: Bool { traits.contains(.isPlural) }

    private static func isPlural(_ value: EntryValue) -> Bool {
        switch value {
        case .plural, .variableFormat, .device: true
        case .text, .reference, .array: false
        }
    }

    /// Whether two entries are the same resource in two languages: on Android a `<string>`, a
    /// `<plurals>` and a `<string-array>` of one name are different resources.
    public func isSameResource(as other: LocatedEntry) -> Bool {
        guard format == .android, other.format == .android else { return true }
        return resourceKind == other.resourceKind
    }

    private var resourceKind: Int {
        switch entry.value {
        case .text, .reference: 0
        case .plural: 1
        case .array: 2
        case .variableFormat, .device: 3
        }
    }

    /// The format-string dialect of the file: Java for Android, Apple otherwise.
    public var dialect: FormatString.Dialect { format.dialect }

    /// Where the entry starts (the file itself when the reader kept no position).
    public var location: SourceLocation { entry.location ?? SourceLocation(path: path) }

    /// The arguments of one comparison unit's pieces.
    public func profile(ofUnit unit: String) -> ArgumentProfile {
        profiles[unit] ?? ArgumentProfile(pieces(inUnit: unit))
    }

    /// The pieces of one comparison unit.
    public func pieces(inUnit unit: String) -> [TextPiece] {
        pieces.filter { $0.unit == unit }
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
        case .xliff: "XLIFF"
        }
    }
}
