// A row of cards (a hand, the offer, a draft pack, a school draw): faces the viewer knows,
// backs for the others, and whether each card can be played now.
//
// Roles: card (id, "" when face down), name (as on the face: a starting building carries the
// ordinary card's name, its cost -1 marks it "start"), shortName (a residence's without its
// value, for a face that shows the value apart: shortFaceName), effect, rule (translated), cost (-1
// for the starting buildings), stars, category ("production", "residential", "public", "aqueduct",
// "temple"), colour ("yellow", "red", "green", "blue" or ""), value (residential 2/3/4, else
// 0), back ("I".."IV"), deck (its number 1..4), faceUp, open (every player knows it), playable,
// selected, hinted (the hint shown takes, keeps or builds it).
#pragma once

#include "app/models/card_names.h"
#include "app/models/list_sync.h"
#include "engine/cards.h"

#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

struct CardEntry {
    Card card = Card::None; // None: face down
    DeckId back = DeckId::II;
    bool open = false;
    bool playable = false;
    bool selected = false;
    bool hinted = false;
    bool played = false; // the look back: the move played took, kept or built it
    friend bool operator==(const CardEntry&, const CardEntry&) = default;
};

class CardListModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a game's card rows come from its GameModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        CardRole = Qt::UserRole + 1,
        NameRole,
        ShortNameRole,
        EffectRole,
        RuleRole,
        CostRole,
        StarsRole,
        CategoryRole,
        ColourRole,
        ValueRole,
        BackRole,
        DeckRole,
        FaceUpRole,
        OpenRole,
        PlayableRole,
        SelectedRole,
        HintedRole,
        PlayedRole,
    };

    using SyncedListModel::SyncedListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(cards_.size()); }
    void setCards(std::vector<CardEntry> cards);
    const std::vector<CardEntry>& cards() const { return cards_; }
    void retranslate() { refreshAll(); }

  signals:
    void countChanged();

  private:
    std::vector<CardEntry> cards_;
};

// The card's fields for QML, shared with the other models that show cards.
QString categoryName(Card card);
QString colourKey(Card card);
// A known card's face for the roles CardRole..ValueRole of CardListModel.
QVariant cardFaceData(Card card, int role);

} // namespace cor::app
