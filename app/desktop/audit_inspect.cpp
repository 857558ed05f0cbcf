#include "app/desktop/audit_inspect.h"

#include "app/desktop/audit_space.h"

#include <QColor>
#include <QFont>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScreen>
#include <QTextDocumentFragment>
#include <algorithm>
#include <cmath>

namespace cor::desktop {
namespace {

constexpr double kSlack = 1.0;  // px a painted rect may stick out or overlap without counting
constexpr int kEmptyCells = 90; // the empty area is measured in cells of 1/90 of the height

// The interactive controls of Qt Quick (and Qt Quick Controls), by class.
constexpr const char* kControlClasses[] = {
    "QQuickAbstractButton", "QQuickTextInput", "QQuickTextEdit", "QQuickComboBox", "QQuickSlider",
    "QQuickRangeSlider",    "QQuickSpinBox",   "QQuickDial",     "QQuickTumbler"};

bool isControl(const QQuickItem* item) {
    return std::any_of(std::begin(kControlClasses), std::end(kControlClasses),
                       [item](const char* name) { return item->inherits(name); }) &&
           !item->property("readOnly").toBool();
}

// "CardItem_QMLTYPE_12" -> "CardItem", "QQuickMouseArea" -> "MouseArea".
QString typeName(const QObject* object) {
    QString name = QString::fromLatin1(object->metaObject()->className());
    if (const auto qml = name.indexOf(QLatin1String("_QML")); qml > 0) {
        name.truncate(qml);
    }
    return name.startsWith(QLatin1String("QQuick")) ? name.mid(6) : name;
}

// An attached object (ToolTip., Accessible.) lives as a child of the item it is attached to.
QObject* attached(const QObject* item, const char* className) {
    const QObjectList& children = item->children();
    const auto found = std::find_if(children.begin(), children.end(),
                                    [className](QObject* c) { return c->inherits(className); });
    return found == children.end() ? nullptr : *found;
}

bool ignoredByAccessibility(const QObject* item) {
    const QObject* accessible = attached(item, "QQuickAccessibleAttached");
    return accessible != nullptr && accessible->property("ignored").toBool();
}

// The name a screen reader hears: Accessible.name, or what Qt Quick Controls name themselves
// with once a screen reader is on (a button its text, a field its placeholder, a combo box the
// choice shown). Read here without one, which Qt cannot turn on offscreen.
QString accessibleName(const QObject* object) {
    const QObject* accessible = attached(object, "QQuickAccessibleAttached");
    QString name = accessible != nullptr ? accessible->property("name").toString() : QString();
    if (name.trimmed().isEmpty()) {
        const char* own = object->inherits("QQuickAbstractButton") ? "text"
                          : object->inherits("QQuickTextField")    ? "placeholderText"
                          : object->inherits("QQuickComboBox")     ? "displayText"
                                                                   : nullptr;
        name = own != nullptr ? object->property(own).toString() : QString();
    }
    return name.trimmed();
}

// The text or an ancestor up to three levels up offers the whole text (see the header).
bool readableWhole(const QQuickItem* item) {
    if (item->property("cardName").toBool() || item->property("cardEffect").toBool()) {
        return false; // a card's name and effect are read on the card, never only in its zoom
    }
    for (int level = 0; item != nullptr && level <= 3; ++level, item = item->parentItem()) {
        const QObject* toolTip = attached(item, "QQuickToolTipAttached");
        if (item->property("readableWhole").toBool() ||
            (toolTip != nullptr && !toolTip->property("text").toString().trimmed().isEmpty())) {
            return true;
        }
    }
    return false;
}

QString plainText(const QQuickItem* item) {
    const QString text = item->property("text").toString();
    return (Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text)
        .simplified();
}

// The first visible text in the item or its descendants, in drawing order.
QString firstWords(const QQuickItem* item) {
    if (!item->isVisible()) {
        return {};
    }
    if (item->inherits("QQuickText") && !plainText(item).isEmpty()) {
        return plainText(item);
    }
    for (const QQuickItem* child : item->childItems()) {
        if (const QString words = firstWords(child); !words.isEmpty()) {
            return words;
        }
    }
    return {};
}

// How a text is named in the report: its words, shortened.
QString shortened(const QString& text) {
    constexpr int kMax = 60;
    return text.size() <= kMax ? text : text.left(kMax - 1) + QChar(0x2026);
}

QRectF everywhere() {
    return {-1e6, -1e6, 2e6, 2e6};
}

bool within(const QRectF& inner, const QRectF& outer) {
    return outer.adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(inner);
}

struct Seen {
    const QQuickItem* item;
    QString text;
    QRectF shown; // painted bounds in the window, clipped
    double px;
    bool truncated;
    bool offscreen;
    bool cardName;
};

class Walker {
  public:
    explicit Walker(QQuickWindow& window)
        : window_(window), windowRect_(QPointF(), QSizeF(window.size())) {}

