// BidiLevels: the Unicode bidirectional algorithm's embedding levels (GNU FriBidi) and the visual
// order of runs that follows from them.
import CFriBidi

/// Which way a paragraph reads.
public enum TextDirection: Sendable, Equatable {
    /// From the paragraph's first strong character (an Arabic name reads right to left, a
    /// French one left to right); left to right when it has none (digits only).
    case auto
    case leftToRight
    case rightToLeft
}

/// The embedding level of every scalar of one paragraph (UAX #9, rules P2–I2, with the paired
/// brackets of Unicode 6.3): even levels read left to right, odd ones right to left.
struct BidiLevels {
    let levels: [UInt8]
    /// The paragraph's own level: 0 left to right, 1 right to left.
    let paragraphLevel: UInt8

    init(_ scalars: [UInt32], direction: TextDirection) {
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType
        switch direction {
        case .auto: base = kiosk_fribidi_par_auto()
        case .leftToRight: base = kiosk_fribidi_par_ltr()
        case .rightToLeft: base = kiosk_fribidi_par_rtl()
        }
        var resolved = false
        if count > 0 {
            scalars.withUnsafeBufferPointer { text in
                fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
                fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            }
            // 0 only when FriBidi runs out of memory: the text is then laid out left to right.
            resolved = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels) > 0
        }
        let rightToLeft = base == kiosk_fribidi_par_rtl()
        paragraphLevel = rightToLeft ? 1 : 0
        self.levels = resolved ? levels.map { UInt8(clamping: $0) } : [UInt8](repeating: paragraphLevel, count: count)
    }

    /// The visual order of runs given their levels in logical order (rule L2): from the highest
    /// level down to the lowest odd one, every sequence of runs at that level or above is reversed.
    static func visualOrder(ofRunLevels runLevels: [UInt8]) -> [Int] {
        var order = Array(runLevels.indices)
        guard let highest = runLevels.max() else { return order }
        let lowestOdd: UInt8 = runLevels.filter { $0 % 2 == 1 }.min() ?? .max  // none odd: nothing reversed
        var level = highest
        while level >= lowestOdd, level > 0 {
            var start = 0
            while start < order.count {
                guard runLevels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, runLevels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
