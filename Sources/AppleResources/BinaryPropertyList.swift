import Foundation
import LocalizedStrings

/// A binary property list (`bplist00`, as Xcode may compile `.strings` and `.stringsdict`
/// files into an app) read as Foundation reads it: measured first, since values shared between
/// keys are decoded once per key and a small file can decode to gigabytes, then decoded by
/// `PropertyListSerialization`. A binary list keeps no order or positions: dictionaries come
/// back with their keys sorted, every node at line 1, column 1.
enum BinaryPropertyList {
    /// Whether the bytes are a binary property list.
    static func isBinary(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.starts(with: "bplist".utf8)
    }

    /// The root value, or (`nil`) the error that says why there is none.
    static func read(_ bytes: [UInt8], path: String) -> (root: PropertyListNode?, error: Diagnostic?) {
        let limit = AppleResourceLimits.maximumDecodedBytes(fileSize: bytes.count)
        switch BinaryPropertyListSize.measure(bytes, limit: limit) {
        case .failure(let problem):
            return (nil, .error(AppleDiagnosticID.malformedPropertyList,
                                   at: SourceText(bytes: bytes, path: path).location(ofByte: problem.offset),
                                   "the binary property list is damaged: \(problem.message) (byte \(problem.offset))"))
        case .success(.exceeds):
            return (nil, .error(AppleDiagnosticID.unsafeEntityExpansion, at: start(of: path),
                                   "the binary property list decodes to more than \(limit) bytes (\(AppleResourceLimits.outputFactor) times its size plus 1 MiB), through values shared by many keys; the file is rejected as unsafe"))
        case .success(.within):
            break
        }
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else {
            return (nil, .error(AppleDiagnosticID.malformedPropertyList, at: start(of: path),
                                   "the binary property list cannot be decoded"))
        }
        return (node(object), nil)
    }

    /// Line 1, column 1 of the file: where a binary list's diagnostics point.
    static func start(of path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    private static func node(_ object: Any) -> PropertyListNode {
        PropertyListNode(value: value(object), line: 1, column: 1)
    }

    private static func value(_ object: Any) -> PropertyListValue {
        switch object {
        case let text as String:
            return .string(text)
        case let dictionary as [String: Any]:
            return .dictionary(dictionary.keys.sorted().map { PropertyListMember(key: $0, node: node(dictionary[$0]!)) })
        case let array as [Any]:
            return .array(array.map(node))
        case let flag as Bool where type(of: object) == Bool.self:
            return .bool(flag)
        case let number as NSNumber:
            // What a .stringsdict keeps of a number is its text (it is never a string's).
            return .scalar(element: number.stringValue.contains(".") ? "real" : "integer", text: number.stringValue)
        case let data as Data:
            return .scalar(element: "data", text: data.base64EncodedString())
        case let date as Date:
            return .scalar(element: "date", text: ISO8601DateFormatter().string(from: date))
        default:
            return .scalar(element: "string", text: "\(object)")
        }
    }
}
