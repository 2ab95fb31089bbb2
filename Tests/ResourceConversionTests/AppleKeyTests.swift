@testable import ResourceConversion
import Testing

/// Keys whose every byte is a character are read on their bytes; the others by characters, as
/// all were before. Both must read every key alike.
@Suite("AppleKey")
struct AppleKeyTests {
    /// The reading by characters.
    private static func byCharacters(_ key: String) -> AppleKey {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "["), open > key.startIndex else { return AppleKey(base: key) }
        let inside = key[key.index(after: open)..<key.index(before: key.endIndex)]
        let base = String(key[..<open])
        if inside.isEmpty { return AppleKey(base: base, isEmptyArray: true) }
        if let index = Int(inside), index >= 0, String(index) == inside { return AppleKey(base: base, index: index) }
        if inside.hasPrefix("product="), inside.count > 8 { return AppleKey(base: base, product: String(inside.dropFirst(8))) }
        return AppleKey(base: key)
    }

    static let keys = [
        "plain", "planets[0]", "planets[12]", "planets[]", "planets[012]", "planets[-1]", "planets[+1]", "[0]", "a[b][1]",
        "title[product=tablet]", "title[product=]", "a[x]", "a]", "]", "", "a[99999999999999999999999]", "a[1]b]",
        "a\r\n[1]", "a\r[1]", "é[1]", "a[é]", "a[product=tablé]", "a\u{301}[1]", "a[1\u{301}]", "\u{600}]", "a[\u{600}]",
        "a[product=\r\n]", "a[product=x\r\n]",
    ]

    @Test("A key reads as it reads by characters", arguments: keys)
    func sameAsByCharacters(_ key: String) {
        #expect(AppleKey(parsing: key) == Self.byCharacters(key))
    }
}
