// DisplayFactory: the display the options ask for — the DRM screen or the PNG folder.
import Display

enum DisplayFactory {
    /// Opens the display `--display` names. Throws a message fit for the user (no screen
    /// connected, another program is DRM master, …).
    static func make(_ options: KioskOptions, log: @escaping (String) -> Void) throws -> Display {
        switch options.display {
        case .drm(let card):
            guard options.clock == .real else {
                throw OptionError("--display drm shows frames in real time, paced by the screen: drop --clock virtual")
            }
            let screen = ScreenRequest(connector: options.connector, mode: options.displayMode, rotation: options.rotation)
            return try DRMDisplay(
                options: DRMDisplayOptions(
                    card: card, screen: screen, legacy: options.drmLegacy,
                    buffers: options.drmBuffers, shadow: options.drmShadow), log: log)
        case .png(let directory):
            let schedule: PNGDirectoryDisplay.Schedule = options.pngAt.isEmpty ? .every(options.pngEvery) : .at(options.pngAt)
            return try PNGDirectoryDisplay(
                directory: directory, width: options.displaySize.width, height: options.displaySize.height,
                schedule: schedule)
        }
    }
}
