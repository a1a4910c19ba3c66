-- CreateTable
CREATE TABLE "SupportReply" (
    "id" TEXT NOT NULL,
    "request" TEXT,
    "author" TEXT,
    "body" TEXT NOT NULL DEFAULT '',
    "sentTo" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SupportReply_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SupportReply_request_idx" ON "SupportReply"("request");

-- CreateIndex
CREATE INDEX "SupportReply_author_idx" ON "SupportReply"("author");

-- CreateIndex
CREATE INDEX "SupportReply_request_createdAt_idx" ON "SupportReply"("request", "createdAt");

-- AddForeignKey
ALTER TABLE "SupportReply" ADD CONSTRAINT "SupportReply_request_fkey" FOREIGN KEY ("request") REFERENCES "SupportRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportReply" ADD CONSTRAINT "SupportReply_author_fkey" FOREIGN KEY ("author") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
