// AztecBullseyeFinder: where in a luma plane Aztec bull's eyes are, how big and how turned, for
// zxing-cpp 1.x, whose Aztec detector only looks at the middle of the image and reads a symbol
// only when it is upright (within about 5 degrees).
import Glibc
import Pixels

/// One bull's eye found: the centre of an Aztec symbol.
struct AztecBullseye: Sendable, Equatable {
    /// The centre, in the plane's pixels (pixel centres at .5).
    var x: Double
    var y: Double
    /// The width of one module (one ring) in pixels.
    var module: Double
    /// How far the rings' sides are turned from the plane's axes, in radians, 0 ..< pi/2.
    var turn: Double
    /// Light centre on a dark ground (a symbol printed light on dark).
    var inverted: Bool
    /// How far out from the centre the symbol reaches, in modules (half its side, measured:
    /// where a square around the centre first runs through light only, its quiet zone).
    var extent: Double
    /// How many rows crossed it with the ring pattern: more is surer.
    var rows: Int
    /// Where the symbol's modules are: module coordinates (0, 0 the centre module's centre) to
    /// the image, relative to (x, y) (`AztecGrid`).
    var grid = AztecGrid.identity
}

/// Finds bull's eyes the way a QR finder-pattern scan finds finder patterns: along each row, 7
/// runs of about one width with the middle one the centre's colour (the centre module and three
/// rings each side: an Aztec bull's eye, compact or full-range, turned any way, crossed through
/// its centre), confirmed along the column and a diagonal through the middle, then measured
/// along 64 rays: its rings must be squares (concentric circles, a target logo, are not).
///
/// Thresholds are local: the mean of the 48x48 pixels around a pixel's 16x16 block, where that
/// area has some contrast (otherwise nothing there is dark).
enum AztecBullseyeFinder {
    static let block = 16
    /// The least difference between the darkest and lightest pixel of a 48x48 area for anything
    /// in it to count as dark.
    static let minContrast = 24

    /// The bull's eyes in `luma`, the surest first (most rows), at most `limit`. Dark-centred
    /// ones always; light-centred ones too when `inverted`.
    static func find(in luma: LumaView, inverted: Bool, limit: Int) -> [AztecBullseye] {
        let (w, h) = (luma.width, luma.height)
        guard w >= 24, h >= 24 else { return [] }
        let gw = (w + block - 1) / block, gh = (h + block - 1) / block
        var thresholds = [Int16](repeating: -1, count: gw * gh)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(64)
        thresholds.withUnsafeMutableBufferPointer { t in
            Self.thresholds(luma, into: t, gw: gw, gh: gh)
            let plane = Plane(luma: luma, thresholds: UnsafeBufferPointer(t), gw: gw)
            scanRows(plane, inverted: inverted, clusters: &clusters)
        }
        clusters.sort { $0.count > $1.count }
        var found: [AztecBullseye] = []
        thresholds.withUnsafeBufferPointer { t in
            let plane = Plane(luma: luma, thresholds: t, gw: gw)
            for cluster in clusters where found.count < limit {
                let n = Double(cluster.count)
                if let eye = measure(
                    plane, x: cluster.x / n, y: cluster.y / n, module: cluster.module / n, inverted: cluster.inverted, rows: cluster.count),
                    !found.contains(where: { abs($0.x - eye.x) < 3 * eye.module && abs($0.y - eye.y) < 3 * eye.module })
                {
                    found.append(eye)
                }
            }
        }
        return found
    }

    /// Rows through one bull's eye, summed.
    struct Cluster {
        var x: Double, y: Double, module: Double
        var count: Int
        var inverted: Bool
    }

    /// The plane and its thresholds; `dark(x, y)` with x, y inside.
    struct Plane {
        let pixels: UnsafePointer<UInt8>
        let width: Int, height: Int, stride: Int
        let thresholds: UnsafeBufferPointer<Int16>
        let gw: Int

