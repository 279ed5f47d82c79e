import { createHash } from 'node:crypto';

/**
 * The Redis key of one limited subject: `<prefix>limit:<name>:<digest>`. The subject (an email
 * or a client address) is stored as a digest, so Redis holds no one's email or address.
 */
export function limitKey(prefix: string, name: string, subject: string): string {
  const digest = createHash('sha256').update(subject).digest('hex').slice(0, 32);
  return `${prefix}limit:${name}:${digest}`;
}
