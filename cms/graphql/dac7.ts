/**
 * DAC7 over GraphQL (cms/domain/dac7/README.md): the talent's seller information (saved and read
 * back masked), their own yearly figures, and for admins the year's overview, the messages (draft,
 * correction, filed) and the files. Reading the XML writes an audit row per CPR number decrypted,
 * so it is a mutation. Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { dac7Csv, dpiXml } from '../domain/dac7/files';
import { dac7Overview, markDac7MessageFiled, messageForFile, prepareDac7Correction, prepareDac7Message } from '../domain/dac7/messages';
import { ownFiguresOfYear } from '../domain/dac7/report';
import { ownSellerInformation, saveSellerInformation } from '../domain/dac7/seller-information';
import { domain } from './errors';

const text = () => g.arg({ type: g.String });
/** Dates become ISO strings, as JSON would send them anyway. */
const json = (work: () => Promise<unknown>): Promise<any> => domain(async () => JSON.parse(JSON.stringify((await work()) ?? null)));
const year = g.arg({ type: g.nonNull(g.Int) });
const messageRefId = g.arg({ type: g.nonNull(g.String) });

export function dac7Extension(): Extension {
  return {
    query: {
      mySellerInformation: g.field({
        type: g.JSON,
        description: 'The signed-in talent’s seller information, the tax number masked',
        resolve: (_r, _a, context: KeystoneContext) => json(() => ownSellerInformation(context, actorOf(context))),
      }),
      myDac7Figures: g.field({
        type: g.JSON,
        description: 'The signed-in talent’s DAC7 figures per quarter of a year, in øre',
        args: { year },
        resolve: (_r, args, context: KeystoneContext) => json(() => ownFiguresOfYear(context, actorOf(context), args.year)),
      }),
      dac7Overview: g.field({
        type: g.JSON,
        description: 'Admins: the year’s reportable sellers, figures per quarter (øre) and messages',
        args: { year },
        resolve: (_r, args, context: KeystoneContext) => json(() => dac7Overview(context, actorOf(context), args)),
      }),
      dac7Csv: g.field({
        type: g.String,
        description: 'Admins: the year’s sellers and figures as CSV (the tax number masked)',
        args: { year },
        resolve: (_r, args, context: KeystoneContext) => domain(async () => dac7Csv(await dac7Overview(context, actorOf(context), args))),
      }),
    },
    mutation: {
      saveSellerInformation: g.field({
        type: g.JSON,
        args: {
          kind: text(),
          name: text(),
          birthDate: text(),
          street: text(),
          postcode: text(),
          city: text(),
          country: text(),
          taxCountry: text(),
          taxNumber: text(),
          cvr: text(),
          vatNumber: text(),
        },
        resolve: (_r, args, context: KeystoneContext) =>
          json(() =>
            saveSellerInformation(
              context,
              actorOf(context),
              Object.fromEntries(Object.entries(args).map(([key, value]) => [key, value ?? ''])) as Record<string, string>,
            ),
          ),
      }),
      prepareDac7Message: g.field({
        type: g.JSON,
        args: { year },
        resolve: (_r, args, context: KeystoneContext) => json(() => prepareDac7Message(context, actorOf(context), args)),
      }),
      prepareDac7Correction: g.field({
        type: g.JSON,
        args: { year },
        resolve: (_r, args, context: KeystoneContext) => json(() => prepareDac7Correction(context, actorOf(context), args)),
      }),
      markDac7MessageFiled: g.field({
        type: g.JSON,
        args: { messageRefId },
        resolve: (_r, args, context: KeystoneContext) => json(() => markDac7MessageFiled(context, actorOf(context), args.messageRefId)),
      }),
      dac7MessageXml: g.field({
        type: g.String,
        description: 'Admins: a kept message as DPI XML (decrypts the CPR numbers; each read is audited)',
        args: { messageRefId },
        resolve: (_r, args, context: KeystoneContext) =>
          domain(async () => {
            const { message, identities, taxNumbers } = await messageForFile(context, actorOf(context), args.messageRefId, 'DAC7 XML');
            return dpiXml(message, identities, taxNumbers);
          }),
      }),
    },
  };
}
