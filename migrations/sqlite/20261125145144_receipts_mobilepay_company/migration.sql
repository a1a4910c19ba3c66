-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "paymentMethod" TEXT;

-- CreateTable
CREATE TABLE "Receipt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL,
    "booking" TEXT,
    "payment" TEXT,
    "customer" TEXT,
    "original" TEXT,
    "amount" INTEGER NOT NULL DEFAULT 0,
    "feeAmount" INTEGER NOT NULL DEFAULT 0,
    "feeVatAmount" INTEGER NOT NULL DEFAULT 0,
    "paymentMethod" TEXT,
    "menuTitle" TEXT NOT NULL DEFAULT '',
    "guests" INTEGER NOT NULL DEFAULT 0,
    "eventStartsAt" DATETIME,
    "customerName" TEXT NOT NULL DEFAULT '',
    "talentName" TEXT NOT NULL DEFAULT '',
    "talentCvr" TEXT NOT NULL DEFAULT '',
    "companyName" TEXT NOT NULL DEFAULT '',
    "companyCvr" TEXT NOT NULL DEFAULT '',
    "companyEan" TEXT NOT NULL DEFAULT '',
    "companyReference" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Receipt_booking_fkey" FOREIGN KEY ("booking") REFERENCES "Booking" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Receipt_payment_fkey" FOREIGN KEY ("payment") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Receipt_customer_fkey" FOREIGN KEY ("customer") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Receipt_original_fkey" FOREIGN KEY ("original") REFERENCES "Receipt" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Counter" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL DEFAULT '',
    "value" INTEGER NOT NULL DEFAULT 0
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Booking" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "menu" TEXT,
    "customer" TEXT,
    "talent" TEXT,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "guests" INTEGER NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "pricePerGuest" INTEGER NOT NULL DEFAULT 0,
    "totalAmount" INTEGER NOT NULL DEFAULT 0,
    "commissionAmount" INTEGER NOT NULL DEFAULT 0,
    "talentAmount" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "respondBy" DATETIME,
    "payBy" DATETIME,
    "acceptedAt" DATETIME,
    "paidAt" DATETIME,
    "completedAt" DATETIME,
    "cancelledAt" DATETIME,
    "cancelledBy" TEXT,
    "declineReason" TEXT,
    "declineNote" TEXT NOT NULL DEFAULT '',
    "companyName" TEXT NOT NULL DEFAULT '',
    "companyCvr" TEXT NOT NULL DEFAULT '',
    "companyEan" TEXT NOT NULL DEFAULT '',
    "companyReference" TEXT NOT NULL DEFAULT '',
    "conversation" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME,
    CONSTRAINT "Booking_menu_fkey" FOREIGN KEY ("menu") REFERENCES "Menu" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Booking_customer_fkey" FOREIGN KEY ("customer") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Booking_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Booking_conversation_fkey" FOREIGN KEY ("conversation") REFERENCES "Conversation" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Booking" ("acceptedAt", "address", "cancelledAt", "cancelledBy", "city", "commissionAmount", "completedAt", "conversation", "createdAt", "customer", "declineNote", "declineReason", "endsAt", "guests", "id", "menu", "message", "paidAt", "payBy", "postcode", "pricePerGuest", "respondBy", "startsAt", "status", "talent", "talentAmount", "totalAmount", "updatedAt") SELECT "acceptedAt", "address", "cancelledAt", "cancelledBy", "city", "commissionAmount", "completedAt", "conversation", "createdAt", "customer", "declineNote", "declineReason", "endsAt", "guests", "id", "menu", "message", "paidAt", "payBy", "postcode", "pricePerGuest", "respondBy", "startsAt", "status", "talent", "talentAmount", "totalAmount", "updatedAt" FROM "Booking";
DROP TABLE "Booking";
ALTER TABLE "new_Booking" RENAME TO "Booking";
CREATE UNIQUE INDEX "Booking_conversation_key" ON "Booking"("conversation");
CREATE INDEX "Booking_menu_idx" ON "Booking"("menu");
CREATE INDEX "Booking_customer_idx" ON "Booking"("customer");
CREATE INDEX "Booking_talent_idx" ON "Booking"("talent");
CREATE INDEX "Booking_startsAt_idx" ON "Booking"("startsAt");
CREATE INDEX "Booking_status_idx" ON "Booking"("status");
CREATE INDEX "Booking_customer_startsAt_idx" ON "Booking"("customer", "startsAt");
CREATE INDEX "Booking_talent_startsAt_idx" ON "Booking"("talent", "startsAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_number_key" ON "Receipt"("number");

-- CreateIndex
CREATE INDEX "Receipt_booking_idx" ON "Receipt"("booking");

-- CreateIndex
CREATE INDEX "Receipt_payment_idx" ON "Receipt"("payment");

-- CreateIndex
CREATE INDEX "Receipt_customer_idx" ON "Receipt"("customer");

-- CreateIndex
CREATE INDEX "Receipt_original_idx" ON "Receipt"("original");

-- CreateIndex
CREATE UNIQUE INDEX "Counter_name_key" ON "Counter"("name");
