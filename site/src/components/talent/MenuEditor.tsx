/**
 * The menu editor (React island) for /new-menu and /edit-menu/{id}.
 *
 * Everything the talent types lives in this component's state until a save succeeds: a refused
 * save (validation, publishing rule, network) only adds Danish messages next to the fields, it
 * never resets the form. Saving calls the `saveTalentMenu` mutation, which validates on the
 * server (cms/domain/talent/menus.ts) and answers with a message per field. Prices are typed in
 * kroner; the server stores øre. Images go to /api/uploads/images (checked and resized there).
 */
import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatKroner } from '../../../../cms/domain/money';
import { talentCopy } from '../../i18n/talent';

const t = talentCopy.editor;

export type EditorMenu = {
  title: string;
  description: string;
  category: string;
  items: { name: string; description: string }[];
  priceKroner: string;
  minGuests: string;
  maxGuests: string;
  durationMinutes: string;
  containsAlcohol: boolean;
  allergens: string;
  images: string[];
  status: 'draft' | 'published' | 'archived';
};

type Props = {
  menuId: string | null;
  initial: EditorMenu;
  categories: { value: string; label: string }[];
  missingSteps: { label: string; href: string }[];
  talentName: string;
};

type SaveResponse = {
  ok: boolean;
  menuId: string | null;
  message: string | null;
  fieldErrors: Record<string, string>;
  missingStepHref: string | null;
};

const SAVE_MENU = `mutation SaveTalentMenu($id: ID, $data: JSON!) {
  saveTalentMenu(id: $id, data: $data) { ok menuId message fieldErrors missingStepHref }
}`;


function previewPrice(kroner: string) {
  const value = Number(kroner.includes(',') ? kroner.replace(/\./g, '').replace(',', '.') : kroner);
  return Number.isFinite(value) && kroner.trim() !== '' ? formatKroner(value) : '–';
}

