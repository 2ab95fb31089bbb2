import AppSupport
import Localization

/// A walk through the app's screens for a sample property, as `stringbridge demo rental`
/// prints it and the golden files `Fixtures/RentalROI/expected/<language>.txt` hold it.
///
/// The walk: the property screen; the edit screen of the interest rate, then the same screen
/// after ``invalidRate`` was typed and saved (rejected with a message); the amortization
/// schedule's summary, first rows and last row; the details of payment ``detailedPayment``.
public enum RentalROIDemo {
    /// The sample property: a $250,000 house bought with $50,000 down (a $200,000 loan at 5 %
    /// over 30 years), $300 escrow and $100 extra principal a month, $150 of monthly expenses,
    /// rented for $2,000 a month.
    public static let sampleProperty = RentalProperty(purchasePrice: 250_000, loanAmount: 200_000, interestRate: 5,
                                                      termInYears: 30, escrow: 300, extraPayment: 100, expenses: 150,
                                                      rent: 2_000)
    /// The text typed in the interest rate's edit screen: not a number, so it is rejected.
    public static let invalidRate = "4.5%"
    /// The payment whose details are shown.
    public static let detailedPayment = 12
    /// How many rows of the schedule are shown from its start.
    public static let firstScheduleRows = 3

    /// The walk's screens as text, separated by blank lines.
    ///
    /// The app starts from an in-memory store that holds the sample property, so the walk is
    /// the same on every run.
    ///
    /// - Parameter localizer: Where the texts come from, best created with
    ///   ``RentalROIText/configuration``.
    public static func transcript(localizer: Localizer) -> String {
        let store = InMemoryKeyValueStore()
        // Saving to memory cannot fail.
        try? RentalPropertyStorage(store: store).save(sampleProperty)
        let app = RentalROIApp(localizer: localizer, store: store)
        var screens = [app.propertyScreen().plainText, app.editScreen(for: .interestRate).plainText]
        if case .rejected(let rejected) = app.save(invalidRate, editing: .interestRate) {
            screens.append(rejected.plainText)
        }
        let amortization = app.amortizationScreen()
        screens.append(amortization.plainText(firstRows: firstScheduleRows, lastRows: 1))
        if let row = amortization.rows.first(where: { $0.term.paymentNumber == detailedPayment }) {
            screens.append(app.monthlyTermScreen(for: row.term).plainText)
        }
        return screens.joined(separator: "\n")
    }
}
