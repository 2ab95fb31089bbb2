/// The figures of one month's details, with the original app's formulas
/// (`MonthlyTermViewFragment.onCreateView`).
///
/// They are the original's, including where they simplify: the balance shown is the balance
/// before the payment minus its scheduled principal (the extra payment is not subtracted), the
/// cash invested counts the down payment and the extra payments so far but not the scheduled
/// principal, and the monthly net leaves the principal out (it is equity, not a cost).
public struct MonthlyTermFigures: Hashable, Sendable {
    /// The payment's number.
    public var paymentNumber: Int
    /// Principal + interest + escrow + extra payment.
    public var totalPayment: Double
    /// The scheduled principal.
    public var principal: Double
    /// The interest.
    public var interest: Double
    /// The escrow.
    public var escrow: Double
    /// The extra principal paid.
    public var extraPayment: Double
    /// The balance before the payment minus its scheduled principal.
    public var balance: Double
    /// Purchase price − ``balance``.
    public var equity: Double
    /// Purchase price − loan + extra payment × payment number: the cash put in so far.
    public var cashInvested: Double
    /// Rent − escrow − interest − expenses.
    public var monthlyNet: Double
    /// The yearly return on the cash invested, `monthlyNet × 12 / cashInvested`, as a fraction
    /// (0.05 is 5 %). Infinite or not a number when nothing is invested, as in the original.
    public var returnOnInvestment: Double

    /// Computes the figures of a payment of a property's schedule.
    ///
    /// - Parameters:
    ///   - term: The payment.
    ///   - property: The property, for its price, loan, extra payment, rent and expenses.
    public init(term: MonthlyTerm, property: RentalProperty) {
        paymentNumber = term.paymentNumber
        principal = term.principal
        interest = term.interest
        escrow = term.escrow
        extraPayment = term.extraPayment
        totalPayment = principal + interest + escrow + extraPayment
        balance = term.balanceBefore - principal
        equity = property.purchasePrice - balance
        cashInvested = property.purchasePrice - property.loanAmount + property.extraPayment * Double(term.paymentNumber)
        monthlyNet = property.rent - escrow - interest - property.expenses
        returnOnInvestment = monthlyNet * 12 / cashInvested
    }
}
