/* Draws a wheel_frame with SDL_Renderer: triangles through SDL_RenderGeometry, text through
 * SDL_ttf, clip rectangles through SDL_RenderSetClipRect. */
#ifndef CHOST_DRAW_H
#define CHOST_DRAW_H

#include <SDL.h>

#include "text.h"
#include "wheelcore.h"

/** Clears to the frame's background and draws its commands in order. */
void draw_frame(SDL_Renderer *renderer, text_system *text, const wheel_frame *frame);

#endif
