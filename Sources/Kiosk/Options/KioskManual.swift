// KioskManual: the manual pages kioskscan(1) and kioskscan.conf(5), written in roff from the
// options' declarations and the command list, so that they never drift from what the kiosk reads.

public enum KioskManual {
    /// The commands of `kioskscan`, as `--help` and kioskscan(1) list them.
    public static let commands: [(usage: String, summary: String)] = [
        ("kioskscan [--config FILE] [OPTIONS]", "run the kiosk"),
        ("kioskscan decode [OPTIONS] IMAGE...", "read codes (or with --scan-mode number, a price) from image files"),
        ("kioskscan input [OPTIONS]", "list the input devices and print what each touch, key and scan means"),
        ("kioskscan drm-info [CARD...]", "what each DRM card offers, and what the kiosk would choose"),
        (
            "kioskscan catalog import FILE.csv [OPTIONS]",
            "make the shop's CSV export into the catalog the kiosk looks products up in (--allow-shrink: one with under half its products)"
        ),
        ("kioskscan catalog lookup CODE... [OPTIONS]", "look codes up in the catalog, as the kiosk does"),
        (
            "kioskscan attendees import FILE.csv --attendees PATH",
            "make the organiser's CSV export into the attendee list a booth looks badges up in (all or nothing)"
        ),
        ("kioskscan attendees lookup ID... --attendees PATH", "look registrant ids up in the attendee list, offline"),
        ("kioskscan attendees clear --attendees PATH", "remove the attendee list after the show"),
        (
            "kioskscan admin-pin [--code]",
            "read a staff PIN (--code: a staff code's text) without echo and print its hash for admin.pin or age.staff"
        ),
        ("kioskscan --version", "the version"),
        ("kioskscan --help", "the commands and options"),
    ]

    /// kioskscan(1).
    public static var kioskscan: String {
        var page = header(name: "KIOSKSCAN", section: 1, title: "User commands")
        page += """
            .SH NAME
            kioskscan \\- full-screen camera scanning kiosk for Linux
            .SH SYNOPSIS

            """
        for command in commands { page += ".nf\n" + roffCommand(command.usage) + "\n.fi\n" }
        page += """
            .SH DESCRIPTION
            KioskScan shows the camera picture on the whole screen, reads barcodes, QR codes, PDF417,
            Aztec and Data Matrix codes (ZBar and zxing-cpp) or a price (Tesseract) in the focus square,
            and shows the result. It draws everything itself through DRM/KMS: it needs no X11, Wayland or
            browser. Touch, buttons and keyboard-wedge scanners are read through evdev.
            .PP
            Every capture is written to standard output as one JSON line:
            .PP
            .nf
            .RS
            {"event":"capture","number":1,"symbology":"qr","text":"\\&...","time":1.234}
            .RE
            .fi
            .PP
            Messages go to standard error. With \\fB\\-\\-history\\-file\\fR every capture is also kept on disk
            (the History tab), and with \\fB\\-\\-deliver\\fR sent on to web hooks, MQTT, programs, a USB
            keyboard gadget or a serial port, at least once, across restarts.
            .PP
            Options may also be given in a config file (\\fB\\-\\-config\\fR \\fIFILE\\fR), one
            \\fIname\\fR = \\fIvalue\\fR per line; see \\fBkioskscan.conf\\fR(5). The file is read where
            \\fB\\-\\-config\\fR stands, so later options override it. A bad option or config line stops the
            kiosk before any device is opened, naming the option (and the file and line).
            .SH COMMANDS

            """
        for command in commands {
            page += ".TP\n" + roffCommand(command.usage) + "\n" + escape(command.summary) + ".\n"
        }
        page += """
            .SH OPTIONS
            .TP
            .BI \\-\\-config " FILE"
            Read options from \\fIFILE\\fR (see \\fBkioskscan.conf\\fR(5)).

            """
        for group in OptionGroup.allCases {
            let options = KioskOption.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            page += ".SS \(escape(group.rawValue))\n"
            for option in options {
                page += ".TP\n" + optionTag("\\-\\-" + escape(option.commandLineName).replacing("-", with: "\\-"), option) + "\n"
                page += description(of: option) + "\n"
            }
        }
        page += """
            .SH SIGNALS
            .TP
            .B SIGTERM\\fR, \\fBSIGINT\\fR, \\fBSIGHUP
            Stop cleanly: the screen is put back as it was, the last screenshot written.
            .TP
            .B SIGUSR1
            Write the screen to the \\fB\\-\\-screenshot\\fR file.
            .SH EXIT STATUS
            0 when the kiosk stopped as asked, 1 when it failed (a camera, screen or file it could not
            use), 2 for a bad option or config line, 3 when staff pressed Restart on the admin screen
            (the service's Restart=always starts it again).
            .SH FILES
            .TP
            .I /etc/kioskscan/kioskscan.conf
            The options of the kiosk the \\fBkioskscan\\fR service runs.
            .TP
            .I /var/lib/kioskscan/history.jsonl
            The service's history file: every capture, and where it was delivered.
            .SH SEE ALSO
            \\fBkioskscan.conf\\fR(5), \\fBsystemctl\\fR(1), \\fBjournalctl\\fR(1);
            /usr/share/doc/kioskscan/README.md

            """
        return page
    }

