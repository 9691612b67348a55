// RecordedCards: what real cards reported, as plain values for the selection tests. Mode lists
// are modetest's lines, pasted as printed and parsed here; the object graph (ids, encoders,
// CRTCs, planes) is transcribed from the same listings. Where a listing leaves something out,
// the comment says what was filled in and from where.
import Display
import Foundation

enum RecordedCards {
    /// Parses modetest's mode lines (`#0 1280x800 74.99 1280 1600 1638 1728 800 804 808 828
    /// 107300 flags: nhsync, nvsync; type: preferred, driver`); the index is optional (older
    /// modetest prints none).
    static func modes(_ text: String) -> [ModeInfo] {
        text.split(separator: "\n").compactMap { line in
            var fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard !fields.isEmpty else { return nil }
            if fields[0].hasPrefix("#") { fields.removeFirst() }
            let numbers = fields.dropFirst(2).prefix(9).compactMap { Int($0) }
            guard fields.count >= 11, numbers.count == 9 else { return nil }
            let rest = line.split(separator: ";", omittingEmptySubsequences: false)
            let flagWords = rest[0].components(after: "flags:")
            let typeWords = rest.count > 1 ? rest[1].components(after: "type:") : []
            var flags: UInt32 = 0
            // DRM_MODE_FLAG_PHSYNC, _NHSYNC, _PVSYNC, _NVSYNC, _INTERLACE
            let flagBits: [String: UInt32] = ["phsync": 1, "nhsync": 2, "pvsync": 4, "nvsync": 8, "interlace": 16]
            for word in flagWords { flags |= flagBits[word] ?? 0 }
            var type: UInt32 = 0
            // DRM_MODE_TYPE_PREFERRED, _USERDEF, _DRIVER
            let typeBits: [String: UInt32] = ["preferred": 1 << 3, "userdef": 1 << 5, "driver": 1 << 6]
            for word in typeWords { type |= typeBits[word] ?? 0 }
            let n = numbers.prefix(8).map { UInt16($0) }
            return ModeInfo(
                clock: UInt32(numbers[8]), hdisplay: n[0], hsyncStart: n[1], hsyncEnd: n[2], htotal: n[3],
                vdisplay: n[4], vsyncStart: n[5], vsyncEnd: n[6], vtotal: n[7], flags: flags, type: type, name: fields[0])
        }
    }

    // MARK: bochs (the virtual kiosk)

    /// QEMU 7.2's bochs-display under Debian 12's kernel 6.1.0-57 (bochs DRM driver), recorded in
    /// the virtual kiosk (board/qemu/run --sh) with `modetest -M bochs-drm -a -c -e -p` from
    /// libdrm-tests 2.4.114 and `kioskscan drm-info`. fbcon has the mode set (framebuffer 37).
    static let bochsModes = modes(
        """
          #0 1280x800 74.99 1280 1600 1638 1728 800 804 808 828 107300 flags: nhsync, nvsync; type: preferred, driver
          #1 1920x1080 60.00 1920 2008 2052 2200 1080 1084 1089 1125 148500 flags: nhsync, nvsync; type: driver
          #2 1920x1080 50.00 1920 2448 2492 2640 1080 1084 1089 1125 148500 flags: phsync, pvsync; type: driver
          #3 1600x1200 60.00 1600 1664 1856 2160 1200 1201 1204 1250 162000 flags: phsync, pvsync; type: driver
          #4 1680x1050 59.95 1680 1784 1960 2240 1050 1053 1059 1089 146250 flags: nhsync, pvsync; type: driver
          #5 1400x1050 59.98 1400 1488 1632 1864 1050 1053 1057 1089 121750 flags: nhsync, pvsync; type: driver
          #6 1280x1024 60.02 1280 1328 1440 1688 1024 1025 1028 1066 108000 flags: phsync, pvsync; type: driver
          #7 1440x900 59.89 1440 1520 1672 1904 900 903 909 934 106500 flags: nhsync, pvsync; type: driver
          #8 1280x960 60.00 1280 1376 1488 1800 960 961 964 1000 108000 flags: phsync, pvsync; type: driver
          #9 1360x768 60.02 1360 1424 1536 1792 768 771 777 795 85500 flags: phsync, pvsync; type: driver
          #10 1280x768 59.87 1280 1344 1472 1664 768 771 778 798 79500 flags: nhsync, pvsync; type: driver
          #11 1024x768 60.00 1024 1048 1184 1344 768 771 777 806 65000 flags: nhsync, nvsync; type: driver
          #12 800x600 60.32 800 840 968 1056 600 601 605 628 40000 flags: phsync, pvsync; type: driver
          #13 640x480 60.00 640 656 752 800 480 490 492 525 25200 flags: nhsync, nvsync; type: driver
          #14 640x480 59.94 640 656 752 800 480 490 492 525 25175 flags: nhsync, nvsync; type: driver
        """)

