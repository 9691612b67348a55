// RunObserver: what a development tool watches of a run (`kioskscan-dev bench --whole`); the
// kiosk itself runs with none, and keeps nothing per frame.

/// One live decode's times: when its frame was offered (kiosk clock), the seconds and the
/// decoding thread's CPU seconds it took, and whether the frame was carried (not read:
/// `LiveReader`) or given another look.
public struct DecodeTime: Sendable {
    public let seen: Double
    public let seconds: Double
    public let cpuSeconds: Double
    public let carried: Bool
    public let looked: Bool
}

/// Told of each live decode and of the run's end, on the loop's thread.
public protocol RunObserver: AnyObject {
    /// Whether every frame offered is read, also one of an unchanged scene (`LiveReader`), to
    /// measure what carrying saves.
    var readsEveryFrame: Bool { get }
    func decoded(_ time: DecodeTime)
    /// The run ended: the frames the decoder's one-slot mailbox dropped (a real-clock run).
    func ended(decodeDropped: Int)
}
