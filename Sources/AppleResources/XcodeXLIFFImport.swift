import LocalizedStrings

/// The Apple tables an XLIFF document's files hold, as Xcode imports them: for each
/// `<file>` (``XLIFFOriginal``), a table of the development language (every unit's source)
/// and one of the target language (the units with a `<target>`: a unit without one is no
/// translation), each named where it goes (``XLIFFTablePath``).
///
/// Units are read back as ``XcodeXLIFFExport`` writes them: `.strings` keys; `.stringsdict`
/// paths grouped into entries (a variable's value type from the development language's file
/// in the Localization Catalog's `Source Contents`, else from its forms' first specifier,
/// else `lld`); String Catalog variations grouped into plurals, device variants and
/// substitutions, a substitution's argument from its `%2$#@name@` and its specifier from its
/// forms (or both from the catalog in `Source Contents`). The text stays as the units have it:
/// Xcode turns `%2$#@name@` and `%2$lld` back into `%#@name@` and `%arg`, which mean the same to
/// Foundation; a catalog that has the localization keeps its own text when they compile alike
/// (``StringCatalogUpdater``). Target states map to catalog states
/// (``XcodeXLIFF/catalogState(ofXLIFFState:qualifier:)``).
/// Catalog entries are ``StringCatalogEntryDetails/isLocalizationOnly``: a unit says nothing of
/// its key's catalog fields; the sources are ``StringCatalogEntryDetails/keepsExisting``. The
/// tables of `.strings` and `.stringsdict` files keep the `<file>`'s ``XLIFFFileDetails``
/// (``XLIFFTablePath/isSource(_:)`` tells the sources).
public struct XcodeXLIFFImport: Sendable {
    /// Creates an import.
    public init() {}

