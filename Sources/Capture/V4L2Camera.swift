// V4L2Camera: a streaming V4L2 camera: negotiates its mode, applies controls, and turns the
// newest filled buffer into a frame (read in place, copied into pooled memory, or decoded when
// MJPEG).
import FoundationEssentials
import Glibc
import Pixels
import SystemCall

public final class V4L2Camera: Camera {
    public let device: V4L2Device
    public let capabilities: V4L2Capabilities
    public let mode: CameraMode
    public let active: V4L2Device.ActiveFormat
    private let stream: V4L2Stream
    private let pixelFormat: PixelFormat
    private let pool: FramePool
    private var mjpeg: MJPEGDecoder?
    /// Whether frames are the driver's buffers read in place rather than copies of them.
    public let readsInPlace: Bool
    private var frameCount: UInt64 = 0
    /// MJPEG frames that were truncated or corrupt and were dropped.
    public private(set) var droppedCorrupt = 0
    /// Frames the driver flagged as bad (`V4L2_BUF_FLAG_ERROR`), dropped.
    public private(set) var droppedFlagged = 0
    /// Older frames skipped because a newer one was ready in the same read.
    public private(set) var skipped = 0
    /// Frames the driver numbered but never delivered (gaps in its sequence): it had no buffer
    /// to fill, or the device dropped them.
    public private(set) var missed = 0
    /// Frames given straight back though the camera reads in place: the kiosk held too many.
    public private(set) var heldBack = 0
    /// Frames copied out though the camera reads in place: the kiosk held too many for longer
    /// than `longestHoldBack` frames.
    public private(set) var copiedWhileHeld = 0
    /// Frames given straight back unread while the kiosk showed no live picture (`discardFrames`).
    public private(set) var unwanted = 0
    /// Frames held back in a row (after `longestHoldBack` of them, the next is copied).
    private var heldBackRun = 0
    /// The most frames given back in a row before one is copied: the preview's longest stall.
    public static let longestHoldBack = 3
    private var lastDriverSequence: UInt32?
    /// What the camera could not do as asked but runs without (for the log).
    public private(set) var notes: [String] = []

    /// Buffers asked for when frames are read in place. The kiosk holds two or three frames at
    /// once (the preview's, the one being decoded, and a capture on screen or offered to the
    /// shutter), seldom a fourth (a result on its way to the loop) and, for a moment, one more:
    /// the new frame, before the preview lets its old one go. A frame is read in place while
    /// that leaves the driver a buffer to fill (`newestFrame`), and the buffers of frames that
    /// are gone go back to the driver as soon as a frame has been handed on
    /// (`giveBackFreedBuffers`), so it seldom has fewer than two. Each buffer is a whole frame
    /// (4 MB at 1080p YUYV): one more than needed costs that much resident memory for the
    /// kiosk's lifetime. One fewer costs more: with four, whenever the kiosk holds three frames
    /// (Number mode, whose reader holds a frame of its own; a slow loop), frames are given back
    /// unread or copied, each copy a new 4 MB block, so the peak does not fall and frames of
    /// preview are lost; with five, none is (measured twice: commits b3e897a and b9987f2).
    public static let inPlaceBufferCount = 5

