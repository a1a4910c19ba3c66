/**
 * The MixBuddy data model: one Keystone list per file in cms/lists/ (docs/ARCHITECTURE.md,
 * "Data model").
 */
import { LimitCounter } from './cms/lists/LimitCounter';
import { AuthSession } from './cms/lists/AuthSession';
import { AuthToken } from './cms/lists/AuthToken';
import { Availability } from './cms/lists/Availability';
import { BankAccount } from './cms/lists/BankAccount';
import { Booking } from './cms/lists/Booking';
import { CalendarFeed } from './cms/lists/CalendarFeed';
import { Conversation } from './cms/lists/Conversation';
import { Counter } from './cms/lists/Counter';
import { DataExport } from './cms/lists/DataExport';
import { Dac7Message } from './cms/lists/Dac7Message';
import { ExternalBusyDay } from './cms/lists/ExternalBusyDay';
import { Favourite } from './cms/lists/Favourite';
import { FormDraft } from './cms/lists/FormDraft';
import { LedgerEntry } from './cms/lists/LedgerEntry';
import { Location } from './cms/lists/Location';
import { Menu } from './cms/lists/Menu';
import { Message } from './cms/lists/Message';
import { Payment } from './cms/lists/Payment';
import { Payoff } from './cms/lists/Payoff';
import { Receipt } from './cms/lists/Receipt';
import { Review } from './cms/lists/Review';
import { SellerInformation } from './cms/lists/SellerInformation';
import { SellerInformationRead } from './cms/lists/SellerInformationRead';
import { SellerInformationReminder } from './cms/lists/SellerInformationReminder';
import { Star } from './cms/lists/Star';
import { StatementMonth } from './cms/lists/StatementMonth';
import { SupportReply } from './cms/lists/SupportReply';
import { SupportRequest } from './cms/lists/SupportRequest';
import { StripeEvent } from './cms/lists/StripeEvent';
import { TalentProfile } from './cms/lists/TalentProfile';
import { User } from './cms/lists/User';

export const lists = {
  User,
  TalentProfile,
  Location,
  BankAccount,
  Menu,
  Availability,
  Favourite,
  Conversation,
  Message,
  Booking,
  Payment,
  LedgerEntry,
  StatementMonth,
  Payoff,
  Receipt,
  Counter,
  Star,
  Review,
  SupportRequest,
  SupportReply,
  StripeEvent,
  AuthToken,
  LimitCounter,
  AuthSession,
  FormDraft,
  CalendarFeed,
  ExternalBusyDay,
  DataExport,
  SellerInformation,
  SellerInformationRead,
  SellerInformationReminder,
  Dac7Message,
};
