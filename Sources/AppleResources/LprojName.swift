import LocalizedStrings

/// The language of an `.lproj` folder, such as `pt-BR.lproj`, `zh-Hans.lproj` or
/// `Base.lproj`, and the folder name for a language.
///
/// Apple language IDs are BCP 47 tags. Real projects also use variants that Xcode and
/// Foundation accept: lower-case scripts (`zh-hans`), underscores (`bg_BG`, `en_GB`), the
/// `@latin` modifier (`sr@latin`) and old English names (`English`, `French`); see
/// ``LanguageTag/parse(localizationName:)``. Those are normalised, and the tree reader notes
/// that the name is not canonical.
public struct LprojName: Hashable, Sendable {
    /// The folder's language, or `nil` for `Base.lproj`.
    public var locale: LanguageTag?
    /// Whether the folder is `Base.lproj` (base-internationalised resources).
    public var isBase: Bool { locale == nil }
    /// Whether the folder name was already the canonical form (`pt-BR`, not `pt_BR`).
    public var isCanonical: Bool

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
        guard let (tag, canonical) = LanguageTag.parse(localizationName: name) else { return nil }
        locale = tag
        isCanonical = canonical
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
