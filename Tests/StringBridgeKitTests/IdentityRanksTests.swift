import LocalizedStrings
import ResourceConversion
@testable import StringBridgeKit
import Testing

/// A file's keys from ranks computed once are the list `SortedIdentities` makes of them.
@Suite("IdentityRanks")
struct IdentityRanksTests {
    private func block(_ keys: [String]) -> SharedEntries {
        SharedEntries(keys.map { Entry(key: $0, value: .text(StyledText($0))) }, format: .strings)
    }

    private func table(_ keys: [String], shared: [SharedEntries]) -> TableWithSharedEntries {
        TableWithSharedEntries(StringTable(path: "fr.lproj/Localizable.strings", format: .strings, entries: keys.map { Entry(key: $0, value: .text(StyledText($0))) }),
                       shared: shared)
    }

    @Test("Own keys ranked or not, and blocks, each once, in the order of SortedIdentities")
    func sortedLikeSortedIdentities() {
        let blocks = [block(["b", "about", "z_last", "a"]), block(["list[0]", "list[1]", "list[10]", "list[2]"]), block(["m"])]
        let ranks = IdentityRanks(blocks)
        var generator = SystemRandomNumberGenerator()
        let pool = ["a", "b", "about", "abc", "z_last", "zz", "", "list", "list[0]", "list[3]", "M", "m", "m_1", "0"]
        for _ in 0..<200 {
            let own = pool.filter { _ in Bool.random(using: &generator) }
            let shared = blocks.filter { _ in Bool.random(using: &generator) }
            let file = table(own, shared: shared)
            let expected = SortedIdentities.of(own + shared.flatMap { $0.entries.map(\.key) })
            #expect(ranks.sortedKeys(of: [file]) == expected)
        }
    }

    @Test("Keys that are not ASCII are left to SortedIdentities (U+212A KELVIN SIGN equals K)")
    func notASCII() {
        let ranks = IdentityRanks([block(["K", "a"])])
        #expect(ranks.sortedKeys(of: [table(["\u{212A}"], shared: [])]) == nil)
        #expect(ranks.sortedKeys(of: [table(["b"], shared: [block(["é"])])]) == nil)
    }

    @Test("A catalog's tables are not ranked")
    func catalogs() {
        let catalog = TableWithSharedEntries(StringTable(path: "Localizable.xcstrings", format: .xcstrings))
        #expect(IdentityRanks([]).sortedKeys(of: [catalog]) == nil)
    }
}
