/// Text typed for one field, applied to the property with the original app's rules
/// (`RentalPropertyViewFragment.onTextEditSaved`).
///
/// - Purchase price: sets the price; then, if the loan is 0 and the down payment the property
///   screen showed is above 0, the loan becomes `price × (1 − down / 100)`. (The original reads
///   the shown percentage, which with a loan of 0 is 100 or, without a price, 0 — so in practice
///   the loan stays 0. The rule is kept as it was.)
/// - Down payment %: the loan becomes `price × (1 − percent / 100)`.
/// - Mortgage term: whole years, within ``RentalProperty/validTerms``.
/// - Every other field sets its value.
///
/// Unlike the original, which read any text with `doubleValue` (0 when it is not a number),
/// text that is not a number in the user's language is rejected, and so are negative values.
struct PropertyEdit {
    /// Why typed text was not applied.
    enum Rejection: Error, Hashable {
        /// The text is not a number.
        case notANumber
        /// The mortgage term is not a whole number.
        case notWholeYears
        /// The value, or the value it would give a field, is negative.
        case negative(PropertyField)
        /// The mortgage term is outside ``RentalProperty/validTerms``.
        case termOutOfRange
    }

    /// The field edited.
    let field: PropertyField
    /// The text typed.
    let text: String

    /// The property with the text applied.
    ///
    /// - Parameters:
    ///   - property: The property before the edit.
    ///   - shownDownPayment: The down payment row's detail as the property screen showed it.
    ///   - parser: Reads numbers in the user's language.
    /// - Returns: The edited property, or why the text cannot be applied.
    func applied(to property: RentalProperty, shownDownPayment: String,
                 parser: LocalizedNumberParser) -> Result<RentalProperty, Rejection> {
        var property = property
        guard let value = parser.parse(text) else {
            return .failure(field.value == .years ? .notWholeYears : .notANumber)
        }
        guard value >= 0 else { return .failure(.negative(field)) }
        switch field.value {
        case .amount(let keyPath):
            property[keyPath: keyPath] = value
            if field == .purchasePrice {
                let down = parser.parse(shownDownPayment) ?? 0
                if property.purchasePrice > 0 && property.loanAmount == 0 && down > 0 {
                    property.loanAmount = property.purchasePrice * (1 - down / 100)
                }
            }
        case .downPaymentPercent:
            let loan = property.purchasePrice * (1 - value / 100)
            guard loan >= 0 else { return .failure(.negative(.loanAmount)) }
            property.loanAmount = loan
        case .years:
            guard value == value.rounded(.towardZero) else { return .failure(.notWholeYears) }
            let validTerms = RentalProperty.validTerms
            guard value >= Double(validTerms.lowerBound) && value <= Double(validTerms.upperBound) else {
                return .failure(.termOutOfRange)
            }
            property.termInYears = Int(value)
        }
        return .success(property)
    }
}
