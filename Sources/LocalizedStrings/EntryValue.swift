/// What an entry holds: a text, a reference, plural forms, a list, a format with plural
/// variables, or variants per device.
public indirect enum EntryValue: Hashable, Sendable {
    /// A string, possibly styled.
    case text(StyledText)
    /// A pointer to another resource instead of text (Android `@string/x`, `@null`).
    case reference(ResourceReference)
    /// Forms chosen by a count's CLDR plural category.
    case plural(PluralForms)
    /// An ordered list of strings (Android `<string-array>`).
    case array([ItemValue])
    /// A format whose `%#@name@` variables each choose a plural form (Apple `.stringsdict`,
    /// String Catalog `substitutions`).
    case variableFormat(VariableFormat)
    /// Variants chosen by the kind of device (String Catalog `variations.device`).
    case device(DeviceVariations)

    /// The entry's kind as the JSON dump names it: `string`, `reference`, `plural`, `array`
    /// or `device`.
    public var kindName: String {
        switch self {
        case .text: "string"
        case .reference: "reference"
        case .plural, .variableFormat: "plural"
        case .array: "array"
        case .device: "device"
        }
    }
}

/// One element of a plural or an array: text or a reference.
public enum ItemValue: Hashable, Sendable {
    /// A string, possibly styled.
    case text(StyledText)
    /// A pointer to another resource.
    case reference(ResourceReference)

    /// Whether it is text (not a reference).
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// The plain text, or the reference's canonical text.
    public var displayText: String {
        switch self {
        case .text(let styled): styled.text
        case .reference(let reference): reference.description
        }
    }
}

/// The forms of a plural, in the order the source lists them.
public struct PluralForms: Hashable, Sendable {
    /// One form.
    public struct Form: Hashable, Sendable {
        /// The CLDR category that selects this form.
        public var category: PluralCategory
        /// The form's value.
        public var value: ItemValue
        /// The form's translation state, where the format records one per form (String
        /// Catalog `stringUnit.state`).
        public var state: TranslationState?
        /// What the file's format keeps for its writer (see ``FormatDetails``).
        public var details: FormatDetails

        /// Creates a form.
        public init(category: PluralCategory, value: ItemValue, state: TranslationState? = nil, details: FormatDetails = FormatDetails()) {
            self.category = category
            self.value = value
            self.state = state
            self.details = details
        }
    }

    /// The forms in source order; each category appears at most once.
    public var forms: [Form]

    /// Creates plural forms.
    public init(_ forms: [Form]) {
        self.forms = forms
    }

    /// The form for a category, if the source has one.
    public subscript(category: PluralCategory) -> ItemValue? {
        forms.first { $0.category == category }?.value
    }

    /// The categories present, in source order.
    public var categories: [PluralCategory] { forms.map(\.category) }
}
