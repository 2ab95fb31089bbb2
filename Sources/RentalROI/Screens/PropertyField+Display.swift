import Localization
import LocalizedStrings

/// How the property screen shows a field: its label, its detail's format and value.
extension PropertyField {
    /// The label of the row.
    func label(in text: RentalROIText) -> String {
        switch self {
        case .purchasePrice: text.purchasePrice
        case .downPayment: text.downPayment
        case .loanAmount: text.loanAmount
        case .interestRate: text.interestRate
        case .mortgageTerm: text.mortgageTerm
        case .escrow: text.escrowAmount
        case .extraPayment: text.extraPayment
        case .expenses: text.expenses
        case .rent: text.rent
        }
    }

    /// The format of the row's detail, as the original wrote it: whole dollars, the loan to the
    /// cent, the rate to a thousandth, the term in years.
    var detailFormat: FormatString {
        switch self {
        case .loanAmount: Self.centsFormat
        case .interestRate: Self.rateFormat
        case .mortgageTerm: Self.integerFormat
        case .purchasePrice, .downPayment, .escrow, .extraPayment, .expenses, .rent: Self.wholeFormat
        }
    }

    /// The value the row shows; the down payment is derived (0 without a price, as the original
    /// shows "0").
    func detailValue(of property: RentalProperty) -> FormatArgument {
        switch value {
        case .amount(let keyPath): .double(property[keyPath: keyPath])
        case .downPaymentPercent: .double(property.downPaymentPercent ?? 0)
        case .years: .int(property.termInYears)
        }
    }

    private static let wholeFormat = FormatString("%.0f", dialect: .java)
    private static let centsFormat = FormatString("%.2f", dialect: .java)
    private static let rateFormat = FormatString("%.3f", dialect: .java)
    private static let integerFormat = FormatString("%d", dialect: .java)
}

extension PropertyField.Section {
    /// The section's name.
    func header(in text: RentalROIText) -> String {
        switch self {
        case .mortgage: text.mortgage
        case .operations: text.operations
        }
    }
}
