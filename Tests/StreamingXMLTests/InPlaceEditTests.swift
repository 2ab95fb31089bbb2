import LocalizedStrings
import StreamingXML
import Testing

/// The text edit under every in-place update, on `.strings`-shaped text whose entries are
/// separated by blank lines: replaced, removed and added entries, every other byte kept.
@Suite("In-place edit")
struct InPlaceEditTests {
    static let text = "/* Header. */\n\n\"a\" = \"A\";\n\n\"b\" = \"B\";\n\n\"c\" = \"C\";\n"

    /// The entries of ``text``: each key's line, with its line feed.
    static func entries(of text: String) -> [InPlaceEdit.ExistingEntry] {
        let bytes = Array(text.utf8)
        var entries: [InPlaceEdit.ExistingEntry] = []
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            let line = String(decoding: bytes[lineStart..<index], as: UTF8.self)
            if line.hasPrefix("\"") { entries.append(.init(identity: ResourceIdentity(appleKey: String(line.dropFirst().prefix(1))), range: lineStart..<(index + 1))) }
            lineStart = index + 1
        }
        return entries
    }

    static func edit(removing ours: Set<String>, keeping converted: [String] = []) -> String {
        let edit = InPlaceEdit(existing: Array(text.utf8), entries: entries(of: text), insertionPoint: text.utf8.count, separator: "\n")
        let new = converted.map { InPlaceEdit.NewEntry(identity: ResourceIdentity(appleKey: $0), text: "\"\($0)\" = \"\($0.uppercased())\";\n") }
        return String(decoding: edit.apply(new, ours: Set(ours.map(ResourceIdentity.init(appleKey:)))).bytes, as: UTF8.self)
    }

    @Test("A removed entry takes its separating blank line with it, wherever it stands")
    func removalsLeaveNoGaps() {
        #expect(Self.edit(removing: ["a"]) == "/* Header. */\n\n\"b\" = \"B\";\n\n\"c\" = \"C\";\n")
        #expect(Self.edit(removing: ["b"]) == "/* Header. */\n\n\"a\" = \"A\";\n\n\"c\" = \"C\";\n")
        #expect(Self.edit(removing: ["c"]) == "/* Header. */\n\n\"a\" = \"A\";\n\n\"b\" = \"B\";\n")
        #expect(Self.edit(removing: ["a", "b", "c"]) == "/* Header. */\n")
    }

    @Test("Entries the conversion writes again stay where they are; entries not ours are kept; new ones go at the end")
    func replaceKeepAdd() {
        let edit = InPlaceEdit(existing: Array(Self.text.utf8), entries: Self.entries(of: Self.text),
                               insertionPoint: Self.text.utf8.count, separator: "\n")
        let (bytes, outcome) = edit.apply([.init(identity: ResourceIdentity(appleKey: "b"), text: "\"b\" = \"Bee\";\n"),
                                           .init(identity: ResourceIdentity(appleKey: "d"), text: "\"d\" = \"D\";\n")],
                                          ours: [ResourceIdentity(appleKey: "a")])
        #expect(String(decoding: bytes, as: UTF8.self) == "/* Header. */\n\n\"b\" = \"Bee\";\n\n\"c\" = \"C\";\n\n\"d\" = \"D\";\n")
        #expect(outcome.removed.map(\.text) == ["a"])
        #expect(outcome.changed.map(\.text) == ["b"])
        #expect(outcome.kept.map(\.text) == ["c"])
        #expect(outcome.added.map(\.text) == ["d"])
        #expect(outcome.summary == "1 added, 1 changed, 1 removed (a), 1 kept")
    }
}
