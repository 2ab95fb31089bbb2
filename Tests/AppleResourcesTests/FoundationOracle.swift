import AppleResources
import Foundation
import LocalizedStrings

/// What Foundation's `PropertyListSerialization` reads from the same bytes as our readers:
/// the oracle for `.strings` and `.stringsdict` files. It runs on Linux.
enum FoundationOracle {
    /// Foundation's dictionary for the bytes, or its error.
    static func propertyList(_ data: Data) -> Result<[String: Any], Error> {
        do {
            let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            guard let dictionary = value as? [String: Any] else {
                return .failure(CocoaError(.propertyListReadCorrupt))
            }
            return .success(dictionary)
        } catch {
            return .failure(error)
        }
    }

    /// A `.strings` table as the dictionary Foundation would build: key → text.
    static func dictionary(of table: StringTable) -> [String: String] {
        var dictionary: [String: String] = [:]
        for entry in table.entries {
            if case .text(let styled) = entry.value { dictionary[entry.key] = styled.text }
        }
        return dictionary
    }

    /// A `.stringsdict` table as the nested dictionary Foundation would build.
    static func nestedDictionary(of table: StringTable) -> NSDictionary {
        let dictionary = NSMutableDictionary()
        for entry in table.entries {
            switch entry.value {
            case .text(let styled):
                dictionary[entry.key] = styled.text
            case .variableFormat(let format):
                let fields = NSMutableDictionary()
                fields["NSStringLocalizedFormatKey"] = format.format
                add(entry.details.keptPairs, to: fields)
                for variable in format.variables {
                    let variableFields = NSMutableDictionary()
                    if !variable.ruleType.isEmpty { variableFields["NSStringFormatSpecTypeKey"] = variable.ruleType }
                    if let valueType = variable.valueType { variableFields["NSStringFormatValueTypeKey"] = valueType }
                    for form in variable.forms.forms { variableFields[form.category.rawValue] = form.value.displayText }
                    add(variable.details.keptPairs, to: variableFields)
                    fields[variable.name] = variableFields
                }
                dictionary[entry.key] = fields
            case .device(let variations):
                let devices = NSMutableDictionary()
                for form in variations.forms {
                    if case .text(let styled) = form.value { devices[form.device] = styled.text }
                }
                dictionary[entry.key] = ["NSStringDeviceSpecificRuleType": devices] as NSDictionary
            default:
                break
            }
        }
        return dictionary
    }

    /// Keys the reader kept, in their pair form (`plist:<key>` holding XML), parsed back with Foundation.
    private static func add(_ properties: [Attribute], to dictionary: NSMutableDictionary) {
        for property in properties where property.name.hasPrefix("plist:") {
            let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\">\(property.value)</plist>"
            dictionary[String(property.name.dropFirst(6))] = try? PropertyListSerialization.propertyList(
                from: Data(document.utf8), options: [], format: nil)
        }
    }
}
