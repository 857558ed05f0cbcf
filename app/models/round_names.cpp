#include "app/models/round_names.h"

namespace cor::app {

QString RoundNames::name(int round, int rounds) {
    if (round == 0) {
        return tr("Setup draft");
    }
    return rounds > 0 ? tr("Round %1 of %2").arg(round).arg(rounds) : tr("Round %1").arg(round);
}

} // namespace cor::app