    /// kioskscan.conf(5).
    public static var configFile: String {
        var page = header(name: "KIOSKSCAN.CONF", section: 5, title: "File formats")
        page += """
            .SH NAME
            kioskscan.conf \\- settings of the KioskScan kiosk
            .SH SYNOPSIS
            .I /etc/kioskscan/kioskscan.conf
            .SH DESCRIPTION
            The options of \\fBkioskscan\\fR(1), read by \\fBkioskscan \\-\\-config\\fR \\fIFILE\\fR. The
            \\fBkioskscan\\fR service reads \\fI/etc/kioskscan/kioskscan.conf\\fR; after a change,
            \\fBsystemctl restart kioskscan\\fR.
            .PP
            One setting per line: \\fIname\\fR = \\fIvalue\\fR (or \\fIname value\\fR). A \\fB#\\fR starts a
            comment; a value in double quotes keeps its spaces and \\fB#\\fR. A flag is its name alone, or
            \\fIname\\fR = true (= false leaves it off). The names are the options' without the leading
            dashes; case, dots, dashes and underscores do not matter (\\fBfocus.size\\fR,
            \\fBfocus\\-size\\fR). A setting that may be repeated is given once per line. The first line that
            cannot be read stops the kiosk, naming the file, the line and what was expected.
            .SH SETTINGS

            """
        for group in OptionGroup.allCases {
            let options = KioskOption.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            page += ".SS \(escape(group.rawValue))\n"
            for option in options {
                page += ".TP\n" + optionTag(escape(option.name).replacing("-", with: "\\-"), option, separator: " = ") + "\n"
                page += description(of: option) + "\n"
            }
        }
        page += """
            .SH EXAMPLE
            .nf
            .RS
            # The first camera, the first screen turned a quarter, every capture kept.
            camera = auto
            display = drm
            rotate = 90
            history\\-file = /var/lib/kioskscan/history.jsonl
            deliver = https://shop.example/scans bearer\\-file=/etc/kioskscan/token
            .RE
            .fi
            .SH SEE ALSO
            \\fBkioskscan\\fR(1)

            """
        return page
    }

    static func header(name: String, section: Int, title: String) -> String {
        ".\\\" Written by KioskManual from the options' declarations: regenerate, do not edit.\n"
            + ".TH \(name) \(section) \"\" \"kioskscan \(KioskVersion.current)\" \"\(title)\"\n"
    }

    /// `.BI` of the name and its placeholder: `--camera-fps N`, `camera-fps = N`.
    static func optionTag(_ name: String, _ option: KioskOption, separator: String = " ") -> String {
        guard let placeholder = option.placeholder else { return ".B \(name)" }
        return ".BI \(name) \"\(separator)\(escape(placeholder))\""
    }

    /// The help as a sentence, what values it takes, whether it repeats, and its default.
    static func description(of option: KioskOption) -> String {
        var text = sentence(option.help)
        if let accepts = option.accepts { text += " " + sentence("From \(accepts)") }
        if let defaultText = option.defaultText { text += " " + sentence("Default: \(defaultText)") }
        return escape(text)
    }

    /// The text ended with a full stop. (Not capitalised: a help line may start with a value,
    /// `auto`, `drm:`, written as it is typed.)
    static func sentence(_ text: String) -> String { text.hasSuffix(".") ? text : text + "." }

    /// `kioskscan decode [OPTIONS] IMAGE...` with the command in bold.
    static func roffCommand(_ usage: String) -> String {
        let words = usage.split(separator: " ", maxSplits: 1)
        return "\\fB\(escape(String(words[0])))\\fR" + (words.count > 1 ? " " + escape(String(words[1])).replacing("-", with: "\\-") : "")
    }

    /// Text made safe for roff: backslashes written as `\e`, a line starting with `.` or `'`
    /// guarded by `\&`.
    public static func escape(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e")
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
