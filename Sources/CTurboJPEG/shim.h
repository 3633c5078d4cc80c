// libjpeg-turbo's TurboJPEG API, from Debian's libturbojpeg0-dev. Only CThumbnails includes it.
#include <turbojpeg.h>
