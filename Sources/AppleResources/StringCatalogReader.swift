import Foundation
import LocalizedStrings

/// Reads an Xcode String Catalog (`.xcstrings`) into one ``StringTable`` per language.
///
/// A localization's `stringUnit` becomes text with its `state`; `variations.plural`
/// becomes plural forms; `variations.device` device variants; `substitutions` a
/// ``VariableFormat`` whose variables carry `argNum` and `formatSpecifier`. Entry fields
/// (`comment`, `extractionState`, `shouldTranslate`) are repeated in every language's
/// table. A key with no localization in the source language appears in the source table
/// with the key as its text and the property `#implicit`, since that is what Xcode shows.
///
/// Nothing is dropped: members this reader does not understand are kept as properties
/// named `json:<path>` holding their JSON, and a localization shaped in a way StringBridge
/// does not model is kept whole (`json:localization`), with a warning. The catalog's
/// `sourceLanguage`, `version` and layout are table properties.
public struct StringCatalogReader: Sendable {
    /// The members of a String Catalog that this reader interprets.
    enum Field {
        static let sourceLanguage = "sourceLanguage"
        static let strings = "strings"
        static let version = "version"
        static let comment = "comment"
        static let extractionState = "extractionState"
        static let shouldTranslate = "shouldTranslate"
        static let localizations = "localizations"
        static let stringUnit = "stringUnit"
        static let state = "state"
        static let value = "value"
        static let variations = "variations"
        static let plural = "plural"
        static let device = "device"
        static let substitutions = "substitutions"
        static let argNum = "argNum"
        static let formatSpecifier = "formatSpecifier"
    }

    /// Creates a reader.
    public init() {}

