/* The C host's display-list renderer. */
#include "draw.h"

#include <math.h>

#define DRAW_CLIP_DEPTH 32

/* The library promises that wheel_vertex has SDL_Vertex's layout. */
typedef char draw_vertex_layout_matches[(sizeof(wheel_vertex) == sizeof(SDL_Vertex)) ? 1 : -1];

/* Draws the pending run of shape indices [first, first + count) with one geometry call. */
static void flush(SDL_Renderer *renderer, const wheel_frame *frame, int64_t first, int64_t count) {
    if (count <= 0) return;
    SDL_RenderGeometry(renderer, NULL, (const SDL_Vertex *)frame->vertices, (int)frame->vertex_count,
                       (const int *)(frame->indices + first), (int)count);
}

static SDL_Rect pixel_rect(wheel_rect r, double scale) {
    int x0 = (int)floor(r.x * scale), y0 = (int)floor(r.y * scale);
    int x1 = (int)ceil((r.x + r.width) * scale), y1 = (int)ceil((r.y + r.height) * scale);
    SDL_Rect out = {x0, y0, x1 > x0 ? x1 - x0 : 0, y1 > y0 ? y1 - y0 : 0};
    return out;
}

void draw_frame(SDL_Renderer *renderer, text_system *text, const wheel_frame *frame) {
    double scale = frame->scale;
    SDL_RenderSetClipRect(renderer, NULL);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, frame->background.r, frame->background.g, frame->background.b, 255);
    SDL_RenderClear(renderer);

    SDL_Rect clips[DRAW_CLIP_DEPTH];
    int depth = 0;      /* Pushed clips; beyond DRAW_CLIP_DEPTH only counted. */
    int64_t run_first = 0, run_count = 0;
    for (int64_t i = 0; i < frame->command_count; i++) {
        const wheel_command *c = &frame->commands[i];
        if (c->index_count > 0) {
            /* Consecutive shapes own contiguous index ranges: extend the run. */
            if (run_count > 0 && run_first + run_count != c->first_index) {
                flush(renderer, frame, run_first, run_count);
                run_count = 0;
            }
            if (run_count == 0) run_first = c->first_index;
            run_count += c->index_count;
            continue;
        }
        switch (c->kind) {
        case WHEEL_COMMAND_TEXT:
            flush(renderer, frame, run_first, run_count);
            run_count = 0;
            text_draw(text, c, scale);
            break;
        case WHEEL_COMMAND_PUSH_CLIP: {
            flush(renderer, frame, run_first, run_count);
            run_count = 0;
            SDL_Rect r = pixel_rect(c->u.rect.rect, scale);
            if (depth > 0 && depth <= DRAW_CLIP_DEPTH) {
                SDL_Rect both;
                if (!SDL_IntersectRect(&clips[depth - 1], &r, &both)) both.w = both.h = 0;
                r = both;
            }
            if (depth < DRAW_CLIP_DEPTH) clips[depth] = r;
            depth++;
            SDL_RenderSetClipRect(renderer, &clips[depth <= DRAW_CLIP_DEPTH ? depth - 1 : DRAW_CLIP_DEPTH - 1]);
            break;
        }
        case WHEEL_COMMAND_POP_CLIP:
            flush(renderer, frame, run_first, run_count);
            run_count = 0;
            if (depth > 0) depth--;
            if (depth == 0) SDL_RenderSetClipRect(renderer, NULL);
            else SDL_RenderSetClipRect(renderer, &clips[depth <= DRAW_CLIP_DEPTH ? depth - 1 : DRAW_CLIP_DEPTH - 1]);
            break;
        default:
            /* Shapes without triangles (empty) and kinds added by later versions: nothing to draw. */
            break;
        }
    }
    flush(renderer, frame, run_first, run_count);
    SDL_RenderSetClipRect(renderer, NULL);
}
