// ImageFiltersTests: the two-thirds plane is the area mean of what each of its pixels covers.
import Pixels
import Testing

@testable import Decode

@Suite struct ImageFiltersTests {
    @Test func twoThirdsIsTheAreaMeanOfEachPixelsThreeHalvesSquare() {
        // 7x4: two whole blocks of three across (the last column left out), one down (the last row).
        let (width, height) = (7, 4)
        let source: [UInt8] = (0..<(width * height)).map { UInt8(($0 * 37) % 251) }
        var out = [UInt8](repeating: 0, count: 4 * 2)
        source.withUnsafeBytes { raw in
            out.withUnsafeMutableBufferPointer { o in
                ImageFilters.twoThirds(LumaView(width: width, height: height, stride: width, base: raw.baseAddress!), into: o.baseAddress!)
            }
        }
        // Output (x, y) covers source [1.5x, 1.5x + 1.5) in each direction.
        func expected(_ x: Int, _ y: Int) -> UInt8 {
            var sum = 0.0
            for sy in 0..<height {
                for sx in 0..<width {
                    func overlap(_ s: Int, _ o: Int) -> Double { max(0, min(Double(s + 1), 1.5 * Double(o) + 1.5) - max(Double(s), 1.5 * Double(o))) }
                    sum += overlap(sx, x) * overlap(sy, y) * Double(source[sy * width + sx])
                }
            }
            return UInt8((sum / 2.25).rounded())
        }
        for y in 0..<2 {
            for x in 0..<4 {
                #expect(abs(Int(out[y * 4 + x]) - Int(expected(x, y))) <= 1, "(\(x), \(y))")
            }
        }
    }
}
