import LocalizedStrings
import OrderedJSON

/// Writes tables as an Xcode String Catalog (`.xcstrings`), in Xcode's own layout, so that
/// a catalog read and written without changes is byte-for-byte what Xcode saved.
///
/// The tables are the languages of one catalog (as ``StringCatalogReader`` gives them, or
/// as a converter builds them); the source language comes from their
/// ``StringCatalogDetails``, or from `sourceLanguage:`. Entry fields are taken from the source
/// language's entry when there is one. Members the reader kept in the details are written
/// back where they came from.
public struct StringCatalogWriter: Sendable {
    private typealias Field = StringCatalogReader.Field

    /// Creates a writer.
    public init() {}

    /// The catalog's text, and errors for values a catalog cannot hold.
    ///
    /// - Parameters:
    ///   - tables: One table per language.
    ///   - sourceLanguage: The development language, when the tables do not name it.
    public func document(for tables: [StringTable], sourceLanguage: LanguageTag? = nil) -> (text: String, diagnostics: [Diagnostic]) {
        let document = documentBytes(for: tables, sourceLanguage: sourceLanguage)
        return (String(decoding: document.bytes, as: UTF8.self), document.diagnostics)
    }

    /// ``document(for:sourceLanguage:)`` as the UTF-8 bytes of the file.
    public func documentBytes(for tables: [StringTable], sourceLanguage: LanguageTag? = nil) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let catalogDetails = tables.first?.details[StringCatalogDetails.self]
        let source = catalogDetails?.sourceLanguage ?? sourceLanguage?.identifier
            ?? tables.first?.locale?.identifier ?? "en"
        var keys: [String] = []
        var sharedEntries: [String: Entry] = [:]
        var localizations: [String: [JSONMember]] = [:]
        let ordered = tables.sorted { language(of: $0) == source && language(of: $1) != source }
        for table in ordered {
            let language = language(of: table)
            for entry in table.entries {
                if sharedEntries[entry.key] == nil {
                    keys.append(entry.key)
                    sharedEntries[entry.key] = entry
                }
                if entry.details[StringCatalogEntryDetails.self]?.isImplicit == true { continue }
                guard let value = localization(for: entry, in: table, diagnostics: &diagnostics) else { continue }
                localizations[entry.key, default: []].append(JSONMember(key: language, value: value))
            }
        }
        var strings: [JSONMember] = []
        for key in keys {
            guard let entry = sharedEntries[key] else { continue }
            let details = entry.details[StringCatalogEntryDetails.self] ?? StringCatalogEntryDetails()
            var members: [JSONMember] = []
            if let comment = entry.comment { members.append(JSONMember(key: Field.comment, value: .string(comment))) }
            if let state = details.extractionState {
                members.append(JSONMember(key: Field.extractionState, value: .string(state)))
            }
            if let languages = localizations[key], !languages.isEmpty {
                members.append(JSONMember(key: Field.localizations, value: .object(languages)))
            } else if details.hasEmptyLocalizations {
                members.append(JSONMember(key: Field.localizations, value: .object([])))
            }
            if !entry.isTranslatable { members.append(JSONMember(key: Field.shouldTranslate, value: .bool(false))) }
            members += details.otherKeyMembers
            strings.append(JSONMember(key: key, value: .object(members)))
        }
        var top = [JSONMember(key: Field.sourceLanguage, value: .string(source)),
                   JSONMember(key: Field.strings, value: .object(strings))]
        top.append(JSONMember(key: Field.version, value: .string(catalogDetails?.version ?? "1.0")))
        top += catalogDetails?.otherMembers ?? []
        var bytes = JSONValue.object(top).xcodeBytes()
        if catalogDetails?.endsWithNewline == true { bytes.append(0x0A) }
        return (bytes, diagnostics)
    }

    private func language(of table: StringTable) -> String {
        table.details[StringCatalogDetails.self]?.languageName ?? table.locale?.identifier ?? ""
    }

    // MARK: - Localizations

    private func localization(for entry: Entry, in table: StringTable, diagnostics: inout [Diagnostic]) -> JSONValue? {
        let details = entry.details[StringCatalogEntryDetails.self] ?? StringCatalogEntryDetails()
        if let whole = details.unmodelledLocalization { return whole }
        var members = details.otherLocalizationMembers
        switch entry.value {
        case .text(let styled):
            members.append(JSONMember(key: Field.stringUnit, value: stringUnit(styled.text, state: entry.state,
                                                                                   extras: details.otherStringUnitMembers)))
        case .reference(let reference):
            members.append(JSONMember(key: Field.stringUnit, value: stringUnit(reference.description, state: entry.state, extras: [])))
        case .plural(let forms):
            members.append(JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.plural, value: plural(forms))])))
        case .device(let variations):
            members.append(JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.device, value: device(variations))])))
        case .variableFormat(let format):
            members.append(JSONMember(key: Field.stringUnit, value: stringUnit(format.format, state: entry.state,
                                                                                   extras: details.otherStringUnitMembers)))
            members.append(JSONMember(key: Field.substitutions, value: .object(format.variables.map { variable in
                var fields: [JSONMember] = []
                if let argument = variable.argumentNumber { fields.append(JSONMember(key: Field.argNum, value: .number(String(argument)))) }
                if let specifier = variable.valueType { fields.append(JSONMember(key: Field.formatSpecifier, value: .string(specifier))) }
                fields.append(JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.plural, value: plural(variable.forms))])))
                fields += variable.details[StringCatalogUnitDetails.self]?.otherMembers ?? []
                return JSONMember(key: variable.name, value: .object(fields))
            })))
        case .array:
            diagnostics.append(.error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
                                      "'\(entry.key)' is an array, which a String Catalog cannot hold as it is; convert it first"))
            return nil
        }
        return .object(members)
    }

    private func plural(_ forms: PluralForms) -> JSONValue {
        .object(forms.forms.map { form in
            let details = form.details[StringCatalogUnitDetails.self]
            var fields = [JSONMember(key: Field.stringUnit, value: stringUnit(form.value.displayText, state: form.state,
                                                                             extras: details?.otherStringUnitMembers ?? []))]
            fields += details?.otherMembers ?? []
            return JSONMember(key: form.category.rawValue, value: .object(fields))
        })
    }

    private func device(_ variations: DeviceVariations) -> JSONValue {
        .object(variations.forms.map { form in
            let value: JSONValue
            switch form.value {
            case .plural(let forms):
                value = .object([JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.plural, value: plural(forms))]))])
            case .text(let styled):
                value = .object([JSONMember(key: Field.stringUnit, value: stringUnit(styled.text, state: form.state,
                                                                                      extras: form.details[StringCatalogUnitDetails.self]?.otherStringUnitMembers ?? []))])
            default:
                value = .object([JSONMember(key: Field.stringUnit, value: stringUnit("", state: form.state, extras: []))])
            }
            return JSONMember(key: form.device, value: value)
        })
    }

    private func stringUnit(_ text: String, state: String?, extras: [JSONMember]) -> JSONValue {
        var members = extras
        if let state { members.append(JSONMember(key: Field.state, value: .string(state))) }
        members.append(JSONMember(key: Field.value, value: .string(text)))
        return .object(members)
    }
}
