#include <stdio.h>
#include <stdint.h>

static int32_t image[65536], out[65536];
static int32_t n;

static int32_t at(int32_t x, int32_t y) { return image[y * n + x]; }

int main(void) {
    int32_t seed = 5, check = 0;
    n = 256;
    for (int32_t i = 0; i < n * n; i++) {
        seed = seed * 1103515245 + 12345;
        image[i] = (seed / 65536 % 256 + 256) % 256;
        out[i] = image[i];
    }
    for (int32_t p = 0; p < 5000; p++) {
        for (int32_t y = 1; y < n - 1; y++)
            for (int32_t x = 1; x < n - 1; x++)
                out[y * n + x] = (at(x - 1, y - 1) + 2 * at(x, y - 1) + at(x + 1, y - 1)
                    + 2 * at(x - 1, y) + 4 * at(x, y) + 2 * at(x + 1, y)
                    + at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1)) / 16;
        for (int32_t i = 0; i < n * n; i++) image[i] = out[i];
        image[(p * 97 % 254 + 1) * n + p * 31 % 254 + 1] = 255;
    }
    for (int32_t i = 0; i < n * n; i++) check = check * 31 + image[i];
    printf("%d\n%d\n", image[128 * n + 128], check);
    return 0;
}
