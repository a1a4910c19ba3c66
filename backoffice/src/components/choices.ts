/** Choices for select fields and filters; labels are i18n keys (da.ts `mixbuddy.*`). */
const choices = (prefix: string, values: readonly string[]) => values.map((id) => ({ id, name: `mixbuddy.${prefix}.${id}` }));

export const bookingStatusChoices = choices('status', [
  'requested',
  'accepted',
  'paid',
  'completed',
  'declined',
  'expired',
  'cancelled',
  'refunded',
]);
export const openPayoffStatusChoices = choices('payoffStatus', ['requested', 'approved']);
export const closedPayoffStatusChoices = choices('payoffStatus', ['paid', 'rejected']);
export const roleChoices = choices('role', ['customer', 'talent', 'admin']);
export const conversationKindChoices = choices('kind', ['direct', 'booking']);
export const starKindChoices = choices('kind', ['talent', 'menu']);
export const yesNoChoices = [
  { id: 'yes', name: 'mixbuddy.yesNo.yes' },
  { id: 'no', name: 'mixbuddy.yesNo.no' },
];
