// SystemThread: a long-lived named thread on pthreads (the kiosk's workers), without Foundation.
import CLinux
import Glibc

/// Starts threads that run until their body returns: the decoder, the price reader, the
/// drawing bands, the delivery sessions. Each is detached (whoever needs to wait for its end
/// does so through its own semaphore) and named, so `top -H` and a core dump say which is which.
public enum SystemThread {
    /// Runs `body` on a new thread named `name` (the kernel keeps its first 15 bytes). A thread
    /// that cannot be started (the process is out of threads or memory) ends the kiosk with the
    /// reason: nothing it does works without its threads.
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let start = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        let failed = pthread_create(
            &thread, nil,
            { context in
                let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
                _ = kiosk_name_this_thread(String(decoding: start.name.utf8.prefix(15), as: UTF8.self))
                start.body()
                return nil
            }, start)
        guard failed == 0 else {
            Unmanaged<Start>.fromOpaque(start).release()
            fatalError("cannot start the thread \(name): \(SystemError.reason(failed))")
        }
        pthread_detach(thread)
    }

    private final class Start {
        let name: String
        let body: @Sendable () -> Void
        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
