import Foundation
import LocalizedStrings
import SystemSupport

/// The name of a file a write keeps beside an output file for a while: a new file's content
/// before it is renamed over the file (`.Localizable.strings.stringbridge-4242-1A2B3C4D.new`),
/// or the old file kept until every rename landed (`….old`).
///
/// The name says which process made it, so that a later write removes only what a process that
/// is gone left behind (a run killed with SIGKILL), never the files of a run still going on in
/// the same folder, and it has a shape nothing else has: the manifest
/// (`.stringbridge-convert.json`) and the user's own hidden files never match.
struct TemporaryName: Equatable {
    /// What the file holds.
    enum Kind: String {
        /// The new content of a file, to be renamed over it.
        case new
        /// The old file, kept to put it back if the write fails.
        case old
    }

    /// The process that made the file; `nil` for the names of earlier versions, which had none.
    var processID: Int32?
    var kind: Kind

    /// A new name for a temporary file of this process beside `path`.
    static func path(beside path: String, kind: Kind) -> String {
        let name = (path as NSString).lastPathComponent
        let folder = FilePaths.parent(of: path)
        let random = UUID().uuidString.prefix(8)
        let file = ".\(name)\(marker)\(getpid())-\(random).\(kind.rawValue)"
        return folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
    }

    private static let marker = ".stringbridge-"

    /// The temporary file a name is, or `nil` for any other name.
    init?(fileName name: String) {
        guard name.hasPrefix("."), let markerRange = name.range(of: Self.marker, options: .backwards) else { return nil }
        let tail = name[markerRange.upperBound...]
        // `<pid>-<8 random>.<kind>`
        let parts = tail.split(separator: "-", maxSplits: 1)
        if parts.count == 2, let pid = Int32(parts[0]), pid > 0,
           let dot = parts[1].lastIndex(of: "."), parts[1][..<dot].count == 8,
           parts[1][..<dot].allSatisfy(\.isHexDigit), let kind = Kind(rawValue: String(parts[1][parts[1].index(after: dot)...])) {
            self.init(processID: pid, kind: kind)
            return
        }
        // Earlier versions: `<8 random>` and `old-<8 random>`.
        let legacyOld = tail.hasPrefix("old-")
        let random = legacyOld ? tail.dropFirst(4) : tail
        guard random.count == 8, random.allSatisfy(\.isHexDigit), markerRange.lowerBound > name.index(after: name.startIndex) else { return nil }
        self.init(processID: nil, kind: legacyOld ? .old : .new)
    }

    init(processID: Int32?, kind: Kind) {
        self.processID = processID
        self.kind = kind
    }

    /// Whether the process that made the file is gone, so that nobody will use the file again:
    /// always for names without a process; never for this process's own files.
    var isLeftOver: Bool {
        guard let processID else { return true }
        if processID == getpid() { return false }
        return kill(processID, 0) != 0 && errno == ESRCH
    }
}
