import AppleResources
import ConversionMetadata
import LocalizedStrings
import ResourceConversion

/// Makes the ``StringResource``s of one table from its development-language entries, read
/// from Apple files (a String Catalog, or `.strings` and `.stringsdict` files).
///
/// It reads the entries as the runtime does: a later table's entry overrides an earlier one's
/// (a `.stringsdict` entry a `.strings` one), keys `name[0]`, `name[1]`, … are the array `name`,
/// a product variant (`name[product=tablet]`) is no key of its own, a device variation gives
/// the phone's variant, and a catalog's `%arg` is its variable's specifier. A value whose
/// whole format is one plural variable (`%#@days@`) is a plural like a catalog's plural
/// variations, its count named after the variable. What a conversion kept in an entry's
/// record supplies the translator comment a `.stringsdict` file cannot hold, and the
/// `<xliff:g id>` names of the Android source's placeholders.
public struct StringResourceReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The resources of the tables, sorted by key.
    ///
    /// - Parameter tables: The tables of one table name in the development language, in
    ///   override order (later entries win).
    /// - Returns: One resource per string, plural and array.
    public func resources(of tables: [StringTable]) -> [StringResource] {
        var sources: [String: Source] = [:]
        for table in tables {
            for entry in table.entries {
                sources[entry.key] = Source(entry: entry, language: table.locale)
            }
        }
        var resources: [StringResource] = []
        var arrays: [String: [(index: Int, source: Source)]] = [:]
        for (key, source) in sources {
            let appleKey = AppleKey(parsing: key)
            if appleKey.product != nil { continue }
            if let index = appleKey.index {
                arrays[appleKey.base, default: []].append((index, source))
            } else if appleKey.isEmptyArray {
                if arrays[appleKey.base] == nil { arrays[appleKey.base] = [] }
            } else if let resource = resource(key: key, value: source.entry.value, of: source) {
                resources.append(resource)
            }
        }
        // As at run time, a plain key of the array's name wins over the items.
        for (name, items) in arrays where sources[name] == nil {
            let sorted = items.sorted { $0.index < $1.index }
            resources.append(StringResource(key: name, kind: .array, text: sorted.map { Self.quoted($0.source.entry.value) },
                                            comment: sorted.first?.source.comment))
        }
        return resources.sorted { $0.key < $1.key }
    }

    /// An entry and where it was read.
    private struct Source {
        var entry: Entry
        var language: LanguageTag?

        /// The translator comment: the entry's own, else the one of the Android entry a
        /// conversion kept in its record.
        var comment: String? {
            if let human = MetadataComment.humanPart(of: entry.comment), !human.isEmpty { return human }
            return recordedSourceEntries.lazy.compactMap(\.comment).first
        }

        /// The Android entries a conversion kept in the entry's record, if any: an `.lproj`
        /// entry's record holds them at its top, a catalog key's record per language (`"locales"`).
        var recordedSourceEntries: [Entry] {
            guard var json = KeptMetadata.record(of: [entry]) else { return [] }
            if json[Self.androidRecordKey] == nil, let language, let localized = json["locales"]?[language.identifier] {
                json = localized
            }
            return ConversionRecord(json: json, sourceKey: Self.androidRecordKey)?.sourceEntries ?? []
        }

        /// Where a record keeps the Android entries an Apple entry was converted from.
        private static let androidRecordKey = "android"
    }

    // MARK: - Values

    private func resource(key: String, value: EntryValue, of source: Source) -> StringResource? {
        var uses = ArgumentUses()
        let kind: StringResource.Kind
        let text: [String]
        switch value {
        case .text(let styled):
            uses.add(FormatString(styled.text, dialect: .apple))
            kind = .string
            text = [Self.quoted(styled.text)]
        case .reference(let reference):
            kind = .string
            text = [Self.quoted(reference.description)]
        case .plural(let plural):
            for form in Self.otherFirst(plural.forms) {
                uses.add(FormatString(form.value.displayText, dialect: .apple))
            }
            kind = .plural
            text = Self.canonicalOrder(plural.forms).map { "\($0.category.rawValue): \(Self.quoted($0.value.displayText))" }
        case .variableFormat(let format):
            uses.add(FormatString(format.format, dialect: .apple), variables: format.variables)
            if let variable = Self.wholeVariable(of: format) {
                kind = .plural
                text = Self.canonicalOrder(variable.forms.forms).map { form in
                    "\(form.category.rawValue): \(Self.quoted(variable.formText(of: form)))"
                }
            } else {
                kind = .string
                text = [Self.quoted(format.format)] + format.variables.map { variable in
                    "\(variable.name): " + Self.canonicalOrder(variable.forms.forms).map { form in
                        "\(form.category.rawValue) \(Self.quoted(variable.formText(of: form)))"
                    }.joined(separator: ", ")
                }
            }
        case .device(let variations):
            guard let variant = variations.variant(for: DeviceVariations.phone) else { return nil }
            return resource(key: key, value: variant.value, of: source)
        case .array:
            return nil
        }
        for recorded in source.recordedSourceEntries {
            for (index, name) in PlaceholderNames.names(in: recorded.value) where uses.names[index] == nil {
                uses.names[index] = name
            }
        }
        if kind == .plural, uses.names[1] == nil { uses.names[1] = StringResource.countName }
        let count = max(uses.count, kind == .plural ? 1 : 0)
        let parameters = (1..<count + 1).map { index in
            // A plural's count that no form prints is still a count.
            let type = kind == .plural && index == 1 && uses.type(of: 1) == .any ? .int : uses.type(of: index)
            return StringResource.Parameter(type: type, name: uses.names[index],
                                            fractionDigits: kind == .plural && index == 1 && type == .double ? uses.fractionDigits(of: 1) : nil)
        }
        return StringResource(key: key, kind: kind, parameters: parameters, text: text, comment: source.comment)
    }

    /// The variable of a format that is nothing but one variable reading argument 1 (`%#@days@`,
    /// `%1$#@days@`): a plural whose count is that argument.
    private static func wholeVariable(of format: VariableFormat) -> PluralVariable? {
        let parsed = FormatString(format.format, dialect: .apple)
        guard parsed.segments.count == 1, case .variable(let variable) = parsed.segments[0],
              let definition = format[variable: variable.name], (definition.argumentNumber ?? variable.argumentIndex) == 1 else { return nil }
        return definition
    }

    // MARK: - Text

    /// Forms with `other` first: the form most counts show types the count.
    private static func otherFirst(_ forms: [PluralForms.Form]) -> [PluralForms.Form] {
        forms.filter { $0.category == .other } + forms.filter { $0.category != .other }
    }

    /// Forms in CLDR's order (`zero`, `one`, … `other`), whatever order the file has them in.
    private static func canonicalOrder(_ forms: [PluralForms.Form]) -> [PluralForms.Form] {
        forms.sorted { $0.category < $1.category }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.quotedWithVisibleControls + "\""
    }

    private static func quoted(_ value: EntryValue) -> String {
        switch value {
        case .text(let styled): quoted(styled.text)
        case .reference(let reference): quoted(reference.description)
        case .plural, .array, .variableFormat, .device: quoted("")
        }
    }
}

extension StringResource {
    /// The name of a plural's count when the resources give it none, as Android's
    /// `getQuantityString(id, count, …)` calls it.
    public static let countName = "count"
}
