#include <stdio.h>
#include <stdint.h>

static int32_t best[40001], weight[500], value[500];
static int32_t seed;

static int32_t random_below(int32_t k) {
    seed = seed * 1103515245 + 12345;
    return (seed / 65536 % 32768 + 32768) % 32768 % k;
}

int main(void) {
    int32_t capacity = 40000, items = 500, total = 0;
    seed = 2718;
    for (int32_t round = 0; round < 30; round++) {
        for (int32_t i = 0; i < items; i++) {
            weight[i] = 1 + random_below(200);
            value[i] = 1 + random_below(1000);
        }
        for (int32_t c = 0; c <= capacity; c++) best[c] = 0;
        for (int32_t i = 0; i < items; i++)
            for (int32_t c = capacity; c >= weight[i]; c--)
                if (best[c - weight[i]] + value[i] > best[c]) best[c] = best[c - weight[i]] + value[i];
        total = total + best[capacity];
    }
    printf("%d\n%d\n%d\n", best[capacity], best[capacity / 2], total);
    return 0;
}
