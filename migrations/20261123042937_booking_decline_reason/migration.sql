-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "declineNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "declineReason" TEXT;
