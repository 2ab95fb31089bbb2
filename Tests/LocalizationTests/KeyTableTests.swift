@testable import Localization
import Testing

@Suite("KeyTable")
struct KeyTableTests {
    @Test("Every key finds its value and other keys find nothing")
    func findsEveryKey() {
        var dictionary: [String: Int] = [:]
        for index in 0..<5_000 { dictionary["screen.section\(index % 50).label_\(index)"] = index }
        for key in ["", "a", "é", "Hello, %@!", "planets[0]", "12345678", "123456789", "😀 emoji key"] { dictionary[key] = key.count }
        let table = KeyTable(dictionary)
        #expect(table.count == dictionary.count)
        for (key, value) in dictionary { #expect(table[key] == value) }
        for missing in ["screen.section0.label_5000", "b", "Hello, %@", "planets[0] ", "1234567", "1234567890"] {
            #expect(table[missing] == nil)
        }
    }

    @Test("An empty table finds nothing")
    func emptyTable() {
        let table = KeyTable<Int>([:])
        #expect(table["anything"] == nil)
        #expect(table.count == 0)
    }

    @Test("Keys that differ only in their last bytes or their length hash apart")
    func similarKeysHashApart() {
        let keys = (0..<256).map { "prefix_of_sixteen\(Character(Unicode.Scalar(UInt8($0))))" } + ["x", "x\u{0}", "x\u{0}\u{0}"]
        #expect(Set(keys.map(KeyTable<Int>.hash)).count == keys.count)
    }

    @Test("Mapping values keeps the keys")
    func mapValues() {
        let table = KeyTable(["one": 1, "two": 2]).mapValues { $0 * 10 }
        #expect(table["one"] == 10)
        #expect(table["two"] == 20)
        #expect(table["three"] == nil)
    }
}
