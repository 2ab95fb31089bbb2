@testable import AccessorGeneration
import Testing

/// Keys become Swift names: words at every character that is not an ASCII letter or digit,
/// lower camel case for members, upper camel case for nested types.
@Suite("SwiftIdentifier")
struct SwiftIdentifierTests {
    @Test("A key's member name", arguments: [
        ("settings_title", "settingsTitle"),
        ("alert.title", "alertTitle"),
        ("label_Amortization", "labelAmortization"),     // a capital inside the key stays
        ("MortgagePayment", "mortgagePayment"),          // a leading capital is lowered
        ("URLTitle", "urlTitle"),                        // a leading run of capitals is one word
        ("ABC", "abc"),
        ("error_not_a_number", "errorNotANumber"),
        ("Hello, %@!", "hello"),                         // punctuation separates words and is dropped
        ("2fa.title", "_2faTitle"),                      // a name cannot start with a digit
        ("café_menu", "cafMenu"),                        // only ASCII letters and digits make words
    ])
    func memberNames(_ key: String, _ expected: String) {
        #expect(SwiftIdentifier.member(of: key) == expected)
    }

    @Test("A key without a letter or digit has no name")
    func noName() {
        #expect(SwiftIdentifier.member(of: "%@ %@") == nil)
        #expect(SwiftIdentifier.type(of: "…") == nil)
    }

    @Test("Type names are upper camel case")
    func typeNames() {
        #expect(SwiftIdentifier.type(of: "settings") == "Settings")
        #expect(SwiftIdentifier.type(of: "about-screen") == "AboutScreen")
        #expect(SwiftIdentifier.type(of: "2fa") == "_2fa")
    }

    @Test("Keywords are declared in backquotes")
    func keywords() {
        #expect(SwiftIdentifier.declared("default") == "`default`")
        #expect(SwiftIdentifier.declared("repeat") == "`repeat`")
        #expect(SwiftIdentifier.declared("title") == "title")
    }
}
