import Localization
import LocalizedStrings
import TestSupport

/// The Notes app in the three forms a localizer reads.
enum NotesResources: String, CaseIterable, Sendable, CustomStringConvertible {
    case android = "Runtime/Notes/res"
    case lproj = "Runtime/Notes/Apple"
    case catalog = "Runtime/Notes/Catalog/Localizable.xcstrings"

    var path: String { Fixtures.url(rawValue).path }
    var description: String {
        switch self {
        case .android: "Android res"
        case .lproj: ".lproj folders"
        case .catalog: "String Catalog"
        }
    }
}

/// Language tags from a space-separated list.
func tags(_ list: String) -> [LanguageTag] {
    list.split(separator: " ").map { LanguageTag(String($0))! }
}

/// A localizer for a fixture path (relative to `Fixtures/`) and space-separated languages.
func localizer(_ fixture: String, _ languages: String, configuration: Localizer.Configuration = .init()) throws -> Localizer {
    try Localizer(resourcesAt: Fixtures.url(fixture).path, preferredLanguages: tags(languages), configuration: configuration)
}

/// A localizer for the Notes app in one of its forms.
func notes(_ resources: NotesResources, _ languages: String, configuration: Localizer.Configuration = .init()) throws -> Localizer {
    try Localizer(resourcesAt: resources.path, preferredLanguages: tags(languages), configuration: configuration)
}

/// An in-memory `.strings` table.
func stringsTable(_ locale: String?, _ entries: [String: String], name: String = "Localizable") -> StringTable {
    StringTable(path: "\(locale ?? "Base").lproj/\(name).strings", format: .strings, locale: locale.flatMap(LanguageTag.init),
                entries: entries.sorted { $0.key < $1.key }.map { Entry(key: $0.key, value: .text(StyledText($0.value))) })
}
