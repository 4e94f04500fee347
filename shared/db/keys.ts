/**
 * Key parts on the single table. Every entity builds its own keys in its own module (its header lists
 * PK/SK/GSI and the read each serves); what they share is here: a caller's value made safe as a part.
 */
import { createHash } from 'node:crypto';

/**
 * A caller's value as a key part: URI-encoded (no '#' inside), lone surrogates made well-formed first
 * (encodeURIComponent throws on them), and hashed when long so a key stays within DynamoDB's 2 KB.
 */
export const keyPart = (value: string): string => {
  const encoded = encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  return encoded.length <= 400 ? encoded : `sha256:${createHash('sha256').update(value).digest('hex')}`;
};

/** A stable shard number in [0, shards) for a value: spreads writes of one kind over several partitions. */
export const shardOf = (value: string, shards: number): number => createHash('sha256').update(value.toLowerCase()).digest().readUInt32BE(0) % shards;
