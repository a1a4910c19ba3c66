/**
 * The menu's items (drinks or courses) in order. Reordering uses plain buttons, not drag and
 * drop, so it works from the keyboard and with a screen reader; each button's hidden text names
 * its item ("Flyt op Punkt 2"), so the buttons are told apart out of context.
 */
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
  return (
    <fieldset className="panel">
      <legend>
        <h2>{t.items}</h2>
      </legend>
      <p className="muted">{t.itemsLead}</p>
      {fields.error('items')}
      <ol className="plain-list">
        {items.map((item, index) => (
          <li key={index} className="item-row" aria-label={t.itemLabel(index + 1)}>
            <div className="field">
              <label htmlFor={fields.id(`item-${index}-name`)}>
                {t.itemName} ({index + 1})
              </label>
              <input id={fields.id(`item-${index}-name`)} value={item.name} onChange={(e) => setItem(index, 'name', e.target.value)} maxLength={120} />
            </div>
            <div className="field">
              <label htmlFor={fields.id(`item-${index}-description`)}>
                {t.itemDescription} ({index + 1})
              </label>
              <input id={fields.id(`item-${index}-description`)} value={item.description} onChange={(e) => setItem(index, 'description', e.target.value)} maxLength={500} />
            </div>
            <div className="actions">
              <button type="button" className="btn btn-ghost btn-small" onClick={() => moveItem(index, -1)} disabled={index === 0}>
                {t.moveUp}
                <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => moveItem(index, 1)} disabled={index === items.length - 1}>
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
