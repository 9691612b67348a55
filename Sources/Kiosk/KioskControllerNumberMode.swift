// KioskControllerNumberMode: the controller's Number mode: where in a frame a price is looked
// for, and a reading on its way to a capture once consecutive frames agree.
import Capture
import Decode
import OCR
import Pixels

extension KioskController {
    // MARK: Number mode

    /// Whether camera frames should be read for a price now (the scanner tab, Number mode, no result).
    public var wantsReading: Bool {
        guard view.tab == .scanner, view.mode == .number else { return false }
        if case .scanning = machine.phase { return true }
        return false
    }

    /// The part of a `width` x `height` camera frame that shows inside the focus square: where
    /// a price is looked for.
    public func numberRegion(frameWidth width: Int, frameHeight height: Int) -> PixelRect {
        layout.cutoutRegion(frameWidth: width, frameHeight: height, mirrored: mirror)
    }

    /// The part of a `width` x `height` camera frame the decoders read: the focus square with a
    /// margin (`BarcodeReader.region`), so that a code whose centre is in the square (the only
    /// codes that count, `decoded`) is read whole.
    public func decodeRegion(frameWidth width: Int, frameHeight height: Int) -> PixelRect {
        BarcodeReader.region(around: numberRegion(frameWidth: width, frameHeight: height), in: PixelSize(width: width, height: height).bounds)
    }

    /// The reader's result for `frame` (nil: no number in the focus square), taken at `seen`
    /// (default `time`) and arriving at `time`. A price counts once consecutive frames agree on
    /// it (`ReadingConsensus`); then it is captured (auto) or lights the shutter (manual), as a
    /// code does in Barcode mode.
    public func read(_ reading: NumberReading?, in frame: Frame, seen: Double? = nil, at time: Double) {
        guard wantsReading else { return }
        paced(at: time)
        if let reading { machine.stillSeen([reading.detection], at: seen ?? time) }
        if let agreed = consensus.add(reading) {
            let detection = agreed.detection
            shutter.offer([detection], in: frame, at: time)
            if captureMode == .auto {
                if let record = machine.detected([detection], in: frame, seen: seen, at: time) { captured(record, at: time) }
            } else {
                machine.saw([detection], at: seen ?? time)
            }
        } else if reading == nil {
            shutter.missed()
        }
        updateShutter(at: time)
    }
}