export default function MenuEditor({ menuId: initialId, initial, categories, missingSteps, talentName }: Props) {
  const [menuId, setMenuId] = useState(initialId);
  const [menu, setMenu] = useState<EditorMenu>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string; href?: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const ids = useId();

  useEffect(() => setHydrated(true), []);

  const set = <K extends keyof EditorMenu>(key: K, value: EditorMenu[K]) => setMenu((m) => ({ ...m, [key]: value }));
  const onText = (key: keyof EditorMenu) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(key, event.target.value as never);

  const setItem = (index: number, key: 'name' | 'description', value: string) =>
    setMenu((m) => ({ ...m, items: m.items.map((item, i) => (i === index ? { ...item, [key]: value } : item)) }));
  const moveItem = (index: number, delta: number) =>
    setMenu((m) => {
      const items = [...m.items];
      const target = index + delta;
      if (target < 0 || target >= items.length) return m;
      [items[index], items[target]] = [items[target], items[index]];
      return { ...m, items };
    });
  const moveImage = (index: number, target: number) =>
    setMenu((m) => {
      const images = [...m.images];
      const [image] = images.splice(index, 1);
      images.splice(target, 0, image);
      return { ...m, images };
    });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setUploading(true);
    setErrors((e) => ({ ...e, images: '' }));
    try {
      for (const file of files) {
        const body = new FormData();
        body.append('file', file);
        const response = await fetch('/api/uploads/images', { method: 'POST', body, credentials: 'same-origin' });
        const answer = (await response.json().catch(() => ({}))) as { path?: string; error?: string };
        if (!response.ok || !answer.path) {
          setErrors((e) => ({ ...e, images: `${file.name}: ${answer.error ?? t.networkError}` }));
          continue;
        }
        setMenu((m) => ({ ...m, images: [...m.images, answer.path!] }));
      }
    } catch {
      setErrors((e) => ({ ...e, images: t.networkError }));
    } finally {
      setUploading(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SAVE_MENU, variables: { id: menuId, data: menu } }),
      });
      const json = (await response.json()) as { data?: { saveTalentMenu: SaveResponse }; errors?: { message: string }[] };
      const result = json.data?.saveTalentMenu;
      if (!result) throw new Error(json.errors?.[0]?.message ?? 'unknown');
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        // Field problems stand by their fields; only a problem without a field goes up here.
        const hasFieldErrors = Object.keys(result.fieldErrors ?? {}).length > 0;
        setMessage({ kind: 'error', text: hasFieldErrors ? t.failed : `${t.failed} ${result.message ?? ''}`.trim(), href: result.missingStepHref });
        return;
      }
      setErrors({});
      if (!menuId && result.menuId) {
        setMenuId(result.menuId);
        window.history.replaceState(null, '', `/edit-menu/${result.menuId}`);
      }
      setMessage({ kind: 'info', text: menu.status === 'published' ? t.savedPublished : t.saved });
    } catch {
      setMessage({ kind: 'error', text: t.networkError });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: string) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });
  const errorFor = (name: string) =>
    errors[name] ? (
      <span className="field-error" id={`${ids}-${name}-error`}>
        {errors[name]}
      </span>
    ) : null;
  const categoryLabel = useMemo(() => categories.find((c) => c.value === menu.category)?.label ?? '', [categories, menu.category]);

  return (
    <div className="editor" data-hydrated={hydrated ? 'true' : undefined}>
      <form className="form-stack" onSubmit={save} noValidate aria-busy={saving}>
        {missingSteps.length > 0 && (
          <div className="alert alert-info" data-testid="onboarding-missing">
            <p>{t.onboardingMissing}</p>
            <ul>
              {missingSteps.map((step) => (
                <li key={step.href}>
                  <a href={step.href}>{step.label}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {message && (
          <div className={`alert ${message.kind === 'error' ? 'alert-error' : 'alert-info'}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            <p>{message.text}</p>
            {message.href && <a href={message.href}>{t.finishStep}</a>}
            {message.kind === 'info' && menuId && menu.status === 'published' && <a href={`/menu/${menuId}`}>{t.seePublic}</a>}
          </div>
        )}

        <fieldset className="panel">
          <legend>
            <h2>{t.basics}</h2>
          </legend>
          <div className="field">
            <label htmlFor={`${ids}-title`}>{t.title}</label>
            <input {...field('title')} value={menu.title} onChange={onText('title')} maxLength={120} required />
            {errorFor('title')}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-description`}>{t.description}</label>
            <textarea {...field('description')} value={menu.description} onChange={onText('description')} rows={5} />
            {errorFor('description')}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-category`}>{t.category}</label>
            <select {...field('category')} value={menu.category} onChange={onText('category')}>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {errorFor('category')}
          </div>
        </fieldset>

        <fieldset className="panel">
          <legend>
            <h2>{t.items}</h2>
          </legend>
          <p className="muted">{t.itemsLead}</p>
          {errorFor('items')}
          <ol className="plain-list">
            {menu.items.map((item, index) => (
              <li key={index} className="item-row" aria-label={t.itemLabel(index + 1)}>
                <div className="field">
                  <label htmlFor={`${ids}-item-${index}-name`}>
                    {t.itemName} ({index + 1})
                  </label>
                  <input id={`${ids}-item-${index}-name`} value={item.name} onChange={(e) => setItem(index, 'name', e.target.value)} maxLength={120} />
                </div>
                <div className="field">
                  <label htmlFor={`${ids}-item-${index}-description`}>
                    {t.itemDescription} ({index + 1})
                  </label>
                  <input id={`${ids}-item-${index}-description`} value={item.description} onChange={(e) => setItem(index, 'description', e.target.value)} maxLength={500} />
                </div>
                <div className="actions">
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => moveItem(index, -1)} disabled={index === 0}>
                    {t.moveUp}
                    <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
                  </button>
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => moveItem(index, 1)} disabled={index === menu.items.length - 1}>
                    {t.moveDown}
                    <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
                  </button>
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => set('items', menu.items.filter((_, i) => i !== index))}>
                    {t.removeItem}
                    <span className="visually-hidden"> {t.itemLabel(index + 1)}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <div>
            <button type="button" className="btn btn-ghost" onClick={() => set('items', [...menu.items, { name: '', description: '' }])}>
              {t.addItem}
            </button>
          </div>
        </fieldset>

        <fieldset className="panel">
          <legend>
            <h2>{t.priceAndGuests}</h2>
          </legend>
          <div className="form-row">
            <div className="field">
              <label htmlFor={`${ids}-priceKroner`}>{t.price}</label>
              <input {...field('priceKroner')} inputMode="decimal" value={menu.priceKroner} onChange={onText('priceKroner')} />
              <span className="field-hint">{t.priceHint}</span>
              {errorFor('priceKroner')}
            </div>
            <div className="field">
              <label htmlFor={`${ids}-durationMinutes`}>{t.duration}</label>
              <input {...field('durationMinutes')} inputMode="numeric" value={menu.durationMinutes} onChange={onText('durationMinutes')} />
              {errorFor('durationMinutes')}
            </div>
          </div>
          <div className="form-row">
            <div className="field">
              <label htmlFor={`${ids}-minGuests`}>{t.minGuests}</label>
              <input {...field('minGuests')} inputMode="numeric" value={menu.minGuests} onChange={onText('minGuests')} />
              {errorFor('minGuests')}
            </div>
            <div className="field">
              <label htmlFor={`${ids}-maxGuests`}>{t.maxGuests}</label>
              <input {...field('maxGuests')} inputMode="numeric" value={menu.maxGuests} onChange={onText('maxGuests')} />
              {errorFor('maxGuests')}
            </div>
          </div>
          <label className="check">
            <input type="checkbox" checked={menu.containsAlcohol} onChange={(e) => set('containsAlcohol', e.target.checked)} /> {t.containsAlcohol}
          </label>
          <div className="field">
            <label htmlFor={`${ids}-allergens`}>{t.allergens}</label>
            <input {...field('allergens')} value={menu.allergens} onChange={onText('allergens')} placeholder={t.allergensHint} />
            {errorFor('allergens')}
          </div>
        </fieldset>

        <fieldset className="panel">
          <legend>
            <h2>{t.images}</h2>
          </legend>
          <p className="muted">{t.imagesLead}</p>
          {menu.images.length > 0 && (
            <ul className="image-grid">
              {menu.images.map((src, index) => (
                <li key={src}>
                  <img src={src} alt={t.imageAlt(index + 1)} width={240} height={160} />
                  <div className="actions">
                    {index > 0 && (
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => moveImage(index, 0)}>
                        {t.makeCover}
                        <span className="visually-hidden"> {t.imageAlt(index + 1)}</span>
                      </button>
                    )}
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => set('images', menu.images.filter((_, i) => i !== index))}>
                      {t.removeImage}
                      <span className="visually-hidden"> {t.imageAlt(index + 1)}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="field">
            <label htmlFor={`${ids}-images`}>{uploading ? t.uploading : t.upload}</label>
            <input
              {...field('images')}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
              onChange={upload}
              disabled={uploading}
            />
            {errorFor('images')}
          </div>
        </fieldset>

        <fieldset className="panel">
          <legend>
            <h2>{t.status}</h2>
          </legend>
          <div className="field">
            <label htmlFor={`${ids}-status`}>{t.status}</label>
            <select {...field('status')} value={menu.status} onChange={onText('status')}>
              {t.statusOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errorFor('status')}
          </div>
          <div className="actions">
            <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
              {saving ? t.saving : t.save}
            </button>
            <a href="/my-menus">{t.backToMenus}</a>
          </div>
        </fieldset>
      </form>

      <aside className="editor-preview panel" aria-labelledby={`${ids}-preview`}>
        <h2 id={`${ids}-preview`}>{t.preview}</h2>
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
    </div>
  );
}
