// RunAcceptance: whether a chain of marks stands on the ground its print needs to be a run.
extension GlyphRunFinder {
    /// Whether the box stands on ground of the right kind: for dark glyphs most of it light (its
    /// median nearer the lightest end), for light ones a third of it dark (the value a third of
    /// the way up nearer the darkest end). Bold light digits set close on a price panel are
    /// half their box or more (`198` on a black panel, 35 px: the median is ink, and the run
    /// was dropped); a light tag on a dark shelf is not a light glyph: nearly all of its box is
    /// the tag itself.
    static func sitsOnGround(_ box: Mark, of plane: GreyPlane, darkOnLight: Bool) -> Bool {
        var values: [UInt8] = []
        values.reserveCapacity(box.width * box.height)
        for y in box.y0..<box.y1 { values.append(contentsOf: plane.pixels[y * plane.width + box.x0..<y * plane.width + box.x1]) }
        values.sort()
        let low = Int(values[values.count / 20]), high = Int(values[values.count - 1 - values.count / 20])
        if darkOnLight { return 2 * Int(values[values.count / 2]) > low + high }
        return 2 * Int(values[values.count / 3]) < low + high
    }
}
