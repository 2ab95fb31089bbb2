import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings

/// Tables as the files `convert` writes of them read back: written by the writers and read by
/// the readers, in memory, so that what is made of converted tables is what is made of the
/// files a conversion leaves on disk.
enum WrittenTables {
    /// The tables, each written (the languages of a catalog as one file) and read back.
    ///
    /// - Parameters:
    ///   - tables: Tables a converter made, with paths relative to an output folder.
    ///   - sourceLanguage: The catalogs' source language.
    static func readBack(_ tables: [StringTable], sourceLanguage: LanguageTag) -> [StringTable] {
        let files = ConversionRenderer(outputFolder: "", sourceLanguage: sourceLanguage).files(for: tables).files
        return files.sorted { $0.path < $1.path }.flatMap { file in read(file.bytes, path: file.path) }
    }

    /// The tables of a file of one of the formats convert writes, read by its reader (the
    /// folder names its locale or configuration); none for another format.
    static func read(_ bytes: [UInt8], path: String) -> [StringTable] {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        switch (path as NSString).pathExtension {
        case "xml":
            let configuration = (try? ValuesConfiguration(folderName: folder)) ?? ValuesConfiguration()
            return [bytes.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: path, configuration: configuration).table }]
        case "strings":
            return [StringsFileReader().read(bytes: bytes, path: path, locale: LprojName(folderName: folder)?.locale).table]
        case "stringsdict":
            return [bytes.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: path, locale: LprojName(folderName: folder)?.locale).table }]
        case "xcstrings":
            return StringCatalogReader().read(bytes: bytes, path: path).tables
        default:
            return []
        }
    }
}
