// libFuzzer target: the .xcstrings reader (JSON).
import AppleResources

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = StringCatalogReader().read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "Localizable.xcstrings")
    return 0
}
