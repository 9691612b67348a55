// FileCamera: the `file:` camera, playing still images as if a camera were filming them.
import FoundationEssentials
import Glibc
import Pixels
import SystemCall

/// Plays one image, a folder of images (sorted by name) or a comma-separated list, delivering
/// frames at `fps` and showing each image for `hold` seconds (0: one frame each, for recorded
/// sequences), looping. Images are decoded when first shown and the current one is kept; an
/// image that fails to decode is reported once and skipped from then on. With a `frameSize`,
/// every frame has that size and the image is held up in its middle (see `Frame.fitted`), as
/// a customer holds a label in front of the kiosk's camera; without, frames are the images.
/// Frames come in the image's own format (grey or RGB) unless `format` names another, such as
/// the YUYV webcams send or a Pi camera's NV12 (converted once per image shown). With `mjpeg`
/// the images must be JPEG files: each frame is the file's bytes decoded by `MJPEGDecoder`, as
/// a USB webcam's MJPEG frames are, at the image's own size.
public final class FileCamera {
    public let paths: [String]
    public let fps: Double
    public let hold: Double
    public let frameSize: (width: Int, height: Int)?
    /// Frames a second when none is asked for.
    public static let defaultFPS = 30.0
    /// The pixel format frames are delivered in; nil: the image's own.
    public let format: PixelFormat?
    private var current: (index: Int, frame: Frame)?
    /// With `mjpeg`: the decoder, and the JPEG bytes of the image showing.
    private let mjpeg: MJPEGDecoder?
    private var currentJPEG: (index: Int, bytes: [UInt8])?
    private var broken: Set<Int> = []
    private var lastSequence: UInt64?
    /// Called with a message when an image cannot be decoded (default: standard error).
    public var report: (String) -> Void = { StandardStream.error.write("kioskscan: \($0)\n") }

    /// `spec` is what follows `file:` in `--camera file:SPEC`.
    public init(
        spec: String, fps: Double = defaultFPS, hold: Double = 2, frameSize: (width: Int, height: Int)? = nil, format: PixelFormat? = nil
    ) throws(CameraError) {
        guard fps > 0, fps <= 1000 else { throw CameraError("camera frame rate \(fps) out of range (0, 1000]") }
        guard hold >= 0 else { throw CameraError("hold time \(hold) is negative") }
        guard !spec.isEmpty else { throw CameraError("file camera needs an image, a folder or a list: file:PATH[,PATH...]") }
        if let format, format != .mjpeg, !Frame.stillConversions.contains(format) {
            throw CameraError("the file camera makes nv12, yuyv, grey, rgb24 or mjpeg frames, not \(format.rawValue)")
        }
        if format == .mjpeg, let frameSize {
            throw CameraError("the file camera's MJPEG frames are its JPEG files as they are: no \(frameSize.width)x\(frameSize.height) frame size")
        }
        var paths: [String] = []
        let fm = FileManager.default
        for item in spec.split(separator: ",").map(String.init) {
            var info = stat()
            guard stat(item, &info) == 0 else { throw CameraError("file camera: \(item): no such file or folder") }
            if info.st_mode & S_IFMT == S_IFDIR {
                let names = (try? fm.contentsOfDirectory(atPath: item)) ?? []
                let images = names.sorted().map { PathName.join(item, $0) }.filter(Self.looksLikeImage)
                guard !images.isEmpty else { throw CameraError("file camera: \(item): no PNG, JPEG, WebP or PGM/PPM images in this folder") }
                paths += images
            } else {
                guard Self.looksLikeImage(item) else { throw CameraError("file camera: \(item): not a PNG, JPEG, WebP or PGM/PPM image") }
                paths.append(item)
            }
        }
        guard !paths.isEmpty else { throw CameraError("file camera needs an image, a folder or a list: file:PATH[,PATH...]") }
        if format == .mjpeg {
            for path in paths where Self.kind(of: path) != .jpeg {
                throw CameraError("file camera: \(path): not a JPEG file, which MJPEG frames are")
            }
            mjpeg = try MJPEGDecoder()
        } else {
            mjpeg = nil
        }
        self.paths = paths
        self.fps = fps
        self.hold = hold
        self.frameSize = frameSize
        self.format = format
    }

    /// Whether the file starts like an image KioskScan reads (the name does not matter).
    static func looksLikeImage(_ path: String) -> Bool { kind(of: path) != nil }

    /// The kind of image the file holds, from its first bytes.
    static func kind(of path: String) -> ImageFile.Kind? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 12)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return ImageFile.kind(of: Array(head.prefix(max(0, count))))
    }

    /// Which image is showing at `time`.
    public func imageIndex(at time: Double) -> Int {
        let step = hold > 0 ? hold : 1 / fps
        return Int((max(0, time) / step + 1e-9).rounded(.down)) % paths.count
    }

    /// The frame due at `time` if it is a new one (the camera delivers `fps` frames a second;
    /// between two deliveries this returns nil). Nil too when no image can be decoded.
    public func nextFrame(at time: Double) -> Frame? {
        let sequence = UInt64((max(0, time) * fps + 1e-9).rounded(.down))
        if let lastSequence, sequence <= lastSequence { return nil }
        lastSequence = sequence
        if let mjpeg { return mjpegFrame(at: imageIndex(at: time), decoder: mjpeg, sequence: sequence) }
        guard let frame = image(at: imageIndex(at: time)) else { return nil }
        return frame.restamped(timestamp: Double(sequence) / fps, sequence: sequence)
    }

    /// Image `index` (or the next one that reads) decoded anew as an MJPEG frame.
    private func mjpegFrame(at index: Int, decoder: MJPEGDecoder, sequence: UInt64) -> Frame? {
        for offset in 0..<paths.count {
            let candidate = (index + offset) % paths.count
            if broken.contains(candidate) { continue }
            do {
                if currentJPEG?.index != candidate {
                    currentJPEG = nil
                    let bytes: [UInt8]
                    do { bytes = try RegularFile.read(path: paths[candidate], limit: ImageFile.maxFileBytes) } catch {
                        throw CameraError("\(paths[candidate]): \(error.reason)")
                    }
                    currentJPEG = (candidate, bytes)
                }
                return try currentJPEG!.bytes.withUnsafeBytes { jpeg throws(CameraError) in
                    try decoder.decode(jpeg, timestamp: Double(sequence) / fps, sequence: sequence)
                }
            } catch {
                broken.insert(candidate)
                currentJPEG = nil
                report("file camera: skipping \(paths[candidate]) as MJPEG: \(error)")
            }
        }
        return nil
    }

    /// The decoded image `index`, or the next one that decodes.
    private func image(at index: Int) -> Frame? {
        for offset in 0..<paths.count {
            let candidate = (index + offset) % paths.count
            if broken.contains(candidate) { continue }
            if let current, current.index == candidate { return current.frame }
            do {
                var frame = try ImageFile.load(path: paths[candidate])
                if let frameSize { frame = frame.fitted(width: frameSize.width, height: frameSize.height) }
                if let format, format != frame.format { frame = frame.converted(to: format) }
                current = (candidate, frame)
                return frame
            } catch {
                broken.insert(candidate)
                report("file camera: skipping \(error)")
            }
        }
        return nil
    }
}
