/* c-host: the element wheel drawn by a plain C program through libwheelcore's C interface.
 *
 *   c-host [--assets DIR] [--details] [--headless] [--frames N] [--screenshot FILE.bmp]
 *
 * In a window: drag and fling with the mouse or a finger, turn with the mouse wheel, Up/Down,
 * Page Up/Down, Home/End; Escape or Q quits. Sectors take their element's category colour;
 * --details shows each atomic mass under its label. With --headless: WheelExample's scripted drag and
 * fling, printing the same centred:/committed: lines. Exit codes: 0 ok, 1 runtime failure,
 * 2 bad command line or data. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "content.h"
#include "draw.h"
#include "elements.h"
#include "headless.h"
#include "text.h"
#include "check.h"
#include "wheelcore.h"

/** The command line. */
typedef struct options {
    const char *assets;      /* Directory holding elements.csv and fonts/. */
    int headless;
    int details;             /* Show the atomic masses under the labels (show_detail_text). */
    long frames;             /* Window: quit after this many frames (0 = run until closed). */
    const char *screenshot;  /* Window: save the last frame as BMP here. */
} options;

static int usage(const char *message, const char *value) {
    fprintf(stderr, "c-host: %s%s%s\n", message, value ? ": " : "", value ? value : "");
    fprintf(stderr, "usage: c-host [--assets DIR] [--details] [--headless] [--frames N] [--screenshot FILE.bmp]\n");
    return 2;
}

static int parse(int argc, char **argv, options *o) {
    o->assets = "Assets";
    o->headless = 0;
    o->details = 0;
    o->frames = 0;
    o->screenshot = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--headless") == 0) {
            o->headless = 1;
        } else if (strcmp(a, "--details") == 0) {
            o->details = 1;
        } else if (strcmp(a, "--assets") == 0 || strcmp(a, "--frames") == 0 || strcmp(a, "--screenshot") == 0) {
            if (i + 1 >= argc) return usage("missing value after", a);
            const char *v = argv[++i];
            if (strcmp(a, "--assets") == 0) {
                o->assets = v;
            } else if (strcmp(a, "--screenshot") == 0) {
                o->screenshot = v;
            } else {
                char *end = NULL;
                long n = strtol(v, &end, 10);
                if (!end || *end != '\0' || n < 1 || n > 100000000) return usage("--frames needs a whole number from 1 to 100000000, got", v);
                o->frames = n;
            }
        } else {
            return usage("unknown argument", a);
        }
    }
    return 0;
}

/* The wheel's key for an SDL key, or -1. */
static int32_t wheel_key_for(SDL_Keycode key) {
    switch (key) {
    case SDLK_UP: return WHEEL_KEY_UP;
    case SDLK_DOWN: return WHEEL_KEY_DOWN;
    case SDLK_PAGEUP: return WHEEL_KEY_PAGE_UP;
    case SDLK_PAGEDOWN: return WHEEL_KEY_PAGE_DOWN;
    case SDLK_HOME: return WHEEL_KEY_HOME;
    case SDLK_END: return WHEEL_KEY_END;
    default: return -1;
    }
}


/* Feeds one SDL event to the wheel (times in seconds from SDL's millisecond stamps). Sets
 * *quit for a quit request. Returns 0, or 1 when the wheel rejected the event. */
static int deliver(wheel_t *wheel, const SDL_Event *e, int *quit) {
    switch (e->type) {
    case SDL_QUIT:
        *quit = 1;
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            CHECK(wheel_set_viewport(wheel, 0, 0, e->window.data1, e->window.data2));
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID || e->button.button != SDL_BUTTON_LEFT) break;
        CHECK(wheel_pointer(wheel, e->type == SDL_MOUSEBUTTONDOWN ? WHEEL_POINTER_DOWN : WHEEL_POINTER_UP,
                            WHEEL_DEVICE_MOUSE, 0, e->button.x, e->button.y, e->button.timestamp / 1000.0));
        break;
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID || !(e->motion.state & SDL_BUTTON_LMASK)) break;
        CHECK(wheel_pointer(wheel, WHEEL_POINTER_MOVE, WHEEL_DEVICE_MOUSE, 0, e->motion.x, e->motion.y,
                            e->motion.timestamp / 1000.0));
        break;
    case SDL_MOUSEWHEEL: {
        double dy = e->wheel.y;
        if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) dy = -dy;
        if (dy != 0) CHECK(wheel_scroll(wheel, 0, dy, 0, e->wheel.timestamp / 1000.0));
        break;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        int w = 0, h = 0;
        SDL_Window *window = SDL_GetWindowFromID(e->tfinger.windowID);
        if (!window) window = SDL_GL_GetCurrentWindow();
        if (window) SDL_GetWindowSize(window, &w, &h);
        int32_t phase = e->type == SDL_FINGERDOWN ? WHEEL_POINTER_DOWN
                        : e->type == SDL_FINGERUP ? WHEEL_POINTER_UP
                                                  : WHEEL_POINTER_MOVE;
        CHECK(wheel_pointer(wheel, phase, WHEEL_DEVICE_TOUCH, (int64_t)(e->tfinger.fingerId & 0x7fffffff),
                            e->tfinger.x * w, e->tfinger.y * h, e->tfinger.timestamp / 1000.0));
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode key = e->key.keysym.sym;
        if (key == SDLK_ESCAPE || key == SDLK_q) *quit = 1;
        int32_t k = wheel_key_for(key);
        if (k >= 0) CHECK(wheel_key(wheel, k, e->key.timestamp / 1000.0));
        break;
    }
    default:
        break;
    }
    return 0;
}

