import Foundation
import LocalizedStrings
import OrderedJSON
import SystemSupport

/// Reads an Xcode String Catalog (`.xcstrings`) into one ``StringTable`` per language.
///
/// A localization's `stringUnit` becomes text with its `state`; `variations.plural`
/// becomes plural forms; `variations.device` device variants; `substitutions` a
/// ``VariableFormat`` whose variables carry `argNum` and `formatSpecifier`. Entry fields
/// (`comment`, `extractionState`, `shouldTranslate`) are repeated in every language's
/// table. A key with no localization in the source language appears in the source table
/// with the key as its text, marked ``StringCatalogEntryDetails/isImplicit``, since that is
/// what Xcode shows.
///
/// Nothing is dropped: members this reader does not understand are kept in the details
/// (``StringCatalogDetails``, ``StringCatalogEntryDetails``, ``StringCatalogUnitDetails``),
/// and a localization shaped in a way StringBridge does not model is kept whole, with a
/// warning.
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

    /// Reads a catalog file, each key's record that a conversion keeps in the manifest beside
    /// it joined to the key's comment (``CatalogRecordStore``).
    public func read(fileAt path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        let bytes: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let contents): bytes = contents
        case .failure(let failure): return ([], [failure.diagnostic(AppleDiagnosticID.unreadableFile, path: path)])
        }
        let read = read(bytes: bytes, path: path)
        let (records, diagnostics) = CatalogRecordStore.records(forCatalogAt: path)
        return (records?.joined(to: read.tables) ?? read.tables, read.diagnostics + diagnostics)
    }

    /// Reads a catalog's bytes: one table per language, the source language first.
    ///
    /// Never more than ``Diagnostic/maximumPerFile`` diagnostics: the rest are counted.
    public func read(bytes: [UInt8], path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        let (tables, diagnostics) = readAll(bytes: bytes, path: path)
        return (tables, diagnostics.limitedPerFile(path: path))
    }

    private func readAll(bytes: [UInt8], path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var parser = JSONParser(utf8: bytes)
        let document: JSONValue
        do {
            document = try parser.parse()
        } catch {
            return ([], [.error(AppleDiagnosticID.malformedJSON, at: SourceText(bytes: bytes, path: path).location(ofByte: error.offset),
                                 error.message)])
        }
        // The parser gives each value its line: the file's lines are indexed only to place a
        // warning (a catalog of every language of an app has millions of lines).
        let source = parser.loneSurrogateOffsets.isEmpty ? nil : SourceText(bytes: bytes, path: path)
        var diagnostics: [Diagnostic] = parser.loneSurrogateOffsets.compactMap { offset in
            source.map { StringsFileReader.loneSurrogateWarning(at: $0.location(ofByte: offset)) }
        }
        guard let top = document.members, let sourceLanguage = document[Field.sourceLanguage]?.string,
              let strings = document[Field.strings]?.members else {
            return ([], [.error(AppleDiagnosticID.malformedCatalog, at: SourceLocation(path: path, line: 1),
                                "a String Catalog is an object with 'sourceLanguage' and 'strings'")])
        }
        var catalogDetails = StringCatalogDetails(sourceLanguage: sourceLanguage, endsWithNewline: bytes.last == 0x0A)
        for member in top where member.key != Field.sourceLanguage && member.key != Field.strings {
            if member.key == Field.version, let version = member.value.string {
                catalogDetails.version = version
            } else {
                catalogDetails.otherMembers.append(member)
            }
        }

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
            var sharedDetails = StringCatalogEntryDetails()
            var localizations: [JSONMember]?
            for field in fields {
                switch (field.key, field.value) {
                case (Field.comment, .string(let comment)): shared.comment = comment
                case (Field.extractionState, .string(let state)): sharedDetails.extractionState = state
                case (Field.shouldTranslate, .bool(let value)): shared.isTranslatable = value
                case (Field.localizations, .object(let members)): localizations = members
                default: sharedDetails.otherKeyMembers.append(field)
                }
            }
            sharedDetails.hasEmptyLocalizations = localizations?.isEmpty == true
            if !sharedDetails.isEmpty { shared.details = FormatDetails(sharedDetails) }
            var hasSource = false
            for localization in localizations ?? [] {
                var entry = shared
                entry.location = SourceLocation(path: path, line: localization.line, column: 0)
                var details = sharedDetails
                read(localization: localization.value, into: &entry, details: &details, diagnostics: &diagnostics)
                entry.details = details.isEmpty ? FormatDetails() : FormatDetails(details)
                if localization.key == sourceLanguage { hasSource = true }
                if entriesByLanguage[localization.key] == nil {
                    entriesByLanguage[localization.key] = []
                    languages.append(localization.key)
                }
                entriesByLanguage[localization.key]!.append(entry)
            }
            if !hasSource {
                var implicit = shared
                var details = sharedDetails
                details.isImplicit = true
                implicit.details = FormatDetails(details)
                entriesByLanguage[sourceLanguage]!.append(implicit)
            }
        }
        let tables = languages.map { language in
            var details = catalogDetails
            let locale = LanguageTag(language)
            if locale == nil {
                details.languageName = language
                diagnostics.append(.warning(AppleDiagnosticID.invalidCatalogLanguage,
                                            at: entriesByLanguage[language]?.first?.location ?? SourceLocation(path: path),
                                            "'\(language)' is not a BCP 47 language tag; its \(entriesByLanguage[language]?.count ?? 0) localization(s) are kept in the catalog, but converters and the runtime skip them; rename it (for example 'pt-BR', 'zh-Hans')"))
            }
            return StringTable(path: path, format: .xcstrings, locale: locale,
                               entries: entriesByLanguage[language] ?? [], details: FormatDetails(details))
        }
        return (tables, diagnostics)
    }

    // MARK: - Localizations

    private func read(localization: JSONValue, into entry: inout Entry, details: inout StringCatalogEntryDetails,
                      diagnostics: inout [Diagnostic]) {
        func keepWhole() {
            self.keepWhole(localization, in: &entry, details: &details, diagnostics: &diagnostics)
        }
        guard let members = localization.members else { return keepWhole() }
        var unit: [JSONMember]?
        var variations: JSONValue?
        var substitutions: [JSONMember]?
        for member in members {
            switch member.key {
            case Field.stringUnit: unit = member.value.members
            case Field.variations: variations = member.value
            case Field.substitutions: substitutions = member.value.members
            default: details.otherLocalizationMembers.append(member)
            }
        }
        switch (unit, variations, substitutions) {
        case (let unit?, nil, nil):
            let (text, state, extras) = stringUnit(unit)
            entry.value = .text(StyledText(text))
            entry.state = state
            details.otherStringUnitMembers = extras
        case (let unit?, nil, let substitutions?):
            let (text, state, extras) = stringUnit(unit)
            var variables: [PluralVariable] = []
            for substitution in substitutions {
                guard let variable = variable(named: substitution.key, from: substitution.value) else { return keepWhole() }
                variables.append(variable)
            }
            entry.value = .variableFormat(VariableFormat(format: text, variables: variables))
            entry.state = state
            details.otherStringUnitMembers = extras
        case (nil, let variations?, nil):
            guard let value = variationValue(variations) else { return keepWhole() }
            entry.value = value
        default:
            keepWhole()
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
                                                       details: StringCatalogUnitDetails.details(otherStringUnitMembers: extras)))
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
            let details = StringCatalogUnitDetails.details(otherStringUnitMembers: extras,
                                                           otherMembers: fields.filter { $0.key != Field.stringUnit })
            forms.append(PluralForms.Form(category: category, value: .text(StyledText(text)), state: state, details: details))
        }
        return PluralForms(forms)
    }

    /// A substitution: `argNum`, `formatSpecifier` and plural `variations`.
    private func variable(named name: String, from value: JSONValue) -> PluralVariable? {
        guard let members = value.members else { return nil }
        var variable = PluralVariable(name: name, forms: PluralForms([]))
        var otherMembers: [JSONMember] = []
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
                otherMembers.append(member)
            }
        }
        variable.details = StringCatalogUnitDetails.details(otherStringUnitMembers: [], otherMembers: otherMembers)
        return hasForms ? variable : nil
    }

    /// `value`, `state`, and members other than those two.
    private func stringUnit(_ members: [JSONMember]) -> (text: String, state: TranslationState?, extras: [JSONMember]) {
        var text = ""
        var state: TranslationState?
        var extras: [JSONMember] = []
        for member in members {
            switch (member.key, member.value) {
            case (Field.value, .string(let value)): text = value
            case (Field.state, .string(let value)): state = TranslationState(value)
            default: extras.append(member)
            }
        }
        return (text, state, extras)
    }

    private func keepWhole(_ localization: JSONValue, in entry: inout Entry, details: inout StringCatalogEntryDetails,
                           diagnostics: inout [Diagnostic]) {
        entry.value = .text(StyledText(""))
        entry.state = nil
        details.otherLocalizationMembers = []
        details.otherStringUnitMembers = []
        details.unmodelledLocalization = localization
        diagnostics.append(.warning(AppleDiagnosticID.unmodelledCatalogValue, at: entry.location,
                                    "the localization of \"\(entry.key)\" is shaped in a way StringBridge does not model; it is kept as it is, but not converted"))
    }
}
