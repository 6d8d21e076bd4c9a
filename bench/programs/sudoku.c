#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t grid[81];
static int32_t guesses;

static void row(int32_t r, int32_t digits) {
    for (int32_t c = 8; c >= 0; c--) {
        grid[r * 9 + c] = digits % 10;
        digits = digits / 10;
    }
}

static bool allowed(int32_t cell, int32_t d) {
    int32_t r = cell / 9, c = cell % 9;
    for (int32_t i = 0; i < 9; i++)
        if (grid[r * 9 + i] == d || grid[i * 9 + c] == d) return false;
    int32_t br = r / 3 * 3, bc = c / 3 * 3;
    for (int32_t i = 0; i < 9; i++)
        if (grid[(br + i / 3) * 9 + bc + i % 3] == d) return false;
    return true;
}

static bool solve(void) {
    int32_t cell = 0;
    while (cell < 81 && grid[cell] != 0) cell = cell + 1;
    if (cell == 81) return true;
    for (int32_t d = 1; d <= 9; d++) {
        if (allowed(cell, d)) {
            guesses = guesses + 1;
            grid[cell] = d;
            if (solve()) return true;
            grid[cell] = 0;
        }
    }
    return false;
}

static int32_t checksum(void) {
    int32_t s = 0;
    for (int32_t i = 0; i < 81; i++) s = s * 10 % 1000000007 + grid[i];
    return s;
}

static void solved(void) {
    if (solve()) printf("%d\n", checksum());
    else printf("no solution\n");
}

int main(void) {
    /* Arto Inkala, 2012 */
    row(0, 800000000); row(1, 3600000); row(2, 70090200);
    row(3, 50007000); row(4, 45700); row(5, 100030);
    row(6, 1000068); row(7, 8500010); row(8, 90000400);
    solved();
    /* "Easter Monster" */
    row(0, 100000002); row(1, 90400050); row(2, 6000700);
    row(3, 50903000); row(4, 7000); row(5, 850040);
    row(6, 700000600); row(7, 30009080); row(8, 2000001);
    solved();
    /* a 17-clue puzzle */
    row(0, 480300000); row(1, 71); row(2, 20000000);
    row(3, 705000060); row(4, 200800); row(5, 0);
    row(6, 1076000); row(7, 300000400); row(8, 50000);
    solved();
    /* Peter Norvig's "hard1", slow for plain backtracking */
    row(0, 400000805); row(1, 30000000); row(2, 700000);
    row(3, 20000060); row(4, 80400); row(5, 10000);
    row(6, 603070); row(7, 500200000); row(8, 104000000);
    solved();
    printf("%d\n", guesses);
    return 0;
}
