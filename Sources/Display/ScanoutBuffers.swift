// ScanoutBuffers: the memory frames are drawn in — the dumb buffers of one layout, the cached
// image copied (or turned) into them, and a scratch image for frames that are never shown.
import Render
import SystemCall

/// Owns the display's dumb buffers (by index, as BufferRing counts them) and the images beside
/// them, sized for the layout in use. Where each buffer is in the flip cycle is the ring's
/// business; the display frees a buffer here only once the ring says nothing scans it out.
final class ScanoutBuffers {
    let device: DRMDevice
    private(set) var buffers: [DumbBuffer]
    /// The cached image frames are drawn into, upright, and copied into a buffer once drawn:
    /// when Render turns the picture, or when the buffers are slow to read (`shadow`). Nil:
    /// frames are drawn straight into the buffers.
    private(set) var upright: PixelImage?
    /// Whether frames go through `upright` even when nothing turns them (ScanoutMemory).
    let shadow: Bool
    /// Where frames drawn while nothing can be shown go.
    private var scratch: PixelImage?

    /// `count` buffers for `choice`, `first` (the one the layout was tested with) among them.
    init(first: DumbBuffer, count: Int, shadow: Bool, for choice: ScreenChoice, on device: DRMDevice) throws(DisplayError) {
        self.device = device
        self.shadow = shadow
        buffers = [first] + (try Self.make(count - 1, for: ScanoutLayout(choice), on: device))
        resizeUpright(for: choice)
    }

    var count: Int { buffers.count }

    subscript(index: Int) -> DumbBuffer { buffers[index] }

    /// Sizes everything for `choice`: `count` new buffers when the buffer size changes (the
    /// old ones are freed first: video memory may hold only so many). Returns whether the
    /// buffers are new.
    func resize(for choice: ScreenChoice, count: Int) throws(DisplayError) -> Bool {
        let layout = ScanoutLayout(choice)
        resizeUpright(for: choice)
        guard buffers.isEmpty || buffers[0].width != layout.bufferWidth || buffers[0].height != layout.bufferHeight else { return false }
        buffers = []
        buffers = try Self.make(count, for: layout, on: device)
        return true
    }

    /// An image of the screen's upright size that is never shown.
    func scratch(for choice: ScreenChoice) -> PixelSurface {
        let size = choice.logicalSize
        if scratch?.width != size.width || scratch?.height != size.height { scratch = PixelImage(width: size.width, height: size.height) }
        return scratch!.surface
    }

    /// The upright picture, copied or turned into buffer `index` as the panel needs it.
    func turnUpright(into index: Int, for choice: ScreenChoice) {
        guard let upright else { return }
        SurfaceRotation.copy(upright.surface, to: buffers[index].surface, turnedBy: Self.turnByRender(choice))
    }

    /// A copy of buffer `index`, upright as the scene drew it.
    func picture(of index: Int, for choice: ScreenChoice) -> PixelImage {
        let image = PixelImage(width: choice.logicalSize.width, height: choice.logicalSize.height)
        if upright != nil {
            SurfaceRotation.copy(buffers[index].surface, to: image.surface, turnedBy: Self.turnByRender(choice).inverse)
        } else {
            image.surface.copy(from: buffers[index].surface)
        }
        return image
    }

    /// Frees the buffers (nothing may scan them out any more) and the images.
    func release() {
        buffers = []
        upright = nil
        scratch = nil
    }

    /// The turn Render gives the picture on its way into a buffer (none when the plane turns it).
    private static func turnByRender(_ choice: ScreenChoice) -> PanelRotation {
        choice.rotatesInPlane ? .none : choice.rotation
    }

    private func resizeUpright(for choice: ScreenChoice) {
        let size = choice.logicalSize
        if !shadow && (choice.rotation == .none || choice.rotatesInPlane) {
            upright = nil
        } else if upright?.width != size.width || upright?.height != size.height {
            upright = PixelImage(width: size.width, height: size.height)
        }
    }

    private static func make(_ count: Int, for layout: ScanoutLayout, on device: DRMDevice) throws(DisplayError) -> [DumbBuffer] {
        var buffers: [DumbBuffer] = []
        for _ in 0..<count {
            do throws(SystemError) {
                buffers.append(try DumbBuffer(device: device, width: layout.bufferWidth, height: layout.bufferHeight))
            } catch {
                throw DisplayError(error)
            }
        }
        return buffers
    }
}
