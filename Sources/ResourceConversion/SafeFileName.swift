/// Names that come from input and become names of files or folders we write.
///
/// A table name kept in an Android file's `sb:table` attribute, a catalog's file name or a
/// locale's folder name is text from the input; written as a path it must name exactly one
/// file inside the output folder. `../../x`, `/etc/x`, `a/b`, `.hidden`, names with control
/// characters or longer than a file system allows are refused.
public enum SafeFileName {
    /// The most bytes a file name may have (ext4, APFS and NTFS allow 255).
    public static let maximumLength = 255

    /// What is wrong with the name as one component of an output path, or `nil` when it is safe.
    ///
    ///     SafeFileName.problem("Localizable")          // nil
    ///     SafeFileName.problem("../../escaped/PWNED")  // "contains '/'"
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        for scalar in name.unicodeScalars {
            switch scalar {
            case "/": return "contains '/'"
            case "\\": return "contains '\\'"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { return "contains a control character" }
            }
        }
        if name == "." || name == ".." { return "names a folder, not a file" }
        if name.hasPrefix(".") { return "starts with '.' (a hidden file)" }
        if name.utf8.count > maximumLength { return "is longer than \(maximumLength) bytes" }
        return nil
    }

    /// What is wrong with a relative output path (`fr.lproj/Localizable.strings`), or `nil`
    /// when each of its components is a safe name.
    public static func problem(inRelativePath path: String) -> String? {
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if let problem = problem(String(component)) { return "'\(component)' \(problem)" }
        }
        return nil
    }
}
