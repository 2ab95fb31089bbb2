@testable import AndroidResources
import Testing

/// The reader's index of resource names answers exactly as the `[String: Int]` it replaces:
/// the first definition of each name, with `String`'s equality (canonical equivalence), for
/// ASCII names hashed in place and for any other.
@Suite("ResourceNameIndex")
struct ResourceNameIndexTests {
    /// Adds the names in order to an index and to a dictionary, then asks both for every name
    /// and for some never added; `insert` and the lookups must agree at every step.
    func agree(_ names: [String], asking others: [String] = []) {
        var index = ResourceNameIndex(capacity: 4)
        var dictionary: [String: Int] = [:]
        var entries: [String] = []
        for name in names {
            let first = index.insert(name, entry: entries.count) { entries[$0] }
            #expect(first == dictionary[name], "insert \(name.debugDescription)")
            if dictionary[name] == nil { dictionary[name] = entries.count }
            entries.append(name)
        }
        for name in names + others {
            #expect(index.entry(named: name) { entries[$0] } == dictionary[name], "look up \(name.debugDescription)")
        }
    }

    @Test("ASCII names, new and repeated, through many growths")
    func asciiNames() {
        let names = (0..<5_000).map { "name_\($0 % 3_000)_\(String(repeating: "x", count: $0 % 17))" }
        agree(names, asking: ["", "name", "name_1", "NAME_1_x"])
    }

    @Test("Names that are not ASCII, and ASCII names they are equal to")
    func otherNames() {
        // U+212A KELVIN SIGN is canonically "K"; "e" + U+0301 is "é".
        agree(["K", "caf\u{E9}", "a"], asking: ["\u{212A}", "cafe\u{301}", "b"])
        agree(["a", "\u{212A}", "K", "cafe\u{301}", "caf\u{E9}"])
        agree(["\u{212A}", "K"], asking: ["k"])
    }

    @Test("Names made to collide answer as a dictionary does (past the probe limit the index is one)")
    func collisions() throws {
        // Names whose hashes share their low seven bits start at one slot of every table up to
        // 128 slots: more of them than the probe limit make one run too long to search.
        let names = (0..<100_000).lazy.map { "c\($0)" }
            .filter { (ResourceNameIndex.asciiHash(of: $0) ?? 0) & 127 == 5 }
            .prefix(ResourceNameIndex.maximumProbes + 8)
        try #require(names.count == ResourceNameIndex.maximumProbes + 8)
        agree(Array(names) + Array(names), asking: ["c", "d0"])
    }
}
