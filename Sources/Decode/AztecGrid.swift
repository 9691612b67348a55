// AztecGrid: where an Aztec symbol's modules lie in the image, fitted to its bull's eye's rings:
// the projective map from module coordinates to pixels.
import Glibc

/// A projective map (row-major 3x3, the last entry 1) from module coordinates (0, 0 the centre
/// module's centre, x to the symbol's right, y down) to image pixels relative to the bull's eye's
/// centre.
struct AztecGrid: Sendable, Equatable {
    var h: (Double, Double, Double, Double, Double, Double, Double, Double)

    static func == (a: AztecGrid, b: AztecGrid) -> Bool {
        a.h.0 == b.h.0 && a.h.1 == b.h.1 && a.h.2 == b.h.2 && a.h.3 == b.h.3 && a.h.4 == b.h.4 && a.h.5 == b.h.5 && a.h.6 == b.h.6
            && a.h.7 == b.h.7
    }

    static let identity = AztecGrid(h: (1, 0, 0, 0, 1, 0, 0, 0))

    /// Where module point (u, v) is, relative to the centre.
    @inline(__always) func map(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
        let w = h.6 * u + h.7 * v + 1
        return ((h.0 * u + h.1 * v + h.2) / w, (h.3 * u + h.4 * v + h.5) / w)
    }

    /// A point where a ray from the centre crosses the edge between two rings, `ring` modules out
    /// (1.5: between the first light ring and the second dark one), relative to the centre.
    struct Edge {
        var ring: Double
        var x: Double
        var y: Double
    }

    /// The map that puts the rings' edges where they were seen: for each edge (1.5, 2.5, 3.5
    /// modules out, and 4.5 and 5.5 in a full-range symbol's bull's eye) a straight line fitted to each side's points (those near a corner left out),
    /// the sides' meeting points as that square's corners (±ring, ±ring), and the projective map
    /// through those corners (12 or 20) by least squares. Sides are told apart by `turn` (radians);
    /// `module` (pixels) scales the fit. Nil when a side has too few points or the fit fails.
    static func fit(_ edges: [Edge], turn: Double, module: Double) -> AztecGrid? {
        let (c, s) = (cos(turn), sin(turn))
        // Per ring (3) and side (4: right, bottom, left, top): sums for a least-squares line.
        var sums = [LineSums](repeating: LineSums(), count: 20)
        for edge in edges {
            let ring = Int(edge.ring - 1.5)
            guard (0..<5).contains(ring) else { continue }
            let (u, v) = (edge.x * c + edge.y * s, -edge.x * s + edge.y * c)
            guard min(abs(u), abs(v)) < 0.6 * max(abs(u), abs(v)) else { continue }
            let side = abs(u) >= abs(v) ? (u > 0 ? 0 : 2) : (v > 0 ? 1 : 3)
            sums[5 * side + ring].add(edge.x / module, edge.y / module)
        }
        var from: [(Double, Double)] = [], to: [(Double, Double)] = []
        for ring in 0..<5 {
            let k = Double(ring) + 1.5
            guard let right = sums[ring].line, let bottom = sums[5 + ring].line, let left = sums[10 + ring].line, let top = sums[15 + ring].line
            else { continue }
            // The square's corners in module coordinates, turned as the symbol is (x right, y down).
            for (a, b, u, v) in [(left, top, -k, -k), (right, top, k, -k), (right, bottom, k, k), (left, bottom, -k, k)] {
                guard let p = intersection(a, b) else { continue }
                // Module (u, v) sits, before the turn, at (u, v) turned by `turn`.
                from.append((u, v))
                to.append(p)
            }
        }
        guard from.count >= 8, var grid = solve(from, to) else { return nil }
        grid.h = (
            grid.h.0 * module, grid.h.1 * module, grid.h.2 * module, grid.h.3 * module, grid.h.4 * module, grid.h.5 * module, grid.h.6, grid.h.7
        )
        return grid
    }

    /// Running sums of points for a total-least-squares line.
    struct LineSums {
        var n = 0.0, x = 0.0, y = 0.0, xx = 0.0, xy = 0.0, yy = 0.0

        mutating func add(_ px: Double, _ py: Double) {
            n += 1
            x += px
            y += py
            xx += px * px
            xy += px * py
            yy += py * py
        }

        /// A point on the line and its direction; nil below 3 points.
        var line: (px: Double, py: Double, dx: Double, dy: Double)? {
            guard n >= 3 else { return nil }
            let (mx, my) = (x / n, y / n)
            let (sxx, sxy, syy) = (xx / n - mx * mx, xy / n - mx * my, yy / n - my * my)
            // The covariance's principal direction.
            let angle = 0.5 * atan2(2 * sxy, sxx - syy)
            return (mx, my, cos(angle), sin(angle))
        }
    }

    static func intersection(
        _ a: (px: Double, py: Double, dx: Double, dy: Double), _ b: (px: Double, py: Double, dx: Double, dy: Double)
    ) -> (
        Double, Double
    )? {
        let det = a.dx * b.dy - a.dy * b.dx
        guard abs(det) > 1e-6 else { return nil }
        let t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / det
        return (a.px + t * a.dx, a.py + t * a.dy)
    }

    /// The projective map taking `from` to `to` (at least 4 pairs), least squares.
    static func solve(_ from: [(Double, Double)], _ to: [(Double, Double)]) -> AztecGrid? {
        // Normal equations of the linearised map: 8 unknowns.
        var m = [Double](repeating: 0, count: 8 * 9)
        func add(_ row: [Double], _ rhs: Double) {
            for i in 0..<8 {
                for j in 0..<8 { m[i * 9 + j] += row[i] * row[j] }
                m[i * 9 + 8] += row[i] * rhs
            }
        }
        for ((u, v), (x, y)) in zip(from, to) {
            add([u, v, 1, 0, 0, 0, -u * x, -v * x], x)
            add([0, 0, 0, u, v, 1, -u * y, -v * y], y)
        }
        for col in 0..<8 {
            var pivot = col
            for r in col..<8 where abs(m[r * 9 + col]) > abs(m[pivot * 9 + col]) { pivot = r }
            guard abs(m[pivot * 9 + col]) > 1e-12 else { return nil }
            if pivot != col { for k in 0..<9 { m.swapAt(col * 9 + k, pivot * 9 + k) } }
            for r in 0..<8 where r != col {
                let f = m[r * 9 + col] / m[col * 9 + col]
                if f != 0 { for k in col..<9 { m[r * 9 + k] -= f * m[col * 9 + k] } }
            }
        }
        var h = [Double](repeating: 0, count: 8)
        for i in 0..<8 {
            let value: Double = m[i * 9 + 8] / m[i * 9 + i]
            h[i] = value
        }
        return AztecGrid(h: (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]))
    }
}
