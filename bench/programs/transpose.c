#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t a[250000], b[250000], bt[250000], c[250000], back[250000];
static int32_t n;

static void transpose(int32_t which) {
    for (int32_t r = 0; r < n; r++)
        for (int32_t s = 0; s < n; s++) {
            if (which == 0) bt[s * n + r] = b[r * n + s];
            else back[s * n + r] = bt[r * n + s];
        }
}

int main(void) {
    int32_t check = 0;
    bool same = true;
    n = 500;
    for (int32_t round = 0; round < 20; round++) {
        for (int32_t i = 0; i < n * n; i++) {
            a[i] = (i * 7 + round) % 19 - 9;
            b[i] = (i * 11 + round * 3) % 23 - 11;
        }
        transpose(0);
        transpose(1);
        for (int32_t i = 0; i < n * n; i++)
            if (back[i] != b[i]) same = false;
        for (int32_t i = 0; i < n; i++)
            for (int32_t j = 0; j < n; j++) {
                int32_t sum = 0;
                for (int32_t k = 0; k < n; k++) sum = sum + a[i * n + k] * bt[j * n + k];
                c[i * n + j] = sum;
            }
        for (int32_t i = 0; i < n * n; i++) check = check * 31 + c[i];
    }
    printf("%s\n%d\n%d\n%d\n", same ? "true" : "false", c[0], c[n * n - 1], check);
    return 0;
}
