// PresenceOptions: the options of whether anyone is there: the attract screen, the screen off, opening hours, motion.
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
    static let presence: [KioskOption] = [
        KioskOption(
            "attract.after", .presence, .seconds(0...86_400), \.attractAfter,
            help:
                "seconds with no code, touch or motion before the attract screen (the slides of attract.folder, or \"Scan here\" and the time); the camera keeps reading, and a code, a touch or motion brings the scanner back; 0 = never"
        ),
        KioskOption(
            "attract.folder", .presence, .optional(.text("DIR", expected: "a folder", trimmed: true)), \.attractFolder,
            help: "a folder of PNG, JPEG or WebP slides the attract screen shows in name order, scaled to fill the screen and cross-faded",
            defaultNote: "none: the kiosk's own \"Scan here\""),
        KioskOption("attract.slide", .presence, .seconds(2...3600), \.attractSlide, help: "seconds each slide shows"),
        KioskOption(
            "screen.on", .presence, .orNone("always", .parsed("SCHEDULE", { try OpeningHours.parse($0) })), \.screenOn,
            help:
                "opening hours, local time, such as 'Mon-Fri 08:00-20:00; Sat 09:00-14:00' (ranges may run past midnight): outside them the screen is off (DPMS, backlight) and the camera stopped; a touch wakes the kiosk for two minutes"
        ),
        KioskOption(
            "blank.after", .presence, .number(0...1440, "MINUTES"), \.blankAfter,
            help:
                "minutes with nobody before the screen goes off in opening hours (burn-in, power); the camera watches at 2 frames a second and a code, motion or a touch wakes it; 0 = never"
        ),
        KioskOption(
            "motion", .presence, .integer(0...100), \.motionSensitivity,
            help:
                "how readily motion in front of the camera counts as someone there, 0 = not watched: the picture's brightness changing as a whole (flicker, exposure) never counts"
        ),
    ]
}
