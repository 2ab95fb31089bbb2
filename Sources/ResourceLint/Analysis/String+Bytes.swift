extension String {
    /// Whether the UTF-8 text contains a byte sequence; much cheaper than Foundation's
    /// `contains(_:)`, which compares Unicode characters.
    func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var pattern = needle
        return haystack.withUTF8 { text in
            pattern.withUTF8 { bytes in
                guard let first = bytes.first, bytes.count <= text.count else { return bytes.isEmpty }
                var index = 0
                let last = text.count - bytes.count
                while index <= last {
                    if text[index] == first {
                        var offset = 1
                        while offset < bytes.count, text[index + offset] == bytes[offset] { offset += 1 }
                        if offset == bytes.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
