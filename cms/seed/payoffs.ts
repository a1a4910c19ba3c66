// Demo payoffs: talent asking to be paid their available balance, in every status.

export type PayoffSeed = {
  talent: string;
  status: 'requested' | 'approved' | 'paid' | 'rejected';
  daysAgo: number;
  /** Share of the balance the talent could ask for on that day (rounded down to whole kroner). */
  share: number;
  rejectionReason?: string;
};

/** In the order they were requested per talent (oldest first). */
export const payoffs: PayoffSeed[] = [
  {
    talent: 'jonas',
    status: 'rejected',
    daysAgo: 30,
    share: 0.5,
    rejectionReason: 'Reg.nr. og kontonummer passede ikke sammen. Ret dine bankoplysninger, og anmod om udbetalingen igen.',
  },
  { talent: 'jonas', status: 'paid', daysAgo: 14, share: 1 },
  { talent: 'jonas', status: 'requested', daysAgo: 1, share: 0.6 },
  { talent: 'sofie', status: 'approved', daysAgo: 3, share: 0.8 },
  { talent: 'frederik', status: 'paid', daysAgo: 20, share: 0.75 },
  { talent: 'frederik', status: 'requested', daysAgo: 2, share: 0.5 },
  {
    talent: 'mads',
    status: 'rejected',
    daysAgo: 10,
    share: 0.3,
    rejectionReason: 'Vi mangler at bekræfte din identitet. Kontakt support, så hjælper vi dig videre.',
  },
  { talent: 'amalie', status: 'paid', daysAgo: 6, share: 1 },
  { talent: 'emil', status: 'approved', daysAgo: 2, share: 1 },
  { talent: 'nanna', status: 'requested', daysAgo: 1, share: 1 },
];
