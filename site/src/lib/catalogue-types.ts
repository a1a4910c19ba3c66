/**
 * The shapes the menu and profile pages read (catalogue.ts through Keystone, public-read.ts
 * through Prisma): a leaf of their own, so the fast path does not import the module that calls it.
 */
import type { MenuSummary } from './menus';

/** `reviewer`: the writer's first name and the event's city, all anyone sees of them (cms/domain/booking/reviewer.ts). */
export type Review = {
  id: string;
  rating: number;
  body: string | null;
  createdAt: string;
  reviewer: { firstName: string | null; city: string | null };
};
export type AvailabilityRow = {
  kind: string;
  weekday: number | null;
  startTime: string | null;
  endTime: string | null;
  date: string | null;
  note?: string | null;
};

export type TalentDetail = {
  id: string;
  displayName: string;
  headline: string | null;
  presentation: string | null;
  specialities: string | null;
  photo: string | null;
  city: string | null;
  verifiedAt: string | null;
  createdAt: string;
  locations: { region: string; city: string | null; postcode: string | null; travelKm: number | null }[];
};

export type MenuDetail = MenuSummary & {
  description: string | null;
  items: unknown;
  durationMinutes: number;
  containsAlcohol: boolean;
  instantBooking: boolean;
  allergens: string | null;
  status: string;
  createdAt: string;
  talent: TalentDetail | null;
};
