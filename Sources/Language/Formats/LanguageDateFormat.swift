// LanguageDateFormat: a calendar date and a time of day written with a language's CLDR patterns
// (`dd.MM.yy`, `MMM d, y`, `h:mm a`). Only the fields those patterns use are known (scripts/
// cldr-formats refuses a pattern with others); the date is the caller's, already local.

extension LanguageFormats {
    /// The date `year`-`month`-`day` (Gregorian, month 1–12) in `style`: 2026-07-31 is
    /// `7/31/26`, `Jul 31, 2026`, `July 31, 2026` in English; `31.07.26`, `31.07.2026`,
    /// `31. Juli 2026` in German; `2026/07/31`, `2026/07/31`, `2026年7月31日` in Japanese. A month
    /// outside 1–12 is written as its number, never trapped on.
    public func date(year: Int, month: Int, day: Int, style: DateStyle = .short, digits: DigitSet = .western) -> String {
        let pattern =
            switch style {
            case .short: shortDate
            case .medium: mediumDate
            case .long: longDate
            }
        return written(pattern, DateFields(year: year, month: month, day: day, hour: 0, minute: 0, second: 0), digits)
    }

    /// The time `hour`:`minute` (0–23, 0–59) as the language writes it: 24 hours (`21:30`) or 12
    /// with its AM/PM (`9:30 PM`, `9:30 م`), as CLDR's short time pattern says; with `second`,
    /// its medium pattern (`21:30:05`, `9:30:05 PM`).
    public func time(hour: Int, minute: Int, second: Int? = nil, digits: DigitSet = .western) -> String {
        written(
            second == nil ? shortTime : mediumTime, DateFields(year: 0, month: 1, day: 1, hour: hour, minute: minute, second: second ?? 0), digits)
    }

    /// Whether `pattern` uses only fields this file writes: letters outside quotes are G, y, M,
    /// d, h, H, m, s or a.
    static func writes(_ pattern: String) -> Bool {
        var quoted = false
        for character in pattern {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, character.isASCII, character.isLetter, !"GyMdhHmsa".contains(character) {
                return false
            }
        }
        return !quoted
    }

    private struct DateFields {
        let year: Int
        let month: Int
        let day: Int
        let hour: Int
        let minute: Int
        let second: Int
    }

    /// `pattern` with each field written, runs of one letter at a time (`MMM`); text in quotes
    /// as it is (`''` is a quote); a letter this file does not know written as it is.
    private func written(_ pattern: String, _ fields: DateFields, _ digits: DigitSet) -> String {
        let characters = Array(pattern)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                // '' is a quote, in quoted text or out of it.
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    out.append("'")
                    index += 2
                    continue
                }
                index += 1
                while index < characters.count {
                    if characters[index] == "'" {
                        guard index + 1 < characters.count, characters[index + 1] == "'" else { break }
                        index += 1
                    }
                    out.append(characters[index])
                    index += 1
                }
                index += 1
                continue
            }
            guard character.isASCII, character.isLetter else {
                out.append(character)
                index += 1
                continue
            }
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            out += field(character, run, fields, digits)
            index += run
        }
        return out
    }

    /// One field, `letter` repeated `run` times (CLDR's date field symbols).
    private func field(_ letter: Character, _ run: Int, _ fields: DateFields, _ digits: DigitSet) -> String {
        switch letter {
        case "G": return era
        case "y":
            let year = padded(fields.year, run == 2 ? 2 : run)
            return withDigits(run == 2 ? String(year.suffix(2)) : year, digits)
        case "M" where run >= 3 && (1...12).contains(fields.month):
            let names = run == 3 ? abbreviatedMonths : wideMonths
            return names.indices.contains(fields.month - 1) ? names[fields.month - 1] : String(fields.month)
        case "M": return withDigits(padded(fields.month, min(run, 2)), digits)
        case "d": return withDigits(padded(fields.day, run), digits)
        case "h": return withDigits(padded(fields.hour % 12 == 0 ? 12 : fields.hour % 12, run), digits)
        case "H": return withDigits(padded(fields.hour, run), digits)
        case "m": return withDigits(padded(fields.minute, run), digits)
        case "s": return withDigits(padded(fields.second, run), digits)
        case "a": return fields.hour >= 12 ? pm : am
        default: return String(repeating: letter, count: run)
        }
    }

    /// `value`'s digits, zeros before them up to `width` (a minus sign first for a negative value).
    private func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
