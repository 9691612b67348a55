// FocusTuningTests: the package's focus-tuning program (packaging/deb/focus-tuning) on libcamera's
// own Raspberry Pi tuning files (Tuning/, see its README.md): the copy differs from the original in
// rpi.af's ranges.normal.default alone, a file without rpi.af gets none, and a second run changes
// nothing.
import Foundation
import TestSupport
import Testing

@Suite struct FocusTuningTests {
    static let program = TestData.packageRoot.appendingPathComponent("packaging/deb/focus-tuning").path
    static let tuning = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Tuning").path

    /// A copy of the recorded tuning files (rpi/vc4, rpi/pisp) to run on, and a folder for the copies.
    static func folders() throws -> (from: String, to: String) {
        let from = TemporaryFolder.make("focus-tuning-from") + "/ipa", to = TemporaryFolder.make("focus-tuning-to")
        try FileManager.default.copyItem(atPath: tuning, toPath: from)
        try FileManager.default.removeItem(atPath: from + "/README.md")
        return (from, to)
    }

    static func run(_ arguments: [String]) throws -> String { try ProgramOutput.of("python3", [program] + arguments) }

    @Test func onlyTheNormalRangesDefaultChanges() throws {
        let (from, to) = try Self.folders()
        #expect(
            try Self.run([from, to]) == """
                focus-tuning: rpi/pisp/imx708_wide.json: rpi.af ranges.normal.default 1.0 -> 5.0: \(to)/rpi/pisp/imx708_wide.json
                focus-tuning: rpi/vc4/imx219.json: no copy: no rpi.af (a camera without autofocus)
                focus-tuning: rpi/vc4/imx708.json: rpi.af ranges.normal.default 1.0 -> 5.0: \(to)/rpi/vc4/imx708.json

                """)
        #expect(!FileManager.default.fileExists(atPath: to + "/rpi/vc4/imx219.json"))
        for name in ["rpi/vc4/imx708.json", "rpi/pisp/imx708_wide.json"] {
            let original = try Data(contentsOf: URL(fileURLWithPath: from + "/" + name))
            let copied = try Data(contentsOf: URL(fileURLWithPath: to + "/" + name))
            // Byte for byte the same but one: the 1 of 1.0 is the 5 of 5.0.
            let differing = zip(original, copied).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            #expect(original.count == copied.count && differing.count == 1, "\(name)")
            if let at = differing.first {
                #expect(original[at] == UInt8(ascii: "1") && copied[at] == UInt8(ascii: "5"))
                let before = String(decoding: original[..<at], as: UTF8.self)
                // The changed number is the last "default" before it, in "normal", in "rpi.af".
                let af = try #require(before.range(of: "\"rpi.af\"", options: .backwards))
                let normal = try #require(before.range(of: "\"normal\"", options: .backwards))
                #expect(af.upperBound < normal.lowerBound && before.hasSuffix("\"default\": "))
            }
            // Parsed, the copy is the original with that value set to 5.
            let tuning = try #require(JSONSerialization.jsonObject(with: original) as? [String: Any])
            var algorithms = try #require(tuning["algorithms"] as? [[String: Any]])
            let index = try #require(algorithms.firstIndex { $0["rpi.af"] != nil })
            var af = try #require(algorithms[index]["rpi.af"] as? [String: Any])
            var ranges = try #require(af["ranges"] as? [String: Any])
            var normal = try #require(ranges["normal"] as? [String: Any])
            #expect(normal["default"] as? Double == 1.0 && normal["min"] as? Double == 0.0 && normal["max"] as? Double == 12.0)
            normal["default"] = 5.0
            ranges["normal"] = normal
            af["ranges"] = ranges
            algorithms[index]["rpi.af"] = af
            var expected = tuning
            expected["algorithms"] = algorithms
            let copy = try #require(JSONSerialization.jsonObject(with: copied) as? [String: Any])
            #expect(NSDictionary(dictionary: copy).isEqual(to: expected), "\(name)")
        }
    }

    @Test func aSecondRunChangesNothingAndAGoneOriginalsCopyGoes() throws {
        let (from, to) = try Self.folders()
        _ = try Self.run(["--dioptres", "4.5", from, to])
        let first = try Data(contentsOf: URL(fileURLWithPath: to + "/rpi/vc4/imx708.json"))
        #expect(
            try Self.run(["--dioptres", "4.5", from, to]) == """
                focus-tuning: rpi/pisp/imx708_wide.json: rpi.af ranges.normal.default 1.0 -> 4.5: \(to)/rpi/pisp/imx708_wide.json (unchanged)
                focus-tuning: rpi/vc4/imx219.json: no copy: no rpi.af (a camera without autofocus)
                focus-tuning: rpi/vc4/imx708.json: rpi.af ranges.normal.default 1.0 -> 4.5: \(to)/rpi/vc4/imx708.json (unchanged)

                """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: to + "/rpi/vc4/imx708.json")) == first)
        // libcamera upgraded without the wide-lens file: its copy must not outlive it.
        try FileManager.default.removeItem(atPath: from + "/rpi/pisp/imx708_wide.json")
        #expect(
            try Self.run([from, to]) == """
                focus-tuning: rpi/vc4/imx219.json: no copy: no rpi.af (a camera without autofocus)
                focus-tuning: rpi/vc4/imx708.json: rpi.af ranges.normal.default 1.0 -> 5.0: \(to)/rpi/vc4/imx708.json
                focus-tuning: rpi/pisp/imx708_wide.json: removed (its original is gone or has no autofocus)

                """)
        #expect(!FileManager.default.fileExists(atPath: to + "/rpi/pisp/imx708_wide.json"))
    }

    @Test func filesItCannotUseGetNoCopy() throws {
        let from = TemporaryFolder.make("focus-tuning-odd"), to = TemporaryFolder.make("focus-tuning-odd-to")
        try FileManager.default.createDirectory(atPath: from + "/rpi/vc4", withIntermediateDirectories: true)
        let files = [
            "a_version1": #"{ "rpi.af": { "ranges": { "normal": { "default": 1.0 } } } }"#,
            "b_nodefault": #"{ "version": 2.0, "algorithms": [ { "rpi.af": { "ranges": { "normal": { "min": 0.0 } } } } ] }"#,
            "c_broken": #"{ "version": 2.0, "algorithms": [ "#,
        ]
        for (name, text) in files { try text.write(toFile: from + "/rpi/vc4/\(name).json", atomically: true, encoding: .utf8) }
        #expect(throws: ProgramError.self) { try Self.run([from, to]) }
        let output = try ProgramOutput.of("/bin/sh", ["-c", "python3 \"$0\" \"$1\" \"$2\"; echo status $?", Self.program, from, to])
        #expect(
            output.replacingOccurrences(of: from, with: "FROM") == """
                focus-tuning: rpi/vc4/a_version1.json: no copy: no "algorithms" list (not a version 2 tuning file)
                focus-tuning: rpi/vc4/b_nodefault.json: no copy: its rpi.af has no number at ranges.normal.default
                focus-tuning: rpi/vc4/c_broken.json: not read: Expecting value: line 1 column 1 (char 0)
                status 1

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: to).isEmpty)
    }

    /// The start script (packaging/deb/start), its /sys and /var/lib paths moved into a folder, a
    /// libcamerify that prints what it was given: a camera behind libcamera with copies there runs
    /// with LIBCAMERA_IPA_CONFIG_PATH at them (after a path of the service's own), without copies
    /// with none.
    @Test func theStartScriptPointsLibcameraAtTheCopiesOnlyWhenThereAreAny() throws {
        let root = TemporaryFolder.make("focus-tuning-start")
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/sys/class/video4linux/video0/device", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/drivers/rp1-cfe", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/sys/class/video4linux/video0/device/driver", withDestinationPath: root + "/drivers/rp1-cfe")
        try manager.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"libcamerify: LIBCAMERA_IPA_CONFIG_PATH=${LIBCAMERA_IPA_CONFIG_PATH:-none} $*\"\n".write(
            toFile: root + "/bin/libcamerify", atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/bin/libcamerify")
        let script = try String(contentsOfFile: TestData.packageRoot.appendingPathComponent("packaging/deb/start").path, encoding: .utf8)
            .replacingOccurrences(of: "/sys/class/video4linux", with: root + "/sys/class/video4linux")
            .replacingOccurrences(of: "TUNING=/var/lib/kioskscan/libcamera", with: "TUNING=\(root)/copies")
        try script.write(toFile: root + "/start", atomically: true, encoding: .utf8)
        func start(_ environment: String = "") throws -> String {
            try ProgramOutput.of("/bin/sh", ["-c", "PATH=\"$0/bin:$PATH\" \(environment) sh \"$0/start\" 2>/dev/null", root])
        }
        let kiosk = "/usr/bin/kioskscan --config /etc/kioskscan/kioskscan.conf"
        #expect(try start() == "libcamerify: LIBCAMERA_IPA_CONFIG_PATH=none \(kiosk)\n")
        _ = try Self.run([Self.tuning, root + "/copies"])
        #expect(try start() == "libcamerify: LIBCAMERA_IPA_CONFIG_PATH=\(root)/copies \(kiosk)\n")
        #expect(try start("LIBCAMERA_IPA_CONFIG_PATH=/etc/mine") == "libcamerify: LIBCAMERA_IPA_CONFIG_PATH=/etc/mine:\(root)/copies \(kiosk)\n")
    }

    @Test func wrongCommandLines() throws {
        let output = try ProgramOutput.of("/bin/sh", ["-c", "python3 \"$0\" --dioptres near a b 2>&1; echo status $?", Self.program])
        #expect(output == "focus-tuning: --dioptres takes 0 to 15, got 'near'\nusage: focus-tuning [--dioptres D] FROM TO\nstatus 2\n")
    }
}
