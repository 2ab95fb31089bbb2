// libFuzzer target: the plural-operand parser and CLDR's rules over what it accepts.
import CLDR
import LocalizedStrings

private let rules = ["en", "fr", "ru", "ar", "pl", "lt", "cy", "br"].map { PluralRules(for: LanguageTag($0)!) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let operands = PluralOperands(text) else { return 0 }
    for rule in rules { _ = rule.category(for: operands) }
    return 0
}
