#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "band_threads.h"

#if defined(__linux__)
#include <sched.h>

int wheel_band_current_cpu(void) { return sched_getcpu(); }

int wheel_band_avoid_cpu(pthread_t thread, int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &set)) return -1;
    CPU_CLR(cpu, &set);
    if (CPU_COUNT(&set) == 0) return -1;
    return pthread_setaffinity_np(thread, sizeof set, &set);
}

#else

int wheel_band_current_cpu(void) { return -1; }

int wheel_band_avoid_cpu(pthread_t thread, int cpu) {
    (void)thread;
    (void)cpu;
    return -1;
}

#endif
