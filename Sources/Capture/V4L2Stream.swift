// V4L2Stream: mmap streaming on a V4L2 node: the buffers, their queue, stream on and off.
import CV4L2
import FoundationEssentials
import Glibc
import Synchronization
import SystemCall

/// A dequeued buffer: which one, how many bytes the driver filled, and its sequence number.
public struct FilledBuffer: Sendable {
    public let index: Int
    public let bytesUsed: Int
    public let sequence: UInt32
    /// The driver flagged the data as possibly corrupt (`V4L2_BUF_FLAG_ERROR`).
    public let flaggedError: Bool
}

/// The mapped buffers of a stream, shared with the frames lent out of them: a frame read in
/// place keeps its buffer mapped (and out of the driver's queue) until the frame is gone, even
/// when the stream has stopped (the camera unplugged) by then. Unmapped when the stream and the
/// last such frame are gone. (`@unchecked`: the mappings are raw pointers, fixed at init; the
/// list of returned buffers, touched from any thread a frame dies on, is behind a lock.)
final class StreamBuffers: @unchecked Sendable {
    let device: V4L2Device
    let mappings: [(start: UnsafeMutableRawPointer, length: Int)]
    /// Buffers whose frames are gone, not yet taken back; buffers lent and not taken back.
    private let counts = Mutex((returned: [Int](), out: 0))

    init(device: V4L2Device, mappings: [(start: UnsafeMutableRawPointer, length: Int)]) {
        self.device = device
        self.mappings = mappings
    }

    deinit { for mapping in mappings { device.unmap(mapping.start, length: mapping.length) } }

    /// Buffers lent as frames and not yet taken back with `takeReturned`.
    var lent: Int { counts.withLock { $0.out } }

    /// Buffer `index` as frame memory; when the last frame using it is gone, it waits in the
    /// returned list for the stream to queue it again.
    func lend(_ index: Int) -> FrameBuffer {
        counts.withLock { $0.out += 1 }
        return FrameBuffer(borrowing: mappings[index].start, count: mappings[index].length) { [self] _ in
            counts.withLock { $0.returned.append(index) }
        }
    }

    /// The lent buffers whose frames are gone since the last call.
    func takeReturned() -> [Int] {
        counts.withLock { counts in
            let indices = counts.returned
            counts.returned.removeAll(keepingCapacity: true)
            counts.out -= indices.count
            return indices
        }
    }
}

/// Buffer states: each buffer is either queued (the driver may fill it), dequeued (the kiosk
/// reads it and must queue it again), or lent (a frame reads it in place; it is queued again
/// once the frame is gone). Deinit stops the stream and lets the buffers go: unmapped and freed
/// at once, or when the last lent frame is gone.
public final class V4L2Stream {
    public let device: V4L2Device
    private var buffers: StreamBuffers?
    private var streaming = false

    /// Requests `count` mmap buffers (the driver may give more), maps and queues them all, and
    /// starts streaming.
    public init(device: V4L2Device, count: Int = 4) throws(SystemError) {
        self.device = device
        let granted = try Self.requestBuffers(count, on: device)
        guard granted >= 2 else { throw SystemError("VIDIOC_REQBUFS (only \(granted) buffers)", errno: ENOMEM, device: device.path) }
        var mappings: [(start: UnsafeMutableRawPointer, length: Int)] = []
        do throws(SystemError) {
            for index in 0..<granted {
                var buffer = Self.describe(index)
                try device.ioctl("VIDIOC_QUERYBUF", kiosk_vidioc_querybuf(), &buffer)
                let start = try device.map(length: Int(buffer.length), offset: Int64(buffer.m.offset))
                mappings.append((start, Int(buffer.length)))
                try device.ioctl("VIDIOC_QBUF", kiosk_vidioc_qbuf(), &buffer)
            }
            buffers = StreamBuffers(device: device, mappings: mappings)
            var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            try device.ioctl("VIDIOC_STREAMON", kiosk_vidioc_streamon(), &type)
            streaming = true
        } catch {
            if buffers == nil { buffers = StreamBuffers(device: device, mappings: mappings) }
            release()
            throw error
        }
    }

