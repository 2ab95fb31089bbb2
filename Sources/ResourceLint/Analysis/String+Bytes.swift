import LocalizedStrings
import SystemSupport

extension String {
    /// Whether the UTF-8 text contains a byte sequence; much cheaper than Foundation's
    /// `contains(_:)`, which compares Unicode characters.
    func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var pattern = needle
        return haystack.withUTF8 { text in
            pattern.withUTF8 { bytes in
                guard let first = bytes.first, bytes.count <= text.count else { return bytes.isEmpty }
                // Each candidate first byte is found with memchr.
                let candidates = UnsafeBufferPointer(rebasing: text[...(text.count - bytes.count)])
                var from = 0
                while let index = candidates.firstIndex(of: first, from: from) {
                    var offset = 1
                    while offset < bytes.count, text[index + offset] == bytes[offset] { offset += 1 }
                    if offset == bytes.count { return true }
                    from = index + 1
                }
                return false
            }
        }
    }
}
