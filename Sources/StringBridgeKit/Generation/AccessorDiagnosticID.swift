/// The identifiers of the diagnostics ``AccessorPipeline`` reports itself (it also passes on
/// the readers' errors in the development language and lint's `placeholder_type_mismatch`).
public enum AccessorDiagnosticID {
    /// No strings of the table in the development language: there is nothing to generate.
    public static let noDevelopmentStrings = "no-development-strings"
    /// Android and Apple resources among the inputs: one form is used.
    public static let mixedForms = "mixed-forms"
}
