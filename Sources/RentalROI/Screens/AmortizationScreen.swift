/// The amortization schedule (`AmortizationViewFragment`): one row per monthly payment, under a
/// summary of how many payments there are and how early extra payments end the loan.
public struct AmortizationScreen: Hashable, Sendable {
    /// The screen title, "Amortization".
    public var title: String
    /// "298 monthly payments", and "Paid off 62 months early" when extra payments end the loan
    /// before its term.
    public var summary: [String]
    /// One row per payment, in order.
    public var rows: [AmortizationRow]

    /// Renders a schedule.
    init(schedule: AmortizationSchedule, text: RentalROIText) {
        title = text.labelAmortization
        summary = [text.paymentCount(count: schedule.terms.count)]
        if schedule.monthsEarly > 0 {
            summary.append(text.monthsEarly(count: schedule.monthsEarly))
        }
        rows = schedule.terms.map { AmortizationRow(term: $0, text: text) }
    }
}
