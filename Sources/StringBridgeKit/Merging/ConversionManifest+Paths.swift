import Foundation
import LocalizedStrings
import SystemSupport

extension ConversionManifest {
    /// `path` relative to `folder` (`../ios/fr.lproj/Localizable.strings`), both made absolute
    /// against the working folder first: the manifest's source paths.
    static func relative(_ path: String, to folder: String) -> String {
        let target = FilePaths.absoluteComponents(of: path), base = FilePaths.absoluteComponents(of: folder)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = target[common...]
        return (ups + rest).joined(separator: "/")
    }

    /// A path the manifest holds (relative to `folder`) as a path to use.
    static func resolved(_ relative: String, in folder: String) -> String {
        "/" + FilePaths.absoluteComponents(of: (folder as NSString).appendingPathComponent(relative)).joined(separator: "/")
    }
}
