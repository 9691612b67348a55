// FocusIndicator: the corner brackets drawn around the focus cutout.
import Render

/// The `corners` style: four L-shaped brackets on the corners of a rectangle, each arm 22% of
/// the rectangle's side, stroked with round caps.
public struct FocusIndicator: Sendable {
    public var armFraction: Float = 0.22
    public var lineWidth: Float = 4
    public var color: Color = .white

    public init(lineWidth: Float = 4, color: Color = .white) {
        self.lineWidth = lineWidth
        self.color = color
    }

    /// The three points of each bracket: arm end, corner, other arm end (clockwise from top-left).
    public func brackets(around rect: Rect) -> [[Point]] {
        let arm = armFraction * min(rect.width, rect.height)
        return [
            [Point(rect.minX, rect.minY + arm), rect.topLeft, Point(rect.minX + arm, rect.minY)],
            [Point(rect.maxX - arm, rect.minY), rect.topRight, Point(rect.maxX, rect.minY + arm)],
            [Point(rect.maxX, rect.maxY - arm), rect.bottomRight, Point(rect.maxX - arm, rect.maxY)],
            [Point(rect.minX + arm, rect.maxY), rect.bottomLeft, Point(rect.minX, rect.maxY - arm)],
        ]
    }

    public func draw(around rect: Rect, on canvas: Canvas, opacity: Float = 1) {
        for bracket in brackets(around: rect) {
            canvas.draw(StrokedSegments(polyline: bracket, lineWidth: lineWidth), color: color.withOpacity(opacity))
        }
    }
}
