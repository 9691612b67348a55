// DataMatrixFinder: where in a luma plane Data Matrix symbols are, by their outline (the solid L
// of two sides, the alternating timing of the other two), and how many modules they have: for
// symbols zxing-cpp's own detector does not find (it follows the finder's edges from lines
// through the plane's centre, and loses a symbol whose timing edge is cut, ragged or blurred).
import Glibc
import Pixels

/// One Data Matrix symbol's outline: its size in modules and where its modules are.
struct DataMatrixOutline: Sendable, Equatable {
    /// Its size: modules across and down (the symbol drawn upright: the solid L at left and
    /// bottom) and its data regions.
    var size: Size
    var columns: Int { size.columns }
    var rows: Int { size.rows }
    /// Module coordinates (0, 0 the symbol's top-left corner, `columns`, `rows` its
    /// bottom-right) to the plane's pixels.
    var grid: AztecGrid
    /// How well the outline's fixed modules (L, timing, quiet zone) match what is seen: the mean
    /// contrast, in grey levels, with the sign of the expected colour.
    var score: Double
    /// Per data region (row by row), module coordinates within the region (0, 0 its top-left
    /// corner) to the plane's pixels, each fitted to the region's own L and timing: a symbol
    /// photographed on paper that is not flat is not one projective map.
    var regions: [AztecGrid]

    /// Where module point (u, v) of the symbol is in the plane, by its region's map.
    func map(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
        guard regions.count > 1 else { return grid.map(u, v) }
        let (w, h) = (Double(columns / size.regionsAcross), Double(rows / size.regionsDown))
        let (a, b) = (max(0, min(size.regionsAcross - 1, Int(u / w))), max(0, min(size.regionsDown - 1, Int(v / h))))
        return regions[b * size.regionsAcross + a].map(u - Double(a) * w, v - Double(b) * h)
    }

    /// The sizes a Data Matrix (ECC 200) has: rows and columns, and its data regions across and
    /// down (each region has its own L and timing).
    struct Size: Sendable, Equatable {
        var rows: Int
        var columns: Int
        var regionsDown: Int
        var regionsAcross: Int
    }

    static let sizes: [Size] =
        [10, 12, 14, 16, 18, 20, 22, 24, 26].map { Size(rows: $0, columns: $0, regionsDown: 1, regionsAcross: 1) }
        + [32, 36, 40, 44, 48, 52].map { Size(rows: $0, columns: $0, regionsDown: 2, regionsAcross: 2) }
        + [64, 72, 80, 88, 96, 104].map { Size(rows: $0, columns: $0, regionsDown: 4, regionsAcross: 4) }
        + [120, 132, 144].map { Size(rows: $0, columns: $0, regionsDown: 6, regionsAcross: 6) }
        + [
            Size(rows: 8, columns: 18, regionsDown: 1, regionsAcross: 1), Size(rows: 8, columns: 32, regionsDown: 1, regionsAcross: 2),
            Size(rows: 12, columns: 26, regionsDown: 1, regionsAcross: 1), Size(rows: 12, columns: 36, regionsDown: 1, regionsAcross: 2),
            Size(rows: 16, columns: 36, regionsDown: 1, regionsAcross: 2), Size(rows: 16, columns: 48, regionsDown: 1, regionsAcross: 2),
        ]

    /// Whether module (i, j) of a symbol of `size` is one of its fixed modules, and then whether
    /// it is dark: each data region's left column and bottom row are dark, its top row and right
    /// column alternate (dark at the top-left, and at the bottom of the right column).
    static func fixed(_ i: Int, _ j: Int, in size: Size) -> Bool? {
        let (w, h) = (size.columns / size.regionsAcross, size.rows / size.regionsDown)
        let (ri, rj) = (i % w, j % h)
        if ri == 0 || rj == h - 1 { return true }
        if rj == 0 { return ri % 2 == 0 }
        if ri == w - 1 { return (h - 1 - rj) % 2 == 0 }
        return nil
    }
}

