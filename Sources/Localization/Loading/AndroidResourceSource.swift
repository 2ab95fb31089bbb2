import AndroidResources
import Foundation
import LocalizedStrings

/// An Android `res` folder: one localization per `values` or `values-<locale>` folder; or a
/// Compose Multiplatform `composeResources` folder, its folders named and its files read by
/// Compose's rules; or a `moko-resources` folder, one localization per language folder (`base`
/// the development language) — the dialect the folder's place gives (``AndroidDialect``).
///
/// Only folders without other qualifiers are languages; `values-night`, `values-fr-v21` or
/// Compose's `values-dark` describe a device configuration that a program outside Android does
/// not have. A folder the toolchain would reject is reported and skipped. Two folders naming one
/// language (`values-iw` and `values-he`) are reported, and the first is used.
struct AndroidResourceSource: ResourceSource {
    let localizations: [SourceLocalization]
    let diagnostics: [Diagnostic]
    var declaredDevelopmentLanguage: LanguageTag? { nil }
    var hasOneNamespace: Bool { true }
    private let folders: [String: String]

    init(resFolder: String) {
        var localizations: [SourceLocalization] = []
        var diagnostics: [Diagnostic] = []
        var folders: [String: String] = [:]
        var folderByMatcherName: [String: String] = [:]
        let dialect = AndroidDialect.detected(forPath: resFolder)
        // moko's language folders are those with strings*.xml or plurals*.xml files.
        let mokoFolders = dialect == .moko ? Set(AndroidResourceTree.languageFolders(under: resFolder, dialect: .moko)) : []
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: resFolder)) ?? []).sorted()
        for child in children where dialect == .moko || child == "values" || child.hasPrefix("values-") {
            let path = (resFolder as NSString).appendingPathComponent(child)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  dialect != .moko || mokoFolders.contains(path) else { continue }
            let configuration: ValuesConfiguration
            do {
                configuration = try AndroidStringsReader.configuration(ofFolder: child, dialect: dialect, path: path, diagnostics: &diagnostics)
                    ?? ValuesConfiguration()
            } catch {
                diagnostics.append(.warning(RuntimeDiagnosticID.skippedFolder, at: SourceLocation(path: path),
                                            "\(error); its strings are not used"))
                continue
            }
            guard configuration.qualifiers.isEmpty, configuration.networkQualifiers.isEmpty else { continue }
            let matcherName = configuration.locale?.identifier ?? "Base"
            if let earlier = folderByMatcherName[matcherName] {
                diagnostics.append(.warning(RuntimeDiagnosticID.duplicateLocalization, at: SourceLocation(path: path),
                                            "\(child) names the same language as \(earlier); only \(earlier) is used"))
                continue
            }
            folderByMatcherName[matcherName] = child
            folders[child] = path
            localizations.append(SourceLocalization(name: child, matcherName: matcherName, locale: configuration.locale))
        }
        self.localizations = localizations
        self.diagnostics = diagnostics
        self.folders = folders
    }

    /// Every `*.xml` file of the localization's folder; Android has one namespace, so the
    /// table name does not matter. A folder with a file aapt2 rejects gives no strings: the
    /// app's build would fail, and `convert` leaves the folder out too, so lookups fall back
    /// as they would without it rather than use the part of a file that could be read.
    func read(_ localization: SourceLocalization, table: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        guard let folder = folders[localization.name] else { return ([], []) }
        let read = AndroidResourceTree.read([folder])
        guard let error = read.diagnostics.first(where: { $0.severity == .error }) else { return read }
        let leftOut = Diagnostic.warning(RuntimeDiagnosticID.skippedFolder, at: error.location ?? SourceLocation(path: folder),
                                         "\((folder as NSString).lastPathComponent) is left out, as convert leaves it out: a file of it has an error aapt2 rejects; lookups fall back as if it had no strings")
        return ([], read.diagnostics + [leftOut])
    }
}
