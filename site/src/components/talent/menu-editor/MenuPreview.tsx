/**
 * A live card of the menu as customers will see it, next to the form. It reads the typed text
 * as it is: an unparseable price shows "–" rather than a guess.
 */
import { useMemo } from 'react';
import { formatKroner, parseKroner } from '../../../../../cms/domain/money';
import { talentCopy } from '../../../i18n/talent';
import type { Category, EditorMenu } from './types';

const t = talentCopy.editor;

/** The typed kroner text ("249,50", "1.250,00" or "249.5") as the one Danish kroner format. */
function previewPrice(kroner: string) {
  const value = parseKroner(kroner);
  return Number.isFinite(value) ? formatKroner(value) : '–';
}

type Props = {
  menu: EditorMenu;
  categories: Category[];
  talentName: string;
  headingId: string;
};

export default function MenuPreview({ menu, categories, talentName, headingId }: Props) {
  const categoryLabel = useMemo(() => categories.find((c) => c.value === menu.category)?.label ?? '', [categories, menu.category]);
  return (
    <aside className="editor-preview panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.preview}</h2>
      <p className="muted small">{t.previewLead}</p>
      <article className="preview-card" data-testid="menu-preview">
        {menu.images[0] && <img src={menu.images[0]} alt="" width={480} height={320} />}
        {categoryLabel && <span className="tag">{categoryLabel}</span>}
        <h3>{menu.title || t.title}</h3>
        <p className="muted">{talentName}</p>
        <p className="price">
          <strong>{previewPrice(menu.priceKroner)}</strong> <span className="muted">{t.perGuest}</span>
        </p>
        <p className="small">
          {t.guests(Number(menu.minGuests) || 0, Number(menu.maxGuests) || 0)} · {t.hours(Number(menu.durationMinutes) || 0)} ·{' '}
          {menu.containsAlcohol ? t.withAlcohol : t.alcoholFree}
        </p>
        {menu.description && <p>{menu.description}</p>}
        {menu.items.length > 0 && (
          <ol>
            {menu.items.map((item, index) => (
              <li key={index}>
                <strong>{item.name}</strong>
                {item.description && ` — ${item.description}`}
              </li>
            ))}
          </ol>
        )}
        {menu.allergens && (
          <p className="small">
            {t.allergens}: {menu.allergens}
          </p>
        )}
      </article>
    </aside>
  );
}
