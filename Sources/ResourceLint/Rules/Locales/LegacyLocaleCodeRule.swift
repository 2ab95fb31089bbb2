import AndroidResources
import Foundation
import AppleResources
import LocalizedStrings

/// Language codes the platform spells another way.
struct LegacyLocaleCodeRule: LintRule {
    static let description = RuleDescription(
        identifier: "legacy_locale_code",
        name: "Legacy Locale Code",
        summary: "A folder naming a language the way the platform does not expect: values-he, values-id, values-yi on Android; iw, in, ji, English, en_GB or zh-hans .lproj folders on Apple platforms; a Compose Multiplatform language under only one of its two codes.",
        rationale: """
            java.util.Locale turns he, id and yi into the old codes iw, in and ji, and Android Lint (LocaleFolder) \
            asks for values-iw, values-in and values-ji, which every Android version reads. Apple platforms use \
            the current codes and BCP 47 spellings (he.lproj, en-GB.lproj, zh-Hans.lproj); old English names and \
            underscores still load today but are not what Xcode writes. Compose Multiplatform compares a folder's \
            language with the code the platform reports as it is: the legacy one on Android, the current one on \
            Apple platforms and Java 17, so a Compose app needs both folders (values-iw and values-he).
            """,
        kind: .locales, defaultSeverity: .warning, androidLintID: "LocaleFolder",
        readerDiagnosticIDs: [AppleDiagnosticID.nonCanonicalLprojName],
        nonTriggeringExamples: [
            .android(["values-iw": #"<string name="a">שלום</string>"#]),
            .strings(["he": #""a" = "שלום";"#]),
            .compose(["values-iw": #"<string name="a">שלום</string>"#, "values-he": #"<string name="a">שלום</string>"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("res/values-he/strings.xml", "↓<resources><string name=\"a\">שלום</string></resources>\n")]),
            Example(files: [.init("iw.lproj/Localizable.strings", "↓\"a\" = \"שלום\";\n")]),
            Example(files: [.init("en_GB.lproj/Localizable.strings", "↓\"a\" = \"Colour\";\n")]),
            Example(files: [.init("composeResources/values-id/strings.xml", "↓<resources><string name=\"a\">Halo</string></resources>\n")]),
        ])

    private static let androidLegacy = ["he": "iw", "id": "in", "yi": "ji"]
    private static let appleModern = ["iw": "he", "in": "id", "ji": "yi"]

    func validate(_ context: LintContext) -> [Violation] {
        var violations = context.readerDiagnostics(for: Self.description).map { diagnostic in
            let folder = diagnostic.location?.path ?? ""
            let name = (folder as NSString).lastPathComponent
            let canonical = LprojName(folderName: name)?.folderName ?? name
            return Violation(location: diagnostic.location ?? SourceLocation(path: ""),
                             message: "\(name) is not how Xcode names the folder of \(canonical.dropLast(6)): rename it \(canonical)",
                             language: LprojName(folderName: name)?.locale?.identifier)
        }
        let folders = LocaleFolder.folders(of: context.tables)
        for folder in folders {
            if folder.dialect == .compose {
                if let message = Self.composeMessage(for: folder, among: folders) {
                    violations.append(Violation(location: SourceLocation(path: folder.path), message: message, language: folder.locale.identifier))
                }
            } else if folder.isAndroid, let legacy = Self.androidLegacy[folder.writtenLanguage] {
                violations.append(Violation(
                    location: SourceLocation(path: folder.path),
                    message: "\(folder.name) names \(folder.writtenLanguage), which java.util.Locale reports as '\(legacy)'; Android Lint asks for values-\(legacy)\(folder.name.dropFirst(("values-" + folder.writtenLanguage).count)), which every Android version reads",
                    language: folder.locale.identifier))
            } else if !folder.isAndroid, let modern = Self.appleModern[folder.writtenLanguage] {
                violations.append(Violation(
                    location: SourceLocation(path: folder.path),
                    message: "\(folder.name) uses the withdrawn code '\(folder.writtenLanguage)'; Apple platforms use '\(modern)': rename it \(modern).lproj",
                    language: folder.locale.identifier))
            }
        }
        return violations
    }

    /// For a Compose folder of Hebrew, Indonesian or Yiddish without its twin under the other
    /// code: which platforms do not choose it.
    private static func composeMessage(for folder: LocaleFolder, among folders: [LocaleFolder]) -> String? {
        let legacy = androidLegacy[folder.writtenLanguage]
        let modern = appleModern[folder.writtenLanguage]
        guard let other = legacy ?? modern else { return nil }
        let twin = "values-" + other + folder.name.dropFirst(("values-" + folder.writtenLanguage).count)
        guard !folders.contains(where: { $0.parent == folder.parent && $0.name == twin }) else { return nil }
        return legacy != nil
            ? "Compose Multiplatform chooses \(folder.name) where the platform reports '\(folder.writtenLanguage)' (Apple platforms, Java 17), not on Android, whose java.util.Locale reports '\(other)': add \(twin) with the same strings"
            : "Compose Multiplatform chooses \(folder.name) only where the platform reports the legacy code '\(folder.writtenLanguage)' (Android); Apple platforms and Java 17 report '\(other)': add \(twin) with the same strings"
    }
}
