#include <stdio.h>
#include <stdint.h>

static int32_t heat[16000];

int main(void) {
    int32_t w = 160, h = 100, seed = 1, sum = 0, check = 0;
    for (int32_t frame = 0; frame < 8000; frame++) {
        for (int32_t x = 0; x < w; x++) {
            seed = seed * 1103515245 + 12345;
            heat[(h - 1) * w + x] = (seed / 65536 % 256 + 256) % 256;
        }
        sum = 0;
        for (int32_t y = 0; y < h - 1; y++) {
            int32_t below = (y + 1) * w;
            for (int32_t x = 0; x < w; x++) {
                int32_t v = heat[below + (x + w - 1) % w] + heat[below + x] + heat[below + (x + 1) % w];
                if (y + 2 < h) v = v + heat[below + w + x];
                else v = v + heat[below + x];
                v = v / 4 - 1;
                if (v < 0) v = 0;
                heat[y * w + x] = v;
                sum = sum + v;
            }
        }
        check = check * 31 + sum;
    }
    printf("%d\n%d\n", sum, check);
    return 0;
}
