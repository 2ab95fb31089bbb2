import CLDR
import Foundation
import LocalizedStrings

/// The vocabulary Xcode uses when it exports Apple tables to XLIFF and imports them back
/// (`xcodebuild -exportLocalizations`, `-importLocalizations`), shared by ``XcodeXLIFFExport``
/// and ``XcodeXLIFFImport``. What each rule rests on is in `docs/xliff.md`.
public enum XcodeXLIFF {
    /// The separator between a String Catalog key and the variation a unit holds:
    /// `items|==|plural.one`.
    public static let variationSeparator = "|==|"

    // MARK: - Unit ids

    /// One variation of a String Catalog localization, as a unit id names it after `|==|`.
    public enum CatalogVariation: Hashable, Sendable {
        /// `plural.one`.
        case plural(PluralCategory)
        /// `device.iphone`.
        case device(String)
        /// `device.iphone.plural.one`.
        case devicePlural(String, PluralCategory)
        /// `substitutions.count.plural.one` (a name with a `.` is written `@a.b@`).
        case substitution(String, PluralCategory)

        /// The text after `|==|`.
        public var text: String {
            switch self {
            case .plural(let category): "plural." + category.rawValue
            case .device(let device): "device." + device
            case .devicePlural(let device, let category): "device.\(device).plural.\(category.rawValue)"
            case .substitution(let name, let category):
                "substitutions.\(name.contains(".") ? "@\(name)@" : name).plural.\(category.rawValue)"
            }
        }

        /// Reads the text after `|==|`; `nil` when it names no variation (the whole id is then a key).
        public init?(text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, parts[0] == "plural", let category = PluralCategory(rawValue: parts[1]) {
                self = .plural(category)
            } else if parts.count == 2, parts[0] == "device", !parts[1].isEmpty {
                self = .device(parts[1])
            } else if parts.count == 4, parts[0] == "device", parts[2] == "plural", let category = PluralCategory(rawValue: parts[3]) {
                self = .devicePlural(parts[1], category)
            } else if text.hasPrefix("substitutions."), let range = text.range(of: ".plural.", options: .backwards),
                      let category = PluralCategory(rawValue: String(text[range.upperBound...])) {
                var name = String(text[text.index(text.startIndex, offsetBy: "substitutions.".count)..<range.lowerBound])
                if name.count > 2, name.hasPrefix("@"), name.hasSuffix("@") { name = String(name.dropFirst().dropLast()) }
                guard !name.isEmpty else { return nil }
                self = .substitution(name, category)
            } else {
                return nil
            }
        }
    }

    /// A String Catalog unit id: the key, and the variation after the last `|==|` when it names one.
    public static func catalogUnit(_ id: String) -> (key: String, variation: CatalogVariation?) {
        guard let range = id.range(of: variationSeparator, options: .backwards),
              let variation = CatalogVariation(text: String(id[range.upperBound...])) else { return (id, nil) }
        return (String(id[..<range.lowerBound]), variation)
    }

    /// The id of a String Catalog unit.
    public static func catalogUnitID(key: String, _ variation: CatalogVariation?) -> String {
        variation.map { key + variationSeparator + $0.text } ?? key
    }

    /// One string of a `.stringsdict` entry, as a unit id names it: a path into the property
    /// list, `/key:dict/files:dict/one:dict/:string`.
    public enum StringsDictPath: Hashable, Sendable {
        /// `/key:string`: a plain string.
        case text
        /// `/key:dict/NSStringLocalizedFormatKey:dict/:string`.
        case format
        /// `/key:dict/<variable>:dict/<category>:dict/:string`.
        case form(variable: String, category: PluralCategory)
        /// `/key:dict/NSStringDeviceSpecificRuleType:dict/<device>:dict/:string`.
        case device(String)
    }

    private static let dictionaryStep = ":dict/"

    /// The id of a `.stringsdict` unit.
    public static func stringsDictUnitID(key: String, _ path: StringsDictPath) -> String {
        switch path {
        case .text: "/" + key + ":string"
        case .format: "/" + key + dictionaryStep + StringsDictReader.Key.format + dictionaryStep + ":string"
        case .form(let variable, let category): "/" + key + dictionaryStep + variable + dictionaryStep + category.rawValue + dictionaryStep + ":string"
        case .device(let device): "/" + key + dictionaryStep + StringsDictReader.Key.deviceRule + dictionaryStep + device + dictionaryStep + ":string"
        }
    }

