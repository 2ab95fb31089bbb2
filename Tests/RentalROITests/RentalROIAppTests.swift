import AppSupport
import Foundation
@testable import RentalROI
import Testing

@Suite("RentalROIApp")
struct RentalROIAppTests {
    @Test("The app starts with the saved property")
    func loadsTheSavedProperty() throws {
        let app = try rentalApp()
        #expect(app.property == sampleProperty)
        #expect(app.warnings.isEmpty)
    }

    @Test("A first start from a missing file gives the defaults and says so")
    func missingStoreFile() throws {
        let path = temporaryPath()
        defer { removeTemporaryFolder(of: path) }
        let app = RentalROIApp(localizer: try rentalLocalizer("en"), store: FileKeyValueStore(path: path))
        #expect(app.property == RentalProperty())
        #expect(app.warnings == [.missingFile(path: path)])
        #expect(app.propertyScreen().row(for: .interestRate).detail == "5.000")
    }

    @Test("A corrupt store file gives the defaults and a warning, and the next save replaces it")
    func corruptStoreFile() throws {
        let path = temporaryPath()
        defer { removeTemporaryFolder(of: path) }
        try "{\"KEY_PROPERTY\": tru".write(toFile: path, atomically: false, encoding: .utf8)
        let app = RentalROIApp(localizer: try rentalLocalizer("en"), store: FileKeyValueStore(path: path))
        #expect(app.property == RentalProperty())
        #expect(app.warnings.count == 1)
        _ = app.save("1500", editing: .rent)
        #expect(RentalROIApp(localizer: app.text.localizer, store: FileKeyValueStore(path: path)).property.rent == 1500)
    }

    @Test("The schedule is computed once, saved, and reused while its cache key matches")
    func scheduleIsCachedByKey() throws {
        let store = InMemoryKeyValueStore()
        let app = try rentalApp(store: store)
        let computed = app.schedule()
        #expect(computed == AmortizationSchedule(for: sampleProperty))
        #expect(store.values["KEY_AMO_SAVED"] == sampleProperty.amortizationCacheKey)
        // Replace the saved schedule with one no computation gives: the app must show it.
        let marker = MonthlyTerm(paymentNumber: 1, balanceBefore: 7, interest: 7, principal: 7, escrow: 7, extraPayment: 7)
        try RentalPropertyStorage(store: store).save(AmortizationSchedule(terms: [marker], of: sampleProperty), for: sampleProperty)
        #expect(app.amortizationScreen().rows.map(\.term) == [marker])
        // An edit that changes the key makes a new schedule.
        _ = app.save("50", editing: .extraPayment)
        #expect(app.amortizationScreen().rows.count > 1)
        #expect(store.values["KEY_AMO_SAVED"] == "200000.00-5.000-30-50.00")
    }
}
