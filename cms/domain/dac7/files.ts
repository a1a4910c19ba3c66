/**
 * The DAC7 files: the message in the OECD DPI XML format (`urn:oecd:ties:dpi:v1`, version 1.0) for
 * Skattestyrelsen, and a CSV of the same sellers and figures for the operator's own check.
 *
 * XML: MessageSpec, then one DPIBody with the PlatformOperator and one ReportableSeller per seller
 * (IndividualSeller with CPR or EntitySeller with CVR; the bank account as its IBAN; PersonalServices
 * with Consideration, NumberOfActivities, Fees and Taxes per quarter in whole kroner, DKK), each
 * with its DocSpec (DocTypeIndic, DocRefId and, for a correction, CorrMessageRefId and CorrDocRefId).
 * A seller who has not given their information is reported with what we know and TIN "NOTIN"
 * (unknown) — the back office shows them as missing, since Skattestyrelsen will ask.
 *
 * CSV (cms/domain/csv.ts, formula-safe): one row per seller and quarter, the figures to the øre and
 * as reported (whole kroner); the tax number only masked — the CPR in clear goes only to the XML.
 */
import { config } from '../../config';
import { toCsv, type CsvCell } from '../csv';
import { csvAmount } from '../wallet/statement-files';
import { danishIban } from './identifiers';
import type { Dac7MessageRow, Dac7Overview, MessageSeller, SellerIdentity } from './messages';
import { wholeKroner, type QuarterFigures } from './report';
import { el, renderXml, type XmlNode } from './xml';

export const DPI_NAMESPACE = 'urn:oecd:ties:dpi:v1';
const STF_NAMESPACE = 'urn:oecd:ties:dpistf:v1';
const ISO_NAMESPACE = 'urn:oecd:ties:isodpitypes:v1';

const QUARTERS = [1, 2, 3, 4] as const;

/** "2026-01-10T09:00:00.000" — the schema's dateTime without a zone, in UTC. */
const xmlTimestamp = (at: Date) => at.toISOString().replace('Z', '');

function addressOf(identity: { street: string; postcode: string; city: string; country: string }, legalAddressType: string) {
  return el(
    'dpi:Address',
    { legalAddressType },
    el('dpi:CountryCode', null, identity.country || 'DK'),
    el(
      'dpi:AddressFix',
      null,
      identity.street && el('dpi:Street', null, identity.street),
      identity.postcode && el('dpi:PostCode', null, identity.postcode),
      el('dpi:City', null, identity.city || '-'),
    ),
  );
}

function docSpec(doc: { docTypeIndic: string; docRefId: string; corrMessageRefId?: string | null; corrDocRefId?: string | null }) {
  return el(
    'dpi:DocSpec',
    null,
    el('stf:DocTypeIndic', null, doc.docTypeIndic),
    el('stf:DocRefId', null, doc.docRefId),
    doc.corrMessageRefId && el('stf:CorrMessageRefId', null, doc.corrMessageRefId),
    doc.corrDocRefId && el('stf:CorrDocRefId', null, doc.corrDocRefId),
  );
}

/** "Jens Peter Hansen" → FirstName "Jens Peter", LastName "Hansen" (one word: both). */
function personName(name: string) {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0];
  return el('dpi:Name', { nameType: 'OECD202' }, el('dpi:FirstName', null, words.join(' ') || last), el('dpi:LastName', null, last));
}

function financialIdentifier(identity: SellerIdentity) {
  if (!identity.bank) return null;
  return el(
    'dpi:FinancialIdentifier',
    null,
    el('dpi:Identifier', { AccountNumberType: 'IBAN' }, danishIban(identity.bank.registrationNumber, identity.bank.accountNumber)),
  );
}

function money(name: string, quarters: QuarterFigures[], pick: (q: QuarterFigures) => number) {
  return QUARTERS.map((q) => el(`dpi:${name}Q${q}`, { currCode: 'DKK' }, wholeKroner(pick(quarters[q - 1]))));
}

function reportableSeller(seller: MessageSeller, identity: SellerIdentity, taxNumber: string | undefined): XmlNode {
  const tin = (issuedBy: string, value: string | undefined) =>
    value ? el('dpi:TIN', { issuedBy }, value) : el('dpi:TIN', { unknown: 'true' }, 'NOTIN');
  const identityNode =
    identity.hasInformation && identity.kind === 'business'
      ? el(
          'dpi:EntitySeller',
          null,
          el(
            'dpi:Standard',
            null,
            el(
              'dpi:EntSellerID',
              null,
              el('dpi:ResCountryCode', null, identity.country),
              tin('DK', identity.cvr),
              el('dpi:IN', { issuedBy: 'DK', INType: 'BRN' }, identity.cvr),
              identity.vatNumber && el('dpi:VAT', null, identity.vatNumber),
              el('dpi:Name', null, identity.name),
              addressOf(identity, 'OECD303'),
            ),
            financialIdentifier(identity),
          ),
        )
      : el(
          'dpi:IndividualSeller',
          null,
          el(
            'dpi:Standard',
            null,
            el(
              'dpi:IndSellerID',
              null,
              el('dpi:ResCountryCode', null, identity.country),
              tin(identity.taxCountry, taxNumber),
              personName(identity.name),
              addressOf(identity, 'OECD302'),
              identity.birthDate && el('dpi:BirthInfo', null, el('dpi:BirthDate', null, identity.birthDate)),
            ),
            financialIdentifier(identity),
          ),
        );
  return el(
    'dpi:ReportableSeller',
    null,
    el('dpi:Identity', null, identityNode),
    el(
      'dpi:RelevantActivities',
      null,
      el(
        'dpi:PersonalServices',
        null,
        el('dpi:Consideration', null, ...money('Cons', seller.quarters, (q) => q.consideration)),
        el('dpi:NumberOfActivities', null, ...QUARTERS.map((q) => el(`dpi:NumbQ${q}`, null, seller.quarters[q - 1].activities))),
        el('dpi:Fees', null, ...money('Fees', seller.quarters, (q) => q.fees)),
        el('dpi:Taxes', null, ...money('Tax', seller.quarters, (q) => q.taxes)),
      ),
    ),
    docSpec(seller),
  );
}

