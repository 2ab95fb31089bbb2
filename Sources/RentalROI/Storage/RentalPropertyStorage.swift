import AppSupport
import Foundation

/// Saves and loads the property and its cached amortization schedule in a ``KeyValueStore``,
/// under the original app's keys: `RentalProperty.load`, `save`, `getSavedAmortization` and
/// `saveAmortization`.
///
/// - `KEY_PROPERTY` holds the property as a JSON object (the original's field names).
/// - `KEY_AMO_SAVED` holds the cache key (``RentalProperty/amortizationCacheKey``) of the
///   schedule saved last, and that key holds the schedule as a JSON array of payments.
public struct RentalPropertyStorage {
    /// The key of the saved property.
    public static let propertyKey = "KEY_PROPERTY"
    /// The key that names the saved schedule's cache key.
    public static let savedScheduleKey = "KEY_AMO_SAVED"

    /// The store.
    public let store: any KeyValueStore

    /// Creates storage in a store.
    ///
    /// - Parameter store: The store.
    public init(store: any KeyValueStore) {
        self.store = store
    }

    // MARK: - The property

    /// The saved property, or the defaults (``RentalProperty/init()``) with a warning when
    /// the saved one cannot be decoded; the defaults without a warning when none was saved.
    public func loadProperty() -> (property: RentalProperty, warning: StoreWarning?) {
        guard let json = store.string(forKey: Self.propertyKey) else { return (RentalProperty(), nil) }
        do {
            return (try Self.decoder().decode(RentalProperty.self, from: Data(json.utf8)), nil)
        } catch {
            return (RentalProperty(), .invalidValue(key: Self.propertyKey, reason: Self.reason(error)))
        }
    }

    /// Saves the property.
    ///
    /// - Parameter property: The property.
    /// - Throws: ``KeyValueStoreError`` when the store cannot persist it.
    public func save(_ property: RentalProperty) throws(KeyValueStoreError) {
        try store.set(Self.json(property), forKey: Self.propertyKey)
    }

    // MARK: - The amortization schedule

    /// The schedule saved for the property's loan, rate, term and extra payment, or `nil` when
    /// the schedule saved last was for other values (or cannot be decoded).
    ///
    /// - Parameter property: The property.
    public func savedSchedule(for property: RentalProperty) -> AmortizationSchedule? {
        let key = property.amortizationCacheKey
        guard let savedKey = store.string(forKey: Self.savedScheduleKey), !savedKey.isEmpty, savedKey == key,
              let json = store.string(forKey: key),
              let terms = try? Self.decoder().decode([MonthlyTerm].self, from: Data(json.utf8)) else { return nil }
        return AmortizationSchedule(terms: terms, of: property)
    }

    /// Saves a schedule under the property's cache key and makes it the saved one.
    ///
    /// The schedule is written before the key that points at it, so the pointer never names a
    /// schedule that is not there; the schedule saved before is then removed (the original
    /// left every old schedule behind).
    ///
    /// - Parameters:
    ///   - schedule: The schedule.
    ///   - property: The property it was computed for.
    /// - Throws: ``KeyValueStoreError`` when the store cannot persist it.
    public func save(_ schedule: AmortizationSchedule, for property: RentalProperty) throws(KeyValueStoreError) {
        let key = property.amortizationCacheKey
        let previousKey = store.string(forKey: Self.savedScheduleKey)
        try store.set(Self.json(schedule.terms), forKey: key)
        try store.set(key, forKey: Self.savedScheduleKey)
        if let previousKey, previousKey != key, previousKey != Self.propertyKey, previousKey != Self.savedScheduleKey {
            try store.removeValue(forKey: previousKey)
        }
    }

    // MARK: - JSON

    /// Infinite amounts (a schedule of an absurdly large loan) are written as strings, so that
    /// encoding never fails; a saved property with one is rejected when it is decoded.
    private static let nonFiniteNames = (positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFiniteNames.positiveInfinity, negativeInfinity: nonFiniteNames.negativeInfinity,
            nan: nonFiniteNames.nan)
        // With non-finite numbers written as strings, encoding numbers and strings cannot fail.
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFiniteNames.positiveInfinity, negativeInfinity: nonFiniteNames.negativeInfinity,
            nan: nonFiniteNames.nan)
        return decoder
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
             DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}
