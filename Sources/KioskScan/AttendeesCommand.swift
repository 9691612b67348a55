// AttendeesCommand: `kioskscan attendees import FILE.csv` makes the organiser's attendee export
// into the list a booth looks badges up in; `attendees lookup ID…` answers as the kiosk will;
// `attendees clear` removes the list after the show. The list is named with --attendees PATH.
import Catalog
import FoundationEssentials
import Kiosk
import SystemCall
import Wire

enum AttendeesCommand {
    static let usage = """
        usage: kioskscan attendees import FILE.csv --attendees PATH
               kioskscan attendees lookup ID... --attendees PATH
               kioskscan attendees clear --attendees PATH
        import: reads the organiser's CSV export (a header row names the columns: an id and a
          name, or first_name and last_name, and any of company, title, email, phone, country;
          other columns are left out; comma, semicolon or tab; UTF-8) into the attendee list at
          PATH, all or nothing: every wrong row and every id given twice is named with its line,
          and the list in use changes only when the whole file is right. PATH is an attendee list
          or nothing yet (a link, a device or any other file is refused).
        lookup: prints each registrant id's person as JSON, as the kiosk finds it (offline).
        clear: removes the attendee list after the show (only an attendee list is removed).
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let action = arguments.first, ["import", "lookup", "clear"].contains(action) else {
            if arguments.first == "-h" || arguments.first == "--help" {
                print(usage)
                return 0
            }
            return fail("expected import, lookup or clear\n\(usage)")
        }
        var words: [String] = []
        var path: String?
        var scanner = ArgumentScanner(Array(arguments.dropFirst()), syntax: .init(equalsForm: true))
        while let argument = scanner.next() {
            switch argument {
            case .option("-h"), .option("--help"):
                print(usage)
                return 0
            case .option("--attendees"):
                do { path = try scanner.value() } catch { return fail("\(error)\n\(usage)") }
            case .option(let word) where !word.hasPrefix("--"):
                // An id or a file name may start with a single dash.
                words.append(scanner.typed)
            case .option:
                return fail("\(scanner.unknownOption)\n\(usage)")
            case .positional(let word):
                words.append(word)
            }
        }
        guard let path, !path.isEmpty else { return fail("which attendee list? --attendees PATH") }
        switch action {
        case "import":
            guard words.count == 1 else { return fail("import takes one CSV file\n\(usage)") }
            let started = Date()
            do {
                let report = try AttendeeImport.run(
                    csvPath: words[0], listPath: path,
                    importedAt: ISO8601Time.text(secondsSince1970: ISO8601Time.wholeSeconds(started.timeIntervalSince1970)))
                for removed in report.removedTemporaries {
                    print("removed \(PrintableText.escaped(Array(removed.utf8))), left by an import that was stopped")
                }
                let seconds = Date().timeIntervalSince(started)
                print("\(words[0]): \(report.attendees) attendees imported into \(path)" + String(cFormat: " (%.1f s)", seconds))
                return 0
            } catch {
                StandardStream.error.write("kioskscan attendees: \(error)\n")
                return 1
            }
        case "lookup":
            guard !words.isEmpty else { return fail("lookup takes one or more registrant ids\n\(usage)") }
            let list = AttendeeList(path: path) { _ in }
            var status: Int32 = 0
            for id in words {
                switch list.lookup(id) {
                case .found(let person): print(person.json.serialized)
                case .notOnList:
                    StandardStream.error.write("kioskscan attendees: \(PrintableText.escaped(Array(id.utf8), limit: 60)) is not on the list\n")
                    status = 1
                case .unavailable(let reason):
                    StandardStream.error.write("kioskscan attendees: \(reason)\n")
                    return 1
                }
            }
            return status
        default:
            if let stray = words.first { return fail("\(ArgumentError.unexpectedArgument(stray))\n\(usage)") }
            do {
                print(try AttendeeList.clear(path: path) ? "removed the attendee list \(path)" : "no attendee list at \(path): nothing to remove")
                return 0
            } catch {
                StandardStream.error.write("kioskscan attendees: \(error)\n")
                return 1
            }
        }
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan attendees: \(message)\n")
        return 2
    }
}