        init(luma: LumaView, thresholds: UnsafeBufferPointer<Int16>, gw: Int) {
            pixels = luma.base.assumingMemoryBound(to: UInt8.self)
            (width, height, stride) = (luma.width, luma.height, luma.stride)
            self.thresholds = thresholds
            self.gw = gw
        }

        @inline(__always) func dark(_ x: Int, _ y: Int) -> Bool {
            Int16(pixels[y * stride + x]) < thresholds[(y / AztecBullseyeFinder.block) * gw + x / AztecBullseyeFinder.block]
        }

        @inline(__always) func inside(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

        /// The luma at (x, y), bilinear between pixel centres, less the threshold there; nil
        /// where nothing is dark (no contrast).
        func level(_ x: Double, _ y: Double) -> Double? {
            let (fx, fy) = (max(0, min(Double(width) - 1.001, x - 0.5)), max(0, min(Double(height) - 1.001, y - 0.5)))
            let (x0, y0) = (Int(fx), Int(fy))
            let (ax, ay) = (fx - Double(x0), fy - Double(y0))
            let p = pixels + y0 * stride + x0
            let (x1, y1) = (x0 + 1 < width ? 1 : 0, y0 + 1 < height ? stride : 0)
            let top = Double(p[0]) + (Double(p[x1]) - Double(p[0])) * ax
            let bottom = Double(p[y1]) + (Double(p[y1 + x1]) - Double(p[y1])) * ax
            let t = thresholds[(Int(y) / AztecBullseyeFinder.block) * gw + Int(x) / AztecBullseyeFinder.block]
            return t < 0 ? nil : top + (bottom - top) * ay - Double(t)
        }
    }

    /// Each block's threshold: the mean of the 3x3 blocks around it, or -1 (nothing dark) where
    /// they hold less than `minContrast`.
    static func thresholds(_ luma: LumaView, into t: UnsafeMutableBufferPointer<Int16>, gw: Int, gh: Int) {
        let src = luma.base.assumingMemoryBound(to: UInt8.self)
        var means = [Int16](repeating: 0, count: gw * gh), lows = means, highs = means
        means.withUnsafeMutableBufferPointer { mean in
            lows.withUnsafeMutableBufferPointer { low in
                highs.withUnsafeMutableBufferPointer { high in
                    for by in 0..<gh {
                        let y0 = by * block, y1 = min(luma.height, y0 + block)
                        for bx in 0..<gw {
                            let x0 = bx * block, x1 = min(luma.width, x0 + block)
                            var sum = 0, lo = 255, hi = 0
                            for y in y0..<y1 {
                                let row = src + y * luma.stride
                                for x in x0..<x1 {
                                    let v = Int(row[x])
                                    sum &+= v
                                    lo = min(lo, v)
                                    hi = max(hi, v)
                                }
                            }
                            let i = by * gw + bx
                            mean[i] = Int16(sum / ((y1 - y0) * (x1 - x0)))
                            low[i] = Int16(lo)
                            high[i] = Int16(hi)
                        }
                    }
                    for by in 0..<gh {
                        for bx in 0..<gw {
                            var sum = 0, n = 0, lo: Int16 = 255, hi: Int16 = 0
                            for ny in max(0, by - 1)...min(gh - 1, by + 1) {
                                for nx in max(0, bx - 1)...min(gw - 1, bx + 1) {
                                    let i = ny * gw + nx
                                    sum += Int(mean[i])
                                    n += 1
                                    lo = min(lo, low[i])
                                    hi = max(hi, high[i])
                                }
                            }
                            t[by * gw + bx] = Int(hi - lo) >= minContrast ? Int16(sum / n) : -1
                        }
                    }
                }
            }
        }
    }

    /// Whether 7 runs are about one width, `module` their mean.
    @inline(__always) static func even(_ runs: (Int, Int, Int, Int, Int, Int, Int)) -> Double? {
        let total = runs.0 + runs.1 + runs.2 + runs.3 + runs.4 + runs.5 + runs.6
        let module = Double(total) / 7
        guard module >= 1.4 else { return nil }
        let slack = 0.5 + 0.5 * module
        @inline(__always) func off(_ run: Int) -> Bool { abs(Double(run) - module) > slack }
        if off(runs.0) || off(runs.1) || off(runs.2) || off(runs.3) || off(runs.4) || off(runs.5) || off(runs.6) { return nil }
        return module
    }

