import Logging
import NIOCore
import SQLKit

/// SQL that runs its statements its own way over another database, `base`, and is otherwise
/// that database: its logger, event loop, version, dialect and query logging.
protocol ForwardingSQLDatabase: SQLDatabase {
    /// The database whose statements this one runs.
    var base: any SQLDatabase { get }
}

extension ForwardingSQLDatabase {
    var logger: Logger { base.logger }
    var eventLoop: any EventLoop { base.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { base.version }
    var dialect: any SQLDialect { base.dialect }
    var queryLogLevel: Logger.Level? { base.queryLogLevel }
}
