#include <stdio.h>
#include <stdint.h>

static int32_t x[8192], y[8192];

int main(void) {
    int32_t n = 8192, sum = 0, dot = 0, above = 0, largest = 0, check = 0;
    for (int32_t i = 0; i < n; i++) {
        x[i] = i * 7 % 1000 - 500;
        y[i] = i * 13 % 777 - 300;
    }
    for (int32_t pass = 0; pass < 60000; pass++) {
        sum = 0;
        for (int32_t i = 0; i < n; i++) sum = sum + x[i];
        dot = 0;
        for (int32_t i = 0; i < n; i++) dot = dot + x[i] * y[i];
        above = 0;
        for (int32_t i = 0; i < n; i++)
            if (y[i] > 100) above = above + 1;
        largest = x[0];
        for (int32_t i = 1; i < n; i++)
            if (x[i] > largest) largest = x[i];
        check = check * 31 + sum + dot + above + largest;
        x[pass % n] = x[pass % n] + pass % 11 - 5;
        y[pass * 7 % n] = y[pass * 7 % n] - pass % 5;
    }
    printf("%d\n%d\n%d\n%d\n%d\n", sum, dot, above, largest, check);
    return 0;
}