    /// Chooses the mode (see `CameraModeChooser`), sets it, sets `focus` and `exposure` through the
    /// controls the camera has (`V4L2FocusExposure`: what it cannot set is noted, never a
    /// failure), then `controls` (name, value; after them, so a control named there wins), and
    /// starts streaming: with `inPlaceBufferCount` mmap buffers when frames can be read in place
    /// (the driver's buffers are cached memory, laid out as the kiosk's frames are, and hold raw
    /// pixels rather than MJPEG or libv4l2's conversions), else `bufferCount`, each frame copied
    /// out.
    public init(
        device: V4L2Device, capabilities: V4L2Capabilities, size: (width: Int, height: Int)? = nil, frameRate: Double? = nil,
        format: PixelFormat? = nil, focus: CameraFocus? = nil, exposure: CameraExposure? = nil, controls: [(name: String, value: String)] = [],
        bufferCount: Int = 4
    ) throws(CameraError) {
        self.device = device
        self.capabilities = capabilities
        let formats: [CameraFormat]
        do { formats = try device.formats() } catch { throw CameraError(error) }
        let chosen = try CameraModeChooser.choose(formats, size: size, frameRate: frameRate, format: format)
        let active: V4L2Device.ActiveFormat
        do { active = try device.setFormat(fourcc: chosen.fourcc, width: chosen.width, height: chosen.height) } catch { throw CameraError(error) }
        guard let pixelFormat = PixelFormat(fourcc: active.fourcc) ?? (active.fourcc == PixelFormat.fourcc("JPEG") ? .mjpeg : nil) else {
            throw CameraError("\(device.path) switched to \(PixelFormat.name(ofFourcc: active.fourcc)), which the kiosk cannot read")
        }
        let rate = device.setFrameRate(chosen.frameRate) ?? chosen.frameRate
        mode = CameraMode(fourcc: active.fourcc, width: active.width, height: active.height, frameRate: rate, emulated: chosen.emulated)
        self.active = active
        self.pixelFormat = pixelFormat
        let available = controls.isEmpty && focus == nil && exposure == nil ? [] : device.controls()
        notes += device.apply(V4L2FocusExposure(focus: focus, exposure: exposure, controls: available))
        if available.isEmpty, focus != nil || exposure != nil, device.access == .direct {
            notes.append(
                "under libcamerify no control reaches the camera: focus and exposure are libcamera's (a Camera Module 3's lens rests at its tuning file's default: 20 cm with the package's copy, else 1 m)"
            )
        }
        if !controls.isEmpty {
            if available.isEmpty {
                // libcamera's V4L2 layer answers every control ioctl with ENOTTY: the same
                // config file then still runs with a Pi camera, without its USB camera's controls.
                notes.append("camera controls not set (\(controls.map(\.name).joined(separator: ", "))): \(device.path) offers no controls")
            } else {
                for control in controls { try device.setControl(control.name, to: control.value, among: available) }
            }
        }
        let layout = pixelFormat == .mjpeg ? [(stride: 0, rows: 0)] : pixelFormat.packedLayout(width: active.width, height: active.height)
        if pixelFormat == .mjpeg { mjpeg = try MJPEGDecoder() }
        // In place only where reading the buffers costs what reading a copy would: mapped
        // uncached, every read the preview and the decoders make would go to DRAM on its own.
        var inPlace = false
        if pixelFormat != .mjpeg, !chosen.emulated, active.bytesPerLine <= layout[0].stride {
            if let speed = V4L2Stream.readSpeed(of: device) {
                inPlace = !speed.isSlower(than: 3)
                notes.append("frames \(inPlace ? "read in place" : "copied out (uncached memory)"): a driver buffer \(speed.description)")
            }
        }
        readsInPlace = inPlace
        // Read in place, a copy is the exception (the kiosk held too many frames): its memory
        // goes back to the system with the frame instead of staying resident as a spare.
        pool = FramePool(size: layout.reduce(0) { $0 + $1.stride * $1.rows }, limit: inPlace ? 0 : 6)
        do { stream = try V4L2Stream(device: device, count: inPlace ? Self.inPlaceBufferCount : bufferCount) } catch { throw CameraError(error) }
    }

    public var readableDescriptor: Int32? { device.fd }

    public var summary: String {
        "\(device.path) (\(capabilities.card), \(capabilities.driver)): \(mode)"
    }

    /// Whether a filled buffer is waiting (poll with no wait). Dequeuing only then keeps
    /// libv4l2 from logging every "nothing yet" (EAGAIN) as an error.
    private var bufferReady: Bool {
        var descriptor = pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents != 0
    }

    /// Reads every buffer that is ready, keeps the newest good one, gives the others straight
    /// back, and returns it as a frame (nil when none is ready or all were bad).
    public func nextFrame(at time: Double) throws(CameraError) -> Frame? {
        do {
            return try newestFrame(at: time)
        } catch {
            throw CameraError(error)
        }
    }

    /// Gives every filled buffer straight back to the driver, unread and not decoded: no live
    /// picture is shown now. Counted in `frameCounts`, not as frames read.
    public func discardFrames() throws(CameraError) {
        do {
            while bufferReady, let filled = try stream.dequeue() {
                noteDriverSequence(filled.sequence)
                unwanted += 1
                try stream.queue(filled.index)
            }
        } catch {
            throw CameraError(error)
        }
    }

    /// Counts the frames the driver missed between the last buffer and this one.
    private func noteDriverSequence(_ sequence: UInt32) {
        if let last = lastDriverSequence, sequence &- last > 1, sequence &- last < 1 << 16 {
            missed += Int(sequence &- last - 1)
        }
        lastDriverSequence = sequence
    }

    /// Queues again the driver buffers whose frames are gone, for the driver to fill before the
    /// next frame is due rather than when it is read.
    public func giveBackFreedBuffers() throws(CameraError) {
        do { try stream.queueReturned() } catch { throw CameraError(error) }
    }

    /// Frames read, and how many were skipped, missed, or copied though read in place (the log's
    /// line when the camera is released).
    public var frameCounts: String {
        "\(frameCount) frames read, \(skipped) skipped for a newer one, \(missed) missed by the driver"
            + (readsInPlace
                ? ", \(heldBack) given back and \(copiedWhileHeld) copied while the kiosk held \(stream.bufferCount - 1) driver buffers" : "")
            + (droppedCorrupt + droppedFlagged > 0 ? ", \(droppedCorrupt + droppedFlagged) dropped as corrupt" : "")
            + (unwanted > 0 ? ", \(unwanted) given back unread while no live picture showed" : "")
    }

