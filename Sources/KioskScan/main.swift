// main: picks the command and runs it; everything else lives in the modules.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "decode" {
    exit(DecodeCommand.run(Array(arguments.dropFirst())))
}
print("kioskscan: only 'decode' exists yet")
exit(2)
