@testable import StringBridgeKit
import Testing

@Suite("SortedIdentities")
struct SortedIdentitiesTests {
    /// What the manifest listed before: a set of the identities, sorted by `String`'s `<`.
    private func expected(_ identities: [String]) -> [String] {
        Array(Set(identities)).sorted()
    }

    @Test("ASCII identities come out as a set sorted by String's < gives them: prefixes first, each once")
    func ascii() {
        let identities = ["string/b", "string/a_b", "string/a", "plurals/a", "string/a", "string/A", "", "string/a b", "string/ab", "string/b"]
        #expect(SortedIdentities.of(identities) == expected(identities))
        #expect(SortedIdentities.of(identities).first == "")
    }

    @Test("Identities sharing their first eight bytes, ending there, or holding NUL are sorted by all their bytes")
    func sharedPrefixes() {
        let identities = ["string/abcdefgh", "string/abcdefg", "string/", "string/abcdefgi", "strings", "ab", "ab\u{0}", "ab\u{0}x",
                          "a\u{0}", "abcdefgh", "abcdefgh\u{0}", "abcdefg", "string/abcdefgh"]
        #expect(SortedIdentities.of(identities) == expected(identities))
        #expect(SortedIdentities.of(identities).count == 12)
    }

    @Test("Identities with other characters are sorted by String's < too (canonical equivalence, not bytes)")
    func unicode() {
        // "é" as one scalar and as e + combining acute are one String; "Z" sorts before "é".
        let identities = ["caf\u{E9}", "cafe\u{301}", "cafZ", "café au lait", "zebra", "\u{1F600}"]
        #expect(SortedIdentities.of(identities) == expected(identities))
        #expect(SortedIdentities.of(identities).count == 5)
    }

    @Test("No identities give none")
    func empty() {
        #expect(SortedIdentities.of([]).isEmpty)
    }
}
