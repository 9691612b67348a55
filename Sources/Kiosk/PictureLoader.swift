// PictureLoader: products' pictures read and made small on a thread of their own (PNG, JPEG and
// WebP through Capture's readers; fitted whole into a square, then box-filtered down, so a large
// photo is not aliased), handed back to the loop through an eventfd. Never on the loop: a
// picture of several megapixels takes tens of milliseconds to decode.
import Capture
import Dispatch
import Pixels
import Render
import Scene
import Synchronization
import SystemCall

public final class PictureLoader: Sendable {
    struct Job: Sendable {
        let id: Int
        let path: String
        let side: Int
        /// Scaled to fill this size (cropped to its shape) instead of fitting a square.
        var fill: PixelSize? = nil
    }

    /// What the loop's thread and the loader's thread share.
    final class Mailbox: Sendable {
        struct Contents {
            var jobs: [Job] = []
            var done: [(id: Int, result: Result<ProductPicture, ImageFileError>)] = []
            var stopping = false
        }

        let contents = Mutex(Contents())
        /// Signalled once per request and at stop: the thread waits on it.
        let filled = DispatchSemaphore(value: 0)
        /// Signalled by the thread as it ends: `stop` waits on it.
        let ended = DispatchSemaphore(value: 0)
    }

    private let mailbox = Mailbox()
    private let stopped = Mutex(false)
    public let wakeUp: EventCounter
    /// Pictures made on the caller's thread, at once (a virtual-clock run: every frame the same
    /// on every run).
    private let inline: Bool

    /// `inline`: no thread; each picture is made when asked.
    public init(inline: Bool = false) throws(SystemError) {
        wakeUp = try EventCounter(label: "product pictures")
        self.inline = inline
        if inline {
            stopped.withLock { $0 = true }
            return
        }
        SystemThread.start(name: "kioskscan-pictures") { [mailbox, wakeUp] in
            Self.run(mailbox, wakeUp: wakeUp)
            mailbox.ended.signal()
        }
    }

    deinit { stop() }

    /// Asks for the picture at `path` made `side` x `side`; its result comes back through
    /// `finished` under `id`. Only the newest request is worked on: one asked before it and not
    /// started is dropped (a new capture's picture matters, the old one's no longer).
    public func load(id: Int, path: String, side: Int) {
        if inline {
            let result = Result { () throws(ImageFileError) in try Self.picture(path: path, side: side) }
            mailbox.contents.withLock { $0.done.append((id, result)) }
            return
        }
        mailbox.contents.withLock { $0.jobs = [Job(id: id, path: path, side: side)] }
        mailbox.filled.signal()
    }

    /// Asks for the picture at `path` scaled to fill `size` (its middle cropped to the size's
    /// shape): an attract screen's slide.
    public func load(id: Int, path: String, filling size: PixelSize) {
        let job = Job(id: id, path: path, side: 0, fill: size)
        if inline {
            let result = Result { () throws(ImageFileError) in try Self.make(job) }
            mailbox.contents.withLock { $0.done.append((id, result)) }
            return
        }
        mailbox.contents.withLock { $0.jobs = [job] }
        mailbox.filled.signal()
    }

    /// The pictures made since the last call (on the loop, when `wakeUp` fires).
    public func finished() -> [(id: Int, result: Result<ProductPicture, ImageFileError>)] {
        wakeUp.drain()
        return mailbox.contents.withLock { contents in
            defer { contents.done.removeAll() }
            return contents.done
        }
    }

    /// Ends the thread after the picture it is making, and waits for it.
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        mailbox.contents.withLock { $0.stopping = true }
        mailbox.filled.signal()
        mailbox.ended.wait()
    }

    private static func run(_ mailbox: Mailbox, wakeUp: EventCounter) {
        while true {
            mailbox.filled.wait()
            let (job, stopping) = mailbox.contents.withLock { contents -> (Job?, Bool) in
                defer { contents.jobs.removeAll() }
                return (contents.jobs.last, contents.stopping)
            }
            if stopping { return }
            guard let job else { continue }
            let result = Result { () throws(ImageFileError) in try make(job) }
            mailbox.contents.withLock { $0.done.append((job.id, result)) }
            wakeUp.signal()
        }
    }

    static func make(_ job: Job) throws(ImageFileError) -> ProductPicture {
        if let fill = job.fill { return try picture(path: job.path, filling: fill) }
        return try picture(path: job.path, side: job.side)
    }

    /// The picture at `path` covering `size`: scaled so it fills it, its middle kept; drawn at
    /// a whole multiple of the size and box-filtered down, so a large photo is not aliased.
    static func picture(path: String, filling size: PixelSize) throws(ImageFileError) -> ProductPicture {
        let frame = try ImageFile.load(path: path)
        let width = max(1, size.width), height = max(1, size.height)
        let cover = max(Double(width) / Double(frame.width), Double(height) / Double(frame.height))
        let factor = max(1, min(4, Int(1 / cover)))
        let large = PixelImage(width: width * factor, height: height * factor)
        frame.withImageView { view in
            PreviewScaler().draw(view, on: large.surface, destination: PixelRect(x: 0, y: 0, width: width * factor, height: height * factor))
        }
        let small = PixelImage(width: width, height: height)
        Canvas(surface: small.surface).drawDownscaled(large.surface, factor: factor, x: 0, y: 0)
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<height { (out.baseAddress! + row * width).update(from: small.surface.row(row), count: width) }
        }
        return ProductPicture(width: width, height: height, pixels: pixels)
    }

    /// The picture at `path`, whole, as large as fits a `side` x `side` square.
    static func picture(path: String, side: Int) throws(ImageFileError) -> ProductPicture {
        let frame = try ImageFile.load(path: path)
        let side = max(1, side)
        let scale = min(Double(side) / Double(frame.width), Double(side) / Double(frame.height))
        let width = max(1, Int((Double(frame.width) * scale).rounded())), height = max(1, Int((Double(frame.height) * scale).rounded()))
        // Drawn at a whole multiple of the size (filling a box of the picture's own shape
        // fits it whole), then box-filtered down to it.
        let factor = max(1, min(4, min(frame.width / width, frame.height / height)))
        let large = PixelImage(width: width * factor, height: height * factor)
        let scaler = PreviewScaler()
        frame.withImageView { view in
            scaler.draw(view, on: large.surface, destination: PixelRect(x: 0, y: 0, width: width * factor, height: height * factor))
        }
        let small = PixelImage(width: width, height: height)
        Canvas(surface: small.surface).drawDownscaled(large.surface, factor: factor, x: 0, y: 0)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width { pixels[row * width + column] = small.surface[column, row] }
        }
        return ProductPicture(width: width, height: height, pixels: pixels)
    }
}
