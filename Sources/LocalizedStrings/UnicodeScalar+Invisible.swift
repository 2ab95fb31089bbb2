extension Unicode.Scalar {
    /// Whether the character is invisible or easily mistaken in text: control characters,
    /// characters XML 1.0 cannot hold, non-breaking and other special spaces, soft hyphen,
    /// zero-width and direction marks, and the byte-order mark.
    ///
    /// Writers escape these (`\u00A0`) and listings show them escaped, so that a translator
    /// sees the no-break space before a French `!` instead of a plain-looking blank.
    public var isInvisibleOrControl: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0xA0, 0xAD, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F,
             0xFEFF, 0xFFF9...0xFFFF:
            true
        default:
            false
        }
    }
}
