#include <stdio.h>
#include <stdint.h>
static int32_t a[1440000], b[1440000], c[1440000];
int main(void) {
    for (int32_t i = 0; i < 1440000; i++) { a[i] = (i * 7 + 3) % 101 - 50; b[i] = (i * 13 + 5) % 97 - 48; }
    for (int32_t i = 0; i < 1200; i++)
        for (int32_t j = 0; j < 1200; j++) {
            int32_t sum = 0;
            for (int32_t k = 0; k < 1200; k++) sum = sum + a[i * 1200 + k] * b[k * 1200 + j];
            c[i * 1200 + j] = sum;
        }
    int32_t check = 0;
    for (int32_t i = 0; i < 1440000; i++) check = check * 31 + c[i];
    printf("%d\n%d\n%d\n", c[0], c[1440000 - 1], check);
    return 0;
}
