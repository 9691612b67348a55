// StandardOutputSink: every capture as one JSON line on standard output, which never stops the kiosk.
import SystemCall

/// Writes each event's line, and a line end, in one piece: a reader of the pipe never sees half
/// an event. Standard output is written without blocking (`NonBlockingOutput`): a reader that
/// stops reading gets the lines later, up to a bounded buffer, and beyond it lines are dropped,
/// counted and logged; a reader that goes away (`| head -1`) stops the printing, not the kiosk.
public final class StandardOutputSink: CaptureSink {
    private let write: (String) -> Void
    /// Standard output itself (nil: lines go to `write`).
    private let output: NonBlockingOutput?

    /// `write` gets each line without its line end (tests and the benchmark keep them).
    public init(write: @escaping (String) -> Void) {
        self.write = write
        output = nil
    }

    /// The process's standard output; dropped lines are logged to standard error until `log`
    /// is set.
    public init() {
        let output = NonBlockingOutput(log: { StandardStream.error.write("kioskscan: \($0)\n") })
        self.output = output
        write = { output.write($0 + "\n") }
    }

    public func take(_ event: CaptureEvent) { write(event.line) }

    /// Writes what waited for the reader (called every frame).
    public func flush() { output?.flush() }

    /// Where dropped lines are logged (the kiosk's log, once it has one).
    public var log: (String) -> Void {
        get { output?.log ?? { _ in } }
        set { output?.log = newValue }
    }

    /// Capture lines dropped since the start (reader not reading, or gone).
    public var dropped: Int { output?.dropped ?? 0 }

    /// Bytes of capture lines still waiting for the reader.
    public var unwritten: Int { output?.pending ?? 0 }
}
