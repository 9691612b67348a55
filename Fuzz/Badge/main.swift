// FuzzBadge: libFuzzer target: any bytes as a badge's payload, read under the standard settings,
// each delimited layout and configured JSON paths and id pattern (each answers a person or
// refuses), and as the text of a delimited layout and of JSON paths (each made or refused).
import CFuzzer
import Content
import Glibc

let formats: [BadgeFormat] =
    [BadgeFormat()]
    + BadgeDelimitedLayout.delimiters.map { delimiter in
        BadgeFormat(
            delimited: try! BadgeDelimitedLayout(
                parsing: ["id", "last_name", "first_name", "-", "company", "email"].joined(separator: String(delimiter))))
    } + [
        BadgeFormat(
            json: try! BadgeJSONLayout(parsing: "id=attendee.badgeId,name=attendee.fullName,email=contacts.0.mail"),
            idPattern: try! BadgeIDPattern(#"SB(?<id>\w+)"#))
    ]

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for format in formats {
        guard let person = try? BadgeReader.read(text, format: format) else { continue }
        // A person read names someone, and its event form is made.
        if !person.namesSomeone { abort() }
        _ = person.json.serialized
    }
    _ = try? BadgeDelimitedLayout(parsing: text)
    _ = try? BadgeJSONLayout(parsing: text)
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
