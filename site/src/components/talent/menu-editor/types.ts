/**
 * The shapes the menu editor's parts share. The menu is kept as the talent typed it (numbers as
 * text, prices in kroner) until the server validates it; site/src/lib/menu-editor.ts builds it
 * from a stored menu.
 */
import type { ChangeEvent } from 'react';

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
  instantBooking: boolean;
  allergens: string;
  images: string[];
  status: 'draft' | 'published' | 'archived';
};

export type EditorItem = EditorMenu['items'][number];

/** A Danish message per field name, as `saveTalentMenu` answers them. */
export type FieldErrors = Record<string, string>;

/** The one notice above the form: a refused save (with a link to the missing step) or a saved one. */
export type EditorMessage = { kind: 'error' | 'info'; text: string; href?: string | null };

export type Category = { value: string; label: string };

/** Makes the change handler of a text input, textarea or select bound to one menu field. */
export type OnText = (key: keyof EditorMenu) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
