import LocalizedStrings

/// The toolchain whose rules decide what an Android-style values file means.
///
/// Three toolchains read files that look alike (`<resources>`, `<string name>`, `<plurals>`)
/// and read them differently: aapt2 for Android's `res/`, the Compose Multiplatform Gradle
/// plugin and runtime for `composeResources/`, and the moko-resources generator for
/// `moko-resources/`. An apostrophe is an aapt2 error and plain text for the other two; `\'` is
/// an apostrophe for aapt2 and moko and a backslash and an apostrophe for Compose
/// (`docs/kotlin-multiplatform.md` lists every rule, with the source lines they come from).
///
/// A file's dialect is decided by its place (``detected(forPath:)``), and a command line can
/// override it (`--android-dialect`).
public enum AndroidDialect: String, Hashable, Sendable, CaseIterable {
    /// Android's `res/values*/`, as `aapt2 compile --legacy` reads it in Gradle builds.
    case aapt2
    /// Compose Multiplatform resources (`src/<sourceSet>/composeResources/values*/`), as the
    /// Compose Gradle plugin converts them and its runtime reads them.
    case compose
    /// moko-resources (`src/<sourceSet>/moko-resources/<base|language>/strings*.xml` and
    /// `plurals*.xml`; `resources/MR/` before moko 0.24), as its generator reads them.
    case moko

    /// The folder name that marks a Compose Multiplatform resources folder.
    public static let composeResourcesFolderName = "composeResources"
    /// The folder name that marks a moko-resources folder.
    public static let mokoResourcesFolderName = "moko-resources"

    /// The dialect of a file or folder by its place: under a `composeResources` folder,
    /// Compose; under a `moko-resources` folder (or the `resources/MR` folder of moko before
    /// 0.24), moko; anywhere else, aapt2. The nearest such folder decides.
    public static func detected(forPath path: String) -> AndroidDialect {
        let components = path.split(separator: "/")
        for index in components.indices.reversed() {
            switch components[index] {
            case Substring(composeResourcesFolderName): return .compose
            case Substring(mokoResourcesFolderName): return .moko
            case "MR" where index > components.startIndex && components[index - 1] == "resources": return .moko
            default: continue
            }
        }
        return .aapt2
    }

    /// Whether a folder is a resource folder of one of the dialects by its name: `res`,
    /// `composeResources`, or a moko-resources folder.
    public static func isResourceFolder(_ path: String) -> Bool {
        let last = path.split(separator: "/").last
        return last == "res" || last == Substring(composeResourcesFolderName) || isMokoResourcesFolder(path)
    }

    /// Whether a folder is a moko-resources folder by its name: `moko-resources`, or the `MR`
    /// folder of a `resources` folder (moko before 0.24).
    public static func isMokoResourcesFolder(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let last = components.last else { return false }
        return last == Substring(mokoResourcesFolderName) || (last == "MR" && components.dropLast().last == "resources")
    }

    /// The dialect given on a command line, or the one the path's place gives.
    public static func of(path: String, override: AndroidDialect?) -> AndroidDialect {
        override ?? detected(forPath: path)
    }

    /// The toolchain's name, for messages.
    public var toolchainName: String {
        switch self {
        case .aapt2: "aapt2"
        case .compose: "Compose Multiplatform"
        case .moko: "moko-resources"
        }
    }
}

extension StringTable {
    /// The dialect the table was read in, or is to be written in (aapt2 unless its
    /// ``AndroidFileDetails`` say otherwise).
    public var androidDialect: AndroidDialect {
        get { details[AndroidFileDetails.self]?.dialect ?? .aapt2 }
        set {
            var fileDetails = details[AndroidFileDetails.self] ?? AndroidFileDetails(attributes: [])
            fileDetails.dialect = newValue
            details = FormatDetails(fileDetails)
        }
    }
}
