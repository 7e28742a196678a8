#ifndef CFRIBIDI_SHIM_H
#define CFRIBIDI_SHIM_H
#include <stdint.h>
#include <stdlib.h>
#include <fribidi/fribidi.h>

/* The Unicode bidirectional algorithm (UAX #9) over one paragraph of UTF-32 text: writes each
 * character's embedding level (even: left to right, odd: right to left) into `levels`.
 * `base` is the paragraph's direction: 0 from its first strong character, 1 left to right,
 * 2 right to left. Returns the paragraph's resolved direction (1 or 2), or 0 when FriBidi
 * fails (out of memory); wraps the macros Swift cannot import. */
static inline int cfribidi_levels(const uint32_t *text, int length, int base, uint8_t *levels) {
    if (length <= 0) return base == 2 ? 2 : 1;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *out = malloc(sizeof(FriBidiLevel) * (size_t)length);
    int result = 0;
    if (types && brackets && out) {
        fribidi_get_bidi_types(text, length, types);
        fribidi_get_bracket_types(text, length, types, brackets);
        FriBidiParType dir = base == 1 ? FRIBIDI_PAR_LTR : base == 2 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &dir, out) != 0) {
            for (int i = 0; i < length; i++) levels[i] = (uint8_t)out[i];
            result = FRIBIDI_IS_RTL(dir) ? 2 : 1;
        }
    }
    free(types);
    free(brackets);
    free(out);
    return result;
}
#endif
