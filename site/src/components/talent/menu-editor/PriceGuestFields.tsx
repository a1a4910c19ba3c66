/**
 * Price, duration, guest limits, alcohol and allergens. All are typed as text (the price in kroner,
 * Danish decimal comma allowed); the server parses them and stores øre, so a half-typed number is
 * never lost to a conversion here.
 */
import { talentCopy } from '../../../i18n/talent';
import type { Fields } from './fields';
import type { EditorMenu, OnText } from './types';

const t = talentCopy.editor;

type Props = {
  menu: EditorMenu;
  fields: Fields;
  onText: OnText;
  setContainsAlcohol: (value: boolean) => void;
  setInstantBooking: (value: boolean) => void;
};

export default function PriceGuestFields({ menu, fields, onText, setContainsAlcohol, setInstantBooking }: Props) {
  return (
    <fieldset className="panel">
      <legend>
        <h2>{t.priceAndGuests}</h2>
      </legend>
      <div className="form-row">
        <div className="field">
          <label htmlFor={fields.id('priceKroner')}>{t.price}</label>
          <input {...fields.props('priceKroner')} inputMode="decimal" value={menu.priceKroner} onChange={onText('priceKroner')} />
          <span className="field-hint">{t.priceHint}</span>
          {fields.error('priceKroner')}
        </div>
        <div className="field">
          <label htmlFor={fields.id('durationMinutes')}>{t.duration}</label>
          <input
            {...fields.props('durationMinutes')}
            inputMode="numeric"
            value={menu.durationMinutes}
            onChange={onText('durationMinutes')}
          />
          {fields.error('durationMinutes')}
        </div>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={fields.id('minGuests')}>{t.minGuests}</label>
          <input {...fields.props('minGuests')} inputMode="numeric" value={menu.minGuests} onChange={onText('minGuests')} />
          {fields.error('minGuests')}
        </div>
        <div className="field">
          <label htmlFor={fields.id('maxGuests')}>{t.maxGuests}</label>
          <input {...fields.props('maxGuests')} inputMode="numeric" value={menu.maxGuests} onChange={onText('maxGuests')} />
          {fields.error('maxGuests')}
        </div>
      </div>
      <label className="check">
        <input type="checkbox" checked={menu.containsAlcohol} onChange={(e) => setContainsAlcohol(e.target.checked)} /> {t.containsAlcohol}
      </label>
      <label className="check">
        <input type="checkbox" name="instantBooking" checked={menu.instantBooking} onChange={(e) => setInstantBooking(e.target.checked)} />{' '}
        {t.instantBooking}
      </label>
      <div className="field">
        <label htmlFor={fields.id('allergens')}>{t.allergens}</label>
        <input {...fields.props('allergens')} value={menu.allergens} onChange={onText('allergens')} placeholder={t.allergensHint} />
        {fields.error('allergens')}
      </div>
    </fieldset>
  );
}
