/** Pure and server-free: the back office's choices import it (cms/domain/support.ts pulls in email). */
/** What a request is about (the form's select and the list's options). */
export const supportTopics = [
  { label: 'Booking', value: 'booking' },
  { label: 'Betaling og refusion', value: 'betaling' },
  { label: 'Min konto', value: 'konto' },
  { label: 'Bliv talent', value: 'talent' },
  { label: 'Andet', value: 'andet' },
] as const;
