import LocalizedStrings

/// What an XLIFF `<file>` element says beside its units, kept in the ``StringTable/details``
/// of the table that holds them (a table of format ``ResourceFormat/xliff``).
public struct XLIFFFileDetails: KeptDetails {
    /// The file the units come from, relative to the project: `App/en.lproj/Localizable.strings`,
    /// `App/Localizable.xcstrings` (the development language's file).
    public var original: String
    /// `source-language`, as written.
    public var sourceLanguage: String
    /// `target-language`, as written.
    public var targetLanguage: String?
    /// `datatype` (`plaintext` in Xcode's files).
    public var datatype: String?
    /// The attributes of `<header><tool …/>`, in order.
    public var tool: [Attribute]
    /// Other attributes of `<file>`, in order.
    public var otherAttributes: [Attribute]

    /// Creates the details.
    public init(original: String, sourceLanguage: String, targetLanguage: String?, datatype: String? = "plaintext",
                tool: [Attribute] = [], otherAttributes: [Attribute] = []) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.otherAttributes = otherAttributes
    }

    private static let prefix = "xliff:"
    private static let toolPrefix = "xliff-tool:"

    /// `xliff:original`, `xliff:source-language`, `xliff:target-language`, `xliff:datatype`,
    /// `xliff:<other attribute>` and `xliff-tool:<tool attribute>`.
    public var keptPairs: [Attribute] {
        var pairs = [Attribute(name: Self.prefix + "original", value: original),
                     Attribute(name: Self.prefix + "source-language", value: sourceLanguage)]
        if let targetLanguage { pairs.append(Attribute(name: Self.prefix + "target-language", value: targetLanguage)) }
        if let datatype { pairs.append(Attribute(name: Self.prefix + "datatype", value: datatype)) }
        pairs += otherAttributes.map { Attribute(name: Self.prefix + $0.name, value: $0.value) }
        pairs += tool.map { Attribute(name: Self.toolPrefix + $0.name, value: $0.value) }
        return pairs
    }

    /// Reads the pairs of ``keptPairs``; `nil` without `xliff:original`.
    public init?(keptPairs: [Attribute]) {
        guard let original = keptPairs[named: Self.prefix + "original"] else { return nil }
        let known: Set<String> = ["original", "source-language", "target-language", "datatype"].reduce(into: []) { $0.insert(Self.prefix + $1) }
        self.init(original: original, sourceLanguage: keptPairs[named: Self.prefix + "source-language"] ?? "",
                  targetLanguage: keptPairs[named: Self.prefix + "target-language"],
                  datatype: keptPairs[named: Self.prefix + "datatype"],
                  tool: keptPairs.filter { $0.name.hasPrefix(Self.toolPrefix) }
                      .map { Attribute(name: String($0.name.dropFirst(Self.toolPrefix.count)), value: $0.value) },
                  otherAttributes: keptPairs.filter { $0.name.hasPrefix(Self.prefix) && !known.contains($0.name) }
                      .map { Attribute(name: String($0.name.dropFirst(Self.prefix.count)), value: $0.value) })
    }
}

/// What a `<trans-unit>` holds beside its `id` (the entry's key), its target (the entry's
/// text, empty without one), the target's `state` (``Entry/state``) and its note (the
/// entry's comment), kept in the entry's details.
public struct XLIFFUnitDetails: KeptDetails {
    /// The `<source>` text.
    public var source: String
    /// Whether the unit has a `<target>`: a unit without one is no translation.
    public var hasTarget: Bool
    /// Whether the unit has a `<note>` element (Xcode writes `<note/>` for no comment).
    public var hasNote: Bool
    /// The attributes of `<note>` (`from="auto-generated"`).
    public var noteAttributes: [Attribute]
    /// The attributes of `<target>` beside `state` (`state-qualifier`), in order.
    public var targetAttributes: [Attribute]
    /// The attributes of `<trans-unit>` beside `id` and `xml:space` (`approved`), in order.
    public var unitAttributes: [Attribute]
    /// Other child elements of the unit (`<alt-trans>`, `<context-group>`), as XML, in order.
    public var otherElements: [String]

