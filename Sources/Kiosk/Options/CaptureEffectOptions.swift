// CaptureEffectOptions: the options of the capture effect's animation.
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
    static let captureEffect: [KioskOption] = [
        KioskOption(
            "effect", .captureEffect, .choice([("cyber-neon", true), ("none", false)]), \.focusStyle.effect.enabled,
            help: "the capture effect: spring, gradient and glow, or a plain lock-on"),
        KioskOption(
            "effect.scale", .captureEffect, .number(0.5...3, "F"), \.focusStyle.effect.scale, help: "anticipation: grow to this times the size"),
        KioskOption(
            "effect.anticipationDuration", .captureEffect, .seconds(0.01...10), \.focusStyle.effect.anticipationDuration,
            help: "length of the anticipation spring"),
        KioskOption(
            "effect.springDamping", .captureEffect, .number(0.05...1, "F"), \.focusStyle.effect.springDamping,
            help: "damping ratio of the springs; below 1 overshoots"),
        KioskOption(
            "effect.gradientColors", .captureEffect, .colors, \.focusStyle.effect.gradientColors,
            help: "conic gradient colours, e.g. #32ADE6,#007AFF,#AF52DE,#FF2D55; none for the solid colour"),
        KioskOption(
            "effect.flowDuration", .captureEffect, .seconds(0...600), \.focusStyle.effect.flowDuration,
            help: "seconds per turn of the gradient; 0 keeps it still"),
        KioskOption("effect.innerGlowColor", .captureEffect, .color, \.focusStyle.effect.innerGlowColor, help: "inner glow colour"),
        KioskOption(
            "effect.innerGlowRadius", .captureEffect, .number(0...200, "PX"), \.focusStyle.effect.innerGlowRadius,
            help: "inner glow reach beyond the stroke"),
        KioskOption("effect.outerGlowColor", .captureEffect, .color, \.focusStyle.effect.outerGlowColor, help: "outer glow colour"),
        KioskOption(
            "effect.outerGlowRadius", .captureEffect, .number(0...200, "PX"), \.focusStyle.effect.outerGlowRadius,
            help: "outer glow reach beyond the stroke"),
        KioskOption(
            "effect.glowOpacity", .captureEffect, .number(0...1), \.focusStyle.effect.glowOpacity,
            help: "opacity of both glows at the stroke; 0 turns them off"),
        KioskOption(
            "effect.lockDuration", .captureEffect, .seconds(0.01...10), \.focusStyle.effect.lockDuration,
            help: "length of the lock-on onto the code's corners"),
    ]
}
