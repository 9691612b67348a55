// AdminOptions: the options of the staff's way in: the PIN and the admin code.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    static let admin: [KioskOption] = [
        KioskOption(
            "admin.pin", .admin, placeholder: "PIN",
            help:
                "the staff PIN that opens the admin screen after a 3 s hold on the screen's top-left corner: the hash kioskscan admin-pin writes (pbkdf2-sha256$…), or 4 to 12 digits written plain (taken, with a line in the log saying to store it hashed); unset, the gesture does nothing. It never approves an age",
            defaultNote: "none", current: { $0.adminPIN == nil ? nil : "(set)" }
        ) { v, o in
            let pin = try AdminPIN(parsing: v)
            if let staff = o.ageStaff.first(where: { $0.isSecret(of: pin) }) { throw OptionError.adminPINIsStaffs(staff.name) }
            o.adminPIN = pin
        },
        KioskOption(
            "admin.code", .admin,
            .optional(
                .parsed(
                    "TEXT",
                    { text throws(OptionError) in
                        let code = text.trimmingWhitespace()
                        guard !code.isEmpty else { throw OptionError("expected the text of a barcode") }
                        return code
                    }, show: { _ in "(set)" })), \.adminCode,
            help:
                "a barcode's exact text that opens the admin screen when scanned (by the camera or a scanner); it is never captured, kept nor delivered. No code ever changes a setting",
            defaultNote: "none"
        ),
    ]
}
