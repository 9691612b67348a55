// AdminScreens: draws the staff's screens: the PIN keypad and the admin screen, opaque over
// everything (no camera picture behind: a shopper glancing sees a plain staff screen).
import Language
import Pixels
import Render

enum AdminScreens {
    static func draw(_ view: AdminView, layout: SceneLayout, wording: Wording, typeface: Typeface, bold: Typeface, on canvas: Canvas) {
        canvas.clear(layout.palette.screen)
        switch view {
        case .keypad(let keypad): drawKeypad(keypad, layout: layout, wording: wording, typeface: typeface, bold: bold, on: canvas)
        case .screen(let screen): drawScreen(screen, layout: layout, wording: wording, typeface: typeface, bold: bold, on: canvas)
        }
    }

    static func drawKeypad(_ keypad: AdminKeypadView, layout: SceneLayout, wording: Wording, typeface: Typeface, bold: Typeface, on canvas: Canvas) {
        let s = layout.scale
        let header = AdminPanels.keypadHeader(layout)
        let titleSize = Int((24 * s).rounded())
        ControlBars.label(
            wording(.keypadTitle), in: Rect(x: header.x, y: header.y, width: header.width, height: 32 * s), size: titleSize, color: .white,
            typeface: bold,
            on: canvas)
        drawDots(keypad, at: header.y + (54 * s).rounded(), layout: layout, on: canvas)
        if let message = keypad.message {
            let size = Int((17 * s).rounded())
            ControlBars.label(
                wording(message), in: Rect(x: header.x, y: header.y + 72 * s, width: header.width, height: 28 * s), size: size,
                color: keypad.locked ? layout.palette.warning : layout.palette.idleText, typeface: typeface, on: canvas)
        }
        drawKeys(keypad, AdminPanels.keypadButtons(layout), layout: layout, wording: wording, bold: bold, on: canvas)
    }

    /// One dot per digit typed, and empty rings up to four, centred on the screen at `dotsY`.
    static func drawDots(_ keypad: AdminKeypadView, at dotsY: Float, layout: SceneLayout, on canvas: Canvas) {
        let s = layout.scale
        let radius = (7 * s).rounded(), step = (24 * s).rounded()
        let count = max(keypad.typed, 4)
        let header = AdminPanels.keypadHeader(layout)
        let first = header.centre.x - Float(count - 1) * step / 2
        for index in 0..<count {
            let centre = Point((first + Float(index) * step).rounded(), dotsY)
            if index < keypad.typed {
                canvas.draw(FilledRoundedRect(rect: Rect(centre: centre, width: 2 * radius, height: 2 * radius), radius: radius), color: .white)
            } else {
                let line = (2 * s).rounded()
                let outer = Rect(centre: centre, width: 2 * radius - line, height: 2 * radius - line)
                canvas.draw(StrokedRoundedRect(rect: outer, radius: outer.width / 2, lineWidth: line), color: layout.palette.idleText)
            }
        }
    }

    /// The keypad's keys at `buttons`: digits, Delete, OK and Cancel.
    static func drawKeys(
        _ keypad: AdminKeypadView, _ buttons: [(AdminButton, Rect)], layout: SceneLayout, wording: Wording, bold: Typeface, on canvas: Canvas
    ) {
        let s = layout.scale
        let size = Int((26 * s).rounded()), small = Int((19 * s).rounded())
        for (button, frame) in buttons {
            let label: String
            var color = layout.palette.key
            var textColor = keypad.locked ? layout.palette.lockedKey : Color.white
            var textSize = size
            switch button {
            case .digit(let digit): label = "\(digit)"
            case .delete:
                label = wording(.keypadDelete)
                textSize = small
            case .ok:
                label = wording(.keypadOK)
                if !keypad.locked {
                    color = layout.palette.go
                    textColor = layout.palette.onGo
                }
                textSize = small
            case .cancel:
                label = wording(.keypadCancel)
                textColor = .white
                textSize = small
            default: continue
            }
            canvas.draw(FilledRoundedRect(rect: frame, radius: (12 * s).rounded()), color: color)
            ControlBars.label(label, in: frame, size: textSize, color: textColor, typeface: bold, on: canvas)
        }
    }