    static var bochs: CardResources {
        CardResources(
            path: "/dev/dri/card0", driver: "bochs-drm",
            connectors: [
                Connector(
                    id: 31, type: .virtual, typeIndex: 1, status: .connected, modes: bochsModes, encoders: [36],
                    currentEncoder: 36,
                    properties: ["EDID": 1, "DPMS": 2, "TILE": 4, "link-status": 5, "non-desktop": 6, "CRTC_ID": 20])
            ],
            encoders: [Encoder(id: 36, possibleCRTCs: 0x1, currentCRTC: 35)],
            crtcs: [
                CRTC(
                    id: 35, index: 0, mode: bochsModes[0], framebuffer: 37,
                    properties: ["OUT_FENCE_PTR": 19, "ACTIVE": 22, "MODE_ID": 23, "VRR_ENABLED": 24])
            ],
            planes: [
                Plane(
                    id: 33, kind: .primary, possibleCRTCs: 0x1, formats: [FourCC.xrgb8888, 0x3432_5842 /* BX24 */],
                    currentCRTC: 35, rotations: nil,
                    properties: [
                        "type": 8, "SRC_X": 9, "SRC_Y": 10, "SRC_W": 11, "SRC_H": 12, "CRTC_X": 13, "CRTC_Y": 14,
                        "CRTC_W": 15, "CRTC_H": 16, "FB_ID": 17, "IN_FENCE_FD": 18, "CRTC_ID": 20, "IN_FORMATS": 30,
                    ])
            ])
    }

    // MARK: vc4 (Raspberry Pi 4)

    /// The official 7" DSI panel's one mode, from kmsprint in raspberrypi/linux issue #6078
    /// (https://github.com/raspberrypi/linux/issues/6078, Pi 4, Raspberry Pi OS Bookworm):
    /// `800x480@60.05 27.777 800/59/2/46/- 480/7/2/21/- 60 (60.05) P|U|D` (active/front
    /// porch/sync/back porch, so hsync 859-861, htotal 907; vsync 487-489, vtotal 510).
    static let dsiPanelMode = ModeInfo(
        clock: 27777, hdisplay: 800, hsyncStart: 859, hsyncEnd: 861, htotal: 907,
        vdisplay: 480, vsyncStart: 487, vsyncEnd: 489, vtotal: 510,
        flags: 2 | 8, type: (1 << 3) | (1 << 5) | (1 << 6), name: "800x480")

    /// A 1080p TV on a Pi 4's HDMI-A-1, the first modes of `modetest -M vc4` in
    /// raspberrypi/linux issue #3694 (https://github.com/raspberrypi/linux/issues/3694). The
    /// report's 1920x1080@50 line is cut off after "2640"; it is completed here with the
    /// standard CTA-861 timing it starts with (VIC 31).
    static let hdmiTVModes = modes(
        """
          #0 1920x1080 60.00 1920 2008 2052 2200 1080 1084 1089 1125 148500 flags: phsync, pvsync; type: preferred, driver
          #1 1920x1080 59.94 1920 2008 2052 2200 1080 1084 1089 1125 148352 flags: phsync, pvsync; type: driver
          #2 1920x1080i 30.00 1920 2008 2052 2200 1080 1084 1094 1125 74250 flags: phsync, pvsync, interlace; type: driver
          #3 1920x1080i 29.97 1920 2008 2052 2200 1080 1084 1094 1125 74176 flags: phsync, pvsync, interlace; type: driver
          #4 1920x1080 50.00 1920 2448 2492 2640 1080 1084 1089 1125 148500 flags: phsync, pvsync; type: driver
        """)

