import AppSupport
import Foundation
import Localization
@testable import RentalROI
import Testing

/// The original's `onTextEditSaved` rules, and the rejections that replace its silent 0.
/// Expected amounts are hand arithmetic; expected messages are the resources' texts filled in by hand.
@Suite("Editing the property")
struct PropertyEditTests {
    @Test("The edit screen is titled with the row's label and starts with its detail")
    func editScreenStartsFromTheRow() throws {
        let screen = try rentalApp().editScreen(for: .loanAmount)
        #expect(screen.title == "Loan Amount")
        #expect(screen.text == "200000.00")
        #expect(screen.saveAction == "Save" && screen.cancelAction == "Cancel")
        #expect(screen.error == nil)
    }

    @Test("A down payment sets the loan to price × (1 − percent / 100)")
    func downPaymentSetsTheLoan() throws {
        let app = try rentalApp(RentalProperty(purchasePrice: 300_000, loanAmount: 1))
        guard case .saved(let screen) = app.save("25", editing: .downPayment) else {
            Issue.record("the down payment was rejected")
            return
        }
        // 300,000 × (1 − 0.25) = 225,000.
        #expect(app.property.loanAmount == 225_000)
        #expect(screen.row(for: .loanAmount).detail == "225000.00")
        #expect(screen.row(for: .downPayment).detail == "25")
    }

    @Test("A purchase price with an empty loan and a shown down payment sets the loan")
    func purchasePriceAppliesTheShownDownPayment() throws {
        let edit = PropertyEdit(field: .purchasePrice, text: "300000")
        let parser = LocalizedNumberParser(symbols: .root)
        // 300,000 × (1 − 20 / 100) = 240,000.
        #expect(try edit.applied(to: RentalProperty(), shownDownPayment: "20", parser: parser).get().loanAmount == 240_000)
        // A loan already there is kept.
        #expect(try edit.applied(to: RentalProperty(loanAmount: 1_000), shownDownPayment: "20", parser: parser).get()
            .loanAmount == 1_000)
    }

    @Test("As in the original, an empty loan shows a down payment of 100 % or 0, so a new price leaves it empty")
    func purchasePriceWithEmptyLoanInPractice() throws {
        let app = try rentalApp(RentalProperty())
        _ = app.save("250000", editing: .purchasePrice) // shown down payment before: "0" (no price)
        #expect(app.property.purchasePrice == 250_000 && app.property.loanAmount == 0)
        _ = app.save("300000", editing: .purchasePrice) // shown before: "100"; 300,000 × (1 − 1) = 0
        #expect(app.property.purchasePrice == 300_000 && app.property.loanAmount == 0)
    }

    @Test("Every other field takes the number typed, and the property is saved at once")
    func fieldsAreSetAndSaved() throws {
        let store = InMemoryKeyValueStore()
        let app = try rentalApp(RentalProperty(), store: store)
        let typed: [(PropertyField, String)] = [(.purchasePrice, "400000"), (.loanAmount, "320000.50"), (.interestRate, "4.125"),
                                                (.mortgageTerm, "15"), (.escrow, "410"), (.extraPayment, "50"),
                                                (.expenses, "220"), (.rent, "2750")]
        for (field, text) in typed {
            guard case .saved = app.save(text, editing: field) else {
                Issue.record("\(field) rejected \(text)")
                continue
            }
        }
        let expected = RentalProperty(purchasePrice: 400_000, loanAmount: 320_000.50, interestRate: 4.125, termInYears: 15,
                                      escrow: 410, extraPayment: 50, expenses: 220, rent: 2_750)
        #expect(app.property == expected)
        #expect(RentalROIApp(localizer: app.text.localizer, store: store).property == expected)
    }

    @Test("Rejected text keeps the property and shows why, in the user's language", arguments: [
        (PropertyField.interestRate, "abc", "“abc” is not a number. Enter a number for Interest Rate %."),
        (.interestRate, "", "“” is not a number. Enter a number for Interest Rate %."),
        (.rent, "4.5%", "“4.5%” is not a number. Enter a number for Rent."),
        (.escrow, "-1", "Escrow Amount cannot be negative."),
        (.downPayment, "150", "Loan Amount cannot be negative."),
        (.mortgageTerm, "30.5", "“30.5” is not a whole number of years."),
        (.mortgageTerm, "thirty", "“thirty” is not a whole number of years."),
        (.mortgageTerm, "0", "Enter a mortgage term from 1 to 100 years."),
        (.mortgageTerm, "99999999999999999999", "Enter a mortgage term from 1 to 100 years."),
    ])
    func rejectedText(_ field: PropertyField, _ typed: String, _ message: String) throws {
        let store = InMemoryKeyValueStore()
        let app = try rentalApp(store: store)
        let saved = store.values
        guard case .rejected(let screen) = app.save(typed, editing: field) else {
            Issue.record("\(typed) was accepted for \(field)")
            return
        }
        #expect(screen.error == message)
        #expect(screen.text == typed)
        #expect(screen.title == app.propertyScreen().row(for: field).label)
        #expect(app.property == sampleProperty)
        #expect(store.values == saved)
    }

    @Test("French: decimal commas are read, and the message is French")
    func frenchEdits() throws {
        let app = try rentalApp(language: "fr")
        #expect(app.editScreen(for: .interestRate).text == "5,000")
        guard case .saved = app.save("4,5", editing: .interestRate) else {
            Issue.record("4,5 was rejected")
            return
        }
        #expect(app.property.interestRate == 4.5)
        guard case .rejected(let screen) = app.save("abc", editing: .interestRate) else {
            Issue.record("abc was accepted")
            return
        }
        // values-fr: « %1$s » n'est pas un nombre. Saisissez un nombre pour « %2$s ». (with U+00A0 inside « »)
        #expect(screen.error == "«\u{A0}abc\u{A0}» n'est pas un nombre. Saisissez un nombre pour «\u{A0}Taux d'intérêt (%)\u{A0}».")
    }

    @Test("A change that cannot be saved is kept in memory and reported")
    func saveFailureIsAWarning() throws {
        let path = temporaryPath("not-a-folder")
        defer { removeTemporaryFolder(of: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let app = RentalROIApp(localizer: try rentalLocalizer("en"), store: FileKeyValueStore(path: path + "/MyPrefs.json"))
        guard case .saved = app.save("123", editing: .rent) else {
            Issue.record("123 was rejected")
            return
        }
        #expect(app.property.rent == 123)
        #expect(app.warnings.contains { if case .saveFailed = $0 { true } else { false } })
    }
}
