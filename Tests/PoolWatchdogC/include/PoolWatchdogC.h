#ifndef POOL_WATCHDOG_C_H
#define POOL_WATCHDOG_C_H

/// The kernel's id of the calling thread (what `tgkill` needs), for recording pool threads.
int colr_watchdog_thread_id(void);

/// Asks each of `count` threads (kernel ids) for its stack and waits at most `timeout_ms` for
/// the answers. Returns how many threads answered; read each with `colr_watchdog_frames`.
int colr_watchdog_sample(const int *thread_ids, int count, int timeout_ms);

/// Copies the return addresses thread `index` of the last sample gave (at most `capacity`) into
/// `frames`; returns how many, or -1 if that thread did not answer.
int colr_watchdog_frames(int index, void **frames, int capacity);

/// The file of the binary `address` lies in and where that binary is loaded; 0 if unknown.
int colr_watchdog_locate(const void *address, const char **binary, const void **base);

/// Runs `path` with `arguments` (ending in NULL), `input` on its standard input; returns its
/// standard output (malloc'ed, NUL-terminated; free it), or NULL if it could not run or failed.
///
/// Foundation's `Process` learns of a child's exit through Dispatch, which shares its threads
/// with the pool; while the pool is stalled it would not return. This only uses system calls.
char *colr_watchdog_filter(const char *path, char *const *arguments, const char *input);

#endif
