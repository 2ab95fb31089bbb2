/// One payment's details (`MonthlyTermViewFragment`), with the original's rows and formulas
/// (``MonthlyTermFigures``).
///
/// MORTGAGE PAYMENT: the payment's number beside the total payment (the original's first row),
/// then the principal, interest, escrow, additional payment and balance. INVESTMENT: equity,
/// cash invested, and the return on investment with the monthly net (`"%.2f%% ($%.2f/mo)"`).
/// Amounts are `"$%.2f"` as the language writes it.
public struct MonthlyTermScreen: Hashable, Sendable {
    /// The screen title, "Monthly Details".
    public var title: String
    /// MORTGAGE PAYMENT and INVESTMENT.
    public var sections: [ScreenSection]
    /// The figures shown.
    public var figures: MonthlyTermFigures

    /// Renders a payment's details.
    init(figures: MonthlyTermFigures, text: RentalROIText) {
        self.figures = figures
        title = text.labelMonthlydetails
        sections = [
            ScreenSection(header: text.mortgagePayment, rows: [
                ScreenRow(label: text.paymentNumber(figures.paymentNumber), detail: text.amount(figures.totalPayment)),
                ScreenRow(label: text.principal, detail: text.amount(figures.principal)),
                ScreenRow(label: text.interest, detail: text.amount(figures.interest)),
                ScreenRow(label: text.escrow, detail: text.amount(figures.escrow)),
                ScreenRow(label: text.addlPayment, detail: text.amount(figures.extraPayment)),
                ScreenRow(label: text.mortgageBalance, detail: text.amount(figures.balance)),
            ]),
            ScreenSection(header: text.investment, rows: [
                ScreenRow(label: text.equity, detail: text.amount(figures.equity)),
                ScreenRow(label: text.cashInvest, detail: text.amount(figures.cashInvested)),
                ScreenRow(label: text.roi,
                          detail: text.roiValue(figures.returnOnInvestment * 100, figures.monthlyNet)),
            ]),
        ]
    }
}
