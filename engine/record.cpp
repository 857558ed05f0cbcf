#include "record.h"

namespace cor {

ReplayResult replay(const GameRecord& record) {
    ReplayResult result{newGame(record.setup)};
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const ActionError error = apply(result.state, seatToAct(result.state), record.actions[i]);
        if (error != ActionError::None) {
            result.failedAt = static_cast<int>(i);
            result.error = error;
            break;
        }
    }
    return result;
}

} // namespace cor
