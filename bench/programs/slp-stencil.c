#include <stdio.h>
#include <stdint.h>
static int32_t a[4104], b[4104];
#define W(x) ((int32_t)(x))
int main(void) {
    for (int32_t i = 0; i < 4104; i++) a[i] = (i * 37) % 1000;
    uint32_t check = 0;
    for (int32_t rep = 0; rep < 320000; rep++) {
        for (int32_t i = 0; i < 4096; i += 8)
            for (int32_t k = 1; k <= 8; k++)
                b[i + k] = W((uint32_t)a[i + k - 1] + (uint32_t)a[i + k] * 2u + (uint32_t)a[i + k + 1]);
        for (int32_t i = 0; i < 4096; i += 8)
            for (int32_t k = 1; k <= 8; k++)
                a[i + k] = W((uint32_t)b[i + k] - (uint32_t)b[i + k + 1]);
        check = check * 3u + (uint32_t)a[rep % 4096 + 1];
    }
    printf("%d\n", (int32_t)check);
    return 0;
}
