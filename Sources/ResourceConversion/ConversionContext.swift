import CLDR
import LocalizedStrings

/// What mapping one entry needs beyond the entry itself: the options, the other strings (to
/// resolve Android references) and the languages' plural categories.
struct ConversionContext: Sendable {
    let options: ConversionOptions
    let specifiers: FormatSpecifierMapping
    /// Android resources by folder locale (`""` for `values/`) and name, for resolving `@string/x`.
    private let sources: [String: OrderedGroups<String>]

    init(options: ConversionOptions, androidSources: [(locale: LanguageTag?, groups: OrderedGroups<String>)] = []) {
        self.options = options
        specifiers = FormatSpecifierMapping(integerSpecifier: options.integerSpecifier)
        var sources: [String: OrderedGroups<String>] = [:]
        for source in androidSources where sources[source.locale?.identifier ?? ""] == nil {
            sources[source.locale?.identifier ?? ""] = source.groups
        }
        self.sources = sources
    }

    /// The string (not plural or array, no product) with this name in a locale's folder.
    private func string(named name: String, locale: String) -> EntryValue? {
        sources[locale]?[name].first { entry in
            guard entry.product == nil else { return false }
            switch entry.value {
            case .text, .reference: return true
            default: return false
            }
        }?.value
    }

    /// The text an Android reference shows in a locale, following references and falling back
    /// to `values/` as Android does; `nil` when it cannot be resolved (missing, `@null`,
    /// another package, a theme attribute).
    func resolve(_ reference: ResourceReference, locale: LanguageTag?) -> StyledText? {
        var current = reference
        var seen: Set<String> = []
        while seen.insert(current.description).inserted {
            guard current.kind == .resource, current.package == nil, current.type == "string" else { return nil }
            guard let value = string(named: current.name, locale: locale?.identifier ?? "")
                    ?? string(named: current.name, locale: "") else { return nil }
            switch value {
            case .text(let styled): return styled
            case .reference(let next): current = next
            default: return nil
            }
        }
        return nil
    }

    /// Whether the language's CLDR plural rules have a `zero` category (Arabic, Latvian,
    /// Welsh, …). Elsewhere Android ignores a `zero` item while Apple uses it for 0.
    func hasZeroCategory(_ locale: LanguageTag) -> Bool {
        PluralRules(for: locale).categories.contains(.zero)
    }
}
