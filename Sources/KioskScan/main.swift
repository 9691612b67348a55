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
case "corpus":
    exit(CorpusCommand.run(Array(arguments.dropFirst())))
case "frames":
    exit(FramesCommand.run(Array(arguments.dropFirst())))
case "storyboard":
    exit(ToolCommands.storyboard(Array(arguments.dropFirst())))
case "input":
    exit(InputCommand.run(Array(arguments.dropFirst())))
case "banner":
    exit(ToolCommands.banner(Array(arguments.dropFirst())))
case "decode-bench":
    exit(ToolCommands.decodeBench(Array(arguments.dropFirst())))
case "bench":
    exit(ToolCommands.bench(Array(arguments.dropFirst())))
case "price-tags":
    exit(PriceTagCommand.run(Array(arguments.dropFirst())))
case "drm-info":
    exit(DRMInfoCommand.run(Array(arguments.dropFirst())))
case "-h", "--help", "help":
    print(RunCommand.help)
    exit(0)
default:
    exit(RunCommand.run(arguments))
}
