// The home page's featured talent and menus (stars) and the demo customers' favourites.

/** In home-page order (position 1, 2, …). */
export const stars: ({ kind: 'talent'; talent: string } | { kind: 'menu'; menu: string })[] = [
  { kind: 'talent', talent: 'jonas' },
  { kind: 'menu', menu: 'sofie-klassiske' },
  { kind: 'talent', talent: 'nanna' },
  { kind: 'menu', menu: 'frederik-mobilbar' },
  { kind: 'menu', menu: 'ida-mocktails' },
  { kind: 'talent', talent: 'emil' },
];

/** [customer key, { menu } | { talent }] */
export const favourites: [string, { menu: string } | { talent: string }][] = [
  ['kunde', { menu: 'sofie-bobler' }],
  ['kunde', { menu: 'nanna-nordisk' }],
  ['kunde', { menu: 'jonas-bryllup' }],
  ['kunde', { menu: 'kasper-craft' }],
  ['kunde', { talent: 'jonas' }],
  ['lars', { menu: 'frederik-firma' }],
  ['lars', { talent: 'jonas' }],
  ['signe', { menu: 'ida-konfirmation' }],
  ['anne', { talent: 'nanna' }],
];