    /// vc4's primary planes turn by 180° and mirror, not by quarter turns
    /// (`drm_plane_create_rotation_property` in drivers/gpu/drm/vc4/vc4_plane.c).
    static let vc4Rotations: PlaneRotations = [.rotate0, .rotate180, .reflectX, .reflectY]

    /// A Pi 4 with the DSI panel lit by the firmware/fbcon, as in issue #6078: connectors
    /// HDMI-A-1 (32, encoder 31), HDMI-A-2 (41, encoder 40), DSI-1 (46, encoder 45) on CRTC 86
    /// with plane 76 ("crtcs: 2": CRTC index 2). The listing shows only the CRTC and plane in
    /// use; the other CRTC ids (index 0, 1, 3), their primary planes and which CRTC each
    /// encoder can use are filled in here as vc4 wires them on the Pi 4 (each encoder to its
    /// own pixel valve), and are assumptions.
    static func pi4(hdmi1: ConnectionStatus = .disconnected, dsiLit: Bool = true) -> CardResources {
        let xrgbAndMore: [UInt32] = [FourCC.xrgb8888, 0x3432_5241 /* AR24 */, 0x3631_4752 /* RG16 */]
        let atomic: PropertyIDs = [
            "FB_ID": 1, "CRTC_ID": 2, "SRC_X": 3, "SRC_Y": 4, "SRC_W": 5, "SRC_H": 6, "CRTC_X": 7, "CRTC_Y": 8,
            "CRTC_W": 9, "CRTC_H": 10, "rotation": 11, "type": 12,
        ]
        return CardResources(
            path: "/dev/dri/card1", driver: "vc4",
            connectors: [
                Connector(id: 32, type: .hdmiA, typeIndex: 1, status: hdmi1, modes: hdmi1 == .connected ? hdmiTVModes : [], encoders: [31]),
                Connector(id: 41, type: .hdmiA, typeIndex: 2, status: .disconnected, modes: [], encoders: [40]),
                Connector(
                    id: 46, type: .dsi, typeIndex: 1, status: .connected, modes: [dsiPanelMode], encoders: [45],
                    currentEncoder: dsiLit ? 45 : nil, properties: ["CRTC_ID": 20]),
            ],
            encoders: [
                Encoder(id: 31, possibleCRTCs: 1 << 3),
                Encoder(id: 40, possibleCRTCs: 1 << 1),
                Encoder(id: 45, possibleCRTCs: 1 << 2, currentCRTC: dsiLit ? 86 : nil),
            ],
            crtcs: [
                CRTC(id: 60, index: 0), CRTC(id: 70, index: 1),
                CRTC(
                    id: 86, index: 2, mode: dsiLit ? dsiPanelMode : nil, framebuffer: dsiLit ? 340 : nil, properties: ["ACTIVE": 21, "MODE_ID": 22]),
                CRTC(id: 96, index: 3, properties: ["ACTIVE": 21, "MODE_ID": 22]),
            ],
            planes: [
                Plane(id: 56, kind: .primary, possibleCRTCs: 1 << 0, formats: xrgbAndMore, rotations: vc4Rotations, properties: atomic),
                Plane(id: 66, kind: .primary, possibleCRTCs: 1 << 1, formats: xrgbAndMore, rotations: vc4Rotations, properties: atomic),
                Plane(
                    id: 76, kind: .primary, possibleCRTCs: 1 << 2, formats: xrgbAndMore, currentCRTC: dsiLit ? 86 : nil,
                    rotations: vc4Rotations, properties: atomic),
                Plane(id: 90, kind: .overlay, possibleCRTCs: 0xF, formats: xrgbAndMore, rotations: vc4Rotations, properties: atomic),
                Plane(id: 92, kind: .primary, possibleCRTCs: 1 << 3, formats: xrgbAndMore, rotations: vc4Rotations, properties: atomic),
            ])
    }
}

extension Substring {
    /// The comma-separated words after `marker` (`flags: phsync, pvsync` gives both).
    func components(after marker: String) -> [String] {
        guard let range = range(of: marker) else { return [] }
        return self[range.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
