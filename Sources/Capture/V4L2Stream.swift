// V4L2Stream: mmap streaming on a V4L2 node: the buffers, their queue, stream on and off.
import CV4L2
import Glibc
import SystemCall

/// A dequeued buffer: which one, how many bytes the driver filled, and its sequence number.
public struct FilledBuffer: Sendable {
    public let index: Int
    public let bytesUsed: Int
    public let sequence: UInt32
    /// The driver flagged the data as possibly corrupt (`V4L2_BUF_FLAG_ERROR`).
    public let flaggedError: Bool
}

/// Buffer states: each buffer is either queued (the driver may fill it) or dequeued (the kiosk
/// reads it and must queue it again). Owns the mappings: deinit stops the stream, unmaps and
/// frees the buffers, in that order.
public final class V4L2Stream {
    public let device: V4L2Device
    private var mappings: [(start: UnsafeMutableRawPointer, length: Int)] = []
    private var streaming = false

    /// Requests `count` mmap buffers (the driver may give more), maps and queues them all, and
    /// starts streaming.
    public init(device: V4L2Device, count: Int = 4) throws(SystemError) {
        self.device = device
        var request = v4l2_requestbuffers()
        request.count = UInt32(count)
        request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        request.memory = V4L2_MEMORY_MMAP.rawValue
        try device.ioctl("VIDIOC_REQBUFS", kiosk_vidioc_reqbufs(), &request)
        guard request.count >= 2 else { throw SystemError("VIDIOC_REQBUFS (only \(request.count) buffers)", errno: ENOMEM, device: device.path) }
        do throws(SystemError) {
            for index in 0..<Int(request.count) {
                var buffer = Self.describe(index)
                try device.ioctl("VIDIOC_QUERYBUF", kiosk_vidioc_querybuf(), &buffer)
                let start = try device.map(length: Int(buffer.length), offset: Int64(buffer.m.offset))
                mappings.append((start, Int(buffer.length)))
                try device.ioctl("VIDIOC_QBUF", kiosk_vidioc_qbuf(), &buffer)
            }
            var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            try device.ioctl("VIDIOC_STREAMON", kiosk_vidioc_streamon(), &type)
            streaming = true
        } catch {
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
        for mapping in mappings { device.unmap(mapping.start, length: mapping.length) }
        mappings.removeAll()
        var request = v4l2_requestbuffers()
        request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        request.memory = V4L2_MEMORY_MMAP.rawValue
        _ = try? device.ioctl("VIDIOC_REQBUFS", kiosk_vidioc_reqbufs(), &request)
    }

    static func describe(_ index: Int) -> v4l2_buffer {
        var buffer = v4l2_buffer()
        buffer.index = UInt32(index)
        buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        buffer.memory = V4L2_MEMORY_MMAP.rawValue
        return buffer
    }

    public var bufferCount: Int { mappings.count }

    /// The next filled buffer, or nil when none is ready (never blocks: the node is non-blocking).
    public func dequeue() throws(SystemError) -> FilledBuffer? {
        var buffer = Self.describe(0)
        guard try device.ioctl("VIDIOC_DQBUF", kiosk_vidioc_dqbuf(), &buffer) else { return nil }
        return FilledBuffer(
            index: Int(buffer.index), bytesUsed: Int(buffer.bytesused), sequence: buffer.sequence,
            flaggedError: buffer.flags & UInt32(V4L2_BUF_FLAG_ERROR) != 0)
    }

    /// Gives a dequeued buffer back to the driver.
    public func queue(_ index: Int) throws(SystemError) {
        var buffer = Self.describe(index)
        try device.ioctl("VIDIOC_QBUF", kiosk_vidioc_qbuf(), &buffer)
    }

    /// The bytes of buffer `index` (valid while it is dequeued).
    public func bytes(of index: Int, count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: mappings[index].start, count: min(count, mappings[index].length))
    }
}
