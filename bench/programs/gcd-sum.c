#include <stdio.h>
#include <stdint.h>

static int32_t euclid(int32_t a, int32_t b) {
    while (b != 0) {
        int32_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int main(void) {
    int32_t n = 4500, sum = 0, coprime = 0;
    for (int32_t i = 1; i <= n; i++)
        for (int32_t j = 1; j <= n; j++) {
            int32_t g = euclid(i, j);
            sum = sum + g;
            if (g == 1) coprime = coprime + 1;
        }
    printf("%d\n%d\n", sum, coprime);
    return 0;
}
