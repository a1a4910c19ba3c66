/** The menu's title, description and category: what a customer sees first in search. */
import { talentCopy } from '../../../i18n/talent';
import type { Fields } from './fields';
import type { Category, EditorMenu, OnText } from './types';

const t = talentCopy.editor;

type Props = {
  menu: EditorMenu;
  categories: Category[];
  fields: Fields;
  onText: OnText;
};

export default function BasicsFields({ menu, categories, fields, onText }: Props) {
  return (
    <fieldset className="panel">
      <legend>
        <h2>{t.basics}</h2>
      </legend>
      <div className="field">
        <label htmlFor={fields.id('title')}>{t.title}</label>
        <input {...fields.props('title')} value={menu.title} onChange={onText('title')} maxLength={120} required />
        {fields.error('title')}
      </div>
      <div className="field">
        <label htmlFor={fields.id('description')}>{t.description}</label>
        <textarea {...fields.props('description')} value={menu.description} onChange={onText('description')} rows={5} />
        {fields.error('description')}
      </div>
      <div className="field">
        <label htmlFor={fields.id('category')}>{t.category}</label>
        <select {...fields.props('category')} value={menu.category} onChange={onText('category')}>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {fields.error('category')}
      </div>
    </fieldset>
  );
}
