/// One localizable resource: a key, its value and what the source says about it.
public struct Entry: Hashable, Sendable {
    /// The lookup key (Android resource name, Apple key).
    public var key: String
    /// The value.
    public var value: EntryValue
    /// The translator comment attached to the entry, trimmed.
    public var comment: String?
    /// Whether translators should translate the entry (Android `translatable`, Xcode
    /// `shouldTranslate`).
    public var isTranslatable: Bool
    /// Whether the value is a format string (Android `formatted`; `false` means `%` is literal
    /// for aapt2's check).
    public var isFormatted: Bool
    /// The Android `product` variant (`phone`, `tablet`, `default`), if any.
    ///
    /// Inlined where it is read (as is ``state``): an entry in an array whose product an opaque
    /// call read was copied whole first (six references retained and released).
    @inlinable
    public var product: String? {
        get { rare?.product }
        set { rare = RareFields.boxing(product: newValue, state: state) }
    }
    /// The translation state where the format records one (String Catalog
    /// `stringUnit.state`).
    @inlinable
    public var state: TranslationState? {
        get { rare?.state }
        set { rare = RareFields.boxing(product: product, state: newValue) }
    }
    /// ``product`` and ``state``, which few entries have, boxed: a conversion holds an entry
    /// for every key in every locale (each locale's gaps filled), and two optional strings
    /// inline take four words of each where the box takes one.
    @usableFromInline var rare: RareFields?
    /// What the file's format keeps for its writer, such as Android's `tools:ignore` (see
    /// ``FormatDetails``).
    public var details: FormatDetails
    /// Where the entry starts in its source file; not part of an entry's meaning.
    public var location: SourceLocation?

    /// The same entry without its source location, for comparing meaning.
    public var withoutLocation: Entry {
        var copy = self
        copy.location = nil
        return copy
    }

    /// The same entry without its comment.
    public var withoutComment: Entry {
        var copy = self
        copy.comment = nil
        return copy
    }
}

extension Entry {
    /// Creates an entry.
    public init(key: String, value: EntryValue, comment: String? = nil, isTranslatable: Bool = true,
                isFormatted: Bool = true, product: String? = nil, state: TranslationState? = nil,
                details: FormatDetails = FormatDetails(), location: SourceLocation? = nil) {
        // Through the memberwise initializer, which an initializer in an extension keeps: Swift
        // 6.3 compiles an initializer that sets the stored properties one by one into a copy of
        // the whole entry and a destruction of the original (a retain and a release of each of
        // its references, for every entry made), and one that delegates not.
        self.init(key: key, value: value, comment: comment, isTranslatable: isTranslatable, isFormatted: isFormatted,
                  rare: RareFields.boxing(product: product, state: state), details: details, location: location)
    }
}

/// What ``Entry/product`` and ``Entry/state`` hold, when an entry has either; shared, never
/// changed (setting either makes a new one).
@usableFromInline final class RareFields: Hashable, Sendable {
    @usableFromInline let product: String?
    @usableFromInline let state: TranslationState?

    private init(_ product: String?, _ state: TranslationState?) {
        self.product = product
        self.state = state
    }

    /// The box for the values, or `nil` when both are `nil`.
    @usableFromInline static func boxing(product: String?, state: TranslationState?) -> RareFields? {
        product == nil && state == nil ? nil : RareFields(product, state)
    }

    @usableFromInline static func == (lhs: RareFields, rhs: RareFields) -> Bool {
        lhs.product == rhs.product && lhs.state == rhs.state
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(product)
        hasher.combine(state)
    }
}
