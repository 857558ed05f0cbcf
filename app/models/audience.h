// Who sits at this screen, and so what it may show: the one rule every surface asks (the board,
// the panels, the log, the turn's summary, announcements, banners, hints, zooms, undo, Continue,
// the replay and the look back), never a seat number of its own.
//
// A screen has the people in front of it, by seat: one in a solo or LAN game, several at a
// hot-seat table, none for a spectator. One person sees their own seat's view. Several see the
// public view between turns; when one of them is to act a curtain waits for them, and only once
// they lift it does their view show, until another seat is to act. What stays on screen past
// the moment (the log, the summary, announcements) shows only what all of them may know, and
// nothing of an action taken back, on any screen (the log and the feed drop it as the undo
// comes). A replay or look back of an unfinished game opens only those eyes; every seat's, once
// it is over.
#pragma once

#include <vector>

namespace cor::app {

class Audience {
  public:
    // Nobody plays here: a spectator.
    Audience() = default;
    // The people at this screen, by seat (one: a solo or LAN game; several: hot seat).
    explicit Audience(std::vector<int> people);

    const std::vector<int>& people() const { return people_; }
    bool sits(int seat) const;
    bool hotSeat() const { return people_.size() > 1; }

    // The seat whose view the table shows now; -1: the public view.
    int eyes() const;
    // The seat whose secrets may stay on screen beyond the moment (the log, the summary,
    // announcements); -1: only what everyone knows.
    int lastingEyes() const;
    // The seat the curtain waits for; -1: no curtain.
    int awaited() const { return awaited_; }

    // `toAct` is to decide in the view just shown; `settled`: everything before it has been
    // shown (no banner holds the table), so a curtain may come down. The turn of the person who
    // lifted the curtain ends when another seat is to act; a person here who is to act next
    // gets the curtain, unless they had the screen last and only bots played since. True when
    // what the screen may show changed.
    bool follow(int toAct, bool settled);
    // The awaited person lifts the curtain: their view shows. True when there was a curtain.
    bool lift();

    // A replay or look back of this game may look through `seat`'s eyes (-1: a spectator's):
    // every seat's once the game is over; before, only what the people here know together.
    bool mayOpen(int seat, bool over) const;
    // Those eyes for a game of `players`: the spectator (-1) first, then the seats in order.
    std::vector<int> openable(int players, bool over) const;

  private:
    std::vector<int> people_;
    int lifted_ = -1;
    int awaited_ = -1;
    int lastLifted_ = -1; // the person who had the screen last
};

} // namespace cor::app
