// Counts the allocations of the process it is preloaded into (LD_PRELOAD) and writes the running
// totals to $MALLOC_COUNT_FILE every 100 ms: "allocations bytes-asked frees live-bytes", live bytes
// being what malloc holds for the process (malloc_usable_size of every block not yet freed).
// scripts/bench-live builds and preloads it into the demo server when BENCH_LIVE_ALLOCATIONS=1,
// and ViewKitLoad reports allocations per event and heap bytes per session from it.
//
//   cc -O2 -shared -fPIC -o malloc-count.so malloc-count.c -lpthread
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <unistd.h>
#include <string.h>
#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

static _Atomic unsigned long long count, bytes, frees;
static _Atomic long long live;
static inline void *track(void *p) { if (p) atomic_fetch_add_explicit(&live, (long long)malloc_usable_size(p), memory_order_relaxed); return p; }

void *malloc(size_t n) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed); return track(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); atomic_fetch_add_explicit(&bytes, a*b, memory_order_relaxed); return track(__libc_calloc(a, b)); }
void *realloc(void *p, size_t n) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed); if (p) atomic_fetch_sub_explicit(&live, (long long)malloc_usable_size(p), memory_order_relaxed); return track(__libc_realloc(p, n)); }
void free(void *p) { if (p) { atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed); atomic_fetch_sub_explicit(&live, (long long)malloc_usable_size(p), memory_order_relaxed); } __libc_free(p); }
int posix_memalign(void **out, size_t align, size_t n) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed); void *p = track(__libc_memalign(align, n)); if (!p) return ENOMEM; *out = p; return 0; }
void *aligned_alloc(size_t align, size_t n) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed); return track(__libc_memalign(align, n)); }
void *memalign(size_t align, size_t n) { atomic_fetch_add_explicit(&count, 1, memory_order_relaxed); atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed); return track(__libc_memalign(align, n)); }

static void *writer(void *arg) {
    const char *path = arg;
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    for (;;) {
        FILE *f = fopen(tmp, "w");
        if (f) { fprintf(f, "%llu %llu %llu %lld\n", (unsigned long long)count, (unsigned long long)bytes, (unsigned long long)frees, (long long)live); fclose(f); rename(tmp, path); }
        usleep(100000);
    }
    return 0;
}

__attribute__((constructor)) static void start(void) {
    const char *path = getenv("MALLOC_COUNT_FILE");
    if (!path) return;
    static char copy[4000];
    strncpy(copy, path, sizeof copy - 1);
    pthread_t thread;
    pthread_create(&thread, 0, writer, copy);
}
