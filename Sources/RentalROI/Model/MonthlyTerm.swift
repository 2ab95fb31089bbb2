/// One monthly payment of an amortization schedule.
///
/// The fields are those of the original remote service's JSON objects (`pmtNo`, `balance0`,
/// `interest`, `principal`, `escrow`, `extra`), which the original cached as they came and which
/// the schedule cache still stores under those names. Amounts are in dollars, rounded to the
/// cent.
public struct MonthlyTerm: Hashable, Sendable, Codable {
    /// The payment's number, from 1.
    public var paymentNumber: Int
    /// The loan balance before this payment.
    public var balanceBefore: Double
    /// The interest part of the payment: a month's interest on ``balanceBefore``.
    public var interest: Double
    /// The scheduled principal part of the payment.
    public var principal: Double
    /// The escrow paid with the payment.
    public var escrow: Double
    /// The extra principal paid with the payment.
    public var extraPayment: Double

    /// Creates a monthly payment.
    ///
    /// - Parameters:
    ///   - paymentNumber: The payment's number, from 1.
    ///   - balanceBefore: The loan balance before the payment.
    ///   - interest: The interest part.
    ///   - principal: The scheduled principal part.
    ///   - escrow: The escrow paid with it.
    ///   - extraPayment: The extra principal paid with it.
    public init(paymentNumber: Int, balanceBefore: Double, interest: Double, principal: Double, escrow: Double,
                extraPayment: Double) {
        self.paymentNumber = paymentNumber
        self.balanceBefore = balanceBefore
        self.interest = interest
        self.principal = principal
        self.escrow = escrow
        self.extraPayment = extraPayment
    }

    /// The remote service's JSON names.
    enum CodingKeys: String, CodingKey {
        case paymentNumber = "pmtNo"
        case balanceBefore = "balance0"
        case interest
        case principal
        case escrow
        case extraPayment = "extra"
    }
}
