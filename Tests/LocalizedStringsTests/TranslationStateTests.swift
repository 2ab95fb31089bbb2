import LocalizedStrings
import Testing

@Suite("TranslationState")
struct TranslationStateTests {
    @Test("Xcode's four states read as their cases and are spelled back as Xcode spells them")
    func knownStates() {
        let states: [(String, TranslationState)] = [("new", .new), ("translated", .translated), ("needs_review", .needsReview),
                                                    ("stale", .stale)]
        for (spelling, state) in states {
            #expect(TranslationState(spelling) == state)
            #expect(state.rawValue == spelling)
        }
    }

    @Test("Any other state is kept as written, so that a writer gives it back")
    func otherStates() {
        for spelling in ["reviewed", "needsReview", "NEW", "", "new "] {
            #expect(TranslationState(spelling) == .other(spelling))
            #expect(TranslationState(spelling).rawValue == spelling)
        }
    }

    @Test("An entry, a plural form and a device variant hold a state, or none")
    func heldByEntriesAndForms() {
        var entry = Entry(key: "k", value: .text("v"), state: .needsReview)
        #expect(entry.state == .needsReview)
        entry.state = nil
        #expect(entry.state == nil)
        entry.product = "tablet"
        entry.state = .other("reviewed")
        #expect(entry.state == .other("reviewed") && entry.product == "tablet")
        #expect(PluralForms.Form(category: .one, value: .text("one"), state: .stale).state == .stale)
        #expect(DeviceVariations.Form(device: "mac", value: .text("Click")).state == nil)
    }
}
