#ifndef UIHOST_CLIBCRYPTO_SHIM_H
#define UIHOST_CLIBCRYPTO_SHIM_H

// OpenSSL's libcrypto, which libwebsockets already links: its digests for the host's content hashes.
#include <openssl/evp.h>

#endif
