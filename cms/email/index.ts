/**
 * Sending email. The accounts work replaces the body of `sendEmail` with nodemailer (SMTP, or a
 * local outbox without SMTP settings); every other feature only calls `sendEmail`.
 */
export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export async function sendEmail(message: EmailMessage): Promise<void> {
  console.log(`✉️  ${message.to}: ${message.subject}`);
}
