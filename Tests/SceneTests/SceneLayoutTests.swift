import Render
// SceneLayoutTests: every panel size and rotation lays out with 9 mm touch targets and nothing
// covering the cutout.
import Scene
import Testing

@Suite struct SceneLayoutTests {
    /// The panels the kiosk is built for, landscape and portrait, with their density (px/mm):
    /// the Raspberry Pi 7" display (800x480, 154.08 mm wide), a 7" 1024x600 panel, a 10.1"
    /// 1280x800 panel and a 15.6" 1920x1080 one.
    static let panels: [(Int, Int, Float)] = [(800, 480, 5.19), (1024, 600, 6.66), (1280, 800, 5.9), (1920, 1080, 5.65)]
    static let all: [(Int, Int, Float)] = panels + panels.map { ($0.1, $0.0, $0.2) }

    @Test(arguments: 0..<8)
    func targetsAreNineMillimetresAndNothingCoversTheCutout(index: Int) {
        let (w, h, density) = Self.all[index]
        let layout = SceneLayout(width: w, height: h, focusSize: 0.6, scale: 1, pixelsPerMM: density)
        let nine = 9 * density - 0.5
        #expect(layout.target >= nine)
        #expect(layout.modeSegments.allSatisfy { $0.height >= nine && $0.width >= nine })
        #expect(layout.tabs.allSatisfy { $0.height >= nine && $0.width >= nine })
        #expect(2 * layout.shutterRadius >= nine)
        let shutter = Rect(centre: layout.shutterCentre, width: 2 * layout.shutterRadius, height: 2 * layout.shutterRadius)
        // Everything on screen, the cutout clear of every control and of the banner.
        for element in [layout.modeControl, layout.tabBar, shutter, layout.cutout] {
            #expect(element.minX >= 0 && element.minY >= 0 && element.maxX <= Float(w) && element.maxY <= Float(h), "\(w)x\(h): \(element)")
        }
        for control in [layout.modeControl, layout.tabBar, shutter] {
            #expect(!control.intersects(layout.cutout), "\(w)x\(h): \(control) covers the cutout \(layout.cutout)")
        }
        let banner = layout.banner(height: layout.bannerLines == 2 ? 127 : 94)
        #expect(!banner.intersects(layout.cutout), "\(w)x\(h): the banner \(banner) covers the cutout \(layout.cutout)")
        #expect(!banner.intersects(layout.tabBar) && !banner.intersects(layout.modeControl))
        if !layout.isPortrait { #expect(!banner.intersects(shutter), "landscape keeps the shutter beside the banner") }
        // The cutout is a good part of the screen.
        #expect(layout.cutout.width >= 0.45 * Float(min(w, h)), "\(w)x\(h): cutout \(layout.cutout.width)")
    }

    @Test func theRaspberryPiDisplayKeepsOneBannerLine() {
        let pi = SceneLayout(width: 800, height: 480, focusSize: 0.6, scale: 1, pixelsPerMM: 5.19)
        #expect(!pi.isPortrait && pi.bannerLines == 1)
        #expect(pi.target == 47 && pi.margin == 10)
        let tall = SceneLayout(width: 1280, height: 800, focusSize: 0.6, scale: 1, pixelsPerMM: 5.9)
        #expect(tall.bannerLines == 2 && tall.cutout.width == 480)
    }

    @Test func shutterHitsAreAtLeastATarget() {
        let layout = SceneLayout(width: 480, height: 800, focusSize: 0.6, scale: 1, pixelsPerMM: 5)
        #expect(layout.isPortrait)
        #expect(layout.hitsShutter(layout.shutterCentre + Point(layout.shutterRadius - 1, 0)))
        #expect(!layout.hitsShutter(layout.shutterCentre + Point(layout.shutterRadius + 1, 0)))
    }
}
