import LocalizedStrings

/// The units Xcode exports for one file of a project into a language's XLIFF file
/// (`xcodebuild -exportLocalizations`): the development language's entries as sources, the
/// language's as targets (a unit without a target is not translated yet).
///
/// - `.strings`: a unit per key, `id` the key; units sorted by id.
/// - `.stringsdict`: a unit per string of an entry, `id` its path in the property list
///   (``XcodeXLIFF/StringsDictPath``: `/key:dict/files:dict/one:dict/:string`); units sorted by id.
/// - String Catalog: keys in the catalog's order; a unit per string unit, `id` the key and,
///   for a variation, `|==|` and its path (``XcodeXLIFF/CatalogVariation``). The language's
///   localization, when it has one, decides the units (a plural gets the categories it has
///   and those its language needs); otherwise the development language's does. A variation the
///   development language lacks takes its source from what it has (its `other` form, its
///   text); a substitution it lacks has the unit's id as source, as Xcode writes it. Keys
///   marked "Don't translate" (`shouldTranslate: false`) are left out.
///
/// Every unit gets `<note>` with the key's comment (`<note/>` without one). For the
/// development language itself, every unit's target is its source (an implicit catalog key:
/// state `new`).
public struct XcodeXLIFFExport: Sendable {
    /// The language the units are for.
    public var targetLanguage: LanguageTag
    /// Whether it is the development language.
    public var isDevelopmentLanguage: Bool

    /// Creates an export for a language.
    public init(targetLanguage: LanguageTag, sourceLanguage: LanguageTag) {
        self.targetLanguage = targetLanguage
        isDevelopmentLanguage = targetLanguage == sourceLanguage
    }

    /// The units of one file, and what could not be exported.
    ///
    /// - Parameters:
    ///   - source: The development language's table of the file.
    ///   - target: The language's table of the same file, if it has one.
    public func units(source: StringTable, target: StringTable?) -> (units: [Entry], diagnostics: [Diagnostic]) {
        let targets = Self.lastEntries(of: target)
        switch source.format {
        case .xcstrings: return catalogUnits(source, targets: targets)
        case .stringsdict: return (Self.sortedByID(stringsDictUnits(source, targets: targets)), [])
        default: return (Self.sortedByID(stringsUnits(source, targets: targets)), [])
        }
    }

