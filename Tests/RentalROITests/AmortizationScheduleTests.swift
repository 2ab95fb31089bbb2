import Foundation
@testable import RentalROI
import Testing

/// Expected values come from the annuity formula M = P·r / (1 − (1 + r)^−n), hand arithmetic,
/// and a reference schedule computed in exact decimal arithmetic with Python:
///
///     from decimal import Decimal as D, ROUND_HALF_UP
///     c = lambda x: x.quantize(D('0.01'), rounding=ROUND_HALF_UP)
///     def schedule(P, rate, years, extra):
///         r = D(rate) / 100 / 12; n = years * 12; M = c(P * r / (1 - (1 + r) ** -n)); bal = c(D(P)); out = []
///         for k in range(1, n + 1):
///             if bal <= 0: break
///             i = c(bal * rate / 1200); p = max(D(0), M - i)
///             if k == n or p > bal: p = bal
///             e = min(D(extra), bal - p); out.append((k, bal, i, p, e)); bal = c(bal - p - e)
///         return M, out
@Suite("AmortizationSchedule")
struct AmortizationScheduleTests {
    static let loan = RentalProperty(loanAmount: 200_000)
    static let loanWithExtra = RentalProperty(loanAmount: 200_000, extraPayment: 100)

    @Test("200,000 at 5 % over 30 years pays 1,073.64 a month")
    func monthlyPaymentOfTheAnnuityFormula() {
        // python3 -c "P=200000; r=0.05/12; print(P*r/(1-(1+r)**-360))"  → 1073.6432460242797
        #expect(AmortizationSchedule.monthlyPayment(loan: 200_000, yearlyRatePercent: 5, months: 360) == 1073.64)
        // python3 -c "P=100000; r=0.06/12; print(P*r/(1-(1+r)**-180))"  → 843.8568280484513
        #expect(AmortizationSchedule.monthlyPayment(loan: 100_000, yearlyRatePercent: 6, months: 180) == 843.86)
        // At 0 % the loan is split evenly: 120,000 / 120 = 1,000.
        #expect(AmortizationSchedule.monthlyPayment(loan: 120_000, yearlyRatePercent: 0, months: 120) == 1000)
    }

    @Test("Each month's interest is the balance's monthly interest and the principal the rest of the payment")
    func firstPayment() throws {
        let first = try #require(AmortizationSchedule(for: Self.loan).terms.first)
        // 200,000 × 0.05 / 12 = 833.333… → 833.33; 1,073.64 − 833.33 = 240.31.
        #expect(first == MonthlyTerm(paymentNumber: 1, balanceBefore: 200_000, interest: 833.33, principal: 240.31,
                                     escrow: 0, extraPayment: 0))
    }

    @Test("Without extra payments the term's 360 payments repay exactly the loan")
    func principalSumsToTheLoan() throws {
        let schedule = AmortizationSchedule(for: Self.loan)
        #expect(schedule.terms.count == 360)
        #expect(schedule.terms.map(\.paymentNumber) == Array(1...360))
        #expect(schedule.monthsEarly == 0)
        let principal = schedule.terms.reduce(0) { $0 + $1.principal }
        #expect(abs(principal - 200_000) < 0.001)
        // Reference schedule: payment 360 has balance 1,072.01, interest 4.47 and pays the whole balance
        // (the rounding of M to 1,073.64 left 2.84 over for the last payment).
        let last = try #require(schedule.terms.last)
        #expect(last == MonthlyTerm(paymentNumber: 360, balanceBefore: 1072.01, interest: 4.47, principal: 1072.01,
                                    escrow: 0, extraPayment: 0))
    }

    @Test("Each balance is the previous one minus its principal and extra payment")
    func balancesChain() {
        let terms = AmortizationSchedule(for: Self.loanWithExtra).terms
        for (previous, next) in zip(terms, terms.dropFirst()) {
            #expect(abs(next.balanceBefore - (previous.balanceBefore - previous.principal - previous.extraPayment)) < 0.001)
        }
    }

    @Test("An extra payment ends the loan early by the right number of months")
    func extraPaymentShortensTheSchedule() {
        // With 100 extra, 1,173.64 a month repays 200,000 at r = 0.05/12 in
        // n = −ln(1 − P·r/M) / ln(1 + r):
        // python3 -c "import math; r=0.05/12; print(-math.log(1-200000*r/1173.64)/math.log(1+r))"  → 297.74
        // so 298 payments (the last one partial), 360 − 298 = 62 months early.
        let schedule = AmortizationSchedule(for: Self.loanWithExtra)
        #expect(schedule.terms.count == 298)
        #expect(schedule.monthsEarly == 62)
        let repaid = schedule.terms.reduce(0) { $0 + $1.principal + $1.extraPayment }
        #expect(abs(repaid - 200_000) < 0.001)
    }

    @Test("The final payment never overshoots the balance")
    func finalPaymentDoesNotOvershoot() throws {
        let schedule = AmortizationSchedule(for: Self.loanWithExtra)
        let last = try #require(schedule.terms.last)
        // Reference schedule: payment 298 has balance 868.79 and interest 3.62; it repays the 868.79 and
        // no extra payment is left to make.
        #expect(last == MonthlyTerm(paymentNumber: 298, balanceBefore: 868.79, interest: 3.62, principal: 868.79,
                                    escrow: 0, extraPayment: 0))
        #expect(last.principal + last.interest <= schedule.monthlyPayment)
    }

    @Test("Escrow is paid with every payment, rounded to the cent")
    func escrowOnEveryPayment() {
        let terms = AmortizationSchedule(for: RentalProperty(loanAmount: 10_000, termInYears: 1, escrow: 250.006)).terms
        #expect(terms.count == 12)
        #expect(terms.allSatisfy { $0.escrow == 250.01 })
    }

    @Test("There is nothing to repay without a loan, or with a term the app does not accept")
    func noPayments() {
        #expect(AmortizationSchedule(for: RentalProperty()).terms.isEmpty)
        #expect(AmortizationSchedule(for: RentalProperty()).monthsEarly == 0)
        #expect(AmortizationSchedule(for: RentalProperty(loanAmount: 1_000, termInYears: 0)).terms.isEmpty)
        #expect(AmortizationSchedule(for: RentalProperty(loanAmount: 1_000, termInYears: .max)).terms.isEmpty)
    }
}
