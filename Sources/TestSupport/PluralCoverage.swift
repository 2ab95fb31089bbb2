import AppleResources
import Localization
import LocalizedStrings

/// Checks that every plural of a tree of `.lproj` folders has exactly the CLDR categories of
/// its language: no category the language uses is missing (Russian `few`), and none it does
/// not use is there (an English `many` would never be chosen; an English `zero` would replace
/// CLDR's choice for 0 on Apple platforms).
public enum PluralCoverage {
    /// What is wrong, one sentence per plural variable: empty when every plural is complete.
    ///
    /// - Parameter folder: The folder of `.lproj` folders, relative to the repository root.
    public static func problems(inAppleResources folder: String) -> [String] {
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
