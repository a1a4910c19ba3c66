-- CreateTable
CREATE TABLE "DataExport" (
    "id" TEXT NOT NULL,
    "user" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "pendingFor" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "byteSize" INTEGER DEFAULT 0,
    "readyAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DataExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DataExport_pendingFor_key" ON "DataExport"("pendingFor");

-- CreateIndex
CREATE INDEX "DataExport_user_idx" ON "DataExport"("user");

-- CreateIndex
CREATE INDEX "DataExport_expiresAt_idx" ON "DataExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "DataExport" ADD CONSTRAINT "DataExport_user_fkey" FOREIGN KEY ("user") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
