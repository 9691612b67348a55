// RunCommand: `kioskscan [OPTIONS]`, the kiosk itself.
import FoundationEssentials
import Kiosk
import SystemCall
import Wire

enum RunCommand {
    static var help: String {
        """
        KioskScan \(KioskVersion.current): a full-screen camera scanning kiosk for Linux.

        \(usage)
        Each command's --help says more; the manual: man kioskscan, man kioskscan.conf.
        The development tools (bench, corpus, storyboard, frames, banner, price-tags): kioskscan-dev --help

        Every capture is written to standard output as one JSON line:
          {"event":"capture","number":1,"symbology":"qr","text":"…","time":1.234}
        Messages go to standard error.

        Options (also accepted in a config file as 'name = value', one per line, '#' comments;
        --config is read where it stands, so later options override it):
          --config FILE               read options from FILE
        \(OptionTable.help)

        Example, on the screen (the console's VT is switched to graphics mode and back at exit;
        SIGINT/SIGTERM stop the kiosk cleanly and put the screen back as it was):
          kioskscan --camera v4l2:/dev/video0 --display drm --connector HDMI-A-1 --rotate 90

        Example, headless and reproducible:
          kioskscan --camera file:photo.webp --display png:/tmp/frames --clock virtual --fps 30 --frames 90
        """
    }

    /// The commands, one per line, from the list the manual also prints.
    static var usage: String {
        let width = KioskManual.commands.map(\.usage.count).max() ?? 0
        return KioskManual.commands.enumerated().map { index, command in
            (index == 0 ? "usage: " : "       ") + command.usage + String(repeating: " ", count: width - command.usage.count + 3) + command.summary
        }.joined(separator: "\n")
    }

    static func run(_ arguments: [String]) -> Int32 {
        // First of all, so that a SIGTERM arriving while the options are read or the screen is
        // opened waits for the loop and ends the run cleanly instead of killing it.
        let signals: SignalDescriptor
        do { signals = try KioskRunner.stopSignals() } catch {
            StandardStream.error.write("kioskscan: \(error)\n")
            return 1
        }
        var options = KioskOptions()
        do {
            for notice in try OptionTable.parse(arguments: arguments, into: &options) { StandardStream.error.write("kioskscan: \(notice)\n") }
        } catch {
            StandardStream.error.write("kioskscan: \(error)\n")
            return 2
        }
        do {
            let runner = try KioskRunner(options: options, signals: signals)
            return try runner.run().restart ? KioskRunner.restartStatus : 0
        } catch let error as OptionError {
            StandardStream.error.write("kioskscan: \(error)\n")
            return 2
        } catch {
            StandardStream.error.write("kioskscan: \(error)\n")
            return 1
        }
    }
}
