import LocalizedStrings

/// What Xcode compiles a String Catalog localization into at build time: a `.strings` entry
/// or a `.stringsdict` entry of the language's table ("At build time, these files compile to
/// .strings and .stringsdict files", WWDC23 "Discover String Catalogs"; what each shape becomes
/// is in `docs/convert.md`).
///
/// - A string unit is a `.strings` entry with the key's comment. An implicit key (no
///   localization in the development language: Xcode shows the key) compiles to nothing, as
///   Xcode's build "does not include source strings from code".
/// - Plural variations are a `.stringsdict` entry `%#@count@` with one plural variable, whose
///   value type is the forms' first specifier's (`lld` without one).
/// - Substitutions are a `.stringsdict` entry with the format and a plural variable each. A
///   catalog's `%arg` (the substitution's own argument) is no `.stringsdict` syntax: it becomes
///   the specifier, `%lld`, or `%2$lld` with the reference written `%2$#@name@` when the format
///   uses positions or the argument is not the reference's own place, as Xcode exports it.
/// - Device variants of text are a `NSStringDeviceSpecificRuleType` entry.
///
/// What a `.strings`/`.stringsdict` file cannot hold is said, not guessed: device variants with
/// plurals, a localization StringBridge does not model.
public enum StringCatalogCompiler {
    /// What a localization compiles into.
    public enum Compiled: Equatable, Sendable {
        /// A `.strings` entry.
        case strings(Entry)
        /// A `.stringsdict` entry (no comment: a `.stringsdict` file has none).
        case stringsdict(Entry)
        /// Nothing the files can hold; why, for a diagnostic.
        case notRepresentable(String)
        /// Nothing to compile: a key the development language shows as it is (implicit).
        case nothing
    }

    /// The name of the variable a plural of a whole string compiles to.
    public static let pluralVariableName = "count"

    /// The compiled form of a catalog entry (one key in one language).
    public static func compiled(_ entry: Entry) -> Compiled {
        let details = entry.details[StringCatalogEntryDetails.self]
        if details?.isImplicit == true { return .nothing }
        if details?.unmodelledLocalization != nil { return .notRepresentable("its localization is shaped in a way StringBridge does not model") }
        var result = Entry(key: entry.key, value: entry.value, comment: entry.comment, location: entry.location)
        switch entry.value {
        case .text, .reference:
            if case .reference(let reference) = entry.value { result.value = .text(StyledText(reference.description)) }
            return .strings(result)
        case .plural(let forms):
            let variable = PluralVariable(name: pluralVariableName, valueType: pluralValueType(of: forms), forms: stateless(forms))
            result.value = .variableFormat(VariableFormat(format: "%#@\(pluralVariableName)@", variables: [variable]))
            result.comment = nil
            return .stringsdict(result)
        case .variableFormat(let format):
            result.value = .variableFormat(compiled(format))
            result.comment = nil
            return .stringsdict(result)
        case .device(let variations):
            guard variations.holdsTextOnly else { return .notRepresentable("a device variant varies by plural, which a .stringsdict device rule cannot hold") }
            result.value = .device(DeviceVariations(variations.forms.map { DeviceVariations.Form(device: $0.device, value: $0.value) }))
            result.comment = nil
            return .stringsdict(result)
        case .array:
            return .notRepresentable("it is an array")
        }
    }

