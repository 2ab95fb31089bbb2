import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings

/// Where a ``Localizer`` finds its strings.
///
/// All three platforms' layouts are read directly, through the same readers the converter
/// uses, so an app can ship either its Android resources or converted Apple ones:
///
///     let android = try Localizer(resources: .android(resFolder: "app/src/main/res"))
///     let apple = try Localizer(resources: .apple(folder: "MyApp/Resources"))
///     let catalog = try Localizer(resources: .stringCatalog(file: "MyApp/Localizable.xcstrings"))
///
/// ``detect(at:)`` tells them apart from a path.
public enum LocalizationResources: Sendable {
    /// An Android `res` folder: its `values` and `values-<locale>` folders. Folders with
    /// qualifiers other than a locale (`values-night`, `values-v21`, `values-fr-sw600dp`) describe
    /// devices, not languages, and are not used. All files of a folder form one namespace,
    /// which answers for every table name. A Compose Multiplatform `composeResources` folder and
    /// a `moko-resources` folder are read the same way, by their toolchains' rules.
    case android(resFolder: String)
    /// A folder holding `<language>.lproj` folders (`.strings` and `.stringsdict` files, one
    /// table per file name) and `.xcstrings` String Catalogs (one table per catalog, named
    /// after the file), as an app bundle's resources or an Xcode project folder do.
    case apple(folder: String)
    /// One String Catalog; its table is named after the file (`Localizable`).
    case stringCatalog(file: String)
    /// Tables already read (or built in memory). A table's name is its file name without the
    /// extension; Android tables answer for every table name, as in ``android(resFolder:)``.
    case tables([StringTable])

    /// Recognises the resources at a path.
    ///
    /// An `.xcstrings` file is a String Catalog; a folder with `.lproj` folders or `.xcstrings`
    /// files directly inside is an Apple folder; a folder with `values` or `values-*` folders
    /// directly inside is an Android `res` folder (or a `composeResources` folder); a folder
    /// named `moko-resources` (or `resources/MR`) is a moko-resources folder.
    ///
    /// - Parameter path: A file or folder.
    /// - Returns: The kind of resources.
    /// - Throws: ``LocalizerError`` when nothing is there or nothing there is a string resource.
    public static func detect(at path: String) throws(LocalizerError) -> LocalizationResources {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .resourcesNotFound(path: path)
        }
        guard isDirectory.boolValue else {
            guard path.hasSuffix(".xcstrings") else { throw .unrecognizedResources(path: path) }
            return .stringCatalog(file: path)
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if children.contains(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }) {
            return .apple(folder: path)
        }
        if children.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) || AndroidDialect.isMokoResourcesFolder(path) {
            return .android(resFolder: path)
        }
        throw .unrecognizedResources(path: path)
    }
}
