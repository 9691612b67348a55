// ISO8601Time: the kiosk's timestamps (capture events, the history file, the outbox, fleet
// status) as ISO 8601 UTC text and back, by hand with gmtime_r and timegm: Foundation's
// ISO8601DateFormatter loads ICU's date data, 4.7 MiB of resident pages for one format.
import Glibc

public enum ISO8601Time {
    /// `2026-12-01T12:41:22Z`: `seconds` since 1970 in UTC, whole seconds, as Foundation's
    /// ISO8601DateFormatter writes it (to the nearest millisecond, then the fraction dropped).
    public static func text(secondsSince1970 seconds: Double) -> String {
        var time = time_t(wholeSeconds(seconds))
        var parts = tm()
        gmtime_r(&time, &parts)
        return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2) + "T"
            + pad(Int(parts.tm_hour), 2) + ":" + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2) + "Z"
    }

    /// Seconds since 1970 for `2026-12-01T12:41:22Z`, or with an offset instead of `Z`
    /// (`+01:00`, `-0530`); nil for anything else (what ISO8601DateFormatter's default reads).
    public static func seconds(_ text: String) -> Double? {
        let b = Array(text.utf8)
        guard b.count >= 20, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A else { return nil }
        func number(_ at: Int, _ count: Int) -> Int? {
            var value = 0
            for i in at..<(at + count) {
                guard b[i] >= 0x30, b[i] <= 0x39 else { return nil }
                value = value * 10 + Int(b[i] - 0x30)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var offset = 0
        switch b.count {
        case 20 where b[19] == 0x5A: offset = 0  // Z
        case 25 where (b[19] == 0x2B || b[19] == 0x2D) && b[22] == 0x3A, 24 where b[19] == 0x2B || b[19] == 0x2D:
            guard let h = number(20, 2), let m = number(b.count == 25 ? 23 : 22, 2), h < 24, m < 60 else { return nil }
            offset = (b[19] == 0x2B ? 1 : -1) * (h * 3600 + m * 60)
        default: return nil
        }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        // timegm normalises an impossible day (February 30) into the next month: refuse it.
        let time = timegm(&parts)
        guard parts.tm_mday == Int32(day), parts.tm_mon == Int32(month - 1) else { return nil }
        return Double(time - offset)
    }

    /// The whole seconds `text` writes for `seconds`: the time to the nearest millisecond,
    /// then the fraction dropped.
    public static func wholeSeconds(_ seconds: Double) -> Double {
        ((seconds * 1000).rounded() / 1000).rounded(.down)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
