// KioskIdentityTests: the kiosk's default id is its machine's id for KioskScan, derived as
// systemd derives one (checked against systemd-id128 on this machine), never the machine id
// itself; SHA-256 and HMAC-SHA256 on their standards' test vectors.
import Delivery
import Foundation
import Testing

@Suite struct KioskIdentityTests {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func sha256OnFIPS180Vectors() {
        #expect(hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000))) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hmacOnRFC4231Vectors() {
        // Test cases 1, 2 and 6 (a key longer than the block).
        #expect(
            hex(SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            hex(SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            hex(SHA256.hmac(key: [UInt8](repeating: 0xaa, count: 131), message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func theMachinesIdForKioskScanAsSystemdDerivesIt() throws {
        // systemd 252's `systemd-id128 machine-id --app-specific=1f8923a8dabd463b8f26028541cff184`
        // on a machine whose /etc/machine-id is 3d1219c7c4c5404aaa1f6d2a48adfda4.
        #expect(KioskIdentity.appSpecific(machineID: "3d1219c7c4c5404aaa1f6d2a48adfda4") == "aa264551814d460581ed2717e4a0fca1")
        #expect(KioskIdentity.appSpecific(machineID: "not a machine id") == nil)
        #expect(KioskIdentity.appSpecific(machineID: "+d1219c7c4c5404aaa1f6d2a48adfda4") == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "3d1219c7c4c5404aaa1f6d2a48adfda4\n".write(toFile: folder + "/machine-id", atomically: false, encoding: .utf8)
        #expect(KioskIdentity.machineID(file: folder + "/machine-id") == "aa264551814d460581ed2717e4a0fca1")
        // And this machine's, where systemd's tool is there to ask.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-id128"), FileManager.default.fileExists(atPath: "/etc/machine-id") else {
            return
        }
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-id128")
        tool.arguments = ["machine-id", "--app-specific=\(KioskIdentity.applicationID)"]
        let output = Pipe()
        tool.standardOutput = output
        try tool.run()
        tool.waitUntilExit()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(KioskIdentity.machineID() == expected)
    }
}
