// The bundled data target. It holds no code: this header and anchor.c exist because SwiftPM
// only copies resources for a target with sources, and a C target (unlike a Swift one) gets
// no generated Foundation accessor, which keeps Foundation off the stock-search path.
void finder_resources_anchor(void);