    deinit { release() }

    private func release() {
        if streaming {
            var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            _ = try? device.ioctl("VIDIOC_STREAMOFF", kiosk_vidioc_streamoff(), &type)
            streaming = false
        }
        // Unmapped now, or when the last lent frame is gone (the driver then frees the buffers
        // as their last mapping goes; until then REQBUFS 0 answers EBUSY, which is fine).
        buffers = nil
        _ = try? Self.requestBuffers(0, on: device)
    }

    /// Asks `device` for `count` mmap capture buffers (0 frees them); returns how many it gave.
    static func requestBuffers(_ count: Int, on device: V4L2Device) throws(SystemError) -> Int {
        var request = v4l2_requestbuffers()
        request.count = UInt32(count)
        request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        request.memory = V4L2_MEMORY_MMAP.rawValue
        try device.ioctl("VIDIOC_REQBUFS", kiosk_vidioc_reqbufs(), &request)
        return Int(request.count)
    }

    static func describe(_ index: Int) -> v4l2_buffer {
        var buffer = v4l2_buffer()
        buffer.index = UInt32(index)
        buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        buffer.memory = V4L2_MEMORY_MMAP.rawValue
        return buffer
    }

    public var bufferCount: Int { buffers?.mappings.count ?? 0 }

    /// Buffers lent as frames whose frames are not all gone yet.
    public var lent: Int { buffers?.lent ?? 0 }

    /// The next filled buffer, or nil when none is ready (never blocks: the node is non-blocking).
    /// Buffers whose lent frames are gone are queued again first.
    public func dequeue() throws(SystemError) -> FilledBuffer? {
        try queueReturned()
        var buffer = Self.describe(0)
        guard try device.ioctl("VIDIOC_DQBUF", kiosk_vidioc_dqbuf(), &buffer) else { return nil }
        return FilledBuffer(
            index: Int(buffer.index), bytesUsed: Int(buffer.bytesused), sequence: buffer.sequence,
            flaggedError: buffer.flags & UInt32(V4L2_BUF_FLAG_ERROR) != 0)
    }

    /// Gives the driver back the lent buffers whose frames are gone.
    public func queueReturned() throws(SystemError) {
        for index in buffers?.takeReturned() ?? [] { try queue(index) }
    }

    /// Gives a dequeued buffer back to the driver.
    public func queue(_ index: Int) throws(SystemError) {
        var buffer = Self.describe(index)
        try device.ioctl("VIDIOC_QBUF", kiosk_vidioc_qbuf(), &buffer)
    }

    /// The bytes of buffer `index` (valid while it is dequeued).
    public func bytes(of index: Int, count: Int) -> UnsafeRawBufferPointer {
        guard let buffers else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: buffers.mappings[index].start, count: min(count, buffers.mappings[index].length))
    }

    /// Dequeued buffer `index` as frame memory read in place, instead of queued again: it goes
    /// back to the driver (at a later `dequeue`) once the last frame using it is gone.
    public func lend(_ index: Int) -> FrameBuffer? {
        buffers?.lend(index)
    }

    /// How fast `device`'s buffers read against cached memory, timed on one buffer requested,
    /// mapped and freed again before streaming (nil when that fails or the buffer is too small).
    /// A camera whose buffers are mapped uncached (some DMA drivers) is better copied out once
    /// than read in place by the preview and the decoders.
    public static func readSpeed(of device: V4L2Device) -> MemoryReadSpeed? {
        guard let granted = try? requestBuffers(1, on: device), granted >= 1 else { return nil }
        defer { _ = try? requestBuffers(0, on: device) }
        var buffer = describe(0)
        guard (try? device.ioctl("VIDIOC_QUERYBUF", kiosk_vidioc_querybuf(), &buffer)) == true,
            let start = try? device.map(length: Int(buffer.length), offset: Int64(buffer.m.offset))
        else { return nil }
        defer { device.unmap(start, length: Int(buffer.length)) }
        return MemoryReadSpeed.measure(UnsafeRawPointer(start), bytes: Int(buffer.length))
    }
}
