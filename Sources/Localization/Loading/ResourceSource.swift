import LocalizedStrings

/// One localization a resource source provides.
struct SourceLocalization: Hashable, Sendable {
    /// The name the resources use, shown in explanations: `pt-BR`, `Base`, `values-pt-rBR`.
    let name: String
    /// The name given to ``LocaleMatcher``: the language tag, or `Base` for the localization that
    /// holds the development language's strings without naming it (Apple's `Base.lproj`,
    /// Android's `values`).
    let matcherName: String
    /// The language, or `nil` for `Base`.
    let locale: LanguageTag?
}

/// Where a ``Localizer`` reads tables from: a layout on disk or tables in memory.
///
/// A source lists its localizations once, when it is created (a directory listing, or parsing
/// a String Catalog, which holds every language in one file), and reads one localization's
/// files of one table when the localizer first needs them.
protocol ResourceSource: Sendable {
    /// The localizations, in the order found.
    var localizations: [SourceLocalization] { get }
    /// The development language the resources declare (a String Catalog's `sourceLanguage`).
    var declaredDevelopmentLanguage: LanguageTag? { get }
    /// Problems found while listing the localizations.
    var diagnostics: [Diagnostic] { get }
    /// Whether every table name reads the same strings (Android, whose files share one
    /// namespace).
    var hasOneNamespace: Bool { get }
    /// The tables of one localization for one table name, in the order they override each
    /// other (later entries win), with the problems found reading them.
    func read(_ localization: SourceLocalization, table: String) -> (tables: [StringTable], diagnostics: [Diagnostic])
}

extension LocalizationResources {
    /// The source that reads these resources.
    func makeSource() -> any ResourceSource {
        switch self {
        case .android(let folder): AndroidResourceSource(resFolder: folder)
        case .apple(let folder): AppleResourceSource(folder: folder)
        case .stringCatalog(let file): AppleResourceSource(catalog: file)
        case .tables(let tables): TableSource(tables: tables)
        }
    }
}
