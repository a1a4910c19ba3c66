/**
 * One image-path rule (cms/domain/images.ts) for what a list stores, what the talent's forms
 * accept and what a page shows: our own paths only, and never a path that climbs out with `..`.
 */
import { describe, expect, it } from 'vitest';
import { coverImage, isOwnImagePath, safeImagePath } from '../../cms/domain/images';
import { ownImageListProblem, ownImagePathProblem } from '../../cms/lists/shared';
import { menuEditorSchema } from '../../cms/domain/talent/menus';
import { presentationSchema } from '../../cms/domain/talent/profile';

const own = ['/uploads/3f2a-9c.webp', '/images/demo/menu-cocktails-1.svg'];
const foreign = [
  '/images/../../etc/passwd',
  '/images/demo/..%2f../x.svg',
  '/images/demo/../secret.svg',
  'https://tracker.example/pixel.gif',
  'javascript:alert(1)',
  '//tracker.example/x.png',
  'data:image/png;base64,AAAA',
  '/uploads/x.png',
];
const menu = {
  title: 'Gin og tonic',
  category: 'cocktails',
  minGuests: '10',
  maxGuests: '40',
  durationMinutes: '180',
  status: 'draft',
  priceKroner: '100',
};
const presentation = { headline: 'Cocktails til din fest', presentation: 'x'.repeat(60) };

describe('image paths', () => {
  it('accepts our own uploads and site images everywhere', () => {
    for (const path of own) {
      expect(isOwnImagePath(path), path).toBe(true);
      expect(safeImagePath(path), path).toBe(path);
      expect(ownImagePathProblem(path), path).toBeNull();
      expect(menuEditorSchema.safeParse({ ...menu, images: [path] }).success, path).toBe(true);
    }
    expect(coverImage([{ src: own[0] }, own[1]])).toBe(own[0]);
  });

  it('refuses `..`, external and script addresses in the lists, the talent forms and the pages alike', () => {
    for (const path of foreign) {
      expect(safeImagePath(path), path).toBeNull();
      expect(coverImage([path]), path).toBeNull();
      expect(ownImagePathProblem(path), path).toBe('Billedet skal være uploadet til MixBuddy');
      expect(ownImageListProblem([own[0], path]), path).toBe('Billedet skal være uploadet til MixBuddy');
      expect(menuEditorSchema.safeParse({ ...menu, images: [path] }).success, path).toBe(false);
      const photo = presentationSchema.safeParse({ ...presentation, photo: path });
      expect(photo.success ? null : photo.error.issues.map((issue) => issue.message), path).toContain(
        'Billedet kunne ikke findes — upload det igen',
      );
    }
  });
});
