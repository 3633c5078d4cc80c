// libchafa (with GLib), from Debian's libchafa-dev. Only CThumbnails includes it: Swift never
// imports GLib's headers (see CThumbnails/include/cthumbnails.h).
#include <chafa.h>