/* Prints the events the wheel reported (a real app would tick, select, ...). */
static int report_events(wheel_t *wheel, const elements *list) {
    wheel_event event = wheel_event_init();
    int32_t got;
    while ((got = wheel_poll_event(wheel, &event)) == 1) {
        if (event.type == WHEEL_EVENT_COMMITTED)
            printf("committed: %s %s\n", list->numbers[list->first + (size_t)event.item],
                   list->names[list->first + (size_t)event.item]);
        else if (event.type == WHEEL_EVENT_RELEASED)
            printf("released:  %.2f rad/s\n", event.angular_velocity);
    }
    CHECK(got);
    fflush(stdout);
    return 0;
}

static int save_screenshot(SDL_Renderer *renderer, const char *path) {
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0) return 1;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return 1;
    int failed = SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0 ||
                 SDL_SaveBMP(s, path) != 0;
    if (failed) fprintf(stderr, "c-host: cannot write %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    return failed;
}

static int run_window(const options *o, elements *list, const char *font_dir) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "c-host: SDL_Init failed: %s (try --headless)\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("WheelCore from C", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1024,
                                          640, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC) : NULL;
    if (!renderer) {
        fprintf(stderr, "c-host: cannot open a window: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_SetWindowMinimumSize(window, 320, 240);
    text_system text;
    if (!text_init(&text, font_dir, renderer)) return 1;

    wheel_configuration config;
    CHECK(wheel_configuration_init(&config));
    config.item_count = elements_count(list);
    config.show_detail_text = o->details;
    wheel_t *wheel = NULL;
    CHECK(wheel_create(&config, elements_item_text, list, &wheel));
    CHECK(wheel_set_item_content_callback(wheel, elements_item_content, list));
    CHECK(wheel_set_measurer(wheel, text_measure, &text));
    int w = 0, h = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(window, &w, &h);
    CHECK(wheel_set_viewport(wheel, 0, 0, w, h));

    int quit = 0;
    long frames = 0;
    wheel_frame frame;
    wheel_frame_init(&frame);
    while (!quit) {
        SDL_Event e;
        while (SDL_PollEvent(&e))
            if (deliver(wheel, &e, &quit)) return 1;
        /* The host owns the clock: the wheel only ever sees times passed to it. */
        CHECK(wheel_advance(wheel, SDL_GetTicks64() / 1000.0));
        if (report_events(wheel, list)) return 1;
        SDL_GetWindowSize(window, &w, &h);
        SDL_GetRendererOutputSize(renderer, &pw, &ph);
        double scale = w > 0 ? (double)pw / w : 1;
        text.scale = scale;
        CHECK(wheel_render(wheel, scale, 1, &frame));
        draw_frame(renderer, &text, &frame);
        frames++;
        if (o->frames > 0 && frames >= o->frames) quit = 1;
        if (quit && o->screenshot && save_screenshot(renderer, o->screenshot)) return 1;
        SDL_RenderPresent(renderer);
    }
    CHECK(wheel_destroy(wheel));
    text_quit(&text);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}

int main(int argc, char **argv) {
    options o;
    int bad = parse(argc, argv, &o);
    if (bad) return bad;
    /* The library serves hosts built against its version or an older one. */
    if (wheel_abi_version() < WHEEL_ABI_VERSION) {
        fprintf(stderr, "c-host: built for wheelcore ABI %d, the library has the older ABI %d\n", WHEEL_ABI_VERSION,
                (int)wheel_abi_version());
        return 1;
    }
    char path[1024], font_dir[1024];
    snprintf(path, sizeof path, "%s/elements.csv", o.assets);
    snprintf(font_dir, sizeof font_dir, "%s/fonts", o.assets);
    elements list;
    if (!elements_load(&list, path)) return 2;
    int code;
    if (o.headless) {
        text_system text;
        code = text_init(&text, font_dir, NULL) ? headless_run(&list, &text) : 1;
        if (code == 0) text_quit(&text);
    } else {
        code = run_window(&o, &list, font_dir);
    }
    elements_free(&list);
    return code;
}