    /// A catalog format with substitutions as a `.stringsdict` format: `%arg` resolved (see the type).
    static func compiled(_ format: VariableFormat) -> VariableFormat {
        var text = format.format
        let parsed = FormatString(format.format, dialect: .apple)
        let usesPositions = parsed.placeholders.contains { $0.position != nil } || parsed.variables.contains { $0.position != nil }
        let variables = format.variables.map { variable -> PluralVariable in
            var compiled = variable
            compiled.forms = stateless(variable.forms)
            compiled.details = FormatDetails()
            // A .stringsdict variable's argument is its reference's place; argNum is a catalog's.
            compiled.argumentNumber = nil
            let specifier = variable.valueType ?? "@"
            let usesArgument = variable.forms.forms.contains { $0.value.displayText.contains(PluralVariable.catalogArgumentPlaceholder) }
            guard usesArgument else { return compiled }
            let reference = parsed.variables.first { $0.name == variable.name }
            var placeholder = "%" + specifier
            if let number = variable.argumentNumber {
                if reference?.position != nil {
                    placeholder = "%\(number)$\(specifier)"
                } else if usesPositions || reference?.argumentIndex != number {
                    text = text.replacingOccurrences(of: "%#@\(variable.name)@", with: "%\(number)$#@\(variable.name)@")
                    placeholder = "%\(number)$\(specifier)"
                }
            }
            compiled.forms = PluralForms(compiled.forms.forms.map { form in
                var form = form
                form.value = .text(StyledText(form.value.displayText.replacingOccurrences(of: PluralVariable.catalogArgumentPlaceholder, with: placeholder)))
                return form
            })
            return compiled
        }
        return VariableFormat(format: text, variables: variables)
    }

    /// Whether two catalog localizations compile to entries Foundation reads alike: the same
    /// `.strings` or `.stringsdict` entry once each substitution's references and `%arg` are
    /// written with its position (`%2$#@count@`, `%2$lld`), which is how Xcode exports them and
    /// imports them back (`%#@count@`, `%arg`). Localizations that compile to nothing are alike
    /// when their values are.
    public static func compileAlike(_ lhs: Entry, _ rhs: Entry) -> Bool {
        switch (compiled(positional(lhs)), compiled(positional(rhs))) {
        case (.strings(let a), .strings(let b)):
            return a.hasSameMeaning(as: b)
        case (.stringsdict(let a), .stringsdict(let b)):
            return namedByPlace(a).hasSameMeaning(as: namedByPlace(b))
        case (.nothing, .nothing):
            return true
        case (.notRepresentable, .notRepresentable):
            // What compiles to nothing is alike when it is the same.
            return positional(lhs).value == positional(rhs).value
        default:
            return false
        }
    }

    /// A `.stringsdict` entry whose format is its one variable (`%#@files@`) with the variable
    /// named as a plural of a whole string compiles (Foundation never shows the name).
    private static func namedByPlace(_ entry: Entry) -> Entry {
        guard case .variableFormat(var format) = entry.value, format.variables.count == 1,
              ["%#@\(format.variables[0].name)@", "%1$#@\(format.variables[0].name)@"].contains(format.format) else { return entry }
        var entry = entry
        format.variables[0].name = pluralVariableName
        format.format = "%#@\(pluralVariableName)@"
        entry.value = .variableFormat(format)
        return entry
    }

    /// The entry with each substitution's references and `%arg` written with its argument's
    /// position; a substitution without `argNum` reads its reference's place.
    private static func positional(_ entry: Entry) -> Entry {
        guard case .variableFormat(let format) = entry.value else { return entry }
        var entry = entry
        let references = FormatString(format.format, dialect: .apple).variables
        let variables = format.variables.map { variable in
            var variable = variable
            if variable.argumentNumber == nil { variable.argumentNumber = references.first { $0.name == variable.name }?.argumentIndex }
            return variable
        }
        entry.value = .variableFormat(VariableFormat(format: XcodeXLIFF.positionalReferences(in: format.format, variables),
                                                     variables: variables.map { variable in
            var variable = variable
            variable.forms = PluralForms(variable.forms.forms.map { form in
                var form = form
                form.value = .text(StyledText(XcodeXLIFF.resolvedArgument(in: form.value.displayText, of: variable)))
                return form
            })
            return variable
        }))
        return entry
    }

    /// The value type a plural of a whole string compiles with: its forms' first integer or
    /// floating-point specifier's (`d` of `%d files`), else `lld`.
    public static func pluralValueType(of forms: PluralForms) -> String {
        let ordered = forms.forms.filter { $0.category == .other } + forms.forms.filter { $0.category != .other }
        return XcodeXLIFFImport.valueType(of: ordered.map(\.value.displayText))
    }

