#include "app/models/audience.h"

#include <algorithm>
#include <utility>

namespace cor::app {

Audience::Audience(std::vector<int> people) : people_(std::move(people)) {}

bool Audience::sits(int seat) const {
    return std::find(people_.begin(), people_.end(), seat) != people_.end();
}

int Audience::eyes() const {
    if (people_.size() == 1) {
        return people_.front();
    }
    return lifted_;
}

int Audience::lastingEyes() const {
    return people_.size() == 1 ? people_.front() : -1;
}

bool Audience::follow(int toAct, bool settled) {
    if (!hotSeat()) {
        return false;
    }
    bool changed = false;
    if (lifted_ >= 0 && toAct != lifted_) {
        lifted_ = -1; // that person's turn is over
        changed = true;
    }
    if (settled && lifted_ < 0 && sits(toAct) && toAct == lastLifted_) {
        // Only bots played since this person's turn: the screen is still theirs, no curtain.
        lifted_ = toAct;
        awaited_ = -1;
        return true;
    }
    const int awaited = settled && lifted_ < 0 && sits(toAct) ? toAct : (settled ? -1 : awaited_);
    if (awaited != awaited_) {
        awaited_ = awaited;
        changed = true;
    }
    return changed;
}

bool Audience::lift() {
    if (awaited_ < 0) {
        return false;
    }
    lifted_ = std::exchange(awaited_, -1);
    lastLifted_ = lifted_;
    return true;
}

bool Audience::mayOpen(int seat, bool over) const {
    return over || seat == -1 || seat == lastingEyes();
}

std::vector<int> Audience::openable(int players, bool over) const {
    std::vector<int> eyes;
    for (int seat = -1; seat < players; ++seat) {
        if (mayOpen(seat, over)) {
            eyes.push_back(seat);
        }
    }
    return eyes;
}

} // namespace cor::app
