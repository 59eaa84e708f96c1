#ifndef UIHOST_CLIBWEBSOCKETS_SHIM_H
#define UIHOST_CLIBWEBSOCKETS_SHIM_H

#include <libwebsockets.h>

/// LWS_PRE is a macro, which Swift cannot import: the bytes to reserve before a payload passed to lws_write.
static inline size_t uihost_lws_pre(void) { return LWS_PRE; }

#endif
