// DisplayEventSources: the DRM display's descriptors — the card's events, hot-plug uevents, a
// doorbell and two timers — owned together and watched on the kiosk's loop.
import FoundationEssentials
import SystemCall

/// Owns the hot-plug socket, the doorbell and the timers (each closes its descriptor in its
/// `deinit`); the card's descriptor stays the DRMDevice's. Watched on one EventRegistry at a
/// time, held weakly (the loop holds the handlers, not the reverse); each descriptor is
/// unwatched before it can close.
final class DisplayEventSources {
    let card: DRMDevice
    /// Nil when the socket could not be had: an unplugged screen is then noticed when a commit fails.
    let hotplug: HotplugMonitor?
    /// Rung to wake the loop when a frame can be taken without a kernel event.
    let doorbell: EventCounter
    /// Fires every second while the mode set is being retried.
    let retryTimer: TimerDescriptor
    /// Fires when a frame held to the refresh rate may start.
    let paceTimer: TimerDescriptor
    private weak var registry: EventRegistry?

    init(card: DRMDevice, log: (String) -> Void) throws(DisplayError) {
        self.card = card
        do throws(SystemError) {
            doorbell = try EventCounter(label: "display doorbell")
            retryTimer = try TimerDescriptor(label: "display retry timer")
            paceTimer = try TimerDescriptor(label: "display pace timer")
        } catch {
            throw DisplayError(error)
        }
        var monitor: HotplugMonitor?
        do {
            monitor = try HotplugMonitor(card: URL(fileURLWithPath: card.path).resolvingSymlinksInPath().lastPathComponent)
        } catch {
            log("drm: no hot-plug events (\(error)); an unplugged screen is noticed when a commit fails")
        }
        hotplug = monitor
    }

    deinit { unwatchAll() }

    /// What the display does when each source has news, after the source is read or
    /// acknowledged; `then` runs after every one of them (a frame may be due now).
    struct Reactions {
        var flipEvents: () -> Void
        /// A uevent said this card's connectors may have changed.
        var hotplug: () -> Void
        var retry: () -> Void
        var then: () -> Void
    }

    func watch(on registry: EventRegistry, _ reactions: Reactions) {
        unwatchAll()
        self.registry = registry
        registry.watch(card.fd) {
            reactions.flipEvents(); reactions.then()
        }
        if let hotplug {
            registry.watch(hotplug.fd) {
                if hotplug.drain() { reactions.hotplug() }
                reactions.then()
            }
        }
        registry.watch(doorbell.fd) { [doorbell] in
            doorbell.drain()
            reactions.then()
        }
        registry.watch(paceTimer.fd) { [paceTimer] in
            paceTimer.acknowledge()
            reactions.then()
        }
        registry.watch(retryTimer.fd) { [retryTimer] in
            if retryTimer.acknowledge() > 0 { reactions.retry() }
            reactions.then()
        }
    }

    func unwatchAll() {
        guard let registry else { return }
        for fd in [card.fd, doorbell.fd, paceTimer.fd, retryTimer.fd] + (hotplug.map { [$0.fd] } ?? []) { registry.unwatch(fd) }
        self.registry = nil
    }
}
