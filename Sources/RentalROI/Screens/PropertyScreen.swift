/// The first screen: the property's figures in two sections, each row editable, and the
/// action that opens the amortization schedule (`RentalPropertyViewFragment`).
///
/// The details are formatted as the original formatted them: the price, down payment, escrow,
/// extra payment, expenses and rent in whole dollars (`%.0f`), the loan to the cent (`%.2f`),
/// the rate to a thousandth (`%.3f`), the term in years (`%d`); the down payment is
/// `(1 − loan / price) × 100`, or 0 without a price.
public struct PropertyScreen: Hashable, Sendable {
    /// The screen title, "Property".
    public var title: String
    /// The action that opens the schedule, "Schedule".
    public var scheduleAction: String
    /// MORTGAGE (price to extra payment) and OPERATIONS (expenses and rent).
    public var sections: [ScreenSection]

    /// Renders a property.
    init(property: RentalProperty, text: RentalROIText) {
        title = text.labelProperty
        scheduleAction = text.labelSchedule
        sections = PropertyField.Section.allCases.map { section in
            ScreenSection(header: section.header(in: text), rows: section.fields.map { field in
                ScreenRow(label: field.label(in: text), detail: text.detail(of: field, in: property))
            })
        }
    }

    /// The row that shows a field.
    ///
    /// - Parameter field: The field.
    public func row(for field: PropertyField) -> ScreenRow {
        let section = field.section
        return sections[section.rawValue].rows[section.fields.firstIndex(of: field)!]
    }
}
