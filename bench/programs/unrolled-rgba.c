#include <stdio.h>
#include <stdint.h>

static int32_t src[65536], dst[65536]; /* 16384 pixels: r, g, b, a */

/* The prelude's max and min. */
static int32_t max(int32_t a, int32_t b) { return a > b ? a : b; }
static int32_t min(int32_t a, int32_t b) { return a < b ? a : b; }

static int32_t clamp(int32_t v) { return min(max(v, 0), 255); }

int main(void) {
    int32_t n = 16384, seed = 3, check = 0;
    for (int32_t i = 0; i < n * 4; i++) {
        seed = seed * 1103515245 + 12345;
        src[i] = (seed / 65536 % 256 + 256) % 256;
        dst[i] = i * 5 % 256;
    }
    for (int32_t pass = 0; pass < 2000; pass++) {
        int32_t contrast = 48 + pass % 40;
        int32_t bright = pass % 21 - 10;
        for (int32_t p = 0; p < n * 4; p = p + 4) {
            src[p] = clamp((src[p] - 128) * contrast / 64 + 128 + bright);
            src[p + 1] = clamp((src[p + 1] - 128) * contrast / 64 + 128 + bright);
            src[p + 2] = clamp((src[p + 2] - 128) * contrast / 64 + 128 + bright);
            int32_t alpha = src[p + 3];
            dst[p] = (src[p] * alpha + dst[p] * (255 - alpha)) / 255;
            dst[p + 1] = (src[p + 1] * alpha + dst[p + 1] * (255 - alpha)) / 255;
            dst[p + 2] = (src[p + 2] * alpha + dst[p + 2] * (255 - alpha)) / 255;
            dst[p + 3] = max(dst[p + 3], alpha);
        }
    }
    for (int32_t i = 0; i < n * 4; i++) check = check * 31 + dst[i];
    printf("%d\n%d\n%d\n", dst[0], dst[n * 4 - 2], check);
    return 0;
}
