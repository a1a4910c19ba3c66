/**
 * The Danish words of the talent's iCal feed (cms/domain/calendar/feed.ts): what a booking is
 * called in Google Calendar, Outlook or the iPhone's calendar. Pure and server-free.
 */
const statusWord: Record<string, string> = {
  requested: 'Forespørgsel',
  accepted: 'Bekræftet (afventer betaling)',
  paid: 'Bekræftet',
  completed: 'Bekræftet',
};

export const feedCopy = {
  calendarName: 'MixBuddy – mine bookinger',
  calendarDescription: 'Dine forespørgsler og bekræftede bookinger fra MixBuddy.',
  someMenu: 'en menu',
  /** "Bekræftet: Cocktails til julefrokosten (12 gæster)" */
  summary: (status: string, menu: string, guests: number) =>
    `${statusWord[status] ?? 'Booking'}: ${menu} (${guests} ${guests === 1 ? 'gæst' : 'gæster'})`,
  description: (status: string, customer: string, link: string) =>
    [
      status === 'requested'
        ? 'Forespørgslen venter på dit svar.'
        : status === 'accepted'
          ? 'Du har accepteret – kunden har ikke betalt endnu.'
          : 'Bookingen er betalt.',
      customer ? `Kunde: ${customer}` : '',
      `Se bookingen i MixBuddy: ${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
};
