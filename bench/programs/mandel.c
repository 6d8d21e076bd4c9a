#include <stdio.h>
#include <stdint.h>
int main(void) {
    int32_t total = 0;
    for (int32_t y = 0; y < 800; y++) {
        int32_t ci = (y - 400) * 8192 / 320;
        for (int32_t x = 0; x < 1200; x++) {
            int32_t cr = (x - 800) * 8192 / 400, zr = 0, zi = 0, it = 0;
            while (it < 1024 && zr * zr / 8192 + zi * zi / 8192 < 4 * 8192) {
                int32_t t = zr * zr / 8192 - zi * zi / 8192 + cr;
                zi = 2 * zr * zi / 8192 + ci;
                zr = t;
                it++;
            }
            total += it;
        }
    }
    printf("%d\n", total);
    return 0;
}