/// Finds Data Matrix outlines: the plane thresholded locally (as `AztecBullseyeFinder` does), its
/// dark connected parts (a symbol's L joins most of its dark modules into one), each large part's
/// convex hull reduced to the quadrilateral around it, then at the corner where two solid sides
/// meet (the L) each symbol size's fixed modules compared with what is there; the best sizes'
/// corners moved to where their fixed modules match best, and each data region fitted again.
enum DataMatrixFinder {
    /// The least side, in pixels, of a part's box to be looked at (10 modules of 2 px).
    static let smallest = 20
    /// How many of the largest parts are looked at.
    static let parts = 6
    /// The least score for an outline: its fixed modules this far on the right side of the
    /// threshold on average.
    static let leastScore = 12.0

    /// The outlines in `luma`, best first, at most `limit`.
    static func find(in luma: LumaView, limit: Int) -> [DataMatrixOutline] {
        var found: [DataMatrixOutline] = []
        find(in: luma, limit: limit, besides: []) { outline, _ in found.append(outline) }
        return found
    }

    /// Calls `body` with each outline in `luma`, best first, at most `limit`, and the thresholded
    /// plane they were found on; parts whose middle lies in one of `besides` (symbols already
    /// read) are passed over.
    static func find<E: Error>(
        in luma: LumaView, limit: Int, besides: [Quad], _ body: (DataMatrixOutline, AztecBullseyeFinder.Plane) throws(E) -> Void
    ) throws(E) {
        let (w, h) = (luma.width, luma.height)
        guard limit > 0, w >= smallest, h >= smallest else { return }
        let block = AztecBullseyeFinder.block
        let gw = (w + block - 1) / block, gh = (h + block - 1) / block
        // A buffer of its own rather than an array's closure: Swift 6.0's withUnsafeBufferPointer
        // rethrows untyped errors only (Debian 13's compiler).
        let thresholds = UnsafeMutableBufferPointer<Int16>.allocate(capacity: gw * gh)
        defer { thresholds.deallocate() }
        thresholds.initialize(repeating: -1)
        AztecBullseyeFinder.thresholds(luma, into: thresholds, gw: gw, gh: gh)
        let plane = AztecBullseyeFinder.Plane(luma: luma, thresholds: UnsafeBufferPointer(thresholds), gw: gw)
        var found: [DataMatrixOutline] = []
        for hull in largeParts(plane) {
            let middle = ImagePoint(x: hull.map(\.0).reduce(0, +) / Double(hull.count), y: hull.map(\.1).reduce(0, +) / Double(hull.count))
            guard !besides.contains(where: { $0.contains(middle) }), let quad = quadrilateral(hull), let outline = fit(plane, quad: quad) else {
                continue
            }
            found.append(outline)
        }
        found.sort { $0.score > $1.score }
        for outline in found.prefix(limit) { try body(outline, plane) }
    }

    // MARK: Dark parts

    /// The convex hulls of the largest dark 8-connected parts whose box is at least `smallest`
    /// on each side and at most 4 times as long as wide: runs of dark pixels along each row,
    /// joined to the runs they touch in the row above (union-find).
    static func largeParts(_ plane: AztecBullseyeFinder.Plane) -> [[(Double, Double)]] {
        struct Run {
            var y: Int32, x0: Int32, x1: Int32  // x1 exclusive
            var label: Int32
        }
        var runs: [Run] = []
        runs.reserveCapacity(4096)
        var parent: [Int32] = []
        func root(_ i: Int32) -> Int32 {
            var i = i
            while parent[Int(i)] != i {
                parent[Int(i)] = parent[Int(parent[Int(i)])]
                i = parent[Int(i)]
            }
            return i
        }
        var previous = 0..<0
        for y in 0..<plane.height {
            let start = runs.count
            var x = 0
            while x < plane.width {
                guard plane.dark(x, y) else {
                    x += 1
                    continue
                }
                var end = x + 1
                while end < plane.width, plane.dark(end, y) { end += 1 }
                let label = Int32(parent.count)
                parent.append(label)
                runs.append(Run(y: Int32(y), x0: Int32(x), x1: Int32(end), label: label))
                for p in previous where runs[p].x0 <= Int32(end) && runs[p].x1 >= Int32(x) {
                    let (a, b) = (root(runs[p].label), root(label))
                    if a != b { parent[Int(max(a, b))] = min(a, b) }
                }
                x = end
            }
            previous = start..<runs.count
        }
        // Per part: pixels and box.
        var pixels: [Int32: Int] = [:]
        var boxes: [Int32: (Int32, Int32, Int32, Int32)] = [:]
        for i in runs.indices {
            let r = root(runs[i].label)
            runs[i].label = r
            pixels[r, default: 0] += Int(runs[i].x1 - runs[i].x0)
            let b = boxes[r] ?? (runs[i].x0, runs[i].y, runs[i].x1, runs[i].y + 1)
            boxes[r] = (min(b.0, runs[i].x0), min(b.1, runs[i].y), max(b.2, runs[i].x1), max(b.3, runs[i].y + 1))
        }
        let chosen = pixels.keys.filter { r in
            let b = boxes[r]!
            let (bw, bh) = (Int(b.2 - b.0), Int(b.3 - b.1))
            return bw >= smallest && bh >= smallest && max(bw, bh) <= 4 * min(bw, bh)
        }
        .sorted { pixels[$0]! > pixels[$1]! }
        .prefix(parts)
        var hulls: [[(Double, Double)]] = []
        for r in chosen {
            var points: [(Double, Double)] = []
            for run in runs where run.label == r {
                points.append((Double(run.x0), Double(run.y) + 0.5))
                points.append((Double(run.x1), Double(run.y) + 0.5))
            }
            hulls.append(convexHull(points))
        }
        return hulls
    }

