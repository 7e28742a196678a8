#ifndef CRASTERSUPPORT_PIXEL_COPY_H
#define CRASTERSUPPORT_PIXEL_COPY_H
#include <stddef.h>
#include <stdint.h>

/// Copies `count` 32-bit pixels from `src` to `dst` (not overlapping) with stores that bypass
/// the cache where the processor has them (x86-64: SSE2 or AVX2 non-temporal stores): a copy
/// into a frame much larger than the cache then costs a read and a write per pixel instead of
/// a read, a read for ownership and a write. Short copies use memcpy. Call
/// `wheel_pixel_copy_fence` on the same thread before another thread reads what it copied.
void wheel_pixel_copy_streaming(uint32_t *dst, const uint32_t *src, size_t count);

/// Orders the streaming stores of this thread before its later stores (x86-64: `sfence`;
/// elsewhere nothing).
void wheel_pixel_copy_fence(void);

#endif