    /// Reads a `.stringsdict` unit id; `nil` for one that names no string of an entry. The key
    /// may hold `/` and `:` (`/[Count/Threads]:dict/…`), so the id is read from its end.
    public static func stringsDictUnit(_ id: String) -> (key: String, path: StringsDictPath)? {
        guard id.hasPrefix("/") else { return nil }
        let body = id.dropFirst()
        if body.hasSuffix(":string"), !body.hasSuffix(dictionaryStep + ":string") {
            return (String(body.dropLast(":string".count)), .text)
        }
        guard body.hasSuffix(dictionaryStep + ":string") else { return nil }
        var steps = body.dropLast((dictionaryStep + ":string").count).components(separatedBy: dictionaryStep)
        guard steps.count >= 2 else { return nil }
        let last = steps.removeLast()
        if last == StringsDictReader.Key.format {
            return (steps.joined(separator: dictionaryStep), .format)
        }
        guard steps.count >= 2 else { return nil }
        let parent = steps.removeLast()
        let key = steps.joined(separator: dictionaryStep)
        if parent == StringsDictReader.Key.deviceRule { return (key, .device(last)) }
        guard let category = PluralCategory(rawValue: last) else { return nil }
        return (key, .form(variable: parent, category: category))
    }

    /// Paths (a document's `<file original>`s) in the order Xcode writes them: as the Finder
    /// sorts names.
    public static func sortedPaths(_ paths: some Collection<String>) -> [String] {
        XcodeKeyOrder.sortedInOrder(paths)
    }

    // MARK: - States

    /// The XLIFF `state` (and `state-qualifier`) of a String Catalog state: `translated`,
    /// `needs_review` → `needs-review-l10n`, `new`, `machine_translated` → `translated` with
    /// `state-qualifier="leveraged-mt"`, `stale` → `needs-review-l10n`.
    public static func xliffState(ofCatalogState state: TranslationState?) -> (state: String?, qualifier: String?) {
        switch state?.rawValue {
        case nil: (nil, nil)
        case "needs_review", "stale": ("needs-review-l10n", nil)
        case "machine_translated": ("translated", "leveraged-mt")
        case let state?: (state, nil)
        }
    }

    /// The String Catalog state of an imported target's XLIFF `state`: `new` and
    /// `needs-translation` → `new`, `needs-review-*` → `needs_review`, `translated` with
    /// `state-qualifier="leveraged-mt"` → `machine_translated`, anything else (`translated`,
    /// `final`, `signed-off`, none) → `translated`.
    public static func catalogState(ofXLIFFState state: String?, qualifier: String?) -> TranslationState {
        switch state {
        case "new", "needs-translation": .new
        case let state? where state.hasPrefix("needs-review"): .needsReview
        case "translated" where qualifier == "leveraged-mt": .other("machine_translated")
        default: .translated
        }
    }

    // MARK: - Plural categories

    /// The plural categories Xcode gives a language that has no forms of a plural yet: those a
    /// count from 0 to 1000 takes (`fr`: `one`, `other`; `uk`: `one`, `few`, `many`, `other`),
    /// and `other`. CLDR's categories that only numbers in compact notation reach (French
    /// `many`, for 1 million or `1,2 M`) are left out, as Xcode's exports show.
    public static func pluralCategories(for language: LanguageTag?) -> [PluralCategory] {
        guard let language else { return [.one, .other] }
        let rules = PluralRules(for: language)
        var reached = Set((0...1000).map { rules.category(for: $0) })
        reached.insert(.other)
        return rules.categories.filter(reached.contains)
    }

    /// Categories in Xcode's order (their names sorted): `few`, `many`, `one`, `other`, `two`, `zero`.
    static func sorted(_ categories: some Sequence<PluralCategory>) -> [PluralCategory] {
        Set(categories).sorted { $0.rawValue < $1.rawValue }
    }

    // MARK: - Substitution arguments

    /// A String Catalog format with each `%#@name@` of a substitution whose argument is known
    /// written with its position, `%2$#@name@`, as Xcode exports it.
    static func positionalReferences(in format: String, _ variables: [PluralVariable]) -> String {
        var text = format
        for variable in variables {
            guard let number = variable.argumentNumber else { continue }
            text = text.replacingOccurrences(of: "%#@\(variable.name)@", with: "%\(number)$#@\(variable.name)@")
        }
        return text
    }

    /// A substitution form with `%arg` written as the argument's specifier, `%2$lld` when the
    /// argument is known, as Xcode exports it.
    static func resolvedArgument(in form: String, of variable: PluralVariable) -> String {
        guard form.contains(PluralVariable.catalogArgumentPlaceholder) else { return form }
        var positional = variable
        if let number = variable.argumentNumber { positional.valueType = "\(number)$" + (variable.valueType ?? "@") }
        return positional.resolvingArgumentPlaceholder(in: form)
    }
}
