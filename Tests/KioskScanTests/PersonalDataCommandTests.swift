// PersonalDataCommandTests: `kioskscan decode` withholds a licence's text as the kiosk does
// (read or refused by the AAMVA parser) unless `--reveal`; `kioskscan admin-pin` reads a
// bounded line.
import Foundation
import Kiosk
import TestSupport
import Testing

@Suite struct PersonalDataCommandTests {
    static let licence =
        "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
        + "DCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
        + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r"

    let folder = TemporaryFolder.make("personal-data")

    /// Runs `kioskscan ARGUMENTS` with the file `input` (else nothing) on its standard input:
    /// status, output, error.
    static func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CatalogProgramTests.kioskscan)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
        try process.run()
        // Standard error on a thread of its own: neither pipe may fill while the other is read.
        let errorText = LockedText()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorText.text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            done.signal()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, text, errorText.text)
    }

    /// A QR code of `text` (qrencode), as a PNG in the test's folder.
    func qrCode(_ text: String, name: String) throws -> String {
        let path = folder + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/qrencode")
        process.arguments = ["-s", "4", "-m", "4", "-o", path, text]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return path
    }

    @Test func decodeWithholdsALicenceReadOrRefusedUnlessRevealed() throws {
        let good = try qrCode(Self.licence, name: "licence.png")
        let broken = try qrCode(Self.licence.replacing("DBB06061986", with: "DBB13131986"), name: "broken.png")
        for file in [good, broken] {
            for extra in [[], ["--no-content"]] {
                let (status, output, _) = try Self.run(["decode"] + extra + [file])
                #expect(status == 0)
                #expect(output.contains(#""symbology":"qr","text":null,"withheld":true"#), "\(output)")
                #expect(!output.contains("MICHAEL") && !output.contains("T64235789") && !output.contains("BROAD"), "\(output)")
            }
            let (status, output, _) = try Self.run(["decode", "--reveal", file])
            #expect(status == 0 && output.contains(#""symbology":"qr","text":"@\n"#) && output.contains("MICHAEL"), "\(output)")
        }
        #expect(try Self.run(["decode", "--help"]).output.contains("--reveal"))
    }

    /// A PIN line is short: 100 KB without a newline (or /dev/zero, without end) is refused
    /// after the first few bytes, not read whole.
    @Test func adminPINReadsABoundedLine() throws {
        let long = folder + "/long", short = folder + "/short"
        try Data(repeating: UInt8(ascii: "1"), count: 100_000).write(to: URL(fileURLWithPath: long))
        try Data("1234\n".utf8).write(to: URL(fileURLWithPath: short))
        let (status, _, error) = try Self.run(["admin-pin"], input: long)
        #expect(status == 2 && error == "kioskscan admin-pin: the line is longer than 64 bytes\n", "\(error)")
        let pin = try Self.run(["admin-pin"], input: short)
        #expect(pin.status == 0 && pin.output.hasPrefix("pbkdf2-sha256$"))
    }

    /// `--code` hashes a staff member's badge text for `age.staff`, which then knows it; a PIN's
    /// digits alone are not asked of it.
    @Test func adminPINHashesAStaffCode() throws {
        let badge = folder + "/badge", short = folder + "/abc"
        try Data("STAFF-ANNA-7781\n".utf8).write(to: URL(fileURLWithPath: badge))
        try Data("abc\n".utf8).write(to: URL(fileURLWithPath: short))
        let hashed = try Self.run(["admin-pin", "--code"], input: badge)
        #expect(hashed.status == 0 && hashed.output.hasPrefix("pbkdf2-sha256$20000$"), "\(hashed)")
        let staff = try AgeStaff(parsing: "Anna:" + hashed.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(staff.name == "Anna" && staff.secret.matches("STAFF-ANNA-7781") && !staff.secret.matches("STAFF-ANNA-7782"))
        let refused = try Self.run(["admin-pin", "--code"], input: short)
        #expect(refused.status == 2 && refused.error == "kioskscan admin-pin: a staff code is 4 to 64 bytes of text on one line\n")
        // Without --code a code's text is no PIN.
        #expect(try Self.run(["admin-pin"], input: badge).error == "kioskscan admin-pin: a PIN is 4 to 12 digits (0-9)\n")
    }

    /// `--console` hashes the web console's passphrase for `console.password`, which then knows
    /// it; a PIN-length passphrase is refused.
    @Test func adminPINHashesAConsolePassphrase() throws {
        let phrase = folder + "/phrase", short = folder + "/short-phrase"
        try Data("correct horse battery\n".utf8).write(to: URL(fileURLWithPath: phrase))
        try Data("123456789\n".utf8).write(to: URL(fileURLWithPath: short))
        let hashed = try Self.run(["admin-pin", "--console"], input: phrase)
        #expect(hashed.status == 0 && hashed.output.hasPrefix("pbkdf2-sha256$20000$"), "\(hashed)")
        let passphrase = try ConsolePassphrase(parsing: hashed.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(passphrase.notice == nil && passphrase.matches("correct horse battery") && !passphrase.matches("correct horse batterY"))
        let refused = try Self.run(["admin-pin", "--console"], input: short)
        #expect(refused.status == 2 && refused.error == "kioskscan admin-pin: a console passphrase is 10 to 64 characters on one line\n")
    }
}

private final class LockedText: @unchecked Sendable {
    /// Written by the reading thread before it signals, read after the wait.
    var text = ""
}