    /// The forms without states, in CLDR's order (`zero`, `one`, … `other`), as `.stringsdict`
    /// files list them (a catalog lists them by name).
    private static func stateless(_ forms: PluralForms) -> PluralForms {
        PluralForms(forms.forms.sorted { $0.category < $1.category }.map { PluralForms.Form(category: $0.category, value: $0.value) })
    }
}

/// What Xcode's "Migrate to String Catalog" makes of a `.strings` or `.stringsdict` entry: a
/// localization with the state `translated` (an entry of a `.lproj` file is a translation).
///
/// - A `.strings` entry is a string unit (also `"key" = "key";`, which the catalog then has
///   as a localization of the development language, and compiles back).
/// - A `.stringsdict` entry whose format is one plural variable and nothing else
///   (`%#@files@`) is plural variations, as Xcode migrates it, when compiling it back gives
///   the same value type; any other is substitutions: the format as it is, each variable
///   with its argument (`argNum`) and value type (`formatSpecifier`), its forms as they are.
/// - A device rule is device variations.
public enum StringCatalogMigrator {
    /// The catalog entry of a `.strings`/`.stringsdict` entry (`nil` when it has none), and
    /// what of it a catalog does not carry.
    public static func migrated(_ entry: Entry) -> (entry: Entry?, notCarried: String?) {
        var result = Entry(key: entry.key, value: entry.value, comment: entry.comment, state: .translated, location: entry.location)
        let details = StringCatalogEntryDetails(extractionState: migratedExtractionState, isLocalizationOnly: true)
        switch entry.value {
        case .text(let text):
            result.value = .text(StyledText(text.text))
        case .reference(let reference):
            result.value = .text(StyledText(reference.description))
        case .variableFormat(let format):
            guard format.variables.allSatisfy({ $0.ruleType == PluralVariable.pluralRuleType }) else {
                return (nil, "a variable's rule type is not NSStringPluralRuleType, which a String Catalog cannot hold")
            }
            result.state = nil
            if let plural = wholeStringPlural(format), entry.details.isEmpty {
                result.value = .plural(plural)
            } else {
                result.value = .variableFormat(substitutions(format))
                result.state = .translated
            }
        case .device(let variations):
            result.state = nil
            result.value = .device(DeviceVariations(variations.forms.map {
                DeviceVariations.Form(device: $0.device, value: $0.value, state: .translated)
            }))
        case .plural, .array:
            return (nil, "it is no .strings or .stringsdict value")
        }
        result.details = FormatDetails(details)
        let keptKeys = entry.details.isEmpty && (format(of: entry)?.variables.allSatisfy { $0.details.isEmpty } ?? true)
        return (result, keptKeys ? nil : "keys of its dictionary that StringBridge does not interpret")
    }

    private static func format(of entry: Entry) -> VariableFormat? {
        if case .variableFormat(let format) = entry.value { return format }
        return nil
    }

    /// The `extractionState` Xcode gives migrated keys (until a build finds them in code).
    public static let migratedExtractionState = "migrated"

    /// The forms of a format that is one plural variable and nothing else, when compiling them
    /// back as a plural gives the same value type.
    private static func wholeStringPlural(_ format: VariableFormat) -> PluralForms? {
        guard format.variables.count == 1, let variable = format.variables.first,
              format.format == "%#@\(variable.name)@" || format.format == "%1$#@\(variable.name)@",
              variable.details.isEmpty, variable.valueType == StringCatalogCompiler.pluralValueType(of: variable.forms) else { return nil }
        return translated(variable.forms)
    }

    private static func substitutions(_ format: VariableFormat) -> VariableFormat {
        let references = FormatString(format.format, dialect: .apple).variables
        return VariableFormat(format: format.format, variables: format.variables.map { variable in
            PluralVariable(name: variable.name, valueType: variable.valueType,
                           argumentNumber: references.first { $0.name == variable.name }?.argumentIndex,
                           forms: translated(variable.forms))
        })
    }

    private static func translated(_ forms: PluralForms) -> PluralForms {
        PluralForms(forms.forms.map { PluralForms.Form(category: $0.category, value: $0.value, state: .translated) })
    }
}
