// libFuzzer target: the format-specifier parser of both dialects and the runtime formatter.
// A parsed format renders back exactly as written; formatting never traps and never builds
// more than the limits allow.
import Localization
import LocalizedStrings

private let formatter = StringFormatter(locale: LanguageTag("ar-EG")!)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for dialect in [FormatString.Dialect.java, .apple] {
        let format = FormatString(text, dialect: dialect)
        if format.text != text { fatalError("\(dialect) format does not render back as written: \(text.debugDescription) → \(format.text.debugDescription)") }
        let output = formatter.format(format, ["Ann", 1234567, -2.5, true, "x"])
        let bound = text.utf8.count * (StringFormatter.maximumWidth + 64) + 1024
        if output.utf8.count > bound { fatalError("\(output.utf8.count) bytes from a \(text.utf8.count)-byte format") }
    }
    return 0
}