    /// The tables of an XLIFF document's `<file>` tables (as ``XLIFFReader`` reads them).
    ///
    /// - Parameters:
    ///   - files: The document's files.
    ///   - document: The document's path: the tables are named under it.
    ///   - sourceContents: The development language's tables of an original, from the
    ///     Localization Catalog's `Source Contents`, when there are any.
    public func tables(of files: [StringTable], document: String,
                       sourceContents: (String) -> [StringTable] = { _ in [] }) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var tables: [StringTable] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let details = file.details[XLIFFFileDetails.self] else { continue }
            let original = XLIFFOriginal(details.original)
            guard let format = original.format else {
                diagnostics.append(.note(AppleDiagnosticID.xliffFileNotRead, at: file.entries.first?.location ?? SourceLocation(path: document),
                                         "<file original=\"\(details.original)\"> is no strings resource (.strings, .stringsdict, .xcstrings, a storyboard, XIB or Info.plist); it is not read"))
                continue
            }
            let sourceLanguage = LanguageTag(details.sourceLanguage)
            let targetLanguage = details.targetLanguage.flatMap(LanguageTag.init)
            var source = StringTable(path: XLIFFTablePath.path(document: document, projectPath: original.path(in: nil)), format: format,
                                     locale: sourceLanguage)
            var target = StringTable(path: XLIFFTablePath.path(document: document, projectPath: original.path(in: targetLanguage)),
                                     format: format, locale: targetLanguage)
            let kept = sourceContents(details.original)
            source.details = FormatDetails(details)
            target.details = FormatDetails(details)
            switch format {
            case .xcstrings:
                let catalog = FormatDetails(StringCatalogDetails(sourceLanguage: details.sourceLanguage))
                source.details = catalog
                target.details = catalog
                (source.entries, target.entries) = catalogEntries(file.entries, kept: kept)
            case .stringsdict:
                (source.entries, target.entries) = stringsDictEntries(file.entries, kept: kept, diagnostics: &diagnostics)
            default:
                source.entries = file.entries.map { Entry(key: $0.key, value: .text(StyledText($0.xliffSource)), comment: $0.comment, location: $0.location) }
                // A note is the development language's comment: the language's file keeps its own comments.
                target.entries = file.entries.compactMap { unit in
                    unit.xliffTarget.map { Entry(key: unit.key, value: .text(StyledText($0)), details: FormatDetails(XLIFFTranslation()),
                                                 location: unit.location) }
                }
            }
            tables.append(source)
            if targetLanguage != sourceLanguage { tables.append(target) }
        }
        return (tables, diagnostics)
    }

    // MARK: - .stringsdict

    private func stringsDictEntries(_ units: [Entry], kept: [StringTable], diagnostics: inout [Diagnostic]) -> (source: [Entry], target: [Entry]) {
        var keys: [String] = []
        var unitsByKey: [String: [(path: XcodeXLIFF.StringsDictPath, unit: Entry)]] = [:]
        for unit in units {
            guard let (key, path) = XcodeXLIFF.stringsDictUnit(unit.key) else {
                diagnostics.append(.warning(AppleDiagnosticID.malformedXLIFF, at: unit.location,
                                            "\"\(unit.key.withVisibleControls)\" is no path to a string of a .stringsdict entry (/key:dict/variable:dict/one:dict/:string); the unit is not read"))
                continue
            }
            if unitsByKey[key] == nil { keys.append(key) }
            unitsByKey[key, default: []].append((path, unit))
        }
        var keptEntries: [String: Entry] = [:]
        for table in kept where table.format == .stringsdict { for entry in table.entries { keptEntries[entry.key] = entry } }
        func entries(target: Bool) -> [Entry] {
            keys.compactMap { key in
                let parts = unitsByKey[key] ?? []
                func text(_ unit: Entry) -> String? { target ? unit.xliffTarget : unit.xliffSource }
                let location = parts.first?.unit.location
                let translation = target ? FormatDetails(XLIFFTranslation()) : FormatDetails()
                if let plain = parts.first(where: { $0.path == .text }) {
                    return text(plain.unit).map { Entry(key: key, value: .text(StyledText($0)), details: translation, location: location) }
                }
                let devices = parts.compactMap { part -> DeviceVariations.Form? in
                    guard case .device(let device) = part.path, let value = text(part.unit) else { return nil }
                    return DeviceVariations.Form(device: device, value: .text(StyledText(value)))
                }
                if !devices.isEmpty { return Entry(key: key, value: .device(DeviceVariations(devices)), details: translation, location: location) }
                var names: [String] = []
                var forms: [String: [PluralForms.Form]] = [:]
                var sourceForms: [String: [String]] = [:]
                for part in parts {
                    guard case .form(let variable, let category) = part.path else { continue }
                    if forms[variable] == nil { names.append(variable); forms[variable] = [] }
                    sourceForms[variable, default: []].append(part.unit.xliffSource)
                    if let value = text(part.unit) { forms[variable]?.append(PluralForms.Form(category: category, value: .text(StyledText(value)))) }
                }
                let format = parts.first { $0.path == .format }.flatMap { text($0.unit) }
                guard format != nil || forms.values.contains(where: { !$0.isEmpty }) else { return nil }
                let keptFormat: VariableFormat? = if case .variableFormat(let kept) = keptEntries[key]?.value { kept } else { nil }
                // The development language's file gives the variables' types; its keys of an
                // entry's dictionary (a conversion's record) are its own, not a translation's.
                let variables = names.map { name in
                    let kept = keptFormat?[variable: name]
                    return PluralVariable(name: name, ruleType: kept?.ruleType ?? PluralVariable.pluralRuleType,
                                          valueType: kept?.valueType ?? Self.valueType(of: sourceForms[name] ?? []),
                                          forms: PluralForms((forms[name] ?? []).sorted { $0.category < $1.category }),
                                          details: target ? FormatDetails() : kept?.details ?? FormatDetails())
                }
                let fallbackFormat = names.count == 1 ? "%#@\(names[0])@" : (parts.first { $0.path == .format }?.unit.xliffSource ?? "")
                return Entry(key: key, value: .variableFormat(VariableFormat(format: format ?? fallbackFormat, variables: variables)),
                             details: target ? FormatDetails(XLIFFTranslation()) : keptEntries[key]?.details ?? FormatDetails(), location: location)
            }
        }
        return (entries(target: false), entries(target: true))
    }

    /// The value type of a plural variable whose forms are these: their first integer or
    /// floating-point specifier's (`lld` of `%1$lld`), else `lld` (Swift's `Int`).
    static func valueType(of forms: [String]) -> String {
        for form in forms {
            for segment in FormatString(form, dialect: .apple).segments {
                guard case .placeholder(let placeholder) = segment,
                      [.integer, .floatingPoint].contains(placeholder.argumentKind(in: .apple)) else { continue }
                return (placeholder.length?.rawValue ?? "") + placeholder.conversion.text
            }
        }
        return "lld"
    }

    // MARK: - String Catalogs

    private struct CatalogKey {
        var root: Entry?
        var plural: [(PluralCategory, Entry)] = []
        var device: [(device: String, category: PluralCategory?, unit: Entry)] = []
        var substitutions: [(name: String, category: PluralCategory, unit: Entry)] = []
    }

    private func catalogEntries(_ units: [Entry], kept: [StringTable]) -> (source: [Entry], target: [Entry]) {
        var keys: [String] = []
        var byKey: [String: CatalogKey] = [:]
        for unit in units {
            let (key, variation) = XcodeXLIFF.catalogUnit(unit.key)
            if byKey[key] == nil { keys.append(key); byKey[key] = CatalogKey() }
            switch variation {
            case nil: byKey[key]?.root = unit
            case .plural(let category): byKey[key]?.plural.append((category, unit))
            case .device(let device): byKey[key]?.device.append((device, nil, unit))
            case .devicePlural(let device, let category): byKey[key]?.device.append((device, category, unit))
            case .substitution(let name, let category): byKey[key]?.substitutions.append((name, category, unit))
            }
        }
        var keptFormats: [String: VariableFormat] = [:]
        for table in kept where table.format == .xcstrings {
            for entry in table.entries { if case .variableFormat(let format) = entry.value { keptFormats[entry.key] = format } }
        }
        func entries(target: Bool) -> [Entry] {
            let details = FormatDetails(StringCatalogEntryDetails(isLocalizationOnly: true, keepsExisting: !target))
            return keys.compactMap { key in
                guard let parts = byKey[key],
                      var entry = catalogEntry(key, parts, target: target, kept: keptFormats[key]) else { return nil }
                entry.details = details
                return entry
            }
        }
        return (entries(target: false), entries(target: true))
    }

    /// One side of a catalog key's units as an entry: the sources, or the targets (`nil` when
    /// none of its units has one).
    private func catalogEntry(_ key: String, _ parts: CatalogKey, target: Bool, kept: VariableFormat?) -> Entry? {
        func text(_ unit: Entry) -> String? { target ? unit.xliffTarget : unit.xliffSource }
        func state(_ unit: Entry) -> TranslationState {
            XcodeXLIFF.catalogState(ofXLIFFState: target ? unit.state?.rawValue : nil,
                                    qualifier: unit.details[XLIFFUnitDetails.self]?.targetAttributes[named: "state-qualifier"])
        }
        let first = parts.root ?? parts.plural.first?.1 ?? parts.device.first?.unit ?? parts.substitutions.first?.unit
        var entry = Entry(key: key, value: .text(StyledText("")), comment: first?.comment, location: first?.location)
        if !parts.substitutions.isEmpty {
            let sourceRoot = parts.root?.xliffSource ?? ""
            var root = parts.root.flatMap(text)
            var rootState = parts.root.map(state)
            var names: [String] = []
            var forms: [String: [PluralForms.Form]] = [:]
            var sourceForms: [String: [String]] = [:]
            for part in parts.substitutions {
                if forms[part.name] == nil { names.append(part.name); forms[part.name] = [] }
                sourceForms[part.name, default: []].append(part.unit.xliffSource)
                if let value = text(part.unit) {
                    forms[part.name]?.append(PluralForms.Form(category: part.category, value: .text(StyledText(value)), state: state(part.unit)))
                }
            }
            guard root != nil || forms.values.contains(where: { !$0.isEmpty }) else { return nil }
            if root == nil {
                // Forms translated without their format: the format is the source's, not translated yet.
                root = sourceRoot
                rootState = .new
            }
            let variables = names.map { name -> PluralVariable in
                let keptVariable = kept?[variable: name]
                return PluralVariable(name: name, valueType: keptVariable?.valueType ?? Self.valueType(of: sourceForms[name] ?? []),
                                      argumentNumber: keptVariable?.argumentNumber ?? Self.argumentNumber(of: name, in: sourceRoot),
                                      forms: PluralForms(forms[name] ?? []), details: keptVariable?.details ?? FormatDetails())
            }
            entry.value = .variableFormat(VariableFormat(format: root ?? "", variables: variables))
            entry.state = rootState
        } else if !parts.device.isEmpty {
            var devices: [String] = []
            var values: [String: DeviceVariations.Form] = [:]
            for part in parts.device {
                guard let value = text(part.unit) else { continue }
                if values[part.device] == nil { devices.append(part.device) }
                if let category = part.category {
                    var forms: [PluralForms.Form] = []
                    if case .plural(let earlier) = values[part.device]?.value { forms = earlier.forms }
                    forms.append(PluralForms.Form(category: category, value: .text(StyledText(value)), state: state(part.unit)))
                    values[part.device] = DeviceVariations.Form(device: part.device, value: .plural(PluralForms(forms)))
                } else {
                    values[part.device] = DeviceVariations.Form(device: part.device, value: .text(StyledText(value)), state: state(part.unit))
                }
            }
            guard !devices.isEmpty else { return nil }
            entry.value = .device(DeviceVariations(devices.compactMap { values[$0] }))
        } else if !parts.plural.isEmpty {
            let forms = parts.plural.compactMap { category, unit in
                text(unit).map { PluralForms.Form(category: category, value: .text(StyledText($0)), state: state(unit)) }
            }
            guard !forms.isEmpty else { return nil }
            entry.value = .plural(PluralForms(forms))
        } else if let root = parts.root, let value = text(root) {
            entry.value = .text(StyledText(value))
            entry.state = state(root)
        } else {
            return nil
        }
        return entry
    }

    /// The argument a substitution reads, from its positional reference in a format (`2` of `%2$#@count@`).
    static func argumentNumber(of name: String, in format: String) -> Int? {
        FormatString(format, dialect: .apple).variables.first { $0.name == name }?.argumentIndex
    }
}
