import Glibc
import Pixels
import Synchronization
import TestSupport
import Testing

// RowBandsTests: every row drawn once, in its band, on its thread; the preview and the strokes
// the same in bands as on one thread.
@testable import Render

@Suite struct RowBandsTests {
    /// What each call of a step saw: its band, its rows, and whether it ran on the caller's thread.
    final class Calls: Sendable {
        let list = Mutex<[(band: Int, rows: Range<Int>, onCaller: Bool)]>([])
    }

    @Test(arguments: [1, 2, 3, 4])
    func eachRowIsGivenToExactlyOneBandInOrder(threads: Int) {
        let bands = RowBands(threads: threads)
        #expect(bands.count == threads)
        let caller = pthread_self()
        for rows in [0..<1080, 17..<20, 5..<6, 3..<3, 100..<101 + threads] {
            let calls = Calls()
            bands.run(rows) { band, part in
                let onCaller = pthread_equal(pthread_self(), caller) != 0
                calls.list.withLock { $0.append((band, part, onCaller)) }
            }
            let seen = calls.list.withLock { $0 }.sorted { $0.band < $1.band }
            if rows.count <= 1 || threads == 1 {
                // Nothing to split: the caller's thread draws it all, in one call.
                #expect(seen.count == 1 && seen[0].band == 0 && seen[0].rows == rows && seen[0].onCaller)
                continue
            }
            #expect(seen.map(\.band) == Array(0..<threads))
            // Top to bottom, touching, together the rows; heights within one of each other.
            #expect(seen.first!.rows.lowerBound == rows.lowerBound && seen.last!.rows.upperBound == rows.upperBound)
            for (a, b) in zip(seen, seen.dropFirst()) { #expect(a.rows.upperBound == b.rows.lowerBound) }
            let heights = seen.map(\.rows.count)
            #expect(heights.max()! - heights.min()! <= 1, "\(heights)")
            // Band 0 on the caller's thread, every other on a helper.
            #expect(seen.map(\.onCaller) == [true] + Array(repeating: false, count: threads - 1))
        }
    }

    /// The threads of this process (the entries of /proc/self/task).
    static func threadCount() -> Int {
        guard let directory = opendir("/proc/self/task") else { return -1 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            if entry.pointee.d_name.0 != UInt8(ascii: ".") { count += 1 }
        }
        return count
    }

    @Test func helpersAreKeptFromOneRunToTheNextAndEndWithTheirBands() {
        // A thousand runs of three bands share out every row every time.
        let bands = RowBands(threads: 3)
        let rows = Mutex(0)
        for _ in 0..<1000 { bands.run(0..<30) { _, part in rows.withLock { $0 += part.count } } }
        #expect(rows.withLock { $0 } == 30_000)
        // Letting go of bands ends (joins) their helpers: fifty made and dropped, three helpers
        // each, do not add 150 threads (other tests running meanwhile may add a few).
        let before = Self.threadCount()
        for _ in 0..<50 { _ = RowBands(threads: 4) }
        let after = Self.threadCount()
        #expect(before > 0 && after - before < 50, "\(before) threads before, \(after) after")
    }

    @Test(arguments: 0..<12)
    func thePreviewInBandsIsThePreviewOnOneThread(seed: Int) {
        // Random frames of every format the preview reads, random screen areas (up and down
        // scaled, some reaching off the surface), cutouts, dimming and mirroring.
        var random = SeededRandom(seed: UInt64(seed) &+ 1000)
        let formats: [PixelFormat] = [.yuyv, .nv12, .grey, .yuv420, .yuv422p, .yuv444p, .rgb24, .xrgb32]
        let format = formats[seed % formats.count]
        let width = 8 + Int(random.next() % 90), height = 6 + Int(random.next() % 70)
        let planes: [(bytes: [UInt8], stride: Int)] = {
            func plane(_ stride: Int, _ rows: Int) -> (bytes: [UInt8], stride: Int) {
                ((0..<stride * rows).map { _ in UInt8(truncatingIfNeeded: random.next()) }, stride)
            }
            let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
            switch format {
            case .yuyv: return [plane(4 * ((width + 1) / 2), height)]
            case .nv12: return [plane(width + 3, height), plane(2 * chromaWidth, chromaHeight)]
            case .grey: return [plane(width, height)]
            case .yuv420: return [plane(width, height), plane(chromaWidth, chromaHeight), plane(chromaWidth, chromaHeight)]
            case .yuv422p: return [plane(width, height), plane(chromaWidth, height), plane(chromaWidth, height)]
            case .yuv444p: return [plane(width, height), plane(width, height), plane(width, height)]
            case .rgb24: return [plane(3 * width, height)]
            case .xrgb32: return [plane(4 * width, height)]
            case .mjpeg: preconditionFailure("the preview reads no MJPEG")
            }
        }()
        let (screenWidth, screenHeight) = (20 + Int(random.next() % 180), 20 + Int(random.next() % 140))
        let destination = PixelRect(
            x: Int(random.next() % 20) - 10, y: Int(random.next() % 20) - 10, width: screenWidth - Int(random.next() % 10),
            height: screenHeight + Int(random.next() % 20) - 10)
        let cutout = PixelRect(
            x: Int(random.next() % UInt64(screenWidth / 2)), y: Int(random.next() % UInt64(screenHeight / 2)),
            width: 10 + Int(random.next() % 100), height: 10 + Int(random.next() % 100))
        let dim = [1, 0.55, 0.3, 0][seed % 4] as Float, mirrored = seed % 3 == 0
        func draw(threads: Int) -> [UInt32] {
            let image = PixelImage(width: screenWidth, height: screenHeight)
            let scaler = PreviewScaler(bands: RowBands(threads: threads))
            func withPlanes<R>(_ index: Int, _ bases: [ImagePlane], _ body: ([ImagePlane]) -> R) -> R {
                guard index < planes.count else { return body(bases) }
                return planes[index].bytes.withUnsafeBytes {
                    withPlanes(index + 1, bases + [ImagePlane(base: $0.baseAddress!, stride: planes[index].stride)], body)
                }
            }
            withPlanes(0, []) { bases in
                let source = ImageView(
                    format: format, size: PixelSize(width: width, height: height), range: seed % 2 == 0 ? .limited : .full, planes: bases[0],
                    bases.count > 1 ? bases[1] : nil, bases.count > 2 ? bases[2] : nil)
                // Twice: the second frame reuses the tables and the row caches.
                for _ in 0..<2 { scaler.draw(source, on: image.surface, destination: destination, mirrored: mirrored, cutout: cutout, dim: dim) }
            }
            return image.pixels
        }
        let one = draw(threads: 1)
        #expect(Set(one).count > 1, "the preview drew a picture")
        for threads in [2, 3, 5] {
            let differing = zip(one, draw(threads: threads)).filter { $0 != $1 }.count
            #expect(differing == 0, "\(format) in \(threads) bands: \(differing) pixels differ")
        }
    }
}
