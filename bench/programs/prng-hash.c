#include <stdio.h>
#include <stdint.h>

static int32_t data[1048576];

int main(void) {
    int32_t n = 1048576, seed = 12345;
    int32_t hash = 0, a = 0, b = 0, f1 = 0, f2 = 0, mix = 0;
    for (int32_t round = 0; round < 36; round++) {
        for (int32_t i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            data[i] = (seed / 65536 % 256 + 256) % 256;
        }
        hash = 0;
        for (int32_t i = 0; i < n; i++) hash = hash * 31 + data[i];
        a = 1;
        b = 0;
        for (int32_t i = 0; i < n; i++) {
            a = (a + data[i]) % 65521;
            b = (b + a) % 65521;
        }
        f1 = 0;
        f2 = 0;
        for (int32_t i = 0; i < n; i++) {
            f1 = (f1 + data[i]) % 255;
            f2 = (f2 + f1) % 255;
        }
        mix = mix * 7 + hash + b * 65536 + a + f2 * 256 + f1;
    }
    printf("%d\n%d\n%d\n%d\n", hash, b * 65536 + a, f2 * 256 + f1, mix);
    return 0;
}
