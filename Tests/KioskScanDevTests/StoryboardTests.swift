// StoryboardTests: every style × idle × effect has a sheet, and a sheet is written from a real
// sample frame (left in .build/test-artefacts/storyboard for people to look at).
import Capture
import Scene
import TestSupport
import Testing

@testable import KioskScanDev

@Suite struct StoryboardTests {
    @Test func everyCombinationHasASheet() {
        let names = Set(Storyboard.variants().map(\.name))
        #expect(names.count == 2 * 5 * 2 + 2)
        for shape in FocusShape.allCases {
            for idle in IdleAnimation.allCases {
                for effect in ["cyber-neon", "none"] { #expect(names.contains("\(shape.rawValue)-\(idle.rawValue)-\(effect)")) }
            }
        }
    }

    @Test func aSheetIsWrittenOverARealFrame() throws {
        let sample = try SampleCapture(imagePath: TestData.blackboxImage("qrcode-1/13.webp"))
        #expect(sample.detection.text == "http://google.com/gwt/n?u=bluenile.com")
        let folder = TestData.artefactFolder("storyboard").path
        let written = try Storyboard.write(to: folder, sample: sample, base: SceneStyle(), only: ["box-morph-cyber-neon"])
        #expect(written.count == 1)
        let sheet = try ImageFile.load(path: written[0])
        #expect(sheet.width == 1640 && sheet.height == 1148)
    }
}
