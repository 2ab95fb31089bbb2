import AndroidResources
import LocalizedStrings
import SystemSupport

/// What Android shows a user of one locale, resource by resource: the folders that serve the
/// locale (``AndroidFallbackChains``), and string references resolved through them.
///
/// Android resolves a reference's target as it chooses any resource, with the same
/// configuration (`AssetManager2::ResolveReference`): `<string name="empty">@string/no_comments</string>`
/// in `values/` shows the German `no_comments` of `values-de` to German users.
struct AndroidResolution: Sendable {
    /// Each folder's string resources by name (text or a reference; the default product), by
    /// folder locale (`""` for `values/`).
    private var strings: [String: [String: EntryValue]]
    /// The folders that serve each locale.
    let chains: AndroidFallbackChains

    /// Resolution over no folders (converting from Apple, where nothing refers to anything).
    init() {
        strings = [:]
        chains = AndroidFallbackChains()
    }

    /// Resolution over Android tables.
    ///
    /// - Parameter folders: Every locale folder's groups of entries (`nil` for `values/`), a
    ///   locale's tables in order.
    init(folders: [(locale: LanguageTag?, groups: [(key: String, entries: [Entry])])]) {
        // Each locale's names are indexed on their own (on all cores), its folders in order.
        var ids: [String] = []
        var foldersByID: [String: [[(key: String, entries: [Entry])]]] = [:]
        var locales: [LanguageTag] = []
        for folder in folders {
            let id = folder.locale?.identifier ?? ""
            if foldersByID[id] == nil {
                ids.append(id)
                if let locale = folder.locale { locales.append(locale) }
            }
            foldersByID[id, default: []].append(folder.groups)
        }
        let named = ids.map { foldersByID[$0] ?? [] }.concurrentMap(Self.strings(in:))
        strings = Dictionary(uniqueKeysWithValues: zip(ids, named))
        chains = AndroidFallbackChains(locales: locales)
    }

    /// This resolution with the string resources of more folders, replacing what it had of
    /// their locales: those of a locale read when it is converted (``DeferredTables``).
    ///
    /// - Parameter folders: The folders' groups of entries, a locale's tables in order.
    func including(_ folders: [(locale: LanguageTag?, groups: [(key: String, entries: [Entry])])]) -> AndroidResolution {
        var resolution = self
        let byLocale = Dictionary(grouping: folders.indices) { folders[$0].locale?.identifier ?? "" }
        for (id, indices) in byLocale { resolution.strings[id] = Self.strings(in: indices.map { folders[$0].groups }) }
        return resolution
    }

    /// This resolution without the string resources of some locales' folders (still knowing
    /// the locales' chains): those of locales converted on their own, which ``including(_:)``
    /// gives back to their conversion.
    func excluding(_ locales: Set<LanguageTag>) -> AndroidResolution {
        var resolution = self
        for locale in locales { resolution.strings[locale.identifier] = nil }
        return resolution
    }

    /// The string resources of one locale's folders by name.
    private static func strings(in folders: [[(key: String, entries: [Entry])]]) -> [String: EntryValue] {
        var named: [String: EntryValue] = [:]
        named.reserveCapacity(folders.reduce(0) { $0 + $1.count })
        // aapt2 links the variant without a product, else `product="default"`; the first
        // definition wins, as the converter keeps it. The definitions are visited from the last
        // to the first, each one replacing what a later one set, so that the first one stays
        // and each name is hashed once (a lookup before inserting hashed it twice).
        for groups in folders.reversed() {
            for product in ["default", nil] as [String?] {
                for group in groups.reversed() {
                    // The entries are read in place: iterating them copies each one.
                    for index in group.entries.indices.reversed() where group.entries[index].product == product {
                        switch group.entries[index].value {
                        case .text, .reference: named[group.entries[index].key] = group.entries[index].value
                        default: break
                        }
                    }
                }
            }
        }
        return named
    }

    /// The folders that serve a locale's users, best first, `values/` (`nil`) last.
    func chain(for locale: LanguageTag?) -> [LanguageTag?] {
        chains.chain(for: locale)
    }
    /// The text an Android string reference shows a user of a locale, and the folder it comes
    /// from; `nil` when it cannot be resolved (missing, `@null`, another package's resource, a
    /// theme attribute, a cycle).
    func resolve(_ reference: ResourceReference, locale: LanguageTag?) -> (text: StyledText, folder: LanguageTag?)? {
        let chain = chain(for: locale)
        var current = reference
        var seen: Set<String> = []
        while seen.insert(current.description).inserted {
            guard current.kind == .resource, current.package == nil, current.type == "string" else { return nil }
            guard let (value, folder) = string(named: current.name, in: chain) else { return nil }
            switch value {
            case .text(let styled): return (styled, folder)
            case .reference(let next): current = next
            default: return nil
            }
        }
        return nil
    }

    /// The string a name has in the first folder of the chain that defines it.
    private func string(named name: String, in chain: [LanguageTag?]) -> (EntryValue, LanguageTag?)? {
        for folder in chain {
            if let value = strings[folder?.identifier ?? ""]?[name] { return (value, folder) }
        }
        return nil
    }
}
