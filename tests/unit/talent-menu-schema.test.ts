/** The menu editor's input rules: kroner as people type them become whole øre; bad input is refused in Danish. */
import { describe, expect, it } from 'vitest';
import { menuEditorSchema } from '../../cms/domain/talent/menus';

const base = { title: 'Gin og tonic', category: 'cocktails', minGuests: '10', maxGuests: '40', durationMinutes: '180', status: 'draft' };
const parse = (input: Record<string, unknown>) => menuEditorSchema.safeParse({ ...base, ...input });
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('menu editor input', () => {
  it('reads Danish and plain notations of kroner', () => {
    for (const [typed, kroner] of [
      ['249,50', 249.5],
      ['1.249,50', 1249.5],
      ['249.5', 249.5],
      ['249', 249],
      [199, 199],
    ] as const) {
      const result = parse({ priceKroner: typed });
      expect(result.success && result.data.priceKroner, String(typed)).toBe(kroner);
    }
  });

  it('refuses a negative price, fractions of øre, and max guests below min', () => {
    expect(messages({ priceKroner: '-10' })).toContain('Prisen kan ikke være negativ');
    expect(messages({ priceKroner: '10,555' })).toContain('Prisen kan højst have to decimaler (øre)');
    expect(messages({ priceKroner: 'gratis' })).toContain('Skriv prisen pr. gæst i kroner');
    expect(messages({ priceKroner: '100', minGuests: '20', maxGuests: '5' })).toContain(
      'Maksimum antal gæster kan ikke være mindre end minimum',
    );
  });

  it('accepts only uploaded or shipped image paths', () => {
    expect(parse({ priceKroner: '100', images: ['/uploads/3f2a-9c.webp', '/images/demo/menu-vin-1.svg'] }).success).toBe(true);
    expect(messages({ priceKroner: '100', images: ['javascript:alert(1)'] })).toContain(
      'Et af billederne kunne ikke findes — upload det igen',
    );
  });
});
