/**
 * What a person reads when the server has too many password checks waiting (cms/auth/passwords.ts):
 * on /login, from `authenticateUserWithPassword`, and when registering or changing a password.
 * Pure and server-free.
 */
export const PASSWORDS_BUSY = 'Der er travlt hos MixBuddy lige nu. Vent et øjeblik, og prøv igen.';
