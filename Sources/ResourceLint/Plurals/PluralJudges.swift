import CLDR
import LocalizedStrings

/// The platform releases whose plural rules decide whether a plural has the forms it needs:
/// Android by the CLDR releases of the API levels the app supports, counting only the
/// categories an integer selects (`getQuantityString` takes an integer); Apple platforms by the
/// CLDR of current releases, every category (a `.stringsdict` may format `%f`).
///
/// The releases are represented by the CLDR data the project has: CLDR 37 for Android 11 and
/// older (API 30 and below), the runtime's CLDR 41 for Android 12 and 13 (API 31–33), and
/// CLDR 49 for Android 14 and later and for current Apple releases (see
/// ``PluralCategoryVersion``). `androidMinSdk` in the configuration drops the releases the app
/// no longer supports.
struct PluralJudges {
    /// One release's view of a language.
    struct Judge {
        /// How messages name it: `Android 14 and later (CLDR 49)`.
        var label: String
        var version: PluralCategoryVersion
        /// The categories a plural needs besides `other`.
        var needed: Set<PluralCategory>
    }

    var judges: [Judge]

    /// The releases that judge an entry of `format` in `tag`; empty when none knows the language.
    init(format: ResourceFormat, tag: LanguageTag, androidMinSdk: Int?) {
        var releases: [(String, PluralCategoryVersion?)] = []
        if format == .android {
            let minSdk = androidMinSdk ?? 1
            if minSdk <= 30 { releases.append(("Android 11 and older", PluralCategoryVersion.old(tag))) }
            if minSdk <= 33 { releases.append(("Android 12 and 13", PluralCategoryVersion.runtime(tag))) }
            releases.append(("Android 14 and later", PluralCategoryVersion.new(tag)))
        } else {
            releases.append(("current Apple releases", PluralCategoryVersion.new(tag)))
        }
        judges = releases.compactMap { label, version in
            guard let version else { return nil }
            let categories = format == .android ? version.integerCategories : version.categories
            return Judge(label: "\(label) (CLDR \(version.cldr))", version: version, needed: Set(categories).subtracting([.other]))
        }
    }

    /// The categories every release needs.
    var neededByAll: Set<PluralCategory> {
        judges.dropFirst().reduce(judges.first?.needed ?? []) { $0.intersection($1.needed) }
    }

    /// The categories some releases need and others do not.
    var disputed: Set<PluralCategory> {
        judges.reduce(into: Set<PluralCategory>()) { $0.formUnion($1.needed) }.subtracting(neededByAll)
    }

    /// The categories some release uses (for a form that is never shown, no release may use it).
    var usedByAny: Set<PluralCategory> {
        judges.reduce(into: Set<PluralCategory>()) { $0.formUnion($1.version.categories) }
    }

    /// `Android 14 and later (CLDR 49)` and `Android 12 and 13 (CLDR 41)`: the releases that need
    /// (or, `needing: false`, do not need) a category.
    func labels(of category: PluralCategory, needing: Bool) -> String {
        let labels = judges.filter { $0.needed.contains(category) == needing }.map(\.label)
        switch labels.count {
        case 0: return ""
        case 1: return labels[0]
        default: return labels.dropLast().joined(separator: ", ") + " and " + labels.last!
        }
    }
}
