// Elo ratings from pairwise results (a Bradley-Terry fit by maximum likelihood), with a 95%
// interval from the fit's standard errors: what `ladder` prints.
#pragma once

#include <vector>

namespace cor::cli {

struct PairResult {
    int a = 0; // player indices
    int b = 0;
    double games = 0;  // games between them
    double scoreA = 0; // a's points: a win 1, a shared victory its share
};

struct Rating {
    double elo = 0;
    double low = 0; // 95% interval
    double high = 0;
};

// Ratings of `players` players; `anchor` is fixed at `anchorElo` (its interval is that point).
// Every pair also counts one drawn game more than it played, so that a clean sweep still
// gives a finite rating (and few games keep ratings near each other, as they should).
std::vector<Rating> fitElo(int players, const std::vector<PairResult>& results, int anchor,
                           double anchorElo = 1000.0);

} // namespace cor::cli
