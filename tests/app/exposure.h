// What a screen could show, collected from the models as QML sees them: every text and card id
// a tree of QObjects exposes through its properties and list models, and the cards a seat has
// ever been allowed to know. A test compares the two: no card a seat never knew may appear.
#pragma once

#include "engine/view.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <array>
#include <set>

namespace cor::app::test {

// Every string in `root`'s properties, recursively: texts, lists and maps of them, the rows of
// every list model under every role, and the QObjects its properties hold.
QStringList exposedTexts(QObject* root);

// The cards `view` lets its viewer see: offer, cities, known hand cards, the draft pack and
// what the viewer passed, a school's draw, cards known in the decks, the boxed ones.
std::set<Card> cardsIn(const PlayerView& view);

// The cards of `forbidden` whose name (in the current language, as a whole name, not a part of
// a longer one) or id appears in `texts`, one line each: "Temple of Minerva in: ...".
QStringList shownCards(const QStringList& texts, const std::set<Card>& forbidden);

// Each viewer's cards ever seen (-1: a spectator, then the seats), fed a view at a time.
class Knowledge {
  public:
    void see(const PlayerView& view);
    // The card kinds `viewer` has never seen.
    std::set<Card> neverSeen(int viewer) const;

  private:
    std::array<std::set<Card>, 5> seen_;
};

} // namespace cor::app::test
