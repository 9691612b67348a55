// AgeOptions: the options of the self-checkout's age check: the staff who may approve a basket
// with an age-restricted product (a catalog's min_age).
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
    static let age: [KioskOption] = [
        KioskOption(
            "age.staff", .products, placeholder: "NAME:HASH",
            help:
                "a member of staff who may approve a basket with an age-restricted product (the catalog's min_age) with their own staff code or PIN: their name, ':', and the hash kioskscan admin-pin writes of their PIN (admin-pin --code: of their staff code's text); may be repeated, one a line, and removing a line revokes that one alone; never the admin PIN. Without any, such a basket is paid at a till",
            defaultNote: "none", repeatable: true,
            current: { $0.ageStaff.isEmpty ? nil : $0.ageStaff.map { "\($0.name):(hash)" }.joined(separator: ", ") }
        ) { v, o in
            let staff = try AgeStaff(parsing: v)
            guard !o.ageStaff.contains(where: { $0.secret == staff.secret }) else {
                throw OptionError("\(staff.name): this hash is given twice; each staff code or PIN once")
            }
            if let admin = o.adminPIN, staff.isSecret(of: admin) { throw OptionError.adminPINIsStaffs(staff.name) }
            o.ageStaff.append(staff)
        }
    ]
}

extension OptionError {
    /// The admin PIN given as a staff member's, or the other way round.
    static func adminPINIsStaffs(_ name: String) -> OptionError {
        OptionError("\(name)'s code or PIN is the admin PIN: the admin PIN never approves an age; give each member of staff their own")
    }
}
