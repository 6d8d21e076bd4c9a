#include <stdio.h>
#include <stdint.h>
static int32_t data[4096], w[16], acc[16], c[8], sq[8];
int main(void) {
    int32_t seed = 7;
    for (int32_t i = 0; i < 4096; i++) { seed = seed * 1103515245 + 12345; data[i] = seed / 65536 % 1000; }
    for (int32_t i = 0; i < 16; i++) w[i] = i * 3 - 23;
    for (int32_t i = 0; i < 8; i++) c[i] = i * 150 - 500;
    int32_t j = 0;
    for (int32_t i = 0; i < 100000000; i++) {
        for (int32_t k = 0; k < 16; k++) acc[k] = acc[k] + data[j + k] * w[k];
        for (int32_t k = 0; k < 8; k++) sq[k] = sq[k] + (data[j + k] - c[k]) * (data[j + k] - c[k]);
        j = j + 16;
        if (j == 4096) j = 0;
    }
    for (int32_t i = 0; i < 16; i++) printf("%d\n", acc[i]);
    for (int32_t i = 0; i < 8; i++) printf("%d\n", sq[i]);
    return 0;
}
