// A 64-bit digest of everything host_fuzzer's game check looks at (the record, the game's
// name, the seats and the live table's scores), so a game already checked need not be checked
// again: the check is a deterministic function of these. Two
// different games share a digest with a chance of about n^2 / 2^65 in n games (below one in
// ten million for a million).
#pragma once

#include "engine/record.h"
#include "engine/scoring.h"
#include "net/seats.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace cor::net::fuzz {

class GameDigest {
  public:
    std::uint64_t value() const { return state_; }

    void add(std::uint64_t word) {
        // splitmix64's finalizer over the running state: every bit of every word counts.
        std::uint64_t z = state_ ^ (word + 0x9E3779B97F4A7C15ULL + (state_ << 6));
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        state_ = z ^ (z >> 31);
    }
    void add(std::string_view text) {
        add(text.size());
        for (const char c : text) {
            add(static_cast<std::uint64_t>(static_cast<unsigned char>(c)));
        }
    }
    void add(const GameRecord& record) {
        add(static_cast<std::uint64_t>(record.setup.players));
        add(record.setup.seed);
        add(static_cast<std::uint64_t>(record.setup.shrine));
        add(static_cast<std::uint64_t>(record.setup.startingPlayer));
        add(record.actions.size());
        for (const Action& action : record.actions) {
            std::uint64_t fields = static_cast<std::uint64_t>(action.kind);
            fields = fields << 8 | static_cast<std::uint64_t>(action.card);
            fields = fields << 8 | static_cast<std::uint8_t>(action.x);
            fields = fields << 8 | static_cast<std::uint8_t>(action.y);
            fields = fields << 8 | action.amount;
            std::uint64_t returned = 0;
            for (const Card card : action.returned) {
                returned = returned << 8 | static_cast<std::uint64_t>(card);
            }
            add(fields);
            add(returned);
        }
    }
    void add(const std::vector<Seat>& seats) {
        add(seats.size());
        for (const Seat& seat : seats) {
            add(static_cast<std::uint64_t>(seat.kind));
            add(seat.name);
            add(static_cast<std::uint64_t>(seat.colour));
            add(seat.bot);
            add(static_cast<std::uint64_t>(seat.ready));
            // The fuzz target's tokens count up within an input (host_fuzzer.cpp).
            add(static_cast<std::uint64_t>(seat.token.has_value()));
            add(seat.token ? tokenBytes(*seat.token) : std::string_view());
            add(seat.standIn);
            add(static_cast<std::uint64_t>(seat.hints));
        }
    }
    void add(const std::vector<ScoreSheet>& scores) {
        add(scores.size());
        for (const ScoreSheet& s : scores) {
            for (const int value :
                 {s.residential2, s.residential3, s.residential4, s.aqueducts, s.temples, s.coins,
                  s.influenceTokens, s.influenceCards, s.total}) {
                add(static_cast<std::uint64_t>(value));
            }
        }
    }

  private:
    std::uint64_t state_ = 0;
};

} // namespace cor::net::fuzz