    /// The next frame's sequence number (frames read so far).
    private func nextSequence() -> UInt64 {
        defer { frameCount += 1 }
        return frameCount
    }

    private func newestFrame(at time: Double) throws(SystemError) -> Frame? {
        var newest: FilledBuffer?
        while bufferReady, let filled = try stream.dequeue() {
            noteDriverSequence(filled.sequence)
            if filled.flaggedError || filled.bytesUsed == 0 {
                droppedFlagged += 1
                try stream.queue(filled.index)
                continue
            }
            if let previous = newest {
                skipped += 1
                try stream.queue(previous.index)
            }
            newest = filled
        }
        guard let filled = newest else { return nil }
        if readsInPlace, filled.bytesUsed >= pool.size {
            // Lent, the driver keeps at least one buffer; the preview's old frame (counted in
            // `lent` until it is replaced by this one) gives it a second.
            if stream.lent < stream.bufferCount - 1, let buffer = stream.lend(filled.index) {
                heldBackRun = 0
                return inPlace(buffer, timestamp: time, sequence: nextSequence())
            }
            // The kiosk holds too many frames: this one goes straight back, as a frame the
            // driver missed would (a 4 MB copy would raise the peak for a frame of preview).
            // After `longestHoldBack` in a row, one is copied: the preview never stalls longer.
            if heldBackRun < Self.longestHoldBack {
                heldBackRun += 1
                heldBack += 1
                try stream.queue(filled.index)
                return nil
            }
            heldBackRun = 0
            copiedWhileHeld += 1
        }
        // A frame given back above is not counted as read: it never reached the kiosk.
        let sequence = nextSequence()
        let bytes = stream.bytes(of: filled.index, count: filled.bytesUsed)
        var frame: Frame?
        if let mjpeg {
            do { frame = try mjpeg.decode(bytes, timestamp: time, sequence: sequence) } catch { droppedCorrupt += 1 }
        } else {
            frame = copy(bytes, timestamp: time, sequence: sequence)
        }
        // Read: the buffer goes back to the driver. One it will not take back is an error the
        // supervisor handles (the camera opened again), never a buffer silently lost, which
        // would stall the stream once all were.
        try stream.queue(filled.index)
        return frame
    }

    /// A lent driver buffer as a frame: its planes where the packed layout puts them (the driver
    /// lays them out so: checked at init).
    private func inPlace(_ buffer: FrameBuffer, timestamp: Double, sequence: UInt64) -> Frame {
        var planes: [FramePlane] = []
        var offset = 0
        for plane in pixelFormat.packedLayout(width: active.width, height: active.height) {
            planes.append(FramePlane(buffer: buffer, offset: offset, stride: plane.stride))
            offset += plane.stride * plane.rows
        }
        return Frame(
            format: pixelFormat, width: active.width, height: active.height, planes: planes, timestamp: timestamp,
            sequence: sequence, fullRange: active.fullRange)
    }

    /// The buffer's pixels copied into pooled memory, tightly packed (the driver's stride may be
    /// wider), so the buffer can go straight back to the driver.
    private func copy(_ bytes: UnsafeRawBufferPointer, timestamp: Double, sequence: UInt64) -> Frame? {
        let layout = pixelFormat.packedLayout(width: active.width, height: active.height)
        let sourceStride = max(active.bytesPerLine, layout[0].stride)
        // Planar formats: planes follow each other; chroma strides scale with the luma stride.
        var needed = 0
        for (index, plane) in layout.enumerated() {
            let stride = index == 0 ? sourceStride : sourceStride * plane.stride / max(1, layout[0].stride)
            needed += stride * plane.rows
        }
        guard bytes.count >= needed - (sourceStride - layout[0].stride) else { return nil }
        let buffer = pool.buffer()
        var planes: [FramePlane] = []
        var source = 0, destination = 0
        for (index, plane) in layout.enumerated() {
            let stride = index == 0 ? sourceStride : sourceStride * plane.stride / max(1, layout[0].stride)
            for row in 0..<plane.rows {
                (buffer.base + destination + row * plane.stride).copyMemory(from: bytes.baseAddress! + source + row * stride, byteCount: plane.stride)
            }
            planes.append(FramePlane(buffer: buffer, offset: destination, stride: plane.stride))
            source += stride * plane.rows
            destination += plane.stride * plane.rows
        }
        return Frame(
            format: pixelFormat, width: active.width, height: active.height, planes: planes, timestamp: timestamp,
            sequence: sequence, fullRange: active.fullRange)
    }
}