/** The message as Skattestyrelsen receives it. */
export function dpiXml(message: Dac7MessageRow, identities: Map<string, SellerIdentity>, taxNumbers: Map<string, string>): string {
  const operator = config.sellerInformation.operator;
  const correction = message.messageTypeIndic === 'DPI402';
  return renderXml(
    el(
      'dpi:DPI_OECD',
      { 'xmlns:dpi': DPI_NAMESPACE, 'xmlns:stf': STF_NAMESPACE, 'xmlns:iso': ISO_NAMESPACE, version: '1.0' },
      el(
        'dpi:MessageSpec',
        null,
        operator.cvr && el('dpi:SendingEntityIN', null, operator.cvr),
        el('dpi:TransmittingCountry', null, 'DK'),
        el('dpi:ReceivingCountry', null, 'DK'),
        el('dpi:MessageType', null, 'DPI'),
        el('dpi:MessageRefId', null, message.messageRefId),
        el('dpi:MessageTypeIndic', null, message.messageTypeIndic),
        el('dpi:ReportingPeriod', null, `${message.year}-12-31`),
        el('dpi:Timestamp', null, xmlTimestamp(new Date(message.timestamp))),
      ),
      el(
        'dpi:DPIBody',
        null,
        el(
          'dpi:PlatformOperator',
          null,
          el('dpi:ResCountryCode', null, 'DK'),
          operator.cvr ? el('dpi:TIN', { issuedBy: 'DK' }, operator.cvr) : el('dpi:TIN', { unknown: 'true' }, 'NOTIN'),
          operator.cvr && el('dpi:IN', { issuedBy: 'DK', INType: 'BRN' }, operator.cvr),
          el('dpi:Name', null, operator.name),
          addressOf({ ...operator, country: 'DK' }, 'OECD304'),
          el('dpi:Nexus', null, 'RPONEX1'),
          el('dpi:AssumedReporting', null, 'false'),
          // A correction resends the operator unchanged (OECD0) under a new DocRefId.
          docSpec({ docTypeIndic: correction ? 'OECD0' : 'OECD1', docRefId: message.platformDocRefId }),
        ),
        ...message.sellers.map((seller) => reportableSeller(seller, identities.get(seller.talentId)!, taxNumbers.get(seller.talentId))),
      ),
    ),
  );
}

export const csvHeading = [
  'Talent-id',
  'Navn',
  'Type',
  'Skattenummer',
  'CVR',
  'Oplysninger givet',
  'Kvartal',
  'Vederlag (kr.)',
  'Vederlag indberettet (kr.)',
  'Antal bookinger',
  'Gebyrer (kr.)',
  'Gebyrer indberettet (kr.)',
  'Skat (kr.)',
  'Adresse',
];

/** The year's sellers and figures for the operator's own check (one row per seller and quarter). */
export function dac7Csv(overview: Dac7Overview): string {
  const rows: CsvCell[][] = [[`DAC7-indberetning ${overview.year}`], [], csvHeading];
  for (const seller of overview.sellers) {
    const who = seller.identity;
    for (const q of QUARTERS) {
      const figures = seller.quarters[q - 1];
      rows.push([
        seller.talentId,
        who.name,
        who.kind === 'business' ? 'Virksomhed' : 'Person',
        who.taxNumberMasked,
        who.cvr,
        who.hasInformation ? 'Ja' : 'Nej',
        `Q${q}`,
        figures.consideration,
        wholeKroner(figures.consideration) * 100,
        String(figures.activities),
        figures.fees,
        wholeKroner(figures.fees) * 100,
        figures.taxes,
        [who.street, `${who.postcode} ${who.city}`.trim(), who.country].filter(Boolean).join(', '),
      ]);
    }
  }
  for (const q of QUARTERS) {
    const total = overview.total[q - 1];
    rows.push(['I alt', '', '', '', '', '', `Q${q}`, total.consideration, '', String(total.activities), total.fees, '', total.taxes]);
  }
  return toCsv(rows, { formatNumber: csvAmount });
}

export const dac7FileName = (year: number, format: 'xml' | 'csv', messageRefId?: string) =>
  format === 'xml' ? `dac7-${year}-${messageRefId}.xml` : `dac7-${year}.csv`;
