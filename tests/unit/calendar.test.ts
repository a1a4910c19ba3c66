/**
 * The calendar domain's pure parts (cms/domain/calendar/): which days an iCal text blocks, which
 * URLs a talent may save, and the fetch guard refusing private and loopback addresses when
 * CALENDAR_ALLOW_PRIVATE_URLS is not set (as here); tests/security/ssrf.test.ts has the attack list.
 */
import { describe, expect, it, vi } from 'vitest';
import { busyDaysOfIcs } from '../../cms/domain/calendar/busy-days-of-ics';
import { externalCalendarSchema } from '../../cms/domain/calendar/external';
import { fetchIcs, isPublicAddress, UNREACHABLE } from '../../cms/domain/calendar/fetch-ics';
import { unavailableDays } from '../../cms/domain/booking/calendar';

const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap((lines, i) => ['BEGIN:VEVENT', `UID:e${i}@example.com`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

describe('busyDaysOfIcs', () => {
  it('an all-day event blocks its dates, DTEND exclusive', () => {
    const text = calendar(['DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270313', 'SUMMARY:Ferie']);
    expect(busyDaysOfIcs(text, '2027-03-01', '2027-03-31')).toEqual(['2027-03-10', '2027-03-11', '2027-03-12']);
  });

  it('a timed event blocks every Copenhagen day it touches (UTC and zoned times alike)', () => {
    const text = calendar(
      ['DTSTART;TZID=Europe/Copenhagen:20270605T220000', 'DTEND;TZID=Europe/Copenhagen:20270606T020000'],
      // 22:30 UTC on 9 July is 00:30 on 10 July in Copenhagen (summer time).
      ['DTSTART:20270709T223000Z', 'DTEND:20270709T233000Z'],
    );
    expect(busyDaysOfIcs(text, '2027-06-01', '2027-07-31')).toEqual(['2027-06-05', '2027-06-06', '2027-07-10']);
  });

  it("skips free, cancelled and MixBuddy's own events, and days outside the window", () => {
    const text = calendar(
      ['DTSTART;VALUE=DATE:20270801', 'TRANSP:TRANSPARENT'],
      ['DTSTART;VALUE=DATE:20270802', 'STATUS:CANCELLED'],
      ['DTSTART:20270803T160000Z', 'DTEND:20270803T190000Z'],
      ['DTSTART;VALUE=DATE:20280101'],
    ).replace('UID:e2@example.com', 'UID:booking-abc@feed.mixbuddy.dk');
    expect(busyDaysOfIcs(text, '2027-08-01', '2027-12-31')).toEqual([]);
  });

  it('expands a weekly event within the window', () => {
    const text = calendar([
      'DTSTART;TZID=Europe/Copenhagen:20270901T180000',
      'DTEND;TZID=Europe/Copenhagen:20270901T200000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
    ]);
    expect(busyDaysOfIcs(text, '2027-09-01', '2027-09-30')).toEqual(['2027-09-01', '2027-09-08', '2027-09-15']);
  });
});

describe('the external calendar URL', () => {
  it('takes http, https and webcal (as https); refuses other schemes in Danish', () => {
    expect(externalCalendarSchema.parse({ url: ' https://calendar.google.com/calendar/ical/x/basic.ics ' }).url).toBe(
      'https://calendar.google.com/calendar/ical/x/basic.ics',
    );
    expect(externalCalendarSchema.parse({ url: 'webcal://p01-caldav.icloud.com/published/2/abc' }).url).toBe(
      'https://p01-caldav.icloud.com/published/2/abc',
    );
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'kalender', '']) {
      const result = externalCalendarSchema.safeParse({ url });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0].message, url).toMatch(/^Skriv /);
    }
  });
});

describe('the fetch guard', () => {
  it('calls only plain public unicast addresses public (ipaddr.js ranges, IPv4-mapped unwrapped)', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::',
      '::1',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:0:0',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001:db8::1',
      'localhost',
      'ikke en adresse',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '142.250.74.46', '::ffff:8.8.8.8', '2a00:1450:400f:80d::200e'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback with the one message that reveals nothing, and other schemes before any request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchIcs('http://127.0.0.1:9/kalender.ics')).rejects.toThrow(UNREACHABLE);
    await expect(fetchIcs('http://[::1]:9/kalender.ics')).rejects.toThrow(UNREACHABLE);
    await expect(fetchIcs('http://[::ffff:7f00:1]:9/kalender.ics')).rejects.toThrow(UNREACHABLE);
    await expect(fetchIcs('http://localhost:9/kalender.ics')).rejects.toThrow(UNREACHABLE);
    await expect(fetchIcs('file:///etc/passwd')).rejects.toThrow('http:// eller https://');
    vi.restoreAllMocks();
  });
});

describe('unavailableDays (the menu page calendar)', () => {
  it('a blocked or busy day, and a weekday without weekly hours, cannot be picked', () => {
    const rows = [
      { kind: 'weekly', weekday: 4, date: null }, // Thursdays
      { kind: 'weekly', weekday: 5, date: null }, // Fridays
      { kind: 'blocked', weekday: null, date: '2027-03-12' }, // a Friday
    ];
    // 2027-03-08 is a Monday.
    expect(unavailableDays(rows, '2027-03-08', '2027-03-14')).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
  });

  it('a talent without weekly hours is free every day but the taken ones, across a month end', () => {
    const rows = [{ kind: 'blocked', weekday: null, date: '2027-03-01' }];
    expect(unavailableDays(rows, '2027-02-27', '2027-03-02')).toEqual(['2027-03-01']);
  });
});
