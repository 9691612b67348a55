// PNGDirectoryDisplay: the offscreen display `png:DIR`, writing frames as numbered PNG files.
import FoundationEssentials
import Render
import SystemCall
import Wire

/// Writes frames to `DIR/NNNNNN.png` (the frame index, zero-padded): every frame, every Nth, or
/// the first frame at or after each of a list of times.
public final class PNGDirectoryDisplay: Display {
    public enum Schedule: Sendable, Equatable {
        /// Every `n`th frame, starting with frame 0.
        case every(Int)
        /// The first frame at or after each time (seconds on the kiosk clock).
        case at([Double])
    }

    public let directory: String
    public let schedule: Schedule
    private let image: PixelImage
    private var pendingTimes: [Double]
    /// The files written so far, in order.
    public private(set) var written: [String] = []
    public private(set) var isPoweredOn = true
    /// Each `setPower` that changed the power, with the index of the next frame presented
    /// (what tests check "the screen was off from frame N" with).
    public private(set) var powerChanges: [(nextFrame: Int, on: Bool)] = []
    private var nextIndex = 0
    /// What a screen that is off shows: black (made when first needed).
    private var dark: PixelImage?

    public init(directory: String, width: Int, height: Int, schedule: Schedule = .every(1)) throws(DisplayError) {
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { throw DisplayError("png display size \(width)x\(height) out of range") }
        do throws(SystemError) { try Folder.create(directory) } catch {
            throw DisplayError("cannot create \(directory): \(error.reason)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else { throw DisplayError("\(directory) is not writable") }
        self.directory = directory
        self.schedule = schedule
        image = PixelImage(width: width, height: height)
        if case .at(let times) = schedule { pendingTimes = times.sorted() } else { pendingTimes = [] }
    }

    public var width: Int { image.width }
    public var height: Int { image.height }

    public func nextSurface() -> PixelSurface { image.surface }

    /// Whether frame `index` at `time` is written.
    func isDue(index: Int, time: Double) -> Bool {
        switch schedule {
        case .every(let n): return index % max(1, n) == 0
        case .at:
            // A tiny tolerance: virtual frame times are sums of 1/fps and land a hair early.
            guard let next = pendingTimes.first, time + 1e-9 >= next else { return false }
            while let first = pendingTimes.first, time + 1e-9 >= first { pendingTimes.removeFirst() }
            return true
        }
    }

    /// Frames presented while the power is off are written black, as the screen would look.
    public func present(index: Int, time: Double) throws(DisplayError) {
        nextIndex = index + 1
        guard isDue(index: index, time: time) else { return }
        let name = String(cFormat: "%06d.png", index)
        let path = PathName.join(directory, name)
        let shown: PixelImage
        if isPoweredOn {
            shown = image
        } else {
            shown = dark ?? PixelImage(width: width, height: height)
            dark = shown
        }
        do throws(PNGWriteError) { try PNGWriter.write(shown.surface, to: path) } catch { throw DisplayError(error.description) }
        written.append(path)
    }

    public func setPower(on: Bool) {
        guard on != isPoweredOn else { return }
        isPoweredOn = on
        powerChanges.append((nextIndex, on))
    }

    /// The last frame drawn (every frame is drawn into the same image).
    public func screenshot() -> PixelImage? {
        let copy = PixelImage(width: width, height: height)
        copy.surface.copy(from: image.surface)
        return copy
    }

    public var summary: String {
        let when: String
        switch schedule {
        case .every(1): when = "every frame"
        case .every(let n): when = "every \(n)\(n % 10 == 2 && n % 100 != 12 ? "nd" : n % 10 == 3 && n % 100 != 13 ? "rd" : "th") frame"
        case .at(let times): when = "at " + times.map { String($0) + " s" }.joined(separator: ", ")
        }
        return "png:\(directory) \(width)x\(height), \(when)"
    }
}
