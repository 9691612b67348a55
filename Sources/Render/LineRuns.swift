// LineRuns: a line split into runs that are shaped one at a time (one embedding level, one
// script, one font each), and the order in which they are drawn.
import CHarfBuzz

/// The runs of one line of scalars, in reading (logical) order, with their embedding levels,
/// and their order on the screen from left to right.
struct LineRuns {
    /// Scalar ranges in reading order.
    let runs: [Range<Int>]
    /// Each run's embedding level (odd: right to left).
    let levels: [UInt8]
    /// Each run's script (hb_script_t), Common and Inherited resolved to their neighbours'.
    let scripts: [UInt32]
    /// Indices into `runs`, left to right on the screen (UAX #9 rule L2).
    let visualOrder: [Int]
    /// The paragraph reads right to left.
    let rightToLeft: Bool

    /// Splits `scalars` where the level, the script or the font (`faceOf`, one per scalar) changes.
    init(_ scalars: [UInt32], faceOf: [Int], direction: TextDirection) {
        let bidi = BidiLevels(scalars, direction: direction)
        let scripts = Self.resolvedScripts(scalars)
        var runs: [Range<Int>] = []
        var start = 0
        for i in scalars.indices.dropFirst()
        where bidi.levels[i] != bidi.levels[i - 1] || scripts[i] != scripts[i - 1] || faceOf[i] != faceOf[i - 1] {
            runs.append(start..<i)
            start = i
        }
        if !scalars.isEmpty { runs.append(start..<scalars.count) }
        self.runs = runs
        levels = runs.map { bidi.levels[$0.lowerBound] }
        self.scripts = runs.map { scripts[$0.lowerBound] }
        visualOrder = BidiLevels.visualOrder(ofRunLevels: levels)
        rightToLeft = bidi.paragraphLevel == 1
    }

    /// The scalars' indices left to right on the screen (a right-to-left run's reversed): what
    /// `fribidi --vtol` prints for the same line.
    var visualScalarOrder: [Int] {
        visualOrder.flatMap { levels[$0] % 2 == 1 ? Array(runs[$0].reversed()) : Array(runs[$0]) }
    }

    /// Each scalar's script, with Common and Inherited ones (digits, spaces, punctuation, marks)
    /// taking the script before them, or at the start the first one after them.
    static func resolvedScripts(_ scalars: [UInt32]) -> [UInt32] {
        let functions = hb_unicode_funcs_get_default()
        let neutral: Set<UInt32> = [HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue]
        var scripts = scalars.map { hb_unicode_script(functions, $0).rawValue }
        guard let firstReal = scripts.first(where: { !neutral.contains($0) }) else { return scripts }
        var last = firstReal
        for i in scripts.indices {
            if neutral.contains(scripts[i]) { scripts[i] = last } else { last = scripts[i] }
        }
        return scripts
    }
}
