import LocalizedStrings

extension LanguageTag {
    /// The locales this tag inherits from in CLDR, most specific first, each in maximized form,
    /// ending before root.
    ///
    /// The chain starts with the tag itself, ``maximized()`` and without extensions. Each next
    /// entry is the CLDR parent of the previous one: the locale named in CLDR
    /// `<parentLocales>` when there is one, else the locale with the last subtag removed (a
    /// variant, then the region, then the script). Because every entry is maximized, a
    /// truncation that lands on the same locale (`en-Latn-US` without its region is `en`,
    /// which is `en-Latn-US` again) is skipped rather than repeated.
    ///
    /// | Tag | Chain |
    /// |---|---|
    /// | `es-MX` | `es-Latn-MX`, `es-Latn-419`, `es-Latn-ES` |
    /// | `en-GB` | `en-Latn-GB`, `en-Latn-001`, `en-Latn-US` |
    /// | `pt-AO` | `pt-Latn-AO`, `pt-Latn-PT`, `pt-Latn-BR` |
    /// | `zh-Hant-MO` | `zh-Hant-MO`, `zh-Hant-HK`, `zh-Hant-TW` (never `zh`, which is Simplified) |
    /// | `sr-Latn` | `sr-Latn-RS` (its parent is root, not Cyrillic `sr`) |
    /// | `nb` | `nb-Latn-NO`, `no-Latn-NO` |
    ///
    /// - Returns: At least one entry, the maximized tag itself.
    public func inheritanceChain() -> [LanguageTag] {
        var chain = [maximized().droppingExtensions]
        // CLDR's tree is shallow (at most five levels); the bound only guards against bad data.
        while chain.count < 16, let parent = LocaleInheritance.parent(ofMaximized: chain[chain.count - 1]) {
            guard !chain.contains(parent) else { break }
            chain.append(parent)
        }
        return chain
    }

    /// The same tag without extensions or private-use subtags.
    public var droppingExtensions: LanguageTag {
        LanguageTag(language: language, script: script, region: region, variants: variants)
    }
}

/// CLDR's parent relation between maximized tags.
public enum LocaleInheritance {
    /// `<parentLocales>` with both sides maximized; a `nil` value means the parent is root.
    ///
    /// Built once, on first use. CLDR names children in their shortest form (`es-MX`,
    /// `zh-Hant`), so keying by the maximized form lets `es-Latn-MX` and `zh-TW` find them.
    static let maximizedParents: [LanguageTag: LanguageTag?] = {
        var parents: [LanguageTag: LanguageTag?] = [:]
        for (child, parent) in LocaleData.parentLocales {
            guard let childTag = LanguageTag(child) else { continue }
            let parentTag = parent == LocaleData.root ? nil : LanguageTag(parent)?.maximized()
            parents[childTag.maximized()] = parentTag
        }
        return parents
    }()

    /// Pairs of languages where CLDR names one bare language as the parent of another
    /// (`nb` → `no`, `nn` → `no` in CLDR 41), keyed by child.
    static let languageFamilies: [String: String] = LocaleData.parentLocales.filter { child, parent in
        LanguageTag.isLanguage(child) && LanguageTag.isLanguage(parent) && parent != LocaleData.root
    }

    /// Whether CLDR makes the language `parent` the parent of the language `child` (`nb` → `no`),
    /// as opposed to a locale-level link such as `hi-Latn` → `en-IN`.
    public static func isLanguageFamily(child: String, parent: String) -> Bool {
        languageFamilies[child] == parent
    }

    /// The CLDR parent of a maximized tag without extensions, maximized; `nil` for root.
    public static func parent(ofMaximized tag: LanguageTag) -> LanguageTag? {
        if !tag.variants.isEmpty {
            return LanguageTag(language: tag.language, script: tag.script, region: tag.region,
                               variants: Array(tag.variants.dropLast()))
        }
        if let explicit = maximizedParents[tag] {
            return explicit
        }
        // Truncation: drop the region, then the script; the first shorter tag that names a
        // different locale once maximized is the parent.
        let truncations = [LanguageTag(language: tag.language, script: tag.script), LanguageTag(language: tag.language)]
        for truncated in truncations {
            let candidate = truncated.maximized()
            if candidate != tag { return candidate }
        }
        return nil
    }
}
