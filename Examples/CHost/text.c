/* Fonts, measuring and per-slot text textures for the C host. */
#include "text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int text_init(text_system *text, const char *font_dir, SDL_Renderer *renderer) {
    memset(text, 0, sizeof *text);
    text->renderer = renderer;
    text->scale = 1;
    snprintf(text->regular_path, sizeof text->regular_path, "%s/DejaVuSans.ttf", font_dir);
    snprintf(text->bold_path, sizeof text->bold_path, "%s/DejaVuSans-Bold.ttf", font_dir);
    if (TTF_Init() != 0) {
        fprintf(stderr, "c-host: TTF_Init failed: %s\n", TTF_GetError());
        return 0;
    }
    /* Open both faces once now so that a missing font is reported at start. */
    TTF_Font *probe = TTF_OpenFont(text->regular_path, 12);
    if (!probe) {
        fprintf(stderr, "c-host: cannot open %s: %s\n", text->regular_path, TTF_GetError());
        return 0;
    }
    TTF_CloseFont(probe);
    probe = TTF_OpenFont(text->bold_path, 12);
    if (!probe) {
        fprintf(stderr, "c-host: cannot open %s: %s\n", text->bold_path, TTF_GetError());
        return 0;
    }
    TTF_CloseFont(probe);
    return 1;
}

static void entry_clear(text_entry *entry) {
    if (entry->texture) SDL_DestroyTexture(entry->texture);
    free(entry->text);
    memset(entry, 0, sizeof *entry);
}

void text_quit(text_system *text) {
    for (int i = 0; i < TEXT_CELL_SLOTS; i++) {
        entry_clear(&text->sectors[i]);
        entry_clear(&text->labels[i]);
        entry_clear(&text->details[i]);
    }
    entry_clear(&text->scratch);
    for (int i = 0; i < text->font_count; i++) TTF_CloseFont(text->fonts[i].font);
    text->font_count = 0;
    TTF_Quit();
}

/* The font of `pixels` pixels in the given face, opened on first use (a small cache; when it
 * is full the last slot is replaced). */
static TTF_Font *font_for(text_system *text, int pixels, int bold) {
    if (pixels < 1) pixels = 1;
    if (pixels > 512) pixels = 512;
    for (int i = 0; i < text->font_count; i++) {
        if (text->fonts[i].pixels == pixels && text->fonts[i].bold == bold) return text->fonts[i].font;
    }
    TTF_Font *font = TTF_OpenFont(bold ? text->bold_path : text->regular_path, pixels);
    if (!font) return NULL;
    int slot = text->font_count < TEXT_FONT_SLOTS ? text->font_count++ : TEXT_FONT_SLOTS - 1;
    if (slot == TEXT_FONT_SLOTS - 1 && text->fonts[slot].font) TTF_CloseFont(text->fonts[slot].font);
    text->fonts[slot].pixels = pixels;
    text->fonts[slot].bold = bold;
    text->fonts[slot].font = font;
    return font;
}

int text_measure(void *user_data, const char *utf8, size_t length, double font_size, int32_t bold,
                 double *out_width, double *out_height) {
    (void)length;
    text_system *text = user_data;
    double scale = text->scale > 0 ? text->scale : 1;
    TTF_Font *font = font_for(text, (int)lround(font_size * scale), bold);
    int w = 0, h = 0;
    if (!font || TTF_SizeUTF8(font, utf8, &w, &h) != 0) return 1;
    *out_width = w / scale;
    *out_height = TTF_FontHeight(font) / scale;
    return 0;
}

/* The cache entry for a command's cell (the scratch entry for texts without one). */
static text_entry *entry_for(text_system *text, const wheel_command *command) {
    int32_t slot = command->u.text.cell_slot;
    if (slot >= 0 && slot < TEXT_CELL_SLOTS) {
        if (command->u.text.cell_kind == WHEEL_CELL_SECTOR) return &text->sectors[slot];
        if (command->u.text.cell_kind == WHEEL_CELL_LABEL) return &text->labels[slot];
        if (command->u.text.cell_kind == WHEEL_CELL_DETAIL) return &text->details[slot];
    }
    return &text->scratch;
}

void text_draw(text_system *text, const wheel_command *command, double scale) {
    if (!text->renderer || !command->u.text.text || command->u.text.length == 0 || command->color.a == 0) return;
    text_entry *entry = entry_for(text, command);
    int stale = !entry->texture || !entry->text || strcmp(entry->text, command->u.text.text) != 0 ||
                entry->font_size != command->u.text.font_size || entry->bold != command->u.text.bold || entry->scale != scale;
    if (stale) {
        entry_clear(entry);
        TTF_Font *font = font_for(text, (int)lround(command->u.text.font_size * scale), command->u.text.bold);
        if (!font) return;
        /* White glyphs, tinted per draw: the colour (and the fade) never invalidates the cache. */
        SDL_Color white = {255, 255, 255, 255};
        SDL_Surface *surface = TTF_RenderUTF8_Blended(font, command->u.text.text, white);
        if (!surface) return;
        entry->texture = SDL_CreateTextureFromSurface(text->renderer, surface);
        entry->width = surface->w;
        entry->height = surface->h;
        SDL_FreeSurface(surface);
        if (!entry->texture) return;
        SDL_SetTextureBlendMode(entry->texture, SDL_BLENDMODE_BLEND);
        entry->text = malloc((size_t)command->u.text.length + 1);
        if (entry->text) memcpy(entry->text, command->u.text.text, (size_t)command->u.text.length + 1);
        entry->font_size = command->u.text.font_size;
        entry->bold = command->u.text.bold;
        entry->scale = scale;
    }
    /* The anchor names a point of the text box: row * 3 + column. */
    double ux = (command->u.text.anchor % 3) / 2.0;
    double uy = (command->u.text.anchor / 3) / 2.0;
    double x = command->u.text.position.x * scale - ux * entry->width;
    double y = command->u.text.position.y * scale - uy * entry->height;
    SDL_Rect dst = {(int)lround(x), (int)lround(y), entry->width, entry->height};
    SDL_SetTextureColorMod(entry->texture, command->color.r, command->color.g, command->color.b);
    SDL_SetTextureAlphaMod(entry->texture, command->color.a);
    SDL_RenderCopy(text->renderer, entry->texture, NULL, &dst);
}
