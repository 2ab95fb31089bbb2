import LocalizedStrings
@testable import ResourceConversion
import Testing

/// Which definition a string reference shows, as aapt2 links it and Android resolves it.
@Suite("Android resolution of string references")
struct AndroidResolutionTests {
    private static func entry(_ key: String, _ text: String, product: String? = nil) -> Entry {
        Entry(key: key, value: .text(StyledText(text)), product: product)
    }

    private static func reference(_ name: String) -> ResourceReference {
        ResourceReference(kind: .resource, type: "string", name: name)
    }

    @Test("A reference shows the first definition: in a folder the one without a product, else product=\"default\"; a locale's earlier folder before its later ones")
    func firstDefinitionWins() throws {
        let french = try #require(LanguageTag("fr"))
        let first: [(key: String, entries: [Entry])] = [
            ("a", [Self.entry("a", "a tablet", product: "tablet"), Self.entry("a", "a default", product: "default"), Self.entry("a", "a")]),
            ("b", [Self.entry("b", "b default", product: "default")]),
            ("c", [Self.entry("c", "c")]),
            ("plural", [Entry(key: "plural", value: .plural(PluralForms([PluralForms.Form(category: .other, value: .text("n"))])))]),
            ("chain", [Entry(key: "chain", value: .reference(Self.reference("a")))]),
        ]
        let second: [(key: String, entries: [Entry])] = [
            ("b", [Self.entry("b", "b from the second folder")]),
            ("c", [Self.entry("c", "c from the second folder")]),
            ("d", [Self.entry("d", "d from the second folder", product: "default")]),
            ("plural", [Self.entry("plural", "a string named like the plural")]),
        ]
        let source: [(key: String, entries: [Entry])] = [("e", [Self.entry("e", "e in values")]), ("a", [Self.entry("a", "a in values")])]
        let resolution = AndroidResolution(folders: [(french, first), (french, second), (nil, source)])
        let expected = ["a": "a", "b": "b default", "c": "c", "d": "d from the second folder", "plural": "a string named like the plural",
                        "chain": "a", "e": "e in values"]
        for (name, text) in expected {
            #expect(resolution.resolve(Self.reference(name), locale: french)?.text.text == text, "\(name)")
        }
        #expect(resolution.resolve(Self.reference("a"), locale: nil)?.text.text == "a in values")
        #expect(resolution.resolve(Self.reference("missing"), locale: french) == nil)
    }

    @Test("value(forKey:insertingIfAbsent:) inserts a new key's value, keeps an old one, and hashes the key once")
    func valueInsertingIfAbsent() {
        final class HashCount: @unchecked Sendable {
            var count = 0
        }
        struct CountedKey: Hashable {
            var name: String
            var hashes: HashCount
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
            func hash(into hasher: inout Hasher) {
                hashes.count += 1
                hasher.combine(name)
            }
        }
        let hashes = HashCount()
        var dictionary: [CountedKey: Int] = [:]
        dictionary.reserveCapacity(4)
        #expect(dictionary.value(forKey: CountedKey(name: "a", hashes: hashes), insertingIfAbsent: 1) == 1)
        #expect(dictionary.value(forKey: CountedKey(name: "a", hashes: hashes), insertingIfAbsent: 2) == 1)
        #expect(dictionary.value(forKey: CountedKey(name: "b", hashes: hashes), insertingIfAbsent: 3) == 3)
        #expect(dictionary.count == 2 && dictionary[CountedKey(name: "b", hashes: hashes)] == 3)
        #expect(hashes.count == 4)
    }
}
