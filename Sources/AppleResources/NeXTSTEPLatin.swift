import Foundation

/// The NeXTSTEP Latin encoding, which Foundation's old-style property-list parser uses for
/// octal escapes (`\341` is `á`, not U+00E1's byte).
enum NeXTSTEPLatin {
    /// The UTF-16 unit for a byte; Foundation's own converter supplies the table.
    static func unicode(for byte: UInt8) -> UInt16 {
        table[Int(byte)]
    }

    private static let table: [UInt16] = (0...255).map { byte in
        guard byte >= 0x80 else { return UInt16(byte) }
        return String(bytes: [UInt8(byte)], encoding: .nextstep)?.utf16.first ?? 0
    }
}
