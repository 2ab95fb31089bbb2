@testable import RentalROI
import Testing

@Suite("MonthlyTermFigures")
struct MonthlyTermFiguresTests {
    @Test("The month's figures follow the original's formulas")
    func originalFormulas() {
        let term = MonthlyTerm(paymentNumber: 12, balanceBefore: 195_000, interest: 812.50, principal: 261.14, escrow: 300,
                               extraPayment: 100)
        let property = RentalProperty(purchasePrice: 250_000, loanAmount: 200_000, extraPayment: 100, expenses: 150, rent: 2_000)
        let figures = MonthlyTermFigures(term: term, property: property)
        // By hand:
        // total    = 261.14 + 812.50 + 300 + 100        = 1,473.64
        // balance  = 195,000 − 261.14                    = 194,738.86
        // equity   = 250,000 − 194,738.86                = 55,261.14
        // invested = 250,000 − 200,000 + 100 × 12       = 51,200
        // net      = 2,000 − 300 − 812.50 − 150          = 737.50
        // ROI      = 737.50 × 12 / 51,200 = 8,850 / 51,200 = 0.1728515625
        #expect(abs(figures.totalPayment - 1473.64) < 1e-9)
        #expect(abs(figures.balance - 194_738.86) < 1e-9)
        #expect(abs(figures.equity - 55_261.14) < 1e-9)
        #expect(figures.cashInvested == 51_200)
        #expect(figures.monthlyNet == 737.50)
        #expect(figures.returnOnInvestment == 0.1728515625)
        #expect(figures.paymentNumber == 12 && figures.escrow == 300 && figures.extraPayment == 100)
    }
}
