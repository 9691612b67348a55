// KioskOption: one setting of the kiosk declared once: its name, value, range, default, help and
// group, from which the command line, the config file, --help and the manual pages all come.
import FoundationEssentials

/// The sections options are listed under in `--help` and the manual pages, in that order.
public enum OptionGroup: String, Sendable, CaseIterable {
    case camera = "Camera"
    case display = "Display"
    case time = "Time"
    case decoding = "Decoding"
    case content = "What a code says"
    case products = "Products and prices"
    case numberMode = "Number mode"
    case look = "Look"
    case captureEffect = "Capture effect"
    case behaviour = "Behaviour"
    case input = "Input"
    case presence = "Presence"
    case language = "Language"
    case sound = "Sound"
    case delivery = "Delivery"
    case admin = "Admin"
    case console = "Console"
}

/// One option. Its `name` is the config file's key (`focus.size`, `effect.lockDuration`); on the
/// command line it is `--focus-size`, `--effect-lock-duration` (`commandLineName`); case, dots,
/// dashes and underscores never matter when either is read.
public struct KioskOption: Sendable {
    public let name: String
    public let group: OptionGroup
    /// What the value looks like in help (`N`, `WxH`, `auto|on|off`); nil for a flag, which
    /// takes no value.
    public let placeholder: String?
    /// The values taken, in words, for the manual (`1 to 240`, `corners or box`); nil when the
    /// help line says it.
    public let accepts: String?
    public let help: String
    /// The default in words, where it is not a value (`the screen's preferred mode`).
    public let defaultNote: String?
    /// Whether the option may be given more than once, each adding to the list.
    public let repeatable: Bool
    /// For a former name: the options that took its place, named in the notice given when it
    /// is read. A former name is read, but listed neither in help nor in the manual.
    public let replacedBy: [String]
    /// Sets the option's value in the settings; throws `OptionError` for a value it refuses.
    let apply: @Sendable (String, inout KioskOptions) throws -> Void
    /// The setting as a config file line would write it, read from the settings; nil: unset.
    let current: @Sendable (KioskOptions) -> String?

    init(
        _ name: String, _ group: OptionGroup, placeholder: String?, accepts: String? = nil, help: String, defaultNote: String? = nil,
        repeatable: Bool = false, replacedBy: [String] = [],
        current: @escaping @Sendable (KioskOptions) -> String? = { _ in nil },
        apply: @escaping @Sendable (String, inout KioskOptions) throws -> Void
    ) {
        self.name = name
        self.group = group
        self.placeholder = placeholder
        self.accepts = accepts
        self.help = help
        self.defaultNote = defaultNote
        self.repeatable = repeatable
        self.replacedBy = replacedBy
        self.current = current
        self.apply = apply
    }

    /// An option whose value is parsed by `value` and kept at `setting`: its default is what
    /// `KioskOptions()` holds there.
    init<Value>(
        _ name: String, _ group: OptionGroup, _ value: OptionValue<Value>, _ setting: WritableKeyPath<KioskOptions, Value> & Sendable,
        help: String, defaultNote: String? = nil
    ) {
        self.init(
            name, group, placeholder: value.placeholder, accepts: value.accepts, help: help, defaultNote: defaultNote,
            current: { value.show($0[keyPath: setting]) },
            apply: { text, options in options[keyPath: setting] = try value.parse(text) })
    }

    /// A flag: given, it turns `setting` on (off by default).
    static func flag(_ name: String, _ group: OptionGroup, _ setting: WritableKeyPath<KioskOptions, Bool> & Sendable, help: String) -> KioskOption {
        KioskOption(name, group, placeholder: nil, help: help, current: { $0[keyPath: setting] ? "true" : nil }) { _, options in
            options[keyPath: setting] = true
        }
    }

    /// The command-line spelling: `effect.lockDuration` is `effect-lock-duration`.
    public var commandLineName: String { Self.commandLineName(name) }

    public static func commandLineName(_ name: String) -> String {
        var out = ""
        for character in name {
            if character == "." {
                out.append("-")
            } else if character.isUppercase {
                out += "-" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The default as written in help and the manual: a value as a config file would write it,
    /// or the note where the default is not a value; nil for a flag or a setting with none.
    public var defaultText: String? { defaultNote ?? current(KioskOptions()) }

    /// `focus.size`, `focus-size` and `FOCUS_SIZE` all name the same option, as do
    /// `effect.lockDuration` and `--effect-lock-duration`.
    static func canonical(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "." && $0 != "-" && $0 != "_" })
    }
}
