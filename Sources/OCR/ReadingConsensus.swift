// ReadingConsensus: a number is taken only when consecutive frames read it the same.

/// Passes a reading on once the same text has been read on `required` frames with nothing else
/// read between them; a frame that reads something else starts the count again, and so do two
/// frames in a row that read nothing (the tag is gone or turned away). One frame that reads
/// nothing is passed over: the live reader reads each frame at the next of three glyph heights,
/// and one height can fail on a font every time (`cereal-449` at the focus square's size in the
/// virtual kiosk: confidence 54 and 39 at two heights, nothing at the third), so every third
/// frame read nothing and three in a row never came. The agreeing readings still come from at
/// least two heights.
///
/// Why three: Tesseract misreads a line now and then (a 1 as a 7, a comma's tail as a 1), and
/// the live reader reads each frame at the next of three glyph heights, where misreadings
/// differ. On the 44 receipt totals one height alone reads 32 to 41 exactly, the same three
/// heights agreeing read 42 to 43 with no wrong value taken; a camera adds blur and noise that
/// change from frame to frame, which also makes a repeated misreading less likely. At the
/// 40–80 ms a reading takes on a 2-core machine, three frames are 0.1–0.25 s: a price is still
/// taken while it is held up.
public struct ReadingConsensus: Sendable {
    public var required: Int
    public private(set) var streak: [NumberReading] = []
    /// Frames in a row that read nothing since the last reading.
    private var blanks = 0

    public init(required: Int = 3) {
        precondition(required >= 1, "a consensus needs at least one reading")
        self.required = required
    }

    /// Adds one frame's reading (nil: nothing read). Returns the agreed reading when this frame
    /// completes the streak (this frame's: it is the one frozen on screen with the indicator on
    /// its box); the count then starts again.
    public mutating func add(_ reading: NumberReading?) -> NumberReading? {
        guard let reading else {
            blanks += 1
            if blanks >= 2 { streak.removeAll() }
            return nil
        }
        blanks = 0
        if let last = streak.last, last.text != reading.text { streak.removeAll() }
        streak.append(reading)
        guard streak.count >= required else { return nil }
        defer { streak.removeAll() }
        return reading
    }

    /// Forgets the streak (the mode changed, a result was shown).
    public mutating func reset() {
        streak.removeAll()
        blanks = 0
    }
}
