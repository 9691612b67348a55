// main: picks the command and runs it; everything else lives in the modules.
import FoundationEssentials
import Glibc
import Kiosk
import SystemCall

MemoryPolicy.returnLargeBuffersToTheSystem()
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "decode":
    exit(DecodeCommand.run(Array(arguments.dropFirst())))
case "input":
    exit(InputCommand.run(Array(arguments.dropFirst())))
case "catalog":
    exit(CatalogCommand.run(Array(arguments.dropFirst())))
case "attendees":
    exit(AttendeesCommand.run(Array(arguments.dropFirst())))
case "admin-pin":
    exit(AdminPINCommand.run(Array(arguments.dropFirst())))
case "drm-info":
    exit(DRMInfoCommand.run(Array(arguments.dropFirst())))
case "bench", "decode-bench", "corpus", "storyboard", "frames", "banner", "price-tags", "catalog-bench", "motion-bench":
    // The development tools left this binary for kioskscan-dev: say where they went.
    StandardStream.error.write("kioskscan: '\(arguments[0])' is a development tool: kioskscan-dev \(arguments[0]) (see kioskscan-dev --help)\n")
    exit(2)
case "-h", "--help", "help":
    print(RunCommand.help)
    exit(0)
case "--version", "version":
    print("kioskscan \(KioskVersion.current)")
    exit(0)
default:
    exit(RunCommand.run(arguments))
}
