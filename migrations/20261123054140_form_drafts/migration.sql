-- CreateTable
CREATE TABLE "FormDraft" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL DEFAULT '',
    "json" TEXT NOT NULL DEFAULT '',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormDraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FormDraft_tokenHash_key" ON "FormDraft"("tokenHash");

-- CreateIndex
CREATE INDEX "FormDraft_expiresAt_idx" ON "FormDraft"("expiresAt");
