import { Redis } from 'ioredis';

/** Deletes every key under a prefix (SCAN, never FLUSHDB: other people share this Redis). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) deleted += await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return deleted;
}
