import LocalizedStrings

/// The language of an `.lproj` folder, such as `pt-BR.lproj`, `zh-Hans.lproj` or
/// `Base.lproj`, and the folder name for a language.
///
/// Apple language IDs are BCP 47 tags. Real projects also use variants that Xcode and
/// Foundation accept: lower-case scripts (`zh-hans`), underscores (`bg_BG`, `en_GB`), the
/// `@latin` modifier (`sr@latin`) and old English names (`English`, `French`). Those are
/// normalised, with a note that the name is not canonical.
public struct LprojName: Hashable, Sendable {
    /// The folder's language, or `nil` for `Base.lproj`.
    public var locale: LanguageTag?
    /// Whether the folder is `Base.lproj` (base-internationalised resources).
    public var isBase: Bool { locale == nil }
    /// Whether the folder name was already the canonical form (`pt-BR`, not `pt_BR`).
    public var isCanonical: Bool

    private static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Spanish": "es", "Italian": "it", "Japanese": "ja",
        "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb",
        "Korean": "ko", "Chinese": "zh-Hans", "Russian": "ru", "Polish": "pl",
    ]

    private static let scriptModifiers = ["latin": "Latn", "cyrillic": "Cyrl"]

    /// Parses a folder name, with or without the `.lproj` extension.
    ///
    /// Returns `nil` when the name is not a language (`Resources.lproj`).
    public init?(folderName: String) {
        var name = folderName
        if name.hasSuffix(".lproj") { name.removeLast(6) }
        if name == "Base" {
            locale = nil
            isCanonical = true
            return
        }
        if let legacy = LprojName.legacyNames[name] {
            locale = LanguageTag(legacy)
            isCanonical = false
            return
        }
        var text = name.replacingUnderscores()
        var script: String?
        if let at = text.firstIndex(of: "@") {
            script = LprojName.scriptModifiers[String(text[text.index(after: at)...]).lowercased()]
            guard script != nil else { return nil }
            text = String(text[..<at])
        }
        guard var tag = LanguageTag(text) else { return nil }
        if let script, tag.script == nil {
            tag = LanguageTag(language: tag.language, script: script, region: tag.region, variants: tag.variants)
        }
        locale = tag
        isCanonical = tag.identifier == name
    }

    /// Creates the name of a language's folder.
    public init(locale: LanguageTag?) {
        self.locale = locale
        isCanonical = true
    }

    /// The canonical folder name, such as `pt-BR.lproj` or `Base.lproj`.
    public var folderName: String {
        (locale?.identifier ?? "Base") + ".lproj"
    }
}

private extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
