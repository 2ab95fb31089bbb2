// libFuzzer target: the .stringsdict reader (XML property lists through libxml2).
import AppleResources

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = StringsDictReader().read(bytes: UnsafeRawBufferPointer(start: data, count: size), path: "fr.lproj/Localizable.stringsdict")
    return 0
}
