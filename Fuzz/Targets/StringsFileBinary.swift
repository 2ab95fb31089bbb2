// libFuzzer target: the .strings reader's binary property-list path: the measuring of the
// object table before Foundation decodes it. The input always starts with `bplist00`.
import AppleResources

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if !bytes.starts(with: Array("bplist00".utf8)) { bytes = Array("bplist00".utf8) + bytes }
    _ = StringsFileReader().read(bytes: bytes, path: "fr.lproj/Localizable.strings")
    return 0
}
