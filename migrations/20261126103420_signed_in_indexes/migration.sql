-- CreateIndex
CREATE INDEX "Message_conversation_createdAt_idx" ON "Message"("conversation", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_talent_createdAt_idx" ON "LedgerEntry"("talent", "createdAt");

-- CreateIndex
CREATE INDEX "Payoff_talent_createdAt_idx" ON "Payoff"("talent", "createdAt");

-- CreateIndex
CREATE INDEX "Receipt_customer_issuedAt_idx" ON "Receipt"("customer", "issuedAt");
