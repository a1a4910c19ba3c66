/** Who a seller is for DAC7: a person (CPR) or a business (CVR). Pure, so the lists may import it. */
export const sellerKinds = ['person', 'business'] as const;
export type SellerKind = (typeof sellerKinds)[number];
