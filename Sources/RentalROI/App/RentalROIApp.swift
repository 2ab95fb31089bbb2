import AppSupport
import Localization

/// The RentalROI app without a user interface: it holds the property, saves it on every edit,
/// and renders each screen as a value whose texts come from the ``Localizer``.
///
/// It follows the original's flow: the property is loaded when the app starts
/// (`RentalPropertyViewFragment.onCreate`), a row opens an edit screen, saving applies the
/// original's rules and saves the property, and the Schedule action shows the saved schedule
/// when one was saved for the same loan, rate, term and extra payment, else computes it and
/// saves it (`doAmortization`).
///
///     let localizer = try AppResources.rentalROI!.rentalROILocalizer(from: .android, languages: [LanguageTag("fr")!])
///     let app = RentalROIApp(localizer: localizer, store: FileKeyValueStore(path: "rental.json"))
///     let screen = app.propertyScreen()
///     print(screen.row(for: .interestRate).detail)  // Prints "5,000"
public final class RentalROIApp {
    /// The texts in the user's language.
    public let text: RentalROIText
    /// The property as last saved.
    public private(set) var property: RentalProperty
    /// What the app worked around so far: a missing or unreadable store, a saved property that
    /// could not be read, changes that could not be saved.
    public private(set) var warnings: [StoreWarning]

    private let storage: RentalPropertyStorage

    /// Starts the app: loads the saved property, or the defaults.
    ///
    /// - Parameters:
    ///   - localizer: Where the texts come from, best created with
    ///     ``RentalROIText/configuration``.
    ///   - store: Where the property and the schedule are saved.
    public init(localizer: Localizer, store: any KeyValueStore) {
        text = RentalROIText(localizer: localizer)
        storage = RentalPropertyStorage(store: store)
        let loaded = storage.loadProperty()
        property = loaded.property
        warnings = [store.loadWarning, loaded.warning].compactMap { $0 }
    }

    // MARK: - The property screen

    /// The property screen for the current property.
    public func propertyScreen() -> PropertyScreen {
        PropertyScreen(property: property, text: text)
    }

    /// The edit screen a row of the property screen opens.
    ///
    /// - Parameter field: The row's field.
    public func editScreen(for field: PropertyField) -> EditTextScreen {
        EditTextScreen(field: field, row: propertyScreen().row(for: field), text: text)
    }

    /// Saves text typed on an edit screen: applies it with the original's rules and saves the
    /// property, or rejects it with a message in the user's language.
    ///
    /// - Parameters:
    ///   - typed: The text in the field.
    ///   - field: The field edited.
    /// - Returns: The new property screen, or the edit screen with the reason.
    public func save(_ typed: String, editing field: PropertyField) -> EditOutcome {
        let shownDownPayment = propertyScreen().row(for: .downPayment).detail
        switch PropertyEdit(field: field, text: typed).applied(to: property, shownDownPayment: shownDownPayment,
                                                               parser: text.numberParser) {
        case .success(let edited):
            property = edited
            record { () throws(KeyValueStoreError) in try storage.save(edited) }
            return .saved(propertyScreen())
        case .failure(let rejection):
            var screen = editScreen(for: field)
            screen.text = typed
            screen.error = message(for: rejection, typed: typed, field: field)
            return .rejected(screen)
        }
    }

    private func message(for rejection: PropertyEdit.Rejection, typed: String, field: PropertyField) -> String {
        switch rejection {
        case .notANumber:
            text.errorNotANumber(typed, field.label(in: text))
        case .notWholeYears:
            text.errorNotWholeYears(typed)
        case .negative(let field):
            text.errorNegative(field.label(in: text))
        case .termOutOfRange:
            text.errorTermRange(RentalProperty.validTerms.lowerBound, RentalProperty.validTerms.upperBound)
        }
    }

    // MARK: - The schedule

    /// The amortization schedule of the current property: the saved one when it was saved for
    /// the same cache key (``RentalProperty/amortizationCacheKey``), else a new one, which is
    /// saved.
    public func schedule() -> AmortizationSchedule {
        if let saved = storage.savedSchedule(for: property) { return saved }
        let schedule = AmortizationSchedule(for: property)
        record { () throws(KeyValueStoreError) in try storage.save(schedule, for: property) }
        return schedule
    }

    /// The amortization screen the Schedule action opens.
    public func amortizationScreen() -> AmortizationScreen {
        AmortizationScreen(schedule: schedule(), text: text)
    }

    /// The details of a payment, which a row of the amortization screen opens.
    ///
    /// - Parameter term: The row's payment.
    public func monthlyTermScreen(for term: MonthlyTerm) -> MonthlyTermScreen {
        MonthlyTermScreen(figures: MonthlyTermFigures(term: term, property: property), text: text)
    }

    // MARK: - Saving

    /// Runs a save, keeping a failure as a warning: the app goes on with its data in memory.
    private func record(_ save: () throws(KeyValueStoreError) -> Void) {
        do {
            try save()
        } catch {
            warnings.append(.saveFailed(error))
        }
    }
}
