// PictureLoader: products' pictures read and made small on a thread of their own (PNG, JPEG and
// WebP through Capture's readers; fitted whole into a square, then box-filtered down, so a large
// photo is not aliased), handed back to the loop through an eventfd. Never on the loop: a
// picture of several megapixels takes tens of milliseconds to decode.
import Capture
import Pixels
import Render
import Scene
import SystemCall

/// Makes products' pictures and attract slides on its thread, one at a time.
///
/// Drop policy: newest replaces (`WorkerMailbox.Policy.newestReplaces`): only the newest request
/// is worked on, one asked before it and not started is dropped (a new capture's picture
/// matters, the old one's no longer).
public final class PictureLoader: Sendable {
    struct Job: Sendable {
        let id: Int
        let path: String
        let side: Int
        /// Scaled to fill this size (cropped to its shape) instead of fitting a square.
        var fill: PixelSize? = nil
    }

    typealias Made = (id: Int, result: Result<ProductPicture, ImageFileError>)

    /// What the loop's thread and the loader's thread share; in line, what `finished` hands out.
    private let mailbox: WorkerMailbox<Job, Made>
    /// The loader's thread; nil in line.
    private let thread: WorkerThread<Job, Made>?
    public var wakeUp: EventCounter { mailbox.replies }

    /// `inline`: no thread; each picture is made when asked, on the caller's thread (a
    /// virtual-clock run: every frame the same on every run).
    public init(inline: Bool = false) throws(SystemError) {
        mailbox = try WorkerMailbox(label: "product pictures", policy: .newestReplaces)
        thread =
            inline
            ? nil
            : WorkerThread(name: "kioskscan-pictures", mailbox: mailbox) {
                { job in (job.id, Result { () throws(ImageFileError) in try PictureLoader.make(job) }) }
            }
    }

    deinit { stop() }

    /// Asks for the picture at `path` made `side` x `side`; its result comes back through
    /// `finished` under `id`. Only the newest request is worked on: one asked before it and not
    /// started is dropped (a new capture's picture matters, the old one's no longer).
    public func load(id: Int, path: String, side: Int) {
        ask(Job(id: id, path: path, side: side))
    }

    /// Asks for the picture at `path` scaled to fill `size` (its middle cropped to the size's
    /// shape): an attract screen's slide.
    public func load(id: Int, path: String, filling size: PixelSize) {
        ask(Job(id: id, path: path, side: 0, fill: size))
    }

    private func ask(_ job: Job) {
        guard let thread else {
            mailbox.reply((job.id, Result { () throws(ImageFileError) in try Self.make(job) }))
            return
        }
        thread.post(job)
    }

    /// The pictures made since the last call (on the loop, when `wakeUp` fires).
    public func finished() -> [(id: Int, result: Result<ProductPicture, ImageFileError>)] {
        mailbox.takeReplies().replies
    }

    /// Ends the thread after the picture it is making, and waits for it.
    public func stop() { thread?.stop() }

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
