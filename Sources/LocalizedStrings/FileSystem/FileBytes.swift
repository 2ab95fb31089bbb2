#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A whole file read into an array of bytes, copied once: from the kernel into the array.
///
/// `FileManager.contents(atPath:)` gives `Data`, which a reader working on `[UInt8]` then
/// copies again; for a 107 MB String Catalog that is 107 MB more memory to fault in and copy.
public enum FileBytes {
    /// The file's bytes, or `nil` when it cannot be opened or read (it does not exist, is a
    /// folder, or may not be read), as `FileManager.contents(atPath:)` gives `nil`.
    public static func read(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = max(Int(status.st_size), 0)
        var failed = false
        // The size the file has now, read straight into the array…
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let read = readSome(descriptor, into: buffer.baseAddress! + count, count: size - count)
                guard read > 0 else {
                    failed = read < 0
                    return
                }
                count += read
            }
        }
        guard !failed else { return nil }
        // …then whatever else there is: a file that grew, or one without a size (in /proc).
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let read = chunk.withUnsafeMutableBufferPointer { readSome(descriptor, into: $0.baseAddress!, count: $0.count) }
            if read == 0 { return bytes }
            if read < 0 { return nil }
            bytes += chunk[..<read]
        }
    }

    /// One `read`, retried when a signal interrupts it: the bytes read, 0 at the end, -1 on an error.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        while true {
            #if canImport(Darwin)
            let read = Darwin.read(descriptor, buffer, count)
            #elseif canImport(Glibc)
            let read = Glibc.read(descriptor, buffer, count)
            #else
            let read = Musl.read(descriptor, buffer, count)
            #endif
            if read >= 0 || errno != EINTR { return read }
        }
    }
}
