/// A row of the amortization schedule: the payment's number and the balance before it, then
/// its interest and principal (`"%d\t$%.2f"` and `"Interest: %.2f\tPrincipal: %.2f"` in the
/// original).
public struct AmortizationRow: Hashable, Sendable {
    /// The payment the row shows; selecting the row opens its details.
    public var term: MonthlyTerm
    /// The title and the subtitle.
    public var row: ScreenRow

    /// Renders a payment.
    init(term: MonthlyTerm, text: RentalROIText) {
        self.term = term
        row = ScreenRow(label: text.scheduleRowTitle(term.paymentNumber, term.balanceBefore),
                        detail: text.scheduleRowDetail(term.interest, term.principal))
    }
}
