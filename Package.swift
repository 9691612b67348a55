// swift-tools-version:6.0
// KioskScan: a full-screen camera scanning kiosk for Linux (DRM/KMS, V4L2, evdev, ZBar).
import Foundation
import PackageDescription

/// A system-library target over one Debian `-dev` package, found through pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "KioskScan",
    products: [
        .executable(name: "kioskscan", targets: ["KioskScan"]),
        // The development tools (bench, corpus, storyboard, frames, banner, price-tags): not in the .deb.
        .executable(name: "kioskscan-dev", targets: ["KioskScanDev"]),
    ],
    targets: [
        systemLibrary("CDRM", pkgConfig: "libdrm", apt: "libdrm-dev"),
        systemLibrary("CInput", pkgConfig: "libevdev", apt: "libevdev-dev"),
        systemLibrary("CV4L2", pkgConfig: "libv4l2", apt: "libv4l-dev"),
        systemLibrary("CZBar", pkgConfig: "zbar", apt: "libzbar-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        systemLibrary("CWebP", pkgConfig: "libwebp", apt: "libwebp-dev"),
        systemLibrary("CSQLite", pkgConfig: "sqlite3", apt: "libsqlite3-dev"),
        systemLibrary("CQRencode", pkgConfig: "libqrencode", apt: "libqrencode-dev"),
        // ICU's line breaking (UAX #14, and dictionaries for Thai): where a line may end.
        systemLibrary("CICU", pkgConfig: "icu-uc", apt: "libicu-dev"),
        // Opened when first used (dlopen), not linked: a kiosk that never delivers over the
        // network, reads prices, makes a sound or shows text that needs shaping never maps them
        // (see CDynamicLibrary). Headers from the -dev packages (libcurl4-openssl-dev,
        // libmosquitto-dev, libtesseract-dev, libasound2-dev, libespeak-ng-dev, libharfbuzz-dev,
        // libfribidi-dev, libmicrohttpd-dev).
        .target(name: "CDynamicLibrary"),
        .target(name: "CCurl", dependencies: ["CDynamicLibrary"]),
        .target(name: "CMosquitto", dependencies: ["CDynamicLibrary"]),
        .target(name: "CTesseract", dependencies: ["CDynamicLibrary"]),
        .target(name: "CALSA", dependencies: ["CDynamicLibrary"]),
        .target(name: "CEspeak", dependencies: ["CDynamicLibrary"]),
        .target(name: "CHarfBuzz", dependencies: ["CDynamicLibrary"]),
        .target(name: "CFriBidi", dependencies: ["CDynamicLibrary"]),
        .target(name: "CMicroHTTPD", dependencies: ["CDynamicLibrary"]),
        // Linux's timerfd, eventfd, signalfd and inotify headers (part of libc, no library).
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),

        // Values in their written form, for every module: the one JSON value (parsed and
        // written, numbers as their exact digits), text made safe for a log line, printf
        // numbers and trimmed words, ISO 8601 times. Pure Swift over the C library.
        .target(name: "Wire"),
        // The error every module that talks to the kernel throws, and its call-checking helpers.
        .target(name: "SystemCall", dependencies: ["CLinux"]),
        // HTTP requests on libcurl's multi interface, on a thread of their own: the webhook
        // destination's POSTs, the shop server's product lookups.
        .target(name: "HTTP", dependencies: ["CCurl", "SystemCall", "Wire"]),
        // The pixel vocabulary every module that touches images shares: formats, sizes,
        // rectangles, borrowed image and luma views, luma conversion and halving. Pure Swift.
        .target(name: "Pixels"),
        .target(name: "Language", dependencies: ["SystemCall", "Wire"]),
        .target(name: "Render", dependencies: ["Pixels", "CFreeType", "CHarfBuzz", "CFriBidi", "CICU", "CPNG", "CQRencode", "SystemCall", "Wire"]),
        .target(name: "Capture", dependencies: ["Pixels", "CV4L2", "CJPEG", "CPNG", "CWebP", "SystemCall", "Wire"]),
        // zxing-cpp (Debian's libzxing, a C++ library) behind a C interface Swift can call.
        .target(name: "CZXing", linkerSettings: [.linkedLibrary("ZXing")]),
        .target(name: "Decode", dependencies: ["Pixels", "CZBar", "CZXing", "Wire"]),
        // What a code says (GS1, retail numbers, URLs, Wi-Fi, contacts, payments, IDs): pure Swift,
        // each parser after its specification.
        .target(name: "Content", dependencies: ["Language", "Wire"]),
        // The shop's products: the SQLite catalog (import, read-only lookups, a new file switched
        // to), the shop's server (through HTTP's client and Wire's JSON), prices as exact money,
        // quantities and unit prices.
        .target(name: "Catalog", dependencies: ["CSQLite", "Content", "HTTP", "SystemCall", "Wire"]),
        // Number mode: prices read with Tesseract off a luma plane, reported as Decode's detections.
        .target(name: "OCR", dependencies: ["Pixels", "CTesseract", "Decode"]),
        .target(name: "Display", dependencies: ["CDRM", "CLinux", "Render", "SystemCall", "Wire"]),
        // Key codes (the kernel's evdev numbers, named) and the keymaps (us, de, fr): what a key
        // types, and which key types a character. Pure Swift, for Input's wedge scanners and
        // Delivery's HID keyboard alike.
        .target(name: "Keyboard"),
        .target(name: "Input", dependencies: ["CInput", "Keyboard", "SystemCall"]),
        // Whether the kiosk is needed: motion in front of the camera (on a luma plane) and the
        // shop's opening hours in local time. Pure Swift.
        .target(name: "Presence", dependencies: ["Pixels", "SystemCall"]),
        // Tones and spoken results through ALSA (espeak-ng speaks), on a thread of their own.
        .target(name: "Sound", dependencies: ["CALSA", "CEspeak", "SystemCall"]),
        // What the screen shows, drawn from plain values: no camera, screen or input types.
        .target(name: "Scene", dependencies: ["Pixels", "Render", "Decode", "Content", "Language", "Wire"]),
        // The outbox on disk and the destinations captures are delivered to; fleet status.
        .target(name: "Delivery", dependencies: ["CMosquitto", "CLinux", "HTTP", "Keyboard", "SystemCall", "Wire"]),
        // The shop's web console (libmicrohttpd, opened when the console starts, on its own
        // thread): sign-in, sessions, the status page; the kiosk's state handed in by its loop.
        .target(name: "Console", dependencies: ["CMicroHTTPD", "SystemCall", "Wire"]),
        .target(
            name: "Kiosk",
            dependencies: [
                "Pixels", "Scene", "Render", "Capture", "Decode", "Content", "Catalog", "Console", "OCR", "Display", "Input", "Keyboard", "Language",
                "Presence", "Sound", "SystemCall", "Delivery", "Wire",
            ]),
        .executableTarget(
            name: "KioskScan", dependencies: ["Kiosk", "Catalog", "Pixels", "Capture", "Decode", "OCR", "Display", "Input", "SystemCall", "Wire"]),
        .executableTarget(
            name: "KioskScanDev",
            dependencies: [
                "Kiosk", "Catalog", "Content", "Language", "Pixels", "Presence", "Scene", "Render", "Capture", "Decode", "OCR", "SystemCall", "Wire",
                "CJPEG",
            ]),

        // Finds the shared sample images and writes test artefacts; used by the test targets only.
        .target(name: "TestSupport", dependencies: ["SystemCall"], path: "Tests/TestSupport"),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
        .testTarget(name: "WireTests", dependencies: ["Wire", "TestSupport"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "Language", "Wire"]),
        // Helpers/: the shop server the lookup tests start (a real process).
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Content", "SystemCall", "Wire", "TestSupport"], exclude: ["Helpers"]),
        .testTarget(name: "LanguageTests", dependencies: ["Language", "TestSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Pixels", "TestSupport"]),
        .testTarget(name: "SystemCallTests", dependencies: ["SystemCall", "Pixels", "Wire"]),
        .testTarget(name: "CaptureTests", dependencies: ["Capture", "Pixels", "Decode", "CV4L2", "CJPEG", "TestSupport"]),
        .testTarget(name: "DecodeTests", dependencies: ["Decode", "Pixels", "CZXing", "Capture", "TestSupport"], exclude: ["AztecPhotoSet"]),
        // ShelfTags/: tags seen through a model camera (kioskscan-dev price-tags), each with its price.
        // SmallYenTags/: small Japanese tags drawn by its draw.py (Pillow), each with its price.
        .testTarget(
            name: "OCRTests", dependencies: ["OCR", "Pixels", "Decode", "Capture", "Render", "TestSupport"],
            exclude: ["ShelfTags", "ShelfTagSet", "SmallYenTags"]),
        .testTarget(name: "DisplayTests", dependencies: ["Display", "Render", "Capture", "CDRM", "SystemCall"]),
        .testTarget(name: "KeyboardTests", dependencies: ["Keyboard"]),
        // A real console on 127.0.0.1 asked by libcurl (CCurl), and by a raw socket for what
        // libcurl will not send (a request half sent).
        .testTarget(name: "ConsoleTests", dependencies: ["Console", "Catalog", "Content", "Kiosk", "CCurl", "SystemCall", "TestSupport"]),
        // KeyCodeValueTests: Keyboard's key codes against the kernel's KEY_* macros (CInput).
        .testTarget(name: "InputTests", dependencies: ["Input", "Keyboard", "CInput"], exclude: ["Recordings"]),
        .testTarget(name: "PresenceTests", dependencies: ["Presence", "Pixels", "Capture", "SystemCall", "Wire", "TestSupport"]),
        // Sounds rendered through ALSA's file plugin into WAV files, measured with sox.
        .testTarget(name: "SoundTests", dependencies: ["Sound", "CALSA", "CEspeak", "TestSupport"]),
        // Helpers/: the HTTP receiver and the hook scripts the tests start (real processes).
        .testTarget(
            name: "DeliveryTests",
            dependencies: ["Delivery", "Keyboard", "SystemCall", "Wire", "TestSupport", "CDynamicLibrary", "CCurl", "CMosquitto", "CTesseract"],
            exclude: ["Helpers"]),
        // Golden/: the checked-in frames GoldenFrameTests compares with (found from #filePath).
        .testTarget(
            name: "SceneTests", dependencies: ["Scene", "Render", "Decode", "Content", "Capture", "Language", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "KioskTests",
            dependencies: [
                "Kiosk", "Pixels", "Scene", "Render", "Capture", "Decode", "Content", "Catalog", "OCR", "Display", "Input", "Delivery",
                "Language", "Presence", "Sound", "SystemCall", "Wire", "TestSupport",
            ]),
        // The commands of each executable, through @testable import.
        .testTarget(name: "KioskScanTests", dependencies: ["KioskScan", "Kiosk", "Catalog", "TestSupport"], exclude: ["Tuning"]),
        .testTarget(name: "KioskScanDevTests", dependencies: ["KioskScanDev", "Kiosk", "Scene", "Capture", "Decode", "Pixels", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// Fuzz targets (libFuzzer), only when KIOSKSCAN_FUZZ is set: `make fuzz` builds them with
// -sanitize=fuzzer,address into .build/fuzz; normal builds and tests never see them.
if ProcessInfo.processInfo.environment["KIOSKSCAN_FUZZ"] != nil {
    let fuzzed: [(name: String, dependencies: [Target.Dependency])] = [
        ("ImageFile", ["Capture"]), ("MJPEG", ["Capture"]), ("ConfigFile", ["Kiosk"]), ("InputScript", ["Kiosk"]),
        ("PayloadText", ["Decode"]), ("HistoryLine", ["Kiosk"]), ("HistoryFile", ["Delivery"]), ("DeliverValue", ["Delivery", "SystemCall"]),
        ("ContentGS1", ["Content"]), ("ContentPersonal", ["Content"]), ("ContentPayments", ["Content"]), ("ContentIdentity", ["Content"]),
        ("CatalogFiles", ["Catalog", "Content"]), ("LookupAnswer", ["Catalog", "Content"]), ("OpeningHours", ["Presence", "SystemCall"]),
        ("PriceText", ["OCR"]), ("Money", ["Catalog", "Content"]), ("TextLayout", ["Render"]),
        ("TranslationFile", ["Language"]), ("Badge", ["Content"]), ("ConsoleRequest", ["Console"]),
    ]
    package.targets.append(.systemLibrary(name: "CFuzzer", path: "Fuzz/CFuzzer"))
    for (name, dependencies) in fuzzed {
        package.targets.append(.executableTarget(name: "Fuzz" + name, dependencies: dependencies + ["CFuzzer"], path: "Fuzz/" + name))
    }
}
