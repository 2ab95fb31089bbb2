#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// The names of one document as Swift strings: element and attribute names, prefixes and
/// namespace URIs come again and again (every `<string name="…">` of a values file), and
/// finding the `String` made for the same bytes before costs a fraction of making it again.
///
/// The first ``capacity`` distinct names are kept; any other is made each time it comes, so
/// that a document of many names costs no more than without the table. The table lives in
/// memory of its own (no array, whose every read of a class's property is checked for
/// exclusive access): it is looked up for nearly every event.
final class XMLNameTable {
    /// How many distinct names are kept.
    static let capacity = 32

    private var count = 0
    private let lengths = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    private let bytes = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>.allocate(capacity: capacity)
    private let strings = UnsafeMutablePointer<String>.allocate(capacity: capacity)

    deinit {
        for index in 0..<count { bytes[index].deallocate() }
        strings.deinitialize(count: count)
        strings.deallocate()
        bytes.deallocate()
        lengths.deallocate()
    }

    /// The name at `pointer` (NUL-terminated UTF-8, as libxml2 gives names), as
    /// `String(cString:)` makes it.
    func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        let length = Int(xmlStrlen(pointer))
        for index in 0..<count where lengths[index] == length && memcmp(bytes[index], pointer, length) == 0 {
            return strings[index]
        }
        let string = String(cString: pointer)
        if count < Self.capacity {
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(length, 1))
            copy.initialize(from: pointer, count: length)
            lengths[count] = length
            bytes[count] = copy
            (strings + count).initialize(to: string)
            count += 1
        }
        return string
    }

    /// ``string(_:)``, or `nil` for a null pointer.
    func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { string($0) }
    }
}
