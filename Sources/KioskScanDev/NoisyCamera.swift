// NoisyCamera: another camera's frames with a sensor's noise added (`bench --whole --noise`), so a
// file camera's still scene changes from frame to frame as a real camera's does.
import Capture
import Pixels
import SystemCall

/// Each frame of `camera` copied into a buffer of its own (from a pool: nothing allocated per
/// frame once the pool holds enough) with `noise` of the frame's sequence number added.
final class NoisyCamera: Camera {
    let camera: any Camera
    let noise: SensorNoise
    private var pool: FramePool?
    /// Seconds spent copying frames and adding noise, and the frames: what the noise itself costs
    /// the loop's thread (a real camera's noise costs nothing).
    private var spent = 0.0
    private var frames = 0
    var millisecondsPerFrame: Double { frames == 0 ? 0 : spent * 1000 / Double(frames) }

    init(_ camera: any Camera, noise: SensorNoise) {
        self.camera = camera
        self.noise = noise
    }

    var readableDescriptor: Int32? { camera.readableDescriptor }
    var summary: String { camera.summary + String(cFormat: ", sensor noise sigma %.1f levels", noise.sigma) }

    func nextFrame(at time: Double) throws(CameraError) -> Frame? {
        guard let frame = try camera.nextFrame(at: time) else { return nil }
        guard frame.format != .mjpeg, noise.sigma > 0 else { return frame }
        let start = monotonicNow()
        let copy = Self.copy(frame, pool: &pool)
        noise.add(to: copy, sequence: frame.sequence)
        spent += monotonicNow() - start
        frames += 1
        return copy
    }

    func giveBackFreedBuffers() throws(CameraError) { try camera.giveBackFreedBuffers() }
    func discardFrames() throws(CameraError) { try camera.discardFrames() }

    /// `frame`'s pixels in a tightly packed buffer from `pool` (made, or made anew, for the frame's size).
    static func copy(_ frame: Frame, pool: inout FramePool?) -> Frame {
        let layout = frame.format.packedLayout(width: frame.width, height: frame.height)
        let size = layout.reduce(0) { $0 + $1.stride * $1.rows }
        if pool?.size != size { pool = FramePool(size: size) }
        let buffer = pool!.buffer()
        var planes: [FramePlane] = []
        var offset = 0
        for (index, plane) in layout.enumerated() {
            let source = frame.planes[index]
            for row in 0..<plane.rows {
                (buffer.base + offset + row * plane.stride).copyMemory(from: source.base + row * source.stride, byteCount: plane.stride)
            }
            planes.append(FramePlane(buffer: buffer, offset: offset, stride: plane.stride))
            offset += plane.stride * plane.rows
        }
        return Frame(
            format: frame.format, width: frame.width, height: frame.height, planes: planes, timestamp: frame.timestamp, sequence: frame.sequence,
            fullRange: frame.fullRange)
    }
}
