import LocalizedStrings

/// The Apple bundle each Android resource folder of a project becomes, so that modules and
/// source sets are never merged into one table.
///
/// A project folder holds a `res` folder per module and source set
/// (`app/src/main/res`, `feature/login/src/main/res`, `app/src/gplay/res`). Android keeps them
/// apart: each module has its own resources, and Gradle lays a flavor's or build type's
/// `src/<name>/res` over `src/main/res` in the builds of that variant only. So each folder is
/// converted as a bundle of its own, named by its path under the folder the user gave
/// (`app/src/main/res/fr.lproj/Localizable.strings`), and that name is where converting back
/// writes it (``AppleTable/androidResFolder``). Kotlin Multiplatform's `composeResources` and
/// moko-resources folders are resource folders too. A folder the user named itself (one `res`
/// folder) is the output folder, as before: its bundle name is empty.
struct ResFolderBundles {
    /// The source sets whose folder is a module's own resources rather than an overlay:
    /// Android's `main`, and Kotlin Multiplatform's Android and common source sets.
    static let mainSourceSets: Set<String> = ["main", "androidMain", "commonMain"]

    private let roots: [String]

    /// The bundles of Android tables read from `roots` (the paths the user gave).
    init(roots: [String]) {
        self.roots = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The resource folder of an Android table: the folder above its language folder.
    static func resFolder(ofTable path: String) -> String {
        PathText(PathText(path).folder).folder
    }

    /// The bundle of an Android table: its resource folder relative to the deepest root that
    /// holds it, or empty when no root holds it (the user named it, or a folder inside it).
    func bundle(ofTable path: String) -> String {
        let folder = Self.resFolder(ofTable: path)
        guard let root = roots.filter({ folder.hasPrefix($0 == "/" ? "/" : $0 + "/") }).max(by: { $0.count < $1.count }) else { return "" }
        return String(folder.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// The source set a bundle's folder overlays `main` for (`gplay` for `app/src/gplay/res`),
    /// with the module's main folder (`app/src/main/res`); `nil` for a module's own folder.
    static func overlay(_ bundle: String) -> (sourceSet: String, main: String)? {
        let components = bundle.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 3, components[components.count - 3] == "src" else { return nil }
        let sourceSet = components[components.count - 2]
        guard !mainSourceSets.contains(sourceSet) else { return nil }
        var main = components
        main[main.count - 2] = "main"
        return (sourceSet, main.joined(separator: "/"))
    }

    /// The note for an overlay's folder (``overlay(_:)``), read from the table at `path`:
    /// converted on its own, with only its own strings.
    static func overlayNote(_ bundle: String, _ overlay: (sourceSet: String, main: String), at path: String) -> Diagnostic {
        .note(ConversionDiagnosticID.sourceSetOverlay, at: SourceLocation(path: resFolder(ofTable: path)),
              "\(bundle) is the \(overlay.sourceSet) source set's, which Gradle lays over \(overlay.main) in the \(overlay.sourceSet) builds only; it is converted as a bundle of its own with only its own strings (no gaps filled), and converting back writes them there")
    }
}
