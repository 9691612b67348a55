// CalibrationMatrixTests: the input.calibration option and the mapping through it.
import Input
import Testing

@Suite struct CalibrationMatrixTests {
    @Test func parsesSixNumbersWithSpacesOrCommas() throws {
        #expect(try CalibrationMatrix(parsing: "1 0 0 0 1 0") == .identity)
        #expect(try CalibrationMatrix(parsing: " -1, 0, 1,0 1 0 ") == CalibrationMatrix(-1, 0, 1, 0, 1, 0))
        // xinput's nine-number form with the last row 0 0 1.
        #expect(try CalibrationMatrix(parsing: "0 1 0 -1 0 1 0 0 1") == CalibrationMatrix(0, 1, 0, -1, 0, 1))
        #expect(CalibrationMatrix(1.5, 0, -0.25, 0, 1, 0).description == "1.5 0 -0.25 0 1 0")
    }

    @Test func badTextNamesTheOption() {
        for text in ["1 0 0 0 1", "1 0 0 0 1 x", "", "0 0 0 0 0 0", "1 0 0 0 1 0 0 0 2", "1 0 0 0 1 nan"] {
            #expect(throws: InputOptionError.self) { try CalibrationMatrix(parsing: text) }
        }
        #expect(throws: InputOptionError("input.calibration needs six numbers 'a b c d e f' (x' = a·x + b·y + c, y' = d·x + e·y + f), got 5")) {
            try CalibrationMatrix(parsing: "1 0 0 0 1")
        }
    }

    @Test func appliesLikeLibinput() {
        // x′ = a·x + b·y + c, y′ = d·x + e·y + f on normalized coordinates.
        let m = CalibrationMatrix(1.25, 0, -0.125, 0, 0.5, 0.25)
        let p = m.apply(x: 0.5, y: 0.5)
        #expect(p.x == 0.5 && p.y == 0.5)
        let q = m.apply(x: 0.1, y: 1)
        #expect(q.x == 0.0 && q.y == 0.75)
    }

    @Test func mappingUsesTheMatrixBeforeTheRotation() {
        let axis = AxisRange(minimum: 0, maximum: 799)
        let yAxis = AxisRange(minimum: 0, maximum: 479)
        // Mirror x (a panel glued the wrong way round), screen not turned: 100 → 700.
        let mirrored = TouchMapping(
            xAxis: axis, yAxis: yAxis, calibration: CalibrationMatrix(-1, 0, 1, 0, 1, 0),
            screen: ScreenGeometry(width: 800, height: 480))
        #expect(mirrored.screenPoint(x: 100, y: 40) == ScreenPoint(x: 700, y: 40))
        // The same panel with the screen turned 90°: mirror first (700, 40), then turn:
        // x = v × 480 = 40, y = (1 − 700/800) × 800 = 100.
        let turned = TouchMapping(
            xAxis: axis, yAxis: yAxis, calibration: CalibrationMatrix(-1, 0, 1, 0, 1, 0),
            screen: ScreenGeometry(width: 480, height: 800, rotation: .quarter))
        #expect(turned.screenPoint(x: 100, y: 40) == ScreenPoint(x: 40, y: 100))
        // Off-panel results stay on the screen.
        let shifted = TouchMapping(
            xAxis: axis, yAxis: yAxis, calibration: CalibrationMatrix(1, 0, -0.5, 0, 1, 0.5),
            screen: ScreenGeometry(width: 800, height: 480))
        #expect(shifted.screenPoint(x: 100, y: 400) == ScreenPoint(x: 0, y: 480.0.nextDown))
    }
}
