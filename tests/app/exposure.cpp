#include "tests/app/exposure.h"

#include "app/models/card_list_model.h"
#include "app/models/card_texts.h"

#include <QAbstractItemModel>
#include <QMetaProperty>
#include <QVariant>

namespace cor::app::test {
namespace {

void collect(const QVariant& value, QStringList& out, std::set<const QObject*>& seen);

void collectObject(const QObject* object, QStringList& out, std::set<const QObject*>& seen) {
    if (object == nullptr || !seen.insert(object).second) {
        return;
    }
    const QMetaObject* meta = object->metaObject();
    for (int i = 0; i < meta->propertyCount(); ++i) {
        collect(meta->property(i).read(object), out, seen);
    }
    if (const auto* model = qobject_cast<const QAbstractItemModel*>(object)) {
        const QList<int> roles = model->roleNames().keys();
        for (int row = 0; row < model->rowCount(); ++row) {
            for (const int role : roles) {
                collect(model->data(model->index(row, 0), role), out, seen);
            }
        }
    }
}

void collect(const QVariant& value, QStringList& out, std::set<const QObject*>& seen) {
    if (value.metaType().flags().testFlag(QMetaType::PointerToQObject)) {
        collectObject(value.value<QObject*>(), out, seen);
    } else if (value.metaType() == QMetaType::fromType<QVariantList>()) {
        for (const QVariant& item : value.toList()) {
            collect(item, out, seen);
        }
    } else if (value.metaType() == QMetaType::fromType<QVariantMap>()) {
        for (const QVariant& item : value.toMap()) {
            collect(item, out, seen);
        }
    } else if (value.metaType() == QMetaType::fromType<QStringList>()) {
        out << value.toStringList();
    } else if (value.metaType() == QMetaType::fromType<QString>()) {
        out << value.toString();
    }
}

std::vector<Card> everyCard() {
    std::vector<Card> cards;
    for (int c = 1; c < kCardKinds; ++c) {
        cards.push_back(static_cast<Card>(c));
    }
    return cards;
}

// `text` has a word at [at, at + size): no letter or digit joins it on either side.
bool isWord(const QString& text, qsizetype at, qsizetype size) {
    const bool before = at > 0 && text.at(at - 1).isLetterOrNumber();
    const bool after = at + size < text.size() && text.at(at + size).isLetterOrNumber();
    return !before && !after;
}

// Where `name` stands in `text` as a name of its own, not a part of a word ("Aqueducts") nor of
// a longer card name that contains it ("2-Value Residential" in "Luxury 2-Value Residential").
bool namesOnItsOwn(const QString& text, const QString& name) {
    std::vector<std::pair<qsizetype, qsizetype>> longer; // spans of longer names
    for (const Card other : everyCard()) {
        const QString otherName = cardTexts(other).name;
        if (otherName.size() <= name.size() || !otherName.contains(name)) {
            continue;
        }
        for (qsizetype at = text.indexOf(otherName); at >= 0;
             at = text.indexOf(otherName, at + 1)) {
            longer.emplace_back(at, at + otherName.size());
        }
    }
    for (qsizetype at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
        const bool inside = std::any_of(longer.begin(), longer.end(), [&](const auto& span) {
            return span.first <= at && at + name.size() <= span.second;
        });
        if (!inside && isWord(text, at, name.size())) {
            return true;
        }
    }
    return false;
}

} // namespace

QStringList exposedTexts(QObject* root) {
    QStringList out;
    std::set<const QObject*> seen;
    collectObject(root, out, seen);
    out.removeAll(QString());
    return out;
}

std::set<Card> cardsIn(const PlayerView& view) {
    std::set<Card> cards;
    const auto add = [&](Card card) {
        if (card != Card::None) {
            cards.insert(card);
        }
    };
    for (int i = 0; i < view.offerSize; ++i) {
        add(view.offer[static_cast<std::size_t>(i)]);
    }
    for (int seat = 0; seat < view.playerCount; ++seat) {
        const PlayerPublicView& player = view.players[static_cast<std::size_t>(seat)];
        for (const Card card : player.city.cells) {
            add(card);
        }
        for (int i = 0; i < player.handSize; ++i) {
            add(player.hand[static_cast<std::size_t>(i)].card);
        }
    }
    for (const Card card : view.draftPack) {
        add(card);
    }
    for (const Card card : view.draftPassed) {
        add(card);
    }
    for (const Card card : view.turn.drawn) {
        add(card);
    }
    for (const auto& deck : view.knownInDecks) {
        for (const Card card : deck) {
            add(card);
        }
    }
    for (int c = 1; c < kCardKinds; ++c) {
        if (view.boxed[static_cast<std::size_t>(c)] > 0) {
            add(static_cast<Card>(c));
        }
    }
    return cards;
}

QStringList shownCards(const QStringList& texts, const std::set<Card>& forbidden) {
    // A name some allowed card also bears (a starting building's face) is no secret.
    std::set<QString> allowedNames;
    for (const Card card : everyCard()) {
        if (forbidden.count(card) == 0) {
            allowedNames.insert(cardTexts(card).name);
            allowedNames.insert(faceName(card));
        }
    }
    // A kind's name ("aqueduct", a card's category role) is no card id, though the Aqueduct's
    // id reads the same: every aqueduct card is of that kind.
    std::set<QString> kinds;
    for (const Card card : everyCard()) {
        kinds.insert(categoryName(card));
    }
    QStringList found;
    for (const Card card : forbidden) {
        const QString name = cardTexts(card).name;
        const QString id = cardIdText(card);
        const bool idIsKind = kinds.count(id) > 0;
        for (const QString& text : texts) {
            const bool byName = allowedNames.count(name) == 0 && namesOnItsOwn(text, name);
            if (byName || (text == id && !idIsKind)) {
                found << name + QStringLiteral(" in: ") + text;
                break;
            }
        }
    }
    return found;
}

void Knowledge::see(const PlayerView& view) {
    seen_[static_cast<std::size_t>(view.viewer + 1)].merge(cardsIn(view));
}

std::set<Card> Knowledge::neverSeen(int viewer) const {
    std::set<Card> never;
    const auto& seen = seen_[static_cast<std::size_t>(viewer + 1)];
    for (const Card card : everyCard()) {
        if (seen.count(card) == 0) {
            never.insert(card);
        }
    }
    return never;
}

} // namespace cor::app::test
