// DRMCardFinder: which card, connector, CRTC, plane and mode the kiosk lights — the card opened,
// the choice made (ModeSelection) and the layout tested — apart from presenting frames.
import FoundationEssentials
import SystemCall

/// What discovery hands the display: an open card whose DRM master the kiosk is, the path
/// commits go through, the choice a test commit accepted, and the buffer it was tested with.
struct FoundScreen {
    let device: DRMDevice
    let path: ScanoutPath
    let choice: ScreenChoice
    /// A scan-out buffer of the layout's size, the first of the display's.
    let buffer: DumbBuffer
}

/// Finding the screen (kmscube's card → connector → CRTC → mode, libcamera cam's TEST_ONLY
/// before the first commit). Nothing here changes what the screen shows.
public enum DRMCardFinder {
    /// The card nodes, in number order: `/dev/dri/card0`, `/dev/dri/card1`, … (render nodes
    /// and the other files of /dev/dri left out).
    public static func cards() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? [])
            .filter { $0.hasPrefix("card") && Int($0.dropFirst(4)) != nil }
            .sorted { Int($0.dropFirst(4))! < Int($1.dropFirst(4))! }
            .map { "/dev/dri/" + $0 }
    }

    /// Opens the card, chooses, picks the atomic or the legacy path, and tests the layout.
    static func find(_ options: DRMDisplayOptions, log: (String) -> Void) throws(DisplayError) -> FoundScreen {
        let (device, choice) = try open(options)
        let path: ScanoutPath = device.atomic && !options.legacy ? AtomicScanout(device: device) : LegacyScanout(device: device)
        let (accepted, buffer) = try test(choice, device: device, path: path, log: log)
        return FoundScreen(device: device, path: path, choice: accepted, buffer: buffer)
    }

    /// The given card, or the first card that has a screen (matching `--connector` when given)
    /// connected; the configuration chosen on it.
    static func open(_ options: DRMDisplayOptions) throws(DisplayError) -> (DRMDevice, ScreenChoice) {
        func attempt(_ path: String) throws(DisplayError) -> (DRMDevice, ScreenChoice) {
            let device = try DRMDevice(path: path, wantAtomic: !options.legacy)
            return (device, try choose(options.screen, on: device, planeRotation: device.atomic))
        }
        if let card = options.card { return try attempt(card) }
        let cards = cards()
        guard !cards.isEmpty else { throw DisplayError("no DRM card in /dev/dri (no display driver loaded?)") }
        var reasons: [DisplayError] = []
        for card in cards {
            do throws(DisplayError) { return try attempt(card) } catch { reasons.append(error) }
        }
        if reasons.count == 1 { throw reasons[0] }
        throw DisplayError("no card has a screen to use: " + reasons.map(\.description).joined(separator: "; "))
    }

    /// Tests the layout before anything reaches the screen: with the plane turning the picture
    /// if it can, else (or if TEST_ONLY refuses that) with Render turning it. Returns the
    /// choice accepted and the buffer the test used.
    static func test(
        _ choice: ScreenChoice, device: DRMDevice, path: ScanoutPath,
        log: (String) -> Void
    ) throws(DisplayError) -> (ScreenChoice, DumbBuffer) {
        var fallback = choice
        fallback.rotatesInPlane = false
        for candidate in choice.rotatesInPlane ? [choice, fallback] : [choice] {
            let layout = ScanoutLayout(candidate)
            do throws(SystemError) {
                let buffer = try DumbBuffer(device: device, width: layout.bufferWidth, height: layout.bufferHeight)
                try path.test(layout, framebuffer: buffer.framebuffer)
                return (candidate, buffer)
            } catch {
                if candidate.rotatesInPlane {
                    log("drm: the plane cannot turn the picture (\(error)); Render turns it")
                    continue
                }
                throw DisplayError("\(device.path) refused \(candidate.summary): \(error)", cause: error)
            }
        }
        throw DisplayError("\(device.path): no layout passed the test commit")
    }

    /// Chooses again on the connector in use (another screen may be plugged in there now),
    /// after a hot-plug or a failed commit. The plane turns the picture only if it did before
    /// (the layout tested at start-up).
    static func chooseAgain(
        _ request: ScreenRequest, on device: DRMDevice,
        after previous: ScreenChoice
    ) throws(DisplayError) -> ScreenChoice {
        var request = request
        request.connector = previous.connector.name
        return try choose(request, on: device, planeRotation: previous.rotatesInPlane)
    }

    /// Reads the card (probing its connectors) and applies ModeSelection's rules.
    static func choose(_ request: ScreenRequest, on device: DRMDevice, planeRotation: Bool) throws(DisplayError) -> ScreenChoice {
        let resources: CardResources
        do throws(SystemError) { resources = try device.readResources() } catch { throw DisplayError(error) }
        do throws(SelectionError) {
            return try ModeSelection.choose(request, on: resources, planeRotation: planeRotation)
        } catch {
            throw DisplayError(error)
        }
    }
}
