import LocalizedStrings

/// The attributes of an Android values file's `<resources>` element (namespace declarations
/// among them, as `xmlns:tools`), kept in the table's ``StringTable/details`` and written back,
/// and the dialect the file is read and written in.
public struct AndroidFileDetails: KeptDetails {
    /// The attributes as written, declarations first.
    public var attributes: [Attribute]
    /// The toolchain whose rules the file follows. Not one of the ``keptPairs``: where a file
    /// is written decides its dialect, not where its entries came from.
    public var dialect: AndroidDialect

    /// Creates the details.
    public init(attributes: [Attribute], dialect: AndroidDialect = .aapt2) {
        self.attributes = attributes
        self.dialect = dialect
    }

    /// The attributes themselves.
    public var keptPairs: [Attribute] { attributes }

    /// Reads attributes back; `nil` when a pair is not an XML attribute name.
    public init?(keptPairs: [Attribute]) {
        guard !keptPairs.isEmpty, keptPairs.allSatisfy({ AndroidEntryDetails.isAttributeName($0.name) }) else { return nil }
        self.init(attributes: keptPairs)
    }
}

/// What an Android resource element holds beyond the model, kept in the entry's
/// ``Entry/details``: the element to write when it is not the usual one for the value, and
/// the attributes StringBridge does not interpret (`tools:ignore`, StringBridge's own `sb:`
/// attributes, …), in the order written.
public struct AndroidEntryDetails: KeptDetails {
    /// An element other than the usual one for a value (`<string>`, `<plurals>`,
    /// `<string-array>`).
    public enum Element: String, Hashable, Sendable {
        /// `<item type="string">` for text.
        case item
        /// `<array>` for a list of strings.
        case array
    }

    /// The element, when it is not the usual one.
    public var element: Element?
    /// The other attributes, as written.
    public var attributes: [Attribute]
    /// The indices of the items of an `<array>` that aapt2 compiles to numbers, colours or
    /// booleans (`23` in `["hey", 23]`): the array's value holds them as their text, which
    /// is what gives them back on Android, and nothing checks or translates them as strings.
    public var nonStringItems: [Int]

    /// Creates the details.
    public init(element: Element? = nil, attributes: [Attribute] = [], nonStringItems: [Int] = []) {
        self.element = element
        self.attributes = attributes
        self.nonStringItems = nonStringItems
    }

    /// The value of an attribute by its name as written (`tools:ignore`).
    public subscript(attribute name: String) -> String? {
        attributes[named: name]
    }

    /// Whether there is nothing to keep: the usual element, no other attribute.
    var isEmpty: Bool { element == nil && attributes.isEmpty && nonStringItems.isEmpty }

    private static let elementName = "#element"
    private static let nonStringItemsName = "#non-string-items"

    /// `#element` (when not the usual one), `#non-string-items` (comma-separated indices,
    /// when there are any), then the attributes.
    public var keptPairs: [Attribute] {
        var pairs = element.map { [Attribute(name: Self.elementName, value: $0.rawValue)] } ?? []
        if !nonStringItems.isEmpty {
            pairs.append(Attribute(name: Self.nonStringItemsName, value: nonStringItems.map(String.init).joined(separator: ",")))
        }
        return pairs + attributes
    }

    /// Reads the pairs of ``keptPairs``; `nil` when there are none or a pair is neither
    /// `#element`, `#non-string-items` nor an XML attribute name.
    public init?(keptPairs: [Attribute]) {
        let element = keptPairs[named: Self.elementName].flatMap(Element.init(rawValue:))
        let nonStringItems = keptPairs[named: Self.nonStringItemsName].map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
        let attributes = keptPairs.filter { $0.name != Self.elementName && $0.name != Self.nonStringItemsName }
        guard element != nil || !nonStringItems.isEmpty || !attributes.isEmpty,
              attributes.allSatisfy({ Self.isAttributeName($0.name) }) else { return nil }
        self.init(element: element, attributes: attributes, nonStringItems: nonStringItems)
    }

    /// Whether a pair's name can be an XML attribute's qualified name, and is no other
    /// format's pair (`#encoding`, `plist:…`, `json:…`).
    static func isAttributeName(_ name: String) -> Bool {
        guard !name.hasPrefix("plist:"), !name.hasPrefix("json:"), let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0 == "." || $0 == ":" || $0.properties.isAlphabetic
            || $0.properties.numericType != nil }
    }
}

extension Entry {
    /// The Android element details, or empty ones.
    public var androidDetails: AndroidEntryDetails {
        get { details[AndroidEntryDetails.self] ?? AndroidEntryDetails() }
        set { details = newValue == AndroidEntryDetails() ? FormatDetails() : FormatDetails(newValue) }
    }
}