    /// Creates the details.
    public init(source: String, hasTarget: Bool, hasNote: Bool = true, noteAttributes: [Attribute] = [],
                targetAttributes: [Attribute] = [], unitAttributes: [Attribute] = [], otherElements: [String] = []) {
        self.source = source
        self.hasTarget = hasTarget
        self.hasNote = hasNote
        self.noteAttributes = noteAttributes
        self.targetAttributes = targetAttributes
        self.unitAttributes = unitAttributes
        self.otherElements = otherElements
    }

    private enum Name {
        static let source = "xliff:source"
        static let target = "xliff:target"
        static let noNote = "xliff:no-note"
        static let note = "xliff-note:"
        static let targetAttribute = "xliff-target:"
        static let unit = "xliff-unit:"
        static let element = "xliff-element"
    }

    /// `xliff:source`, `xliff:target`, `xliff:no-note`, `xliff-note:<attribute>`,
    /// `xliff-target:<attribute>`, `xliff-unit:<attribute>` and `xliff-element` (one per element).
    public var keptPairs: [Attribute] {
        var pairs = [Attribute(name: Name.source, value: source)]
        if hasTarget { pairs.append(Attribute(name: Name.target, value: "true")) }
        if !hasNote { pairs.append(Attribute(name: Name.noNote, value: "true")) }
        pairs += noteAttributes.map { Attribute(name: Name.note + $0.name, value: $0.value) }
        pairs += targetAttributes.map { Attribute(name: Name.targetAttribute + $0.name, value: $0.value) }
        pairs += unitAttributes.map { Attribute(name: Name.unit + $0.name, value: $0.value) }
        pairs += otherElements.map { Attribute(name: Name.element, value: $0) }
        return pairs
    }

    /// Reads the pairs of ``keptPairs``; `nil` without `xliff:source`.
    public init?(keptPairs: [Attribute]) {
        guard let source = keptPairs[named: Name.source] else { return nil }
        func attributes(_ prefix: String) -> [Attribute] {
            keptPairs.filter { $0.name.hasPrefix(prefix) }.map { Attribute(name: String($0.name.dropFirst(prefix.count)), value: $0.value) }
        }
        self.init(source: source, hasTarget: keptPairs[named: Name.target] == "true", hasNote: keptPairs[named: Name.noNote] != "true",
                  noteAttributes: attributes(Name.note), targetAttributes: attributes(Name.targetAttribute),
                  unitAttributes: attributes(Name.unit), otherElements: keptPairs.filter { $0.name == Name.element }.map(\.value))
    }
}

extension Entry {
    /// A `<trans-unit>` as an entry of an XLIFF table: the key is its `id`, the text its
    /// target, the comment its note.
    public static func xliffUnit(id: String, source: String, target: String?, state: String? = nil, note: String?,
                                 details: XLIFFUnitDetails? = nil, location: SourceLocation? = nil) -> Entry {
        var unit = details ?? XLIFFUnitDetails(source: source, hasTarget: target != nil)
        unit.source = source
        unit.hasTarget = target != nil
        return Entry(key: id, value: .text(StyledText(target ?? "")), comment: note, state: target == nil ? nil : state.map(TranslationState.init),
                     details: FormatDetails(unit), location: location)
    }

    /// The unit's `<source>` text, for an entry of an XLIFF table.
    public var xliffSource: String { details[XLIFFUnitDetails.self]?.source ?? "" }

    /// The unit's `<target>` text, or `nil` when it has none (it is no translation).
    public var xliffTarget: String? {
        guard details[XLIFFUnitDetails.self]?.hasTarget ?? true, case .text(let text) = value else { return nil }
        return text.text
    }
}

/// Marks an entry of a language's table read from an XLIFF unit: a translation, which says
/// nothing of the comment and details the project's file has for its key (an XLIFF unit's note
/// is the development language's comment). Converting it into a file that has the key with the
/// same value keeps the file's entry as it is. It has no pairs: nothing of it is written.
public struct XLIFFTranslation: KeptDetails {
    /// Creates the marker.
    public init() {}

    public var keptPairs: [Attribute] { [] }

    public init?(keptPairs: [Attribute]) { nil }
}
