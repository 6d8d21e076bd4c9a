#include <stdio.h>
#include <stdint.h>
static int32_t a[40000], b[40000], c[40000];
int main(void) {
    for (int32_t i = 0; i < 40000; i++) { a[i] = (i * 7 + 3) % 101 - 50; b[i] = (i * 13 + 5) % 97 - 48; }
    for (int32_t i = 0; i < 200; i++)
        for (int32_t j = 0; j < 200; j++) {
            uint32_t sum = 0;
            for (int32_t k = 0; k < 200; k++) sum += (uint32_t)a[i * 200 + k] * (uint32_t)b[k * 200 + j];
            c[i * 200 + j] = (int32_t)sum;
        }
    uint32_t check = 0;
    for (int32_t i = 0; i < 40000; i++) check = check * 31u + (uint32_t)c[i];
    printf("%d\n%d\n%d\n", c[0], c[39999], (int32_t)check);
    return 0;
}
