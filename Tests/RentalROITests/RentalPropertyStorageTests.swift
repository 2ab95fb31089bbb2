import AppSupport
import Foundation
@testable import RentalROI
import Testing

@Suite("RentalPropertyStorage")
struct RentalPropertyStorageTests {
    static let property = RentalProperty(purchasePrice: 250_000, loanAmount: 200_000, interestRate: 5, termInYears: 30,
                                         escrow: 300, extraPayment: 100, expenses: 150, rent: 2_000)

    @Test("Without a saved property the defaults are loaded, without a warning")
    func nothingSaved() {
        let loaded = RentalPropertyStorage(store: InMemoryKeyValueStore()).loadProperty()
        #expect(loaded.property == RentalProperty())
        #expect(loaded.warning == nil)
    }

    @Test("A saved property is loaded back, stored as the original's JSON under KEY_PROPERTY")
    func savedPropertyIsLoaded() throws {
        let store = InMemoryKeyValueStore()
        let storage = RentalPropertyStorage(store: store)
        try storage.save(Self.property)
        #expect(storage.loadProperty().property == Self.property)
        let json = try #require(store.values["KEY_PROPERTY"])
        #expect(json.contains("\"loanAmt\":200000") && json.contains("\"numOfTerms\":30"))
    }

    @Test("A saved property that cannot be read gives the defaults and a warning", arguments: [
        "not json", "{\"purchasePrice\":1}", "{\"purchasePrice\":-5,\"loanAmt\":0,\"interestRate\":5,\"numOfTerms\":30,\"escrow\":0,\"extra\":0,\"expenses\":0,\"rent\":0}",
    ])
    func unreadableProperty(_ json: String) {
        let loaded = RentalPropertyStorage(store: InMemoryKeyValueStore(["KEY_PROPERTY": json])).loadProperty()
        #expect(loaded.property == RentalProperty())
        guard case .invalidValue(let key, _) = loaded.warning else {
            Issue.record("expected an invalid-value warning, got \(String(describing: loaded.warning))")
            return
        }
        #expect(key == "KEY_PROPERTY")
    }

    @Test("A schedule is saved under the cache key that KEY_AMO_SAVED names, as the original's JSON")
    func scheduleIsSavedUnderItsKey() throws {
        let store = InMemoryKeyValueStore()
        let schedule = AmortizationSchedule(for: Self.property)
        try RentalPropertyStorage(store: store).save(schedule, for: Self.property)
        #expect(store.values["KEY_AMO_SAVED"] == "200000.00-5.000-30-100.00")
        let json = try #require(store.values["200000.00-5.000-30-100.00"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Double]])
        #expect(array.count == schedule.terms.count)
        #expect(Set(array[0].keys) == ["pmtNo", "balance0", "interest", "principal", "escrow", "extra"])
        #expect(array[0]["pmtNo"] == 1 && array[0]["balance0"] == 200_000)
    }

    @Test("The saved schedule is reused while loan, rate, term and extra payment are unchanged, as in the original")
    func savedScheduleIsReusedForTheSameKey() throws {
        let store = InMemoryKeyValueStore()
        let storage = RentalPropertyStorage(store: store)
        #expect(storage.savedSchedule(for: Self.property) == nil)
        // A schedule that no computation would give, to tell reuse from recomputation.
        let marker = MonthlyTerm(paymentNumber: 1, balanceBefore: 1, interest: 2, principal: 3, escrow: 4, extraPayment: 5)
        try storage.save(AmortizationSchedule(terms: [marker], of: Self.property), for: Self.property)
        #expect(storage.savedSchedule(for: Self.property)?.terms == [marker])
        var escrowChanged = Self.property
        escrowChanged.escrow = 999 // not part of the original's key
        #expect(storage.savedSchedule(for: escrowChanged)?.terms == [marker])
        var extraChanged = Self.property
        extraChanged.extraPayment = 50
        #expect(storage.savedSchedule(for: extraChanged) == nil)
    }

    @Test("Saving a schedule for another key replaces the one saved before")
    func newScheduleReplacesTheOld() throws {
        let store = InMemoryKeyValueStore()
        let storage = RentalPropertyStorage(store: store)
        var other = Self.property
        other.loanAmount = 100_000
        try storage.save(AmortizationSchedule(for: Self.property), for: Self.property)
        try storage.save(AmortizationSchedule(for: other), for: other)
        #expect(Set(store.values.keys) == ["KEY_AMO_SAVED", other.amortizationCacheKey])
        #expect(storage.savedSchedule(for: Self.property) == nil)
        #expect(storage.savedSchedule(for: other) != nil)
    }

    @Test("A saved schedule that cannot be read is not used")
    func unreadableSchedule() {
        let key = Self.property.amortizationCacheKey
        let store = InMemoryKeyValueStore(["KEY_AMO_SAVED": key, key: "[{\"pmtNo\": \"one\"}]"])
        #expect(RentalPropertyStorage(store: store).savedSchedule(for: Self.property) == nil)
    }
}
