/* What a window frame costs on each of SDLFront's two presentation paths, shape by shape.
 *
 * gl: SDL's accelerated renderer (under Xvfb: OpenGL on Mesa's llvmpipe). Each row clears,
 *     draws one kind of geometry with SDL_RenderGeometry and presents, 200 times; medians in
 *     ms, vsync off. The rows separate what llvmpipe charges for: area (full-window fills and
 *     texture copies), long thin triangles (a disc as a fan from its centre against the same
 *     disc split by bisection; 1.5 px strips whole or cut in pieces) and many tiny ones.
 * fb: the window framebuffer (SDL_FRAMEBUFFER_ACCELERATION=0: the X server's shared-memory
 *     image), cleared with memset and shown with SDL_UpdateWindowSurface; and the same with
 *     SDL's default texture framebuffer, which goes through the same OpenGL.
 *
 * Build and run: scripts/bench-window-paths.sh (Xvfb on :16). */
#include <SDL2/SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 1024, H = 640, RUNS = 200 };
static SDL_Texture *tex;

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void quad(SDL_Renderer *r, float x0, float y0, float x1, float y1, Uint8 a) {
    SDL_Vertex v[4] = {{{x0, y0}, {200, 100, 50, a}, {0, 0}}, {{x1, y0}, {200, 100, 50, a}, {0, 0}},
                       {{x1, y1}, {200, 100, 50, a}, {0, 0}}, {{x0, y1}, {200, 100, 50, a}, {0, 0}}};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(r, NULL, v, 4, idx, 6);
}
static void none(SDL_Renderer *r) { (void)r; }
static void fill_opaque(SDL_Renderer *r) {
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    quad(r, 0, 0, W, H, 255);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
}
static void fill_blended(SDL_Renderer *r) { quad(r, 0, 0, W, H, 200); }
static void copy_texture(SDL_Renderer *r) { SDL_RenderCopy(r, tex, NULL, NULL); }

static SDL_Vertex verts[40000];
static int idx[120000];

/* A disc of radius 320 px with n rim points: a fan from the centre, or split by bisection. */
static int bisect(int ni, int a, int b) {
    if (b - a < 2) return ni;
    int m = (a + b) / 2;
    idx[ni++] = a, idx[ni++] = m, idx[ni++] = b;
    ni = bisect(ni, a, m);
    return bisect(ni, m, b);
}
static void disc(SDL_Renderer *r, int n, int fan) {
    float cx = W * 0.6f, cy = H / 2.0f, R = 320;
    int base = fan ? 1 : 0, ni = 0;
    verts[0] = (SDL_Vertex){{cx, cy}, {90, 120, 200, 255}, {0, 0}};
    for (int i = 0; i < n; i++) {
        float a = 2 * (float)M_PI * i / n;
        verts[base + i] = (SDL_Vertex){{cx + R * cosf(a), cy + R * sinf(a)}, {90, 120, 200, 255}, {0, 0}};
    }
    if (fan) {
        for (int i = 0; i < n; i++) idx[ni++] = 0, idx[ni++] = 1 + i, idx[ni++] = 1 + (i + 1) % n;
    } else {
        ni = bisect(0, 0, n - 1);
    }
    SDL_RenderGeometry(r, NULL, verts, base + n, idx, ni);
}
static void fan512(SDL_Renderer *r) { disc(r, 512, 1); }
static void fan2000(SDL_Renderer *r) { disc(r, 2000, 1); }
static void bisect512(SDL_Renderer *r) { disc(r, 512, 0); }
static void bisect2000(SDL_Renderer *r) { disc(r, 2000, 0); }

/* 300 strips 160 px long and 1.5 px wide (600 triangles), diagonal, cut in `pieces`. */
static void strips(SDL_Renderer *r, float dx, float dy, int pieces) {
    int nv = 0, ni = 0;
    float nx = -dy, ny = dx, L = 160;
    for (int i = 0; i < 300; i++) {
        float x0 = 50 + (i % 30) * 30, y0 = 40 + (i / 30) * 55;
        for (int p = 0; p < pieces; p++) {
            float a = L * p / pieces, b = L * (p + 1) / pieces;
            int q = nv;
            SDL_Color c = {255, 200, 0, 255};
            verts[nv++] = (SDL_Vertex){{x0 + dx * a, y0 + dy * a}, c, {0, 0}};
            verts[nv++] = (SDL_Vertex){{x0 + dx * b, y0 + dy * b}, c, {0, 0}};
            verts[nv++] = (SDL_Vertex){{x0 + dx * b + nx * 1.5f, y0 + dy * b + ny * 1.5f}, c, {0, 0}};
            verts[nv++] = (SDL_Vertex){{x0 + dx * a + nx * 1.5f, y0 + dy * a + ny * 1.5f}, c, {0, 0}};
            int t[6] = {q, q + 1, q + 2, q, q + 2, q + 3};
            for (int j = 0; j < 6; j++) idx[ni++] = t[j];
        }
    }
    SDL_RenderGeometry(r, NULL, verts, nv, idx, ni);
}
static void strips1(SDL_Renderer *r) { strips(r, 0.7071f, 0.7071f, 1); }
static void strips16(SDL_Renderer *r) { strips(r, 0.7071f, 0.7071f, 16); }

