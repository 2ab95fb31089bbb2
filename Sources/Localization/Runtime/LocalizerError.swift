/// Why a ``Localizer`` cannot use the resources it was given.
///
/// Only a path that holds no resources at all is an error: problems inside files (a malformed
/// `.strings`, an aapt2 error in one `values-fr` file) are reported as diagnostics
/// (``Localizer/diagnostics``) and leave every other localization usable.
public enum LocalizerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case resourcesNotFound(path: String)
    /// The path exists but holds neither `.lproj` folders, `.xcstrings` files nor Android
    /// `values*` folders.
    case unrecognizedResources(path: String)

    /// The whole sentence: what is wrong and what to do.
    public var description: String {
        switch self {
        case .resourcesNotFound(let path):
            "\(path): no such file or folder; give an Android res folder, a folder of .lproj folders or an .xcstrings file"
        case .unrecognizedResources(let path):
            "\(path): no string resources found; expected an Android res folder (values*/), .lproj folders or .xcstrings files"
        }
    }
}
