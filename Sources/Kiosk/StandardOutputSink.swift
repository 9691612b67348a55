// StandardOutputSink: every capture as one JSON line on standard output.
import SystemCall

/// Writes each event's line, and a line end, in one write: a reader of the pipe never sees half
/// an event.
public final class StandardOutputSink: CaptureSink {
    private let write: (String) -> Void

    /// `write` gets each line without its line end (tests and the benchmark keep them).
    public init(write: @escaping (String) -> Void = { StandardStream.output.write($0 + "\n") }) {
        self.write = write
    }

    public func take(_ event: CaptureEvent) { write(event.line) }
}
