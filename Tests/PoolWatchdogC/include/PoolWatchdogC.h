#ifndef POOL_WATCHDOG_C_H
#define POOL_WATCHDOG_C_H

/// The kernel's id of the calling thread (what `tgkill` needs), for recording pool threads.
int colr_watchdog_thread_id(void);

/// Asks each of `count` threads (kernel ids) for its stack and waits at most `timeout_ms` for
/// the answers. Thread `i`'s return addresses go to `frames[i * capacity ...]` and their number
/// to `counts[i]` (-1 if it did not answer). Returns how many threads answered.
int colr_watchdog_sample(const int *thread_ids, int count, int timeout_ms, void **frames, int *counts,
                         int capacity);

/// The file of the binary `address` lies in and where that binary is loaded; 0 if unknown.
int colr_watchdog_locate(const void *address, const char **binary, const void **base);

/// Runs `path` with `arguments` (ending in NULL), the file `input_path` on its standard input;
/// returns its standard output (malloc'ed, NUL-terminated; free it), or NULL if it could not
/// run or failed.
///
/// Foundation's `Process` learns of a child's exit through Dispatch, which shares its threads
/// with the pool; while the pool is stalled it would not return. This only uses system calls.
char *colr_watchdog_filter(const char *path, char *const *arguments, const char *input_path);

/// Whether `address` lies in the exported function named `name` (such as `swift_job_run`, which
/// every thread running a Swift job has on its stack); found without starting any process.
int colr_watchdog_in_function(const void *address, const char *name);

/// Lowers the calling thread's scheduling priority (nice 10), so that on a busy core the
/// threads of Swift's pool, at the normal priority, run first. For the compute lanes.
void colr_lower_thread_priority(void);

/// The capacity in bytes of the pipe `descriptor` writes to, or -1 when it is not a pipe.
/// Standard output and error are widened before any test runs, so that a reader that falls
/// behind does not block the pool thread writing a test's events.
int colr_output_pipe_size(int descriptor);

#endif
