// ControlsPlacement: where the touch controls go: as always, or low (`--controls low`).

/// Where the touch controls go (`--controls`).
public enum ControlsPlacement: String, Sendable, CaseIterable {
    /// The mode control and the language button at the top, the shutter beside or below the
    /// focus square, the tabs at the bottom.
    case normal
    /// All of them in the screen's lower half, for reach from a wheelchair: the mode control and
    /// the language button right above the tabs, the shutter at the bottom of its column.
    case low
}
