// ChildProcess: a program started without a shell, fed on its standard input, whose exit polls
// readable on a pidfd.
import CLinux
import Glibc
import SystemCall

/// Started with `posix_spawn` (no shell: the path and its arguments as given), its standard
/// input a pipe that receives `input` and is then closed, its standard output and error one
/// pipe the kiosk reads (`output`, non-blocking; never the kiosk's standard output, where its
/// JSON lines go, nor raw onto its log). The signal mask and the dispositions of the signals the
/// kiosk takes through signalfd are reset, so the program can be stopped normally. It leads a
/// process group of its own, so what it starts is killed with it (`terminate`). Owns the pidfd
/// and the output pipe; `deinit` kills and reaps a program still running, with its group.
final class ChildProcess {
    let pid: pid_t
    /// Readable once the program has exited (`pidfd_open`, Linux 5.3).
    let fd: Int32
    /// The read end of the program's standard output and error (non-blocking).
    let output: Int32
    private var reaped = false

    /// How it ended.
    enum Exit: Equatable {
        case status(Int32)
        case signal(Int32)
    }

    init(path: String, arguments: [String] = [], environment: [String: String] = [:], input: [UInt8]) throws(SystemError) {
        var pipe = [Int32](repeating: -1, count: 2)
        // pipe2 is hidden behind _GNU_SOURCE: pipe, then close-on-exec on both ends (no other
        // thread of the kiosk starts programs meanwhile).
        try SystemError.check("pipe", object: path) { Glibc.pipe(&pipe) }
        for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { if pipe[0] >= 0 { close(pipe[0]) } }
        var outputPipe = [Int32](repeating: -1, count: 2)
        do throws(SystemError) { try SystemError.check("pipe", object: path) { Glibc.pipe(&outputPipe) } } catch {
            close(pipe[1])
            throw error
        }
        for end in outputPipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(outputPipe[0], F_SETFL, O_NONBLOCK)
        // The kiosk keeps the read end only: the write end closes with the program's last copy.
        defer { close(outputPipe[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGUSR1, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A process group of its own (its id is the program's pid): killing the group kills
        // what the program started too (a shell script's background jobs).
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var environmentList = ProcessEnvironment.current
        for (key, value) in environment { environmentList[key] = value }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environmentList.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(pipe[1])
            close(outputPipe[0])
            throw SystemError("posix_spawn", errno: spawned, object: path)
        }
        pid = child
        output = outputPipe[0]
        do {
            fd = try SystemError.check("pidfd_open", object: path) { pidfd_open(child, UInt32(0)) }
        } catch {
            close(pipe[1])
            close(outputPipe[0])
            kill(-child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
            throw error
        }
        // The input fits the pipe (64 KiB; a capture's line is a few KiB at most), so this write
        // does not wait for the program to read. A program that exits without reading gets
        // EPIPE here, which is its business: its exit status says how it went.
        var done = 0
        while done < input.count {
            let written = input[done...].withUnsafeBytes { write(pipe[1], $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            done += written
        }
        close(pipe[1])
    }

    deinit {
        if !reaped {
            // (While the program is not reaped its pid, the group's id, cannot be reused.)
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(fd)
        close(output)
    }

    /// Kills it and everything in its process group (a timeout, a stop); its pidfd then polls
    /// readable as for any exit. Only before it is reaped, when the group id is still its own.
    func terminate() {
        guard !reaped else { return }
        kill(-pid, SIGKILL)
    }

    /// How it ended, once `fd` has polled readable; nil while it still runs.
    func reap() -> Exit? {
        guard !reaped else { return nil }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return nil }
        reaped = true
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros: the layout is the kernel's.
        if status & 0x7f == 0 { return .status((status >> 8) & 0xff) }
        return .signal(status & 0x7f)
    }
}

/// The kiosk's environment, for the programs it starts.
enum ProcessEnvironment {
    static var current: [String: String] {
        var values: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") { values[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
            pointer += 1
        }
        return values
    }
}
