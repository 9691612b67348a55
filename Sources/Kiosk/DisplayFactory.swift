// DisplayFactory: the display the options ask for — the DRM screen or the PNG folder.
import Display

enum DisplayFactory {
    /// Opens `--display`: `drm`, `drm:/dev/dri/cardN` or `png:DIR`. Throws a message fit for
    /// the user (no screen connected, another program is DRM master, …).
    static func make(_ options: KioskOptions, log: @escaping (String) -> Void) throws -> Display {
        if options.display == "drm" || options.display.hasPrefix("drm:") {
            guard options.clock == .real else {
                throw OptionError("--display drm shows frames in real time, paced by the screen: drop --clock virtual")
            }
            let card = options.display == "drm" ? nil : String(options.display.dropFirst(4))
            let screen = ScreenRequest(connector: options.connector, mode: options.mode, rotation: options.rotation)
            return try DRMDisplay(options: DRMDisplayOptions(card: card, screen: screen, legacy: options.drmLegacy,
                                                             buffers: options.drmBuffers), log: log)
        }
        guard options.display.hasPrefix("png:") else { throw OptionError("no display: give --display drm or --display png:DIR") }
        let schedule: PNGDirectoryDisplay.Schedule = options.pngAt.isEmpty ? .every(options.pngEvery) : .at(options.pngAt)
        return try PNGDirectoryDisplay(directory: String(options.display.dropFirst(4)), width: options.displaySize.width,
                                       height: options.displaySize.height, schedule: schedule)
    }
}