/* 6000 triangles about 1 px in size along a wave (a dense polyline with fringes). */
static void tiny(SDL_Renderer *r) {
    int nv = 0, ni = 0;
    for (int i = 0; i < 1000; i++) {
        float x = i * W / 1000.0f, y = H / 2 + 200 * sinf(i * 0.05f);
        float x2 = (i + 1) * W / 1000.0f, y2 = H / 2 + 200 * sinf((i + 1) * 0.05f);
        for (int k = 0; k < 3; k++) {
            float o = (k - 1) * 1.0f;
            Uint8 a = k == 1 ? 255 : 0;
            int q = nv;
            verts[nv++] = (SDL_Vertex){{x, y + o}, {255, 0, 0, a}, {0, 0}};
            verts[nv++] = (SDL_Vertex){{x2, y2 + o}, {255, 0, 0, a}, {0, 0}};
            verts[nv++] = (SDL_Vertex){{x2, y2 + o + 1}, {255, 0, 0, a}, {0, 0}};
            verts[nv++] = (SDL_Vertex){{x, y + o + 1}, {255, 0, 0, a}, {0, 0}};
            int t[6] = {q, q + 1, q + 2, q, q + 2, q + 3};
            for (int j = 0; j < 6; j++) idx[ni++] = t[j];
        }
    }
    SDL_RenderGeometry(r, NULL, verts, nv, idx, ni);
}

static double ms_since(Uint64 start) {
    return (double)(SDL_GetPerformanceCounter() - start) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int run_gl(void) {
    SDL_Window *w = SDL_CreateWindow("window paths: gl", 0, 0, W, H, 0);
    SDL_Renderer *r = w ? SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED) : NULL;
    if (!r) return fprintf(stderr, "window_paths: %s\n", SDL_GetError()), 1;
    SDL_RendererInfo info;
    SDL_GetRendererInfo(r, &info);
    printf("gl path: SDL renderer %s, %dx%d, median of %d frames (clear + draw + present, ms)\n", info.name, W, H, RUNS);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, W, H);
    struct { const char *name; void (*draw)(SDL_Renderer *); } rows[] = {
        {"empty frame", none},
        {"full-window fill, opaque", fill_opaque},
        {"full-window fill, blended", fill_blended},
        {"full-window texture copy", copy_texture},
        {"disc r=320, fan of 512", fan512},
        {"disc r=320, fan of 2000", fan2000},
        {"disc r=320, bisection of 512", bisect512},
        {"disc r=320, bisection of 2000", bisect2000},
        {"300 strips 160x1.5 px, whole", strips1},
        {"300 strips 160x1.5 px, in 16", strips16},
        {"6000 ~1 px triangles", tiny},
    };
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        double t[RUNS];
        for (int i = 0; i < RUNS; i++) {
            Uint64 a = SDL_GetPerformanceCounter();
            SDL_SetRenderDrawColor(r, 20, 20, 20, 255);
            SDL_RenderClear(r);
            rows[k].draw(r);
            SDL_RenderPresent(r);
            t[i] = ms_since(a);
            SDL_Event e;
            while (SDL_PollEvent(&e)) {}
            SDL_Delay(4);
        }
        qsort(t, RUNS, sizeof t[0], cmp);
        printf("  %-32s %6.2f\n", rows[k].name, t[RUNS / 2]);
    }
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    return 0;
}

static int run_fb(const char *acceleration) {
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, acceleration);
    SDL_Window *w = SDL_CreateWindow("window paths: fb", 0, 0, W, H, 0);
    SDL_Surface *s = w ? SDL_GetWindowSurface(w) : NULL;
    if (!s) return fprintf(stderr, "window_paths: %s\n", SDL_GetError()), 1;
    double t[RUNS];
    for (int i = 0; i < RUNS; i++) {
        Uint64 a = SDL_GetPerformanceCounter();
        s = SDL_GetWindowSurface(w);
        memset(s->pixels, i & 0xFF, (size_t)s->pitch * (size_t)s->h);
        SDL_UpdateWindowSurface(w);
        t[i] = ms_since(a);
        SDL_Event e;
        while (SDL_PollEvent(&e)) {}
        SDL_Delay(4);
    }
    qsort(t, RUNS, sizeof t[0], cmp);
    printf("fb path, SDL_FRAMEBUFFER_ACCELERATION=%s (%s): clear + present median %.2f ms\n", acceleration,
           SDL_GetPixelFormatName(s->format->format), t[RUNS / 2]);
    SDL_DestroyWindow(w);
    return 0;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "gl";
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return fprintf(stderr, "window_paths: %s\n", SDL_GetError()), 1;
    int status = strcmp(mode, "gl") == 0 ? run_gl()
               : strcmp(mode, "fb") == 0 ? run_fb("0")
               : strcmp(mode, "fb-texture") == 0 ? run_fb("1")
               : (fprintf(stderr, "usage: window_paths gl|fb|fb-texture\n"), 2);
    SDL_Quit();
    return status;
}
