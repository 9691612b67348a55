// ModeSelectionTests: connector, mode, CRTC, plane and rotation choices over recorded cards
// (RecordedCards): bochs in the virtual kiosk and a Raspberry Pi 4's vc4.
import Display
import Render
import Testing

func choose(
    _ card: CardResources, connector: String? = nil, mode: String? = nil, rotation: PanelRotation = .none,
    planeRotation: Bool = true
) throws -> ScreenChoice {
    let request = ScreenRequest(connector: connector, mode: try mode.map { try ModeRequest(parsing: $0) }, rotation: rotation)
    return try ModeSelection.choose(request, on: card, planeRotation: planeRotation)
}

func selectionError(_ card: CardResources, connector: String? = nil, mode: String? = nil) -> SelectionError? {
    do {
        _ = try choose(card, connector: connector, mode: mode)
        return nil
    } catch {
        return error as? SelectionError
    }
}

@Suite struct ModeSelectionTests {
    @Test func recordedModesReadBackAsModetestPrintsThem() {
        #expect(RecordedCards.bochsModes.count == 15)
        #expect(RecordedCards.bochsModes.map(\.description).prefix(3) == ["1280x800@74.99", "1920x1080@60.00", "1920x1080@50.00"])
        #expect(RecordedCards.hdmiTVModes[2].description == "1920x1080i@30.00")
        #expect(RecordedCards.dsiPanelMode.description == "800x480@60.05")
        #expect(RecordedCards.bochsModes[0].isPreferred && !RecordedCards.bochsModes[1].isPreferred)
    }

    @Test func bochsByDefaultKeepsWhatFbconLitUp() throws {
        let choice = try choose(RecordedCards.bochs)
        #expect(choice.connector.name == "Virtual-1")
        #expect(choice.crtc.id == 35 && choice.plane?.id == 33)
        #expect(choice.mode == RecordedCards.bochsModes[0])
        #expect(choice.summary == "connector Virtual-1, CRTC 35, plane 33, mode 1280x800@74.99 (preferred)")
    }

    @Test func aSizeTakesTheFastestModeOfThatSize() throws {
        #expect(try choose(RecordedCards.bochs, mode: "1920x1080").mode.description == "1920x1080@60.00")
        #expect(try choose(RecordedCards.bochs, mode: "640x480").mode.clock == 25200)
        #expect(try choose(RecordedCards.bochs, mode: "1280x800").mode.isPreferred)
    }

    @Test func aRateTakesTheNearestWithinHalfAHertz() throws {
        #expect(try choose(RecordedCards.bochs, mode: "1920x1080@50").mode.description == "1920x1080@50.00")
        #expect(try choose(RecordedCards.bochs, mode: "640x480@59.94").mode.clock == 25175)
        #expect(try choose(RecordedCards.bochs, mode: "640x480@60").mode.clock == 25200)
        let tv = RecordedCards.pi4(hdmi1: .connected)
        #expect(try choose(tv, connector: "HDMI-A-1", mode: "1920x1080@60").mode.clock == 148500)
        #expect(try choose(tv, connector: "HDMI-A-1", mode: "1920x1080@59.94").mode.clock == 148352)
    }

    @Test func interlacedModesOnlyWhenNothingProgressiveFits() throws {
        let tv = RecordedCards.pi4(hdmi1: .connected)
        #expect(try !choose(tv, connector: "HDMI-A-1", mode: "1920x1080").mode.isInterlaced)
        #expect(try choose(tv, connector: "HDMI-A-1", mode: "1920x1080@30").mode.description == "1920x1080i@30.00")
    }

