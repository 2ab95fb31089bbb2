import Foundation

/// `make bench`'s end-to-end figures: the `stringbridge` binary run as users run it (a whole
/// process, output written), beside `xmllint --noout` and `aapt2 compile --legacy` on the same
/// files, in alternating rounds so that a noisy machine disturbs all of them alike. Each figure
/// is the median of the rounds, with the fastest and slowest beside it, and the peak resident
/// memory of the process.
struct CommandLineBenchmark {
    /// One program to measure: how to run it on a sample, and what to do before each run
    /// (untimed), such as removing the output folder of the previous one.
    struct Command {
        var label: String
        var goal: String?
        /// The target whose floor (xmllint plus copying its output) the command is measured against.
        var floor: String?
        var prepare: (_ sample: ValuesTreeSample, _ scratch: String) -> Void = { _, _ in }
        var arguments: (_ sample: ValuesTreeSample, _ scratch: String) -> (program: String, arguments: [String])
    }

    /// What the rounds of one command gave.
    struct Figures {
        var times: [Double] = []
        var peakMemory = 0
        var failed = false

        var median: Double { times.sorted()[times.count / 2] }
    }

    let binary: String
    /// A folder of its own for outputs and copied samples; removed by ``removeScratch()``.
    let scratch: String

    init(binary: String) {
        self.binary = binary
        scratch = NSTemporaryDirectory() + "stringbridge-bench-cli-" + UUID().uuidString
    }