    /// Every row, run by run; a row whose last 7 runs are even (the middle one dark, or light
    /// when `inverted`) is checked across (`crossCheck`) and joins the cluster it falls in.
    static func scanRows(_ plane: Plane, inverted: Bool, clusters: inout [Cluster]) {
        for y in 0..<plane.height {
            var runs = (0, 0, 0, 0, 0, 0, 0)
            var count = 0
            var x = 0
            var colour = plane.dark(0, y)
            while x < plane.width {
                let start = x
                while x < plane.width && plane.dark(x, y) == colour { x += 1 }
                runs = (runs.1, runs.2, runs.3, runs.4, runs.5, runs.6, x - start)
                count += 1
                colour.toggle()
                // The run just ended is runs.6; the middle one, runs.3, has the colour now current.
                guard count >= 7, x < plane.width, colour || inverted, let module = even(runs) else { continue }
                let middleStart = start - runs.5 - runs.4 - runs.3
                let cx = middleStart + runs.3 / 2
                guard let eye = crossCheck(plane, x: cx, y: y, module: module, centreDark: colour) else { continue }
                if let i = clusters.firstIndex(where: { c in
                    let n = Double(c.count)
                    return c.inverted == !colour && abs(c.x / n - eye.x) < 2 * eye.module && abs(c.y / n - eye.y) < 2 * eye.module
                }) {
                    clusters[i].x += eye.x
                    clusters[i].y += eye.y
                    clusters[i].module += eye.module
                    clusters[i].count += 1
                } else if clusters.count < 256 {
                    clusters.append(Cluster(x: eye.x, y: eye.y, module: eye.module, count: 1, inverted: !colour))
                }
            }
        }
    }

    /// The runs from (x, y) along (dx, dy): the one (x, y) is in (both ways) and three more each
    /// way, even, with their mean within a factor of two of `module`; returns where the middle
    /// run's centre is along the line (in steps from (x, y)) and the mean.
    static func line(_ plane: Plane, x: Int, y: Int, dx: Int, dy: Int, module: Double, centreDark: Bool) -> (offset: Double, module: Double)? {
        let most = Int(4 * module) + 2
        /// The lengths of the run (x, y) is in and the next three, going `sign` ways.
        @inline(__always) func walk(_ sign: Int) -> (Int, Int, Int, Int)? {
            var (px, py) = (x, y)
            var colour = centreDark
            @inline(__always) func run() -> Int? {
                var length = 0
                while plane.inside(px, py) && plane.dark(px, py) == colour && length <= most {
                    length += 1
                    px += sign * dx
                    py += sign * dy
                }
                colour.toggle()
                return plane.inside(px, py) && length <= most && length > 0 ? length : nil
            }
            guard let a = run(), let b = run(), let c = run(), let d = run() else { return nil }
            return (a, b, c, d)
        }
        guard let forward = walk(1), let backward = walk(-1) else { return nil }
        let middle = forward.0 + backward.0 - 1
        guard let mean = even((backward.3, backward.2, backward.1, middle, forward.1, forward.2, forward.3)),
            mean > module / 2, mean < module * 2
        else { return nil }
        // The middle run spans from -(backward.0 - 1) to forward.0 - 1 steps.
        return (Double(forward.0 - backward.0) / 2, mean)
    }

