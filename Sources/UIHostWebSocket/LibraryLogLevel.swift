import CLibWebSockets
import UIHostProtocol

/// How much libwebsockets itself prints to stderr. Off by default: lws' notices would otherwise interleave with
/// the host's own output. The setting is process-wide (lws has a single log level).
public enum LibraryLogLevel: Sendable, Equatable {
    case off
    case errors
    case warnings
    /// Errors, warnings and notices: lws' own default.
    case notices
    /// Every category lws has (`LLL_*`); debug lines only appear with a debug build of lws.
    case verbose

    /// The `LLL_*` bit mask (`LLL_ERR` = 1, `LLL_WARN` = 2, `LLL_NOTICE` = 4, ... 12 categories).
    var mask: Int32 {
        switch self {
        case .off: 0
        case .errors: 1
        case .warnings: 1 | 2
        case .notices: 1 | 2 | 4
        case .verbose: (1 << 12) - 1
        }
    }

    func apply() {
        lws_set_log_level(mask, nil)
    }
}
