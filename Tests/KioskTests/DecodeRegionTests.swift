// DecodeRegionTests: the part of a camera frame the controller has the decoders read: the focus
// square with a margin (how they read it: DecodeTests' RegionScanTests).
import Kiosk
import Pixels
import Testing

@Suite struct DecodeRegionTests {
    @Test func theRegionIsTheFocusSquareWithAQuarterOfItsSideAllRound() throws {
        let c = try controller()
        let square = c.numberRegion(frameWidth: 1280, frameHeight: 720)
        let region = c.decodeRegion(frameWidth: 1280, frameHeight: 720)
        // The 411 px cutout of the 1280x800 screen is 370 px of the 1280x720 frame (800/720);
        // 92 px all round, then out to multiples of 16.
        #expect(square == PixelRect(x: 455, y: 175, width: 370, height: 370))
        #expect(region == PixelRect(x: 352, y: 80, width: 576, height: 560))
        #expect(c.decodeRegion(frameWidth: 640, frameHeight: 360) == PixelRect(x: 176, y: 32, width: 288, height: 288))
        #expect(c.decodeRegion(frameWidth: 640, frameHeight: 480) == PixelRect(x: 128, y: 48, width: 384, height: 384))
        // Any frame: the region holds the square and stays inside the frame.
        for (width, height) in [(1920, 1080), (640, 480), (720, 1280), (100, 100), (17, 9)] {
            let square = c.numberRegion(frameWidth: width, frameHeight: height)
            let region = c.decodeRegion(frameWidth: width, frameHeight: height)
            #expect(region.intersection(square) == square && region.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) == region)
        }
    }
}
