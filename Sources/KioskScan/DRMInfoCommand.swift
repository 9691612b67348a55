// DRMInfoCommand: `kioskscan drm-info [CARD...]`, what each card offers and what the kiosk
// would choose there — for choosing --connector and --display-mode on a new board.
import Display
import FoundationEssentials
import Kiosk
import SystemCall

enum DRMInfoCommand {
    static let usage = """
        usage: kioskscan drm-info [--connector NAME] [--display-mode WxH[@HZ]] [CARD...]
        Lists each DRM card's connectors (with their modes), encoders, CRTCs and planes, and the
        configuration `kioskscan --display drm:CARD` would choose. Default: every /dev/dri/cardN.
        Only reads: works while another program shows the screen.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var request = ScreenRequest()
        var cards: [String] = []
        var scanner = ArgumentScanner(arguments)
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .positional(let card): cards.append(card)
                case .option("-h"), .option("--help"):
                    print(usage)
                    return 0
                case .option("--connector"): request.connector = try scanner.value()
                case .option(let name) where name == "--display-mode" || name == "--mode":
                    let value = try scanner.value()
                    if name == "--mode" { StandardStream.error.write("kioskscan drm-info: --mode is now --display-mode; the old name still works\n") }
                    do { request.mode = try ModeRequest(parsing: value) } catch { throw .refused(value, because: error, option: name) }
                case .option: throw scanner.unknownOption
                }
            }
        } catch {
            if case .invalid = error { return fail("\(error)") }
            return fail("\(error)\n\(usage)")
        }
        if cards.isEmpty {
            cards = DRMCardFinder.cards()
            guard !cards.isEmpty else {
                StandardStream.error.write("kioskscan drm-info: no DRM card in /dev/dri\n")
                return 1
            }
        }
        var status: Int32 = 0
        for card in cards {
            do {
                let device = try DRMDevice(path: card, requireMaster: false)
                let resources = try device.readResources()
                print(describe(resources, atomic: device.atomic))
                do {
                    let choice = try ModeSelection.choose(request, on: resources, planeRotation: device.atomic)
                    print("  kiosk would use: \(choice.summary)")
                } catch {
                    print("  kiosk would not use it: \(error)")
                }
            } catch {
                StandardStream.error.write("kioskscan drm-info: \(error)\n")
                status = 1
            }
        }
        return status
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan drm-info: \(message)\n")
        return 2
    }

    static func hex(_ mask: UInt32) -> String { "0x" + String(mask, radix: 16) }

    static func fourcc(_ code: UInt32) -> String {
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }, as: UTF8.self)
    }

    static func describe(_ card: CardResources, atomic: Bool) -> String {
        var lines = ["\(card.path) (\(card.driver)), \(atomic ? "atomic" : "legacy only")"]
        for c in card.connectors {
            lines.append(
                "  connector \(c.id) \(c.name): \(c.status), encoders \(c.encoders)"
                    + (c.currentEncoder.map { ", on encoder \($0)" } ?? ""))
            if !c.modes.isEmpty {
                lines.append("    modes: " + c.modes.map { "\($0)\($0.isPreferred ? " (preferred)" : "")" }.joined(separator: ", "))
            }
        }
        for e in card.encoders {
            lines.append("  encoder \(e.id): CRTCs \(hex(e.possibleCRTCs))" + (e.currentCRTC.map { ", on CRTC \($0)" } ?? ""))
        }
        for c in card.crtcs {
            lines.append(
                "  CRTC \(c.id) (index \(c.index)): " + (c.mode.map { "\($0)" } ?? "off")
                    + (c.framebuffer.map { ", framebuffer \($0)" } ?? ""))
        }
        for p in card.planes {
            let rotation =
                p.rotations.map { r in
                    [
                        (PlaneRotations.rotate0, "0"), (.rotate90, "90"), (.rotate180, "180"), (.rotate270, "270"), (.reflectX, "reflect-x"),
                        (.reflectY, "reflect-y"),
                    ].filter { r.contains($0.0) }.map(\.1).joined(separator: " ")
                } ?? "none"
            lines.append(
                "  plane \(p.id): \(p.kind), CRTCs \(hex(p.possibleCRTCs)), formats \(p.formats.map(fourcc).joined(separator: " "))"
                    + (p.currentCRTC.map { ", on CRTC \($0)" } ?? "") + ", rotation: \(rotation)")
        }
        return lines.joined(separator: "\n")
    }
}
