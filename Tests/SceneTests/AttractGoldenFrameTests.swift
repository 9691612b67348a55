// AttractGoldenFrameTests: the attract screen — the kiosk's own "Scan here" with the breathing
// corners, the time and the shop's line; a slide with the "Scan here" pill; two slides halfway
// through their cross-fade — on the 1280x800 screen and the Raspberry Pi's 800x480 display, equal
// to checked-in PNGs; drawn without a camera picture.
import Language
import Render
import Scene
import Testing

@Suite struct AttractGoldenFrameTests {
    /// A screen-sized slide: a colour with a lighter band across its middle.
    static func slide(_ size: (width: Int, height: Int), colour: UInt32, band: UInt32) -> ProductPicture {
        var pixels = [UInt32](repeating: colour, count: size.width * size.height)
        for y in size.height / 3..<(2 * size.height / 3) { for x in 0..<size.width { pixels[y * size.width + x] = band } }
        return ProductPicture(width: size.width, height: size.height, pixels: pixels)
    }

    @Test(arguments: ["own", "slide", "fade"], [(1280, 800), (800, 480)])
    func theAttractScreen(name: String, size: (width: Int, height: Int)) throws {
        let red = Self.slide(size, colour: 0xFFC0_3030, band: 0xFFF0_E0D0), green = Self.slide(size, colour: 0xFF20_8040, band: 0xFF10_3020)
        var state = SceneState()
        switch name {
        case "own": state.attract = AttractView(since: 4, clock: "14:05", line: .said(.welcomePrice))
        case "slide": state.attract = AttractView(since: 0, clock: "14:05", slide: red, slideStart: 1)
        default: state.attract = AttractView(since: 0, clock: "14:05", slide: green, previousSlide: red, slideStart: 4.5)
        }
        let (image, drawn) = PanelFrames.draw(state, size: size, scene: try PanelFrames.scene(width: size.width))
        // Nothing to tap on the attract screen: a touch only wakes the kiosk.
        #expect(drawn.tabs.isEmpty && drawn.shutter == nil)
        if name == "fade" {
            // Halfway (time 5, the fade began at 4.5 and lasts 1 s): each channel between the two.
            let pixel = image.surface[10, 10]
            #expect(pixel == 0xFF70_5838, "\(String(pixel, radix: 16))")
        }
        if let problem = try GoldenImage(name: "attract-\(name)-\(size.width)x\(size.height)").check(image) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
