// main: picks the development tool and runs it; the tools live in the files beside this one.
import FoundationEssentials
import Glibc
import Kiosk
import SystemCall

// As the kiosk does, so that what `bench --whole-run` measures is the kiosk's memory.
MemoryPolicy.returnLargeBuffersToTheSystem()
let tools: [String: ([String]) -> Int32] = [
    "bench": ToolCommands.bench, "decode-bench": ToolCommands.decodeBench, "corpus": CorpusCommand.run,
    "storyboard": ToolCommands.storyboard, "frames": FramesCommand.run, "banner": ToolCommands.banner, "price-tags": PriceTagCommand.run,
    "shelf-tags": ShelfTagSetCommand.run, "aztec-photos": AztecPhotoSetCommand.run,
    "catalog-bench": CatalogBenchmark.run, "motion-bench": MotionBenchmark.run, "messages": MessagesCommand.run,
]
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case let name? where tools[name] != nil:
    exit(tools[name]!(Array(arguments.dropFirst())))
case "-h", "--help", "help":
    print(DevHelp.text)
    exit(0)
case let other:
    StandardStream.error.write(
        "kioskscan-dev: \(other.map { "unknown command \(RawArgument.quoted($0))" } ?? "no command given")\n\n\(DevHelp.text)\n")
    exit(2)
}