    /// Reads a catalog file.
    public func read(fileAt path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return ([], [.error(AppleDiagnosticID.unreadableFile, at: SourceLocation(path: path), "cannot read the file")])
        }
        return read(bytes: [UInt8](data), path: path)
    }

    /// Reads a catalog's bytes: one table per language, the source language first.
    public func read(bytes: [UInt8], path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        let source = SourceText(bytes: bytes, path: path)
        var parser = JSONParser(utf8: bytes)
        let document: JSONValue
        do {
            document = try parser.parse()
        } catch {
            return ([], [.error(AppleDiagnosticID.malformedJSON, at: source.location(ofByte: error.offset), error.message)])
        }
        var diagnostics: [Diagnostic] = []
        guard let top = document.members, let sourceLanguage = document[Field.sourceLanguage]?.string,
              let strings = document[Field.strings]?.members else {
            return ([], [.error(AppleDiagnosticID.malformedCatalog, at: SourceLocation(path: path, line: 1),
                                "a String Catalog is an object with 'sourceLanguage' and 'strings'")])
        }
        var catalogProperties = [Attribute(name: Field.sourceLanguage, value: sourceLanguage)]
        for member in top where member.key != Field.sourceLanguage && member.key != Field.strings {
            if member.key == Field.version, let version = member.value.string {
                catalogProperties.append(Attribute(name: Field.version, value: version))
            } else {
                catalogProperties.append(Attribute(name: "json:" + member.key, value: member.value.xcodeText()))
            }
        }
        if bytes.last == 0x0A { catalogProperties.append(Attribute(name: "#trailingNewline", value: "true")) }

        // Languages in first-seen order, the source language first.
        var entriesByLanguage: [String: [Entry]] = [sourceLanguage: []]
        var languages = [sourceLanguage]
        for string in strings {
            let location = SourceLocation(path: path, line: string.line, column: 0)
            guard let fields = string.value.members else {
                diagnostics.append(.error(AppleDiagnosticID.malformedCatalog, at: location,
                                          "the entry \"\(string.key)\" is not an object"))
                continue
            }
            var shared = Entry(key: string.key, value: .text(StyledText(string.key)), location: location)
            var localizations: [JSONMember]?
            for field in fields {
                switch (field.key, field.value) {
                case (Field.comment, .string(let comment)): shared.comment = comment
                case (Field.extractionState, .string(let state)):
                    shared.properties.append(Attribute(name: Field.extractionState, value: state))
                case (Field.shouldTranslate, .bool(let value)): shared.isTranslatable = value
                case (Field.localizations, .object(let members)): localizations = members
                default: shared.properties.append(Attribute(name: "json:" + field.key, value: field.value.xcodeText()))
                }
            }
            if localizations?.isEmpty == true {
                shared.properties.append(Attribute(name: "#emptyLocalizations", value: "true"))
            }
            var hasSource = false
            for localization in localizations ?? [] {
                var entry = shared
                entry.location = SourceLocation(path: path, line: localization.line, column: 0)
                read(localization: localization.value, into: &entry, diagnostics: &diagnostics)
                if localization.key == sourceLanguage { hasSource = true }
                if entriesByLanguage[localization.key] == nil {
                    entriesByLanguage[localization.key] = []
                    languages.append(localization.key)
                }
                entriesByLanguage[localization.key]!.append(entry)
            }
            if !hasSource {
                var implicit = shared
                implicit.properties.append(Attribute(name: "#implicit", value: "true"))
                entriesByLanguage[sourceLanguage]!.append(implicit)
            }
        }
        let tables = languages.map { language in
            var properties = catalogProperties
            if LanguageTag(language) == nil { properties.append(Attribute(name: "#language", value: language)) }
            return StringTable(path: path, format: .xcstrings, locale: LanguageTag(language),
                               entries: entriesByLanguage[language] ?? [], properties: properties)
        }
        return (tables, diagnostics)
    }

    // MARK: - Localizations

    private func read(localization: JSONValue, into entry: inout Entry, diagnostics: inout [Diagnostic]) {
        guard let members = localization.members else { return keepWhole(localization, in: &entry, diagnostics: &diagnostics) }
        var unit: [JSONMember]?
        var variations: JSONValue?
        var substitutions: [JSONMember]?
        for member in members {
            switch member.key {
            case Field.stringUnit: unit = member.value.members
            case Field.variations: variations = member.value
            case Field.substitutions: substitutions = member.value.members
            default: entry.properties.append(Attribute(name: "json:localization." + member.key, value: member.value.xcodeText()))
            }
        }
        switch (unit, variations, substitutions) {
        case (let unit?, nil, nil):
            let (text, state, extras) = stringUnit(unit)
            entry.value = .text(StyledText(text))
            entry.state = state
            entry.properties += extras.map { Attribute(name: "json:stringUnit." + $0.name, value: $0.value) }
        case (let unit?, nil, let substitutions?):
            let (text, state, extras) = stringUnit(unit)
            var variables: [PluralVariable] = []
            for substitution in substitutions {
                guard let variable = variable(named: substitution.key, from: substitution.value) else {
                    return keepWhole(localization, in: &entry, diagnostics: &diagnostics)
                }
                variables.append(variable)
            }
            entry.value = .variableFormat(VariableFormat(format: text, variables: variables))
            entry.state = state
            entry.properties += extras.map { Attribute(name: "json:stringUnit." + $0.name, value: $0.value) }
        case (nil, let variations?, nil):
            guard let value = variationValue(variations) else { return keepWhole(localization, in: &entry, diagnostics: &diagnostics) }
            entry.value = value
        default:
            keepWhole(localization, in: &entry, diagnostics: &diagnostics)
        }
    }

    /// A `variations` object: `plural` forms or `device` variants (which may hold plurals).
    private func variationValue(_ variations: JSONValue) -> EntryValue? {
        guard let members = variations.members, members.count == 1, let kind = members.first else { return nil }
        switch kind.key {
        case Field.plural:
            return pluralForms(kind.value).map { .plural($0) }
        case Field.device:
            guard let devices = kind.value.members else { return nil }
            var forms: [DeviceVariations.Form] = []
            for device in devices {
                guard let fields = device.value.members else { return nil }
                if fields.count == 1, let unit = fields.first, unit.key == Field.stringUnit, let unitMembers = unit.value.members {
                    let (text, state, extras) = stringUnit(unitMembers)
                    forms.append(DeviceVariations.Form(device: device.key, value: .text(StyledText(text)), state: state,
                                                       properties: extras.map { Attribute(name: "json:stringUnit." + $0.name, value: $0.value) }))
                } else if fields.count == 1, let nested = fields.first, nested.key == Field.variations,
                          let value = variationValue(nested.value), case .plural = value {
                    forms.append(DeviceVariations.Form(device: device.key, value: value))
                } else {
                    return nil
                }
            }
            return .device(DeviceVariations(forms))
        default:
            return nil
        }
    }

    /// A `plural` object: category → `{ "stringUnit" : … }`.
    private func pluralForms(_ value: JSONValue) -> PluralForms? {
        guard let members = value.members else { return nil }
        var forms: [PluralForms.Form] = []
        for member in members {
            guard let category = PluralCategory(rawValue: member.key), let fields = member.value.members,
                  let unit = fields.first(where: { $0.key == Field.stringUnit })?.value.members else { return nil }
            let (text, state, extras) = stringUnit(unit)
            var properties = extras.map { Attribute(name: "json:stringUnit." + $0.name, value: $0.value) }
            for field in fields where field.key != Field.stringUnit {
                properties.append(Attribute(name: "json:" + field.key, value: field.value.xcodeText()))
            }
            forms.append(PluralForms.Form(category: category, value: .text(StyledText(text)), state: state, properties: properties))
        }
        return PluralForms(forms)
    }

    /// A substitution: `argNum`, `formatSpecifier` and plural `variations`.
    private func variable(named name: String, from value: JSONValue) -> PluralVariable? {
        guard let members = value.members else { return nil }
        var variable = PluralVariable(name: name, forms: PluralForms([]))
        var hasForms = false
        for member in members {
            switch (member.key, member.value) {
            case (Field.argNum, .number(let text)):
                guard let number = Int(text) else { return nil }
                variable.argumentNumber = number
            case (Field.formatSpecifier, .string(let specifier)):
                variable.valueType = specifier
            case (Field.variations, let variations):
                guard let plural = variations[Field.plural], variations.members?.count == 1,
                      let forms = pluralForms(plural) else { return nil }
                variable.forms = forms
                hasForms = true
            default:
                variable.properties.append(Attribute(name: "json:" + member.key, value: member.value.xcodeText()))
            }
        }
        return hasForms ? variable : nil
    }

    /// `value`, `state`, and members other than those two (as JSON).
    private func stringUnit(_ members: [JSONMember]) -> (text: String, state: String?, extras: [Attribute]) {
        var text = ""
        var state: String?
        var extras: [Attribute] = []
        for member in members {
            switch (member.key, member.value) {
            case (Field.value, .string(let value)): text = value
            case (Field.state, .string(let value)): state = value
            default: extras.append(Attribute(name: member.key, value: member.value.xcodeText()))
            }
        }
        return (text, state, extras)
    }

    private func keepWhole(_ localization: JSONValue, in entry: inout Entry, diagnostics: inout [Diagnostic]) {
        entry.value = .text(StyledText(""))
        entry.state = nil
        entry.properties.removeAll { $0.name.hasPrefix("json:localization.") || $0.name.hasPrefix("json:stringUnit.") }
        entry.properties.append(Attribute(name: "json:localization", value: localization.xcodeText()))
        diagnostics.append(.warning(AppleDiagnosticID.unmodelledCatalogValue, at: entry.location,
                                    "the localization of \"\(entry.key)\" is shaped in a way StringBridge does not model; it is kept as it is, but not converted"))
    }
}
