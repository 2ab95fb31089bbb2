// libFuzzer target: the .strings reader's UTF-16 path. The input is taken as UTF-16 units
// (little-endian) behind a byte-order mark, so that every input reaches the UTF-16 decoding.
import AppleResources

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes: [UInt8] = [0xFF, 0xFE] + Array(UnsafeBufferPointer(start: data, count: size))
    _ = StringsFileReader().read(bytes: bytes, path: "fr.lproj/Localizable.strings")
    return 0
}
