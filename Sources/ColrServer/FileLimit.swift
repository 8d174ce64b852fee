#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open files, which bounds how many connections it can hold.
enum FileLimit {
    /// The soft limit in force, or 0 when it cannot be read.
    static var current: UInt64 {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        return UInt64(limit.rlim_cur)
    }

    #if canImport(Glibc)
        private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resource = RLIMIT_NOFILE
    #endif

    /// Raises the soft limit to the hard limit (at most `ceiling`), so a few hundred stalled
    /// connections cannot use up a low default and starve everyone else; returns the limit in force.
    @discardableResult
    static func raise(ceiling: UInt64 = 1 << 20) -> UInt64 {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        let wanted = min(UInt64(limit.rlim_max), ceiling)
        if UInt64(limit.rlim_cur) < wanted {
            var raised = limit
            raised.rlim_cur = rlim_t(wanted)
            if setrlimit(resource, &raised) == 0 { return wanted }
        }
        return UInt64(limit.rlim_cur)
    }
}
