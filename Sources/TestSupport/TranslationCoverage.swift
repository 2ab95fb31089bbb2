import AppleResources
import CLDR
import Localization
import LocalizedStrings

/// Checks that an app's translations are complete: every key it uses is answered by each
/// language itself (not by a fallback), and every plural of its `.lproj` folders has exactly
/// the CLDR categories of its language: no category the language uses is missing (Russian
/// `few`), and none it does not use is there (an English `many` would never be chosen; an
/// English `zero` would replace CLDR's choice for 0 on Apple platforms).
public enum TranslationCoverage {
    /// The keys a language's own localization does not answer, one sentence each, naming the
    /// localization that answers instead; empty when every key is translated.
    ///
    /// - Parameters:
    ///   - keys: The keys the app uses.
    ///   - localizer: A localizer whose preferred language is `language`.
    ///   - language: The language tag every key should be answered by.
    public static func keysNotTranslated(_ keys: [String], by localizer: Localizer, into language: String) -> [String] {
        let errors = localizer.diagnostics.filter { $0.severity == .error }.map(\.description)
        return errors + keys.compactMap { key in
            let answeredBy = localizer.explain(key).answeredBy?.locale.identifier
            return answeredBy == language ? nil : "\(key) comes from \(answeredBy ?? "nowhere"), not \(language)"
        }
    }

    /// The keys of an app's String Catalog that its source language holds and translators
    /// translate (not `shouldTranslate: false`), sorted: every string the app's generated
    /// accessors read that a translation should have.
    ///
    /// - Parameter catalog: The catalog, relative to the repository root (every ported app has
    ///   one, made by `stringbridge convert` when it is not the source).
    public static func translatableKeys(inCatalog catalog: String) -> [String] {
        let path = Fixtures.repositoryRoot.appendingPathComponent(catalog).path
        let tables = StringCatalogReader().read(fileAt: path).tables
        let source = tables.first { $0.locale == tables.first?.details[StringCatalogDetails.self].flatMap { LanguageTag($0.sourceLanguage) } }
        return (source?.entries ?? []).filter(\.isTranslatable).map(\.key).sorted()
    }

    /// What is wrong with the plurals, one sentence per plural variable: empty when every
    /// plural has its language's categories.
    ///
    /// - Parameter folder: The folder of `.lproj` folders, relative to the repository root.
    public static func pluralProblems(inAppleResources folder: String) -> [String] {
        let path = Fixtures.repositoryRoot.appendingPathComponent(folder).path
        let read = AppleResourceTree.read([path])
        var problems = read.diagnostics.filter { $0.severity == .error }.map(\.description)
        for table in read.tables {
            guard let locale = table.locale else { continue }
            let expected = PluralRules(for: locale).categories.sorted()
            for entry in table.entries {
                guard case .variableFormat(let format) = entry.value else { continue }
                for variable in format.variables {
                    let categories = variable.forms.categories.sorted()
                    if categories != expected {
                        problems.append("\(table.path): \(entry.key) (\(variable.name)) has \(names(categories)); CLDR's \(locale) has \(names(expected))")
                    }
                }
            }
        }
        return problems
    }

    private static func names(_ categories: [PluralCategory]) -> String {
        categories.map(\.rawValue).joined(separator: " ")
    }
}
