// libFuzzer target: the .strings reader on raw bytes (UTF-8, UTF-16 with a BOM, XML and binary
// property lists are all told apart by the bytes).
import AppleResources

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = StringsFileReader().read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "fr.lproj/Localizable.strings")
    return 0
}
