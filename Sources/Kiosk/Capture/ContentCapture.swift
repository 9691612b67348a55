// ContentCapture: a captured detection read for what it means, in the kiosk's circumstances (its
// local date, the shop's content settings).
import Content
import Decode
import Glibc

public enum ContentCapture {
    /// Reads a detection's payload with `ContentReader`, judging dates against `content.date`
    /// or else the kiosk's local date on the day of the capture.
    public static func reader(_ options: KioskOptions) -> (Detection) -> ContentReading? {
        let fixed = options.contentDate
        let variableMeasure = options.variableMeasure
        let secrets = options.contentSecrets
        return { detection in
            let context = ContentContext(today: fixed ?? localToday(), variableMeasure: variableMeasure, includesSecrets: secrets)
            return ContentReader.read(payload(of: detection), context: context)
        }
    }

    /// What the shop keeps of the texts the kiosk would withhold: an identity document's
    /// (`content.idText`), a code's that carries a secret (`content.secrets`); everything when
    /// `revealing` (`decode --reveal`).
    public static func kept(_ options: KioskOptions, revealing: Bool = false) -> ContentReading.Kept {
        guard !revealing else { return .everything }
        var kept: ContentReading.Kept = []
        if options.keepsIDText { kept.insert(.personalData) }
        if options.contentSecrets { kept.insert(.secrets) }
        return kept
    }

    public static func payload(of detection: Detection) -> ContentPayload {
        ContentPayload(symbology: detection.origin.name, bytes: detection.bytes, text: detection.text, gs1: detection.gs1)
    }

    /// Today in the kiosk's time zone (TZ, /etc/localtime): a shop's "expires 31 July" ends at
    /// its own midnight, not UTC's.
    public static func localToday() -> CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CalendarDate(secondsSince1970: Double(now))
    }
}
