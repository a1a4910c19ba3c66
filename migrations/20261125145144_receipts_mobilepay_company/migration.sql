-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "companyCvr" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "companyEan" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "companyName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "companyReference" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "paymentMethod" TEXT;

-- CreateTable
CREATE TABLE "Receipt" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
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
    "eventStartsAt" TIMESTAMP(3),
    "customerName" TEXT NOT NULL DEFAULT '',
    "talentName" TEXT NOT NULL DEFAULT '',
    "talentCvr" TEXT NOT NULL DEFAULT '',
    "companyName" TEXT NOT NULL DEFAULT '',
    "companyCvr" TEXT NOT NULL DEFAULT '',
    "companyEan" TEXT NOT NULL DEFAULT '',
    "companyReference" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Counter" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Counter_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_booking_fkey" FOREIGN KEY ("booking") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_payment_fkey" FOREIGN KEY ("payment") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_customer_fkey" FOREIGN KEY ("customer") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_original_fkey" FOREIGN KEY ("original") REFERENCES "Receipt"("id") ON DELETE SET NULL ON UPDATE CASCADE;
