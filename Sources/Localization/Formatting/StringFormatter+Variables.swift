import LocalizedStrings

extension StringFormatter {
    /// Formats a format string whose stringsdict variables (`%#@name@`) are replaced by the form
    /// `choose` picks, formatting everything in one pass without building intermediate strings.
    ///
    /// Argument numbering, which is StringBridge's definition where Foundation's is accidental:
    ///
    /// - In the format itself, placeholders and variables read the argument their position says
    ///   (`%2$#@folders@` reads argument 2), or the next one in order when they have none, as
    ///   in ``FormatString``. `choose` may override a variable's argument (String Catalog
    ///   `argNum`).
    /// - Inside a chosen form, a specifier with a position reads that argument of the whole
    ///   list (`%1$d passwords in %2$#@accounts@`); the first specifier without one reads the
    ///   variable's own argument, the next one the argument after it, and so on. So `%d files`
    ///   prints the count that chose it, wherever the variable sits in the format.
    /// - Positions are never renumbered: argument *n* is always `arguments[n - 1]`, even when a
    ///   format skips a position. Foundation closes such gaps, so that a translation without
    ///   `%1$@` (`"%2$#@files@"`) counts the wrong argument (openradar 39390733); here it counts
    ///   argument 2, as the author meant.
    ///
    /// A variable `choose` does not know prints its own text; variables nest at most 8 deep.
    ///
    /// - Parameters:
    ///   - format: The format with variables.
    ///   - arguments: The arguments; argument *n* is `arguments[n - 1]`.
    ///   - choose: Given a variable's name and the argument its position gives, returns the
    ///     form to print and the argument the form's first unnumbered specifier reads.
    /// - Returns: The formatted text.
    func format(_ format: FormatString, _ arguments: [FormatArgument],
                choosingVariables choose: (_ name: String, _ argumentIndex: Int) -> (form: CompiledText, argumentIndex: Int)?) -> String {
        var renderer = FormatRenderer(symbols: encoded, dialect: format.dialect,
                                      usesJavaConventions: (options.conventions ?? format.dialect) == .java,
                                      grouping: options.grouping)
        render(format.segments, firstArgument: nil, into: &renderer, arguments, depth: 0, choose)
        return String(decoding: renderer.out, as: UTF8.self)
    }

    private func render(_ segments: [FormatString.Segment], firstArgument: Int?, into renderer: inout FormatRenderer,
                        _ arguments: [FormatArgument], depth: Int,
                        _ choose: (String, Int) -> (form: CompiledText, argumentIndex: Int)?) {
        /// The whole list's argument a specifier of these segments reads.
        func argumentIndex(position: Int?, resolved: Int) -> Int {
            guard let firstArgument, position == nil else { return resolved }
            return firstArgument - 1 + resolved
        }
        for segment in segments {
            switch segment {
            case .literal(let text):
                renderer.append(text)
            case .percentSign(let percentSign) where StringFormatter.exceedsLimits(percentSign):
                renderer.append(percentSign.text)
            case .percentSign(let percentSign):
                let start = renderer.out.count
                renderer.out.append(UInt8(ascii: "%"))
                renderer.pad(from: start, width: percentSign.width, leftJustified: percentSign.isLeftJustified)
            case .lineSeparator:
                renderer.out.append(UInt8(ascii: "\n"))
            case .placeholder(let placeholder):
                let index = argumentIndex(position: placeholder.position, resolved: placeholder.argumentIndex)
                if index >= 1 && index <= arguments.count {
                    renderer.render(placeholder, arguments[index - 1])
                } else {
                    renderer.append(placeholder.text)
                }
            case .variable(let variable):
                let index = argumentIndex(position: variable.position, resolved: variable.argumentIndex)
                guard depth < 8, let (form, formArgument) = choose(variable.name, index) else {
                    renderer.append(variable.text)
                    continue
                }
                if let formFormat = form.format {
                    render(formFormat.segments, firstArgument: formArgument, into: &renderer, arguments, depth: depth + 1, choose)
                } else {
                    renderer.append(form.text)
                }
            case .malformed(let malformed):
                renderer.append(malformed.text)
            }
        }
    }
}
