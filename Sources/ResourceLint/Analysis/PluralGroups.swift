import LocalizedStrings

/// The plural groups of an entry: the forms chosen by one count (a plural string, one
/// `%#@variable@`, one device's plural), with their pieces.
struct PluralGroup {
    /// How messages name the group: `'files'`, `%#@count@ of 'files'`.
    var label: String
    /// The pieces, one per category present.
    var pieces: [TextPiece]
    /// The first piece, where a finding about the whole group is placed.
    var anchor: TextPiece? { pieces.first }

    /// The categories present.
    var categories: [PluralCategory] { pieces.compactMap(\.category) }

    /// The plural groups of an entry.
    static func groups(of entry: LocatedEntry) -> [PluralGroup] {
        switch entry.entry.value {
        case .plural:
            return [PluralGroup(label: "'\(entry.key)'", pieces: entry.pieces.filter { $0.category != nil })]
        case .variableFormat(let format):
            return format.variables.filter { $0.ruleType == PluralVariable.pluralRuleType }.map { variable in
                PluralGroup(label: "%#@\(variable.name)@ of '\(entry.key)'", pieces: entry.pieces.filter {
                    if case .variableForm(let name, _) = $0.role { return name == variable.name }
                    return false
                })
            }
        case .device(let variations):
            return variations.forms.compactMap { form in
                guard case .plural = form.value else { return nil }
                return PluralGroup(label: "the \(form.device) variant of '\(entry.key)'", pieces: entry.pieces.filter {
                    if case .deviceForm(let device, let category) = $0.role { return device == form.device && category != nil }
                    return false
                })
            }
        default:
            return []
        }
    }
}

extension PluralCategory {
    /// Example integers of the category in a language, for messages: `2, 3, 4, 22…`.
    static func examples(_ integers: [Int], limit: Int = 4) -> String {
        let shown = integers.prefix(limit).map(String.init).joined(separator: ", ")
        return integers.count > limit ? shown + "…" : shown
    }
}

extension PluralGroup {
    /// An entry's plural groups with its language's CLDR facts; `nil` when the entry has no
    /// plural or CLDR does not know the language (whose every number is then `other`).
    static func groupsWithLanguage(of entry: LocatedEntry, in resources: LocaleResources)
        -> (groups: [PluralGroup], language: CLDRPlurals.Language)? {
        let groups = groups(of: entry)
        guard !groups.isEmpty, let tag = resources.languageTag else { return nil }
        let language = CLDRPlurals.language(tag)
        return language.isKnown ? (groups, language) : nil
    }
}
