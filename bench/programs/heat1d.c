#include <stdio.h>
#include <stdint.h>

static int32_t u[4000], v[4000];

int main(void) {
    int32_t n = 4000, check = 0;
    u[n - 1] = 100000;
    v[n - 1] = 100000;
    for (int32_t step = 0; step < 150000; step++) {
        for (int32_t i = 1; i < n - 1; i++) v[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
        for (int32_t i = 1; i < n - 1; i++) u[i] = v[i];
    }
    for (int32_t i = 0; i < n; i++) check = check * 31 + u[i];
    printf("%d\n%d\n%d\n", u[n - 2], u[n - 100], check);
    return 0;
}
