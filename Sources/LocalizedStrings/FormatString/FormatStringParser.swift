import SystemSupport

/// Splits a format string into segments, working on its UTF-8 bytes.
///
/// One specifier is `%[position$][flags][width][.precision][length]conversion`, the grammar both
/// `java.util.Formatter` (its regular expression
/// `%(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])`) and Foundation's
/// `__CFStringAppendFormatCore` follow, with each dialect's flags, length modifiers and
/// conversions. A specifier the dialect rejects becomes a malformed segment whose text runs to
/// the character where it went wrong (that character included unless it is a `%` or a control
/// character, so the next specifier still starts at its own `%`).
enum FormatStringParser {
    typealias Segment = FormatString.Segment
    typealias Reason = FormatString.MalformedSpecifier.Reason

    static func parse(_ text: String, dialect: FormatString.Dialect) -> [Segment] {
        guard !text.isEmpty else { return [] }
        var utf8 = text
        return utf8.withUTF8 { bytes in
            // Most texts have no `%`: found with memchr, and the text itself is the literal.
            guard bytes.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil else { return [.literal(text)] }
            var parser = FormatStringParser.State(bytes: bytes, dialect: dialect)
            return parser.run()
        }
    }

    struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        let dialect: FormatString.Dialect
        var segments: [Segment] = []
        var hasConsumedArgument = false

        init(bytes: UnsafeBufferPointer<UInt8>, dialect: FormatString.Dialect) {
            self.bytes = bytes
            self.dialect = dialect
        }

