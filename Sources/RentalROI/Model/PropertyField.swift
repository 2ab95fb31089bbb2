/// A row of the property screen that the user can edit.
///
/// The raw value is the row's position in the original Android list (`getView(pos)`): 0 and 8
/// are the section headers MORTGAGE and OPERATIONS, the fields are 1 to 7 and 9 to 10. The
/// original's edit callback (`onTextEditSaved(tag, text)`) receives that position as its tag.
public enum PropertyField: Int, CaseIterable, Hashable, Sendable {
    /// The purchase price (position 1).
    case purchasePrice = 1
    /// The down payment in percent, derived from the loan and the price (position 2).
    case downPayment = 2
    /// The loan amount (position 3).
    case loanAmount = 3
    /// The yearly interest rate in percent (position 4).
    case interestRate = 4
    /// The mortgage term in years (position 5).
    case mortgageTerm = 5
    /// The monthly escrow (position 6).
    case escrow = 6
    /// The extra principal paid every month (position 7).
    case extraPayment = 7
    /// The monthly operating expenses (position 9).
    case expenses = 9
    /// The monthly rent (position 10).
    case rent = 10

    /// The sections of the property screen, in order.
    public enum Section: Int, CaseIterable, Hashable, Sendable {
        /// MORTGAGE: price, down payment, loan, rate, term, escrow, extra payment.
        case mortgage
        /// OPERATIONS: expenses and rent.
        case operations

        /// The fields of the section, in order.
        public var fields: [PropertyField] {
            PropertyField.allCases.filter { $0.section == self }
        }
    }

    /// What a field shows and sets.
    public enum Value: Hashable, Sendable {
        /// An amount of the property, read and written as it is.
        case amount(WritableKeyPath<RentalProperty, Double> & Sendable)
        /// The down payment in percent, derived from the loan and the price.
        case downPaymentPercent
        /// The mortgage term in whole years.
        case years
    }

    /// The section the row is in.
    public var section: Section {
        rawValue < 8 ? .mortgage : .operations
    }

    /// What the field shows and sets.
    public var value: Value {
        switch self {
        case .purchasePrice: .amount(\.purchasePrice)
        case .downPayment: .downPaymentPercent
        case .loanAmount: .amount(\.loanAmount)
        case .interestRate: .amount(\.interestRate)
        case .mortgageTerm: .years
        case .escrow: .amount(\.escrow)
        case .extraPayment: .amount(\.extraPayment)
        case .expenses: .amount(\.expenses)
        case .rent: .amount(\.rent)
        }
    }
}
