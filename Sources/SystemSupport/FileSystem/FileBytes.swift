#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A whole file read into an array of bytes, copied once: from the kernel into the array.
///
/// Every file the package reads goes through here, because a path from a stranger's project
/// may name anything: only a regular file is read (a symbolic link to `/dev/zero` would be read
/// forever, a FIFO would block the run), and only up to ``maximumSize``.
package enum FileBytes {
    /// The largest file read: far above any real resource file, far below what would
    /// exhaust memory.
    package static let maximumSize = 1 << 30

    /// Why a file was not read.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Nothing is at the path.
        case missing
        /// Something other than a regular file is there (a folder, a device, a FIFO, a socket).
        case notARegularFile(kind: String)
        /// The file is larger than ``FileBytes/maximumSize``.
        case tooLarge
        /// The system refused to open or read it (`errno`).
        case unreadable(code: Int32)

        package var description: String {
            switch self {
            case .missing: "no such file"
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge: "it is larger than \(FileBytes.maximumSize >> 20) MiB"
            case .unreadable(let code): String(cString: strerror(code))
            }
        }
    }

    /// The file's bytes, or `nil` when it is not a regular file that can be read (see
    /// ``contents(atPath:)`` for why).
    package static func read(atPath path: String) -> [UInt8]? {
        try? contents(atPath: path).get()
    }

    /// The bytes of the regular file at `path` (following symbolic links), or why it was not read.
    package static func contents(atPath path: String) -> Result<[UInt8], Failure> {
        // Non-blocking, so that opening a FIFO does not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(code: errno)) }
        if let kind = kindOtherThanRegularFile(status.st_mode) { return .failure(.notARegularFile(kind: kind)) }
        let size = max(Int(status.st_size), 0)
        guard size <= maximumSize else { return .failure(.tooLarge) }
        var failure: Int32?
        // The size the file has now, read straight into the array…
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let read = readSome(descriptor, into: buffer.baseAddress! + count, count: size - count)
                guard read > 0 else {
                    if read < 0 { failure = errno }
                    return
                }
                count += read
            }
        }
        if let failure { return .failure(.unreadable(code: failure)) }
        // …then whatever else there is, up to the limit: a file that grew, or one without a
        // size (in /proc).
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let read = chunk.withUnsafeMutableBufferPointer { readSome(descriptor, into: $0.baseAddress!, count: $0.count) }
            if read == 0 { return .success(bytes) }
            if read < 0 { return .failure(.unreadable(code: errno)) }
            guard bytes.count + read <= maximumSize else { return .failure(.tooLarge) }
            bytes += chunk[..<read]
        }
    }

    /// What the file mode names when it is not a regular file.
    private static func kindOtherThanRegularFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
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
