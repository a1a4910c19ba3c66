/**
 * What people are told while the database cannot be reached (cms/db/unavailable.ts): the site's
 * error page, GraphQL's error message and the JSON routes' answer. It says the fault is ours and
 * passing — never that their input was wrong.
 */
export const unavailableCopy = {
  title: 'MixBuddy er midlertidigt utilgængelig',
  /** The one-line answer of GraphQL and the JSON routes. */
  message: 'MixBuddy er midlertidigt utilgængelig. Prøv igen om lidt.',
  explanation:
    'Vi kan ikke hente eller gemme data lige nu, så siden kan ikke vises. Det er ikke noget, du har gjort. Prøv igen om lidt — MixBuddy virker igen, så snart forbindelsen er tilbage.',
  retry: 'Prøv igen',
};
