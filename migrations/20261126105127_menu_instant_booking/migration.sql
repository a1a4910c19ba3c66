-- AlterTable
ALTER TABLE "Menu" ADD COLUMN     "instantBooking" BOOLEAN NOT NULL DEFAULT false;
