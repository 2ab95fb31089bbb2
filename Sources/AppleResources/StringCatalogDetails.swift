import LocalizedStrings
import OrderedJSON

/// What a String Catalog holds beyond the model at the catalog level, kept in the
/// ``StringTable/details`` of each of its languages' tables.
public struct StringCatalogDetails: KeptDetails {
    /// The catalog's development language, as written (`en`).
    public var sourceLanguage: String
    /// The format version (`1.0`, `1.1`), when the catalog names one.
    public var version: String?
    /// Top-level members StringBridge does not interpret, in file order.
    public var otherMembers: [JSONMember]
    /// Whether the file ends with a line feed (Xcode's files do not).
    public var endsWithNewline: Bool
    /// The localization's name as written, when it is not a valid language tag (the table's
    /// locale is then `nil`).
    public var languageName: String?

    /// Creates the details.
    public init(sourceLanguage: String, version: String? = nil, otherMembers: [JSONMember] = [],
                endsWithNewline: Bool = false, languageName: String? = nil) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.otherMembers = otherMembers
        self.endsWithNewline = endsWithNewline
        self.languageName = languageName
    }

    // MARK: - Kept pairs

    private enum Name {
        static let sourceLanguage = "sourceLanguage"
        static let version = "version"
        static let endsWithNewline = "#trailingNewline"
        static let languageName = "#language"
    }

    /// `sourceLanguage`, `version`, `json:<member>` (the member's JSON in Xcode's layout),
    /// `#trailingNewline` and `#language`.
    public var keptPairs: [Attribute] {
        var pairs = [Attribute(name: Name.sourceLanguage, value: sourceLanguage)]
        if let version { pairs.append(Attribute(name: Name.version, value: version)) }
        pairs += CatalogMembers.pairs(otherMembers, prefix: CatalogMembers.prefix)
        if endsWithNewline { pairs.append(Attribute(name: Name.endsWithNewline, value: "true")) }
        if let languageName { pairs.append(Attribute(name: Name.languageName, value: languageName)) }
        return pairs
    }

    /// Reads the pairs of ``keptPairs``; `nil` without `sourceLanguage`.
    public init?(keptPairs: [Attribute]) {
        guard let source = keptPairs[named: Name.sourceLanguage] else { return nil }
        self.init(sourceLanguage: source, version: keptPairs[named: Name.version],
                  otherMembers: CatalogMembers.members(keptPairs, prefix: CatalogMembers.prefix),
                  endsWithNewline: keptPairs[named: Name.endsWithNewline] == "true",
                  languageName: keptPairs[named: Name.languageName])
    }
}

/// What a String Catalog holds beyond the model for one key in one language, kept in the
/// ``Entry/details`` of the entry.
public struct StringCatalogEntryDetails: KeptDetails {
    /// The key's `extractionState` (`manual`, `stale`, `extracted_with_value`, …).
    public var extractionState: String?
    /// Members of the key StringBridge does not interpret, in file order.
    public var otherKeyMembers: [JSONMember]
    /// Whether the key has an empty `localizations` object (kept, since Xcode writes it).
    public var hasEmptyLocalizations: Bool
    /// Whether the source language has no localization of the key: Xcode shows the key
    /// itself, which the entry holds as its text, and nothing is written back.
    public var isImplicit: Bool
    /// Members of the localization StringBridge does not interpret.
    public var otherLocalizationMembers: [JSONMember]
    /// Members of the localization's `stringUnit` beside `state` and `value`.
    public var otherStringUnitMembers: [JSONMember]
    /// A localization shaped in a way StringBridge does not model, kept whole and written back
    /// as it was.
    public var unmodelledLocalization: JSONValue?
    /// Whether the entry brings a localization and nothing about its key: it was made from a
    /// `.strings` or `.stringsdict` file or an XLIFF unit, which hold no catalog fields. Merged
    /// into a catalog that has the key, the key keeps its fields (``StringCatalogUpdater``).
    public var isLocalizationOnly: Bool
    /// Whether, merged into a catalog that has the key's localization in its language, the
    /// catalog's stays: an XLIFF unit's source is the project's text as it was when exported.
    public var keepsExisting: Bool

    /// Creates the details.
    public init(extractionState: String? = nil, otherKeyMembers: [JSONMember] = [], hasEmptyLocalizations: Bool = false,
                isImplicit: Bool = false, otherLocalizationMembers: [JSONMember] = [],
                otherStringUnitMembers: [JSONMember] = [], unmodelledLocalization: JSONValue? = nil, isLocalizationOnly: Bool = false,
                keepsExisting: Bool = false) {
        self.extractionState = extractionState
        self.otherKeyMembers = otherKeyMembers
        self.hasEmptyLocalizations = hasEmptyLocalizations
        self.isImplicit = isImplicit
        self.otherLocalizationMembers = otherLocalizationMembers
        self.otherStringUnitMembers = otherStringUnitMembers
        self.unmodelledLocalization = unmodelledLocalization
        self.isLocalizationOnly = isLocalizationOnly
        self.keepsExisting = keepsExisting
    }

    /// Whether the details say nothing.
    var isEmpty: Bool { self == StringCatalogEntryDetails() }

    // MARK: - Kept pairs

