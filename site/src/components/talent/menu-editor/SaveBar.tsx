/**
 * The menu's status and the save button. Publishing is a status like the others; the server
 * decides whether the talent may publish yet. The button waits while a save or an upload runs, so
 * a menu is never saved without an image that is still on its way.
 */
import { talentCopy } from '../../../i18n/talent';
import type { Fields } from './fields';
import type { EditorMenu, OnText } from './types';

const t = talentCopy.editor;

type Props = {
  status: EditorMenu['status'];
  saving: boolean;
  uploading: boolean;
  fields: Fields;
  onText: OnText;
};

export default function SaveBar({ status, saving, uploading, fields, onText }: Props) {
  return (
    <fieldset className="panel">
      <legend>
        <h2>{t.status}</h2>
      </legend>
      <div className="field">
        <label htmlFor={fields.id('status')}>{t.status}</label>
        <select {...fields.props('status')} value={status} onChange={onText('status')}>
          {t.statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {fields.error('status')}
      </div>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? t.saving : t.save}
        </button>
        <a href="/my-menus">{t.backToMenus}</a>
      </div>
    </fieldset>
  );
}