    func removeScratch() {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// The commands: references first, then `dump` and the three conversions. `--to android`
    /// reads the `.lproj` tree that `--to apple` makes of the sample (made once, untimed).
    func commands(xmllint: String?, aapt2: String?) -> [Command] {
        var commands: [Command] = []
        if let xmllint {
            commands.append(Command(label: "xmllint --noout") { sample, _ in (xmllint, ["--noout"] + sample.files) })
        }
        if let aapt2 {
            commands.append(Command(label: "aapt2 compile --legacy",
                                    prepare: { _, scratch in Self.recreate("\(scratch)/aapt2") },
                                    arguments: { sample, scratch in
                                        (aapt2, ["compile", "--legacy", "-o", "\(scratch)/aapt2"] + sample.files)
                                    }))
        }
        // The floor of each conversion: copying the output it writes (made once, untimed), on
        // top of xmllint's reading of the input.
        for target in Self.targets {
            commands.append(Command(label: "cp -r of the --to \(target) output",
                                    prepare: { _, scratch in Self.remove("\(scratch)/copy-\(target)") },
                                    arguments: { _, scratch in ("/bin/cp", ["-r", "\(scratch)/finished-\(target)", "\(scratch)/copy-\(target)"]) }))
        }
        commands.append(Command(label: "stringbridge dump --format json", goal: "2.00") { sample, _ in
            (binary, ["dump", "--format", "json", sample.root])
        })
        for (label, target) in [("apple", "apple"), ("xcstrings", "xcstrings")] {
            commands.append(Command(label: "stringbridge convert --to \(label)", floor: target,
                                    prepare: { _, scratch in Self.remove("\(scratch)/\(target)") },
                                    arguments: { sample, scratch in
                                        (binary, ["convert", sample.root, "--to", target, "--out", "\(scratch)/\(target)"])
                                    }))
        }
        commands.append(Command(label: "stringbridge convert lproj --to android", floor: "android",
                                prepare: { _, scratch in Self.remove("\(scratch)/android") },
                                arguments: { _, scratch in
                                    (binary, ["convert", "\(scratch)/lproj", "--to", "android", "--out", "\(scratch)/android"])
                                }))
        commands.append(Command(label: "stringbridge convert --to apple, in place") { sample, scratch in
            (binary, ["convert", sample.root, "--to", "apple", "--out", "\(scratch)/lproj"])
        })
        return commands
    }

    /// The conversions measured against their floor.
    static let targets = ["apple", "xcstrings", "android"]

    /// Makes the `.lproj` tree that `--to android` and the in-place update read, and each
    /// target's finished output, which the floor copies.
    func prepareInputs(for sample: ValuesTreeSample, scratch: String) {
        Self.remove("\(scratch)/lproj")
        _ = ChildProcess.run(binary, ["convert", sample.root, "--to", "apple", "--out", "\(scratch)/lproj"])
        for target in Self.targets {
            Self.remove("\(scratch)/finished-\(target)")
            let input = target == "android" ? "\(scratch)/lproj" : sample.root
            _ = ChildProcess.run(binary, ["convert", input, "--to", target, "--out", "\(scratch)/finished-\(target)"])
        }
    }

    /// Runs every command `rounds` times on the sample, one of each per round.
    func measure(_ commands: [Command], on sample: ValuesTreeSample, scratch: String, rounds: Int) -> [Figures] {
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        prepareInputs(for: sample, scratch: scratch)
        var figures = Array(repeating: Figures(), count: commands.count)
        for _ in 0..<rounds {
            for (index, command) in commands.enumerated() {
                command.prepare(sample, scratch)
                let (program, arguments) = command.arguments(sample, scratch)
                guard let measurement = ChildProcess.run(program, arguments) else {
                    figures[index].failed = true
                    continue
                }
                figures[index].times.append(measurement.seconds)
                figures[index].peakMemory = max(figures[index].peakMemory, measurement.peakMemory)
                // Exit status 1 is a run that reported errors in its input (the corpus has some).
                if measurement.status > 1 { figures[index].failed = true }
            }
        }
        return figures
    }

    /// Prints the whole tree's figures beside xmllint's, then how time grows from a quarter
    /// and a half of the tree to all of it.
    func run(res: String, xmllint: String?, aapt2: String?, rounds: Int, linearityRounds: Int) throws {
        defer { removeScratch() }
        let whole = ValuesTreeSample(res: res)
        let commands = commands(xmllint: xmllint, aapt2: aapt2)
        let figures = measure(commands, on: whole, scratch: "\(scratch)/whole", rounds: rounds)
        let megabytes = Double(whole.bytes) / 1e6
        print("command line: \(whole.files.count) values files, \(String(format: "%.1f MB", megabytes)) (wikipedia res), through \(binary)")
        print("  median of \(rounds) alternating runs [fastest–slowest]; memory is the process's peak resident size")
        print("  " + Self.padded("", 44) + Self.padded("time (ms)", 22) + Self.padded("× xmllint", 18) + Self.padded("× aapt2", 9)
              + Self.padded("× floor", 16) + Self.padded("memory", 11) + "× input")
        let reference = xmllint == nil ? nil : figures.first?.median
        let aapt2Reference = zip(commands, figures).first { $0.0.label.hasPrefix("aapt2") && !$0.1.times.isEmpty }?.1.median
        for (command, figure) in zip(commands, figures) {
            guard !figure.times.isEmpty else {
                print("  " + Self.padded(command.label, 44) + "could not run")
                continue
            }
            let sorted = figure.times.sorted()
            let time = "\(Self.milliseconds(figure.median)) [\(Self.milliseconds(sorted[0]))–\(Self.milliseconds(sorted[sorted.count - 1]))]"
            var ratio = reference.map { String(format: "%.2f×", figure.median / $0) } ?? "–"
            if let goal = command.goal { ratio += " (≤ \(goal)×)" }
            // A peak at the bench's own is the bench's, not the child's (see ChildProcess).
            let atFloor = figure.peakMemory <= ChildProcess.spawnerPeakMemory
            let memory = (atFloor ? "≤ " : "") + String(format: "%.0f MB", Double(figure.peakMemory) / 1e6)
            var memoryRatio = String(format: "%.2f×", Double(figure.peakMemory) / Double(whole.bytes))
            if command.goal != nil { memoryRatio += " (≤ 4.00×)" }
            if atFloor { memoryRatio = "(the bench's own peak)" }
            let failure = figure.failed ? "  (failed: exit status above 1)" : ""
            let aapt2Ratio = aapt2Reference.map { String(format: "%.2f×", figure.median / $0) } ?? "–"
            var floorRatio = "–"
            if let target = command.floor, let reference,
               let copy = zip(commands, figures).first(where: { $0.0.label == "cp -r of the --to \(target) output" })?.1, !copy.times.isEmpty {
                floorRatio = String(format: "%.2f× (≤ 2.00×)", figure.median / (reference + copy.median))
            }
            print("  " + Self.padded(command.label, 44) + Self.padded(time, 22) + Self.padded(ratio, 18) + Self.padded(aapt2Ratio, 9)
                  + Self.padded(floorRatio, 16) + Self.padded(memory, 11) + memoryRatio + failure)
        }

        if let catalog = zip(commands, figures).first(where: { $0.0.floor == "xcstrings" }), catalog.1.peakMemory > 0 {
            let written = Self.size(ofFolder: "\(scratch)/whole/finished-xcstrings")
            print("  convert --to xcstrings peaks at " + String(format: "%.2f×", Double(catalog.1.peakMemory) / Double(max(written, 1)))
                  + " the catalog it writes (" + String(format: "%.0f MB", Double(written) / 1e6) + "; goal ≤ 2.00×)")
        }

        // Linearity: the same commands on a quarter and a half of the folders.
        let linear = commands.filter { !$0.label.hasPrefix("aapt2") && !$0.label.hasPrefix("cp ") }
        var samples: [(name: String, sample: ValuesTreeSample, figures: [Figures])] = []
        for (name, step) in [("quarter", 4), ("half", 2)] {
            let folder = "\(scratch)/\(name)"
            let sample = try ValuesTreeSample(res: res, everyFolder: step, into: folder)
            samples.append((name, sample, measure(linear, on: sample, scratch: folder, rounds: linearityRounds)))
        }
        samples.append(("all", whole, measure(linear, on: whole, scratch: "\(scratch)/whole", rounds: linearityRounds)))
        print("")
        print("linearity: median of \(linearityRounds) runs on a quarter, a half and all of the values folders"
              + " (" + samples.map { String(format: "%.1f", Double($0.sample.bytes) / 1e6) }.joined(separator: ", ") + " MB);"
              + " then the time per MB of each")
        print("  peak memory on each (MB), and all against a quarter:")
        for (index, command) in linear.enumerated() where command.floor != nil {
            let peaks = samples.map { Double($0.figures[index].peakMemory) / 1e6 }
            let growth = peaks.first.map { $0 > 0 ? String(format: "%.2f×", peaks[peaks.count - 1] / $0) : "–" } ?? "–"
            let goal = command.floor == "apple" ? " (≤ 1.50×)" : ""
            print("  " + Self.padded(command.label, 44) + peaks.map { Self.padded(String(format: "%.0f", $0), 10) }.joined()
                  + "all \(growth) a quarter" + goal)
        }
        print("  time:")
        for (index, command) in linear.enumerated() {
            let times = samples.map { $0.figures[index].times.isEmpty ? nil : $0.figures[index].median }
            let perMegabyte = zip(times, samples).map { time, sample in
                time.map { String(format: "%.1f", $0 * 1000 / (Double(sample.sample.bytes) / 1e6)) } ?? "–"
            }
            print("  " + Self.padded(command.label, 44)
                  + times.map { Self.padded($0.map { Self.milliseconds($0) + " ms" } ?? "–", 10) }.joined()
                  + "(" + perMegabyte.joined(separator: ", ") + " ms/MB)")
        }
    }

    // MARK: - Helpers

    private static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The bytes of every file under a folder.
    private static func size(ofFolder path: String) -> Int {
        (FileManager.default.subpaths(atPath: path) ?? []).reduce(0) { total, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + name)
            return total + ((attributes?[.type] as? FileAttributeType) == .typeRegular ? (attributes?[.size] as? Int ?? 0) : 0)
        }
    }

    private static func recreate(_ path: String) {
        remove(path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.0f", seconds * 1000)
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
