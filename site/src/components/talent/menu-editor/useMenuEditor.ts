/**
 * The editor's state: everything the talent types lives here until a save succeeds. A refused
 * save (validation, publishing rule, network) only sets Danish messages next to the fields, it
 * never resets the form, so no work is lost. The first save of a new menu moves the address to
 * /edit-menu/{id} without a reload, so a later reload opens the saved menu.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { focusFirstError } from '../../../lib/form-errors';
import { talentCopy } from '../../../i18n/talent';
import { saveMenu, uploadImage } from './api';
import { fieldWiring } from './fields';
import type { EditorMenu, EditorMessage, FieldErrors, OnText } from './types';

const t = talentCopy.editor;

export function useMenuEditor(initialId: string | null, initial: EditorMenu) {
  const [menuId, setMenuId] = useState(initialId);
  const [menu, setMenu] = useState<EditorMenu>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Marks the island as interactive; the e2e tests wait for it before typing.
  const [hydrated, setHydrated] = useState(false);
  const ids = useId();
  // A refused save moves the focus to the first error once the errors are on screen.
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (refusals) focusFirstError(formRef.current);
  }, [refusals]);

  // A field the talent changes after a refused save loses its error (and aria-invalid) at once: the
  // message was about the old text. The next save checks it again.
  const clearError = (name: string) =>
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _cleared, ...rest } = e;
      return rest;
    });
  const set = <K extends keyof EditorMenu>(key: K, value: EditorMenu[K]) => {
    clearError(key);
    setMenu((m) => ({ ...m, [key]: value }));
  };
  const onText: OnText = (key) => (event) => set(key, event.target.value as never);

  const setItem = (index: number, key: 'name' | 'description', value: string) => {
    clearError('items');
    setMenu((m) => ({ ...m, items: m.items.map((item, i) => (i === index ? { ...item, [key]: value } : item)) }));
  };
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
        const { path, error } = await uploadImage(file);
        if (!path) {
          setErrors((e) => ({ ...e, images: `${file.name}: ${error ?? t.networkError}` }));
          continue;
        }
        setMenu((m) => ({ ...m, images: [...m.images, path] }));
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
      const result = await saveMenu(menuId, menu);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        // Field problems stand by their fields; only a problem without a field goes up here.
        const hasFieldErrors = Object.keys(result.fieldErrors ?? {}).length > 0;
        setMessage({
          kind: 'error',
          text: hasFieldErrors ? t.failed : `${t.failed} ${result.message ?? ''}`.trim(),
          href: result.missingStepHref,
        });
        setRefusals((n) => n + 1);
        return;
      }
      setErrors({});
      if (!menuId && result.menuId) {
        setMenuId(result.menuId);
        window.history.replaceState(null, '', `/edit-menu/${result.menuId}`);
      }
      const text = result.status === 'pending' ? t.savedPending : result.status === 'published' ? t.savedPublished : t.saved;
      setMessage({ kind: 'info', text });
    } catch {
      setMessage({ kind: 'error', text: t.networkError });
      setRefusals((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  return {
    menuId,
    menu,
    message,
    saving,
    uploading,
    hydrated,
    formRef,
    fields: fieldWiring(ids, errors),
    set,
    onText,
    setItem,
    moveItem,
    moveImage,
    upload,
    save,
  };
}
