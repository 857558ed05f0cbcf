// Engine values <-> wire messages (proto/wire.proto). Encoding cannot fail; decoding checks
// every number against the engine's ranges and returns nullopt for anything malformed, so a
// peer's bytes never reach the engine unchecked.
#pragma once

#include "engine/action.h"
#include "engine/events.h"
#include "engine/record.h"
#include "engine/scoring.h"
#include "engine/view.h"
#include "proto/wire.pb.h"

#include <optional>

namespace cor::net {

void toWire(const Action& action, wire::Action& out);
std::optional<Action> fromWire(const wire::Action& in);

void toWire(const PlayerView& view, wire::PlayerView& out);
std::optional<PlayerView> fromWire(const wire::PlayerView& in);

// An event as the receiver may see it (redact first); secretFrom is not sent.
void toWire(const Event& event, wire::Event& out);
std::optional<Event> fromWire(const wire::Event& in);

void toWire(const ScoreSheet& sheet, wire::ScoreSheet& out);
ScoreSheet fromWire(const wire::ScoreSheet& in);

void toWire(const GameRecord& record, wire::GameRecord& out);
std::optional<GameRecord> fromWire(const wire::GameRecord& in);

} // namespace cor::net
