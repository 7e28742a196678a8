/* The C host's headless mode: the scripted drag and fling of WheelExample, event by event. */
#ifndef CHOST_HEADLESS_H
#define CHOST_HEADLESS_H

#include "elements.h"
#include "text.h"

/** Runs the script on the element wheel (800 x 480 points, 60 frames per second), prints the
 *  events as WheelExample does, then removes the first ten elements and prints the events of
 *  that change. Returns the process exit code. */
int headless_run(elements *list, text_system *text);

#endif
