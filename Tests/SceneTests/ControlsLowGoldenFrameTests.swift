// ControlsLowGoldenFrameTests: `--controls low` on the 1280x800 screen and a 480x800 portrait
// panel: the mode control, the language button, the shutter and the tabs all in the screen's lower
// half, over the camera's picture with the welcome line, equal to checked-in PNGs; and with a
// result, which keeps its place above them.
import Language
import Render
import Scene
import Testing

@Suite struct ControlsLowGoldenFrameTests {
    @Test(arguments: ["idle", "result"], [(1280, 800), (480, 800)])
    func theControlsInTheLowerHalf(name: String, size: (width: Int, height: Int)) throws {
        var style = SceneStyle()
        style.controls = .low
        let scene = try ScannerScene(style: style)
        var state = SceneState()
        state.languageButton = "English"
        state.welcome = .said(.welcomePrice)
        if name == "result" {
            state.result = ShownCapture(
                detection: PanelFrames.detection(.ean13), time: 0, frameSize: nil,
                product: ProductGoldenFrameTests.cards.first { $0.name == "not-on-file" }!.card)
        }
        let image = PixelImage(width: size.width, height: size.height)
        let sample = try SampleFrame.shared.get()
        let drawn = try #require(sample.frame.withImageView { scene.draw(on: image.surface, time: 5, state: state, preview: $0, camera: .running) })
        let half = Float(size.height) / 2
        let controls = drawn.modeSegments + drawn.tabs + [drawn.languageButton].compactMap { $0 } + [drawn.shutter].compactMap { $0 }
        #expect(controls.count == (name == "result" && size.width < size.height ? 5 : 6))
        for control in controls { #expect(control.minY >= half, "\(control) is above the middle of a \(size.width)x\(size.height) screen") }
        if let banner = drawn.banner {
            #expect(banner.maxY <= drawn.modeSegments[0].minY, "the result covers the mode control")
        }
        if let problem = try GoldenImage(name: "controls-low-\(name)-\(size.width)x\(size.height)").check(image) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
