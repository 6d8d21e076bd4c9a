#include <stdio.h>
#include <stdint.h>

static int32_t ack(int32_t m, int32_t n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

int main(void) {
    int32_t total = 0;
    for (int32_t n = 0; n < 1000; n++) total = total + ack(2, n);
    printf("%d\n", total);
    for (int32_t n = 0; n <= 11; n++) total = total + ack(3, n);
    printf("%d\n", ack(3, 5));
    printf("%d\n", total);
    return 0;
}
