#include <stdio.h>
#include <stdint.h>

static int32_t tak(int32_t x, int32_t y, int32_t z) {
    if (y < x) return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
    return z;
}

int main(void) {
    int32_t sum = 0;
    for (int32_t x = 18; x <= 21; x++) {
        sum = sum + tak(x, x / 2, 0);
        sum = sum * 3 + tak(x, 12, 6);
    }
    printf("%d\n", tak(18, 12, 6));
    printf("%d\n", sum);
    return 0;
}
