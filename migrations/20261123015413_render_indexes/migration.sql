-- Indexes for reads that filter and sort together: the latest published menus, the menus and
-- reviews of a talent, the bookings of a customer and of a talent, unread messages, and the default back-office
-- sorts (users, conversations).

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE INDEX "Menu_status_createdAt_idx" ON "Menu"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Menu_talent_status_createdAt_idx" ON "Menu"("talent", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Conversation_lastMessageAt_idx" ON "Conversation"("lastMessageAt");

-- CreateIndex
CREATE INDEX "Message_readAt_idx" ON "Message"("readAt");

-- CreateIndex
CREATE INDEX "Booking_customer_startsAt_idx" ON "Booking"("customer", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_talent_startsAt_idx" ON "Booking"("talent", "startsAt");

-- CreateIndex
CREATE INDEX "Review_menu_createdAt_idx" ON "Review"("menu", "createdAt");

-- CreateIndex
CREATE INDEX "Review_talent_createdAt_idx" ON "Review"("talent", "createdAt");
