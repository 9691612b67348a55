// TouchMappingTests: axis ranges and the four screen rotations, in exact pixels.
import Input
import Testing

@Suite struct TouchMappingTests {
    let x800 = AxisRange(minimum: 0, maximum: 799)
    let y480 = AxisRange(minimum: 0, maximum: 479)

    @Test func axisRangeFollowsLibinput() {
        // (v − min) / (max − min + 1): value 799 of 0…799 is pixel 799 of 800, not 800.
        #expect(x800.normalized(799) * 800 == 799)
        #expect(AxisRange(minimum: 0, maximum: 32767).normalized(16384) == 0.5)
        #expect(AxisRange(minimum: 100, maximum: 199).normalized(150) == 0.5)
        #expect(AxisRange(minimum: 5, maximum: 4).normalized(5) == 0)  // a broken range maps to 0
    }

    @Test func rotations() {
        // Panel 800x480; a touch at panel pixel (100, 40).
        func mapped(_ rotation: ScreenRotation) -> ScreenPoint {
            let size = rotation.swapsAxes ? (480, 800) : (800, 480)
            let mapping = TouchMapping(xAxis: x800, yAxis: y480, screen: ScreenGeometry(width: size.0, height: size.1, rotation: rotation))
            return mapping.screenPoint(x: 100, y: 40)
        }
        #expect(mapped(.none) == ScreenPoint(x: 100, y: 40))
        #expect(mapped(.quarter) == ScreenPoint(x: 40, y: 700))  // x = v·480, y = (1 − u)·800
        #expect(mapped(.half) == ScreenPoint(x: 700, y: 440))
        #expect(mapped(.threeQuarters) == ScreenPoint(x: 440, y: 100))  // x = (1 − v)·480, y = u·800
    }

    @Test func cornersStayOnScreen() {
        let mapping = TouchMapping(xAxis: x800, yAxis: y480, screen: ScreenGeometry(width: 480, height: 800, rotation: .quarter))
        // The panel's top-right corner is the logical top-left when turned a quarter clockwise.
        #expect(mapping.screenPoint(x: 799, y: 0) == ScreenPoint(x: 0, y: 1))
        #expect(mapping.screenPoint(x: 0, y: 479) == ScreenPoint(x: 479, y: 800.0.nextDown))
    }

    @Test func rotationFromDegrees() {
        #expect(ScreenRotation(degrees: -90) == .threeQuarters)
        #expect(ScreenRotation(degrees: 450) == .quarter)
        #expect(ScreenRotation(degrees: 45) == nil)
    }
}
