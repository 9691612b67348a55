// BeeperSink: a short beep for every capture, on the first input device that can sound one.
import Input

/// Beeps through the input manager's beeper (a PC speaker, a pwm-beeper); nothing when the
/// kiosk has none or `input.beep` is off.
public final class BeeperSink: CaptureSink {
    private let input: InputManager

    public init(input: InputManager) {
        self.input = input
    }

    public func take(_ event: CaptureEvent) { _ = input.beep() }
}
