import CLDR

/// A locale's number symbols as UTF-8 bytes, ready to copy into a formatter's output.
final class EncodedNumberSymbols: Sendable {
    /// The ten digits, each `digitWidth` bytes long, one after the other.
    let digits: [UInt8]
    let digitWidth: Int
    let hasASCIIDigits: Bool
    let decimalSeparator: [UInt8]
    let groupingSeparator: [UInt8]
    let minusSign: [UInt8]
    let plusSign: [UInt8]
    let exponentSeparator: [UInt8]
    let lowercaseExponentSeparator: [UInt8]
    let uppercaseExponentSeparator: [UInt8]
    let infinity: [UInt8]
    let notANumber: [UInt8]
    let primaryGroupingSize: Int
    let secondaryGroupingSize: Int
    let minimumGroupingDigits: Int

    init(_ symbols: NumberSymbols) {
        var digits: [UInt8] = []
        var width = 0
        for scalar in symbols.digits.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            width = max(width, encoded.count)
            digits += encoded
        }
        if digits.count != width * 10 {
            // Digits of mixed UTF-8 widths do not occur in CLDR; fall back to ASCII.
            digits = Array("0123456789".utf8)
            width = 1
        }
        self.digits = digits
        self.digitWidth = width
        self.hasASCIIDigits = digits == Array("0123456789".utf8)
        self.decimalSeparator = Array(symbols.decimalSeparator.utf8)
        self.groupingSeparator = Array(symbols.groupingSeparator.utf8)
        self.minusSign = Array(symbols.minusSign.utf8)
        self.plusSign = Array(symbols.plusSign.utf8)
        self.exponentSeparator = Array(symbols.exponentSeparator.utf8)
        self.lowercaseExponentSeparator = Array(symbols.exponentSeparator.lowercased().utf8)
        self.uppercaseExponentSeparator = Array(symbols.exponentSeparator.uppercased().utf8)
        self.infinity = Array(symbols.infinity.utf8)
        self.notANumber = Array(symbols.notANumber.utf8)
        self.primaryGroupingSize = symbols.primaryGroupingSize
        self.secondaryGroupingSize = max(1, symbols.secondaryGroupingSize)
        self.minimumGroupingDigits = max(1, symbols.minimumGroupingDigits)
    }
}
