// PNGDirectoryDisplayTests: which frames the offscreen display writes, and that they are exact.
import Capture
import Display
import Foundation
import Render
import Testing

func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("pngdisplay-\(UUID().uuidString)").path
}

@Suite struct PNGDirectoryDisplayTests {
    @Test func everyNthFrame() throws {
        let display = try PNGDirectoryDisplay(directory: temporaryFolder(), width: 8, height: 4, schedule: .every(3))
        for index in 0..<7 { try display.present(index: index, time: Double(index) / 30) }
        #expect(display.written.map { ($0 as NSString).lastPathComponent } == ["000000.png", "000003.png", "000006.png"])
    }

    @Test func firstFrameAtOrAfterEachTime() throws {
        let display = try PNGDirectoryDisplay(directory: temporaryFolder(), width: 8, height: 4, schedule: .at([0.1, 0.49, 0.5]))
        for index in 0..<30 { try display.present(index: index, time: Double(index) / 30) }
        // 0.1 s is frame 3 exactly; 0.49 and 0.5 both fall to frame 15 (0.5 s), written once.
        #expect(display.written.map { ($0 as NSString).lastPathComponent } == ["000003.png", "000015.png"])
    }

    @Test func framesWhileThePowerIsOffAreBlack() throws {
        let display = try PNGDirectoryDisplay(directory: temporaryFolder(), width: 4, height: 2)
        for index in 0..<6 {
            if index == 2 { display.setPower(on: false) }
            if index == 4 { display.setPower(on: true) }
            display.setPower(on: display.isPoweredOn)  // asking again changes nothing
            display.nextSurface().fill(0x00FF_FFFF)
            try display.present(index: index, time: Double(index) / 30)
        }
        #expect(display.powerChanges.map { "\($0.nextFrame) \($0.on)" } == ["2 false", "4 true"])
        let firsts = try display.written.map { path in
            let frame = try ImageFile.load(path: path)
            return frame.planes[0].base.assumingMemoryBound(to: UInt8.self)[0]
        }
        #expect(firsts == [255, 255, 0, 0, 255, 255])
    }

    @Test func writtenFilesHoldExactlyThePixelsDrawn() throws {
        let display = try PNGDirectoryDisplay(directory: temporaryFolder(), width: 5, height: 3)
        let surface = display.nextSurface()
        for y in 0..<3 { for x in 0..<5 { surface[x, y] = UInt32(x * 40) << 16 | UInt32(y * 100) << 8 | 0x7F } }
        try display.present(index: 0, time: 0)
        let frame = try ImageFile.load(path: display.written[0])
        #expect(frame.format == .rgb24 && frame.width == 5 && frame.height == 3)
        for y in 0..<3 {
            for x in 0..<5 {
                let p = frame.planes[0].base.assumingMemoryBound(to: UInt8.self) + y * frame.planes[0].stride + 3 * x
                #expect([p[0], p[1], p[2]] == [UInt8(x * 40), UInt8(y * 100), 0x7F])
            }
        }
    }

    @Test func anUnusableFolderIsRefused() {
        #expect(throws: DisplayError.self) { try PNGDirectoryDisplay(directory: "/proc/forbidden", width: 8, height: 8) }
        #expect(throws: DisplayError.self) { try PNGDirectoryDisplay(directory: temporaryFolder(), width: 0, height: 8) }
    }
}
