import Foundation

/// Measures what a binary property list (`bplist00`) decodes to, from its object table,
/// before Foundation decodes it.
///
/// A binary property list stores each object once and refers to it by number, so a small file
/// can decode to a huge one (every key naming the same long string). This walks the
/// references from the top object, adding up each object's decoded bytes — a string's or
/// data's length, 16 bytes for any other object or reference — with each object's size
/// computed once, and stops as soon as the total passes the limit. It also finds the
/// structural faults that would send a decoder astray: offsets outside the file, references
/// past the object table, a container that contains itself, nesting deeper than 512, and
/// objects no strings file holds (sets, UIDs), on some of which Foundation on Linux crashes.
enum BinaryPropertyListSize {
    /// Why the file cannot be measured, and where.
    struct Problem: Error {
        var message: String
        /// The byte offset the problem is about.
        var offset: Int
    }

    /// What measuring found.
    enum Outcome {
        /// The file decodes to at most the limit (this many bytes).
        case within(Int)
        /// The file decodes to more than the limit.
        case exceeds
    }

    /// Measures the file's top object against `limit` bytes.
    static func measure(_ bytes: [UInt8], limit: Int) -> Result<Outcome, Problem> {
        do {
            var walker = try Walker(bytes: bytes, limit: limit)
            let size = try walker.size(ofObject: walker.topObject, depth: 0)
            return .success(size > limit ? .exceeds : .within(size))
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(message: "\(error)", offset: 0))
        }
    }

    private struct Walker {
        let bytes: [UInt8]
        let limit: Int
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTable: Int
        /// The decoded size of each object once known; -1 while it is being measured.
        var sizes: [Int: Int] = [:]

        static let otherObjectCost = 16
        static let maximumDepth = 512

        init(bytes: [UInt8], limit: Int) throws {
            self.bytes = bytes
            self.limit = limit
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
                throw Problem(message: "the file is too short to be a binary property list", offset: 0)
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Self.integer(bytes, at: trailer + 8, size: 8)
            let top = Self.integer(bytes, at: trailer + 16, size: 8)
            let table = Self.integer(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw Problem(message: "the trailer's offset or reference size is not 1 to 8 bytes", offset: trailer + 6)
            }
            guard let count, let top, let table, count >= 1, top < count, table >= 8, table <= trailer,
                  count <= (trailer - table) / offsetSize else {
                throw Problem(message: "the trailer's object count, top object or offset table lies outside the file", offset: trailer + 8)
            }
            objectCount = count
            topObject = top
            offsetTable = table
        }

        /// A big-endian unsigned integer of `size` bytes, or `nil` when it does not fit an `Int`.
        static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        func offset(ofObject object: Int) throws -> Int {
            guard object >= 0, object < objectCount,
                  let offset = Self.integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize),
                  offset >= 8, offset < offsetTable else {
                throw Problem(message: "object \(object) lies outside the object table", offset: offsetTable + max(0, min(object, objectCount - 1)) * offsetSize)
            }
            return offset
        }

        /// The count of a string, data or container whose marker is at `offset`, and where its
        /// content starts.
        func count(at offset: Int) throws -> (count: Int, contentStart: Int) {
            let info = Int(bytes[offset] & 0x0F)
            guard info == 0x0F else { return (info, offset + 1) }
            let sizeOffset = offset + 1
            guard sizeOffset < offsetTable, bytes[sizeOffset] & 0xF0 == 0x10 else {
                throw Problem(message: "a long count is not an integer", offset: sizeOffset)
            }
            let size = 1 << Int(bytes[sizeOffset] & 0x0F)
            guard size <= 8, sizeOffset + 1 + size <= offsetTable,
                  let count = Self.integer(bytes, at: sizeOffset + 1, size: size) else {
                throw Problem(message: "a count lies outside the file or is too large", offset: sizeOffset)
            }
            return (count, sizeOffset + 1 + size)
        }

        mutating func size(ofObject object: Int, depth: Int) throws -> Int {
            if let known = sizes[object] {
                guard known >= 0 else {
                    throw Problem(message: "a container contains itself", offset: try offset(ofObject: object))
                }
                return known
            }
            guard depth <= Self.maximumDepth else {
                throw Problem(message: "containers nested deeper than \(Self.maximumDepth) levels", offset: try offset(ofObject: object))
            }
            let offset = try offset(ofObject: object)
            sizes[object] = -1
            let size: Int
            switch bytes[offset] >> 4 {
            case 0x4, 0x5: // data, ASCII string: one byte per unit
                let (count, start) = try self.count(at: offset)
                try checkContent(start: start, count: count, unitSize: 1, marker: offset)
                size = count
            case 0x6: // UTF-16 string: up to three UTF-8 bytes per unit
                let (count, start) = try self.count(at: offset)
                try checkContent(start: start, count: count, unitSize: 2, marker: offset)
                size = count.multipliedReportingOverflow(by: 3).overflow ? .max : count * 3
            case 0xA, 0xD: // array, dictionary
                let (count, start) = try self.count(at: offset)
                let references = count.multipliedReportingOverflow(by: bytes[offset] >> 4 == 0xD ? 2 : 1)
                guard !references.overflow else { throw Problem(message: "a container's count is too large", offset: offset) }
                try checkContent(start: start, count: references.partialValue, unitSize: referenceSize, marker: offset)
                var total = Self.otherObjectCost
                for index in 0..<references.partialValue {
                    let child = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize) ?? -1
                    total = Self.add(total, Self.add(Self.otherObjectCost, try self.size(ofObject: child, depth: depth + 1)))
                    if total > limit { break }
                }
                size = total
            case 0x0: // null, booleans, fill
                size = Self.otherObjectCost
            case 0x1, 0x2: // integer, real: 2^n bytes
                try checkContent(start: offset + 1, count: 1 << Int(bytes[offset] & 0x0F), unitSize: 1, marker: offset)
                size = Self.otherObjectCost
            case 0x3: // date
                try checkContent(start: offset + 1, count: 8, unitSize: 1, marker: offset)
                size = Self.otherObjectCost
            default:
                // Sets, UIDs and unassigned types: no strings file holds them, and Foundation on
                // Linux crashes on some of them (a set), so they never reach it.
                throw Problem(message: String(format: "an object of type 0x%X, which a strings file cannot hold", Int(bytes[offset] >> 4)),
                              offset: offset)
            }
            sizes[object] = size
            return size
        }

        func checkContent(start: Int, count: Int, unitSize: Int, marker: Int) throws {
            let (length, overflow) = count.multipliedReportingOverflow(by: unitSize)
            guard !overflow, start <= offsetTable, length <= offsetTable - start else {
                throw Problem(message: "an object's content runs past the object table", offset: marker)
            }
        }

        static func add(_ lhs: Int, _ rhs: Int) -> Int {
            let (sum, overflow) = lhs.addingReportingOverflow(rhs)
            return overflow ? .max : sum
        }
    }
}
