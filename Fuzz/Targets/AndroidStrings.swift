// libFuzzer target: the Android strings.xml reader. Any bytes; never a crash, a hang or a
// blow-up (ASan and libFuzzer's -rss_limit_mb catch the last two).
import AndroidResources
import LocalizedStrings

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    _ = AndroidStringsReader().read(bytes: bytes, path: "res/values-fr/strings.xml",
                                    configuration: ValuesConfiguration(locale: LanguageTag("fr")))
    return 0
}
