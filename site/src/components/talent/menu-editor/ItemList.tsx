/**
 * The menu's items (drinks or courses) in order. Reordering uses plain buttons, not drag and
 * drop, so it works from the keyboard and with a screen reader; each button's hidden text names
 * its item ("Flyt op Punkt 2"), so the buttons are told apart out of context. After a move the
 * focus follows the item to its new place and a live region says where it went.
 */
import { useEffect, useRef, useState } from 'react';
import { talentCopy } from '../../../i18n/talent';
import type { Fields } from './fields';
import type { EditorItem } from './types';

const t = talentCopy.editor;

type Props = {
  items: EditorItem[];
  fields: Fields;
  setItem: (index: number, key: 'name' | 'description', value: string) => void;
  moveItem: (index: number, delta: number) => void;
  setItems: (items: EditorItem[]) => void;
};

export default function ItemList({ items, fields, setItem, moveItem, setItems }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ index: number; delta: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Once the item is in its new row: focus the same button there, or the other one at an end of the list.
  useEffect(() => {
    if (!moved) return;
    const buttons = [...(listRef.current?.children[moved.index]?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    (buttons.find((b) => b.dataset.move === String(moved.delta) && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
    setMoved(null);
  }, [moved]);

  const move = (index: number, delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= items.length) return;
    moveItem(index, delta);
    setMoved({ index: target, delta });
    setAnnouncement(t.itemMoved(items[index].name.trim() || t.itemLabel(index + 1), target + 1, items.length));
  };

  return (
    <fieldset className="panel">
      <legend>
        <h2>{t.items}</h2>
      </legend>
      <p className="muted">{t.itemsLead}</p>
      {fields.error('items')}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ol className="plain-list" ref={listRef}>
        {items.map((item, index) => (
          <li key={index} className="item-row" aria-label={t.itemLabel(index + 1)}>
            <div className="field">
              <label htmlFor={fields.id(`item-${index}-name`)}>
                {t.itemName} ({index + 1})
              </label>
              <input
                id={fields.id(`item-${index}-name`)}
                value={item.name}
                onChange={(e) => setItem(index, 'name', e.target.value)}
                maxLength={120}
              />
            </div>
            <div className="field">
              <label htmlFor={fields.id(`item-${index}-description`)}>
                {t.itemDescription} ({index + 1})
              </label>
              <input
                id={fields.id(`item-${index}-description`)}
                value={item.description}
                onChange={(e) => setItem(index, 'description', e.target.value)}
                maxLength={500}
              />
            </div>
            <div className="actions">
              <button
                type="button"
                className="btn btn-ghost btn-small"
                data-move="-1"
                onClick={() => move(index, -1)}
                disabled={index === 0}
              >
                {t.moveUp}
                <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                data-move="1"
                onClick={() => move(index, 1)}
                disabled={index === items.length - 1}
              >
                {t.moveDown}
                <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setItems(items.filter((_, i) => i !== index))}>
                {t.removeItem}
                <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className="btn btn-ghost" onClick={() => setItems([...items, { name: '', description: '' }])}>
          {t.addItem}
        </button>
      </div>
    </fieldset>
  );
}