    @Test func anUnknownModeListsWhatTheScreenHasOnce() {
        let error = selectionError(RecordedCards.bochs, mode: "1234x567@60")
        #expect(
            error
                == .noMatchingMode(
                    ModeRequest(width: 1234, height: 567, refresh: 60), connector: "Virtual-1",
                    available: RecordedCards.bochsModes.map(\.description)))
        #expect(error?.description.hasPrefix("Virtual-1 has no mode 1234x567@60 (it has: 1280x800@74.99, 1920x1080@60.00,") == true)
        #expect(selectionError(RecordedCards.bochs, mode: "1920x1080@55") != nil)
    }

    @Test func modeRequestsParse() throws {
        #expect(try ModeRequest(parsing: "1920x1080") == ModeRequest(width: 1920, height: 1080))
        #expect(try ModeRequest(parsing: "1920X1080@59.94") == ModeRequest(width: 1920, height: 1080, refresh: 59.94))
        for bad in ["1920", "1920x", "x1080", "1920x1080@", "1920x1080@fast", "0x0", "1920x1080@60@60"] {
            #expect(throws: SelectionError.badModeRequest(bad)) { try ModeRequest(parsing: bad) }
        }
    }

    @Test func connectorsAreFoundByTheKernelsNameInAnyCase() throws {
        #expect(try choose(RecordedCards.bochs, connector: "virtual-1").connector.id == 31)
        // X11 calls HDMI-A-1 "HDMI-1".
        #expect(try choose(RecordedCards.pi4(hdmi1: .connected), connector: "HDMI-1").connector.id == 32)
        let error = selectionError(RecordedCards.bochs, connector: "HDMI-A-1")
        #expect(error?.description == "/dev/dri/card0 has no connector 'HDMI-A-1' (it has: Virtual-1 (connected))")
    }

    @Test func onAPiWithThePanelTheDSIConnectorIsChosen() throws {
        // HDMI-A-1 and -2 come first in the card's list but have nothing plugged in.
        let choice = try choose(RecordedCards.pi4())
        #expect(choice.connector.name == "DSI-1")
        #expect(choice.crtc.id == 86 && choice.plane?.id == 76)
        #expect(choice.mode == RecordedCards.dsiPanelMode)
    }

    @Test func anEmptyConnectorIsRefusedByName() {
        let error = selectionError(RecordedCards.pi4(), connector: "HDMI-A-2")
        #expect(error == .disconnected("HDMI-A-2", card: "/dev/dri/card1"))
        #expect(error?.description == "connector HDMI-A-2 of /dev/dri/card1 has no screen connected")
    }

    @Test func aSecondScreenGetsAFreeCRTCAndItsOwnPrimaryPlane() throws {
        // The TV on HDMI-A-1 is not lit yet; its encoder can use only CRTC index 3.
        let choice = try choose(RecordedCards.pi4(hdmi1: .connected), connector: "HDMI-A-1")
        #expect(choice.crtc.id == 96 && choice.plane?.id == 92)
        #expect(choice.mode.description == "1920x1080@60.00" && choice.mode.isPreferred)
    }

    @Test func aCRTCDrivingAnotherScreenIsNotTaken() {
        // An encoder that could use every CRTC, on a card where all but the panel's are gone.
        var card = RecordedCards.pi4(hdmi1: .connected)
        card.encoders[0].possibleCRTCs = 0xF
        card.crtcs = card.crtcs.filter { $0.id == 86 }
        #expect(selectionError(card, connector: "HDMI-A-1") == .noCRTC(connector: "HDMI-A-1"))
    }

    @Test func aPrimaryPlaneShowingOnAnotherCRTCIsNotTaken() throws {
        // vc4's firmware-KMS driver once declared every plane possible on every CRTC
        // (raspberrypi/linux issue #3734); the panel's plane 76 must stay with CRTC 86.
        var card = RecordedCards.pi4(hdmi1: .connected)
        for index in card.planes.indices { card.planes[index].possibleCRTCs = 0xF }
        let choice = try choose(card, connector: "HDMI-A-1")
        #expect(choice.plane?.id != 76)
        #expect(choice.plane?.kind == .primary)
    }

    @Test func noScreenAtAllIsSaidPlainly() {
        var card = RecordedCards.pi4()
        card.connectors[2].status = .disconnected
        #expect(
            selectionError(card)?.description
                == "no screen is connected to /dev/dri/card1 (connectors: HDMI-A-1 (disconnected), HDMI-A-2 (disconnected), DSI-1 (disconnected))")
    }

    @Test func rotationUsesThePlaneOnlyForTurnsItOffers() throws {
        // bochs' plane has no rotation property: Render turns the picture.
        let bochs = try choose(RecordedCards.bochs, rotation: .quarter)
        #expect(!bochs.rotatesInPlane)
        #expect(bochs.logicalSize == (800, 1280))
        #expect(bochs.summary.hasSuffix("rotated 90 by Render (upright 800x1280)"))
        // vc4 turns by 180 in the plane, not by 90.
        #expect(try choose(RecordedCards.pi4(), rotation: .half).rotatesInPlane)
        #expect(try !choose(RecordedCards.pi4(), rotation: .quarter).rotatesInPlane)
        // The legacy path never uses plane properties.
        #expect(try !choose(RecordedCards.pi4(), rotation: .half, planeRotation: false).rotatesInPlane)
        #expect(try choose(RecordedCards.pi4(), rotation: .threeQuarters).logicalSize == (480, 800))
    }
}
