import ResourceConversion
import Testing

@Suite("SafeFileName")
struct SafeFileNameTests {
    @Test("Ordinary table and folder names are safe",
          arguments: ["Localizable", "InfoPlist", "Main.name", "fr.lproj", "values-b+sr+Latn", "Écran d'accueil", "a b"])
    func ordinaryNamesAreSafe(_ name: String) {
        #expect(SafeFileName.problem(name) == nil)
    }

    @Test("Names that could leave the folder or hide a file are refused",
          arguments: ["", ".", "..", "../x", "a/b", "/etc", ".hidden", "a\\b", "a\u{0}b", "a\nb", "\u{1B}[31m",
                      String(repeating: "x", count: 256)])
    func dangerousNamesAreRefused(_ name: String) {
        #expect(SafeFileName.problem(name) != nil)
    }

    @Test("A relative path is safe only when every component is")
    func relativePaths() {
        #expect(SafeFileName.problem(inRelativePath: "fr.lproj/Localizable.strings") == nil)
        #expect(SafeFileName.problem(inRelativePath: "en.lproj/../../../escaped/PWNED.strings") != nil)
        #expect(SafeFileName.problem(inRelativePath: "/etc/passwd") != nil)
        #expect(SafeFileName.problem(inRelativePath: "a//b") != nil)
    }
}