    private enum Name {
        static let extractionState = "extractionState"
        static let emptyLocalizations = "#emptyLocalizations"
        static let implicit = "#implicit"
        static let localization = "json:localization"
        static let localizationMember = "json:localization."
        static let stringUnitMember = "json:stringUnit."
    }

    /// `extractionState`, `json:<member>`, `#emptyLocalizations`, `json:localization.<member>`,
    /// `json:stringUnit.<member>`, `json:localization` and `#implicit`. (``isLocalizationOnly`` and
    /// ``keepsExisting`` say how to merge a converted entry, and are no detail of the catalog:
    /// they have no pairs.)
    public var keptPairs: [Attribute] {
        var pairs: [Attribute] = []
        if let extractionState { pairs.append(Attribute(name: Name.extractionState, value: extractionState)) }
        pairs += CatalogMembers.pairs(otherKeyMembers, prefix: CatalogMembers.prefix)
        if hasEmptyLocalizations { pairs.append(Attribute(name: Name.emptyLocalizations, value: "true")) }
        pairs += CatalogMembers.pairs(otherLocalizationMembers, prefix: Name.localizationMember)
        pairs += CatalogMembers.pairs(otherStringUnitMembers, prefix: Name.stringUnitMember)
        if let unmodelledLocalization {
            pairs.append(Attribute(name: Name.localization, value: unmodelledLocalization.xcodeText()))
        }
        if isImplicit { pairs.append(Attribute(name: Name.implicit, value: "true")) }

        return pairs
    }

    /// Reads the pairs of ``keptPairs``; `nil` when none is there.
    public init?(keptPairs: [Attribute]) {
        let keyMembers = CatalogMembers.members(keptPairs, prefix: CatalogMembers.prefix,
                                                excluding: [Name.localization, Name.stringUnitMember])
        let details = StringCatalogEntryDetails(
            extractionState: keptPairs[named: Name.extractionState], otherKeyMembers: keyMembers,
            hasEmptyLocalizations: keptPairs[named: Name.emptyLocalizations] == "true",
            isImplicit: keptPairs[named: Name.implicit] == "true",
            otherLocalizationMembers: CatalogMembers.members(keptPairs, prefix: Name.localizationMember),
            otherStringUnitMembers: CatalogMembers.members(keptPairs, prefix: Name.stringUnitMember),
            unmodelledLocalization: keptPairs[named: Name.localization].map(CatalogMembers.parsed))
        guard !details.isEmpty else { return nil }
        self = details
    }
}

/// What a String Catalog holds beyond the model in a plural form, a device variant or a
/// substitution, kept in their `details`.
public struct StringCatalogUnitDetails: KeptDetails {
    /// Members of the `stringUnit` beside `state` and `value`.
    public var otherStringUnitMembers: [JSONMember]
    /// Other members of the form or substitution.
    public var otherMembers: [JSONMember]

    /// Creates the details.
    public init(otherStringUnitMembers: [JSONMember] = [], otherMembers: [JSONMember] = []) {
        self.otherStringUnitMembers = otherStringUnitMembers
        self.otherMembers = otherMembers
    }

    private static let stringUnitMember = "json:stringUnit."

    /// `json:stringUnit.<member>` and `json:<member>`.
    public var keptPairs: [Attribute] {
        CatalogMembers.pairs(otherStringUnitMembers, prefix: Self.stringUnitMember)
            + CatalogMembers.pairs(otherMembers, prefix: CatalogMembers.prefix)
    }

    /// Reads the pairs of ``keptPairs``; `nil` when there are none.
    public init?(keptPairs: [Attribute]) {
        let unit = CatalogMembers.members(keptPairs, prefix: Self.stringUnitMember)
        let others = CatalogMembers.members(keptPairs, prefix: CatalogMembers.prefix, excluding: [Self.stringUnitMember])
        guard !unit.isEmpty || !others.isEmpty else { return nil }
        self.init(otherStringUnitMembers: unit, otherMembers: others)
    }

    /// The details, or none when there is nothing to keep.
    static func details(otherStringUnitMembers: [JSONMember], otherMembers: [JSONMember] = []) -> FormatDetails {
        guard !otherStringUnitMembers.isEmpty || !otherMembers.isEmpty else { return FormatDetails() }
        return FormatDetails(StringCatalogUnitDetails(otherStringUnitMembers: otherStringUnitMembers, otherMembers: otherMembers))
    }
}

/// The pair form of kept catalog members: `<prefix><key>` holding the member's JSON.
enum CatalogMembers {
    static let prefix = "json:"

    static func pairs(_ members: [JSONMember], prefix: String) -> [Attribute] {
        members.map { Attribute(name: prefix + $0.key, value: $0.value.xcodeText()) }
    }

    static func members(_ pairs: [Attribute], prefix: String, excluding: [String] = []) -> [JSONMember] {
        pairs.compactMap { pair in
            guard pair.name.hasPrefix(prefix), !excluding.contains(where: { pair.name.hasPrefix($0) }) else { return nil }
            return JSONMember(key: String(pair.name.dropFirst(prefix.count)), value: parsed(pair.value))
        }
    }

    static func parsed(_ json: String) -> JSONValue {
        (try? JSONValue(parsing: json)) ?? .string(json)
    }
}
