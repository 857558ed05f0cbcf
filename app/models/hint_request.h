// The Hint button: the expert's choice among the actions the table offers, from the player's own
// view only (what the GameModel shows them), thought out on a worker thread so the screen stays
// live. The answer shows as the gesture it means (the space, card or cell glows: Selection's
// hinted action) and one line of why; it goes when the game moves on, and an answer for a
// view that is gone is dropped. Counts the hints each seat asked for in this game.
#pragma once

#include "engine/bots/hint.h"
#include "engine/state.h"

#include <QObject>
#include <QString>
#include <QThread>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

namespace cor::app {

class GameModel;

class HintRequest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the hints come from a GameModel")
    // Hints may be asked in this game (a LAN game's host may forbid them).
    Q_PROPERTY(bool allowed READ allowed NOTIFY changed)
    // A hint may be asked now: allowed, the viewer's decision, none being thought out.
    Q_PROPERTY(bool available READ available NOTIFY changed)
    // Why not, when not available (for the button's tooltip); "" otherwise.
    Q_PROPERTY(QString unavailableText READ unavailableText NOTIFY changed)
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    // A hint shows: `text` says what to do and what it changes now, `why` the plan the search
    // expects and what it is worth against the next best choice ("" when there is nothing to
    // say); `target` what glows.
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(QString why READ why NOTIFY changed)
    Q_PROPERTY(Target target READ target NOTIFY changed)
    // With target Deck: the deck to draw from, 1..4 (0: none).
    Q_PROPERTY(int deck READ deck NOTIFY changed)
    // The hints the viewer asked for in this game.
    Q_PROPERTY(int count READ count NOTIFY changed)

  public:
    // What glows: a strip space, an offer card, a draft card, a hand card and its cell, a
    // button, a deck, a school's drawn card.
    enum class Target { None, Space, Offer, Draft, Build, Produce, EndTurn, Deck, Keep };
    Q_ENUM(Target)

    explicit HintRequest(GameModel& game);
    ~HintRequest() override;

    bool allowed() const { return allowed_; }
    bool available() const;
    QString unavailableText() const;
    bool busy() const { return pending_.has_value(); }
    bool shown() const { return hint_.has_value(); }
    QString text() const;
    QString why() const;
    Target target() const;
    int deck() const;
    int count() const;
    // The hint shown.
    const std::optional<Hint>& hint() const { return hint_; }
    // Each seat's hints in this game.
    const std::array<int, kMaxPlayers>& counts() const { return counts_; }

    void setAllowed(bool allowed);
    // A continued game's counts (from its save).
    void setCounts(const std::array<int, kMaxPlayers>& counts);
    // A new game: no hint, none counted.
    void reset();

    // Thinks about the decision shown; the answer shows when it comes, unless the game has
    // moved on by then. Asking again for a hint already shown or being thought out does nothing.
    Q_INVOKABLE void ask();
    // Puts the hint shown away (Esc, its ×); asked again for the same decision, it shows again,
    // not counted again.
    Q_INVOKABLE void dismiss();

  signals:
    void changed();
    // `seat` asked for a hint (counted).
    void asked(int seat);

  private:
    // A view of the game: its state id and viewer.
    using ViewKey = std::pair<std::uint32_t, int>;
    std::optional<ViewKey> currentKey() const;
    void onGameChanged();
    void onAnswer(std::uint64_t job, const Hint& hint);
    void clear();
    void ensureWorker();

    GameModel& game_;
    bool allowed_ = true;
    std::optional<ViewKey> pending_; // the view being thought about
    std::optional<ViewKey> key_;     // the view of the hint shown
    std::optional<Hint> hint_;
    std::optional<Hint> putAway_; // the hint of key_, dismissed
    std::array<int, kMaxPlayers> counts_{};
    std::uint64_t job_ = 0;
    std::shared_ptr<std::atomic<std::uint64_t>> latest_; // the job the worker should do
    QThread thread_;
    QObject* worker_ = nullptr; // lives on thread_, made on the first ask
};

} // namespace cor::app