    void walk(QQuickItem* item, double opacity, const QRectF& clip, const QRectF& hardClip,
              bool insideControl);
    AuditFindings findings() const;

  private:
    void seeText(const QQuickItem* item, const QRectF& clip, const QRectF& hardClip);
    void seeControl(QQuickItem* item, QObject* handler, const QRectF& clip);
    bool coversWindow(const QQuickItem* item, double opacity) const;
    static bool coversBelow(const QQuickItem* item, double opacity);
    void coverAll();
    void coverTextsUnder(const QRectF& layer);
    double renderedPx(const QQuickItem* item) const;
    static bool popupOpen(const QQuickItem* overlay);
    QString controlId(QQuickItem* item, QObject* handler) const;

    QQuickWindow& window_;
    QRectF windowRect_;
    std::vector<Seen> texts_;
    QStringList unnamed_;
    double cityCell_ = 0;
    double offerCard_ = 0;
    QStringList cardsWithoutEffect_;
    std::vector<QRectF> shown_; // pictures, controls and layers in sight (texts: texts_)
};

bool Walker::popupOpen(const QQuickItem* overlay) {
    const QList<QQuickItem*> layers = overlay->childItems();
    return std::any_of(layers.begin(), layers.end(), [](const QQuickItem* layer) {
        return layer->inherits("QQuickPopupItem") && layer->isVisible();
    });
}

bool Walker::coversWindow(const QQuickItem* item, double opacity) const {
    return item->inherits("QQuickRectangle") && opacity >= 0.999 &&
           item->property("color").value<QColor>().alpha() == 255 &&
           within(windowRect_, item->mapRectToScene(QRectF(0, 0, item->width(), item->height())));
}

// An opaque layer that says so (`coversBelow: true`, see the header).
bool Walker::coversBelow(const QQuickItem* item, double opacity) {
    return item->property("coversBelow").toBool() && opacity >= 0.999 &&
           (!item->inherits("QQuickRectangle") ||
            item->property("color").value<QColor>().alpha() == 255);
}

// Whatever was painted so far is hidden: a text or control there is not seen.
void Walker::coverAll() {
    texts_.clear();
    unnamed_.clear();
    cardsWithoutEffect_.clear();
    shown_.clear();
}

// The texts painted so far that lie wholly or partly under `layer` are hidden.
void Walker::coverTextsUnder(const QRectF& layer) {
    std::erase_if(texts_, [&layer](const Seen& seen) {
        const QRectF both = seen.shown.intersected(layer);
        return both.width() > kSlack && both.height() > kSlack;
    });
}

void Walker::walk(QQuickItem* item, double opacity, const QRectF& clip, const QRectF& hardClip,
                  bool insideControl) {
    opacity *= item->opacity();
    if (!item->isVisible() || opacity <= 0.001) {
        return;
    }
    if (coversWindow(item, opacity)) {
        coverAll();
    } else if (coversBelow(item, opacity)) {
        const QRectF layer =
            item->mapRectToScene(QRectF(0, 0, item->width(), item->height())).intersected(clip);
        coverTextsUnder(layer);
        shown_.push_back(layer);
    }
    // An open modal popup (a dialog, a drawer) dims everything else: its dimmer is the
    // overlay's child that is not a popup, while a popup is open (other layers on the overlay,
    // such as the card zoom, dim nothing).
    if (item->parentItem() != nullptr && item->parentItem()->inherits("QQuickOverlay") &&
        !item->inherits("QQuickPopupItem") && popupOpen(item->parentItem()) &&
        within(windowRect_, item->mapRectToScene(QRectF(0, 0, item->width(), item->height())))) {
        coverAll();
    }
    QRectF innerClip = clip;
    QRectF innerHardClip = hardClip;
    if (item->clip()) {
        const QRectF own = item->mapRectToScene(item->clipRect());
        innerClip = clip.intersected(own);
        // A list or flickable that can scroll shows cut items at its edges on purpose: where
        // it is whole in sight, whatever it cuts (even at the window's edge) scrolls into view.
        const bool scrolls = item->inherits("QQuickFlickable") &&
                             (item->property("contentWidth").toReal() > item->width() + kSlack ||
                              item->property("contentHeight").toReal() > item->height() + kSlack);
        if (!scrolls) {
            innerHardClip = hardClip.intersected(own);
        } else if (within(own, hardClip)) {
            innerHardClip = everywhere();
        }
    }
    if (item->inherits("QQuickText")) {
        seeText(item, innerClip, innerHardClip);
    }
    if (item->inherits("QQuickImage") && !item->property("source").toUrl().isEmpty() &&
        !item->property("backdrop").toBool()) {
        shown_.push_back(item->mapRectToScene(item->boundingRect()).intersected(innerClip));
    }
    if (item->objectName().startsWith(QLatin1String("offer-"))) {
        offerCard_ =
            std::max(offerCard_, item->width() * item->mapRectToScene(QRectF(0, 0, 1, 1)).width());
    }
    if (item->property("whole").toBool() && !item->property("effectShown").toBool() &&
        !item->mapRectToScene(item->boundingRect())
             .intersected(clip)
             .intersected(windowRect_)
             .isEmpty()) {
        cardsWithoutEffect_ << item->property("name").toString();
    }
    if (item->objectName() == QLatin1String("cityView")) {
        cityCell_ = std::max(cityCell_, item->property("cell").toReal() *
                                            item->mapRectToScene(QRectF(0, 0, 1, 1)).height());
    }
    bool control = false;
    if (!insideControl && item->isEnabled() && !ignoredByAccessibility(item)) {
        if (isControl(item) ||
            (item->inherits("QQuickMouseArea") && item->property("acceptedButtons").toInt() != 0 &&
             !within(windowRect_, item->mapRectToScene(item->boundingRect())))) {
            control = true;
            seeControl(item, nullptr, innerClip);
        }
        for (QObject* child : item->children()) {
            if (child->inherits("QQuickTapHandler") && child->property("enabled").toBool()) {
                seeControl(item, child, innerClip);
            }
        }
    }
    // Children are painted in z order, equal z in the order they were added.
    QList<QQuickItem*> children = item->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
    for (QQuickItem* child : children) {
        walk(child, opacity, innerClip, innerHardClip, insideControl || control);
    }
}

double Walker::renderedPx(const QQuickItem* item) const {
    const QFont font = item->property("font").value<QFont>();
    const double dpi = window_.screen() != nullptr ? window_.screen()->logicalDotsPerInchY() : 96;
    const double px = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * dpi / 72.0;
    return px * item->mapRectToScene(QRectF(0, 0, 1, 1)).height();
}

void Walker::seeText(const QQuickItem* item, const QRectF& clip, const QRectF& hardClip) {
    const QString text = plainText(item);
    if (text.isEmpty() || item->property("color").value<QColor>().alpha() == 0) {
        return;
    }
    const QRectF painted = item->mapRectToScene(item->boundingRect());
    const QRectF shown = painted.intersected(clip).intersected(windowRect_);
    if (shown.isEmpty()) {
        return;
    }
    const bool cut =
        item->property("truncated").toBool() ||
        (item->clip() && (item->property("contentWidth").toReal() > item->width() + kSlack ||
                          item->property("contentHeight").toReal() > item->height() + kSlack));
    texts_.push_back(Seen{item, text, shown, renderedPx(item), cut && !readableWhole(item),
                          !within(painted, hardClip), item->property("cardName").toBool()});
}

QString Walker::controlId(QQuickItem* item, QObject* handler) const {
    if (!item->objectName().isEmpty()) {
        return item->objectName();
    }
    QString id = typeName(handler != nullptr ? handler : item);
    QQuickItem* around = item;
    if (handler != nullptr) {
        id += QStringLiteral(" in ") + typeName(item);
    } else if (item->inherits("QQuickMouseArea") && item->parentItem() != nullptr) {
        around = item->parentItem();
        id += QStringLiteral(" in ") + typeName(around);
    }
    // The first words inside tell which one it is.
    const QString words = firstWords(around);
    return words.isEmpty() ? id : id + QStringLiteral(" \"") + shortened(words) + QLatin1Char('"');
}

void Walker::seeControl(QQuickItem* item, QObject* handler, const QRectF& clip) {
    const QRectF area = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    if (area.intersected(clip).intersected(windowRect_).isEmpty()) {
        return;
    }
    if (!within(windowRect_, area)) { // (a blocker over the whole window is no content)
        shown_.push_back(area.intersected(clip));
    }
    QString name = accessibleName(item);
    // A MouseArea is the clickable part of what it lies in: a named item up to two levels up.
    const QQuickItem* around = item->inherits("QQuickMouseArea") ? item->parentItem() : nullptr;
    for (int level = 0; name.isEmpty() && around != nullptr && level < 2; ++level) {
        name = accessibleName(around);
        around = around->parentItem();
    }
    if (name.isEmpty()) {
        unnamed_ << controlId(item, handler);
    }
}

AuditFindings Walker::findings() const {
    AuditFindings found;
    found.texts = static_cast<int>(texts_.size());
    double minPx = 0;
    for (const Seen& seen : texts_) {
        if (minPx == 0 || seen.px < minPx) {
            minPx = seen.px;
            found.minText = shortened(seen.text);
        }
        if (seen.truncated) {
            found.truncated << shortened(seen.text);
        }
        if (seen.offscreen) {
            found.offscreen << shortened(seen.text);
        }
    }
    found.minTextPx = static_cast<int>(std::floor(minPx + 0.05));
    double minCardNamePx = 0;
    for (const Seen& seen : texts_) {
        if (seen.cardName && (minCardNamePx == 0 || seen.px < minCardNamePx)) {
            minCardNamePx = seen.px;
        }
    }
    found.minCardNamePx = static_cast<int>(std::floor(minCardNamePx + 0.05));
    found.cityCell = static_cast<int>(std::floor(cityCell_ + 0.05));
    found.offerCard = static_cast<int>(std::floor(offerCard_ + 0.05));
    found.unnamedControls = unnamed_;
    found.cardsWithoutEffect = cardsWithoutEffect_;
    std::vector<QRectF> content = shown_;
    for (const Seen& seen : texts_) {
        content.push_back(seen.shown);
    }
    const QSize window = windowRect_.size().toSize();
    found.emptyArea = largestEmptyArea(window, content, std::max(4, window.height() / kEmptyCells));
    for (std::size_t i = 0; i < texts_.size(); ++i) {
        for (std::size_t j = i + 1; j < texts_.size(); ++j) {
            const Seen& a = texts_[i];
            const Seen& b = texts_[j];
            const QRectF both = a.shown.intersected(b.shown);
            if (both.width() <= kSlack || both.height() <= kSlack || a.item->isAncestorOf(b.item) ||
                b.item->isAncestorOf(a.item)) {
                continue;
            }
            const QPointF apart = a.shown.center() - b.shown.center();
            if (a.text == b.text && apart.manhattanLength() <= 4) {
                continue; // a shadow or outline copy
            }
            found.overlaps.emplace_back(shortened(a.text), shortened(b.text));
        }
    }
    return found;
}

} // namespace

AuditFindings inspectWindow(QQuickWindow& window) {
    Walker walker(window);
    // Cut by the window, a text is offscreen.
    walker.walk(window.contentItem(), 1.0, everywhere(), QRectF(QPointF(), QSizeF(window.size())),
                false);
    return walker.findings();
}

} // namespace cor::desktop
