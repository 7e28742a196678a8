#include "pixel_copy.h"
#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#include <stdatomic.h>

/// Below this many pixels a row is copied with memcpy (the alignment prologue and the fence
/// cost more than the cache they spare).
enum { STREAM_MINIMUM = 64 };

__attribute__((target("avx2")))
static void copy_avx2(uint32_t *dst, const uint32_t *src, size_t count) {
    size_t i = 0;
    while (i < count && ((uintptr_t)(dst + i) & 31) != 0) { dst[i] = src[i]; i++; }
    for (; i + 16 <= count; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(src + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(src + i + 8));
        _mm256_stream_si256((__m256i *)(dst + i), a);
        _mm256_stream_si256((__m256i *)(dst + i + 8), b);
    }
    for (; i < count; i++) dst[i] = src[i];
}

static void copy_sse2(uint32_t *dst, const uint32_t *src, size_t count) {
    size_t i = 0;
    while (i < count && ((uintptr_t)(dst + i) & 15) != 0) { dst[i] = src[i]; i++; }
    for (; i + 4 <= count; i += 4) {
        __m128i a = _mm_loadu_si128((const __m128i *)(src + i));
        _mm_stream_si128((__m128i *)(dst + i), a);
    }
    for (; i < count; i++) dst[i] = src[i];
}

/// Whether the processor has AVX2: -1 until first asked (the bands of a copy may ask at the
/// same time; each finds the same answer).
static _Atomic int hasAVX2 = -1;

void wheel_pixel_copy_streaming(uint32_t *dst, const uint32_t *src, size_t count) {
    if (count < STREAM_MINIMUM) { memcpy(dst, src, count * sizeof *dst); return; }
    int avx2 = atomic_load_explicit(&hasAVX2, memory_order_relaxed);
    if (avx2 < 0) {
        __builtin_cpu_init();
        avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
        atomic_store_explicit(&hasAVX2, avx2, memory_order_relaxed);
    }
    if (avx2) copy_avx2(dst, src, count); else copy_sse2(dst, src, count);
}

void wheel_pixel_copy_fence(void) { _mm_sfence(); }

#else

void wheel_pixel_copy_streaming(uint32_t *dst, const uint32_t *src, size_t count) {
    memcpy(dst, src, count * sizeof *dst);
}

void wheel_pixel_copy_fence(void) {}

#endif