    /// A row's candidate at column x checked along its column (which also finds the centre's
    /// row), then along its row again and both diagonals from there.
    static func crossCheck(_ plane: Plane, x: Int, y: Int, module: Double, centreDark: Bool) -> (x: Double, y: Double, module: Double)? {
        guard let vertical = line(plane, x: x, y: y, dx: 0, dy: 1, module: module, centreDark: centreDark) else { return nil }
        let cy = Int((Double(y) + vertical.offset).rounded())
        guard plane.inside(x, cy), plane.dark(x, cy) == centreDark,
            let horizontal = line(plane, x: x, y: cy, dx: 1, dy: 0, module: module, centreDark: centreDark)
        else { return nil }
        let cx = Int((Double(x) + horizontal.offset).rounded())
        guard plane.inside(cx, cy), plane.dark(cx, cy) == centreDark,
            line(plane, x: cx, y: cy, dx: 1, dy: 1, module: module, centreDark: centreDark) != nil,
            line(plane, x: cx, y: cy, dx: 1, dy: -1, module: module, centreDark: centreDark) != nil
        else { return nil }
        return (Double(cx) + 0.5, Double(cy) + 0.5, (vertical.module + horizontal.module) / 2)
    }

    /// The bull's eye around (x, y) measured along 64 rays: where each ray leaves the third ring
    /// (3.5 modules out along a side's normal) lies on a square; its centre, turn and module.
    /// Nil when those points are not on a square (rings of a circle, a spiral, text).
    static func measure(_ plane: Plane, x: Double, y: Double, module: Double, inverted: Bool, rows: Int) -> AztecBullseye? {
        let rays = 64
        var points: [(Double, Double)] = []
        points.reserveCapacity(rays)
        // Where each ray crosses the rings' edges at 1.5, 2.5 and 3.5 modules, to a fraction of a pixel.
        var edges: [AztecGrid.Edge] = []
        edges.reserveCapacity(3 * rays)
        var outer: [AztecGrid.Edge] = [], outerRatios: [Double] = []
        var fullRange = true
        let reach = 3.5 * module * 1.414 * 1.6
        for i in 0..<rays {
            let angle = 2 * Double.pi * Double(i) / Double(rays)
            let (dx, dy) = (cos(angle), sin(angle))
            var colour = !inverted
            var changes = 0
            var r = 0.0
            var last = 0.0
            while r < reach {
                let (px, py) = (x + dx * r, y + dy * r)
                guard plane.inside(Int(px.rounded(.down)), Int(py.rounded(.down))), let level = plane.level(px, py) else { return nil }
                if (level < 0) != colour {
                    changes += 1
                    colour.toggle()
                    // Between the last sample and this one, where the level crosses the threshold.
                    let at = r - 0.25 * level / (level - last)
                    if changes >= 2 { edges.append(AztecGrid.Edge(ring: Double(changes) - 0.5, x: dx * at, y: dy * at)) }
                    if changes == 4 { break }
                }
                last = level
                r += 0.25
            }
            guard changes == 4 else { return nil }
            points.append((edges[edges.count - 1].x, edges[edges.count - 1].y))
            // A full-range symbol's bull's eye has two rings more (edges at 4.5 and 5.5 modules;
            // a compact one's mode message lies there): followed on, kept if every ray finds them.
            let third = r
            while r < third * 6 / 3.5 && changes < 6 {
                let (px, py) = (x + dx * r, y + dy * r)
                guard plane.inside(Int(px.rounded(.down)), Int(py.rounded(.down))), let level = plane.level(px, py) else { break }
                if (level < 0) != colour {
                    changes += 1
                    colour.toggle()
                    let at = r - 0.25 * level / (level - last)
                    outer.append(AztecGrid.Edge(ring: Double(changes) - 0.5, x: dx * at, y: dy * at))
                    outerRatios.append(at / third)
                }
                last = level
                r += 0.25
            }
            if changes < 6 { fullRange = false }
        }
        // The edges at 4.5 and 5.5 modules lie 4.5/3.5 and 5.5/3.5 as far out as the one at 3.5.
        if fullRange, outer.count == 2 * rays {
            let fits = (0..<rays).filter { i in abs(outerRatios[2 * i] - 4.5 / 3.5) < 0.12 && abs(outerRatios[2 * i + 1] - 5.5 / 3.5) < 0.12 }
            if fits.count == rays { edges += outer }
        }
        // The turn that makes them most square: the least spread of max(|u|, |v|).
        func spread(_ turn: Double) -> (Double, Double) {
            let (c, s) = (cos(turn), sin(turn))
            var sum = 0.0, squares = 0.0
            for (px, py) in points {
                let d = max(abs(px * c + py * s), abs(-px * s + py * c))
                sum += d
                squares += d * d
            }
            let mean = sum / Double(points.count)
            return (squares / Double(points.count) - mean * mean, mean)
        }
        var best = (turn: 0.0, spread: Double.infinity, mean: 0.0)
        for step in 0..<90 {
            let turn = Double(step) * Double.pi / 180
            let (s, mean) = spread(turn)
            if s < best.spread { best = (turn, s, mean) }
        }
        for step in -10...10 {
            let turn = best.turn + Double(step) * Double.pi / 1800
            let (s, mean) = spread(turn)
            if s < best.spread { best = (turn, s, mean) }
        }
        // A square's corners are sqrt(2) further than its sides' middles; a circle's are not.
        let (c, s) = (cos(best.turn), sin(best.turn))
        var sides = 0.0, corners = 0.0, nSides = 0, nCorners = 0
        for (px, py) in points {
            let (u, v) = (px * c + py * s, -px * s + py * c)
            let r = (u * u + v * v).squareRoot()
            let ratio = min(abs(u), abs(v)) / max(abs(u), abs(v))
            if ratio < 0.2 {
                sides += r
                nSides += 1
            } else if ratio > 0.8 {
                corners += r
                nCorners += 1
            }
        }
        guard nSides > 0, nCorners > 0, (corners / Double(nCorners)) > 1.2 * (sides / Double(nSides)),
            best.spread.squareRoot() < 0.15 * best.mean
        else { return nil }
        let (mx, my) = points.reduce((0.0, 0.0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        var turn = best.turn.truncatingRemainder(dividingBy: Double.pi / 2)
        if turn < 0 { turn += Double.pi / 2 }
        var eye = AztecBullseye(
            x: x + mx / Double(rays), y: y + my / Double(rays), module: best.mean / 3.5, turn: turn, inverted: inverted, extent: 0, rows: rows)
        eye.extent = extent(plane, of: eye)
        let (ox, oy) = (mx / Double(rays), my / Double(rays))
        guard let grid = AztecGrid.fit(edges.map { AztecGrid.Edge(ring: $0.ring, x: $0.x - ox, y: $0.y - oy) }, turn: turn, module: eye.module)
        else { return nil }
        eye.grid = grid
        return eye
    }

    /// The largest symbols the finder measures: half of about 150 modules.
    static let farthest = 76.0

    /// How far the symbol around `eye` reaches: for each of its four sides, the first line
    /// parallel to it, half a module after half a module from 6 modules out (past a compact
    /// symbol's mode message), on which at most 1 in 16 samples is dark; the farthest of the four.
    /// A side cut by the image's edge ends there.
    static func extent(_ plane: Plane, of eye: AztecBullseye) -> Double {
        let (c, s) = (cos(eye.turn) * eye.module, sin(eye.turn) * eye.module)
        var farthest = 0.0
        for side in 0..<4 {
            // The side's outward normal and its direction along, in module units turned into the image.
            let (nu, nv): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][side]
            var d = 6.0
            sides: while d < Self.farthest {
                var dark = 0, samples = 0
                var t = -d
                while t <= d {
                    let (u, v) = (nu * d - nv * t, nv * d + nu * t)
                    let (px, py) = (Int((eye.x + u * c - v * s).rounded(.down)), Int((eye.y + u * s + v * c).rounded(.down)))
                    guard plane.inside(px, py) else { break sides }
                    if plane.dark(px, py) != eye.inverted { dark += 1 }
                    samples += 1
                    t += 0.5
                }
                if 16 * dark <= samples { break }
                d += 0.5
            }
            farthest = max(farthest, d)
        }
        return farthest
    }
}
