import Foundation
@testable import RentalROI
import Testing

@Suite("RentalProperty")
struct RentalPropertyTests {
    @Test("The defaults are the original's: 5 % over 30 years, every amount 0")
    func defaultsAreTheOriginals() {
        // RentalProperty.java (Listing 5-8): interestRate = 5.0, numOfTerms = 30, the rest 0.
        let property = RentalProperty()
        #expect(property.interestRate == 5.0)
        #expect(property.termInYears == 30)
        #expect([property.purchasePrice, property.loanAmount, property.escrow, property.extraPayment, property.expenses,
                 property.rent].allSatisfy { $0 == 0 })
    }

    @Test("The down payment is 1 − loan / price, in percent, and absent without a price")
    func downPaymentPercent() throws {
        // (1 − 200,000 / 250,000) × 100 = 20 (19.999999999999996 in binary floating point, as in Java);
        // (1 − 0 / 250,000) × 100 = 100.
        let down = RentalProperty(purchasePrice: 250_000, loanAmount: 200_000).downPaymentPercent
        #expect(abs(try #require(down) - 20) < 1e-9)
        #expect(RentalProperty(purchasePrice: 250_000).downPaymentPercent == 100)
        #expect(RentalProperty(loanAmount: 200_000).downPaymentPercent == nil)
    }

    @Test("The cache key is the original's \"%.2f-%.3f-%d-%.2f\" of loan, rate, term and extra, in ASCII")
    func amortizationCacheKey() {
        // Written by hand from the format: 200000 → "200000.00", 5 → "5.000", 30, 100 → "100.00".
        #expect(RentalProperty(loanAmount: 200_000, extraPayment: 100).amortizationCacheKey == "200000.00-5.000-30-100.00")
        #expect(RentalProperty(loanAmount: 1234.565, interestRate: 3.1255, termInYears: 15).amortizationCacheKey
            == "1234.57-3.126-15-0.00")
        // Escrow is not part of the key, as in the original.
        #expect(RentalProperty(escrow: 300).amortizationCacheKey == RentalProperty().amortizationCacheKey)
    }

    @Test("JSON uses the original's field names and round-trips")
    func jsonNames() throws {
        let property = RentalProperty(purchasePrice: 250_000, loanAmount: 200_000, interestRate: 4.5, termInYears: 15,
                                      escrow: 300, extraPayment: 100, expenses: 150, rent: 2_000)
        let data = try JSONEncoder().encode(property)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double])
        #expect(Set(object.keys) == ["purchasePrice", "loanAmt", "interestRate", "numOfTerms", "escrow", "extra", "expenses",
                                     "rent"])
        #expect(object["loanAmt"] == 200_000 && object["numOfTerms"] == 15 && object["extra"] == 100)
        #expect(try JSONDecoder().decode(RentalProperty.self, from: data) == property)
    }

    @Test("Decoding rejects what the app cannot have saved", arguments: [
        #"{"purchasePrice":-1,"loanAmt":0,"interestRate":5,"numOfTerms":30,"escrow":0,"extra":0,"expenses":0,"rent":0}"#,
        #"{"purchasePrice":0,"loanAmt":0,"interestRate":5,"numOfTerms":0,"escrow":0,"extra":0,"expenses":0,"rent":0}"#,
        #"{"purchasePrice":0,"loanAmt":0,"interestRate":5,"numOfTerms":1000000,"escrow":0,"extra":0,"expenses":0,"rent":0}"#,
        #"{"purchasePrice":0,"loanAmt":0,"interestRate":5,"escrow":0,"extra":0,"expenses":0,"rent":0}"#,
    ])
    func decodingRejectsInvalidValues(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RentalProperty.self, from: Data(json.utf8)) }
    }
}
