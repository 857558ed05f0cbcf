#include "record.h"

namespace cor {

ReplayResult replay(const GameRecord& record, const ReplayObserver& observe) {
    ReplayResult result{newGame(record.setup)};
    if (observe) {
        observe(result.state, 0, nullptr, -1);
    }
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const int seat = seatToAct(result.state);
        const ActionError error = apply(result.state, seat, record.actions[i]);
        if (error != ActionError::None) {
            result.failedAt = static_cast<int>(i);
            result.error = error;
            break;
        }
        if (observe) {
            observe(result.state, static_cast<int>(i) + 1, &record.actions[i], seat);
        }
    }
    return result;
}

} // namespace cor
