/// A format string with named variables, each of which picks a plural form for one
/// argument: Apple's `.stringsdict` entries (`NSStringLocalizedFormatKey` with `%#@name@`)
/// and String Catalog `substitutions`.
///
///     "%1$#@files@ in %2$#@folders@"   files: one "%d file" / other "%d files"
///                                       folders: one "one folder" / other "%d folders"
public struct VariableFormat: Hashable, Sendable {
    /// The format, such as `%#@files@` or `%1$@ ate %#@apples@ today`.
    public var format: String
    /// The variables, in the order the source lists them.
    public var variables: [PluralVariable]

    /// Creates a variable format.
    public init(format: String, variables: [PluralVariable]) {
        self.format = format
        self.variables = variables
    }

    /// The variable with the given name.
    public subscript(variable name: String) -> PluralVariable? {
        variables.first { $0.name == name }
    }
}

/// One `%#@name@` variable of a ``VariableFormat``.
public struct PluralVariable: Hashable, Sendable {
    /// The variable's name, as in `%#@name@`.
    public var name: String
    /// The rule type (`NSStringFormatSpecTypeKey`), `NSStringPluralRuleType` for plurals.
    public var ruleType: String
    /// The printf conversion of the argument without `%` (`NSStringFormatValueTypeKey`,
    /// String Catalog `formatSpecifier`), such as `d`, `lld` or `f`.
    public var valueType: String?
    /// The 1-based argument the variable reads (String Catalog `argNum`), when given.
    public var argumentNumber: Int?
    /// The forms by plural category.
    public var forms: PluralForms
    /// What the file's format keeps for its writer, such as keys a reader did not understand
    /// (see ``FormatDetails``).
    public var details: FormatDetails

    /// The plural rule type's name in `.stringsdict` files.
    public static let pluralRuleType = "NSStringPluralRuleType"

    /// Creates a variable.
    public init(name: String, ruleType: String = PluralVariable.pluralRuleType, valueType: String? = nil,
                argumentNumber: Int? = nil, forms: PluralForms, details: FormatDetails = FormatDetails()) {
        self.name = name
        self.ruleType = ruleType
        self.valueType = valueType
        self.argumentNumber = argumentNumber
        self.forms = forms
        self.details = details
    }
}

/// Variants of a string by device (String Catalog `variations.device`): `iphone`, `ipad`,
/// `mac`, `applewatch`, `appletv`, `applevision`, `ipod`, and `other`.
public struct DeviceVariations: Hashable, Sendable {
    /// One device's variant.
    public struct Form: Hashable, Sendable {
        /// The device key, such as `mac` or `other`.
        public var device: String
        /// The variant: text, or plural forms.
        public var value: EntryValue
        /// The variant's translation state, when it is text.
        public var state: TranslationState?
        /// What the file's format keeps for its writer (see ``FormatDetails``).
        public var details: FormatDetails

        /// Creates a variant.
        public init(device: String, value: EntryValue, state: TranslationState? = nil, details: FormatDetails = FormatDetails()) {
            self.device = device
            self.value = value
            self.state = state
            self.details = details
        }
    }

    /// The variants, in source order.
    public var forms: [Form]

    /// Whether every variant is text without spans, as a `.stringsdict` device rule holds them.
    public var holdsTextOnly: Bool {
        forms.allSatisfy { form in
            if case .text(let text) = form.value { text.spans.isEmpty } else { false }
        }
    }

    /// Creates device variations.
    public init(_ forms: [Form]) {
        self.forms = forms
    }
}
