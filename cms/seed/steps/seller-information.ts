// Seed step: the demo talent's DAC7 seller information (persons, with made-up CPR numbers whose date
// part is the birth date), so their payouts are never withheld and the DAC7 report has whole sellers.
import type { KeystoneContext } from '@keystone-6/core/types';
import { encryptTaxNumber } from '../../domain/dac7/encryption';
import { maskCpr } from '../../domain/dac7/identifiers';
import { talents } from '../talent';

export async function seedSellerInformation(context: KeystoneContext, profileId: Map<string, string>) {
  await context.prisma.sellerInformation.createMany({
    data: talents.map((t, i) => {
      const talentId = profileId.get(t.key)!;
      const day = String((i % 28) + 1).padStart(2, '0');
      const cpr = `${day}0685${String(1000 + i * 7).padStart(4, '0')}`; // born 1985-06-DD (7th digit 1: the 1900s)
      return {
        talentId,
        kind: 'person',
        name: t.displayName,
        birthDate: new Date(`1985-06-${day}T00:00:00Z`),
        street: t.address.split(',')[0] || 'Vestergade 1',
        postcode: t.locations[0]?.postcode ?? '8000',
        city: t.city || 'Aarhus C',
        country: 'DK',
        taxCountry: 'DK',
        taxNumberEncrypted: encryptTaxNumber(cpr, talentId),
        taxNumberMasked: maskCpr(cpr),
      };
    }),
  });
}
