import LocalizedStrings

/// One localization's entries of one table, ready for lookups: every format string parsed,
/// every encoding of the converter decoded. Built once, when the table is first needed, and
/// never changed.
///
/// A class, so that a lookup takes one reference count on it rather than one per array of its
/// hash table.
final class CompiledTable: Sendable {
    /// The entries by key. An entry can be reachable under two keys (an Android entry under its
    /// name and under the Apple key its `sb:key` attribute records).
    let entries: KeyTable<CompiledEntry>
    /// For the keys the converter filled in this localization with another's text (a gap of
    /// its Android folder, ``ConversionRecord/Fill``), the language whose text it is: that
    /// language answers the lookup, with its plural rules and numbers, as it does from the
    /// Android `res` folder.
    let fillOrigins: [String: LanguageTag]

    /// Creates a table from its entries.
    init(entries: KeyTable<CompiledEntry>, fillOrigins: [String: LanguageTag] = [:]) {
        self.entries = entries
        self.fillOrigins = fillOrigins
    }

    /// Creates a table from a dictionary of entries.
    convenience init(entries: [String: CompiledEntry], fillOrigins: [String: LanguageTag] = [:]) {
        self.init(entries: KeyTable(entries), fillOrigins: fillOrigins)
    }

    /// A table with no entries, for a localization that does not have the table.
    static let empty = CompiledTable(entries: [:])
}

/// What one key holds, in the form a lookup uses.
enum CompiledEntry: Sendable {
    /// A string.
    case text(CompiledText)
    /// An Android reference to another string resource (`@string/name`), resolved at lookup
    /// through the whole fallback chain, as Android resolves it.
    case reference(String)
    /// Forms chosen by the count's plural category (Android `<plurals>`, String Catalog plural
    /// variations).
    case plural(CompiledPlural)
    /// A format whose `%#@name@` variables choose plural forms (`.stringsdict`, String Catalog
    /// substitutions).
    case variableFormat(CompiledVariableFormat)
    /// A list of strings (Android `<string-array>`, Apple `name[0]`, `name[1]`, …).
    case array([CompiledItem])
}

extension CompiledEntry {
    /// Every parsed format the entry holds, forms and items included.
    var formats: [FormatString] {
        func formats(_ item: CompiledItem?) -> [FormatString] {
            if case .text(let text)? = item, let format = text.format { return [format] }
            return []
        }
        switch self {
        case .text(let text): return text.format.map { [$0] } ?? []
        case .reference: return []
        case .plural(let plural): return plural.forms.flatMap(formats)
        case .array(let items): return items.flatMap(formats)
        case .variableFormat(let variableFormat):
            return (variableFormat.format.format.map { [$0] } ?? [])
                + variableFormat.variables.flatMap { $0.variable.forms.compactMap { $0?.format } }
        }
    }
}

/// A string or a reference: an element of a plural or an array.
enum CompiledItem: Sendable {
    /// A string.
    case text(CompiledText)
    /// An Android reference to a string resource, resolved at lookup.
    case reference(String)
}

/// A string ready to print or format.
///
/// A class: tables, plurals and pseudo-locales share one instance, and a lookup hands it
/// around for one reference count.
final class CompiledText: Sendable {
    /// The text as the resource holds it, without markup: what an unformatted lookup returns.
    let text: String
    /// The parsed format, or `nil` when the text has no `%` and formats to itself.
    let format: FormatString?
    /// The styled ranges of ``text`` (Android spans, or the HTML tags of a converted styled
    /// string), in UTF-16 offsets.
    let spans: [Span]

    /// Creates a compiled string, parsing the format only when the text has a `%`.
    ///
    /// - Parameters:
    ///   - text: The text without markup.
    ///   - dialect: The format dialect of its resource file.
    ///   - spans: Its styled ranges.
    init(text: String, dialect: FormatString.Dialect, spans: [Span] = []) {
        self.text = text
        self.format = text.utf8.contains(UInt8(ascii: "%")) ? FormatString(text, dialect: dialect) : nil
        self.spans = spans
    }

    /// Creates a compiled string from parts that already agree.
    init(text: String, format: FormatString?, spans: [Span]) {
        self.text = text
        self.format = format
        self.spans = spans
    }
}

/// Plural forms by category.
struct CompiledPlural: Sendable {
    /// The forms, indexed by ``PluralCategory/index``.
    let forms: [CompiledItem?]
    /// Whether a `zero` form is used for an explicit 0 in every language, as Foundation does
    /// for `.stringsdict` and String Catalog plurals (Android uses `zero` only where CLDR has
    /// that category).
    let usesZeroFormForZero: Bool

    /// The form for a category, if the resource has one.
    subscript(category: PluralCategory) -> CompiledItem? {
        forms[category.index]
    }
}

/// A format with `%#@name@` variables.
struct CompiledVariableFormat: Sendable {
    /// The format that names the variables (`NSStringLocalizedFormatKey`, the catalog's
    /// `stringUnit`).
    let format: CompiledText
    /// The variables with their names. A format has a handful, so a linear search by name (short
    /// strings compare without hashing) beats a dictionary.
    let variables: [(name: String, variable: CompiledVariable)]

    /// The variable with a name.
    subscript(variable name: String) -> CompiledVariable? {
        for candidate in variables where candidate.name == name { return candidate.variable }
        return nil
    }
}

/// One variable of a ``CompiledVariableFormat``.
struct CompiledVariable: Sendable {
    /// The 1-based argument the variable reads when the resource says so (String Catalog
    /// `argNum`); otherwise the variable's position in the format decides.
    let argumentNumber: Int?
    /// The fraction digits a floating-point argument is shown with, from the value type
    /// (`.1f` → 1, `f` → 6), so that `1.0` chooses the form of "1.0"; `nil` for integers.
    let fractionDigits: Int?
    /// The forms, indexed by ``PluralCategory/index``. A catalog's `%arg` is already a
    /// specifier of the variable's own argument.
    let forms: [CompiledText?]

    /// The form for a category, if the resource has one.
    subscript(category: PluralCategory) -> CompiledText? {
        forms[category.index]
    }
}

extension PluralCategory {
    /// The category's position in CLDR order: zero 0, one 1, two 2, few 3, many 4, other 5.
    var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