    static func drawScreen(_ screen: AdminScreenView, layout: SceneLayout, wording: Wording, typeface: Typeface, bold: Typeface, on canvas: Canvas) {
        let s = layout.scale
        let m = layout.margin
        let titleSize = Int((24 * s).rounded()), size = Int((16 * s).rounded())
        let titleMetrics = bold.lineMetrics(size: titleSize), metrics = typeface.lineMetrics(size: size)
        var y = m + titleMetrics.ascender
        bold.draw(
            bold.truncate(wording(screen.title), size: titleSize, maxWidth: layout.screen.width - 2 * m), size: titleSize, at: Point(m, y.rounded()),
            color: .white, on: canvas, in: layout.textArea)
        y += titleMetrics.descender.magnitude + m
        let buttons = AdminPanels.screenButtons(layout)
        let bottom = (buttons.first?.1.minY ?? layout.screen.height) - m
        // Facts on the left (or above, on a narrow screen), the last captures on the right.
        let wide = layout.screen.width >= 1100 * s
        let columnWidth = wide ? ((layout.screen.width - 3 * m) / 2).rounded(.down) : layout.screen.width - 2 * m
        // The labels' column: as wide as the longest label in the shop's language needs.
        let longest = screen.facts.compactMap { $0.label.map { typeface.measure(wording($0), size: size) } }.max() ?? 0
        let labelWidth = min(max((110 * s).rounded(), (longest + 12 * s).rounded()), (columnWidth * 0.45).rounded())
        // Each column's place, top to bottom of the screen.
        func column(_ x: Float, _ width: Float) -> Rect { Rect(x: x, y: 0, width: width, height: layout.screen.height) }
        var factY = y + metrics.ascender
        for fact in screen.facts {
            guard factY + metrics.descender.magnitude <= bottom else { break }
            typeface.draw(
                typeface.truncate(fact.label.map { wording($0) } ?? "", size: size, maxWidth: labelWidth - 6 * s), size: size,
                at: Point(m, factY.rounded()),
                color: layout.palette.idleText, on: canvas, in: column(m, labelWidth - 6 * s))
            // A value in the kiosk's words (why there is no camera) takes a smaller size or more
            // lines, as far as the screen goes; data (an address) is cut where it must be.
            let room = bottom - factY - metrics.descender.magnitude
            let (lines, fitted) = typeface.fit(
                wording(fact.value), size: size, maxWidth: columnWidth - labelWidth,
                maxLines: max(1, min(3, Int(room / metrics.lineHeight) + 1)))
            for (index, line) in lines.enumerated() {
                if index > 0 { factY += typeface.lineMetrics(size: fitted).lineHeight }
                typeface.draw(
                    line, size: fitted, at: Point(m + labelWidth, factY.rounded()), color: .white, on: canvas,
                    in: column(m + labelWidth, columnWidth - labelWidth))
            }
            factY += metrics.lineHeight
        }
        let capturesX = wide ? m + columnWidth + m : m
        var captureY = (wide ? y : factY + m) + metrics.ascender
        if captureY + metrics.descender.magnitude <= bottom {
            bold.draw(
                wording(.adminLastCaptures), size: size, at: Point(capturesX, captureY.rounded()), color: layout.palette.idleText, on: canvas,
                in: column(capturesX, columnWidth))
            captureY += metrics.lineHeight
        }
        if screen.captures.isEmpty, captureY + metrics.descender.magnitude <= bottom {
            typeface.draw(
                wording(.adminNoneYet), size: size, at: Point(capturesX, captureY.rounded()), color: .white, on: canvas,
                in: column(capturesX, columnWidth))
        }
        for entry in screen.captures {
            guard captureY + metrics.descender.magnitude <= bottom else { break }
            let line = "\(entry.timeLabel(wording))  \(entry.heading(wording))  \(Typeface.singleLine(entry.shownValue(wording)))"
            typeface.draw(
                typeface.truncate(line, size: size, maxWidth: columnWidth), size: size, at: Point(capturesX, captureY.rounded()), color: .white,
                on: canvas, in: column(capturesX, columnWidth))
            captureY += metrics.lineHeight
        }
        for (button, frame) in buttons {
            let label: String
            var color = layout.palette.key
            switch button {
            case .testScan: label = wording(.adminTestScan)
            case .restart:
                label = wording(.adminRestart)
                color = layout.palette.restart
            default: label = wording(.adminClose)
            }
            canvas.draw(FilledRoundedRect(rect: frame, radius: (frame.height / 2).rounded()), color: color)
            ControlBars.label(label, in: frame, size: Int((19 * s).rounded()), color: .white, typeface: bold, on: canvas)
        }
    }
}
