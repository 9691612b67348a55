// FuzzOpeningHours: libFuzzer target: any bytes as the `--screen-on` schedule, read and then asked
// when it is open and when that next changes across a year of DST changes; bytes that start
// with "TZif" go to the time zone file reader instead.
import CFuzzer
import Glibc
import Presence

@testable import SystemCall

let zones = [try! TimeZoneRules.named("Europe/Berlin"), try! TimeZoneRules.named("America/New_York")]

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.starts(with: Array("TZif".utf8)) {
        guard let zone = try? TimeZoneRules.parse(bytes, name: "fuzz") else { return 0 }
        for t in stride(from: Int64(-2_000_000_000), to: 4_000_000_000, by: 97_654_321) {
            let wall = zone.wallClock(at: t)
            _ = zone.instant(localDay: wall.localDay, secondOfDay: wall.secondOfDay)
        }
        return 0
    }
    guard let hours = try? OpeningHours.parse(String(decoding: bytes, as: UTF8.self)) else { return 0 }
    // What it writes reads back as the same hours.
    guard (try? OpeningHours.parse(hours.description)) == hours else { fatalError("'\(hours)' does not read back") }
    for zone in zones {
        var t: Int64 = 1_774_000_000  // March 2026, before the spring change
        for _ in 0..<20 {
            guard let next = hours.nextChange(after: t, zone: zone) else { break }
            guard next > t, hours.isOpen(at: next, zone: zone) != hours.isOpen(at: next - 1, zone: zone) else {
                fatalError("'\(hours)': no change at \(next) after \(t)")
            }
            t = next + Int64(size % 7) * 86_400
        }
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
