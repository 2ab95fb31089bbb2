import LocalizedStrings
@testable import StringBridgeKit
import Testing

@Suite("Entry.hasSameMeaning")
struct EntrySameMeaningTests {
    private let entry = Entry(key: "greeting", value: .text(StyledText("Hello")), comment: "On the start screen",
                              product: "phone", state: .translated, location: SourceLocation(path: "a/strings.xml", line: 3))

    @Test("It compares every stored property of Entry but its location")
    func everyPropertyButLocation() {
        let labels = Mirror(reflecting: entry).children.compactMap(\.label)
        #expect(labels == Entry.meaningProperties + ["location"])
    }

    @Test("It agrees with comparing the entries without their locations")
    func agreesWithWithoutLocation() {
        var moved = entry
        moved.location = SourceLocation(path: "b/Localizable.xcstrings", line: 40)
        let changes: [(inout Entry) -> Void] = [
            { $0.key = "farewell" }, { $0.value = .text(StyledText("Hi")) }, { $0.comment = nil }, { $0.isTranslatable = false },
            { $0.isFormatted = false }, { $0.product = nil }, { $0.state = .new }, { $0.location = nil },
        ]
        #expect(entry.hasSameMeaning(as: moved))
        for change in changes {
            var other = moved
            change(&other)
            #expect(entry.hasSameMeaning(as: other) == (entry.withoutLocation == other.withoutLocation))
        }
    }
}
