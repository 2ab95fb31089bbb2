/// Tables from Unicode CLDR that locale matching needs: parent locales, likely subtags and
/// aliases.
///
/// The tables themselves live in `LocaleData+CLDR.swift`, which
/// `Scripts/generate-locale-data.py` writes from the CLDR release installed by Debian's
/// `unicode-cldr-core`; nothing in them is typed by hand. They are immutable dictionaries keyed
/// by BCP 47 identifiers in canonical case, built on first use.
enum LocaleData {
    /// The identifier CLDR uses for the root locale, the end of every inheritance chain.
    static let root = "root"
}
