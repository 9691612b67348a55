// FramesCommand: `kioskscan-dev frames`, still images as the raw frames a camera would send, to
// feed a virtual camera (the virtual kiosk streams them into vivid).
import Capture
import FoundationEssentials
import Kiosk
import Pixels
import SystemCall

enum FramesCommand {
    static let usage = """
        usage: kioskscan-dev frames --size WxH [--format yuyv|nv12|grey|rgb24] [--fill F | --fill-frame F] IMAGE... > FRAMES
        Writes one raw frame per image to standard output, back to back: each image scaled to fit
        F (default 0.6) of the frame's shorter side, centred on grey, as a customer holds a label
        up to the camera; with --fill-frame, F of the frame's width and height (held close, the
        code filling much of the picture). yuyv (default) and nv12 are BT.601 video range, what USB
        webcams and the Raspberry Pi's cameras send.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var size: (Int, Int)?
        var format = PixelFormat.yuyv
        var fill = 0.6
        var fillingFrame = false
        var files: [String] = []
        var scanner = ArgumentScanner(arguments)
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .option("--size"):
                    let parts = try scanner.value().lowercased().split(separator: "x").compactMap { Int($0) }
                    guard parts.count == 2, parts.allSatisfy({ (16...8192).contains($0) }), parts[0] % 2 == 0 else {
                        return fail("--size needs WIDTHxHEIGHT (even width), such as 640x480")
                    }
                    size = (parts[0], parts[1])
                case .option("--format"):
                    guard let chosen = PixelFormat(rawValue: try scanner.value()), Frame.stillConversions.contains(chosen) else {
                        return fail("--format needs yuyv, nv12, grey or rgb24")
                    }
                    format = chosen
                case .option(let option) where option == "--fill" || option == "--fill-frame":
                    guard let f = Double(try scanner.value()), f > 0, f <= 1 else { return fail("\(option) needs a number in (0, 1]") }
                    fill = f
                    fillingFrame = option == "--fill-frame"
                case .option("-h"), .option("--help"):
                    print(usage)
                    return 0
                case .option: throw scanner.unknownOption
                case .positional(let file): files.append(file)
                }
            }
        } catch {
            return fail("\(error)")
        }
        guard let (width, height) = size else { return fail("--size is required") }
        guard !files.isEmpty else { return fail("no image given") }
        for file in files {
            do {
                let image = try ImageFile.load(path: file)
                let frame = image.fitted(width: width, height: height, fraction: fill, fillingFrame: fillingFrame).converted(to: format)
                StandardStream.output.write(frame.packedBytes())
            } catch {
                StandardStream.error.write("kioskscan-dev frames: \(error)\n")
                return 1
            }
        }
        return 0
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan-dev frames: \(message)\n\(usage)\n")
        return 2
    }
}
