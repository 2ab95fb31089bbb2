@testable import RentalROI
import Testing

/// The screens of the sample property (250,000 price, 200,000 loan at 5 % over 30 years, 300
/// escrow, 100 extra, 150 expenses, 2,000 rent). Details are the original's formats applied by
/// hand; schedule figures are those of `AmortizationScheduleTests`' exact-decimal reference
/// (payment 12 of this loan: balance 196,177.66, interest 817.41, principal 256.23).
@Suite("Screens")
struct ScreenTests {
    static func rows(_ section: ScreenSection) -> [String] {
        section.rows.map { "\($0.label) = \($0.detail)" }
    }

    @Test("The property screen shows each field with the original's format")
    func propertyScreen() throws {
        let screen = try rentalApp().propertyScreen()
        #expect(screen.title == "Property")
        #expect(screen.scheduleAction == "Schedule")
        #expect(screen.sections.map(\.header) == ["MORTGAGE", "OPERATIONS"])
        // %.0f, (1 − 200,000 / 250,000) × 100 with %.0f, %.2f, %.3f, %d, then %.0f.
        #expect(Self.rows(screen.sections[0]) == [
            "Purchase Price = 250000", "Down Payment % = 20", "Loan Amount = 200000.00", "Interest Rate % = 5.000",
            "Mortgage Term (Yr.) = 30", "Escrow Amount = 300", "Extra Payment = 100",
        ])
        #expect(Self.rows(screen.sections[1]) == ["Expenses = 150", "Rent = 2000"])
        #expect(screen.row(for: .rent) == ScreenRow(label: "Rent", detail: "2000"))
    }

    @Test("Without a price the down payment shows 0")
    func downPaymentWithoutPrice() throws {
        #expect(try rentalApp(RentalProperty()).propertyScreen().row(for: .downPayment).detail == "0")
    }

    @Test("Details use the number symbols of the user's language, without grouping")
    func localizedDetails() throws {
        // CLDR: French writes a decimal comma, Arabic Arabic-Indic digits and U+066B; Java's %.2f does not group.
        #expect(try rentalApp(language: "fr").propertyScreen().row(for: .loanAmount).detail == "200000,00")
        #expect(try rentalApp(language: "ar").propertyScreen().row(for: .loanAmount).detail == "٢٠٠٠٠٠٫٠٠")
        #expect(try rentalApp(language: "ja").propertyScreen().row(for: .interestRate).detail == "5.000")
    }

    @Test("The amortization screen sums the schedule up and lists every payment")
    func amortizationScreen() throws {
        let screen = try rentalApp().amortizationScreen()
        #expect(screen.title == "Amortization")
        // 298 payments, 360 − 298 = 62 months early (see AmortizationScheduleTests).
        #expect(screen.summary == ["298 monthly payments", "Paid off 62 months early"])
        #expect(screen.rows.count == 298)
        // "%d\t$%.2f" and "Interest: %.2f\tPrincipal: %.2f" of payment 1: 200,000, 833.33, 240.31.
        #expect(screen.rows[0].row == ScreenRow(label: "1\t$200000.00", detail: "Interest: 833.33\tPrincipal: 240.31"))
        var withoutExtra = sampleProperty
        withoutExtra.extraPayment = 0
        #expect(try rentalApp(withoutExtra).amortizationScreen().summary == ["360 monthly payments"])
    }

    @Test("A month's details show the original's rows and figures")
    func monthlyTermScreen() throws {
        let app = try rentalApp()
        let row = try #require(app.amortizationScreen().rows.first { $0.term.paymentNumber == 12 })
        let screen = app.monthlyTermScreen(for: row.term)
        #expect(screen.title == "Monthly Details")
        #expect(screen.sections.map(\.header) == ["MORTGAGE PAYMENT", "INVESTMENT"])
        // total 256.23 + 817.41 + 300 + 100 = 1,473.64; balance 196,177.66 − 256.23 = 195,921.43;
        // equity 250,000 − 195,921.43 = 54,078.57; invested 50,000 + 100 × 12 = 51,200;
        // net 2,000 − 300 − 817.41 − 150 = 732.59; ROI 732.59 × 12 / 51,200 = 17.1701… %.
        #expect(Self.rows(screen.sections[0]) == [
            "No. 12 = $1473.64", "Principal = $256.23", "Interest = $817.41", "Escrow = $300.00",
            "Add'l Payment = $100.00", "Mortgage Balance = $195921.43",
        ])
        #expect(Self.rows(screen.sections[1]) == [
            "Equity = $54078.57", "Cash Investment = $51200.00", "ROI = 17.17% ($732.59/mo)",
        ])
    }
}