    private static func lastEntries(of table: StringTable?) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for entry in table?.entries ?? [] where entry.details[StringCatalogEntryDetails.self]?.isImplicit != true {
            entries[entry.key] = entry
        }
        return entries
    }

    /// Units sorted by id, each id once (the last).
    private static func sortedByID(_ units: [Entry]) -> [Entry] {
        var byID: [String: Entry] = [:]
        for unit in units { byID[unit.key] = unit }
        return byID.keys.sorted().compactMap { byID[$0] }
    }

    // MARK: - .strings

    private func stringsUnits(_ source: StringTable, targets: [String: Entry]) -> [Entry] {
        source.entries.compactMap { entry in
            guard entry.isTranslatable, let text = Self.plainText(entry.value) else { return nil }
            let target = isDevelopmentLanguage ? text : targets[entry.key].flatMap { Self.plainText($0.value) }
            return .xliffUnit(id: entry.key, source: text, target: target, note: entry.comment)
        }
    }

    // MARK: - .stringsdict

    private func stringsDictUnits(_ source: StringTable, targets: [String: Entry]) -> [Entry] {
        var units: [Entry] = []
        for entry in source.entries where entry.isTranslatable {
            let target = isDevelopmentLanguage ? entry : targets[entry.key]
            func unit(_ path: XcodeXLIFF.StringsDictPath, _ text: String, _ translation: String?) {
                units.append(.xliffUnit(id: XcodeXLIFF.stringsDictUnitID(key: entry.key, path), source: text, target: translation, note: nil))
            }
            switch entry.value {
            case .text(let text):
                unit(.text, text.text, target.flatMap { Self.plainText($0.value) })
            case .variableFormat(let format):
                let translated: VariableFormat? = if case .variableFormat(let translated) = target?.value { translated } else { nil }
                unit(.format, format.format, translated?.format)
                var names = format.variables.map(\.name)
                for variable in translated?.variables ?? [] where !names.contains(variable.name) { names.append(variable.name) }
                for name in names {
                    let sourceForms = format[variable: name]?.forms
                    let targetForms = translated?[variable: name]?.forms
                    for category in categories(target: targetForms, source: sourceForms) {
                        unit(.form(variable: name, category: category), (sourceForms?[category] ?? sourceForms?[.other])?.displayText ?? "",
                             targetForms?[category]?.displayText)
                    }
                }
            case .device(let variations):
                let translated: DeviceVariations? = if case .device(let translated) = target?.value { translated } else { nil }
                for form in variations.forms {
                    guard case .text(let text) = form.value else { continue }
                    let translation = translated?.forms.first { $0.device == form.device }.flatMap { Self.plainText($0.value) }
                    unit(.device(form.device), text.text, translation)
                }
            default:
                continue
            }
        }
        return units
    }

    // MARK: - String Catalogs

    private func catalogUnits(_ source: StringTable, targets: [String: Entry]) -> (units: [Entry], diagnostics: [Diagnostic]) {
        var units: [Entry] = []
        var diagnostics: [Diagnostic] = []
        var sourceEntries: [String: Entry] = [:]
        for entry in source.entries { sourceEntries[entry.key] = entry }
        for key in XcodeKeyOrder.sortedInOrder(sourceEntries.keys) {
            guard let entry = sourceEntries[key], entry.isTranslatable else { continue }
            let details = entry.details[StringCatalogEntryDetails.self]
            if details?.unmodelledLocalization != nil {
                diagnostics.append(.warning(AppleDiagnosticID.unmodelledCatalogValue, at: entry.location ?? SourceLocation(path: source.path),
                                            "the localization of \"\(key.withVisibleControls)\" is shaped in a way StringBridge does not model; it is left out of the XLIFF file"))
                continue
            }
            var target: Entry?
            if isDevelopmentLanguage {
                target = entry
                if details?.isImplicit == true { target?.state = .new }
            } else if let translated = targets[key] {
                if translated.details[StringCatalogEntryDetails.self]?.unmodelledLocalization != nil {
                    diagnostics.append(.warning(AppleDiagnosticID.unmodelledCatalogValue, at: translated.location ?? SourceLocation(path: source.path),
                                                "the \(targetLanguage.identifier) localization of \"\(key.withVisibleControls)\" is shaped in a way StringBridge does not model; it is exported as not translated"))
                } else {
                    target = translated
                }
            }
            let autoGenerated = details?.otherKeyMembers.contains { $0.key == "isCommentAutoGenerated" && $0.value == .bool(true) } == true
            let note = entry.comment ?? target?.comment
            for leaf in catalogLeaves(key: key, source: entry.value, target: target) {
                var unit = Entry.xliffUnit(id: XcodeXLIFF.catalogUnitID(key: key, leaf.variation), source: leaf.source,
                                           target: leaf.target?.text, note: note)
                let (state, qualifier) = XcodeXLIFF.xliffState(ofCatalogState: leaf.target?.state)
                unit.state = leaf.target == nil ? nil : state.map(TranslationState.init)
                var unitDetails = unit.details[XLIFFUnitDetails.self]!
                if let qualifier { unitDetails.targetAttributes = [Attribute(name: "state-qualifier", value: qualifier)] }
                if autoGenerated { unitDetails.noteAttributes = [Attribute(name: "from", value: "auto-generated")] }
                unit.details = FormatDetails(unitDetails)
                units.append(unit)
            }
        }
        return (units, diagnostics)
    }

    /// One unit of a catalog key: its variation, source, and translation with its state.
    private struct Leaf {
        var variation: XcodeXLIFF.CatalogVariation?
        var source: String
        var target: (text: String, state: TranslationState?)?
    }

    /// The units of a key: the translation's shape when there is one, else the source's.
    private func catalogLeaves(key: String, source: EntryValue, target: Entry?) -> [Leaf] {
        let shape = target?.value ?? source
        let translated = target != nil
        switch shape {
        case .plural(let forms):
            return categories(target: translated ? forms : nil, source: forms).map { category in
                let form = translated ? forms.forms.first { $0.category == category } : nil
                return Leaf(variation: .plural(category), source: Self.pluralText(source, category),
                            target: form.map { ($0.value.displayText, $0.state) })
            }
        case .device(let variations):
            var leaves: [Leaf] = []
            for device in XcodeKeyOrder.sortedInOrder(variations.forms.map(\.device)) {
                guard let form = variations.forms.first(where: { $0.device == device }) else { continue }
                if case .plural(let forms) = form.value {
                    for category in categories(target: translated ? forms : nil, source: forms) {
                        let translation = translated ? forms.forms.first { $0.category == category } : nil
                        leaves.append(Leaf(variation: .devicePlural(device, category), source: Self.deviceText(source, device, category),
                                           target: translation.map { ($0.value.displayText, $0.state) }))
                    }
                } else {
                    leaves.append(Leaf(variation: .device(device), source: Self.deviceText(source, device, nil),
                                       target: translated ? (Self.plainText(form.value) ?? "", form.state) : nil))
                }
            }
            return leaves
        case .variableFormat(let format):
            let sourceFormat: VariableFormat? = if case .variableFormat(let sourceFormat) = source { sourceFormat } else { nil }
            var leaves = [Leaf(variation: nil, source: Self.plainText(source) ?? key,
                               target: translated ? (XcodeXLIFF.positionalReferences(in: format.format, format.variables), target?.state) : nil)]
            for name in XcodeKeyOrder.sortedInOrder(format.variables.map(\.name)) {
                guard let variable = format[variable: name] else { continue }
                let sourceVariable = sourceFormat?[variable: name]
                for category in categories(target: translated ? variable.forms : nil, source: variable.forms) {
                    let id = XcodeXLIFF.catalogUnitID(key: key, .substitution(name, category))
                    let sourceText = sourceVariable.map { variable in
                        XcodeXLIFF.resolvedArgument(in: (variable.forms[category] ?? variable.forms[.other])?.displayText ?? "", of: variable)
                    } ?? id
                    let form = translated ? variable.forms.forms.first { $0.category == category } : nil
                    leaves.append(Leaf(variation: .substitution(name, category), source: sourceText,
                                       target: form.map { (XcodeXLIFF.resolvedArgument(in: $0.value.displayText, of: variable), $0.state) }))
                }
            }
            return leaves
        default:
            return [Leaf(variation: nil, source: Self.plainText(source) ?? key,
                         target: target.map { (Self.plainText($0.value) ?? "", $0.state) })]
        }
    }

    /// The categories of a plural's units: the translation's and those its language needs, or
    /// (not translated) those its language needs; the development language's own forms.
    private func categories(target: PluralForms?, source: PluralForms?) -> [PluralCategory] {
        if isDevelopmentLanguage { return XcodeXLIFF.sorted(source?.categories ?? [.other]) }
        return XcodeXLIFF.sorted((target?.categories ?? []) + XcodeXLIFF.pluralCategories(for: targetLanguage))
    }

    // MARK: - Source texts of another shape

    /// The text a value shows without a count or a device: the text, a plural's `other`
    /// form, the `other` device's variant, a substitution's format (references positional).
    static func plainText(_ value: EntryValue) -> String? {
        switch value {
        case .text(let text): text.text
        case .reference(let reference): reference.description
        case .plural(let forms): (forms[.other] ?? forms.forms.last?.value)?.displayText
        case .device(let variations):
            (variations.forms.first { $0.device == "other" } ?? variations.forms.first).flatMap { plainText($0.value) }
        case .variableFormat(let format): XcodeXLIFF.positionalReferences(in: format.format, format.variables)
        case .array: nil
        }
    }

    private static func pluralText(_ value: EntryValue, _ category: PluralCategory) -> String {
        if case .plural(let forms) = value, let form = forms[category] ?? forms[.other] { return form.displayText }
        return plainText(value) ?? ""
    }

    private static func deviceText(_ value: EntryValue, _ device: String, _ category: PluralCategory?) -> String {
        if case .device(let variations) = value,
           let form = variations.forms.first(where: { $0.device == device }) ?? variations.forms.first(where: { $0.device == "other" }) {
            return category.map { pluralText(form.value, $0) } ?? plainText(form.value) ?? ""
        }
        return category.map { pluralText(value, $0) } ?? plainText(value) ?? ""
    }
}
