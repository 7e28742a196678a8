/* Text for the C host: DejaVu fonts through SDL_ttf, the wheel's measuring callback, and a
 * texture cache keyed by the display list's cell slots. */
#ifndef CHOST_TEXT_H
#define CHOST_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>

#include "wheelcore.h"

#define TEXT_FONT_SLOTS 32
#define TEXT_CELL_SLOTS 256

/** One cached text texture: what it shows and how. */
typedef struct text_entry {
    char *text;          /* The characters (NULL = empty slot). */
    double font_size;    /* Points. */
    int bold;            /* 1 for the bold face. */
    double scale;        /* Pixels per point it was made at. */
    SDL_Texture *texture;
    int width, height;   /* Pixels. */
} text_entry;

/** Fonts by pixel size and face, and one texture per sector/label slot. */
typedef struct text_system {
    char regular_path[1024];
    char bold_path[1024];
    struct { int pixels; int bold; TTF_Font *font; } fonts[TEXT_FONT_SLOTS];
    int font_count;
    double scale;               /* Pixels per point used for measuring. */
    SDL_Renderer *renderer;     /* NULL when only measuring (headless). */
    text_entry sectors[TEXT_CELL_SLOTS];
    text_entry labels[TEXT_CELL_SLOTS];
    text_entry details[TEXT_CELL_SLOTS]; /* Detail lines under labels (WHEEL_CELL_DETAIL). */
    text_entry scratch;         /* For texts without a cell. */
} text_system;

/** Opens DejaVuSans(-Bold).ttf in `font_dir`; prints a message and returns 0 on failure. */
int text_init(text_system *text, const char *font_dir, SDL_Renderer *renderer);

/** Frees every font and texture. */
void text_quit(text_system *text);

/** The wheel's measuring callback (wheel_measure_fn): user_data is a `text_system *`. */
int text_measure(void *user_data, const char *utf8, size_t length, double font_size, int32_t bold,
                 double *out_width, double *out_height);

/** Draws a WHEEL_COMMAND_TEXT command at `scale` pixels per point. */
void text_draw(text_system *text, const wheel_command *command, double scale);

#endif
