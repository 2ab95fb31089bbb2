import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Which entry a `.strings` comment belongs to. Foundation ignores comments, so the judge is a
/// translation tool: translate-toolkit's reader, whose view of `Fixtures/Apple/Comments` is in
/// `expected.translate-toolkit.json` (`Scripts/regenerate-strings-comment-expectations.py`).
@Suite("Strings file comments")
struct StringsCommentTests {
    static let folder = Fixtures.url("Apple/Comments")

    static func read(_ name: String) -> StringTable {
        StringsFileReader().read(fileAt: folder.appendingPathComponent("en.lproj/\(name)").path).table
    }

    static func translateToolkit() throws -> [String: [String: String]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.translate-toolkit.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: [String: String]] ?? [:]
    }

    @Test("Comments above, inside and after an entry on its line are its comment, as translate-toolkit reads them")
    func agreesWithTranslateToolkit() throws {
        let expected = try #require(try Self.translateToolkit()["en.lproj/Localizable.strings"])
        let table = Self.read("Localizable.strings")
        #expect(Set(table.entries.map(\.key)) == Set(expected.keys))
        for entry in table.entries {
            #expect((entry.comment ?? "") == expected[entry.key], "\(entry.key)")
        }
    }

    @Test("Where translate-toolkit goes wrong, a comment on an entry's line is still its own, and a blank line detaches")
    func shapesTranslateToolkitMisreads() throws {
        let table = Self.read("Disagreements.strings")
        let comments = Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.comment) })
        #expect(table.entries.map(\.key) == ["trailing_line", "after_line_comment", "multi_line", "after_multi_line", "after_two_comments"])
        #expect(comments["trailing_line"] == "A line comment after the ';'")
        #expect(comments["after_line_comment"] == .some(nil))
        #expect(comments["multi_line"] == "starts on the entry's line\n   and goes on")
        #expect(comments["after_multi_line"] == .some(nil))
        #expect(comments["after_two_comments"] == "Attached")
        let last = try #require(table.entries.last)
        #expect(last.details[StringsEntryDetails.self]?.leadingComments == "/* A comment after an entry's line, then a blank line */")
        // translate-toolkit loses the entries after the first two shapes.
        let toolkit = try #require(try Self.translateToolkit()["en.lproj/Disagreements.strings"])
        #expect(toolkit["after_line_comment"] == nil && toolkit["and goes on */"] != nil)
    }

    @Test("A trailing comment ends its own entry's span, not the next one's, so in-place edits keep it with its entry")
    func layoutKeepsTrailingCommentWithItsEntry() throws {
        let bytes = Array("\"k1\" = \"v1\"; /* c1 */\n\"k2\" = \"v2\";\n".utf8)
        let spans = try #require(StringsFileLayout.entries(ofUTF8: bytes))
        #expect(spans.map(\.key) == ["k1", "k2"])
        #expect(spans[0].range == 0..<21)
        #expect(spans[1].range.lowerBound == 22)
        #expect(spans[1].range.lowerBound == spans[1].keyOffset)
    }

    @Test("Written and read again, every entry keeps the comment it was read with")
    func writerKeepsComments() throws {
        for name in ["Localizable.strings", "Disagreements.strings"] {
            let table = Self.read(name)
            let bytes = StringsFileWriter().data(for: table).bytes
            let again = StringsFileReader().read(bytes: bytes, path: "x.strings").table
            #expect(again.entries.map(\.key) == table.entries.map(\.key))
            #expect(again.entries.map(\.comment) == table.entries.map(\.comment), "\(name)")
        }
    }
}
