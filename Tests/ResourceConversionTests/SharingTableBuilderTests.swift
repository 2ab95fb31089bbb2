import AppleResources
@testable import ResourceConversion
import LocalizedStrings
import Testing

/// A locale's table shares the blocks of its gap fills only where no key can meet another;
/// the table is otherwise made whole, with a later entry replacing an earlier one of its key
/// in place, as adding the entries one by one always did.
@Suite("SharingTableBuilder")
struct SharingTableBuilderTests {
    private typealias Groups = [(name: String, keys: [String])]

    private func table(own: Groups, fills: Groups) -> TableWithSharedEntries {
        var table = SharingTableBuilder(StringTable(path: "fr.lproj/Localizable.strings", format: .strings))
        for (name, keys) in own {
            for key in keys { table.addOwn(Entry(key: key, value: .text(StyledText("own \(key)"))), group: name) }
        }
        for (name, keys) in fills {
            SharedFillBlock(keys.map { Entry(key: $0, value: .text(StyledText("fill \($0)"))) }, name: name, format: .strings).add(to: &table)
        }
        return table.table
    }

    /// What adding every entry in order to one table gives: a later key replaces the earlier in place.
    private func addedOneByOne(own: Groups, fills: Groups) -> [String] {
        var texts: [(key: String, text: String)] = []
        for (prefix, groups) in [("own", own), ("fill", fills)] {
            for key in groups.flatMap(\.keys) {
                if let index = texts.firstIndex(where: { $0.key == key }) { texts[index].text = "\(prefix) \(key)" } else { texts.append((key, "\(prefix) \(key)")) }
            }
        }
        return texts.map { "\($0.key)=\($0.text)" }
    }

    private func texts(_ table: TableWithSharedEntries) -> [String] {
        table.materialized.entries.map { entry in
            guard case .text(let styled) = entry.value else { return entry.key }
            return "\(entry.key)=\(styled.text)"
        }
    }

    @Test("Fills named by their groups are shared blocks after the own entries")
    func sharedWhenNamed() {
        let own: Groups = [("a", ["a"]), ("list", ["list[0]", "list[1]"])]
        let fills: Groups = [("b", ["b"]), ("sizes", ["sizes[0]", "sizes[1]"]), ("c", ["c", "c[product=tablet]"])]
        let table = table(own: own, fills: fills)
        #expect(table.shared.count == 3)
        #expect(table.table.entries.count == 3)
        #expect(texts(table) == addedOneByOne(own: own, fills: fills))
    }

    @Test("A key not named by its group (kept from Apple) makes the table whole, and a fill of that key replaces it in place",
          arguments: [true, false])
    func wholeWhenAKeyIsNotNamed(keyIsOwn: Bool) {
        let own: Groups = keyIsOwn ? [("a", ["a"]), ("renamed", ["b"]), ("z", ["z"])] : [("a", ["a"]), ("z", ["z"])]
        let fills: Groups = keyIsOwn ? [("b", ["b"]), ("c", ["c"])] : [("renamed", ["c"]), ("c", ["c"])]
        let table = table(own: own, fills: fills)
        #expect(table.shared.isEmpty)
        #expect(texts(table) == addedOneByOne(own: own, fills: fills))
    }

    @Test("isNamed: the name itself, or the name and an item in brackets, of a name without brackets")
    func named() {
        #expect(SharingTableBuilder.isNamed("a", by: "a"))
        #expect(SharingTableBuilder.isNamed("a[0]", by: "a"))
        #expect(SharingTableBuilder.isNamed("a[product=tablet]", by: "a"))
        #expect(!SharingTableBuilder.isNamed("ab", by: "a"))
        #expect(!SharingTableBuilder.isNamed("a", by: "ab"))
        #expect(!SharingTableBuilder.isNamed("a[0]", by: "a[0]"))
        #expect(!SharingTableBuilder.isNamed("a[0][1]", by: "a[0"))
        #expect(!SharingTableBuilder.isNamed("b", by: "a"))
    }

    @Test("A fill group with one key twice is not shared (adding would keep one)")
    func repeatedKeyInAFill() {
        let table = table(own: [("a", ["a"])], fills: [("b", ["b[0]", "b[0]"])])
        #expect(table.shared.isEmpty)
        #expect(texts(table) == ["a=own a", "b[0]=fill b[0]"])
    }
}
