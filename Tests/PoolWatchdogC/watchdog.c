// The C half of the test suite's pool watchdog (see PoolWatchdog.swift).
//
// Two things Swift cannot do here: start a thread before any test runs (a constructor, so the
// watchdog covers every test target without each one opting in), and read another thread's
// stack (a signal sent to that thread, whose handler records its own return addresses).

#define _GNU_SOURCE
#include "PoolWatchdogC.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <execinfo.h>
#include <pthread.h>
#include <semaphore.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

enum { maximum_threads = 256, maximum_frames = 64 };

struct sample {
    volatile int thread_id;
    volatile int count;
    void *frames[maximum_frames];
};

static struct sample samples[maximum_threads];
static int sample_count;
static sem_t answered;
static pthread_mutex_t sampling = PTHREAD_MUTEX_INITIALIZER;

/// Defined in Swift (PoolWatchdog.swift): the watchdog's loop, which never returns.
extern void colr_pool_watchdog_main(void);

int colr_watchdog_thread_id(void) { return (int)syscall(SYS_gettid); }

// On Linux a thread's nice value is its own: PRIO_PROCESS with a thread id sets that thread's.
void colr_lower_thread_priority(void) { setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 10); }

// Dispatch's worker threads, which are the pool's, block every signal but the fatal ones and
// SIGPROF, which it leaves to profilers. Nothing in the tests profiles, so SIGPROF is free.
static int sample_signal(void) { return SIGPROF; }

// Runs on the sampled thread. backtrace() was called once at start, so it does not load
// anything here; sem_post is async-signal-safe. errno is preserved for the code interrupted.
static void record_stack(int signal) {
    (void)signal;
    int saved = errno;
    int self = (int)syscall(SYS_gettid);
    for (int index = 0; index < sample_count; index++) {
        if (samples[index].thread_id == self && samples[index].count < 0) {
            samples[index].count = backtrace(samples[index].frames, maximum_frames);
            sem_post(&answered);
            break;
        }
    }
    errno = saved;
}

int colr_watchdog_sample(const int *thread_ids, int count, int timeout_ms, void **frames, int *counts,
                         int capacity) {
    pthread_mutex_lock(&sampling);
    while (sem_trywait(&answered) == 0) {}  // a late answer to an earlier sample
    if (count > maximum_threads) count = maximum_threads;
    sample_count = count;
    for (int index = 0; index < count; index++) {
        samples[index].count = -1;
        samples[index].thread_id = thread_ids[index];
    }
    int asked = 0;
    for (int index = 0; index < count; index++) {
        if (syscall(SYS_tgkill, getpid(), thread_ids[index], sample_signal()) == 0) asked++;
    }
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += timeout_ms / 1000;
    deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (deadline.tv_nsec >= 1000000000L) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000000000L;
    }
    int answers = 0;
    while (answers < asked) {
        if (sem_timedwait(&answered, &deadline) == 0) {
            answers++;
        } else if (errno != EINTR) {
            break;
        }
    }
    // Copied out under the lock: the next sample reuses the slots.
    for (int index = 0; index < count; index++) {
        int taken = samples[index].count;
        if (taken > capacity) taken = capacity;
        counts[index] = taken;
        if (taken > 0) {
            memcpy(frames + (size_t)index * (size_t)capacity, samples[index].frames,
                   sizeof(void *) * (size_t)taken);
        }
        samples[index].thread_id = 0;  // a late answer finds no slot
    }
    sample_count = 0;
    pthread_mutex_unlock(&sampling);
    return answers;
}

int colr_watchdog_locate(const void *address, const char **binary, const void **base) {
    Dl_info info;
    if (dladdr(address, &info) == 0 || info.dli_fname == 0) return 0;
    *binary = info.dli_fname;
    *base = info.dli_fbase;
    return 1;
}

int colr_watchdog_in_function(const void *address, const char *name) {
    Dl_info info;
    if (dladdr(address, &info) == 0 || info.dli_sname == 0) return 0;
    return strcmp(info.dli_sname, name) == 0;
}

extern char **environ;

char *colr_watchdog_filter(const char *path, char *const *arguments, const char *input_path) {
    int from_child[2];
    if (pipe(from_child) != 0) return 0;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    // The input comes from a file, so the child never waits for a reader while it is fed.
    posix_spawn_file_actions_addopen(&actions, 0, input_path, O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclose(&actions, from_child[0]);
    pid_t child;
    int spawned = posix_spawn(&child, path, &actions, 0, arguments, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(from_child[1]);
    if (spawned != 0) {
        close(from_child[0]);
        return 0;
    }
    size_t capacity = 1 << 16, size = 0;
    char *output = malloc(capacity);
    while (output) {
        if (size + 4096 + 1 > capacity) {
            char *larger = realloc(output, capacity * 2);
            if (!larger) {
                free(output);
                output = 0;
                break;
            }
            output = larger;
            capacity *= 2;
        }
        ssize_t count = read(from_child[0], output + size, 4096);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        size += (size_t)count;
    }
    close(from_child[0]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    if (!output) return 0;
    output[size] = 0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        free(output);
        return 0;
    }
    return output;
}

static void *watch(void *unused) {
    (void)unused;
    colr_pool_watchdog_main();
    return 0;
}

// `swift test` reads the test process's output through pipes and prints it, on the same cores
// as the tests: under `taskset -c 0` it waits for the one core behind the tests' own threads.
// Swift Testing writes each event from the thread that ran it, a pool thread, and a full pipe
// (64 KiB, a few hundred lines of a parametrised test's cases) blocks that write until the
// reader is scheduled: seconds in which the pool runs nothing, for no fault of the test. A pipe
// of 1 MiB (the kernel's limit for an unprivileged process) holds thousands of lines, so the
// reader can fall that far behind without stalling the pool.
static void widen_output_pipes(void) {
    for (int descriptor = 1; descriptor <= 2; descriptor++) {
        struct stat status;
        if (fstat(descriptor, &status) == 0 && S_ISFIFO(status.st_mode)) {
            (void)fcntl(descriptor, F_SETPIPE_SZ, 1 << 20);  // best effort: the old size still works
        }
    }
}

int colr_output_pipe_size(int descriptor) {
    struct stat status;
    if (fstat(descriptor, &status) != 0 || !S_ISFIFO(status.st_mode)) return -1;
    return fcntl(descriptor, F_GETPIPE_SZ);
}

__attribute__((constructor)) static void start_watchdog(void) {
    widen_output_pipes();
    void *warm[4];
    backtrace(warm, 4);  // loads the unwinder now, not inside a signal handler
    sem_init(&answered, 0, 0);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = record_stack;
    action.sa_flags = SA_RESTART;  // a sampled thread's interrupted system call resumes
    sigemptyset(&action.sa_mask);
    sigaction(sample_signal(), &action, 0);
    pthread_t thread;
    if (pthread_create(&thread, 0, watch, 0) == 0) pthread_detach(thread);
}
