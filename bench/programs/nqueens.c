#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static bool column[16], rising[32], falling[32];
static int32_t n, solutions, tried;

static void place(int32_t row) {
    if (row == n) {
        solutions = solutions + 1;
        return;
    }
    for (int32_t c = 0; c < n; c++) {
        tried = tried + 1;
        if (!column[c] && !rising[row + c] && !falling[row - c + n - 1]) {
            column[c] = true;
            rising[row + c] = true;
            falling[row - c + n - 1] = true;
            place(row + 1);
            column[c] = false;
            rising[row + c] = false;
            falling[row - c + n - 1] = false;
        }
    }
}

int main(void) {
    int32_t total = 0;
    for (n = 8; n <= 13; n++) {
        solutions = 0;
        place(0);
        printf("%d\n", solutions);
        total = total + solutions;
    }
    printf("%d\n%d\n", total, tried);
    return 0;
}
