-- CreateTable
CREATE TABLE "SellerInformation" (
    "id" TEXT NOT NULL,
    "talent" TEXT,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "birthDate" DATE,
    "street" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'DK',
    "taxCountry" TEXT NOT NULL DEFAULT 'DK',
    "taxNumberEncrypted" TEXT NOT NULL DEFAULT '',
    "taxNumberMasked" TEXT NOT NULL DEFAULT '',
    "cvr" TEXT NOT NULL DEFAULT '',
    "vatNumber" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3),

    CONSTRAINT "SellerInformation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SellerInformationRead" (
    "id" TEXT NOT NULL,
    "reader" TEXT,
    "talent" TEXT,
    "purpose" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SellerInformationRead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SellerInformationReminder" (
    "id" TEXT NOT NULL,
    "talent" TEXT,
    "number" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SellerInformationReminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Dac7Message" (
    "id" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "messageRefId" TEXT NOT NULL DEFAULT '',
    "messageTypeIndic" TEXT NOT NULL,
    "correctsMessageRefId" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'draft',
    "platformDocRefId" TEXT NOT NULL DEFAULT '',
    "sellers" JSONB DEFAULT '[]',
    "timestamp" TIMESTAMP(3) NOT NULL,
    "filedAt" TIMESTAMP(3),
    "filedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Dac7Message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SellerInformation_talent_idx" ON "SellerInformation"("talent");

-- CreateIndex
CREATE UNIQUE INDEX "SellerInformation_talent_key" ON "SellerInformation"("talent");

-- CreateIndex
CREATE INDEX "SellerInformationRead_reader_idx" ON "SellerInformationRead"("reader");

-- CreateIndex
CREATE INDEX "SellerInformationRead_talent_idx" ON "SellerInformationRead"("talent");

-- CreateIndex
CREATE INDEX "SellerInformationRead_talent_createdAt_idx" ON "SellerInformationRead"("talent", "createdAt");

-- CreateIndex
CREATE INDEX "SellerInformationReminder_talent_idx" ON "SellerInformationReminder"("talent");

-- CreateIndex
CREATE UNIQUE INDEX "SellerInformationReminder_talent_number_key" ON "SellerInformationReminder"("talent", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Dac7Message_messageRefId_key" ON "Dac7Message"("messageRefId");

-- CreateIndex
CREATE INDEX "Dac7Message_filedBy_idx" ON "Dac7Message"("filedBy");

-- CreateIndex
CREATE INDEX "Dac7Message_year_createdAt_idx" ON "Dac7Message"("year", "createdAt");

-- AddForeignKey
ALTER TABLE "SellerInformation" ADD CONSTRAINT "SellerInformation_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SellerInformationRead" ADD CONSTRAINT "SellerInformationRead_reader_fkey" FOREIGN KEY ("reader") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SellerInformationRead" ADD CONSTRAINT "SellerInformationRead_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SellerInformationReminder" ADD CONSTRAINT "SellerInformationReminder_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dac7Message" ADD CONSTRAINT "Dac7Message_filedBy_fkey" FOREIGN KEY ("filedBy") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
