// BeeperSink: a beep for every capture, on the first input device that can sound one: short and
// high for a good read, long and low for a product not on file.
import Input

/// Beeps through the input manager's beeper (a PC speaker, a pwm-beeper); nothing when the
/// kiosk has none or `input.beep` is off, nor while `silent` says so (the sound card plays the
/// tones, or quiet hours).
public final class BeeperSink: CaptureSink {
    private let input: InputManager
    private let silent: () -> Bool

    public init(input: InputManager, silent: @escaping () -> Bool = { false }) {
        self.input = input
        self.silent = silent
    }

    public func take(_ event: CaptureEvent) {
        if silent() { return }
        let tone = Self.tone(for: event)
        _ = input.beep(frequency: tone.frequency, duration: tone.duration)
    }

    /// A good read: a short high beep. A product not on file, or no price to be had: a long low
    /// one, as price checkers sound it, so a shopper not looking at the screen knows.
    public static func tone(for event: CaptureEvent) -> (frequency: Int32, duration: Double) {
        switch event.record?.product?.answer {
        case .notOnFile?, .unavailable?: (440, 0.35)
        default: (2000, 0.08)
        }
    }
}
