/**
 * The DAC7 GraphQL documents (cms/graphql/dac7.ts): the domain computes, keeps and writes; the
 * browser only shows and downloads. Fixed documents; every value is a variable.
 */
export const dac7Documents = {
  overview: 'query BackofficeDac7Overview($year: Int!) { dac7Overview(year: $year) }',
  csv: 'query BackofficeDac7Csv($year: Int!) { dac7Csv(year: $year) }',
  prepare: 'mutation BackofficePrepareDac7($year: Int!) { prepareDac7Message(year: $year) }',
  correct: 'mutation BackofficeCorrectDac7($year: Int!) { prepareDac7Correction(year: $year) }',
  markFiled: 'mutation BackofficeFileDac7($messageRefId: String!) { markDac7MessageFiled(messageRefId: $messageRefId) }',
  /** Decrypts the CPR numbers on the server; each read is recorded there. */
  xml: 'mutation BackofficeDac7Xml($messageRefId: String!) { dac7MessageXml(messageRefId: $messageRefId) }',
} as const;
