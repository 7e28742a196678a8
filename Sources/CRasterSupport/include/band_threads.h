#ifndef CRASTERSUPPORT_BAND_THREADS_H
#define CRASTERSUPPORT_BAND_THREADS_H
#include <pthread.h>

/// The processor the calling thread runs on now, or -1 where that is not known.
int wheel_band_current_cpu(void);

/// Lets `thread` run on every processor the calling thread may use except `cpu` (Linux:
/// `pthread_setaffinity_np`); nothing when that would leave none, or elsewhere. Returns 0 when
/// the thread's processors were set.
///
/// Why: in a virtual machine whose idle processors look preempted to the guest's scheduler, a
/// thread woken by a busy thread is put on the waker's processor and waits for it, so a
/// frame's two bands would run one after the other.
int wheel_band_avoid_cpu(pthread_t thread, int cpu);

#endif
