// PanelFrames: what the result-panel golden tests share: a screen of a given size (the Pi's 7"
// display at its own density), a detection with no place in a picture, and the frame drawn from a
// state without a camera picture.
import Decode
import Render
import Scene

enum PanelFrames {
    /// The scene for a `width` x `height` screen: 800x480 is the Raspberry Pi 7" display.
    static func scene(width: Int) throws -> ScannerScene {
        var style = SceneStyle()
        if width == 800 { style.pixelsPerMM = 5.19 }
        return try ScannerScene(style: style)
    }

    /// A detection of `symbology` with no text and no place.
    static func detection(_ symbology: Symbology) -> Detection {
        let zero = ImagePoint(x: 0, y: 0)
        return Detection(
            symbology: symbology, bytes: [], content: .text(""), corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero),
            quality: 1)
    }

    /// `state` drawn on a black `size` screen at time 5, without a camera picture.
    static func draw(_ state: SceneState, size: (width: Int, height: Int), scene: ScannerScene) -> (PixelImage, DrawnRegions) {
        let image = PixelImage(width: size.width, height: size.height)
        let drawn = scene.draw(on: image.surface, time: 5, state: state, preview: nil, camera: .running)
        return (image, drawn)
    }
}
