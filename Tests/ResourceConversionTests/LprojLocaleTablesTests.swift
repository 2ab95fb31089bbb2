@testable import ResourceConversion
import LocalizedStrings
import Testing

/// A locale's `.lproj` tables share the blocks of its gap fills only where no key can meet
/// another; the table is otherwise made whole, with a later entry replacing an earlier one of
/// its key in place, as adding the entries one by one always did.
@Suite("LprojLocaleTables")
struct LprojLocaleTablesTests {
    private func tables(own: [(name: String, keys: [String])], fills: [(name: String, keys: [String])]) -> [ConvertedTable] {
        var tables = LprojLocaleTables(strings: StringTable(path: "fr.lproj/Localizable.strings", format: .strings),
                                       dictionary: StringTable(path: "fr.lproj/Localizable.stringsdict", format: .stringsdict),
                                       ownEntries: 0)
        for (name, keys) in own { tables.addOwn(keys.map { Entry(key: $0, value: .text(StyledText("own \($0)"))) }, name: name) }
        for (name, keys) in fills { tables.addShared(LprojFill(keys.map { Entry(key: $0, value: .text(StyledText("fill \($0)"))) }, name: name)) }
        return tables.tables
    }

    /// What adding every entry in order to one table gives: a later key replaces the earlier in place.
    private func addedOneByOne(own: [(name: String, keys: [String])], fills: [(name: String, keys: [String])]) -> [String] {
        var texts: [(key: String, text: String)] = []
        for (prefix, groups) in [("own", own), ("fill", fills)] {
            for key in groups.flatMap(\.keys) {
                if let index = texts.firstIndex(where: { $0.key == key }) { texts[index].text = "\(prefix) \(key)" } else { texts.append((key, "\(prefix) \(key)")) }
            }
        }
        return texts.map { "\($0.key)=\($0.text)" }
    }

    private func texts(_ table: ConvertedTable) -> [String] {
        table.materialized.entries.map { entry in
            guard case .text(let styled) = entry.value else { return entry.key }
            return "\(entry.key)=\(styled.text)"
        }
    }

    @Test("Fills named by their groups are shared blocks after the own entries")
    func sharedWhenNamed() throws {
        let own = [(name: "a", keys: ["a"]), (name: "list", keys: ["list[0]", "list[1]"])]
        let fills = [(name: "b", keys: ["b"]), (name: "sizes", keys: ["sizes[0]", "sizes[1]"]), (name: "c", keys: ["c", "c[product=tablet]"])]
        let table = try #require(tables(own: own, fills: fills).first)
        #expect(table.shared.count == 3)
        #expect(table.table.entries.count == 3)
        #expect(texts(table) == addedOneByOne(own: own, fills: fills))
    }

    @Test("A key not named by its group (kept from Apple) makes the table whole, and a fill of that key replaces it in place",
          arguments: [true, false])
    func wholeWhenAKeyIsNotNamed(keyIsOwn: Bool) throws {
        let own = keyIsOwn ? [(name: "a", keys: ["a"]), (name: "renamed", keys: ["b"]), (name: "z", keys: ["z"])]
                           : [(name: "a", keys: ["a"]), (name: "z", keys: ["z"])]
        let fills = keyIsOwn ? [(name: "b", keys: ["b"]), (name: "c", keys: ["c"])]
                             : [(name: "renamed", keys: ["c"]), (name: "c", keys: ["c"])]
        let table = try #require(tables(own: own, fills: fills).first)
        #expect(table.shared.isEmpty)
        #expect(texts(table) == addedOneByOne(own: own, fills: fills))
    }

    @Test("isNamed: the name itself, or the name and an item in brackets, of a name without brackets")
    func named() {
        #expect(LprojLocaleTables.isNamed("a", by: "a"))
        #expect(LprojLocaleTables.isNamed("a[0]", by: "a"))
        #expect(LprojLocaleTables.isNamed("a[product=tablet]", by: "a"))
        #expect(!LprojLocaleTables.isNamed("ab", by: "a"))
        #expect(!LprojLocaleTables.isNamed("a", by: "ab"))
        #expect(!LprojLocaleTables.isNamed("a[0]", by: "a[0]"))
        #expect(!LprojLocaleTables.isNamed("a[0][1]", by: "a[0"))
        #expect(!LprojLocaleTables.isNamed("b", by: "a"))
    }

    @Test("A fill group with one key twice is not shared (adding would keep one)")
    func repeatedKeyInAFill() throws {
        let table = try #require(tables(own: [(name: "a", keys: ["a"])], fills: [(name: "b", keys: ["b[0]", "b[0]"])]).first)
        #expect(table.shared.isEmpty)
        #expect(texts(table) == ["a=own a", "b[0]=fill b[0]"])
    }
}
