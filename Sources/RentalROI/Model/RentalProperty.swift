import Foundation
import Localization
import LocalizedStrings

/// A rental property as the user describes it: what it costs, how it is financed, what it
/// costs to run and what it earns.
///
/// The fields, their defaults and their JSON names are those of the original Android model
/// (`RentalProperty.java`, saved as a JSON object in SharedPreferences): amounts in dollars,
/// the interest rate in percent a year, the term in whole years.
///
///     var property = RentalProperty()         // rate 5.0 %, 30 years, everything else 0
///     property.purchasePrice = 200_000
///     property.loanAmount = 150_000
///     print(property.downPaymentPercent!)      // Prints "25.0"
public struct RentalProperty: Hashable, Sendable {
    /// The terms a schedule can have, in years. A term of 0 has no payments to spread the loan
    /// over, and the upper bound keeps a schedule to at most 1,200 monthly payments.
    public static let validTerms = 1...100

    /// What the property costs.
    public var purchasePrice: Double
    /// How much of the price is borrowed.
    public var loanAmount: Double
    /// The yearly interest rate in percent (5.0 is 5 %).
    public var interestRate: Double
    /// The mortgage term in years.
    public var termInYears: Int
    /// The monthly escrow (taxes and insurance paid with the mortgage).
    public var escrow: Double
    /// An extra amount paid toward the principal every month.
    public var extraPayment: Double
    /// The monthly operating expenses.
    public var expenses: Double
    /// The monthly rent.
    public var rent: Double

    /// Creates a property; the defaults are the original app's (a 5 % rate over 30 years, every
    /// amount 0).
    ///
    /// - Parameters:
    ///   - purchasePrice: What the property costs.
    ///   - loanAmount: How much of the price is borrowed.
    ///   - interestRate: The yearly interest rate in percent.
    ///   - termInYears: The mortgage term in years.
    ///   - escrow: The monthly escrow.
    ///   - extraPayment: The extra principal paid every month.
    ///   - expenses: The monthly operating expenses.
    ///   - rent: The monthly rent.
    public init(purchasePrice: Double = 0, loanAmount: Double = 0, interestRate: Double = 5.0, termInYears: Int = 30,
                escrow: Double = 0, extraPayment: Double = 0, expenses: Double = 0, rent: Double = 0) {
        self.purchasePrice = purchasePrice
        self.loanAmount = loanAmount
        self.interestRate = interestRate
        self.termInYears = termInYears
        self.escrow = escrow
        self.extraPayment = extraPayment
        self.expenses = expenses
        self.rent = rent
    }

    // MARK: - Derived values

    /// The down payment in percent of the price, `(1 − loan / price) × 100`, as the original's
    /// property list computes it; `nil` when there is no price to divide by.
    public var downPaymentPercent: Double? {
        purchasePrice > 0 ? (1 - loanAmount / purchasePrice) * 100 : nil
    }

    /// The key the amortization schedule is cached under: loan, rate, term and extra payment
    /// formatted with the original's `"%.2f-%.3f-%d-%.2f"`.
    ///
    /// The escrow is not part of the key, as in the original, so a schedule cached before an
    /// escrow change is reused with its old escrow. The key is formatted with ASCII digits and
    /// a `.` whatever the user's language (Java used the default locale): a cache should not be
    /// invalidated by switching languages.
    ///
    ///     RentalProperty(loanAmount: 200_000, extraPayment: 100).amortizationCacheKey
    ///     // "200000.00-5.000-30-100.00"
    public var amortizationCacheKey: String {
        Self.cacheKeyFormatter.format(Self.cacheKeyFormat, .double(loanAmount), .double(interestRate), .int(termInYears),
                                      .double(extraPayment))
    }

    private static let cacheKeyFormat = FormatString("%.2f-%.3f-%d-%.2f", dialect: .java)
    private static let cacheKeyFormatter = StringFormatter(locale: LanguageTag(language: "en"),
                                                           options: StringFormatter.Options(conventions: .java))
}

// MARK: - Codable

extension RentalProperty: Codable {
    /// The original's JSON names (`loanAmt`, `numOfTerms`, `extra`).
    enum CodingKeys: String, CodingKey {
        case purchasePrice
        case loanAmount = "loanAmt"
        case interestRate
        case termInYears = "numOfTerms"
        case escrow
        case extraPayment = "extra"
        case expenses
        case rent
    }

    /// Decodes a saved property, rejecting values the app could not have saved: a number that
    /// is negative or not finite, or a term outside ``validTerms``.
    ///
    /// - Throws: `DecodingError` when a field is missing, mistyped or out of range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func amount(_ key: CodingKeys) throws -> Double {
            let value = try container.decode(Double.self, forKey: key)
            guard value.isFinite, value >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "\(key.stringValue) is \(value); expected a number ≥ 0")
            }
            return value
        }
        let term = try container.decode(Int.self, forKey: .termInYears)
        guard Self.validTerms.contains(term) else {
            throw DecodingError.dataCorruptedError(forKey: .termInYears, in: container,
                                                   debugDescription: "numOfTerms is \(term); expected \(Self.validTerms)")
        }
        self.init(purchasePrice: try amount(.purchasePrice), loanAmount: try amount(.loanAmount),
                  interestRate: try amount(.interestRate), termInYears: term, escrow: try amount(.escrow),
                  extraPayment: try amount(.extraPayment), expenses: try amount(.expenses), rent: try amount(.rent))
    }
}
