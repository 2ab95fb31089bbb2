import AppleResources
import LocalizedStrings

extension PluralVariable {
    /// A form's text as the runtime formats it, with a String Catalog's `%arg` replaced by the
    /// variable's specifier (`%arg votes` with `formatSpecifier` `lld`: `%lld votes`).
    ///
    /// Resolved in every form, not only a catalog's: converting a catalog through Android to
    /// `.lproj` files leaves `%arg` in the `.stringsdict` form, and it must mean there what it
    /// means in the catalog (a `.stringsdict` of Apple's never holds `%arg`, which Foundation
    /// would read as `%a`, a hexadecimal float, and the text `rg`).
    func formText(of form: PluralForms.Form) -> String {
        resolvingArgumentPlaceholder(in: form.value.displayText)
    }
}
