/// The resource names Compose Multiplatform accepts: the plugin turns a name into the Kotlin
/// property of its generated `Res` class (`asUnderscoredIdentifier` in
/// `GenerateResourceAccessorsTask.kt`: `-` becomes `_`, a leading digit gets a `_`), which
/// Kotlin letters (not only ASCII ones), digits, `_` and `$` can spell; aapt2's stricter rule
/// (ASCII letters, digits, `_` and `.`) does not apply.
public enum ComposeResourceName {
    /// Whether a name can be a Compose resource's name as it is.
    public static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || scalar == "$" || scalar.properties.isAlphabetic
                || scalar.properties.numericType == .decimal
        }
    }
}
