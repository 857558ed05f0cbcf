// The New game screen's set-up: how many play, each seat's kind (a person or a bot level), name
// and colour, the Shrine. It starts from the last table started here (kept in the settings
// file, as the other settings are), so a second game against the same bots is one click.
//
// Rows: the four seats, the first `players` of them playing. Roles: kind (0 a person, then the
// bot levels weakest first, as BotLevels lists them), name, colour (0..3, each seat its own).
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <array>

namespace cor::app {

class NewTable : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY playersChanged)
    Q_PROPERTY(bool shrine READ shrine WRITE setShrine NOTIFY shrineChanged)
    // The playing seats' names ("" where none is given), for the choice of who starts.
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)

  public:
    enum Role { KindRole = Qt::UserRole + 1, NameRole, ColourRole };

    // One seat as the settings file keeps it: `bot` a level's key ("normal"), "" a person; a
    // person's name "" stands for the player's name of the moment (Settings).
    struct Seat {
        QString bot;
        QString name;
        int colour = 0;
        friend bool operator==(const Seat&, const Seat&) = default;
    };
    struct Setup {
        int players = 3;
        bool shrine = false;
        std::array<Seat, 4> seats;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    // The set-up of a first New game: the player against two bots of the middle level.
    static Setup firstSetup();
    // What the settings file says, within range whatever it holds (a level no longer offered,
    // two seats of one colour: the first set-up's).
    static Setup read();
    static void write(const Setup& setup);

    explicit NewTable(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int players() const { return setup_.players; }
    void setPlayers(int players);
    bool shrine() const { return setup_.shrine; }
    void setShrine(bool on);
    QStringList names() const;

    Q_INVOKABLE void setKind(int seat, int kind);
    Q_INVOKABLE void setName(int seat, const QString& name);
    // Colours are each seat's own: the seat that had `colour` takes this seat's old one.
    Q_INVOKABLE void setColour(int seat, int colour);
    // Keeps this set-up for the next New game and gives its playing seats as LocalGame::start
    // takes them: [{name, colour, bot}], a seat without a name called "Player 2".
    Q_INVOKABLE QVariantList confirm() const;

  signals:
    void playersChanged();
    void shrineChanged();
    void namesChanged();

  private:
    // A seat's name as shown: a person's "" is the player's name.
    QString shownName(int seat) const;
    void changed(int seat, int role);

    Setup setup_;
};

} // namespace cor::app