    /// The convex hull, counter-clockwise in the plane's coordinates (y down: clockwise as seen).
    static func convexHull(_ points: [(Double, Double)]) -> [(Double, Double)] {
        let p = points.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        guard p.count > 2 else { return p }
        func cross(_ o: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
            (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
        }
        var hull: [(Double, Double)] = []
        for q in p {
            while hull.count >= 2, cross(hull[hull.count - 2], hull[hull.count - 1], q) <= 0 { hull.removeLast() }
            hull.append(q)
        }
        let lower = hull.count + 1
        for q in p.reversed().dropFirst() {
            while hull.count >= lower, cross(hull[hull.count - 2], hull[hull.count - 1], q) <= 0 { hull.removeLast() }
            hull.append(q)
        }
        hull.removeLast()
        return hull
    }

    /// The quadrilateral around a convex polygon: edges taken out one at a time, each time the one
    /// whose neighbours, extended to meet, add the least area, until four remain. Nil when the
    /// polygon cannot be brought to four sides that way.
    static func quadrilateral(_ hull: [(Double, Double)]) -> [(Double, Double)]? {
        var poly = hull
        guard poly.count >= 4 else { return nil }
        while poly.count > 4 {
            let n = poly.count
            var best = -1
            var bestArea = Double.infinity
            var bestPoint = (0.0, 0.0)
            for i in 0..<n {
                // Edge i -> i+1 removed: edges (i-1, i) and (i+1, i+2) extended.
                let a = poly[(i + n - 1) % n], b = poly[i], c = poly[(i + 1) % n], d = poly[(i + 2) % n]
                guard
                    let p = AztecGrid.intersection(
                        (px: a.0, py: a.1, dx: b.0 - a.0, dy: b.1 - a.1), (px: d.0, py: d.1, dx: c.0 - d.0, dy: c.1 - d.1))
                else { continue }
                // The meeting point must lie beyond b along a -> b, and beyond c along d -> c.
                guard (p.0 - b.0) * (b.0 - a.0) + (p.1 - b.1) * (b.1 - a.1) >= -1e-9,
                    (p.0 - c.0) * (c.0 - d.0) + (p.1 - c.1) * (c.1 - d.1) >= -1e-9
                else { continue }
                let area = abs((c.0 - b.0) * (p.1 - b.1) - (c.1 - b.1) * (p.0 - b.0)) / 2
                if area < bestArea {
                    (best, bestArea, bestPoint) = (i, area, p)
                }
            }
            guard best >= 0 else { return nil }
            let next = (best + 1) % n
            poly[best] = bestPoint
            poly.remove(at: next)
        }
        return poly
    }

    // MARK: Fitting

    /// The outline on quadrilateral `quad` (convex, in hull order): the corner, size and corner
    /// positions whose fixed modules match best; nil when none matches `leastScore`.
    static func fit(_ plane: AztecBullseyeFinder.Plane, quad: [(Double, Double)]) -> DataMatrixOutline? {
        var candidates: [(corners: [(Double, Double)], size: DataMatrixOutline.Size, score: Double)] = []
        let solid = (0..<4).map { solidSide(plane, quad[$0], quad[($0 + 1) % 4], towards: quad) }
        // The L: two sides solid that meet, the other two not (a square ring, a QR code's finder
        // pattern, has four).
        for l in 0..<4 where solid[l] && solid[(l + 3) % 4] && !solid[(l + 1) % 4] && !solid[(l + 2) % 4] {
            // The L's corner at quad[l]; of its neighbours the one that makes the symbol upright
            // (not mirrored) is its top-left: with y down, bottom edge x left edge < 0.
            let corner = quad[l], a = quad[(l + 1) % 4], b = quad[(l + 3) % 4]
            let (topLeft, bottomRight) =
                ((b.0 - corner.0) * (a.1 - corner.1) - (b.1 - corner.1) * (a.0 - corner.0)) < 0 ? (a, b) : (b, a)
            let topRight = quad[(l + 2) % 4]
            let corners = [topLeft, topRight, bottomRight, corner]
            for size in DataMatrixOutline.sizes {
                // A module at least 1.5 px wide.
                let across = hypot(bottomRight.0 - corner.0, bottomRight.1 - corner.1) / Double(size.columns)
                let down = hypot(topLeft.0 - corner.0, topLeft.1 - corner.1) / Double(size.rows)
                guard across >= 1.5, down >= 1.5, max(across, down) <= 1.6 * min(across, down) else { continue }
                guard let score = score(plane, corners: corners, columns: size.columns, rows: size.rows, quiet: true), score > leastScore / 2
                else { continue }
                candidates.append((corners, size, score))
            }
        }
        // The best few refined, as the quadrilateral's corners may be off by a module or more (a
        // timing edge cut or ragged) and a neighbouring size then matches as well at first.
        candidates.sort { $0.score > $1.score }
        // First coarsely (to a fifth of a module) the best `refined`, then finely the best two.
        var coarse: [(corners: [(Double, Double)], size: DataMatrixOutline.Size, score: Double)] = candidates.prefix(refined).map {
            let (corners, score) = refine(
                plane, corners: $0.corners, columns: $0.size.columns, rows: $0.size.rows, quiet: true, score: $0.score, to: 0.2)
            return (corners, $0.size, score)
        }
        coarse.sort { $0.score > $1.score }
        var best: (corners: [(Double, Double)], size: DataMatrixOutline.Size, score: Double)?
        for candidate in coarse.prefix(2) {
            let (corners, score) = refine(
                plane, corners: candidate.corners, columns: candidate.size.columns, rows: candidate.size.rows, quiet: true,
                score: candidate.score, from: 0.1)
            if score > best?.score ?? leastScore { best = (corners, candidate.size, score) }
        }
        guard let best, let grid = grid(best.corners, columns: best.size.columns, rows: best.size.rows) else { return nil }
        // Each data region's corners refined on its own L and timing, from where the whole
        // symbol's map puts them.
        let size = best.size
        let (w, h) = (size.columns / size.regionsAcross, size.rows / size.regionsDown)
        var regions: [AztecGrid] = []
        if size.regionsAcross * size.regionsDown > 1 {
            for b in 0..<size.regionsDown {
                for a in 0..<size.regionsAcross {
                    let corners = [(a, b), (a + 1, b), (a + 1, b + 1), (a, b + 1)].map { (i, j) -> (Double, Double) in
                        let p = grid.map(Double(i * w), Double(j * h))
                        return (p.x, p.y)
                    }
                    guard let start = score(plane, corners: corners, columns: w, rows: h, quiet: false) else { return nil }
                    let refined = refine(plane, corners: corners, columns: w, rows: h, quiet: false, score: start, from: 0.4).0
                    guard let region = Self.grid(refined, columns: w, rows: h) else { return nil }
                    regions.append(region)
                }
            }
        }
        return DataMatrixOutline(size: size, grid: grid, score: best.score, regions: regions)
    }

    /// Whether the side from `a` to `b` of `quad` is solid dark a little inside it, as the L's
    /// sides are: of 48 points along its middle nine tenths, 80 % dark at one of the depths a
    /// module's middle is at for 10 to 144 modules (the cheap test before sizes are tried).
    static func solidSide(
        _ plane: AztecBullseyeFinder.Plane, _ a: (Double, Double), _ b: (Double, Double), towards quad: [(Double, Double)]
    )
        -> Bool
    {
        let centre = (quad.map(\.0).reduce(0, +) / 4, quad.map(\.1).reduce(0, +) / 4)
        for depth in [0.007, 0.012, 0.02, 0.035, 0.06, 0.1] {
            var dark = 0
            for k in 0..<48 {
                let t = 0.05 + 0.9 * Double(k) / 47
                let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
                let (px, py) = (Int(x + (centre.0 - x) * depth), Int(y + (centre.1 - y) * depth))
                if plane.inside(px, py), plane.dark(px, py) { dark += 1 }
            }
            if dark * 5 >= 48 * 4 { return true }
        }
        return false
    }

    /// How many of the best first matches (corner and size) are refined: a symbol photographed
    /// at a slant matches a wrong size best before its corners are moved (`dm-2x2-#669-2`, 48x48,
    /// first matched as 26x26).
    static let refined = 12

    /// Each corner moved to where the fixed modules match best: a pattern search, each corner
    /// tried a step away in 8 directions, the step halved from `from` modules down to `to` when
    /// no move is better.
    static func refine(
        _ plane: AztecBullseyeFinder.Plane, corners: [(Double, Double)], columns: Int, rows: Int, quiet: Bool, score: Double,
        from start: Double = 0.4, to end: Double = 0.05
    ) -> ([(Double, Double)], Double) {
        var (corners, score) = (corners, score)
        let module = hypot(corners[2].0 - corners[3].0, corners[2].1 - corners[3].1) / Double(columns)
        let directions = [(1.0, 0.0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
        var step = start
        while step >= end * 0.99 {
            for _ in 0..<4 {
                var moved = false
                for k in 0..<4 {
                    for (dx, dy) in directions {
                        var trial = corners
                        trial[k] = (corners[k].0 + dx * step * module, corners[k].1 + dy * step * module)
                        if let s = Self.score(plane, corners: trial, columns: columns, rows: rows, quiet: quiet), s > score {
                            (corners, score) = (trial, s)
                            moved = true
                        }
                    }
                }
                if !moved { break }
            }
            step /= 2
        }
        return (corners, score)
    }

    /// The map from module coordinates to the plane through the corners (top-left, top-right,
    /// bottom-right, bottom-left) of `columns` x `rows` modules.
    static func grid(_ corners: [(Double, Double)], columns: Int, rows: Int) -> AztecGrid? {
        let (c, r) = (Double(columns), Double(rows))
        return AztecGrid.solve([(0, 0), (c, 0), (c, r), (0, r)], corners)
    }

    /// How well the fixed modules on the four sides of `columns` x `rows` modules with these
    /// corners (the L at left and bottom, the timing at top and right; a whole symbol's sides are
    /// its regions' sides end to end, the same pattern as the sizes are even), and with `quiet`
    /// the quiet zone just outside them, match the plane: the mean of each module centre's grey
    /// less the threshold there, signed by the expected colour and held within ±64 (nil when a
    /// quarter of it is off the plane or has no contrast).
    static func score(_ plane: AztecBullseyeFinder.Plane, corners: [(Double, Double)], columns cols: Int, rows: Int, quiet: Bool) -> Double? {
        guard let grid = grid(corners, columns: cols, rows: rows) else { return nil }
        var sum = 0.0, count = 0
        var missing = 0
        @inline(__always) func add(_ i: Int, _ j: Int, dark: Bool) {
            let p = grid.map(Double(i) + 0.5, Double(j) + 0.5)
            guard p.x >= 0, p.y >= 0, p.x < Double(plane.width), p.y < Double(plane.height), let level = plane.level(p.x, p.y) else {
                missing += 1
                return
            }
            sum += max(-64, min(64, dark ? -level : level))
            count += 1
        }
        for i in 0..<cols {
            add(i, 0, dark: i % 2 == 0)
            add(i, rows - 1, dark: true)
            if quiet {
                add(i, -1, dark: false)
                add(i, rows, dark: false)
            }
        }
        for j in 1..<(rows - 1) {
            add(0, j, dark: true)
            add(cols - 1, j, dark: (rows - 1 - j) % 2 == 0)
            if quiet {
                add(-1, j, dark: false)
                add(cols, j, dark: false)
            }
        }
        guard count > 0, missing * 4 <= count else { return nil }
        return sum / Double(count)
    }
}
