// SerialDestination: writes each capture's value and a line ending to a serial port.
import Glibc
import SystemCall

/// `serial:/dev/ttyGS0` (the USB CDC-ACM gadget: a serial port on the computer the kiosk is
/// plugged into) or a real port (`/dev/ttyUSB0`, `/dev/ttyAMA0`): prefix + (AIM identifier) +
/// the value's bytes + suffix (CR LF by default), at `baud=` (default 9600), 8N1, raw. A capture
/// whose text the kiosk withheld sends nothing, logged.
final class SerialDestination: Destination {
    let spec: DestinationSpec
    let window = 1
    private let writer: DeviceWriter
    private let log: (String) -> Void

    init(spec: DestinationSpec, log: @escaping (String) -> Void) {
        guard case .serial(let path) = spec.kind else { preconditionFailure("not a serial destination") }
        self.log = log
        self.spec = spec
        let speed = SerialPort.speed(for: spec.baud) ?? speed_t(B9600)
        writer = DeviceWriter(path: path, flags: O_WRONLY, every: 0.01, stall: spec.timeout) { fd throws(SystemError) in
            try SerialPort.configure(fd, speed: speed, path: path)
        }
    }

    func attach(to events: EventRegistry, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        try writer.attach(to: events, label: "write timer of \(spec.name)", finished: finished)
    }

    func send(_ entry: OutboxEntry) {
        guard let id = entry.id, let format = spec.format else { return }
        guard !format.sendsNothing(for: entry) else {
            log("deliver: \(spec.name): \(entry.whyNothingIsSent(id)): nothing sent")
            writer.write(id, [])
            return
        }
        let removed = format.value(for: entry).removed
        if removed > 0 {
            log("deliver: \(spec.name): \(removed) control character\(removed == 1 ? "" : "s") of the code left out (controls=keep sends them)")
        }
        writer.write(id, [format.bytes(for: entry)])
    }

    func detach() { writer.detach() }
}

/// termios settings of a serial port.
enum SerialPort {
    static let rates = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115_200, 230_400]

    /// The termios speed constant for a rate in baud (`B9600`).
    static func speed(for rate: Int) -> speed_t? {
        let speeds: [Int: Int32] = [
            1200: B1200, 2400: B2400, 4800: B4800, 9600: B9600, 19200: B19200, 38400: B38400, 57600: B57600, 115_200: B115200,
            230_400: B230400,
        ]
        return speeds[rate].map { speed_t($0) }
    }

    /// Raw 8N1 at `speed`, when the device is a terminal (a pipe or file stands in for tests).
    static func configure(_ fd: Int32, speed: speed_t, path: String) throws(SystemError) {
        guard isatty(fd) == 1 else { return }
        var settings = termios()
        try SystemError.check("tcgetattr", object: path) { tcgetattr(fd, &settings) }
        cfmakeraw(&settings)
        cfsetispeed(&settings, speed)
        cfsetospeed(&settings, speed)
        try SystemError.check("tcsetattr", object: path) { tcsetattr(fd, TCSANOW, &settings) }
    }
}
