import Foundation

/// The monthly payments that repay a fixed-rate loan, computed here rather than by the remote
/// service the original app called.
///
/// Every month's interest is the balance times the monthly rate (the yearly rate / 12),
/// rounded to the cent (halves up); the principal is the fixed payment minus that interest; the extra
/// payment and the escrow are added as entered. All amounts are whole cents, as a lender's
/// statement has them, so the principal paid adds up to the loan exactly.
///
/// - The fixed payment is the annuity payment `M = P·r / (1 − (1 + r)^−n)` rounded to the cent
///   (`P / n` at a 0 % rate).
/// - The last payment never overshoots: its principal is what is left of the balance, and an
///   extra payment is cut to what is left after the principal. The last scheduled payment
///   (number `n`) also takes what the rounding of `M` left over, a few cents either way.
/// - Extra payments end the loan early: the schedule stops at the payment that clears the
///   balance, and ``monthsEarly`` says by how many months.
///
///     let schedule = AmortizationSchedule(for: RentalProperty(loanAmount: 200_000))
///     print(schedule.monthlyPayment, schedule.terms.count)  // Prints "1073.64 360"
public struct AmortizationSchedule: Hashable, Sendable {
    /// The fixed monthly principal and interest, rounded to the cent.
    public var monthlyPayment: Double
    /// The number of payments the term provides for: 12 a year.
    public var scheduledPaymentCount: Int
    /// The payments, in order, until the loan is repaid.
    public var terms: [MonthlyTerm]

    /// Creates a schedule from payments already computed (such as cached ones).
    ///
    /// - Parameters:
    ///   - terms: The payments.
    ///   - property: The property they repay the loan of, for the fixed payment and the term.
    public init(terms: [MonthlyTerm], of property: RentalProperty) {
        self.terms = terms
        monthlyPayment = Self.monthlyPayment(loan: property.loanAmount, yearlyRatePercent: property.interestRate,
                                             months: property.paymentCount)
        scheduledPaymentCount = property.paymentCount
    }

    /// Computes the schedule of a property's loan.
    ///
    /// A loan of 0 (or less, or not finite) has no payments.
    ///
    /// - Parameter property: The property; its loan, rate, term, escrow and extra payment count.
    public init(for property: RentalProperty) {
        // Money is counted in cents held in Doubles: whole numbers, so sums and differences are
        // exact (up to 2^53 cents), and nothing can trap on an absurdly large amount.
        let months = property.paymentCount
        let yearlyRate = property.interestRate
        let payment = Self.monthlyPayment(loan: property.loanAmount, yearlyRatePercent: yearlyRate, months: months)
        let paymentCents = payment.cents
        let escrowCents = property.escrow.cents
        let extraCents = property.extraPayment.cents
        var balanceCents = property.loanAmount.cents
        var terms: [MonthlyTerm] = []
        var number = 1
        while number <= months && balanceCents > 0 {
            // balance × (rate / 100) / 12, multiplied first so that exact halves of a cent stay exact.
            let interestCents = (balanceCents * yearlyRate / 1200).rounded(.toNearestOrAwayFromZero)
            var principalCents = max(0, paymentCents - interestCents)
            if number == months || principalCents > balanceCents {
                principalCents = balanceCents
            }
            let extraPaidCents = min(extraCents, balanceCents - principalCents)
            terms.append(MonthlyTerm(paymentNumber: number, balanceBefore: balanceCents / 100, interest: interestCents / 100,
                                     principal: principalCents / 100, escrow: escrowCents / 100,
                                     extraPayment: extraPaidCents / 100))
            balanceCents -= principalCents + extraPaidCents
            number += 1
        }
        self.init(monthlyPayment: payment, scheduledPaymentCount: months, terms: terms)
    }

    private init(monthlyPayment: Double, scheduledPaymentCount: Int, terms: [MonthlyTerm]) {
        self.monthlyPayment = monthlyPayment
        self.scheduledPaymentCount = scheduledPaymentCount
        self.terms = terms
    }

    /// How many months before the end of the term the loan is repaid (by extra payments).
    public var monthsEarly: Int {
        terms.isEmpty ? 0 : max(0, scheduledPaymentCount - terms.count)
    }

    /// The fixed monthly payment of a loan: `P·r / (1 − (1 + r)^−n)` with `r` the monthly rate,
    /// or `P / n` at a 0 % rate, rounded to the cent; 0 for no payments.
    ///
    /// - Parameters:
    ///   - loan: The amount borrowed, `P`.
    ///   - yearlyRatePercent: The yearly interest rate in percent; the monthly rate is a twelfth.
    ///   - months: The number of monthly payments, `n`.
    /// - Returns: The payment in dollars, to the cent.
    public static func monthlyPayment(loan: Double, yearlyRatePercent: Double, months: Int) -> Double {
        guard months > 0 else { return 0 }
        let rate = yearlyRatePercent / 100 / 12
        let payment = rate == 0 ? loan / Double(months) : loan * rate / (1 - pow(1 + rate, -Double(months)))
        return payment.cents / 100
    }
}

extension RentalProperty {
    /// The number of monthly payments of the term; 0 when the term is outside
    /// ``RentalProperty/validTerms`` (which also keeps the multiplication from overflowing).
    var paymentCount: Int {
        Self.validTerms.contains(termInYears) ? termInYears * 12 : 0
    }
}

extension Double {
    /// The amount in whole cents, halves rounded away from zero.
    var cents: Double {
        (self * 100).rounded(.toNearestOrAwayFromZero)
    }
}