        mutating func run() -> [Segment] {
            var literalStart = 0
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                if literalStart < index {
                    segments.append(.literal(text(literalStart, index)))
                }
                let (segment, next) = specifier(startingAt: index)
                switch segment {
                case .placeholder, .variable: hasConsumedArgument = true
                case .literal, .percentSign, .lineSeparator, .malformed: break
                }
                segments.append(segment)
                index = next
                literalStart = next
            }
            if literalStart < bytes.count {
                segments.append(.literal(text(literalStart, bytes.count)))
            }
            return segments
        }

        // MARK: - One specifier

        private func specifier(startingAt start: Int) -> (Segment, Int) {
            let end = bytes.count
            func malformed(_ reason: Reason, upTo stop: Int) -> (Segment, Int) {
                (.malformed(FormatString.MalformedSpecifier(text: text(start, stop), reason: reason)), stop)
            }
            var index = start + 1
            guard index < end else { return malformed(.unterminated, upTo: end) }
            if bytes[index] == UInt8(ascii: "%") { return (.percentSign(.plain), index + 1) }
            if dialect == .java && bytes[index] == UInt8(ascii: "n") { return (.lineSeparator, index + 1) }

            var problem: Reason?

            // Position: digits followed by `$`; otherwise the digits are a width.
            var position: Int?
            var positionZeros = 0
            let positionEnd = digitsEnd(from: index)
            if positionEnd > index, positionEnd < end, bytes[positionEnd] == UInt8(ascii: "$") {
                let number = self.number(index, positionEnd)
                if number.isTooLarge {
                    problem = .numberTooLarge
                } else if number.value == 0 {
                    problem = .zeroPosition
                }
                position = number.value
                positionZeros = number.leadingZeros
                index = positionEnd + 1
            }

            var flags: [FormatString.Flag] = []
            while index < end, let flag = flag(bytes[index]) {
                flags.append(flag)
                index += 1
            }

            var width: Int?
            if dialect == .apple, index < end, bytes[index] == UInt8(ascii: "*") {
                problem = problem ?? .argumentWidthOrPrecision
                index = skipArgumentReference(from: index + 1)
            } else {
                let widthEnd = digitsEnd(from: index)
                if widthEnd > index {
                    let number = self.number(index, widthEnd)
                    if number.isTooLarge { problem = problem ?? .numberTooLarge }
                    width = number.value
                    index = widthEnd
                }
            }

            var precision: Int?
            var precisionZeros = 0
            var precisionIsEmpty = false
            if index < end, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if dialect == .apple, index < end, bytes[index] == UInt8(ascii: "*") {
                    problem = problem ?? .argumentWidthOrPrecision
                    index = skipArgumentReference(from: index + 1)
                    precision = 0
                } else {
                    let precisionEnd = digitsEnd(from: index)
                    if precisionEnd > index {
                        let number = self.number(index, precisionEnd)
                        if number.isTooLarge { problem = problem ?? .numberTooLarge }
                        precision = number.value
                        precisionZeros = number.leadingZeros
                        index = precisionEnd
                    } else if dialect == .java {
                        // `java.util.Formatter`'s pattern needs a digit here, so the specifier ends.
                        return malformed(.missingPrecision, upTo: index)
                    } else {
                        precision = 0
                        precisionIsEmpty = true
                    }
                }
            }

            var length: FormatString.LengthModifier?
            if dialect == .apple, index < end {
                (length, index) = lengthModifier(at: index)
            }

            guard index < end else { return malformed(.unterminated, upTo: end) }
            let code = bytes[index]

            if code == UInt8(ascii: "%") {
                let isJavaPadding = dialect == .java && problem == nil && position == nil && precision == nil
                    && (flags.isEmpty || (flags == [.leftJustify] && width != nil))
                guard isJavaPadding else { return malformed(.invalidPercentSign, upTo: index + 1) }
                let percentSign = FormatString.PercentSign(width: width, isLeftJustified: !flags.isEmpty)
                return (.percentSign(percentSign), index + 1)
            }
            if dialect == .java && code == UInt8(ascii: "n") {
                return malformed(.invalidLineSeparator, upTo: index + 1)
            }
            if dialect == .apple, code == UInt8(ascii: "@"), flags == [.alternateForm],
               width == nil, precision == nil, length == nil {
                return variable(start: start, nameStart: index + 1, position: position,
                                positionZeros: positionZeros, problem: problem)
            }
            guard isASCIILetter(code) || code == UInt8(ascii: "@") else {
                let stop = code < 0x20 || code == 0x7F ? index : index + scalarLength(at: index)
                let character = stop > index ? text(index, stop).first! : Character(Unicode.Scalar(code))
                return malformed(.unknownConversion(character), upTo: stop)
            }

            var conversion = FormatString.Conversion(code: code)
            index += 1
            if dialect == .java && (code == UInt8(ascii: "t") || code == UInt8(ascii: "T")) {
                guard index < end else { return malformed(.unknownDateTimeConversion, upTo: end) }
                let suffix = bytes[index]
                guard FormatString.Conversion.javaDateTimeSuffixes.contains(suffix) else {
                    return malformed(.unknownDateTimeConversion, upTo: isASCIILetter(suffix) ? index + 1 : index)
                }
                conversion = FormatString.Conversion(code: code, dateTimeCode: suffix)
                index += 1
            }
            guard conversion.argumentKind(in: dialect) != nil else {
                return malformed(.unknownConversion(Character(Unicode.Scalar(code))), upTo: index)
            }
            if let problem { return malformed(problem, upTo: index) }
            if flags.contains(.previousArgument) && !hasConsumedArgument {
                return malformed(.noPreviousArgument, upTo: index)
            }

            var placeholder = FormatString.Placeholder(position: position, flags: flags, width: width,
                                                       precision: precision, length: length, conversion: conversion)
            placeholder.spelling = .init(positionLeadingZeros: UInt8(clamping: positionZeros),
                                         precisionLeadingZeros: UInt8(clamping: precisionZeros),
                                         precisionIsEmpty: precisionIsEmpty)
            return (.placeholder(placeholder), index)
        }

        /// `%#@name@`, the `@` after `#` already read; `nameStart` is the first byte of the name.
        private func variable(start: Int, nameStart: Int, position: Int?, positionZeros: Int,
                              problem: Reason?) -> (Segment, Int) {
            var index = nameStart
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: "@") else {
                let malformed = FormatString.MalformedSpecifier(text: text(start, index), reason: .invalidVariable)
                return (.malformed(malformed), index)
            }
            if let problem {
                return (.malformed(FormatString.MalformedSpecifier(text: text(start, index + 1), reason: problem)), index + 1)
            }
            var variable = FormatString.Variable(name: text(nameStart, index), position: position)
            variable.positionLeadingZeros = UInt8(clamping: positionZeros)
            return (.variable(variable), index + 1)
        }

        // MARK: - Pieces

        private func flag(_ byte: UInt8) -> FormatString.Flag? {
            switch byte {
            case UInt8(ascii: "-"): .leftJustify
            case UInt8(ascii: "#"): .alternateForm
            case UInt8(ascii: "+"): .plusSign
            case UInt8(ascii: " "): .space
            case UInt8(ascii: "0"): .zeroPadding
            case UInt8(ascii: ","): dialect == .java ? .grouping : nil
            case UInt8(ascii: "("): dialect == .java ? .parentheses : nil
            case UInt8(ascii: "<"): dialect == .java ? .previousArgument : nil
            case UInt8(ascii: "'"): dialect == .apple ? .thousandsGrouping : nil
            default: nil
            }
        }

        private func lengthModifier(at index: Int) -> (FormatString.LengthModifier?, Int) {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch bytes[index] {
            case UInt8(ascii: "h"): return next == UInt8(ascii: "h") ? (.char, index + 2) : (.short, index + 1)
            case UInt8(ascii: "l"): return next == UInt8(ascii: "l") ? (.longLong, index + 2) : (.long, index + 1)
            case UInt8(ascii: "q"): return (.quad, index + 1)
            case UInt8(ascii: "L"): return (.longDouble, index + 1)
            case UInt8(ascii: "z"): return (.size, index + 1)
            case UInt8(ascii: "t"): return (.pointerDifference, index + 1)
            case UInt8(ascii: "j"): return (.maximum, index + 1)
            default: return (nil, index)
            }
        }

        /// After `*`: an optional `n$` naming the argument that holds the width or precision.
        private func skipArgumentReference(from index: Int) -> Int {
            let end = digitsEnd(from: index)
            if end > index, end < bytes.count, bytes[end] == UInt8(ascii: "$") { return end + 1 }
            return index
        }

        private func digitsEnd(from index: Int) -> Int {
            var end = index
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            return end
        }

        private func number(_ start: Int, _ end: Int) -> (value: Int, leadingZeros: Int, isTooLarge: Bool) {
            var value = 0
            var zeros = 0
            var significant = false
            for index in start..<end {
                let digit = Int(bytes[index] - UInt8(ascii: "0"))
                if digit == 0 && !significant && index < end - 1 {
                    zeros += 1
                    continue
                }
                significant = true
                value = value * 10 + digit
                if value > Int(Int32.max) { return (Int(Int32.max), 0, true) }
            }
            return (value, zeros, false)
        }

        private func isASCIILetter(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }

        private func scalarLength(at index: Int) -> Int {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            return min(length, bytes.count - index)
        }

        private func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}
