// OptionHelp: the options section of `kioskscan --help`, written from the options' declarations.

extension OptionTable {
    /// Every option under its group, one line each: the name as typed on the command line, what
    /// its value looks like, its help and its default.
    public static var help: String {
        var lines: [String] = []
        for group in OptionGroup.allCases {
            let options = KioskOption.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            lines.append("\n\(group.rawValue):")
            for option in options {
                let left = "  --\(option.commandLineName)" + (option.placeholder.map { " \($0)" } ?? "")
                lines.append(left + String(repeating: " ", count: max(2, 40 - left.count)) + option.helpLine)
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension KioskOption {
    /// The help and the default: `frames drawn per second (default 30)`, `(default: the
    /// screen's preferred mode)`.
    var helpLine: String {
        if let defaultNote { return "\(help) (default: \(defaultNote))" }
        return defaultText.map { "\(help) (default \($0))" } ?? help
    }
}
