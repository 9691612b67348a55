// PictureLoaderTests: products' pictures made small for their card: fitted whole, box-filtered
// (each pixel the average of what it covers), PNG and WebP alike; on a thread of its own, handed
// back through its eventfd; a missing or broken file is named, never a crash.
import Capture
import Foundation
import Glibc
import Render
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct PictureLoaderTests {
    let folder = TemporaryFolder.make("pictures")

    /// A 400x200 PNG: its left half red, its right half blue.
    func halves() throws -> String {
        let image = PixelImage(width: 400, height: 200)
        let canvas = Canvas(surface: image.surface)
        canvas.fill(.init(x: 0, y: 0, width: 200, height: 200), Color(rgb: 0xFF0000))
        canvas.fill(.init(x: 200, y: 0, width: 200, height: 200), Color(rgb: 0x0000FF))
        let path = folder + "/halves.png"
        try PNGWriter.write(image.surface, to: path)
        return path
    }

    @Test func fittedWholeAndBoxFiltered() throws {
        let picture = try PictureLoader.picture(path: try halves(), side: 90)
        #expect(picture.width == 90 && picture.height == 45)
        // Each half's middle keeps its colour exactly; the middle column averages both.
        #expect(picture.pixels[20 * 90 + 10] & 0xFFFFFF == 0xFF0000 && picture.pixels[20 * 90 + 80] & 0xFFFFFF == 0x0000FF)
        let webp = try PictureLoader.picture(path: TestData.blackboxImage("qrcode-3/27.webp"), side: 64)
        let source = try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp"))
        #expect(max(webp.width, webp.height) == 64)
        #expect(abs(Double(webp.width) / Double(webp.height) - Double(source.width) / Double(source.height)) < 0.05)
    }

    @Test func offTheLoopAndBackThroughItsEventfd() throws {
        let loader = try PictureLoader()
        defer { loader.stop() }
        loader.load(id: 7, path: try halves(), side: 40)
        loader.load(id: 8, path: folder + "/missing.png", side: 40)
        var results: [(id: Int, result: Result<ProductPicture, ImageFileError>)] = []
        let deadline = Date().addingTimeInterval(10)
        while !results.contains(where: { $0.id == 8 }), Date() < deadline {
            var poll = pollfd(fd: loader.wakeUp.fd, events: Int16(POLLIN), revents: 0)
            _ = Glibc.poll(&poll, 1, 100)
            results += loader.finished()
        }
        // Asked twice before the thread took the first: the newest at least is made.
        let last = try #require(results.last)
        #expect(last.id == 8)
        if case .failure(let error) = last.result { #expect("\(error)" == "\(folder)/missing.png: no such file") } else { Issue.record("no error") }
        for (id, result) in results where id == 7 {
            if case .success(let picture) = result { #expect(picture.width == 40 && picture.height == 20) }
        }
    }

    @Test func aBrokenPictureIsNamed() throws {
        let path = folder + "/broken.png"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: URL(fileURLWithPath: path))
        #expect(throws: ImageFileError.self) { try PictureLoader.picture(path: path, side: 40) }
        #expect(throws: ImageFileError.self) { try PictureLoader.picture(path: folder, side: 40) }
    }
}
