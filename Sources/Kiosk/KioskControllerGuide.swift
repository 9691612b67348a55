// KioskControllerGuide: the words of the spoken guide (`speak = guide`) for the screen on show
// and the control the focus ring is on, from the catalogue in the shopper's language; prices as a
// cashier says them, never a code's contents.
import Input
import Language
import Scene

extension KioskController {
    /// After a key, once the screen it led to is drawn: says what changed (`SpokenGuide`), in the
    /// language shown, and logs it.
    func guideAfter(_ key: KeyAction, at time: Double) {
        guard let guide else { return }
        let wording = view.wording
        let ring = view.focus.flatMap { drawn?.frame(of: $0) == nil ? nil : $0 }
        let said = guide.said(
            after: key, screen: guideScreen, focus: ring, screenPhrase: { self.phrase(for: $0, wording) },
            controlPhrase: { self.phrase(for: $0, wording) }, help: wording(.guideHelp))
        guard let said else { return }
        outputs.log("guide at " + String(cFormat: "%.2f", time) + " s: “\(said)”")
        outputs.say(said, wording.language)
    }

    /// The screen on show, as the guide names it.
    var guideScreen: SpokenGuide.Screen {
        if desk.view != nil || view.attract != nil { return .other }
        if view.languageMenu != nil { return .languages }
        if view.tab == .history { return view.historyDetail.map { .historyEntry($0) } ?? .history }
        if view.basket?.agePrompt != nil { return .ageCheck }
        if view.basket?.payCode != nil { return .pay }
        if case .showing(let record) = machine.phase { return .result(record.number) }
        return .scanner
    }

    private func phrase(for screen: SpokenGuide.Screen, _ wording: Wording) -> String? {
        switch screen {
        case .scanner:
            let welcome = view.welcome.map { wording($0) }.map { " " + $0 } ?? ""
            return wording(.guideScanner) + welcome
        case .history: return view.history.isEmpty ? wording(.historyEmpty) : wording(.guideHistory, count: view.history.count)
        case .historyEntry(let index):
            guard view.history.indices.contains(index) else { return nil }
            let entry = view.history[index]
            return wording(.guideHistoryEntry, ["heading": spokenHeading(entry, wording), "time": entry.timeLabel(wording)])
        case .languages: return wording(.guideLanguages, count: language.offered.count)
        case .pay: return wording(.guidePay, ["total": view.basket?.total.map { wording.spoken($0) } ?? ""])
        case .ageCheck: return wording(.guideAgeCheck)
        case .result: return resultPhrase(wording)
        case .other: return nil
        }
    }

    private func phrase(for target: FocusTarget, _ wording: Wording) -> String? {
        func chosen(_ name: String, _ selected: Bool) -> String { selected ? wording(.guideSelected, ["name": name]) : name }
        switch target {
        case .languageButton: return wording(.guideLanguageButton, ["name": LanguageChoice.name(of: language.current)])
        case .languageItem(let index):
            guard let menu = language.menu, menu.languages.indices.contains(index) else { return nil }
            return chosen(menu.languages[index].name, index == menu.selected)
        case .result: return resultPhrase(wording)
        case .basketRow(let index):
            guard let line = view.basket?.lines[safe: index] else { return nil }
            return wording(
                .guideBasketLine, ["quantity": String(line.quantity), "name": line.name, "price": line.amount.map { wording.spoken($0) } ?? ""])
        case .ageStatus: return wording(.guideButton, ["name": wording(.basketStaffApproval)])
        case .payButton:
            let total = view.basket?.total.map { ", " + wording.spoken($0) } ?? ""
            return wording(.guideButton, ["name": wording(.basketPay)]) + total
        case .payDone: return wording(.guideButton, ["name": wording(.payDone)])
        case .mode(let index): return chosen(wording(index == 0 ? .modeBarcode : .modeNumber), view.mode.rawValue == index)
        case .shutter: return wording(.guideShutter)
        case .tab(let index): return chosen(wording(index == 0 ? .tabScanner : .tabHistory), view.tab.rawValue == index)
        case .staffButton:
            // The staff's keypads are not said aloud: a key's name said as it is pressed would
            // tell a PIN to anyone near.
            return nil
        case .historyRow(let index):
            guard view.history.indices.contains(index) else { return nil }
            let entry = view.history[index]
            return wording(.guideHistoryRow, ["time": entry.timeLabel(wording), "heading": spokenHeading(entry, wording)])
        }
    }

    /// The result on screen: what was read, and that OK scans again.
    private func resultPhrase(_ wording: Wording) -> String? {
        guard case .showing(let record) = machine.phase else { return nil }
        return wording(.guideResult, ["what": SpokenResult.text(for: CaptureEvent(record: record), wording: wording)])
    }

    /// A History row's heading as said: its title's parts, then its price as a cashier says it
    /// (never the printed `4,99 €`); what read it when it has no title. Never the code's contents.
    private func spokenHeading(_ entry: HistoryEntry, _ wording: Wording) -> String {
        let title = entry.title.map { $0.map { wording($0) }.joined(separator: ", ") } ?? SpokenResult.kind(of: entry.origin, wording: wording)
        return title + (entry.price.map { ", " + wording.spoken($0) } ?? "")
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
