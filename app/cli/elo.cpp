#include "app/cli/elo.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

namespace cor::cli {
namespace {

constexpr double kScale = 400.0;               // Elo: 400 points = odds of 10 to 1
const double kSlope = std::log(10.0) / kScale; // d(logit)/d(elo)
constexpr int kNewtonSteps = 100;
constexpr double kZ95 = 1.959964;

using Matrix = std::vector<std::vector<double>>;

// Solves m x = v in place (Gauss-Jordan with partial pivoting); m is symmetric positive
// definite here. Returns the inverse of m in `inverse`.
std::vector<double> solve(Matrix m, std::vector<double> v, Matrix& inverse) {
    const std::size_t n = v.size();
    inverse.assign(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        inverse[i][i] = 1.0;
    }
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < n; ++row) {
            if (std::abs(m[row][col]) > std::abs(m[pivot][col])) {
                pivot = row;
            }
        }
        std::swap(m[col], m[pivot]);
        std::swap(inverse[col], inverse[pivot]);
        std::swap(v[col], v[pivot]);
        const double p = m[col][col];
        for (std::size_t k = 0; k < n; ++k) {
            m[col][k] /= p;
            inverse[col][k] /= p;
        }
        v[col] /= p;
        for (std::size_t row = 0; row < n; ++row) {
            if (row == col || m[row][col] == 0.0) {
                continue;
            }
            const double f = m[row][col];
            for (std::size_t k = 0; k < n; ++k) {
                m[row][k] -= f * m[col][k];
                inverse[row][k] -= f * inverse[col][k];
            }
            v[row] -= f * v[col];
        }
    }
    return v;
}

} // namespace

std::vector<Rating> fitElo(int players, const std::vector<PairResult>& results, int anchor,
                           double anchorElo) {
    const auto n = static_cast<std::size_t>(players);
    std::vector<double> elo(n, anchorElo);
    // The free players, in order, and their place among them.
    std::vector<int> freeIndex(n, -1);
    std::size_t free = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (static_cast<int>(i) != anchor) {
            freeIndex[i] = static_cast<int>(free++);
        }
    }
    Matrix information(free, std::vector<double>(free, 0.0));
    Matrix covariance;
    for (int step = 0; step < kNewtonSteps && free > 0; ++step) {
        std::vector<double> gradient(free, 0.0);
        information.assign(free, std::vector<double>(free, 0.0));
        for (const PairResult& r : results) {
            const double games = r.games + 1.0;
            const double score = r.scoreA + 0.5;
            const auto a = static_cast<std::size_t>(r.a);
            const auto b = static_cast<std::size_t>(r.b);
            const double expected = 1.0 / (1.0 + std::pow(10.0, (elo[b] - elo[a]) / kScale));
            const double g = kSlope * (score - games * expected);
            const double h = kSlope * kSlope * games * expected * (1.0 - expected);
            const int fa = freeIndex[a];
            const int fb = freeIndex[b];
            if (fa >= 0) {
                gradient[static_cast<std::size_t>(fa)] += g;
                information[static_cast<std::size_t>(fa)][static_cast<std::size_t>(fa)] += h;
            }
            if (fb >= 0) {
                gradient[static_cast<std::size_t>(fb)] -= g;
                information[static_cast<std::size_t>(fb)][static_cast<std::size_t>(fb)] += h;
            }
            if (fa >= 0 && fb >= 0) {
                information[static_cast<std::size_t>(fa)][static_cast<std::size_t>(fb)] -= h;
                information[static_cast<std::size_t>(fb)][static_cast<std::size_t>(fa)] -= h;
            }
        }
        // A player who met no one has no information: keep it where it is.
        for (std::size_t i = 0; i < free; ++i) {
            information[i][i] = information[i][i] > 0.0 ? information[i][i] : 1.0;
        }
        const std::vector<double> change = solve(information, gradient, covariance);
        double largest = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            if (freeIndex[i] >= 0) {
                const double d = change[static_cast<std::size_t>(freeIndex[i])];
                elo[i] += d;
                largest = std::max(largest, std::abs(d));
            }
        }
        if (largest < 1e-9) {
            break;
        }
    }
    std::vector<Rating> ratings(n);
    for (std::size_t i = 0; i < n; ++i) {
        double halfWidth = 0.0;
        if (freeIndex[i] >= 0) {
            const auto f = static_cast<std::size_t>(freeIndex[i]);
            halfWidth = kZ95 * std::sqrt(covariance[f][f]);
        }
        ratings[i] = Rating{elo[i], elo[i] - halfWidth, elo[i] + halfWidth};
    }
    return ratings;
}

} // namespace cor::cli
