// TextSize: the size of the kiosk's own words: normal, or large (`--text-size large`, 1.5 times).

/// How large the kiosk draws its words; the controls, lines and the focus square keep their sizes.
public enum TextSize: String, Sendable, CaseIterable {
    case normal
    case large

    /// How much larger than normal.
    public var factor: Float { self == .normal ? 1 : 1.5 }

    /// The other size: what the shopper's key switches to.
    public var toggled: TextSize { self == .normal ? .large : .normal }
}
