/**
 * The CPR number (or a foreign tax number) at rest: AES-256-GCM with the key from
 * `config.sellerInformation.encryptionKey` (SELLER_INFORMATION_KEY; production refuses to start
 * without it). Each value gets a fresh 12-byte nonce; the talent's id is the associated data, so a
 * ciphertext copied onto another talent's row does not decrypt. Stored as `v1.<nonce>.<tag>.<data>`
 * (base64url). Only `decryptTaxNumber` reads it back, and only seller-information.ts calls that —
 * after writing the audit row of who read it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { config } from '../../config';

const VERSION = 'v1';

export function encryptTaxNumber(plain: string, talentId: string, key: Buffer = config.sellerInformation.encryptionKey): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(talentId, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptTaxNumber(stored: string, talentId: string, key: Buffer = config.sellerInformation.encryptionKey): string {
  const [version, nonce, tag, data] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || data === undefined) throw new Error('Ukendt format for krypteret skattenummer');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(talentId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
